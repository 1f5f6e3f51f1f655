// The level being generated: the map plus, per cell, the priority of the
// write that put its terrain there. A write is ignored where the cell holds a
// higher priority, and the map's edge takes only the highest, as in the
// original (MakeLev.cpp:258-262): a later wall never covers an earlier floor,
// and nothing but a vault's own cells covers a vault.
//
//   LevelCanvas canvas(map, manager);
//   canvas.write(x, y, canvas.terrain(floorId), kPriorityRoomFloor, room, kCellRoom);
#pragma once

#include "map/map.h"

#include <unordered_map>
#include <vector>

namespace incursion::map {

// Write priorities (Defines.h:4307-4320).
enum WritePriority : uint8_t {
    kPriorityEmpty = 1,
    kPriorityCorridorWall = 10,
    kPriorityRoomWall = 20,
    kPriorityTorch = 30,
    kPriorityPillar = 50,
    kPriorityRockStreamer = 60,
    kPriorityRoomFloor = 70,
    kPriorityFurniture = 80,        // inner walls of buildings
    kPriorityRiver = 90,
    kPriorityVault = 100,
    kPriorityFeatureFloor = 110,
    kPriorityMax = 120,
};

class LevelCanvas {
public:
    LevelCanvas(Map& map, const module::ResourceManager& manager);

    Map& map() { return m_map; }
    const Map& map() const { return m_map; }
    const module::ResourceManager& manager() const { return m_manager; }
    int width() const { return m_map.width(); }
    int height() const { return m_map.height(); }

    // The palette index of a Terrain resource, added on first use.
    uint16_t terrain(ResourceId terrainResource);

    // Writes terrain, region and flags unless the cell holds a higher
    // priority; the map edge only at kPriorityMax. Returns whether it wrote.
    bool write(int x, int y, uint16_t terrain, uint8_t priority, uint16_t region, uint8_t flags = 0);
    uint8_t priority(int x, int y) const { return m_priority[size_t(y * width() + x)]; }
    bool onEdge(int x, int y) const { return x <= 0 || y <= 0 || x >= width() - 1 || y >= height() - 1; }
    // Inside the map and off its edge ring.
    bool interior(int x, int y) const { return x > 0 && y > 0 && x < width() - 1 && y < height() - 1; }
    bool solid(int x, int y) const { return m_solid[m_map.terrainIndex(x, y)]; }
    bool noCut(int x, int y) const { return m_map.hasFlag(x, y, kCellNoCut); }

private:
    Map& m_map;
    const module::ResourceManager& m_manager;
    std::vector<uint8_t> m_priority;
    std::vector<uint8_t> m_solid;       // by palette index
    std::unordered_map<ResourceId, uint16_t> m_palette;
};

} // namespace incursion::map
