#include "game/feature_events.h"

#include "game/creature.h"
#include "game/event_participation.h"
#include "game/feature_object.h"
#include "game/game.h"
#include "game/monster_events.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <vector>

namespace incursion::game::feature_events {

namespace {

constexpr int32_t F_WARN = 0x10000;     // inc/Defines.h

// The map feature at (x, y) of the level being played whose resource
// answers `event`, as an object scripts can hold; kNoObject when none.
Handle answeringFeatureAt(Game& game, int x, int y, int32_t event)
{
    Level& level = game.level();
    const map::Map& m = level.map();
    if (!m.contains(x, y))
        return world::kNoObject;
    const map::Feature* feature = m.featureAt(x, y);
    if (!feature || !feature->resource || !resourceAnswers(game.resources(), feature->resource, event))
        return world::kNoObject;
    return game.featureObjectAt(level, x, y);
}

// Resource::PEvent(ev, actor, item, xID): the creature both ways, the
// feature as EItem, asked of the feature's resource alone.
int32_t askFeature(Game& game, Handle feature, const Creature& creature, int32_t event)
{
    const FeatureObject* object = game.featureObject(feature);
    const map::Feature* held = object ? game.featureOf(*object) : nullptr;
    if (!held)
        return NOTHING;
    EventInfo e;
    e.event = event;
    e.actor = e.victim = creature.handle();
    e.item = feature;
    e.map = game.level().handle();
    e.EXVal = int16_t(creature.x);
    e.EYVal = int16_t(creature.y);
    return game.events().askResource(held->resource, e);
}

// A terrain or region told of a step (EV_LEAVE of the cell left, EV_ENTER
// of the cell entered, e.isLoc), when it answers the event at all.
bool resourceRefusesStep(Game& game, module::ResourceId resource, Creature& walker, int32_t event, int x, int y)
{
    if (!resource || !resourceAnswers(game.resources(), resource, event))
        return false;
    EventInfo e;
    e.event = event;
    e.actor = e.victim = walker.handle();
    e.map = game.level().handle();
    e.isLoc = true;
    e.EXVal = int16_t(x);
    e.EYVal = int16_t(y);
    return game.events().askResource(resource, e) == ABORT;
}

// Throw(ev, actor, feature): the feature at (x, y) in the victim's place.
int32_t throwAtFeature(Game& game, int32_t event, Creature& actor, int x, int y)
{
    const Handle feature = game.featureObjectAt(game.level(), x, y);
    if (!feature)
        return NOTHING;
    EventInfo e;
    e.event = event;
    e.actor = actor.handle();
    e.victim = feature;
    e.map = game.level().handle();
    return game.throwEvent(e);
}

bool stillHere(Game& game, Handle walker, Handle level)
{
    const Creature* c = game.creature(walker);
    return c && c->alive() && c->map() == level;
}

} // namespace

bool mayStep(Game& game, Creature& walker, int toX, int toY)
{
    const Handle handle = walker.handle();
    const Handle levelHandle = game.level().handle();
    const map::Map& m = game.level().map();
    const int fromX = walker.x, fromY = walker.y;
    if (!m.contains(fromX, fromY) || !m.contains(toX, toY))
        return true;
    // The terrain left and entered, when it changes; then the region.
    const module::ResourceId terrainFrom = m.terrainResource(fromX, fromY), terrainTo = m.terrainResource(toX, toY);
    if (terrainFrom != terrainTo) {
        if (resourceRefusesStep(game, terrainFrom, walker, EV_LEAVE, fromX, fromY) || !stillHere(game, handle, levelHandle))
            return false;
        if (resourceRefusesStep(game, terrainTo, walker, EV_ENTER, toX, toY) || !stillHere(game, handle, levelHandle))
            return false;
    }
    const map::Region* regionFrom = m.regionAt(fromX, fromY);
    const map::Region* regionTo = m.regionAt(toX, toY);
    const module::ResourceId left = regionFrom ? regionFrom->resource : 0, entered = regionTo ? regionTo->resource : 0;
    if (m.regionIndex(fromX, fromY) != m.regionIndex(toX, toY)) {
        if (resourceRefusesStep(game, left, walker, EV_LEAVE, fromX, fromY) || !stillHere(game, handle, levelHandle))
            return false;
        if (resourceRefusesStep(game, entered, walker, EV_ENTER, toX, toY) || !stillHere(game, handle, levelHandle))
            return false;
    }
    // The feature left, then the one walked onto.
    if (const Handle feature = answeringFeatureAt(game, fromX, fromY, EV_LEAVE))
        if (askFeature(game, feature, walker, runtimeEvent<EV_LEAVE>) == ABORT || !stillHere(game, handle, levelHandle))
            return false;
    if (const Handle feature = answeringFeatureAt(game, toX, toY, EV_WALKON))
        if (askFeature(game, feature, walker, runtimeEvent<EV_WALKON>) == ABORT || !stillHere(game, handle, levelHandle))
            return false;
    return true;
}

bool featureRefuses(Game& game, const Creature& monster, int x, int y)
{
    const Handle feature = answeringFeatureAt(game, x, y, EV_MON_CONSIDER);
    return feature && askFeature(game, feature, monster, runtimeEvent<EV_MON_CONSIDER>) == ABORT;
}

bool featureWarns(Game& game, Creature& walker, int x, int y)
{
    const map::Feature* feature = game.level().map().contains(x, y) ? game.level().map().featureAt(x, y) : nullptr;
    if (!feature || !feature->resource)
        return false;
    const auto view = module::view<module::FeatureView>(game.resources(), feature->resource);
    return view && (view->flagMask() & F_WARN) && featureRefuses(game, walker, x, y);
}

int32_t openDoor(Game& game, Creature& opener, int x, int y)
{
    return throwAtFeature(game, runtimeEvent<EV_OPEN>, opener, x, y);
}

int32_t enter(Game& game, Creature& traveller)
{
    return throwAtFeature(game, runtimeEvent<EV_ENTER>, traveller, traveller.x, traveller.y);
}

void turnPasses(Game& game)
{
    thread_local uint64_t serial = UINT64_MAX;
    thread_local std::vector<module::ResourceId> ticking;
    if (serial != game.serial()) {
        serial = game.serial();
        ticking.clear();
        for (const module::ResourceId id : game.resources().resources(core::kindBit(core::ResourceKind::Feature)))
            if (resourceAnswers(game.resources(), id, EV_TURN))
                ticking.push_back(id);
    }
    if (ticking.empty())
        return;
    Level& level = game.level();
    std::vector<Handle> features;
    for (int y = 0; y < level.map().height(); ++y)
        for (int x = 0; x < level.map().width(); ++x)
            if (const map::Feature* feature = level.map().featureAt(x, y);
                feature && std::find(ticking.begin(), ticking.end(), feature->resource) != ticking.end())
                features.push_back(game.featureObjectAt(level, x, y));
    for (const Handle feature : features)
        if (game.featureObject(feature)) {
            EventInfo e;
            e.event = runtimeEvent<EV_TURN>;
            e.actor = feature;
            e.map = level.handle();
            game.throwEvent(e);
        }
}

void initializeFeatures(Game& game, Level& level)
{
    for (int y = 0; y < level.map().height(); ++y)
        for (int x = 0; x < level.map().width(); ++x)
            initializeFeatureAt(game, level, x, y);
}

void initializeFeatureAt(Game& game, Level& level, int x, int y)
{
    const map::Feature* feature = level.map().contains(x, y) ? level.map().featureAt(x, y) : nullptr;
    if (!feature || !feature->resource || !resourceAnswers(game.resources(), feature->resource, EV_INITIALIZE))
        return;
    EventInfo e;
    e.event = runtimeEvent<EV_INITIALIZE>;
    e.victim = game.featureObjectAt(level, x, y);
    e.map = level.handle();
    e.EXVal = int16_t(x);
    e.EYVal = int16_t(y);
    game.events().askResource(feature->resource, e);
}

// rule: src/Feature.cpp, Door::Event (EV_OPEN). The runtime has no keys nor
// lockpicking yet: the player forces a locked door with a Strength check
// (d20 + STR against 15), a turn a try; monsters open only unlocked doors.
int32_t answerOpen(Game& game, FeatureObject& door, EventInfo& e)
{
    const map::Feature* feature = game.featureOf(door);
    Creature* opener = game.creature(e.actor);
    if (!feature || feature->kind != map::FeatureKind::Door || !opener)
        return NOTHING;
    if (feature->state & map::kFeatureOpen) {
        if (opener->isPlayer)
            game.notice("The door is already open.");
        return ABORT;
    }
    if (feature->state & map::kFeatureLocked) {
        if (!opener->isPlayer)
            return ABORT;
        if (game.roll(1, 20) + opener->modifier(rules::A_STR) >= 15) {
            game.setFeatureState(door, uint8_t(map::kFeatureOpen | map::kFeatureBroken));
            game.notice("You force the locked door open.");
        } else {
            game.notice("The door is locked. You throw yourself against it, but it holds.");
        }
        return DONE;
    }
    game.setFeatureState(door, uint8_t(feature->state | map::kFeatureOpen));
    if (opener->isPlayer)
        game.notice("You open the door.");
    else
        game.message("The <hObj> opens a door.", {}, std::array{MessageArgument::ofObject(opener->handle())});
    return DONE;
}

} // namespace incursion::game::feature_events
