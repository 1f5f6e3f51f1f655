// What a monster does on its turn. It weighs candidate actions with
// priorities (drink a healing potion or heal an ally when hurt, cast at a
// target in sight, attack an adjacent enemy, flee, move) and moves by a sum
// of gravities: enemies it perceives attract it, more strongly when near;
// where it last perceived one still attracts it; without either it wanders
// towards a random point, following walls when blocked; hurt or afraid, its
// enemies repel it instead. README.md ("Monster AI") has the numbers.
#pragma once

#include <cstdint>
#include <string>

namespace incursion::game {

class Creature;
class Game;

// What the monster chose, for tests and the entity inspector.
enum class MonsterAction : uint8_t {
    Wait, Attack, Approach, Flee, Wander, DrinkPotion, CastSpell, HealAlly,
};
std::string_view monsterActionName(MonsterAction action);

struct MonsterTurn {
    MonsterAction action = MonsterAction::Wait;
    uint32_t cost = 0;          // ticks of a standard action scaled: what the queue charges
};

// Decides and performs the monster's action.
MonsterTurn takeMonsterTurn(Game& game, Creature& monster);

} // namespace incursion::game
