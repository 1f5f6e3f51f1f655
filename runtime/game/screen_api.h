// What scripts write on the player's screen beyond the message calls of
// object_api.h: SinglePrintXY, a message printed once in a player's turn
// however many cells an effect changes (src/Message.cpp). runtime_api.cpp
// calls appendDeclarations.
//
// Left out on purpose: PutGlyph, TermUpdate, RefreshMap (T_TERM) and VUpdate
// (T_MAP) draw and erase animation frames within one handler (a blast's
// path, a leap) on the original's terminal. The runtime's PlayerView is a
// snapshot taken between the player's actions, so a frame drawn and erased
// inside a handler never reaches it; they wait on an animation channel in
// the view that the studio would play.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::screen_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::screen_api
