#include "game/flat_footed.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/fatigue.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/skill_rules.h"
#include "game/stati.h"

#include <algorithm>

namespace incursion::game::flat_footed {

using api_access::creatureArgument;
using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t FT_IMPROVED_INITIATIVE = 197;
constexpr int32_t CA_FATIGUE_REGEN = 117;
constexpr int32_t FLAWLESS_DODGE = 91;
// Past 50 turns the count starts again from 30: far enough out of a fight,
// and an int8 never overflows. With fatigue regeneration it waits at 50
// instead, a point of fatigue coming back every 50 / level turns.
constexpr int8_t kLongOutOfFight = 50;
constexpr int8_t kCountAgainFrom = 30;

// What becoming flat-footed ends: rage, and an active flawless dodge (its
// stati stays, keeping the dodges left in its magnitude; value 0 is off).
void calmDown(Game& game, Creature& c)
{
    if (c.hasStatus(skill_rules::RAGING)) {
        if (c.isPlayer)
            game.notice("Free of foes, your rage winds down.");
        SpeedWatch watch(game, c);
        c.removeStatus(skill_rules::RAGING);
    }
    for (StatusEffect& s : c.stati)
        if (s.stati == FLAWLESS_DODGE && s.value == 1) {
            if (c.isPlayer)
                game.notice("Free of foes, you cease your flawless dodge.");
            s.value = 0;
            break;
        }
}

int32_t isFlatFootedCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && isFlatFooted(*c);
}

int32_t countVariable(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? c->alertness.turnsOutOfFight : 0;
}

int32_t setCountVariable(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        c->alertness.turnsOutOfFight = int8_t(call.arg(1));     // an int8 in the original
    return 0;
}

} // namespace

bool isFlatFooted(const Creature& c)
{
    return c.alertness.turnsOutOfFight > std::min(5, 10 + c.modifier(rules::A_WIS));
}

bool caughtFlatFooted(Game& game, const Creature& victim)
{
    if (!isFlatFooted(victim) || character_api::abilityLevel(victim, rules::CA_UNCANNY_DODGE))
        return false;
    if (character_api::hasFeat(game, victim, FT_IMPROVED_INITIATIVE, false) &&
        game.roll(1, 20) + victim.modifier(rules::A_DEX) >= 15)
        return false;
    return true;
}

void engage(Creature& a, Creature* b)
{
    a.alertness.turnsOutOfFight = 0;
    if (b)
        b->alertness.turnsOutOfFight = 0;
}

void turnPasses(Game& game, Creature& c)
{
    int8_t& count = c.alertness.turnsOutOfFight;
    count = int8_t(count + 1);
    // Each turn it is flat-footed (the stati first: most creatures have
    // neither, and the Wisdom modifier reads every stati).
    if ((c.hasStatus(skill_rules::RAGING) || c.hasStatus(FLAWLESS_DODGE, 1)) && isFlatFooted(c))
        calmDown(game, c);
    if (count <= kLongOutOfFight)
        return;
    const int32_t regeneration = character_api::abilityLevel(c, CA_FATIGUE_REGEN);
    if (!regeneration) {
        count = kCountAgainFrom;
        return;
    }
    if (count > kLongOutOfFight + kLongOutOfFight / regeneration) {
        const int32_t points = fatiguePoints(game, c);
        if (points < c.training.maxFatigue)
            setFatiguePoints(game, c, points + 1);
        count = kLongOutOfFight;
    }
}

void initializeMonster(const Game& game, Creature& c)
{
    c.alertness.turnsOutOfFight = character_api::hasFeat(game, c, FT_IMPROVED_INITIATIVE, false) ? 0 : CreatureAlertness::kNewcomer;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "isFlatFooted", ValueType::Bool, {}, &isFlatFootedCall));
    api.push_back(variable(kCreature, "FFCount", ValueType::Int8, &countVariable, &setCountVariable));
}

} // namespace incursion::game::flat_footed
