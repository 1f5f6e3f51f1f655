// Effects flagged EF_PERIODIC (game/periodic_effects.h): put on, an item's
// periodic effect does not act but gives its wearer a PERIODIC stati the item
// holds, with the segment's lval as its period (src/Magic.cpp, MagicEvent);
// each turn counts it up, and when the count reaches the period the effect is
// thrown at the wearer again with isPeriodic and acts, the count starting
// again at 1 (src/Creature.cpp, the PERIODIC pulse: first after lval turns,
// then every lval - 1); taken off, the pulse stops.
#include "support/carried_items.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/periodic_effects.h"
#include "game/player_command.h"

#include <QtTest>

namespace tst_periodic_effects {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_RING 48
#define EF_PERIODIC 1
Effect "Twitching" : EA_HEALING { Level: 1; lval: 4; pval: 1; Flags: EF_PERIODIC;
    On Event EV_EFFECT { if (e.isPeriodic) EActor->IPrint("You twitch."); };
  }
Item "ring" : T_RING { Image: yellow '='; Level: 1; Weight: 1; Flags: IT_NOGEN; }
)";

size_t count(const std::string& text, const std::string& what)
{
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

bool restUntil(game::Game& g, uint64_t turn)
{
    while (g.turn() < turn)
        if (!g.perform(PlayerCommand::of(CommandKind::Rest)) || g.advance() != game::GameStatus::PlayerToAct)
            return false;
    return true;
}

} // namespace

class PeriodicEffectsTest : public QObject {
    Q_OBJECT
private slots:
    void aWornRingPulsesUntilTakenOff()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle ring = test::giveCarried(g, "ring", *g.resources().find("Twitching"));
        const size_t from = g.log().size();
        const uint64_t wornOn = g.turn();
        QVERIFY(test::performOn(g, CommandKind::Wield, ring));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        // Put on, it only starts its pulse: the ring holds a PERIODIC stati of period 4.
        const auto& stati = g.player().stati;
        const auto pulse = std::find_if(stati.begin(), stati.end(), [&](const game::StatusEffect& st) {
            return st.stati == game::periodic_effects::PERIODIC;
        });
        QVERIFY(pulse != stati.end());
        QCOMPARE(pulse->value, 4);
        QCOMPARE(pulse->source, ring);
        // Pulses after 4 turns, then every 3: turns 4, 7 and 10 after it went on.
        QVERIFY(restUntil(g, wornOn + 10));
        QCOMPARE(count(test::logLine(g, from), "You twitch."), size_t(3));
        QVERIFY(test::performOn(g, CommandKind::TakeOff, ring));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(std::none_of(g.player().stati.begin(), g.player().stati.end(), [](const game::StatusEffect& st) {
            return st.stati == game::periodic_effects::PERIODIC;
        }));
        const size_t off = g.log().size();
        QVERIFY(restUntil(g, g.turn() + 10));
        QCOMPARE(count(test::logLine(g, off), "You twitch."), size_t(0));
    }
};

INCURSION_TEST_MAIN(PeriodicEffectsTest)
#include "tst_periodic_effects.moc"
} // namespace tst_periodic_effects
