// The value each dungeon constant (the IDs of inc/Defines.h: LEVEL_SIZEX,
// TERRAIN_ROCK ...) has when a Dungeon does not declare it: the original's
// built-in defaults (src/Annot.cpp, Resource::GetConst). The generator
// (dungeon_settings.h) and scripts' GetConst read this one table.
#pragma once

#include <cstdint>
#include <string_view>

namespace incursion::map {

struct DungeonConstantDefault {
    int32_t constant = 0;
    int32_t value = 0;              // a number constant's default
    std::string_view resource;      // a resource constant's: the name the original looks up
};

// The default of `constant`, or null for a constant without one (0 then).
const DungeonConstantDefault* dungeonConstantDefault(int32_t constant);

} // namespace incursion::map
