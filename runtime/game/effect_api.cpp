#include "game/effect_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/effect_prompt_api.h"
#include "game/event_ids.h"
#include "game/game.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>

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
// When the new effect asks for a target (its qval) and the player is the
// actor of neither a trap nor a god's act, the player chooses it first, by
// the old effect's qval or else the new one's, as the original passed it;
// declined, the event's own target stays.
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
    Game& game = *host(call).game;
    const auto qvalOf = [&game](module::ResourceId effect) {
        const auto view = module::view<module::EffectView>(game.resources(), effect);
        return view ? view->values().qval : 0;
    };
    if (redirected.eID && redirected.event == EV_EFFECT && qvalOf(redirected.eID) && !redirected.isTrap &&
        !redirected.isActOfGod && redirected.actor == game.player().handle())
        effect_prompt_api::promptEffectTarget(game, redirected, qvalOf(current->eID));
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

// The original's purposes, sources and flags GetEffectID reads (inc/Defines.h).
constexpr int32_t kPurposeDungeon = 1, kPurposePoison = 11, kPurposeDisease = 12, kPurposeStaple = 13,
                  kPurposeCursed = 14, kPurposeAcquire = 6, kPurposeMundane = 16, kPurposeKnown = 17,
                  kPurposeMinor = 18, kPurposeMajor = 19, kPurposeListing = 100;
constexpr int32_t kSourceWand = 3, kSourceTrap = 36, kSourceAlchemy = 39, kSourcePoison = 41;
constexpr int32_t kFlagCursed = 2, kFlagNoGen = 18, kFlagMundane = 33, kFlagStaple = 45;
constexpr int32_t kAreaPoison = 14, kAreaDisease = 15;

// Whether the effect may be drawn for `purpose` from `source` within the levels.
bool fitsPurpose(const module::EffectView& effect, int32_t purpose, int32_t minLevel, int32_t maxLevel, int32_t source)
{
    const std::vector<int32_t> sources = effect.sources();
    const auto from = [&](int32_t s) { return std::find(sources.begin(), sources.end(), s) != sources.end(); };
    const int32_t area = effect.values().aval;
    if (source == kSourcePoison ? area != kAreaPoison : source && !from(source))
        return false;
    if (purpose == kPurposeDungeon && effect.hasFlag(kFlagNoGen))
        return false;
    if (effect.level() > maxLevel || effect.level() < minLevel)
        return false;
    if (purpose == kPurposeStaple && !effect.hasFlag(kFlagStaple))
        return false;
    if (effect.hasFlag(kFlagCursed) ? purpose != kPurposeCursed && purpose != kPurposeAcquire
                                    : purpose == kPurposeCursed)
        return false;
    if ((purpose == kPurposePoison && area != kAreaPoison) || (purpose == kPurposeDisease && area != kAreaDisease))
        return false;
    if (purpose == kPurposeMundane && (!effect.hasFlag(kFlagMundane) || from(kSourceAlchemy)))
        return false;
    if ((purpose == kPurposeMinor || purpose == kPurposeMajor)
        && (!(area == kAreaPoison || from(kSourceTrap)) || !effect.hasFlag(kFlagMundane)))
        return false;
    return true;
}

// theGame->GetEffectID(pur, minlev, maxlev, Source = 0): a random effect for
// a purpose (PUR_DUNGEON: one a level may hold; PUR_POISON; PUR_CURSED ...)
// from a source (AI_WAND's levels reach two higher; AI_POISON means a poison)
// within the levels, drawn with the game's dice from the candidates, which
// the script may also read (nCandidates, GetCandidate); 0 when none fits
// (rule: src/Res.cpp, Game::GetEffectID).
int32_t getEffectId(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    int32_t purpose = int16_t(call.arg(1));
    if (purpose >= kPurposeListing)
        purpose -= kPurposeListing;
    if (purpose == kPurposeKnown)
        return call.fail("GetEffectID(PUR_KNOWN): the effects the player knows are not kept here");
    std::vector<int32_t>& candidates = host(call).candidates;
    candidates = effectCandidates(game->resources(), purpose, int8_t(call.arg(2)), int8_t(call.arg(3)),
                                  int8_t(call.arg(4)));
    if (candidates.empty())
        return 0;
    return candidates[size_t(host(call).dice().roll(1, int32_t(candidates.size())) - 1)];
}

} // namespace

std::vector<int32_t> effectCandidates(const module::ResourceManager& resources, int32_t purpose, int32_t minLevel,
                                      int32_t maxLevel, int32_t source)
{
    if (source == kSourceWand)
        maxLevel += 2;
    std::vector<int32_t> candidates;
    for (const module::ResourceId id : resources.resources(module::kindBit(core::ResourceKind::Effect))) {
        const std::optional<module::EffectView> effect = module::view<module::EffectView>(resources, id);
        if (effect && fitsPurpose(*effect, purpose, minLevel, maxLevel, source))
            candidates.push_back(int32_t(id));
    }
    return candidates;
}

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
    api.push_back(member(kGame, "GetEffectID", ValueType::Resource,
                         {param(i16, "pur"), param(ValueType::Int8, "minlev"), param(ValueType::Int8, "maxlev"),
                          param(ValueType::Int8, "Source", 0)},
                         &getEffectId));
    api.push_back(function("SetPVal", ValueType::Void,
                           {object(kEventInfo, "e"), param(i16, "b"), param(i16, "n", 0), param(i16, "s", 0)},
                           &setPVal));
}

} // namespace incursion::game::effect_api
