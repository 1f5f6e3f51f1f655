#include "game/map_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/feature_api.h"
#include "game/game.h"
#include "game/script_host.h"
#include "game/terrain_events.h"
#include "map/line_of_fire.h"
#include "module/resource_views.h"

#include <algorithm>
#include <exception>
#include <string>
#include <utility>
#include <vector>

namespace incursion::game::map_api {

using api_access::host;
using api_access::levelArgument;
using world::Handle;

namespace {

// A cell the script names; outside the map it is (0, 0), as the original's
// Map::At(), TerrainAt() and RegionAt() read it (inc/Map.h).
std::pair<int, int> cellArgument(HostCall& call, const map::Map& map)
{
    const int x = int16_t(call.arg(1)), y = int16_t(call.arg(2));
    return map.contains(x, y) ? std::pair{x, y} : std::pair{0, 0};
}

template <typename Query> int32_t askCell(HostCall& call, Query query)
{
    const Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    const auto [x, y] = cellArgument(call, level->map());
    return query(level->map(), x, y);
}

constexpr int32_t T_CHEST = 26;     // inc/Defines.h

// The kinds a cell's walk stops at (the original's GetAt type argument).
enum class Kind { Thing, Creature, Item, Chest, Feature, Door, Trap };

bool isKind(const Game& game, Handle handle, Kind kind)
{
    switch (kind) {
    case Kind::Thing: return game.registry().find(handle) != nullptr;
    case Kind::Creature: return game.creature(handle) != nullptr;
    case Kind::Item: return game.item(handle) != nullptr;
    case Kind::Chest: {
        const Item* it = game.item(handle);
        return it && it->itemType == T_CHEST;
    }
    case Kind::Feature: return game.featureObject(handle) != nullptr;
    case Kind::Door:
    case Kind::Trap: {
        const FeatureObject* object = game.featureObject(handle);
        const map::Feature* feature = object ? game.featureOf(*object) : nullptr;
        return feature && feature->kind == (kind == Kind::Door ? map::FeatureKind::Door : map::FeatureKind::Trap);
    }
    }
    return false;
}

// What is on a cell in the original's order (src/Display.cpp, Thing::PlaceAt):
// a creature stays at the head of the cell's list and what comes later goes
// right after it, so the creature comes first, then the items, the latest
// dropped first, and last the feature the level was built with.
std::vector<Handle> cellContents(Game& game, Level& level, int x, int y)
{
    std::vector<Handle> contents;
    if (const Handle standing = level.creatureAt(x, y); standing != world::kNoObject)
        contents.push_back(standing);
    std::vector<Handle> lying = game.itemsAt(level, x, y);
    contents.insert(contents.end(), lying.rbegin(), lying.rend());
    if (const Handle feature = game.featureObjectAt(level, x, y); feature != world::kNoObject)
        contents.push_back(feature);
    return contents;
}

// The cursor's next object of `kind` that still exists, or 0.
int32_t advance(const Game& game, ObjectCursor& cursor, Kind kind)
{
    return int32_t(cursor.take([&](Handle handle) { return isKind(game, handle, kind); }));
}

// F...At(x, y): the cell's first object of `kind`; the shared cursor keeps
// the cell for N...At.
template <Kind K> int32_t firstOnCell(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    const auto [x, y] = cellArgument(call, level->map());
    Game& game = *host(call).game;
    ObjectCursor& cursor = host(call).cellCursor;
    cursor.restart(cellContents(game, *level, x, y));
    return advance(game, cursor, K);
}

// N...At(x, y): the next of `kind` after what the last F...At or N...At
// gave; like the original's, it walks the cell that F...At began with,
// whatever cell it is given.
template <Kind K> int32_t nextOnCell(HostCall& call)
{
    if (!levelArgument(call, 0))
        return 0;
    return advance(*host(call).game, host(call).cellCursor, K);
}

} // namespace

int32_t depth(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level ? level->depth : 0;
}

int32_t dungeon(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level ? int32_t(level->dungeon) : 0;
}

int32_t inBounds(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level && level->map().contains(int16_t(call.arg(1)), int16_t(call.arg(2)));
}

int32_t sizeX(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level ? level->map().width() : 0;
}

int32_t sizeY(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level ? level->map().height() : 0;
}

int32_t terrainAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.terrainResource(x, y)); });
}

// The Region resource of the cell's region; 0 outside every region.
int32_t regionAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) {
        const map::Region* region = m.regionAt(x, y);
        return region ? int32_t(region->resource) : 0;
    });
}

// Solid terrain, or a feature that blocks (a closed door): src/MakeLev.cpp, Map::SolidAt.
int32_t solidAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.solid(x, y)); });
}

int32_t opaqueAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.opaque(x, y)); });
}

// TF_TREE terrain (src/MakeLev.cpp, Map::TreeAt; no feature of this game is a tree).
int32_t treeAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.terrain(x, y).has(map::kTerrainTree)); });
}

// TF_FALL terrain: a chasm (src/Display.cpp, Map::FallAt).
int32_t fallAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.terrain(x, y).has(map::kTerrainFall)); });
}

// Lit at all (inc/Inline.h, Map::LightAt; this game has no light or
// darkness fields to change it).
int32_t lightAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.lit(x, y)); });
}

// Brightly lit: within two squares of a torch, the level the original's
// calcLight (src/MakeLev.cpp) marked Bright and our generator gives light 3.
int32_t brightAt(HostCall& call)
{
    return askCell(call, [](const map::Map& m, int x, int y) { return int32_t(m.light(x, y) >= 3); });
}

// LineOfFire(sx, sy, tx, ty, cr): the creature does not change a missile's path.
int32_t lineOfFire(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    return map::lineOfFire(level->map(), int16_t(call.arg(1)), int16_t(call.arg(2)), int16_t(call.arg(3)),
                           int16_t(call.arg(4)));
}

// WriteTerra(x, y, terID) (src/Effects.cpp, Map::WriteTerra): the cell's
// terrain becomes terID for good, or, for a Feature resource, the feature
// is built there; outside the map nothing happens. A creature standing
// where the terrain turns solid is pushed to the nearest free cell (the
// original placed it again; here a creature never stands in rock). A
// TF_SPECIAL terrain gets its EV_INITIALIZE (terrain_events.h).
int32_t writeTerrain(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    Game& game = *host(call).game;
    map::Map& m = level->map();
    const int x = int16_t(call.arg(1)), y = int16_t(call.arg(2));
    const module::ResourceId written = module::ResourceId(call.arg(3));
    if (!m.contains(x, y))
        return 0;
    if (const auto feature = module::view<module::FeatureView>(game.resources(), written)) {
        m.setFeature(x, y, map::Feature{map::featureKindOf(*feature), 0, written});
        return 0;
    }
    const auto terrain = module::view<module::TerrainView>(game.resources(), written);
    if (!terrain)
        return call.fail("WriteTerra: " + game.resourceName(written) + " is neither a Terrain nor a Feature");
    const map::TerrainType type = map::terrainTypeOf(*terrain);
    try {
        m.setTerrain(x, y, type);
    } catch (const std::exception& error) {
        return call.fail("WriteTerra: " + std::string(error.what()));
    }
    if (const Handle standing = level->creatureAt(x, y); standing != world::kNoObject && m.solid(x, y))
        game.placeThing(standing, *level, x, y);
    initializeTerrain(game, *level, x, y);
    return 0;
}

// MarkAsSeen(pn, x, y, dist) (src/Vision.cpp): player pn now knows the
// cell, when it is within the default sight range of 1 (scripts pass 0).
// This game has one player, number 0.
int32_t markAsSeen(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    const int x = int16_t(call.arg(2)), y = int16_t(call.arg(3));
    if (int8_t(call.arg(1)) != 0 || int16_t(call.arg(4)) > 1 || !level->map().contains(x, y))
        return 0;
    level->setExplored(level->map().index(x, y));
    return 0;
}

int32_t firstAt(HostCall& call) { return firstOnCell<Kind::Thing>(call); }
int32_t nextAt(HostCall& call) { return nextOnCell<Kind::Thing>(call); }
int32_t firstCreatureAt(HostCall& call) { return firstOnCell<Kind::Creature>(call); }
int32_t nextCreatureAt(HostCall& call) { return nextOnCell<Kind::Creature>(call); }
int32_t firstItemAt(HostCall& call) { return firstOnCell<Kind::Item>(call); }
int32_t nextItemAt(HostCall& call) { return nextOnCell<Kind::Item>(call); }
int32_t firstChestAt(HostCall& call) { return firstOnCell<Kind::Chest>(call); }
int32_t nextChestAt(HostCall& call) { return nextOnCell<Kind::Chest>(call); }
int32_t firstFeatureAt(HostCall& call) { return firstOnCell<Kind::Feature>(call); }
int32_t nextFeatureAt(HostCall& call) { return nextOnCell<Kind::Feature>(call); }
int32_t firstDoorAt(HostCall& call) { return firstOnCell<Kind::Door>(call); }
int32_t firstTrapAt(HostCall& call) { return firstOnCell<Kind::Trap>(call); }

// FirstThing(): everything placed on the map, as the original's Map::Things
// (inc/Map.h): the features the level was built with, then the creatures
// and the items lying there (not those carried), in the order they came.
int32_t firstThing(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    Game& game = *host(call).game;
    std::vector<Handle> placed = game.featureObjectsOn(*level);
    for (Handle handle : game.registry().objectsOn(level->handle())) {
        const Item* it = game.item(handle);
        if (game.creature(handle) || (it && it->owner == world::kNoObject))
            placed.push_back(handle);
    }
    ObjectCursor& cursor = host(call).thingCursors[level->handle()];
    cursor.restart(std::move(placed));
    return advance(game, cursor, Kind::Thing);
}

int32_t nextThing(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    ObjectCursor& cursor = host(call).thingCursors[level->handle()];
    return advance(*host(call).game, cursor, Kind::Thing);
}


// The rows of the API table for maps, doors and traps (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16, flag = ValueType::Bool, none = ValueType::Void;
    api.push_back(variable(kMap, "dID", ValueType::Resource, &dungeon, nullptr));
    api.push_back(variable(kMap, "Depth", i16, &depth, nullptr));
    auto cellQuestion = [&](std::string name, ValueType result, vm::HostFunction fn) {
        api.push_back(member(kMap, std::move(name), result, {param(i16, "x"), param(i16, "y")}, fn));
    };
    cellQuestion("InBounds", flag, &inBounds);
    api.push_back(member(kMap, "SizeX", i16, {}, &sizeX));
    api.push_back(member(kMap, "SizeY", i16, {}, &sizeY));
    cellQuestion("TerrainAt", ValueType::Resource, &terrainAt);
    cellQuestion("RegionAt", ValueType::Resource, &regionAt);
    cellQuestion("SolidAt", flag, &solidAt);
    cellQuestion("OpaqueAt", flag, &opaqueAt);
    cellQuestion("TreeAt", flag, &treeAt);
    cellQuestion("FallAt", flag, &fallAt);
    cellQuestion("LightAt", flag, &lightAt);
    cellQuestion("BrightAt", flag, &brightAt);
    cellQuestion("FirstAt", ValueType::Object, &firstAt);
    cellQuestion("NextAt", ValueType::Object, &nextAt);
    cellQuestion("FCreatureAt", ValueType::Object, &firstCreatureAt);
    cellQuestion("NCreatureAt", ValueType::Object, &nextCreatureAt);
    cellQuestion("FItemAt", ValueType::Object, &firstItemAt);
    cellQuestion("NItemAt", ValueType::Object, &nextItemAt);
    cellQuestion("FChestAt", ValueType::Object, &firstChestAt);     // chests: T_CHEST items (inc/Map.h)
    cellQuestion("NChestAt", ValueType::Object, &nextChestAt);
    api.push_back(member(kMap, "WriteTerra", none, {param(i16, "x"), param(i16, "t"), param(ValueType::Resource, "tID")},
                         &writeTerrain));
    api.push_back(member(kMap, "MarkAsSeen", none,
                         {param(i8, "pn"), param(i16, "x"), param(i16, "y"), param(i16, "dist")}, &markAsSeen));
    cellQuestion("FFeatureAt", ValueType::Object, &firstFeatureAt);
    cellQuestion("NFeatureAt", ValueType::Object, &nextFeatureAt);
    cellQuestion("FDoorAt", ValueType::Object, &firstDoorAt);
    cellQuestion("FTrapAt", ValueType::Object, &firstTrapAt);
    api.push_back(variable(kDoor, "DoorFlags", i8, &feature_api::getDoorFlags, &feature_api::setDoorFlags));
    api.push_back(variable(kTrap, "TrapFlags", ValueType::UInt8, &feature_api::getTrapFlags, &feature_api::setTrapFlags));
    api.push_back(variable(kFeature, "fID", ValueType::Resource, &feature_api::featureResource, nullptr));
    api.push_back(variable(kTrap, "tID", ValueType::Resource, &feature_api::trapEffect, nullptr));
    api.push_back(member(kTrap, "TrapLevel", i16, {}, &feature_api::trapLevel));
    api.push_back(member(kPortal, "EnterDir", flag, {param(i8, "dir")}, &feature_api::portalLeadsTo));
    api.push_back(member(kTrap, "TriggerTrap", ValueType::Int32, {object(kEventInfo), param(flag, "found_before", 0)},
                         &feature_api::triggerTrap));
    api.push_back(member(kMap, "FirstThing", ValueType::Object, {}, &firstThing));
    api.push_back(member(kMap, "NextThing", ValueType::Object, {}, &nextThing));
    api.push_back(member(kMap, "LineOfFire", flag,
                         {param(i16, "x"), param(i16, "y"), param(i16, "x2"), param(i16, "y2"), object(kCreature, "cr")},
                         &lineOfFire));
}

} // namespace incursion::game::map_api
