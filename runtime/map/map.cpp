#include "map/map.h"

#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <stdexcept>

// Saved map state (section MAPC of a map file), little-endian:
//
//   u16 version (1), u16 width, u16 height          1..1024 each
//   list<Terrain>  u32 resource, u16 flags          1..65535 entries, resources unique
//   list<Region>   u32 resource, string name (<= 200 bytes), u16 x, u16 y,
//                  u16 width, u16 height (inside the map), u8 shape (RoomShape)
//   terrain        list<(u32 length, u16 palette index)>   runs covering every cell
//   region         list<(u32 length, u16 region index)>    (kNoRegion = none)
//   light          list<(u32 length, u8 level)>
//   flags          list<(u32 length, u8 CellFlag bits)>
//   list<Feature>  u32 cell index (ascending), u8 kind, u8 state, u32 resource
//
// Runs are maximal (neighbouring runs differ) and their lengths sum to the
// cell count, so a map has exactly one encoding and save -> load -> save
// gives the same bytes.

namespace incursion::map {

namespace {

// The original's terrain flag numbers (inc/Defines.h:677-702); a Terrain
// resource lists the numbers it has.
constexpr int32_t TF_SOLID = 1, TF_OPAQUE = 2, TF_OBSCURE = 3, TF_SHADE = 4, TF_WARN = 6, TF_WATER = 7,
                  TF_TORCH = 10, TF_TREE = 15, TF_DEEP_LIQ = 16, TF_FALL = 18, TF_WALL = 20,
                  TF_LOCAL_LIGHT = 25;

// Feature types, portal kinds and the altar flag (inc/Defines.h:237-295, 3405-3406).
constexpr int32_t T_PORTAL = 10, T_DOOR = 11, T_TRAP = 12, T_ALTAR = 14;
constexpr int32_t POR_UP_STAIR = 1, POR_DOWN_STAIR = 2;
constexpr int32_t F_ALTAR = 0x40000;

constexpr uint16_t kMapFormatVersion = 1;

std::string cellText(int x, int y)
{
    return "(" + std::to_string(x) + ", " + std::to_string(y) + ")";
}

// ---- run-length encoding of one per-cell array ----

template <typename T>
void writeRuns(module::ByteWriter& out, const std::vector<T>& cells)
{
    std::vector<std::pair<uint32_t, T>> runs;
    for (const T value : cells) {
        if (!runs.empty() && runs.back().second == value)
            ++runs.back().first;
        else
            runs.emplace_back(1, value);
    }
    out.count(runs.size(), "run count");
    for (const auto& [length, value] : runs) {
        out.u32(length);
        if constexpr (sizeof(T) == 2)
            out.u16(value);
        else
            out.u8(value);
    }
}

// Reads runs into `cells` (already sized), checking each value with `check`
// (which fails the reader itself for a bad one).
template <typename T, typename Check>
void readRuns(module::ByteReader& in, std::vector<T>& cells, const char* what, Check check)
{
    const std::string runWhat = std::string(what) + " run";
    const uint32_t count = in.count(4 + sizeof(T), (std::string(what) + " run count").c_str());
    size_t filled = 0;
    std::optional<T> previous;
    for (uint32_t i = 0; i < count; ++i) {
        const size_t at = in.offset();
        const uint32_t length = in.u32(runWhat.c_str());
        T value;
        if constexpr (sizeof(T) == 2)
            value = in.u16(runWhat.c_str());
        else
            value = in.u8(runWhat.c_str());
        if (length == 0)
            in.fail(runWhat + " " + std::to_string(i) + " is empty", at);
        if (previous && *previous == value)
            in.fail(runWhat + " " + std::to_string(i) + " repeats the value of the run before it", at);
        if (length > cells.size() - filled)
            in.fail(std::string(what) + " runs cover more than the map's " + std::to_string(cells.size()) + " cells",
                    at);
        check(value, at);
        std::fill_n(cells.begin() + ptrdiff_t(filled), length, value);
        filled += length;
        previous = value;
    }
    if (filled != cells.size())
        in.fail(std::string(what) + " runs cover " + std::to_string(filled) + " of the map's " +
                std::to_string(cells.size()) + " cells");
}

} // namespace

// ---- terrain and features from resources ---------------------------------------

TerrainType terrainTypeOf(const module::TerrainView& terrain)
{
    static constexpr std::array<std::pair<int32_t, TerrainFlag>, 12> kFlags{{
        {TF_SOLID, kTerrainSolid},
        {TF_OPAQUE, kTerrainOpaque},
        {TF_WALL, kTerrainWall},
        {TF_WATER, kTerrainWater},
        {TF_DEEP_LIQ, kTerrainDeepLiquid},
        {TF_FALL, kTerrainFall},
        {TF_OBSCURE, kTerrainObscure},
        {TF_TREE, kTerrainTree},
        {TF_TORCH, kTerrainTorch},
        {TF_LOCAL_LIGHT, kTerrainLocalLight},
        {TF_WARN, kTerrainWarn},
        {TF_SHADE, kTerrainShade},
    }};
    TerrainType type{terrain.id(), 0};
    for (const int32_t flag : terrain.flags())
        for (const auto& [original, ours] : kFlags)
            if (flag == original)
                type.flags |= ours;
    return type;
}

FeatureKind featureKindOf(const module::FeatureView& feature)
{
    switch (feature.featureType()) {
    case T_DOOR:
        return FeatureKind::Door;
    case T_TRAP:
        return FeatureKind::Trap;
    case T_ALTAR:
        return FeatureKind::Altar;
    case T_PORTAL:
        switch (feature.xval()) {
        case POR_UP_STAIR:
            return FeatureKind::StairsUp;
        case POR_DOWN_STAIR:
            return FeatureKind::StairsDown;
        default:
            return FeatureKind::Portal;
        }
    default:
        // The corpus's altar is a plain feature with the altar flag.
        return feature.flagMask() & F_ALTAR ? FeatureKind::Altar : FeatureKind::Other;
    }
}

std::string_view featureKindName(FeatureKind kind)
{
    switch (kind) {
    case FeatureKind::None: return "none";
    case FeatureKind::Door: return "door";
    case FeatureKind::StairsUp: return "stairs up";
    case FeatureKind::StairsDown: return "stairs down";
    case FeatureKind::Altar: return "altar";
    case FeatureKind::Trap: return "trap";
    case FeatureKind::Fountain: return "fountain";
    case FeatureKind::Portal: return "portal";
    case FeatureKind::Other: return "feature";
    }
    return "unknown feature";
}

std::string invalidFeatureState(FeatureKind kind, uint8_t state)
{
    constexpr uint8_t kDoorBits = kFeatureOpen | kFeatureLocked | kFeatureHidden | kFeatureStuck | kFeatureBroken;
    switch (kind) {
    case FeatureKind::Door:
        if (state & ~kDoorBits)
            return "unknown door state bits " + module::hexText(state & ~kDoorBits);
        if ((state & kFeatureOpen) && (state & kFeatureLocked))
            return "an open door cannot be locked";
        if ((state & kFeatureOpen) && (state & kFeatureHidden))
            return "an open door cannot be secret";
        if ((state & kFeatureBroken) && !(state & kFeatureOpen))
            return "a broken door must be open";
        if ((state & kFeatureBroken) && (state & kFeatureStuck))
            return "a broken door cannot be stuck";
        return {};
    case FeatureKind::Trap:
        if (state & ~kFeatureHidden)
            return "a trap can only be hidden, not state " + module::hexText(state);
        return {};
    default:
        if (state != 0)
            return "a " + std::string(featureKindName(kind)) + " has no state, not " + module::hexText(state);
        return {};
    }
}

// ---- regions ----------------------------------------------------------------------

bool isKnownRoomShape(uint8_t value)
{
    return value <= uint8_t(RoomShape::Diamonds) || value == uint8_t(RoomShape::Corridor) ||
           value == uint8_t(RoomShape::Streamer) || value == uint8_t(RoomShape::Background);
}

std::string_view roomShapeName(RoomShape shape)
{
    static constexpr std::array<std::string_view, 25> kPanelShapes{
        "no room", "rectangle", "large room", "cross", "overlapping rectangles", "adjacent boxes",
        "adjacent circles", "adjacent boxes and circles", "circle", "octagon", "room within a room",
        "column hall", "castle", "checkerboard", "building", "destroyed", "furnished grid", "life cave",
        "rough cave", "large circle", "vault", "linked life cave", "town", "maze", "diamonds"};
    switch (shape) {
    case RoomShape::Corridor: return "corridor";
    case RoomShape::Streamer: return "streamer";
    case RoomShape::Background: return "background";
    default:
        if (uint8_t(shape) < kPanelShapes.size())
            return kPanelShapes[uint8_t(shape)];
        return "unknown shape";
    }
}

std::string_view displayName(std::string_view resourceName)
{
    return resourceName.substr(0, resourceName.find(';'));
}

// ---- the map -------------------------------------------------------------------------

Map::Map(int width, int height, TerrainType fill)
{
    if (width < 1 || height < 1 || width > kMaxMapSize || height > kMaxMapSize)
        throw std::invalid_argument("a map is 1 to " + std::to_string(kMaxMapSize) + " cells each way, not " +
                                    std::to_string(width) + "x" + std::to_string(height));
    if (fill.flags & ~kTerrainFlagMask)
        throw std::invalid_argument("unknown terrain flag bits " + module::hexText(fill.flags & ~kTerrainFlagMask));
    m_width = width;
    m_height = height;
    const size_t cells = size_t(width) * size_t(height);
    m_terrainTypes.push_back(fill);
    m_terrain.assign(cells, 0);
    m_region.assign(cells, kNoRegion);
    m_light.assign(cells, 0);
    m_flags.assign(cells, 0);
    m_opacity.assign(cells, fill.has(kTerrainOpaque) ? 1 : 0);
}

int Map::index(int x, int y) const
{
    if (!contains(x, y))
        throw std::out_of_range("cell " + cellText(x, y) + " is outside the " + std::to_string(m_width) + "x" +
                                std::to_string(m_height) + " map");
    return y * m_width + x;
}

uint16_t Map::addTerrainType(TerrainType terrain)
{
    if (terrain.flags & ~kTerrainFlagMask)
        throw std::invalid_argument("unknown terrain flag bits " + module::hexText(terrain.flags & ~kTerrainFlagMask));
    for (size_t i = 0; i < m_terrainTypes.size(); ++i)
        if (m_terrainTypes[i].resource == terrain.resource) {
            if (m_terrainTypes[i].flags != terrain.flags)
                throw std::invalid_argument("terrain " + module::hexText(terrain.resource) +
                                            " is already on the map with other flags");
            return uint16_t(i);
        }
    if (m_terrainTypes.size() >= kMaxTerrainTypes)
        throw std::length_error("a map holds at most " + std::to_string(kMaxTerrainTypes) + " terrain types");
    m_terrainTypes.push_back(terrain);
    return uint16_t(m_terrainTypes.size() - 1);
}

void Map::setTerrain(int x, int y, TerrainType terrain)
{
    index(x, y);    // a cell outside the map must not grow the palette
    setTerrainIndex(x, y, addTerrainType(terrain));
}

void Map::setTerrainIndex(int x, int y, uint16_t paletteIndex)
{
    const size_t cell = size_t(index(x, y));
    if (paletteIndex >= m_terrainTypes.size())
        throw std::out_of_range("terrain index " + std::to_string(paletteIndex) + " is not in the map's " +
                                std::to_string(m_terrainTypes.size()) + " terrain types");
    m_terrain[cell] = paletteIndex;
    updateOpacity(cell);
}

bool Map::solid(int x, int y) const
{
    if (terrain(x, y).has(kTerrainSolid))
        return true;
    const Feature* feature = featureAt(x, y);
    return feature && feature->kind == FeatureKind::Door && !(feature->state & kFeatureOpen);
}

void Map::updateOpacity(size_t cell)
{
    bool opaque = m_terrainTypes[m_terrain[cell]].has(kTerrainOpaque);
    if (!opaque) {
        const auto found = m_features.find(int32_t(cell));
        opaque = found != m_features.end() && found->second.kind == FeatureKind::Door &&
                 !(found->second.state & kFeatureOpen);
    }
    m_opacity[cell] = opaque ? 1 : 0;
}

const Feature* Map::featureAt(int x, int y) const
{
    const auto found = m_features.find(index(x, y));
    return found == m_features.end() ? nullptr : &found->second;
}

void Map::setFeature(int x, int y, Feature feature)
{
    const int cell = index(x, y);
    if (feature.kind == FeatureKind::None || uint8_t(feature.kind) > kLastFeatureKind)
        throw std::invalid_argument("no feature kind " + std::to_string(int(feature.kind)) + " to place at " +
                                    cellText(x, y));
    if (const std::string why = invalidFeatureState(feature.kind, feature.state); !why.empty())
        throw std::invalid_argument(why + " (at " + cellText(x, y) + ")");
    m_features[cell] = feature;
    updateOpacity(size_t(cell));
}

void Map::setFeatureState(int x, int y, uint8_t state)
{
    const int cell = index(x, y);
    const auto found = m_features.find(cell);
    if (found == m_features.end())
        throw std::logic_error("no feature at " + cellText(x, y));
    if (const std::string why = invalidFeatureState(found->second.kind, state); !why.empty())
        throw std::invalid_argument(why + " (at " + cellText(x, y) + ")");
    found->second.state = state;
    updateOpacity(size_t(cell));
}

bool Map::removeFeature(int x, int y)
{
    const int cell = index(x, y);
    const bool removed = m_features.erase(cell) != 0;
    updateOpacity(size_t(cell));
    return removed;
}

namespace {

void checkRegion(const Region& region, int mapWidth, int mapHeight)
{
    const Rect& r = region.bounds;
    if (r.x < 0 || r.y < 0 || r.width < 0 || r.height < 0 || int64_t(r.x) + r.width > mapWidth ||
        int64_t(r.y) + r.height > mapHeight)
        throw std::invalid_argument("region \"" + region.name + "\" bounds " + std::to_string(r.x) + "," +
                                    std::to_string(r.y) + " size " + std::to_string(r.width) + "x" +
                                    std::to_string(r.height) + " are not inside the map");
    if (!isKnownRoomShape(uint8_t(region.shape)))
        throw std::invalid_argument("region \"" + region.name + "\" has unknown shape " +
                                    std::to_string(int(region.shape)));
    if (region.name.size() > kMaxRegionNameLength)
        throw std::invalid_argument("region name longer than " + std::to_string(kMaxRegionNameLength) + " bytes");
}

} // namespace

void Map::setRegion(uint16_t regionIndex, Region region)
{
    Region& held = m_regions.at(regionIndex);
    checkRegion(region, m_width, m_height);
    held = std::move(region);
}

uint16_t Map::addRegion(Region region)
{
    checkRegion(region, m_width, m_height);
    if (m_regions.size() >= kMaxRegions)
        throw std::length_error("a map holds at most " + std::to_string(kMaxRegions) + " regions");
    m_regions.push_back(std::move(region));
    return uint16_t(m_regions.size() - 1);
}

void Map::setRegionIndex(int x, int y, uint16_t regionIndex)
{
    const size_t cell = size_t(index(x, y));
    if (regionIndex != kNoRegion && regionIndex >= m_regions.size())
        throw std::out_of_range("region " + std::to_string(regionIndex) + " is not one of the map's " +
                                std::to_string(m_regions.size()) + " regions");
    m_region[cell] = regionIndex;
}

const Region* Map::regionAt(int x, int y) const
{
    const uint16_t region = regionIndex(x, y);
    return region == kNoRegion ? nullptr : &m_regions[region];
}

std::string_view Map::regionName(int x, int y) const
{
    const Region* region = regionAt(x, y);
    return region ? std::string_view(region->name) : std::string_view();
}

void Map::setFlags(int x, int y, uint8_t flags)
{
    const size_t cell = size_t(index(x, y));
    if (flags & ~kCellFlagMask)
        throw std::invalid_argument("unknown cell flag bits " + module::hexText(flags & ~kCellFlagMask));
    m_flags[cell] = flags;
}

// ---- text --------------------------------------------------------------------------

namespace {

struct LegendEntry {
    char symbol;
    std::string_view meaning;
};

// In the order the legend lists them.
constexpr std::array<LegendEntry, 18> kLegend{{
    {'#', "wall"},
    {'%', "solid"},
    {'.', "floor"},
    {'~', "water"},
    {':', "chasm"},
    {'&', "tree"},
    {',', "fog"},
    {'+', "door"},
    {'\'', "open door"},
    {'S', "secret door"},
    {'<', "stairs up"},
    {'>', "stairs down"},
    {'_', "altar"},
    {'^', "trap"},
    {'{', "fountain"},
    {'O', "portal"},
    {'*', "feature"},
    {'?', "unknown"},
}};

char featureSymbol(const Feature& feature)
{
    switch (feature.kind) {
    case FeatureKind::Door:
        if (feature.state & kFeatureHidden)
            return 'S';
        return feature.state & kFeatureOpen ? '\'' : '+';
    case FeatureKind::StairsUp: return '<';
    case FeatureKind::StairsDown: return '>';
    case FeatureKind::Altar: return '_';
    case FeatureKind::Trap: return '^';
    case FeatureKind::Fountain: return '{';
    case FeatureKind::Portal: return 'O';
    case FeatureKind::Other: return '*';
    case FeatureKind::None: break;
    }
    return '?';
}

char terrainSymbol(const TerrainType& terrain)
{
    if (terrain.has(kTerrainSolid))
        return terrain.has(kTerrainWall) ? '#' : terrain.has(kTerrainTree) ? '&' : '%';
    if (terrain.has(kTerrainFall))
        return ':';
    if (terrain.has(kTerrainWater) || terrain.has(kTerrainDeepLiquid))
        return '~';
    if (terrain.has(kTerrainTree))
        return '&';
    if (terrain.has(kTerrainObscure))
        return ',';
    return '.';
}

} // namespace

char Map::symbolAt(int x, int y) const
{
    if (const Feature* feature = featureAt(x, y))
        return featureSymbol(*feature);
    return terrainSymbol(terrain(x, y));
}

std::string Map::dumpAscii() const
{
    std::string text;
    text.reserve(size_t(m_width + 1) * size_t(m_height) + 256);
    std::array<bool, 128> used{};
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const char symbol = symbolAt(x, y);
            used[uint8_t(symbol)] = true;
            text += symbol;
        }
        text += '\n';
    }
    text += '\n';
    std::string legend;
    for (const LegendEntry& entry : kLegend)
        if (used[uint8_t(entry.symbol)]) {
            if (!legend.empty())
                legend += "   ";
            legend += entry.symbol;
            legend += ' ';
            legend += entry.meaning;
        }
    text += legend + '\n';
    if (!m_regions.empty()) {
        text += "regions:\n";
        for (size_t i = 0; i < m_regions.size(); ++i) {
            const Region& region = m_regions[i];
            text += "  " + std::to_string(i) + " \"" + region.name + "\" " + std::string(roomShapeName(region.shape)) +
                    " at " + std::to_string(region.bounds.x) + "," + std::to_string(region.bounds.y) + " size " +
                    std::to_string(region.bounds.width) + "x" + std::to_string(region.bounds.height) + '\n';
        }
    }
    return text;
}

// ---- saving --------------------------------------------------------------------------

void Map::save(module::ByteWriter& out) const
{
    out.u16(kMapFormatVersion);
    out.u16(uint16_t(m_width));
    out.u16(uint16_t(m_height));
    out.count(m_terrainTypes.size(), "terrain type count");
    for (const TerrainType& terrain : m_terrainTypes) {
        out.u32(terrain.resource);
        out.u16(terrain.flags);
    }
    out.count(m_regions.size(), "region count");
    for (const Region& region : m_regions) {
        out.u32(region.resource);
        out.string(region.name);
        out.u16(uint16_t(region.bounds.x));
        out.u16(uint16_t(region.bounds.y));
        out.u16(uint16_t(region.bounds.width));
        out.u16(uint16_t(region.bounds.height));
        out.u8(uint8_t(region.shape));
    }
    writeRuns(out, m_terrain);
    writeRuns(out, m_region);
    writeRuns(out, m_light);
    writeRuns(out, m_flags);
    out.count(m_features.size(), "feature count");
    for (const auto& [cell, feature] : m_features) {
        out.u32(uint32_t(cell));
        out.u8(uint8_t(feature.kind));
        out.u8(feature.state);
        out.u32(feature.resource);
    }
}

Map Map::load(module::ByteReader& in)
{
    const size_t versionAt = in.offset();
    const uint16_t version = in.u16("map format version");
    if (version != kMapFormatVersion)
        in.fail("map format version " + std::to_string(version) + " is not " + std::to_string(kMapFormatVersion),
                versionAt);
    const size_t sizeAt = in.offset();
    const int width = in.u16("map width");
    const int height = in.u16("map height");
    if (width < 1 || height < 1 || width > kMaxMapSize || height > kMaxMapSize)
        in.fail("map size " + std::to_string(width) + "x" + std::to_string(height) + " is outside 1.." +
                    std::to_string(kMaxMapSize) + " each way",
                sizeAt);

    // Terrain types: the first one fills the map until the runs are read.
    const uint32_t terrainCount = in.count(6, "terrain type count");
    if (terrainCount == 0)
        in.fail("a map has at least one terrain type");
    if (terrainCount > kMaxTerrainTypes)
        in.fail("terrain type count " + std::to_string(terrainCount) + " exceeds " + std::to_string(kMaxTerrainTypes));
    std::vector<TerrainType> terrains;
    terrains.reserve(terrainCount);
    for (uint32_t i = 0; i < terrainCount; ++i) {
        const size_t at = in.offset();
        TerrainType terrain;
        terrain.resource = in.u32("terrain resource");
        terrain.flags = in.u16("terrain flags");
        if (terrain.flags & ~kTerrainFlagMask)
            in.fail("terrain type " + std::to_string(i) + " has unknown flag bits " +
                        module::hexText(terrain.flags & ~kTerrainFlagMask),
                    at);
        for (const TerrainType& earlier : terrains)
            if (earlier.resource == terrain.resource)
                in.fail("terrain type " + std::to_string(i) + " repeats resource " + module::hexText(terrain.resource),
                        at);
        terrains.push_back(terrain);
    }
    Map map(width, height, terrains.front());
    map.m_terrainTypes = std::move(terrains);

    const uint32_t regionCount = in.count(4 + 4 + 8 + 1, "region count");
    if (regionCount > kMaxRegions)
        in.fail("region count " + std::to_string(regionCount) + " exceeds " + std::to_string(kMaxRegions));
    map.m_regions.reserve(regionCount);
    for (uint32_t i = 0; i < regionCount; ++i) {
        const size_t at = in.offset();
        Region region;
        region.resource = in.u32("region resource");
        region.name = in.string("region name");
        if (region.name.size() > kMaxRegionNameLength)
            in.fail("region " + std::to_string(i) + " has a name longer than " +
                        std::to_string(kMaxRegionNameLength) + " bytes",
                    at);
        region.bounds.x = in.u16("region x");
        region.bounds.y = in.u16("region y");
        region.bounds.width = in.u16("region width");
        region.bounds.height = in.u16("region height");
        const Rect& r = region.bounds;
        if (r.x + r.width > width || r.y + r.height > height)
            in.fail("region " + std::to_string(i) + " bounds " + std::to_string(r.x) + "," + std::to_string(r.y) +
                        " size " + std::to_string(r.width) + "x" + std::to_string(r.height) +
                        " are not inside the map",
                    at);
        const size_t shapeAt = in.offset();
        const uint8_t shape = in.u8("region shape");
        if (!isKnownRoomShape(shape))
            in.fail("region " + std::to_string(i) + " has unknown shape " + std::to_string(shape), shapeAt);
        region.shape = RoomShape(shape);
        map.m_regions.push_back(std::move(region));
    }

    const size_t paletteSize = map.m_terrainTypes.size();
    readRuns(in, map.m_terrain, "terrain", [&](uint16_t value, size_t at) {
        if (value >= paletteSize)
            in.fail("terrain index " + std::to_string(value) + " is not one of the " + std::to_string(paletteSize) +
                        " terrain types",
                    at);
    });
    readRuns(in, map.m_region, "region", [&](uint16_t value, size_t at) {
        if (value != kNoRegion && value >= regionCount)
            in.fail("region index " + std::to_string(value) + " is not one of the " + std::to_string(regionCount) +
                        " regions",
                    at);
    });
    readRuns(in, map.m_light, "light", [](uint8_t, size_t) {});
    readRuns(in, map.m_flags, "cell flags", [&](uint8_t value, size_t at) {
        if (value & ~kCellFlagMask)
            in.fail("unknown cell flag bits " + module::hexText(value & ~kCellFlagMask), at);
    });

    const uint32_t featureCount = in.count(10, "feature count");
    int64_t previousCell = -1;
    for (uint32_t i = 0; i < featureCount; ++i) {
        const size_t at = in.offset();
        const uint32_t cell = in.u32("feature cell");
        const uint8_t kind = in.u8("feature kind");
        const uint8_t state = in.u8("feature state");
        const ResourceId resource = in.u32("feature resource");
        if (cell >= uint32_t(map.cellCount()))
            in.fail("feature " + std::to_string(i) + " is on cell " + std::to_string(cell) + ", outside the map's " +
                        std::to_string(map.cellCount()) + " cells",
                    at);
        if (int64_t(cell) <= previousCell)
            in.fail("feature " + std::to_string(i) + " on cell " + std::to_string(cell) +
                        " is not after the one before it",
                    at);
        if (kind == uint8_t(FeatureKind::None) || kind > kLastFeatureKind)
            in.fail("feature " + std::to_string(i) + " has unknown kind " + std::to_string(kind), at);
        if (const std::string why = invalidFeatureState(FeatureKind(kind), state); !why.empty())
            in.fail("feature " + std::to_string(i) + ": " + why, at);
        map.m_features.emplace(int32_t(cell), Feature{FeatureKind(kind), state, resource});
        previousCell = cell;
    }

    for (size_t cell = 0; cell < map.m_opacity.size(); ++cell)
        map.updateOpacity(cell);
    return map;
}

std::string writeMap(const Map& map)
{
    module::ByteWriter out;
    map.save(out);
    return std::move(out.bytes);
}

MapReadResult readMap(std::string_view bytes)
{
    MapReadResult result;
    try {
        module::ByteReader in("MAPC", bytes, 0);
        Map map = Map::load(in);
        in.expectEnd();
        result.map.emplace(std::move(map));
    } catch (const module::FormatFailure& failure) {
        result.error = failure.error;
    }
    return result;
}

} // namespace incursion::map
