#include "worldmap/local_tile.h"

#include "map/level_random.h"
#include "worldmap/noise.h"
#include "worldmap/scourge_fields.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <stdexcept>

namespace incursion::worldmap {

namespace {

struct TerrainInfo {
    LocalTerrain terrain;
    const char* name;
    char symbol;
    bool walkable;
};

constexpr TerrainInfo kTerrains[kLocalTerrainCount] = {
    {LocalTerrain::Sea, "sea", '~', false},       {LocalTerrain::Water, "water", '=', false},
    {LocalTerrain::Sand, "sand", ':', true},      {LocalTerrain::Ground, "ground", '.', true},
    {LocalTerrain::Grass, "grass", '"', true},    {LocalTerrain::Field, "field", ',', true},
    {LocalTerrain::Tree, "tree", 'T', false},     {LocalTerrain::Rock, "rock", '^', false},
    {LocalTerrain::Road, "road", '#', true},      {LocalTerrain::Bridge, "bridge", 'H', true},
    {LocalTerrain::Wall, "wall", 'X', false},     {LocalTerrain::Floor, "floor", '_', true},
};

} // namespace

std::string_view localTerrainName(LocalTerrain terrain)
{
    return kTerrains[size_t(terrain)].name;
}

char localTerrainSymbol(LocalTerrain terrain)
{
    return kTerrains[size_t(terrain)].symbol;
}

std::optional<LocalTerrain> localTerrainNamed(std::string_view name)
{
    for (const TerrainInfo& info : kTerrains)
        if (info.name == name)
            return info.terrain;
    return std::nullopt;
}

bool localTerrainWalkable(LocalTerrain terrain)
{
    return kTerrains[size_t(terrain)].walkable;
}

namespace {

// The cells of an edge's row or column, in order along it.
std::array<int, 2> edgeCell(int size, Edge edge, int along)
{
    switch (edge) {
    case Edge::North: return {along, 0};
    case Edge::South: return {along, size - 1};
    case Edge::West: return {0, along};
    case Edge::East: return {size - 1, along};
    }
    return {0, 0};
}

template <typename Test> bool anyOnEdge(const LocalTile& tile, Edge edge, Test test)
{
    for (int i = 0; i < tile.size; ++i) {
        const auto [x, y] = edgeCell(tile.size, edge, i);
        if (test(tile.at(x, y)))
            return true;
    }
    return false;
}

// What the tile needs to know of one world cell.
struct CellFacts {
    bool exists = false;
    int elevation = kPlains;
    int vegetation = kGrassland;
    int climate = kTemperate;
    int development = kWilderness;
    bool road = false;
    bool river = false;
    bool harbor = false;
    bool stables = false;
    bool airport = false;
    int levels = 0;
    int underground = 0;
    bool impassable = false;
};

CellFacts factsOf(const ScourgeFields& f, const WorldGrid& world, int x, int y)
{
    CellFacts facts;
    if (!world.contains(x, y))
        return facts;
    facts.exists = true;
    facts.elevation = std::min(f.get(world, x, y, f.elevation), int(kMountains));
    facts.vegetation = f.get(world, x, y, f.vegetation);
    facts.climate = std::min(f.get(world, x, y, f.climate), int(kTropical));
    facts.development = f.get(world, x, y, f.development);
    facts.road = f.get(world, x, y, f.road);
    facts.river = f.get(world, x, y, f.river);
    facts.harbor = f.get(world, x, y, f.harbor);
    facts.stables = f.get(world, x, y, f.stables);
    facts.airport = f.get(world, x, y, f.airport);
    facts.levels = f.get(world, x, y, f.levels);
    facts.underground = f.get(world, x, y, f.underground);
    facts.impassable = f.impassable(world, x, y);
    return facts;
}

// Heights by elevation class: the middle of the ground and how far noise
// moves it. Sea level is 0; rock starts at kRockLine.
constexpr double kBase[] = {-0.5, 0.15, 0.25, 0.35, 0.55};
constexpr double kAmplitude[] = {0.0, 0.15, 0.35, 0.5, 0.9};
constexpr double kRockLine = 0.62;
// Trees per cell by vegetation class (wasteland .. dense forest).
constexpr double kTreeDensity[] = {0.01, 0.06, 0.3, 0.62};

class TileMaker {
public:
    TileMaker(const Schema& schema, const WorldGrid& world, const TileRequest& request)
        : m_fields(schema), m_request(request), m_size(request.size),
          m_seed(map::mixSeed(request.seed ^ 0x6C6F63616C74696Cull)),
          m_random(uint32_t(latticeHash(m_seed, request.x, request.y)))
    {
        m_self = factsOf(m_fields, world, request.x, request.y);
        for (const Edge edge : kEdges) {
            const auto [dx, dy] = edgeOffset(edge);
            m_neighbour[size_t(edge)] = factsOf(m_fields, world, request.x + dx, request.y + dy);
        }
        m_tile.size = m_size;
        m_tile.cells.assign(size_t(m_size) * size_t(m_size), LocalTerrain::Ground);
        m_height.assign(m_tile.cells.size(), 0.0);
        m_reserved.assign(m_tile.cells.size(), 0);
        m_margin = std::max(3, m_size / 16);
        m_band = std::max(4, m_size / 6);
        const int jitter = m_size / 10;
        m_tile.centre = {m_size / 2 - jitter / 2 + int(latticeHash(m_seed, request.x, request.y) % uint64_t(jitter + 1)),
                         m_size / 2 - jitter / 2 + int(latticeHash(m_seed + 1, request.x, request.y) % uint64_t(jitter + 1))};
    }

    LocalTile make()
    {
        if (m_self.elevation == kOcean) {
            makeOcean();
            return std::move(m_tile);
        }
        shapeGround();              // 1, 2
        shapeCoast();               // 3
        classifyGround();
        closeImpassableEdges();     // the transition toward impassable neighbours
        runRivers();                // 4
        layRoads();                 // 5
        placeBuildings();           // 6
        plantTrees();               // 7
        connectEverything();
        return std::move(m_tile);
    }

private:
    size_t at(int x, int y) const { return size_t(y) * size_t(m_size) + size_t(x); }
    LocalTerrain& cell(int x, int y) { return m_tile.cells[at(x, y)]; }
    bool inside(int x, int y) const { return x >= 0 && y >= 0 && x < m_size && y < m_size; }
    int distanceTo(Edge edge, int x, int y) const
    {
        switch (edge) {
        case Edge::North: return y;
        case Edge::South: return m_size - 1 - y;
        case Edge::West: return x;
        case Edge::East: return m_size - 1 - x;
        }
        return 0;
    }
    int globalX(int x) const { return m_request.x * m_size + x; }
    int globalY(int y) const { return m_request.y * m_size + y; }
    bool natural(LocalTerrain t) const
    {
        return t == LocalTerrain::Ground || t == LocalTerrain::Grass || t == LocalTerrain::Sand ||
               t == LocalTerrain::Rock || t == LocalTerrain::Tree;
    }

    // A value shared by the two tiles on either side of an edge: hashed from
    // the edge itself (its west or north cell and its direction).
    uint64_t edgeHash(Edge edge, uint64_t salt) const
    {
        int x = m_request.x;
        int y = m_request.y;
        if (edge == Edge::North)
            --y;
        if (edge == Edge::West)
            --x;
        const bool vertical = edge == Edge::East || edge == Edge::West;
        return latticeHash(m_seed ^ salt ^ (vertical ? 0x5EEDull : 0), x, y);
    }

    void makeOcean()
    {
        std::fill(m_tile.cells.begin(), m_tile.cells.end(), LocalTerrain::Sea);
    }

    // The elevation class's parameters at a cell: the tile's own, blended in
    // the transition zone toward each neighbour's so that both sides of an
    // edge meet at the average.
    std::array<double, 3> groundParameters(int x, int y) const
    {
        double base = kBase[m_self.elevation];
        double amplitude = kAmplitude[m_self.elevation];
        double trees = kTreeDensity[m_self.vegetation];
        for (const Edge edge : kEdges) {
            const CellFacts& n = m_neighbour[size_t(edge)];
            const int d = distanceTo(edge, x, y);
            if (!n.exists || n.elevation == kOcean || d >= m_band)
                continue;
            const double w = 0.5 * (1.0 - double(d) / m_band);
            base += w * (kBase[n.elevation] - kBase[m_self.elevation]);
            amplitude += w * (kAmplitude[n.elevation] - kAmplitude[m_self.elevation]);
            trees += w * (kTreeDensity[n.vegetation] - kTreeDensity[m_self.vegetation]);
        }
        return {base, amplitude, trees};
    }

    // Steps 1 and 2: land never dips under the sea away from a coast.
    void shapeGround()
    {
        const double scale = std::max(8.0, m_size / 2.0);
        for (int y = 0; y < m_size; ++y)
            for (int x = 0; x < m_size; ++x) {
                const auto [base, amplitude, trees] = groundParameters(x, y);
                const double noise = fractalNoise(m_seed, globalX(x), globalY(y), scale, 4) - 0.5;
                m_height[at(x, y)] = std::max(0.02, base + 2 * amplitude * noise);
            }
    }

    // Step 3: along each edge on the sea the ground slopes down to below sea
    // level at the edge; the slope fades out toward an edge that is not on
    // the sea, so no sea reaches a land edge (no coast at a corner).
    void shapeCoast()
    {
        const int width = std::max(4, m_size / 6);
        for (const Edge edge : kEdges) {
            const CellFacts& n = m_neighbour[size_t(edge)];
            if (!n.exists || n.elevation != kOcean)
                continue;
            for (int y = 0; y < m_size; ++y)
                for (int x = 0; x < m_size; ++x) {
                    const int d = distanceTo(edge, x, y);
                    if (d >= width)
                        continue;
                    double fade = 1.0;
                    for (const Edge other : kEdges) {
                        const CellFacts& o = m_neighbour[size_t(other)];
                        const bool perpendicular = (int(other) % 2) != (int(edge) % 2);
                        if (perpendicular && !(o.exists && o.elevation == kOcean))
                            fade = std::min(fade, double(distanceTo(other, x, y)) / width);
                    }
                    const double blend = (1.0 - double(d) / width) * fade;
                    const double shore = -0.3 + 0.45 * double(d) / width;
                    double& h = m_height[at(x, y)];
                    h = h * (1 - blend) + std::min(h, shore) * blend;
                }
        }
    }

    void classifyGround()
    {
        const bool bare = m_self.vegetation == kWasteland || m_self.climate == kAlpine;
        for (int y = 0; y < m_size; ++y)
            for (int x = 0; x < m_size; ++x) {
                const double h = m_height[at(x, y)];
                LocalTerrain t = bare ? LocalTerrain::Ground : LocalTerrain::Grass;
                if (h < 0)
                    t = LocalTerrain::Sea;
                else if (h < 0.06 && inCoastBand(x, y))
                    t = LocalTerrain::Sand;
                else if (h >= kRockLine)
                    t = LocalTerrain::Rock;
                cell(x, y) = t;
            }
    }

    // Sand only where the coast lowered the ground.
    bool inCoastBand(int x, int y) const
    {
        for (const Edge edge : kEdges) {
            const CellFacts& n = m_neighbour[size_t(edge)];
            if (n.exists && n.elevation == kOcean && distanceTo(edge, x, y) < std::max(4, m_size / 6))
                return true;
        }
        return false;
    }

    // An impassable neighbour (mountains or dense forest without a road)
    // closes the edge: a band of rock or trees along it.
    void closeImpassableEdges()
    {
        for (const Edge edge : kEdges) {
            const CellFacts& n = m_neighbour[size_t(edge)];
            if (!n.exists || !n.impassable)
                continue;
            const LocalTerrain wall = n.elevation == kMountains ? LocalTerrain::Rock : LocalTerrain::Tree;
            for (int y = 0; y < m_size; ++y)
                for (int x = 0; x < m_size; ++x)
                    if (distanceTo(edge, x, y) < 2 && cell(x, y) != LocalTerrain::Sea)
                        cell(x, y) = wall;
        }
    }

    // Where a river or road crosses an edge: the same for both tiles, inside
    // the middle half of the edge; a road keeps 5 cells from a river crossing
    // on the same edge.
    int crossing(Edge edge, bool road) const
    {
        const int span = m_size / 2;
        const int riverAt = m_size / 4 + int(edgeHash(edge, 0x52495645ull) % uint64_t(span));
        if (!road)
            return riverAt;
        int roadAt = m_size / 4 + int(edgeHash(edge, 0x524F4144ull) % uint64_t(span));
        const CellFacts& n = m_neighbour[size_t(edge)];
        if (m_self.river && n.river && std::abs(roadAt - riverAt) < 5)
            roadAt = riverAt + (riverAt < m_size / 2 ? 6 : -6);
        return roadAt;
    }

    std::array<int, 2> crossingCell(Edge edge, int along) const { return edgeCell(m_size, edge, along); }

    // Where a second street of a town crosses an edge to a neighbouring town
    // (both with roads): hashed from the edge like the road, so both tiles
    // agree, then moved along the middle half until it keeps 5 cells from
    // the road and river crossings; -1 when the middle half has no room.
    int streetCrossing(Edge edge) const
    {
        const int span = m_size / 2;
        const int road = crossing(edge, true);
        const bool riverCrosses = m_self.river && m_neighbour[size_t(edge)].river;
        const int river = crossing(edge, false);
        int offset = int(edgeHash(edge, 0x53545245ull) % uint64_t(span));
        for (int tried = 0; tried < span; ++tried, offset = (offset + 1) % span) {
            const int at = m_size / 4 + offset;
            if (std::abs(at - road) >= 5 && (!riverCrosses || std::abs(at - river) >= 5))
                return at;
        }
        return -1;
    }

    // A path from an edge's crossing point: straight in for the margin, then
    // toward `target`, staying at least the margin away from every edge.
    template <typename Paint>
    void pathFromEdge(Edge edge, int along, std::array<int, 2> target, int wiggle, Paint paint)
    {
        auto [x, y] = crossingCell(edge, along);
        const auto [ix, iy] = edgeOffset(edge);
        for (int step = 0; step <= m_margin; ++step) {
            paint(x, y);
            x -= ix;
            y -= iy;
        }
        walkTo(x, y, target, wiggle, paint);
    }

    template <typename Paint> void walkTo(int x, int y, std::array<int, 2> target, int wiggle, Paint paint)
    {
        const int lo = m_margin;
        const int hi = m_size - 1 - m_margin;
        for (int guard = 0; guard < 8 * m_size && (x != target[0] || y != target[1]); ++guard) {
            paint(x, y);
            const int dx = target[0] - x;
            const int dy = target[1] - y;
            int stepX = 0;
            int stepY = 0;
            if (wiggle > 0 && m_random.below(100) < wiggle) {
                // A sideways step: meanders are not canal-straight.
                if (std::abs(dx) > std::abs(dy))
                    stepY = m_random.chance(50) ? 1 : -1;
                else
                    stepX = m_random.chance(50) ? 1 : -1;
            } else if (dx != 0 && (dy == 0 || m_random.below(std::abs(dx) + std::abs(dy)) < std::abs(dx))) {
                stepX = dx > 0 ? 1 : -1;
            } else {
                stepY = dy > 0 ? 1 : -1;
            }
            x = std::clamp(x + stepX, lo, hi);
            y = std::clamp(y + stepY, lo, hi);
        }
        paint(x, y);
    }

    // Step 4.
    void runRivers()
    {
        if (!m_self.river)
            return;
        const auto sink = [&](int cx, int cy) {
            // A bed one to two cells wide, its width varying along the way.
            const int radius = m_random.chance(35) ? 1 : 0;
            for (int dy = -radius; dy <= radius; ++dy)
                for (int dx = -radius; dx <= radius; ++dx) {
                    const int x = cx + dx;
                    const int y = cy + dy;
                    // Only called more than the margin from every edge: the bed never reaches one.
                    if (cell(x, y) != LocalTerrain::Sea) {
                        cell(x, y) = LocalTerrain::Water;
                        m_height[at(x, y)] = -0.05 - 0.05 * m_random.below(3);
                    }
                }
        };
        // Narrow where it crosses an edge, so the crossing is where both
        // tiles put it.
        const auto sinkNarrowNearEdges = [&](int x, int y) {
            if (distanceToAnyEdge(x, y) <= m_margin) {
                if (cell(x, y) != LocalTerrain::Sea)
                    cell(x, y) = LocalTerrain::Water;
            } else {
                sink(x, y);
            }
        };
        int joined = 0;
        for (const Edge edge : kEdges)
            if (m_neighbour[size_t(edge)].river) {
                pathFromEdge(edge, crossing(edge, false), m_tile.centre, 30, sinkNarrowNearEdges);
                ++joined;
            }
        // A river with fewer than two river neighbours runs on to the sea.
        for (const Edge edge : kEdges) {
            const CellFacts& n = m_neighbour[size_t(edge)];
            if (joined >= 2 || !n.exists || n.elevation != kOcean)
                continue;
            std::array<int, 2> mouth = crossingCell(edge, m_size / 2);
            const auto [ix, iy] = edgeOffset(edge);
            mouth = {std::clamp(mouth[0] - ix * m_margin, m_margin, m_size - 1 - m_margin),
                     std::clamp(mouth[1] - iy * m_margin, m_margin, m_size - 1 - m_margin)};
            walkTo(m_tile.centre[0], m_tile.centre[1], mouth, 30, sinkNarrowNearEdges);
            // On from there straight into the sea, stopping at the sea.
            for (auto [x, y] = mouth; inside(x, y) && cell(x, y) != LocalTerrain::Sea; x += ix, y += iy)
                if (distanceTo(edge, x, y) > 0)
                    cell(x, y) = LocalTerrain::Water;
            ++joined;
            break;
        }
        sink(m_tile.centre[0], m_tile.centre[1]);      // a spring or a pool where branches meet
    }

    int distanceToAnyEdge(int x, int y) const { return std::min({x, y, m_size - 1 - x, m_size - 1 - y}); }

    void paveRoad(int x, int y)
    {
        LocalTerrain& t = cell(x, y);
        if (t == LocalTerrain::Water || t == LocalTerrain::Sea || t == LocalTerrain::Bridge)
            t = LocalTerrain::Bridge;
        else
            t = LocalTerrain::Road;
        m_roadCells.push_back({x, y});
    }

    // Step 5.
    void layRoads()
    {
        const auto pave = [&](int x, int y) { paveRoad(x, y); };
        if (m_self.road)
            for (const Edge edge : kEdges)
                if (m_neighbour[size_t(edge)].road)
                    pathFromEdge(edge, crossing(edge, true), m_tile.centre, 0, pave);
        if (m_self.road || m_self.development >= kVillage)
            paveRoad(m_tile.centre[0], m_tile.centre[1]);
        if (m_self.development == kTown && m_self.road)
            for (const Edge edge : kEdges) {
                const CellFacts& n = m_neighbour[size_t(edge)];
                if (n.exists && n.development == kTown && n.road)
                    if (const int at = streetCrossing(edge); at >= 0)
                        pathFromEdge(edge, at, m_tile.centre, 0, pave);
            }
        if (m_self.development == kTown) {
            // A cross of streets through the centre, inside the margin.
            const int reach = m_size / 4;
            for (int d = -reach; d <= reach; ++d) {
                if (inside(m_tile.centre[0] + d, m_tile.centre[1]))
                    paveRoad(std::clamp(m_tile.centre[0] + d, m_margin, m_size - 1 - m_margin), m_tile.centre[1]);
                if (inside(m_tile.centre[0], m_tile.centre[1] + d))
                    paveRoad(m_tile.centre[0], std::clamp(m_tile.centre[1] + d, m_margin, m_size - 1 - m_margin));
            }
        }
    }

    // Step 6.
    void placeBuildings()
    {
        std::vector<const char*> wanted;
        if (m_self.harbor && bordersSea())
            wanted.push_back("harbor");
        if (m_self.stables)
            wanted.push_back("stables");
        if (m_self.airport)
            wanted.push_back("airport");
        const int houses = m_self.development == kTown      ? m_random.between(10, 16)
                           : m_self.development == kVillage ? m_random.between(4, 6)
                           : m_self.development == kAgriculture ? 1
                                                                : 0;
        const char* houseName = m_self.development == kTown ? "town house"
                                : m_self.development == kAgriculture ? "farmhouse"
                                                                     : "house";
        for (int i = 0; i < houses; ++i)
            wanted.push_back(houseName);
        for (const char* name : wanted)
            placeBuilding(name);
        if (m_self.development == kAgriculture)
            sowFields();
        placeEntrance();
    }

    bool bordersSea() const
    {
        for (const CellFacts& n : m_neighbour)
            if (n.exists && n.elevation == kOcean)
                return true;
        return false;
    }

    // A building beside a road cell (or the centre), on ground nothing else
    // uses; its door faces the road. The harbor stands by the shore.
    void placeBuilding(const char* name)
    {
        const bool harbor = std::string_view(name) == "harbor";
        // Towns reach the edge where the neighbour is town too.
        std::array<int, 4> limit{};     // north, east, south, west: the closest a wall may come
        for (const Edge edge : kEdges)
            limit[size_t(edge)] = m_self.development == kTown && m_neighbour[size_t(edge)].development == kTown
                                      ? 1
                                      : m_margin + 1;
        for (int attempt = 0; attempt < 60; ++attempt) {
            std::array<int, 2> anchor = m_tile.centre;
            if (harbor) {
                anchor = shoreCell();
            } else if (!m_roadCells.empty()) {
                anchor = m_roadCells[size_t(m_random.below(int(m_roadCells.size())))];
            } else {
                anchor = {m_tile.centre[0] + m_random.between(-6, 6), m_tile.centre[1] + m_random.between(-6, 6)};
            }
            const int width = m_random.between(4, harbor ? 8 : 7);
            const int height = m_random.between(4, 6);
            const auto [sx, sy] = kEdgeSteps[size_t(m_random.below(4))];
            // The building sits one cell off the anchor, on side (sx, sy).
            map::Rect bounds;
            bounds.width = width;
            bounds.height = height;
            bounds.x = sx > 0 ? anchor[0] + 2 : sx < 0 ? anchor[0] - 1 - width : anchor[0] - m_random.below(width);
            bounds.y = sy > 0 ? anchor[1] + 2 : sy < 0 ? anchor[1] - 1 - height : anchor[1] - m_random.below(height);
            if (bounds.y < limit[0] || bounds.x + width - 1 > m_size - 1 - limit[1] ||
                bounds.y + height - 1 > m_size - 1 - limit[2] || bounds.x < limit[3])
                continue;
            if (!groundFree(bounds))
                continue;
            // The door in the wall facing the anchor.
            std::array<int, 2> door{};
            if (sx > 0)
                door = {bounds.x, std::clamp(anchor[1], bounds.y + 1, bounds.y + height - 2)};
            else if (sx < 0)
                door = {bounds.x + width - 1, std::clamp(anchor[1], bounds.y + 1, bounds.y + height - 2)};
            else if (sy > 0)
                door = {std::clamp(anchor[0], bounds.x + 1, bounds.x + width - 2), bounds.y};
            else
                door = {std::clamp(anchor[0], bounds.x + 1, bounds.x + width - 2), bounds.y + height - 1};
            build(bounds, door, name);
            return;
        }
    }

    std::array<int, 2> shoreCell()
    {
        std::vector<std::array<int, 2>> shore;
        for (int y = m_margin; y < m_size - m_margin; ++y)
            for (int x = m_margin; x < m_size - m_margin; ++x)
                if (cell(x, y) == LocalTerrain::Sand || (cell(x, y) != LocalTerrain::Sea && nextToSea(x, y)))
                    shore.push_back({x, y});
        if (shore.empty())
            return m_tile.centre;
        return shore[size_t(m_random.below(int(shore.size())))];
    }

    bool nextToSea(int x, int y) const
    {
        for (const auto& [dx, dy] : kEdgeSteps)
            if (inside(x + dx, y + dy) && m_tile.cells[at(x + dx, y + dy)] == LocalTerrain::Sea)
                return true;
        return false;
    }

    // Levelled ground: no water, road, rock, wall or other building within a
    // cell of the walls.
    bool groundFree(const map::Rect& bounds) const
    {
        for (int y = bounds.y - 1; y <= bounds.y + bounds.height; ++y)
            for (int x = bounds.x - 1; x <= bounds.x + bounds.width; ++x) {
                if (!inside(x, y) || m_reserved[at(x, y)])
                    return false;
                const LocalTerrain t = m_tile.cells[at(x, y)];
                const bool rim = x < bounds.x || y < bounds.y || x >= bounds.x + bounds.width || y >= bounds.y + bounds.height;
                if (t == LocalTerrain::Sea || t == LocalTerrain::Water || t == LocalTerrain::Bridge ||
                    t == LocalTerrain::Wall || t == LocalTerrain::Floor || (!rim && t == LocalTerrain::Road))
                    return false;
            }
        return true;
    }

    void build(const map::Rect& bounds, std::array<int, 2> door, const char* name)
    {
        const double level = m_height[at(door[0], door[1])];
        for (int y = bounds.y; y < bounds.y + bounds.height; ++y)
            for (int x = bounds.x; x < bounds.x + bounds.width; ++x) {
                const bool wall = x == bounds.x || y == bounds.y || x == bounds.x + bounds.width - 1 ||
                                  y == bounds.y + bounds.height - 1;
                cell(x, y) = wall ? LocalTerrain::Wall : LocalTerrain::Floor;
                m_height[at(x, y)] = level;
                m_reserved[at(x, y)] = 1;
            }
        cell(door[0], door[1]) = LocalTerrain::Floor;
        m_tile.buildings.push_back(LocalBuilding{name, bounds, door});
    }

    // Farmland: a few rectangles of fields on open ground.
    void sowFields()
    {
        const int patches = m_random.between(2, 4);
        for (int p = 0; p < patches; ++p) {
            const int w = m_random.between(5, 10);
            const int h = m_random.between(4, 8);
            const int x0 = m_random.between(m_margin + 1, m_size - m_margin - 1 - w);
            const int y0 = m_random.between(m_margin + 1, m_size - m_margin - 1 - h);
            for (int y = y0; y < y0 + h; ++y)
                for (int x = x0; x < x0 + w; ++x)
                    if (cell(x, y) == LocalTerrain::Grass || cell(x, y) == LocalTerrain::Ground) {
                        cell(x, y) = LocalTerrain::Field;
                        m_reserved[at(x, y)] = 1;
                    }
        }
    }

    // The way down: on open ground near a spot hashed from the cell.
    void placeEntrance()
    {
        if (m_self.levels <= 0)
            return;
        static constexpr const char* kNames[] = {"dungeon entrance", "monastery gate", "cave mouth"};
        const int tx = m_random.between(m_margin + 2, m_size - m_margin - 3);
        const int ty = m_random.between(m_margin + 2, m_size - m_margin - 3);
        for (int radius = 0; radius < m_size; ++radius)
            for (int y = ty - radius; y <= ty + radius; ++y)
                for (int x = tx - radius; x <= tx + radius; ++x) {
                    if (!inside(x, y) || distanceToAnyEdge(x, y) < m_margin || m_reserved[at(x, y)])
                        continue;
                    const LocalTerrain t = cell(x, y);
                    if (t == LocalTerrain::Sea || t == LocalTerrain::Water || t == LocalTerrain::Bridge ||
                        t == LocalTerrain::Road)
                        continue;
                    cell(x, y) = LocalTerrain::Ground;
                    m_reserved[at(x, y)] = 1;
                    m_tile.entrance = std::array<int, 2>{x, y};
                    m_tile.entranceName = kNames[std::min(m_self.underground, 2)];
                    return;
                }
    }

    // Step 7: trees in clumps, denser as the vegetation class (blended
    // toward the neighbours at the edges) and the climate say; none above
    // the tree line.
    void plantTrees()
    {
        static constexpr double kClimateFactor[] = {0.3, 0.8, 1.0, 1.1, 1.3};
        const double climate = kClimateFactor[m_self.climate];
        for (int y = 0; y < m_size; ++y)
            for (int x = 0; x < m_size; ++x) {
                LocalTerrain& t = cell(x, y);
                if ((t != LocalTerrain::Grass && t != LocalTerrain::Ground) || m_reserved[at(x, y)] ||
                    m_height[at(x, y)] > kRockLine - 0.08)
                    continue;
                const double density = groundParameters(x, y)[2] * climate;
                const double clump = fractalNoise(m_seed + 3, globalX(x), globalY(y), 6, 2);
                const double chance = double(latticeHash(m_seed + 5, globalX(x), globalY(y)) >> 11) * 0x1.0p-53;
                if (chance < density * (0.4 + 1.2 * clump))
                    t = LocalTerrain::Tree;
            }
    }

    // Every door, the entrance and every road crossing reach the centre on
    // foot: where they do not, the cheapest way is cleared (trees and rock to
    // ground, a river bridged), never on an edge's row or column.
    void connectEverything()
    {
        LocalTerrain& centre = cell(m_tile.centre[0], m_tile.centre[1]);
        if (!localTerrainWalkable(centre))
            centre = centre == LocalTerrain::Water ? LocalTerrain::Bridge : LocalTerrain::Ground;
        std::vector<std::array<int, 2>> targets;
        for (const LocalBuilding& building : m_tile.buildings)
            targets.push_back(outsideDoor(building));
        if (m_tile.entrance)
            targets.push_back(*m_tile.entrance);
        for (const auto& target : targets) {
            const std::vector<uint8_t> reachable = m_tile.reachableFromCentre();
            if (!reachable[at(target[0], target[1])])
                clearWay(target);
        }
    }

    std::array<int, 2> outsideDoor(const LocalBuilding& building) const
    {
        const auto [x, y] = building.door;
        const map::Rect& b = building.bounds;
        if (x == b.x)
            return {x - 1, y};
        if (x == b.x + b.width - 1)
            return {x + 1, y};
        if (y == b.y)
            return {x, y - 1};
        return {x, y + 1};
    }

    void clearWay(std::array<int, 2> target)
    {
        LocalTerrain& start = cell(target[0], target[1]);
        if (!localTerrainWalkable(start))
            start = start == LocalTerrain::Water ? LocalTerrain::Bridge : LocalTerrain::Ground;
        const auto cost = [&](LocalTerrain t) -> int {
            if (localTerrainWalkable(t))
                return 1;
            if (t == LocalTerrain::Tree || t == LocalTerrain::Rock)
                return 4;
            if (t == LocalTerrain::Water)
                return 8;
            return -1;      // sea and walls stay
        };
        const std::vector<uint8_t> reachable = m_tile.reachableFromCentre();
        std::vector<int> best(m_tile.cells.size(), INT32_MAX);
        std::vector<int32_t> previous(m_tile.cells.size(), -1);
        using Entry = std::pair<int, int32_t>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
        best[at(target[0], target[1])] = 0;
        open.push({0, int32_t(at(target[0], target[1]))});
        int32_t reached = -1;
        while (!open.empty()) {
            const auto [c, index] = open.top();
            open.pop();
            if (c != best[size_t(index)])
                continue;
            if (reachable[size_t(index)]) {
                reached = index;
                break;
            }
            const int x = index % m_size;
            const int y = index / m_size;
            for (const auto& [dx, dy] : kEdgeSteps) {
                const int nx = x + dx;
                const int ny = y + dy;
                if (nx < 1 || ny < 1 || nx > m_size - 2 || ny > m_size - 2)
                    continue;
                const int step = cost(m_tile.cells[at(nx, ny)]);
                if (step < 0 || c + step >= best[at(nx, ny)])
                    continue;
                best[at(nx, ny)] = c + step;
                previous[at(nx, ny)] = index;
                open.push({c + step, int32_t(at(nx, ny))});
            }
        }
        for (int32_t index = reached; index >= 0; index = previous[size_t(index)]) {
            LocalTerrain& t = m_tile.cells[size_t(index)];
            if (t == LocalTerrain::Water)
                t = LocalTerrain::Bridge;
            else if (!localTerrainWalkable(t))
                t = LocalTerrain::Ground;
        }
    }

    ScourgeFields m_fields;
    TileRequest m_request;
    int m_size;
    uint64_t m_seed;
    map::LevelRandom m_random;
    CellFacts m_self;
    std::array<CellFacts, 4> m_neighbour;
    LocalTile m_tile;
    std::vector<double> m_height;
    std::vector<uint8_t> m_reserved;        // buildings, fields, the entrance
    std::vector<std::array<int, 2>> m_roadCells;
    int m_margin = 3;
    int m_band = 8;
};

} // namespace

bool LocalTile::roadCrosses(Edge edge) const
{
    return anyOnEdge(*this, edge, [](LocalTerrain t) { return t == LocalTerrain::Road || t == LocalTerrain::Bridge; });
}

bool LocalTile::riverCrosses(Edge edge) const
{
    return anyOnEdge(*this, edge, [](LocalTerrain t) { return t == LocalTerrain::Water || t == LocalTerrain::Bridge; });
}

bool LocalTile::coastOn(Edge edge) const
{
    return anyOnEdge(*this, edge, [](LocalTerrain t) { return t == LocalTerrain::Sea; });
}

std::vector<uint8_t> LocalTile::reachableFromCentre() const
{
    std::vector<uint8_t> reached(cells.size(), 0);
    std::vector<std::array<int, 2>> stack;
    if (!localTerrainWalkable(at(centre[0], centre[1])))
        return reached;
    reached[size_t(centre[1]) * size_t(size) + size_t(centre[0])] = 1;
    stack.push_back(centre);
    while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        for (const auto& [dx, dy] : kEdgeSteps) {
            const int nx = x + dx;
            const int ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= size || ny >= size)
                continue;
            const size_t index = size_t(ny) * size_t(size) + size_t(nx);
            if (!reached[index] && localTerrainWalkable(cells[index])) {
                reached[index] = 1;
                stack.push_back({nx, ny});
            }
        }
    }
    return reached;
}

std::string LocalTile::ascii() const
{
    std::string text;
    std::array<bool, kLocalTerrainCount> used{};
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            char symbol = localTerrainSymbol(at(x, y));
            used[size_t(at(x, y))] = true;
            if (entrance && (*entrance)[0] == x && (*entrance)[1] == y)
                symbol = '>';
            for (const LocalBuilding& building : buildings)
                if (building.door[0] == x && building.door[1] == y)
                    symbol = '+';
            text += symbol;
        }
        text += '\n';
    }
    text += '\n';
    std::string legend;
    for (const TerrainInfo& info : kTerrains)
        if (used[size_t(info.terrain)])
            legend += (legend.empty() ? "" : "   ") + std::string(1, info.symbol) + " " + info.name;
    if (!buildings.empty())
        legend += "   + door";
    if (entrance)
        legend += "   > " + entranceName;
    text += legend + '\n';
    for (const LocalBuilding& building : buildings)
        text += "  " + building.name + " at " + std::to_string(building.bounds.x) + "," +
                std::to_string(building.bounds.y) + " size " + std::to_string(building.bounds.width) + "x" +
                std::to_string(building.bounds.height) + '\n';
    return text;
}

LocalTile generateLocalTile(const Schema& schema, const WorldGrid& world, const TileRequest& request)
{
    if (!world.contains(request.x, request.y))
        throw std::invalid_argument("cell " + std::to_string(request.x) + "," + std::to_string(request.y) +
                                    " is outside the world");
    if (request.size < 24 || request.size > 256)
        throw std::invalid_argument("a local tile is 24..256 cells a side, not " + std::to_string(request.size));
    return TileMaker(schema, world, request).make();
}

} // namespace incursion::worldmap
