// A new character's starting gear (game/character_advance.h, game_gear.cpp):
// the god hears of the birth too, "Universal Gear" is granted after the race's
// and class's gear with its `if (...)` entries asked of the character, every
// starting item is known, and one torch of a stack is lit in the light slot.
// The modules are our own.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/equipment.h"
#include "game/item.h"

#include <QtTest>

#include <algorithm>
#include <numeric>

namespace tst_starting_gear {

using namespace incursion;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_LIGHT 44
#define CF_RELIGIOUS 1
#define WG_LARMOUR 0x20000000
#define WG_HARMOUR 0x80000000
#define M_HUMANOID 1

Item "mace" : T_WEAPON { Image: grey '|'; SDmg: 1d6; LDmg: 1d6; Level: 1; Weight: 40; Size: 3; }
Item "torch" : T_LIGHT { Image: yellow '~'; Level: 1; Weight: 10; Lifespan: 3000; }
Item "plate mail" : T_ARMOUR { Image: grey '['; Def: 8; Arm: 6; Level: 1; Weight: 500; }
Item "leather armour" : T_ARMOUR { Image: brown '['; Def: 2; Arm: 1; Level: 1; Weight: 150; }
Item "gold piece" : T_FOOD { Image: yellow '$'; Level: 1; Weight: 1; }
Item "potion" : T_POTION { Image: white '!'; Level: 1; Weight: 5; }
Flavour "murky" : AI_POTION { Colour: brown; }
AI_POTION Effect "Healing" : EA_HEALING { Level: 1; pval: 1d8; }

Monster "plain body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Plain folk;race"
  {
    Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"plain body";
    Gear: 3d1 $"torch";
    On Event PRE(EV_BIRTH) { EActor->IPrint("race pre birth"); return NOTHING; };
    On Event EV_STARTING_ITEM { EActor->IPrint("race starting"); return NOTHING; };
  }

God "Dawn"
  {
    Desc: "The dawn.";
    On Event PRE(EV_BIRTH) { EActor->IPrint("god pre birth"); return NOTHING; };
    On Event EV_BIRTH { EActor->IPrint("god birth"); return NOTHING; };
    On Event EV_STARTING_ITEM { EActor->IPrint("god starting"); return NOTHING; };
  }

Class "Templar"
  {
    HitDice: 10; Mana: 0;
    Flags: CF_RELIGIOUS;
    Proficiencies: WG_LARMOUR, WG_HARMOUR;
    Gear: $"mace", 2d1 $"potion" of $"Healing";
  }

Class "Scholar"
  {
    HitDice: 6; Mana: 0;
  }

// The original's "Universal Gear" (lib/races.irh) chooses armour by the
// proficiencies the class gave; the first entry the character fails gives
// way to its `else`.
Monster "Universal Gear" : 0
  {
    Gear:
      if (!(EActor->Proficiencies & WG_LARMOUR))
        5d1 $"gold piece" else
      if (EActor->Proficiencies & WG_HARMOUR)
        $"plate mail" else
      if (EActor->Proficiencies & WG_LARMOUR)
        $"leather armour";
    On Event PRE(EV_BIRTH) { EActor->IPrint("universal pre birth"); return NOTHING; };
    On Event EV_BIRTH { EActor->IPrint("universal birth"); return NOTHING; };
  }
)";

std::vector<std::string> logLines(const game::Game& g)
{
    std::vector<std::string> lines;
    for (const game::LogEntry& entry : g.log())
        lines.push_back(entry.text());
    return lines;
}

std::string joined(const std::vector<std::string>& lines)
{
    return std::accumulate(lines.begin(), lines.end(), std::string(),
                           [](std::string a, const std::string& b) { return a + b + " | "; });
}

test::TestGame startAs(const std::string& klass, const std::string& god = {})
{
    game::GameOptions options;
    options.race = "Plain folk";
    options.characterClass = klass;
    options.god = god;
    return test::startTestGame(kWorld, options);
}

const game::Item* carriedNamed(const game::Game& g, std::string_view name)
{
    for (Handle h : g.player().inventory)
        if (const game::Item* it = g.item(h); it && g.resources().name(it->resource) == name)
            return it;
    return nullptr;
}

} // namespace

class StartingGearTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Create.cpp, Player::Create (lines 469-484, 590-598): PRE(EV_BIRTH)
    // to the god, race, class and Universal Gear; the race's, class's, then
    // Universal Gear's items; EV_BIRTH alike; EV_STARTING_ITEM to the god,
    // race and class for each item carried.
    void theGodAndUniversalGearHearOfTheBirth()
    {
        test::TestGame t = startAs("Templar", "Dawn");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.religion().god, *g.resources().find("Dawn"));
        const std::vector<std::string> lines = logLines(g);
        const std::vector<std::string> expected = {"God pre birth", "Race pre birth", "Universal pre birth",
                                                   "God birth", "Universal birth"};
        std::vector<std::string> told;
        for (const std::string& line : lines)
            if (std::find(expected.begin(), expected.end(), line) != expected.end())
                told.push_back(line);
        QVERIFY2(told == expected, qPrintable(QString::fromStdString(joined(lines))));
        // Torches (two stacks: the lit one and the rest), mace, potions, plate mail.
        const size_t items = g.player().inventory.size();
        QCOMPARE(items, size_t(5));
        QCOMPARE(size_t(std::count(lines.begin(), lines.end(), "God starting")), items);
        QCOMPARE(size_t(std::count(lines.begin(), lines.end(), "Race starting")), items);
    }

    // rule: lib/races.irh "Universal Gear" through src/Annot.cpp,
    // Resource::GrantGear: each `if (...)` is asked with the character as
    // EActor; a class with heavy armour gets the plate, one with none the
    // gold; the armour goes on (Character::GainItem's preferred slot).
    void universalGearAsksItsConditionsOfTheCharacter()
    {
        test::TestGame templar = startAs("Templar", "Dawn");
        QVERIFY2(templar.game, qPrintable(templar.errors));
        game::Game& g = *templar.game;
        const game::Item* plate = carriedNamed(g, "plate mail");
        QVERIFY(plate);
        QCOMPARE(game::equipment::inSlot(g.player(), game::wear_slots::SL_ARMOUR), plate->handle());
        QVERIFY(!carriedNamed(g, "leather armour"));
        QVERIFY(!carriedNamed(g, "gold piece"));

        test::TestGame scholar = startAs("Scholar");
        QVERIFY2(scholar.game, qPrintable(scholar.errors));
        const game::Item* gold = carriedNamed(*scholar.game, "gold piece");
        QVERIFY(gold);
        QCOMPARE(gold->quantity, 5);
        QVERIFY(!carriedNamed(*scholar.game, "plate mail"));
        QVERIFY(!carriedNamed(*scholar.game, "leather armour"));
    }

    // rule: src/Create.cpp, Player::Create (line 594): MakeKnown(-1) on each
    // starting item: a priest knows the healing potions it set out with.
    void startingItemsAreKnown()
    {
        test::TestGame t = startAs("Templar", "Dawn");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::Item* potion = carriedNamed(g, "potion");
        QVERIFY(potion);
        QCOMPARE(potion->quantity, 2);
        QCOMPARE(potion->effect, *g.resources().find("Healing"));
        QVERIFY(g.identification().known(potion->effect));
        QCOMPARE(potion->known, uint8_t(0xFF));
    }

    // rule: src/Annot.cpp, Character::GainItem (lines 917-930): a stack of
    // lights given at the start has one taken off (TakeOne) and lit in
    // SL_LIGHT, the rest carried.
    void oneTorchOfTheStackIsLit()
    {
        test::TestGame t = startAs("Scholar");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const Handle lit = game::equipment::inSlot(g.player(), game::wear_slots::SL_LIGHT);
        QVERIFY(lit != world::kNoObject);
        QCOMPARE(g.item(lit)->quantity, 1);
        int torches = 0;
        for (Handle h : g.player().inventory)
            if (g.resources().name(g.item(h)->resource) == "torch")
                torches += g.item(h)->quantity;
        QCOMPARE(torches, 3);
    }
};

INCURSION_TEST_MAIN(StartingGearTest)
#include "tst_starting_gear.moc"

} // namespace tst_starting_gear
