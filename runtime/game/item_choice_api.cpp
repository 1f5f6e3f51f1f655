#include "game/item_choice_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/item_properties.h"
#include "game/resource_query_api.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <vector>

namespace incursion::game::item_choice_api {

using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t PUR_STAPLE = 13, PUR_MUNDANE = 16, PUR_MINOR = 18, PUR_MAJOR = 19, PUR_CRAFT = 20,
                  PUR_LISTING = 100;
constexpr int32_t IT_STAPLE = 10, IT_MAGICAL = 14;
constexpr int32_t T_BOOK = 22, T_COIN = 29;
constexpr int32_t MAT_MITHRIL = 17, MAT_ADAMANT = 18, MAT_DARKWOOD = 29, MAT_FORCE = 30, MAT_IRONWOOD = 35;

bool fits(const module::ItemView& item, int32_t purpose, int32_t minLevel, int32_t maxLevel, int32_t type)
{
    const int32_t itemType = item.itemType();
    if (type > 0 && itemType != type)
        return false;
    if (item.hasFlag(rules::IT_NOGEN))
        return false;
    // Level codes (LEVEL_1PER1 ...) read at character level 0, spec 1 for
    // the top and 5 for the bottom, as the original compares them.
    if (resource_query_api::levelAdjust(item.level(), 0, 1).value_or(item.level()) > maxLevel)
        return false;
    if (resource_query_api::levelAdjust(item.level(), 0, 5).value_or(item.level()) < minLevel)
        return false;
    if (purpose == PUR_STAPLE && !item.hasFlag(IT_STAPLE))
        return false;
    if ((purpose == PUR_MUNDANE || purpose == PUR_MINOR || purpose == PUR_MAJOR) && item.hasFlag(IT_MAGICAL))
        return false;
    if (purpose == PUR_MINOR || purpose == PUR_MAJOR) {
        if (itemType == T_BOOK)
            return false;
        if (purpose == PUR_MINOR && !item_properties::isOrganicMaterial(item.material()))
            return false;
    }
    if (purpose == PUR_CRAFT) {
        for (int32_t t : {T_BOOK, T_COIN, rules::T_TOOL, rules::T_FOOD})
            if (itemType == t)
                return false;
        for (int32_t m : {MAT_FORCE, MAT_ADAMANT, MAT_MITHRIL, MAT_DARKWOOD, MAT_IRONWOOD})
            if (item.material() == m)
                return false;
    }
    return true;
}

// GetItemID(pur, minlev, maxlev, IType = -1): rule: src/Res.cpp,
// Game::GetItemID: uniformly among the items that fit; 0 for none. The
// original tested the magic of mundane, minor and major items on the effect
// of the same index (QEff[i]), an unrelated resource; here the item's own
// IT_MAGICAL is tested (a kept difference, kept_differences.cpp).
int32_t getItemId(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    int32_t purpose = int16_t(call.arg(1));
    if (purpose >= PUR_LISTING)
        purpose -= PUR_LISTING;
    return int32_t(chooseItem(*game, purpose, int8_t(call.arg(2)), int8_t(call.arg(3)), int8_t(call.arg(4))));
}

} // namespace

ResourceId chooseItem(Game& game, int32_t purpose, int32_t minLevel, int32_t maxLevel, int32_t type)
{
    std::vector<ResourceId> candidates;
    for (ResourceId id : game.resources().resources(module::kindBit(core::ResourceKind::Item)))
        if (fits(*module::view<module::ItemView>(game.resources(), id), purpose, minLevel, maxLevel, type))
            candidates.push_back(id);
    if (candidates.empty())
        return 0;
    return candidates[size_t(game.randomBelow(int32_t(candidates.size())))];
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8;
    api.push_back(member(kGame, "GetItemID", ValueType::Resource,
                         {param(ValueType::Int16, "pur"), param(i8, "minlev"), param(i8, "maxlev"),
                          param(i8, "IType", -1)},
                         &getItemId));
}

} // namespace incursion::game::item_choice_api
