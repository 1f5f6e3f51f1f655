// The player's options as scripts read them (T_PLAYER::Opt, WizardMode). A
// playtest has no options screen: the player plays with the original's
// default for every option (src/Tables.cpp, OptionList), as a new player of
// the original did (with the subraces on when it names one), and never in
// wizard mode (the original's debugging mode, which the runtime does not
// have). runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <vector>

namespace incursion::game::player_options_api {

// The default of option `option` (OPT_*); 0 for the options that default
// to off and for numbers no option has.
int32_t optionDefault(int32_t option);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::player_options_api
