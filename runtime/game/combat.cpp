#include "game/combat.h"

#include "game/creature.h"
#include "game/event_ids.h"
#include "game/game.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace {

// What a blow is called in messages ("The goblin bites you.").
std::string_view attackVerb(int32_t type)
{
    switch (type) {
    case rules::A_BITE: return "bite";
    case rules::A_CLAW: return "claw";
    case rules::A_KICK: return "kick";
    case rules::A_BUTT: return "butt";
    case rules::A_STNG: return "sting";
    case rules::A_TUCH: return "touch";
    case rules::A_GORE: return "gore";
    case rules::A_SLAM: return "slam";
    case rules::A_PUNC: return "strike";
    default: return "hit";
    }
}

// The blows of a round: a wielded weapon replaces the natural attacks with
// one swing of its damage.
std::vector<CreatureAttack> blowsOf(Game& game, const Creature& attacker)
{
    if (const Item* weapon = game.item(attacker.weapon)) {
        if (auto view = module::view<module::ItemView>(game.resources(), weapon->resource)) {
            Dice damage = view->smallDamage();
            if (damage.number <= 0 || damage.sides <= 0)
                damage = Dice{1, 4, 0};
            damage.bonus = int16_t(damage.bonus + weapon->plus);
            return {CreatureAttack{rules::A_SWNG, {AttackDamage{damage, rules::AD_SLASH, 0}}}};
        }
    }
    std::vector<CreatureAttack> blows;
    for (const CreatureAttack& attack : attacker.attacks) {
        if (rules::isMeleeAttack(attack.type) && !attack.parts.empty())
            blows.push_back(attack);
    }
    return blows;
}

// The armour that stops physical damage: the creature's own and what it wears.
int32_t armourOf(Game& game, const Creature& victim)
{
    int32_t armour = victim.attribute(rules::A_ARM);
    if (const Item* worn = game.item(victim.bodyArmour)) {
        if (auto view = module::view<module::ItemView>(game.resources(), worn->resource))
            armour += view->armour()[0] + worn->plus;
    }
    return std::max(0, armour);
}

int32_t defenceOf(Game& game, const Creature& victim)
{
    int32_t defence = victim.currentDefence();
    if (const Item* worn = game.item(victim.bodyArmour)) {
        if (auto view = module::view<module::ItemView>(game.resources(), worn->resource))
            defence += view->defence();
    }
    if (victim.hasStatus(rules::SLEEPING) || victim.hasStatus(rules::PARALYSIS) || victim.hasStatus(rules::STUNNED))
        defence -= 4;
    return defence;
}

int32_t criticalMultiplier(Game& game, const Creature& attacker)
{
    if (const Item* weapon = game.item(attacker.weapon)) {
        if (auto view = module::view<module::ItemView>(game.resources(), weapon->resource))
            return std::max(2, view->critical());
    }
    return 2;
}

int32_t threatRange(Game& game, const Creature& attacker)
{
    if (const Item* weapon = game.item(attacker.weapon)) {
        if (auto view = module::view<module::ItemView>(game.resources(), weapon->resource))
            return std::clamp(view->threat(), 1, 10);
    }
    return 1;
}

// One blow, thrown as EV_STRIKE with the blow's first damage part in the
// event (DType, vDmg dice) so scripts see what is coming.
int32_t strike(Game& game, Creature& attacker, Creature& victim, const CreatureAttack& blow, int32_t index)
{
    EventInfo e;
    e.event = EV_STRIKE;
    e.actor = attacker.handle();
    e.victim = victim.handle();
    e.item = attacker.weapon;
    e.AType = int8_t(blow.type);
    e.DType = int8_t(blow.parts.front().damageType);
    e.EParam = int16_t(index);    // which blow of the round: EV_HIT finds its damage by it
    return game.throwEvent(e);
}

} // namespace

int32_t meleeAttack(Game& game, Creature& attacker, Creature& victim)
{
    EventInfo e;
    e.event = EV_WATTACK;
    e.actor = attacker.handle();
    e.victim = victim.handle();
    e.item = attacker.weapon;
    return game.throwEvent(e);
}

int32_t dealDamage(Game& game, Handle actor, Creature& victim, int32_t damageType, int32_t amount, std::string_view how)
{
    EventInfo e;
    e.event = EV_DAMAGE;
    e.actor = actor;
    e.victim = victim.handle();
    e.DType = int8_t(damageType);
    e.vDmg = int16_t(std::clamp(amount, 0, 32767));
    e.strDmg = std::string(how);
    return game.throwEvent(e);
}

bool savingThrow(Game& game, const Creature& victim, int32_t save, int32_t dc)
{
    const int32_t natural = game.roll(1, 20);
    if (natural == 20)
        return true;
    if (natural == 1)
        return false;
    const int32_t ability = save == rules::FORT ? rules::A_CON : save == rules::REF ? rules::A_DEX : rules::A_WIS;
    return natural + victim.level / 2 + victim.modifier(ability) >= dc;
}

int32_t handleCombatEvent(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    switch (event) {
    case EV_WATTACK: {
        Creature* victim = game.creature(e.victim);
        if (!victim)
            return ABORT;
        const std::vector<CreatureAttack> blows = blowsOf(game, self);
        int32_t index = 0;
        for (const CreatureAttack& blow : blows) {
            if (!victim->alive() || !self.alive() || game.creature(e.victim) != victim)
                break;
            strike(game, self, *victim, blow, index++);
        }
        return DONE;
    }
    case EV_STRIKE: {
        Creature* victim = game.creature(e.victim);
        if (!victim)
            return ABORT;
        const int32_t natural = game.roll(1, 20);
        const int32_t bonus = self.attribute(rules::A_HIT) + self.modifier(rules::A_STR);
        const int32_t defence = defenceOf(game, *victim);
        e.vRoll = int8_t(natural);
        e.vHit = int8_t(std::clamp(natural + bonus, -128, 127));
        e.vDef = int8_t(std::clamp(defence, -128, 127));
        const bool hits = natural == 20 || (natural != 1 && natural + bonus >= defence);
        if (!hits) {
            e.isHit = false;
            game.events().reThrow(EV_MISS);
            game.message("The <EActor> miss<es:EActor> the <EVictim>.", MessageSubjects::of(e));
            return DONE;
        }
        e.isHit = true;
        // A threat confirmed by a second roll that would hit is a critical.
        if (natural > 20 - threatRange(game, self)) {
            const int32_t confirm = game.roll(1, 20);
            e.isCrit = confirm == 20 || (confirm != 1 && confirm + bonus >= defence);
        }
        return game.events().reThrow(EV_HIT);
    }
    case EV_HIT: {
        Creature* victim = game.creature(e.victim);
        if (!victim)
            return ABORT;
        const std::vector<CreatureAttack> blows = blowsOf(game, self);
        const size_t index = size_t(std::max<int32_t>(0, e.EParam));
        if (index >= blows.size())
            return NOTHING;
        const CreatureAttack& blow = blows[index];
        const std::string verb(attackVerb(blow.type));
        const std::string text = std::string(e.isCrit ? "The <EActor> critically " : "The <EActor> ") + verb +
                                 "<s:EActor>" + " the <EVictim>.";
        game.message(text, MessageSubjects::of(e));
        const int32_t multiplier = e.isCrit ? criticalMultiplier(game, self) : 1;
        bool first = true;
        for (const AttackDamage& part : blow.parts) {
            if (!game.creature(e.victim) || !victim->alive())
                break;
            int32_t amount = game.roll(part.damage);
            if (first && rules::isPhysicalDamage(part.damageType))
                amount += self.modifier(rules::A_STR);
            amount = std::max(1, amount) * multiplier;
            first = false;
            // A rider with a save (`1d2 AD_TOXI (DC 12)`) is resisted whole.
            if (part.dc > 0 && savingThrow(game, *victim, rules::FORT, part.dc))
                continue;
            dealDamage(game, self.handle(), *victim, part.damageType, amount, verb);
        }
        return DONE;
    }
    case EVICTIM(EV_DAMAGE): {
        int32_t amount = e.vDmg;
        if (rules::isPhysicalDamage(e.DType)) {
            const int32_t absorbed = std::min(amount, armourOf(game, self));
            e.aDmg = int16_t(absorbed);
            amount -= absorbed;
        }
        if (amount <= 0) {
            game.message("The <EVictim> shrug<s:EVictim> off the blow.", MessageSubjects::of(e));
            return DONE;
        }
        self.hp -= amount;
        e.xDmg = int16_t(amount);
        PlaytestStats& stats = game.stats();
        if (e.actor == game.player().handle())
            stats.level(game.level().depth).damageDealt += amount;
        if (self.isPlayer)
            stats.level(game.level().depth).damageTaken += amount;
        if (self.hp <= 0) {
            EventInfo death;
            death.event = EV_DEATH;
            death.actor = e.actor;
            death.victim = self.handle();
            death.DType = e.DType;
            death.strDmg = e.strDmg;
            game.throwEvent(death);
        }
        return DONE;
    }
    case EVICTIM(EV_DEATH): {
        if (self.hp > 0)
            return NOTHING;     // a script brought it back
        game.message(self.isPlayer ? "You die..." : "The <EVictim> dies.", MessageSubjects::of(e));
        if (Creature* killer = game.creature(e.actor); killer && killer != &self)
            killer->experience += std::max(1, self.challenge) * 100;
        game.removeCreature(self, e.actor, e.strDmg.empty() ? std::string_view{} : std::string_view(e.strDmg));
        return DONE;
    }
    default:
        return NOTHING;
    }
}

} // namespace incursion::game
