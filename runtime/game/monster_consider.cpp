#include "game/monster_consider.h"

#include "game/creature.h"
#include "game/event_participation.h"
#include "game/feature_events.h"
#include "game/game.h"
#include "game/monster_events.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace {

constexpr int32_t TF_WARN = 6;     // inc/Defines.h

// The list for the game being played, made once per game: the considering
// terrains, then the considering features.
const std::vector<module::ResourceId>& consideringResources(const Game& game)
{
    thread_local uint64_t serial = UINT64_MAX;
    thread_local std::vector<module::ResourceId> resources;
    if (serial != game.serial()) {
        serial = game.serial();
        resources = consideringTerrainsOf(game.resources());
        for (const module::ResourceId id : game.resources().resources(core::kindBit(core::ResourceKind::Feature)))
            if (resourceAnswers(game.resources(), id, EV_MON_CONSIDER))
                resources.push_back(id);
        std::sort(resources.begin(), resources.end());
    }
    return resources;
}

} // namespace

std::vector<module::ResourceId> consideringTerrainsOf(const module::ResourceManager& resources)
{
    std::vector<module::ResourceId> found;
    for (const module::ResourceId id : resources.resources(core::kindBit(core::ResourceKind::Terrain)))
        if (const auto terrain = module::view<module::TerrainView>(resources, id);
            terrain && terrain->hasFlag(TF_WARN) && resourceAnswers(resources, id, EV_MON_CONSIDER))
            found.push_back(id);
    std::sort(found.begin(), found.end());
    return found;
}

CellConsideration::CellConsideration(Game& game, const Creature& monster)
    : game_(game), monster_(monster), asked_(&consideringResources(game))
{
}

bool CellConsideration::avoids(int x, int y)
{
    if (asked_->empty())
        return false;
    const map::Map& map = game_.level().map();
    if (!map.contains(x, y))
        return false;
    const module::ResourceId terrain = map.terrainResource(x, y);
    const map::Feature* feature = map.featureAt(x, y);
    const bool askTerrain = std::binary_search(asked_->begin(), asked_->end(), terrain);
    const bool askFeature = feature && feature->resource &&
                            std::binary_search(asked_->begin(), asked_->end(), feature->resource);
    if (!askTerrain && !askFeature)
        return false;
    const int32_t cell = y * map.width() + x;
    if (const auto known = answers_.find(cell); known != answers_.end())
        return known->second;
    // rule: src/Djikstra.cpp, TFEAT(f->fID)->PEvent(EV_MON_CONSIDER, c, f, f->fID) == ABORT
    if (askFeature && feature_events::featureRefuses(game_, monster_, x, y)) {
        answers_.emplace(cell, true);
        return true;
    }
    if (!askTerrain) {
        answers_.emplace(cell, false);
        return false;
    }
    // rule: src/Djikstra.cpp, TTER(t)->PEvent(EV_MON_CONSIDER, c, t) == ABORT
    EventInfo e;
    e.event = runtimeEvent<EV_MON_CONSIDER>;
    e.actor = monster_.handle();
    e.victim = monster_.handle();       // Resource::PEvent names the creature both ways
    e.map = game_.level().handle();
    e.isLoc = true;
    e.EXVal = int16_t(x);
    e.EYVal = int16_t(y);
    const bool refused = game_.events().askResource(terrain, e) == ABORT;
    answers_.emplace(cell, refused);
    return refused;
}

} // namespace incursion::game
