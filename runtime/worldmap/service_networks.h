// The harbor, stables and airport networks: the groups of service cells one
// ride joins, by the very rules journeys follow (travel_services.h). Harbors
// on the same sea (a harbor bordering two seas joins them), stables on the
// same land a walker crosses, every airport with every other. Only cells a
// walker can stand on count: a journey begins and ends on foot.
//
// Each network also has the links of a minimum spanning tree over its cells
// (straight-line distance): a ride joins every pair, but drawing every pair
// is a thicket of n*(n-1)/2 lines; the tree's n-1 lines show the same groups,
// each cell joined to its near neighbours.
#pragma once

#include "worldmap/schema.h"
#include "worldmap/travel_services.h"
#include "worldmap/world_grid.h"

#include <array>
#include <cstdint>
#include <vector>

namespace incursion::worldmap {

struct ServiceNetwork {
    Service service = Service::Harbor;
    std::vector<std::array<int, 2>> cells;              // in row order
    std::vector<std::array<uint32_t, 2>> links;         // indexes into cells, the smaller first, sorted
};

// Harbors' networks, then stables', then airports'; a kind's networks in the
// row order of their first cells. A lone service is a network of one cell and
// no links. The same world always gives the same networks.
// std::invalid_argument for a schema without the scourge fields.
std::vector<ServiceNetwork> serviceNetworks(const Schema& schema, const WorldGrid& world);

} // namespace incursion::worldmap
