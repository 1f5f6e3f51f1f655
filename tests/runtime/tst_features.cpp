// Map features in events (game/feature_events.h), where the original put
// them: a step asks the feature walked onto (EV_WALKON) and the one left
// (EV_LEAVE), either may forbid it (rule: src/Move.cpp, Creature::Walk,
// TFEAT(fe->fID)->PEvent(EV_WALKON/EV_LEAVE, this, fe) == ABORT); a monster
// asks a cell's feature whether to go there (rule: src/Djikstra.cpp,
// PEvent(EV_MON_CONSIDER, c, f)); a door is opened by EV_OPEN thrown at it,
// its resource answering before the door (rule: src/Player.cpp and
// src/Move.cpp Throw(EV_OPEN, this, door); src/Feature.cpp Door::Event);
// stairs are taken by EV_ENTER thrown at them (rule: src/Skills.cpp,
// Creature::Descend, Throw(EV_ENTER, this, ft) == DONE); a feature placed
// on a new level hears EV_INITIALIZE (rule: src/MakeLev.cpp). A feature in
// the victim's place sees the plain event number (src/Feature.cpp,
// Feature::Event; only Creature::Event wraps EVICTIM).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/event_participation.h"
#include "game/feature_events.h"
#include "game/feature_object.h"
#include "game/monster_consider.h"

#include <QtTest>

namespace tst_features {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_FEATURE 13
#define POR_DOWN_STAIR 2
#define UP 9
#define DOWN 10

int32 initializedX;
int32 initializedIsFeature;

Feature "barring rune" : T_FEATURE {
  Image: purple '.';
  On Event EV_WALKON {
    if (EItem->isFeature() && EActor->isPlayer()) {
      EActor->IPrint("The rune bars your way.");
      return ABORT;
      }
    return NOTHING;
    };
  On Event EV_MON_CONSIDER { if (EItem->isFeature()) return ABORT; return NOTHING; };
}
Feature "humming stone" : T_FEATURE {
  Image: grey '.';
  On Event EV_WALKON { EActor->IPrint("The stone hums as you step on it."); return NOTHING; };
  On Event EV_LEAVE { EActor->IPrint("The stone falls silent."); return NOTHING; };
  On Event EV_INITIALIZE { initializedX = e.EXVal; initializedIsFeature = ETarget->isFeature(); return NOTHING; };
}
Feature "sealed door" : T_DOOR {
  Image: red '+';
  On Event EV_OPEN {
    if (ETarget->isType(T_DOOR) && e.Event == EV_OPEN)
      EActor->IPrint("The seal on the door holds.");
    return ABORT;
    };
}
Feature "plain door" : T_DOOR {
  Image: brown '+';
  On Event POST(EV_OPEN) { EActor->IPrint("The hinges creak."); return NOTHING; };
}
Feature "collapsed stairs" : T_PORTAL {
  Image: white '>'; xval: POR_DOWN_STAIR;
  On Event EV_ENTER {
    // Portal::EnterDir: stairs down lead DOWN, not UP (religion.irh asks it so).
    if (ETarget->EnterDir(DOWN) && !ETarget->EnterDir(UP))
      EActor->IPrint("Rubble blocks the stairs.");
    return ABORT; };
}
Monster "walker" : MA_ANIMAL
  { Image: white 'w'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; }
)";

Handle placeFeature(game::Game& g, std::string_view name, int x, int y)
{
    const Handle feature = g.createFeature(idOf(g, name));
    return g.placeThing(feature, g.level(), x, y) ? feature : world::kNoObject;
}

bool doorOpen(game::Game& g, int x, int y)
{
    const map::Feature* feature = g.level().map().featureAt(x, y);
    return feature && (feature->state & map::kFeatureOpen);
}

} // namespace

class TestFeatures : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // Features take part in the events the original put them in, and no others.
    void featuresReceiveTheOriginalsEvents()
    {
        using game::deliveredTo;
        for (const int32_t event : {game::EV_WALKON, game::EV_LEAVE, game::EV_MON_CONSIDER, game::EV_OPEN,
                                    game::EV_ENTER, game::EV_INITIALIZE, game::EV_TURN})
            QVERIFY2(deliveredTo(core::ResourceKind::Feature, event), qPrintable(QString::number(event)));
        QVERIFY(deliveredTo(core::ResourceKind::Feature, game::POST(game::EV_OPEN)));
        QVERIFY(!deliveredTo(core::ResourceKind::Feature, game::EV_DAMAGE));
        QVERIFY(!deliveredTo(core::ResourceKind::Feature, game::EV_BRIDGE));
        QVERIFY(!deliveredTo(core::ResourceKind::Feature, game::GODWATCH(game::EV_WALKON)));
    }

    // EV_WALKON answered ABORT: the step is refused, no time passes.
    void aFeatureForbidsTheStepOntoIt()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        QVERIFY(placeFeature(g, "barring rune", a->start.x + 1, a->start.y));
        const uint64_t before = g.queue().now();
        QVERIFY(!g.perform(game::PlayerCommand::move(2)));
        QCOMPARE(g.player().x, a->start.x);
        QVERIFY(logHas(g, "The rune bars your way."));
        QCOMPARE(g.queue().now(), before);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // EV_WALKON on the way onto it, EV_LEAVE on the way off.
    void aFeatureHearsTheStepsOntoAndOffIt()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        QVERIFY(placeFeature(g, "humming stone", a->start.x + 1, a->start.y));
        QVERIFY(g.perform(game::PlayerCommand::move(2)));
        QCOMPARE(g.player().x, a->start.x + 1);
        QVERIFY(logHas(g, "The stone hums as you step on it."));
        QVERIFY(!logHas(g, "The stone falls silent."));
        g.advance();
        QVERIFY(g.perform(game::PlayerCommand::move(6)));
        QCOMPARE(g.player().x, a->start.x);
        QVERIFY(logHas(g, "The stone falls silent."));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A monster asks the cell's feature (EItem) and keeps off when it answers ABORT.
    void aMonsterConsidersAFeature()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 5, y = a->start.y;
        QVERIFY(placeFeature(g, "barring rune", x, y));
        QVERIFY(placeFeature(g, "humming stone", x, y + 2));
        const game::Creature* walker = g.creature(place(g, "walker", x - 1, y));
        QVERIFY(walker);
        game::CellConsideration consider(g, *walker);
        QVERIFY(consider.avoids(x, y));
        QVERIFY(!consider.avoids(x, y + 2));
        QVERIFY(!consider.avoids(x + 1, y));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // The door's resource answers EV_OPEN (the door as ETarget, the plain
    // number) before the door: ABORT keeps it shut, and no time passes.
    void aDoorsScriptKeepsItShut()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 1, y = a->start.y;
        QVERIFY(placeFeature(g, "sealed door", x, y));
        QVERIFY(!doorOpen(g, x, y));
        const uint64_t before = g.queue().now();
        QVERIFY(!g.perform(game::PlayerCommand::move(2)));
        QVERIFY(logHas(g, "The seal on the door holds."));
        QVERIFY(!doorOpen(g, x, y));
        QCOMPARE(g.player().x, a->start.x);
        QCOMPARE(g.queue().now(), before);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Without a refusal the door opens ("You open the door.") and its
    // POST(EV_OPEN) hears of it; the player stays put that turn.
    void aDoorOpensThroughEvOpen()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 1, y = a->start.y;
        QVERIFY(placeFeature(g, "plain door", x, y));
        QVERIFY(g.perform(game::PlayerCommand::move(2)));
        QVERIFY(doorOpen(g, x, y));
        QVERIFY(logHas(g, "You open the door."));
        QVERIFY(logHas(g, "The hinges creak."));
        QCOMPARE(g.player().x, a->start.x);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // EV_ENTER thrown at the stairs: ABORT and the player stays on the level;
    // the stairs lead down (rule: src/Feature.cpp, Portal::EnterDir).
    void stairsRefuseTheTraveller()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        QVERIFY(placeFeature(g, "collapsed stairs", a->start.x, a->start.y));
        const int32_t depth = g.level().depth;
        QVERIFY(!g.perform(game::PlayerCommand::of(game::CommandKind::Descend)));
        QVERIFY(logHas(g, "Rubble blocks the stairs."));
        QCOMPARE(g.level().depth, depth);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A new level's feature hears EV_INITIALIZE with its cell; others are not asked.
    void aPlacedFeatureIsInitialized()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 3, y = a->start.y + 1;
        const Handle stone = placeFeature(g, "humming stone", x, y);
        QVERIFY(stone);
        test::moduleVariable(g, "initializedX") = 0;
        game::feature_events::initializeFeatureAt(g, g.level(), x, y);
        QCOMPARE(test::moduleVariable(g, "initializedX"), x);
        QCOMPARE(test::moduleVariable(g, "initializedIsFeature"), 1);
        test::moduleVariable(g, "initializedX") = 0;
        game::feature_events::initializeFeatureAt(g, g.level(), x + 1, y);
        QCOMPARE(test::moduleVariable(g, "initializedX"), 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(TestFeatures)
#include "tst_features.moc"
} // namespace tst_features
