// The host functions of fields and terraformed cells (fields.h,
// terraform.h): NewField, FieldAt, RemoveEffField, RemoveEffFieldFrom,
// DispelField and HasEffField; GetTerraDC, GetTerraDmg and RemoveTerraXY.
// The receiver is a map (a Level), or the thing for HasEffField.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::field_api {

// The rows of the API table for fields and terraforming (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::field_api
