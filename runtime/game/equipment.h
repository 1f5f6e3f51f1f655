// What a creature wields and wears: the original's inventory slots (SL_*,
// inc/Defines.h) and its rules for putting things in them and taking them
// out (src/Inv.cpp, Character::Wield and Character::TakeOff; src/Item.cpp,
// Item::activeSlot; src/Annot.cpp, Character::GainItem's preferred slots).
// Wielding throws EV_WIELD and taking off EV_REMOVE (the same numbers as
// EV_WEAR and EV_TAKEOFF): the item's handlers may refuse, and the wearer's
// own answer (Game::handleEvent) does the work, as the original's
// Creature::Event does.
#pragma once

#include "world/handle.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

class Creature;
class Game;
class Item;
struct EventInfo;

namespace wear_slots {
// The original's numbers (inc/Defines.h); the belt, shoulder and pack slots
// only carry things, and this runtime's pack holds them instead.
inline constexpr int32_t SL_READY = 1, SL_WEAPON = 2, SL_LIGHT = 3, SL_BELT = 6, SL_EYES = 7, SL_CLOTHES = 8,
                         SL_ARMOUR = 9, SL_BOOTS = 10, SL_CLOAK = 11, SL_LRING = 12, SL_RRING = 13, SL_AMULET = 14,
                         SL_GAUNTLETS = 15, SL_HELM = 16, SL_BRACERS = 17, SL_LAST = 24;
} // namespace wear_slots

// The slots beyond the weapon hand and the body, which Creature::weapon and
// Creature::bodyArmour hold (combat and skills read those two directly).
// Indexed by slot number; the SL_WEAPON and SL_ARMOUR entries stay empty.
struct Equipment {
    std::array<world::Handle, wear_slots::SL_BRACERS + 1> other{};

    void save(module::ByteWriter& out) const;
    void load(module::ByteReader& in);
    friend bool operator==(const Equipment&, const Equipment&) = default;
};

namespace equipment {

// InSlot(sl): what is in the slot, kNoObject for nothing (or no such slot).
world::Handle inSlot(const Creature& c, int32_t slot);
// Whether `it` is in any slot of `c` (the original's IF_WORN).
bool isWorn(const Creature& c, world::Handle it);
// Empties every slot holding `it` (it left its owner's hands).
void forget(Creature& c, world::Handle it);

// rule: src/Item.cpp, Item::activeSlot: whether an item of `itemType` works
// in `slot` (a weapon or shield in a hand, armour on the body ...).
bool activeSlot(int32_t itemType, int32_t slot);
// Where the wield command puts an item: its type's slot (src/Annot.cpp,
// Character::GainItem's preferred slots; shields to the ready hand, lights
// to the light slot), the free ring finger; nullopt when none takes it.
std::optional<int32_t> preferredSlot(const Creature& c, const Item& it);

// Wields or wears `it` (carried by `c`) in `slot`: first takes off what is
// there (both hands for a two-handed weapon; the two-handed weapon for a
// shield), then throws EV_WIELD. Whether it is now in the slot.
bool wield(Game& game, Creature& c, Item& it, int32_t slot);
// Takes `it` off: throws EV_REMOVE with the first slot it is in. Whether
// it came off.
bool takeOff(Game& game, Creature& c, Item& it);

// The wearer's answers to EV_WIELD and EV_REMOVE (src/Inv.cpp,
// Character::Wield and Character::TakeOff): the rules, and the slot change.
int32_t answerWield(Game& game, Creature& c, EventInfo& e);
int32_t answerRemove(Game& game, Creature& c, EventInfo& e);

// rule: src/Annot.cpp, Character::GainItem (starting): an item given at
// character creation goes to its preferred slot when that is free (never a
// pickaxe); src/Create.cpp, Player::Create: then the best melee weapon
// (getPrimaryMelee) is wielded. Silent.
void wearStartingItem(Game& game, Creature& c, Item& it);
void wieldPrimaryMelee(Game& game, Creature& c);

// The defence and armour a worn shield adds (src/Values.cpp, CalcValues:
// a shield in a hand adds its DefVal to A_DEF and its ArmVal to A_ARM).
int32_t shieldDefence(const Game& game, const Creature& c);
int32_t shieldArmour(const Game& game, const Creature& c);

} // namespace equipment
} // namespace incursion::game
