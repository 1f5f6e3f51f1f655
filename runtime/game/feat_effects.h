// What feats do to the numbers combat and saving throws read, as the
// original's CalcValues and Creature::Hit add them (src/Values.cpp,
// src/Fight.cpp). Others live where their rule is: Toughness in
// character_vitals.cpp, Improved Initiative in flat_footed.cpp, the skill
// feats in skills.cpp, Blind Fight in conditions.cpp.
#pragma once

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;
struct EventInfo;

namespace feat_effects {

// The feat bonus to saving throw `save` (rules::FORT, REF, WILL):
// Lightning Reflexes, Great Fortitude and Iron Will +3; Athletic +1
// Fortitude, Clear-Minded +1 Will. rule: src/Values.cpp, CalcValues.
int32_t saveBonus(const Game& game, const Creature& c, int32_t save);

// The defence feats and weapon skill add: Dodge +3 (+1 in medium armour),
// and a wielded weapon's Mastery +2, High Mastery +3, Grand Mastery +4.
// rule: src/Values.cpp, CalcValues (FT_DODGE; WepSkill's A_DEF).
int32_t defenceBonus(const Game& game, const Creature& c);

// The attack and damage bonus of the skill with the wielded melee weapon
// (Weapon Focus, Specialist, the Masteries; -4 to hit unproficient).
// rule: src/Values.cpp, CalcValues, switch (WepSkill(it)).
int32_t weaponHitBonus(const Game& game, const Creature& c);
int32_t weaponDamageBonus(const Game& game, const Creature& c);

// Power Attack: the damage a landed physical blow `e` gains from how far
// its roll beat the defence (a half of it with a weapon held in both
// hands, a third otherwise, at most the Strength's secondary modifier);
// 0 without the feat or Strength 13. rule: src/Fight.cpp, Creature::Hit.
int32_t powerAttackDamage(const Game& game, const Creature& attacker, const EventInfo& e);

// What learning `feat` changes at once: Improved Strength and its six
// siblings add 1 to their score (the runtime keeps scores rather than
// working them out again). rule: src/Values.cpp, CalcValues
// (FT_IMPROVED_STRENGTH + i: BONUS_FEAT +1 to attribute i).
void applyLearnedFeat(Creature& c, int32_t feat);

} // namespace feat_effects
} // namespace incursion::game
