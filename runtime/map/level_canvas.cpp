#include "map/level_canvas.h"

#include "map/generation_error.h"
#include "module/resource_views.h"

namespace incursion::map {

LevelCanvas::LevelCanvas(Map& map, const module::ResourceManager& manager)
    : m_map(map), m_manager(manager), m_priority(size_t(map.cellCount()), kPriorityEmpty)
{
    for (const TerrainType& type : map.terrainTypes()) {
        m_palette.emplace(type.resource, uint16_t(m_solid.size()));
        m_solid.push_back(type.has(kTerrainSolid));
    }
}

uint16_t LevelCanvas::terrain(ResourceId terrainResource)
{
    const auto found = m_palette.find(terrainResource);
    if (found != m_palette.end())
        return found->second;
    const std::optional<module::TerrainView> view = module::view<module::TerrainView>(m_manager, terrainResource);
    if (!view)
        throw GenerationError(m_manager.describe(terrainResource) + " is used as terrain but is no Terrain");
    const TerrainType type = terrainTypeOf(*view);
    const uint16_t index = m_map.addTerrainType(type);
    m_palette.emplace(terrainResource, index);
    if (m_solid.size() <= index)
        m_solid.resize(size_t(index) + 1);
    m_solid[index] = type.has(kTerrainSolid);
    return index;
}

bool LevelCanvas::write(int x, int y, uint16_t terrain, uint8_t priority, uint16_t region, uint8_t flags)
{
    if (!m_map.contains(x, y))
        return false;
    if (onEdge(x, y) && priority < kPriorityMax)
        return false;
    uint8_t& held = m_priority[size_t(y * width() + x)];
    if (priority < held)
        return false;
    held = priority;
    m_map.setTerrainIndex(x, y, terrain);
    m_map.setRegionIndex(x, y, region);
    m_map.setFlags(x, y, flags);
    return true;
}

} // namespace incursion::map
