// T_CREATURE::ConsumeRope(feet): rope taken from the creature's pack for a
// use that needs that length (the corpus's Rope Trick: 15 feet), as the
// original's Creature::ConsumeRope (src/Creature.cpp): a rope (IT_ROPE)
// counts 5 feet a unit; among the ropes long enough the player chooses
// from a menu (a monster takes one at random); a longer one is cut, the
// rest staying in the pack; the rope taken leaves the pack, set aside, and
// is the answer. Without one long enough the creature is told so ("You
// don't have any rope." or "You don't have enough contiguous rope.") and
// the answer is 0.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::rope_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::rope_api
