// The host functions of what the original kept on every Thing and Creature as
// plain members: Timeout (the ticks until it acts again: the turn queue's
// wait here), Named (a proper name) and StateFlags (MS_* bits, some of them
// kept elsewhere here: peaceful is the attitude, guarding the post, known
// what the player has identified), and the player's formulaSeed. And the bookkeeping of a creature's
// Timeout while it is out of the queue, on a level not being played, which
// the original froze until it was played again.
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace incursion::game {

class Creature;
class Game;
class TurnQueue;

namespace thing_state_api {

// The ticks until `c` acts (src/Main.cpp: it acts at 0), at most 32767 (an
// int16 in the original): its wait in the queue, or the Timeout it holds
// while out of it (0 for none).
int32_t timeoutOf(const Game& game, const Creature& c);
// Sets that wait: `ticks` from now in the queue (unscaled by speed, as the
// original's scripts wrote it), or held until it joins the queue.
void setTimeout(Game& game, Creature& c, uint32_t ticks);
// `c` leaves the queue for a level not being played: its wait is held.
void holdTimeout(TurnQueue& queue, Creature& c);
// The delay with which `c` joins the queue: the Timeout it held (taken), or
// else `stagger()`, the game's random spread of newcomers.
uint32_t joiningDelay(Creature& c, const std::function<uint32_t()>& stagger);

// The creature's MS_* bits as the original's StateFlags held them.
uint16_t stateFlagsOf(const Game& game, const Creature& c);
void setStateFlags(Game& game, Creature& c, uint16_t flags);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace thing_state_api
} // namespace incursion::game
