// What the Playtest panel shows of the player, from the runtime
// (game/player_view.h, Game::listedNameOf): the character sheet names the
// race, classes with their levels, god and sex; the inventory and the report
// list a stack's count and a wand's charges alike ("2 x ...", "(1 charge)",
// "(0 charges)"); using one of a stack names one item, as the original's
// Item::DrinkPotion and ReadScroll do (src/Magic.cpp: TakeOne, then Name(NA_A))
// and its use menu before eating (src/Player.cpp: TakeOne).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/hunger.h"
#include "game/player_view.h"
#include "game/playtest_report.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_player_sheet_names {

using namespace incursion;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define CF_RELIGIOUS 1
#define ALLOWED_GODS 33
#define M_HUMANOID 1

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }
Race "Hill folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }
God "Dawn" { Desc: "The dawn."; }
Class "Acolyte" { HitDice: 8; Mana: 4; Flags: CF_RELIGIOUS; Lists: * ALLOWED_GODS $"Dawn"; }

Effect "Mending" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d4; }
Item "flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Item "rod" : T_WAND { Image: white '-'; Flags: IT_NOGEN; }
Item "ration" : T_FOOD { Image: brown '%'; Flags: IT_NOGEN; }
)";

std::string lastMessage(const game::Game& g)
{
    return g.log().empty() ? std::string() : g.log().back().text();
}

} // namespace

class PlayerSheetNamesTest : public QObject {
    Q_OBJECT
private slots:
    // The sheet's who-is-who comes from the character the game rolled.
    void sheetNamesRaceClassGodAndSex()
    {
        game::GameOptions options;
        options.race = "Hill folk";
        options.characterClass = "Acolyte";
        options.god = "Dawn";
        options.sex = game::CharacterSex::Female;
        test::TestGame t = test::startTestGame(kWorld, options);
        QVERIFY2(t.game, qPrintable(t.errors));
        const game::SheetView sheet = game::takePlayerView(*t.game).sheet;
        QCOMPARE(sheet.race, std::string("Hill folk"));
        QCOMPARE(sheet.classes, std::vector<std::string>{"Acolyte 1"});
        QCOMPARE(sheet.god, std::string("Dawn"));
        QVERIFY(sheet.female);

        options.sex = game::CharacterSex::Male;
        test::TestGame male = test::startTestGame(kWorld, options);
        QVERIFY2(male.game, qPrintable(male.errors));
        QVERIFY(!game::takePlayerView(*male.game).sheet.female);
    }

    // Counts and charges, as the inventory, the item prompts and the report list them.
    void inventoryListsCountsAndCharges()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        const module::ResourceId mending = *g.resources().find("Mending");
        const Handle flasks = g.giveItem(self, *g.item(g.spawnItem(*g.resources().find("flask"), mending, self.x, self.y, 2)));
        const Handle full = g.giveItem(self, *g.item(g.spawnItem(*g.resources().find("rod"), mending, self.x, self.y)));
        const Handle once = g.giveItem(self, *g.item(g.spawnItem(*g.resources().find("rod"), mending, self.x, self.y)));
        const Handle empty = g.giveItem(self, *g.item(g.spawnItem(*g.resources().find("rod"), mending, self.x, self.y)));
        g.item(full)->charges = 7;
        g.item(once)->charges = 1;
        g.item(empty)->charges = 0;
        const std::string flask = g.nameOf(*g.item(flasks));
        const std::string rod = g.nameOf(*g.item(full));
        QCOMPARE(g.listedNameOf(*g.item(flasks)), "2 x " + flask);
        QCOMPARE(g.listedNameOf(*g.item(full)), rod + " (7 charges)");
        QCOMPARE(g.listedNameOf(*g.item(once)), rod + " (1 charge)");
        QCOMPARE(g.listedNameOf(*g.item(empty)), rod + " (0 charges)");

        // The panel's inventory and the report agree.
        std::vector<std::string> listed;
        for (const game::ViewItem& item : game::takePlayerView(g).inventory)
            listed.push_back(item.name);
        const std::vector<std::string> expected{"2 x " + flask, rod + " (7 charges)", rod + " (1 charge)",
                                                rod + " (0 charges)"};
        QCOMPARE(listed, expected);
        const std::string report = game::playtestReport(g, game::ReportOptions());
        for (const std::string& line : expected)
            QVERIFY2(report.find("  " + line + "\n") != std::string::npos, report.c_str());
    }

    // Drinking or eating one of a stack names one item, not the stack.
    void usingOneOfAStackNamesOneItem()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        const module::ResourceId mending = *g.resources().find("Mending");
        g.giveItem(self, *g.item(g.spawnItem(*g.resources().find("flask"), mending, self.x, self.y, 2)));
        const Handle rations = g.giveItem(self, *g.item(g.spawnItem(*g.resources().find("ration"), 0, self.x, self.y, 5)));
        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);

        const std::string flask = g.nameOf(*g.item(self.inventory.front()));
        const size_t before = g.log().size();
        QVERIFY(g.perform(game::PlayerCommand::useFirst(game::rules::T_POTION)));
        std::string drunk;
        for (size_t i = before; i < g.log().size(); ++i)
            if (g.log()[i].text().starts_with("You drink"))
                drunk = g.log()[i].text();
        // The object picks the article ("an unknown flask" while the potion is not known).
        const std::string article = std::string("aeiou").find(flask.front()) != std::string::npos ? "an " : "a ";
        QCOMPARE(QString::fromStdString(drunk), QString::fromStdString("You drink " + article + flask + "."));

        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        game::hunger::setSatiation(self, game::hunger::HUNGRY);    // hungry: no "You are full" question
        QVERIFY(g.perform(game::PlayerCommand::useFirst(game::rules::T_FOOD)));
        QCOMPARE(QString::fromStdString(lastMessage(g)), QStringLiteral("You finish eating the ration."));
        QCOMPARE(g.item(rations)->quantity, 4);
    }
};

INCURSION_TEST_MAIN(PlayerSheetNamesTest)
#include "tst_player_sheet_names.moc"
} // namespace tst_player_sheet_names
