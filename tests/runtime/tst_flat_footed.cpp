// Flat-footedness (game/flat_footed.h) as original-style handlers see it: a
// creature new to the level is flat-footed unless it has Improved
// Initiative; a blow puts both in the fight; every turn out of it counts
// (FFCount), and past five turns the creature is flat-footed again, its rage
// winding down. The count is kept by a save.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/creature.h"
#include "game/flat_footed.h"
#include "game/player_command.h"
#include "module/binary_io.h"

#include <QtTest>

namespace tst_flat_footed {

using namespace incursion;
using game::Creature;
using game::EV_TALK;
using game::EV_ZAP;
using game::EventInfo;
using test::throwAt;
using world::Handle;

namespace {

constexpr int32_t RAGING = 66;

const std::string kWorld = R"(
#define FT_IMPROVED_INITIATIVE 197

Monster "watcher" : MA_ANIMAL
  { Image: brown 'w'; CR: 1; HD: 1; Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->isFlatFooted();
      e.vDmg = EActor->isFlatFooted();
      e.vMag = EVictim->FFCount;
      return DONE;
      };
    On Event EVICTIM(EV_TALK) { EVictim->FFCount = 3; return DONE; };
    On Event EVICTIM(EV_HIT) {
      if (e.isFlatFoot)
        EVictim->Named = "caught off guard";
      else
        EVictim->Named = "on guard";
      return NOTHING;
      };
  }

Monster "duelist" : MA_ANIMAL
  { Image: red 'd'; CR: 1; HD: 1; Feats: FT_IMPROVED_INITIATIVE;
    On Event EVICTIM(EV_ZAP) { e.vVal = EVictim->isFlatFooted(); e.vMag = EVictim->FFCount; return DONE; };
  }
)";

Creature* spawnPeaceful(game::Game& g, const char* monster)
{
    Creature* c = g.creature(test::spawnNextToPlayer(g, monster));
    if (c)
        c->attitude = game::Attitude::Peaceful;     // it stays out of the fight
    return c;
}

// The player rests until `turns` more game turns have passed.
void letTurnsPass(game::Game& g, uint64_t turns)
{
    const uint64_t until = g.turn() + turns;
    while (g.turn() < until && !g.playerDead()) {
        g.perform(game::PlayerCommand{});
        g.advance();
    }
}

} // namespace

class FlatFootedTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Monster.cpp, Monster::Initialize (FFCount 20, or 0 with
    // Improved Initiative); inc/Creature.h, isFlatFooted (FFCount above
    // min(5, 10 + Wisdom modifier)).
    void newcomersAreFlatFootedButTheReady()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* watcher = spawnPeaceful(g, "watcher");
        Creature* duelist = spawnPeaceful(g, "duelist");
        QVERIFY(watcher && duelist);
        EventInfo e = throwAt(g, EV_ZAP, g.player().handle(), watcher->handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 1);
        QCOMPARE(e.vMag, 20);
        QCOMPARE(e.vDmg, 1);    // the player too (src/Player.cpp: FFCount 20)
        e = throwAt(g, EV_ZAP, g.player().handle(), duelist->handle());
        QCOMPARE(e.vVal, 0);
        QCOMPARE(e.vMag, 0);
    }

    // rule: src/Fight.cpp, Creature::PreStrike (a strike sets both counts to
    // 0, hit or miss); src/Creature.cpp, Creature::DoTurn (each turn counts
    // one up: flat-footed after the sixth).
    void aBlowEngagesBothAndTurnsOutOfTheFightCount()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* watcher = spawnPeaceful(g, "watcher");
        QVERIFY(watcher);
        const Handle h = watcher->handle();
        watcher->hp = watcher->maxHp = 500;     // it survives the blows
        game::meleeAttack(g, g.player(), *watcher);
        QCOMPARE(int(g.creature(h)->alertness.turnsOutOfFight), 0);
        QCOMPARE(int(g.player().alertness.turnsOutOfFight), 0);
        EventInfo e = throwAt(g, EV_ZAP, g.player().handle(), h);
        QCOMPARE(e.vVal, 0);
        QCOMPARE(e.vDmg, 0);

        letTurnsPass(g, 5);
        e = throwAt(g, EV_ZAP, g.player().handle(), h);
        QCOMPARE(e.vMag, 5);
        QCOMPARE(e.vVal, 0);
        letTurnsPass(g, 1);
        e = throwAt(g, EV_ZAP, g.player().handle(), h);
        QCOMPARE(e.vMag, 6);
        QCOMPARE(e.vVal, 1);
        QCOMPARE(e.vDmg, 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Creature.cpp, Creature::DoTurn: a flat-footed creature's
    // rage ends ("Free of foes, your rage winds down."); past 50 turns the
    // count starts again from 30 (no fatigue regeneration).
    void rageWindsDownOutOfTheFight()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature& self = g.player();
        self.alertness.turnsOutOfFight = 0;
        self.addStatus(game::StatusEffect{RAGING, 0, 2, 7, -1, 0, world::kNoObject, 0});
        letTurnsPass(g, 5);
        QVERIFY(g.player().hasStatus(RAGING));
        const size_t before = g.log().size();
        letTurnsPass(g, 1);
        QVERIFY(!g.player().hasStatus(RAGING));
        const std::vector<std::string> told = test::logSince(g, before);
        QVERIFY(std::find(told.begin(), told.end(), "Free of foes, your rage winds down.") != told.end());

        g.player().alertness.turnsOutOfFight = 50;
        letTurnsPass(g, 1);
        QCOMPARE(int(g.player().alertness.turnsOutOfFight), 30);
    }

    // rule: src/Fight.cpp, Creature::PreStrike: a blow finds a flat-footed
    // victim off its guard (isFlatFoot, read by EV_HIT's handlers); the next
    // blow finds it in the fight.
    void aFlatFootedVictimIsCaughtOffGuard()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* watcher = spawnPeaceful(g, "watcher");
        QVERIFY(watcher);
        const Handle h = watcher->handle();
        watcher->hp = watcher->maxHp = 500;
        watcher->defence = -100;    // every blow but a natural 1 lands
        QVERIFY(game::flat_footed::isFlatFooted(*watcher));
        game::meleeAttack(g, g.player(), *watcher);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(QString::fromStdString(g.creature(h)->state.named), QStringLiteral("caught off guard"));
        game::meleeAttack(g, g.player(), *g.creature(h));
        QCOMPARE(QString::fromStdString(g.creature(h)->state.named), QStringLiteral("on guard"));
    }

    // FFCount is a plain member scripts may set (inc/Api.h); a save keeps it.
    void theCountIsSaved()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        Creature* watcher = spawnPeaceful(g, "watcher");
        QVERIFY(watcher);
        const Handle h = watcher->handle();
        throwAt(g, EV_TALK, g.player().handle(), h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int(g.creature(h)->alertness.turnsOutOfFight), 3);
        QVERIFY(!g.restore(g.save()));
        QCOMPARE(int(g.creature(h)->alertness.turnsOutOfFight), 3);
        QVERIFY(!game::flat_footed::isFlatFooted(*g.creature(h)));
    }

    // A creature saved before the count was kept (state version 8) loads as a
    // newcomer to any fight; a later one keeps its count.
    void olderSavesLoadANewcomer()
    {
        Creature c;
        c.alertness.turnsOutOfFight = 4;
        module::ByteWriter out;
        c.saveState(out);
        module::ByteWriter worn;
        c.equipment.save(worn);
        module::ByteWriter training, state, alertness;
        c.training.save(training);
        c.state.save(state);
        c.alertness.save(alertness);
        std::string old = out.bytes;
        old[0] = 8;
        // Version 16 added the training's spent skill points (24 bytes at its offset 95).
        old.erase(old.size() - 4 - worn.bytes.size() - alertness.bytes.size() - state.bytes.size() - 1 -
                      training.bytes.size() + 95,
                  24);
        old.resize(old.size() - 4 - worn.bytes.size() - 1);    // version 15's leader, 10's Equipment, then 9's count
        Creature fromOld;
        fromOld.alertness.turnsOutOfFight = 0;
        module::ByteReader oldIn("creature", old, 0);
        fromOld.loadState(oldIn);
        QCOMPARE(oldIn.remaining(), size_t(0));
        QCOMPARE(int(fromOld.alertness.turnsOutOfFight), int(game::CreatureAlertness::kNewcomer));

        Creature again;
        module::ByteReader in("creature", out.bytes, 0);
        again.loadState(in);
        QCOMPARE(int(again.alertness.turnsOutOfFight), 4);
    }
};

INCURSION_TEST_MAIN(FlatFootedTest)
#include "tst_flat_footed.moc"

} // namespace tst_flat_footed
