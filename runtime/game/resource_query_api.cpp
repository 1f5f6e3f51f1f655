#include "game/resource_query_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/script_host.h"
#include "map/dungeon_constants.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::resource_query_api {

using api_access::host;
using core::ResourceKind;
using module::ResourceView;
using vm::HostCall;

std::optional<int32_t> levelAdjust(int32_t value, int32_t level, int32_t spec)
{
    constexpr int32_t kLevelLast = -44;
    if (value >= kLevelLast)
        return value;
    // PLUS_nPER1_ADDm: spec * n + m, codes -72 .. -45 in runs of eight
    // (four and five per level lack the +2 and +4 of the original's table).
    struct PlusRun { int32_t first, perLevel; std::array<int32_t, 8> adds; size_t count; };
    constexpr std::array<PlusRun, 4> runs{{
        {-72, 2, {1, 2, 3, 4, 5, 7, 10, 15}, 8},
        {-64, 3, {1, 2, 3, 4, 5, 7, 10, 15}, 8},
        {-56, 4, {1, 3, 5, 7, 10, 15}, 6},
        {-50, 5, {1, 3, 5, 7, 10, 15}, 6},
    }};
    for (const PlusRun& run : runs)
        if (value >= run.first && value < run.first + int32_t(run.count))
            return spec * run.perLevel + run.adds[size_t(value - run.first)];
    switch (value) {
    case -101: return level;            // LEVEL_1PER1 .. LEVEL_5PER1
    case -102: return level * 2;
    case -103: return level * 3;
    case -104: return level * 4;
    case -105: return level * 5;
    case -106: return level / 2;        // LEVEL_1PER2 .. LEVEL_1PER5
    case -107: return level / 3;
    case -108: return level / 4;
    case -109: return level / 5;
    case -110: return level * 2 / 3;
    case -111: return level * 3 / 2;
    case -112: return level * 3 / 4;
    case -113: return level * 4 / 3;
    case -114: return (level + 1) / 2;  // LEVEL_EVERY2 .. 5
    case -115: return (level + 2) / 3;
    case -116: return (level + 3) / 4;
    case -117: return (level + 4) / 5;
    case -118: return (level + 1) / 2 * 2;  // LEVEL_2EVERY2 .. 5
    case -119: return (level + 2) / 3 * 2;
    case -120: return (level + 3) / 4 * 2;
    case -121: return (level + 4) / 5 * 2;
    case -122: return std::min(5, level);   // LEVEL_MAX5 .. 20
    case -123: return std::min(10, level);
    case -124: return std::min(15, level);
    case -125: return std::min(20, level);
    case -126: return level <= 9 ? level : 9 + (level - 9) / 3;            // LEVEL_SCALED
    case -99: return level <= 10 ? level / 2 : 5 + (level - 10) / 5;        // LEVEL_SCALED2
    case -98: return level <= 12 ? level : 12 + (level - 12) / 2;           // LEVEL_SCALED3
    case -97: return level + 5;
    case -96: return level + 10;
    case -95: return level + 20;
    case -94: return 3 + level / 2;     // LEVEL_HALF_PLUS3
    case -93: return spec;              // PLUS_1PER1 .. PLUS_20PER1
    case -92: return spec * 2;
    case -91: return spec * 3;
    case -90: return spec * 4;
    case -89: return spec * 5;
    case -88: return spec * 10;
    case -87: return spec * 15;
    case -86: return spec * 20;
    case -85: return std::max(spec - 2, 0);
    case -84: return std::max(spec - 3, 0);
    case -83: return std::max(3, level);    // LEVEL_MIN3 .. 10
    case -82: return std::max(5, level);
    case -81: return std::max(10, level);
    case -80: return spec + 1;          // PLUS_ADD1 .. 15
    case -79: return spec + 2;
    case -78: return spec + 3;
    case -77: return spec + 4;
    case -76: return spec + 5;
    case -75: return spec + 7;
    case -74: return spec + 10;
    case -73: return spec + 15;
    default: return std::nullopt;
    }
}

int32_t metamagicFeatLevels(uint32_t metamagic)
{
    // By bit, MM_AMPLIFY (bit 0) to MM_WARP (bit 27); MM_PERSISTANT (17) adds none.
    constexpr std::array<int32_t, 28> levels{2, 2, 1, 1, 2, 3, 2, 1, 2, 2, 1, 2, 1, 1,
                                             2, 1, 3, 0, 2, 4, 3, 1, 2, 1, 2, 2, 1, 2};
    int32_t total = 0;
    for (size_t bit = 0; bit < levels.size(); ++bit)
        if (metamagic & (1u << bit))
            total += levels[bit];
    return total;
}

namespace {

// The original's resource type numbers (T_TMONSTER 62 ...), by our kinds;
// its Class shares 70 with NPC.
int32_t typeNumber(ResourceKind kind)
{
    return kind == ResourceKind::Class ? 70 : 62 + int32_t(kind);
}

// "an Item", "a Monster".
std::string kindName(ResourceKind kind)
{
    const std::string name(core::resourceKindName(kind));
    return (std::string_view("AEIOU").find(name.front()) != std::string_view::npos ? "an " : "a ") + name;
}

// The resource argument `i` names, or a failed call.
std::optional<ResourceView> resourceArgument(HostCall& call, uint32_t i, std::string_view function)
{
    std::optional<ResourceView> view = ResourceView::of(host(call).resources(), module::ResourceId(call.arg(i)));
    if (!view)
        call.fail(std::string(function) + ": " + std::to_string(uint32_t(call.arg(i))) + " names no resource");
    return view;
}

// The resource argument `i` as the kind `View` wants, or a failed call
// naming the kind it is.
template <class View> std::optional<View> kindArgument(HostCall& call, uint32_t i, std::string_view function)
{
    const std::optional<ResourceView> any = resourceArgument(call, i, function);
    if (!any)
        return std::nullopt;
    std::optional<View> typed = any->as<View>();
    if (!typed)
        call.fail(std::string(function) + ": " + std::string(any->name()) + " is " + kindName(any->kind()) + ", not "
                  + kindName(View::kKind));
    return typed;
}

template <class View, class Read> int32_t readOf(HostCall& call, std::string_view function, Read read)
{
    const std::optional<View> v = kindArgument<View>(call, 0, function);
    return v ? read(*v) : 0;
}

// ---- resource variables ------------------------------------------------------------

int32_t effectLevel(HostCall& call)
{
    return readOf<module::EffectView>(call, "Level", [](const module::EffectView& v) { return v.level(); });
}
int32_t effectSchools(HostCall& call)
{
    return readOf<module::EffectView>(call, "Schools", [](const module::EffectView& v) { return v.schools(); });
}
int32_t effectPurpose(HostCall& call)
{
    return readOf<module::EffectView>(call, "Purpose", [](const module::EffectView& v) { return v.purpose().first; });
}
int32_t monsterSize(HostCall& call)
{
    return readOf<module::MonsterView>(call, "MSize", [](const module::MonsterView& v) { return v.size(); });
}
int32_t monsterTerrains(HostCall& call)
{
    return readOf<module::MonsterView>(call, "Terrains", [](const module::MonsterView& v) { return v.terrain(); });
}
int32_t itemType(HostCall& call)
{
    return readOf<module::ItemView>(call, "RIType", [](const module::ItemView& v) { return v.itemType(); });
}
int32_t templateType(HostCall& call)
{
    return readOf<module::TemplateView>(call, "TType", [](const module::TemplateView& v) { return v.templateType(); });
}
// BaseRace: a subrace's `Race "x" : $"base"` header; 0 for a race of its own.
int32_t raceBase(HostCall& call)
{
    return readOf<module::RaceView>(call, "BaseRace", [](const module::RaceView& v) { return int32_t(v.baseRace()); });
}
int32_t regionFloor(HostCall& call)
{
    return readOf<module::RegionView>(call, "Floor", [](const module::RegionView& v) { return int32_t(v.floor()); });
}

// ---- resource functions --------------------------------------------------------------

int32_t effectHasFlag(HostCall& call)
{
    const std::optional<module::EffectView> v = kindArgument<module::EffectView>(call, 0, "HasFlag");
    return v && v->hasFlag(int16_t(call.arg(1)));
}
int32_t effectHasSource(HostCall& call)
{
    const std::optional<module::EffectView> v = kindArgument<module::EffectView>(call, 0, "HasSource");
    if (!v)
        return 0;
    const std::vector<int32_t> sources = v->sources();
    return std::find(sources.begin(), sources.end(), int8_t(call.arg(1))) != sources.end();
}
int32_t terrainHasFlag(HostCall& call)
{
    const std::optional<module::TerrainView> v = kindArgument<module::TerrainView>(call, 0, "TerrainHasFlag");
    return v && v->hasFlag(int16_t(call.arg(1)));
}

// GetConst(cn): the constant the resource declares (a dungeon's, a god's
// TOLERANCE_VAL ...), else the original's default; 0 for one it has none of.
// rule: src/Annot.cpp, Resource::GetConst (TOLERANCE_VAL reads 3 higher)
int32_t resourceConstant(HostCall& call)
{
    const std::optional<ResourceView> v = resourceArgument(call, 0, "GetConst");
    if (!v)
        return 0;
    const int32_t constant = int16_t(call.arg(1));
    constexpr int32_t TOLERANCE_VAL = 129, DUN_DEPTH = 44;
    if (const std::optional<module::ResolvedValue> declared = v->constant(constant))
        return int32_t(declared->asResourceId()) + (constant == TOLERANCE_VAL ? 3 : 0);
    if (constant == DUN_DEPTH && v->kind() != ResourceKind::Dungeon)
        return 1;
    // The generator's defaults (map/dungeon_constants.h): what a script asks of any resource.
    const map::DungeonConstantDefault* d = map::dungeonConstantDefault(constant);
    if (!d)
        return 0;
    if (d->resource.empty())
        return d->value;
    const std::optional<module::ResourceId> found = host(call).resources().find(d->resource);
    return found ? int32_t(*found) : 0;
}

// ---- global functions -----------------------------------------------------------------

// ResourceHasFlag(xID, fl): the flag of the kinds that have flags; false for
// the others, as the original answers.
// rule: src/Res.cpp, ResourceHasFlag
int32_t resourceHasFlag(HostCall& call)
{
    const std::optional<ResourceView> v = resourceArgument(call, 0, "ResourceHasFlag");
    if (!v)
        return 0;
    switch (v->kind()) {
    case ResourceKind::Monster: case ResourceKind::Item: case ResourceKind::Effect: case ResourceKind::Class:
    case ResourceKind::Race: case ResourceKind::Domain: case ResourceKind::God: case ResourceKind::Region:
    case ResourceKind::Terrain: case ResourceKind::Encounter:
        return v->hasFlag(int16_t(call.arg(1)));
    default:
        return 0;
    }
}

// A monster's challenge rating, an item's or effect's level, else 1.
// rule: src/Res.cpp, ResourceLevel
int32_t resourceLevel(HostCall& call)
{
    const std::optional<ResourceView> v = resourceArgument(call, 0, "ResourceLevel");
    if (!v)
        return 0;
    switch (v->kind()) {
    case ResourceKind::Monster: return v->as<module::MonsterView>()->challengeRating();
    case ResourceKind::Item: return v->as<module::ItemView>()->level();
    case ResourceKind::Effect: return v->as<module::EffectView>()->level();
    default: return 1;
    }
}

// isResType(xID, rt): false for what names no resource (0 is common).
// rule: src/VMachine.cpp, isResType
int32_t isResourceType(HostCall& call)
{
    const std::optional<ResourceView> v = ResourceView::of(host(call).resources(), module::ResourceId(call.arg(0)));
    return v && typeNumber(v->kind()) == int16_t(call.arg(1));
}

// mID_isMType(mID, mt): the monster resource's types, as a creature of it
// answers isMType.
int32_t monsterResourceIsType(HostCall& call)
{
    const std::optional<module::MonsterView> v = kindArgument<module::MonsterView>(call, 0, "mID_isMType");
    if (!v)
        return 0;
    const std::vector<int32_t> types = v->monsterTypes();
    return std::find(types.begin(), types.end(), call.arg(1)) != types.end();
}

// PoisonDC(pID): the save DC of a poison's first segment.
// rule: src/VMachine.cpp, PoisonDC
int32_t poisonDC(HostCall& call)
{
    const std::optional<module::EffectView> v = kindArgument<module::EffectView>(call, 0, "PoisonDC");
    return v ? v->values().sval : 0;
}

int32_t levelAdjustCall(HostCall& call)
{
    const std::optional<int32_t> value = levelAdjust(int16_t(call.arg(0)), int16_t(call.arg(1)), int16_t(call.arg(2)));
    if (!value)
        return call.fail("LevelAdjust: " + std::to_string(int16_t(call.arg(0))) + " is no LEVEL_ or PLUS_ constant");
    return *value;
}

int32_t metamagicFeatLevelsCall(HostCall& call) { return metamagicFeatLevels(uint32_t(call.arg(0))); }

// ---- the game -------------------------------------------------------------------------

int32_t gameTurn(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    return game ? int32_t(game->turn()) : 0;
}

// GetPlayer(n): the n-th player; a playtest has one, player 0.
int32_t gamePlayer(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    if (int8_t(call.arg(1)) != 0)
        return call.fail("GetPlayer(" + std::to_string(int8_t(call.arg(1))) + "): a playtest has one player, 0");
    return int32_t(game->player().handle());
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16, i32 = ValueType::Int32, flag = ValueType::Bool,
                    rid = ValueType::Resource;
    const ValueType u32 = ValueType::Int32;     // the original's uint32 members and masks
    api.push_back(variable(kEffectResource, "Schools", u32, &effectSchools, nullptr));
    api.push_back(member(kEffectResource, "HasSource", flag, {param(i8, "src")}, &effectHasSource));
    api.push_back(variable(kEffectResource, "Purpose", u32, &effectPurpose, nullptr));
    api.push_back(variable(kEffectResource, "Level", i16, &effectLevel, nullptr));
    api.push_back(member(kEffectResource, "HasFlag", flag, {param(i16, "tf")}, &effectHasFlag));
    api.push_back(variable(kMonsterResource, "Terrains", u32, &monsterTerrains, nullptr));
    api.push_back(variable(kMonsterResource, "MSize", i8, &monsterSize, nullptr));
    api.push_back(variable(kItemResource, "RIType", i16, &itemType, nullptr));
    api.push_back(member(kTerrainResource, "TerrainHasFlag", flag, {param(i16, "tf")}, &terrainHasFlag));
    api.push_back(variable(kRegionResource, "Floor", rid, &regionFloor, nullptr));
    api.push_back(variable(kRaceResource, "BaseRace", rid, &raceBase, nullptr));
    api.push_back(variable(kTemplateResource, "TType", rid, &templateType, nullptr));

    api.push_back(member(kDungeonResource, "GetConst", i32, {param(i16, "cn")}, &resourceConstant));

    api.push_back(function("isResType", flag, {param(rid, "xID"), param(i16, "rt")}, &isResourceType));
    api.push_back(function("ResourceLevel", i16, {param(rid, "xID")}, &resourceLevel));
    api.push_back(function("ResourceHasFlag", flag, {param(rid, "xID"), param(i16, "flagno")}, &resourceHasFlag));
    api.push_back(function("mID_isMType", flag, {param(rid, "mID"), param(u32, "mt")}, &monsterResourceIsType));
    api.push_back(function("PoisonDC", i16, {param(rid, "pID")}, &poisonDC));
    api.push_back(function("MMFeatLevels", i16, {param(u32, "MM")}, &metamagicFeatLevelsCall));
    api.push_back(function("LevelAdjust", i32, {param(i16, "val"), param(i16, "level"), param(i16, "spec", 1)},
                           &levelAdjustCall));

    api.push_back(member(kGame, "GetPlayer", ValueType::Object, {param(i8, "n")}, &gamePlayer));
    api.push_back(member(kGame, "GetTurn", i32, {}, &gameTurn));
}

} // namespace incursion::game::resource_query_api
