#include "game/effect_item_target.h"

#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

namespace {

// EV_ISTARGET's CANNOT_CAST_IT (-1, which the dispatcher reads as ERROR).
constexpr int32_t kCannotCastIt = -1;
constexpr int32_t kTargetBits = rules::Q_DIR | rules::Q_LOC | rules::Q_TAR | rules::Q_INV;

} // namespace

bool targetsCarriedItem(const Game& game, module::ResourceId effect)
{
    const auto view = module::view<module::EffectView>(game.resources(), effect);
    return view && (view->values().qval & kTargetBits) == rules::Q_INV;
}

bool itemIsTarget(Game& game, EventInfo use, world::Handle item)
{
    const Item* it = game.item(item);
    const auto view = module::view<module::EffectView>(game.resources(), use.eID);
    if (!it || !view || !view->hasFlag(rules::EF_AFFECTS_ITEMS))
        return false;
    use.event = runtimeEvent<EV_ISTARGET>;
    use.victim = item;
    const int32_t answer = game.events().askResource(use.eID, use);
    if (answer == kCannotCastIt || answer == ABORT)
        return false;
    return !view->hasFlag(rules::EF_LIM_ITYPE) || it->itemType == use.tval;
}

std::vector<world::Handle> suitableItems(Game& game, const Creature& holder, module::ResourceId effect)
{
    // A copy: a script answering may change the pack.
    const std::vector<world::Handle> pack = holder.inventory;
    std::vector<world::Handle> suitable;
    for (world::Handle carried : pack) {
        if (!game.item(carried))
            continue;
        // Every participant is the item, as the original's ThrowEff(EV_RATETARG, eID, it, it, it, it).
        EventInfo e;
        e.event = runtimeEvent<EV_RATETARG>;
        for (int32_t i = 0; i < 4; ++i)
            e.setParticipant(i, carried);
        e.eID = effect;
        e.map = game.level().handle();
        if (game.throwEvent(e) != ABORT)
            suitable.push_back(carried);
    }
    return suitable;
}

std::optional<world::Handle> askItemTarget(Game& game, const Creature& player, module::ResourceId effect)
{
    const std::vector<world::Handle> suitable = suitableItems(game, player, effect);
    if (suitable.empty()) {
        game.prompts().show(kNothingSuitable);
        return std::nullopt;
    }
    MenuRequest request;
    request.title = "Choose an item:";
    request.escapable = true;
    for (world::Handle carried : suitable)
        request.options.push_back({game.nameOf(*game.item(carried)), int32_t(request.options.size()), {}});
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= suitable.size() || !game.item(suitable[*chosen]))
        return std::nullopt;
    return suitable[*chosen];
}

world::Handle monsterItemTarget(Game& game, const Creature& user, const Creature* aimedAt, module::ResourceId effect,
                                int32_t casterLevel)
{
    const auto view = module::view<module::EffectView>(game.resources(), effect);
    if (!view)
        return world::kNoObject;
    const Creature& holder = aimedAt ? *aimedAt : user;
    const module::EffectValues first = view->values();
    const bool armour = view->hasFlag(rules::EF_LIM_ITYPE) && first.tval == rules::T_ARMOUR;
    const world::Handle chosen = armour ? holder.bodyArmour : holder.weapon;
    if (!game.item(chosen))
        return world::kNoObject;
    EventInfo use;
    use.actor = user.handle();
    use.eID = effect;
    use.map = game.level().handle();
    use.efNum = 0;
    use.eval = int8_t(first.archetype);
    use.aval = int8_t(first.aval);
    use.tval = int8_t(first.tval);
    use.qval = int8_t(first.qval);
    use.vCasterLev = int8_t(std::clamp(casterLevel, 0, 127));
    return itemIsTarget(game, use, chosen) ? chosen : world::kNoObject;
}

} // namespace incursion::game
