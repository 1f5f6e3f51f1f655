// The host functions that ask a resource about itself (the original's
// "Resource Functions": an effect's level, schools and flags, a monster's
// size and terrains, a region's floor ...), the level-scaled numbers
// resources are written with (LevelAdjust), and the game's turn and player.
// The receiver of a resource member is the rID; one of the wrong kind fails
// the call naming what it is.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace incursion::game::resource_query_api {

// A number written as a LEVEL_x or PLUS_x code, for caster level `level` and
// `spec` (a plus, a specialty count); values >= LEVEL_LAST are plain numbers.
// nullopt for a code the original does not know.
// rule: inc/Inline.h, LevelAdjust
std::optional<int32_t> levelAdjust(int32_t value, int32_t level, int32_t spec);

// The feat levels the metamagic bits of `metamagic` (MM_x) add to a spell.
// rule: inc/Inline.h, MMFeatLevels
int32_t metamagicFeatLevels(uint32_t metamagic);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::resource_query_api
