// The host functions by which scripts judge a creature's weapons, as
// src/Create.cpp and src/Item.cpp have them: rateMeleeWeapon,
// rateRangedWeapon, getPrimaryMelee, getPrimaryRanged (the class scripts'
// advice on a new character's gear) and an item's useStrength.
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::weapon_rating_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::weapon_rating_api
