#include "world_loading.h"

#include "worldmap/world_png.h"

#include <cstdio>

namespace incursion::incworld {

using namespace worldmap;

std::optional<Schema> loadSchemaOption(const Arguments& arguments)
{
    SchemaResult loaded = loadSchema(arguments.value("--schema").value_or("scourge"));
    if (!loaded.schema)
        std::fprintf(stderr, "incworld: %s\n", loaded.error.c_str());
    return std::move(loaded.schema);
}

std::optional<WorldGrid> loadWorld(const std::string& path)
{
    WorldReadResult read = readWorldPng(path);
    if (!read.grid)
        std::fprintf(stderr, "incworld: %s\n", read.error.c_str());
    return std::move(read.grid);
}

std::optional<std::array<int, 2>> cellArgument(const Arguments& arguments, const std::string& text,
                                               const WorldGrid& grid)
{
    const std::optional<std::array<int, 2>> cell = parseCellPosition(text);
    if (!cell) {
        usageError(arguments.command, "'" + text + "' is not a cell position X,Y");
        return std::nullopt;
    }
    if (!grid.contains((*cell)[0], (*cell)[1])) {
        usageError(arguments.command, "cell " + text + " is outside the " + std::to_string(grid.width()) + "x" +
                                          std::to_string(grid.height()) + " world");
        return std::nullopt;
    }
    return cell;
}

bool saveWorld(const std::string& path, const WorldGrid& grid)
{
    const std::string error = writeWorldPng(path, grid);
    if (!error.empty())
        std::fprintf(stderr, "incworld: %s\n", error.c_str());
    return error.empty();
}

} // namespace incursion::incworld
