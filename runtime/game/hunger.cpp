#include "game/hunger.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_api.h"
#include "game/fatigue.h"
#include "game/stati.h"
#include "game/event_ids.h"
#include "game/event_info.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game::hunger {

namespace {

constexpr int32_t MA_PLANT = 49;
constexpr int32_t CA_SLOW_METABOLISM = 78;
constexpr int32_t T_CORPSE = 31;
constexpr int32_t kMediumCorpseNutrition = 50;    // CorpseNut[SZ_MEDIUM] (src/Item.cpp)

int32_t hungerStateCall(vm::HostCall& call)
{
    const Creature* c = api_access::creatureArgument(call, 0);
    return c ? hungerState(*c) : CONTENT;
}

StatusEffect* hungerStati(Creature& c)
{
    for (StatusEffect& s : c.stati)
        if (s.stati == HUNGER)
            return &s;
    return nullptr;
}

} // namespace

int32_t hungerState(const Creature& c)
{
    // rule: src/Creature.cpp, Creature::HungerState
    if (!c.isPlayer || c.isType(rules::MA_UNDEAD) || c.isType(rules::MA_CONSTRUCT) || c.isType(MA_PLANT))
        return CONTENT;
    const StatusEffect* s = c.status(HUNGER);
    if (!s)
        return STARVED;
    int32_t i = std::max(s->turnsLeft, 0);
    if (c.size >= rules::SZ_LARGE)
        i /= 2;
    for (int32_t state : {SATIATED, CONTENT, PECKISH, HUNGRY, STARVING, WEAK, FAINTING, STARVED})
        if (i > state)
            return state == SATIATED ? BLOATED
                   : state == CONTENT ? SATIATED
                   : state == PECKISH ? CONTENT
                   : state == HUNGRY  ? PECKISH
                   : state == STARVING ? HUNGRY
                   : state == WEAK    ? STARVING
                   : state == FAINTING ? WEAK
                                       : FAINTING;
    return STARVED;
}

std::string_view stateName(int32_t state)
{
    switch (state) {
    case BLOATED: return "Bloated";
    case SATIATED: return "Satiated";
    case CONTENT: return "Content";
    case PECKISH: return "Peckish";
    case HUNGRY: return "Hungry";
    case STARVING: return "Starving";
    case WEAK: return "Weak";
    case FAINTING: return "Fainting";
    default: return "Starved!";
    }
}

int32_t satiation(const Creature& c)
{
    const StatusEffect* s = c.status(HUNGER);
    return s ? std::max(s->turnsLeft, 0) : -1;
}

void setSatiation(Creature& c, int32_t value)
{
    if (StatusEffect* s = hungerStati(c)) {
        s->turnsLeft = std::max(value, 0);
        return;
    }
    c.addStatus(StatusEffect{HUNGER, 0, 0, rules::SS_MISC, std::max(value, 0), 0, world::kNoObject});
}

int32_t attributeAdjustment(const Creature& c, int32_t attribute)
{
    if (!c.isPlayer)
        return 0;
    // rule: src/Values.cpp, Creature::CalcValues (BONUS_HUNGER); Hungry
    // falls through into Starving, as the original's switch does.
    const auto penalty = [attribute](int32_t str, int32_t con, int32_t fat, int32_t mag) {
        return attribute == rules::A_STR ? str : attribute == rules::A_CON ? con : attribute == rules::A_FAT ? fat
               : attribute == rules::A_MAG     ? mag
                                        : 0;
    };
    switch (hungerState(c)) {
    case BLOATED: return attribute == rules::A_SPD ? -2 : 0;
    case HUNGRY: return penalty(-3, -3, -3, -3);
    case STARVING: return penalty(-2, -2, -2, -3);
    case WEAK:
    case FAINTING: return penalty(-4, -4, -2, -6);
    default: return 0;
    }
}

void turnPasses(Game& game, Creature& c)
{
    StatusEffect* s = hungerStati(c);
    if (!s || s->turnsLeft <= 0)
        return;
    const int32_t before = hungerState(c);
    if (--s->turnsLeft > 0) {
        if (hungerState(c) != before)
            stateChanged(game, c);
        return;
    }
    // rule: src/Status.cpp, Thing::StatiEnd (HUNGER elapsed)
    c.removeStatus(HUNGER);
    if (c.isPlayer)
        game.notice("You starve to death...");
    c.hp = 0;
    EventInfo death;
    death.event = runtimeEvent<EV_DEATH>;
    death.victim = c.handle();
    death.strDmg = "starvation";
    game.throwEvent(death);
}

void stateChanged(Game& game, Creature& c)
{
    // Its penalties change speed and the most fatigue it can bear (CalcValues).
    SpeedWatch watch(game, c);
    calcValues(game, c);
}

int32_t eatBite(Game& game, Creature& eater, Item& food, int32_t bite, bool& confirmed, EventInfo& e)
{
    // rule: src/Item.cpp, Food::Eat. Corpses keep no monster here (their
    // size is medium), so they feed as a medium corpse.
    int32_t nutrition = 0;
    if (food.itemType == T_CORPSE)
        nutrition = kMediumCorpseNutrition;
    else if (const auto view = module::view<module::ItemView>(game.resources(), food.resource))
        nutrition = view->nutrition();
    if (const StatusEffect* s = eater.status(HUNGER)) {
        const int32_t after = std::max(s->turnsLeft, 0) +
                              (character_api::hasAbility(eater, CA_SLOW_METABOLISM, false) ? std::max(nutrition / 3, 1)
                                                                                           : nutrition);
        setSatiation(eater, after);
        const int32_t bulk = eater.size >= rules::SZ_LARGE ? after / 2 : after;    // large creatures hold more
        if (bulk > BLOATED + 500 && game.randomBelow(20) == 0) {
            game.messageAs(e, eater.handle(), "You vomit!", "The <EActor> vomits!");
            setSatiation(eater, std::min(after / 2, HUNGRY));
            if (eater.isPlayer && !confirmed && game.prompts().yesNo("Stop eating?"))
                return ABORT;
            confirmed = true;
        }
    }
    if (eater.isPlayer && !confirmed && hungerState(eater) >= SATIATED) {
        if (game.prompts().yesNo("You are full. Stop eating?")) {
            game.messageAs(e, eater.handle(), "You stop eating the <hObj>.", "The <EActor> stops eating the <hObj>.",
                           std::array{MessageArgument::ofOneOf(food.handle())});
            return ABORT;
        }
        confirmed = true;
    }
    if (bite >= kBitesPerMeal) {
        // One of a stack is eaten (the use menu's TakeOne, src/Player.cpp).
        game.messageAs(e, eater.handle(), "You finish eating the <hObj>.", "The <EActor> finishes eating the <hObj>.",
                       std::array{MessageArgument::ofOneOf(food.handle())});
        game.consumeOne(food);
    }
    return DONE;
}

bool feed(Game& game, Creature& c, EventInfo& e)
{
    // rule: src/Effects.cpp, Creature::Healing (HEAL_HUNGER)
    if (!c.status(HUNGER) || hungerState(c) >= CONTENT)
        return false;
    setSatiation(c, CONTENT);
    if (c.isPlayer)
        game.message("You feel less hungry now.", MessageSubjects::of(e));
    return true;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "HungerState", ValueType::Int16, {}, &hungerStateCall));
}

} // namespace hunger
