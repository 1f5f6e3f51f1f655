// How well a creature resists a damage type, as the original's
// Creature::ResistLevel works it out (src/Values.cpp): -1 immune, else the
// best of its resistances, half the next and a third of each other one.
#pragma once

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

// rule: src/Values.cpp, Creature::ResistLevel. `bypassArmour` leaves natural
// and worn armour out against weapon damage.
int32_t resistLevel(const Game& game, const Creature& c, int32_t damageType, bool bypassArmour = false);

} // namespace incursion::game
