// The host functions of companions (companions.h): T_MONSTER::MakeCompanion,
// T_PLAYER::FixSummonCR, T_CREATURE::getLeader and isLedBy (inc/Api.h).
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::companion_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::companion_api
