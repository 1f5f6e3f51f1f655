// The host functions by which the player comes to know what a creature is:
// T_CREATURE::IdentifyMon (its true kind, the original's MS_KNOWN) and
// IdentifyTemp (one template on it). runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::recognition_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::recognition_api
