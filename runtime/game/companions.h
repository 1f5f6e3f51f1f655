// The player's companions as the original's src/Social.cpp keeps them: a
// monster led by the player (its leader, the original's TargetSummoner)
// fights on the player's side and follows it, across levels too; how many
// the player can lead is counted in pools of challenge rating (PHD_PARTY,
// PHD_MAGIC ...: Player::GetGroupXCR, MaxGroupCR) that MakeCompanion checks
// and FixSummonCR fits a summoning to. companion_api.h has the host functions.
#pragma once

#include "world/handle.h"

#include <cstdint>
#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::companions {

// The pools (inc/Defines.h, PHD_*): what kind of control a companion takes.
constexpr int32_t PHD_PARTY = 1;    // allies won over: the generic pool the others overflow into
constexpr int32_t PHD_MAGIC = 2;    // dominated or summoned
constexpr int32_t PHD_ANIMAL = 3;   // a ranger's or druid's animal companions
constexpr int32_t PHD_COMMAND = 4;  // a cleric's commanded undead
constexpr int32_t PHD_UNDEAD = 5;   // a necromancer's own undead pool
constexpr int32_t PHD_FREEBIE = 6;  // counts towards no pool

// The creature that leads `c`, or null (none, or gone from the game).
Creature* leaderOf(const Game& game, const Creature& c);
// Whether `c` is a companion of `leader`.
bool isCompanionOf(const Creature& c, const Creature& leader);
// `leader`'s companions on its level, in the order they joined it.
std::vector<world::Handle> companionsOf(const Game& game, const Creature& leader);

// Player::MaxGroupCR: the challenge rating the player may lead in pool `pool`
// (-10 for a pool its abilities do not open).
int32_t maxGroupCR(const Game& game, const Creature& player, int32_t pool);
// Player::GetGroupXCR: the weight of the companions on the player's level in
// pool `pool`, with one more of challenge rating `addCR` (0: none), and what
// the other pools' excess puts on PHD_PARTY (and PHD_UNDEAD's on PHD_MAGIC).
int32_t groupWeight(const Game& game, const Creature& player, int32_t pool, int32_t addCR = 0);
// Player::FixSummonCR: `cr`, lowered until one more of it fits pool `pool`
// (with the room left in PHD_PARTY); -1 at least.
int32_t fixSummonCR(const Game& game, const Creature& player, int32_t cr, int32_t pool);

// Monster::MakeCompanion: `monster` becomes `player`'s companion in pool
// `pool`, or, when the pool is full, what the original does instead (an
// animal refuses, a dominated or summoned one is pacified or breaks free, a
// commanded one is terrified). Whether it became one.
bool makeCompanion(Game& game, Creature& monster, Creature& player, int32_t pool);

} // namespace incursion::game::companions
