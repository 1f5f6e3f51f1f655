#include "worldmap/travel.h"

#include "worldmap/edges.h"
#include "worldmap/scourge_fields.h"
#include "worldmap/travel_services.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <utility>

namespace incursion::worldmap {
namespace {

using Cell = std::array<int, 2>;
constexpr int kUnreached = std::numeric_limits<int>::max();

std::string cellName(Cell cell)
{
    return std::to_string(cell[0]) + "," + std::to_string(cell[1]);
}

// Why no one walks at a cell, in plain words; empty where one does.
std::string whyNotWalkable(const ScourgeFields& f, const WorldGrid& world, Cell cell)
{
    const auto [x, y] = cell;
    if (f.isSea(world, x, y))
        return cellName(cell) + " is ocean";
    if (!f.impassable(world, x, y))
        return {};
    return cellName(cell) + " is impassable ("
           + (f.get(world, x, y, f.elevation) == kMountains ? "mountains" : "dense forest") + " without a road)";
}

Cell cellAt(const WorldGrid& world, size_t index)
{
    return {int(index % size_t(world.width())), int(index / size_t(world.width()))};
}

// Tenths of an hour on foot between `start` and every cell (toward `start`
// when `reverse`: the cost of a walk is the cells it enters), and the tiles
// of each way.
struct WalkField {
    std::vector<int> tenths;
    std::vector<int> steps;
    bool reaches(size_t index) const { return tenths[index] != kUnreached; }
};

template <typename Walk> WalkField walkField(const WorldGrid& world, Cell start, bool reverse, Walk walk)
{
    WalkField field{std::vector<int>(world.cellCount(), kUnreached), std::vector<int>(world.cellCount(), 0)};
    using Entry = std::pair<int, uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const size_t first = world.index(start[0], start[1]);
    field.tenths[first] = 0;
    open.push({0, uint32_t(first)});
    while (!open.empty()) {
        const auto [c, index] = open.top();
        open.pop();
        if (c != field.tenths[index])
            continue;
        const auto [x, y] = cellAt(world, index);
        for (const auto& [dx, dy] : kEdgeSteps) {
            if (!world.contains(x + dx, y + dy) || walk(x + dx, y + dy) < 0)
                continue;
            const int step = reverse ? walk(x, y) : walk(x + dx, y + dy);
            const size_t next = world.index(x + dx, y + dy);
            if (c + step >= field.tenths[next])
                continue;
            field.tenths[next] = c + step;
            field.steps[next] = field.steps[index] + 1;
            open.push({c + step, uint32_t(next)});
        }
    }
    return field;
}

// The quickest journey with a ride: walk to a service in walking reach of
// `from`, ride to another service, walk on to `to`. One Dijkstra over the
// ride from all the first services at once, each starting at its walk from
// `from`; every cell keeps its two best arrivals from different services, so
// a ride that comes back to where it began never hides one to another
// service.
template <typename Service, typename Ride>
Journey bestRide(const WorldGrid& world, TravelMode mode, Cell from, Cell to, const WalkField& fromField,
                 const WalkField& toField, Service isService, Ride ride)
{
    struct Arrival {
        int tenths = kUnreached;
        uint32_t origin = UINT32_MAX;      // the service the ride began at
        int steps = 0;
        bool operator<(const Arrival& other) const
        {
            return std::pair(tenths, origin) < std::pair(other.tenths, other.origin);
        }
    };
    std::vector<std::array<Arrival, 2>> arrivals(world.cellCount());
    using Entry = std::tuple<int, uint32_t, uint32_t>;      // tenths, cell, origin
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    const auto offer = [&](uint32_t cell, Arrival arrival) {
        auto& best = arrivals[cell];
        Arrival* slot = best[0].origin == arrival.origin ? &best[0]
                        : best[1].origin == arrival.origin ? &best[1]
                                                           : &best[1];
        if (!(arrival < *slot))
            return;
        *slot = arrival;
        if (best[1] < best[0])
            std::swap(best[0], best[1]);
        open.push({arrival.tenths, cell, arrival.origin});
    };
    for (size_t i = 0; i < world.cellCount(); ++i) {
        const auto [x, y] = cellAt(world, i);
        if (isService(x, y) && fromField.reaches(i))
            offer(uint32_t(i), {fromField.tenths[i], uint32_t(i), 0});
    }
    int bestTotal = kUnreached;
    Arrival bestArrival;
    uint32_t bestEnd = 0;
    while (!open.empty()) {
        const auto [c, cell, origin] = open.top();
        open.pop();
        if (c >= bestTotal)
            break;
        const auto& best = arrivals[cell];
        const Arrival* arrival = best[0].origin == origin && best[0].tenths == c   ? &best[0]
                                 : best[1].origin == origin && best[1].tenths == c ? &best[1]
                                                                                   : nullptr;
        if (!arrival)
            continue;
        const auto [x, y] = cellAt(world, cell);
        if (cell != origin && isService(x, y) && toField.reaches(cell) && c + toField.tenths[cell] < bestTotal) {
            bestTotal = c + toField.tenths[cell];
            bestArrival = *arrival;
            bestEnd = cell;
        }
        const int steps = arrival->steps;
        for (const auto& [dx, dy] : kEdgeSteps) {
            if (!world.contains(x + dx, y + dy))
                continue;
            const int step = ride(x, y, x + dx, y + dy);
            if (step >= 0)
                offer(uint32_t(world.index(x + dx, y + dy)), {c + step, origin, steps + 1});
        }
    }
    Journey journey;
    journey.mode = mode;
    if (bestTotal == kUnreached)
        return journey;
    journey.possible = true;
    journey.hours = bestTotal / 10.0;
    const uint32_t start = bestArrival.origin;
    const Cell boarding = cellAt(world, start);
    const Cell landing = cellAt(world, bestEnd);
    if (fromField.steps[start] > 0)
        journey.legs.push_back({TravelMode::Walk, from, boarding, fromField.tenths[start] / 10.0,
                                double(fromField.steps[start])});
    journey.legs.push_back({mode, boarding, landing, (bestArrival.tenths - fromField.tenths[start]) / 10.0,
                            double(bestArrival.steps)});
    if (toField.steps[bestEnd] > 0)
        journey.legs.push_back({TravelMode::Walk, landing, to, toField.tenths[bestEnd] / 10.0,
                                double(toField.steps[bestEnd])});
    return journey;
}

Journey notPossible(TravelMode mode, std::string reason)
{
    Journey journey;
    journey.mode = mode;
    journey.reason = std::move(reason);
    return journey;
}

// Why a mode has no journey: no service within walking reach of either end,
// only one (a ride must end at another), or none of those at one end joined
// to one at the other.
template <typename Service>
std::string whyNoRide(const WorldGrid& world, const WalkField& fromField, const WalkField& toField, Cell from, Cell to,
                      const char* service, const char* unjoined, Service isService)
{
    bool nearFrom = false;
    bool nearTo = false;
    std::vector<Cell> near;
    for (size_t i = 0; i < world.cellCount(); ++i) {
        const auto [x, y] = cellAt(world, i);
        if (!isService(x, y))
            continue;
        nearFrom = nearFrom || fromField.reaches(i);
        nearTo = nearTo || toField.reaches(i);
        if (fromField.reaches(i) || toField.reaches(i))
            near.push_back({x, y});
    }
    if (!nearFrom)
        return std::string("no ") + service + " can be reached on foot from " + cellName(from);
    if (!nearTo)
        return std::string("no ") + service + " can be reached on foot from " + cellName(to);
    if (near.size() == 1)
        return std::string("the only ") + service + " within walking reach is at " + cellName(near.front());
    return std::string("no ") + service + " within walking reach of " + cellName(from) + " " + unjoined
           + " one within walking reach of " + cellName(to);
}

} // namespace

std::string_view travelModeName(TravelMode mode)
{
    static constexpr const char* kNames[] = {"walk", "horse", "ship", "airship"};
    return kNames[size_t(mode)];
}

std::vector<Journey> travelOptions(const Schema& schema, const WorldGrid& world, Cell from, Cell to)
{
    if (!world.contains(from[0], from[1]) || !world.contains(to[0], to[1]))
        throw std::invalid_argument("a travel cell is outside the world");
    const ScourgeFields f(schema);
    constexpr TravelMode kModes[] = {TravelMode::Walk, TravelMode::Horse, TravelMode::Ship, TravelMode::Airship};

    std::string why = whyNotWalkable(f, world, from);
    if (why.empty())
        why = whyNotWalkable(f, world, to);
    if (!why.empty()) {
        std::vector<Journey> journeys;
        for (const TravelMode mode : kModes)
            journeys.push_back(notPossible(mode, why));
        return journeys;
    }

    const auto walking = [&](int x, int y) { return walkTenths(f, world, x, y); };
    const WalkField fromField = walkField(world, from, false, walking);
    const WalkField toField = walkField(world, to, true, walking);
    std::vector<Journey> journeys;

    const size_t goal = world.index(to[0], to[1]);
    if (!fromField.reaches(goal)) {
        journeys.push_back(notPossible(TravelMode::Walk, "no way on foot between them"));
    } else {
        Journey walk;
        walk.possible = true;
        walk.hours = fromField.tenths[goal] / 10.0;
        if (from != to)
            walk.legs.push_back({TravelMode::Walk, from, to, walk.hours, double(fromField.steps[goal])});
        journeys.push_back(walk);
    }

    // The rides follow the rules the service networks share (travel_services.h).
    const auto offers = [&](Service service) {
        return [&f, &world, service](int x, int y) { return offersService(f, world, service, x, y); };
    };
    const auto rides = [&](Service service) {
        return [&f, &world, service](int fromX, int fromY, int x, int y) {
            return rideStepTenths(f, world, service, fromX, fromY, x, y);
        };
    };
    const auto stables = offers(Service::Stables);
    const auto riding = rides(Service::Stables);
    Journey horse = bestRide(world, TravelMode::Horse, from, to, fromField, toField, stables, riding);
    if (!horse.possible)
        horse.reason = whyNoRide(world, fromField, toField, from, to, "stables", "is joined by land to", stables);
    journeys.push_back(std::move(horse));

    // A ship docks at a harbor with a sea border and sails over the ocean only.
    const auto harbor = offers(Service::Harbor);
    const auto sailing = rides(Service::Harbor);
    Journey ship = bestRide(world, TravelMode::Ship, from, to, fromField, toField, harbor, sailing);
    if (!ship.possible)
        ship.reason = whyNoRide(world, fromField, toField, from, to, "harbor", "is on the same sea as", harbor);
    journeys.push_back(std::move(ship));

    // An airship flies straight between any two airports: the best pair is
    // the least walk to the first, flight and walk from the second.
    const auto airport = offers(Service::Airport);
    std::vector<size_t> boarding;
    std::vector<size_t> landing;
    for (size_t i = 0; i < world.cellCount(); ++i) {
        const auto [x, y] = cellAt(world, i);
        if (!airport(x, y))
            continue;
        if (fromField.reaches(i))
            boarding.push_back(i);
        if (toField.reaches(i))
            landing.push_back(i);
    }
    Journey air;
    air.mode = TravelMode::Airship;
    double bestHours = std::numeric_limits<double>::infinity();
    for (const size_t a : boarding)
        for (const size_t b : landing) {
            if (a == b)
                continue;
            const Cell ca = cellAt(world, a);
            const Cell cb = cellAt(world, b);
            const double distance = std::hypot(double(cb[0] - ca[0]), double(cb[1] - ca[1]));
            const double hours = (fromField.tenths[a] + toField.tenths[b]) / 10.0 + distance * kAirshipHoursPerTile;
            if (hours >= bestHours)
                continue;
            bestHours = hours;
            air.possible = true;
            air.hours = hours;
            air.legs.clear();
            if (fromField.steps[a] > 0)
                air.legs.push_back({TravelMode::Walk, from, ca, fromField.tenths[a] / 10.0, double(fromField.steps[a])});
            air.legs.push_back({TravelMode::Airship, ca, cb, distance * kAirshipHoursPerTile, distance});
            if (toField.steps[b] > 0)
                air.legs.push_back({TravelMode::Walk, cb, to, toField.tenths[b] / 10.0, double(toField.steps[b])});
        }
    if (!air.possible)
        air.reason = boarding.empty() ? "no airport can be reached on foot from " + cellName(from)
                     : landing.empty() ? "no airport can be reached on foot from " + cellName(to)
                                       : "the only airport within walking reach is at " + cellName(cellAt(world, boarding.front()));
    journeys.push_back(std::move(air));
    return journeys;
}

} // namespace incursion::worldmap
