// The host functions that ask the player (T_CREATURE::yn, ChoicePrompt;
// T_TERM::LOption, LOptionClear, LMenu, LMultiSelect, FirstSelected,
// NextSelected, Box): each goes to the game's PromptHandler
// (player_prompts.h) and the script resumes with the answer. A monster asked
// answers with the default the script gave.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::prompt_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::prompt_api
