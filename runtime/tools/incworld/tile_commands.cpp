// tile and travel.
#include "world_commands.h"

#include "world_loading.h"

#include "module/resource_manager.h"
#include "worldmap/local_tile.h"
#include "worldmap/terrain_binding.h"
#include "worldmap/travel.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdio>
#include <filesystem>

namespace incursion::incworld {

using namespace worldmap;

const CommandSpec kTileCommand{"tile", {"--schema", "--seed", "--size", "--binding"}, {"--json"},
                               R"(Usage: incworld tile [--json] [--seed N] [--size N] [--binding FILE] WORLD.png X,Y [MODULES.mod...]

Generates the local tile of cell X,Y from the cell and its four neighbours and
prints it as text with a legend and its buildings. Roads and rivers cross an
edge exactly where the neighbour has them too, coasts lie along edges on the
sea, and every door and the way down are reachable from the tile's centre.
The same world, cell, seed and size always give the same tile.

With modules, the tile is drawn from their Terrain resources as the binding
file says (default: WORLD.binding.json beside WORLD.png) and printed as a level
of the runtime's map model.

Options:
  --json         Print the cells (one string per row), the legend, per edge
                 (north, east, south, west) whether a road, a river or the coast
                 crosses it (read from the generated cells), the entrance and
                 the buildings.
  --seed N       The world's seed (default 1).
  --size N       Cells a side (24..256, default 64).
  --binding FILE The terrain binding (with modules).
  --schema S     A built-in schema or a schema file (default scourge).

Exit status: 0 printed, 1 modules or binding that cannot be used, 2 bad usage
or an unreadable file.
)"};

const CommandSpec kTravelCommand{"travel", {"--schema"}, {}, R"(Usage: incworld travel WORLD.png X1,Y1 X2,Y2

Lists the ways from one cell to another with the hours each takes: walking
across tile edges (road 3 h a tile, plains 4, hilly 5, downs 6, light forest
+1, fording a river +2; mountains and dense forest only on a road), and
journeys that walk to a service, ride and walk on from another: a horse
between stables on the same landmass (2.5 times as fast), a ship between
harbors on the same sea (3 h a tile), an airship between any two airports
(1 h a tile in a straight line). Each way is the quickest combination,
printed with its legs and their hours; one that is not possible says why.

Exit status: 0 printed, 2 bad usage or an unreadable file.
)"};

namespace {

std::optional<int> numberOption(const Arguments& arguments, const std::string& option)
{
    const std::optional<std::string> text = arguments.value(option);
    if (!text)
        return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || end != text->data() + text->size())
        return -1;
    return value;
}

nlohmann::ordered_json tileJson(const LocalTile& tile, int x, int y, uint64_t seed)
{
    nlohmann::ordered_json root;
    root["x"] = x;
    root["y"] = y;
    root["seed"] = seed;
    root["size"] = tile.size;
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    std::string text = tile.ascii();
    for (int row = 0; row < tile.size; ++row)
        rows.push_back(text.substr(size_t(row) * size_t(tile.size + 1), size_t(tile.size)));
    root["cells"] = rows;
    nlohmann::ordered_json legend = nlohmann::ordered_json::object();
    for (int i = 0; i < kLocalTerrainCount; ++i)
        legend[std::string(1, localTerrainSymbol(LocalTerrain(i)))] = localTerrainName(LocalTerrain(i));
    legend["+"] = "door";
    legend[">"] = "entrance";
    root["legend"] = legend;
    nlohmann::ordered_json edges = nlohmann::ordered_json::object();
    for (const Edge edge : kEdges)
        edges[std::string(edgeName(edge))] = {{"road", tile.roadCrosses(edge)},
                                              {"river", tile.riverCrosses(edge)},
                                              {"coast", tile.coastOn(edge)}};
    root["edges"] = edges;
    root["centre"] = {{"x", tile.centre[0]}, {"y", tile.centre[1]}};
    if (tile.entrance)
        root["entrance"] = {{"x", (*tile.entrance)[0]}, {"y", (*tile.entrance)[1]}, {"name", tile.entranceName}};
    else
        root["entrance"] = nullptr;
    nlohmann::ordered_json buildings = nlohmann::ordered_json::array();
    for (const LocalBuilding& building : tile.buildings)
        buildings.push_back({{"name", building.name},
                             {"x", building.bounds.x},
                             {"y", building.bounds.y},
                             {"width", building.bounds.width},
                             {"height", building.bounds.height},
                             {"door", {{"x", building.door[0]}, {"y", building.door[1]}}}});
    root["buildings"] = buildings;
    return root;
}

std::string defaultBinding(const std::string& world)
{
    std::filesystem::path path(world);
    path.replace_extension(".binding.json");
    return path.string();
}

} // namespace

int runTile(const Arguments& arguments)
{
    if (arguments.positional.size() < 2)
        return usageError("tile", "tile needs WORLD.png and X,Y");
    const std::optional<int> size = numberOption(arguments, "--size");
    if (size && (*size < 24 || *size > 256))
        return usageError("tile", "'--size' needs 24..256");
    const std::optional<std::string> seedText = arguments.value("--seed");
    uint64_t seed = 1;
    if (seedText) {
        const auto [end, ec] = std::from_chars(seedText->data(), seedText->data() + seedText->size(), seed);
        if (ec != std::errc() || end != seedText->data() + seedText->size())
            return usageError("tile", "'--seed' needs a number, not '" + *seedText + "'");
    }
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    const std::string& worldPath = arguments.positional[0];
    const std::optional<WorldGrid> world = loadWorld(worldPath);
    if (!world)
        return UsageError;
    const std::optional<std::array<int, 2>> cell = cellArgument(arguments, arguments.positional[1], *world);
    if (!cell)
        return UsageError;
    LocalTile tile;
    try {
        tile = generateLocalTile(*schema, *world, TileRequest{(*cell)[0], (*cell)[1], seed, size.value_or(64)});
    } catch (const std::invalid_argument& error) {
        return usageError("tile", error.what());
    }
    const std::vector<std::string> modules(arguments.positional.begin() + 2, arguments.positional.end());
    if (modules.empty()) {
        if (arguments.has("--json"))
            std::printf("%s\n", tileJson(tile, (*cell)[0], (*cell)[1], seed).dump(2).c_str());
        else
            std::fputs(tile.ascii().c_str(), stdout);
        return Success;
    }
    module::ResourceLoadResult loaded = module::ResourceManager::loadFiles(modules);
    if (!loaded.ok()) {
        for (const std::string& error : loaded.errors)
            std::fprintf(stderr, "incworld: %s\n", error.c_str());
        return InputErrors;
    }
    const std::string bindingPath = arguments.value("--binding").value_or(defaultBinding(worldPath));
    const BindingResult binding = loadTerrainBinding(bindingPath, *loaded.manager);
    if (!binding.binding) {
        std::fprintf(stderr, "incworld: %s\n", binding.error.c_str());
        return InputErrors;
    }
    const map::Map level = localTileMap(tile, *binding.binding);
    if (arguments.has("--json")) {
        nlohmann::ordered_json root = tileJson(tile, (*cell)[0], (*cell)[1], seed);
        nlohmann::ordered_json terrain = nlohmann::ordered_json::object();
        for (int i = 0; i < kLocalTerrainCount; ++i)
            terrain[std::string(localTerrainName(LocalTerrain(i)))] = binding.binding->resourceNames[size_t(i)];
        root["terrain"] = terrain;
        std::printf("%s\n", root.dump(2).c_str());
        return Success;
    }
    std::printf("tile %d,%d: a %dx%d level, %zu terrain types, %zu regions\n", (*cell)[0], (*cell)[1], level.width(),
                level.height(), level.terrainTypes().size(), level.regions().size());
    std::fputs(level.dumpAscii().c_str(), stdout);
    return Success;
}

int runTravel(const Arguments& arguments)
{
    if (arguments.positional.size() != 3)
        return usageError("travel", "travel needs WORLD.png, X1,Y1 and X2,Y2");
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    const std::optional<WorldGrid> world = loadWorld(arguments.positional[0]);
    if (!world)
        return UsageError;
    const std::optional<std::array<int, 2>> from = cellArgument(arguments, arguments.positional[1], *world);
    const std::optional<std::array<int, 2>> to = from ? cellArgument(arguments, arguments.positional[2], *world)
                                                      : std::nullopt;
    if (!from || !to)
        return UsageError;
    std::vector<Journey> journeys;
    try {
        journeys = travelOptions(*schema, *world, *from, *to);
    } catch (const std::invalid_argument& error) {
        return usageError("travel", error.what());
    }
    std::printf("from %d,%d to %d,%d:\n", (*from)[0], (*from)[1], (*to)[0], (*to)[1]);
    for (const Journey& journey : journeys) {
        const std::string mode(travelModeName(journey.mode));
        if (!journey.possible) {
            std::printf("  %-8s not possible: %s\n", mode.c_str(), journey.reason.c_str());
            continue;
        }
        std::string legs;
        for (const TravelLeg& leg : journey.legs) {
            char text[96];
            std::snprintf(text, sizeof text, "%s%s %d,%d -> %d,%d (%.1f h)", legs.empty() ? "" : ", ",
                          std::string(travelModeName(leg.mode)).c_str(), leg.from[0], leg.from[1], leg.to[0], leg.to[1],
                          leg.hours);
            legs += text;
        }
        std::printf("  %-8s %6.1f h: %s\n", mode.c_str(), journey.hours, legs.c_str());
    }
    return Success;
}

} // namespace incursion::incworld
