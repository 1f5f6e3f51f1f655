// EA_TRAVEL on a walled arena: blinking to a random cell in range, stepping
// to an aimed place, an anchored creature staying put, an unknown TRAVEL_ kind.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <QtTest>

namespace tst_effect_travel {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
#define Q_LOC 2
#define EA_TRAVEL 6
#define TRAVEL_ANYWHERE 2
#define TRAVEL_TO_TARG 5

Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Effect "Blink" : EA_TRAVEL { Level: 1; pval: 8; xval: TRAVEL_ANYWHERE; }
Effect "Dimension Step" : EA_TRAVEL { Level: 1; xval: TRAVEL_TO_TARG; qval: Q_LOC; }
Effect "Bad Blink" : EA_TRAVEL { Level: 1; pval: 8; }
)";

} // namespace

class TestEffectTravel : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // EA_TRAVEL: a random cell within the range (at least 7), at least half
    // of it away, free and open (TRAVEL_ANYWHERE: seen or not); to the aimed
    // place (TRAVEL_TO_TARG), the nearest free cell to it; an anchored
    // creature flickers in place; an xval the original does not know is its
    // error (rule: src/Effects.cpp, Magic::Travel).
    void travelMovesTheVictim()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        for (int i = 0; i < 5; ++i) {
            const Cell before{self.x, self.y};
            const EffectOutcome out = use(g, "Blink", self.handle());
            QCOMPARE(out.creaturesAffected, 1);
            const int d = map::originalDistance(self.x - before.x, self.y - before.y);
            QVERIFY2(d >= 4 && d <= 12, qPrintable(QString::number(d)));
            QVERIFY(!g.level().map().solid(self.x, self.y));
            QCOMPARE(g.creatureAt(self.x, self.y), &self);
        }
        QVERIFY(self.hasStatus(21));        // TELEPORTED

        // The caster is the victim, the place is aimed at.
        auto stepTo = [&](Cell to) {
            EffectUse step;
            step.effect = idOf(g, "Dimension Step");
            step.caster = step.target = self.handle();
            step.targetX = to.x;
            step.targetY = to.y;
            return game::applyEffect(g, step);
        };
        const world::Handle dummy = place(g, "dummy", 20, 10);
        stepTo({20, 10});
        QCOMPARE(map::originalDistance(self.x - 20, self.y - 10), 1);     // beside the one standing there
        const Cell here{self.x, self.y};
        self.addStatus({133, 0, 0, game::rules::SS_ENCH, -1, 0, world::kNoObject});     // ANCHORED
        stepTo({8, 8});
        QCOMPARE(self.x, here.x);
        QVERIFY(logHas(g, "You flicker for a brief instant, but remain where you are."));
        QVERIFY(g.creature(dummy));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));

        const EffectOutcome bad = use(g, "Bad Blink", self.handle());
        QCOMPARE(bad.result, game::ABORT);
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY(g.scriptErrors().front().find("unknown TRAVEL_ constant 0 in effect \"Bad Blink\"") != std::string::npos);
    }
};

INCURSION_TEST_MAIN(TestEffectTravel)
#include "tst_effect_travel.moc"
} // namespace tst_effect_travel
