// The gods stepping in unasked, as the original's Creature turn does
// (src/Creature.cpp): now and then a god the character worships or has
// dealt with considers it, and after enough experience gains since its
// last visit sends a pulse: EV_GODPULSE from a content god, EV_ANGER_PULSE
// from one angered past its tolerance. A god whose pulses come only in a
// fight waits (HUNG_PULSE) until the character is threatened.
#pragma once

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::god_pulse {

// The character's turn passes: one in ten turns a god considers it.
void turnPasses(Game& game, Creature& self);

} // namespace incursion::game::god_pulse
