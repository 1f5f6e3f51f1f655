// The events a creature's life throws besides combat and magic: its
// EV_INITIALIZE when a monster comes into play, and the EV_TURN every
// creature on the level receives each game turn (the original's every 60
// ticks). The Game's loop and placement call these; scripts answer them.
#pragma once

#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

// EV_INITIALIZE offered to the monster's own resource, then to each of its
// templates in the order they came, as the original's Monster::Initialize
// (src/Monster.cpp) offers it with PEvent once the monster stands on its
// map: no PRE or POST, no region or item. The handler may change it (stati,
// hit points) or kill it.
void initializeMonster(Game& game, Creature& monster);
// EV_INITIALIZE told to one resource of the monster's (its monster or a template).
void tellInitialize(Game& game, Creature& monster, module::ResourceId resource);

// EV_TURN thrown with `thing` (a creature, or an item lying on the map) as
// its actor (src/Main.cpp, the game loop's `Throw(EV_TURN, thing)` for the
// map's things every 60 ticks). True when the thing's own per-turn upkeep
// should follow: a handler that answers DONE or ABORT stops the sweep before
// the creature's hard-coded handling, as in the original, where
// Creature::Event's EV_TURN case (DoTurn) comes last.
bool throwTurn(Game& game, world::Handle thing);

// Whether any resource of the modules has a handler or a message for
// `baseEvent` in any wrapping (PRE, EVICTIM, META ...). The game throws
// EV_TURN to every creature and item each turn only when some resource can
// answer it: a throw nobody answers changes nothing.
bool anyResourceAnswers(const module::ResourceManager& resources, int32_t baseEvent);
// The same question of one resource.
bool resourceAnswers(const module::ResourceManager& resources, module::ResourceId id, int32_t baseEvent);

} // namespace incursion::game
