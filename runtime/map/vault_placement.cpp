#include "map/vault_placement.h"

#include "map/generation_error.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace incursion::map {

using module::RegionView;
using module::ResourceKind;

namespace {

// Tile flags (Defines.h:3855-3884): the common ones, and a feature tile's.
constexpr int32_t kTileItem = 0x01, kTileMonster = 0x02;
constexpr int32_t kTileGuarding = 0x40;     // a monster tile's
constexpr int32_t kTileStart = 0x08, kTileHidden = 0x10, kTileLocked = 0x20, kTileOpen = 0x40, kTileStuck = 0x80;

// The objects the built-in characters stand for.
std::optional<ObjectPlacement::Kind> builtInObject(BuiltInCell meaning)
{
    using Kind = ObjectPlacement::Kind;
    switch (meaning) {
    case BuiltInCell::Monster: return Kind::Monster;
    case BuiltInCell::StapleItem: return Kind::StapleItem;
    case BuiltInCell::DungeonItem: return Kind::DungeonItem;
    case BuiltInCell::GoodItem: return Kind::GoodItem;
    case BuiltInCell::GreatItem: return Kind::GreatItem;
    case BuiltInCell::Statue: return Kind::Statue;
    default: return std::nullopt;
    }
}

std::string describeCharacter(char c)
{
    if (std::isprint(static_cast<unsigned char>(c)))
        return std::string("'") + c + "'";
    return "byte " + std::to_string(int(static_cast<unsigned char>(c)));
}

RegionView regionView(const module::ResourceManager& manager, ResourceId region)
{
    const std::optional<RegionView> view = module::view<RegionView>(manager, region);
    if (!view)
        throw GenerationError(describeResource(manager, region) + " is used as a vault but is no Region");
    return *view;
}

uint8_t doorState(int32_t tileFlags)
{
    uint8_t state = 0;
    if (tileFlags & kTileOpen)
        state |= kFeatureOpen;
    if (tileFlags & kTileLocked)
        state |= kFeatureLocked;
    if (tileFlags & kTileHidden)
        state |= kFeatureHidden;
    if (tileFlags & kTileStuck)
        state |= kFeatureStuck;
    return state;
}

} // namespace

BuiltInCell builtInCell(char c)
{
    if (c >= '0' && c <= '9')
        return BuiltInCell::Monster;
    switch (c) {
    case '%': return BuiltInCell::Skin;
    case '#': return BuiltInCell::Wall;
    case '.': return BuiltInCell::Floor;
    case 'i': return BuiltInCell::StapleItem;
    case 'I': return BuiltInCell::DungeonItem;
    case 'g': return BuiltInCell::GoodItem;
    case 'G': return BuiltInCell::GreatItem;
    case 'c': case 'C': return BuiltInCell::Chest;
    case '+': return BuiltInCell::Door;
    case 's': return BuiltInCell::Statue;
    case 'S': return BuiltInCell::SecretDoor;
    default: return BuiltInCell::None;
    }
}

std::string_view builtInCellName(BuiltInCell meaning)
{
    switch (meaning) {
    case BuiltInCell::None: return "no built-in meaning";
    case BuiltInCell::Skin: return "region wall (cuttable skin)";
    case BuiltInCell::Wall: return "region wall";
    case BuiltInCell::Floor: return "region floor";
    case BuiltInCell::Monster: return "floor with a guarding monster of CR depth + 2n";
    case BuiltInCell::StapleItem: return "floor with a staple item";
    case BuiltInCell::DungeonItem: return "floor with a dungeon item";
    case BuiltInCell::GoodItem: return "floor with a good item";
    case BuiltInCell::GreatItem: return "floor with a great item";
    case BuiltInCell::Chest: return "floor (chest)";
    case BuiltInCell::Door: return "door of the region's Door";
    case BuiltInCell::Statue: return "floor with a statue";
    case BuiltInCell::SecretDoor: return "secret locked door";
    }
    return {};
}

bool gridFitsPanel(const DungeonSettings& settings, int width, int height)
{
    return width <= settings.panelWidth - 4 && height <= settings.panelHeight - 4;
}

bool gridFitsLevel(const DungeonSettings& settings, int width, int height)
{
    const int panelsX = settings.levelWidth / settings.panelWidth, panelsY = settings.levelHeight / settings.panelHeight;
    const int coveredX = 1 + (width + 2) / settings.panelWidth, coveredY = 1 + (height + 2) / settings.panelHeight;
    return coveredX <= panelsX && coveredY <= panelsY && width + 2 <= settings.levelWidth
        && height + 2 <= settings.levelHeight;
}

void checkVaultGrid(const module::ResourceManager& manager, ResourceId region)
{
    const RegionView view = regionView(manager, region);
    const std::optional<module::Grid> grid = view.grid();
    if (!grid || grid->width <= 0 || grid->height <= 0)
        throw GenerationError(describeResource(manager, region) + " has no Grid to draw");
    const std::vector<module::Tile> tiles = view.tiles();
    for (int32_t y = 0; y < grid->height; ++y)
        for (int32_t x = 0; x < grid->width; ++x) {
            const char c = grid->at(x, y);
            const bool inLegend = std::any_of(tiles.begin(), tiles.end(), [&](const module::Tile& t) {
                return t.character == static_cast<unsigned char>(c);
            });
            if (!inLegend && builtInCell(c) == BuiltInCell::None)
                throw GenerationError(describeResource(manager, region) + ": grid character " + describeCharacter(c)
                                      + " at row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1)
                                      + " has no Tiles entry and no built-in meaning");
        }
}

bool vaultFits(const LevelCanvas& canvas, int x, int y, int width, int height)
{
    if (x < 1 || y < 1 || x + width > canvas.width() - 1 || y + height > canvas.height() - 1)
        return false;
    const Map& map = canvas.map();
    for (int cy = y - 1; cy <= y + height; ++cy)
        for (int cx = x - 1; cx <= x + width; ++cx)
            if (map.flags(cx, cy) & (kCellVault | kCellNoCut))
                return false;
    return true;
}

VaultPlacement drawVault(LevelCanvas& canvas, LevelRandom& random, const DungeonSettings& settings,
                         ResourceId region, int x, int y, int depth, std::optional<int32_t>* start)
{
    checkVaultGrid(canvas.manager(), region);
    const module::ResourceManager& manager = canvas.manager();
    const RegionView view = regionView(manager, region);
    const module::Grid grid = *view.grid();
    const std::vector<module::Tile> tiles = view.tiles();

    VaultPlacement placed;
    placed.region = region;
    placed.bounds = Rect{x, y, grid.width, grid.height};
    placed.flippedX = random.oneIn(2);
    placed.flippedY = random.oneIn(2);
    Map& map = canvas.map();
    placed.regionIndex = map.addRegion(
        Region{region, std::string(displayName(view.name())), placed.bounds, RoomShape::Vault});

    const uint16_t wall = canvas.terrain(view.walls() ? view.walls() : settings.rock);
    const uint16_t floor = canvas.terrain(view.floor() ? view.floor() : settings.floor);
    // `+` is a plain door (wooden on the first depths); `S` keeps the region's.
    const ResourceId door = plainDoor(manager, settings, view.door(), depth);
    const ResourceId secretDoor = manager.kind(view.door()) == ResourceKind::Feature ? view.door() : settings.door;
    constexpr uint8_t kProtected = kCellVault | kCellNoCut | kCellRoom;

    for (int32_t gy = 0; gy < grid.height; ++gy)
        for (int32_t gx = 0; gx < grid.width; ++gx) {
            const char c = grid.at(placed.flippedX ? grid.width - 1 - gx : gx,
                                   placed.flippedY ? grid.height - 1 - gy : gy);
            const int cx = x + gx, cy = y + gy;
            std::optional<Feature> feature;
            uint16_t terrain = floor;
            const auto tile = std::find_if(tiles.begin(), tiles.end(), [&](const module::Tile& t) {
                return t.character == static_cast<unsigned char>(c);
            });
            if (tile != tiles.end()) {
                if (tile->terrain)
                    terrain = canvas.terrain(tile->terrain);
                const ResourceId thing = tile->thing.isResource() ? tile->thing.resource : 0;
                const std::optional<ResourceKind> thingKind = thing ? manager.kind(thing) : std::nullopt;
                if (thingKind == ResourceKind::Feature) {
                    const module::FeatureView featureView = *module::view<module::FeatureView>(manager, thing);
                    const FeatureKind kind = featureKindOf(featureView);
                    uint8_t state = 0;
                    if (kind == FeatureKind::Door)
                        state = doorState(tile->flags);
                    else if (kind == FeatureKind::Trap && (tile->flags & kTileHidden))
                        state = kFeatureHidden;
                    const std::string invalid = invalidFeatureState(kind, state);
                    if (!invalid.empty())
                        throw GenerationError(describeResource(manager, region) + ": Tiles entry "
                                              + describeCharacter(c) + ": " + invalid);
                    feature = Feature{kind, state, thing};
                }
                const bool monster = thingKind == ResourceKind::Monster || (!thing && (tile->flags & kTileMonster));
                const bool item = thingKind == ResourceKind::Item || (!thing && (tile->flags & kTileItem));
                const bool object = monster || item;
                if (object) {
                    // `with random monster n`: the level is n, else the depth's.
                    const int32_t level = thing ? 0 : tile->thing.number ? tile->thing.number : depth;
                    placed.objects.push_back({monster ? ObjectPlacement::Kind::Monster : ObjectPlacement::Kind::Item,
                                              cy * canvas.width() + cx, thing, level, tile->of, tile->flags});
                }
                if (start && !object && (tile->flags & kTileStart))
                    *start = cy * canvas.width() + cx;
            } else if (const BuiltInCell meaning = builtInCell(c); meaning == BuiltInCell::Skin) {
                // The skin: the region's wall, cuttable, where corridors come in.
                canvas.write(cx, cy, wall, kPriorityRoomWall, placed.regionIndex, 0);
                continue;
            } else if (meaning == BuiltInCell::Wall) {
                terrain = wall;
            } else if (meaning == BuiltInCell::Door) {
                feature = Feature{FeatureKind::Door, 0, door};
            } else if (meaning == BuiltInCell::SecretDoor) {
                feature = Feature{FeatureKind::Door, uint8_t(kFeatureHidden | kFeatureLocked), secretDoor};
            } else if (const std::optional<ObjectPlacement::Kind> kind = builtInObject(meaning)) {
                // Digits guard the vault with a monster of CR depth + 2n.
                const bool digit = meaning == BuiltInCell::Monster;
                const int32_t level = digit ? depth + 2 * (c - '0') : depth;
                placed.objects.push_back({*kind, cy * canvas.width() + cx, 0, level, {}, digit ? kTileGuarding : 0});
            }
            // '.', 'c', 'C' (chests: not in the original either) and the objects above: floor.
            canvas.write(cx, cy, terrain, kPriorityVault, placed.regionIndex, kProtected);
            if (feature)
                map.setFeature(cx, cy, *feature);
            else
                map.removeFeature(cx, cy);
            placed.cells.push_back(VaultCell{cy * canvas.width() + cx, terrain, feature});
        }
    return placed;
}

std::string describePlacement(const module::ResourceManager& manager, const ObjectPlacement& placement, int width)
{
    using Kind = ObjectPlacement::Kind;
    std::string what;
    switch (placement.kind) {
    case Kind::Monster: what = "monster"; break;
    case Kind::Item: what = "item"; break;
    case Kind::StapleItem: what = "staple item"; break;
    case Kind::DungeonItem: what = "dungeon item"; break;
    case Kind::GoodItem: what = "good item"; break;
    case Kind::GreatItem: what = "great item"; break;
    case Kind::Statue: what = "statue"; break;
    }
    if (placement.resource)
        what += " $\"" + std::string(manager.name(placement.resource)) + "\"";
    else
        what = "random " + what + " of level " + std::to_string(placement.level);
    if (placement.of.isResource() && placement.of.resource)
        what += " of $\"" + std::string(manager.name(placement.of.resource)) + "\"";
    what += " at " + std::to_string(placement.cell % width) + "," + std::to_string(placement.cell / width);
    if (placement.flags) {
        char flags[32];
        std::snprintf(flags, sizeof flags, " (flags 0x%02X)", unsigned(placement.flags));
        what += flags;
    }
    return what;
}

} // namespace incursion::map
