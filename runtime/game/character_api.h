// The host functions for characters: levels and classes, experience, feats
// and class abilities, proficiencies, inherent attributes, mana and the
// spells a character knows (character.h holds what they read). Monsters
// answer the creature questions as the original's Creature does.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::character_api {

// The questions other areas ask of a creature as the scripts' HasFeat,
// HasAbility, AbilityLevel and WepSkill answer them.
bool hasFeat(const Game& game, const Creature& c, int32_t feat, bool inherent);
bool hasAbility(const Creature& c, int32_t ability, bool inherent);
int32_t abilityLevel(const Creature& c, int32_t ability);
// WS_NOT_PROF .. WS_GRAND_MASTERY with the weapon resource `weapon`;
// `ignoreStrength`: as if the character had the weapon's minimum Strength.
int32_t weaponSkill(const Game& game, const Creature& c, module::ResourceId weapon, bool ignoreStrength = false);

// The rows of the API table for characters (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::character_api
