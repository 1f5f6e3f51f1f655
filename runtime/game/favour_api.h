// The host functions by which a character earns a god's favour, as
// src/Prayer.cpp has them: gainFavour (and the blessing a new favour level
// brings, Character::gainedFavour), TotalExploreFavour (Essiah's favour for
// exploring) and AlignedAct (a deed the gods judge, EV_ALIGNED).
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::favour_api {

// Character::gainFavour: `amount` added to the gifts that stack, or kept as
// the best single gift; with `advance` the player's own god may raise its
// favour level.
void gainFavour(Game& game, module::ResourceId god, int32_t amount, bool advance, bool stack);
// Character::gainedFavour: one favour level more when the favour earned
// passes the god's FAVOUR_CHART entry for the level and the god finds the
// character worthy; the god hears EV_BLESSING (ABORT refuses the level),
// speaks its blessing and grants what it grants at that level.
void gainedFavour(Game& game, Creature& character, module::ResourceId god);
// Character::AlignedAct: EV_ALIGNED thrown for a deed of `alignment` (AL_
// bits) and `magnitude`, for the gods to judge.
void alignedAct(Game& game, Creature& character, int32_t alignment, int32_t magnitude, std::string_view reason);
// Character::TotalExploreFavour.
int32_t totalExploreFavour(const Game& game);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::favour_api
