// Perception and noise, as the original's (src/Vision.cpp,
// Creature::Perceives; src/Creature.cpp, Creature::MakeNoise and
// Map::MakeNoiseXY; src/Skills.cpp, Creature::Reveal): how a creature
// perceives a thing (PER_ bits), a noise waking the sleepers around it (a
// silence field swallows it), and a hider coming out of hiding.
#pragma once

#include "world/handle.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;
class Level;

namespace perception {

// The original's PER_ bits (inc/Defines.h).
constexpr uint16_t PER_VISUAL = 0x0001;

// How `viewer` perceives `thing`: PER_VISUAL when it sees it (itself
// always; nothing asleep, nothing on another map, an invisible creature only
// with SEE_INVIS); 0 when it does not. The original's other senses
// (infravision, scent, blindsight, tremorsense, telepathy, detection) are not
// modelled, so they never add their bits.
uint16_t perceives(const Game& game, const Creature& viewer, world::Handle thing);

// Map::MakeNoiseXY: every creature within `radius` of (x, y) on the player's
// level is woken (Creature::Awaken), unless a silence field covers (x, y).
void noiseAt(Game& game, int x, int y, int radius);
// Creature::MakeNoise: the noise comes from the creature, which comes out of
// hiding first (Reveal(true)); none from within a silence field.
void noiseFrom(Game& game, Creature& source, int radius);
// Creature::Reveal: the creature stops hiding, and says so unless it chose to.
void reveal(Game& game, Creature& hider, bool intentional);

} // namespace perception
} // namespace incursion::game
