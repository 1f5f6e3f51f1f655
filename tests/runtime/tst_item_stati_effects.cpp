// EA_INFLICT aimed at an item (game/effect_archetypes.h, inflictOnItem): the
// item gains the segment's stati for the effect's duration, as the
// original's Magic::Inflict gives it to any Thing (rule: src/Effects.cpp,
// Magic::Inflict): Ethereal Blade's EXTRA_QUALITY makes the weapon ghost
// touch while it lasts (rule: inc/Item.h, QItem::HasQuality), and casting it
// again renews it rather than stacking.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/item.h"
#include "game/item_properties.h"

#include <QtTest>

namespace tst_item_stati_effects {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define Q_INV 8
#define EXTRA_QUALITY 183
#define IQ_GHOST_TOUCH 77
#define EF_DLONG 25
#define EF_AFFECTS_ITEMS 40
#define EF_ITEMS_ONLY 41

Item "short sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d6; LDmg: 1d8; Level: 1; Weight: 30; }
Spell "Ghost Edge" : EA_INFLICT
  { Level: 1; Cost: 1; qval: Q_INV; xval: EXTRA_QUALITY; yval: IQ_GHOST_TOUCH;
    Flags: EF_AFFECTS_ITEMS, EF_ITEMS_ONLY, EF_DLONG; }
)";

constexpr int32_t EXTRA_QUALITY = 183, IQ_GHOST_TOUCH = 77;

} // namespace

class ItemStatiEffectsTest : public QObject {
    Q_OBJECT

private slots:
    void aLentQualityLastsTheDuration()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        const Handle made = g.spawnItem(idOf(g, "short sword"), 0, self.x, self.y);
        const Handle sword = g.giveItem(self, *g.item(made));
        QVERIFY(!game::item_properties::hasQuality(*g.item(sword), IQ_GHOST_TOUCH));

        const EffectOutcome first = use(g, "Ghost Edge", sword, {-1, -1}, 1);
        QCOMPARE(first.unsupportedSegments, 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::Item* it = g.item(sword);
        QCOMPARE(it->stati.size(), size_t(1));
        QCOMPARE(it->stati[0].stati, EXTRA_QUALITY);
        QCOMPARE(it->stati[0].value, IQ_GHOST_TOUCH);
        QCOMPARE(it->stati[0].effect, idOf(g, "Ghost Edge"));
        QVERIFY(game::item_properties::hasQuality(*it, IQ_GHOST_TOUCH));
        const int32_t turns = it->stati[0].turnsLeft;
        QVERIFY(turns > 0);

        // Again: renewed, not stacked.
        use(g, "Ghost Edge", sword, {-1, -1}, 1);
        QCOMPARE(g.item(sword)->stati.size(), size_t(1));

        for (int i = 0; i < 4 * turns && !g.item(sword)->stati.empty(); ++i) {
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
            g.advance();
        }
        QVERIFY(g.item(sword)->stati.empty());
        QVERIFY(!game::item_properties::hasQuality(*g.item(sword), IQ_GHOST_TOUCH));
    }
};

INCURSION_TEST_MAIN(ItemStatiEffectsTest)
#include "tst_item_stati_effects.moc"
} // namespace tst_item_stati_effects
