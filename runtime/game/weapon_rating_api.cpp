#include "game/weapon_rating_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_api.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace incursion::game::weapon_rating_api {

using api_access::creatureArgument;
using api_access::gameOf;
using api_access::itemArgument;
using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_BOW = 24, T_MISSILE = 45;
constexpr uint32_t WG_SIMPLE = 0x1, WG_THROWN = 0x100, WG_DAGGERS = 0x1000, WG_LIGHT = 0x10000;
constexpr int32_t WS_FOCUSED = 2;
constexpr int32_t WT_NO_STRENGTH = 43, WQ_MIGHTY = 43;

bool sameName(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

// One carried item with what the ratings read of it.
struct Carried {
    const Item& item;
    module::ItemView view;
    std::string_view name;      // the resource's name as the player reads it

    bool inGroup(uint32_t group) const { return (uint32_t(view.group()) & group) != 0; }
    bool named(std::string_view n) const { return sameName(name, n); }
};

// Calls `visit` for each carried item whose resource is known, in inventory order.
template <class Visit> void eachCarried(const Game& game, const Creature& c, Visit visit)
{
    for (Handle h : c.inventory)
        if (const Item* it = game.item(h))
            if (const auto view = module::view<module::ItemView>(game.resources(), it->resource))
                visit(Carried{*it, *view, map::displayName(view->name())});
}

bool isMeleeWeapon(const Carried& w)
{
    return w.item.itemType == rules::T_WEAPON && !w.named("pickaxe");
}

bool isLongBow(const Carried& w)
{
    return w.named("cranquin") || w.named("long bow") || w.named("composite long bow");
}

// rule: src/Create.cpp, Creature::rateMeleeWeapon: 1 for any melee weapon
// (not a pickaxe, not thrown), 2 for a martial one (not simple, a dagger,
// light, a knife, nor a short sword unless the race is small), 3 for one the
// creature is focused in.
int32_t rateMelee(const Game& game, const Creature& c, bool smallRace)
{
    int32_t rating = 0;
    eachCarried(game, c, [&](const Carried& w) {
        if (!isMeleeWeapon(w) || w.inGroup(WG_THROWN))
            return;
        rating = std::max(rating, 1);
        if (!w.inGroup(WG_SIMPLE) && !w.inGroup(WG_DAGGERS) && !w.inGroup(WG_LIGHT) && !w.named("knife") &&
            (!w.named("short sword") || smallRace))
            rating = std::max(rating, 2);
        if (character_api::weaponSkill(game, c, w.item.resource) >= WS_FOCUSED)
            rating = std::max(rating, 3);
    });
    return rating;
}

// rule: src/Create.cpp, Creature::rateRangedWeapon: 1 for a bow, 2 for a
// long bow or cranquin, 3 for one the creature is focused in.
int32_t rateRanged(const Game& game, const Creature& c)
{
    int32_t rating = 0;
    eachCarried(game, c, [&](const Carried& w) {
        if (w.item.itemType != T_BOW)
            return;
        rating = std::max(rating, isLongBow(w) ? 2 : 1);
        if (character_api::weaponSkill(game, c, w.item.resource) >= WS_FOCUSED)
            rating = 3;
    });
    return rating;
}

// The first carried weapon of the best rating: `rate` gives 1 or 2 (0 leaves
// the weapon out), and a weapon the creature is focused in rates 3.
template <typename Rate>
Handle firstOfBestRating(const Game& game, const Creature& c, Rate rate)
{
    int32_t best = 0;
    Handle chosen = world::kNoObject;
    eachCarried(game, c, [&](const Carried& w) {
        int32_t rating = rate(w);
        if (rating == 0)
            return;
        if (character_api::weaponSkill(game, c, w.item.resource) >= WS_FOCUSED)
            rating = 3;
        if (rating > best) {
            best = rating;
            chosen = w.item.handle();
        }
    });
    return chosen;
}

// rule: src/Create.cpp, Creature::getPrimaryMelee: the first plain (not
// magical) melee weapon of the best rating: a thrown one only if a dagger;
// the original rates 2 by the long bows' names here, which no melee weapon
// bears, so the first qualifying weapon wins unless one is focused.
Handle primaryMelee(const Game& game, const Creature& c)
{
    return firstOfBestRating(game, c, [](const Carried& w) {
        if (!isMeleeWeapon(w) || (w.inGroup(WG_THROWN) && !w.inGroup(WG_DAGGERS)) || w.item.effect)
            return 0;
        return isLongBow(w) ? 2 : 1;
    });
}

// rule: src/Create.cpp, Creature::getPrimaryRanged: the first plain bow of
// the best rating: 2 for one that is not simple, a dagger or light, 3 for
// one the creature is focused in.
Handle primaryRanged(const Game& game, const Creature& c)
{
    return firstOfBestRating(game, c, [](const Carried& w) {
        if (w.item.itemType != T_BOW || w.item.effect)
            return 0;
        return !w.inGroup(WG_SIMPLE) && !w.inGroup(WG_DAGGERS) && !w.inGroup(WG_LIGHT) ? 2 : 1;
    });
}

bool smallRace(const Game& game, const Creature& c)
{
    constexpr int32_t SZ_SMALL = 3, M_HUMANOID = 1;
    const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
    return monster && monster->size() <= SZ_SMALL && monster->hasFlag(M_HUMANOID);
}

int32_t rateMeleeCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? rateMelee(*gameOf(call), *c, smallRace(*gameOf(call), *c)) : 0;
}

int32_t rateRangedCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? rateRanged(*gameOf(call), *c) : 0;
}

int32_t primaryMeleeCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int32_t(primaryMelee(*gameOf(call), *c)) : 0;
}

int32_t primaryRangedCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? int32_t(primaryRanged(*gameOf(call), *c)) : 0;
}

// rule: src/Item.cpp, Weapon::useStrength: a weapon adds its wielder's
// Strength unless it is made not to (a crossbow), or is mighty; other
// items never do.
int32_t useStrength(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    if (it->itemType != rules::T_WEAPON && it->itemType != T_BOW && it->itemType != T_MISSILE)
        return 0;
    const auto view = module::view<module::ItemView>(gameOf(call)->resources(), it->resource);
    return !(view && view->hasFlag(WT_NO_STRENGTH)) || item_properties::hasQuality(*it, WQ_MIGHTY);
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8;
    const ValueType handle = ValueType::Object;
    api.push_back(member(kCreature, "rateMeleeWeapon", i8, {}, &rateMeleeCall));
    api.push_back(member(kCreature, "rateRangedWeapon", i8, {}, &rateRangedCall));
    api.push_back(member(kCreature, "getPrimaryMelee", handle, {}, &primaryMeleeCall));
    api.push_back(member(kCreature, "getPrimaryRanged", handle, {}, &primaryRangedCall));
    api.push_back(member(kItem, "useStrength", ValueType::Bool, {}, &useStrength));
}

} // namespace incursion::game::weapon_rating_api
