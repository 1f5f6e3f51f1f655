// FindOpenAreas(r, Flags) and GetOpenXY() (game/open_areas_api.h): the open
// cells of a rectangle, trees only when FOA_TREES_ONLY asks (lib's Tree
// Stride), none where every cell is taken, and one drawn at random
// (rule: src/MakeLev.cpp, Map::FindOpenAreas and Map::GetOpenXY).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include <QtTest>

namespace tst_open_areas {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define TF_TREE 15
#define FOA_TREES_ONLY 0x0080
Terrain "oak tree" { Image: green '%'; Flags: TF_TREE; }
Monster "ranger" : MA_GOBLINOID
  { Image: green 'r'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_TALK) {
      Rect r; uint16 xy;
      r@x1 = e.EXVal - 2; r@x2 = e.EXVal + 2;
      r@y1 = e.EYVal - 2; r@y2 = e.EYVal + 2;
      e.isHit = EMap->FindOpenAreas(r, e.vVal);
      xy = EMap->GetOpenXY();
      e.vMag = xy;
      return DONE;
      }; }
)";

} // namespace

class OpenAreasTest : public QObject {
    Q_OBJECT

private slots:
    void treesOnlyFindsTheTree()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Handle ranger = place(g, "ranger", a->start.x + 8, a->start.y);
        const int tx = a->start.x + 10, ty = a->start.y + 1;
        map::Map& m = g.level().map();
        const auto tree = module::view<module::TerrainView>(g.resources(), idOf(g, "oak tree"));
        QVERIFY(tree);
        m.setTerrain(tx, ty, map::terrainTypeOf(*tree));

        game::EventInfo e;
        e.event = game::EV_TALK;
        e.actor = g.player().handle();
        e.victim = ranger;
        e.EXVal = int16_t(tx);
        e.EYVal = int16_t(ty);
        e.vVal = 0x0080;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QCOMPARE(e.vMag, tx + 256 * ty);

        // Without the flag: the floor around it, never a cell someone stands on.
        e.vVal = 0;
        e.isHit = false;
        g.throwEvent(e);
        QVERIFY(e.isHit);
        const int x = e.vMag % 256, y = e.vMag / 256;
        QVERIFY(std::abs(x - tx) <= 2 && std::abs(y - ty) <= 2);
        QCOMPARE(g.level().creatureAt(x, y), world::kNoObject);
    }
};

INCURSION_TEST_MAIN(OpenAreasTest)
#include "tst_open_areas.moc"
} // namespace tst_open_areas
