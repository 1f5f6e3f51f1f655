// Fatigue points as the original keeps them: a maximum worked out from the
// creature's classes or challenge, feats, Athletics and Constitution
// (CalcValues), points spent by exertion (LoseFatigue), and what running
// short does — fatigued below 0, exhausted below minus the maximum, and a
// Fortitude save against passing out beyond that (src/Values.cpp,
// src/Creature.cpp). The state lives in Creature::training (training.h).
#pragma once

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

// Attr[A_FAT] for the creature as it stands now.
// rule: src/Values.cpp, Creature::CalcValues (the A_FAT bonuses)
int32_t maximumFatigue(const Game& game, const Creature& c);

// Works the stored derived values out again (the maximum fatigue and the
// weariness it brings), keeping the points spent: the original's CalcValues
// for what this runtime does not compute on every question.
// rule: src/Values.cpp, Creature::CalcValues
void calcValues(Game& game, Creature& c);

// The fatigue points the creature has now (cFP). Its values are worked out
// first: the original's CalcValues runs on nearly every change to a creature
// (a level, a stati, an item), so the maximum it reads is always current.
int32_t fatiguePoints(Game& game, Creature& c);
void setFatiguePoints(Game& game, Creature& c, int32_t points);

// Spends `amount` fatigue points. `avoidable` exertion (the player's choice)
// asks the player first when it is already exhausted and exercises
// Constitution. Beyond exhaustion a Fortitude save (DC 10 - points / 2)
// keeps it awake; failing, it falls asleep for 2d10 turns and spends
// nothing. False when nothing was spent.
// rule: src/Creature.cpp, Creature::LoseFatigue
bool loseFatigue(Game& game, Creature& c, int32_t amount, bool avoidable);

} // namespace incursion::game
