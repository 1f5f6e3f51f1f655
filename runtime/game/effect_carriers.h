// The item an effect comes in: an effect whose source is a kind of item
// (`AI_POTION Effect`, `AI_GAUNTLETS Effect`, `AI_TOME Effect` ...) is the
// magic of an item the original's generator makes of that kind, and its
// scripts read that item (EItem: its plus, whether it is known). The kinds
// and the prototype item each is made from follow the original's table
// (src/Tables.cpp, DungeonItems); an effect's BASE_ITEM constant names its
// item outright (src/Item.cpp, Item::Initialize), as the wondrous items'.
#pragma once

#include "module/resource_manager.h"

namespace incursion::game {

// The Item resource an effect of one of its sources comes in: the
// prototype the original names for the source ("potion", "gauntlets",
// "tome" ...) when the modules have an Item of that name (of whatever type),
// else the first Item of the source's
// item type (weapons, armour, shields, bows: any of them). 0 when no source
// of the effect is a kind of item, or the modules have no such Item.
module::ResourceId carrierItem(const module::ResourceManager& resources, module::ResourceId effect);

} // namespace incursion::game
