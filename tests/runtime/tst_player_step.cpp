// The player's step as the original's scripts see it: EV_MOVE is thrown with
// the step's direction (isDir, EDir in the original's numbering: NORTH 0,
// SOUTH 1, EAST 2, WEST 3, NORTHEAST 4 ...) beside its target cell, and a
// handler that writes EDir turns the step (src/Player.cpp ThrowDir(EV_MOVE),
// src/Move.cpp Creature::Walk takes tx, ty from e.EDir after the handlers).
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
};

INCURSION_TEST_MAIN(PlayerStepTest)
#include "tst_player_step.moc"
} // namespace tst_player_step
