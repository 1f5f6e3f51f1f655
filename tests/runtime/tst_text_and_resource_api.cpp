// The host API on text and on resources (game/text_api.h,
// game/resource_query_api.h), called by a monster's handler in a running
// game: printf-style Format and Error, the message formatter's XPrint, the
// string helpers, names of resources and objects, what resources say of
// themselves, the level-scaled numbers and the game's turn and player.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/resource_query_api.h"
#include "game/text_api.h"

#include <QtTest>

namespace tst_text_and_resource_api {

using namespace incursion;
using game::EventInfo;

namespace {

using test::logSince;

const std::string kWorld = R"irc(
#define NA_CAPS 0x0004
#define NA_POSS 0x0008
#define NA_A 0x0010
#define NA_THE 0x0020
#define IT_PLURAL 13
#define T_BOOTS 23
#define SZ_LARGE 5
#define T_TMONSTER 62
#define T_TEFFECT 65

Effect "lore" : EA_BLAST { Level: 4; Flags: 7; xval: AD_FIRE; pval: 1d6; }
Item "boots" : T_BOOTS { Image: brown '['; Level: 3; Weight: 10; Flags: IT_PLURAL; }
Item "stone" : T_FOOD { Image: white '*'; Level: 1; Weight: 1; }

Monster "orc sage" : MA_GOBLINOID
  { Image: green 'o'; CR: 2; HD: 1; Hit: 1; Def: 12; Size: SZ_LARGE;
    Attk: A_CLAW for 1d4 AD_SLASH;

    On Event EVICTIM(EV_ZAP) {
      EPlayer->IPrint(Format("(%d/%-3s/%03d/%x/%c/%%)", 42, "ab", 7, 255, 'Q'));
      EPlayer->IPrint(Left("goblin", 3) + "," + Left("ab", 9) + "," + Replace("a-b-c", "-", "+") + "," + Trim("  x y  ") + ".");
      EPlayer->IPrint(Pluralize("wolf") + "," + Pluralize("torch") + "," + Pluralize("boots", $"boots"));
      EPlayer->IPrint(NAME($"lore") + "," + EVictim->Name(NA_THE + NA_CAPS + NA_POSS) + "," + EVictim->Name(NA_A));
      EPlayer->IPrint(XPrint("The <hObj> glares.", EVictim));
      e.vVal = $"lore"->Level * 100 + ($"lore"->HasFlag(7) ? 10 : 0) + ($"lore"->HasFlag(8) ? 5 : 0)
             + (isResType($"lore", T_TEFFECT) ? 1 : 0) + (isResType($"lore", T_TMONSTER) ? 2 : 0);
      e.vMag = $"orc sage"->MSize * 10 + $"boots"->RIType - T_BOOTS;
      e.vDuration = ResourceLevel($"orc sage") * 100 + ResourceLevel($"boots") * 10 + ResourceLevel($"lore");
      e.xDmg = LevelAdjust(-106, 9, 1) * 100 + LevelAdjust(-80, 0, 4) * 10 + LevelAdjust(7, 20);
      e.aDmg = MMFeatLevels(0x00080001);
      e.isHit = ResourceHasFlag($"boots", IT_PLURAL) && !ResourceHasFlag($"stone", IT_PLURAL);
      e.bDmg = $"Test Depths"->GetConst(DUN_DEPTH) * 1000 + $"Test Depths"->GetConst(1) * 10
             + $"lore"->GetConst(DUN_DEPTH);
      e.EParam = $"lore"->GetConst(14) * 100 + $"lore"->GetConst(200);
      e.isSomething = theGame->GetPlayer(0)->isPlayer();
      e.vRadius = theGame->GetTurn();
      return DONE;
      };

    On Event EVICTIM(EV_TALK) {
      Error("the %s is missing %d pages", "tome", 3);
      return DONE;
      };

    On Event EVICTIM(EV_OPEN) {
      EPlayer->IPrint(Format("%d and %d", 1));
      return DONE;
      };

    On Event EVICTIM(EV_SEARCH) {
      SetSilence();
      EPlayer->IPrint("Hidden.");
      SetSilence();
      UnsetSilence();
      EPlayer->IPrint("Hidden too.");
      UnsetSilence();
      UnsetSilence();
      EPlayer->IPrint("Heard.");
      SetSilence();
      return DONE;
      };

    On Event EVICTIM(EV_TASTE) {
      ThrowDmg(EV_DAMAGE, AD_FIRE, 500, "a burst of runes", EVictim, EPlayer);
      EPlayer->IPrint("The runes burn you to ash.");
      return DONE;
      };

    On Event EVICTIM(EV_CLOSE) {
      e.vVal = $"boots"->Level;
      return DONE;
      };
  }
)irc";

EventInfo ask(game::Game& g, int32_t event, world::Handle victim)
{
    EventInfo e;
    e.event = event;
    e.actor = g.player().handle();
    e.victim = victim;
    g.throwEvent(e);
    return e;
}

} // namespace

class TextAndResourceApiTest : public QObject {
    Q_OBJECT
private slots:
    // rule: src/Base.cpp, Pluralize (IT_PLURAL items counted in pairs); src/Res.cpp,
    // ResourceLevel and ResourceHasFlag; inc/Inline.h, LevelAdjust and MMFeatLevels.
    void stringsAndResourceQueriesAnswerAsTheOriginal()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, "the game did not start");
        const world::Handle sage = test::spawnNextToPlayer(*s.g, "orc sage");
        QVERIFY(sage != world::kNoObject);
        const size_t before = s.g->log().size();
        const EventInfo e = ask(*s.g, game::EV_ZAP, sage);
        QCOMPARE(test::firstScriptError(*s.g), "");
        const std::vector<std::string> lines = logSince(*s.g, before);
        QCOMPARE(lines.size(), size_t(5));
        QCOMPARE(lines[0], std::string("(42/ab /007/ff/Q/%)"));
        QCOMPARE(lines[1], std::string("Gob,ab,a+b+c,x y."));    // a message begins with a capital
        QCOMPARE(lines[2], std::string("Wolves,torches,pairs of boots"));
        QCOMPARE(lines[3], std::string("Lore,The orc sage's,an orc sage"));
        QCOMPARE(lines[4], std::string("The orc sage glares."));
        QCOMPARE(e.vVal, 4 * 100 + 10 + 1);     // Level 4, flag 7 set, 8 not; an Effect, no Monster
        QCOMPARE(int(e.vMag), 5 * 10);          // SZ_LARGE; RIType T_BOOTS
        QCOMPARE(int(e.vDuration), 2 * 100 + 3 * 10 + 4);   // a monster's CR, an item's and effect's level
        QCOMPARE(int(e.xDmg), 4 * 100 + 5 * 10 + 7);    // LEVEL_1PER2 of 9, PLUS_ADD1 of 4, a plain 7
        QCOMPARE(int(e.aDmg), 4 + 2);           // MM_QUICKEN + MM_AMPLIFY
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        // rule: src/Annot.cpp, Resource::GetConst: declared (DUN_DEPTH 5, LEVEL_SIZEX 64), else the
        // defaults (DUN_DEPTH 1 outside a dungeon, REDUCE_CHASM_CHANCE 50), 0 for an unknown constant.
        QCOMPARE(int(e.bDmg), 5 * 1000 + 64 * 10 + 1);
        QCOMPARE(int(e.EParam), 50 * 100);
        QCOMPARE(uint64_t(e.vRadius), s.g->turn());
    }

    // rule: src/Wcurses.cpp, Error: the message is shown and play goes on.
    void errorIsListedAndLoggedWithoutStoppingTheScript()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY(s.g);
        const world::Handle sage = test::spawnNextToPlayer(*s.g, "orc sage");
        const size_t before = s.g->log().size();
        const EventInfo e = ask(*s.g, game::EV_TALK, sage);
        QCOMPARE(s.g->scriptErrors().size(), size_t(1));
        QVERIFY2(s.g->scriptErrors().front().find("Error: the tome is missing 3 pages") != std::string::npos,
                 s.g->scriptErrors().front().c_str());
        QCOMPARE(logSince(*s.g, before), std::vector<std::string>{"Error: the tome is missing 3 pages"});
        Q_UNUSED(e);
    }

    void badArgumentsFailTheCallWithAClearMessage()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY(s.g);
        const world::Handle sage = test::spawnNextToPlayer(*s.g, "orc sage");
        ask(*s.g, game::EV_OPEN, sage);
        QVERIFY2(std::string(test::firstScriptError(*s.g)).find("Format: the format \"%d and %d\" wants more values "
                                                                "than the 1 given") != std::string::npos,
                 test::firstScriptError(*s.g));
        test::StartedGame t = test::startAndAdvance(kWorld);
        const world::Handle other = test::spawnNextToPlayer(*t.g, "orc sage");
        ask(*t.g, game::EV_CLOSE, other);
        QVERIFY2(std::string(test::firstScriptError(*t.g)).find("Level: boots is an Item, not an Effect")
                     != std::string::npos,
                 test::firstScriptError(*t.g));
    }

    // rule: inc/Inline.h, SetSilence/UnsetSilence (a counter, never below 0);
    // src/Main.cpp: every thing's turn begins unsilenced.
    void silenceHoldsBackMessagesUntilUnset()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY(s.g);
        const world::Handle sage = test::spawnNextToPlayer(*s.g, "orc sage");
        const size_t before = s.g->log().size();
        ask(*s.g, game::EV_SEARCH, sage);
        QCOMPARE(test::firstScriptError(*s.g), "");
        QCOMPARE(logSince(*s.g, before), std::vector<std::string>{"Heard."});
        // Left silenced by the handler: the next turn speaks again.
        QVERIFY(s.g->perform(game::PlayerCommand::of(game::CommandKind::Rest)));
        s.g->advance();
        s.g->notice("Spoken.");
        QCOMPARE(logSince(*s.g, before).back(), std::string("Spoken."));
    }

    // A script's damage names the cause of death, and "You die..." follows
    // the script's own message about it.
    void deathByAScriptIsToldAfterItsMessageWithItsCause()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY(s.g);
        const world::Handle sage = test::spawnNextToPlayer(*s.g, "orc sage");
        const size_t before = s.g->log().size();
        ask(*s.g, game::EV_TASTE, sage);
        QCOMPARE(test::firstScriptError(*s.g), "");
        QVERIFY(s.g->playerDead());
        QCOMPARE(logSince(*s.g, before), (std::vector<std::string>{"The runes burn you to ash.", "You die..."}));
        QCOMPARE(s.g->causeOfDeath(), "Killed by a burst of runes on level " + std::to_string(s.g->level().depth)
                                          + ", turn " + std::to_string(s.g->turn()) + ".");
    }

    void printfFormatAndLevelAdjustAsPureFunctions()
    {
        std::string error;
        const auto noText = [](int32_t) { return std::string(); };
        QCOMPARE(game::text_api::printfFormat("%5d|%-5d|%+d", {12, 34, 5}, noText, &error),
                 std::string("   12|34   |+5"));
        QVERIFY(error.empty());
        game::text_api::printfFormat("%q", {1}, noText, &error);
        QCOMPARE(error, std::string("the format \"%q\" has %q, which is no conversion"));
        using game::resource_query_api::levelAdjust;
        QCOMPARE(levelAdjust(-126, 15, 0), std::optional<int32_t>(11));    // LEVEL_SCALED: 9 + (15 - 9) / 3
        QCOMPARE(levelAdjust(-72, 0, 3), std::optional<int32_t>(7));       // PLUS_2PER1_ADD1
        QCOMPARE(levelAdjust(-45, 0, 2), std::optional<int32_t>(25));       // PLUS_5PER1_ADD15
        QCOMPARE(levelAdjust(-130, 5, 1), std::nullopt);
    }
};

INCURSION_TEST_MAIN(TextAndResourceApiTest)
#include "tst_text_and_resource_api.moc"
} // namespace tst_text_and_resource_api
