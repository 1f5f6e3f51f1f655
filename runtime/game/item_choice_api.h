// GetItemID(pur, minlev, maxlev, IType): an Item resource chosen at random
// among those fit for a purpose (a dungeon's treasure, a staple, mundane
// gear, what a crafter may make), as src/Res.cpp, Game::GetItemID chooses
// it. runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::item_choice_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::item_choice_api
