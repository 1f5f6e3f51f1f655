// The host functions of religion (religion.h): the god a character worships
// (GodID, getGod), its standing with each god (getGodFlags, setGodFlags,
// resetGodFlags, getGodLevel, getAnger, getGodAnger, calcFavour), the anger
// its deeds draw (Transgress, lowerAnger) and what the gods say to it
// (GodMessage), as src/Prayer.cpp has them. runtime_api.cpp calls
// appendDeclarations.
#pragma once

#include "game/message_format.h"
#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <cstdint>
#include <vector>

namespace incursion::game {
class Game;
}

namespace incursion::game::religion_api {

// A god's message `message` (MSG_ANGER ...) to the player: the god's own
// words (its GODSPEAK_LIST) with `arguments`, else the default ones naming
// the god.
void godMessage(Game& game, module::ResourceId god, int32_t message, std::vector<MessageArgument> arguments = {});
// calcFavour: the favour the player earned with `god`, as the god judges
// it (EV_CALC_FAVOUR) less its penalty.
int32_t favourOf(Game& game, module::ResourceId god);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::religion_api
