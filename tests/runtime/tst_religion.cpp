// Religion (game/religion.h, religion_api.h): the god the player worships,
// the anger its deeds draw, what the gods say and how they judge favour, as
// original-style handlers call them in a running game; gods take part in
// events through their eID.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include <QtTest>

namespace tst_religion {

using namespace incursion;
using test::ask;
using game::EventInfo;
using world::Handle;

namespace {

using test::logSince;

const std::string kWorld = R"(
#define GODSPEAK_LIST 28
#define VOICE_COLOUR 120
#define TOLERANCE_VAL 129
#define MSG_LESSENED 31
#define MSG_MOLLIFIED 32
#define MSG_CUSTOM1 63
#define GS_FORSAKEN 0x0002
#define GS_KNOWN_ANGER 0x0040
#define EV_RETRIBUTION 138
#define EV_CALC_FAVOUR 141

God "Stern" {
  Lists:
    * GODSPEAK_LIST
        MSG_CUSTOM1 "|Kneel, <Str>!|"
        MSG_LESSENED "The storm overhead quiets.";
  Constants:
    * VOICE_COLOUR 12,
    * TOLERANCE_VAL 2;
  On Event EV_RETRIBUTION { EVictim->IPrint("Retribution <Num>.", e.EParam); };
  On Event EV_CALC_FAVOUR { e.EParam = e.EParam + 40; };
}

God "Other" { Constants: * TOLERANCE_VAL 0; }

Monster "priest" : MA_GOBLINOID
  { Image: white 'p'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;

    // EActor: the player; e.vVal: how much to transgress.
    On Event EVICTIM(EV_PUSH) {
      EActor->Transgress($"Stern", e.vVal, true, "testing");
      e.vMag = EActor->getAnger($"Stern") * 100 + EActor->getGodAnger($"Stern");
      e.EParam = EActor->getGodFlags($"Stern");
      e.isHit = EActor->getGod() == $"Stern" && EActor->GodID == $"Stern";
      return DONE;
      };

    On Event EVICTIM(EV_TALK) {
      EActor->GodID = $"Stern";
      EActor->lowerAnger($"Stern", 1);
      EActor->GodMessage($"Stern", MSG_CUSTOM1, "mortal");
      e.vVal = EActor->calcFavour($"Stern");
      EActor->Transgress($"Other", 60, false, "another god");
      e.vMag = EActor->getAnger($"Other");
      EActor->setGodFlags($"Other", 5);
      EActor->resetGodFlags($"Other", 1);
      e.EParam = EActor->getGodFlags($"Other");
      e.isHit = EActor->getGodLevel($"Stern") == 0 && EVictim->getGod() == 0;
      EVictim->Transgress($"Stern", 10, true, "a monster");
      return DONE;
      };

    On Event EVICTIM(EV_SEARCH) {
      e.eID = EVictim->GodID;
      return DONE;
      };

    // A godless character's standing with its god (lib's bless;item asks so).
    On Event EVICTIM(EV_PULL) {
      e.vVal = EActor->getGodLevel(EActor->getGod()) + 10 * EActor->getGodFlags(EActor->getGod())
               + 100 * EActor->getAnger(EActor->getGod());
      return DONE;
      };
  }
)";

using Started = test::StartedGame;

} // namespace

class ReligionTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Prayer.cpp, Character::Transgress: anger grows by the
    // offence; the own god says so (MSG_UNEASY, MSG_VUNEASY at 5 and more)
    // and the anger is known; past the god's tolerance (TOLERANCE_VAL) a
    // wrathful offence brings EV_RETRIBUTION to the god, with the excess;
    // inc/Creature.h, getGodAnger is the anger past the tolerance;
    // Character::Forsake: past 35 the own god casts the character out.
    void transgressionAndForsaking()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const module::ResourceId stern = *g.resources().find("Stern");
        g.religion().god = stern;
        const Handle priest = test::spawnNextToPlayer(g, "priest");

        size_t before = g.log().size();
        EventInfo e = ask(g, game::EV_PUSH, priest, {.vVal = 2});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vMag, 2 * 100 + 0);
        QCOMPARE(e.EParam, int16_t(0x0040));
        QVERIFY(e.isHit);
        QCOMPARE(logSince(g, before), std::vector<std::string>{"You feel uneasy."});

        before = g.log().size();
        e = ask(g, game::EV_PUSH, priest, {.vVal = 5});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vMag, 7 * 100 + 5);
        QCOMPARE(logSince(g, before), (std::vector<std::string>{"Retribution 5.", "You feel deeply uneasy."}));

        before = g.log().size();
        e = ask(g, game::EV_PUSH, priest, {.vVal = 30});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vMag, 37 * 100 + 35);
        QVERIFY(e.EParam & 0x0002);     // GS_FORSAKEN
        QVERIFY(!e.isHit);
        QCOMPARE(g.religion().god, module::ResourceId(0));
        const std::vector<std::string> said = logSince(g, before);
        QCOMPARE(said.size(), size_t(2));
        QCOMPARE(said[0], std::string("Retribution 35."));
        QVERIFY2(said[1].starts_with("A voice thunders, \"Thy unholy deeds"), said[1].c_str());

        // Forsaken: no more anger is counted.
        e = ask(g, game::EV_PUSH, priest, {.vVal = 5});
        QCOMPARE(e.vMag, 37 * 100 + 35);

        // A save keeps the standing.
        const std::string saved = g.save();
        g.religion() = {};
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.religion().standing(stern).anger, int16_t(37));
        QVERIFY(g.religion().standing(stern).flags & 0x0002);
    }

    // rule: src/Prayer.cpp, Character::lowerAnger (MSG_LESSENED while anger
    // remains), Character::GodMessage (the god's GODSPEAK_LIST words with the
    // caller's arguments, `|` quoting what it says aloud),
    // Character::calcFavour (EV_CALC_FAVOUR lets the god judge), and
    // Transgress against another god: by one, when random(60) <= mag;
    // inc/Creature.h, setGodFlags/resetGodFlags; monsters have no god and
    // transgress against none.
    void angerMessagesAndFavour()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const module::ResourceId stern = *g.resources().find("Stern");
        g.religion().standing(stern).anger = 3;
        const Handle priest = test::spawnNextToPlayer(g, "priest");
        const size_t before = g.log().size();
        const EventInfo e = ask(g, game::EV_TALK, priest);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(logSince(g, before),
                 (std::vector<std::string>{"The storm overhead quiets.", "\"Kneel, mortal!\""}));
        QCOMPARE(g.religion().standing(stern).anger, int16_t(2));
        QCOMPARE(e.vVal, 40);
        QCOMPARE(e.vMag, 1);
        QCOMPARE(e.EParam, int16_t(4));
        QVERIFY(e.isHit);
        QCOMPARE(g.religion().standing(stern).anger, int16_t(2));   // the monster's transgression counts for nothing
    }

    // No god, no standing: a godless character's getGodLevel(getGod()) is 0
    // (the original read before its arrays with GodNum's -1); another
    // number that is no god stays a clear error.
    void aGodlessCharacterHasNoStanding()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        g.religion().god = 0;
        const Handle priest = test::spawnNextToPlayer(g, "priest");
        const EventInfo e = ask(g, game::EV_PULL, priest, {.vVal = 7});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 0);
    }

    // Only characters have a GodID: asking a monster's is a clear error.
    void aMonsterIsNoCharacter()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle priest = test::spawnNextToPlayer(g, "priest");
        ask(g, game::EV_SEARCH, priest);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("is not a character") != std::string::npos, test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(ReligionTest)
#include "tst_religion.moc"
} // namespace tst_religion
