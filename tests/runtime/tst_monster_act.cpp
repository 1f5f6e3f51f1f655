// AddAct (game/monster_act_api.h): a script adding ACT_EQUIP to a monster's
// choice makes it put on the best of what it carries, as the original's
// Monster::ChooseAction performs it (rule: src/Monster.cpp, case ACT_EQUIP:
// Inventory()); the corpus's archer templates do so after changing a
// monster's gear in EV_INITIALIZE. An act the runtime does not perform is
// a clear error naming it.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/equipment.h"

#include <QtTest>

namespace tst_monster_act {

using namespace incursion;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define ACT_WAIT 0
#define ACT_EQUIP 39
#define P_URGENT 6

Item "short sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d6; LDmg: 1d8; Level: 1; Weight: 30; }

Monster "scout" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d4 AD_BLUNT;
    On Event EVICTIM(EV_TALK) {
      EVictim->AddAct(ACT_EQUIP, P_URGENT);
      return DONE;
      };
    On Event EVICTIM(EV_GREET) {
      EVictim->AddAct(ACT_WAIT, P_URGENT);
      return DONE;
      }; }
)";

} // namespace

class MonsterActTest : public QObject {
    Q_OBJECT

private slots:
    void equipPutsOnWhatItCarries()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle scout = test::spawnNextToPlayer(g, "scout");
        game::Creature& c = *g.creature(scout);
        const Handle made = g.spawnItem(*g.resources().find("short sword"), 0, c.x, c.y);
        const Handle sword = g.giveItem(c, *g.item(made));
        QCOMPARE(game::equipment::inSlot(c, game::wear_slots::SL_WEAPON), world::kNoObject);
        test::ask(g, game::EV_TALK, scout);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(game::equipment::inSlot(*g.creature(scout), game::wear_slots::SL_WEAPON), sword);
    }

    void anotherActIsAClearError()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle scout = test::spawnNextToPlayer(g, "scout");
        test::ask(g, game::EV_GREET, scout);
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors().front().find("AddAct: act 0 is not one the runtime performs") != std::string::npos,
                 test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(MonsterActTest)
#include "tst_monster_act.moc"
} // namespace tst_monster_act
