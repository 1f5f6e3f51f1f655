// Whom the player's Cast command aims at when the command names no one: a
// spell aimed at nothing (no Q_DIR, Q_LOC or Q_TAR in its qval: a buff, a
// summons) is cast on the caster, as the original's MagicEvent made the
// actor the victim when none was chosen (src/Magic.cpp, MagicEvent: "if
// (!e.EVictim && e.EXVal <= 0) e.EVictim = e.EActor"); an aimed spell goes
// at the nearest enemy, and with none in sight it is not cast.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/player_command.h"
#include "game/rules.h"

#include <QtTest>

#include <algorithm>

namespace tst_cast_targets {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;

namespace {

const std::string kWorld = R"(
#define Q_TAR 0x0004
Effect "Bull Strength" : EA_GRANT { Level: 1; xval: ADJUST; yval: A_STR; pval: 2; }
Effect "Stab of Light" : EA_BLAST { Level: 1; pval: 1d4; qval: Q_TAR; }
)";

PlayerCommand cast(int32_t spell)
{
    PlayerCommand c = PlayerCommand::of(CommandKind::Cast);
    c.spell = spell;
    return c;
}

} // namespace

class CastTargetsTest : public QObject {
    Q_OBJECT
private slots:
    void aSpellAimedAtNothingIsCastOnTheCaster()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        self.spells = {*g.resources().find("Bull Strength"), *g.resources().find("Stab of Light")};
        self.mana = self.maxMana = 50;
        const int32_t strength = self.attribute(game::rules::A_STR);
        QVERIFY(g.perform(cast(0)));
        QCOMPARE(g.player().attribute(game::rules::A_STR), strength + 2);
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        // An aimed spell with no enemy in sight is not cast, and says why.
        QVERIFY(!g.perform(cast(1)));
        QCOMPARE(g.log().back().text(), std::string("You see no target for that spell."));
    }
};

INCURSION_TEST_MAIN(CastTargetsTest)
#include "tst_cast_targets.moc"
} // namespace tst_cast_targets
