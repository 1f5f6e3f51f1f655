// The local tile of one world cell: the ground the player walks on, made
// from the cell and its four neighbours, deterministically from the world's
// seed and the cell (the proposal's seven steps, README.md "Local tiles"):
//
//   1 heightfield (noise on global coordinates: neighbouring tiles meet without seams)
//   2 scaled by the elevation class, blended toward each neighbour's class in
//     a transition zone along the edge
//   3 coast: flattened and sloped into the sea along edges whose neighbour is
//     ocean (never at a corner: a diagonal ocean neighbour makes no coast)
//   4 rivers sunk below water, meandering, from the crossing points they share
//     with river neighbours (or to the sea)
//   5 roads from the crossing points they share with road neighbours, bridges
//     where they cross water
//   6 buildings by development on levelled ground by the road (harbor, stables,
//     airport first), the dungeon entrance, every door and the entrance made
//     reachable from the tile's centre
//   7 planting by vegetation, climate and elevation; an impassable neighbour
//     (mountains or dense forest without a road) closes that edge
//
//   LocalTile tile = generateLocalTile(schema, world, TileRequest{x, y, seed});
//   tile.roadCrosses(Edge::North) ...
#pragma once

#include "map/map.h"
#include "worldmap/edges.h"
#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::worldmap {

enum class LocalTerrain : uint8_t {
    Sea,        // deep water off the coast
    Water,      // a river
    Sand,       // beach
    Ground,     // bare ground (wasteland, alpine, paths)
    Grass,
    Field,      // farmland
    Tree,
    Rock,       // mountain rock
    Road,
    Bridge,     // road over water
    Wall,       // a building's wall
    Floor,      // inside a building
};
constexpr int kLocalTerrainCount = 12;

std::string_view localTerrainName(LocalTerrain terrain);   // "sea", "water" ... (binding keys)
char localTerrainSymbol(LocalTerrain terrain);              // '~', '=' ...
std::optional<LocalTerrain> localTerrainNamed(std::string_view name);
// Walkable on foot without carving: not sea, river, tree, rock or wall.
bool localTerrainWalkable(LocalTerrain terrain);

struct LocalBuilding {
    std::string name;               // "house", "harbor", "stables", "airport", "farmhouse", "town house"
    map::Rect bounds;               // walls included
    std::array<int, 2> door{};      // a wall cell that is a door
};

struct LocalTile {
    int size = 0;
    std::vector<LocalTerrain> cells;                // row-major, size × size
    std::vector<LocalBuilding> buildings;
    std::optional<std::array<int, 2>> entrance;     // the way down, when the cell has levels
    std::string entranceName;                       // "dungeon entrance", "monastery gate", "cave mouth"
    std::array<int, 2> centre{};                    // where roads meet; every door and the entrance reach it

    LocalTerrain at(int x, int y) const { return cells[size_t(y) * size_t(size) + size_t(x)]; }
    // Read from the generated cells of the edge's row or column.
    bool roadCrosses(Edge edge) const;      // road or bridge
    bool riverCrosses(Edge edge) const;     // river water or bridge
    bool coastOn(Edge edge) const;          // sea
    // Cells reachable on foot from the centre (row-major flags).
    std::vector<uint8_t> reachableFromCentre() const;
    // One line per row, then a legend of the symbols used and the buildings.
    std::string ascii() const;
};

struct TileRequest {
    int x = 0;
    int y = 0;
    uint64_t seed = 1;
    int size = 64;                          // 24..256
};

// std::invalid_argument for a cell outside the world, a size outside
// 24..256 or a schema without the scourge fields.
LocalTile generateLocalTile(const Schema& schema, const WorldGrid& world, const TileRequest& request);

} // namespace incursion::worldmap
