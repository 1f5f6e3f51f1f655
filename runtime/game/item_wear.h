// What wears on an item in play: its hit points (the original's cHP, mended
// with MendHP, never above MaxHP) and its age (a light's fuel, a food's
// staleness), with the rules that read them: Item::MaxHP and the sizes of
// items (src/Item.cpp, inc/Item.h). An Item holds one (Item::wear).
#pragma once

#include <cstdint>
#include <optional>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

class Creature;
class Game;
class Item;

struct ItemWear {
    // Unset in a save from before items kept them: then what a new item of
    // its kind starts with (wornHitPoints, wornAge).
    std::optional<int32_t> hitPoints;
    std::optional<int32_t> age;

    // What a new item of its kind starts with: the kind's hit points (the
    // original's constructor works MaxHP out before the item has a plus or
    // an effect), a light's lifespan, else age 0.
    static ItemWear fresh(int32_t kindHitPoints, int32_t itemType, int32_t lifespan);

    void save(module::ByteWriter& out) const;
    void load(module::ByteReader& in);
    friend bool operator==(const ItemWear&, const ItemWear&) = default;
};

// rule: src/Item.cpp, Item::MaxHP: the kind's hit points, 10 per point of
// plus, and 5 per level of the effect of an item with no plus (not of a
// scroll or potion).
int32_t maximumHitPoints(const Game& game, const Item& it);
// cHP (GetHP).
int32_t wornHitPoints(const Game& game, const Item& it);
// rule: inc/Item.h, Item::MendHP: up by `amount`, to MaxHP at most.
void mendHitPoints(const Game& game, Item& it, int32_t amount);
int32_t wornAge(const Game& game, const Item& it);

// rule: inc/Item.h, Item::Size; src/Item.cpp, Weapon::Size (featherlight
// weapons are a size smaller in a wielder's hands, never below tiny);
// inc/Item.h, Corpse::Size (the monster's size; this runtime's corpses,
// statues and figures keep no monster, and answer medium as the original
// does for one without).
int32_t itemSize(const Game& game, const Item& it, const Creature* wielder);

} // namespace incursion::game
