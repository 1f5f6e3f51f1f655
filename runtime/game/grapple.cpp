#include "game/grapple.h"

#include "game/character_api.h"
#include "game/conditions.h"
#include "game/creature.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/skills.h"
#include "game/turn_queue.h"
#include "map/grid_distance.h"

#include <algorithm>

namespace incursion::game::grapple {

namespace {

bool linked(const Creature& c, int32_t stati, world::Handle other)
{
    return std::any_of(c.stati.begin(), c.stati.end(),
                       [&](const StatusEffect& s) { return s.stati == stati && s.source == other; });
}

void unlink(Creature& c, int32_t stati, world::Handle other)
{
    std::erase_if(c.stati, [&](const StatusEffect& s) { return s.stati == stati && s.source == other; });
}

// Whether a hold between the two still stands: both alive, side by side
// on one map. rule: src/Move.cpp (a grappler moved away lets go)
bool together(const Creature& a, const Creature& b)
{
    return a.alive() && b.alive() && a.map() == b.map() && map::stepDistance(a.x - b.x, a.y - b.y) <= 1;
}

// Drops c's links of kind `stati` whose other end is gone, dead, away or
// no longer linked back; answers whether any remains.
bool keepLinks(Game& game, Creature& c, int32_t stati, int32_t backStati)
{
    bool any = false;
    std::erase_if(c.stati, [&](const StatusEffect& s) {
        if (s.stati != stati)
            return false;
        const Creature* other = game.creature(s.source);
        if (other && together(c, *other) && linked(*other, backStati, c.handle())) {
            any = true;
            return false;
        }
        return true;
    });
    return any;
}

int32_t sizeBonus(const Creature& c)
{
    return (c.size - rules::SZ_MEDIUM) * 4;
}

} // namespace

bool holds(const Creature& grappler, const Creature& victim)
{
    return linked(victim, conditions::GRABBED, grappler.handle()) &&
           linked(grappler, conditions::GRAPPLING, victim.handle());
}

bool isHeld(Game& game, Creature& c)
{
    return c.hasStatus(conditions::GRABBED) && keepLinks(game, c, conditions::GRABBED, conditions::GRAPPLING);
}

bool isGrappling(Game& game, Creature& c)
{
    return c.hasStatus(conditions::GRAPPLING) && keepLinks(game, c, conditions::GRAPPLING, conditions::GRABBED);
}

bool takeHold(Game& game, Creature& grappler, Creature& victim)
{
    if (&grappler == &victim || isGrappling(game, grappler) || linked(victim, conditions::GRABBED, grappler.handle()))
        return false;
    victim.addStatus(StatusEffect{conditions::GRABBED, 0, 0, rules::SS_ATTK, -1, 0, grappler.handle()});
    grappler.addStatus(StatusEffect{conditions::GRAPPLING, 0, 0, rules::SS_ATTK, -1, 0, victim.handle()});
    game.message("The <EActor> grab<s:EActor> the <EVictim>!", MessageSubjects{grappler.handle(), victim.handle()});
    return true;
}

void releaseAll(Game& game, Creature& c)
{
    for (const StatusEffect& s : std::vector<StatusEffect>(c.stati)) {
        if (s.stati != conditions::GRABBED && s.stati != conditions::GRAPPLING)
            continue;
        if (Creature* other = game.creature(s.source)) {
            unlink(*other, conditions::GRABBED, c.handle());
            unlink(*other, conditions::GRAPPLING, c.handle());
        }
    }
    c.removeStatus(conditions::GRABBED);
    c.removeStatus(conditions::GRAPPLING);
}

bool maneuverCheck(Game& game, const Creature& actor, const Creature& victim, int32_t attackType)
{
    int32_t attack = game.roll(1, 20) + actor.attribute(rules::A_HIT) + actor.modifier(rules::A_STR) + sizeBonus(actor);
    int32_t defend = game.roll(1, 20) + victim.attribute(rules::A_HIT) + victim.modifier(rules::A_STR) + sizeBonus(victim);
    if (attackType == A_ESCA) {
        // The ranks of Escape Artist, its Dexterity left out (Strength is added above).
        attack += std::max(0, skillLevel(game, actor, skill::ESCAPE_ART) - actor.modifier(rules::A_DEX));
    }
    if (character_api::hasFeat(game, actor, FT_MASTER_GRAPPLE, false))
        attack += 4;
    if (character_api::hasFeat(game, victim, FT_MASTER_GRAPPLE, false))
        defend += 4;
    return attack > defend;
}

void afterNaturalHit(Game& game, Creature& attacker, Creature& victim)
{
    if (!victim.alive() || holds(attacker, victim) || !character_api::hasFeat(game, attacker, FT_NATURAL_GRAB, false))
        return;
    if (isGrappling(game, attacker))
        return;     // one victim at a time
    if (maneuverCheck(game, attacker, victim, A_GRAB))
        takeHold(game, attacker, victim);
}

uint32_t tryToLeave(Game& game, Creature& c)
{
    if (!c.hasStatus(conditions::GRABBED) && !c.hasStatus(conditions::GRAPPLING))
        return 0;
    if (!isHeld(game, c) && !isGrappling(game, c))
        return 0;
    // rule: src/Move.cpp, EV_MOVE: ThrowVal(EV_SATTACK, A_ESCA, this), ABORT while still held
    EventInfo e;
    e.event = runtimeEvent<EV_SATTACK>;
    e.actor = c.handle();
    e.EParam = int16_t(A_ESCA);
    e.AType = int8_t(A_ESCA);
    const world::Handle self = c.handle();
    game.throwEvent(e);
    Creature* still = game.creature(self);
    if (!still || !still->alive())
        return kStandardActionCost;
    return isHeld(game, *still) ? kStandardActionCost : 0;
}

int32_t handleSpecialAttack(Game& game, Creature& self, EventInfo& e)
{
    if (e.AType == 0)
        e.AType = int8_t(e.EParam);
    if (e.AType != A_ESCA)
        return NOTHING;
    // A grappler lets go of its victim to move (the original asks; a step away says yes).
    if (isGrappling(game, self)) {
        for (const StatusEffect& s : std::vector<StatusEffect>(self.stati))
            if (s.stati == conditions::GRAPPLING)
                if (Creature* victim = game.creature(s.source)) {
                    unlink(*victim, conditions::GRABBED, self.handle());
                    game.message("The <EActor> release<s:EActor> the <EVictim>.", MessageSubjects{self.handle(), victim->handle()});
                }
        self.removeStatus(conditions::GRAPPLING);
    }
    if (!isHeld(game, self))
        return DONE;
    for (const StatusEffect& s : std::vector<StatusEffect>(self.stati)) {
        if (s.stati != conditions::GRABBED)
            continue;
        Creature* grappler = game.creature(s.source);
        if (!grappler)
            continue;
        const MessageSubjects who{self.handle(), grappler->handle()};
        if (maneuverCheck(game, self, *grappler, A_ESCA)) {
            unlink(self, conditions::GRABBED, grappler->handle());
            unlink(*grappler, conditions::GRAPPLING, self.handle());
            game.message("The <EActor> break<s:EActor> free of the <EVictim>'s hold!", who);
        } else {
            e.Resist = true;
            game.message("The <EActor> struggle<s:EActor> in the <EVictim>'s grip.", who);
        }
    }
    return DONE;
}

} // namespace incursion::game::grapple
