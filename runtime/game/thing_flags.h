// T_THING::Flags, the original's F_* bits of a thing (inc/Defines.h), as
// far as the runtime keeps what they say: F_DELETE for a thing that is gone
// (scripts ask it after a blow or an effect: "if (!(EVictim->Flags &
// F_DELETE))"), F_INVIS for a creature other than the player that is
// invisible or hiding, a secret door or a trap not yet found (what the
// original's SetImage set), and F_SOLID for a closed door. Read-only: the
// bits follow the thing's state, which scripts change by its own calls.
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"
#include "world/handle.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

class Game;

namespace thing_flags {

inline constexpr int32_t F_SOLID = 0x0001, F_INVIS = 0x0004, F_DELETE = 0x0008;

// The F_* bits of `handle`; -1 when it names no thing and never did.
int32_t flagsOf(const Game& game, world::Handle handle);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace thing_flags
} // namespace incursion::game
