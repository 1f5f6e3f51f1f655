// Melee as a chain of nested events, each one a place where scripts step in
// (README.md, "Combat"):
//
//   EV_WATTACK  the attacker's whole round, one per attack action
//    └ EV_STRIKE  one per blow of the round: d20 + vHit against vDef
//       └ EV_HIT  the blow landed, re-thrown with the same fields (EV_MISS when it did not)
//          └ EV_DAMAGE  one per damage part, thrown at the victim
//             └ EV_DEATH  when the victim's hit points run out
//
// Each event's own C++ handling (handleCombatEvent) runs after the scripts
// of everything taking part, so a handler answering DONE replaces it: a
// flesh golem's EVICTIM(EV_DAMAGE) handler can turn lightning into healing.
// The fields the C++ handling reads are filled before each throw, so a
// script may change them first (e.vHit, e.vThreat, e.bDmg, e.vDmg ...).
#pragma once

#include "game/event_info.h"
#include "world/handle.h"

#include <cstdint>
#include <string_view>

namespace incursion::module {
class ItemView;
}

namespace incursion::game {

class Creature;
class Game;
struct AttackDamage;

// `attacker` attacks `victim` in melee: throws EV_WATTACK and returns its
// result. The caller has made sure they are adjacent.
int32_t meleeAttack(Game& game, Creature& attacker, Creature& victim);

// One damage part of a landed blow (`blow` is its EV_HIT): a fresh EV_DAMAGE
// at the victim with the blow's actor, item, kind and critical; the blow
// learns what it did (aDmg, Died).
void blowDamage(Game& game, EventInfo& blow, int32_t damageType, int32_t amount);

// The damage type a weapon's blow deals `victim`: of the kinds the weapon is
// (a spiked club both crushes and pierces), the one the victim's armour stops least.
int32_t weaponDamageType(Game& game, const module::ItemView& weapon, const Creature& victim);

// Throws EV_DAMAGE of `amount` points of `damageType` from `actor` (may be
// kNoObject) at `victim`, as scripts' ThrowDmg and spells do.
int32_t dealDamage(Game& game, world::Handle actor, Creature& victim, int32_t damageType, int32_t amount,
                   std::string_view how);

// A saving throw of `victim` (rules::FORT, REF, WILL) against `dc`: d20 +
// level/2 + the save's ability modifier; a natural 20 always saves, a 1 never.
bool savingThrow(Game& game, const Creature& victim, int32_t save, int32_t dc);
// A damage part with a DC (`and 1d2 AD_TOXI (DC 12)`, a gaze's): the
// victim of the event `e` saves against it (the body resists poison, the
// reflexes snares, the mind sleep and fear) and is told so; e.saveDC is the
// DC, e.Saved set when it saved. False for a part without a DC.
bool resistsPart(Game& game, EventInfo& e, const Creature& victim, const AttackDamage& part);
// The bonus of that throw: the classes' or the monster's base save
// (saving_throws.h) + the save's ability modifier (CON, DEX, WIS) + the
// feats' (feat_effects.h).
int32_t saveBonus(const Game& game, const Creature& creature, int32_t save);

// The defence a blow meets (the creature's own, its armour's and shield's;
// less when it sleeps or is helpless) and the armour it wears against a
// damage type (the character sheet shows both).
int32_t defenceOf(const Game& game, const Creature& victim);
int32_t armourAgainst(const Game& game, const Creature& victim, int32_t damageType);

// Whether `creature`'s `Immune:` / `Res:` (the original's DF_* bits) cover `damageType`.
bool immuneTo(const Creature& creature, int32_t damageType);
bool resists(const Creature& creature, int32_t damageType);

// The C++ handling of the combat events by the creature `self` (the
// actor for EV_WATTACK, EV_STRIKE and EV_HIT; the victim for EVICTIM(EV_DAMAGE)
// and EVICTIM(EV_DEATH)); NOTHING for any other event.
int32_t handleCombatEvent(Game& game, Creature& self, int32_t event, EventInfo& e);

} // namespace incursion::game
