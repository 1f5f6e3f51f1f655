// What the runtime's host functions share: the script host and game behind
// a HostCall, and the objects their arguments name (a creature, an item, a
// map), each failing the call with a clear message when the argument names
// something else. object_api, thing_api, item_api and map_api use them.
#pragma once

#include "vm/host_api.h"
#include "world/handle.h"

#include <string>

namespace incursion::game {

class Creature;
class Game;
class Item;
class Level;
class ScriptHost;

namespace api_access {

using vm::HostCall;
using world::Handle;

ScriptHost& host(HostCall& call);
// The game, or a failed call ("no game is running").
Game* gameOf(HostCall& call);
// Argument `i` (the receiver is 0) after system handles are resolved.
Handle handleArgument(HostCall& call, uint32_t i);
// `item "potion"`, "no object (0)", "object 3:1 (gone)".
std::string describe(const Game& game, Handle handle);
// Whether `handle` named a creature the game has taken away (it died).
bool wasCreature(const Game& game, Handle handle);

// What `answer` says of the receiver, for any handle: asking whether an
// absent actor is a creature is how scripts find out that there is none.
int32_t answerAbout(HostCall& call, bool (*answer)(const Game&, Handle));

// The creature argument `i` names, or a failed call. A creature that died is
// no error, only nothing to act on: POST handlers ask about victims killed
// earlier in the event, and the functions answer 0 for it.
Creature* creatureArgument(HostCall& call, uint32_t i);
// The item argument `i` names, or a failed call.
Item* itemArgument(HostCall& call, uint32_t i);
// The map (level) argument `i` names, or a failed call.
Level* levelArgument(HostCall& call, uint32_t i);

} // namespace api_access
} // namespace incursion::game
