// Choosing a Monster resource at random, as the original's Game::GetMonID
// (src/Res.cpp): by purpose, CR range, depth and monster type, weighted by
// rarity, leaning towards the higher CRs for all but people.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

class Game;

namespace monster_choice {

// Purposes the choice reads (inc/Defines.h PUR_*); PUR_LISTING added to any
// ignores rarity.
inline constexpr int32_t PUR_DUNGEON = 1, PUR_POLY = 3, PUR_ANYMON = 15, PUR_LISTING = 100;

// A monster for `purpose` of CR minCR..maxCR met at `depth` or deeper, of
// monster type `monsterType` (0 or below: any; 100000 + glyph: of that
// glyph); 0 when none is. Rolls the game's dice.
module::ResourceId chooseMonster(Game& game, int32_t purpose, int32_t minCR, int32_t maxCR, int32_t depth,
                                 int32_t monsterType);

// GetMonID for scripts.
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace monster_choice
} // namespace incursion::game
