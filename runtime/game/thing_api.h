// The host functions that make, place, move and find things: CreateItem and
// CreateMonster, T_THING's PlaceAt, PlaceNear and Remove, where a thing is
// (its map `m`, distances and directions), what kind of thing it is, and a
// creature's inventory (FirstInv/NextInv, RandInv, InSlot, GainItem).
// runtime_api.cpp's table declares them.
#pragma once

#include "vm/host_api.h"
#include "world/handle.h"

#include <cstdint>
#include <optional>
#include <utility>

namespace incursion::game {
class Game;
class Level;
}

namespace incursion::game::thing_api {

// Where PlaceNear(x, y) puts `self` (kNoObject: a thing not made yet) on
// `level` (src/Display.cpp, Thing::PlaceNear): a random cell of the nearest
// open ring out to `reach`; a creature never shares a cell, an item may.
// nullopt when there is none (a creature then has no place).
std::optional<std::pair<int, int>> cellNear(Game& game, const Level& level, int x, int y, int reach, bool creature,
                                            world::Handle self);

using vm::HostCall;

// Globals.
int32_t createItem(HostCall&);
int32_t createMonster(HostCall&);
int32_t createFeature(HostCall&);       // CreateFeature, CreateDoor, CreatePortal (fID)
int32_t createTrap(HostCall&);          // CreateTrap(fID, tID)
int32_t distance(HostCall&);            // dist(x1, y1, x2, y2)

// T_THING: what it is and where.
int32_t isMonster(HostCall&);
int32_t isCharacter(HostCall&);
int32_t isFeature(HostCall&);
int32_t mapOf(HostCall&);               // member variable m
int32_t distanceFrom(HostCall&);
int32_t directionTo(HostCall&);
int32_t directionToCell(HostCall&);

// T_THING: placing and removing.
int32_t placeAt(HostCall&);
int32_t placeNear(HostCall&);
int32_t removeThing(HostCall&);

// T_CREATURE: what it carries.
int32_t firstInventory(HostCall&);
int32_t nextInventory(HostCall&);
int32_t randomInventory(HostCall&);
int32_t inSlot(HostCall&);
int32_t gainItem(HostCall&);

} // namespace incursion::game::thing_api
