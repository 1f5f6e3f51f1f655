// Ways between two world cells and how long they take: walking across tile
// edges (Dijkstra over passable land, hours by terrain, roads fastest); a
// horse between stables on the same landmass (the walking route, 2.5 times
// as fast); a ship between harbors on the same sea (over ocean cells); an
// airship between airports (straight line). A way that is not possible says
// why.
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

struct TravelOption {
    TravelMode mode = TravelMode::Walk;
    bool possible = false;
    double hours = 0;
    double tiles = 0;               // cells crossed (airship: straight-line distance)
    std::string reason;             // why not, when not possible
};

// One option per mode, in the order walk, horse, ship, airship.
// std::invalid_argument for cells outside the world or a schema without the
// scourge fields.
std::vector<TravelOption> travelOptions(const Schema& schema, const WorldGrid& world, std::array<int, 2> from,
                                        std::array<int, 2> to);

} // namespace incursion::worldmap
