#include "game/item_api.h"

#include "game/api_access.h"
#include "game/game.h"
#include "game/script_host.h"

#include <array>

namespace incursion::game::item_api {

using api_access::creatureArgument;
using api_access::host;
using api_access::itemArgument;
using world::Handle;

namespace {

// The original's knowledge bits (inc/Defines.h).
constexpr uint8_t kKnownMagic = 0x04;

// Makes `bits` known of the item (src/Item.cpp, Item::MakeKnown): knowing
// its magic makes its effect known to the player for every item that
// carries it.
void learn(Game& game, Item& it, uint8_t bits)
{
    it.known |= bits;
    if ((bits & kKnownMagic) && it.effect)
        game.identification().identify(it.effect);
}

} // namespace

// Owner(): the creature carrying it, 0 for none (inc/Item.h).
int32_t owner(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it && host(call).game->creature(it->owner) ? int32_t(it->owner) : 0;
}

// GetParent(): what holds it; this game has no containers, so its owner.
int32_t parent(HostCall& call) { return owner(call); }

int32_t getCharges(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? int8_t(it->charges) : 0;
}

int32_t setCharges(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        it->charges = int8_t(call.arg(1));
    return 0;
}

int32_t getQuantity(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? uint16_t(it->quantity) : 0;
}

// SetQuantity(q): a stack holds at least one (the game keeps no empty ones).
int32_t setQuantity(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    const int32_t quantity = uint16_t(call.arg(1));
    if (quantity < 1)
        return call.fail("SetQuantity(0): an item is at least one thing; Remove(true) destroys it");
    it->quantity = quantity;
    return 0;
}

// TakeOne(): the item itself, taken off its map or out of its owner's pack,
// when it is one; else one split off the stack, set aside
// (src/Item.cpp, Item::TakeOne).
int32_t takeOne(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    Game& game = *host(call).game;
    if (it->quantity <= 1) {
        game.liftThing(it->handle());
        return int32_t(it->handle());
    }
    const Handle made = game.createItem(it->resource);
    Item& one = *game.item(made);
    one.effect = it->effect;
    one.plus = it->plus;
    one.charges = it->charges;
    one.known = it->known;
    one.glyph = it->glyph;
    one.name = it->name;
    --it->quantity;
    return int32_t(made);
}

// isMagic(): an effect or an enchantment (inc/Item.h).
int32_t isMagic(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it && (it->effect != 0 || it->plus != 0);
}

// isKnown(kn): every bit of kn known of this item (inc/Item.h).
int32_t isKnown(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    const uint8_t bits = uint8_t(call.arg(1));
    return it && (it->known & bits) == bits;
}

int32_t makeKnown(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        learn(*host(call).game, *it, uint8_t(call.arg(1)));
    return 0;
}

// SetKnown(k): exactly these bits, nothing else learnt (inc/Item.h).
int32_t setKnown(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        it->known = uint8_t(call.arg(1));
    return 0;
}

// IdentByTrial(it): the player learns what an item does by using it
// (src/Item.cpp, Player::IdentByTrial): its magic becomes known and it says
// so, once. Monsters learn nothing this way (Creature::IdentByTrial is
// empty in the original). The Intelligence exercise it also gave is not
// modelled: this game has no attribute exercise.
int32_t identifyByTrial(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    Item* it = c ? itemArgument(call, 1) : nullptr;
    if (!it || !c->isPlayer || (it->known & kKnownMagic))
        return 0;
    Game& game = *host(call).game;
    learn(game, *it, kKnownMagic);
    game.message("This must be a <hObj>!", {}, std::array{MessageArgument::ofObject(it->handle())});
    return 0;
}

} // namespace incursion::game::item_api
