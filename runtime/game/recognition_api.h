// The host functions by which the player comes to know what a creature is:
// T_CREATURE::IdentifyMon (its true kind, the original's MS_KNOWN) and
// IdentifyTemp (one template on it). runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include "module/resource_manager.h"

#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::recognition_api {

// Creature::IdentifyMon and Creature::IdentifyTemp for the runtime's own
// callers (companions.h): what the host functions below do.
void identifyMonster(Game& game, const Creature& c);
void identifyTemplate(Game& game, Creature& c, module::ResourceId templateId);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::recognition_api
