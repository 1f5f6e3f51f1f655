#include "game/terrain_events.h"

#include "game/event_participation.h"
#include "game/game.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace {

constexpr int32_t TF_SPECIAL = 5;   // inc/Defines.h

} // namespace

std::vector<module::ResourceId> specialTerrainsOf(const module::ResourceManager& resources)
{
    std::vector<module::ResourceId> special;
    for (const module::ResourceId id : resources.resources(core::kindBit(core::ResourceKind::Terrain)))
        if (const auto terrain = module::view<module::TerrainView>(resources, id); terrain && terrain->hasFlag(TF_SPECIAL))
            special.push_back(id);
    std::sort(special.begin(), special.end());
    return special;
}

bool Game::isSpecialTerrain(ResourceId terrain) const
{
    return std::binary_search(specialTerrains_.begin(), specialTerrains_.end(), terrain);
}

void initializeTerrain(Game& game, Level& level, int x, int y)
{
    const ResourceId terrain = level.map().terrainResource(x, y);
    if (!game.isSpecialTerrain(terrain))
        return;
    EventInfo e;
    e.event = runtimeEvent<EV_INITIALIZE>;
    e.map = level.handle();
    e.EXVal = int16_t(x);
    e.EYVal = int16_t(y);
    game.events().askResource(terrain, e);
}

// The cell is the event's location when it has one (e.isLoc), else where
// the subject stands. Illusory terrain (FI_ITERRAIN fields) would come
// next in the original; this runtime has no such fields.
std::vector<ResourceId> Game::terrainAt(const EventInfo& e, Handle subject) const
{
    if (specialTerrains_.empty())
        return {};
    const world::GameObject* map = registry_.find(e.map);
    if (!map || map->kind() != world::ObjectKind::Map)
        return {};
    const Level& level = *static_cast<const Level*>(map);
    int x = e.EXVal, y = e.EYVal;
    if (!e.isLoc) {
        const world::GameObject* object = registry_.find(subject);
        if (!object || object->map() != level.handle())
            return {};
        x = object->x;
        y = object->y;
    }
    if (!level.map().contains(x, y))
        return {};
    const ResourceId terrain = level.map().terrainResource(x, y);
    if (!isSpecialTerrain(terrain))
        return {};
    return {terrain};
}

} // namespace incursion::game
