// The host functions for characters: levels and classes, experience, feats
// and class abilities, proficiencies, inherent attributes, mana and the
// spells a character knows (character.h holds what they read). Monsters
// answer the creature questions as the original's Creature does.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::character_api {

// The rows of the API table for characters (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::character_api
