#include "worldmap/travel.h"

#include "worldmap/edges.h"
#include "worldmap/scourge_fields.h"

#include <cmath>
#include <queue>
#include <stdexcept>

namespace incursion::worldmap {
namespace {

std::string cellName(std::array<int, 2> cell)
{
    return std::to_string(cell[0]) + "," + std::to_string(cell[1]);
}

// Tenths of an hour to enter a cell on foot; -1 where no one walks.
int walkCost(const ScourgeFields& f, const WorldGrid& world, int x, int y)
{
    if (f.isSea(world, x, y) || f.impassable(world, x, y))
        return -1;
    if (f.get(world, x, y, f.road))
        return 30;
    static constexpr int kByElevation[] = {0, 40, 50, 60, 60};
    int cost = kByElevation[std::min(f.get(world, x, y, f.elevation), int(kMountains))];
    cost += f.get(world, x, y, f.vegetation) == kLightForest ? 10 : 0;
    cost += f.get(world, x, y, f.river) ? 20 : 0;
    return cost;
}

struct Route {
    bool found = false;
    int tenths = 0;
    int cells = 0;
};

// Dijkstra from `from` to `to` over cells `cost` allows (cost < 0: closed);
// the start cell costs nothing.
template <typename Cost> Route shortestRoute(const WorldGrid& world, std::array<int, 2> from, std::array<int, 2> to, Cost cost)
{
    const size_t cells = world.cellCount();
    std::vector<int> best(cells, INT32_MAX);
    std::vector<int> steps(cells, 0);
    using Entry = std::pair<int, uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const size_t start = world.index(from[0], from[1]);
    const size_t goal = world.index(to[0], to[1]);
    best[start] = 0;
    open.push({0, uint32_t(start)});
    while (!open.empty()) {
        const auto [c, index] = open.top();
        open.pop();
        if (c != best[index])
            continue;
        if (index == goal)
            return {true, c, steps[index]};
        const int x = int(index % size_t(world.width()));
        const int y = int(index / size_t(world.width()));
        for (const auto& [dx, dy] : kEdgeSteps) {
            if (!world.contains(x + dx, y + dy))
                continue;
            const int step = cost(x + dx, y + dy);
            const size_t next = world.index(x + dx, y + dy);
            if (step < 0 || c + step >= best[next])
                continue;
            best[next] = c + step;
            steps[next] = steps[index] + 1;
            open.push({c + step, uint32_t(next)});
        }
    }
    return {};
}

bool bordersSea(const ScourgeFields& f, const WorldGrid& world, std::array<int, 2> cell)
{
    for (const auto& [dx, dy] : kEdgeSteps)
        if (world.contains(cell[0] + dx, cell[1] + dy) && f.isSea(world, cell[0] + dx, cell[1] + dy))
            return true;
    return false;
}

TravelOption notPossible(TravelMode mode, std::string reason)
{
    TravelOption option;
    option.mode = mode;
    option.reason = std::move(reason);
    return option;
}

TravelOption possible(TravelMode mode, double hours, double tiles)
{
    TravelOption option;
    option.mode = mode;
    option.possible = true;
    option.hours = hours;
    option.tiles = tiles;
    return option;
}

} // namespace

std::string_view travelModeName(TravelMode mode)
{
    static constexpr const char* kNames[] = {"walk", "horse", "ship", "airship"};
    return kNames[size_t(mode)];
}

std::vector<TravelOption> travelOptions(const Schema& schema, const WorldGrid& world, std::array<int, 2> from,
                                        std::array<int, 2> to)
{
    if (!world.contains(from[0], from[1]) || !world.contains(to[0], to[1]))
        throw std::invalid_argument("a travel cell is outside the world");
    const ScourgeFields f(schema);
    std::vector<TravelOption> options;

    const auto walking = [&](int x, int y) { return walkCost(f, world, x, y); };
    const bool fromWalkable = walking(from[0], from[1]) >= 0;
    const bool toWalkable = walking(to[0], to[1]) >= 0;
    Route walk;
    if (fromWalkable && toWalkable)
        walk = shortestRoute(world, from, to, walking);
    if (walk.found)
        options.push_back(possible(TravelMode::Walk, walk.tenths / 10.0, walk.cells));
    else
        options.push_back(notPossible(TravelMode::Walk, !fromWalkable ? "no one walks at " + cellName(from)
                                                        : !toWalkable ? "no one walks at " + cellName(to)
                                                                      : "no way on foot between them"));

    // Why a service is missing at either end, or empty.
    const auto service = [&](const Field* field, const char* what) -> std::string {
        for (const auto cell : {from, to})
            if (!world.get(cell[0], cell[1], *field))
                return std::string("no ") + what + " at " + cellName(cell);
        return {};
    };

    if (std::string why = service(f.stables, "stables"); !why.empty())
        options.push_back(notPossible(TravelMode::Horse, why));
    else if (!walk.found)
        options.push_back(notPossible(TravelMode::Horse, "the stables are not joined by land"));
    else
        options.push_back(possible(TravelMode::Horse, walk.tenths / 10.0 / kHorseSpeedup, walk.cells));

    std::string why = service(f.harbor, "harbor");
    for (const auto cell : {from, to})
        if (why.empty() && !bordersSea(f, world, cell))
            why = "the harbor at " + cellName(cell) + " has no sea border";
    if (!why.empty()) {
        options.push_back(notPossible(TravelMode::Ship, why));
    } else {
        // Over the sea, from one harbor to the other (each harbor's own cell
        // is where the ship docks).
        const auto sailing = [&](int x, int y) {
            if ((x == to[0] && y == to[1]) || f.isSea(world, x, y))
                return 1;
            return -1;
        };
        const Route sea = shortestRoute(world, from, to, sailing);
        if (sea.found)
            options.push_back(possible(TravelMode::Ship, sea.cells * kShipHoursPerTile, sea.cells));
        else
            options.push_back(notPossible(TravelMode::Ship, "the harbors are not on the same sea"));
    }

    if (std::string whyNot = service(f.airport, "airport"); !whyNot.empty()) {
        options.push_back(notPossible(TravelMode::Airship, whyNot));
    } else {
        const double distance = std::hypot(double(to[0] - from[0]), double(to[1] - from[1]));
        options.push_back(possible(TravelMode::Airship, distance * kAirshipHoursPerTile, distance));
    }
    return options;
}

} // namespace incursion::worldmap
