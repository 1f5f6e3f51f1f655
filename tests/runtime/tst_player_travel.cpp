// Travel to a cell chosen on the map: a shortest way over explored cells,
// one step per command, and each of the rules that end a walk (as the
// original's Creature::ExtendedAction halts an extended action, in
// src/Creature.cpp: a hostile in view; here also damage, a question and a
// blocked step), and the answers for a target that is unknown or unreachable.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/pathfinding.h"
#include "game/player_travel.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_player_travel {

using namespace incursion;
using game::PlayerTravel;
using game::TravelStop;

namespace {

const std::string kWorld = R"(
Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 1; Def: 12; Spd: 100%; Mov: 100%;
    Str 11, Dex 13, Con 12, Int 10, Wis 9, Cha 6;
    Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE; }
)";

// The length of a shortest way from the player to (x, y) over explored
// walkable cells, or -1.
int shortestWay(game::Game& g, int x, int y)
{
    const game::Level& level = g.level();
    const map::Map& m = level.map();
    game::GridSearch grid;
    const auto found = grid.nearest(
        m.width(), m.height(), g.player().x, g.player().y,
        [&](int cx, int cy) { return level.explored(cx, cy) && game::walkableCell(m, cx, cy, true); },
        [&](int cx, int cy) { return cx == x && cy == y; }, m.cellCount());
    return found ? found->distance : -1;
}

// An explored cell without a feature that the player can reach in at
// least `steps` steps, the first in reading order.
QPoint reachableCell(game::Game& g, PlayerTravel& travel, int steps)
{
    const game::Level& level = g.level();
    const map::Map& m = level.map();
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            if (level.explored(x, y) && !m.featureAt(x, y) && shortestWay(g, x, y) >= steps &&
                travel.start(g, x, y) == TravelStop::None)
                return QPoint(x, y);
    return QPoint(-1, -1);
}

test::TestGame started()
{
    test::TestGame t = test::startTestGame(kWorld);
    if (t.game)
        t.game->advance();
    return t;
}

} // namespace

class TestPlayerTravel : public QObject {
    Q_OBJECT

private slots:
    void walksAShortestWayAndArrives()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        PlayerTravel travel;
        const QPoint target = reachableCell(g, travel, 3);
        QVERIFY(target.x() >= 0);
        const int expected = shortestWay(g, target.x(), target.y());
        int steps = 0;
        while (const auto step = travel.nextStep(g)) {
            QCOMPARE(step->kind, game::CommandKind::Move);
            QVERIFY(g.perform(*step));
            QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
            QVERIFY(++steps <= expected);
        }
        QCOMPARE(travel.stopReason(), TravelStop::Arrived);
        QCOMPARE(steps, expected);
        QCOMPARE(QPoint(g.player().x, g.player().y), target);
        QVERIFY(!travel.active());
    }

    void unknownUnreachableAndHere()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::Level& level = g.level();
        const map::Map& m = level.map();
        PlayerTravel travel;
        QCOMPARE(travel.start(g, -1, 0), TravelStop::Unknown);
        QCOMPARE(travel.start(g, m.width(), 0), TravelStop::Unknown);
        QCOMPARE(travel.start(g, g.player().x, g.player().y), TravelStop::Arrived);
        QPoint unexplored(-1, -1), wall(-1, -1);
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x) {
                if (!level.explored(x, y) && unexplored.x() < 0)
                    unexplored = QPoint(x, y);
                if (level.explored(x, y) && !game::walkableCell(m, x, y, true) && wall.x() < 0)
                    wall = QPoint(x, y);
            }
        QVERIFY(unexplored.x() >= 0 && wall.x() >= 0);
        QCOMPARE(travel.start(g, unexplored.x(), unexplored.y()), TravelStop::Unknown);
        QCOMPARE(travel.start(g, wall.x(), wall.y()), TravelStop::Unreachable);
        QVERIFY(!travel.active());
        QVERIFY(!travel.nextStep(g));
    }

    void stopsWhenAHostileComesIntoView()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        PlayerTravel travel;
        QVERIFY(reachableCell(g, travel, 3).x() >= 0);
        QVERIFY(travel.nextStep(g));
        QVERIFY(test::spawnNextToPlayer(g, "goblin") != world::kNoObject);
        g.updatePlayerView();
        QVERIFY(!travel.nextStep(g));
        QCOMPARE(travel.stopReason(), TravelStop::HostileInView);
    }

    // A sleeping hostile in view does not stop a walk; the same one awake
    // does (rule: src/Creature.cpp, Creature::ExtendedAction skips ASLEEP ones).
    void aSleepingHostileDoesNotStopAWalk()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const world::Handle goblin = test::spawnNextToPlayer(g, "goblin");
        game::Creature* sleeper = g.creature(goblin);
        QVERIFY(sleeper);
        sleeper->addStatus(game::StatusEffect{game::rules::SLEEPING, 0, 1, 0, -1, 0, world::kNoObject});
        g.updatePlayerView();
        PlayerTravel asleep;
        QVERIFY(reachableCell(g, asleep, 3).x() >= 0);
        const bool stepped = asleep.nextStep(g).has_value();
        QVERIFY(stepped || asleep.stopReason() != TravelStop::HostileInView);

        std::erase_if(sleeper->stati, [](const game::StatusEffect& s) { return s.stati == game::rules::SLEEPING; });
        PlayerTravel awake;
        QVERIFY(reachableCell(g, awake, 3).x() >= 0);
        QVERIFY(!awake.nextStep(g));
        QCOMPARE(awake.stopReason(), TravelStop::HostileInView);
    }

    void stopsWhenHurt()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        PlayerTravel travel;
        QVERIFY(reachableCell(g, travel, 3).x() >= 0);
        QVERIFY(travel.nextStep(g));
        g.player().hp -= 1;
        QVERIFY(!travel.nextStep(g));
        QCOMPARE(travel.stopReason(), TravelStop::Hurt);
    }

    void stopsForAQuestionNotForALogLine()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        PlayerTravel travel;
        QVERIFY(reachableCell(g, travel, 3).x() >= 0);
        QVERIFY(travel.nextStep(g));
        // A line in the log alone does not stop the walk (a region may speak on every step).
        g.notice("A bell rings.");
        QVERIFY(travel.nextStep(g));
        g.prompts().show("A letter for you.");
        QVERIFY(!travel.nextStep(g));
        QCOMPARE(travel.stopReason(), TravelStop::Message);
    }

    void stopsWhenTheNextStepIsBlocked()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        PlayerTravel travel;
        QVERIFY(reachableCell(g, travel, 3).x() >= 0);
        const auto step = travel.nextStep(g);
        QVERIFY(step);
        // A peaceful creature (no hostile in view) on the next step.
        const world::Handle bystander = g.spawnMonster(*g.resources().find("goblin"),
                                                       g.player().x + game::kDirectionX[step->direction],
                                                       g.player().y + game::kDirectionY[step->direction]);
        QVERIFY(bystander != world::kNoObject);
        g.creature(bystander)->attitude = game::Attitude::Peaceful;
        g.updatePlayerView();
        QVERIFY(!travel.nextStep(g));
        QCOMPARE(travel.stopReason(), TravelStop::Blocked);
    }

    void stopsWhenInterrupted()
    {
        test::TestGame t = started();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        PlayerTravel travel;
        QVERIFY(reachableCell(g, travel, 3).x() >= 0);
        QVERIFY(travel.nextStep(g));
        travel.interrupt();
        QVERIFY(!travel.nextStep(g));
        QCOMPARE(travel.stopReason(), TravelStop::Interrupted);
    }
};

INCURSION_TEST_MAIN(TestPlayerTravel)
#include "tst_player_travel.moc"
} // namespace tst_player_travel
