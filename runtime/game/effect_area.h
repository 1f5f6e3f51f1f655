// Where an effect reaches on the map: the cells of its area (AR_BOLT,
// AR_BEAM, AR_BALL, AR_GLOBE, AR_CONE ...) worked out from the caster's
// cell, the aimed cell and the area's size, before anyone asks which
// creatures stand there. Walls stop every area: a line ends before the first
// solid cell, and a burst reaches only the cells a line from its centre
// reaches. Distances are the original's (the longer axis plus half the
// shorter, map/grid_distance.h), so a ball of radius 2 is the same circle as
// a room's or a torch's.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace incursion::map {
class Map;
}

namespace incursion::game {

struct Cell {
    int x = 0;
    int y = 0;
    friend bool operator==(const Cell&, const Cell&) = default;
};

// The default sizes when an effect gives no lval.
constexpr int32_t kDefaultLineRange = 12;
constexpr int32_t kDefaultBallRadius = 2;
constexpr int32_t kDefaultConeRange = 4;

// The cells a line from `from` through `towards` crosses, `from` excluded,
// out to `range` squares (it goes on past `towards`), ending before the
// first solid cell or the map's edge. Each step advances one square along
// the longer axis, with the shorter rounded to the nearest cell (halves away
// from the start), so the line from A to B passes through B.
std::vector<Cell> lineCells(const map::Map& map, Cell from, Cell towards, int range);

// Whether a line from `from` to `to` crosses no solid cell in between.
bool clearLine(const map::Map& map, Cell from, Cell to);

// The cells within `radius` of `centre` (the centre included) that a clear
// line from the centre reaches, nearest first (row-major among equals).
std::vector<Cell> burstCells(const map::Map& map, Cell centre, int radius);

// The cells of a cone from `apex` opening towards `towards`: within `range`,
// at most 45 degrees off the aimed direction, reached by a clear line from
// the apex; the apex excluded; nearest first.
std::vector<Cell> coneCells(const map::Map& map, Cell apex, Cell towards, int range);

// Where a ball thrown from `from` at `towards` bursts: the aimed cell, or the
// last open cell before a wall in the way.
Cell ballCentre(const map::Map& map, Cell from, Cell towards);

} // namespace incursion::game
