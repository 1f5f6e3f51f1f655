#include "game/item_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/identification.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "game/item_wear.h"
#include "game/game.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <array>
#include <memory>
#include <optional>

namespace incursion::game::item_api {

using api_access::creatureArgument;
using api_access::host;
using api_access::itemArgument;
using world::Handle;

namespace {

// The original's materials and item flag (inc/Defines.h).
constexpr int32_t MAT_WOOD = 8, MAT_IRON = 11, MAT_METAL = 12, MAT_COPPER = 13, MAT_SILVER = 14, MAT_GOLD = 15,
                  MAT_PLATINUM = 16, MAT_MITHRIL = 17, MAT_ADAMANT = 18, MAT_DARKWOOD = 29, MAT_EMPTYNESS = 31,
                  MAT_IRONWOOD = 35;
constexpr int32_t IT_PLURAL = 13;
// Planes, and what puts a creature on another (inc/Defines.h).
constexpr int32_t PHASE_MATERIAL = 0, PHASE_VORTEX = 1, PHASE_ASTRAL = 2, PHASE_ETHEREAL = 3, PHASE_NEGATIVE = 5;
constexpr int32_t PHASED = 102, M_INCOR = 9, M_ASTRAL = 109, MA_VORTEX = 29, MA_SPIRIT = 53, MA_UNDEAD = 76;

std::optional<module::ItemView> resourceOf(const Game& game, const Item& it)
{
    return module::view<module::ItemView>(game.resources(), it.resource);
}

// Thing::Material (inc/Map.h: none for creatures; inc/Item.h and
// inc/Feature.h: the Item's or Feature's resource's), or 0 after a failed call.
int32_t materialOf(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const Handle handle = api_access::handleArgument(call, 0);
    if (const Item* it = game->item(handle))
        return item_properties::material(*game, *it);
    if (const FeatureObject* object = game->featureObject(handle)) {
        const map::Feature* feature = game->featureOf(*object);
        const auto view = feature ? module::view<module::FeatureView>(game->resources(), feature->resource) : std::nullopt;
        return view ? view->material() : MAT_EMPTYNESS;
    }
    if (!game->creature(handle))
        call.fail(api_access::describe(*game, handle) + " is not a thing");
    return MAT_EMPTYNESS;
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
    return int32_t(game.splitOne(*it));
}

// isMagic(): an effect or an enchantment (inc/Item.h); a weapon or armour
// whose qualities raise its level above its kind's is magic too
// (src/Item.cpp, Weapon::isMagic and Armour::isMagic).
int32_t isMagic(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    if (it->effect != 0 || it->plus != 0)
        return 1;
    const item_properties::ItemClass kind = item_properties::classOf(it->itemType);
    if (kind != item_properties::ItemClass::Weapon && kind != item_properties::ItemClass::Armour)
        return 0;
    const Game& game = *host(call).game;
    return item_properties::itemLevel(game, *it) > item_properties::baseItemLevel(game, *it);
}

// GetInherentPlus(): the enchantment of its own, without boosts (inc/Item.h).
int32_t inherentPlus(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? int8_t(it->plus) : 0;
}

int32_t setInherentPlus(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        it->plus = int8_t(call.arg(1));
    return 0;
}

// Weight(): the resource's weight per piece times the quantity; a piece of
// no weight counts half a unit (src/Item.cpp, Item::Weight).
int32_t weight(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    const std::optional<module::ItemView> view = resourceOf(*host(call).game, *it);
    const int32_t each = view ? view->weight() : 0;
    return int16_t(each ? each * it->quantity : it->quantity / 2);
}

// HasIFlag(fl): a flag of the item's resource (inc/Item.h).
int32_t hasItemFlag(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    const std::optional<module::ItemView> view = resourceOf(*host(call).game, *it);
    return view && view->hasFlag(uint8_t(call.arg(1)));
}

// MakeMagical(eID, plus): the item carries the effect (cursed as its flags
// say), and the plus when one is given (src/Item.cpp, Item::MakeMagical).
int32_t makeMagical(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    if (int32_t(call.arg(1)) > 0)
        item_properties::makeMagical(*host(call).game, *it, ResourceId(call.arg(1)));
    if (int16_t(call.arg(2)) > 0)
        it->plus = int8_t(call.arg(2));
    return 0;
}

// ChangeIID(xID): the item becomes another kind of item, with that one's
// type, look, name and full hit points; its effect, plus and quantity stay
// (src/Item.cpp).
int32_t changeResource(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    Game& game = *host(call).game;
    const ResourceId changed = ResourceId(call.arg(1));
    const std::optional<module::ItemView> view = module::view<module::ItemView>(game.resources(), changed);
    if (!view)
        return call.fail("ChangeIID: " + game.resourceName(changed) + " is not an Item");
    const std::unique_ptr<Item> model = Item::fromResource(*view, it->effect);
    it->resource = model->resource;
    it->itemType = model->itemType;
    it->glyph = model->glyph;
    it->name = model->name;
    it->wear.hitPoints = maximumHitPoints(game, *it);
    return 0;
}

// onPlane() (src/Creature.cpp): PHASED says where a creature is; else
// incorporeal ones are on the plane of their kind and all others on the
// material plane. An item is where its owner is.
int32_t plane(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const Handle handle = api_access::handleArgument(call, 0);
    const Creature* c = game->creature(handle);
    if (const Item* it = game->item(handle))
        c = game->creature(it->owner);
    else if (!c && !game->registry().find(handle))
        return call.fail(api_access::describe(*game, handle) + " is not a thing");
    if (!c)
        return PHASE_MATERIAL;
    if (const StatusEffect* phased = c->status(PHASED))
        return int16_t(phased->value);
    if (!c->hasFlag(M_INCOR))
        return PHASE_MATERIAL;
    if (c->isType(MA_SPIRIT))
        return PHASE_ETHEREAL;
    if (c->isType(MA_UNDEAD))
        return PHASE_NEGATIVE;
    if (c->hasFlag(M_ASTRAL))
        return PHASE_ASTRAL;
    if (c->isType(MA_VORTEX))
        return PHASE_VORTEX;
    return PHASE_ETHEREAL;
}

int32_t material(HostCall& call) { return int8_t(materialOf(call)); }

// src/Item.cpp, MaterialIsMetallic and MaterialIsWooden.
int32_t isMetallic(HostCall& call)
{
    switch (materialOf(call)) {
    case MAT_IRON: case MAT_COPPER: case MAT_GOLD: case MAT_SILVER: case MAT_METAL: case MAT_MITHRIL:
    case MAT_ADAMANT: case MAT_PLATINUM: return 1;
    default: return 0;
    }
}

int32_t isWooden(HostCall& call)
{
    const int32_t made = materialOf(call);
    return made == MAT_WOOD || made == MAT_IRONWOOD || made == MAT_DARKWOOD;
}

// isPlural(): a stack, or an item named as many (IT_PLURAL: "boots");
// other things are one (inc/Item.h, inc/Map.h).
int32_t isPlural(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const Item* it = game->item(api_access::handleArgument(call, 0));
    if (!it)
        return 0;
    const std::optional<module::ItemView> view = resourceOf(*game, *it);
    return it->quantity != 1 || (view && view->hasFlag(IT_PLURAL));
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
        incursion::game::makeKnown(*host(call).game, *it, uint8_t(call.arg(1)));
    return 0;
}

// SetKnown(k): exactly these bits, nothing else learnt; the qualities are
// known exactly when its magic is (inc/Item.h, QItem::SetKnown).
int32_t setKnown(HostCall& call)
{
    if (Item* it = itemArgument(call, 0)) {
        it->known = uint8_t(call.arg(1));
        it->properties.knownQualities = (it->known & kKnownMagic) ? 0xFF : 0x00;
    }
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
    incursion::game::makeKnown(game, *it, kKnownMagic);
    game.message("This must be a <hObj>!", {}, std::array{MessageArgument::ofObject(it->handle())});
    return 0;
}

// ---- blessings, curses and qualities (item_properties.h) ------------------------

namespace {

int32_t getFlags(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? int16_t(it->properties.flags) : 0;
}

int32_t setFlags(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        it->properties.flags = uint16_t(call.arg(1));
    return 0;
}

template <uint16_t Flag> int32_t hasFlag(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it && (it->properties.flags & Flag) != 0;
}

int32_t hasQuality(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it && item_properties::hasQuality(*it, int16_t(call.arg(1)));
}

int32_t qualityOK(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it && item_properties::qualityOK(*host(call).game, *it, int8_t(call.arg(1)), uint8_t(call.arg(2)));
}

// The original reports these on items that take no qualities and goes on;
// a script here gets the same words as a failed call.
int32_t failUnless(HostCall& call, const std::string& error) { return error.empty() ? 0 : call.fail(error); }

int32_t addQuality(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    return it ? failUnless(call, item_properties::addQuality(*host(call).game, *it, int8_t(call.arg(1)),
                                                             int16_t(call.arg(2))))
              : 0;
}

int32_t removeQuality(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    return it ? failUnless(call, item_properties::removeQuality(*it, int8_t(call.arg(1)))) : 0;
}

int32_t purgeQualities(HostCall& call)
{
    Item* it = itemArgument(call, 0);
    return it ? failUnless(call, item_properties::purgeQualities(*it)) : 0;
}

int32_t hardness(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? int16_t(item_properties::hardness(*host(call).game, *it, int8_t(call.arg(1)))) : 0;
}

// isGroup(gr): a weapon (bow, missile, staff) or armour (boots, gauntlets,
// shield) of any of the weapon groups `gr`; any other item is of none
// (inc/Item.h, Weapon::isGroup and Armour::isGroup over Item::isGroup).
int32_t isGroup(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    constexpr int32_t T_BOOTS = 23, T_BOW = 24, T_GAUNTLETS = 38, T_MISSILE = 45, T_STAFF = 52;
    switch (it->itemType) {
    case rules::T_WEAPON: case T_BOW: case T_MISSILE: case T_STAFF:
    case rules::T_ARMOUR: case T_BOOTS: case T_GAUNTLETS: case rules::T_SHIELD: break;
    default: return 0;
    }
    const auto view = module::view<module::ItemView>(host(call).game->resources(), it->resource);
    return view && (uint32_t(view->group()) & call.arg(1)) != 0;
}

int32_t itemLevel(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? int16_t(item_properties::itemLevel(*host(call).game, *it)) : 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16, flag = ValueType::Bool, none = ValueType::Void;
    namespace ip = item_properties;
    api.push_back(variable(kItem, "IFlags", i16, &getFlags, &setFlags));
    api.push_back(member(kItem, "isBlessed", flag, {}, &hasFlag<ip::IF_BLESSED>));
    api.push_back(member(kItem, "isCursed", flag, {}, &hasFlag<ip::IF_CURSED>));
    api.push_back(member(kItem, "HasQuality", flag, {param(i16, "q")}, &hasQuality));
    api.push_back(member(kItem, "QualityOK", flag, {param(i8, "q"), param(ValueType::UInt8, "lv", 200)}, &qualityOK));
    api.push_back(member(kItem, "AddQuality", none, {param(i8, "q"), param(i16, "param", 0)}, &addQuality));
    api.push_back(member(kItem, "RemoveQuality", none, {param(i8, "q")}, &removeQuality));
    api.push_back(member(kItem, "PurgeAllQualities", none, {}, &purgeQualities));
    api.push_back(member(kItem, "ItemLevel", i16, {}, &itemLevel));
    api.push_back(member(kItem, "Hardness", i16, {param(i8, "DType")}, &hardness));
    api.push_back(member(kItem, "isGroup", flag, {param(ValueType::Int32, "gr")}, &isGroup));
}

} // namespace incursion::game::item_api
