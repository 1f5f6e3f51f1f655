// The host functions for characters: levels and classes, experience, feats
// and class abilities, proficiencies, inherent attributes, mana and the
// spells a character knows (character.h holds what they read). Monsters
// answer the creature questions as the original's Creature does.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::character_api {

// The character rules other areas ask too (skills.h, fatigue.h).
// rule: src/Creature.cpp, Creature::AbilityLevel (no intensive study, no templates).
int32_t abilityLevel(const Creature& c, int32_t ability);
// rule: src/Creature.cpp, Creature::HasAbility; `inherent` counts only what
// race, class, blessings, domains and permanent effects gave.
bool hasAbility(const Creature& c, int32_t ability, bool inherent);
// rule: src/Create.cpp, Character::HasFeat, and src/Creature.cpp,
// Creature::HasFeat for monsters (their resource's feats and EXTRA_FEAT).
bool hasFeat(const Game& game, const Creature& c, int32_t feat, bool inherent);
// The inherent score of attribute `a` (A_STR ... A_LUC): Character::IAttr,
// or a monster's kind's score.
int32_t inherentAttribute(const Game& game, const Creature& c, int32_t a);
// Whether the creature has skill `skill` as a race, class or extra skill (a
// monster: as one of its feats). rule: src/Create.cpp, Character::HasSkill.
bool hasSkill(const Game& game, const Creature& c, int32_t skill);
// Raises attribute `a`'s inherent bonus by `amount`, up to its cap; `tell`
// the player how it feels. rule: src/Creature.cpp, Creature::GainInherentBonus.
void gainInherentBonus(Game& game, Creature& c, int32_t a, int32_t amount, bool tell);
// WS_NOT_PROF .. WS_GRAND_MASTERY with the weapon resource `weapon`;
// `ignoreStrength`: as if the character had the weapon's minimum Strength.
// rule: src/Create.cpp, Character::WepSkill(rID) and Creature::WepSkill(rID).
int32_t weaponSkill(const Game& game, const Creature& c, module::ResourceId weapon, bool ignoreStrength = false);

// The base attack bonus in attack mode `mode` (S_ARCHERY, S_BRAWL, S_MELEE ...).
// rule: src/Values.cpp, Character::GetBAB (no intensive study) and Creature::GetBAB.
int32_t baseAttack(const Game& game, const Creature& c, int32_t mode);
// rule: src/Create.cpp, Character::CasterLev; inc/Creature.h, Creature::CasterLev.
int32_t casterLevel(const Creature& c);
// Spell numbers: the original numbers spells by their place among the first
// module's Effects (Game::SpellNum, SpellID, LastSpell); -1 for another resource.
std::vector<module::ResourceId> spellList(const module::ResourceManager& resources);
int32_t spellNumber(const module::ResourceManager& resources, module::ResourceId spell);

// The rows of the API table for characters (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::character_api
