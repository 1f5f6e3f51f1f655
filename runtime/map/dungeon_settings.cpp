#include "map/dungeon_settings.h"

#include "map/dungeon_constants.h"
#include "map/generation_error.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::map {

using module::ResolvedValue;
using module::ResourceKind;
using module::ResourceManager;
using module::ResourceView;

namespace {

constexpr int32_t kShapeWeightsList = 1, kRoomWeightsList = 4, kStreamerWeightsList = 5, kCorridorWeightsList = 11;

// RM_WEIGHTS when the dungeon gives none (Annot.cpp: castle and destroyed
// are left out there too).
const Weighted<RoomShape> kDefaultShapeWeights[] = {
    {RoomShape::Rectangle, 10}, {RoomShape::NoRoom, 1}, {RoomShape::Large, 1}, {RoomShape::Cross, 1},
    {RoomShape::Overlap, 1}, {RoomShape::Adjacent, 1}, {RoomShape::AdjacentRound, 2},
    {RoomShape::AdjacentMixed, 2}, {RoomShape::Circle, 4}, {RoomShape::Octagon, 5},
    {RoomShape::Diamonds, 4}, {RoomShape::Double, 2}, {RoomShape::Pillars, 3}, {RoomShape::Checker, 1},
    {RoomShape::Building, 3}, {RoomShape::Grid, 1}, {RoomShape::LifeCave, 10}, {RoomShape::RoughCave, 4},
    {RoomShape::Maze, 2}, {RoomShape::LargeCircle, 1}, {RoomShape::Vault, 2},
};

class SettingsReader {
public:
    SettingsReader(const ResourceManager& manager, const ResourceView& dungeon)
        : m_manager(manager), m_dungeon(dungeon), m_what(describeResource(manager, dungeon.id())) {}

    int number(int32_t constant, const char* name, int low, int high) const
    {
        const std::optional<ResolvedValue> value = m_dungeon.constant(constant);
        if (!value)
            return dungeonConstantDefault(constant)->value;
        if (value->kind != module::ValueKind::Integer)
            fail(std::string(name) + " must be a number");
        if (value->number < low || value->number > high)
            fail(std::string(name) + " is " + std::to_string(value->number) + ", outside " + std::to_string(low)
                 + ".." + std::to_string(high));
        return value->number;
    }

    // A resource constant of `kind`: the one given, else the resource the
    // original looks up by name.
    ResourceId resource(int32_t constant, const char* name, ResourceKind kind,
                        std::optional<ResourceKind> alsoKind = std::nullopt) const
    {
        const std::string_view fallback = dungeonConstantDefault(constant)->resource;
        std::string kindName = kindLabel(kind);
        if (alsoKind)
            kindName += std::string(" or ") + kindLabel(*alsoKind);
        if (const std::optional<ResolvedValue> value = m_dungeon.constant(constant)) {
            const ResourceId id = value->asResourceId();
            if (value->unresolved || id == 0)
                fail(std::string(name) + " names a resource no loaded module provides");
            if (m_manager.kind(id) != kind && m_manager.kind(id) != alsoKind)
                fail(std::string(name) + " must name a " + kindName + ", not " + m_manager.describe(id));
            return id;
        }
        const uint32_t kinds = module::kindBit(kind) | (alsoKind ? module::kindBit(*alsoKind) : 0);
        if (const std::optional<ResourceId> id = m_manager.find(fallback, kinds))
            return *id;
        fail(std::string(name) + " is not given and no module has the default " + kindName + " \""
             + std::string(fallback) + "\"");
    }

    ResourceId optionalResource(std::string_view name, ResourceKind kind) const
    {
        return m_manager.find(name, module::kindBit(kind)).value_or(0);
    }

    const module::DungeonList* list(int32_t id) const
    {
        for (const module::DungeonList& list : m_lists)
            if (list.list == id)
                return &list;
        return nullptr;
    }

    void readLists() { m_lists = m_dungeon.lists(); }

    // A list of (resource, weight) pairs as the original reads them.
    std::vector<Weighted<ResourceId>> resourceWeights(int32_t id, const char* name) const
    {
        std::vector<Weighted<ResourceId>> out;
        const module::DungeonList* given = list(id);
        for (size_t i = 0; given && i + 1 < given->entries.size(); i += 2) {
            const ResourceId region = given->entries[i].asResourceId();
            if (region == 0)
                break;      // the original's terminating 0
            if (m_manager.kind(region) != ResourceKind::Region)
                fail(std::string(name) + " entry " + std::to_string(i / 2 + 1) + " must be a Region, not "
                     + m_manager.describe(region));
            out.push_back({region, std::max(0, given->entries[i + 1].number)});
        }
        return out;
    }

    [[noreturn]] void fail(const std::string& what) const { throw GenerationError(m_what + ": " + what); }

    static const char* kindLabel(ResourceKind kind)
    {
        switch (kind) {
        case ResourceKind::Terrain: return "Terrain";
        case ResourceKind::Region: return "Region";
        case ResourceKind::Feature: return "Feature";
        default: return "resource";
        }
    }

private:
    const ResourceManager& m_manager;
    const ResourceView& m_dungeon;
    std::string m_what;
    std::vector<module::DungeonList> m_lists;
};

bool regionHasAny(const ResourceView& region, std::initializer_list<int32_t> flags)
{
    return std::any_of(flags.begin(), flags.end(), [&](int32_t flag) { return region.hasFlag(flag); });
}

} // namespace

ResourceId plainDoor(const ResourceManager& manager, const DungeonSettings& settings, ResourceId door, int depth)
{
    constexpr int32_t kWood = 8;        // MAT_WOOD
    constexpr int kLastWoodenDepth = 3;
    const std::optional<module::FeatureView> view = module::view<module::FeatureView>(manager, door);
    if (!view)
        return settings.door;
    if (depth <= kLastWoodenDepth && view->material() != kWood && settings.door)
        return settings.door;
    return door;
}

std::string describeResource(const ResourceManager& manager, ResourceId id)
{
    std::string out = manager.describe(id);
    if (const std::optional<module::ResourcePosition> where = manager.position(id))
        out += " (" + std::string(where->file) + ":" + std::to_string(where->line) + ":"
               + std::to_string(where->column) + ")";
    return out;
}

DungeonSettings readDungeonSettings(const ResourceManager& manager, ResourceId dungeonId)
{
    const std::optional<ResourceView> dungeon = ResourceView::of(manager, dungeonId);
    if (!dungeon)
        throw GenerationError("no resource has ID " + std::to_string(dungeonId) + ": " + manager.whyUnknown(dungeonId));
    if (dungeon->kind() != ResourceKind::Dungeon)
        throw GenerationError(describeResource(manager, dungeonId) + " is not a Dungeon");

    SettingsReader read(manager, *dungeon);
    read.readLists();
    DungeonSettings s;
    s.dungeon = dungeonId;
    s.dungeonName = std::string(displayName(dungeon->name()));

    s.panelWidth = read.number(constant::PanelSizeX, "PANEL_SIZEX", 12, 256);
    s.panelHeight = read.number(constant::PanelSizeY, "PANEL_SIZEY", 12, 256);
    s.levelWidth = read.number(constant::LevelSizeX, "LEVEL_SIZEX", s.panelWidth, kMaxMapSize);
    s.levelHeight = read.number(constant::LevelSizeY, "LEVEL_SIZEY", s.panelHeight, kMaxMapSize);
    if (s.levelWidth % s.panelWidth || s.levelHeight % s.panelHeight)
        read.fail("the level size " + std::to_string(s.levelWidth) + "x" + std::to_string(s.levelHeight)
                  + " is not a multiple of the panel size " + std::to_string(s.panelWidth) + "x"
                  + std::to_string(s.panelHeight));
    if (s.levelWidth / s.panelWidth > 32 || s.levelHeight / s.panelHeight > 32)
        read.fail("more than 32 panels along an axis");

    s.maxStreamerWidth = read.number(constant::MaxStreamerWidth, "MAX_STREAMER_WIDTH", 0, 32);
    s.minStreamers = read.number(constant::MinStreamers, "MIN_STREAMERS", 0, 64);
    s.maxStreamers = read.number(constant::MaxStreamers, "MAX_STREAMERS", 0, 64);
    s.streamerChance = read.number(constant::StreamerChance, "STREAMER_CHANCE", 0, 100);
    s.reduceChasmChance = read.number(constant::ReduceChasmChance, "REDUCE_CHASM_CHANCE", 0, 100);
    s.minStairs = read.number(constant::MinStairs, "MIN_STAIRS", 0, 64);
    s.maxStairs = read.number(constant::MaxStairs, "MAX_STAIRS", 0, 64);
    s.roomMinX = read.number(constant::RoomMinX, "ROOM_MINX", 1, s.panelWidth);
    s.roomMaxX = read.number(constant::RoomMaxX, "ROOM_MAXX", 1, s.panelWidth);
    s.roomMinY = read.number(constant::RoomMinY, "ROOM_MINY", 1, s.panelHeight);
    s.roomMaxY = read.number(constant::RoomMaxY, "ROOM_MAXY", 1, s.panelHeight);
    s.turnChance = read.number(constant::TurnChance, "TURN_CHANCE", 0, 100);
    s.stubbornCorridor = read.number(constant::StubbornCorridor, "STUBBORN_CORRIDOR", 0, 100);
    s.segmentMinLength = read.number(constant::SegmentMinLength, "SEGMENT_MINLEN", 1, kMaxMapSize);
    s.segmentMaxLength = read.number(constant::SegmentMaxLength, "SEGMENT_MAXLEN", 1, kMaxMapSize);
    s.dungeonDepth = read.number(constant::DungeonDepth, "DUN_DEPTH", 1, 1000);
    s.initialCR = read.number(constant::InitialCR, "INITIAL_CR", -100, 1000);
    s.dungeonSpeed = read.number(constant::DungeonSpeed, "DUN_SPEED", 0, 10000);
    s.lifePercent = read.number(constant::LifePercent, "LIFE_PERCENT", 0, 100);
    s.minChasmDepth = read.number(constant::MinChasmDepth, "MIN_CHASM_DEPTH", 0, 1000);
    s.minRiverDepth = read.number(constant::MinRiverDepth, "MIN_RIVER_DEPTH", 0, 1000);
    s.minVaultDepth = read.number(constant::MinVaultDepth, "MIN_VAULT_DEPTH", -100, 1000);
    s.roomLitChance = read.number(constant::RoomLitChance, "ROOM_LIT_CHANCE", 0, 100);
    s.litChanceDepthMod = read.number(constant::LitChanceDepthMod, "LIT_CHANCE_DEPTH_MOD", -100, 100);
    s.torchDensity = read.number(constant::TorchDensity, "TORCH_DENSITY", 1, 10000);

    s.mapEdge = read.resource(constant::TerrainMapEdge, "TERRAIN_MAPEDGE", ResourceKind::Terrain);
    s.rock = read.resource(constant::TerrainRock, "TERRAIN_ROCK", ResourceKind::Terrain);
    s.torch = read.resource(constant::TerrainTorch, "TERRAIN_TORCH", ResourceKind::Terrain);
    // The corpus's "pillar" is a Feature (dungeon.irh:807): either kind draws a pillar.
    s.pillar = read.resource(constant::TerrainPillar, "TERRAIN_PILLAR", ResourceKind::Terrain,
                             ResourceKind::Feature);
    s.baseRegion = read.resource(constant::BaseRegion, "BASE_REGION", ResourceKind::Region);
    s.corridorRegion = read.resource(constant::CorridorRegion, "CORRIDOR_REGION", ResourceKind::Region);
    s.stairsUp = read.resource(constant::StairsUp, "STAIRS_UP", ResourceKind::Feature);
    s.stairsDown = read.resource(constant::StairsDown, "STAIRS_DOWN", ResourceKind::Feature);
    // Floors of regions that name none, and doors of regions that name none
    // (MakeDoor's "oak door").
    s.floor = read.optionalResource("floor", ResourceKind::Terrain);
    if (s.floor == 0)
        read.fail("no module has the Terrain \"floor\" that regions without a Floor use");
    s.door = read.optionalResource("oak door", ResourceKind::Feature);

    if (const module::DungeonList* given = read.list(kShapeWeightsList)) {
        for (size_t i = 0; i + 1 < given->entries.size(); i += 2) {
            const int32_t shape = given->entries[i].number;
            const int32_t weight = given->entries[i + 1].number;
            if (shape == 0 && weight == 0)
                break;
            if (!isKnownRoomShape(uint8_t(shape)) || shape < 0 || shape > int32_t(RoomShape::Diamonds))
                read.fail("RM_WEIGHTS entry " + std::to_string(i / 2 + 1) + " is no room type: "
                          + std::to_string(shape));
            s.shapeWeights.push_back({RoomShape(shape), std::max(0, weight)});
        }
    } else {
        s.shapeWeights.assign(std::begin(kDefaultShapeWeights), std::end(kDefaultShapeWeights));
    }

    if (read.list(kRoomWeightsList))
        s.roomWeights = read.resourceWeights(kRoomWeightsList, "ROOM_WEIGHTS");
    if (read.list(kCorridorWeightsList))
        s.corridorWeights = read.resourceWeights(kCorridorWeightsList, "CORRIDOR_WEIGHTS");
    if (read.list(kStreamerWeightsList))
        s.streamerWeights = read.resourceWeights(kStreamerWeightsList, "STREAMER_WEIGHTS");
    const bool defaultRooms = !read.list(kRoomWeightsList), defaultCorridors = !read.list(kCorridorWeightsList),
               defaultStreamers = !read.list(kStreamerWeightsList);
    if (defaultRooms || defaultCorridors || defaultStreamers) {
        for (ResourceId id : manager.resources(module::kindBit(ResourceKind::Region))) {
            const ResourceView region = *ResourceView::of(manager, id);
            if (region.hasFlag(kRegionNoGen))
                continue;
            if (defaultRooms && region.hasFlag(kRegionRoom))
                s.roomWeights.push_back({id, 1});
            if (defaultCorridors && region.hasFlag(kRegionCorridor))
                s.corridorWeights.push_back({id, region.hasFlag(kRegionStaple) ? 16 : 1});
            if (defaultStreamers
                && regionHasAny(region, {kRegionRiver, kRegionRockType, kRegionStreamer, kRegionChasm}))
                s.streamerWeights.push_back({id, 1});
        }
    }
    return s;
}

} // namespace incursion::map
