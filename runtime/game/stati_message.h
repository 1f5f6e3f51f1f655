// What the player is told when a creature gains or loses a stati: "You
// reel...", "The goblin is struck blind!" (the original's
// Creature::StatiMessage, src/Status.cpp, which GainTempStati and the effect
// archetypes call and scripts call themselves). runtime_api.cpp calls
// appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace stati_message {

// Tells of `c` gaining (or, `ending`, losing) stati `stati` of value
// `value`: the first text to the player when `c` is the player, the second
// to a player who perceives `c`. Stati the original has no message for say
// nothing, and a dead creature says nothing.
// rule: src/Status.cpp, Creature::StatiMessage
void tell(Game& game, const Creature& c, int32_t stati, int32_t value, bool ending);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace stati_message
} // namespace incursion::game
