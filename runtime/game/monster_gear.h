// What a monster puts on of the gear it carries: for each of the slots the
// original's monsters fill (weapon, shield hand, body armour, a ring, amulet,
// bracers, gauntlets, boots, helm, belt, cloak, light) that its body has
// (hands, a head, limbs, a humanoid's body for armour), the first carried
// item that fits it, worn through EV_WIELD so its handlers may refuse.
// Arcane casters (M_MAGE) wear no armour.
// rule: src/Monster.cpp, Monster::Inventory (HotSlots); src/Effects.cpp,
// TMonster::HasSlot
#pragma once

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

// Whether the monster's body has the slot (wear_slots::SL_*).
bool monsterHasSlot(const Creature& c, int32_t slot);

// Wears what it carries, as above; silent.
void dressMonster(Game& game, Creature& c);

} // namespace incursion::game
