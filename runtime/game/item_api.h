// The host functions of T_ITEM (who holds it, its quantity and charges,
// whether it is magic) and identification: what the player knows of an
// item (isKnown, MakeKnown, SetKnown: the original's KN_ bits) and
// T_CREATURE::IdentByTrial. runtime_api.cpp's table declares them.
#pragma once

#include "game/runtime_api.h"
#include "vm/host_api.h"

#include <cstdint>
#include <vector>

namespace incursion::game {
class Game;
class Item;
}

namespace incursion::game::item_api {

using vm::HostCall;

int32_t owner(HostCall&);
int32_t parent(HostCall&);
int32_t getCharges(HostCall&);
int32_t setCharges(HostCall&);
int32_t getQuantity(HostCall&);
int32_t setQuantity(HostCall&);
int32_t takeOne(HostCall&);
int32_t isMagic(HostCall&);
int32_t inherentPlus(HostCall&);
int32_t setInherentPlus(HostCall&);
int32_t weight(HostCall&);
int32_t hasItemFlag(HostCall&);         // HasIFlag(fl): the Item resource's IT_ flag
int32_t makeMagical(HostCall&);
int32_t changeResource(HostCall&);      // ChangeIID(xID)

// T_THING: what it is made of (an item's Material; creatures are of none)
// and the plane it is on.
int32_t material(HostCall&);
int32_t isMetallic(HostCall&);
int32_t isWooden(HostCall&);
int32_t isPlural(HostCall&);
int32_t plane(HostCall&);               // onPlane()

int32_t isKnown(HostCall&);
int32_t makeKnown(HostCall&);
int32_t setKnown(HostCall&);
int32_t identifyByTrial(HostCall&);    // T_CREATURE::IdentByTrial(it)

// The rows for blessings, curses and qualities: IFlags, isBlessed, isCursed,
// HasQuality, QualityOK, AddQuality, RemoveQuality, PurgeAllQualities and
// ItemLevel (item_properties.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::item_api
