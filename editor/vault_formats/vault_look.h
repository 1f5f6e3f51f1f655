// A vault's cells as the export formats draw them: each character's look
// (runtime/vault/vault_look.h, what the painter shows too) as a Unicode glyph
// and an RGB colour.
#pragma once

#include "api/vault_format.h"

#include "module/resource_manager.h"

#include <vector>

namespace incursion::studio {

// Row-major, one per cell. `manager` is the built module; without one
// (a module with errors) every cell is its own character.
std::vector<plugins::CellLook> vaultLook(const vault::Vault& vault, const module::ResourceManager* manager);

} // namespace incursion::studio
