#include "map/room_shapes.h"

#include "map/grid_distance.h"

#include "module/resource_manager.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace incursion::map {

namespace {

constexpr int kLifeRounds = 20;          // MakeLev.cpp:438 (LIFE_ITERATIONS is unused)
constexpr int kMaxOverlapTries = 50;     // ours: the original retried forever

} // namespace

RoomShape drawnShapeFor(RoomShape shape)
{
    switch (shape) {
    case RoomShape::Destroyed:
    case RoomShape::RandomTown:
        return RoomShape::Rectangle;
    case RoomShape::Grid:
        return RoomShape::Pillars;
    case RoomShape::LifeLink:
        return RoomShape::LifeCave;
    default:
        return shape;
    }
}

RoomPainter::RoomPainter(LevelCanvas& canvas, LevelRandom& random, const DungeonSettings& settings, Rect panel,
                         RoomStyle style)
    : m_canvas(canvas), m_random(random), m_settings(settings), m_panel(panel), m_style(style),
      m_minX(INT_MAX), m_minY(INT_MAX), m_maxX(INT_MIN), m_maxY(INT_MIN)
{
}

RoomShape RoomPainter::draw(RoomShape requested)
{
    RoomShape shape = drawnShapeFor(requested);
    switch (shape) {
    case RoomShape::NoRoom: break;
    case RoomShape::Large: large(); break;
    case RoomShape::Cross: cross(); break;
    case RoomShape::Overlap: overlap(); break;
    case RoomShape::Adjacent:
    case RoomShape::AdjacentRound:
    case RoomShape::AdjacentMixed: adjacent(shape); break;
    case RoomShape::Circle: {
        const int w = roomWidth(), h = roomHeight();
        if (w <= 4 || h <= 4) {     // too small to be round (MakeLev.cpp:2462)
            shape = RoomShape::Rectangle;
            rectangle();
            break;
        }
        int radius = std::min(w, h) / 2;
        radius += radius % 2;
        circle(radius);
        break;
    }
    case RoomShape::LargeCircle: circle((std::min(m_panel.width, m_panel.height) - 6) / 2); break;
    case RoomShape::Octagon: octagon(); break;
    case RoomShape::Double: roomWithinRoom(); break;
    case RoomShape::Pillars: pillars(); break;
    case RoomShape::Checker: checker(); break;
    case RoomShape::LifeCave: lifeCave(); break;
    case RoomShape::Maze: maze(); break;
    case RoomShape::Castle:
    case RoomShape::Building: building(); break;
    case RoomShape::Diamonds: diamonds(); break;
    case RoomShape::RoughCave:
        if (m_panel.width - 6 < 12 || m_panel.height - 6 < 12) {
            shape = RoomShape::Rectangle;
            rectangle();
        } else {
            roughCave();
        }
        break;
    default:
        shape = RoomShape::Rectangle;
        rectangle();
        break;
    }
    return shape;
}

Rect RoomPainter::bounds() const
{
    if (m_maxX < m_minX)
        return Rect{m_panel.x, m_panel.y, 0, 0};
    return Rect{m_minX, m_minY, m_maxX - m_minX + 1, m_maxY - m_minY + 1};
}

// ---- sizes and placing --------------------------------------------------------------

int RoomPainter::roomWidth()
{
    int w = m_settings.roomMinX + m_random.below(m_settings.roomMaxX - m_settings.roomMinX);
    if (m_style.oddWidth && w % 2 == 0)
        ++w;
    return std::max(w, 3);
}

int RoomPainter::roomHeight()
{
    int h = m_settings.roomMinY + m_random.below(m_settings.roomMaxY - m_settings.roomMinY);
    if (m_style.oddHeight && h % 2 == 0)
        ++h;
    return std::max(h, 3);
}

Rect RoomPainter::place(int width, int height)
{
    width = std::clamp(width, 1, m_panel.width - 4);
    height = std::clamp(height, 1, m_panel.height - 4);
    const int x = m_panel.x + 2 + m_random.below(m_panel.width - 4 - width + 1);
    const int y = m_panel.y + 2 + m_random.below(m_panel.height - 4 - height + 1);
    return Rect{x, y, width, height};
}

// ---- cells ----------------------------------------------------------------------------

void RoomPainter::touch(int x, int y)
{
    m_minX = std::min(m_minX, x);
    m_minY = std::min(m_minY, y);
    m_maxX = std::max(m_maxX, x);
    m_maxY = std::max(m_maxY, y);
}

void RoomPainter::terrainAt(int x, int y, uint16_t terrain, uint8_t priority)
{
    // A room stays inside its panel, one cell in (its walls may take that cell).
    if (x <= m_panel.x || y <= m_panel.y || x >= m_panel.x + m_panel.width - 1 || y >= m_panel.y + m_panel.height - 1)
        return;
    if (m_canvas.write(x, y, terrain, priority, m_style.region, kCellRoom))
        touch(x, y);
}

void RoomPainter::floorAt(int x, int y)
{
    if (x <= m_panel.x + 1 || y <= m_panel.y + 1 || x >= m_panel.x + m_panel.width - 2
        || y >= m_panel.y + m_panel.height - 2)
        return;
    if (m_canvas.write(x, y, m_style.floor, kPriorityRoomFloor, m_style.region, kCellRoom)) {
        touch(x, y);
        m_floors.push_back(y * m_canvas.width() + x);
    }
}

void RoomPainter::wallAt(int x, int y) { terrainAt(x, y, m_style.wall, kPriorityRoomWall); }

void RoomPainter::walledBox(const Rect& r)
{
    for (int y = r.y; y < r.y + r.height; ++y)
        for (int x = r.x; x < r.x + r.width; ++x) {
            if (x == r.x || y == r.y || x == r.x + r.width - 1 || y == r.y + r.height - 1)
                wallAt(x, y);
            else
                floorAt(x, y);
        }
}

void RoomPainter::fillFloor(const Rect& r)
{
    for (int y = r.y; y < r.y + r.height; ++y)
        for (int x = r.x; x < r.x + r.width; ++x)
            floorAt(x, y);
}

void RoomPainter::disc(int cx, int cy, int radius)
{
    for (int y = cy - radius; y <= cy + radius; ++y)
        for (int x = cx - radius; x <= cx + radius; ++x)
            if (originalDistance(x - cx, y - cy) <= radius)
                floorAt(x, y);
}

void RoomPainter::writeWalls()
{
    const int width = m_canvas.width();
    const Map& map = m_canvas.map();
    // Walls go around the floor as it stands now: copy the list first.
    const std::vector<int> floors = m_floors;
    for (const int cell : floors) {
        const int fx = cell % width, fy = cell / width;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int x = fx + dx, y = fy + dy;
                if (!map.contains(x, y))
                    continue;
                const bool ownFloor = map.regionIndex(x, y) == m_style.region && map.terrainIndex(x, y) == m_style.floor
                                      && m_canvas.priority(x, y) >= kPriorityRoomFloor;
                if (!ownFloor)
                    wallAt(x, y);
            }
    }
}

void RoomPainter::makeDoor(int x, int y, uint8_t state)
{
    Map& map = m_canvas.map();
    if (!m_canvas.interior(x, y) || map.featureAt(x, y))
        return;
    const uint8_t priority = std::max<uint8_t>(kPriorityRoomFloor, m_canvas.priority(x, y));
    if (priority < kPriorityVault && m_canvas.write(x, y, m_style.floor, priority, m_style.region, kCellRoom)) {
        touch(x, y);
        map.setFeature(x, y, Feature{FeatureKind::Door, state, m_style.door});
    }
}

// ---- shapes ---------------------------------------------------------------------------

void RoomPainter::rectangle()
{
    const int w = roomWidth() + 2, h = roomHeight() + 2;
    walledBox(place(w, h));
}

void RoomPainter::large()
{
    const int w = std::max(m_panel.width - (2 + m_random.below(8)), m_panel.width / 2);
    const int h = std::max(m_panel.height - (2 + m_random.below(8)), m_panel.height / 2);
    walledBox(place(w, h));
}

void RoomPainter::cross()
{
    // Two bars, each one k-th of the box, crossing in its middle.
    // At least three bars' widths each way, so the arms are longer than wide.
    int k = m_random.oneIn(2) ? 3 : 5;
    if (3 * k > std::min(m_panel.width, m_panel.height) - 6)
        k = 3;
    int w = std::clamp(roomWidth() + 3, 3 * k, std::max(3 * k, m_panel.width - 6));
    int h = std::clamp(roomHeight() + 3, 3 * k, std::max(3 * k, m_panel.height - 6));
    while (w % k)
        --w;
    while (h % k)
        --h;
    const Rect r = place(w, h);
    const int barW = std::max(1, w / k), barH = std::max(1, h / k);
    fillFloor(Rect{r.x + barW * ((k - 1) / 2), r.y, barW, h});
    fillFloor(Rect{r.x, r.y + barH * ((k - 1) / 2), w, barH});
    writeWalls();
}

void RoomPainter::overlap()
{
    // 2-4 walled boxes of 2/3 the room's size, each overlapping an earlier one.
    const int w = std::max(4, (roomWidth() + 2) * 2 / 3 + 2);
    const int h = std::max(4, (roomHeight() + 2) * 2 / 3 + 2);
    std::vector<Rect> boxes;
    boxes.push_back(place(w, h));
    walledBox(boxes.back());
    int count = 2;
    if (!m_random.oneIn(3)) {
        ++count;
        if (m_random.oneIn(2))
            ++count;
    }
    for (int n = 1; n < count; ++n) {
        for (int tries = 0; tries < kMaxOverlapTries; ++tries) {
            const Rect next = place(w, h);
            // The interiors must share a cell so the floors join.
            const bool overlaps = std::any_of(boxes.begin(), boxes.end(), [&](const Rect& b) {
                return next.x + 1 < b.x + b.width - 1 && b.x + 1 < next.x + next.width - 1
                       && next.y + 1 < b.y + b.height - 1 && b.y + 1 < next.y + next.height - 1;
            });
            if (overlaps) {
                boxes.push_back(next);
                walledBox(next);
                break;
            }
        }
    }
}

void RoomPainter::adjacent(RoomShape shape)
{
    // Four quadrants around a shared centre, each drawn with chance 3/4.
    const int cx = m_panel.x + m_panel.width / 2, cy = m_panel.y + m_panel.height / 2;
    const int maxW = m_panel.width / 2 - 3, maxH = m_panel.height / 2 - 3;
    bool drawn[4] = {};
    for (int round = 0; round < 8 && !(drawn[0] || drawn[1] || drawn[2] || drawn[3]); ++round)
        for (bool& quadrant : drawn)
            quadrant = m_random.below(4) != 0;
    if (!(drawn[0] || drawn[1] || drawn[2] || drawn[3]))
        drawn[0] = true;
    for (int q = 0; q < 4; ++q) {
        if (!drawn[q])
            continue;
        const int sx = (q & 1) ? 1 : -1, sy = (q & 2) ? 1 : -1;
        const int w = std::clamp(3 + m_random.below(std::max(1, maxW - 2)), 3, std::max(3, maxW));
        const int h = std::clamp(3 + m_random.below(std::max(1, maxH - 2)), 3, std::max(3, maxH));
        const bool round = shape == RoomShape::AdjacentRound
                           || (shape == RoomShape::AdjacentMixed && m_random.oneIn(2));
        if (round) {
            const int radius = std::min(w, h) / 2 + 1;
            disc(cx + sx * radius / 2, cy + sy * radius / 2, radius);
        } else {
            fillFloor(Rect{sx < 0 ? cx - w + 1 : cx, sy < 0 ? cy - h + 1 : cy, w, h});
        }
    }
    writeWalls();
}

void RoomPainter::circle(int radius)
{
    radius = std::clamp(radius, 2, (std::min(m_panel.width, m_panel.height) - 6) / 2);
    const Rect r = place(2 * radius + 1, 2 * radius + 1);
    disc(r.x + radius, r.y + radius, radius);
    writeWalls();
}

void RoomPainter::octagon()
{
    // A box without three cells along each edge at every corner.
    const int w = std::clamp(roomWidth() + 3, 9, m_panel.width - 6);
    const int h = std::clamp(roomHeight() + 3, 9, m_panel.height - 6);
    const Rect r = place(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int ex = std::min(x, w - 1 - x), ey = std::min(y, h - 1 - y);
            if (ex + ey <= 2)      // the corner, its neighbours, the next along each edge, the diagonal
                continue;
            floorAt(r.x + x, r.y + y);
        }
    writeWalls();
}

void RoomPainter::roomWithinRoom()
{
    const int w = std::clamp(roomWidth() + 6, 9, m_panel.width - 4);
    const int h = std::clamp(roomHeight() + 6, 9, m_panel.height - 4);
    const Rect outer = place(w, h);
    const Rect ring{outer.x + 2, outer.y + 2, w - 4, h - 4};
    for (int y = outer.y; y < outer.y + h; ++y)
        for (int x = outer.x; x < outer.x + w; ++x) {
            const bool outerEdge = x == outer.x || y == outer.y || x == outer.x + w - 1 || y == outer.y + h - 1;
            const bool ringEdge = ring.contains(x, y)
                                  && (x == ring.x || y == ring.y || x == ring.x + ring.width - 1
                                      || y == ring.y + ring.height - 1);
            if (outerEdge || ringEdge)
                wallAt(x, y);
            else
                floorAt(x, y);
        }
    // Doors in the inner ring (never its corners) until a 1/3 roll stops.
    for (int n = 0; n < 8; ++n) {
        const int side = m_random.below(4);
        const int along = side < 2 ? 1 + m_random.below(ring.width - 2) : 1 + m_random.below(ring.height - 2);
        int x = ring.x, y = ring.y;
        switch (side) {
        case 0: x += along; break;
        case 1: x += along; y += ring.height - 1; break;
        case 2: y += along; break;
        default: y += along; x += ring.width - 1; break;
        }
        makeDoor(x, y);
        if (m_random.oneIn(3))
            break;
    }
}

void RoomPainter::pillars()
{
    int w = std::clamp(roomWidth() + 3, 5, m_panel.width - 4);
    int h = std::clamp(roomHeight() + 3, 5, m_panel.height - 4);
    w -= w % 2 == 0 ? 0 : 1;
    h -= h % 2 == 0 ? 0 : 1;
    // Even extents leave the last pillar column beside the wall: odd ones keep a walk around.
    ++w;
    ++h;
    const Rect r = place(w, h);
    const bool pillarIsTerrain = m_canvas.manager().kind(m_settings.pillar) == module::ResourceKind::Terrain;
    const uint16_t pillar = pillarIsTerrain ? m_canvas.terrain(m_settings.pillar) : m_style.floor;
    Map& map = m_canvas.map();
    for (int y = r.y; y < r.y + r.height; ++y)
        for (int x = r.x; x < r.x + r.width; ++x) {
            if (x == r.x || y == r.y || x == r.x + r.width - 1 || y == r.y + r.height - 1) {
                wallAt(x, y);
            } else if ((x - r.x) % 2 == 0 && (y - r.y) % 2 == 0 && m_random.below(100) < 95) {
                if (pillarIsTerrain) {
                    terrainAt(x, y, pillar, kPriorityPillar);
                } else {
                    floorAt(x, y);
                    if (map.regionIndex(x, y) == m_style.region && !map.featureAt(x, y))
                        map.setFeature(x, y, Feature{FeatureKind::Other, 0, m_settings.pillar});
                }
            } else {
                floorAt(x, y);
            }
        }
}

void RoomPainter::checker()
{
    const Rect r = place(roomWidth() + 2, roomHeight() + 2);
    for (int y = r.y; y < r.y + r.height; ++y)
        for (int x = r.x; x < r.x + r.width; ++x) {
            const bool edge = x == r.x || y == r.y || x == r.x + r.width - 1 || y == r.y + r.height - 1;
            if (edge || (x - r.x + y - r.y) % 2 == 1)
                wallAt(x, y);
            else
                floorAt(x, y);
        }
}

void RoomPainter::lifeCave()
{
    // A cellular automaton over the panel less a 3-cell margin; outside counts as wall.
    const int ax = m_panel.x + 3, ay = m_panel.y + 3;
    const int aw = m_panel.width - 6, ah = m_panel.height - 6;
    if (aw < 3 || ah < 3) {
        rectangle();
        return;
    }
    std::vector<uint8_t> wall(size_t(aw * ah)), next(wall.size());
    for (uint8_t& cell : wall)
        cell = m_random.below(100) <= m_settings.lifePercent - 1;
    auto isWall = [&](int x, int y) { return x < 0 || y < 0 || x >= aw || y >= ah || wall[size_t(y * aw + x)]; };
    for (int round = 0; round < kLifeRounds; ++round) {
        for (int y = 0; y < ah; ++y)
            for (int x = 0; x < aw; ++x) {
                int walls = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        walls += (dx || dy) && isWall(x + dx, y + dy);
                const size_t cell = size_t(y * aw + x);
                next[cell] = walls >= 5 ? 1 : walls <= 3 ? 0 : wall[cell];
            }
        wall.swap(next);
    }
    for (int y = 0; y < ah; ++y)
        for (int x = 0; x < aw; ++x)
            if (!wall[size_t(y * aw + x)])
                floorAt(ax + x, ay + y);
    writeWalls();
}

void RoomPainter::roughCave()
{
    // Hollowed L-shapes: two 5-cell arms from random points well inside the area.
    const int ax = m_panel.x + 3, ay = m_panel.y + 3;
    const int aw = m_panel.width - 6, ah = m_panel.height - 6;
    const int count = aw * ah / 20;
    for (int n = 0; n < count; ++n) {
        const int x = ax + 5 + m_random.below(aw - 10), y = ay + 5 + m_random.below(ah - 10);
        const int orientation = m_random.below(4);
        const int sx = orientation < 2 ? 1 : -1, sy = orientation % 2 ? 1 : -1;
        for (int i = 0; i < 5; ++i) {
            floorAt(x + sx * i, y);
            floorAt(x, y + sy * i);
        }
    }
    // Rock next to the floor becomes the region's wall when it has its own.
    if (m_style.wall != m_canvas.terrain(m_settings.rock))
        writeWalls();
}

void RoomPainter::maze()
{
    // A perfect maze on every other cell of most of the panel (MakeLev.cpp:719-839):
    // cells at odd offsets are rooms of the maze, the cells between them walls
    // or passages. Ours carves with an explicit depth-first stack.
    int w = m_panel.width - 4, h = m_panel.height - 4;
    w -= 1 - w % 2;     // odd extents: walls on both borders
    h -= 1 - h % 2;
    const int x0 = m_panel.x + 2, y0 = m_panel.y + 2;
    const int cw = w / 2, ch = h / 2;
    if (cw < 2 || ch < 2) {
        rectangle();
        return;
    }
    std::vector<uint8_t> open(size_t(w * h), 0), visited(size_t(cw * ch), 0);
    std::vector<int> stack{0};
    visited[0] = 1;
    open[size_t(1 * w + 1)] = 1;
    constexpr int kSteps[4][2] = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
    while (!stack.empty()) {
        const int cell = stack.back();
        const int cx = cell % cw, cy = cell / cw;
        int choices[4], count = 0;
        for (int d = 0; d < 4; ++d) {
            const int nx = cx + kSteps[d][0], ny = cy + kSteps[d][1];
            if (nx >= 0 && ny >= 0 && nx < cw && ny < ch && !visited[size_t(ny * cw + nx)])
                choices[count++] = d;
        }
        if (count == 0) {
            stack.pop_back();
            continue;
        }
        const int d = choices[m_random.below(count)];
        const int nx = cx + kSteps[d][0], ny = cy + kSteps[d][1];
        visited[size_t(ny * cw + nx)] = 1;
        open[size_t((2 * cy + 1 + kSteps[d][1]) * w + 2 * cx + 1 + kSteps[d][0])] = 1;
        open[size_t((2 * ny + 1) * w + 2 * nx + 1)] = 1;
        stack.push_back(ny * cw + nx);
    }
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            if (open[size_t(y * w + x)])
                floorAt(x0 + x, y0 + y);
            else
                wallAt(x0 + x, y0 + y);
        }
    // Secret doors in the passages below depth 3: min(7, depth - 3) of them.
    const int secret = std::min(7, m_style.depth - 3);
    const Map& map = m_canvas.map();
    for (int n = 0; n < secret; ++n)
        for (int tries = 0; tries < 100; ++tries) {
            const int x = x0 + 1 + m_random.below(w - 2), y = y0 + 1 + m_random.below(h - 2);
            if (m_canvas.solid(x, y) || map.featureAt(x, y) || map.regionIndex(x, y) != m_style.region)
                continue;
            const bool acrossX = m_canvas.solid(x - 1, y) && m_canvas.solid(x + 1, y) && !m_canvas.solid(x, y - 1)
                                 && !m_canvas.solid(x, y + 1);
            const bool acrossY = m_canvas.solid(x, y - 1) && m_canvas.solid(x, y + 1) && !m_canvas.solid(x - 1, y)
                                 && !m_canvas.solid(x + 1, y);
            if (acrossX || acrossY) {
                makeDoor(x, y, kFeatureHidden | kFeatureLocked);
                break;
            }
        }
}

void RoomPainter::building()
{
    // A large walled box split again and again by inner walls with one door
    // each, down to rooms under 7 cells across (MakeLev.cpp:483-539).
    const int w = std::max(m_panel.width - (2 + m_random.below(4)), m_panel.width / 2);
    const int h = std::max(m_panel.height - (2 + m_random.below(4)), m_panel.height / 2);
    const Rect r = place(w, h);
    walledBox(r);
    splitBuilding(r.x, r.y, r.x + r.width - 1, r.y + r.height - 1, 0);
}

void RoomPainter::splitBuilding(int x1, int y1, int x2, int y2, int depth)
{
    // (x1, y1)-(x2, y2) are the walls around a room.
    const int sx = x2 - x1, sy = y2 - y1;
    if (sx < 7 || sy < 7 || depth > 16)
        return;
    const Map& map = m_canvas.map();
    // A wall end may not meet a door of the walls around.
    auto wallCell = [&](int x, int y) { return m_canvas.solid(x, y) && !map.featureAt(x, y); };
    const uint16_t furniture = m_style.wall;
    if (m_random.oneIn(10) || (sx > sy && m_random.below(9) != 0)) {
        int d = x1 + 2;
        for (int tries = 0; tries < 10; ++tries) {
            d = x1 + 2 + m_random.below(x2 - (x1 + 4));
            if (wallCell(d, y1) && wallCell(d, y2))
                break;
        }
        const int door = y1 + 1 + m_random.below(y2 - (y1 + 2));
        for (int y = y1 + 1; y < y2; ++y)
            if (y != door)
                terrainAt(d, y, furniture, kPriorityFurniture);
        makeDoor(d, door);
        splitBuilding(x1, y1, d, y2, depth + 1);
        splitBuilding(d, y1, x2, y2, depth + 1);
    } else {
        int d = y1 + 2;
        for (int tries = 0; tries < 10; ++tries) {
            d = y1 + 2 + m_random.below(y2 - (y1 + 4));
            if (wallCell(x1, d) && wallCell(x2, d))
                break;
        }
        const int door = x1 + 1 + m_random.below(x2 - (x1 + 2));
        for (int x = x1 + 1; x < x2; ++x)
            if (x != door)
                terrainAt(x, d, furniture, kPriorityFurniture);
        makeDoor(door, d);
        splitBuilding(x1, y1, x2, d, depth + 1);
        splitBuilding(x1, d, x2, y2, depth + 1);
    }
}

void RoomPainter::diamonds()
{
    // 1-7 diamonds of radius 4, each 6 cells diagonally from the one before,
    // with a door between them (MakeLev.cpp:2640-2677).
    const Rect area{m_panel.x + 7, m_panel.y + 7, m_panel.width - 14, m_panel.height - 14};
    if (area.width < 1 || area.height < 1) {
        rectangle();
        return;
    }
    int x = area.x + m_random.below(area.width), y = area.y + m_random.below(area.height);
    const int count = 1 + m_random.below(7);
    std::vector<std::pair<int, int>> doors;
    for (int n = 1; n <= count; ++n) {
        for (int dy = -4; dy <= 4; ++dy)
            for (int dx = -4; dx <= 4; ++dx)
                if (std::abs(dx) + std::abs(dy) <= 4)
                    floorAt(x + dx, y + dy);
        if (n == count)
            break;
        int sx = 0, sy = 0;
        for (int tries = 0; tries < 16; ++tries) {
            const int d = m_random.below(4);
            sx = d % 2 ? 1 : -1;
            sy = d / 2 ? 1 : -1;
            if (area.contains(x + 6 * sx, y + 6 * sy))
                break;
            sx = sy = 0;
        }
        if (sx == 0)
            break;
        x += 6 * sx;
        y += 6 * sy;
        doors.emplace_back(x - 3 * sx, y - 3 * sy);
    }
    writeWalls();
    for (const auto& [dx, dy] : doors)
        makeDoor(dx, dy);
}

} // namespace incursion::map
