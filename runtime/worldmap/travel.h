// Journeys between two world cells and how long they take. Walking crosses
// tile edges (Dijkstra over passable land, hours by terrain, roads fastest).
// Each other mode is a journey: walk to a service, ride, walk on from a
// service: a horse between stables joined by land (the walking route, 2.5
// times as fast), a ship between harbors on the same sea (over ocean cells),
// an airship between any two airports (straight line). The combination with
// the least total time is chosen; a mode with none says why.
#pragma once

#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::worldmap {

enum class TravelMode : uint8_t { Walk, Horse, Ship, Airship };
std::string_view travelModeName(TravelMode mode);      // "walk", "horse", "ship", "airship"

// Hours to cross one world tile: walking by terrain (road 3, plains 4, hilly
// 5, downs 6, +1 light forest, +2 fording a river without a road), a horse
// 2.5 times as fast on the same route, a ship 3, an airship 1 (straight line).
constexpr double kHorseSpeedup = 2.5;
constexpr double kShipHoursPerTile = 3.0;
constexpr double kAirshipHoursPerTile = 1.0;

// One part of a journey by one mode.
struct TravelLeg {
    TravelMode mode = TravelMode::Walk;
    std::array<int, 2> from{};
    std::array<int, 2> to{};
    double hours = 0;
    double tiles = 0;               // cells entered (airship: straight-line distance)
};

struct Journey {
    TravelMode mode = TravelMode::Walk;     // walk, or the ride between the walks
    bool possible = false;
    double hours = 0;                       // the legs' sum
    std::vector<TravelLeg> legs;            // in order; a walk of no tiles is left out
    std::string reason;                     // why not, when not possible
};

// One journey per mode, in the order walk, horse, ship, airship; the same
// world and cells always give the same journeys.
// std::invalid_argument for cells outside the world or a schema without the
// scourge fields.
std::vector<Journey> travelOptions(const Schema& schema, const WorldGrid& world, std::array<int, 2> from,
                                   std::array<int, 2> to);

} // namespace incursion::worldmap
