#include "game/fatigue.h"
#include "game/hunger.h"

#include "game/character_api.h"
#include "game/combat.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/rules.h"
#include "game/skill_rules.h"
#include "game/skills.h"
#include "game/stati.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace sr = skill_rules;

namespace {

constexpr int32_t kMaxRestarts = 10;

bool tireless(const Creature& c)
{
    return c.isType(rules::MA_UNDEAD) || c.isType(rules::MA_CONSTRUCT);
}

// The weariness spent points bring against a maximum (the thresholds of
// CalcValues, on the points relative to the maximum).
Weariness wearinessOf(const Creature& c, int32_t relative, int32_t maximum)
{
    if (relative >= -maximum || c.hasStatus(sr::RAGING))
        return Weariness::Rested;
    return relative >= -2 * maximum ? Weariness::Fatigued : Weariness::Exhausted;
}

} // namespace

int32_t maximumFatigue(const Game& game, const Creature& c)
{
    int32_t maximum = 4;    // BONUS_NATURAL
    if (c.character) {
        const CharacterSheet& sheet = *c.character;
        for (size_t i = 0; i < CharacterSheet::kClasses; ++i)
            if (sheet.levels[i] > 0)
                if (const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[i]))
                    maximum += sheet.levels[i] * klass->hitDie() / 12;
    } else {
        maximum += std::max(c.challenge, 0) / 2;
    }
    // Dwarven focus on a foe, a morale bonus that does not stack; the
    // original stops at the first such stati when it names no foe.
    if (const StatusEffect* focus = c.status(sr::DWARVEN_FOCUS); focus && focus->source != world::kNoObject)
        maximum += 3;
    const auto feat = [&](int32_t f) { return character_api::hasFeat(game, c, f, false); };
    maximum += (feat(sr::FT_ENDURANCE) ? 5 : 0) + (feat(sr::FT_WOODSMAN) ? 2 : 0);
    if (character_api::hasSkill(game, c, skill::ATHLETICS))
        maximum += std::max(0, skillLevel(game, c, skill::ATHLETICS) / 3);
    // One Body, One Soul (or no Constitution): the better of Constitution and Wisdom.
    int32_t hardiness = character_api::inherentAttribute(game, c, rules::A_CON);
    if (feat(sr::FT_ONE_BODY_ONE_SOUL) || c.attribute(rules::A_CON) == 0)
        hardiness = std::max(hardiness, character_api::inherentAttribute(game, c, rules::A_WIS));
    return maximum + (hardiness - 11) / 2 + hunger::attributeAdjustment(c, rules::A_FAT);
}

void calcValues(Game& game, Creature& c)
{
    SpeedWatch watch(game, c);
    Training& t = c.training;
    // The points spent, kept across the change of maximum.
    const int32_t spent = t.workedOut ? t.fatigue - t.maxFatigue : 0;
    const bool nonliving = tireless(c) || c.isType(sr::MA_PLANT);
    const int32_t relative = nonliving ? 0 : spent;
    int32_t previous = t.workedOut ? t.maxFatigue : 0;
    int32_t maximum = previous;
    // The maximum depends on the weariness it decides (Athletics leans on
    // Strength), so the original works it out again until it settles.
    for (int32_t restart = 0;; ++restart) {
        t.weariness = wearinessOf(c, relative, previous);
        maximum = maximumFatigue(game, c);
        if (maximum == previous)
            break;
        if (restart == kMaxRestarts) {
            maximum = std::min(maximum, previous);
            break;
        }
        previous = maximum;
    }
    t.maxFatigue = maximum;
    t.fatigue = relative + maximum;
    t.workedOut = true;
}

int32_t fatiguePoints(Game& game, Creature& c)
{
    calcValues(game, c);
    return c.training.fatigue;
}

void setFatiguePoints(Game& game, Creature& c, int32_t points)
{
    calcValues(game, c);
    c.training.fatigue = points;
}

bool loseFatigue(Game& game, Creature& c, int32_t amount, bool avoidable)
{
    if (tireless(c))
        return true;
    const int32_t before = fatiguePoints(game, c);
    const int32_t maximum = c.training.maxFatigue;
    if (avoidable && before < -maximum && c.isPlayer &&
        !game.prompts().yesNo("You are in danger of passing out! Proceed?"))
        return false;
    if (avoidable)
        exercise(game, c, rules::A_CON, game.randomBelow(amount) + 1, sr::ECON_FATIGUE, 35);
    if (before < -maximum && !savingThrow(game, c, rules::FORT, 10 - before / 2)) {
        game.message(c.isPlayer ? "You pass out... " : "The <EActor> keels over unconscious.",
                     MessageSubjects{c.handle()});
        SpeedWatch watch(game, c);
        c.addStatus(StatusEffect{rules::SLEEPING, sr::SLEEP_FATIGUE, 0, rules::SS_ENCH, game.roll(2, 10), 0,
                                 world::kNoObject});
        return false;
    }
    c.training.fatigue -= amount;
    const int32_t after = c.training.fatigue;
    if ((after <= 0 && before > 0) || (after < -maximum && before >= -maximum))
        calcValues(game, c);
    return true;
}

} // namespace incursion::game
