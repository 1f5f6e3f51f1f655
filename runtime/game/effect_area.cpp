#include "game/effect_area.h"

#include "map/grid_distance.h"
#include "map/map.h"

#include <algorithm>
#include <cstdlib>

namespace incursion::game {

namespace {

// The i-th cell of the line from `from` along (dx, dy), whose longer axis has
// `steps` squares: the shorter axis rounded to the nearest, halves away from the start.
Cell stepAlong(Cell from, int dx, int dy, int steps, int i)
{
    auto offset = [&](int d) { return (2 * d * i + (d >= 0 ? steps : -steps)) / (2 * steps); };
    return {from.x + offset(dx), from.y + offset(dy)};
}

int distance(Cell a, Cell b)
{
    return map::originalDistance(b.x - a.x, b.y - a.y);
}

void sortNearestFirst(std::vector<Cell>& cells, Cell centre)
{
    std::sort(cells.begin(), cells.end(), [&](Cell a, Cell b) {
        const int da = distance(centre, a), db = distance(centre, b);
        return da != db ? da < db : a.y != b.y ? a.y < b.y : a.x < b.x;
    });
}

} // namespace

std::vector<Cell> lineCells(const map::Map& map, Cell from, Cell towards, int range)
{
    std::vector<Cell> cells;
    const int dx = towards.x - from.x;
    const int dy = towards.y - from.y;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    if (steps == 0)
        return cells;
    // The i-th cell is i squares along the longer axis, so at least i away.
    for (int i = 1; i <= range; ++i) {
        const Cell cell = stepAlong(from, dx, dy, steps, i);
        if (distance(from, cell) > range || !map.contains(cell.x, cell.y) || map.solid(cell.x, cell.y))
            break;
        cells.push_back(cell);
    }
    return cells;
}

bool clearLine(const map::Map& map, Cell from, Cell to)
{
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    for (int i = 1; i < steps; ++i) {
        const Cell cell = stepAlong(from, dx, dy, steps, i);
        if (map.solid(cell.x, cell.y))
            return false;
    }
    return true;
}

std::vector<Cell> burstCells(const map::Map& map, Cell centre, int radius)
{
    std::vector<Cell> cells;
    if (!map.contains(centre.x, centre.y) || map.solid(centre.x, centre.y))
        return cells;
    for (int y = centre.y - radius; y <= centre.y + radius; ++y)
        for (int x = centre.x - radius; x <= centre.x + radius; ++x) {
            const Cell cell{x, y};
            if (map.contains(x, y) && distance(centre, cell) <= radius && !map.solid(x, y)
                && clearLine(map, centre, cell))
                cells.push_back(cell);
        }
    sortNearestFirst(cells, centre);
    return cells;
}

std::vector<Cell> coneCells(const map::Map& map, Cell apex, Cell towards, int range)
{
    std::vector<Cell> cells;
    const int64_t vx = towards.x - apex.x;
    const int64_t vy = towards.y - apex.y;
    const int64_t aimed = vx * vx + vy * vy;
    if (aimed == 0)
        return cells;
    for (int y = apex.y - range; y <= apex.y + range; ++y)
        for (int x = apex.x - range; x <= apex.x + range; ++x) {
            const Cell cell{x, y};
            const int64_t wx = x - apex.x;
            const int64_t wy = y - apex.y;
            const int64_t dot = wx * vx + wy * vy;
            // cos² of the angle off the aimed direction at least 1/2: within 45 degrees.
            if (dot <= 0 || 2 * dot * dot < (wx * wx + wy * wy) * aimed)
                continue;
            if (map.contains(x, y) && distance(apex, cell) <= range && !map.solid(x, y) && clearLine(map, apex, cell))
                cells.push_back(cell);
        }
    sortNearestFirst(cells, apex);
    return cells;
}

Cell ballCentre(const map::Map& map, Cell from, Cell towards)
{
    const std::vector<Cell> path = lineCells(map, from, towards, distance(from, towards));
    for (const Cell& cell : path)
        if (cell == towards)
            return towards;
    return path.empty() ? from : path.back();
}

} // namespace incursion::game
