#include "worldmap/world_generator.h"

#include "map/level_random.h"
#include "worldmap/edges.h"
#include "worldmap/landmass.h"
#include "worldmap/noise.h"
#include "worldmap/scourge_fields.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <queue>
#include <stdexcept>
#include <vector>

namespace incursion::worldmap {
namespace {

class Generator {
public:
    Generator(const Schema& schema, const WorldRequest& request)
        : m_fields(schema), m_schema(schema), m_grid(request.width, request.height), m_seed(map::mixSeed(request.seed)),
          m_random(uint32_t(m_seed ^ (m_seed >> 32))), m_height(m_grid.cellCount())
    {
    }

    WorldGrid run()
    {
        makeHeightfield();
        classifyElevation();
        assignClimate();
        plant();
        runRivers();
        labelLand();
        placeSettlements();
        buildRoads();
        placeServices();
        placeUnderground();
        return std::move(m_grid);
    }

private:
    int width() const { return m_grid.width(); }
    int heightCells() const { return m_grid.height(); }
    size_t at(int x, int y) const { return size_t(y) * size_t(width()) + size_t(x); }
    int get(int x, int y, const Field* field) const { return m_grid.get(x, y, *field); }
    void set(int x, int y, const Field* field, int value) { m_grid.set(x, y, *field, value); }
    bool land(int x, int y) const { return get(x, y, m_fields.elevation) != kOcean; }

    // (1) Continents: fractal noise on a lattice a quarter of the world wide,
    // pushed under the sea near the world's border.
    void makeHeightfield()
    {
        const double scale = std::max(8.0, std::max(width(), heightCells()) / 4.0);
        for (int y = 0; y < heightCells(); ++y)
            for (int x = 0; x < width(); ++x) {
                const double border = std::min({x + 0.5, y + 0.5, width() - x - 0.5, heightCells() - y - 0.5}) /
                                      (std::min(width(), heightCells()) * 0.5);
                const double falloff = border >= 0.25 ? 0.0 : (0.25 - border) / 0.25;
                m_height[at(x, y)] = fractalNoise(m_seed, x, y, scale, 5) - 0.45 * falloff * falloff;
            }
    }

    // (2) 40 % of the cells under the sea; the land split into four classes
    // by its height above the sea.
    void classifyElevation()
    {
        std::vector<double> sorted = m_height;
        const auto seaIndex = long(double(sorted.size()) * 0.4);
        std::nth_element(sorted.begin(), sorted.begin() + seaIndex, sorted.end());
        m_seaLevel = sorted[size_t(seaIndex)];
        const double top = *std::max_element(m_height.begin(), m_height.end());
        const double span = std::max(top - m_seaLevel, 1e-9);
        for (int y = 0; y < heightCells(); ++y)
            for (int x = 0; x < width(); ++x) {
                const double h = m_height[at(x, y)];
                int elevation = kOcean;
                if (h >= m_seaLevel) {
                    const double t = (h - m_seaLevel) / span;
                    elevation = t < 0.3 ? kPlains : t < 0.52 ? kHilly : t < 0.72 ? kDowns : kMountains;
                }
                set(x, y, m_fields.elevation, elevation);
            }
    }

    // (3) Colder to the north, warmer to the south, colder higher up.
    void assignClimate()
    {
        for (int y = 0; y < heightCells(); ++y)
            for (int x = 0; x < width(); ++x) {
                const double latitude = heightCells() == 1 ? 0.5 : double(y) / (heightCells() - 1);
                const double wobble = fractalNoise(m_seed + 7, x, y, 16, 2) - 0.5;
                const int elevation = get(x, y, m_fields.elevation);
                const double coldness = elevation == kMountains ? 2.0 : elevation == kDowns ? 1.0 : 0.0;
                const int climate = int(std::lround(latitude * 4.0 + wobble - coldness));
                set(x, y, m_fields.climate, std::clamp(climate, int(kAlpine), int(kTropical)));
            }
    }

    // (4) Vegetation from a moisture field and the climate; mountains treeless.
    void plant()
    {
        for (int y = 0; y < heightCells(); ++y)
            for (int x = 0; x < width(); ++x) {
                const int elevation = get(x, y, m_fields.elevation);
                int vegetation = kWasteland;
                if (elevation != kOcean && elevation != kMountains) {
                    const int climate = get(x, y, m_fields.climate);
                    const double moisture = fractalNoise(m_seed + 11, x, y, 12, 3) + 0.08 * (climate - kTemperate);
                    vegetation = climate == kAlpine ? (moisture < 0.5 ? kWasteland : kGrassland)
                                 : moisture < 0.3  ? kWasteland
                                 : moisture < 0.5  ? kGrassland
                                 : moisture < 0.62 ? kLightForest
                                                   : kDenseForest;
                }
                set(x, y, m_fields.vegetation, vegetation);
            }
    }

    // (5) Rivers from high ground, each step to the lowest neighbour not yet
    // on the river, until the sea or another river; a river that finds
    // neither within its step limit is taken back.
    void runRivers()
    {
        size_t landCells = 0;
        std::vector<std::array<int, 2>> sources;
        for (int y = 0; y < heightCells(); ++y)
            for (int x = 0; x < width(); ++x) {
                landCells += land(x, y);
                if (get(x, y, m_fields.elevation) >= kDowns)
                    sources.push_back({x, y});
            }
        const size_t rivers = std::min(sources.size(), landCells / 250 + 2);
        const int stepLimit = 2 * (width() + heightCells());
        std::vector<std::array<int, 2>> path;
        std::vector<uint8_t> onPath(m_grid.cellCount(), 0);
        for (size_t r = 0; r < rivers; ++r) {
            // A source drawn from the high ground not yet drawn.
            const size_t pick = r + size_t(m_random.below(int(sources.size() - r)));
            std::swap(sources[r], sources[pick]);
            int x = sources[r][0];
            int y = sources[r][1];
            if (get(x, y, m_fields.river))
                continue;
            path.clear();
            bool reached = false;
            while (int(path.size()) < stepLimit) {
                path.push_back({x, y});
                onPath[at(x, y)] = 1;
                int bestX = -1;
                int bestY = -1;
                for (const auto& [dx, dy] : kEdgeSteps) {
                    const int nx = x + dx;
                    const int ny = y + dy;
                    if (!m_grid.contains(nx, ny) || onPath[at(nx, ny)])
                        continue;
                    if (bestX < 0 || m_height[at(nx, ny)] < m_height[at(size_t(bestX), size_t(bestY))]) {
                        bestX = nx;
                        bestY = ny;
                    }
                }
                if (bestX < 0)
                    break;
                if (!land(bestX, bestY) || get(bestX, bestY, m_fields.river)) {
                    reached = true;
                    break;
                }
                x = bestX;
                y = bestY;
            }
            for (const auto& [px, py] : path) {
                onPath[at(px, py)] = 0;
                if (reached)
                    set(px, py, m_fields.river, 1);
            }
        }
    }

    size_t at(size_t x, size_t y) const { return y * size_t(width()) + x; }

    void labelLand()
    {
        Condition isLand;
        Condition::Term term{m_schema.fieldIndex(m_fields.elevation->name), {}};
        for (int v = 1; v <= m_fields.elevation->largestStored(); ++v)
            term.values.push_back(v);
        isLand.terms.push_back(term);
        m_landmass = labelLandmasses(m_grid, CellMatcher(m_schema, isLand));
    }

    // (6) One settlement in about every other 10x10 block, at its best spot
    // (by a river or the coast, not in the mountains); some are towns, and a
    // town may spread to a neighbour (adjacent town tiles fuse into a city).
    // Farmland around them, never in dense forest.
    void placeSettlements()
    {
        constexpr int kBlock = 10;
        m_crowded.assign(m_grid.cellCount(), 0);
        for (int by = 0; by < heightCells(); by += kBlock)
            for (int bx = 0; bx < width(); bx += kBlock) {
                int bestX = -1;
                int bestY = -1;
                int bestScore = 0;
                for (int y = by; y < std::min(by + kBlock, heightCells()); ++y)
                    for (int x = bx; x < std::min(bx + kBlock, width()); ++x) {
                        const int elevation = get(x, y, m_fields.elevation);
                        if (elevation == kOcean || elevation == kMountains || m_crowded[at(x, y)])
                            continue;
                        const int score = 1 + m_random.below(100) + 60 * get(x, y, m_fields.river) +
                                          40 * bordersSea(x, y) - 30 * (get(x, y, m_fields.vegetation) == kDenseForest);
                        if (score > bestScore) {
                            bestScore = score;
                            bestX = x;
                            bestY = y;
                        }
                    }
                if (bestX < 0 || m_random.chance(45))
                    continue;
                const bool town = m_random.chance(25);
                addSettlement(bestX, bestY, town ? kTown : kVillage);
                if (town && m_random.chance(50)) {
                    const auto& [dx, dy] = kEdgeSteps[size_t(m_random.below(4))];
                    const int nx = bestX + dx;
                    const int ny = bestY + dy;
                    if (m_grid.contains(nx, ny) && land(nx, ny) && get(nx, ny, m_fields.elevation) != kMountains &&
                        get(nx, ny, m_fields.development) == kWilderness)
                        addSettlement(nx, ny, kTown);
                }
            }
        for (const auto& [sx, sy] : m_settlements)
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx) {
                    const int x = sx + dx;
                    const int y = sy + dy;
                    if (!m_grid.contains(x, y) || !land(x, y) || get(x, y, m_fields.development) != kWilderness ||
                        get(x, y, m_fields.vegetation) == kDenseForest || get(x, y, m_fields.elevation) == kMountains ||
                        std::abs(dx) + std::abs(dy) > 2 || !m_random.chance(60))
                        continue;
                    set(x, y, m_fields.development, kAgriculture);
                }
    }

    // Settlements keep 3 cells apart (a town's spread excepted).
    void addSettlement(int x, int y, int development)
    {
        set(x, y, m_fields.development, development);
        set(x, y, m_fields.road, 1);
        m_settlements.push_back({x, y});
        for (int cy = std::max(0, y - 3); cy <= std::min(heightCells() - 1, y + 3); ++cy)
            for (int cx = std::max(0, x - 3); cx <= std::min(width() - 1, x + 3); ++cx)
                m_crowded[at(cx, cy)] = 1;
    }

    bool bordersSea(int x, int y) const
    {
        for (const auto& [dx, dy] : kEdgeSteps)
            if (m_grid.contains(x + dx, y + dy) && !land(x + dx, y + dy))
                return true;
        return false;
    }

    // (7) Each settlement joined to the nearest earlier one on its landmass
    // (within 40 cells) by the cheapest path over land: roads go round
    // mountains and forests when they can; where they cross a river the local
    // tile builds a bridge.
    void buildRoads()
    {
        for (size_t i = 1; i < m_settlements.size(); ++i) {
            const auto [x, y] = m_settlements[i];
            int best = -1;
            int bestDistance = 41 * 41;
            for (size_t j = 0; j < i; ++j) {
                const auto [ox, oy] = m_settlements[j];
                const int distance = (ox - x) * (ox - x) + (oy - y) * (oy - y);
                if (distance < bestDistance && m_landmass[at(x, y)] == m_landmass[at(ox, oy)]) {
                    bestDistance = distance;
                    best = int(j);
                }
            }
            if (best >= 0)
                layRoad(m_settlements[i], m_settlements[size_t(best)]);
        }
    }

    int stepCost(int x, int y) const
    {
        if (get(x, y, m_fields.road))
            return 2;
        static constexpr int kByElevation[] = {0, 4, 6, 9, 30};
        int cost = kByElevation[std::min(get(x, y, m_fields.elevation), int(kMountains))];
        cost += get(x, y, m_fields.vegetation) == kDenseForest ? 8 : 0;
        cost += get(x, y, m_fields.river) ? 6 : 0;
        return cost;
    }

    // Dijkstra in the box around both ends (plus a margin), over land only.
    void layRoad(std::array<int, 2> from, std::array<int, 2> to)
    {
        constexpr int kMargin = 8;
        const int left = std::max(0, std::min(from[0], to[0]) - kMargin);
        const int top = std::max(0, std::min(from[1], to[1]) - kMargin);
        const int right = std::min(width() - 1, std::max(from[0], to[0]) + kMargin);
        const int bottom = std::min(heightCells() - 1, std::max(from[1], to[1]) + kMargin);
        const int boxWidth = right - left + 1;
        const size_t boxCells = size_t(boxWidth) * size_t(bottom - top + 1);
        const auto local = [&](int x, int y) { return size_t(y - top) * size_t(boxWidth) + size_t(x - left); };
        std::vector<int> cost(boxCells, INT32_MAX);
        std::vector<int32_t> previous(boxCells, -1);
        using Entry = std::pair<int, int32_t>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
        cost[local(from[0], from[1])] = 0;
        open.push({0, int32_t(local(from[0], from[1]))});
        const size_t goal = local(to[0], to[1]);
        while (!open.empty()) {
            const auto [c, cell] = open.top();
            open.pop();
            if (c != cost[size_t(cell)])
                continue;
            if (size_t(cell) == goal)
                break;
            const int x = left + cell % boxWidth;
            const int y = top + cell / boxWidth;
            for (const auto& [dx, dy] : kEdgeSteps) {
                const int nx = x + dx;
                const int ny = y + dy;
                if (nx < left || nx > right || ny < top || ny > bottom || !land(nx, ny))
                    continue;
                const int next = c + stepCost(nx, ny);
                if (next < cost[local(nx, ny)]) {
                    cost[local(nx, ny)] = next;
                    previous[local(nx, ny)] = cell;
                    open.push({next, int32_t(local(nx, ny))});
                }
            }
        }
        if (previous[goal] < 0)
            return;     // no way over land inside the box: they stay apart
        for (int32_t cell = int32_t(goal); cell >= 0; cell = previous[size_t(cell)])
            set(left + cell % boxWidth, top + cell / boxWidth, m_fields.road, 1);
    }

    // (8) Harbors in settlements on the coast, stables in towns and some
    // villages (dropped where they would be alone on their landmass),
    // airports in some towns.
    void placeServices()
    {
        std::vector<int> stablesPerLandmass;
        std::vector<std::array<int, 2>> stables;
        for (const auto& [x, y] : m_settlements) {
            const bool town = get(x, y, m_fields.development) == kTown;
            if (bordersSea(x, y) && (town || m_random.chance(50)))
                set(x, y, m_fields.harbor, 1);
            if (town ? m_random.chance(80) : m_random.chance(30)) {
                set(x, y, m_fields.stables, 1);
                stables.push_back({x, y});
                const uint32_t label = m_landmass[at(x, y)];
                if (stablesPerLandmass.size() <= label)
                    stablesPerLandmass.resize(label + 1, 0);
                ++stablesPerLandmass[label];
            }
            if (town && m_random.chance(30))
                set(x, y, m_fields.airport, 1);
        }
        for (const auto& [x, y] : stables)
            if (stablesPerLandmass[m_landmass[at(x, y)]] < 2)
                set(x, y, m_fields.stables, 0);
    }

    // (9) Dungeon sites (levels, kind, sometimes the storyline's) away from
    // settlements; or, in scourge-monsters, monsters thicker far from them.
    void placeUnderground()
    {
        for (int y = 0; y < heightCells(); ++y)
            for (int x = 0; x < width(); ++x) {
                if (!land(x, y))
                    continue;
                if (m_fields.levels && m_fields.underground) {
                    if (get(x, y, m_fields.development) != kWilderness || !m_random.oneIn(120))
                        continue;
                    set(x, y, m_fields.levels, m_random.between(1, 15));
                    const int elevation = get(x, y, m_fields.elevation);
                    // Caves under high ground, monasteries rare, dungeons elsewhere.
                    set(x, y, m_fields.underground,
                        elevation >= kDowns && m_random.chance(60) ? 2 : m_random.chance(15) ? 1 : 0);
                    if (m_fields.storyline && m_random.chance(10))
                        set(x, y, m_fields.storyline, 1);
                } else if (m_fields.monsterDensity) {
                    const int wild = get(x, y, m_fields.development) == kWilderness ? 1 : 0;
                    set(x, y, m_fields.monsterDensity, std::min(3, wild + m_random.below(3)));
                    if (m_fields.monsterMin)
                        set(x, y, m_fields.monsterMin, m_random.below(4));
                    if (m_fields.monsterMax)
                        set(x, y, m_fields.monsterMax, m_random.below(4));
                }
            }
    }

    ScourgeFields m_fields;
    const Schema& m_schema;
    WorldGrid m_grid;
    uint64_t m_seed;
    map::LevelRandom m_random;
    std::vector<double> m_height;
    double m_seaLevel = 0;
    std::vector<uint32_t> m_landmass;
    std::vector<std::array<int, 2>> m_settlements;
    std::vector<uint8_t> m_crowded;         // within 3 cells of a settlement
};

} // namespace

WorldGrid generateWorld(const Schema& schema, const WorldRequest& request)
{
    if (std::string problem = WorldGrid::sizeProblem(uint64_t(std::max(request.width, 0)),
                                                     uint64_t(std::max(request.height, 0)));
        !problem.empty())
        throw std::invalid_argument(problem);
    return Generator(schema, request).run();
}

} // namespace incursion::worldmap
