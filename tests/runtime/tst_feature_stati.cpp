// Map features hold stati as the original's Feature did (game/feature_stati.h):
// a spell laying a trap marks it with its caster (the corpus's Skull Trap:
// GainPermStati(EFF_FLAG1, EActor, ...) on the trap), the trap's effect
// reads it back when it goes off (EItem->GetEffStatiObj) and acts for the
// caster; the stati are saved with the feature; RemoveStati takes them off.
// rule: lib's Skull Trap; src/Status.cpp, Thing::GainTempStati and
// Thing::GetEffStati (any Thing, features included).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/feature_object.h"
#include "game/traps.h"

#include <QtTest>

namespace tst_feature_stati {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_TRAP 12
#define NOSAVE 3
#define EFF_FLAG1 189
#define SS_MISC 7
#define EA_GENERIC 46
#define NULL_OBJ ((hObj)0)

int32 nCasterSeen;
int32 nMarks;

Feature "trap" : T_TRAP { Image: '^'; }
Effect "howling skull" : EA_BLAST
  { Level: 1; xval: AD_PIERCE; pval: 1d1; sval: NOSAVE;
    On Event PRE(EV_EFFECT) {
      hObj hCaster;
      hCaster = EItem->GetEffStatiObj(EFF_FLAG1, $"Skull Ward");
      if (hCaster != NULL_OBJ && hCaster->isPlayer())
        nCasterSeen = nCasterSeen + 1;
      return NOTHING;
      }; }
Spell "Skull Ward" : EA_GENERIC
  { Level: 1; Cost: 1;
    On Event EV_MAGIC_HIT {
      hObj hSkull;
      hSkull = CreateTrap($"trap", $"howling skull");
      hSkull->PlaceAt(EMap, e.EXVal, e.EYVal);
      hSkull->GainPermStati(EFF_FLAG1, EActor, SS_MISC, 0, 0, $"Skull Ward");
      nMarks = hSkull->HasStati(EFF_FLAG1) + hSkull->CountEffStati(EFF_FLAG1, $"Skull Ward");
      return DONE;
      }; }
Monster "walker" : MA_ANIMAL
  { Image: white 'w'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; }
)";

constexpr int32_t EFF_FLAG1 = 189;

} // namespace

class FeatureStatiTest : public QObject {
    Q_OBJECT

private slots:
    void aTrapKeepsItsCasterAndItsEffectReadsIt()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 3, y = a->start.y;
        const Handle walker = place(g, "walker", x, y);
        QVERIFY(walker);
        use(g, "Skull Ward", walker);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(test::moduleVariable(g, "nMarks"), 2);
        const Handle trap = g.featureObjectAt(g.level(), x, y);
        const game::FeatureObject* object = g.featureObject(trap);
        QVERIFY(object);
        QCOMPARE(object->stati.size(), size_t(1));
        QCOMPARE(object->stati[0].stati, EFF_FLAG1);
        QCOMPARE(object->stati[0].source, g.player().handle());
        QCOMPARE(object->stati[0].effect, idOf(g, "Skull Ward"));

        // Saved with the feature.
        const std::string saved = g.save();
        QVERIFY(!g.restore(saved));
        object = g.featureObject(g.featureObjectAt(g.level(), x, y));
        QVERIFY(object);
        QCOMPARE(object->stati.size(), size_t(1));

        // The walker on it sets it off: the trap's effect finds the caster on it.
        QVERIFY(g.creature(walker));
        game::FeatureObject* laid = g.featureObject(g.featureObjectAt(g.level(), x, y));
        game::traps::trigger(g, *laid, *g.creature(walker), false);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(test::moduleVariable(g, "nCasterSeen"), 1);
    }
};

INCURSION_TEST_MAIN(FeatureStatiTest)
#include "tst_feature_stati.moc"
} // namespace tst_feature_stati
