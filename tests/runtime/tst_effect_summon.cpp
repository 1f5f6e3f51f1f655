// EA_SUMMON: a spell calling monsters to its caster's side, beside it, for
// as long as the summoning lasts.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/rules.h"
#include "game/spell_engine.h"

#include <algorithm>
#include <cstdlib>

#include <QtTest>

namespace tst_effect_summon {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
Monster "rat" : MA_ANIMAL
  { Image: brown 'r'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Spell "Call Rats" : EA_SUMMON { Level: 1; Cost: 3; rval: $"rat"; pval: 2d1; }
#define SUMMONED 67
#define NULL_OBJ ((hObj)0)
int32 nKnowsSummoner;
Monster "wisp" : MA_UNDEAD
  { Image: white 'w'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Attk: A_PUNC for 1d2 AD_BLUNT; Flags: M_NOGEN;
    On Event EV_INITIALIZE {
      if (EActor->GetStatiObj(SUMMONED) != NULL_OBJ && EActor->GetStatiObj(SUMMONED)->isPlayer())
        nKnowsSummoner = nKnowsSummoner + 1;
      }; }
Spell "Call Wisp" : EA_SUMMON { Level: 1; Cost: 1; rval: $"wisp"; pval: 1; }
)";

} // namespace

class TestEffectSummon : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    void summoningCallsAllies()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.mana = self.maxMana = 10;
        const size_t before = g.creaturesOnLevel().size();
        const EffectOutcome out = game::castSpell(g, self, idOf(g, "Call Rats"), self.handle(), self.x, self.y);
        QCOMPARE(out.creaturesSummoned, 2);
        QCOMPARE(self.mana, 7);
        const std::vector<world::Handle> all = g.creaturesOnLevel();
        QCOMPARE(all.size(), before + 2);
        for (size_t i = before; i < all.size(); ++i) {
            const game::Creature* rat = g.creature(all[i]);
            QCOMPARE(rat->name, std::string("rat"));
            QCOMPARE(rat->attitude, game::Attitude::Player);
            QVERIFY(rat->hasStatus(game::rules::SUMMONED));
            QCOMPARE(rat->status(game::rules::SUMMONED)->source, self.handle());
            QVERIFY(std::max(std::abs(rat->x - self.x), std::abs(rat->y - self.y)) <= 3);
        }
        QVERIFY(logHas(g, "A rat appears."));
    }

    // rule: src/Encounter.cpp, Map::enBuildMon: SUMMONED is gained before
    // Initialize throws EV_INITIALIZE, so the monster's handler finds its
    // summoner (the corpus's spectral hand reads its caster's level so).
    void theSummonedKnowItsSummonerWhenInitialized()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.mana = self.maxMana = 10;
        const EffectOutcome out = game::castSpell(g, self, idOf(g, "Call Wisp"), self.handle(), self.x, self.y);
        QCOMPARE(out.creaturesSummoned, 1);
        QCOMPARE(test::moduleVariable(g, "nKnowsSummoner"), 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(TestEffectSummon)
#include "tst_effect_summon.moc"
} // namespace tst_effect_summon
