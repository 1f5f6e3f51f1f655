// What scripts write on the player's screen beyond the message calls of
// object_api.h: SinglePrintXY, a message printed once in a player's turn
// however many cells an effect changes (src/Message.cpp); the message queues
// (SetQueue, UnsetQueue, PrintQueue, QueueNum: message_queue.h); glyphs drawn
// over the map for a moment and their animation frames (PutGlyph,
// TermUpdate, StopWatch, RefreshMap, and a cell redrawn by Update or
// VUpdate: screen_overlay.h). runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::screen_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::screen_api
