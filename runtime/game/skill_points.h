// Spending skill points, as the original's skill manager lets a player
// (src/Managers.cpp, TextTerm::SkillManager; src/Create.cpp,
// Character::MaxRanks): each class slot (three classes, three
// pseudo-classes; skills.h totalSkillPoints) has its own points; a point
// buys one rank in a skill of that class, of the race, an EXTRA_SKILL or a
// "familiar" skill (isFamiliar), up to the skill's maximum ranks. Asked
// through game.prompts(), one menu per point; a bot takes the class's
// skills in the class's listed order, round-robin (the fewest ranks first).
#pragma once

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

namespace skill_points {

// The most ranks the character may hold in `skill`.
// rule: src/Create.cpp, Character::MaxRanks
int32_t maxRanks(const Game& game, const Creature& c, int32_t skill);

// The points of slot `slot` (0-5) not spent yet (Character::UnspentSP).
int32_t unspent(const Game& game, const Creature& c, int32_t slot);

// Whether points of slot `slot` may buy a rank in `skill` (its class's
// skill, the race's, an EXTRA_SKILL or a familiar one, below its maximum).
// rule: src/Managers.cpp, TextTerm::SkillManager (KY_CMD_EAST)
bool mayBuy(const Game& game, const Creature& c, int32_t slot, int32_t skill);

// Buys one rank of `skill` with a point of slot `slot`; false (nothing
// changes) when it may not.
bool buyRank(const Game& game, Creature& c, int32_t slot, int32_t skill);

// The skill manager: asks, a menu per point, what each slot's unspent
// points buy. `initial` (at creation) the first class's and the first
// pseudo-class's points must all be spent, as the original insisted;
// otherwise the player may keep the rest (Escape) for a later level.
// Returns the ranks bought.
int32_t spendSkillPoints(Game& game, Creature& c, bool initial);

} // namespace skill_points
} // namespace incursion::game
