// The host functions of parties and breeding: a creature's PartyID, Multiply
// (a breeder's young, src/Creature.cpp) and GetEncounterCreature (the
// creatures the latest summons made, src/Encounter.cpp).
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::party_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::party_api
