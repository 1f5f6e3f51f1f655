// getMaxDepth(dID) (game/max_depth_api.h): the deepest level of a dungeon
// the player has reached, kept when the player climbs back up; 0 for a
// dungeon never entered; asked of a monster, a clear error (rule:
// inc/Creature.h, Player::getMaxDepth and its MaxDepths; lib's Goblin
// Caves ask it before the player rests in the hamlet).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include <QtTest>

namespace tst_max_depth {

using namespace incursion;
using world::Handle;

namespace {

const std::string kWorld = R"(
Dungeon "Other Depths" { Constants: * LEVEL_SIZEX 64, * LEVEL_SIZEY 64, * DUN_DEPTH 5; }
Monster "sage" : MA_GOBLINOID
  { Image: white 's'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_TALK) {
      e.vVal = EActor->getMaxDepth($"Test Depths") * 10 + EActor->getMaxDepth($"Other Depths");
      return DONE;
      };
    On Event EVICTIM(EV_GREET) {
      e.vVal = EVictim->getMaxDepth($"Test Depths");
      return DONE;
      }; }
)";

int32_t maxDepths(game::Game& g)
{
    const Handle sage = test::spawnNextToPlayer(g, "sage");
    const int32_t answer = test::ask(g, game::EV_TALK, sage).vVal;
    g.deleteThing(sage, "asked");
    return answer;
}

} // namespace

class MaxDepthTest : public QObject {
    Q_OBJECT

private slots:
    void theDeepestLevelReached()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        QCOMPARE(maxDepths(g), 10);
        QVERIFY(g.goToLevel(3));
        QCOMPARE(maxDepths(g), 30);
        QVERIFY(g.goToLevel(1));
        QCOMPARE(maxDepths(g), 30);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    void aMonsterHasNone()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle sage = test::spawnNextToPlayer(g, "sage");
        test::ask(g, game::EV_GREET, sage);
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors().front().find("is not the player") != std::string::npos, test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(MaxDepthTest)
#include "tst_max_depth.moc"
} // namespace tst_max_depth
