// A monster's shot or throw at an enemy it sees at range, as the original's
// Monster::ChooseAction weighs it (src/Monster.cpp): not in melee (no enemy
// beside it), with a line of fire to the target, a monster with a bow and
// ammunition it fires (ACT_RATTACK, P_HIGH; a crossbow not cranked: ACT_LOADXBOW,
// P_MODERATE) or a WG_THROWN item it carries (ACT_THROW, P_HIGH; not a bow,
// nor the weapon in its hand unless that is no melee weapon, a javelin)
// weighs them against moving (P_LOW, or P_URGENT one time in five), one
// chance per point of priority. Out of ammunition it closes in.
#pragma once

#include "game/monster_ai.h"

#include <optional>

namespace incursion::game {

class Creature;
class Game;

namespace ranged {

// The shot `monster` takes at `target` this turn, done; nullopt when it
// chooses to move (or cannot shoot).
std::optional<MonsterTurn> monsterShoots(Game& game, Creature& monster, Creature& target);

} // namespace ranged
} // namespace incursion::game
