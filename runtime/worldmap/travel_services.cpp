#include "worldmap/travel_services.h"

#include "worldmap/edges.h"

#include <algorithm>

namespace incursion::worldmap {

std::string_view serviceName(Service service)
{
    static constexpr std::string_view kNames[] = {"harbor", "stables", "airport"};
    return kNames[size_t(service)];
}

TravelMode serviceMode(Service service)
{
    static constexpr TravelMode kModes[] = {TravelMode::Ship, TravelMode::Horse, TravelMode::Airship};
    return kModes[size_t(service)];
}

int walkTenths(const ScourgeFields& f, const WorldGrid& world, int x, int y)
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

bool bordersSea(const ScourgeFields& f, const WorldGrid& world, int x, int y)
{
    for (const auto& [dx, dy] : kEdgeSteps)
        if (world.contains(x + dx, y + dy) && f.isSea(world, x + dx, y + dy))
            return true;
    return false;
}

bool offersService(const ScourgeFields& f, const WorldGrid& world, Service service, int x, int y)
{
    switch (service) {
    case Service::Harbor:
        return f.get(world, x, y, f.harbor) != 0 && bordersSea(f, world, x, y);
    case Service::Stables:
        return f.get(world, x, y, f.stables) != 0;
    case Service::Airport:
        return f.get(world, x, y, f.airport) != 0;
    }
    return false;
}

int rideStepTenths(const ScourgeFields& f, const WorldGrid& world, Service service, int fromX, int fromY, int x, int y)
{
    switch (service) {
    case Service::Stables: {
        // Tenths stay whole: 4 in 10.
        const int cost = walkTenths(f, world, x, y);
        return cost < 0 ? -1 : cost * 2 / 5;
    }
    case Service::Harbor: {
        const bool entersSea = f.isSea(world, x, y);
        const bool docks = f.isSea(world, fromX, fromY) && f.get(world, x, y, f.harbor) != 0;
        return entersSea || docks ? int(kShipHoursPerTile * 10) : -1;
    }
    case Service::Airport:
        return -1;
    }
    return -1;
}

uint8_t networkBits(const ScourgeFields& f, const WorldGrid& world, int x, int y)
{
    return uint8_t((f.isSea(world, x, y) ? 1 : 0) | (walkTenths(f, world, x, y) >= 0 ? 2 : 0)
                   | (f.get(world, x, y, f.harbor) ? 4 : 0) | (f.get(world, x, y, f.stables) ? 8 : 0)
                   | (f.get(world, x, y, f.airport) ? 16 : 0));
}

} // namespace incursion::worldmap
