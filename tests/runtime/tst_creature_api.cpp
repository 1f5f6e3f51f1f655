// The host API for creatures, stati and messages (game/object_api.h), called
// by monsters' scripts in a running game: a flesh golem healed by lightning
// and slowed by cold, queries of a creature's numbers, stati gained, asked
// about and removed, messages that reach the player only when they should,
// damage thrown by a script, and a clear failure when no game is running.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/rules.h"

#include <QtTest>

#include <algorithm>

namespace tst_creature_api {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

using test::logSince;
using test::throwAt;

const std::string kWorld = R"(
#define EV_POUR 6
#define EV_ZAP 7
#define EV_OPEN 29
#define EV_CLOSE 30
#define EV_TASTE 106
#define SS_ATTK 6
#define A_SIZ 25
#define A_SAV_FORT 28
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)
#define T_THING (-1)
#define T_CREATURE (-2)
#define T_ITEM (-4)
#define T_MONSTER 6
#define T_PLAYER 7
#define EV_SEARCH 85

Effect "glow" : EA_GRANT { Level: 1; }
Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_HOSTILE; }
Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; }

Monster "flesh golem" : MA_GOLEM
  { Image: yellow 'G'; CR: 3; HD: 4; Hit: 2; Def: 10; Spd: 100%;
    Str 18, Dex 9, Con 10, Int 3, Wis 10, Cha 1;
    Attk: A_SLAM for 1d8 AD_BLUNT;
    On Event EVICTIM(EV_DAMAGE) {
      if (e.DType == AD_ELEC) {
        EVictim->cHP = min(EVictim->mHP, EVictim->cHP + e.vDmg);
        VPrint(e, "You feel stronger.", "The <EVictim> looks stronger.");
        return DONE;
        }
      if (e.DType == AD_COLD) {
        EVictim->GainTempStati(ADJUST, NULL_OBJ, 3, SS_ATTK, A_SPD, -5);
        VPrint(e, "Your limbs stiffen.", "The <EVictim> stiffens.");
        }
      return NOTHING;
      };
  }

Monster "tester" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 2; Hit: 1; Def: 12; Mana: 20;
    Str 15, Dex 12, Con 12, Int 10, Wis 9, Cha 6;
    Attk: A_CLAW for 1d4 AD_SLASH;

    On Event EVICTIM(EV_ZAP) {
      e.vVal = EVictim->GetAttr(A_STR) * 100 + EVictim->GetAttr(A_SIZ);
      e.vMag = EVictim->cMana();
      EVictim->LoseMana(15);
      e.EParam = EVictim->cMana();
      EVictim->LoseMana(10, true);
      e.vDuration = EVictim->cMana();
      e.isHit = EVictim->isMType(MA_GOBLINOID) && !EVictim->isMType(MA_UNDEAD);
      e.isSomething = EActor->isPlayer() && EActor->isCreature() && !EVictim->isPlayer() && !EVictim->isDead();
      e.vDmg = EVictim->cHP;
      e.aDmg = EVictim->mHP;
      EVictim->cHP = 3;
      EVictim->mHP = 30;
      e.xDmg = EVictim->GetAttr(A_SAV_FORT);
      return DONE;
      };

    On Event EVICTIM(EV_POUR) {
      EVictim->GainPermStati(BLIND, EActor, SS_ENCH, 0, 2);
      EVictim->GainTempStati(ADJUST, NULL_OBJ, 4, SS_ENCH, A_STR, 2);
      e.vVal = 0;
      if (EVictim->HasStati(BLIND)) e.vVal += 1;
      if (EVictim->HasStati(BLIND, 0, EActor)) e.vVal += 10;
      if (EVictim->HasStati(BLIND, 1)) e.vVal += 100;
      if (EVictim->HasStati(BLIND, -1, EVictim)) e.vVal += 1000;
      if (EVictim->HasStati(STUNNED)) e.vVal += 10000;
      e.vMag = EVictim->GetAttr(A_STR);
      EVictim->RemoveStati(BLIND, SS_ATTK);
      e.isHit = EVictim->HasStati(BLIND);
      EVictim->RemoveStati(BLIND);
      e.isSomething = EVictim->HasStati(BLIND);
      return DONE;
      };

    On Event EVICTIM(EV_OPEN) {
      EActor->IPrint("You feel a tingle of <Num> volts from the <hObj>.", 7, EVictim);
      EVictim->IPrint("Only the player reads this.");
      EVictim->IDPrint("Only the player reads this either.",
                       "The <hObj> shudders, and <his:hObj2> eyes glow <Str>.", EVictim, EVictim, "red");
      DPrint(e, "You open the <EVictim>.", "The <EActor> opens the <EVictim>.");
      VPrint(e, "You are opened.", "The <EVictim> is opened.");
      TPrint(e, "You act.", "You suffer.", "The <EActor> and the <EVictim>.");
      APrint(e, "Everyone hears a click (<Res>).", $"tester");
      return DONE;
      };

    On Event EVICTIM(EV_SEARCH) {
      EVictim->GainTempStati(ADJUST, EActor, 5, SS_ENCH, A_STR, 3, $"glow");
      EVictim->GainPermStati(ADJUST, NULL_OBJ, SS_ATTK, A_STR, -1);
      e.vVal = EVictim->CountStati(ADJUST) * 100 + EVictim->SumStatiMag(ADJUST, A_STR) * 10 + EVictim->GetStatiVal(ADJUST);
      e.vMag = EVictim->GetStatiDur(ADJUST) * 100 + EVictim->GetStatiMag(ADJUST) * 10 + EVictim->GetStatiCause(ADJUST);
      e.isHit = EVictim->GetStatiObj(ADJUST) == GetHandle(EActor) && EVictim->GetStatiEID(ADJUST) == $"glow";
      e.isSomething = EVictim->HasEffStati(ADJUST, $"glow") && !EVictim->HasEffStati(BLIND, $"glow");
      EVictim->RemoveEffStati($"glow");
      e.EParam = EVictim->CountStati(ADJUST) * 10 + EVictim->GetStatiDur(ADJUST, A_STR);
      e.vDuration = EVictim->Mod(A_STR) * 100 + EVictim->ChallengeRating() * 10;
      if (EVictim->HasMFlag(M_HOSTILE)) e.vDuration += 1;
      e.vDmg = EVictim->x * 100 + EVictim->y;
      e.aDmg = 0;
      if (EVictim->isBeside(EActor)) e.aDmg += 1;
      if (EVictim->isBlind()) e.aDmg += 10;
      if (EVictim->isHostileTo(EActor)) e.aDmg += 100;
      if (EVictim->isFriendlyTo(EActor)) e.aDmg += 1000;
      e.xDmg = 0;
      if (EVictim->mID == $"tester") e.xDmg += 1;
      if (EItem->iID == $"dagger" && EItem->ieID == NULL_ID) e.xDmg += 10;
      e.vRoll = EItem->GetPlus();
      e.ADied = EActor->isThreatened() && !EVictim->isThreatened();
      e.vRange = 0;
      if (EItem->isType(T_WEAPON) && EItem->isType(T_ITEM) && !EItem->isType(T_ARMOUR) && !EItem->isType(T_CREATURE))
        e.vRange += 1;
      if (EVictim->isType(T_MONSTER) && EVictim->isType(T_CREATURE) && EVictim->isType(T_THING) && !EVictim->isType(T_PLAYER))
        e.vRange += 10;
      if (EActor->isType(T_PLAYER) && !EActor->isType(T_MONSTER))
        e.vRange += 100;
      return DONE;
      };

    On Event EVICTIM(EV_CLOSE) {
      e.vVal = ThrowDmg(EV_DAMAGE, AD_FIRE, 6, "a test flame", EActor, EVictim);
      e.isHit = EVictim->isMType(MA_GOBLINOID) && EVictim->cHP > 0;
      return DONE;
      };

    On Event EVICTIM(EV_TASTE) {
      int16 i, saved;
      saved = 0;
      for (i = 0; i < 400; i++)
        if (EVictim->SavingThrow(FORT, 100))
          saved++;
      e.vVal = saved;
      saved = 0;
      for (i = 0; i < 400; i++)
        if (EVictim->SavingThrow(WILL, -100, 4))
          saved++;
      e.vMag = saved;
      e.isHit = EVictim->SavingThrow(7, 10);
      return DONE;
      };
  }
)";

// A free floor cell the player does not see, or (-1, -1).
std::pair<int, int> unseenFreeCell(const game::Game& g)
{
    const map::Map& m = g.level().map();
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            if (m.contains(x, y) && !m.solid(x, y) && !g.playerSees(x, y) && !g.creatureAt(x, y))
                return {x, y};
    return {-1, -1};
}

using Started = test::StartedGame;

Started start()
{
    return test::startAndAdvance(kWorld);
}

} // namespace

class CreatureApiTest : public QObject {
    Q_OBJECT

private slots:
    // The golem of the example: lightning heals it, never past its maximum,
    // and its VPrint reaches the player who watches it.
    void lightningHealsTheGolem()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "flesh golem");
        QVERIFY(handle != world::kNoObject);
        game::Creature& golem = *g.creature(handle);
        golem.maxHp = 20;
        golem.hp = 10;
        const size_t before = g.log().size();
        QCOMPARE(game::dealDamage(g, g.player().handle(), golem, game::rules::AD_ELEC, 4, "a spark"), game::DONE);
        QCOMPARE(golem.hp, 14);
        QCOMPARE(logSince(g, before), std::vector<std::string>{"The flesh golem looks stronger."});
        game::dealDamage(g, g.player().handle(), golem, game::rules::AD_ELEC, 50, "a bolt");
        QCOMPARE(golem.hp, 20);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Cold hurts it as usual and slows it for three turns: the stati is on
    // the creature and the turn queue acts on its new speed at once.
    void coldSlowsTheGolem()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "flesh golem");
        game::Creature& golem = *g.creature(handle);
        golem.maxHp = golem.hp = 40;
        const size_t before = g.log().size();
        game::dealDamage(g, g.player().handle(), golem, game::rules::AD_COLD, 5, "frost");
        QCOMPARE(golem.hp, 35);
        QCOMPARE(logSince(g, before), std::vector<std::string>{"The flesh golem stiffens."});
        const game::StatusEffect* slowed = golem.status(game::rules::ADJUST, game::rules::A_SPD);
        QVERIFY(slowed);
        QCOMPARE(slowed->magnitude, -5);
        QCOMPARE(slowed->turnsLeft, 3);
        QCOMPARE(slowed->cause, 6);     // SS_ATTK
        QCOMPARE(golem.currentSpeed(), 75);
        QCOMPARE(int(g.queue().speedOf(handle)), 75);
        const uint64_t turn = g.turn();
        while (g.turn() < turn + 3 && g.advance() == game::GameStatus::PlayerToAct)
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
        QVERIFY(!golem.hasStatus(game::rules::ADJUST));
        QCOMPARE(int(g.queue().speedOf(handle)), 100);
    }

    void creatureNumbers()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "tester");
        game::Creature& tester = *g.creature(handle);
        tester.hp = 9;
        tester.maxHp = 12;
        tester.level = 4;
        const EventInfo e = throwAt(g, game::EV_ZAP, g.player().handle(), handle);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 15 * 100 + game::rules::SZ_MEDIUM);
        QCOMPARE(e.vMag, 20);
        QCOMPARE(e.EParam, int16_t(5));
        QCOMPARE(e.vDuration, int16_t(0));     // held or spent, mana never goes below 0
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vDmg, int16_t(9));
        QCOMPARE(e.aDmg, int16_t(12));
        QCOMPARE(tester.hp, 3);
        QCOMPARE(tester.maxHp, 30);
        // src/Values.cpp, CalcValues: PoorSave[CR 1] (a goblinoid favours no
        // save; MonGoodSaves) + the Constitution modifier; the level counts not.
        QCOMPARE(e.xDmg, int16_t(0 + 1));
    }

    void stati()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "tester");
        const game::Creature& tester = *g.creature(handle);
        const EventInfo e = throwAt(g, game::EV_POUR, g.player().handle(), handle);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 11);       // any BLIND, and BLIND 0 from the player; not BLIND 1, not from itself, not STUNNED
        QCOMPARE(e.vMag, 17);       // Str 15, +2 for four turns
        QVERIFY(e.isHit);           // removing another cause's BLIND left it
        QVERIFY(!e.isSomething);    // removing any BLIND did not
        QCOMPARE(tester.stati.size(), size_t(1));
        const game::StatusEffect& strength = tester.stati.front();
        QCOMPARE(strength.stati, game::rules::ADJUST);
        QCOMPARE(strength.value, game::rules::A_STR);
        QCOMPARE(strength.magnitude, 2);
        QCOMPARE(strength.turnsLeft, 4);
        QCOMPARE(strength.cause, game::rules::SS_ENCH);
    }

    // The stati's fields, the creature's questions and an item's numbers.
    void statiFieldsAndQuestions()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "tester");
        const game::Creature& tester = *g.creature(handle);
        const Handle dagger = g.spawnItem(*g.resources().find("dagger"), 0, tester.x, tester.y);
        QVERIFY(dagger != world::kNoObject);
        g.item(dagger)->plus = 2;
        EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = g.player().handle();
        e.victim = handle;
        e.item = dagger;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 2 * 100 + 2 * 10 + game::rules::A_STR);   // two ADJUST; +3 - 1 to A_STR
        QCOMPARE(e.vMag, 5 * 100 + 3 * 10 + game::rules::SS_ENCH); // the first: 5 turns, +3, SS_ENCH
        QVERIFY(e.isHit);           // from the player, by "glow"
        QVERIFY(e.isSomething);
        QCOMPARE(e.EParam, int16_t(1 * 10 - 1));    // the permanent one is left: -1 turns
        QCOMPARE(e.vDuration, int16_t(2 * 100 + 1 * 10));  // Str 15 - 1 = 14: +2; CR 1; not M_HOSTILE
        QCOMPARE(e.vDmg, int16_t(tester.x * 100 + tester.y));
        QCOMPARE(e.aDmg, int16_t(1));       // beside the player, not blind, peaceful
        QCOMPARE(e.xDmg, int16_t(11));
        QCOMPARE(e.vRoll, int8_t(2));
        QCOMPARE(e.vRange, int8_t(111));
        QVERIFY(!e.ADied);          // the tester is peaceful: no one threatens the player

        // A goblin next to the player threatens it, not the peaceful tester.
        QVERIFY(test::spawnNextToPlayer(g, "goblin") != world::kNoObject);
        g.throwEvent(e);
        QVERIFY(e.ADied);
    }

    // Said to the player, to observers who see it, or to everyone: the
    // player reads each when it should, with the arguments in place.
    void messagesReachThePlayerWhenTheyShould()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle seen = test::spawnNextToPlayer(g, "tester");
        size_t before = g.log().size();
        throwAt(g, game::EV_OPEN, g.player().handle(), seen);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(logSince(g, before), (std::vector<std::string>{
                                          "You feel a tingle of 7 volts from the tester.",
                                          // his or hers, as its sex came out (src/Creature.cpp)
                                          g.creature(seen)->state.female()
                                              ? "The tester shudders, and her eyes glow red."
                                              : "The tester shudders, and his eyes glow red.",
                                          "You open the tester.",
                                          "The tester is opened.",
                                          "You act.",
                                          "Everyone hears a click (tester).",
                                      }));

        // The seen monster opens one out of sight: what names only the
        // unseen is not read, what names the seen one is.
        // Blind, the player sees only the cells next to it.
        game::StatusEffect blind;
        blind.stati = game::rules::BLIND;
        g.player().addStatus(blind);
        g.updatePlayerView();
        QVERIFY(g.playerPerceives(seen));
        const auto [x, y] = unseenFreeCell(g);
        QVERIFY2(x >= 0, qPrintable(QStringLiteral("%1x%2").arg(g.level().map().width()).arg(g.level().map().height())));
        const Handle hidden = g.spawnMonster(*g.resources().find("tester"), x, y);
        QVERIFY(hidden != world::kNoObject);
        before = g.log().size();
        throwAt(g, game::EV_OPEN, seen, hidden);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(logSince(g, before), (std::vector<std::string>{
                                          "The tester opens something.",
                                          "The tester and something.",
                                          "Everyone hears a click (tester).",
                                      }));

        // And the other way round.
        before = g.log().size();
        throwAt(g, game::EV_OPEN, hidden, seen);
        QCOMPARE(logSince(g, before), (std::vector<std::string>{
                                          // his or hers, as its sex came out (src/Creature.cpp)
                                          g.creature(seen)->state.female()
                                              ? "The tester shudders, and her eyes glow red."
                                              : "The tester shudders, and his eyes glow red.",
                                          "Something opens the tester.",
                                          "The tester is opened.",
                                          "Something and the tester.",
                                          "Everyone hears a click (tester).",
                                      }));
    }

    // ThrowDmg throws EV_DAMAGE through the event system: the victim's own
    // handling takes the hit points, and "how" tells the death.
    void scriptsThrowDamage()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "tester");
        game::Creature& tester = *g.creature(handle);
        tester.hp = tester.maxHp = 20;
        EventInfo e = throwAt(g, game::EV_CLOSE, g.player().handle(), handle);
        QCOMPARE(e.vVal, game::DONE);
        QCOMPARE(tester.hp, 14);
        QVERIFY(e.isHit);

        tester.hp = 5;
        const size_t before = g.log().size();
        e = throwAt(g, game::EV_CLOSE, g.player().handle(), handle);
        QCOMPARE(g.creature(handle), nullptr);
        const std::vector<std::string> lines = logSince(g, before);
        QVERIFY(std::find(lines.begin(), lines.end(), "The tester dies.") != lines.end());
        // Asked about after it died, the tester is nothing: no error, no answer.
        QVERIFY(!e.isHit);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A natural 20 always saves and a 1 never does; a save that is none is an error.
    void savingThrows()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle handle = test::spawnNextToPlayer(g, "tester");
        const EventInfo e = throwAt(g, game::EV_TASTE, g.player().handle(), handle);
        QVERIFY2(e.vVal > 5 && e.vVal < 40, qPrintable(QString::number(e.vVal)));     // ~20 of 400 natural 20s
        QVERIFY2(e.vMag > 360 && e.vMag < 395, qPrintable(QString::number(e.vMag)));  // all but ~20 natural 1s
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors()[0].find("SavingThrow: 7 is not a save (FORT, REF or WILL)") != std::string::npos,
                 g.scriptErrors()[0].c_str());
    }

    // Scripts run without a game (`incplay script`, the debugger's
    // expressions): the functions say so instead of acting on nothing.
    void withoutAGameTheyFail()
    {
        test::MemoryBuild built = test::buildInMemory("nogame.irc",
                                                      "int32 hp() { return EPlayer->cHP; }\n"
                                                      "void hello() { EPlayer->IPrint(\"hello\"); }\n"
                                                      "bool blind() { return EPlayer->HasStati(3); }\n",
                                                      test::RuntimeApi::Read);
        QVERIFY(built.image);
        vm::HostApi api;
        game::registerRuntimeApi(api);
        std::vector<module::ModuleImage> images;
        images.push_back(std::move(*built.image));
        game::ScriptHostLoad loaded = game::ScriptHost::load(std::move(images), api);
        QVERIFY(loaded.host);
        for (const char* name : {"hp", "hello", "blind"}) {
            const vm::LoadedFunction* f = loaded.host->program().findFunction(name);
            QVERIFY(f);
            QVERIFY(!loaded.host->interpreter().invoke(*f, {}).ok);
            const std::string message = loaded.host->interpreter().lastError()->message;
            QVERIFY2(message.find("no game is running") != std::string::npos, message.c_str());
        }
    }

    // Every function of the table is in the API header, spelled as the
    // original's Api.h spells it, so the corpus and the example bind them.
    void headerDeclaresThem()
    {
        const std::string header = game::runtimeApiHeader();
        for (const char* line : {
                 "system bool T_THING::isCreature();",
                 "system void T_THING::IPrint(string msg, ...);",
                 "system void T_THING::IDPrint(string msg1, string msg2, ...);",
                 "system void T_THING::GainTempStati(int16 n, hObj:T_THING h, int16 Duration, int8 Cause, "
                 "int16 Val = -1, int16 Mag = -1, rID eID = 0, int8 clev = 0);",
                 "system void T_THING::RemoveStati(int16 n, int8 Cause = -1, int16 val = -1, int16 Mag = -1, "
                 "hObj:T_THING h = 0);",
                 "system bool T_THING::HasStati(int16 n, int16 val = -1, hObj:T_THING t = 0);",
                 "system int16 T_CREATURE::cHP;",
                 "system int16 T_CREATURE::mHP;",
                 "system bool T_CREATURE::SavingThrow(int16 st, int16 SaveDC, int32 subtypes = 0);",
                 "system void DPrint(hObj:T_EVENTINFO, string msg1, string msg2, ...);",
                 "system void APrint(hObj:T_EVENTINFO, string msg, ...);",
                 "system int32 ThrowDmg(int16 Ev, int16 dt, int16 amt, string s, hObj:T_OBJECT = 0, "
                 "hObj:T_OBJECT = 0, hObj:T_OBJECT = 0, hObj:T_OBJECT = 0);",
             })
            QVERIFY2(header.find(std::string(line) + "\n") != std::string::npos, line);
    }
};

INCURSION_TEST_MAIN(CreatureApiTest)
#include "tst_creature_api.moc"
} // namespace tst_creature_api
