// The player's fire and throw commands, as the original's KY_CMD_FIRE
// (src/Player.cpp): with a bow wielded, `f` fires the one kind of
// ammunition it has (a menu, "Fire what from your long bow?", when there
// are several; none: "You have no projectiles ready for your long bow."), a
// crossbow not yet cranked is cranked instead; without a bow, and with `t`,
// the player throws one of the throwable items carried ("Throw what?").
// Where to is asked as the original's EffectPrompt (Q_DIR | Q_TAR | Q_LOC):
// a menu of the creatures in sight, the nearest hostile one first, and the
// eight directions, unless the command carries its aim. Then
// ranged::rangedAttack (ranged_attack.h).
#pragma once

#include <cstdint>

namespace incursion::game {

class Game;
struct PlayerCommand;

namespace ranged {

// Performs a Fire or Throw command. False when refused or declined (no time
// passes), else `cost` is the ticks it took.
bool playerShoots(Game& game, const PlayerCommand& command, uint32_t& cost);
// Whether the player's Fire (or Throw) command would shoot now, and so wants
// an aim: false when it would be refused (nothing to fire or throw) or would
// crank a crossbow instead. The studio aims only then.
bool shotNeedsAim(const Game& game, CommandKind kind);

} // namespace ranged
} // namespace incursion::game
