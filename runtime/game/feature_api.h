// The host functions of features scripts hold (game/feature_object.h): a
// door's DoorFlags and a trap's TrapFlags, read from and written to the
// map's feature state (or the one a feature set aside holds) (open, locked, stuck, secret, broken; a trap found or
// hidden) with the original's other bits kept by the object.
// runtime_api.cpp's table declares them.
#pragma once

#include "vm/host_api.h"

#include <cstdint>

namespace incursion::game::feature_api {

using vm::HostCall;

int32_t getDoorFlags(HostCall&);
int32_t setDoorFlags(HostCall&);
int32_t getTrapFlags(HostCall&);
int32_t setTrapFlags(HostCall&);
int32_t featureResource(HostCall&);     // fID
int32_t trapEffect(HostCall&);          // tID
int32_t trapLevel(HostCall&);
int32_t portalLeadsTo(HostCall&);      // EnterDir(d)
int32_t triggerTrap(HostCall&);         // TriggerTrap(e, found_before): sets it off on e's EActor (traps.h)

} // namespace incursion::game::feature_api
