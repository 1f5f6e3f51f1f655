// The map model: a grid of W×H cells, each with a terrain, an optional
// feature (door, stairs, altar, trap ...), the region it belongs to, a light
// level and a few flags. Cells are kept in flat row-major arrays, one array
// per attribute, so that the hot paths read one byte per cell: field of view
// reads opacity(), light reads lightLevels().
//
//   Map map(80, 50, TerrainType{rockId, kTerrainSolid | kTerrainOpaque | kTerrainWall});
//   map.setTerrain(3, 4, floor);
//   map.setFeature(5, 4, Feature{FeatureKind::Door, 0, oakDoorId});
//   OpacityGrid grid(map.opacityCells(), map.width(), map.height());
//
// Terrains are a per-map palette (as the original kept a list of the terrain
// resources used on a level and a byte per cell indexing it); regions are a
// per-map list, each with its Region resource, the name the status line shows,
// its bounds and its room shape. Accessors check bounds and throw
// std::out_of_range; a saved map is verified field by field when read.
#pragma once

#include "module/binary_io.h"
#include "module/format_error.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::module {
class TerrainView;
class FeatureView;
} // namespace incursion::module

namespace incursion::map {

using module::ResourceId;

constexpr int kMaxMapSize = 1024;   // width and height are 1..kMaxMapSize

// ---- terrain ------------------------------------------------------------------

// What the game asks of a terrain, derived once from its resource's TF_ flags.
enum TerrainFlag : uint16_t {
    kTerrainSolid = 1 << 0,         // blocks movement (TF_SOLID)
    kTerrainOpaque = 1 << 1,        // blocks sight (TF_OPAQUE)
    kTerrainWall = 1 << 2,          // a wall, for pathing and wall drawing (TF_WALL)
    kTerrainWater = 1 << 3,         // TF_WATER
    kTerrainDeepLiquid = 1 << 4,    // TF_DEEP_LIQ
    kTerrainFall = 1 << 5,          // a chasm: things fall to the level below (TF_FALL)
    kTerrainObscure = 1 << 6,       // fog: conceals what stands in it (TF_OBSCURE)
    kTerrainTree = 1 << 7,          // TF_TREE
    kTerrainTorch = 1 << 8,         // a light source (TF_TORCH)
    kTerrainLocalLight = 1 << 9,    // lit by itself (TF_LOCAL_LIGHT)
    kTerrainWarn = 1 << 10,         // asks before entering (TF_WARN)
    kTerrainShade = 1 << 11,        // floor shaded by light (TF_SHADE)
};
constexpr uint16_t kTerrainFlagMask = (1 << 12) - 1;

struct TerrainType {
    ResourceId resource = 0;
    uint16_t flags = 0;             // TerrainFlag bits

    bool has(TerrainFlag flag) const { return flags & flag; }
    friend bool operator==(const TerrainType&, const TerrainType&) = default;
};

// The terrain a Terrain resource describes.
TerrainType terrainTypeOf(const module::TerrainView& terrain);

// ---- features -----------------------------------------------------------------

enum class FeatureKind : uint8_t {
    None = 0,
    Door = 1,
    StairsUp = 2,
    StairsDown = 3,
    Altar = 4,
    Trap = 5,
    Fountain = 6,
    Portal = 7,         // any other portal (dungeon entries, shops ...)
    Other = 8,          // any other feature resource
};
constexpr uint8_t kLastFeatureKind = uint8_t(FeatureKind::Other);

// State bits. Doors use all of them; a trap only Hidden; other kinds none.
enum FeatureState : uint8_t {
    kFeatureOpen = 1 << 0,
    kFeatureLocked = 1 << 1,
    kFeatureHidden = 1 << 2,    // a secret door, an undiscovered trap
    kFeatureStuck = 1 << 3,
    kFeatureBroken = 1 << 4,    // a broken door stands open for good
};

struct Feature {
    FeatureKind kind = FeatureKind::None;
    uint8_t state = 0;          // FeatureState bits
    ResourceId resource = 0;    // the Feature resource; 0 for none given

    friend bool operator==(const Feature&, const Feature&) = default;
};

// Why `state` is not a valid state for a feature of `kind` ("an open door
// cannot be locked"), or empty when it is.
std::string invalidFeatureState(FeatureKind kind, uint8_t state);

// The kind of feature a Feature resource makes (by its type, portal kind and
// altar flag), and the state it starts in.
FeatureKind featureKindOf(const module::FeatureView& feature);

std::string_view featureKindName(FeatureKind kind);    // "door", "stairs up" ...

// ---- regions ------------------------------------------------------------------

// How a region was drawn. The panel shapes are numbered as the original's room
// types (RM_ constants); the others are regions that are not rooms.
enum class RoomShape : uint8_t {
    NoRoom = 0,
    Rectangle = 1,
    Large = 2,
    Cross = 3,
    Overlap = 4,            // 2-4 overlapping rectangles
    Adjacent = 5,           // four boxes around a shared centre
    AdjacentRound = 6,      // the same with circles
    AdjacentMixed = 7,
    Circle = 8,
    Octagon = 9,
    Double = 10,            // a room within a room
    Pillars = 11,           // column hall
    Castle = 12,
    Checker = 13,
    Building = 14,
    Destroyed = 15,
    Grid = 16,
    LifeCave = 17,          // cellular automaton cave
    RoughCave = 18,         // hollowed L-shapes
    LargeCircle = 19,
    Vault = 20,             // a Region Grid drawn as is (RM_SHAPED)
    LifeLink = 21,
    RandomTown = 22,
    Maze = 23,
    Diamonds = 24,
    Corridor = 200,
    Streamer = 201,         // rock veins, rivers, chasms
    Background = 202,       // the level's base region (unworked stone)
};

bool isKnownRoomShape(uint8_t value);
std::string_view roomShapeName(RoomShape shape);      // "rectangle", "life cave" ...

struct Rect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    bool contains(int px, int py) const { return px >= x && py >= y && px < x + width && py < y + height; }
    friend bool operator==(const Rect&, const Rect&) = default;
};

struct Region {
    ResourceId resource = 0;
    std::string name;           // what the status line shows
    Rect bounds;
    RoomShape shape = RoomShape::NoRoom;

    friend bool operator==(const Region&, const Region&) = default;
};

// A resource name as the game shows it: the part before any `;qualifier`
// ("Lesser Vault;1" shows as "Lesser Vault").
std::string_view displayName(std::string_view resourceName);

constexpr uint16_t kNoRegion = 0xFFFF;
constexpr size_t kMaxRegions = kNoRegion;               // indices 0..65534
constexpr size_t kMaxTerrainTypes = 0xFFFF;
constexpr size_t kMaxRegionNameLength = 200;

// ---- cell flags -----------------------------------------------------------------

enum CellFlag : uint8_t {
    kCellVault = 1 << 0,        // drawn from a Region grid
    kCellRoom = 1 << 1,         // inside a room
    kCellCorridor = 1 << 2,     // dug by a corridor
    kCellNoCut = 1 << 3,        // generation may not overwrite it (vault cells)
    kCellSkylight = 1 << 4,     // open to the level above (a chasm there)
};
constexpr uint8_t kCellFlagMask = (1 << 5) - 1;

// ---- the map --------------------------------------------------------------------

class Map {
public:
    // A map of `width` × `height` cells (1..kMaxMapSize each, otherwise
    // std::invalid_argument), all of terrain `fill`, no region, dark, no flags.
    Map(int width, int height, TerrainType fill);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    // The row-major index of a cell; std::out_of_range outside the map.
    int index(int x, int y) const;

    // ---- terrain ----
    const std::vector<TerrainType>& terrainTypes() const { return m_terrainTypes; }
    // The palette index of `terrain`, adding it if new. A resource already in
    // the palette with other flags is std::invalid_argument; a full palette
    // (kMaxTerrainTypes) std::length_error.
    uint16_t addTerrainType(TerrainType terrain);
    // Sets a cell's terrain, adding it to the palette if new.
    void setTerrain(int x, int y, TerrainType terrain);
    void setTerrainIndex(int x, int y, uint16_t paletteIndex);
    uint16_t terrainIndex(int x, int y) const { return m_terrain[size_t(index(x, y))]; }
    const TerrainType& terrain(int x, int y) const { return m_terrainTypes[terrainIndex(x, y)]; }
    ResourceId terrainResource(int x, int y) const { return terrain(x, y).resource; }

    // ---- what the game asks of a cell ----
    // Terrain that blocks movement, or a closed door (doors open when walked
    // into, but a closed one is solid as in the original).
    bool solid(int x, int y) const;
    // Blocks sight: opaque terrain or a closed door.
    bool opaque(int x, int y) const { return m_opacity[size_t(index(x, y))] != 0; }
    bool isWall(int x, int y) const { return terrain(x, y).has(kTerrainWall); }
    bool isWater(int x, int y) const { return terrain(x, y).has(kTerrainWater); }
    // Reachable on foot once doors are opened: terrain that does not block
    // movement (the flood fill of connectivity repair walks these).
    bool walkable(int x, int y) const { return !terrain(x, y).has(kTerrainSolid); }

    // One byte per cell, row-major, non-zero where sight is blocked: what
    // field of view reads (map/field_of_view.h, OpacityGrid).
    const uint8_t* opacity() const { return m_opacity.data(); }
    std::span<const uint8_t> opacityCells() const { return m_opacity; }

    // ---- features ----
    // The feature on a cell, or null.
    const Feature* featureAt(int x, int y) const;
    // Places (or replaces) a feature; kind None, or a state invalid for the
    // kind, is std::invalid_argument.
    void setFeature(int x, int y, Feature feature);
    // Changes the state of the feature on a cell (std::logic_error if there is none).
    void setFeatureState(int x, int y, uint8_t state);
    bool removeFeature(int x, int y);
    // Every feature by row-major cell index, ascending.
    const std::map<int32_t, Feature>& features() const { return m_features; }

    // ---- regions ----
    const std::vector<Region>& regions() const { return m_regions; }
    // Adds a region and returns its index. std::invalid_argument for bounds
    // outside the map, an unknown shape or a name longer than
    // kMaxRegionNameLength; std::length_error past kMaxRegions.
    uint16_t addRegion(Region region);
    const Region& region(uint16_t regionIndex) const { return m_regions.at(regionIndex); }
    // Replaces a region (the generator adds a room before it knows how far
    // its shape reaches); the checks of addRegion, std::out_of_range for an
    // unknown index.
    void setRegion(uint16_t regionIndex, Region region);
    // The region index of a cell, kNoRegion for none.
    uint16_t regionIndex(int x, int y) const { return m_region[size_t(index(x, y))]; }
    void setRegionIndex(int x, int y, uint16_t regionIndex);
    // The region a cell belongs to, or null.
    const Region* regionAt(int x, int y) const;
    // The name the status line shows for a cell; empty outside any region.
    std::string_view regionName(int x, int y) const;

    // ---- light ----
    // 0 is dark; brighter is higher (the generator uses 1..3 as the original's
    // torch distances did). A cell is lit when its level is not 0.
    uint8_t light(int x, int y) const { return m_light[size_t(index(x, y))]; }
    void setLight(int x, int y, uint8_t level) { m_light[size_t(index(x, y))] = level; }
    bool lit(int x, int y) const { return light(x, y) != 0; }
    // One level per cell, row-major: FieldOfViewRequest::lightLevels.
    std::span<const uint8_t> lightLevels() const { return m_light; }

    // ---- flags ----
    uint8_t flags(int x, int y) const { return m_flags[size_t(index(x, y))]; }
    bool hasFlag(int x, int y, CellFlag flag) const { return flags(x, y) & flag; }
    // Unknown bits are std::invalid_argument.
    void setFlags(int x, int y, uint8_t flags);
    void addFlags(int x, int y, uint8_t flags) { setFlags(x, y, uint8_t(this->flags(x, y) | flags)); }

    // ---- text ----
    // The map as text, one line per row, then a legend of the symbols that
    // appear and the regions:
    //
    //   #####
    //   #.+<#
    //   #####
    //
    //   # wall   . floor   + door   < stairs up
    //   regions:
    //     0 "Dungeon Room" rectangle at 1,1 size 3x1
    std::string dumpAscii() const;
    // The symbol dumpAscii() shows for a cell.
    char symbolAt(int x, int y) const;

    // ---- saving ----
    // The map's state (map file section MAPC; format in map.cpp). The same
    // map always gives the same bytes.
    void save(module::ByteWriter& out) const;
    // Reads what save() wrote, verifying every value; refuses bad input with
    // reader.fail() (module::FormatFailure naming the offset).
    static Map load(module::ByteReader& in);

    friend bool operator==(const Map&, const Map&) = default;

private:
    void updateOpacity(size_t cell);

    int m_width = 0;
    int m_height = 0;
    std::vector<TerrainType> m_terrainTypes;
    // Per cell, row-major.
    std::vector<uint16_t> m_terrain;        // index into m_terrainTypes
    std::vector<uint16_t> m_region;         // index into m_regions, or kNoRegion
    std::vector<uint8_t> m_light;
    std::vector<uint8_t> m_flags;           // CellFlag bits
    std::vector<uint8_t> m_opacity;         // derived: terrain and closed doors
    std::map<int32_t, Feature> m_features;  // sparse: by cell index
    std::vector<Region> m_regions;
};

// A map as bytes (the save() encoding), and back with every check; the
// error names section "MAPC" and the byte offset.
std::string writeMap(const Map& map);

struct MapReadResult {
    std::optional<Map> map;
    std::optional<module::FormatError> error;
    bool ok() const { return map.has_value(); }
};
MapReadResult readMap(std::string_view bytes);

} // namespace incursion::map
