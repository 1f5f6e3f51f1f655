// EA_DISPEL: a check (the effect's roll) against 11 + the caster level of
// each magic on the victim, what a dispelling leaves alone, banishing the
// summoned, and a polymorph dispelled (rule for all: src/Effects.cpp,
// Magic::Dispel).
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/creature.h"
#include "game/rules.h"
#include "game/shapeshift.h"
#include "game/spell_engine.h"

#include <QtTest>

namespace tst_effect_dispel {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
#define NOSAVE 3
#define Q_TAR 4
#define EA_DISPEL 22
#define EA_POLYMORPH 32
#define DIS_DISPEL 1
#define DIS_BANISH 4
#define AR_POISON 14
#define POISONED 2
#define EF_MUNDANE 33

Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Monster "toad" : MA_ANIMAL
  { Image: green 't'; CR: 1; HD: 1; Hit: 0; Def: 14; Spd: 50%; Mov: 50%;
    Str 3, Dex 12, Con 11, Int 1, Wis 12, Cha 4;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Effect "Bless" : EA_GRANT { Level: 1; xval: ADJUST; yval: A_STR; pval: 2; qval: Q_TAR; }
Effect "Curse" : EA_INFLICT { Level: 1; xval: ADJUST; yval: A_DEX; pval: -2; sval: NOSAVE; qval: Q_TAR; }
Effect "Knack" : EA_GRANT { Level: 1; xval: ADJUST; yval: A_CON; pval: 1; qval: Q_TAR; Flags: EF_MUNDANE; }
Effect "Venom" : EA_INFLICT { Level: 2; xval: POISONED; sval: 12; aval: AR_POISON; }
Effect "Toadify" : EA_POLYMORPH { Level: 1; rval: $"toad"; sval: NOSAVE; qval: Q_TAR; }
Effect "Dispel 15" : EA_DISPEL { Level: 3; xval: DIS_DISPEL; pval: 15d1; sval: NOSAVE; qval: Q_TAR; }
Effect "Dismissal 11" : EA_DISPEL { Level: 3; xval: DIS_BANISH; pval: 11d1; sval: NOSAVE; qval: Q_TAR; }
Effect "Dismissal 10" : EA_DISPEL { Level: 3; xval: DIS_BANISH; pval: 10d1; sval: NOSAVE; qval: Q_TAR; }
)";

bool hasEffect(const game::Creature& c, module::ResourceId effect)
{
    return std::any_of(c.stati.begin(), c.stati.end(), [&](const game::StatusEffect& s) { return s.effect == effect; });
}

} // namespace

class TestEffectDispel : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // A check of 15 dispels the magic of caster level 4 (4 + 11 <= 15) and
    // leaves that of level 5 (16 > 15); poisons and diseases, mundane
    // effects and stati of no effect are no magic to it. The caster is told
    // the victim partially resists.
    void theCheckAgainstEachCasterLevel()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle h = place(g, "dummy", a->start.x + 2, a->start.y);
        use(g, "Bless", h, {-1, -1}, 4);
        use(g, "Curse", h, {-1, -1}, 5);
        use(g, "Knack", h, {-1, -1}, 1);
        game::Creature& victim = *g.creature(h);
        victim.addStatus({game::rules::POISONED, 0, 1, game::rules::SS_ENCH, -1, idOf(g, "Venom"), world::kNoObject, 1});
        victim.addStatus({game::rules::STUNNED, 0, 1, game::rules::SS_ENCH, -1, 0, world::kNoObject, 1});
        const EffectOutcome out = use(g, "Dispel 15", h, {-1, -1}, 3);
        QCOMPARE(out.creaturesAffected, 1);
        QVERIFY(!hasEffect(victim, idOf(g, "Bless")));
        QVERIFY(hasEffect(victim, idOf(g, "Curse")));
        QVERIFY(hasEffect(victim, idOf(g, "Knack")));
        QVERIFY(hasEffect(victim, idOf(g, "Venom")));
        QVERIFY(victim.hasStatus(game::rules::STUNNED));
        QVERIFY(logHas(g, "partially resists the dispelling."));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // The player's own spells dispelled: "Your ... spell is dispelled.", and
    // the same magic is checked once however many stati it gave.
    void thePlayersSpellsDispelled()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        use(g, "Bless", self.handle(), {-1, -1}, 2);
        use(g, "Curse", self.handle(), {-1, -1}, 2);
        use(g, "Dispel 15", self.handle(), {-1, -1}, 3);
        QVERIFY(!hasEffect(self, idOf(g, "Bless")));
        QVERIFY(!hasEffect(self, idOf(g, "Curse")));
        QVERIFY(logHas(g, "Your Bless spell is dispelled."));
        QVERIFY(logHas(g, "Your Curse spell is dispelled."));
        QVERIFY(!logHas(g, "resist the dispelling"));
    }

    // DIS_BANISH: a summoned creature winks out when the check reaches 11 +
    // its SUMMONED magnitude; one not summoned, or a check short of it, stays.
    void banishingTheSummoned()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle called = place(g, "dummy", a->start.x + 2, a->start.y);
        g.creature(called)->addStatus({game::rules::SUMMONED, 0, 0, game::rules::SS_ENCH, -1, 0, world::kNoObject, 1});
        const world::Handle native = place(g, "dummy", a->start.x + 2, a->start.y + 2);
        use(g, "Dismissal 10", called);
        QVERIFY(g.creature(called));
        use(g, "Dismissal 11", called);
        QVERIFY(!g.creature(called));
        QVERIFY(logHas(g, "winks out of existence."));
        use(g, "Dismissal 11", native);
        QVERIFY(g.creature(native));
    }

    // A polymorph dispelled ends its shape at once.
    void aPolymorphDispelled()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle h = place(g, "dummy", a->start.x + 2, a->start.y);
        use(g, "Toadify", h, {-1, -1}, 2);
        QCOMPARE(g.creature(h)->monster, idOf(g, "toad"));
        use(g, "Dispel 15", h, {-1, -1}, 3);
        QCOMPARE(g.creature(h)->monster, idOf(g, "dummy"));
        QVERIFY(!g.creature(h)->hasStatus(game::shapeshift::kPolymorphStati));
        QCOMPARE(g.creature(h)->name, std::string("dummy"));
    }
};

INCURSION_TEST_MAIN(TestEffectDispel)
#include "tst_effect_dispel.moc"
} // namespace tst_effect_dispel
