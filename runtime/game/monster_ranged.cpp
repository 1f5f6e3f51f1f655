#include "game/monster_ranged.h"

#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_kind.h"
#include "game/ranged_attack.h"
#include "game/rules.h"
#include "map/line_of_fire.h"

namespace incursion::game::ranged {

namespace {

// The original's action priorities (inc/Defines.h): each is that many chances.
constexpr int32_t P_LOW = 3, P_MODERATE = 4, P_HIGH = 5, P_URGENT = 6;

// The item a monster throws: the first it carries of WG_THROWN, not a bow,
// and not the weapon in its hand unless that is no melee weapon.
// rule: src/Monster.cpp, Monster::ChooseAction (ACT_THROW: Group & WG_THROWN)
Item* thrownWeapon(Game& game, const Creature& monster)
{
    for (const world::Handle carried : throwables(game, monster)) {
        Item* it = game.item(carried);
        const auto kind = it ? item_kind::kindOf(game, *it) : std::nullopt;
        if (!kind || !(kind->group() & WG_THROWN))
            continue;
        if (carried == monster.weapon && !kind->hasFlag(rules::WT_NO_MELEE))
            continue;
        return it;
    }
    return nullptr;
}

} // namespace

std::optional<MonsterTurn> monsterShoots(Game& game, Creature& monster, Creature& target)
{
    // rule: src/Monster.cpp, Monster::ChooseAction (!isAfraid && !inMelee &&
    // rtarg && LineOfFire; ACT_RATTACK, ACT_LOADXBOW, ACT_THROW, ACT_MOVE)
    if (monster.hasStatus(rules::AFRAID))
        return std::nullopt;
    Item* launcher = launcherOf(game, monster);
    Item* ammunition = nullptr;
    if (launcher) {
        const std::vector<world::Handle> carried = ammunitionFor(game, monster, *launcher);
        ammunition = carried.empty() ? nullptr : game.item(carried.front());
    }
    const int32_t bowChances = !ammunition ? 0 : needsCocking(game, *launcher) ? P_MODERATE : P_HIGH;
    Item* thrown = thrownWeapon(game, monster);
    const int32_t throwChances = thrown ? P_HIGH : 0;
    if (bowChances + throwChances == 0 || !map::lineOfFire(game.level().map(), monster.x, monster.y, target.x, target.y))
        return std::nullopt;
    const int32_t moveChances = game.randomBelow(5) == 0 ? P_URGENT : P_LOW;
    const int32_t pick = game.randomBelow(bowChances + throwChances + moveChances);
    if (pick >= bowChances + throwChances)
        return std::nullopt;
    if (pick < bowChances) {
        if (needsCocking(game, *launcher)) {
            const uint32_t spent = loadCrossbow(game, monster, *launcher);
            if (!spent)
                return std::nullopt;
            return MonsterTurn{MonsterAction::LoadCrossbow, spent};
        }
        const uint32_t cost = shotCost(game, launcher, *ammunition);
        if (rangedAttack(game, monster, launcher, *ammunition, Aim{target.handle()}) == ABORT)
            return std::nullopt;
        return MonsterTurn{MonsterAction::Shoot, cost};
    }
    const uint32_t cost = shotCost(game, nullptr, *thrown);
    if (rangedAttack(game, monster, nullptr, *thrown, Aim{target.handle()}) == ABORT)
        return std::nullopt;
    return MonsterTurn{MonsterAction::Throw, cost};
}

} // namespace incursion::game::ranged
