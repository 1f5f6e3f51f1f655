#include "worldmap/terrain_binding.h"

#include "module/resource_views.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace incursion::worldmap {
namespace {

using json = nlohmann::ordered_json;

// Where an unbound terrain looks next; ground, water and wall end the chains.
std::optional<LocalTerrain> fallback(LocalTerrain terrain)
{
    switch (terrain) {
    case LocalTerrain::Sea: return LocalTerrain::Water;
    case LocalTerrain::Sand:
    case LocalTerrain::Grass:
    case LocalTerrain::Road: return LocalTerrain::Ground;
    case LocalTerrain::Field: return LocalTerrain::Grass;
    case LocalTerrain::Bridge:
    case LocalTerrain::Floor: return LocalTerrain::Road;
    case LocalTerrain::Tree:
    case LocalTerrain::Rock: return LocalTerrain::Wall;
    case LocalTerrain::Ground:
    case LocalTerrain::Water:
    case LocalTerrain::Wall: return std::nullopt;
    }
    return std::nullopt;
}

std::string terrainList()
{
    std::string list;
    for (int i = 0; i < kLocalTerrainCount; ++i)
        list += (list.empty() ? "" : ", ") + std::string(localTerrainName(LocalTerrain(i)));
    return list;
}

} // namespace

BindingResult bindTerrain(std::string_view text, std::string_view fileName, const module::ResourceManager& modules)
{
    const std::string file(fileName);
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& error) {
        return {std::nullopt, file + ": not valid JSON (byte " + std::to_string(error.byte) + ")"};
    }
    if (!root.is_object() || !root.contains("terrain") || !root["terrain"].is_object())
        return {std::nullopt, file + ": needs an object \"terrain\" of local terrain names to Terrain resource names"};
    for (const auto& [key, value] : root.items())
        if (key != "terrain" && key != "features" && key != "dungeons")
            return {std::nullopt, file + ": unknown key \"" + key + "\" (terrain, features, dungeons)"};

    std::array<std::optional<map::TerrainType>, kLocalTerrainCount> bound;
    TerrainBinding binding;
    for (const auto& [name, value] : root["terrain"].items()) {
        const std::string path = file + ": terrain." + name;
        const std::optional<LocalTerrain> terrain = localTerrainNamed(name);
        if (!terrain)
            return {std::nullopt, path + ": not a local terrain (" + terrainList() + ")"};
        if (!value.is_string())
            return {std::nullopt, path + ": must be a Terrain resource's name"};
        const std::string resourceName = value.get<std::string>();
        const std::optional<module::ResourceId> id =
            modules.find(resourceName, module::kindBit(module::ResourceKind::Terrain));
        if (!id)
            return {std::nullopt, path + ": the modules have no Terrain \"" + resourceName + "\""};
        bound[size_t(*terrain)] = map::terrainTypeOf(*module::view<module::TerrainView>(modules, *id));
        binding.resourceNames[size_t(*terrain)] = resourceName;
    }
    for (const LocalTerrain required : {LocalTerrain::Ground, LocalTerrain::Water, LocalTerrain::Wall})
        if (!bound[size_t(required)])
            return {std::nullopt, file + ": terrain needs \"" + std::string(localTerrainName(required)) +
                                      "\" (ground, water and wall end every fallback)"};
    for (int i = 0; i < kLocalTerrainCount; ++i) {
        LocalTerrain from = LocalTerrain(i);
        while (!bound[size_t(from)])
            from = *fallback(from);
        binding.terrain[size_t(i)] = *bound[size_t(from)];
        binding.resourceNames[size_t(i)] = binding.resourceNames[size_t(from)];
    }

    if (root.contains("features")) {
        const json& features = root["features"];
        if (!features.is_object())
            return {std::nullopt, file + ": \"features\" must be an object (door, entrance)"};
        for (const auto& [name, value] : features.items()) {
            const std::string path = file + ": features." + name;
            if (name != "door" && name != "entrance")
                return {std::nullopt, path + ": not a local feature (door, entrance)"};
            if (!value.is_string())
                return {std::nullopt, path + ": must be a Feature resource's name"};
            const std::optional<module::ResourceId> id =
                modules.find(value.get<std::string>(), module::kindBit(module::ResourceKind::Feature));
            if (!id)
                return {std::nullopt, path + ": the modules have no Feature \"" + value.get<std::string>() + "\""};
            (name == "door" ? binding.door : binding.entrance) = *id;
        }
    }
    if (root.contains("dungeons")) {
        const json& dungeons = root["dungeons"];
        if (!dungeons.is_object())
            return {std::nullopt, file + ": \"dungeons\" must be an object of underground kinds to Dungeon names"};
        for (const auto& [kind, value] : dungeons.items()) {
            const std::string path = file + ": dungeons." + kind;
            if (!value.is_string())
                return {std::nullopt, path + ": must be a Dungeon resource's name"};
            const std::optional<module::ResourceId> id =
                modules.find(value.get<std::string>(), module::kindBit(module::ResourceKind::Dungeon));
            if (!id)
                return {std::nullopt, path + ": the modules have no Dungeon \"" + value.get<std::string>() + "\""};
            binding.dungeons[kind] = *id;
        }
    }
    return {std::move(binding), {}};
}

BindingResult loadTerrainBinding(const std::string& path, const module::ResourceManager& modules)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return {std::nullopt, path + ": cannot open the terrain binding"};
    std::ostringstream content;
    content << in.rdbuf();
    return bindTerrain(content.str(), path, modules);
}

map::Map localTileMap(const LocalTile& tile, const TerrainBinding& binding)
{
    map::Map level(tile.size, tile.size, binding.terrain[size_t(LocalTerrain::Ground)]);
    for (int y = 0; y < tile.size; ++y)
        for (int x = 0; x < tile.size; ++x)
            level.setTerrain(x, y, binding.terrain[size_t(tile.at(x, y))]);
    for (const LocalBuilding& building : tile.buildings) {
        const uint16_t region = level.addRegion(map::Region{0, building.name, building.bounds, map::RoomShape::Building});
        for (int y = building.bounds.y; y < building.bounds.y + building.bounds.height; ++y)
            for (int x = building.bounds.x; x < building.bounds.x + building.bounds.width; ++x)
                level.setRegionIndex(x, y, region);
        level.setFeature(building.door[0], building.door[1], map::Feature{map::FeatureKind::Door, 0, binding.door});
    }
    if (tile.entrance) {
        const auto [x, y] = *tile.entrance;
        const uint16_t region = level.addRegion(map::Region{0, tile.entranceName, map::Rect{x, y, 1, 1}, map::RoomShape::NoRoom});
        level.setRegionIndex(x, y, region);
        level.setFeature(x, y, map::Feature{map::FeatureKind::StairsDown, 0, binding.entrance});
    }
    return level;
}

} // namespace incursion::worldmap
