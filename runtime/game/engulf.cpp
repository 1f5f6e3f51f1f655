#include "game/engulf.h"

#include "game/combat.h"
#include "game/conditions.h"
#include "game/creature.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/level.h"
#include "game/rules.h"
#include "game/skills.h"
#include "game/special_attacks.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace incursion::game::engulf {

namespace {

constexpr int32_t MOUNT = 88;       // inc/Defines.h: a rider's mount cannot be engulfed alone

bool escapeHindered(const Creature& c)
{
    return c.hasStatus(rules::PARALYSIS) || c.hasStatus(rules::AFRAID) || c.hasStatus(rules::STUNNED) ||
           c.hasStatus(rules::SLEEPING);
}

// The nearest cell to (x, y) a creature may stand on, ring by ring.
bool freeCellNear(const Game& game, int x, int y, int& outX, int& outY)
{
    const Level& level = game.level();
    const map::Map& m = level.map();
    const int reach = std::max(m.width(), m.height());
    for (int r = 1; r < reach; ++r)
        for (int ty = y - r; ty <= y + r; ++ty)
            for (int tx = x - r; tx <= x + r; ++tx)
                if ((std::abs(tx - x) == r || std::abs(ty - y) == r) && m.contains(tx, ty) && m.walkable(tx, ty) &&
                    level.creatureAt(tx, ty) == world::kNoObject) {
                    outX = tx;
                    outY = ty;
                    return true;
                }
    return false;
}

void unlink(Creature& c, int32_t stati, Handle other)
{
    std::erase_if(c.stati, [&](const StatusEffect& s) { return s.stati == stati && s.source == other; });
}

// The engulfer's attack of `type` (A_DGST, A_CRUS), null when it has none.
const CreatureAttack* attackOf(const Creature& c, int32_t type)
{
    return special_attacks::findAttack(c, type);
}

} // namespace

bool isEngulfed(const Creature& c)
{
    return c.hasStatus(conditions::ENGULFED);
}

Creature* engulferOf(const Game& game, const Creature& c)
{
    const StatusEffect* s = c.status(conditions::ENGULFED);
    return s ? game.creature(s->source) : nullptr;
}

int32_t engulfDamage(Game& game, Creature& victim, EventInfo& e)
{
    Creature* engulfer = game.creature(e.actor);
    if (!engulfer || !engulfer->alive() || engulfer == &victim)
        return ABORT;
    // rule: src/Fight.cpp, Creature::Damage (AD_ENGL, AD_SWAL): the swallower
    // must be larger, the engulfer no smaller; no one twice, nobody nested.
    if (e.DType == AD_SWAL && engulfer->size <= victim.size)
        return DONE;
    if (engulfer->size < victim.size)
        return DONE;
    if (victim.hasStatus(ENGULFER) || isEngulfed(victim) || engulfer->hasStatus(ENGULFER) || isEngulfed(*engulfer) ||
        victim.hasStatus(MOUNT))
        return ABORT;
    if (e.saveDC > 0 && savingThrow(game, victim, rules::REF, e.saveDC)) {
        e.Resist = true;
        return DONE;
    }
    const int32_t kind = e.DType == AD_SWAL ? EG_SWALLOW : EG_ENGULF;
    // Off its cell, into the engulfer's (the cell stays the engulfer's).
    Level& level = game.level();
    if (level.creatureAt(victim.x, victim.y) == victim.handle())
        level.setCreatureAt(victim.x, victim.y, world::kNoObject);
    victim.x = engulfer->x;
    victim.y = engulfer->y;
    engulfer->addStatus(StatusEffect{ENGULFER, kind, 0, rules::SS_ATTK, -1, 0, victim.handle()});
    victim.addStatus(StatusEffect{conditions::ENGULFED, kind, 0, rules::SS_ATTK, -1, 0, engulfer->handle()});
    e.vicHeld = true;
    const MessageSubjects who{engulfer->handle(), victim.handle()};
    if (kind == EG_ENGULF)
        game.message("The <EActor> engulf<s:EActor> the <EVictim>!", who);
    else
        game.message("The <EActor> swallow<s:EActor> the <EVictim> whole!", who);
    return DONE;
}

void dropEngulfed(Game& game, Creature& engulfer, const Creature* only)
{
    for (const StatusEffect& s : std::vector<StatusEffect>(engulfer.stati)) {
        if (s.stati != ENGULFER || (only && s.source != only->handle()))
            continue;
        unlink(engulfer, ENGULFER, s.source);
        Creature* victim = game.creature(s.source);
        if (!victim)
            continue;
        unlink(*victim, conditions::ENGULFED, engulfer.handle());
        if (!victim->alive() || victim->map() != game.level().handle())
            continue;
        // Where the engulfer stands, when it is gone from there; else beside it.
        const Level& level = game.level();
        int x = engulfer.x, y = engulfer.y;
        const Handle standing = level.creatureAt(x, y);
        if ((standing != world::kNoObject && standing != victim->handle()) && !freeCellNear(game, engulfer.x, engulfer.y, x, y))
            continue;
        game.moveCreature(*victim, x, y);
    }
}

void leaving(Game& game, Creature& c)
{
    if (c.hasStatus(ENGULFER)) {
        // Its cell is free first, so that a victim drops where it was.
        Level& level = game.level();
        if (level.creatureAt(c.x, c.y) == c.handle())
            level.setCreatureAt(c.x, c.y, world::kNoObject);
        dropEngulfed(game, c);
    }
    if (Creature* engulfer = engulferOf(game, c)) {
        unlink(*engulfer, ENGULFER, c.handle());
        c.removeStatus(conditions::ENGULFED);
    }
}

void engulferMoved(Game& game, Creature& engulfer)
{
    for (const StatusEffect& s : engulfer.stati)
        if (s.stati == ENGULFER)
            if (Creature* victim = game.creature(s.source)) {
                victim->x = engulfer.x;
                victim->y = engulfer.y;
            }
}

void turnPasses(Game& game, Creature& victim)
{
    Creature* engulfer = engulferOf(game, victim);
    if (!engulfer || !engulfer->alive()) {
        victim.removeStatus(conditions::ENGULFED);
        return;
    }
    const Handle self = victim.handle();
    const Handle holder = engulfer->handle();
    // rule: src/Creature.cpp, Creature::DoTurn (isEngulfed: SK_ESCAPE_ART)
    if (skillLevel(game, victim, skill::ESCAPE_ART) > 0 && !escapeHindered(victim)) {
        const int32_t dc = std::max(10 + std::max(0, engulfer->challenge) * 2, 10 + engulfer->attribute(rules::A_STR));
        if (skillCheck(game, victim, skill::ESCAPE_ART, dc, true)) {
            game.message("The <EActor> escape<s:EActor> the <EVictim>!", MessageSubjects{self, holder});
            dropEngulfed(game, *engulfer, &victim);
            return;
        }
    }
    // The victim's own turn brings the engulfer's digestion, so that its
    // escape comes first (the original's comment on the timing).
    for (const int32_t type : {A_DGST, A_CRUS}) {
        Creature* e = game.creature(holder);
        Creature* v = game.creature(self);
        if (!e || !v || !e->alive() || !v->alive() || !isEngulfed(*v) || !attackOf(*e, type))
            return;
        special_attacks::throwSpecialAttack(game, *e, type, v);
    }
}

int32_t handleDigest(Game& game, Creature& self, EventInfo& e)
{
    if (e.AType != A_DGST && e.AType != A_CRUS)
        return NOTHING;
    Creature* victim = game.creature(e.victim);
    const CreatureAttack* attack = attackOf(self, e.AType);
    if (!victim || !attack || attack->parts.empty())
        return ABORT;
    // rule: src/Fight.cpp, Creature::SAttack (A_DGST, A_CRUS): a sure hit of the attack's damage
    e.isHit = true;
    const std::string verb = e.AType == A_DGST ? "digest<s:EActor>" : "crush<es:EActor>";
    game.message("The <EActor> " + verb + " the <EVictim>.", MessageSubjects::of(e));
    const Handle victimHandle = victim->handle();
    for (const AttackDamage& part : attack->parts) {
        Creature* target = game.creature(victimHandle);
        if (!target || !target->alive())
            break;
        if (resistsPart(game, e, *target, part))
            continue;
        int32_t amount = game.roll(part.damage);
        if (e.AType == A_CRUS && &part == &attack->parts.front())
            amount += self.modifier(rules::A_STR) * 3 / 2;
        dealDamage(game, self.handle(), *target, part.damageType, std::max(0, amount),
                   e.AType == A_DGST ? "being digested" : "being crushed");
    }
    return DONE;
}

} // namespace incursion::game::engulf
