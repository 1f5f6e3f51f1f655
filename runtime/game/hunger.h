// The player's hunger as the original kept it: satiation is the duration of
// a HUNGER stati, counted down each game turn (src/Status.cpp, UpdateStati
// calls GetHungrier(1) instead of counting it down), read as a hunger state
// (src/Creature.cpp, HungerState), filled by eating (src/Item.cpp,
// Food::Eat) and by healing that feeds (src/Effects.cpp, HEAL_HUNGER).
// Scripts read and set it through the HUNGER stati (GetStatiDur, SetStatiDur)
// and HungerState, as the original module does.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace incursion::game {

class Creature;
class Game;
class Item;
struct EventInfo;

namespace hunger {

// The HUNGER stati and the thresholds of the states (inc/Defines.h).
constexpr int32_t HUNGER = 80;
constexpr int32_t BLOATED = 3000, SATIATED = 2500, CONTENT = 2000, PECKISH = 1500, HUNGRY = 1000, STARVING = 480,
                  WEAK = 240, FAINTING = 120, STARVED = 0;
// What a new character starts with (src/Create.cpp, Player::Create).
constexpr int32_t kStartingSatiation = SATIATED - 10;
// Eating is done in bites of 5% (src/Item.cpp, Food::Eat's Eaten += 5).
constexpr int32_t kBitesPerMeal = 20;

// The hunger state, one of the thresholds above: the player's from its
// HUNGER stati (STARVED without one); every other creature, and undead,
// constructs and plants, CONTENT. A large body holds twice as much.
int32_t hungerState(const Creature& c);
// "Bloated", "Satiated" ... "Starved!" as the original's status line
// wrote them (src/Term.cpp, ShowTraits).
std::string_view stateName(int32_t state);
// The satiation the HUNGER stati holds, or -1 without one.
int32_t satiation(const Creature& c);
// Sets the HUNGER stati's duration (at least 0), giving the stati when it
// is missing (as SetStatiDur on the player's own stati).
void setSatiation(Creature& c, int32_t value);
// What the hunger state adds to `attribute` (src/Values.cpp, CalcValues'
// BONUS_HUNGER; the original's Hungry case falls through into Starving's).
int32_t attributeAdjustment(const Creature& c, int32_t attribute);
// A game turn: satiation goes down by one (the original's GetHungrier(1));
// run out, the creature starves to death (src/Status.cpp, Thing::StatiEnd).
void turnPasses(Game& game, Creature& c);
// After satiation crossed a threshold: speed and fatigue worked out again.
void stateChanged(Game& game, Creature& c);
// One bite of `food` after its EV_EAT found no script taking over (the
// item's own C++ answer, src/Item.cpp, Food::Eat): its nutrition added, the
// chance to vomit past BLOATED + 500, the question once full ("You are full.
// Stop eating?", asked once a meal: `confirmed`), and after the last bite
// "You finish eating the <EItem>." with one of the food used up. `bite`
// counts from 1. ABORT when eating stops, else DONE.
int32_t eatBite(Game& game, Creature& eater, Item& food, int32_t bite, bool& confirmed, EventInfo& e);
// Healing that feeds (HEAL_HUNGER): a creature below CONTENT is brought to
// it ("You feel less hungry now."); whether it did.
bool feed(Game& game, Creature& c, EventInfo& e);

// HungerState; runtime_api.cpp calls appendDeclarations.
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace hunger
} // namespace incursion::game
