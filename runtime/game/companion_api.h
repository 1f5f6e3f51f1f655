// The host functions of companions (companions.h): T_MONSTER::MakeCompanion
// and T_PLAYER::FixSummonCR (inc/Api.h). runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::companion_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::companion_api
