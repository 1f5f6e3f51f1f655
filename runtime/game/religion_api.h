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
class Creature;
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
// A number of the god's (TOLERANCE_VAL, PRAYER_TIMEOUT ...); 0 when unset.
int32_t godConstant(const Game& game, module::ResourceId god, int32_t constant);
// Character::Transgress: the player's deed angers `god` by `magnitude`
// (another god than its own rarely, and by one); past the god's tolerance
// a deed calling for `wrath` brings EV_RETRIBUTION.
void transgress(Game& game, Creature& self, module::ResourceId god, int32_t magnitude, bool wrath);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::religion_api
