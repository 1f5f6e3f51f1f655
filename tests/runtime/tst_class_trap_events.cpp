// A class's TRAP_EVENT stati (src/Create.cpp: the original module's Mage
// gives itself GainPermStati(TRAP_EVENT, ..., PRE(EV_EFFECT), ..., $"mage")
// at birth) makes the class hear META(PRE(EV_EFFECT)) of its character's
// effects (src/Event.cpp, the TRAP_EVENT sweep before each participant), as
// an effect's would; a class is no longer refused them.
#include "support/carried_items.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_command.h"

#include <QtTest>

namespace tst_class_trap_events {

using namespace incursion;
using game::CommandKind;

namespace {

const std::string kWorld = R"(
#define TRAP_EVENT 79
#define META(a) (a+10000)
#define SS_CLAS 4
#define NULL_OBJ ((hObj)0)

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4;
    Attk: A_PUNC for 1d3 AD_BLUNT; }
Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }

Class "Conjurer"
  {
    HitDice: 4;
    On Event EV_BIRTH {
      EActor->GainPermStati(TRAP_EVENT, NULL_OBJ, SS_CLAS, PRE(EV_EFFECT), 0, $"Conjurer", 0);
      return NOTHING; },
    META(PRE(EV_EFFECT)) { EActor->IPrint("Conjurer training shapes the <Res>.", e.eID); return NOTHING; };
  }

Effect "Glow" : EA_HEALING { Level: 1; pval: 1; }
Item "flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
)";

} // namespace

class ClassTrapEventsTest : public QObject {
    Q_OBJECT
private slots:
    void aClassHearsItsTrapEvent()
    {
        test::TestGame t = test::startAsCharacter(kWorld, "Folk", "Conjurer");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle flask = test::giveCarried(g, "flask", *g.resources().find("Glow"));
        const size_t from = g.log().size();
        QVERIFY(test::performOn(g, CommandKind::Use, flask));
        g.advance();
        QVERIFY2(test::logLine(g, from).find("Conjurer training shapes the Glow.") != std::string::npos,
                 test::logLine(g, from).c_str());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(ClassTrapEventsTest)
#include "tst_class_trap_events.moc"
} // namespace tst_class_trap_events
