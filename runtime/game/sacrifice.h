// Sacrifice at an altar, as the original's src/Prayer.cpp has it: praying
// on an altar offers an item carried or lying there (PrePray's `s`), and a
// creature the player kills on an altar is offered as it dies (src/Fight.cpp,
// Creature::Death). Either way EV_SACRIFICE is thrown with the altar's god
// as the event's god, so its scripts answer first; then the character's own
// answer (Character::Sacrifice) weighs the offering against the god's
// SACRIFICE_LIST, raises the favour of its category, soothes anger, and
// makes the god jealous (EV_JEALOUSY) when it is not the character's own.
#pragma once

#include "game/event_info.h"

#include <cstdint>

namespace incursion::game {
class Creature;
class Game;
class Item;
}

namespace incursion::game::sacrifice {

// PrePray's `s`: the player picks an item carried or lying here, and
// EV_SACRIFICE is re-thrown with it as EItem (e.eID the god prayed to).
int32_t offer(Game& game, Creature& self, EventInfo& e);

// A creature the player killed on an altar, offered to the altar's god.
// rule: src/Fight.cpp, Creature::Death
void killedOnAltar(Game& game, Creature& killer, Creature& victim);

// Character::Sacrifice, the character's answer to EV_SACRIFICE.
int32_t answerSacrifice(Game& game, Creature& self, EventInfo& e);

// Character::Jealousy: the character's own god takes offence at worship of
// another, by their GOD_RELATIONS.
int32_t answerJealousy(Game& game, Creature& self, EventInfo& e);

// Item::getShopCost with no buyer nor seller: what an item is worth, in
// gold pieces, as a sacrifice weighs it.
int32_t itemValue(const Game& game, const Item& it);

} // namespace incursion::game::sacrifice
