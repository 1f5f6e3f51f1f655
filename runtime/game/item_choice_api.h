// GetItemID(pur, minlev, maxlev, IType): an Item resource chosen at random
// among those fit for a purpose (a dungeon's treasure, a staple, mundane
// gear, what a crafter may make), as src/Res.cpp, Game::GetItemID chooses
// it. runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <vector>

namespace incursion::game {
class Game;
}

namespace incursion::game::item_choice_api {

// GetItemID's choice: an Item fit for `purpose` (PUR_DUNGEON, PUR_STAPLE ...)
// of type `type` (<= 0: any) within the levels, drawn with the game's dice; 0 for none.
module::ResourceId chooseItem(Game& game, int32_t purpose, int32_t minLevel, int32_t maxLevel, int32_t type);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::item_choice_api
