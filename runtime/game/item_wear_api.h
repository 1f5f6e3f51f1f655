// The host functions of an item's wear: GetHP, MaxHP, MendHP, Age and Size
// (item_wear.h holds the rules).
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::item_wear_api {

// The rows of the API table for items' hit points, age and size (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::item_wear_api
