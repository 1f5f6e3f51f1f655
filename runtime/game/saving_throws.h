// The base of a creature's saving throws, as the original's CalcValues
// works it out (src/Values.cpp): a character adds, for each of its classes,
// the good or the poor save progression at its level in that class (the
// class's CF_GOOD_FORT, CF_GOOD_REF, CF_GOOD_WILL flags); a monster takes
// the good progression at its challenge rating in the saves its first three
// monster types favour (MonGoodSaves), the poor one in the others. The
// attribute and feat bonuses are added by combat.h's saveBonus.
#pragma once

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

namespace saving_throws {

// The good and poor progressions at `level` (src/Tables.cpp GoodSave,
// PoorSave); levels beyond the tables' 50 count as 50.
int32_t goodSave(int32_t level);
int32_t poorSave(int32_t level);

// The base bonus of save `save` (FORT, REF, WILL) before attributes and feats.
// rule: src/Values.cpp, Creature::CalcValues (BONUS_BASE + class slot; MonGoodSaves)
int32_t baseSave(const Game& game, const Creature& c, int32_t save);

} // namespace saving_throws
} // namespace incursion::game
