#include "game/conditions.h"

#include "game/character_api.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/grapple.h"
#include "game/rules.h"
#include "game/skills.h"

#include <algorithm>

namespace incursion::game::conditions {

namespace {

constexpr int32_t ESTR_UNSTUCK = 6;     // the exercise column tearing free of a web trains

// Only the player reads what it cannot do (the original's IPrint).
void tell(Game& game, const Creature& c, std::string_view text)
{
    if (c.isPlayer)
        game.notice(std::string(text));
}

bool holds(const Creature& attacker, const Creature& victim)
{
    if (grapple::holds(attacker, victim))
        return true;
    for (const StatusEffect& s : victim.stati)
        if (s.stati == ENGULFED && s.source == attacker.handle())
            return true;
    return false;
}

} // namespace

std::string_view helplessReason(const Creature& c)
{
    if (c.hasStatus(rules::SLEEPING))
        return "You are asleep.";
    if (c.hasStatus(rules::PARALYSIS))
        return "You are paralyzed.";
    return {};
}

uint32_t struggleFree(Game& game, Creature& c)
{
    const StatusEffect* web = c.status(STUCK);
    const int32_t strength = web ? web->magnitude : 0;
    if (skillCheck(game, c, skill::ESCAPE_ART, 15 + strength, true)) {
        tell(game, c, "You tear free!");
        exercise(game, c, rules::A_STR, game.randomBelow(6) + 1, ESTR_UNSTUCK, 25);
        c.removeStatus(STUCK);
        return uint32_t(1500 / std::max(10, 100 + c.modifier(rules::A_DEX) * 5));
    }
    tell(game, c, "You remain stuck fast!");
    return 20;
}

bool mayAttack(Game& game, Creature& attacker, bool usesWeapon, bool& spentTurn)
{
    spentTurn = false;
    if (usesWeapon && attacker.hasStatus(STUCK)) {
        tell(game, attacker, "You can't attack with a weapon while stuck.");
        return false;
    }
    if (!attacker.hasStatus(NAUSEA))
        return true;
    // Enough Concentration lets it try to fight through the nausea (the
    // original asks the player first; a playtest always tries).
    if (skillLevel(game, attacker, skill::CONCENT) >= 10) {
        if (skillCheck(game, attacker, skill::CONCENT, 20, true)) {
            tell(game, attacker, "You overcome your nausea to attack!");
            return true;
        }
        tell(game, attacker, "You try to attack, but only retch and vomit!");
        spentTurn = true;
        return false;
    }
    tell(game, attacker, "You're too nauseated to attack!");
    return false;
}

bool attackFitsRound(const Creature& attacker, const Creature& victim, int32_t attackType)
{
    if (attackType > 0 && attackType <= A_LAST_STANDARD)
        return true;
    if (attackType > A_LAST_STANDARD && attackType <= A_LAST_POSTGRAB)
        return holds(attacker, victim);
    return attackType > A_LAST_POSTGRAB && rules::isMeleeAttack(attackType);
}

bool deniedDexterity(const Game& game, const Creature& c)
{
    constexpr int32_t FT_BLIND_FIGHT = 75;      // inc/Defines.h
    static constexpr int32_t kNoDodge[] = {ENGULFED, rules::SLEEPING, EXPOSED,  GRABBED, GRAPPLED, GRAPPLING,
                                           NAUSEA,   rules::PARALYSIS, PRONE, STUCK,    rules::STUNNED};
    for (const StatusEffect& s : c.stati)
        if (std::find(std::begin(kNoDodge), std::end(kNoDodge), s.stati) != std::end(kNoDodge))
            return true;
    return c.hasStatus(rules::BLIND) && !character_api::hasFeat(game, c, FT_BLIND_FIGHT, false);
}

} // namespace incursion::game::conditions
