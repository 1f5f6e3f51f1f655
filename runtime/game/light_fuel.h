// A light source burns while it is carried in the light slot: its age (the
// original's Item::Age, set from the item's Lifespan when made) falls by one
// each of its carrier's turns, and at the last the light burns out and is
// gone (src/Creature.cpp, Creature::DoTurn: "Your <light> burns out!").
// A carried light that is not lit (not in the slot) keeps its fuel.
#pragma once

namespace incursion::game {

class Creature;
class Game;

namespace light_fuel {

// A turn of `carrier`'s has passed: its lit light burns a turn of fuel.
void turnPasses(Game& game, Creature& carrier);

} // namespace light_fuel
} // namespace incursion::game
