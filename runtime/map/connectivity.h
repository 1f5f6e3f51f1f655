// Connectivity: which open cells reach which on foot, and the repair that
// joins them all (ours, docs/design/maps.md §7: the original gave up after 26
// rounds of tunnelling and could leave a level split).
//
// Open = terrain that does not block movement (a door stands on open terrain,
// so doors count as open); neighbours are the 8 around a cell.
#pragma once

#include "map/corridors.h"
#include "map/level_canvas.h"

#include <string>
#include <vector>

namespace incursion::map {

// Labels of the map's open cells: -1 for blocked cells, else the component's
// number (0, 1 ... in row-major order of each component's first cell).
struct Components {
    std::vector<int32_t> label;
    std::vector<int32_t> size;          // cells per component
    int32_t count() const { return int32_t(size.size()); }
};
Components findComponents(const Map& map);

struct RepairReport {
    int joined = 0;                     // components joined to the main one
    int cellsOpened = 0;
    int cellsFilled = 0;                // unreachable open cells turned to rock
    std::vector<std::string> warnings;  // parts of vaults no tunnel can reach
};

// Joins every component to the main one (the largest) by the shortest tunnel found from what is already joined,
// through cells that are not no-cut and not the map's edge, dug with
// `style`. A component no tunnel can reach is filled with `rock`, unless it
// holds vault cells (then it is kept and reported: cutting the vault is not
// allowed). One breadth-first pass: O(cells).
RepairReport repairConnectivity(LevelCanvas& canvas, CorridorDigger& digger, const CorridorStyle& style,
                                uint16_t rock);

} // namespace incursion::map
