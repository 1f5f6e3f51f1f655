#include "game/combat.h"
#include "game/equipment.h"
#include "game/feat_effects.h"

#include "game/conditions.h"
#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/flat_footed.h"
#include "game/game.h"
#include "game/engulf.h"
#include "game/grapple.h"
#include "game/monster_api.h"
#include "game/prayer.h"
#include "game/ranged_attack.h"
#include "game/rules.h"
#include "game/sacrifice.h"
#include "game/saving_throws.h"
#include "game/special_attacks.h"
#include "game/spell_engine.h"
#include "game/stati.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <optional>

namespace incursion::game {

namespace {

// How a natural attack reads in messages: "The rat bites you.", "The
// kobold punches you." and in the cause of death: "a goblin's claw".
struct AttackWords {
    int32_t type;
    std::string_view verb;
    bool takesEs;           // "punch" -> "punches"
    std::string_view noun;
};

constexpr std::array kAttackWords{
    AttackWords{rules::A_PUNC, "punch", true, "fist"},    AttackWords{rules::A_KICK, "kick", false, "kick"},
    AttackWords{rules::A_CLAW, "claw", false, "claw"},    AttackWords{rules::A_BITE, "bite", false, "bite"},
    AttackWords{rules::A_BUTT, "butt", false, "head"},    AttackWords{rules::A_TUCH, "touch", true, "touch"},
    AttackWords{rules::A_STNG, "sting", false, "sting"},  AttackWords{rules::A_SLAM, "slam", false, "slam"},
    AttackWords{rules::A_GORE, "gore", false, "horns"},   AttackWords{rules::A_TAIL, "lash", true, "tail"},
};
constexpr AttackWords kWeaponWords{rules::A_SWNG, "hit", false, "blow"};

const AttackWords& wordsFor(int32_t attackType)
{
    for (const AttackWords& words : kAttackWords) {
        if (words.type == attackType)
            return words;
    }
    return kWeaponWords;
}

// What a damage type is called in "The fire does not harm the beetle."
std::string damageNoun(int32_t type)
{
    switch (type) {
    case rules::AD_FIRE: return "fire";
    case rules::AD_COLD: return "cold";
    case rules::AD_ACID: return "acid";
    case rules::AD_ELEC: return "lightning";
    case rules::AD_TOXI: case rules::AD_POIS: return "poison";
    case rules::AD_NECR: return "negative energy";
    case rules::AD_PSYC: return "psychic blast";
    case rules::AD_MAGC: return "magic";
    case rules::AD_SUNL: return "light";
    case rules::AD_SONI: return "sound";
    case rules::AD_SLEE: return "sleep";
    case rules::AD_STUN: return "stunning";
    case rules::AD_PLYS: return "paralysis";
    case rules::AD_BLND: return "blinding";
    case rules::AD_CONF: return "confusion";
    case rules::AD_FEAR: return "fear";
    case rules::AD_DISE: return "disease";
    case rules::AD_HOLY: return "holy power";
    case rules::AD_EVIL: return "unholy power";
    case rules::AD_LAWF: return "lawful power";
    case rules::AD_CHAO: return "chaotic power";
    default: break;
    }
    if (type >= rules::AD_DRST && type <= rules::AD_DACH)
        return "draining";
    return "blow";
}

// The `Res:`/`Immune:` bit of a damage type: the original's DF_* flags are
// 1 << (type - 1) for the types 1..29 (DF_FIRE is bit 0, DF_SLASH bit 10),
// true poison shares the instant toxin's bit, and ordinary damage has none.
std::optional<int32_t> damageTypeBit(int32_t type)
{
    if (type == rules::AD_POIS)
        type = rules::AD_TOXI;
    if (type >= 1 && type <= rules::AD_SUBD)
        return 1 << (type - 1);
    return std::nullopt;
}

bool hasDamageBit(int32_t bits, int32_t type)
{
    const std::optional<int32_t> bit = damageTypeBit(type);
    return bit && (bits & *bit) != 0;
}

// Damage types that take hit points; the others do something else (a
// stati, a drained attribute) or, when this game does not know them yet, nothing.
bool takesHitPoints(int32_t type)
{
    return (type >= rules::AD_NORM && type <= rules::AD_BLUNT) || type == rules::AD_POIS ||
           type == rules::AD_SUBD || (type >= rules::AD_HOLY && type <= rules::AD_VAMP);
}

// Damage types that inflict a stati lasting as many turns as the damage rolled.
struct InflictedStati {
    int32_t damageType;
    int32_t stati;
    std::string_view message;
};
constexpr std::array kInflictedStati{
    InflictedStati{rules::AD_SLEE, rules::SLEEPING, "The <EVictim> fall<s:EVictim> asleep."},
    InflictedStati{rules::AD_STUN, rules::STUNNED, "The <EVictim> reel<s:EVictim>, stunned."},
    InflictedStati{rules::AD_PLYS, rules::PARALYSIS, "The <EVictim> freeze<s:EVictim> in place."},
    InflictedStati{rules::AD_BLND, rules::BLIND, "The <EVictim> can't see!"},
    InflictedStati{rules::AD_CONF, rules::CONFUSED, "The <EVictim> stagger<s:EVictim> in confusion."},
    InflictedStati{rules::AD_FEAR, rules::AFRAID, "The <EVictim> cower<s:EVictim> in fear."},
    // rule: src/Fight.cpp, Creature::Damage (AD_STUK, AD_NAUS)
    InflictedStati{rules::AD_STUK, conditions::STUCK, "The <EVictim> seem<s:EVictim> to be stuck."},
    InflictedStati{rules::AD_NAUS, conditions::NAUSEA, "The <EVictim> retch<es:EVictim>..."},
};

// The save a rider allows: the body resists poison and drains, the reflexes
// snares, the mind sleep, confusion and fear.
int32_t saveAgainst(int32_t damageType)
{
    switch (damageType) {
    case rules::AD_STUK: case special_attacks::AD_TRIP: case engulf::AD_ENGL: case engulf::AD_SWAL: return rules::REF;
    case rules::AD_SLEE: case rules::AD_CONF: case rules::AD_FEAR: case rules::AD_MIND: case rules::AD_PSYC:
    case rules::AD_NAUS:
        return rules::WILL;
    default: return rules::FORT;
    }
}

// The damage types whose own handling (takeDamage) makes the victim's
// save against e.saveDC, as the original's Creature::Damage does.
bool savesItself(int32_t damageType)
{
    return damageType == special_attacks::AD_TRIP || damageType == engulf::AD_ENGL || damageType == engulf::AD_SWAL;
}

constexpr int32_t kCritAttack = 111;    // A_CRIT (inc/Defines.h)

// ---- the blows of a round ------------------------------------------------------

std::optional<module::ItemView> itemView(const Game& game, Handle handle)
{
    if (const Item* it = game.item(handle))
        return module::view<module::ItemView>(game.resources(), it->resource);
    return std::nullopt;
}

// A wielded melee weapon's damage type: of the kinds it is (a spiked club
// both crushes and pierces), the one the victim's armour stops least.
int32_t leastArmouredKind(Game& game, const module::ItemView& weapon, const Creature& victim)
{
    int32_t best = -1;
    int32_t bestArmour = 0;
    constexpr std::array kinds{std::pair{rules::WT_SLASHING, rules::AD_SLASH},
                               std::pair{rules::WT_PIERCING, rules::AD_PIERCE}, std::pair{rules::WT_BLUNT, rules::AD_BLUNT}};
    for (auto [flag, type] : kinds) {
        if (!weapon.hasFlag(flag))
            continue;
        const int32_t armour = armourAgainst(game, victim, type);
        if (best < 0 || armour < bestArmour) {
            best = type;
            bestArmour = armour;
        }
    }
    return best < 0 ? rules::AD_SLASH : best;
}

// One blow of a round and what the attack roll needs to know about it.
struct Blow {
    CreatureAttack attack;
    int32_t hitModifier = 0;    // iterative attacks: -5, -10 ...
    int32_t threat = 1;         // natural rolls of 21 - threat and up threaten
    int32_t multiplier = 2;
    std::string noun;           // "claw", or the weapon's name
};

int32_t baseAttackBonus(const Creature& attacker)
{
    return attacker.attribute(rules::A_HIT);
}

// The blows of a round: a wielded melee weapon swings once, and once more at
// -5 for every five points of attack bonus past +1 (d20's iterative attacks,
// at most four); without one, every natural melee attack strikes once.
std::optional<module::ItemView> meleeWeaponView(Game& game, const Creature& attacker)
{
    auto view = itemView(game, attacker.weapon);
    if (view && view->hasFlag(rules::WT_NO_MELEE))
        return std::nullopt;
    return view;
}

std::vector<Blow> blowsOf(Game& game, const Creature& attacker, const Creature& victim)
{
    std::vector<Blow> blows;
    if (auto view = meleeWeaponView(game, attacker)) {
        const Item& weapon = *game.item(attacker.weapon);
        Dice damage = victim.size >= rules::SZ_LARGE ? view->largeDamage() : view->smallDamage();
        if (damage.number <= 0 || damage.sides <= 0)
            damage = view->smallDamage();
        if (damage.number <= 0 || damage.sides <= 0)
            damage = Dice{1, 4, 0};
        damage.bonus = int16_t(damage.bonus + weapon.plus);
        Blow swing;
        swing.attack = CreatureAttack{rules::A_SWNG, {AttackDamage{damage, leastArmouredKind(game, *view, victim), 0}}};
        swing.threat = std::clamp(view->threat(), 1, 10);
        swing.multiplier = std::clamp(view->critical(), 2, 6);
        swing.noun = game.nameOf(weapon);
        const int32_t swings = std::clamp(1 + (baseAttackBonus(attacker) - 1) / 5, 1, 4);
        for (int32_t i = 0; i < swings; ++i) {
            swing.hitModifier = -5 * i;
            blows.push_back(swing);
        }
        return blows;
    }
    for (const CreatureAttack& attack : attacker.attacks) {
        if (!conditions::attackFitsRound(attacker, victim, attack.type) || attack.parts.empty())
            continue;
        Blow blow;
        blow.attack = attack;
        blow.noun = std::string(wordsFor(attack.type).noun);
        blows.push_back(std::move(blow));
    }
    return blows;
}

int32_t attackBonus(Game& game, const Creature& attacker, const Blow& blow)
{
    int32_t bonus = baseAttackBonus(attacker) + attacker.modifier(rules::A_STR) + blow.hitModifier;
    if (auto view = itemView(game, attacker.weapon); view && blow.attack.type == rules::A_SWNG)
        bonus += view->accuracy() + game.item(attacker.weapon)->plus + feat_effects::weaponHitBonus(game, attacker);
    return bonus;
}

int8_t toInt8(int32_t value)
{
    return int8_t(std::clamp(value, -128, 127));
}

// One blow, thrown as EV_STRIKE. The event carries what the roll will use,
// so scripts may change it first: vHit the attack bonus, vDef the defence,
// vThreat the threat range, vCrit the multiplier; AType and DType the blow's
// kind and its first damage type; EParam which blow of the round it is.
bool strike(Game& game, Creature& attacker, Creature& victim, const Blow& blow, int32_t index)
{
    EventInfo e;
    e.event = runtimeEvent<EV_STRIKE>;
    e.actor = attacker.handle();
    e.victim = victim.handle();
    e.item = blow.attack.type == rules::A_SWNG ? attacker.weapon : world::kNoObject;
    e.AType = int8_t(blow.attack.type);
    e.DType = int8_t(blow.attack.parts.front().damageType);
    e.EParam = int16_t(index);
    e.vHit = toInt8(attackBonus(game, attacker, blow));
    e.vDef = toInt8(defenceOf(game, victim));
    e.vThreat = toInt8(blow.threat);
    e.vCrit = toInt8(blow.multiplier);
    // Creatures immune to critical hits (DF_CRIT: the undead, constructs) take none.
    if (hasDamageBit(victim.immunities, rules::AD_CRIT))
        e.vThreat = 0;
    e.strDmg = blow.noun;
    return game.throwEvent(e) != ABORT && e.isHit;
}

// d20 + bonus against defence: a natural 20 always hits, a 1 always misses.
bool attackRollHits(int32_t natural, int32_t bonus, int32_t defence)
{
    return natural == 20 || (natural != 1 && natural + bonus >= defence);
}

// One damage part of a landed blow, thrown as a fresh EV_DAMAGE; the blow
// learns what it did (aDmg, Died).
void damagePart(Game& game, EventInfo& blow, int32_t damageType, int32_t amount)
{
    EventInfo e;
    e.event = runtimeEvent<EV_DAMAGE>;
    e.actor = blow.actor;
    e.victim = blow.victim;
    e.item = blow.item;
    e.AType = blow.AType;
    e.DType = int8_t(damageType);
    e.vDmg = int16_t(std::clamp(amount, 0, 32767));
    e.isHit = true;
    e.isCrit = blow.isCrit;
    e.vMult = blow.vMult;
    e.strDmg = blow.strDmg;
    e.saveDC = blow.saveDC;
    game.throwEvent(e);
    blow.aDmg = int16_t(std::clamp(blow.aDmg + e.aDmg, 0, 32767));
    blow.Died = blow.Died || e.Died;
}

// What the killer earns: 300 points per challenge rating (fractions of 1
// stored as 2 - n, so CR 1/2 is 0), less for a killer above third level.
int32_t experienceFor(const Creature& dead, const Creature& killer)
{
    const int32_t base = dead.challenge >= 1 ? 300 * dead.challenge : 300 / (2 - dead.challenge);
    return std::max(1, base * 3 / std::max(3, killer.level));
}

// ---- the C++ handling of each event -------------------------------------------

int32_t handleRound(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    Creature* victim = game.creature(e.victim);
    if (!victim)
        return ABORT;
    // A weapon round without a melee weapon is a brawl: the natural round's
    // handlers answer it. rule: src/Fight.cpp, Creature::WAttack (WT_NO_MELEE: ReThrow EV_NATTACK)
    if (event == EV_WATTACK && !meleeWeaponView(game, self))
        return game.events().reThrow(runtimeEvent<EV_NATTACK>);
    // A web keeps a weapon still, nausea any blow; retching costs the turn (DONE).
    bool retched = false;
    if (!conditions::mayAttack(game, self, meleeWeaponView(game, self).has_value(), retched))
        return retched ? DONE : ABORT;
    const Handle selfHandle = self.handle();
    const Handle victimHandle = victim->handle();
    const std::vector<Blow> blows = blowsOf(game, self, *victim);
    bool firstHitDone = false;
    for (size_t index = 0; index < blows.size(); ++index) {
        // Either may have died or gone (a death burst, a script).
        Creature* attacker = game.creature(selfHandle);
        Creature* target = game.creature(victimHandle);
        if (!attacker || !target || !attacker->alive() || !target->alive() || attacker->map() != target->map())
            break;
        const bool landed = strike(game, *attacker, *target, blows[index], int32_t(index));
        // rule: src/Fight.cpp, Creature::NAttack: the first natural blow that
        // lands lets a Natural Grapple monster take hold
        if (landed && !firstHitDone && blows[index].attack.type != rules::A_SWNG) {
            firstHitDone = true;
            if (Creature* a = game.creature(selfHandle); a && a->alive())
                if (Creature* v = game.creature(victimHandle); v && v->alive())
                    grapple::afterNaturalHit(game, *a, *v);
        }
    }
    return DONE;
}

int32_t handleStrike(Game& game, EventInfo& e)
{
    Creature* victim = game.creature(e.victim);
    if (!victim)
        return ABORT;
    // After the PRE(EV_STRIKE) handlers, which may ask who was flat-footed.
    // rule: src/Fight.cpp, Creature::PreStrike (isFlatFoot, FFCount)
    if (flat_footed::caughtFlatFooted(game, *victim))
        e.isFlatFoot = true;
    // Off its guard or unable to dodge, the victim's Dexterity bonus to
    // defence does not count. rule: src/Fight.cpp, Creature::PreStrike (noDex)
    if (e.isFlatFoot || conditions::deniedDexterity(game, *victim))
        e.vDef = toInt8(e.vDef - std::max(0, victim->modifier(rules::A_DEX)));
    if (Creature* attacker = game.creature(e.actor))
        flat_footed::engage(*attacker, victim);
    // From inside its engulfer a blow cannot miss, nor be a critical.
    // rule: src/Fight.cpp, Creature::Strike (EActor ENGULFED: isHit, vRoll 10)
    if (const Creature* attacker = game.creature(e.actor); attacker && engulf::isEngulfed(*attacker)) {
        e.vRoll = 10;
        e.isHit = true;
        e.vMult = 1;
        return game.events().reThrow(runtimeEvent<EV_HIT>);
    }
    const int32_t natural = game.roll(1, 20);
    e.vRoll = int8_t(natural);
    // What is said while the blow lands or misses (damage, death, the
    // scripts' own words) comes after the attack's message, on one line.
    // rule: src/Fight.cpp, Creature::Strike (QUEUE_DAMAGE_MSG around EV_HIT and
    // EV_MISS) and Creature::AttackMsg (PrintQueue after the message)
    if (!attackRollHits(natural, e.vHit, e.vDef)) {
        e.isHit = false;
        {
            const MessageQueueScope queued(game.messageQueues(), QUEUE_DAMAGE_MSG);
            game.events().reThrow(runtimeEvent<EV_MISS>);
        }
        if (ranged::isMissileAttack(e.AType))
            ranged::tellMiss(game, e);
        else
            game.message("The <EActor> miss<es:EActor> the <EVictim>.", MessageSubjects::of(e));
        game.printQueue(QUEUE_DAMAGE_MSG);
        return DONE;
    }
    e.isHit = true;
    // A threat (a hit whose natural roll is within the threat range) is
    // confirmed by a second roll that would also hit.
    e.vMult = 1;
    if (e.vThreat > 0 && natural > 20 - e.vThreat) {
        const int32_t confirm = game.roll(1, 20);
        e.isCrit = attackRollHits(confirm, e.vHit, e.vDef);
        if (e.isCrit)
            e.vMult = int16_t(std::max<int32_t>(2, e.vCrit));
    }
    const int32_t answer = game.events().reThrow(runtimeEvent<EV_HIT>);
    game.printQueue(QUEUE_DAMAGE_MSG);    // what handleHit gathered after its message
    return answer;
}

int32_t handleHit(Game& game, Creature& self, EventInfo& e)
{
    Creature* victim = game.creature(e.victim);
    if (!victim)
        return ABORT;
    if (ranged::isMissileAttack(e.AType))
        return ranged::handleMissileHit(game, self, e);
    const std::vector<Blow> blows = blowsOf(game, self, *victim);
    const size_t index = size_t(std::max<int32_t>(0, e.EParam));
    if (index >= blows.size())
        return NOTHING;
    const Blow& blow = blows[index];
    const AttackWords& words = wordsFor(blow.attack.type);
    game.message("The <EActor> " + std::string(words.verb) + (words.takesEs ? "<es:EActor>" : "<s:EActor>") +
                     " the <EVictim>." + (e.isCrit ? " A critical hit!" : ""),
                 MessageSubjects::of(e));
    const Handle selfHandle = self.handle();
    const Handle victimHandle = e.victim;
    // The blow's own damage: its dice, Strength for a physical blow and the
    // bonus scripts put in bDmg, multiplied on a critical; then xDmg, which
    // a critical does not multiply (a flaming weapon's extra dice).
    const AttackDamage& main = blow.attack.parts.front();
    if (blow.attack.type == rules::A_SWNG)
        e.bDmg = int16_t(e.bDmg + feat_effects::weaponDamageBonus(game, self));
    e.bDmg = int16_t(e.bDmg + feat_effects::powerAttackDamage(game, self, e));
    int32_t amount = game.roll(main.damage) + e.bDmg;
    if (rules::isPhysicalDamage(main.damageType))
        amount += self.modifier(rules::A_STR);
    amount = std::max(1, amount) * std::max<int32_t>(1, e.vMult) + e.xDmg;
    e.vDmg = int16_t(std::clamp(amount, 0, 32767));
    e.aDmg = 0;
    // The message above is the attack's (Creature::AttackMsg); what follows is gathered (handleStrike prints it).
    const MessageQueueScope queued(game.messageQueues(), QUEUE_DAMAGE_MSG);
    damagePart(game, e, main.damageType, e.vDmg);
    // The riders (`and 1d2 AD_TOXI (DC 12)`): each its own damage, and one
    // with a DC is resisted whole on a save.
    std::vector<AttackDamage> riders(blow.attack.parts.begin() + 1, blow.attack.parts.end());
    // A critical hit brings the `A_CRIT` entries that follow the blow's own
    // (a dragon's bite swallowing whole). rule: src/Fight.cpp, Creature::Strike (A_ALSO, A_CRIT)
    if (e.isCrit && blow.attack.type != rules::A_SWNG) {
        const auto own = std::find(self.attacks.begin(), self.attacks.end(), blow.attack);
        for (auto next = own == self.attacks.end() ? own : own + 1; next != self.attacks.end() && next->type == kCritAttack; ++next)
            riders.insert(riders.end(), next->parts.begin(), next->parts.end());
    }
    for (const AttackDamage& rider : riders) {
        Creature* target = game.creature(victimHandle);
        if (!target || !target->alive() || !game.creature(selfHandle))
            break;
        e.saveDC = 0;
        if (savesItself(rider.damageType))
            e.saveDC = toInt8(rider.dc);        // the damage's own handling makes the save
        else if (resistsPart(game, e, *target, rider))
            continue;
        damagePart(game, e, rider.damageType, std::max(0, game.roll(rider.damage)));
    }
    return DONE;
}

// Non-hit-point damage: a stati for as many turns as were rolled, or an
// attribute drained (AD_DRST ..) or damaged (AD_DAST ..) by that much.
int32_t applyAffliction(Game& game, Creature& self, EventInfo& e, int32_t amount)
{
    const int32_t type = e.DType;
    for (const InflictedStati& inflicted : kInflictedStati) {
        if (inflicted.damageType != type)
            continue;
        {
            const SpeedWatch speed(game, self);     // stunned or nauseated, it slows (creature.cpp)
            gainStati(game, self, StatusEffect{inflicted.stati, 0, 0, rules::SS_ATTK, std::max(1, amount), 0, e.actor});
        }
        game.message(inflicted.message, MessageSubjects::of(e));
        e.aDmg = int16_t(amount);
        return DONE;
    }
    int32_t attribute = -1;
    if (type >= rules::AD_DRST && type <= rules::AD_DRCH)
        attribute = type - rules::AD_DRST;
    else if (type >= rules::AD_DAST && type <= rules::AD_DACH)
        attribute = type - rules::AD_DAST;
    if (attribute >= 0 && amount > 0) {
        gainStati(game, self, StatusEffect{rules::ADJUST, attribute, -amount, rules::SS_ATTK, -1, 0, e.actor});
        game.message("The <EVictim> feel<s:EVictim> drained.", MessageSubjects::of(e));
        e.aDmg = int16_t(amount);
    }
    return DONE;
}

struct AlignedPower {
    int32_t type, spares, harms;
    const char* forPlayer;
    const char* forOthers;
};

// The aligned damage types: whom each spares and whom it harms in full.
const AlignedPower* alignedPower(int32_t type)
{
    static constexpr AlignedPower kPowers[] = {
        {rules::AD_EVIL, rules::MA_EVIL, rules::MA_GOOD, "Malevolent energies burn at your spirit!",
         "Malevolent energies burn at the <EVictim>!"},
        {rules::AD_CHAO, rules::MA_CHAOTIC, rules::MA_LAWFUL, "Primordial chaos lashes at you!",
         "Primordial chaos lashes at the <EVictim>!"},
        {rules::AD_LAWF, rules::MA_LAWFUL, rules::MA_CHAOTIC, "Order's fury binds you!", "Order's fury binds the <EVictim>."},
        {rules::AD_HOLY, rules::MA_GOOD, rules::MA_EVIL, "Holy power smites you!", "Holy power smites the <EVictim>!"},
    };
    for (const AlignedPower& power : kPowers)
        if (power.type == type)
            return &power;
    return nullptr;
}

int32_t takeDamage(Game& game, Creature& self, EventInfo& e)
{
    // rule: src/Fight.cpp, Creature::Damage (FFCount)
    flat_footed::engage(self, game.creature(e.actor));
    const int32_t type = e.DType;
    int32_t amount = e.vDmg;
    e.aDmg = 0;
    // A grab does no harm: it holds (its save, a rider's DC, came before).
    // rule: src/Fight.cpp, Creature::Damage (AD_GRAB)
    if (type == grapple::AD_GRAB) {
        Creature* grappler = game.creature(e.actor);
        if (!grappler || !grappler->alive())
            return ABORT;
        if (grapple::takeHold(game, *grappler, self))
            e.vicHeld = true;
        return DONE;
    }
    // rule: src/Fight.cpp, Creature::Damage (AD_TRIP, AD_ENGL, AD_SWAL): no hit points, whatever was rolled
    if (type == special_attacks::AD_TRIP)
        return special_attacks::tripDamage(game, self, e);
    if (type == engulf::AD_ENGL || type == engulf::AD_SWAL)
        return engulf::engulfDamage(game, self, e);
    if (amount <= 0)
        return DONE;
    const std::array noun{MessageArgument::ofText(damageNoun(type))};
    if (hasDamageBit(self.immunities, type)) {
        e.Immune = true;
        game.message("The <Str> does not harm the <EVictim>.", MessageSubjects::of(e), noun);
        return DONE;
    }
    if (hasDamageBit(self.resistances, type)) {
        e.Resist = true;
        amount /= 2;
        game.message("The <EVictim> resist<s:EVictim> the <Str>.", MessageSubjects::of(e), noun);
        if (amount <= 0)
            return DONE;
    }
    if (!takesHitPoints(type))
        return applyAffliction(game, self, e, amount);
    if (const AlignedPower* power = alignedPower(type)) {
        // rule: src/Fight.cpp, Creature::Damage (AD_HOLY, AD_EVIL, AD_LAWF,
        // AD_CHAO): none to its own kind, half to the unaligned, then hurts
        // as plain damage.
        if (matchesType(self, power->spares) && !(power->spares == rules::MA_GOOD && self.isType(rules::MA_UNDEAD)))
            return DONE;
        if (!matchesType(self, power->harms))
            e.vDmg = int16_t(e.vDmg / 2);
        e.DType = rules::AD_NORM;
        if (!e.Terse)
            game.messageAs(e, e.victim, power->forPlayer, power->forOthers);
        return game.events().reThrow(runtimeEvent<EV_DAMAGE>);
    }
    if (rules::isPhysicalDamage(type)) {
        amount -= std::min(amount, armourAgainst(game, self, type));
        if (amount <= 0) {
            game.message("The <EVictim> shrug<s:EVictim> off the blow.", MessageSubjects::of(e));
            return DONE;
        }
    }
    self.hp -= amount;
    e.aDmg = int16_t(std::min(amount, 32767));
    PlaytestStats& stats = game.stats();
    if (e.actor == game.player().handle())
        stats.level(game.level().depth).damageDealt += amount;
    if (self.isPlayer)
        stats.level(game.level().depth).damageTaken += amount;
    if (self.hp <= 0) {
        e.Died = true;
        EventInfo death;
        death.event = runtimeEvent<EV_DEATH>;
        death.actor = e.actor;
        death.victim = self.handle();
        death.item = e.item;
        death.AType = e.AType;
        death.DType = e.DType;
        death.vDmg = e.aDmg;
        death.strDmg = e.strDmg;
        game.throwEvent(death);
    }
    return DONE;
}

// Damage wakes a sleeper that lives through it, unless the damage is sleep.
// rule: src/Creature.cpp, Creature::Event POST(EV_DAMAGE) calls Awaken
int32_t handleDamage(Game& game, Creature& self, EventInfo& e)
{
    const Handle victim = self.handle();
    const int32_t result = takeDamage(game, self, e);
    if (e.DType != rules::AD_SLEE && e.vDmg > 0 && !e.Died)
        if (Creature* survivor = game.creature(victim); survivor && survivor->alive())
            monster_api::awaken(game, *survivor);
    return result;
}

int32_t handleDeath(Game& game, Creature& self, EventInfo& e)
{
    if (self.hp > 0)
        return NOTHING;     // a script brought it back
    e.Died = true;
    if (self.isPlayer)
        game.tellDeathWhenEventEnds();
    else
        game.message("The <EVictim> dies.", MessageSubjects::of(e));
    if (Creature* killer = game.creature(e.actor); killer && killer != &self && killer->alive()) {
        killer->experience += experienceFor(self, *killer);
        if (killer->isPlayer)
            prayer::experienceGained(game);     // a kill is a gain of experience (Character::GainXP)
        if (!self.isPlayer)
            sacrifice::killedOnAltar(game, *killer, self);
    }
    game.removeCreature(self, e.actor, e.strDmg);
    return DONE;
}

} // namespace

int32_t weaponDamageType(Game& game, const module::ItemView& weapon, const Creature& victim)
{
    return leastArmouredKind(game, weapon, victim);
}

void blowDamage(Game& game, EventInfo& blow, int32_t damageType, int32_t amount)
{
    damagePart(game, blow, damageType, amount);
}

int32_t meleeAttack(Game& game, Creature& attacker, Creature& victim)
{
    // rule: src/Move.cpp, Creature::Walk and src/Monster.cpp, Monster::ChooseAction
    // (ACT_NATTACK / ACT_WATTACK): a brawler's round is EV_NATTACK
    EventInfo e;
    e.event = meleeWeaponView(game, attacker) ? runtimeEvent<EV_WATTACK> : runtimeEvent<EV_NATTACK>;
    e.actor = attacker.handle();
    e.victim = victim.handle();
    e.item = attacker.weapon;
    return game.throwEvent(e);
}

int32_t dealDamage(Game& game, Handle actor, Creature& victim, int32_t damageType, int32_t amount, std::string_view how)
{
    EventInfo e;
    e.event = runtimeEvent<EV_DAMAGE>;
    e.actor = actor;
    e.victim = victim.handle();
    e.DType = int8_t(damageType);
    e.vDmg = int16_t(std::clamp(amount, 0, 32767));
    e.strDmg = std::string(how);
    return game.throwEvent(e);
}

bool resistsPart(Game& game, EventInfo& e, const Creature& victim, const AttackDamage& part)
{
    if (part.dc <= 0)
        return false;
    e.saveDC = toInt8(part.dc);
    if (!savingThrow(game, victim, saveAgainst(part.damageType), part.dc))
        return false;
    e.Saved = true;
    game.message("The <EVictim> resist<s:EVictim> the <Str>.", MessageSubjects::of(e),
                 std::array{MessageArgument::ofText(damageNoun(part.damageType))});
    return true;
}

int32_t saveBonus(const Game& game, const Creature& creature, int32_t save)
{
    const int32_t ability = save == rules::FORT ? rules::A_CON : save == rules::REF ? rules::A_DEX : rules::A_WIS;
    return saving_throws::baseSave(game, creature, save) + creature.modifier(ability) +
           feat_effects::saveBonus(game, creature, save);
}

bool savingThrow(Game& game, const Creature& victim, int32_t save, int32_t dc)
{
    const int32_t natural = game.roll(1, 20);
    if (natural == 20)
        return true;
    if (natural == 1)
        return false;
    return natural + saveBonus(game, victim, save) >= dc;
}

bool immuneTo(const Creature& creature, int32_t damageType)
{
    return hasDamageBit(creature.immunities, damageType);
}

bool resists(const Creature& creature, int32_t damageType)
{
    return hasDamageBit(creature.resistances, damageType);
}

int32_t handleCombatEvent(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    switch (event) {
    case EV_WATTACK: case EV_NATTACK: return handleRound(game, self, event, e);
    case EV_SATTACK: return special_attacks::handle(game, self, e);
    case EV_RATTACK: return ranged::handleRangedAttack(game, self, e);
    case EV_LOADXBOW: return ranged::handleLoadCrossbow(game, self, e);
    case EV_STRIKE: return handleStrike(game, e);
    case EV_HIT: return handleHit(game, self, e);
    case EVICTIM(EV_DAMAGE): return handleDamage(game, self, e);
    case EVICTIM(EV_DEATH): return handleDeath(game, self, e);
    default: return NOTHING;
    }
}

// The armour a creature wears against one physical damage type: its own
// `Arm:`, the worn armour's `Arm: slash s, pierce p, blunt b` (ordinary
// damage meets the weakest of the three) and a shield's in hand.
int32_t armourAgainst(const Game& game, const Creature& victim, int32_t damageType)
{
    int32_t armour = victim.attribute(rules::A_ARM);
    if (auto view = itemView(game, victim.bodyArmour)) {
        const std::array<int32_t, 3> worn = view->armour();
        const int32_t index = damageType - rules::AD_SLASH;
        armour += (index >= 0 && index < 3 ? worn[size_t(index)] : *std::min_element(worn.begin(), worn.end())) +
                  game.item(victim.bodyArmour)->plus;
    }
    armour += equipment::shieldArmour(game, victim);
    return std::max(0, armour);
}

int32_t defenceOf(const Game& game, const Creature& victim)
{
    int32_t defence = victim.currentDefence();
    if (auto view = itemView(game, victim.bodyArmour))
        defence += view->defence();
    defence += equipment::shieldDefence(game, victim) + feat_effects::defenceBonus(game, victim);
    if (victim.hasStatus(rules::SLEEPING) || victim.hasStatus(rules::PARALYSIS) || victim.hasStatus(rules::STUNNED))
        defence -= 4;
    return defence;
}

} // namespace incursion::game
