// The host functions of perception and noise (perception.h): Perceives,
// MakeNoise and Reveal of a creature, MakeNoiseXY of a map.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::perception_api {

// The rows of the API table for perception and noise (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::perception_api
