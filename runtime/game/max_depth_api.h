// T_PLAYER::getMaxDepth(dID): the deepest level of dungeon dID the player
// has reached (src/Player.cpp, the MaxDepths the player keeps per dungeon;
// the corpus's Goblin Caves ask it before letting the player rest in the
// hamlet). This runtime makes a dungeon's levels when they are first
// entered, so the deepest it made of that dungeon (those of the dungeon
// being played, and those a world keeps under other cells) is the answer;
// 0 when the player has been in none of it.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::max_depth_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::max_depth_api
