// The host API's rows for the encounter generator (encounter_generator.h):
// the map's thEnGen* calls by which scripts make groups of monsters (summons,
// wandering monsters, guardians) and enUniformGet, which Encounter handlers
// read while a group is made (src/Encounter.cpp).
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::encounter_api {

// Appends this area's rows to the API table (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::encounter_api
