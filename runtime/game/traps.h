// Traps in play, as the original's: a creature walking onto a trap sets it
// off (src/Move.cpp, Creature::Walk), as does a script (TriggerTrap); the
// trap then works as the original's Trap::TriggerTrap (src/Feature.cpp):
//   - a disarmed trap (TS_DISARMED) does nothing;
//   - a trap the player did not know of is found when the player perceives
//     its victim;
//   - the victim avoids it with Featherfoot (a known trap) or a saving throw
//     of its effect's sval against 15 + the effect's level, + 5 unknown;
//   - else the trap is spent (TS_DISARMED: a dispelling trap cannot dispel
//     itself), the victim comes out of hiding with a noise (30), and the
//     trap's effect is used on it: EV_EFFECT with the victim as both actor
//     and victim, the trap as EItem, isTrap, caster level 12.
// Flying and incorporeal creatures (isAerial) and illusions pass over traps.
// The trap's maker (RESET_BY) and its experience award are not modelled:
// no creature resets traps in this runtime.
#pragma once

#include "world/handle.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class FeatureObject;
class Game;

namespace traps {

// The original's TrapFlags bits (inc/Defines.h). TS_FOUND is the map's
// "not hidden" (feature_api.h); the others are the trap object's own.
constexpr uint8_t TS_FOUND = 0x01, TS_DISARMED = 0x02;

// Sets off `trap` on `victim` (Trap::TriggerTrap); the effect's answer,
// DONE when the victim avoided it, NOTHING for a spent trap or one with no effect.
int32_t trigger(Game& game, FeatureObject& trap, Creature& victim, bool foundBefore);

// `walker` has walked onto its cell: a trap there that is not spent goes
// off (Creature::Walk), unless the walker flies or is an illusion.
void walkedOnto(Game& game, Creature& walker);

} // namespace traps
} // namespace incursion::game
