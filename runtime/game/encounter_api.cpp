// thEnGen* and enUniformGet (encounter_api.h).
#include "game/encounter_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/encounter_generator.h"
#include "game/game.h"
#include "module/resource_views.h"

namespace incursion::game::encounter_api {

namespace {

using vm::HostCall;
using world::Handle;
using encounters::EncounterRequest;

// Which arguments a thEnGen*XY variant has besides xID, the flags and the cell (src/Encounter.cpp,
// Map::thEnGen ... thEnGenMTypeSummXY).
enum class Constraint { None, Monster, MonsterType };
struct Variant {
    Constraint constraint = Constraint::None;
    bool summoner = false;
};

// The map's thEnGen*XY: EV_ENGEN for an Encounter (xID, when it is one), the
// flags, CR and alignment, optionally a monster or monster type every member
// must be, a summoner and a cell. DONE, or ABORT when no group could be made.
template <Variant V> int32_t generate(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    Level* level = api_access::levelArgument(call, 0);
    if (!game || !level)
        return 0;
    if (level->handle() != game->level().handle())
        return call.fail("thEnGen: " + level->describe() + " is not the level being played");
    uint32_t i = 1;
    EncounterRequest request;
    const auto xID = module::ResourceId(call.arg(i++));
    // As the original: an xID that is not an Encounter is ignored.
    if (module::view<module::EncounterView>(game->resources(), xID))
        request.encounter = xID;
    if constexpr (V.constraint == Constraint::Monster) {
        const auto mID = module::ResourceId(call.arg(i++));
        if (mID && !module::view<module::MonsterView>(game->resources(), mID))
            return call.fail("thEnGenMon: " + game->resources().describe(mID) + " is not a Monster");
        request.constraint = int32_t(mID);
    } else if constexpr (V.constraint == Constraint::MonsterType) {
        request.constraint = int16_t(call.arg(i++));
    }
    request.flags = int32_t(call.arg(i++));
    request.cr = int8_t(call.arg(i++));
    request.alignment = uint16_t(call.arg(i++));
    request.depth = level->depth;
    if constexpr (V.summoner) {
        const Handle actor = api_access::handleArgument(call, i++);
        if (actor && !game->creature(actor))
            return call.fail("thEnGen: the summoner is not a creature");
        request.actor = actor;
    }
    const int x = int16_t(call.arg(i++)), y = int16_t(call.arg(i++));
    if (!level->map().contains(x, y))
        return call.fail("thEnGen: (" + std::to_string(x) + "," + std::to_string(y) + ") is off the map");
    request.at = std::pair{x, y};
    const encounters::EncounterOutcome outcome = encounters::generateEncounter(*game, request);
    if (outcome.result == ABORT && !outcome.error.empty())
        game->notice("Encounter: " + outcome.error, 12);
    return outcome.result;
}

// enUniformGet(key): the monster the latest group chose for a uniform key.
int32_t uniformGet(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game || !api_access::levelArgument(call, 0))
        return 0;
    return int32_t(encounters::uniformChoice(*game, int32_t(call.arg(1))));
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16, i32 = ValueType::Int32, u16 = ValueType::UInt16,
                    rid = ValueType::Resource;
    const auto common = [&](std::vector<ApiParameter> before, std::vector<ApiParameter> after) {
        std::vector<ApiParameter> all{param(rid, "xID")};
        all.insert(all.end(), before.begin(), before.end());
        for (ApiParameter p : {param(i32, "fl"), param(i8, "CR"), param(u16, "enAlign")})
            all.push_back(p);
        all.insert(all.end(), after.begin(), after.end());
        return all;
    };
    const std::vector<ApiParameter> xy{param(i16, "x"), param(i16, "y")};
    const std::vector<ApiParameter> summXY{object(kCreature, "hCrea"), param(i16, "x"), param(i16, "y")};
    const std::vector<ApiParameter> mon{param(rid, "mID")}, mtype{param(i16, "mt")};
    using C = Constraint;
    api.push_back(member(kMap, "thEnGenXY", i32, common({}, xy), &generate<Variant{C::None, false}>));
    api.push_back(member(kMap, "thEnGenSummXY", i32, common({}, summXY), &generate<Variant{C::None, true}>));
    api.push_back(member(kMap, "thEnGenMonXY", i32, common(mon, xy), &generate<Variant{C::Monster, false}>));
    api.push_back(member(kMap, "thEnGenMonSummXY", i32, common(mon, summXY),
                         &generate<Variant{C::Monster, true}>));
    api.push_back(member(kMap, "thEnGenMTypeXY", i32, common(mtype, xy),
                         &generate<Variant{C::MonsterType, false}>));
    api.push_back(member(kMap, "thEnGenMTypeSummXY", i32, common(mtype, summXY),
                         &generate<Variant{C::MonsterType, true}>));
    api.push_back(member(kMap, "enUniformGet", rid, {param(i32, "key")}, &uniformGet));
}

} // namespace incursion::game::encounter_api
