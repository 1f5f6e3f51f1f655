// Perception and noise with original-style scripts of our own: a noise
// wakes the sleepers within its radius and no farther, a silence field
// swallows it, the noise maker comes out of hiding, Reveal tells of a hider,
// and Perceives answers PER_VISUAL for what a creature sees (not the
// invisible, nothing while asleep).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/fields.h"
#include "game/perception.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_perception {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define EA_GENERIC 46
#define FI_SILENCE 0x1000

Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }

Effect "Shout" : EA_GENERIC
  { Level: 1; On Event EV_EFFECT { EActor->MakeNoise(4); return DONE; }; }
Effect "Clap" : EA_GENERIC
  { Level: 1; On Event EV_EFFECT { EMap->MakeNoiseXY(EActor->x + 10, EActor->y, 2); return DONE; }; }
Effect "Unmask" : EA_GENERIC
  { Level: 1; On Event EV_EFFECT { EVictim->Reveal(false); return DONE; }; }
Effect "Look" : EA_GENERIC
  { Level: 1;
    On Event EV_EFFECT {
      if (EActor->Perceives(EVictim) == 1) EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 1);
      return DONE;
      }; }
Effect "Quiet" : EA_GENERIC { Level: 1; }
)";

// The original's numbers (inc/Defines.h).
constexpr int32_t kSleepNatural = 2, kHiding = 65, kHiShadows = 1, kInvisible = 100;

void putToSleep(game::Game& g, world::Handle h)
{
    if (game::Creature* c = g.creature(h))
        c->addStatus({game::rules::SLEEPING, kSleepNatural, 0, game::rules::SS_MISC, -1, 0, world::kNoObject});
}

bool asleep(game::Game& g, world::Handle h)
{
    const game::Creature* c = g.creature(h);
    return c && c->hasStatus(game::rules::SLEEPING);
}

} // namespace

class TestPerception : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // MakeNoise(4) wakes the natural sleepers within four squares, not the
    // one six away, and brings its maker out of hiding.
    // rule: src/Creature.cpp, Creature::MakeNoise and Map::MakeNoiseXY; src/Skills.cpp, Creature::Awaken, Reveal.
    void noiseWakesSleepersInItsRadius()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell s = a->start;
        const world::Handle near = place(g, "dummy", s.x + 2, s.y);
        const world::Handle far = place(g, "dummy", s.x + 6, s.y);
        putToSleep(g, near);
        putToSleep(g, far);
        g.updatePlayerView();
        g.player().addStatus({kHiding, kHiShadows, 0, game::rules::SS_MISC, -1, 0, world::kNoObject});
        use(g, "Shout", world::kNoObject, s);
        QVERIFY(!asleep(g, near));
        QVERIFY(asleep(g, far));
        QVERIFY(logHas(g, "wakes up!"));
        QVERIFY(!g.player().hasStatus(kHiding));
        QVERIFY(!logHas(g, "You are exposed!"));     // revealed on purpose: no word of it

        // MakeNoiseXY(x + 10, y, 2): the sleepers two and six from the player are eight and four from it.
        putToSleep(g, near);
        use(g, "Clap", world::kNoObject, s);
        QVERIFY(asleep(g, far));
        QVERIFY(asleep(g, near));
        const world::Handle third = place(g, "dummy", s.x + 9, s.y);
        putToSleep(g, third);
        use(g, "Clap", world::kNoObject, s);
        QVERIFY(!asleep(g, third));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // No noise comes out of a silence field (rule: src/Creature.cpp, Creature::MakeNoise, inField(FI_SILENCE)).
    void silenceSwallowsNoise()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell s = a->start;
        const world::Handle near = place(g, "dummy", s.x + 3, s.y);
        putToSleep(g, near);
        game::Field silence;
        silence.kinds = game::field_kind::FI_SILENCE;
        silence.x = s.x;
        silence.y = s.y;
        silence.radius = 1;
        silence.effect = idOf(g, "Quiet");
        game::fields::newField(g, g.level(), silence);
        use(g, "Shout", world::kNoObject, s);
        QVERIFY(asleep(g, near));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Reveal(false) on a hider: it stops hiding and the player reads of it.
    // rule: src/Skills.cpp, Creature::Reveal.
    void revealTellsOfTheHider()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle lurker = place(g, "dummy", a->start.x + 2, a->start.y);
        g.creature(lurker)->addStatus({kHiding, kHiShadows, 0, game::rules::SS_MISC, -1, 0, world::kNoObject});
        g.updatePlayerView();
        use(g, "Unmask", lurker);
        QVERIFY(!g.creature(lurker)->hasStatus(kHiding));
        QVERIFY(logHas(g, "From the shadows, a dummy!"));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Perceives: PER_VISUAL for a creature in sight, 0 for an invisible one,
    // nothing while asleep; itself always (rule: src/Vision.cpp, Creature::Perceives).
    void perceivesWhatItSees()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle seen = place(g, "dummy", a->start.x + 2, a->start.y);
        g.updatePlayerView();
        use(g, "Look", seen);
        QVERIFY(g.player().hasStatus(game::rules::STUNNED));
        g.player().removeStatus(game::rules::STUNNED);
        g.creature(seen)->addStatus({kInvisible, 0, 0, game::rules::SS_ENCH, -1, 0, world::kNoObject});
        use(g, "Look", seen);
        QVERIFY(!g.player().hasStatus(game::rules::STUNNED));

        game::Creature& watcher = *g.creature(seen);
        QCOMPARE(game::perception::perceives(g, watcher, g.player().handle()), game::perception::PER_VISUAL);
        QCOMPARE(game::perception::perceives(g, watcher, watcher.handle()), game::perception::PER_VISUAL);
        putToSleep(g, seen);
        QCOMPARE(game::perception::perceives(g, watcher, g.player().handle()), uint16_t(0));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(TestPerception)
#include "tst_perception.moc"
} // namespace tst_perception
