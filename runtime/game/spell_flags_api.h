// What a creature knows of a spell, as the original's getSpellFlags and
// setSpellFlags: a character's SP_* bits for the spell (known, mastered,
// arcane, divine, innate ...: CharacterSheet::spells), and for a monster
// SP_KNOWN when its caster level reaches the spell's level, the original's
// way of letting monsters counter spells (inc/Creature.h).
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace spell_flags_api {

// rule: inc/Creature.h, Creature::getSpellFlags (a monster) and
// Character::getSpellFlags (a character's Spells[SpellNum(spID)]).
// -1 when `spell` is no spell of the first module.
int32_t spellFlags(const Game& game, const Creature& c, module::ResourceId spell);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace spell_flags_api
} // namespace incursion::game
