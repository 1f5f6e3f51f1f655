#include "game/item_wear.h"

#include "game/game.h"
#include "game/item.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "module/binary_io.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_BOW = 24, T_CORPSE = 31, T_FIGURE = 36, T_LIGHT = 44, T_MISSILE = 45, T_STAFF = 52,
                  T_STATUE = 53;
constexpr int32_t SZ_TINY = 2, IQ_FEATHERLIGHT = 76;

bool isWeaponKind(int32_t type)
{
    return type == rules::T_WEAPON || type == T_BOW || type == T_MISSILE || type == T_STAFF;
}

ItemWear freshWear(const Game& game, const Item& it)
{
    const auto view = module::view<module::ItemView>(game.resources(), it.resource);
    return view ? ItemWear::fresh(view->hitPoints(), it.itemType, view->lifespan()) : ItemWear{0, 0};
}

void writeOptional(module::ByteWriter& out, const std::optional<int32_t>& value)
{
    out.u8(value ? 1 : 0);
    if (value)
        out.i32(*value);
}

std::optional<int32_t> readOptional(module::ByteReader& in, const char* what)
{
    if (!in.flag(what))
        return std::nullopt;
    return in.i32(what);
}

} // namespace

ItemWear ItemWear::fresh(int32_t kindHitPoints, int32_t itemType, int32_t lifespan)
{
    return ItemWear{kindHitPoints, itemType == T_LIGHT ? lifespan : 0};
}

void ItemWear::save(module::ByteWriter& out) const
{
    writeOptional(out, hitPoints);
    writeOptional(out, age);
}

void ItemWear::load(module::ByteReader& in)
{
    hitPoints = readOptional(in, "item hit points");
    age = readOptional(in, "item age");
}

int32_t maximumHitPoints(const Game& game, const Item& it)
{
    const auto view = module::view<module::ItemView>(game.resources(), it.resource);
    int32_t most = (view ? view->hitPoints() : 0) + int8_t(it.plus) * 10;
    if (it.effect && int8_t(it.plus) == 0 && it.itemType != rules::T_SCROLL && it.itemType != rules::T_POTION)
        if (const auto effect = module::view<module::EffectView>(game.resources(), it.effect))
            most += effect->level() * 5;
    return most;
}

int32_t wornHitPoints(const Game& game, const Item& it)
{
    return it.wear.hitPoints ? *it.wear.hitPoints : *freshWear(game, it).hitPoints;
}

void mendHitPoints(const Game& game, Item& it, int32_t amount)
{
    it.wear.hitPoints = std::min(maximumHitPoints(game, it), wornHitPoints(game, it) + amount);
}

int32_t wornAge(const Game& game, const Item& it)
{
    return it.wear.age ? *it.wear.age : *freshWear(game, it).age;
}

int32_t itemSize(const Game& game, const Item& it, const Creature* wielder)
{
    if (it.itemType == T_CORPSE || it.itemType == T_STATUE || it.itemType == T_FIGURE)
        return rules::SZ_MEDIUM;
    const auto view = module::view<module::ItemView>(game.resources(), it.resource);
    int32_t size = view ? view->size() : rules::SZ_MEDIUM;
    // Spear and Shield makes a spear smaller too, with a shield in the
    // other hand: this runtime's creatures hold no shield there.
    if (isWeaponKind(it.itemType) && wielder && item_properties::hasQuality(it, IQ_FEATHERLIGHT))
        size = std::max(SZ_TINY, size - 1);
    return size;
}

} // namespace incursion::game
