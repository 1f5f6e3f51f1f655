// What an item grants while worn (game/worn_magic.h): put on, its effect is
// re-thrown as EV_EFFECT with isWield (src/Inv.cpp, Character::Wield) and an
// armour's qualities their "quality::<name>" effects (src/Item.cpp,
// Armour::Event POST(EV_WIELD); names from src/Tables.cpp, APostQualNames);
// their EA_GRANT stati are held by the item (SS_ITEM) until it comes off
// (src/Item.cpp, Item::Event EV_REMOVE; src/Effects.cpp, Magic::Grant:
// RemoveStatiFrom), or leaves its wearer any other way. One of a stack is
// split off to wield it (src/Inv.cpp, Character::Swap), and a worn light
// source sheds its LightRange (src/Values.cpp, CalcValues; src/Item.cpp,
// Item::GetLightRange).
#include "support/carried_items.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/equipment.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "game/worn_magic.h"

#include <QtTest>

namespace tst_worn_magic {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_RING 48
#define T_LIGHT 44

Effect "Might" : EA_GRANT { Level: 1; xval: ADJUST; yval: A_STR; pval: 2; }
Effect "Weakness" : EA_GRANT { Level: 0; xval: ADJUST; yval: A_STR; pval: -6; Flags: 2; }   // EF_CURSED
Effect "quality::fire resistance" : EA_GRANT { Level: 1; xval: ADJUST; yval: A_CON; pval: 1; }

Item "ring" : T_RING { Image: yellow '='; Level: 1; Weight: 1; }
Item "mail shirt" : T_ARMOUR { Image: grey '['; Def: 2; Arm: 1; Level: 1; Weight: 150; }
Item "torch" : T_LIGHT { Image: yellow '~'; Level: 1; Weight: 10; Light Range: 5; Lifespan: 3000; }
)";

Handle give(game::Game& g, std::string_view name, std::string_view effect = {}, int32_t quantity = 1)
{
    return test::giveCarried(g, name, effect.empty() ? 0 : *g.resources().find(effect), quantity);
}

bool perform(game::Game& g, CommandKind kind, Handle item)
{
    return test::performOn(g, kind, item);
}

int heldBy(const game::Creature& c, Handle item)
{
    return int(std::count_if(c.stati.begin(), c.stati.end(), [item](const game::StatusEffect& s) {
        return s.source == item && s.cause == game::worn_magic::kWornItemCause && s.turnsLeft < 0;
    }));
}

} // namespace

class WornMagicTest : public QObject {
    Q_OBJECT
private slots:
    // A ring of Might grants +2 Strength while worn, and two rings of it +4.
    void aRingGrantsItsEffectWhileWorn()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        const int32_t strength = self.attribute(game::rules::A_STR);
        const Handle left = give(g, "ring", "Might");
        QVERIFY(perform(g, CommandKind::Wield, left));
        QCOMPARE(self.attribute(game::rules::A_STR), strength + 2);
        QCOMPARE(heldBy(self, left), 1);

        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const Handle right = give(g, "ring", "Might");
        QVERIFY(right != left);
        QVERIFY(perform(g, CommandKind::Wield, right));
        QCOMPARE(self.attribute(game::rules::A_STR), strength + 4);

        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(perform(g, CommandKind::TakeOff, left));
        QCOMPARE(self.attribute(game::rules::A_STR), strength + 2);
        QCOMPARE(heldBy(self, left), 0);
        QCOMPARE(heldBy(self, right), 1);

        // A worn ring destroyed takes its magic along.
        g.deleteThing(right, "test");
        QCOMPARE(self.attribute(game::rules::A_STR), strength);
    }

    // Armour of fire resistance wears its quality's effect.
    void armourQualitiesGrantTheirEffects()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        QCOMPARE(game::worn_magic::armourQualityName(4), std::string_view("fire resistance"));
        const Handle shirt = give(g, "mail shirt");
        g.item(shirt)->properties.qualities[0] = 4;     // AQ_FIRE_RES
        const int32_t constitution = self.attribute(game::rules::A_CON);
        QVERIFY(perform(g, CommandKind::Wield, shirt));
        QVERIFY(game::equipment::isWorn(self, shirt));
        QCOMPARE(self.attribute(game::rules::A_CON), constitution + 1);
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        QVERIFY(perform(g, CommandKind::TakeOff, shirt));
        QCOMPARE(self.attribute(game::rules::A_CON), constitution);
    }

    // One torch of a bundle is split off to light the way; the rest stay a stack.
    void aTorchIsSplitOffItsBundleAndSheds()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        for (Handle carried : std::vector<Handle>(self.inventory))
            if (g.item(carried)->itemType == 44)
                g.deleteThing(carried, "test");     // the class's own light, if any
        QCOMPARE(game::worn_magic::lightRange(g, self), 0);
        const Handle bundle = give(g, "torch", {}, 3);
        QVERIFY(perform(g, CommandKind::Wield, bundle));
        const Handle lit = game::equipment::inSlot(self, game::wear_slots::SL_LIGHT);
        QVERIFY(lit && lit != bundle);
        QCOMPARE(g.item(lit)->quantity, 1);
        QCOMPARE(g.item(bundle)->quantity, 2);
        QCOMPARE(game::worn_magic::lightRange(g, self), 5);
    }

    // rule: src/Item.cpp, Item::MakeMagical: an EF_CURSED effect makes its item
    // cursed; src/Inv.cpp, Character::Wield: put on, it curses itself again
    // (a blessing undone first), telling so when its magic and blessing are
    // known; and a cursed ring will not come off (Character::TakeOff).
    void aCursedEffectCursesItsItem()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle ring = give(g, "ring", "Weakness");
        namespace ip = game::item_properties;
        QVERIFY(g.item(ring)->properties.flags & ip::IF_CURSED);
        // Blessed (a prayer's doing) and known, it still curses itself once on.
        g.item(ring)->properties.flags = ip::IF_BLESSED;
        g.item(ring)->known |= 0x02 | 0x04;      // KN_BLESS | KN_MAGIC
        const size_t from = g.log().size();
        QVERIFY(perform(g, CommandKind::Wield, ring));
        g.advance();
        QVERIFY2(test::logLine(g, from).find("curses itself!") != std::string::npos, test::logLine(g, from).c_str());
        QCOMPARE(g.item(ring)->properties.flags & (ip::IF_CURSED | ip::IF_BLESSED), ip::IF_CURSED);
        QVERIFY(!perform(g, CommandKind::TakeOff, ring) || g.advance() == game::GameStatus::PlayerToAct);
        QVERIFY(game::equipment::isWorn(g.player(), ring));
    }
};

INCURSION_TEST_MAIN(WornMagicTest)
#include "tst_worn_magic.moc"
} // namespace tst_worn_magic
