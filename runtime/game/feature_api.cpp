#include "game/feature_api.h"

#include "game/api_access.h"
#include "game/game.h"

#include <array>
#include <utility>

namespace incursion::game::feature_api {

using api_access::gameOf;
using api_access::handleArgument;
using world::Handle;

namespace {

// The original's DoorFlags bits the map keeps (inc/Defines.h), with the
// map's state bit for each.
constexpr std::array<std::pair<uint8_t, uint8_t>, 5> kDoorBits{{
    {0x02, map::kFeatureOpen},      // DF_OPEN
    {0x04, map::kFeatureStuck},     // DF_STUCK
    {0x08, map::kFeatureLocked},    // DF_LOCKED
    {0x20, map::kFeatureHidden},    // DF_SECRET
    {0x40, map::kFeatureBroken},    // DF_BROKEN
}};
constexpr uint8_t kDoorMapBits = 0x02 | 0x04 | 0x08 | 0x20 | 0x40;
constexpr uint8_t TS_FOUND = 0x01;

struct HeldFeature {
    FeatureObject* object = nullptr;
    Level* level = nullptr;
    const map::Feature* feature = nullptr;
};

// The receiver as a feature of `kind`, or a failed call.
HeldFeature featureArgument(HostCall& call, map::FeatureKind kind)
{
    Game* game = gameOf(call);
    if (!game)
        return {};
    const Handle handle = handleArgument(call, 0);
    HeldFeature held;
    held.object = game->featureObject(handle);
    held.level = held.object ? game->levelObject(held.object->map()) : nullptr;
    held.feature = held.level ? held.level->map().featureAt(held.object->x, held.object->y) : nullptr;
    if (!held.feature || held.feature->kind != kind) {
        call.fail(api_access::describe(*game, handle) + " is not a " + std::string(map::featureKindName(kind)));
        return {};
    }
    return held;
}

} // namespace

int32_t getDoorFlags(HostCall& call)
{
    const HeldFeature door = featureArgument(call, map::FeatureKind::Door);
    if (!door.feature)
        return 0;
    uint8_t flags = door.object->otherFlags;
    for (const auto& [original, state] : kDoorBits)
        if (door.feature->state & state)
            flags |= original;
    return int8_t(flags);
}

// Setting DoorFlags opens, closes, locks, hides or breaks the door on the
// map. The map's doors keep to what a door can be: an open door is neither
// locked nor secret, a broken one is open and not stuck; those bits give
// way when a script asks for both (the original kept them, meaningless).
int32_t setDoorFlags(HostCall& call)
{
    const HeldFeature door = featureArgument(call, map::FeatureKind::Door);
    if (!door.feature)
        return 0;
    const uint8_t flags = uint8_t(call.arg(1));
    uint8_t state = 0;
    for (const auto& [original, bit] : kDoorBits)
        if (flags & original)
            state |= bit;
    if (state & map::kFeatureBroken)
        state = uint8_t((state | map::kFeatureOpen) & ~map::kFeatureStuck);
    if (state & map::kFeatureOpen)
        state = uint8_t(state & ~(map::kFeatureLocked | map::kFeatureHidden));
    door.object->otherFlags = uint8_t(flags & ~kDoorMapBits);
    door.level->map().setFeatureState(door.object->x, door.object->y, state);
    return 0;
}

// TS_FOUND is the map's "not hidden"; TS_DISARMED and the rest are the object's.
int32_t getTrapFlags(HostCall& call)
{
    const HeldFeature trap = featureArgument(call, map::FeatureKind::Trap);
    if (!trap.feature)
        return 0;
    return uint8_t(trap.object->otherFlags | ((trap.feature->state & map::kFeatureHidden) ? 0 : TS_FOUND));
}

int32_t setTrapFlags(HostCall& call)
{
    const HeldFeature trap = featureArgument(call, map::FeatureKind::Trap);
    if (!trap.feature)
        return 0;
    const uint8_t flags = uint8_t(call.arg(1));
    trap.object->otherFlags = uint8_t(flags & ~TS_FOUND);
    trap.level->map().setFeatureState(trap.object->x, trap.object->y, (flags & TS_FOUND) ? 0 : map::kFeatureHidden);
    return 0;
}

} // namespace incursion::game::feature_api
