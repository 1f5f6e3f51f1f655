#include "game/ranged_attack.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/combat.h"
#include "game/conditions.h"
#include "game/creature.h"
#include "game/effect_area.h"
#include "game/equipment.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_kind.h"
#include "game/item_properties.h"
#include "game/player_command.h"
#include "game/rules.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>
#include <utility>
#include <array>

namespace incursion::game::ranged {

using world::Handle;
using world::kNoObject;

namespace {

constexpr int32_t M_NOHANDS = 3;
constexpr int32_t WS_HIGH_MASTERY = 5, WS_GRAND_MASTERY = 6;

using item_kind::hasKindFlag;
using item_kind::inGroup;
using item_kind::kindOf;

bool hasStati(const Item& it, int32_t stati)
{
    return std::any_of(it.stati.begin(), it.stati.end(), [&](const StatusEffect& s) { return s.stati == stati; });
}

// The original's Weapon class: its dice are its own; any other item hurts
// as an improvised one, 1d3 (1d1 against the large), blunt.
// rule: inc/Item.h, Item::SDmg, Item::LDmg, Item::DamageType
bool isWeaponKind(int32_t itemType)
{
    return itemType == rules::T_WEAPON || itemType == T_BOW || itemType == T_MISSILE;
}

Dice damageDice(const Game& game, const Item& it, bool large)
{
    if (!isWeaponKind(it.itemType))
        return large ? Dice{1, 1, 0} : Dice{1, 3, 0};
    const auto kind = kindOf(game, it);
    if (!kind)
        return Dice{1, 3, 0};
    return large ? kind->largeDamage() : kind->smallDamage();
}

void tell(Game& game, const Creature& c, std::string text)
{
    if (c.isPlayer)
        game.notice(std::move(text));
}

int8_t toInt8(int32_t value)
{
    return int8_t(std::clamp(value, -128, 127));
}

// Whether something keeps the shooter from a ranged attack; the player reads why.
// rule: src/Fight.cpp, Creature::RAttack (AFRAID, STUCK, GRABBED, ENGULFED, GRAPPLING)
bool mayShoot(Game& game, Creature& self, const Item* launcher)
{
    const bool shooting = launcher != nullptr;
    if (self.hasStatus(rules::AFRAID) && !character_api::hasFeat(game, self, rules::FT_LION_HEART, false)) {
        tell(game, self, "You're too scared to make a ranged attack!");
        return false;
    }
    if (self.hasStatus(conditions::STUCK)) {
        tell(game, self, "You can't attack with a ranged weapon while stuck.");
        return false;
    }
    const bool crossbow = launcher && hasKindFlag(game, *launcher, WT_CROSSBOW);
    const bool engulfed = self.hasStatus(conditions::ENGULFED) && !crossbow;
    if (self.hasStatus(conditions::GRAPPLED) || self.hasStatus(conditions::GRABBED) || engulfed) {
        tell(game, self, std::string("You can't ") + (shooting ? "shoot" : "throw things") + " while you're " +
                             (engulfed ? "engulfed" : "being grappled") + "!");
        return false;
    }
    if (self.hasStatus(conditions::GRAPPLING)) {
        tell(game, self, std::string("You can't ") + (shooting ? "shoot" : "throw things") + " while you're grappling!");
        return false;
    }
    return true;
}

// The attack bonus of a missile: the base attack and Dexterity, the
// launcher's accuracy and plus, the missile's accuracy and plus (a thrown
// item is its own launcher). rule: src/Values.cpp, CalcValues (A_HIT_ARCHERY,
// A_HIT_THROWN: Dex, the weapon's Acc and plus); src/Fight.cpp, RAttack
// (+ the ammunition's Acc and plus)
int32_t missileHitBonus(const Game& game, const Creature& shooter, const Item* launcher, const Item& missile)
{
    int32_t bonus = shooter.attribute(rules::A_HIT) + shooter.modifier(rules::A_DEX);
    if (launcher)
        if (const auto kind = kindOf(game, *launcher))
            bonus += kind->accuracy() + launcher->plus;
    if (isWeaponKind(missile.itemType))
        if (const auto kind = kindOf(game, missile))
            bonus += kind->accuracy();
    return bonus + missile.plus;
}

// One creature the missile reaches: EV_STRIKE with what the roll uses.
// Whether it hit; `aborted` when a script stopped the flight.
bool strikeWith(Game& game, Creature& shooter, Creature& victim, EventInfo& shot, bool& aborted)
{
    Item* missile = game.item(shot.item2);
    Item* launcher = game.item(shot.item);
    if (!missile)
        return false;
    // Attacked, a peaceful creature fights back (as a blow: Game::stepPlayer).
    if (shooter.isPlayer && victim.attitude == Attitude::Peaceful)
        victim.attitude = Attitude::Hostile;
    const Item& weapon = launcher ? *launcher : *missile;
    const auto kind = kindOf(game, weapon);
    EventInfo e;
    e.event = runtimeEvent<EV_STRIKE>;
    e.actor = shooter.handle();
    e.victim = victim.handle();
    e.item = shot.item;
    e.item2 = shot.item2;
    e.AType = shot.AType;
    e.Ranged = true;
    e.vRange = shot.vRange;
    e.isDir = shot.isDir;
    e.isLoc = shot.isLoc;
    e.EDir = shot.EDir;
    e.EXVal = shot.EXVal;
    e.EYVal = shot.EYVal;
    int32_t hit = missileHitBonus(game, shooter, launcher, *missile);
    // -2 for every full range increment. rule: src/Fight.cpp, Creature::PreStrike (A_FIRE, A_HURL: vRange)
    const int32_t distance = map::originalDistance(victim.x - shooter.x, victim.y - shooter.y);
    hit -= 2 * (distance / std::max<int32_t>(1, shot.vRange));
    if (distance <= 3 && character_api::hasFeat(game, shooter, FT_POINT_BLANK_SHOT, false)) {
        hit += 1;
        e.bDmg = 1;
    }
    e.vHit = toInt8(hit);
    e.vDef = toInt8(defenceOf(game, victim));
    if (hasKindFlag(game, weapon, WT_FIRE_DAMAGE))
        e.DType = rules::AD_FIRE;
    else if (kind && isWeaponKind(weapon.itemType))
        e.DType = int8_t(weaponDamageType(game, *kind, victim));
    else
        e.DType = rules::AD_BLUNT;
    e.vThreat = toInt8(kind && isWeaponKind(weapon.itemType) ? std::clamp(kind->threat(), 1, 10) : 1);
    e.vCrit = toInt8(kind && isWeaponKind(weapon.itemType) ? std::clamp(kind->critical(), 2, 6) : 2);
    if (immuneTo(victim, rules::AD_CRIT))
        e.vThreat = 0;
    e.strDmg = game.nameOf(*missile);
    aborted = game.throwEvent(e) == ABORT;
    shot.isCrit = e.isCrit;
    shot.Died = shot.Died || e.Died;
    return !aborted && e.isHit;
}

// The creature a shot at a cell is meant for: the one standing there.
// rule: src/Fight.cpp, Creature::RAttack (isLoc: the largest creature perceived there)
Creature* intendedTarget(Game& game, const EventInfo& e)
{
    if (e.isLoc)
        return game.creatureAt(e.EXVal, e.EYVal);
    if (e.isDir)
        return nullptr;
    return game.creature(e.victim);
}

// The missile comes to rest: back to a thrower of a returning weapon, else
// where it stopped, on a stack of its kind lying there. rule: src/Fight.cpp,
// Creature::RAttack (WQ_RETURNING, WT_RETURNING; PlaceAt, TryStack)
void landMissile(Game& game, Creature* self, EventInfo& e, Cell landing, int32_t oldSlot)
{
    Item* missile = game.item(e.item2);
    const Level& level = game.level();
    if (!missile || game.isDoomed(e.item2) || missile->owner != kNoObject ||
        (missile->map() != kNoObject && missile->map() != level.handle()))
        return;     // a script used it up or took it
    if (self && (item_properties::hasQuality(*missile, WQ_RETURNING) || (e.isHit && hasKindFlag(game, *missile, WT_RETURNING)))) {
        game.message("The <hObj> returns to you.", {}, std::array{MessageArgument::ofObject(e.item2)});
        game.liftThing(e.item2);
        const Handle carried = game.giveItem(*self, *missile);
        if (Item* back = game.item(carried); back && oldSlot > 0 && equipment::inSlot(*self, oldSlot) == kNoObject) {
            game.silence();
            equipment::wield(game, *self, *back, oldSlot);
            game.unsilence();
        }
        e.item2 = carried;
        return;
    }
    if (!game.placeThing(e.item2, game.level(), landing.x, landing.y))
        return;
    for (const Handle lying : game.itemsAt(landing.x, landing.y)) {
        Item* other = game.item(lying);
        if (!other || lying == e.item2 || !game.stacksWith(*other, *missile))
            continue;
        other->quantity += missile->quantity;
        game.deleteThing(e.item2, "merged into a stack");
        e.item2 = lying;
        return;
    }
}

} // namespace

const Item* launcherOf(const Game& game, const Creature& c)
{
    if (c.isPlayer) {
        const Item* wielded = game.item(c.weapon);
        return wielded && wielded->itemType == T_BOW ? wielded : nullptr;
    }
    // A monster's archery slot is the first bow it carries, with hands to
    // draw it. rule: src/Inv.cpp, Monster::InSlot (SL_ARCHERY); src/Effects.cpp,
    // TMonster::HasSlot (SL_ARCHERY as SL_WEAPON: M_NOHANDS)
    if (c.hasFlag(M_NOHANDS))
        return nullptr;
    for (const Handle carried : c.inventory)
        if (const Item* it = game.item(carried); it && it->itemType == T_BOW)
            return it;
    return nullptr;
}

Item* launcherOf(Game& game, const Creature& c)
{
    return const_cast<Item*>(launcherOf(std::as_const(game), c));
}

std::vector<Handle> ammunitionFor(const Game& game, const Creature& c, const Item& launcher)
{
    std::vector<Handle> out;
    const auto kind = kindOf(game, launcher);
    if (!kind)
        return out;
    const std::vector<ResourceId> fired = kind->fires();
    for (const Handle carried : c.inventory) {
        const Item* it = game.item(carried);
        if (it && it->itemType == T_MISSILE && std::find(fired.begin(), fired.end(), it->resource) != fired.end())
            out.push_back(carried);
    }
    return out;
}

std::vector<Handle> throwables(const Game& game, const Creature& c)
{
    std::vector<Handle> out;
    for (const Handle carried : c.inventory) {
        const Item* it = game.item(carried);
        if (it && it->itemType != T_BOW && (hasKindFlag(game, *it, IT_THROWABLE) || inGroup(game, *it, WG_THROWN)))
            out.push_back(carried);
    }
    return out;
}

bool needsCocking(const Game& game, const Item& launcher)
{
    return hasKindFlag(game, launcher, WT_CROSSBOW) && !hasStati(launcher, COCKED) &&
           !item_properties::hasQuality(launcher, WQ_QUICK_LOADING);
}

int32_t rangeIncrement(const Game& game, const Creature& shooter, const Item* launcher, const Item& missile)
{
    const Item& weapon = launcher ? *launcher : missile;
    int32_t increment = 0;
    if (weapon.itemType == T_BOW || inGroup(game, weapon, WG_THROWN)) {
        const auto kind = kindOf(game, weapon);
        increment = std::max(kind ? kind->range() : 0, 1);
        if (item_properties::hasQuality(weapon, WQ_DISTANCE))
            increment *= 2;
        const int32_t skill = character_api::weaponSkill(game, shooter, weapon.resource);
        if (skill == WS_GRAND_MASTERY)
            increment *= 3;
        else if (skill == WS_HIGH_MASTERY)
            increment *= 2;
    }
    increment = std::max(1, increment);
    if (character_api::hasFeat(game, shooter, FT_FAR_SHOT, false))
        increment *= 2;
    return increment;
}

uint32_t shotCost(const Game& game, const Item* launcher, const Item& missile)
{
    const Item& weapon = launcher ? *launcher : missile;
    const auto kind = kindOf(game, weapon);
    const int32_t speed = (kind ? kind->speed() : 0) + weapon.plus;
    return uint32_t(std::max<int32_t>(1, int32_t(kStandardActionCost) * 100 / std::max(100 + speed * 5, 10)));
}

int32_t rangedAttack(Game& game, Creature& shooter, Item* launcher, Item& missile, const Aim& aim)
{
    EventInfo e;
    e.event = runtimeEvent<EV_RATTACK>;
    e.actor = shooter.handle();
    e.item = launcher ? launcher->handle() : kNoObject;
    e.item2 = missile.handle();
    e.AType = int8_t(launcher ? rules::A_FIRE : A_HURL);
    e.Ranged = true;
    if (const Creature* target = game.creature(aim.target)) {
        e.victim = aim.target;
        e.EXVal = int16_t(target->x);
        e.EYVal = int16_t(target->y);
    } else if (aim.direction >= 0 && aim.direction < 8) {
        e.isDir = true;
        e.EDir = int16_t(kScriptDirection[aim.direction]);
    } else {
        e.isLoc = true;
        e.EXVal = int16_t(aim.x);
        e.EYVal = int16_t(aim.y);
    }
    return game.throwEvent(e);
}

uint32_t loadCrossbow(Game& game, Creature& c, Item& crossbow)
{
    EventInfo e;
    e.event = runtimeEvent<EV_LOADXBOW>;
    e.actor = c.handle();
    e.item = crossbow.handle();
    if (game.throwEvent(e) == ABORT)
        return 0;
    // rule: src/Item.cpp, Creature::LoadCrossbow (Timeout += 30 with Rapid Reload, else 10)
    return character_api::hasFeat(game, c, FT_RAPID_RELOAD, false) ? 30 : 10;
}

int32_t handleLoadCrossbow(Game& game, Creature& self, EventInfo& e)
{
    Item* crossbow = game.item(e.item);
    if (!crossbow)
        return ABORT;
    // rule: src/Item.cpp, Creature::LoadCrossbow
    if (self.hasFlag(M_NOHANDS)) {
        tell(game, self, "You need to have hands to do that.");
        return ABORT;
    }
    const bool rapid = character_api::hasFeat(game, self, FT_RAPID_RELOAD, false);
    const std::array bow{MessageArgument::ofObject(e.item)};
    if (rapid)
        game.messageAs(e, e.actor, "You rapidly crank your <Obj>.", "The <EActor> rapidly reloads <his:EActor> <Obj>.", bow);
    else
        game.messageAs(e, e.actor, "You crank your <Obj>.", "The <EActor> reloads <his:EActor> <Obj>.", bow);
    crossbow->stati.push_back(StatusEffect{COCKED, 0, 0, rules::SS_MISC, rapid ? 20 : 40, 0, kNoObject, 0});
    return DONE;
}

int32_t handleRangedAttack(Game& game, Creature& self, EventInfo& e)
{
    // rule: src/Fight.cpp, Creature::RAttack
    Item* stack = game.item(e.item2);
    if (!stack)
        return ABORT;
    Item* launcher = game.item(e.item);
    if (!mayShoot(game, self, launcher))
        return ABORT;
    if (launcher && needsCocking(game, *launcher) && !loadCrossbow(game, self, *launcher))
        return ABORT;
    const Creature* intended = intendedTarget(game, e);
    if (intended == &self || (e.isDir && e.EDir == kScriptCenter) || (e.isLoc && e.EXVal == self.x && e.EYVal == self.y)) {
        tell(game, self, "There is no reason to shoot yourself.");
        return ABORT;
    }
    e.vRange = toInt8(rangeIncrement(game, self, launcher, *stack));
    // One of the stack flies; a single item leaves its owner's hands.
    const int32_t oldSlot = [&] {
        for (int32_t slot = wear_slots::SL_READY; slot <= wear_slots::SL_BRACERS; ++slot)
            if (equipment::inSlot(self, slot) == stack->handle())
                return slot;
        return equipment::inSlot(self, wear_slots::SL_WEAPON) == stack->handle() ? wear_slots::SL_WEAPON : 0;
    }();
    if (stack->quantity > 1) {
        e.item2 = game.splitOne(*stack);
        if (!game.item(e.item2))
            return ABORT;
    } else {
        game.liftThing(stack->handle());
    }
    if (launcher)
        std::erase_if(launcher->stati, [](const StatusEffect& s) { return s.stati == COCKED; });

    const map::Map& map = game.level().map();
    const Cell from{self.x, self.y};
    Cell towards{e.EXVal, e.EYVal};
    if (e.isDir) {
        const int direction = kScriptDirection[std::clamp<int>(e.EDir, 0, 7)];
        towards = {self.x + kDirectionX[direction], self.y + kDirectionY[direction]};
    } else if (const Creature* target = game.creature(e.victim); target && !e.isLoc) {
        towards = {target->x, target->y};
    }
    const Handle selfHandle = self.handle();
    const Handle intendedHandle = intended ? intended->handle() : kNoObject;
    const bool precise = character_api::hasFeat(game, self, FT_PRECISE_SHOT, false);
    Cell landing = from;
    // Unbounded as the original's: it flies until something stops it.
    for (const Cell& cell : lineCells(map, from, towards, map.width() + map.height())) {
        landing = cell;
        Creature* shooter = game.creature(selfHandle);
        Creature* there = game.creatureAt(cell.x, cell.y);
        if (!shooter || !game.item(e.item2))
            break;
        if (there && there != shooter && there->alive()) {
            // rule: src/Fight.cpp, Creature::RAttack: one not aimed at is
            // flown past 25% of the time (75% with Precise Shot)
            const bool flownPast = intendedHandle && there->handle() != intendedHandle &&
                                   game.randomBelow(100) < (precise ? 75 : 25);
            if (!flownPast) {
                // It is where it strikes: the messages name it when the player sees the cell.
                game.placeThing(e.item2, game.level(), cell.x, cell.y);
                bool aborted = false;
                const Handle struck = there->handle();
                if (strikeWith(game, *shooter, *there, e, aborted)) {
                    e.isHit = true;
                    e.victim = struck;
                    break;
                }
                if (aborted)
                    break;
            }
        }
        if (!e.isDir && cell == towards)
            break;
    }
    // It lands even when its shooter fell meanwhile (a death burst, a script).
    landMissile(game, game.creature(selfHandle), e, landing, oldSlot);
    return DONE;
}

int32_t handleMissileHit(Game& game, Creature& self, EventInfo& e)
{
    Creature* victim = game.creature(e.victim);
    Item* missile = game.item(e.item2);
    if (!victim || !missile)
        return ABORT;
    Item* launcher = game.item(e.item);
    // The missile's dice, and a launcher's added to them (a long bow's 1d8
    // and a sheaf arrow's +1 make 1d8+1), both pluses, the shooter's
    // Strength (thrown: never less than 0; a bow of WT_NO_STRENGTH none).
    // rule: src/Fight.cpp, Creature::RAttack (e.Dmg); src/Values.cpp,
    // CalcValues (A_DMG_ARCHERY, A_DMG_THROWN). The original added the
    // arrow's bonus twice; its own description gives +1, which is kept.
    const bool large = victim->size > rules::SZ_MEDIUM;
    Dice dice = damageDice(game, *missile, large);
    int32_t bonus = missile->plus;
    const Item& weapon = launcher ? *launcher : *missile;
    if (launcher) {
        const Dice bow = damageDice(game, *launcher, large);
        dice.number = int16_t(dice.number + bow.number);
        dice.sides = int16_t(dice.sides + bow.sides);
        dice.bonus = int16_t(dice.bonus + bow.bonus);
        bonus += launcher->plus;
        if (!hasKindFlag(game, *launcher, WT_NO_STRENGTH))
            bonus += self.modifier(rules::A_STR);
    } else if (!hasKindFlag(game, weapon, WT_NO_STRENGTH)) {
        bonus += std::max(0, self.modifier(rules::A_STR));
    }
    game.message(e.AType == rules::A_FIRE
                     ? "The <EActor> fire<s:EActor> an <EItem2> at the <EVictim>, hitting <him:EVictim>." +
                           std::string(e.isCrit ? " A critical hit!" : "")
                     : "The <EActor> throw<s:EActor> an <EItem2>, hitting the <EVictim>." +
                           std::string(e.isCrit ? " A critical hit!" : ""),
                 MessageSubjects::of(e));
    int32_t amount = std::max(1, game.roll(dice) + bonus + e.bDmg);
    amount = amount * std::max<int32_t>(1, e.vMult) + e.xDmg;
    e.vDmg = int16_t(std::clamp(amount, 0, 32767));
    e.aDmg = 0;
    blowDamage(game, e, e.DType, e.vDmg);
    return DONE;
}

void tellMiss(Game& game, const EventInfo& e)
{
    game.message(e.AType == rules::A_FIRE ? "The <EActor> fire<s:EActor> an <EItem2> at the <EVictim>, missing <him:EVictim>."
                                          : "The <EActor> throw<s:EActor> an <EItem2>, missing the <EVictim>.",
                 MessageSubjects::of(e));
}

bool isMissileAttack(int32_t attackType)
{
    return attackType == rules::A_FIRE || attackType == A_HURL;
}

} // namespace incursion::game::ranged
