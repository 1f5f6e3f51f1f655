// A world from a seed (`incworld new`): heightfield -> elevation classes ->
// climate from latitude and height -> vegetation -> rivers running downhill to
// the sea -> villages and towns with farmland -> roads joining them (crossing
// rivers where they must: the local tile builds the bridge) -> harbors,
// stables, airports -> dungeon sites (or monsters, in scourge-monsters).
// What it makes passes the schema's rules with no error or warning. The same
// request gives the same world, byte for byte.
#pragma once

#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <cstdint>

namespace incursion::worldmap {

struct WorldRequest {
    int width = 64;
    int height = 64;
    uint64_t seed = 1;
};

// std::invalid_argument for a size WorldGrid refuses or a schema without the
// scourge fields (scourge_fields.h).
WorldGrid generateWorld(const Schema& schema, const WorldRequest& request);

} // namespace incursion::worldmap
