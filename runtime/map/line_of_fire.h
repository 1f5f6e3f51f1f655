// Whether a missile flies from one cell to another: the original's
// Map::LineOfFire (src/Vision.cpp, HUGE_PATH_MACRO with CARE_ABOUT_SOLID),
// which walks the cells between them and stops at a solid cell or a wall.
// The start cell never blocks; the target cell is reached before it is
// tested, so a target in a wall is still in the line of fire.
#pragma once

namespace incursion::map {

class Map;

bool lineOfFire(const Map& map, int sx, int sy, int tx, int ty);

} // namespace incursion::map
