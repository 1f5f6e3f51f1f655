// The player's hunger (game/hunger.h) as the original kept it: satiation is
// the HUNGER stati's duration, SATIATED - 10 at the making (src/Create.cpp),
// one less each game turn (src/Status.cpp, UpdateStati: GetHungrier(1)), read
// as a state (src/Creature.cpp, HungerState) with its penalties (src/Values.cpp,
// CalcValues, BONUS_HUNGER); eating adds the food's Nutrition a bite at a
// time, twenty bites a meal, and ends "You finish eating the ..." (src/Item.cpp,
// Food::Eat), a PRE(EV_EAT) answering DONE eats its own way (lib's tablets);
// run out, the player starves (src/Status.cpp, StatiEnd: "You starve to
// death..."); HEAL_HUNGER healing brings a hungry creature to CONTENT
// (src/Effects.cpp); satiation is saved; the status line shows the state
// (src/Term.cpp, ShowTraits); the bots eat when hungry.
#include "support/carried_items.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/hunger.h"
#include "game/player_bot.h"
#include "game/player_view.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_hunger {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;
using world::Handle;
namespace hunger = game::hunger;

namespace {

const std::string kWorld = R"(
#define HUNGER 80
#define NULL_OBJ ((hObj)0)
#define HEAL_HUNGER 0x40

Effect "Sustain" : EA_HEALING { Level: 1; xval: HEAL_HUNGER; pval: 1; }
Item "flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Item "ration" : T_FOOD { Image: brown '%'; Nutrition: 25; Flags: IT_NOGEN; }
// Swallowed whole in its PRE(EV_EAT), as the original module's tablets.
Item "tablet" : T_FOOD { Image: white '%'; Nutrition: 25; Flags: IT_NOGEN;
    On Event PRE(EV_EAT) {
      EActor->IPrint("You swallow it.");
      EActor->SetStatiDur(HUNGER, -1, NULL_OBJ, 2222);
      EItem->TakeOne()->Remove(true);
      return DONE; };
  }
// Tells the hunger state scripts read (HungerState) when drunk.
Item "tasting flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN;
    On Event EV_DRINK { EActor->IPrint("state <Num>", EActor->HungerState()); return DONE; };
  }
)";

using test::giveCarried;
using test::logLine;

bool use(game::Game& g, Handle item)
{
    return test::performOn(g, CommandKind::Use, item);
}

} // namespace

class HungerTest : public QObject {
    Q_OBJECT
private slots:
    // A new character starts satiated; each game turn takes one point.
    void satiationCountsDownEachTurn()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        QCOMPARE(hunger::satiation(g.player()), hunger::kStartingSatiation);
        QCOMPARE(hunger::hungerState(g.player()), hunger::SATIATED);
        const uint64_t turn = g.turn();
        const int32_t before = hunger::satiation(g.player());
        for (int i = 0; i < 20; ++i) {
            QVERIFY(g.perform(PlayerCommand::of(CommandKind::Rest)));
            QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        }
        QVERIFY(g.turn() > turn);
        QCOMPARE(int64_t(before - hunger::satiation(g.player())), int64_t(g.turn() - turn));
    }

    // The states and their thresholds, the script's HungerState, and the
    // penalties: Hungry falls through into Starving's, a bloated body is slower.
    void statesAndPenaltiesAsTheOriginal()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        const int32_t strength = self.attribute(game::rules::A_STR);
        const int32_t speed = self.currentSpeed();
        // Each state names the top of its band (HungerState: above SATIATED is BLOATED ...).
        const std::pair<int32_t, int32_t> cases[] = {
            {2501, hunger::BLOATED},  {2500, hunger::SATIATED}, {2001, hunger::SATIATED}, {2000, hunger::CONTENT},
            {1500, hunger::PECKISH},  {1000, hunger::HUNGRY},   {481, hunger::HUNGRY},    {480, hunger::STARVING},
            {240, hunger::WEAK},      {120, hunger::FAINTING},  {1, hunger::FAINTING},
        };
        for (const auto& [satiation, state] : cases) {
            hunger::setSatiation(self, satiation);
            QCOMPARE(hunger::hungerState(self), state);
        }
        hunger::setSatiation(self, 1001);
        QCOMPARE(self.attribute(game::rules::A_STR), strength);
        hunger::setSatiation(self, 1000);
        QCOMPARE(self.attribute(game::rules::A_STR), strength - 3);
        hunger::setSatiation(self, 480);
        QCOMPARE(self.attribute(game::rules::A_STR), strength - 2);
        hunger::setSatiation(self, 200);
        QCOMPARE(self.attribute(game::rules::A_STR), strength - 4);
        hunger::setSatiation(self, 3200);
        QCOMPARE(self.attribute(game::rules::A_STR), strength);
        QCOMPARE(self.currentSpeed(), speed - 10);
        QCOMPARE(game::takePlayerView(g).status.hunger, hunger::BLOATED);

        hunger::setSatiation(self, 900);
        const size_t before = g.log().size();
        QVERIFY(use(g, giveCarried(g, "tasting flask")));
        QVERIFY2(logLine(g, before).find("State " + std::to_string(hunger::HUNGRY)) != std::string::npos,
                 logLine(g, before).c_str());
    }

    // A meal: twenty bites of the ration's Nutrition, one of the stack eaten.
    void eatingFillsTheBelly()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        hunger::setSatiation(self, hunger::HUNGRY);
        const Handle rations = giveCarried(g, "ration", 0, 3);
        QVERIFY(g.perform(*game::keyCommand('E')));
        QCOMPARE(hunger::satiation(self), hunger::HUNGRY + hunger::kBitesPerMeal * 25);
        QVERIFY2(logLine(g).find("You finish eating the ration.") != std::string::npos, logLine(g).c_str());
        QCOMPARE(g.item(rations)->quantity, 2);

        // A tablet's PRE(EV_EAT) swallows it its own way.
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        hunger::setSatiation(self, hunger::HUNGRY);
        const Handle tablet = giveCarried(g, "tablet");
        const size_t before = g.log().size();
        QVERIFY(use(g, tablet));
        QVERIFY2(logLine(g, before).find("You swallow it.") != std::string::npos, logLine(g, before).c_str());
        QVERIFY2(logLine(g, before).find("You finish eating") == std::string::npos, logLine(g, before).c_str());
        QCOMPARE(hunger::satiation(self), 2222);
        QVERIFY(!g.item(tablet) || g.item(tablet)->owner != self.handle());
    }

    // Run out of satiation, the player starves to death.
    void runningOutStarves()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        hunger::setSatiation(g.player(), 1);
        for (int i = 0; i < 4 && !g.playerDead(); ++i) {
            g.perform(PlayerCommand::of(CommandKind::Rest));
            g.advance();
        }
        QVERIFY(g.playerDead());
        QVERIFY2(logLine(g).find("You starve to death...") != std::string::npos, logLine(g).c_str());
        QVERIFY2(g.causeOfDeath().find("starvation") != std::string::npos, g.causeOfDeath().c_str());
    }

    // Healing that feeds brings a hungry player to Content, and no further.
    void healHungerFeeds()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        hunger::setSatiation(self, 300);
        QVERIFY(use(g, giveCarried(g, "flask", *g.resources().find("Sustain"))));
        QCOMPARE(hunger::satiation(self), hunger::CONTENT);
        QVERIFY2(logLine(g).find("You feel less hungry now.") != std::string::npos, logLine(g).c_str());
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        hunger::setSatiation(self, 2400);
        QVERIFY(use(g, giveCarried(g, "flask", *g.resources().find("Sustain"))));
        QCOMPARE(hunger::satiation(self), 2400);
    }

    // A save keeps satiation exactly.
    void satiationIsSaved()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        hunger::setSatiation(g.player(), 777);
        const std::string bytes = g.save();
        hunger::setSatiation(g.player(), 2000);
        QVERIFY(!g.restore(bytes));
        QCOMPARE(hunger::satiation(g.player()), 777);
    }

    // The bots eat when hungry, and not before.
    void theBotEatsWhenHungry()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        const Handle rations = giveCarried(g, "ration", 0, 2);
        QVERIFY(game::botCommand(g, game::BotMode::Explore).kind != CommandKind::Use);
        hunger::setSatiation(self, hunger::HUNGRY);
        const PlayerCommand meal = game::botCommand(g, game::BotMode::Explore);
        QCOMPARE(meal.kind, CommandKind::Use);
        QCOMPARE(meal.item, rations);
        QVERIFY(g.perform(meal));
        QVERIFY(hunger::hungerState(self) > hunger::HUNGRY);
    }
};

INCURSION_TEST_MAIN(HungerTest)
#include "tst_hunger.moc"
} // namespace tst_hunger
