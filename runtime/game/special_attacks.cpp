#include "game/special_attacks.h"

#include "game/character_api.h"
#include "game/combat.h"
#include "game/conditions.h"
#include "game/creature.h"
#include "game/effect_area.h"
#include "game/engulf.h"
#include "game/event_participation.h"
#include "game/fatigue.h"
#include "game/game.h"
#include "game/grapple.h"
#include "game/object_api.h"
#include "game/perception.h"
#include "game/rules.h"
#include "game/skills.h"
#include "game/spell_engine.h"
#include "game/stati.h"
#include "game/stati_message.h"
#include "game/turn_queue.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::special_attacks {

namespace {

constexpr int32_t AD_CONF = 26, AD_STUN = 17;
constexpr int32_t MA_QUADRUPED = 24, kMasterTrip = 225;     // FT_MASTER_TRIP
constexpr int32_t kGazeRange = 6;       // rule: src/Fight.cpp, Creature::DoGazeAttack (dist <= 6)
constexpr int32_t kGazeMana = 2;
constexpr int32_t kTripChance = 2;      // percent a melee turn; rule: src/Monster.cpp (tripChance)

bool isBreath(int32_t type)
{
    return type == A_BREA || type == A_BRE2 || type == A_SPIT;
}

// What a breath is called in "The dragon breathes fire."
// rule: src/Tables.cpp, BreathTypes
std::string_view breathNoun(int32_t damageType)
{
    switch (damageType) {
    case rules::AD_FIRE: return "fire";
    case rules::AD_COLD: return "freezing cold";
    case rules::AD_ACID: return "a stream of acid";
    case rules::AD_ELEC: return "lightning";
    case rules::AD_TOXI: return "a stream of poison gas";
    case rules::AD_NECR: return "soul-chilling darkness";
    case rules::AD_PSYC: return "psychic fury";
    case rules::AD_MAGC: return "force shards";
    case rules::AD_SLEE: return "bluish gas";
    case rules::AD_SUNL: return "a stream of sunlight";
    case AD_STUN: return "strange gas";
    case rules::AD_PLYS: case rules::AD_STUK: return "glowing gas";
    default: return "magical energies";
    }
}

int32_t radiusOfBreath(const Creature& c)
{
    return 3 + std::max(0, c.challenge) / 2;
}

// A breath weapon or spit: the module's "Breath Weapon" ("Spit Weapon")
// effect with the attack's dice, damage type and DC written into it, a
// line out to 3 + CR/2 squares. rule: src/Fight.cpp, Creature::SAttack (A_BREA, A_BRE2, A_SPIT)
int32_t breathe(Game& game, Creature& self, EventInfo& e)
{
    const CreatureAttack* attack = findAttack(self, e.AType);
    Creature* target = game.creature(e.victim);
    if (!attack || attack->parts.empty() || !target)
        return ABORT;
    const std::string_view name = e.AType == A_SPIT ? "Spit Weapon" : "Breath Weapon";
    const std::optional<module::ResourceId> effect =
        game.resources().find(name, module::kindBit(core::ResourceKind::Effect));
    const auto view = effect ? module::view<module::EffectView>(game.resources(), *effect) : std::nullopt;
    if (!view) {
        if (self.isPlayer)
            game.notice("This module has no \"" + std::string(name) + "\" effect to breathe with.");
        return ABORT;
    }
    if (!loseFatigue(game, self, 1, true))
        return ABORT;
    const AttackDamage& part = attack->parts.front();
    module::EffectValues values = view->values();
    values.pval = part.damage;
    values.pval.number = int16_t(std::max<int32_t>(1, values.pval.number));
    values.lval = radiusOfBreath(self);
    values.xval = part.damageType;
    e.vRange = int8_t(values.lval);
    e.DType = int8_t(part.damageType);
    if (e.AType == A_SPIT)
        game.message("The <EActor> spit<s:EActor> <Str>.", MessageSubjects::of(e),
                     std::array{MessageArgument::ofText(std::string(breathNoun(part.damageType)))});
    else
        game.message("The <EActor> breathe<s:EActor> <Str>.", MessageSubjects::of(e),
                     std::array{MessageArgument::ofText(std::string(breathNoun(part.damageType)))});
    const Handle selfHandle = self.handle();
    {
        const SegmentStandIn standIn(*effect, values);
        applyEffect(game, EffectUse{*effect, selfHandle, world::kNoObject, target->handle(), target->x, target->y,
                                    std::max(1, self.level), part.dc});
    }
    // It recharges in 2 to 5 turns.
    if (Creature* still = game.creature(selfHandle))
        still->addStatus(StatusEffect{SPEC_TIMEOUT, e.AType, 0, rules::SS_MISC, 2 + game.randomBelow(4), 0, 0});
    return DONE;
}

// A gaze at e.victim: a clear line of sight; reflected, averted or
// unseeing eyes; then each gaze attack of the gazer strikes for 2 mana.
// rule: src/Fight.cpp, Creature::SAttack (A_GAZE)
int32_t gaze(Game& game, Creature& self, EventInfo& e)
{
    Creature* victim = game.creature(e.victim);
    if (!victim || !findAttack(self, A_GAZE))
        return ABORT;
    if (!clearLine(game.level().map(), Cell{self.x, self.y}, Cell{victim->x, victim->y}))
        return ABORT;
    if (victim->hasStatus(GAZE_REFLECTION, GR_REFLECT)) {
        game.message("The <EActor>'s gaze is reflected!", MessageSubjects::of(e));
        victim = &self;
        e.victim = self.handle();
    }
    if (victim != &self && victim->hasStatus(EYES_AVERTED) && game.randomBelow(100) < 50) {
        game.message("The <EVictim> avert<s:EVictim> <his:EVictim> eyes from the <EActor>'s gaze!", MessageSubjects::of(e));
        e.Immune = true;
        return DONE;
    }
    if (victim->hasStatus(rules::BLIND) || victim->hasStatus(GAZE_REFLECTION, GR_IMMUNE)) {
        game.messageAs(e, e.victim, "You are immune to the <EActor>'s gaze!", "The <EVictim> is immune to the <EActor>'s gaze!");
        e.Immune = true;
        return DONE;
    }
    const Handle selfHandle = self.handle();
    const Handle victimHandle = victim->handle();
    const std::vector<CreatureAttack> attacks = self.attacks;     // the gaze may change its body
    for (const CreatureAttack& attack : attacks) {
        if (attack.type != A_GAZE || attack.parts.empty())
            continue;
        Creature* gazer = game.creature(selfHandle);
        Creature* target = game.creature(victimHandle);
        if (!gazer || !target || !gazer->alive() || !target->alive())
            break;
        gazer->mana = std::max(0, gazer->mana - kGazeMana);
        game.message("The <EActor> gaze<s:EActor> at the <EVictim>.", MessageSubjects::of(e));
        e.isHit = true;
        for (const AttackDamage& part : attack.parts) {
            target = game.creature(victimHandle);
            if (!target || !target->alive())
                break;
            if (resistsPart(game, e, *target, part))
                continue;
            dealDamage(game, selfHandle, *target, part.damageType, std::max(1, game.roll(part.damage)), "gaze");
        }
    }
    return DONE;
}

// The opposed roll of a trip: d20 + attack bonus + the better of Strength
// and Dexterity, a four-legged victim +4; the victim wins ties.
// rule: src/Fight.cpp, Creature::ManeuverCheck (A_TRIP)
bool tripCheck(Game& game, const Creature& actor, const Creature& victim)
{
    const auto side = [&](const Creature& c) {
        return game.roll(1, 20) + c.attribute(rules::A_HIT) + std::max(c.modifier(rules::A_STR), c.modifier(rules::A_DEX));
    };
    const int32_t attack = side(actor);
    const int32_t defend = side(victim) + (victim.isType(MA_QUADRUPED) ? 4 : 0);
    return attack > defend;
}

// A trip: a blow (EV_STRIKE of A_TRIP, no damage) and, when it lands, the
// opposed roll; the victim winning it stays up, else falls (AD_TRIP
// without a save). rule: src/Fight.cpp, Creature::SAttack (A_TRIP)
int32_t trip(Game& game, Creature& self, EventInfo& e)
{
    Creature* victim = game.creature(e.victim);
    if (!victim)
        return ABORT;
    if (self.hasStatus(conditions::STUCK)) {
        if (self.isPlayer)
            game.notice("You can't trip something while stuck.");
        return ABORT;
    }
    if (victim->hasFlag(M_SWARM) || victim->hasStatus(PRONE))
        return DONE;
    EventInfo blow;
    blow.event = runtimeEvent<EV_STRIKE>;
    blow.actor = self.handle();
    blow.victim = victim->handle();
    blow.AType = int8_t(A_TRIP);
    blow.DType = int8_t(AD_TRIP);
    blow.EParam = int16_t(A_TRIP);      // no blow of its round: EV_HIT leaves the damage to the trip
    blow.vHit = int8_t(std::clamp(self.attribute(rules::A_HIT) + self.modifier(rules::A_STR), -128, 127));
    blow.vDef = int8_t(std::clamp(defenceOf(game, *victim), -128, 127));
    blow.strDmg = "trip";
    if (game.throwEvent(blow) == ABORT)
        return ABORT;
    Creature* actor = game.creature(e.actor);
    victim = game.creature(e.victim);
    if (!blow.isHit || !actor || !victim || !actor->alive() || !victim->alive())
        return DONE;
    if (!tripCheck(game, *actor, *victim)) {
        e.Resist = true;
        game.message("The <EActor> fail<s:EActor> to trip the <EVictim>.", MessageSubjects::of(e));
        return DONE;
    }
    EventInfo fall;
    fall.event = runtimeEvent<EV_DAMAGE>;
    fall.actor = actor->handle();
    fall.victim = victim->handle();
    fall.AType = int8_t(A_TRIP);
    fall.DType = int8_t(AD_TRIP);
    fall.saveDC = -1;
    fall.strDmg = "trip";
    game.throwEvent(fall);
    e.isHit = true;
    return DONE;
}

// Every enemy within 6 squares that the gazer sees and that sees it, while
// the gazer has the mana. rule: src/Fight.cpp, Creature::DoGazeAttack
void gazeAround(Game& game, Creature& gazer, const CreatureAttack& attack)
{
    const Handle self = gazer.handle();
    const int32_t type = attack.parts.empty() ? 0 : attack.parts.front().damageType;
    for (Handle handle : game.creaturesOnLevel()) {
        Creature* me = game.creature(self);
        if (!me || !me->alive())
            return;
        Creature* other = game.creature(handle);
        if (!other || other == me || !other->alive() || engulf::isEngulfed(*other))
            continue;
        if (map::originalDistance(other->x - me->x, other->y - me->y) > kGazeRange)
            continue;
        if (!object_api::hostile(*me, *other) || other->hasStatus(rules::BLIND))
            continue;
        if (!perception::perceives(game, *me, handle) || !(perception::perceives(game, *other, self) & perception::PER_VISUAL))
            continue;
        if (me->mana < kGazeMana)
            return;
        if (other->hasStatus(CHARMED) && other->status(CHARMED)->source == self)
            continue;
        // Nothing to gain from one already stoning, confused, stunned or held.
        if ((type == AD_STON && other->hasStatus(STONING)) || (type == AD_CONF && other->hasStatus(rules::CONFUSED)) ||
            (type == AD_STUN && other->hasStatus(rules::STUNNED)) ||
            (type == rules::AD_PLYS && other->hasStatus(rules::PARALYSIS)))
            continue;
        throwSpecialAttack(game, *me, A_GAZE, other);
    }
}

} // namespace

const CreatureAttack* findAttack(const Creature& c, int32_t type)
{
    for (const CreatureAttack& attack : c.attacks)
        if (attack.type == type)
            return &attack;
    return nullptr;
}

int32_t throwSpecialAttack(Game& game, Creature& attacker, int32_t type, Creature* victim)
{
    EventInfo e;
    e.event = runtimeEvent<EV_SATTACK>;
    e.actor = attacker.handle();
    e.victim = victim ? victim->handle() : world::kNoObject;
    e.EParam = int16_t(type);
    e.AType = int8_t(type);
    return game.throwEvent(e);
}

int32_t breathFor(const Game& game, const Creature& monster, const Creature& target, bool beside)
{
    for (const int32_t type : {A_BREA, A_BRE2, A_SPIT}) {
        if (!findAttack(monster, type) || monster.hasStatus(SPEC_TIMEOUT, type))
            continue;
        if (beside)
            return type;
        const int32_t distance = map::originalDistance(target.x - monster.x, target.y - monster.y);
        if (distance < radiusOfBreath(monster) &&
            clearLine(game.level().map(), Cell{monster.x, monster.y}, Cell{target.x, target.y}))
            return type;
    }
    return 0;
}

bool triesTrip(Game& game, const Creature& monster, const Creature& target)
{
    if (target.hasStatus(PRONE) || target.hasFlag(M_SWARM))
        return false;
    const int32_t chance = character_api::hasFeat(game, monster, kMasterTrip, false) ? kTripChance * 2 + 30 : kTripChance;
    return game.randomBelow(100) < chance;
}

void turnPasses(Game& game, Creature& c)
{
    if (engulf::isEngulfed(c)) {
        const Handle self = c.handle();
        engulf::turnPasses(game, c);
        if (!game.creature(self))
            return;
    }
    if (c.isPlayer)
        return;     // the player's gaze waits for OPT_USE_GAZE, which this game does not offer
    if (const CreatureAttack* attack = findAttack(c, A_GAZE))
        gazeAround(game, c, *attack);
}

int32_t handle(Game& game, Creature& self, EventInfo& e)
{
    if (e.AType == 0)
        e.AType = int8_t(e.EParam);
    if (e.AType == grapple::A_ESCA)
        return grapple::handleSpecialAttack(game, self, e);
    const bool special = isBreath(e.AType) || e.AType == A_GAZE || e.AType == A_TRIP || e.AType == engulf::A_DGST ||
                         e.AType == engulf::A_CRUS;
    if (!special)
        return NOTHING;
    // rule: src/Fight.cpp, Creature::SAttack: a timed-out ability, fear, confusion
    if (self.hasStatus(SPEC_TIMEOUT, e.AType)) {
        if (self.isPlayer)
            game.notice("That ability is timed out right now.");
        return ABORT;
    }
    if (self.hasStatus(rules::CONFUSED)) {
        if (self.isPlayer)
            game.notice("You're too confused to make a non-standard attack.");
        return ABORT;
    }
    if (self.hasStatus(rules::AFRAID) && e.AType != engulf::A_DGST && e.AType != engulf::A_CRUS) {
        if (self.isPlayer)
            game.notice("You're too scared to attack!");
        return ABORT;
    }
    // Negated, a breath or a gaze comes to nothing; a monster that knows it
    // (the stati's value set) chooses otherwise. rule: src/Fight.cpp, Creature::HandleNegate
    if ((isBreath(e.AType) || e.AType == A_GAZE) && self.hasStatus(NEGATED)) {
        StatiKey key;
        key.nature = NEGATED;
        StatusEffect* negated = findStati(self, key);
        if (negated->value != 0)
            return ABORT;
        if (!self.isPlayer)
            negated->value = 1;
        if (isBreath(e.AType))
            game.messageAs(e, e.actor, std::string("You try to ") + (e.AType == A_SPIT ? "spit" : "breathe") +
                                           ", but nothing comes forth!",
                           std::string("The <EActor> tries to ") + (e.AType == A_SPIT ? "spit" : "breathe") +
                               ", but nothing comes forth!");
        return DONE;
    }
    if (isBreath(e.AType))
        return breathe(game, self, e);
    if (e.AType == A_GAZE)
        return gaze(game, self, e);
    if (e.AType == A_TRIP)
        return trip(game, self, e);
    return engulf::handleDigest(game, self, e);
}

int32_t tripDamage(Game& game, Creature& victim, EventInfo& e)
{
    // rule: src/Fight.cpp, Creature::Damage (AD_TRIP)
    if (victim.hasStatus(PRONE) || victim.hasFlag(M_AMORPH) || victim.hasFlag(M_NOLIMBS)) {
        e.Immune = true;
        return DONE;
    }
    if (e.saveDC != -1) {
        int32_t dc = e.saveDC == 0 ? e.vDmg : e.saveDC;
        // Balance's ranks help, its Dexterity counted once, in the save.
        if (const int32_t balance = skillLevel(game, victim, skill::BALANCE); balance > 0)
            dc -= (balance - victim.modifier(rules::A_DEX)) / 2;
        if (dc < 1 || savingThrow(game, victim, rules::REF, dc)) {
            e.Resist = true;
            return DONE;
        }
    }
    if (Creature* tripper = game.creature(e.actor))
        perception::noiseFrom(game, *tripper, 6);
    Creature* fallen = game.creature(e.victim);
    if (!fallen || !fallen->alive())
        return DONE;
    if (!e.Terse)
        stati_message::tell(game, *fallen, PRONE, 0, false);
    fallen->addStatus(StatusEffect{PRONE, 0, 0, rules::SS_ATTK, -1, 0, 0});
    e.isSomething = true;
    return DONE;
}

uint32_t standUp(Game& game, Creature& c)
{
    if (!c.hasStatus(PRONE))
        return 0;
    c.removeStatus(PRONE);
    stati_message::tell(game, c, PRONE, 0, true);
    // rule: src/Move.cpp: Timeout += 2500 / (100 + Dex modifier x 5), of a 30-tick action
    const int32_t phases = 2500 / std::max(10, 100 + c.modifier(rules::A_DEX) * 5);
    return uint32_t(std::max<int32_t>(1, phases * int32_t(kStandardActionCost) / 30));
}

} // namespace incursion::game::special_attacks
