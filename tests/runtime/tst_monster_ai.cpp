// The monsters' AI: on a walled arena carved into the test level, a monster
// closes in on the player it sees, attacks it when adjacent, flees when
// badly hurt (unless undead), drinks a healing potion it carries, heals a
// hurt ally, casts at range, wanders on walkable cells when it perceives no
// one, heads for where it last saw the player, opens doors (animals do not),
// gets round a wall, and pays for its steps by its movement rate.
#include "support/game_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/monster_ai.h"
#include "game/rules.h"
#include "game/turn_queue.h"

#include <QtTest>

#include <set>

namespace tst_monster_ai {

using namespace incursion;
using game::MonsterAction;

namespace {

const std::string kWorld = R"(
#define AD_MAGC 8
Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 4; Hit: 1; Def: 12; Spd: 100%; Mov: 100%;
    Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE; }
Monster "slow goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 4; Hit: 1; Def: 12; Spd: 100%; Mov: 50%;
    Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE; }
Monster "skeleton" : MA_UNDEAD
  { Image: white 'z'; CR: 1; HD: 4; Hit: 1; Def: 12; Spd: 100%; Mov: 100%;
    Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE, M_MINDLESS; }
Monster "rat" : MA_ANIMAL
  { Image: brown 'r'; CR: 1; HD: 1; Hit: 0; Def: 11; Spd: 100%; Mov: 100%;
    Attk: A_BITE for 1d3 AD_PIERCE; Flags: M_HOSTILE; }
Monster "shaman" : MA_GOBLINOID
  { Image: magenta 'g'; CR: 1; HD: 2; Hit: 1; Def: 12; Mana: 20; Spd: 100%; Mov: 100%;
    Attk: A_PUNC for 1d3 AD_BLUNT; Spells: $"Mending"; Flags: M_HOSTILE; }
Monster "adept" : MA_GOBLINOID
  { Image: magenta 'g'; CR: 1; HD: 2; Hit: 1; Def: 12; Mana: 20; Spd: 100%; Mov: 100%;
    Attk: A_PUNC for 1d3 AD_BLUNT; Spells: $"Zap"; Flags: M_HOSTILE; }
Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; }
Item "potion" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
AI_POTION Effect "Healing" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 2d8+8; }
Effect "Mending" : EA_HEALING { Level: 1; Cost: 2; xval: HEAL_HP; pval: 2d4+10; }
Effect "Zap" : EA_BLAST { Level: 1; Cost: 1; xval: AD_MAGC; pval: 1d4+1; }
)";

using test::Arena;

int distance(const game::Creature& a, int x, int y)
{
    return std::max(std::abs(a.x - x), std::abs(a.y - y));
}

bool isFloor(const game::Game& g, int x, int y)
{
    return g.level().map().contains(x, y) && !g.level().map().solid(x, y);
}

} // namespace

class TestMonsterAi : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<game::Game> start(uint64_t seed = 1)
    {
        game::GameOptions options;
        options.seed = seed;
        test::TestGame t = test::startTestGame(kWorld, options);
        if (!t.game)
            qWarning("%s", qPrintable(t.errors));
        return std::move(t.game);
    }

private slots:
    void approachesTheEnemyItSees()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(12, 15);
        game::Creature& goblin = arena.spawn("goblin", 17, 15);
        const game::MonsterTurn turn = game::takeMonsterTurn(*g, goblin);
        QCOMPARE(turn.action, MonsterAction::Approach);
        QCOMPARE(distance(goblin, 12, 15), 4);
        QCOMPARE(goblin.y, 15);     // straight at it, not sideways
        QCOMPARE(turn.cost, game::kStandardActionCost);
        QCOMPARE(goblin.mind.target, g->player().handle());
        QCOMPARE(goblin.mind.lastSeenX, 12);
        // It keeps coming until adjacent, then attacks.
        for (int i = 0; i < 3; ++i)
            QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Approach);
        QCOMPARE(distance(goblin, 12, 15), 1);
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Attack);
        QCOMPARE(distance(goblin, 12, 15), 1);
    }

    void theNearerOfTwoEnemiesPullsHarder()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(11, 15);
        // An ally of the player's to the right, nearer than the player.
        game::Creature& goblin = arena.spawn("goblin", 20, 15);
        game::Creature& ally = arena.spawn("rat", 23, 15);
        ally.attitude = game::Attitude::Player;
        game::takeMonsterTurn(*g, goblin);
        QCOMPARE(goblin.x, 21);
        QCOMPARE(goblin.mind.target, ally.handle());
    }

    void peacefulMonstersAttackNoOne()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(12, 15);
        game::Creature& goblin = arena.spawn("goblin", 13, 15);
        goblin.attitude = game::Attitude::Peaceful;
        const int hp = g->player().hp;
        for (int i = 0; i < 10; ++i)
            QVERIFY(game::takeMonsterTurn(*g, goblin).action != MonsterAction::Attack);
        QCOMPARE(g->player().hp, hp);
    }

    void fleesWhenBadlyHurt()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(15, 15);
        game::Creature& goblin = arena.spawn("goblin", 17, 15);
        goblin.maxHp = 20;
        goblin.hp = 4;
        int before = distance(goblin, 15, 15);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Flee);
            QVERIFY(goblin.mind.fleeing);
            QCOMPARE(distance(goblin, 15, 15), before + 1);
            before = distance(goblin, 15, 15);
        }
        // Cornered against the wall, it turns and fights.
        arena.putPlayer(29, 15);
        goblin.mind = {};
        g->moveCreature(goblin, 30, 15);
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Flee);    // along the wall
        game::Creature& other = arena.spawn("goblin", 30, 10);
        other.maxHp = 20;
        other.hp = 4;
        arena.putPlayer(29, 11);
        g->moveCreature(other, 30, 10);     // the corner, the player at its only way out
        QCOMPARE(game::takeMonsterTurn(*g, other).action, MonsterAction::Attack);
    }

    void theUndeadAndTheAfraid()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(15, 15);
        // The mindless undead do not flee, however hurt.
        game::Creature& skeleton = arena.spawn("skeleton", 18, 15);
        skeleton.maxHp = 20;
        skeleton.hp = 1;
        QCOMPARE(game::takeMonsterTurn(*g, skeleton).action, MonsterAction::Approach);
        QCOMPARE(distance(skeleton, 15, 15), 2);
        // An unhurt goblin that is afraid flees.
        game::Creature& goblin = arena.spawn("goblin", 15, 18);
        goblin.addStatus(game::StatusEffect{game::rules::AFRAID, 0, 0, game::rules::SS_ENCH, 5});
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Flee);
        QCOMPARE(distance(goblin, 15, 15), 4);
    }

    void drinksAHealingPotionWhenHurt()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(12, 15);
        game::Creature& goblin = arena.spawn("goblin", 20, 15);
        const world::Handle potion =
            g->spawnItem(*g->resources().find("potion"), *g->resources().find("Healing"), 20, 15);
        g->giveItem(goblin, *g->item(potion));
        QCOMPARE(goblin.inventory.size(), size_t(1));
        // Unhurt, it keeps its potion.
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Approach);
        goblin.maxHp = 30;
        goblin.hp = 5;
        const game::MonsterTurn turn = game::takeMonsterTurn(*g, goblin);
        QCOMPARE(turn.action, MonsterAction::DrinkPotion);
        QCOMPARE(turn.cost, game::kStandardActionCost);
        QVERIFY(goblin.inventory.empty());
        QVERIFY(!g->item(potion));
        QVERIFY(goblin.hp >= 15);
    }

    void healsAHurtAllyInSight()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(11, 11);
        game::Creature& shaman = arena.spawn("shaman", 25, 18);
        game::Creature& goblin = arena.spawn("goblin", 20, 18);
        QCOMPARE(shaman.mana, 20);
        goblin.maxHp = 30;
        goblin.hp = 3;
        QCOMPARE(game::takeMonsterTurn(*g, shaman).action, MonsterAction::HealAlly);
        QVERIFY(goblin.hp >= 13);
        QCOMPARE(shaman.mana, 18);
        // Nobody hurt: it goes for the player instead.
        QVERIFY(game::takeMonsterTurn(*g, shaman).action != MonsterAction::HealAlly);
    }

    void castsAtAnEnemyInRange()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(12, 15);
        game::Creature& adept = arena.spawn("adept", 22, 15);
        int casts = 0;
        for (int i = 0; i < 6; ++i) {
            const int mana = adept.mana;
            const int x = adept.x;
            const MonsterAction action = game::takeMonsterTurn(*g, adept).action;
            if (action == MonsterAction::CastSpell) {
                ++casts;
                QCOMPARE(adept.mana, mana - 1);
                QCOMPARE(adept.x, x);
            } else {
                QCOMPARE(action, MonsterAction::Approach);
            }
        }
        QVERIFY(casts > 0);
        // Without mana it only walks and fights.
        adept.mana = 0;
        for (int i = 0; i < 6; ++i)
            QVERIFY(game::takeMonsterTurn(*g, adept).action != MonsterAction::CastSpell);
    }

    void wandersOnWalkableCellsWhenItPerceivesNoOne()
    {
        auto g = start(3);
        QVERIFY(g);
        Arena arena(*g);
        arena.room(40, 40, 44, 44);      // the player, shut away
        arena.putPlayer(42, 42);
        arena.room(5, 5, 30, 25);
        arena.set(15, 10, arena.wall);   // a few pillars to get round
        arena.set(16, 10, arena.wall);
        arena.set(20, 18, arena.wall);
        game::Creature& goblin = arena.spawn("goblin", 17, 15);
        std::set<std::pair<int, int>> visited;
        for (int i = 0; i < 200; ++i) {
            const MonsterAction action = game::takeMonsterTurn(*g, goblin).action;
            QVERIFY(action == MonsterAction::Wander || action == MonsterAction::Wait);
            QVERIFY(isFloor(*g, goblin.x, goblin.y));
            QCOMPARE(g->level().creatureAt(goblin.x, goblin.y), goblin.handle());
            visited.insert({goblin.x, goblin.y});
        }
        QVERIFY2(visited.size() > 40, qPrintable(QString::number(visited.size())));
        QVERIFY(goblin.mind.goalX >= 0);
    }

    void headsForWhereItLastSawThePlayer()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(40, 40, 44, 44);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(14, 12);
        game::Creature& goblin = arena.spawn("goblin", 24, 18);
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Approach);
        QCOMPARE(goblin.mind.lastSeenX, 14);
        QCOMPARE(goblin.mind.lastSeenY, 12);
        // The player vanishes (into the closed room): the goblin goes on to
        // where it saw it last, then gives up and wanders.
        arena.putPlayer(42, 42);
        int before = distance(goblin, 14, 12);
        for (int i = 0; i < 20 && before > 0; ++i) {
            QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Hunt);
            QCOMPARE(distance(goblin, 14, 12), before - 1);
            before = distance(goblin, 14, 12);
        }
        QCOMPARE(before, 0);
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Wander);
        QCOMPARE(goblin.mind.lastSeenX, -1);
        QCOMPARE(goblin.mind.target, world::kNoObject);
    }

    void getsRoundAWallToWhereItSawThePlayer()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(40, 40, 44, 44);
        arena.room(10, 10, 30, 24);
        // A wall from the top down to row 20 between the goblin and the place.
        for (int y = 10; y <= 20; ++y)
            arena.set(20, y, arena.wall);
        arena.putPlayer(42, 42);
        game::Creature& goblin = arena.spawn("goblin", 22, 14);
        goblin.mind.target = g->player().handle();
        goblin.mind.lastSeenX = 17;
        goblin.mind.lastSeenY = 14;
        int turns = 0;
        while (!(goblin.x == 17 && goblin.y == 14) && turns < 40) {
            QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Hunt);
            ++turns;
        }
        QCOMPARE(goblin.x, 17);
        QVERIFY2(turns <= 20, qPrintable(QString::number(turns)));     // the way round is 16 steps
    }

    void opensDoorsUnlessAnAnimal()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(40, 40, 44, 44);
        arena.room(10, 10, 30, 20);
        for (int y = 10; y <= 20; ++y)
            arena.set(20, y, arena.wall);
        const module::ResourceId doorResource = *g->resources().find("oak door");
        arena.set(20, 15, arena.floor);
        g->level().map().setFeature(20, 15, map::Feature{map::FeatureKind::Door, 0, doorResource});
        QVERIFY(g->level().map().solid(20, 15));
        arena.putPlayer(42, 42);
        game::Creature& goblin = arena.spawn("goblin", 21, 15);
        goblin.mind.target = g->player().handle();
        goblin.mind.lastSeenX = 15;
        goblin.mind.lastSeenY = 15;
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::OpenDoor);
        QVERIFY(!g->level().map().solid(20, 15));
        QCOMPARE(goblin.x, 21);
        QCOMPARE(game::takeMonsterTurn(*g, goblin).action, MonsterAction::Hunt);
        QCOMPARE(goblin.x, 20);

        // A rat cannot open the door: it gives up the hunt.
        g->level().map().setFeatureState(20, 15, 0);
        g->moveCreature(goblin, 25, 19);
        game::Creature& rat = arena.spawn("rat", 21, 15);
        rat.mind.target = g->player().handle();
        rat.mind.lastSeenX = 15;
        rat.mind.lastSeenY = 15;
        const MonsterAction action = game::takeMonsterTurn(*g, rat).action;
        QVERIFY(action != MonsterAction::OpenDoor);
        QVERIFY(g->level().map().solid(20, 15));
        QVERIFY(rat.x >= 21);
    }

    void stepsCostByMovementRate()
    {
        auto g = start();
        QVERIFY(g);
        Arena arena(*g);
        arena.room(10, 10, 30, 20);
        arena.putPlayer(12, 15);
        game::Creature& slow = arena.spawn("slow goblin", 20, 15);
        const game::MonsterTurn step = game::takeMonsterTurn(*g, slow);
        QCOMPARE(step.action, MonsterAction::Approach);
        QCOMPARE(step.cost, game::kStandardActionCost * 2);
        g->moveCreature(slow, 13, 15);
        const game::MonsterTurn attack = game::takeMonsterTurn(*g, slow);
        QCOMPARE(attack.action, MonsterAction::Attack);
        QCOMPARE(attack.cost, game::kStandardActionCost);
    }

    void sameSeedSameChoices()
    {
        auto run = [this](uint64_t seed) {
            auto g = start(seed);
            Arena arena(*g);
            arena.room(40, 40, 44, 44);
            arena.putPlayer(42, 42);
            arena.room(5, 5, 30, 25);
            std::vector<game::Creature*> goblins;
            for (int i = 0; i < 6; ++i)
                goblins.push_back(&arena.spawn("goblin", 8 + 3 * i, 8 + 2 * i));
            std::string trace;
            for (int turn = 0; turn < 50; ++turn) {
                for (game::Creature* goblin : goblins) {
                    game::takeMonsterTurn(*g, *goblin);
                    trace += std::to_string(goblin->x) + "," + std::to_string(goblin->y) + ";";
                }
            }
            return trace;
        };
        QCOMPARE(run(5), run(5));
        QVERIFY(run(5) != run(6));
    }
};

INCURSION_TEST_MAIN(TestMonsterAi)
#include "tst_monster_ai.moc"
} // namespace tst_monster_ai
