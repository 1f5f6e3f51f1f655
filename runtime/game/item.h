// An item in the game: an Item resource (the kind of thing: "long sword",
// "potion") and, for magic items, the Effect it carries ("Healing"), with
// what varies between copies (quantity, enchantment, charges).
#pragma once

#include "game/item_properties.h"
#include "game/status_effect.h"
#include "game/item_wear.h"
#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "world/game_object.h"

#include <cstdint>
#include <memory>
#include <string>

namespace incursion::module {
class ItemView;
}

namespace incursion::game {

using module::ResourceId;

class Item final : public world::GameObject {
public:
    Item() : GameObject(world::ObjectKind::Item) {}

    static std::unique_ptr<Item> fromResource(const module::ItemView& item, ResourceId effect = 0);

    ResourceId resource = 0;    // the Item resource
    ResourceId effect = 0;      // the magic it carries (potion, scroll, wand); 0 for none
    int32_t itemType = 0;       // rules::T_WEAPON ...
    int32_t quantity = 1;
    int32_t plus = 0;           // enchantment
    int32_t charges = 0;        // a wand's
    // What the player knows of this one item: the original's KN_ bits
    // (KN_MAGIC, KN_PLUS, KN_CURSE ...; src/Item.cpp, Item::MakeKnown).
    uint8_t known = 0;
    ItemProperties properties;  // blessed/cursed, qualities (item_properties.h)
    ItemWear wear;              // hit points and age (item_wear.h)
    module::Glyph glyph{'?', 7, 0};
    // Its stati (a poisoned blade's or vial's POISONED, a conjured staff's
    // SUMMONED); timed ones count down while carried (item_stati.h).
    std::vector<StatusEffect> stati;
    // A proper name a script gave it (Thing::Named: "Soulcleaver"). The
    // original never showed an item's in its name; it kept two items
    // named differently from stacking (src/Item.cpp, Item::operator==).
    std::string named;

    // An item lying on a map has its position; one carried has x = y = -1
    // and `owner` set.
    world::Handle owner = world::kNoObject;

    std::string describe() const override;  // `item "potion"`
    void saveState(world::ByteWriter&) const override;
    void loadState(world::ByteReader&) override;
};

} // namespace incursion::game
