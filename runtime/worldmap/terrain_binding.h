// How a module draws local tiles: each local terrain (local_tile.h) bound to
// one of its Terrain resources by name, and the door and the way down to
// Feature resources. The binding is a JSON file shipped beside the world
// (README.md "Binding local tiles to a module"):
//
//   {"terrain": {"ground": "floor", "water": "shallow stream", "wall": "dwarven wall", ...},
//    "features": {"door": "oak door", "entrance": "down stairs"},
//    "dungeons": {"cave": "The Goblin Warrens", "monastery": "The Cloister"}}
//
// ground, water and wall must be bound; the others fall back along a chain
// (sea -> water; sand, grass, road -> ground; field -> grass; bridge, floor
// -> road; tree, rock -> wall), so a small module binds three names and a
// full one binds all twelve. Features are optional (a door or stairs without
// a resource). "dungeons" (optional) names the Dungeon resource a cell's
// entrance leads into, by the cell's `underground` kind (its value name in
// the world's schema); a kind not bound leads into the game's Dungeon.
#pragma once

#include "map/map.h"
#include "module/resource_manager.h"
#include "worldmap/local_tile.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::worldmap {

struct TerrainBinding {
    std::array<map::TerrainType, kLocalTerrainCount> terrain{};
    std::array<std::string, kLocalTerrainCount> resourceNames;     // what each resolved to
    module::ResourceId door = 0;
    module::ResourceId entrance = 0;
    std::map<std::string, module::ResourceId> dungeons;        // underground kind -> Dungeon
};

struct BindingResult {
    std::optional<TerrainBinding> binding;
    std::string error;                  // "FILE: terrain.grass: ..." or "FILE:LINE:COLUMN: not valid JSON ..."
};

BindingResult bindTerrain(std::string_view json, std::string_view fileName, const module::ResourceManager& modules);
BindingResult loadTerrainBinding(const std::string& path, const module::ResourceManager& modules);

// The local tile as a level of the map model: every cell's terrain from the
// binding, a door feature at each door, down stairs at the entrance, a region
// per building (shape Building) and one for the entrance.
map::Map localTileMap(const LocalTile& tile, const TerrainBinding& binding);

} // namespace incursion::worldmap
