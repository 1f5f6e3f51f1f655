// A light burns its fuel while lit (game/light_fuel.h): its age starts at the
// item's Lifespan (src/Item.cpp, Item::Item), falls by one each of its
// carrier's turns while it is in the light slot, and at the last "Your <light>
// burns out!" and it is gone (src/Creature.cpp, Creature::DoTurn); the
// inventory tells the turns left (src/Message.cpp, Item::Name with NA_LONG).
#include "support/carried_items.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/equipment.h"
#include "game/player_command.h"

#include <QtTest>

namespace tst_light_fuel {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_LIGHT 44
Item "stub candle" : T_LIGHT { Image: yellow '~'; Light Range: 2; Lifespan: 3; Flags: IT_NOGEN; }
Item "lantern" : T_LIGHT { Image: yellow '~'; Light Range: 4; Lifespan: 100; Flags: IT_NOGEN; }
)";

bool rest(game::Game& g)
{
    return g.perform(PlayerCommand::of(CommandKind::Rest)) && g.advance() == game::GameStatus::PlayerToAct;
}

} // namespace

class LightFuelTest : public QObject {
    Q_OBJECT
private slots:
    void aLitLightBurnsOutAndIsGone()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        // Whatever light the character started with is put away first.
        if (const Handle started = game::equipment::inSlot(g.player(), game::wear_slots::SL_LIGHT))
            QVERIFY(test::performOn(g, CommandKind::TakeOff, started));
        QVERIFY(g.advance() == game::GameStatus::PlayerToAct);
        const Handle candle = test::giveCarried(g, "stub candle");
        const Handle lantern = test::giveCarried(g, "lantern");
        QCOMPARE(g.listedNameOf(*g.item(candle)), std::string("stub candle (with 3 turns of light left)"));
        // Lit, it burns a turn of fuel each game turn: the third burns it out.
        const uint64_t litOn = g.turn();
        QVERIFY(test::performOn(g, CommandKind::Wield, candle));
        const size_t from = g.log().size();
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QCOMPARE(game::equipment::inSlot(g.player(), game::wear_slots::SL_LIGHT), candle);
        const int32_t left = int32_t(3 - (g.turn() - litOn));
        QCOMPARE(g.listedNameOf(*g.item(candle)),
                 "stub candle (with " + std::to_string(left) + " turns of light left)");
        while (g.item(candle) && g.turn() < litOn + 10)
            QVERIFY(rest(g));
        QVERIFY2(!g.item(candle), "the candle should have burnt out");
        QCOMPARE(g.turn(), litOn + 3);
        QVERIFY2(test::logLine(g, from).find("Your stub candle burns out!") != std::string::npos,
                 test::logLine(g, from).c_str());
        QCOMPARE(game::equipment::inSlot(g.player(), game::wear_slots::SL_LIGHT), world::kNoObject);
        // The lantern in the pack was never lit: it kept its fuel.
        QCOMPARE(g.listedNameOf(*g.item(lantern)), std::string("lantern (with 100 turns of light left)"));
    }
};

INCURSION_TEST_MAIN(LightFuelTest)
#include "tst_light_fuel.moc"
} // namespace tst_light_fuel
