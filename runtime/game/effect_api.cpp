#include "game/effect_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/script_host.h"

#include <string>

namespace incursion::game::effect_api {

using api_access::gameOf;
using api_access::host;
using vm::HostCall;

namespace {

EventInfo* currentEvent(HostCall& call)
{
    EventInfo* e = host(call).events().current();
    if (!e)
        call.fail("no event is being handled");
    return e;
}

// RedirectEff(e, eID, Ev = EV_EFFECT): the current event thrown again as a
// new one about effect eID, so a wand's charge can cast a spell with the
// wand's target and caster level. What the inner event's handlers change
// stays in it: the outer event goes on as it was (rule: src/Event.cpp,
// RedirectEff). An activated item may call a spell that is not one.
// (The original asks the player for a target first when the new effect
// wants one; the event's own target is used here.)
int32_t redirectEffect(HostCall& call)
{
    const EventInfo* current = currentEvent(call);
    if (!current)
        return 0;
    EventInfo redirected = *current;
    redirected.eID = module::ResourceId(call.arg(1));
    redirected.event = int16_t(call.arg(2));
    redirected.isActivation = false;
    redirected.effectOutcome = nullptr;
    redirected.pval.reset();
    return host(call).events().throwEvent(redirected);
}

// ThrowTerraDmg(Ev, dt, amt, s, victim, terID): damage the terrain under the
// victim deals it. The terrain's maker is the actor when known (the game
// keeps none, so the victim is its own); on a cell whose terrain is no
// longer terID, EV_DAMAGE is marked as an illusion's (rule: src/Event.cpp,
// ThrowTerraDmg). DONE without a victim on a map.
int32_t throwTerrainDamage(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const Handle victim = host(call).resolve(call.arg(4));
    const world::GameObject* object = game->registry().find(victim);
    const Level* level = object ? game->levelObject(object->map()) : nullptr;
    if (!level)
        return DONE;
    EventInfo e;
    e.event = int16_t(call.arg(0));
    e.actor = victim;
    e.victim = victim;
    e.map = level->handle();
    e.DType = int8_t(call.arg(1));
    e.vDmg = int16_t(call.arg(2));
    e.strDmg = std::string(call.string(3));
    const module::ResourceId terrain = module::ResourceId(call.arg(5));
    const map::Map& m = level->map();
    const module::ResourceId under = m.contains(object->x, object->y) ? m.terrainResource(object->x, object->y) : 0;
    if (terrain != under && e.event == EV_DAMAGE)
        e.effIllusion = true;
    return host(call).events().throwEvent(e);
}

// SetPVal(e, b, n = 0, s = 0): the segment being worked out rolls nds+b
// instead of its pval (rule: src/VMachine.cpp, SetPVal).
int32_t setPVal(HostCall& call)
{
    EventInfo* e = currentEvent(call);
    if (!e)
        return 0;
    e->pval = module::Dice{int16_t(call.arg(2)), int16_t(call.arg(3)), int16_t(call.arg(1))};
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16, i32 = ValueType::Int32;
    api.push_back(function("RedirectEff", i32,
                           {object(kEventInfo), param(ValueType::Resource, "eID"), param(i16, "Ev", EV_EFFECT)},
                           &redirectEffect));
    api.push_back(function("ThrowTerraDmg", i32,
                           {param(i16, "Ev"), param(i16, "dt"), param(i16, "amt"), param(ValueType::String, "s"),
                            object(kObject, {}, 0), param(ValueType::Resource, "terID")},
                           &throwTerrainDamage));
    api.push_back(function("SetPVal", ValueType::Void,
                           {object(kEventInfo, "e"), param(i16, "b"), param(i16, "n", 0), param(i16, "s", 0)},
                           &setPVal));
}

} // namespace incursion::game::effect_api
