// A random item as the original's level generator makes one (src/Encounter.cpp,
// Item::GenItem over src/Tables.cpp's DungeonItems chart), which scripts ask
// for with GenDungeonItem(fl, xID, Depth, Luck): a god's gift, a fountain's
// treasure, a library's tome. The item is made off the map, for the script
// to place or give. runtime_api.cpp calls appendDeclarations.
//
// The rules kept: the levels from the depth and the luck (low luck lowers
// four items in five, high luck raises one in five; items are never drawn
// from above depth 3's levels at shallower depths), the kind drawn by the
// chart's odds (its prototype by name, else an Item fit for PUR_DUNGEON or,
// with IG_STAPLE, PUR_STAPLE), an item deeper than `Depth` drawn again,
// `xID` an Item making that one and a Dungeon its CURSED_CHANCE, group sizes,
// the item's own EV_GENITEM (DONE: as it is, ABORT: none), magic (a weapon
// or armour mundane one time in maxlev + 2, else a specific effect one time
// in eight below depth 5 or an enchantment of the magic level; other kinds
// an effect of their source, EF_NEEDS_PLUS with the plus MaxItemPlus
// allows), coins by the depth's wealth, curses and blessings, the racial and
// material qualities, IG_KNOWN. Left out: the weapon and armour qualities
// drawn with an enchantment (the enchantment is the whole magic level).
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

class Game;

// The original's IG_ flags (inc/Defines.h).
inline constexpr uint16_t IG_STAPLE = 0x0001, IG_GOOD = 0x0002, IG_GREAT = 0x0004, IG_CURSED = 0x0040,
                          IG_CHEST = 0x0080, IG_KNOWN = 0x0200;

struct ItemGenRequest {
    uint16_t flags = 0;
    module::ResourceId xID = 0;     // an Item to make, a Dungeon whose curse chance counts, or 0
    int32_t depth = 1;
    int32_t luck = 10;
};

namespace item_generation {

// The item made (off the map, no owner), or kNoObject when its EV_GENITEM
// refused it, `xID` is an Item no magic fits, or the modules have no items.
world::Handle generateItem(Game& game, const ItemGenRequest& request);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace item_generation
} // namespace incursion::game
