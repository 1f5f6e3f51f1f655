// Effects flagged EF_PERIODIC act again and again rather than once (the
// original module's ring of polymorphing): put on, the item gives its wearer
// a PERIODIC stati it holds while worn (a spell's lasts its duration); every
// `lval` turns the effect is thrown at the creature again, marked isPeriodic,
// and then it acts (src/Magic.cpp, Magic::MagicEvent; src/Creature.cpp, the
// turn's PERIODIC pulse).
#pragma once

#include "module/resource_manager.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;
struct EffectUse;

namespace periodic_effects {

constexpr int32_t PERIODIC = 143;     // inc/Defines.h

// `use` (not itself a pulse) of an EF_PERIODIC effect whose segment has
// period `period`: starts the pulse on the target (put on or entered: for
// as long as it is worn or there; cast: for `duration` turns), or stops it
// (taken off: worn_magic removes what the item holds; left: the field's).
void startOrStop(Game& game, const EffectUse& use, int32_t period, int32_t duration);

// A turn of `c`'s has passed: its periodic effects whose time has come act.
void turnPasses(Game& game, Creature& c);

} // namespace periodic_effects
} // namespace incursion::game
