// A step as the original's scripts see it, the player's and a monster's:
// EV_MOVE is thrown with the step's direction (isDir, EDir in the original's
// numbering: NORTH 0, SOUTH 1, EAST 2, WEST 3, NORTHEAST 4 ...) beside its
// target cell, and a handler that writes EDir turns the step (src/Player.cpp
// and src/Monster.cpp ThrowDir(EV_MOVE); src/Move.cpp Creature::Walk takes
// tx, ty from e.EDir after the handlers).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_command.h"

#include <QtTest>

namespace tst_player_step {

using namespace incursion;

namespace {

// Directions as this runtime's commands number them (clockwise from north).
constexpr int kEast = 2, kSouth = 4;

const std::string kWorld = R"(
#define NORTH 0
#define SOUTH 1
#define EAST 2
#define TF_SPECIAL 5
#define NULL_OBJ ((hObj)0)

// Tells the step's EDir through the player's hit points, and turns a step
// east into one south (a grid bug's handler turns its diagonals the same way).
Terrain "slide" { Image: cyan '.'; Flags: TF_SPECIAL;
    On Event EV_MOVE {
      EPlayer->cHP = 100 + e.EDir;
      if (e.EDir == EAST && e.isDir)
        e.EDir = SOUTH;
      return NOTHING;
      };
  }
#define NORTHWEST 5
#define M_HOSTILE 55
// Moves as a grid bug does (lib/mon4.irh): never diagonally. Tells the
// direction it was asked through its hit points.
Monster "grid walker" : MA_ANIMAL
  { Image: magenta 'x'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_BITE for 1d1 AD_PIERCE; Flags: M_HOSTILE;
    On Event EV_MOVE {
      EActor->cHP = 100 + e.EDir;
      if (e.EDir == NORTHWEST)
        e.EDir = NORTH;
      return NOTHING;
      };
  }
// A step onto it is told its direction and goes on as asked.
Terrain "marker" { Image: blue '.'; Flags: TF_SPECIAL;
    On Event EV_MOVE { EPlayer->cHP = 200 + e.EDir; return NOTHING; };
  }
)";

struct Place {
    int x = 0, y = 0;
};

// Clears the cells east and south of the player to plain floor, so the test
// decides what lies there; (-1, -1) if someone stands there.
Place openAround(game::Game& g)
{
    map::Map& m = g.level().map();
    const Place p{g.player().x, g.player().y};
    const map::TerrainType floor{*g.resources().find("floor"), 0};
    for (int d : {kEast, kSouth}) {
        const int x = p.x + game::kDirectionX[d], y = p.y + game::kDirectionY[d];
        m.setTerrain(x, y, floor);
        if (g.creatureAt(x, y))
            return {-1, -1};    // random population is off: nobody should be there
    }
    return p;
}

} // namespace

class PlayerStepTest : public QObject {
    Q_OBJECT

private slots:
    void scriptNumbersAreTheOriginals()
    {
        // src/Defines.h (inc/Defines.h): NORTH 0, SOUTH 1, EAST 2, WEST 3,
        // NORTHEAST 4, NORTHWEST 5, SOUTHEAST 6, SOUTHWEST 7.
        QCOMPARE(game::kScriptDirection[0], 0);
        QCOMPARE(game::kScriptDirection[kSouth], 1);
        QCOMPARE(game::kScriptDirection[kEast], 2);
        QCOMPARE(game::kScriptDirection[6], 3);     // west
        QCOMPARE(game::kScriptDirection[1], 4);     // north-east
        QCOMPARE(game::kScriptDirection[7], 5);     // north-west
        QCOMPARE(game::kScriptDirection[3], 6);     // south-east
        QCOMPARE(game::kScriptDirection[5], 7);     // south-west
    }

    void moveTellsItsDirection()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Place from = openAround(g);
        QVERIFY(from.x >= 0);
        g.level().map().setTerrain(from.x, from.y + 1, map::TerrainType{*g.resources().find("marker"), 0});

        QVERIFY(g.perform(game::PlayerCommand::move(kSouth)));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.player().hp, 200 + 1);  // SOUTH, not this runtime's 4
        QCOMPARE(g.player().x, from.x);
        QCOMPARE(g.player().y, from.y + 1);
    }

    void handlerTurnsTheStep()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Place from = openAround(g);
        QVERIFY(from.x >= 0);
        g.level().map().setTerrain(from.x + 1, from.y, map::TerrainType{*g.resources().find("slide"), 0});

        QVERIFY(g.perform(game::PlayerCommand::move(kEast)));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.player().hp, 100 + 2);  // the handler saw EAST
        // Walk went the way the handler left EDir: south, and asked no one again.
        QCOMPARE(g.player().x, from.x);
        QCOMPARE(g.player().y, from.y + 1);
    }

    void monsterStepIsToldAndTurned()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        map::Map& m = g.level().map();
        const int px = g.player().x, py = g.player().y;
        // An open square south-east of the player, the walker at its far corner.
        const map::TerrainType floor{*g.resources().find("floor"), 0};
        for (int y = py; y <= py + 3; ++y)
            for (int x = px; x <= px + 3; ++x)
                if (m.contains(x, y))
                    m.setTerrain(x, y, floor);
        QVERIFY(m.contains(px + 3, py + 3));
        QVERIFY(!g.creatureAt(px + 3, py + 3));
        const world::Handle walker = g.spawnMonster(*g.resources().find("grid walker"), px + 3, py + 3);
        QVERIFY(walker != world::kNoObject);

        // Its way to the player is north-west; the handler turns it north.
        for (int turn = 0; turn < 3 && g.creature(walker)->hp < 100; ++turn) {
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
            g.advance();
        }
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::Creature& it = *g.creature(walker);
        QCOMPARE(it.hp, 100 + 5);   // asked NORTHWEST, the original's 5
        QCOMPARE(it.x, px + 3);     // went north instead
        QCOMPARE(it.y, py + 2);
    }
};

INCURSION_TEST_MAIN(PlayerStepTest)
#include "tst_player_step.moc"
} // namespace tst_player_step
