// The fields the world generator, local tiles and travel read, looked up once
// in a schema that has them (both built-in schemas do; a module's own schema
// may add fields but keeps these names and values to use those features).
#pragma once

#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

namespace incursion::worldmap {

enum Elevation : int { kOcean = 0, kPlains = 1, kHilly = 2, kDowns = 3, kMountains = 4 };
enum Vegetation : int { kWasteland = 0, kGrassland = 1, kLightForest = 2, kDenseForest = 3 };
enum Climate : int { kAlpine = 0, kBoreal = 1, kTemperate = 2, kSubtropical = 3, kTropical = 4 };
enum Development : int { kWilderness = 0, kAgriculture = 1, kVillage = 2, kTown = 3 };

struct ScourgeFields {
    const Field* elevation = nullptr;
    const Field* vegetation = nullptr;
    const Field* climate = nullptr;
    const Field* development = nullptr;
    const Field* road = nullptr;
    const Field* river = nullptr;
    const Field* harbor = nullptr;
    const Field* stables = nullptr;
    const Field* airport = nullptr;
    const Field* levels = nullptr;              // optional: dungeon sites
    const Field* underground = nullptr;         // optional
    const Field* storyline = nullptr;           // optional
    const Field* monsterDensity = nullptr;      // optional: scourge-monsters
    const Field* monsterMin = nullptr;          // optional
    const Field* monsterMax = nullptr;          // optional

    // std::invalid_argument naming the first missing field.
    explicit ScourgeFields(const Schema& schema);

    int get(const WorldGrid& grid, int x, int y, const Field* field) const { return field ? grid.get(x, y, *field) : 0; }
    bool isSea(const WorldGrid& grid, int x, int y) const { return grid.get(x, y, *elevation) == kOcean; }
    // Mountains or dense forest without a road: no one walks in or out.
    bool impassable(const WorldGrid& grid, int x, int y) const;
};

} // namespace incursion::worldmap
