// Landmasses: the 4-connected groups of cells a matcher calls land (or sea).
// Kept as the runs of land in each row, joined by union-find with the
// overlapping runs of the row above: memory grows with the number of runs,
// not cells, and one raster pass builds it.
#pragma once

#include "worldmap/cell_matcher.h"
#include "worldmap/world_grid.h"

#include <cstdint>
#include <vector>

namespace incursion::worldmap {

class Landmasses {
public:
    Landmasses() = default;
    Landmasses(const WorldGrid& grid, const CellMatcher& land);

    // 0 where the cell is not land, otherwise its landmass's label, 1.. in
    // order of each landmass's first cell in raster order.
    uint32_t labelOf(int x, int y) const;
    uint32_t count() const { return m_count; }
    size_t runCount() const { return m_runs.size(); }

private:
    struct Run {
        int32_t begin = 0;      // first column
        int32_t end = 0;        // one past the last
        uint32_t label = 0;     // union-find parent while building, then the label
    };
    std::vector<Run> m_runs;            // row by row, left to right
    std::vector<uint32_t> m_rowStart;   // first run of each row, and one past the last row's
    uint32_t m_count = 0;
};

// Per cell, row-major: Landmasses::labelOf of every cell.
std::vector<uint32_t> labelLandmasses(const WorldGrid& grid, const CellMatcher& land);

} // namespace incursion::worldmap
