// The host functions of T_MAP: what a map's cells hold (terrain, region,
// solidity, light), walking what lies and stands on them (FirstAt/NextAt,
// FCreatureAt/NCreatureAt, FItemAt/NItemAt, FFeatureAt/NFeatureAt, FDoorAt,
// FTrapAt, FirstThing/NextThing), changing a cell's terrain, the
// line of fire, and the map's size, depth and dungeon. The receiver is a
// Level (EMap, a thing's `m`). runtime_api.cpp's table declares them.
#pragma once

#include "game/runtime_api.h"
#include "vm/host_api.h"

#include <cstdint>
#include <vector>

namespace incursion::game::map_api {

using vm::HostCall;

// Member variables Depth and dID (read only).
int32_t depth(HostCall&);
int32_t dungeon(HostCall&);

int32_t inBounds(HostCall&);
int32_t sizeX(HostCall&);
int32_t sizeY(HostCall&);

// (x, y) questions.
int32_t terrainAt(HostCall&);
int32_t regionAt(HostCall&);
int32_t solidAt(HostCall&);
int32_t opaqueAt(HostCall&);
int32_t treeAt(HostCall&);
int32_t fallAt(HostCall&);
int32_t lightAt(HostCall&);
int32_t brightAt(HostCall&);
int32_t lineOfFire(HostCall&);

// What is on a cell: the first of a kind and the next.
int32_t firstAt(HostCall&);
int32_t nextAt(HostCall&);
int32_t firstCreatureAt(HostCall&);
int32_t nextCreatureAt(HostCall&);
int32_t firstItemAt(HostCall&);
int32_t nextItemAt(HostCall&);
int32_t firstFeatureAt(HostCall&);
int32_t nextFeatureAt(HostCall&);
int32_t firstDoorAt(HostCall&);
int32_t firstTrapAt(HostCall&);

// Changing and remembering cells.
int32_t writeTerrain(HostCall&);        // WriteTerra(x, y, terID)
int32_t markAsSeen(HostCall&);

// Everything placed on the map.
int32_t firstThing(HostCall&);
int32_t nextThing(HostCall&);

// Appends the rows above (and doors' and traps' fields, feature_api.h) to the API table.
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::map_api
