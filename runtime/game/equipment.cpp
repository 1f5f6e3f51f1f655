#include "game/equipment.h"
#include "game/worn_magic.h"

#include "game/character_rules.h"
#include "game/creature.h"
#include "game/event_info.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_kind.h"
#include "game/item_wear.h"
#include "game/object_api.h"
#include "game/rules.h"
#include "module/binary_io.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game::equipment {

using namespace wear_slots;
using world::Handle;
using world::kNoObject;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_AMULET = 20, T_BOOTS = 23, T_BOW = 24, T_BRACERS = 25, T_CLOTHES = 27, T_CLOAK = 28,
                  T_CROWN = 32, T_EYES = 35, T_GAUNTLETS = 38, T_GIRDLE = 40, T_HELMET = 41, T_LIGHT = 44,
                  T_RING = 48, T_ROD = 49, T_STAFF = 52, T_SYMBOL = 54, T_MISSILE = 45;
constexpr int32_t WT_REACH = 20, WT_EXOTIC_1H = 32, WT_TWO_HANDED = 33;
constexpr int32_t WG_THROWN = 0x100, WG_DAGGERS = 0x1000;
constexpr int32_t KN_CURSE = 0x02;
constexpr int32_t STUCK = 11, PRONE = 15, M_NOHANDS = 3, WS_FOCUSED = 2;

using item_kind::hasKindFlag;
using item_kind::inGroup;
using item_kind::kindOf;

bool isNamed(const Game& game, const Item& it, std::string_view name)
{
    return game.resources().name(it.resource) == name;
}

void tell(Game& game, const Creature& c, std::string_view text, Handle about = kNoObject)
{
    if (!c.isPlayer)
        return;
    if (about)
        game.message(text, {}, std::array{MessageArgument::ofObject(about)});
    else
        game.message(text);
}

void setSlot(Creature& c, int32_t slot, Handle it)
{
    if (slot == SL_WEAPON)
        c.weapon = it;
    else if (slot == SL_ARMOUR)
        c.bodyArmour = it;
    else if (slot > 0 && size_t(slot) < c.equipment.other.size())
        c.equipment.other[size_t(slot)] = it;
}

bool isHandSlot(int32_t slot)
{
    return slot == SL_WEAPON || slot == SL_READY;
}

// rule: src/Inv.cpp, Character::Wield: a weapon needs both hands when it is
// exotic to wield in one and the wielder lacks the skill, or when its size
// (one more if two-handed) exceeds the wielder's.
bool needsBothHands(const Game& game, const Creature& c, const Item& it)
{
    if (hasKindFlag(game, it, WT_EXOTIC_1H) &&
        std::none_of(c.stati.begin(), c.stati.end(), [&](const StatusEffect& s) {
            return s.stati == rules::WEP_SKILL && s.effect == it.resource;
        }))
        return true;
    return itemSize(game, it, &c) + (hasKindFlag(game, it, WT_TWO_HANDED) ? 1 : 0) > c.size;
}

int32_t throwItemEvent(Game& game, int32_t event, Creature& c, Item& it, int32_t slot)
{
    EventInfo e;
    e.event = event;
    e.actor = c.handle();
    e.item = it.handle();
    e.EParam = int16_t(slot);
    e.map = c.map();
    return game.throwEvent(e);
}

int32_t firstSlotOf(const Creature& c, Handle it)
{
    for (int32_t slot = SL_READY; slot <= SL_BRACERS; ++slot)
        if (inSlot(c, slot) == it)
            return slot;
    return -1;
}

} // namespace

Handle inSlot(const Creature& c, int32_t slot)
{
    if (slot == SL_WEAPON)
        return c.weapon;
    if (slot == SL_ARMOUR)
        return c.bodyArmour;
    if (slot > 0 && size_t(slot) < c.equipment.other.size())
        return c.equipment.other[size_t(slot)];
    return kNoObject;
}

bool isWorn(const Creature& c, Handle it)
{
    return it != kNoObject && firstSlotOf(c, it) >= 0;
}

void forget(Creature& c, Handle it)
{
    for (int32_t slot = SL_READY; slot <= SL_BRACERS; ++slot)
        if (inSlot(c, slot) == it)
            setSlot(c, slot, kNoObject);
}

bool activeSlot(int32_t itemType, int32_t slot)
{
    switch (slot) {
    case SL_READY:
    case SL_WEAPON:
        return itemType == T_ROD || itemType == T_STAFF || itemType == rules::T_WEAPON ||
               itemType == rules::T_SHIELD || itemType == T_BOW || itemType == T_SYMBOL;
    case SL_LIGHT: return itemType == T_LIGHT;
    case SL_BELT: return itemType == T_GIRDLE;
    case SL_EYES: return itemType == T_EYES;
    case SL_CLOTHES: return itemType == T_CLOTHES;
    case SL_ARMOUR: return itemType == rules::T_ARMOUR;
    case SL_BOOTS: return itemType == T_BOOTS;
    case SL_CLOAK: return itemType == T_CLOAK;
    case SL_LRING:
    case SL_RRING: return itemType == T_RING;
    case SL_AMULET: return itemType == T_AMULET || itemType == T_SYMBOL;
    case SL_GAUNTLETS: return itemType == T_GAUNTLETS;
    case SL_HELM: return itemType == T_CROWN || itemType == T_HELMET;
    case SL_BRACERS: return itemType == T_BRACERS;
    default: return false;
    }
}

std::optional<int32_t> preferredSlot(const Creature& c, const Item& it)
{
    switch (it.itemType) {
    case rules::T_WEAPON:
    case T_BOW:
    case T_STAFF:
    case T_ROD:
        return SL_WEAPON;
    case rules::T_SHIELD: return SL_READY;
    case T_LIGHT: return SL_LIGHT;
    case rules::T_ARMOUR: return SL_ARMOUR;
    case T_BRACERS: return SL_BRACERS;
    case T_RING: return inSlot(c, SL_LRING) && !inSlot(c, SL_RRING) ? SL_RRING : SL_LRING;
    case T_AMULET:
    case T_SYMBOL: return SL_AMULET;
    case T_BOOTS: return SL_BOOTS;
    case T_HELMET:
    case T_CROWN: return SL_HELM;
    case T_CLOTHES: return SL_CLOTHES;
    case T_CLOAK: return SL_CLOAK;
    case T_EYES: return SL_EYES;
    case T_GAUNTLETS: return SL_GAUNTLETS;
    case T_GIRDLE: return SL_BELT;
    default: return std::nullopt;
    }
}

bool takeOff(Game& game, Creature& c, Item& it)
{
    const int32_t slot = firstSlotOf(c, it.handle());
    if (slot < 0)
        return true;
    throwItemEvent(game, runtimeEvent<EV_REMOVE>, c, it, slot);
    return !isWorn(c, it.handle());
}

bool wield(Game& game, Creature& c, Item& it, int32_t slot)
{
    if (it.owner != c.handle() || slot < SL_READY || slot > SL_BRACERS)
        return false;
    if (inSlot(c, slot) == it.handle())
        return true;
    // What is in the slot comes off first (src/Inv.cpp, Character::Swap:
    // EV_REMOVE before EV_WIELD); a weapon held in both hands leaves both.
    // The other hand is not emptied: a weapon needing both hands is refused
    // while it holds something, as the original's.
    const Handle occupant = inSlot(c, slot);
    // One of a stack is split off to go in a slot where it works (a torch
    // of a bundle), the slot emptied first by hand; refused, it goes back
    // to the stack (src/Inv.cpp, Character::Swap).
    if (it.quantity > 1 && activeSlot(it.itemType, slot) && !inGroup(game, it, WG_THROWN)) {
        if (occupant) {
            tell(game, c, "You need to put the <hObj> somewhere else first.", occupant);
            return false;
        }
        Item& one = *game.item(game.splitOne(it));
        one.owner = c.handle();
        c.inventory.push_back(one.handle());
        throwItemEvent(game, runtimeEvent<EV_WIELD>, c, one, slot);
        if (inSlot(c, slot) == one.handle())
            return true;
        if (Item* stack = game.item(it.handle()); stack && game.item(one.handle())) {
            ++stack->quantity;
            game.deleteThing(one.handle(), "put back on its stack");
        }
        return false;
    }
    if (isWorn(c, it.handle()) && !takeOff(game, c, it))
        return false;
    if (Item* worn = game.item(occupant); worn && !takeOff(game, c, *worn))
        return false;
    throwItemEvent(game, runtimeEvent<EV_WIELD>, c, it, slot);
    return inSlot(c, slot) == it.handle();
}

int32_t answerWield(Game& game, Creature& c, EventInfo& e)
{
    Item* it = game.item(e.item);
    const int32_t slot = e.EParam;
    if (!it || it->owner != c.handle() || slot < SL_READY || slot > SL_BRACERS)
        return ABORT;
    if (isHandSlot(slot) && c.hasFlag(M_NOHANDS)) {
        tell(game, c, "You can't use that inventory slot in your current form.");
        return ABORT;
    }
    if (!activeSlot(it->itemType, slot)) {
        tell(game, c, "You cannot wield or wear that there.");
        return ABORT;
    }
    if (it->quantity > 1 && !inGroup(game, *it, WG_THROWN)) {
        tell(game, c, "You can't wield multiple items in an active slot.");     // wield() splits one off first
        return ABORT;
    }
    // One magical niche for clothes and cloak.
    const int32_t niche = slot == SL_CLOTHES ? SL_CLOAK : slot == SL_CLOAK ? SL_CLOTHES : 0;
    if (niche && it->effect)
        if (const Item* other = game.item(inSlot(c, niche)); other && other->effect) {
            tell(game, c, "You can't wear both a magical cloak and magical clothing; both occupy the same "
                          "metaphysical 'niche'.");
            return ABORT;
        }
    if (isHandSlot(slot)) {
        const Item* other = game.item(inSlot(c, slot == SL_WEAPON ? SL_READY : SL_WEAPON));
        if (other && other->itemType == rules::T_WEAPON && it->itemType == rules::T_WEAPON &&
            hasKindFlag(game, *it, WT_REACH) != hasKindFlag(game, *other, WT_REACH)) {
            tell(game, c, "You cannot wield a reach weapon along with a non-reach weapon.");
            return ABORT;
        }
    }
    if (slot == SL_ARMOUR && c.map() && object_api::threatened(game, c)) {
        tell(game, c, "You cannot put on armour while threatened by hostile creatures.");
        return ABORT;
    }
    if (slot == SL_ARMOUR && (c.hasStatus(STUCK) || c.hasStatus(PRONE))) {
        tell(game, c, "You cannot put on armour while stuck or prone.");
        return ABORT;
    }
    bool bothHands = false;
    if (isHandSlot(slot) &&
        (it->itemType == rules::T_WEAPON || it->itemType == T_BOW || it->itemType == rules::T_SHIELD)) {
        if (itemSize(game, *it, &c) > c.size + 1) {
            tell(game, c, "The <hObj> is too large for you to wield effectively.", it->handle());
            return ABORT;
        }
        if (needsBothHands(game, c, *it)) {
            if (inSlot(c, SL_WEAPON) || inSlot(c, SL_READY)) {
                tell(game, c, "You grip the <hObj> experimentally, and find you would need both hands free to "
                              "wield it well.", it->handle());
                return ABORT;
            }
            bothHands = true;
        }
    }
    if (bothHands) {
        setSlot(c, SL_WEAPON, it->handle());
        setSlot(c, SL_READY, it->handle());
    }
    setSlot(c, slot, it->handle());
    tell(game, c, "You ready the <hObj>.", it->handle());
    worn_magic::putOn(game, c, *it);
    return DONE;
}

int32_t answerRemove(Game& game, Creature& c, EventInfo& e)
{
    Item* it = game.item(e.item);
    if (!it || !isWorn(c, it->handle()))
        return ABORT;
    if (e.EParam == SL_ARMOUR && c.map() && object_api::threatened(game, c)) {
        tell(game, c, "You cannot take off armour while threatened by hostile creatures.");
        return ABORT;
    }
    if (e.EParam == SL_ARMOUR && (c.hasStatus(STUCK) || c.hasStatus(PRONE))) {
        tell(game, c, "You cannot remove armour while stuck or prone.");
        return ABORT;
    }
    // rule: src/Inv.cpp, Character::TakeOff: a cursed item in a slot where
    // it works will not come off, and the try makes its curse known.
    if (it->properties.flags & item_properties::IF_CURSED) {
        for (int32_t slot = SL_READY; slot <= SL_BRACERS; ++slot)
            if (inSlot(c, slot) == it->handle() && activeSlot(it->itemType, slot)) {
                tell(game, c, isHandSlot(slot) ? "Try as you might, you can't seem to let go of your <hObj>."
                                               : "Try as you might, you can't seem to get the <hObj> off.",
                     it->handle());
                it->known |= KN_CURSE;
                return ABORT;
            }
    }
    forget(c, it->handle());
    tell(game, c, "You take off the <hObj>.", it->handle());
    worn_magic::takeOff(game, c, *it);
    return DONE;
}

void wearStartingItem(Game& game, Creature& c, Item& it)
{
    if (isNamed(game, it, "pickaxe"))
        return;
    // One torch or lantern of a stack is lit in the light slot, the rest
    // carried (Character::GainItem's T_LIGHT case and Item::TakeOne).
    if (it.itemType == T_LIGHT) {
        if (inSlot(c, SL_LIGHT))
            return;
        Item* lit = &it;
        if (it.quantity > 1) {
            lit = game.item(game.splitOne(it));
            if (!lit)
                return;
            lit->owner = c.handle();
            c.inventory.push_back(lit->handle());
        }
        game.silence();
        const bool worn = wield(game, c, *lit, SL_LIGHT);
        game.unsilence();
        if (!worn && lit != &it) {
            forget(c, lit->handle());
            c.inventory.erase(std::remove(c.inventory.begin(), c.inventory.end(), lit->handle()), c.inventory.end());
            game.giveItem(c, *lit);     // back onto its stack
        }
        return;
    }
    std::optional<int32_t> slot = preferredSlot(c, it);
    // GainItem readies no shield, staff, rod or bow (their preferred slots
    // are none or a shoulder); a shield is readied here when the off hand is
    // free, as a character's starting kit is meant to be used.
    if (it.itemType == T_BOW || it.itemType == T_STAFF || it.itemType == T_ROD || it.itemType == T_MISSILE)
        slot.reset();
    if (!slot || inSlot(c, *slot) || (*slot == SL_READY && inSlot(c, SL_WEAPON) == inSlot(c, SL_READY) &&
                                      inSlot(c, SL_WEAPON)))
        return;
    if (it.itemType == rules::T_WEAPON && inGroup(game, it, WG_THROWN) && !inGroup(game, it, WG_DAGGERS))
        return;
    game.silence();
    wield(game, c, it, *slot);
    game.unsilence();
}

void wieldPrimaryMelee(Game& game, Creature& c)
{
    // rule: src/Create.cpp, Creature::getPrimaryMelee: the first plain melee
    // weapon, unless a weapon the character is focused in comes later; not
    // a pickaxe, a thrown weapon (daggers aside) or a magic one.
    Item* best = nullptr;
    int rating = 0;
    for (Handle carried : c.inventory) {
        Item* it = game.item(carried);
        if (!it || it->itemType != rules::T_WEAPON || isNamed(game, *it, "pickaxe") || it->effect)
            continue;
        if (inGroup(game, *it, WG_THROWN) && !inGroup(game, *it, WG_DAGGERS))
            continue;
        int r = 1;
        if (isNamed(game, *it, "cranquin"))
            r = 2;
        if (std::any_of(c.stati.begin(), c.stati.end(), [&](const StatusEffect& s) {
                return s.stati == rules::WEP_SKILL && s.effect == it->resource && s.value >= WS_FOCUSED;
            }))
            r = 3;
        if (r > rating) {
            rating = r;
            best = it;
        }
    }
    if (!best || c.weapon == best->handle() || inGroup(game, *best, WG_DAGGERS))
        return;
    game.silence();
    wield(game, c, *best, SL_WEAPON);
    game.unsilence();
}

int32_t shieldDefence(const Game& game, const Creature& c)
{
    const Item* shield = game.item(inSlot(c, SL_READY));
    if (!shield || shield->itemType != rules::T_SHIELD)
        return 0;
    const auto kind = kindOf(game, *shield);
    return (kind ? kind->defence() : 0) + item_properties::effectivePlus(*shield);
}

int32_t shieldArmour(const Game& game, const Creature& c)
{
    const Item* shield = game.item(inSlot(c, SL_READY));
    if (!shield || shield->itemType != rules::T_SHIELD)
        return 0;
    const auto kind = kindOf(game, *shield);
    return kind ? kind->armour()[0] : 0;
}

} // namespace incursion::game::equipment

namespace incursion::game {

void Equipment::save(module::ByteWriter& out) const
{
    for (world::Handle h : other)
        out.u32(h);
}

void Equipment::load(module::ByteReader& in)
{
    for (world::Handle& h : other)
        h = in.u32("worn item");
}

} // namespace incursion::game
