// A character's hit points and mana as the original's Character::CalcValues
// works them out (src/Values.cpp): from the dice each class level rolled
// (Player::AdvanceLevel, src/Create.cpp), the Constitution or Wisdom
// modifier per level, the kind's hit die type, feats, abilities and size.
// Damage taken and mana spent stay as they were when the maxima change.
#pragma once

#include <cstddef>
#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

namespace character {

// The original's Creature::Mod: (score - 10) / 2 rounded toward zero, 0 for
// a score of 0. (The runtime's abilityModifier rounds down; these formulas
// keep the original's rounding: a Con of 9 costs no hit points.)
int32_t originalModifier(int32_t score);

// Creature::BestHDType: the largest hit die of the kind's monster types and
// its templates' added types (src/Values.cpp, MonHDType), a forced die
// (MA_FORCE_D*) as its size.
int32_t hitDieType(const Game& game, const Creature& c);

// The maxima of CalcValues for a character (`c.character` set).
int32_t maximumHitPoints(const Game& game, const Creature& c);
int32_t maximumMana(const Game& game, const Creature& c);

// AdvanceLevel's dice for the level just gained in the class of `slot`:
// hit points max(d(HitDie), HitDie / 2), mana max(d(ManaDie), ManaDie / 2)
// (OPT_MAX_HP and OPT_MAX_MANA at their default, "no").
void rollLevelDice(Game& game, Creature& c, size_t slot);

// Sets c's maximum hit points and mana anew, keeping the damage taken and
// the mana used.
void calcVitals(const Game& game, Creature& c);

} // namespace character
} // namespace incursion::game
