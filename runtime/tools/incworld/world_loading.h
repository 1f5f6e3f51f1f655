// What most incworld commands start with: the schema (--schema, default
// scourge), the world PNG, and cell positions, each failure printed with its
// reason and turned into exit status 2.
#pragma once

#include "command_line.h"

#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <array>
#include <optional>
#include <string>

namespace incursion::incworld {

std::optional<worldmap::Schema> loadSchemaOption(const Arguments& arguments);
std::optional<worldmap::WorldGrid> loadWorld(const std::string& path);
// "X,Y" inside the world; prints why not.
std::optional<std::array<int, 2>> cellArgument(const Arguments& arguments, const std::string& text,
                                               const worldmap::WorldGrid& grid);
// Writes the world to -o; prints why not.
bool saveWorld(const std::string& path, const worldmap::WorldGrid& grid);

} // namespace incursion::incworld
