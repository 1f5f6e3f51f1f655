// The rules of travel that journeys (travel.h) and the service networks
// (service_networks.h) share: what a walk into a cell costs, which cells
// offer a service, and where one ride step may go. Kept in one place so the
// editor's network overlay joins exactly the cells a journey can ride between.
#pragma once

#include "worldmap/scourge_fields.h"
#include "worldmap/travel.h"
#include "worldmap/world_grid.h"

#include <cstdint>
#include <string_view>

namespace incursion::worldmap {

enum class Service : uint8_t { Harbor, Stables, Airport };
constexpr Service kServices[] = {Service::Harbor, Service::Stables, Service::Airport};
std::string_view serviceName(Service service);      // "harbor", "stables", "airport"
TravelMode serviceMode(Service service);             // ship, horse, airship

// Tenths of an hour to enter a cell on foot; -1 where no one walks (sea,
// mountains or dense forest without a road).
int walkTenths(const ScourgeFields& f, const WorldGrid& world, int x, int y);
bool bordersSea(const ScourgeFields& f, const WorldGrid& world, int x, int y);
// Whether a ride by `service` may begin or end at a cell: its field is set
// (a harbor must also border the sea).
bool offersService(const ScourgeFields& f, const WorldGrid& world, Service service, int x, int y);
// Tenths of an hour one ride step takes from a cell to its edge neighbour
// (x, y), -1 where the ride cannot go: a horse on the walking route at 2.5
// times the pace, a ship over the ocean (and in and out of a harbor). An
// airship flies straight between any two airports: -1 here, it takes no steps.
int rideStepTenths(const ScourgeFields& f, const WorldGrid& world, Service service, int fromX, int fromY, int x,
                   int y);

// What of a cell the service networks depend on, as bits: sea, walkable,
// and each service's field. Networks change only where these do.
uint8_t networkBits(const ScourgeFields& f, const WorldGrid& world, int x, int y);

} // namespace incursion::worldmap
