// Landmasses: the 4-connected groups of cells a matcher calls land (or sea).
// Labelled by union-find over one raster pass, 4 bytes per cell and no queue.
#pragma once

#include "worldmap/cell_matcher.h"
#include "worldmap/world_grid.h"

#include <cstdint>
#include <vector>

namespace incursion::worldmap {

// Per cell, row-major: 0 where `land` does not match, otherwise the label of
// its group, 1.. in order of each group's first cell in raster order.
std::vector<uint32_t> labelLandmasses(const WorldGrid& grid, const CellMatcher& land);

} // namespace incursion::worldmap
