// The host API's rows for monsters: what a creature's kind and its sides
// say of it (tmID, HasAttk, isAerial, isIllusion, isHostileToPartyOf,
// getLeaderOrFirst), waking it (Awaken), turning it hostile or neutral, and
// the XCR experience table. Scripts of the original module call them from
// monsters' and templates' handlers.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::monster_api {

// Creature::Awaken (src/Skills.cpp): a sleeper wakes unless its sleep is
// magical or deep; it loses 30 ticks and is exposed for 4 turns. Whether it woke.
bool awaken(Game& game, Creature& sleeper);

// Creature::isAerial (src/Creature.cpp): it flies, floats, is incorporeal,
// elevated or phased, or rides a mount that is aerial.
bool isAerial(const Game& game, const Creature& c);
// XCR(cr): the experience weight of a challenge rating.
int32_t experienceWeight(int32_t cr);
// XCRtoCR(weight) (inc/Inline.h): the lowest challenge rating whose weight
// reaches `weight` (-8 .. 34; 36 beyond).
int32_t challengeOfWeight(int32_t weight);

// Appends this area's rows to the API table (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::monster_api
