#include "game/runtime_api.h"

#include "game/api_declare.h"
#include "game/effect_api.h"
#include "game/encounter_api.h"
#include "game/character_api.h"
#include "game/event_info.h"
#include "game/feature_api.h"
#include "game/item_generation.h"
#include "game/item_api.h"
#include "game/field_api.h"
#include "game/item_wear_api.h"
#include "game/thing_state_api.h"
#include "game/thing_image.h"
#include "game/thing_flags.h"
#include "game/flat_footed.h"
#include "game/hunger.h"
#include "game/worn_magic.h"
#include "game/spell_flags_api.h"
#include "game/stati_message.h"
#include "game/map_api.h"
#include "game/perception_api.h"
#include "game/player_command.h"
#include "game/max_depth_api.h"
#include "game/monster_act_api.h"
#include "game/monster_api.h"
#include "game/monster_choice.h"
#include "game/monster_templates.h"
#include "game/companion_api.h"
#include "game/open_areas_api.h"
#include "game/party_api.h"
#include "game/object_api.h"
#include "game/recognition_api.h"
#include "game/favour_api.h"
#include "game/weapon_rating_api.h"
#include "game/item_prereq_api.h"
#include "game/player_options_api.h"
#include "game/screen_api.h"
#include "game/item_choice_api.h"
#include "game/resource_choice_api.h"
#include "game/rope_api.h"
#include "game/religion_api.h"
#include "game/prompt_api.h"
#include "game/effect_prompt_api.h"
#include "game/resource_query_api.h"
#include "game/text_api.h"
#include "game/script_host.h"
#include "game/shapeshift.h"
#include "game/skills_api.h"
#include "game/stati_api.h"
#include "game/thing_api.h"

#include <array>
#include <utility>

namespace incursion::game {

namespace {

using vm::HostCall;
using core::ValueType;
using Kind = ApiDeclaration::Kind;
using namespace api_declare;

ScriptHost& host(HostCall& call) { return *static_cast<ScriptHost*>(call.context); }

// The event a receiver or `hObj:T_EVENTINFO` argument names: only `e` (1),
// the current event, is one.
EventInfo* eventOf(HostCall& call, uint32_t argument)
{
    if (call.arg(argument) != 1) {
        call.fail("hObj " + std::to_string(call.arg(argument)) + " is not the event (e)");
        return nullptr;
    }
    EventInfo* e = host(call).events().current();
    if (!e)
        call.fail("no event is being handled");
    return e;
}

// The event an `hObj:T_EVENTINFO` parameter stands for: always the current
// one, whatever the script passed (as the original's dispatch did).
EventInfo* currentEvent(HostCall& call)
{
    EventInfo* e = host(call).events().current();
    if (!e)
        call.fail("no event is being handled");
    return e;
}

// ---- EventInfo fields: one getter and setter per row of event_fields.def --------

// `e.Event` reads the number the handlers run for, wrappers included
// (PRE(EV_STRIKE) in a PRE(EV_STRIKE) handler): the original set e.Event to
// it for each sweep and participant (src/Event.cpp, RealThrow and ThrowEvent;
// Creature::Event adds EVICTIM, Item::Event EITEM), and handlers shared by
// several events tell them apart by it.
static_assert(kEventFields[0].name == "Event");
template <size_t I> int32_t getField(HostCall& call)
{
    constexpr const EventField& field = kEventFields[I];
    EventInfo* e = eventOf(call, 0);
    if (!e)
        return 0;
    if constexpr (field.text != nullptr)
        return call.makeString(e->*field.text);
    else if constexpr (I == 0)
        return host(call).events().deliveredEvent();
    else
        return field.get(*e);
}

template <size_t I> int32_t setField(HostCall& call)
{
    constexpr const EventField& field = kEventFields[I];
    EventInfo* e = eventOf(call, 0);
    if (!e)
        return 0;
    if constexpr (field.text != nullptr)
        e->*field.text = std::string(call.string(1));
    else
        field.set(*e, call.arg(1));
    return 0;
}

template <size_t... I> void addEventFields(std::vector<ApiDeclaration>& api, std::index_sequence<I...>)
{
    (api.push_back({Kind::MemberVariable, std::string(kEventFields[I].name), kEventFields[I].type, &kEventInfo, {},
                    false, &getField<I>, &setField<I>, 0, {}}),
     ...);
}

// ---- event functions -----------------------------------------------------------------

int32_t setParam(HostCall& call)
{
    EventInfo* e = eventOf(call, 0);
    if (!e)
        return 0;
    if (!e->setParticipant(call.arg(1), host(call).resolve(call.arg(2))))
        return call.fail("SetParam: no participant " + std::to_string(call.arg(1)) + " (0 to 3)");
    return 0;
}

template <world::Handle EventInfo::*Participant> int32_t setParticipant(HostCall& call)
{
    EventInfo* e = currentEvent(call);
    if (e)
        e->*Participant = host(call).resolve(call.arg(1));
    return 0;
}

int32_t reThrow(HostCall& call)
{
    if (!currentEvent(call))
        return 0;
    return host(call).events().reThrow(call.arg(0));
}

// The Throw family: a fresh event with the participants given after
// `fixed` leading arguments; `fill` sets what those arguments say.
template <size_t Fixed, void (*Fill)(EventInfo&, const HostCall&)> int32_t throwFresh(HostCall& call)
{
    ScriptHost& h = host(call);
    EventInfo e;
    e.event = call.arg(0);
    for (int32_t i = 0; i < 4; ++i)
        e.setParticipant(i, h.resolve(call.arg(uint32_t(Fixed + size_t(i)))));
    const world::GameObject* actor = h.object(int32_t(e.actor));
    e.map = actor ? actor->map() : h.events().current() ? h.events().current()->map : world::kNoObject;
    Fill(e, call);
    return h.events().throwEvent(e);
}

void fillNothing(EventInfo&, const HostCall&) {}
void fillValue(EventInfo& e, const HostCall& call) { e.EParam = int16_t(call.arg(1)); }
void fillPlace(EventInfo& e, const HostCall& call)
{
    e.EXVal = int16_t(call.arg(1));
    e.EYVal = int16_t(call.arg(2));
}
void fillEffect(EventInfo& e, const HostCall& call) { e.eID = module::ResourceId(call.arg(1)); }
// ThrowDmg(Ev, dt, amt, s, ...): the damage's type, amount and what dealt it
// ("a crackling maul": how a death by it is told), as combat.h's dealDamage().
void fillDamage(EventInfo& e, const HostCall& call)
{
    e.DType = int8_t(call.arg(1));
    e.vDmg = int16_t(call.arg(2));
    e.strDmg = std::string(call.string(3));
}
// ThrowEffXY(Ev, eID, x, y, ...): an effect aimed at a cell.
void fillEffectPlace(EventInfo& e, const HostCall& call)
{
    fillEffect(e, call);
    e.EXVal = int16_t(call.arg(2));
    e.EYVal = int16_t(call.arg(3));
    e.isLoc = true;
}
// ThrowDmgEff(Ev, dt, amt, s, eID, ...): damage an effect deals.
void fillDamageEffect(EventInfo& e, const HostCall& call)
{
    fillDamage(e, call);
    e.eID = module::ResourceId(call.arg(4));
}

// ---- objects --------------------------------------------------------------------------

int32_t getHandle(HostCall& call) { return int32_t(host(call).resolve(call.arg(0))); }
int32_t isValidHandle(HostCall& call) { return host(call).object(call.arg(0)) != nullptr; }

// ---- numbers ----------------------------------------------------------------------------

// 0 .. mx-1 from the game's seeded dice; 0 for mx <= 0.
int32_t randomBelow(HostCall& call)
{
    const int32_t limit = int16_t(call.arg(0));
    return limit > 0 ? host(call).dice().roll(1, limit) - 1 : 0;
}

// A script's direction (NORTH 0 .. SOUTHWEST 7, kScriptDirection) as a step
// along one axis; CENTER, UP, DOWN and anything else take none.
int32_t scriptStep(const int (&axis)[8], int32_t direction)
{
    return direction >= 0 && direction < 8 ? axis[kScriptDirection[direction]] : 0;
}
int32_t dirX(HostCall& call) { return scriptStep(kDirectionX, call.arg(0)); }
int32_t dirY(HostCall& call) { return scriptStep(kDirectionY, call.arg(0)); }

int32_t withinRect(HostCall& call)
{
    const uint32_t r = uint32_t(call.arg(0));
    auto part = [&](int shift) { return int32_t(int8_t(r >> shift)); };
    const int32_t x = call.arg(1), y = call.arg(2);
    return x >= part(0) && y >= part(8) && x <= part(16) && y <= part(24);
}

// ---- candidates: a list scripts build and draw from ---------------------------------------

int32_t candidateCount(HostCall& call) { return int32_t(host(call).candidates.size()); }
int32_t getCandidate(HostCall& call)
{
    const auto& list = host(call).candidates;
    const auto n = size_t(uint32_t(call.arg(0)));
    if (call.arg(0) < 0 || n >= list.size())
        return call.fail("GetCandidate(" + std::to_string(call.arg(0)) + "): there are "
                         + std::to_string(list.size()) + " candidates");
    return list[n];
}
int32_t addCandidate(HostCall& call)
{
    host(call).candidates.push_back(call.arg(0));
    return 0;
}
int32_t randomCandidate(HostCall& call)
{
    ScriptHost& h = host(call);
    if (h.candidates.empty())
        return 0;
    return h.candidates[size_t(h.dice().roll(1, int32_t(h.candidates.size())) - 1)];
}
int32_t clearCandidates(HostCall& call)
{
    host(call).candidates.clear();
    return 0;
}

// ---- the table ---------------------------------------------------------------------------------

std::vector<ApiDeclaration> makeRuntimeApi()
{
    std::vector<ApiDeclaration> api;
    auto systemObject = [&](const ObjectClass& objectClass, std::string name, int32_t handle, std::string_view macro) {
        api.push_back({Kind::SystemObject, std::move(name), ValueType::Object, &objectClass, {}, false, nullptr,
                       nullptr, handle, macro});
    };
    systemObject(kEventInfo, "e", 1, "SOBJ_E");
    systemObject(kTerm, "ETerm", 2, "SOBJ_ETERM");
    systemObject(kPlayer, "EPlayer", 3, "SOBJ_EPLAYER");
    systemObject(kCreature, "EActor", 4, "SOBJ_EACTOR");
    systemObject(kThing, "ETarget", 5, "SOBJ_ETARGET");
    systemObject(kCreature, "EVictim", 6, "SOBJ_EVICTIM");
    systemObject(kItem, "EItem", 7, "SOBJ_EITEM");
    systemObject(kItem, "EItem2", 8, "SOBJ_EITEM2");
    systemObject(kMap, "EMap", 9, "SOBJ_EMAP");
    systemObject(kGame, "theGame", 10, "SOBJ_GAME");

    api.push_back({Kind::MemberFunction, "SetParam", ValueType::Void, &kEventInfo,
                   {param(ValueType::Int16, "i"), object(kThing, "t")}, false, &setParam, nullptr, 0, {}});
    addEventFields(api, std::make_index_sequence<kEventFields.size()>());

    const ValueType i16 = ValueType::Int16, i32 = ValueType::Int32;
    api.push_back(function("GetHandle", ValueType::Object, {object(kThing, "h")}, &getHandle));
    api.push_back(function("isValidHandle", ValueType::Bool, {param(ValueType::Object, "h")}, &isValidHandle));
    api.push_back(function("random", i16, {param(i16, "mx")}, &randomBelow));
    api.push_back(function("DirX", i16, {param(i16)}, &dirX));
    api.push_back(function("DirY", i16, {param(i16)}, &dirY));
    api.push_back(function("WithinRect", ValueType::Bool, {param(ValueType::Rect, "r"), param(i16, "x"), param(i16, "y")},
                           &withinRect));
    api.push_back(function("SetETarget", ValueType::Void, {object(kEventInfo, "e"), object(kThing, "t")},
                           &setParticipant<&EventInfo::victim>));
    api.push_back(function("SetEVictim", ValueType::Void, {object(kEventInfo, "e"), object(kCreature, "v")},
                           &setParticipant<&EventInfo::victim>));
    api.push_back(function("SetEActor", ValueType::Void, {object(kEventInfo, "e"), object(kCreature, "a")},
                           &setParticipant<&EventInfo::actor>));
    api.push_back(function("SetEItem", ValueType::Void, {object(kEventInfo, "e"), object(kItem, "it")},
                           &setParticipant<&EventInfo::item>));
    api.push_back(function("SetEItem2", ValueType::Void, {object(kEventInfo, "e"), object(kItem, "it")},
                           &setParticipant<&EventInfo::item2>));
    api.push_back(function("nCandidates", i32, {}, &candidateCount));
    api.push_back(function("GetCandidate", i32, {param(i16, "n")}, &getCandidate));
    api.push_back(function("AddCandidate", ValueType::Void, {param(i32, "h")}, &addCandidate));
    api.push_back(function("RandCandidate", i32, {}, &randomCandidate));
    api.push_back(function("ClearCandidates", ValueType::Void, {}, &clearCandidates));

    auto participants = [] {
        return std::vector<ApiParameter>{object(kObject, {}, 0), object(kObject, {}, 0), object(kObject, {}, 0),
                                         object(kObject, {}, 0)};
    };
    auto with = [](std::vector<ApiParameter> first, std::vector<ApiParameter> rest) {
        first.insert(first.end(), rest.begin(), rest.end());
        return first;
    };
    api.push_back(function("Throw", i32, with({param(i16, "Ev")}, participants()), &throwFresh<1, &fillNothing>));
    api.push_back(function("ThrowVal", i32, with({param(i16, "Ev"), param(i16, "n")}, participants()),
                           &throwFresh<2, &fillValue>));
    api.push_back(function("ThrowXY", i32, with({param(i16, "Ev"), param(i16, "x"), param(i16, "y")}, participants()),
                           &throwFresh<3, &fillPlace>));
    api.push_back(function("ThrowEff", i32, with({param(i16, "Ev"), param(ValueType::Resource, "eID")}, participants()),
                           &throwFresh<2, &fillEffect>));
    api.push_back(function("ThrowEffXY", i32,
                           with({param(i16, "Ev"), param(ValueType::Resource, "eID"), param(i16, "x"), param(i16, "y")},
                                participants()),
                           &throwFresh<4, &fillEffectPlace>));
    api.push_back(function("ReThrow", i32, {param(i16, "ev"), object(kEventInfo)}, &reThrow));
    api.push_back(function("ThrowDmg", i32,
                           with({param(i16, "Ev"), param(i16, "dt"), param(i16, "amt"), param(ValueType::String, "s")},
                                participants()),
                           &throwFresh<4, &fillDamage>));
    api.push_back(function("ThrowDmgEff", i32,
                           with({param(i16, "Ev"), param(i16, "dt"), param(i16, "amt"), param(ValueType::String, "s"),
                                 param(ValueType::Resource, "eID")},
                                participants()),
                           &throwFresh<5, &fillDamageEffect>));

    // Things and creatures (object_api.h): these need the game.
    namespace o = object_api;
    const ValueType i8 = ValueType::Int8, flag = ValueType::Bool, text = ValueType::String, none = ValueType::Void;
    api.push_back(member(kObject, "isType", flag, {param(i16, "ty")}, &o::isType));
    api.push_back(member(kThing, "isCreature", flag, {}, &o::isCreature));
    api.push_back(member(kThing, "isDead", flag, {}, &o::isDead));
    api.push_back(member(kThing, "isPlayer", flag, {}, &o::isPlayer));
    api.push_back(withVarargs(member(kThing, "IPrint", none, {param(text, "msg")}, &o::printToSelf)));
    api.push_back(withVarargs(
        member(kThing, "IDPrint", none, {param(text, "msg1"), param(text, "msg2")}, &o::printToSelfOrObservers)));
    api.push_back(member(kThing, "GainPermStati", none,
                         {param(i16, "n"), object(kThing, "h"), param(i8, "Cause"), param(i16, "Val", -1),
                          param(i16, "Mag", -1), param(ValueType::Resource, "eID", 0), param(i8, "clev", 0)},
                         &o::gainPermanentStati));
    api.push_back(member(kThing, "GainTempStati", none,
                         {param(i16, "n"), object(kThing, "h"), param(i16, "Duration"), param(i8, "Cause"),
                          param(i16, "Val", -1), param(i16, "Mag", -1), param(ValueType::Resource, "eID", 0),
                          param(i8, "clev", 0)},
                         &o::gainTemporaryStati));
    api.push_back(member(kThing, "RemoveStati", none,
                         {param(i16, "n"), param(i8, "Cause", -1), param(i16, "val", -1), param(i16, "Mag", -1),
                          object(kThing, "h", 0)},
                         &o::removeStati));
    // The stati queries (n, val = -1, t = 0), by their result.
    auto statiQuery = [&](std::string name, ValueType result, vm::HostFunction fn) {
        api.push_back(member(kThing, std::move(name), result,
                             {param(i16, "n"), param(i16, "val", -1), object(kThing, "t", 0)}, fn));
    };
    statiQuery("HasStati", flag, &o::hasStati);
    api.push_back(member(kThing, "HasEffStati", flag,
                         {param(i16, "n"), param(ValueType::Resource, "xID"), param(i16, "Val", -1),
                          object(kThing, "t", 0)},
                         &o::hasEffectStati));
    api.push_back(member(kThing, "RemoveEffStati", none, {param(ValueType::Resource, "xID")}, &o::removeEffectStati));
    api.push_back(member(kThing, "GetStatiVal", i8, {param(i16, "n"), object(kThing, "t", 0)}, &o::statiValue));
    statiQuery("GetStatiMag", i16, &o::statiMagnitude);
    statiQuery("GetStatiCause", ValueType::UInt8, &o::statiCause);
    statiQuery("GetStatiObj", ValueType::Object, &o::statiSource);
    statiQuery("GetStatiDur", i16, &o::statiDuration);
    statiQuery("GetStatiEID", ValueType::Resource, &o::statiEffect);
    statiQuery("SumStatiMag", i16, &o::sumStatiMagnitude);
    statiQuery("CountStati", i16, &o::countStati);
    api.push_back(variable(kThing, "x", i16, &o::getX, nullptr));
    api.push_back(variable(kThing, "y", i16, &o::getY, nullptr));
    api.push_back(variable(kCreature, "cHP", i16, &o::getHitPoints, &o::setHitPoints));
    api.push_back(variable(kCreature, "mHP", i16, &o::getMaxHitPoints, &o::setMaxHitPoints));
    api.push_back(member(kCreature, "cMana", i32, {}, &o::currentMana));
    api.push_back(member(kCreature, "LoseMana", none, {param(i32, "amt"), param(flag, "hold", 0)}, &o::loseMana));
    api.push_back(member(kCreature, "GetAttr", i32, {param(i8, "att")}, &o::getAttribute));
    api.push_back(member(kCreature, "SavingThrow", flag,
                         {param(i16, "st"), param(i16, "SaveDC"), param(i32, "subtypes", 0)}, &o::savingThrow));
    api.push_back(member(kCreature, "isMType", flag, {param(i32, "mt")}, &o::isMonsterType));
    api.push_back(variable(kCreature, "mID", ValueType::Resource, &o::monsterResource, nullptr));
    api.push_back(member(kCreature, "HasMFlag", flag, {param(i16, "mf")}, &o::hasMonsterFlag));
    api.push_back(member(kCreature, "ChallengeRating", i32, {param(flag, "allow_neg", 0)}, &o::challengeRating));
    api.push_back(member(kCreature, "Mod", i16, {param(i8, "a")}, &o::abilityModifier));
    api.push_back(member(kCreature, "isBlind", flag, {}, &o::isBlind));
    api.push_back(member(kCreature, "isBeside", flag, {object(kThing)}, &o::isBeside));
    api.push_back(member(kCreature, "isHostileTo", flag, {object(kCreature)}, &o::isHostileTo));
    api.push_back(member(kCreature, "isFriendlyTo", flag, {object(kCreature)}, &o::isFriendlyTo));
    api.push_back(member(kCreature, "isThreatened", flag, {}, &o::isThreatened));
    api.push_back(variable(kItem, "iID", ValueType::Resource, &o::itemResource, nullptr));
    api.push_back(variable(kItem, "ieID", ValueType::Resource, &o::itemEffect, &o::setItemEffect));
    api.push_back(member(kItem, "GetPlus", i8, {}, &o::itemPlus));

    // Identification and what items hold (item_api.h).
    namespace it = item_api;
    api.push_back(member(kItem, "Owner", ValueType::Object, {}, &it::owner));
    api.push_back(member(kItem, "GetParent", ValueType::Object, {}, &it::parent));
    api.push_back(member(kItem, "GetCharges", i8, {}, &it::getCharges));
    api.push_back(member(kItem, "SetCharges", none, {param(i8, "ch")}, &it::setCharges));
    api.push_back(member(kItem, "GetQuantity", ValueType::UInt16, {}, &it::getQuantity));
    api.push_back(member(kItem, "SetQuantity", none, {param(ValueType::UInt16, "q")}, &it::setQuantity));
    api.push_back(member(kItem, "TakeOne", ValueType::Object, {}, &it::takeOne));
    api.push_back(member(kItem, "isMagic", flag, {}, &it::isMagic));
    api.push_back(member(kItem, "GetInherentPlus", i8, {}, &it::inherentPlus));
    api.push_back(member(kItem, "SetInherentPlus", none, {param(i8, "newPlus")}, &it::setInherentPlus));
    api.push_back(member(kItem, "Weight", i16, {}, &it::weight));
    api.push_back(member(kItem, "HasIFlag", flag, {param(ValueType::UInt8, "fl")}, &it::hasItemFlag));
    api.push_back(member(kItem, "MakeMagical", none, {param(ValueType::Resource, "eID"), param(i16, "plus", 0)},
                         &it::makeMagical));
    api.push_back(member(kItem, "ChangeIID", none, {param(ValueType::Resource, "xID")}, &it::changeResource));
    api.push_back(member(kThing, "onPlane", i16, {}, &it::plane));
    api.push_back(member(kThing, "Material", i8, {}, &it::material));
    api.push_back(member(kThing, "isMetallic", flag, {}, &it::isMetallic));
    api.push_back(member(kThing, "isWooden", flag, {}, &it::isWooden));
    api.push_back(member(kThing, "isPlural", flag, {}, &it::isPlural));
    api.push_back(member(kItem, "isKnown", flag, {param(i16, "kn")}, &it::isKnown));
    api.push_back(member(kItem, "MakeKnown", none, {param(ValueType::UInt8, "k")}, &it::makeKnown));
    api.push_back(member(kItem, "SetKnown", none, {param(ValueType::UInt8, "k")}, &it::setKnown));
    api.push_back(member(kCreature, "IdentByTrial", none, {object(kItem, "it")}, &it::identifyByTrial));

    // Making, placing and finding things (thing_api.h).
    namespace th = thing_api;
    api.push_back(function("CreateItem", ValueType::Object, {param(ValueType::Resource, "iID")}, &th::createItem));
    api.push_back(function("CreateMonster", ValueType::Object, {param(ValueType::Resource, "mID")}, &th::createMonster));
    for (const char* name : {"CreateFeature", "CreateDoor", "CreatePortal"})
        api.push_back(function(name, ValueType::Object, {param(ValueType::Resource, "fID")}, &th::createFeature));
    api.push_back(function("CreateTrap", ValueType::Object,
                           {param(ValueType::Resource, "fID"), param(ValueType::Resource, "tID")}, &th::createTrap));
    api.push_back(function("dist", i16, {param(i16), param(i16), param(i16), param(i16)}, &th::distance));
    api.push_back(member(kThing, "isMonster", flag, {}, &th::isMonster));
    api.push_back(member(kThing, "isCharacter", flag, {}, &th::isCharacter));
    api.push_back(member(kThing, "isFeature", flag, {}, &th::isFeature));
    api.push_back(variable(kThing, "m", ValueType::Object, &th::mapOf, nullptr));
    api.push_back(member(kThing, "DistFrom", i16, {object(kThing)}, &th::distanceFrom));
    api.push_back(member(kThing, "DirTo", i32, {object(kThing)}, &th::directionTo));
    api.push_back(member(kThing, "DirToXY", i32, {param(i16, "x"), param(i16, "y")}, &th::directionToCell));
    api.push_back(member(kThing, "PlaceAt", none, {object(kMap), param(i16, "x"), param(i16, "y")}, &th::placeAt));
    api.push_back(member(kThing, "PlaceNear", none, {param(i16, "x"), param(i16, "y")}, &th::placeNear));
    api.push_back(member(kThing, "Remove", none, {param(flag)}, &th::removeThing));
    api.push_back(member(kCreature, "FirstInv", ValueType::Object, {}, &th::firstInventory));
    api.push_back(member(kCreature, "NextInv", ValueType::Object, {}, &th::nextInventory));
    api.push_back(member(kCreature, "RandInv", ValueType::Object, {}, &th::randomInventory));
    api.push_back(member(kCreature, "InSlot", ValueType::Object, {param(i8, "sl")}, &th::inSlot));
    api.push_back(member(kCreature, "GainItem", none, {object(kItem, "it"), param(flag, "st", 0)}, &th::gainItem));

    // Maps (map_api.h).
    map_api::appendDeclarations(api);
    field_api::appendDeclarations(api);
    perception_api::appendDeclarations(api);
    stati_api::appendDeclarations(api);
    effect_api::appendDeclarations(api);
    item_api::appendDeclarations(api);
    recognition_api::appendDeclarations(api);
    religion_api::appendDeclarations(api);
    favour_api::appendDeclarations(api);
    weapon_rating_api::appendDeclarations(api);
    item_prereq_api::appendDeclarations(api);
    player_options_api::appendDeclarations(api);
    screen_api::appendDeclarations(api);
    item_choice_api::appendDeclarations(api);
    resource_choice_api::appendDeclarations(api);
    character_api::appendDeclarations(api);
    monster_api::appendDeclarations(api);
    resource_query_api::appendDeclarations(api);
    text_api::appendDeclarations(api);
    prompt_api::appendDeclarations(api);
    effect_prompt_api::appendDeclarations(api);
    monster_templates::appendDeclarations(api);
    party_api::appendDeclarations(api);
    companion_api::appendDeclarations(api);
    monster_choice::appendDeclarations(api);
    skills_api::appendDeclarations(api);
    item_wear_api::appendDeclarations(api);
    shapeshift::appendDeclarations(api);
    encounter_api::appendDeclarations(api);
    thing_state_api::appendDeclarations(api);
    thing_image::appendDeclarations(api);
    thing_flags::appendDeclarations(api);
    flat_footed::appendDeclarations(api);
    spell_flags_api::appendDeclarations(api);
    stati_message::appendDeclarations(api);
    hunger::appendDeclarations(api);
    worn_magic::appendDeclarations(api);
    item_generation::appendDeclarations(api);
    monster_act_api::appendDeclarations(api);
    max_depth_api::appendDeclarations(api);
    rope_api::appendDeclarations(api);
    open_areas_api::appendDeclarations(api);

    api.push_back(withVarargs(function("DPrint", none, {object(kEventInfo), param(text, "msg1"), param(text, "msg2")},
                                       &o::printToActor)));
    api.push_back(withVarargs(function("VPrint", none, {object(kEventInfo), param(text, "msg1"), param(text, "msg2")},
                                       &o::printToVictim)));
    api.push_back(withVarargs(function("TPrint", none,
                                       {object(kEventInfo), param(text, "msg1"), param(text, "msg2"),
                                        param(text, "msg3")},
                                       &o::printToActorVictimOrOthers)));
    api.push_back(withVarargs(function("APrint", none, {object(kEventInfo), param(text, "msg")}, &o::printToAll)));
    return api;
}

std::string typeSpelling(ValueType type) { return std::string(core::valueTypeName(type)); }

} // namespace

std::string ApiDeclaration::signature() const
{
    if (kind == Kind::MemberVariable)
        return typeSpelling(type);
    std::string s = typeSpelling(type) + "(";
    for (size_t i = 0; i < parameters.size(); ++i) {
        s += i ? "," : "";
        s += typeSpelling(parameters[i].type);
        if (parameters[i].objectClass)
            s += ":" + std::to_string(parameters[i].objectClass->number);
    }
    if (varargs)
        s += parameters.empty() ? "..." : ",...";
    return s + ")";
}

module::Import::Kind ApiDeclaration::importKind() const
{
    using Import = module::Import::Kind;
    const bool ofResource = objectClass && api_declare::isResourceClass(*objectClass);
    switch (kind) {
    case Kind::MemberVariable: return ofResource ? Import::ResourceVariable : Import::MemberVariable;
    case Kind::MemberFunction: return ofResource ? Import::ResourceFunction : Import::MemberFunction;
    case Kind::SystemObject:
    case Kind::GlobalFunction: break;
    }
    return Import::GlobalFunction;
}

std::string ApiDeclaration::declaration() const
{
    const std::string className = objectClass ? std::string(objectClass->name) : std::string();
    switch (kind) {
    case Kind::SystemObject:
        return "system " + className + " " + name + " == " + std::string(handleMacro) + ";";
    case Kind::MemberVariable:
        return "system " + typeSpelling(type) + " " + className + "::" + name + ";";
    case Kind::MemberFunction:
    case Kind::GlobalFunction:
        break;
    }
    std::string s = "system " + typeSpelling(type) + " " + (kind == Kind::MemberFunction ? className + "::" : "")
                    + name + "(";
    for (size_t i = 0; i < parameters.size(); ++i) {
        const ApiParameter& p = parameters[i];
        s += i ? ", " : "";
        s += typeSpelling(p.type);
        if (p.objectClass)
            s += ":" + std::string(p.objectClass->name);
        if (!p.name.empty())
            s += " " + std::string(p.name);
        if (p.defaultValue)
            s += " = " + std::to_string(*p.defaultValue);
    }
    if (varargs)
        s += parameters.empty() ? "..." : ", ...";
    return s + ");";
}

std::span<const ApiDeclaration> runtimeApi()
{
    static const std::vector<ApiDeclaration> api = makeRuntimeApi();
    return api;
}

void registerRuntimeApi(vm::HostApi& api)
{
    for (const ApiDeclaration& d : runtimeApi()) {
        if (d.kind == Kind::SystemObject)
            continue;       // compile-time handles, nothing to bind
        using Import = module::Import::Kind;
        switch (d.importKind()) {
        case Import::MemberVariable: api.addMemberVariable(d.name, d.get, d.set, d.signature()); break;
        case Import::ResourceVariable: api.addResourceVariable(d.name, d.get, d.signature()); break;
        case Import::MemberFunction: api.addMemberFunction(d.name, d.get, d.signature()); break;
        case Import::ResourceFunction: api.addResourceFunction(d.name, d.get, d.signature()); break;
        case Import::GlobalFunction: api.addGlobalFunction(d.name, d.get, d.signature()); break;
        }
    }
}

std::string runtimeApiHeader()
{
    std::string out = "/* The host API of the Incursion Studio runtime: what it implements.\n"
                      "   Generated from the runtime's registration table (game/runtime_api.cpp). */\n\n";
    // Each class and handle macro once, in first use; spelled as the
    // original's Defines.h spells them, so including both is no redefinition.
    std::vector<std::string_view> defined;
    auto define = [&](std::string_view name, const std::string& body) {
        for (std::string_view d : defined)
            if (d == name)
                return;
        defined.push_back(name);
        out += "#define " + std::string(name) + " " + body + "\n";
    };
    for (const ApiDeclaration& d : runtimeApi()) {
        if (d.objectClass)
            define(d.objectClass->name, std::string(d.objectClass->spelling));
        for (const ApiParameter& p : d.parameters)
            if (p.objectClass)
                define(p.objectClass->name, std::string(p.objectClass->spelling));
        if (d.kind == Kind::SystemObject)
            define(d.handleMacro, std::to_string(d.handle));
    }
    out += "\n";
    for (const ApiDeclaration& d : runtimeApi())
        out += d.declaration() + "\n";
    return out;
}

} // namespace incursion::game
