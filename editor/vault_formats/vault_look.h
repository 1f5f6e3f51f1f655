// How the studio draws a vault's cells: for each, the glyph and colour of
// what its character means (the legend entry's monster, item or terrain,
// else the built-in meaning with the region's Walls, Floor and Door), in
// the game's sixteen colours. Export formats draw with it.
#pragma once

#include "api/vault_format.h"

#include "module/resource_manager.h"

#include <vector>

namespace incursion::studio {

// Row-major, one per cell. `manager` is the built module; without one
// (a module with errors) every cell is its own character in grey.
std::vector<plugins::CellLook> vaultLook(const vault::Vault& vault, const module::ResourceManager* manager);

} // namespace incursion::studio
