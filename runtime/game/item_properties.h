// What a single item is beyond its kind: blessed or cursed (the original's
// IF_ flags), the qualities a weapon or armour was made with ("flaming",
// "mithril", "of speed"; up to eight, as QItem::Qualities) and which of them
// the player knows, and the creature type a bane or slaying weapon is against.
// The rules of qualities live here (src/Item.cpp: QItem, Weapon, Armour).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace incursion::game {

class Creature;
class Game;
class Item;

struct ItemProperties {
    uint16_t flags = 0;                 // IF_BLESSED, IF_CURSED, IF_MASTERWORK ...
    std::array<int8_t, 8> qualities{};  // 0 for an empty slot
    uint8_t knownQualities = 0;         // a bit per slot
    int16_t bane = 0;                   // MA_ type; 0 none

    friend bool operator==(const ItemProperties&, const ItemProperties&) = default;
};

namespace item_properties {

inline constexpr uint16_t IF_BLESSED = 0x0001, IF_CURSED = 0x0002, IF_MASTERWORK = 0x0008,
                          IF_GHOST_TOUCH = 0x0200;

// Which of the original's item classes an item of `itemType` is made as
// (src/Item.cpp, Item::Create): only weapons, armour and food carry qualities.
enum class ItemClass { Plain, Weapon, Armour, Food };
ItemClass classOf(int32_t itemType);

bool hasQuality(const Item& it, int32_t quality);
// rule: src/Item.cpp, MaterialIsWooden and MaterialIsOrganic (MAT_* numbers).
bool isWoodenMaterial(int32_t material);
bool isOrganicMaterial(int32_t material);
// AddQuality(q, param): the error text when the item takes no qualities,
// else empty.
std::string addQuality(Game& game, Item& it, int32_t quality, int32_t param);
std::string removeQuality(Item& it, int32_t quality);
std::string purgeQualities(Item& it);
// Whether quality q may be added, keeping the item at or below level lev
// (Weapon::, Armour:: and QItem::QualityOK).
bool qualityOK(Game& game, const Item& it, int32_t quality, int32_t level);
// ItemLevel(): the Item's or its effect's level; a weapon's or armour's
// enchantment and qualities raise it.
int32_t itemLevel(const Game& game, const Item& it, bool bounded = true);
// The level of its kind and effect alone (Item::ItemLevel).
int32_t baseItemLevel(const Game& game, const Item& it);
// Material(): mithril, adamant, ironwood ... qualities change what a weapon
// or armour is made of (QItem::Material).
int32_t material(const Game& game, const Item& it);

// The item takes `effect` as its magic (Item::MakeMagical): an effect
// flagged EF_CURSED curses it, EF_HALF_CURSED one time in two.
void makeMagical(Game& game, Item& it, uint32_t effect);
// The item goes on: an effect flagged EF_CURSED curses it, "The <item>
// curses itself!" when the player knows its magic and blessing (src/Inv.cpp,
// Character::Wield and Monster::Wield).
void cursesItselfWhenPutOn(Game& game, const Creature& wearer, Item& it);

// GetPlus(): the enchantment as it works; a cursed item's turns against its
// bearer, and a negative one counts as none (inc/Item.h; items here hold no
// BOOST_PLUS stati).
int32_t effectivePlus(const Item& it);
// Hardness(DType): what the item's material resists of a kind of damage,
// -1 for damage it cannot take or cannot resist (src/Item.cpp,
// MaterialHardness); qualities and the plus harden a weapon or armour
// (QItem::Hardness).
int32_t hardness(const Game& game, const Item& it, int32_t damageType);

} // namespace item_properties
} // namespace incursion::game
