// Using, eating, picking up and dropping an item, each through the event the
// original threw for it, so the item's, its effect's, the user's and the
// gods' handlers (GODWATCH) answer as they did: EV_DRINK, EV_READ, EV_ZAP
// (src/Player.cpp, Player::UseItemMenu, and src/Monster.cpp for monsters),
// EV_EAT per bite (src/Item.cpp, Food::Eat), EV_PICKUP and EV_DROP
// (src/Inv.cpp, Character::PickUp and Character::Drop). A handler answering
// DONE or ABORT takes the use over (a flask of acid's own EV_DRINK); else the
// item does what the original's Item::Event did (src/Magic.cpp, DrinkPotion,
// ReadScroll, ZapWand), after the event's POST handlers.
#pragma once

#include "world/handle.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;
class Item;
struct EventInfo;

namespace item_use {

// Where a use is aimed: a creature (or an item of the pack, effect_item_target.h) and its cell.
struct UseTarget {
    world::Handle target = world::kNoObject;
    int32_t x = -1;
    int32_t y = -1;
};

// The event using `it` throws: EV_DRINK for a potion, EV_READ for a scroll,
// EV_ZAP for a wand or staff, EV_EAT for food or a corpse; 0 for none.
int32_t useEvent(const Item& it);

// `user` drinks, reads or zaps `it` at `aim`. False when the use was
// refused and took no time (ABORT, an empty wand, nothing to use).
bool use(Game& game, Creature& user, Item& it, const UseTarget& aim);

// `eater` eats one of `food`, a bite at a time (EV_EAT each); false when
// the first bite was refused.
bool eat(Game& game, Creature& eater, Item& food);

// EV_PICKUP and EV_DROP of `it` by `c`; whether it happened.
bool pickUp(Game& game, Creature& c, Item& it);
bool drop(Game& game, Creature& c, Item& it);

// The actor's own answer to EV_PICKUP and EV_DROP (Game::handleEvent).
int32_t answerPickUp(Game& game, Creature& c, EventInfo& e);
int32_t answerDrop(Game& game, Creature& c, EventInfo& e);

} // namespace item_use
} // namespace incursion::game
