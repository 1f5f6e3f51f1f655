#include "game/feature_api.h"

#include "game/api_access.h"
#include "game/game.h"
#include "game/player_command.h"
#include "game/script_host.h"
#include "game/traps.h"
#include "module/resource_views.h"

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
using traps::TS_FOUND;

struct HeldFeature {
    Game* game = nullptr;
    FeatureObject* object = nullptr;
    const map::Feature* feature = nullptr;
};

// The receiver as a feature (of `kind`, unless None), or a failed call.
HeldFeature featureArgument(HostCall& call, map::FeatureKind kind)
{
    Game* game = gameOf(call);
    if (!game)
        return {};
    const Handle handle = handleArgument(call, 0);
    HeldFeature held{game, game->featureObject(handle), nullptr};
    held.feature = held.object ? game->featureOf(*held.object) : nullptr;
    if (!held.feature || (kind != map::FeatureKind::None && held.feature->kind != kind)) {
        call.fail(api_access::describe(*game, handle) + " is not a "
                  + std::string(kind == map::FeatureKind::None ? "feature" : map::featureKindName(kind)));
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
    door.game->setFeatureState(*door.object, state);
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
    trap.game->setFeatureState(*trap.object, (flags & TS_FOUND) ? 0 : map::kFeatureHidden);
    return 0;
}

// fID: the Feature resource.
int32_t featureResource(HostCall& call)
{
    const HeldFeature held = featureArgument(call, map::FeatureKind::None);
    return held.feature ? int32_t(held.feature->resource) : 0;
}

// tID: the trap's effect, 0 for a trap made without one (the level
// generator gives its traps none yet).
int32_t trapEffect(HostCall& call)
{
    const HeldFeature trap = featureArgument(call, map::FeatureKind::Trap);
    return trap.feature ? int32_t(trap.object->trapEffect) : 0;
}

// EnterDir(d): whether the portal leads that way: stairs up UP, stairs down
// DOWN, any other portal CENTER unless its image is a staircase's (rule:
// src/Feature.cpp, Portal::EnterDir).
int32_t portalLeadsTo(HostCall& call)
{
    constexpr int32_t GLYPH_USTAIRS = 336, GLYPH_DSTAIRS = 337, kGlyphIdMask = (1 << 12) - 1;
    const HeldFeature portal = featureArgument(call, map::FeatureKind::None);
    if (!portal.feature)
        return 0;
    const int32_t direction = int8_t(call.arg(1));
    switch (portal.feature->kind) {
    case map::FeatureKind::StairsUp:
        return direction == kScriptUp;
    case map::FeatureKind::StairsDown:
        return direction == kScriptDown;
    case map::FeatureKind::Portal: {
        const auto view = module::view<module::FeatureView>(portal.game->resources(), portal.feature->resource);
        const int32_t glyph = view && view->image() ? view->image()->character & kGlyphIdMask : 0;
        if (glyph == GLYPH_DSTAIRS)
            return direction == kScriptDown;
        if (glyph == GLYPH_USTAIRS)
            return direction == kScriptUp;
        return direction == kScriptCenter;
    }
    default:
        return call.fail(api_access::describe(*portal.game, handleArgument(call, 0)) + " is not a portal");
    }
}

// TrapLevel(): its effect's level (inc/Feature.h, Trap::TrapLevel).
int32_t trapLevel(HostCall& call)
{
    const HeldFeature trap = featureArgument(call, map::FeatureKind::Trap);
    if (!trap.feature)
        return 0;
    const auto effect = module::view<module::EffectView>(trap.game->resources(), trap.object->trapEffect);
    if (!effect)
        return call.fail("TrapLevel: " + trap.object->describe() + " has no trap effect");
    return int16_t(effect->level());
}

// TriggerTrap(e, found_before): the trap goes off on the event's actor, as
// a dispelling that fails to disarm it sets it off on the dispeller
// (src/Feature.cpp, Trap::TriggerTrap; lib's Dispel Magic).
int32_t triggerTrap(HostCall& call)
{
    const HeldFeature trap = featureArgument(call, map::FeatureKind::Trap);
    if (!trap.feature)
        return 0;
    const EventInfo* e = api_access::host(call).events().current();
    Creature* victim = e ? trap.game->creature(e->actor) : nullptr;
    if (!victim)
        return call.fail("TriggerTrap: the event has no creature as its actor to set " + trap.object->describe()
                         + " off on");
    return traps::trigger(*trap.game, *trap.object, *victim, call.arg(2) != 0);
}

} // namespace incursion::game::feature_api
