// ChooseResource(prompt, RType, eID): the player picks an Effect, Item,
// Feature or Terrain resource from a menu, those the effect `eID` accepts
// (EV_CRITERIA) when one is named (an Oil of Transformation's new form, the
// spell a Spell Immunity guards against), as src/Term.cpp,
// TextTerm::ChooseResource asks. The game's PromptHandler answers.
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::resource_choice_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::resource_choice_api
