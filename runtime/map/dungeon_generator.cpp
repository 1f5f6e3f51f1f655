#include "map/dungeon_generator.h"

#include "map/grid_distance.h"

#include "map/connectivity.h"
#include "map/corridors.h"
#include "map/level_canvas.h"
#include "map/level_random.h"
#include "map/room_shapes.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_map>

namespace incursion::map {

using module::RegionView;
using module::ResourceKind;
using module::ResourceManager;

namespace {

constexpr int kRoomChoiceTries = 200;       // MakeLev.cpp:2347-2422
constexpr int kSpecialPlacementTries = 100; // MakeLev.cpp:1539-1567
constexpr int kStairTries = 500;            // MakeLev.cpp:1876-1897
constexpr int kStreamerRegionTries = 20;
constexpr int kMaxEdgeCandidates = 48;      // ours: bounds the closest-pair search per panel
constexpr int kLongTunnel = 5;              // longer ones get a corridor region by weight

// What the generator asks of a Region, read once per level.
struct RegionInfo {
    ResourceId id = 0;
    std::string name;
    ResourceId walls = 0, floor = 0, door = 0;
    int32_t roomTypes = 0;
    int32_t depth = 0;
    bool vault = false, oddWidth = false, oddHeight = false, alwaysLit = false, neverLit = false, staple = false;
    bool river = false, chasm = false, rockType = false;
    std::optional<module::Grid> grid;
    std::optional<int32_t> turnChance, segmentMin, segmentMax;
    std::string note;           // what was wrong with its data, shown when it is drawn

    bool allows(RoomShape shape) const { return roomTypes == 0 || (roomTypes & (1 << int(shape))); }
};

template <class T> int totalWeight(const std::vector<Weighted<T>>& list)
{
    int total = 0;
    for (const Weighted<T>& entry : list)
        total += std::max(0, entry.weight);
    return total;
}

// An entry by weight, or nullptr when every weight is 0.
template <class T> const Weighted<T>* pickWeighted(LevelRandom& random, const std::vector<Weighted<T>>& list)
{
    const int total = totalWeight(list);
    if (total <= 0)
        return nullptr;
    int roll = random.below(total);
    for (const Weighted<T>& entry : list) {
        if (entry.weight <= 0)
            continue;
        if (roll < entry.weight)
            return &entry;
        roll -= entry.weight;
    }
    return nullptr;
}

class LevelGenerator {
public:
    LevelGenerator(const ResourceManager& manager, DungeonSettings settings, int depth, LevelRandom random, int width,
                   int height, std::optional<VaultWatch> watch = std::nullopt)
        : m_manager(manager), m_settings(std::move(settings)), m_depth(depth), m_random(random), m_watch(watch),
          m_level{Map(width, height, rockType()), {}, {}, {}, {}, {}, {}, {}}, m_canvas(m_level.map, manager),
          m_digger(m_canvas, m_settings, depth)
    {
    }

    GeneratedLevel level(const std::vector<int>& specialLevels);
    GeneratedLevel room(ResourceId region, RoomShape shape);

private:
    TerrainType rockType() const
    {
        return terrainTypeOf(*module::view<module::TerrainView>(m_manager, m_settings.rock));
    }
    const RegionInfo& region(ResourceId id);
    [[noreturn]] void fail(ResourceId id, const std::string& what) const
    {
        throw GenerationError(describeResource(m_manager, id) + ": " + what);
    }

    void fill();
    void streamers();
    void specials(const std::vector<int>& specialLevels);
    bool placeGridSpecial(const RegionInfo& info);
    void forcedRoomVault();
    bool isWatched(ResourceId id) const { return m_watch && m_watch->region == id; }
    bool isRoomVault(ResourceId id) const;
    std::optional<VaultFate> depthRefusal(const RegionInfo& info) const;
    void noteWatched(VaultFate fate, std::string detail);
    VaultOutcome watchedOutcome();
    void panels();
    void drawPanel(int px, int py, std::optional<ResourceId> forced);
    std::optional<std::pair<RoomShape, ResourceId>> chooseRoom();
    void drawRoom(const RegionInfo& info, RoomShape shape, Rect panel);
    bool drawPanelVault(const RegionInfo& info, Rect panel);
    void light(uint16_t regionIndex, const RegionInfo& info, Rect bounds);
    void corridors();
    std::vector<int> edgeCells(int px, int py) const;
    void join(const std::vector<int>& from, const std::vector<int>& to);
    CorridorStyle corridorStyle(const RegionInfo& info, Rect bounds);
    void repair();
    void checkDoors();
    void stairs();
    void revealSecretDoorsNearStairs();
    std::vector<int> stairCandidates(bool roomsOnly) const;
    int pickStairCell(const std::vector<int>& candidates, std::vector<uint8_t>& regionHasStairs);
    int panelIndex(int px, int py) const { return py * m_panelsX + px; }
    Rect panelRect(int px, int py) const
    {
        return Rect{px * m_settings.panelWidth, py * m_settings.panelHeight, m_settings.panelWidth,
                    m_settings.panelHeight};
    }

    const ResourceManager& m_manager;
    DungeonSettings m_settings;
    int m_depth;
    LevelRandom m_random;
    std::optional<VaultWatch> m_watch;
    std::optional<VaultOutcome> m_watchNote;    // why the watched vault is not here, as found on the way
    bool m_watchInSpecials = false;
    GeneratedLevel m_level;
    LevelCanvas m_canvas;
    CorridorDigger m_digger;
    int m_panelsX = 0, m_panelsY = 0;
    std::vector<uint8_t> m_panelTaken;
    std::vector<ResourceId> m_usedRooms, m_usedCorridors;
    std::unordered_map<ResourceId, RegionInfo> m_regions;
    std::vector<std::pair<ResourceId, int>> m_pendingRooms;     // region specials without a grid
    std::vector<ResourceId> m_featureSpecials;
    std::vector<int> m_emptyPanels;         // panels left without a room
    int m_roomFloors = 0;                   // floor cells of the rooms drawn
};

const RegionInfo& LevelGenerator::region(ResourceId id)
{
    const auto found = m_regions.find(id);
    if (found != m_regions.end())
        return found->second;
    const std::optional<RegionView> view = module::view<RegionView>(m_manager, id);
    if (!view)
        throw GenerationError(describeResource(m_manager, id) + " is used as a region but is no Region");
    RegionInfo info;
    info.id = id;
    info.name = std::string(displayName(view->name()));
    info.walls = view->walls();
    info.floor = view->floor();
    info.door = view->door();
    // A Walls or Floor that is no Terrain (the corpus's Hedge Maze has a
    // Feature for walls) falls back to the dungeon's rock and floor.
    for (ResourceId* terrain : {&info.walls, &info.floor})
        if (*terrain && m_manager.kind(*terrain) != ResourceKind::Terrain) {
            info.note = describeResource(m_manager, id) + ": its " + (terrain == &info.walls ? "Walls " : "Floor ")
                        + m_manager.describe(*terrain) + " is no Terrain; the dungeon's default is drawn";
            *terrain = 0;
        }
    if (info.door && m_manager.kind(info.door) != ResourceKind::Feature)
        info.door = 0;
    info.roomTypes = view->roomTypes();
    info.depth = view->depth();
    info.vault = view->hasFlag(kRegionVault);
    info.oddWidth = view->hasFlag(kRegionOddWidth);
    info.oddHeight = view->hasFlag(kRegionOddHeight);
    info.alwaysLit = view->hasFlag(kRegionAlwaysLit);
    info.neverLit = view->hasFlag(kRegionNeverLit);
    info.staple = view->hasFlag(kRegionStaple);
    info.river = view->hasFlag(kRegionRiver);
    info.chasm = view->hasFlag(kRegionChasm);
    info.rockType = view->hasFlag(kRegionRockType);
    info.grid = view->grid();
    auto integerConstant = [&](int32_t c) -> std::optional<int32_t> {
        const std::optional<module::ResolvedValue> value = view->constant(c);
        if (value && value->kind == module::ValueKind::Integer)
            return value->number;
        return std::nullopt;
    };
    info.turnChance = integerConstant(constant::TurnChance);
    info.segmentMin = integerConstant(constant::SegmentMinLength);
    info.segmentMax = integerConstant(constant::SegmentMaxLength);
    return m_regions.emplace(id, std::move(info)).first->second;
}

// ---- 1. fill and streamers ----------------------------------------------------------------

void LevelGenerator::fill()
{
    Map& map = m_level.map;
    const RegionInfo& base = region(m_settings.baseRegion);
    const uint16_t baseIndex = map.addRegion(
        Region{base.id, base.name, Rect{0, 0, map.width(), map.height()}, RoomShape::Background});
    const uint16_t edge = m_canvas.terrain(m_settings.mapEdge);
    m_canvas.terrain(m_settings.rock);
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            map.setRegionIndex(x, y, baseIndex);
            if (m_canvas.onEdge(x, y))
                m_canvas.write(x, y, edge, kPriorityMax, baseIndex);
        }
    m_panelsX = map.width() / m_settings.panelWidth;
    m_panelsY = map.height() / m_settings.panelHeight;
    m_panelTaken.assign(size_t(m_panelsX * m_panelsY), 0);
}

void LevelGenerator::streamers()
{
    int count = m_settings.minStreamers;
    while (count < m_settings.maxStreamers && m_random.chance(m_settings.streamerChance))
        ++count;
    const int depthCR = m_settings.depthCR(m_depth);
    const RegionInfo* previous = nullptr;
    Map& map = m_level.map;
    for (int n = 0; n < count; ++n) {
        const int startX = m_random.below(map.width()), startY = m_random.below(map.height());
        const RegionInfo* chosen = nullptr;
        if (previous && m_random.below(10) < 4) {
            chosen = previous;
        } else {
            for (int tries = 0; tries < kStreamerRegionTries && !chosen; ++tries) {
                const Weighted<ResourceId>* pick = pickWeighted(m_random, m_settings.streamerWeights);
                if (!pick)
                    break;
                const RegionInfo& info = region(pick->value);
                if (info.river && m_depth < m_settings.minRiverDepth)
                    continue;
                if (info.chasm && (m_depth < m_settings.minChasmDepth || m_depth >= m_settings.dungeonDepth))
                    continue;
                if (info.depth > depthCR || !info.floor)
                    continue;
                chosen = &info;
            }
        }
        if (!chosen)
            continue;
        previous = chosen;
        const uint16_t terrain = m_canvas.terrain(chosen->floor);
        const uint8_t priority = chosen->rockType ? kPriorityRockStreamer : kPriorityRiver;
        // A river keeps its width and starts on the north or west edge; other
        // streamers grow from 1 to their width and narrow again, a lens
        // (MakeLev.cpp:841-911).
        int x = startX, y = startY, dx = 1, dy = 1, width = 1, maxWidth = 1;
        if (chosen->river) {
            width = maxWidth = 2 + m_random.below(4);
            if (x > y) {
                y = 0;
                dx = m_random.oneIn(2) ? 1 : -1;
            } else {
                x = 0;
                dy = m_random.oneIn(2) ? 1 : -1;
            }
        } else {
            maxWidth = 2 + m_random.below(m_settings.maxStreamerWidth);
            const int d = m_random.oneIn(4) ? 0 : m_random.oneIn(3) ? 1 : m_random.oneIn(2) ? 2 : 3;
            dx = d == 0 || d == 2 ? 1 : -1;     // south-east, south-west, north-east, north-west
            dy = d < 2 ? 1 : -1;
        }
        if (chosen->chasm)
            maxWidth = std::max(4, maxWidth + 1);
        const int rx = 2 + m_random.below(10), ry = 2 + m_random.below(10);
        const uint16_t index = map.addRegion(Region{chosen->id, chosen->name, Rect{}, RoomShape::Streamer});
        int minX = map.width(), minY = map.height(), maxX = -1, maxY = -1;
        bool widest = false;
        while (width > 0 && map.contains(x, y)) {
            if (!chosen->river && m_random.oneIn(13))
                width += widest ? -1 : 1;
            if (m_random.below(rx + ry) + 1 <= rx)
                x += dx;
            else
                y += dy;
            widest = widest || width >= maxWidth;
            for (int cy = y - width / 2; cy < y - width / 2 + width; ++cy)
                for (int cx = x - width / 2; cx < x - width / 2 + width; ++cx)
                    if (m_canvas.interior(cx, cy) && m_canvas.write(cx, cy, terrain, priority, index, 0)) {
                        minX = std::min(minX, cx);
                        minY = std::min(minY, cy);
                        maxX = std::max(maxX, cx);
                        maxY = std::max(maxY, cy);
                    }
        }
        if (maxX >= 0)
            map.setRegion(index, Region{chosen->id, chosen->name, Rect{minX, minY, maxX - minX + 1, maxY - minY + 1},
                                        RoomShape::Streamer});
    }
}

// ---- 2. specials --------------------------------------------------------------------------

void LevelGenerator::specials(const std::vector<int>& specialLevels)
{
    const std::vector<module::DungeonSpecial> list =
        module::ResourceView::of(m_manager, m_settings.dungeon)->specials();
    for (size_t i = 0; i < list.size() && i < specialLevels.size(); ++i) {
        const ResourceId id = list[i].resource;
        const bool watched = isWatched(id);
        m_watchInSpecials = m_watchInSpecials || watched;
        if (specialLevels[i] != m_depth && !(watched && m_watch->force)) {
            if (watched)
                noteWatched(specialLevels[i] == 0 ? VaultFate::ChanceFailed : VaultFate::OtherDepth,
                            specialLevels[i] == 0 ? std::string() : "rolled depth " + std::to_string(specialLevels[i]));
            continue;
        }
        const std::optional<ResourceKind> kind = m_manager.kind(id);
        if (kind == ResourceKind::Region) {
            const RegionInfo& info = region(id);
            if (info.grid) {
                if (placeGridSpecial(info))
                    m_level.specials.push_back(id);
            } else {
                m_pendingRooms.emplace_back(id, 0);
            }
        } else if (kind == ResourceKind::Feature) {
            m_featureSpecials.push_back(id);
        } else if (kind) {
            m_level.warnings.push_back("special " + m_manager.describe(id)
                                       + " is not drawn: the map holds no monsters or items yet");
        } else {
            m_level.warnings.push_back("a special of " + m_settings.dungeonName
                                       + " names a resource no loaded module provides");
        }
    }
    // A watched grid no list of the dungeon names, forced: placed as a special would be.
    if (m_watch && m_watch->force && !m_watchInSpecials && !isRoomVault(m_watch->region)) {
        const RegionInfo& info = region(m_watch->region);
        if (info.grid && placeGridSpecial(info))
            m_level.specials.push_back(info.id);
    }
}

bool LevelGenerator::isRoomVault(ResourceId id) const
{
    return std::any_of(m_settings.roomWeights.begin(), m_settings.roomWeights.end(),
                       [id](const Weighted<ResourceId>& entry) { return entry.value == id && entry.weight > 0; });
}

// What keeps a room region off this depth (MakeLev.cpp:2390-2400), if anything.
std::optional<VaultFate> LevelGenerator::depthRefusal(const RegionInfo& info) const
{
    const int depthCR = m_settings.depthCR(m_depth);
    if (info.depth > depthCR)
        return VaultFate::RegionTooDeep;
    if (info.vault && depthCR < m_settings.minVaultDepth)
        return VaultFate::BelowMinVaultDepth;
    return std::nullopt;
}

void LevelGenerator::noteWatched(VaultFate fate, std::string detail)
{
    if (!m_watchNote)
        m_watchNote = VaultOutcome{fate, -1, std::move(detail)};
}

VaultOutcome LevelGenerator::watchedOutcome()
{
    for (size_t i = 0; i < m_level.vaults.size(); ++i)
        if (m_level.vaults[i].region == m_watch->region)
            return VaultOutcome{VaultFate::Placed, int(i), {}};
    if (m_watchNote)
        return *m_watchNote;
    if (!m_watchInSpecials && !isRoomVault(m_watch->region))
        return VaultOutcome{VaultFate::NotListed, -1, {}};
    const RegionInfo& info = region(m_watch->region);
    if (const std::optional<VaultFate> refusal = depthRefusal(info))
        return VaultOutcome{*refusal, -1, {}};
    if (info.grid && !gridFitsPanel(m_settings, info.grid->width, info.grid->height))
        return VaultOutcome{VaultFate::TooBigForPanel, -1, {}};
    return VaultOutcome{VaultFate::NotChosen, -1, {}};
}

bool LevelGenerator::placeGridSpecial(const RegionInfo& info)
{
    const int sx = info.grid->width, sy = info.grid->height;
    const int pw = m_settings.panelWidth, ph = m_settings.panelHeight;
    const int cx = 1 + (sx + 2) / pw, cy = 1 + (sy + 2) / ph;
    if (!gridFitsLevel(m_settings, sx, sy))
        fail(info.id, "its " + std::to_string(sx) + "x" + std::to_string(sy) + " grid does not fit a "
                          + std::to_string(m_level.map.width()) + "x" + std::to_string(m_level.map.height())
                          + " level");
    for (int tries = 0; tries < kSpecialPlacementTries; ++tries) {
        const int px = m_random.below(m_panelsX - cx + 1), py = m_random.below(m_panelsY - cy + 1);
        const int x = std::max(1, px * pw + 1 + m_random.below(std::max(1, cx * pw - sx - 1)));
        const int y = std::max(1, py * ph + 1 + m_random.below(std::max(1, cy * ph - sy - 1)));
        bool free = true;
        for (int qy = py; qy < py + cy; ++qy)
            for (int qx = px; qx < px + cx; ++qx)
                free = free && !m_panelTaken[size_t(panelIndex(qx, qy))];
        if (!free || !vaultFits(m_canvas, x, y, sx, sy))
            continue;
        std::optional<int32_t> start;
        m_level.vaults.push_back(drawVault(m_canvas, m_random, m_settings, info.id, x, y, m_depth, &start));
        if (start && !m_level.start)
            m_level.start = start;
        // Every panel the vault's cells reach is taken.
        for (int qy = y / ph; qy <= (y + sy - 1) / ph; ++qy)
            for (int qx = x / pw; qx <= (x + sx - 1) / pw; ++qx)
                m_panelTaken[size_t(panelIndex(qx, qy))] = 1;
        return true;
    }
    m_level.warnings.push_back(describeResource(m_manager, info.id) + ": no free place for its grid");
    if (isWatched(info.id))
        noteWatched(VaultFate::NoFreePlace, {});
    return false;
}

// ---- 3. panels ----------------------------------------------------------------------------

void LevelGenerator::panels()
{
    // Region specials without a grid each take a random free panel first.
    for (auto& pending : m_pendingRooms) {
        std::vector<int> free;
        for (int i = 0; i < int(m_panelTaken.size()); ++i)
            if (!m_panelTaken[size_t(i)])
                free.push_back(i);
        if (free.empty()) {
            m_level.warnings.push_back(describeResource(m_manager, pending.first) + ": no free panel");
            continue;
        }
        const int panel = free[size_t(m_random.below(int(free.size())))];
        drawPanel(panel % m_panelsX, panel / m_panelsX, pending.first);
        m_level.specials.push_back(pending.first);
    }
    forcedRoomVault();
    for (int py = 0; py < m_panelsY; ++py)
        for (int px = 0; px < m_panelsX; ++px)
            if (!m_panelTaken[size_t(panelIndex(px, py))])
                drawPanel(px, py, std::nullopt);
    // A level of vaults and empty panels still needs a room for its stairs (ours).
    if (m_roomFloors == 0 && !m_emptyPanels.empty()) {
        for (const Weighted<ResourceId>& entry : m_settings.roomWeights) {
            const RegionInfo& info = region(entry.value);
            if (info.grid || !info.allows(RoomShape::Rectangle))
                continue;
            const int panel = m_emptyPanels.front();
            drawRoom(info, RoomShape::Rectangle, panelRect(panel % m_panelsX, panel / m_panelsX));
            break;
        }
    }
}

// A watched room vault, forced, takes a random free panel as the panels'
// room picks would draw it there, if the depth and its size allow it.
void LevelGenerator::forcedRoomVault()
{
    if (!m_watch || !m_watch->force || m_watchInSpecials || !isRoomVault(m_watch->region))
        return;
    const RegionInfo& info = region(m_watch->region);
    if (!info.grid || depthRefusal(info) || !gridFitsPanel(m_settings, info.grid->width, info.grid->height))
        return;     // watchedOutcome() says why
    std::vector<int> free;
    for (int i = 0; i < int(m_panelTaken.size()); ++i)
        if (!m_panelTaken[size_t(i)])
            free.push_back(i);
    if (free.empty()) {
        noteWatched(VaultFate::NoFreePlace, "no free panel");
        return;
    }
    const int panel = free[size_t(m_random.below(int(free.size())))];
    m_panelTaken[size_t(panel)] = 1;
    m_usedRooms.push_back(info.id);
    drawPanelVault(info, panelRect(panel % m_panelsX, panel / m_panelsX));
}

void LevelGenerator::drawPanel(int px, int py, std::optional<ResourceId> forced)
{
    m_panelTaken[size_t(panelIndex(px, py))] = 1;
    const Rect panel = panelRect(px, py);
    if (forced) {
        const RegionInfo& info = region(*forced);
        // A special draws with one of its own room types.
        std::vector<RoomShape> shapes;
        for (int s = 1; s <= int(RoomShape::Diamonds); ++s)
            if ((info.roomTypes & (1 << s)) && RoomShape(s) != RoomShape::Vault)
                shapes.push_back(RoomShape(s));
        const RoomShape shape = shapes.empty() ? RoomShape::Rectangle : shapes[size_t(m_random.below(int(shapes.size())))];
        drawRoom(info, shape, panel);
        return;
    }
    const std::optional<std::pair<RoomShape, ResourceId>> choice = chooseRoom();
    if (!choice) {
        m_emptyPanels.push_back(panelIndex(px, py));
        return;
    }
    const RegionInfo& info = region(choice->second);
    if (choice->first == RoomShape::Vault)
        drawPanelVault(info, panel);
    else
        drawRoom(info, choice->first, panel);
}

std::optional<std::pair<RoomShape, ResourceId>> LevelGenerator::chooseRoom()
{
    std::vector<Weighted<RoomShape>> shapes = m_settings.shapeWeights;
    bool resetOnce = false;
    std::vector<ResourceId> candidates;
    for (int tries = 0; tries < kRoomChoiceTries; ++tries) {
        const Weighted<RoomShape>* pick = pickWeighted(m_random, shapes);
        if (!pick) {
            if (resetOnce || m_usedRooms.empty())
                return std::nullopt;
            // Every shape is spent: regions may repeat from here on.
            resetOnce = true;
            m_usedRooms.clear();
            shapes = m_settings.shapeWeights;
            continue;
        }
        const RoomShape shape = pick->value;
        if (shape == RoomShape::NoRoom)
            return std::nullopt;
        candidates.clear();
        for (const Weighted<ResourceId>& entry : m_settings.roomWeights) {
            if (entry.weight <= 0)
                continue;
            const RegionInfo& info = region(entry.value);
            if (!info.allows(shape) || depthRefusal(info))
                continue;
            if (std::find(m_usedRooms.begin(), m_usedRooms.end(), info.id) != m_usedRooms.end())
                continue;
            // A grid is drawn as a vault, and only where it fits the panel.
            if (shape == RoomShape::Vault) {
                if (!info.grid || !gridFitsPanel(m_settings, info.grid->width, info.grid->height))
                    continue;
            } else if (info.grid) {
                continue;
            }
            candidates.push_back(info.id);
        }
        if (candidates.empty()) {
            for (Weighted<RoomShape>& entry : shapes)
                if (entry.value == shape)
                    entry.weight = 0;
            continue;
        }
        const ResourceId chosen = candidates[size_t(m_random.below(int(candidates.size())))];
        m_usedRooms.push_back(chosen);
        return std::make_pair(shape, chosen);
    }
    return std::nullopt;
}

void LevelGenerator::drawRoom(const RegionInfo& info, RoomShape shape, Rect panel)
{
    Map& map = m_level.map;
    if (!info.note.empty() && std::find(m_level.warnings.begin(), m_level.warnings.end(), info.note) == m_level.warnings.end())
        m_level.warnings.push_back(info.note);
    const uint16_t index = map.addRegion(Region{info.id, info.name, panel, shape});
    RoomStyle style;
    style.region = index;
    style.floor = m_canvas.terrain(info.floor ? info.floor : m_settings.floor);
    style.wall = m_canvas.terrain(info.walls ? info.walls : m_settings.rock);
    style.door = plainDoor(m_manager, m_settings, info.door, m_depth);
    style.oddWidth = info.oddWidth;
    style.oddHeight = info.oddHeight;
    style.depth = m_depth;
    RoomPainter painter(m_canvas, m_random, m_settings, panel, style);
    const RoomShape drawn = painter.draw(shape);
    m_roomFloors += int(painter.floorCells().size());
    const Rect bounds = painter.bounds();
    map.setRegion(index, Region{info.id, info.name, bounds, drawn});
    light(index, info, bounds);
}

bool LevelGenerator::drawPanelVault(const RegionInfo& info, Rect panel)
{
    const int sx = info.grid->width, sy = info.grid->height;
    const int x = panel.x + 2 + m_random.below(panel.width - 4 - sx + 1);
    const int y = panel.y + 2 + m_random.below(panel.height - 4 - sy + 1);
    if (!vaultFits(m_canvas, x, y, sx, sy)) {
        if (isWatched(info.id))
            noteWatched(VaultFate::NoFreePlace, "its panel's place is taken");
        return false;
    }
    std::optional<int32_t> start;
    m_level.vaults.push_back(drawVault(m_canvas, m_random, m_settings, info.id, x, y, m_depth, &start));
    if (start && !m_level.start)
        m_level.start = start;
    return true;
}

void LevelGenerator::light(uint16_t index, const RegionInfo& info, Rect bounds)
{
    if (info.neverLit)
        return;
    const bool lit = info.alwaysLit
                     || m_random.below(100) + 1 <= m_settings.roomLitChance - m_settings.litChanceDepthMod;
    if (!lit)
        return;
    Map& map = m_level.map;
    const uint16_t wall = m_canvas.terrain(info.walls ? info.walls : m_settings.rock);
    const uint16_t torch = m_canvas.terrain(m_settings.torch);
    std::vector<std::pair<int, int>> torches;
    for (int y = bounds.y; y < bounds.y + bounds.height; ++y)
        for (int x = bounds.x; x < bounds.x + bounds.width; ++x) {
            if (map.regionIndex(x, y) != index)
                continue;
            map.setLight(x, y, 1);
            if (map.terrainIndex(x, y) == wall && m_canvas.priority(x, y) == kPriorityRoomWall
                && m_random.oneIn(m_settings.torchDensity) && m_canvas.write(x, y, torch, kPriorityTorch, index, kCellRoom))
                torches.emplace_back(x, y);
        }
    // Brighter near a torch: 3 within distance 2, 2 within 4 (MakeLev.cpp:163-182, without line of sight).
    for (const auto& [tx, ty] : torches)
        for (int y = ty - 4; y <= ty + 4; ++y)
            for (int x = tx - 4; x <= tx + 4; ++x)
                if (bounds.contains(x, y) && map.regionIndex(x, y) == index) {
                    const int d = originalDistance(x - tx, y - ty);
                    const uint8_t level = d < 3 ? 3 : d < 5 ? 2 : 1;
                    map.setLight(x, y, std::max(map.light(x, y), level));
                }
}

// ---- 4. corridors -------------------------------------------------------------------------

std::vector<int> LevelGenerator::edgeCells(int px, int py) const
{
    const Rect panel = panelRect(px, py);
    const Map& map = m_level.map;
    std::vector<int> cells;
    for (int y = std::max(1, panel.y); y < std::min(map.height() - 1, panel.y + panel.height); ++y)
        for (int x = std::max(1, panel.x); x < std::min(map.width() - 1, panel.x + panel.width); ++x) {
            if (m_canvas.solid(x, y) || m_canvas.noCut(x, y) || !map.hasFlag(x, y, kCellRoom))
                continue;
            const int open = !m_canvas.solid(x - 1, y) + !m_canvas.solid(x + 1, y) + !m_canvas.solid(x, y - 1)
                             + !m_canvas.solid(x, y + 1);
            if (open < 4)
                cells.push_back(y * map.width() + x);
        }
    if (int(cells.size()) > kMaxEdgeCandidates) {
        std::vector<int> sampled;
        for (int i = 0; i < kMaxEdgeCandidates; ++i)
            sampled.push_back(cells[size_t(i) * cells.size() / kMaxEdgeCandidates]);
        cells.swap(sampled);
    }
    return cells;
}

CorridorStyle LevelGenerator::corridorStyle(const RegionInfo& info, Rect bounds)
{
    CorridorStyle style;
    style.region = m_level.map.addRegion(Region{info.id, info.name, bounds, RoomShape::Corridor});
    style.floor = m_canvas.terrain(info.floor ? info.floor : m_settings.floor);
    if (m_level.map.terrainTypes()[style.floor].has(kTerrainSolid))
        style.floor = m_canvas.terrain(m_settings.floor);
    if (info.walls)
        style.wall = m_canvas.terrain(info.walls);
    return style;
}

void LevelGenerator::join(const std::vector<int>& from, const std::vector<int>& to)
{
    const int width = m_level.map.width();
    int best = -1, bestFrom = 0, bestTo = 0;
    for (const int a : from)
        for (const int b : to) {
            const int d = originalDistance(a % width - b % width, a / width - b / width);
            if (best < 0 || d < best) {
                best = d;
                bestFrom = a;
                bestTo = b;
            }
        }
    if (best < 0)
        return;
    const RegionInfo* corridor = nullptr;
    if (best > kLongTunnel) {
        std::vector<Weighted<ResourceId>> choices;
        for (const Weighted<ResourceId>& entry : m_settings.corridorWeights) {
            const RegionInfo& info = region(entry.value);
            if (info.staple || std::find(m_usedCorridors.begin(), m_usedCorridors.end(), info.id) == m_usedCorridors.end())
                choices.push_back(entry);
        }
        if (const Weighted<ResourceId>* pick = pickWeighted(m_random, choices)) {
            corridor = &region(pick->value);
            m_usedCorridors.push_back(corridor->id);
        }
    }
    if (!corridor)
        corridor = &region(m_settings.corridorRegion);
    TunnelRules rules;
    rules.turnChance = corridor->turnChance.value_or(m_settings.turnChance);
    rules.segmentMinLength = corridor->segmentMin.value_or(m_settings.segmentMinLength);
    rules.segmentMaxLength = corridor->segmentMax.value_or(m_settings.segmentMaxLength);
    const Map& map = m_level.map;
    const std::vector<int> path = walkTunnel(m_canvas, m_random, bestFrom % width, bestFrom / width, bestTo % width,
                                             bestTo / width, map.regionIndex(bestTo % width, bestTo / width), rules);
    if (!m_digger.opensAny(path))
        return;
    const CorridorStyle style = corridorStyle(*corridor, Rect{});
    const Rect bounds = m_digger.dig(path, style);
    m_level.map.setRegion(style.region, Region{corridor->id, corridor->name, bounds, RoomShape::Corridor});
}

void LevelGenerator::corridors()
{
    std::vector<std::vector<int>> edges(size_t(m_panelsX * m_panelsY));
    for (int py = 0; py < m_panelsY; ++py)
        for (int px = 0; px < m_panelsX; ++px)
            edges[size_t(panelIndex(px, py))] = edgeCells(px, py);
    for (int py = 0; py < m_panelsY; ++py)
        for (int px = 0; px < m_panelsX; ++px) {
            const std::vector<int>& here = edges[size_t(panelIndex(px, py))];
            if (px > 0)
                join(here, edges[size_t(panelIndex(px - 1, py))]);
            if (py > 0)
                join(here, edges[size_t(panelIndex(px, py - 1))]);
        }
}

// ---- 5. repair and doors --------------------------------------------------------------------

void LevelGenerator::repair()
{
    const RegionInfo& corridor = region(m_settings.corridorRegion);
    const CorridorStyle style = corridorStyle(corridor, Rect{});
    const uint16_t rock = m_canvas.terrain(m_settings.rock);
    const RepairReport report = repairConnectivity(m_canvas, m_digger, style, rock);
    for (const std::string& warning : report.warnings)
        m_level.warnings.push_back(warning);
    // The repair's tunnels share one region entry, bounded by what they dug.
    Map& map = m_level.map;
    int minX = map.width(), minY = map.height(), maxX = -1, maxY = -1;
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            if (map.regionIndex(x, y) == style.region) {
                minX = std::min(minX, x);
                minY = std::min(minY, y);
                maxX = std::max(maxX, x);
                maxY = std::max(maxY, y);
            }
    const Rect bounds = maxX < 0 ? Rect{} : Rect{minX, minY, maxX - minX + 1, maxY - minY + 1};
    map.setRegion(style.region, Region{corridor.id, corridor.name, bounds, RoomShape::Corridor});
}

void LevelGenerator::checkDoors()
{
    // A door stands between two solid cells along one axis, and touches no
    // other door (MakeLev.cpp:2037-2061); vault doors are as drawn.
    Map& map = m_level.map;
    std::vector<int> remove;
    for (const auto& [cell, feature] : map.features()) {
        if (feature.kind != FeatureKind::Door)
            continue;
        const int x = cell % map.width(), y = cell / map.width();
        if (m_canvas.noCut(x, y))
            continue;
        const bool framed = (m_canvas.solid(x - 1, y) && m_canvas.solid(x + 1, y))
                            || (m_canvas.solid(x, y - 1) && m_canvas.solid(x, y + 1));
        bool touches = false;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if ((dx || dy) && map.featureAt(x + dx, y + dy)
                    && map.featureAt(x + dx, y + dy)->kind == FeatureKind::Door)
                    touches = true;
        if (!framed || touches)
            remove.push_back(cell);
    }
    for (const int cell : remove)
        map.removeFeature(cell % map.width(), cell / map.width());
}

void LevelGenerator::revealSecretDoorsNearStairs()
{
    // On the first depths a secret door near the way in is a plain locked
    // door (MakeLev.cpp:2062-2071); vault doors stay as their grid draws them.
    constexpr int kLastRevealDepth = 5, kRevealDistance = 17;
    if (m_depth > kLastRevealDepth || m_level.stairsUp.empty())
        return;
    Map& map = m_level.map;
    const int sx = m_level.stairsUp.front() % map.width(), sy = m_level.stairsUp.front() / map.width();
    std::vector<std::pair<int, uint8_t>> changes;
    for (const auto& [cell, feature] : map.features()) {
        const int x = cell % map.width(), y = cell / map.width();
        if (feature.kind == FeatureKind::Door && (feature.state & kFeatureHidden) && !m_canvas.noCut(x, y)
            && originalDistance(x - sx, y - sy) <= kRevealDistance)
            changes.emplace_back(cell, uint8_t(feature.state & ~kFeatureHidden));
    }
    for (const auto& [cell, state] : changes)
        map.setFeatureState(cell % map.width(), cell / map.width(), state);
}

// ---- 6. stairs ----------------------------------------------------------------------------

std::vector<int> LevelGenerator::stairCandidates(bool roomsOnly) const
{
    const Map& map = m_level.map;
    std::vector<int> cells;
    for (int y = 1; y < map.height() - 1; ++y)
        for (int x = 1; x < map.width() - 1; ++x) {
            const TerrainType& terrain = map.terrain(x, y);
            if (terrain.flags & (kTerrainSolid | kTerrainWater | kTerrainFall | kTerrainDeepLiquid))
                continue;
            if (map.featureAt(x, y) || map.hasFlag(x, y, kCellVault) || m_canvas.priority(x, y) > kPriorityRoomFloor)
                continue;
            if (roomsOnly && !map.hasFlag(x, y, kCellRoom))
                continue;
            cells.push_back(y * map.width() + x);
        }
    return cells;
}

int LevelGenerator::pickStairCell(const std::vector<int>& candidates, std::vector<uint8_t>& regionHasStairs)
{
    const Map& map = m_level.map;
    // At most one staircase per region while others remain (ours; the original's check had no effect).
    for (int tries = 0; tries < kStairTries; ++tries) {
        const int cell = candidates[size_t(m_random.below(int(candidates.size())))];
        const int x = cell % map.width(), y = cell / map.width();
        const uint16_t region = map.regionIndex(x, y);
        if (map.featureAt(x, y) || (region != kNoRegion && regionHasStairs[region]))
            continue;
        if (region != kNoRegion)
            regionHasStairs[region] = 1;
        return cell;
    }
    for (const int cell : candidates)
        if (!map.featureAt(cell % map.width(), cell / map.width()))
            return cell;
    return -1;
}

void LevelGenerator::stairs()
{
    Map& map = m_level.map;
    std::vector<int> candidates = stairCandidates(true);
    if (candidates.empty())
        candidates = stairCandidates(false);
    if (candidates.empty())
        throw GenerationError(describeResource(m_manager, m_settings.dungeon) + ": depth " + std::to_string(m_depth)
                              + " has no open cell for stairs (does any Region of the modules make rooms?)");
    std::vector<uint8_t> regionHasStairs(map.regions().size(), 0);
    auto place = [&](FeatureKind kind, ResourceId resource, std::vector<int32_t>& into) {
        const int cell = pickStairCell(candidates, regionHasStairs);
        if (cell < 0)
            return;
        map.setFeature(cell % map.width(), cell / map.width(), Feature{kind, 0, resource});
        into.push_back(cell);
    };
    place(FeatureKind::StairsUp, m_settings.stairsUp, m_level.stairsUp);
    revealSecretDoorsNearStairs();
    if (m_depth < m_settings.dungeonDepth) {
        const int count = m_settings.minStairs + m_random.below(m_settings.maxStairs - m_settings.minStairs);
        for (int n = 0; n < std::max(1, count); ++n)
            place(FeatureKind::StairsDown, m_settings.stairsDown, m_level.stairsDown);
    }
    for (const ResourceId feature : m_featureSpecials) {
        const int cell = pickStairCell(candidates, regionHasStairs);
        if (cell < 0)
            continue;
        map.setFeature(cell % map.width(), cell / map.width(),
                       Feature{featureKindOf(*module::view<module::FeatureView>(m_manager, feature)), 0, feature});
        m_level.specials.push_back(feature);
    }
}

// ---- the whole level ----------------------------------------------------------------------

GeneratedLevel LevelGenerator::level(const std::vector<int>& specialLevels)
{
    fill();
    streamers();
    specials(specialLevels);
    panels();
    corridors();
    repair();
    checkDoors();
    stairs();
    if (m_watch)
        m_level.watched = watchedOutcome();
    return std::move(m_level);
}

GeneratedLevel LevelGenerator::room(ResourceId regionId, RoomShape shape)
{
    fill();
    const RegionInfo& info = region(regionId);
    const Rect panel{0, 0, m_level.map.width(), m_level.map.height()};
    if (shape == RoomShape::Vault) {
        if (!info.grid)
            fail(regionId, "has no Grid to draw as a vault");
        const int sx = info.grid->width, sy = info.grid->height;
        if (sx + 2 > panel.width || sy + 2 > panel.height)
            fail(regionId, "its grid does not fit a " + std::to_string(panel.width) + "x"
                               + std::to_string(panel.height) + " panel");
        std::optional<int32_t> start;
        m_level.vaults.push_back(
            drawVault(m_canvas, m_random, m_settings, regionId, (panel.width - sx) / 2, (panel.height - sy) / 2,
                      m_depth, &start));
        m_level.start = start;
    } else {
        drawRoom(info, shape, panel);
    }
    return std::move(m_level);
}

} // namespace

// Both public generateLevel()s: one level, with or without a watched vault.
static GeneratedLevel generate(const ResourceManager& manager, const LevelRequest& request,
                               const std::optional<VaultWatch>& watch);

std::vector<int> rollSpecialLevels(const ResourceManager& manager, ResourceId dungeon, uint64_t seed)
{
    std::vector<int> levels;
    const std::optional<module::ResourceView> view = module::ResourceView::of(manager, dungeon);
    if (!view)
        return levels;
    LevelRandom random = LevelRandom::forSpecials(seed, dungeon);
    for (const module::DungeonSpecial& special : view->specials()) {
        const bool present = special.chance >= 100 || random.below(100) < special.chance;
        const int level = random.roll(special.level.number, special.level.sides, special.level.bonus);
        levels.push_back(present ? level : 0);
    }
    return levels;
}

GeneratedLevel generateLevel(const ResourceManager& manager, const LevelRequest& request)
{
    return generate(manager, request, std::nullopt);
}

GeneratedLevel generateLevel(const ResourceManager& manager, const LevelRequest& request, const VaultWatch& watch)
{
    return generate(manager, request, watch);
}

static GeneratedLevel generate(const ResourceManager& manager, const LevelRequest& request,
                               const std::optional<VaultWatch>& watch)
{
    DungeonSettings settings = readDungeonSettings(manager, request.dungeon);
    if (request.depth < 1 || request.depth > settings.dungeonDepth)
        throw GenerationError(describeResource(manager, request.dungeon) + ": depth " + std::to_string(request.depth)
                              + " is outside 1.." + std::to_string(settings.dungeonDepth) + " (DUN_DEPTH)");
    const std::vector<int> specialLevels = rollSpecialLevels(manager, request.dungeon, request.seed);
    const int width = settings.levelWidth, height = settings.levelHeight;
    LevelGenerator generator(manager, std::move(settings), request.depth,
                             LevelRandom::forLevel(request.seed, request.dungeon, request.depth), width, height,
                             watch);
    try {
        return generator.level(specialLevels);
    } catch (const GenerationError&) {
        throw;
    } catch (const std::exception& error) {
        // The map's own limits (too many regions or terrains): still a clear error.
        throw GenerationError(describeResource(manager, request.dungeon) + ": depth " + std::to_string(request.depth)
                              + ": " + error.what());
    }
}

GeneratedLevel generateRoom(const ResourceManager& manager, const RoomRequest& request)
{
    DungeonSettings settings = readDungeonSettings(manager, request.dungeon);
    if (manager.kind(request.region) != ResourceKind::Region)
        throw GenerationError(describeResource(manager, request.region) + " is no Region");
    const int width = settings.panelWidth, height = settings.panelHeight;
    LevelGenerator generator(manager, std::move(settings), 1, LevelRandom::forLevel(request.seed, request.region, 1),
                             width, height);
    return generator.room(request.region, request.shape);
}

std::string_view vaultFateText(VaultFate fate)
{
    switch (fate) {
    case VaultFate::Placed: return "placed";
    case VaultFate::NotListed: return "no Specials entry or room weight of the dungeon names it";
    case VaultFate::ChanceFailed: return "its Specials chance roll failed";
    case VaultFate::OtherDepth: return "its Specials entry rolled another depth";
    case VaultFate::RegionTooDeep: return "its Depth is above the level's challenge rating";
    case VaultFate::BelowMinVaultDepth: return "the level's challenge rating is below MIN_VAULT_DEPTH";
    case VaultFate::TooBigForPanel: return "too big for a panel (less 2 cells each side)";
    case VaultFate::TooBigForLevel: return "too big for the level";
    case VaultFate::NotChosen: return "not chosen by the panels' room picks";
    case VaultFate::NoFreePlace: return "no free place on the level";
    }
    return "?";
}

std::optional<ResourceId> findDungeon(const ResourceManager& manager, std::string_view name)
{
    const uint32_t kinds = module::kindBit(ResourceKind::Dungeon);
    if (!name.empty())
        return manager.find(name, kinds);
    const std::vector<ResourceId> all = manager.resources(kinds);
    if (all.empty())
        return std::nullopt;
    return all.front();
}

} // namespace incursion::map
