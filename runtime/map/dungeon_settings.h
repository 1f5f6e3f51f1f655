// What a Dungeon resource tells the generator: its constants (or the
// original's built-in defaults, docs/design/maps.md §2), its weight lists (or
// the defaults built from every module's Regions) and its specials, read once
// per level and checked, so bad module data is a GenerationError naming the
// dungeon and the constant before any cell is drawn.
#pragma once

#include "map/map.h"
#include "module/resource_manager.h"

#include <string>
#include <vector>

namespace incursion::map {

// The dungeon constants the generator reads (IDs of inc/Defines.h).
namespace constant {
enum DungeonConstant : int32_t {
    LevelSizeX = 1, LevelSizeY = 2, PanelSizeX = 3, PanelSizeY = 4,
    MaxStreamerWidth = 5, MinStreamers = 6, MaxStreamers = 7,
    TerrainMapEdge = 8, TerrainRock = 9, TerrainTorch = 10,
    BaseRegion = 11, DiggingRegion = 12, ReduceChasmChance = 14,
    MinStairs = 15, MaxStairs = 16,
    RoomMinX = 17, RoomMaxX = 18, RoomMinY = 19, RoomMaxY = 20,
    TurnChance = 21, StubbornCorridor = 22, SegmentMinLength = 23, SegmentMaxLength = 24,
    StreamerChance = 25, DungeonDepth = 44, InitialCR = 45, DungeonSpeed = 46,
    CorridorRegion = 49, StairsUp = 50, StairsDown = 51, LifePercent = 52,
    TerrainPillar = 54, MinChasmDepth = 62, MinRiverDepth = 63,
    MinVaultDepth = 74, RoomLitChance = 76, LitChanceDepthMod = 77, TorchDensity = 78,
};
} // namespace constant

// Region flags (RF_) the generator reads.
enum RegionFlag : int32_t {
    kRegionCorridor = 1, kRegionVault = 2, kRegionRoom = 4, kRegionNoGen = 15,
    kRegionStreamer = 16, kRegionRockType = 17, kRegionChasm = 18, kRegionRiver = 19,
    kRegionAlwaysLit = 22, kRegionNeverLit = 23, kRegionStaple = 24,
    kRegionOddWidth = 25, kRegionOddHeight = 26,
};

template <class T> struct Weighted {
    T value{};
    int weight = 0;
};

struct DungeonSettings {
    ResourceId dungeon = 0;
    std::string dungeonName;

    int levelWidth = 128, levelHeight = 128, panelWidth = 32, panelHeight = 32;
    int maxStreamerWidth = 5, minStreamers = 2, maxStreamers = 4, streamerChance = 70;
    int reduceChasmChance = 50, minStairs = 4, maxStairs = 4;
    int roomMinX = 4, roomMaxX = 12, roomMinY = 4, roomMaxY = 12;
    int turnChance = 10, stubbornCorridor = 30, segmentMinLength = 4, segmentMaxLength = 10;
    int dungeonDepth = 20, initialCR = 1, dungeonSpeed = 100;
    int lifePercent = 55, minChasmDepth = 5, minRiverDepth = 3, minVaultDepth = 5;
    int roomLitChance = 50, litChanceDepthMod = 4, torchDensity = 10;

    // Terrains, regions and features, resolved (never 0 once read).
    ResourceId mapEdge = 0, rock = 0, torch = 0, floor = 0;
    ResourceId pillar = 0;      // a Terrain, or a Feature standing on the room's floor
    ResourceId baseRegion = 0, corridorRegion = 0;
    ResourceId stairsUp = 0, stairsDown = 0, door = 0;     // door may be 0: none in the module

    std::vector<Weighted<RoomShape>> shapeWeights;         // RM_WEIGHTS
    std::vector<Weighted<ResourceId>> roomWeights;         // ROOM_WEIGHTS
    std::vector<Weighted<ResourceId>> corridorWeights;     // CORRIDOR_WEIGHTS
    std::vector<Weighted<ResourceId>> streamerWeights;     // STREAMER_WEIGHTS

    // The challenge rating of a depth: INITIAL_CR + depth·DUN_SPEED/100 − 1.
    int depthCR(int depth) const { return initialCR + depth * dungeonSpeed / 100 - 1; }
};

// Reads and checks a Dungeon's settings; GenerationError when `dungeon` is no
// Dungeon, a constant is out of range, or a terrain, region or feature it
// needs (given or default) is not in the modules.
DungeonSettings readDungeonSettings(const module::ResourceManager& manager, ResourceId dungeon);

// The door a doorway gets for a region's `Door` (0: none named): the
// dungeon's "oak door" when none is named, and on depths 1-3 for any door
// not of wood (MakeLev.cpp:1270-1288: early characters must get through).
ResourceId plainDoor(const module::ResourceManager& manager, const DungeonSettings& settings, ResourceId door,
                     int depth);

// `Dungeon "name"` and where it is declared, for messages.
std::string describeResource(const module::ResourceManager& manager, ResourceId id);

} // namespace incursion::map
