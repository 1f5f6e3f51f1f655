#include "game/item_use.h"

#include "game/conditions.h"
#include "game/equipment.h"
#include "game/event_ids.h"
#include "game/event_info.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/hunger.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/map.h"

#include <algorithm>
#include <array>

namespace incursion::game::item_use {

namespace {

constexpr int32_t T_CORPSE = 31, T_STAFF = 52;     // inc/Defines.h
constexpr int32_t M_NOHANDS = 3, GRAPPLED = 63;    // inc/Defines.h

EventInfo itemEvent(int32_t event, const Creature& actor, const Item& it)
{
    EventInfo e;
    e.event = event;
    e.actor = actor.handle();
    e.item = it.handle();
    e.eID = it.effect;
    e.map = actor.map();
    return e;
}

bool scriptTookOver(int32_t result)
{
    return result == DONE || result == ABORT;
}

// What the item itself does when no handler took its use over: the
// message, its effect, a charge or one of the stack used up, and (for the
// player) its magic made known. rule: src/Magic.cpp, Item::DrinkPotion,
// Item::ReadScroll and Item::ZapWand (an empty wand does nothing).
bool useMagic(Game& game, Creature& user, Handle usedHandle, EventInfo& e)
{
    Item* used = game.item(usedHandle);
    if (!used || used->owner != user.handle())
        return true;    // its handlers used it up
    if (!used->effect) {
        if (user.isPlayer)
            game.notice("Nothing happens.");
        return false;
    }
    const bool wand = used->itemType == rules::T_WAND || used->itemType == T_STAFF;
    if (wand && used->charges <= 0) {
        if (user.isPlayer)
            game.notice("The wand has no charges left.");
        return false;
    }
    const ResourceId effect = used->effect;
    const bool wasKnown = game.identification().known(effect);
    // One of a stack, as DrinkPotion and ReadScroll name it (TakeOne, NA_A).
    const auto one = std::array{MessageArgument::ofOneOf(usedHandle)};
    if (used->itemType == rules::T_POTION)
        game.messageAs(e, user.handle(), "You drink a <hObj>.", "The <EActor> drinks a <hObj>.", one);
    else if (used->itemType == rules::T_SCROLL)
        game.messageAs(e, user.handle(), "You read a <hObj>.", "The <EActor> reads a <hObj>.", one);
    else
        game.messageAs(e, user.handle(), "You zap the <hObj>.", "The <EActor> zaps a <hObj>.", one);
    EffectUse use;
    use.effect = effect;
    use.caster = user.handle();
    use.item = usedHandle;
    use.target = e.victim ? e.victim : user.handle();
    use.targetX = e.EXVal;
    use.targetY = e.EYVal;
    use.casterLevel = std::max(user.level, 5);      // items work at a fixed power
    // The effect first, with the item still there for its own handlers
    // (EITEM); then a charge or one of the stack goes, if the item survived.
    applyEffect(game, use);
    Item* left = game.item(usedHandle);
    // Using a magic item makes its effect known to the player, told by the
    // name it now has, one of the stack (the original asked whether the
    // player noticed anything; here using it is enough).
    // rule: src/Item.cpp, Player::IdentByTrial ("This must be <Str>!")
    if (user.isPlayer && !wasKnown && game.identification().identify(effect)) {
        if (left)
            game.message("This must be a <hObj>!", {}, std::array{MessageArgument::ofOneOf(usedHandle)});
        else    // its own effect took it
            game.notice("This must be " + std::string(map::displayName(game.resources().name(effect))) + "!");
    }
    if (left && left->owner == user.handle()) {
        if (wand)
            --left->charges;
        else
            game.consumeOne(*left);
    }
    return true;
}

} // namespace

int32_t useEvent(const Item& it)
{
    switch (it.itemType) {
    case rules::T_POTION: return runtimeEvent<EV_DRINK>;
    case rules::T_SCROLL: return runtimeEvent<EV_READ>;
    case rules::T_WAND:
    case T_STAFF: return runtimeEvent<EV_ZAP>;
    case rules::T_FOOD:
    case T_CORPSE: return runtimeEvent<EV_EAT>;
    default: return 0;
    }
}

bool use(Game& game, Creature& user, Item& it, const UseTarget& aim)
{
    const int32_t event = useEvent(it);
    if (event == EV_EAT)
        return eat(game, user, it);
    if (!event) {
        if (user.isPlayer)
            game.notice("Nothing happens.");
        return false;
    }
    const Handle usedHandle = it.handle();
    EventInfo e = itemEvent(event, user, it);
    e.victim = aim.target;
    e.EXVal = int16_t(aim.x);
    e.EYVal = int16_t(aim.y);
    const int32_t result = game.throwEvent(e);
    if (scriptTookOver(result))
        return result != ABORT;
    return useMagic(game, user, usedHandle, e);
}

bool eat(Game& game, Creature& eater, Item& food)
{
    const Handle foodHandle = food.handle();
    const Handle eaterHandle = eater.handle();
    bool confirmed = false;
    for (int32_t bite = 1; bite <= hunger::kBitesPerMeal; ++bite) {
        Item* still = game.item(foodHandle);
        Creature* self = game.creature(eaterHandle);
        if (!still || still->owner != eaterHandle || !self || !self->alive())
            return bite > 1;    // its handlers used it up, or the eater died
        EventInfo e = itemEvent(runtimeEvent<EV_EAT>, *self, *still);
        const int32_t result = game.throwEvent(e);
        if (result == ABORT)
            return bite > 1;
        if (scriptTookOver(result))
            continue;   // a handler ate it its own way (a tablet swallowed)
        still = game.item(foodHandle);
        self = game.creature(eaterHandle);
        if (!still || still->owner != eaterHandle || !self)
            return true;
        if (hunger::eatBite(game, *self, *still, bite, confirmed, e) == ABORT)
            return bite > 1;
    }
    return true;
}

bool pickUp(Game& game, Creature& c, Item& it)
{
    EventInfo e = itemEvent(runtimeEvent<EV_PICKUP>, c, it);
    e.eID = 0;
    // The item may be gone after: merged into a stack the taker carries (or
    // taken by a script), which still took the action.
    const Handle handle = it.handle(), taker = c.handle();
    if (game.throwEvent(e) == ABORT)
        return false;
    const Item* now = game.item(handle);
    return !now || now->owner == taker;
}

bool drop(Game& game, Creature& c, Item& it)
{
    if (it.owner != c.handle())
        return false;
    // A worn item comes off first (src/Managers.cpp: EV_REMOVE, then EV_DROP).
    if (equipment::isWorn(c, it.handle()) && !equipment::takeOff(game, c, it))
        return false;
    EventInfo e = itemEvent(runtimeEvent<EV_DROP>, c, it);
    e.eID = 0;
    const Handle handle = it.handle();
    return game.throwEvent(e) != ABORT && game.item(handle) && game.item(handle)->owner != c.handle();
}

int32_t answerPickUp(Game& game, Creature& c, EventInfo& e)
{
    // rule: src/Inv.cpp, Character::PickUp
    Item* it = game.item(e.item);
    if (e.actor != c.handle() || !it)
        return NOTHING;
    const auto tell = [&](const char* text) {
        if (c.isPlayer)
            game.notice(text);
    };
    if (c.hasFlag(M_NOHANDS)) {
        tell("But you have no hands!");
        return ABORT;
    }
    if (c.hasStatus(GRAPPLED) || c.hasStatus(conditions::GRABBED) || c.hasStatus(conditions::GRAPPLING) ||
        c.hasStatus(conditions::STUCK)) {
        tell("You can't pick something up while grappling or stuck.");
        return ABORT;
    }
    if (it->owner == c.handle())
        return DONE;
    game.messageAs(e, c.handle(), "You pick up a <hObj>.", "The <EActor> picks up a <hObj>.",
                   std::array{MessageArgument::ofObject(it->handle())});
    game.giveItem(c, *it);
    return DONE;
}

int32_t answerDrop(Game& game, Creature& c, EventInfo& e)
{
    // rule: src/Inv.cpp, Character::Drop
    Item* it = game.item(e.item);
    if (e.actor != c.handle() || !it || it->owner != c.handle())
        return NOTHING;
    if (c.hasFlag(M_NOHANDS)) {
        if (c.isPlayer)
            game.notice("But you have no hands!");
        return ABORT;
    }
    if (c.hasStatus(conditions::ENGULFED)) {
        if (c.isPlayer)
            game.notice("You can't drop items while engulfed.");
        return ABORT;
    }
    game.messageAs(e, c.handle(), "You drop a <hObj>.", "The <EActor> drops a <hObj>.",
                   std::array{MessageArgument::ofObject(it->handle())});
    game.dropItem(c, *it);
    return DONE;
}

} // namespace item_use
