// AR_CHAIN on a walled arena: the beam to the target, the arcs to the
// nearest creature from where each leg ends, how many arcs the caster level
// (or the effect's EV_CALC_EFFECT) allows, friends left out unless the effect
// is harmless, and the original's way of letting a leg run on past the
// creature it arcs to (rule for all: src/Magic.cpp, Magic::ABallBeamBolt with
// isChain; the arcs: vChainMax = vCasterLev / 4 in Magic::CalcEffect, the range
// 5 + vCasterLev / 2 in Magic::MagicEvent).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/spell_engine.h"

#include <QtTest>

#include <vector>

namespace tst_effect_chain {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
#define NOSAVE 3
#define Q_TAR 4
#define AR_CHAIN 16
#define EF_NOTBAD 86

Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Monster "friend" : MA_ANIMAL
  { Image: green 'f'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; }
Effect "Arc" : EA_BLAST { Level: 1; xval: AD_ELEC; pval: 10d1; sval: NOSAVE; aval: AR_CHAIN; qval: Q_TAR; }
Effect "Soothing Arc" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 5d1; aval: AR_CHAIN; qval: Q_TAR; Flags: EF_NOTBAD; }
Effect "Short Arc" : EA_BLAST
  { Level: 1; xval: AD_ELEC; pval: 10d1; sval: NOSAVE; aval: AR_CHAIN; qval: Q_TAR;
    On Event EV_CALC_EFFECT { e.vChainMax = 0; return NOTHING; }; }
)";

} // namespace

class TestEffectChain : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // Caster level 4: one arc, legs of 7 squares. The beam strikes its
    // target A; from A it arcs to the nearest foe B (3 away) rather than C
    // (4 away); then it has no arc left.
    void arcsToTheNearestFoe()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell p = a->start;    // (5, 10)
        const world::Handle first = place(g, "dummy", p.x + 3, p.y);
        const world::Handle near = place(g, "dummy", p.x + 4, p.y + 3);
        const world::Handle far = place(g, "dummy", p.x + 7, p.y);
        const EffectOutcome out = use(g, "Arc", first, {-1, -1}, 4);
        QCOMPARE(hpOf(g, first), 190);
        QCOMPARE(hpOf(g, near), 190);
        QCOMPARE(hpOf(g, far), 200);
        QCOMPARE(out.creaturesAffected, 2);
        QCOMPARE(out.damageDone, int64_t(20));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // The effect's EV_CALC_EFFECT may set the arcs (Chain Lightning sets a
    // third of the caster level): none here, so the target alone.
    void calcEffectSetsTheArcs()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell p = a->start;
        const world::Handle first = place(g, "dummy", p.x + 3, p.y);
        const world::Handle near = place(g, "dummy", p.x + 4, p.y + 3);
        use(g, "Arc", first, {-1, -1}, 4);
        QCOMPARE(hpOf(g, near), 190);
        use(g, "Short Arc", first, {-1, -1}, 8);     // two arcs by its level, none by its script
        QCOMPARE(hpOf(g, first), 180);
        QCOMPARE(hpOf(g, near), 190);
    }

    // It does not arc to the caster's friends unless it is harmless (EF_NOTBAD).
    void friendsAreSparedUnlessHarmless()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell p = a->start;
        const world::Handle first = place(g, "dummy", p.x + 3, p.y);
        const world::Handle ally = place(g, "friend", p.x + 3, p.y + 2);
        g.creature(ally)->attitude = game::Attitude::Player;
        const world::Handle foe = place(g, "dummy", p.x + 3, p.y - 4);
        use(g, "Arc", first, {-1, -1}, 4);
        QCOMPARE(hpOf(g, ally), 200);
        QCOMPARE(hpOf(g, foe), 190);

        g.creature(ally)->hp = 100;
        g.creature(foe)->hp = 100;
        use(g, "Soothing Arc", first, {-1, -1}, 4);
        QCOMPARE(hpOf(g, ally), 105);   // nearer than the foe, and the arc heals
        QCOMPARE(hpOf(g, foe), 100);
    }

    // Caster level 8: two arcs, legs of 9. Only the first leg stops at the
    // original target; a later leg runs on past the creature it arcs to and
    // strikes whatever stands on its line, and it may arc back to a creature
    // it struck (only the original target is never arced to). Here: A;
    // the arc to B runs on through D to 9 squares out; from there the
    // nearest is D again, and that leg runs back west through B to A, where
    // it stops: A, B, D, B, A.
    void laterLegsRunOnAsTheOriginals()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell p = a->start;    // (5, 10)
        const world::Handle A = place(g, "dummy", p.x + 3, p.y);
        const world::Handle B = place(g, "dummy", p.x + 5, p.y);
        const world::Handle D = place(g, "dummy", p.x + 10, p.y);
        const EffectOutcome out = use(g, "Arc", A, {-1, -1}, 8);
        QCOMPARE(hpOf(g, A), 180);
        QCOMPARE(hpOf(g, B), 180);
        QCOMPARE(hpOf(g, D), 190);
        QCOMPARE(out.damageDone, int64_t(50));
    }

    // Arcs to creatures the same distance away are a coin toss of the
    // game's dice: the same seed picks the same one.
    void tiesFollowTheSeed()
    {
        auto play = [](uint64_t seed) {
            game::GameOptions options;
            options.seed = seed;
            auto a = std::make_unique<Arena>();
            a->t = test::startTestGame(kWorld, options);
            a->t.game->advance();
            a->start = carveArena(*a->t.game, 4, 4, 24, 13);
            game::Game& g = a->g();
            const Cell p = a->start;
            const world::Handle first = place(g, "dummy", p.x + 3, p.y);
            std::vector<world::Handle> ring;
            for (const Cell d : {Cell{0, 3}, Cell{0, -3}, Cell{3, 0}, Cell{3, 3}, Cell{3, -3}})
                ring.push_back(place(g, "dummy", p.x + 3 + d.x, p.y + d.y));
            use(g, "Arc", first, {-1, -1}, 4);
            std::vector<int> hps;
            for (const world::Handle h : ring)
                hps.push_back(hpOf(g, h));
            return hps;
        };
        const std::vector<int> once = play(5);
        QCOMPARE(play(5), once);
        QCOMPARE(std::count(once.begin(), once.end(), 190), 1);
    }
};

INCURSION_TEST_MAIN(TestEffectChain)
#include "tst_effect_chain.moc"
} // namespace tst_effect_chain
