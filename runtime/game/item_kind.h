// What an item's kind (its Item resource) says of it: the resource's view,
// its flags (IT_*, WT_*) and weapon groups (WG_*), for the rules that ask
// (equipment.cpp, ranged_attack.cpp).
#pragma once

#include "game/game.h"
#include "game/item.h"
#include "module/resource_views.h"

#include <cstdint>
#include <optional>

namespace incursion::game::item_kind {

inline std::optional<module::ItemView> kindOf(const Game& game, const Item& it)
{
    return module::view<module::ItemView>(game.resources(), it.resource);
}

inline bool hasKindFlag(const Game& game, const Item& it, int32_t flag)
{
    const auto kind = kindOf(game, it);
    return kind && kind->hasFlag(flag);
}

inline bool inGroup(const Game& game, const Item& it, int32_t group)
{
    const auto kind = kindOf(game, it);
    return kind && (kind->group() & group) != 0;
}

} // namespace incursion::game::item_kind
