#include "game/monster_ai.h"

#include "game/combat.h"
#include "game/game.h"
#include "game/turn_queue.h"

#include <algorithm>

namespace incursion::game {

std::string_view monsterActionName(MonsterAction action)
{
    switch (action) {
    case MonsterAction::Wait: return "wait";
    case MonsterAction::Attack: return "attack";
    case MonsterAction::Approach: return "approach";
    case MonsterAction::Flee: return "flee";
    case MonsterAction::Wander: return "wander";
    case MonsterAction::DrinkPotion: return "drink a potion";
    case MonsterAction::CastSpell: return "cast a spell";
    case MonsterAction::HealAlly: return "heal an ally";
    }
    return "unknown";
}

MonsterTurn takeMonsterTurn(Game& game, Creature& monster)
{
    MonsterTurn turn{MonsterAction::Wait, kStandardActionCost};
    if (monster.attitude != Attitude::Hostile)
        return turn;
    Creature& target = game.player();
    const int dx = target.x - monster.x;
    const int dy = target.y - monster.y;
    if (std::max(std::abs(dx), std::abs(dy)) == 1) {
        meleeAttack(game, monster, target);
        turn.action = MonsterAction::Attack;
        return turn;
    }
    if (!game.canSee(monster, target.x, target.y))
        return turn;
    const int x = monster.x + (dx > 0) - (dx < 0);
    const int y = monster.y + (dy > 0) - (dy < 0);
    if (!game.level().map().solid(x, y) && !game.creatureAt(x, y)) {
        game.moveCreature(monster, x, y);
        turn.action = MonsterAction::Approach;
    }
    return turn;
}

} // namespace incursion::game
