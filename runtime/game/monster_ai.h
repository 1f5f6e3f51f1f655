// What a monster does on its turn. It weighs candidate actions with
// priorities (drink a healing potion or heal an ally when hurt, flee when
// badly hurt or afraid, cast at an enemy in sight, attack an adjacent enemy)
// and otherwise moves by a sum of gravities: enemies it perceives attract it,
// more strongly when near; where it last perceived its target still attracts
// it; without either it wanders towards a random point, following walls when
// blocked; fleeing, its enemies repel it instead. README.md ("Monster AI")
// has the numbers.
#pragma once

#include <cstdint>
#include <string_view>

namespace incursion::game {

class Creature;
class Game;

// What the monster chose, for tests and the entity inspector.
enum class MonsterAction : uint8_t {
    Wait,
    Attack,         // melee at an adjacent enemy
    Approach,       // a step towards the enemies it perceives
    Hunt,           // a step towards where it last perceived its target
    Flee,           // a step away from the enemies it perceives
    Wander,         // a step towards its wander goal
    OpenDoor,
    DrinkPotion,
    CastSpell,      // an attack spell (or a summoning) at an enemy
    HealAlly,       // a healing spell on itself or an ally
    Shoot,          // a missile from its bow at an enemy at range (monster_ranged.h)
    Throw,          // a thrown weapon at an enemy at range
    LoadCrossbow,   // cranks its crossbow before it fires
    SpecialAttack,  // a breath weapon or a trip (special_attacks.h)
};
std::string_view monsterActionName(MonsterAction action);

struct MonsterTurn {
    MonsterAction action = MonsterAction::Wait;
    uint32_t cost = 0;          // ticks of a standard action scaled: what the queue charges
};

// Decides and performs the monster's action. Deterministic: its only
// chance is the game's (randomBelow), and it reads creatures in the order
// they joined the level.
MonsterTurn takeMonsterTurn(Game& game, Creature& monster);

} // namespace incursion::game
