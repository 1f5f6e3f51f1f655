// EA_VISION: the player's senses reaching out over the example's warrens.
#include "support/effect_arena.h"
#include "support/example_game.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/spell_engine.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <QtTest>

namespace tst_effect_vision {

using namespace incursion;
using namespace incursion::test::effect_arena;

class TestEffectVision : public QObject {
    Q_OBJECT

private slots:
    // An EA_VISION effect of lval 30, read in the example's warrens, adds every
    // cell within thirty squares of the reader to the map, walls included, and
    // no cell beyond (rule: src/Effects.cpp, Magic::Vision, in its
    // non-interactive form that marks the cells within range as seen).
    void visionRevealsItsRange()
    {
        test::TestGame t = test::startGoblinWarrens(R"(
#define EA_VISION 47
AI_SCROLL Effect "Far Sight;scroll" : EA_VISION { Level: 2; lval: 30; Flags: EF_AUTOID; }
)");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const game::Creature& self = g.player();
        const game::Level& level = g.level();
        const map::Map& m = level.map();
        std::vector<bool> knownBefore;
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x)
                knownBefore.push_back(level.explored(x, y));
        const EffectOutcome out = use(g, "Far Sight;scroll", world::kNoObject, {self.x, self.y});
        QVERIFY(out.identifies);
        QVERIFY(!logHas(g, "Nothing happens"));
        int learned = 0, beyond = 0;
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x) {
                const bool inRange = map::originalDistance(x - self.x, y - self.y) <= 30;
                if (inRange)
                    QVERIFY2(level.explored(x, y), qPrintable(QStringLiteral("(%1, %2) unexplored").arg(x).arg(y)));
                else
                    ++beyond;
                if (!knownBefore[size_t(y * m.width() + x)] && level.explored(x, y)) {
                    ++learned;
                    QVERIFY2(inRange, qPrintable(QStringLiteral("(%1, %2) learned out of range").arg(x).arg(y)));
                }
            }
        QVERIFY(learned > 0);
        QVERIFY2(beyond > 0, "the level should reach past thirty squares");
        QVERIFY(logHas(g, "Your senses reach out"));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(TestEffectVision)
#include "tst_effect_vision.moc"
} // namespace tst_effect_vision
