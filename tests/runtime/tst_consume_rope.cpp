// ConsumeRope(feet) (game/rope_api.h): the length a use needs taken from
// the pack, 5 feet a unit of rope, a longer rope cut and the rest kept; the
// player told when no rope is long enough (rule: src/Creature.cpp,
// Creature::ConsumeRope; lib's Rope Trick needs 15 feet).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include <QtTest>

namespace tst_consume_rope {

using namespace incursion;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define IT_ROPE 15
#define T_TOOL 56
#define NULL_OBJ ((hObj)0)

Item "silk rope" : T_TOOL { Image: brown '&'; Level: 1; Weight: 1; Flags: IT_ROPE; }
Item "stone" : T_FOOD { Image: white '*'; Level: 1; Weight: 1; }
Monster "rigger" : MA_GOBLINOID
  { Image: green 'r'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_TALK) {
      hObj h;
      h = EActor->ConsumeRope(e.vVal);
      SetEItem(e, h);
      e.isHit = h != NULL_OBJ && h->m == NULL_OBJ;
      return DONE;
      }; }
)";

Handle giveRope(game::Game& g, int units)
{
    game::Creature& self = g.player();
    const Handle made = g.spawnItem(*g.resources().find("silk rope"), 0, self.x, self.y, units);
    return g.giveItem(self, *g.item(made));
}

} // namespace

class ConsumeRopeTest : public QObject {
    Q_OBJECT

private slots:
    void aLongerRopeIsCut()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle rope = giveRope(g, 6);
        const Handle rigger = test::spawnNextToPlayer(g, "rigger");
        const game::EventInfo e = test::ask(g, game::EV_TALK, rigger, {.vVal = 15});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(e.item && e.item != rope);
        QCOMPARE(g.item(e.item)->quantity, 3);      // 15 feet
        QCOMPARE(g.item(rope)->quantity, 3);        // 15 feet left in the pack
        QCOMPARE(g.item(rope)->owner, g.player().handle());
    }

    void noRopeLongEnough()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle rigger = test::spawnNextToPlayer(g, "rigger");
        game::EventInfo e = test::ask(g, game::EV_TALK, rigger, {.vVal = 15});
        QVERIFY(!e.isHit);
        QCOMPARE(g.log().back().text(), std::string("You don't have any rope."));
        giveRope(g, 2);
        e = test::ask(g, game::EV_TALK, rigger, {.vVal = 15});
        QVERIFY(!e.isHit);
        QCOMPARE(g.log().back().text(), std::string("You don't have enough contiguous rope."));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(ConsumeRopeTest)
#include "tst_consume_rope.moc"
} // namespace tst_consume_rope
