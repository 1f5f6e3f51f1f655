#include "map/corridors.h"

#include "map/grid_distance.h"

#include "module/resource_views.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace incursion::map {

namespace {

constexpr int kStopDistance = 10;       // MakeLev.cpp:3543-3558
constexpr int kEdgeMargin = 2;          // turn before the map's edge

struct Direction {
    int dx = 0, dy = 0;
};

int sign(int v) { return (v > 0) - (v < 0); }

// Towards the target: straight when aligned, else the longer axis (the other
// one time in 4), never back where it came from (CorrectDir, 3611-3639).
Direction towards(LevelRandom& random, int x, int y, int tx, int ty, Direction current)
{
    const int ddx = tx - x, ddy = ty - y;
    Direction horizontal{sign(ddx), 0}, vertical{0, sign(ddy)};
    if (ddx == 0 && ddy == 0)
        return current;
    if (ddx == 0)
        return vertical;
    if (ddy == 0)
        return horizontal;
    bool preferHorizontal = std::abs(ddx) >= std::abs(ddy);
    if (random.oneIn(4))
        preferHorizontal = !preferHorizontal;
    Direction pick = preferHorizontal ? horizontal : vertical;
    if (pick.dx == -current.dx && pick.dy == -current.dy)
        pick = preferHorizontal ? vertical : horizontal;
    return pick;
}

} // namespace

std::vector<int> walkTunnel(const LevelCanvas& canvas, LevelRandom& random, int fromX, int fromY, int toX, int toY,
                            uint16_t targetRegion, const TunnelRules& rules)
{
    const Map& map = canvas.map();
    const int width = canvas.width(), height = canvas.height();
    const int stepLimit = 4 * (width + height);
    auto blocked = [&](int x, int y) {
        return x < kEdgeMargin || y < kEdgeMargin || x >= width - kEdgeMargin || y >= height - kEdgeMargin
               || canvas.noCut(x, y);
    };

    std::vector<int> path;
    int x = fromX, y = fromY;
    Direction dir = std::abs(toX - x) >= std::abs(toY - y) ? Direction{sign(toX - x), 0} : Direction{0, sign(toY - y)};
    if (dir.dx == 0 && dir.dy == 0)
        return path;
    int segment = 0;
    for (int step = 0; step < stepLimit; ++step) {
        if (x == toX && y == toY)
            break;
        bool turn = false;
        const bool level = (dir.dx != 0 && x == toX) || (dir.dy != 0 && y == toY);
        if (level || blocked(x + dir.dx, y + dir.dy) || segment >= rules.segmentMaxLength)
            turn = true;
        else if (segment >= rules.segmentMinLength && random.below(100) < rules.turnChance)
            turn = true;
        if (turn) {
            Direction next = towards(random, x, y, toX, toY, dir);
            if (blocked(x + next.dx, y + next.dy)) {
                // Around an obstacle: either side, then give up.
                const Direction sides[2] = {{next.dy, next.dx}, {-next.dy, -next.dx}};
                const Direction* free = nullptr;
                for (const Direction& side : sides)
                    if (!blocked(x + side.dx, y + side.dy) && !(side.dx == -dir.dx && side.dy == -dir.dy)) {
                        free = &side;
                        break;
                    }
                if (!free) {
                    if (!blocked(x + dir.dx, y + dir.dy))
                        next = dir;
                    else
                        break;
                } else {
                    next = *free;
                }
            }
            if (next.dx != dir.dx || next.dy != dir.dy)
                segment = 0;
            dir = next;
        }
        x += dir.dx;
        y += dir.dy;
        ++segment;
        path.push_back(y * width + x);
        if (!canvas.solid(x, y) && map.regionIndex(x, y) == targetRegion
            && originalDistance(toX - x, toY - y) <= kStopDistance)
            break;
    }
    return path;
}

CorridorDigger::CorridorDigger(LevelCanvas& canvas, const DungeonSettings& settings, int depth)
    : m_canvas(canvas), m_settings(settings), m_depth(depth)
{
}

bool CorridorDigger::opensAny(const std::vector<int>& path) const
{
    const int width = m_canvas.width();
    return std::any_of(path.begin(), path.end(), [&](int cell) {
        const int x = cell % width, y = cell / width;
        return cuttable(x, y) && m_canvas.solid(x, y);
    });
}

ResourceId CorridorDigger::doorOf(uint16_t regionIndex)
{
    const auto found = m_doors.find(regionIndex);
    if (found != m_doors.end())
        return found->second;
    ResourceId door = 0;
    if (regionIndex != kNoRegion) {
        const ResourceId region = m_canvas.map().region(regionIndex).resource;
        if (const std::optional<module::RegionView> view = module::view<module::RegionView>(m_canvas.manager(), region))
            door = view->door();
    }
    door = plainDoor(m_canvas.manager(), m_settings, door, m_depth);
    m_doors.emplace(regionIndex, door);
    return door;
}

Rect CorridorDigger::dig(const std::vector<int>& path, const CorridorStyle& style)
{
    Map& map = m_canvas.map();
    const int width = m_canvas.width();
    int minX = INT_MAX, minY = INT_MAX, maxX = INT_MIN, maxY = INT_MIN;
    auto touch = [&](int x, int y) {
        minX = std::min(minX, x);
        minY = std::min(minY, y);
        maxX = std::max(maxX, x);
        maxY = std::max(maxY, y);
    };
    std::vector<int> opened;
    for (const int cell : path) {
        const int x = cell % width, y = cell / width;
        if (!cuttable(x, y) || !m_canvas.solid(x, y))
            continue;
        const uint8_t held = m_canvas.priority(x, y);
        const bool roomWall = held == kPriorityRoomWall;
        const uint16_t wallRegion = map.regionIndex(x, y);
        // Never below what the cell holds: a solid streamer is cut too.
        const uint8_t priority = std::max<uint8_t>(kPriorityRoomFloor, held);
        if (roomWall) {
            // The doorway keeps the room's region so the room's name shows in it.
            m_canvas.write(x, y, style.floor, priority, wallRegion, map.flags(x, y) & kCellRoom);
            const ResourceId door = doorOf(wallRegion);
            if (!map.featureAt(x, y))
                map.setFeature(x, y, Feature{FeatureKind::Door, 0, door});
        } else {
            m_canvas.write(x, y, style.floor, priority, style.region, kCellCorridor);
        }
        touch(x, y);
        opened.push_back(cell);
    }
    if (style.wall) {
        for (const int cell : opened) {
            const int cx = cell % width, cy = cell / width;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int x = cx + dx, y = cy + dy;
                    if (cuttable(x, y) && m_canvas.solid(x, y) && m_canvas.priority(x, y) < kPriorityCorridorWall
                        && m_canvas.write(x, y, *style.wall, kPriorityCorridorWall, style.region, kCellCorridor))
                        touch(x, y);
                }
        }
    }
    if (maxX < minX)
        return Rect{};
    return Rect{minX, minY, maxX - minX + 1, maxY - minY + 1};
}

} // namespace incursion::map
