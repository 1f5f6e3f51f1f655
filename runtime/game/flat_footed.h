// Flat-footedness, as the original counted it with Creature::FFCount: every
// turn a creature spends out of a fight counts up, a blow struck or taken
// (hit or miss) sets the count back to 0, and a creature whose count is past
// min(5, 10 + its Wisdom modifier) is flat-footed (inc/Creature.h,
// isFlatFooted). A creature that becomes flat-footed calms down: its rage
// ends. The count also paces CA_FATIGUE_REGEN, the fatigue points that come
// back to a creature well out of any fight (src/Creature.cpp, DoTurn).
// runtime_api.cpp calls appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace flat_footed {

// rule: inc/Creature.h, Creature::isFlatFooted
bool isFlatFooted(const Creature& c);

// Whether a blow finds `victim` off its guard (the strike's isFlatFoot,
// which scripts of EV_HIT and after read): flat-footed and without uncanny
// dodge, unless Improved Initiative lets it react (d20 + Dex modifier >= 15,
// rolled on the game's dice).
// rule: src/Fight.cpp, Creature::PreStrike
bool caughtFlatFooted(Game& game, const Creature& victim);

// A blow between the two: both are in the fight now (src/Fight.cpp,
// Creature::PreStrike at each strike and Creature::Damage at each hit).
void engage(Creature& a, Creature* b = nullptr);

// One turn passes for `c` (after its EV_TURN, as the original's DoTurn ran
// after the creature's handlers).
// rule: src/Creature.cpp, Creature::DoTurn (FFCount)
void turnPasses(Game& game, Creature& c);

// A monster joining the game: with Improved Initiative it is ready at once.
// rule: src/Monster.cpp, Monster::Initialize
void initializeMonster(const Game& game, Creature& c);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace flat_footed
} // namespace incursion::game
