// The stati of the items a creature carries count down with its turns, as
// the original's carrier updated each item's (src/Creature.cpp, the turn's
// update: it->UpdateStati(); src/Status.cpp, Thing::UpdateStati). One that
// runs out goes; a SUMMONED one takes the item with it, "The <item> winks
// out of existence." unless its owner was itself summoned or is dead
// (src/Status.cpp, Item::StatiOff): a conjured staff or a sunrod's glow
// lasts its spell's duration. Items lying on the floor keep theirs, as the
// original's did.
#pragma once

namespace incursion::game {

class Creature;
class Game;

namespace item_stati {

// A turn of `carrier`'s has passed: its items' timed stati count down.
void turnPasses(Game& game, Creature& carrier);

} // namespace item_stati
} // namespace incursion::game
