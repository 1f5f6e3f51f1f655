// A character's hit points, mana and spells at its making and as it grows
// (game/character_vitals.h, game/character_spells.h), as the original's
// Character::CalcValues (src/Values.cpp), Player::AdvanceLevel, GainAbility,
// CalcSpellAccess, LearnSpell and Create (src/Create.cpp) give them. The
// modules are our own.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/character_spells.h"
#include "game/character_vitals.h"
#include "game/creature.h"
#include "game/player_view.h"
#include "game/playtest_report.h"

#include <QtTest>

#include <algorithm>

namespace tst_character_vitals {

using namespace incursion;

namespace {

const std::string kWorld = R"(
#define CA_SPELLCASTING 82
#define SPELL_ACCESS 230
#define BONUS_SLOTS 229
#define SPELL_LIST 21
#define SP_ARCANE 4
#define SP_DIVINE 8
#define MA_DRAGON 37
#define MA_KOBOLD 18
#define T_BOOK 22
#define FT_TOUGHNESS 320
#define SZ_SMALL 3
#define SZ_MEDIUM 4
#define CF_PRESTIGE 11

Effect "spark" : EA_BLAST { Level: 1; }
Effect "mend" : EA_HEALING { Level: 1; }
Effect "blessing" : EA_HEALING { Level: 1; }
Effect "ward" : EA_HEALING { Level: 1; }
Effect "great ward" : EA_HEALING { Level: 2; }

Item "book of sparks" : T_BOOK { Image: red '?'; Level: 1; Weight: 10; Spells: $"spark"; }

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: SZ_MEDIUM; Attk: A_PUNC for 1d3 AD_BLUNT; }
Monster "small folk body" : MA_KOBOLD
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: SZ_SMALL; Attk: A_PUNC for 1d3 AD_BLUNT; }
Monster "wyrm body" : MA_DRAGON
  { Image: red 'D'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: SZ_MEDIUM; Attk: A_BITE for 1d6 AD_PIERCE; }

Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }
Race "Small folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"small folk body"; }
Race "Wyrm folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"wyrm body"; }

Class "Fighter" { HitDice: 10; Mana: 6; }

Class "Cleric"
  {
    HitDice: 8; Mana: 12;
    Grants: Ability[CA_SPELLCASTING] at every level starting at 1st,
            Stati[SPELL_ACCESS,SP_DIVINE,+1] at every level starting at 1st;
    Lists: * SPELL_LIST 1 $"blessing" $"ward" 2 $"great ward";
  }

Class "Wizard"
  {
    HitDice: 4; Mana: 20;
    Grants: Ability[CA_SPELLCASTING] at every level starting at 1st,
            Stati[SPELL_ACCESS,SP_ARCANE,+1] at 1st level;
    Gear: $"book of sparks";
    Lists: * SPELL_LIST 1 $"spark" $"mend";
  }

Class "Archmage" { HitDice: 4; Flags: CF_PRESTIGE; }
)";

test::TestGame startAs(const std::string& race, const std::string& klass)
{
    return test::startAsCharacter(kWorld, race, klass);
}

std::vector<std::string> spellNames(const game::Game& g)
{
    std::vector<std::string> names;
    for (module::ResourceId spell : g.player().spells)
        names.emplace_back(g.resources().name(spell));
    std::sort(names.begin(), names.end());
    return names;
}

// Gives the player fixed attributes and level dice, then works its maxima out.
void setCharacter(game::Game& g, std::array<int32_t, 6> attributes, std::vector<int32_t> hitRolls,
                  std::vector<int32_t> manaRolls)
{
    game::Creature& self = g.player();
    self.attributes = attributes;
    game::CharacterSheet& sheet = *self.character;
    sheet.levels[0] = int32_t(hitRolls.size());
    sheet.hitRolls[0] = std::move(hitRolls);
    sheet.manaRolls[0] = std::move(manaRolls);
    game::character::calcVitals(g, self);
}

} // namespace

class CharacterVitalsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Values.cpp, Character::CalcValues: 20, plus per level
    // max(1, Con modifier + the level's hit roll) when the kind's hit die
    // (MonHDType: d8 for most, d4 for kobolds) is d8 or less; mana is the
    // mana rolls times ManaMultiplier[level] (src/Tables.cpp) + 10 + the
    // Wisdom modifier per level. src/Creature.cpp, Creature::Mod rounds
    // toward zero: Con 9 gives 0.
    void hitPointsAndManaFollowTheOriginalsFormula()
    {
        test::TestGame t = startAs("Folk", "Fighter");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::Creature& self = g.player();

        // As made: one level, rolls kept on the sheet, never below half the die.
        const game::CharacterSheet& sheet = *self.character;
        QCOMPARE(sheet.hitRolls[0].size(), size_t(1));
        QVERIFY(sheet.hitRolls[0][0] >= 5 && sheet.hitRolls[0][0] <= 10);
        QVERIFY(sheet.manaRolls[0][0] >= 3 && sheet.manaRolls[0][0] <= 6);
        const int32_t con = (self.attributes[2] - 10) / 2, wis = (self.attributes[4] - 10) / 2;
        QCOMPARE(self.maxHp, 20 + std::max(1, con + sheet.hitRolls[0][0]));
        QCOMPARE(self.hp, self.maxHp);
        QCOMPARE(self.maxMana, sheet.manaRolls[0][0] + 10 + wis);
        QCOMPARE(self.mana, self.maxMana);

        // Con 16 (+3), rolls 10 and 5: 20 + 13 + 8; Wis 14 (+2), mana 6 + 3
        // at level 2 (multiplier 2): 18 + 10 + 4.
        setCharacter(g, {10, 10, 16, 10, 14, 10}, {10, 5}, {6, 3});
        QCOMPARE(self.maxHp, 41);
        QCOMPARE(self.maxMana, 32);
        // Con 9 and Wis 9 count 0 (the original's rounding), Con 3 (-3) still 1 a level.
        setCharacter(g, {10, 10, 9, 10, 9, 10}, {6, 2}, {4, 4});
        QCOMPARE(self.maxHp, 28);
        QCOMPARE(self.maxMana, 26);
        setCharacter(g, {10, 10, 3, 10, 10, 10}, {2, 3}, {1, 1});
        QCOMPARE(self.maxHp, 22);
        // Damage taken and mana spent stay when the maxima change.
        game::Creature& hurt = g.player();
        hurt.hp -= 5;
        hurt.mana -= 2;
        setCharacter(g, {10, 10, 16, 10, 14, 10}, {10, 5}, {6, 3});
        QCOMPARE(hurt.hp, 41 - 5);
        QCOMPARE(hurt.mana, 32 - 2);
    }

    // rule: src/Values.cpp, Character::CalcValues: the size scales hit
    // points (small x 9/10); a kind whose hit die exceeds d8 (MonHDType:
    // a dragon's d12) counts max(1, Con modifier + 6) per level instead of
    // the rolls; Toughness adds a quarter.
    void sizeAndKindScaleHitPoints()
    {
        test::TestGame small = startAs("Small folk", "Fighter");
        QVERIFY2(small.game, qPrintable(small.errors));
        QCOMPARE(small.game->player().size, 3);
        QCOMPARE(game::character::hitDieType(*small.game, small.game->player()), 4);
        setCharacter(*small.game, {10, 10, 14, 10, 10, 10}, {10, 6}, {1, 1});
        QCOMPARE(small.game->player().maxHp, (20 + 12 + 8) * 9 / 10);

        test::TestGame wyrm = startAs("Wyrm folk", "Fighter");
        QVERIFY2(wyrm.game, qPrintable(wyrm.errors));
        game::Game& g = *wyrm.game;
        QCOMPARE(game::character::hitDieType(g, g.player()), 12);
        setCharacter(g, {10, 10, 14, 10, 10, 10}, {1, 1, 1}, {1, 1, 1});
        QCOMPARE(g.player().maxHp, 20 + 3 * (2 + 6));
        g.player().character->learnFeat(320);   // FT_TOUGHNESS
        game::character::calcVitals(g, g.player());
        QCOMPARE(g.player().maxHp, 44 + 44 / 4);
    }

    // rule: src/Create.cpp, Player::Create and LearnSpell: a class without
    // spellcasting learns nothing (the module's spells are not handed out).
    void aNonCasterKnowsNoSpells()
    {
        test::TestGame t = startAs("Folk", "Fighter");
        QVERIFY2(t.game, qPrintable(t.errors));
        QVERIFY(t.game->player().spells.empty());
        QVERIFY(t.game->player().character->spells.empty());
    }

    // rule: src/Create.cpp, GainAbility(CA_SPELLCASTING) opens SpellTable
    // slots (one first-level slot at casting level 1), CalcValues adds the
    // bonus slots of Intelligence, CalcSpellAccess reads the class's
    // SPELL_LIST up to the SPELL_ACCESS level, and Create learns until the
    // first level's slots are full. A divine caster needs no book.
    void aCasterLearnsItsClassSpells()
    {
        test::TestGame t = startAs("Folk", "Cleric");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::Creature& self = g.player();
        const game::CharacterSheet& sheet = *self.character;
        QCOMPARE(sheet.spellSlots[0], 1);
        QCOMPARE(sheet.spellSlots[1], 0);
        const auto bonus = game::character::bonusSpellSlots(g, self);
        const int32_t learned = std::min(2, sheet.spellSlots[0] + bonus[0]);
        QCOMPARE(sheet.spellsLearned[0], learned);
        const std::vector<std::string> names = spellNames(g);
        QCOMPARE(int32_t(names.size()), learned);
        for (const std::string& name : names)
            QVERIFY2(name == "blessing" || name == "ward", name.c_str());
    }

    // rule: src/Create.cpp, LearnSpell (OPT_SHOW_ALL_SPELLS off): an
    // arcane spell is learned only from a spellbook the character carries.
    void anArcaneCasterLearnsFromItsBooks()
    {
        test::TestGame t = startAs("Folk", "Wizard");
        QVERIFY2(t.game, qPrintable(t.errors));
        QCOMPARE(spellNames(*t.game), std::vector<std::string>{"spark"});
    }

    // rule: src/Create.cpp, Player::AdvanceLevel and GainAbility: each
    // level rolls its dice and grows the slots; the playtest learns into
    // them at once; the level-2 spell waits for casting level 3 (SAL). The
    // player advances by choice, the sheet's `A` (src/Managers.cpp).
    void advancingRaisesVitalsAndSlots()
    {
        test::TestGame t = startAs("Folk", "Cleric");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        g.advance();
        self.experience = 1000;
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Advance)));
        QCOMPARE(self.character->levels[0], 2);
        QCOMPARE(self.character->hitRolls[0].size(), size_t(2));
        QCOMPARE(self.character->spellSlots[0], 2);
        QCOMPARE(self.maxHp, game::character::maximumHitPoints(g, self));
        QCOMPARE(self.maxMana, game::character::maximumMana(g, self));
        const std::vector<std::string> names = spellNames(g);
        QVERIFY(std::find(names.begin(), names.end(), "great ward") == names.end());
        QCOMPARE(names.size(), size_t(2));      // both first-level spells: two slots at least
    }

    // rule: src/Create.cpp, Player::Create: the class menu offers no
    // prestige class, so a wrong name lists only the classes a new
    // character can take.
    void aWrongClassListsOnlyStartingClasses()
    {
        test::TestGame t = startAs("Folk", "Nobody");
        QVERIFY(!t.game);
        QVERIFY2(t.errors.contains("no class named \"Nobody\" (a new character can take: Fighter, Cleric, Wizard)"),
                 qPrintable(t.errors));
    }

    // The playtest report and the sheet name who the character is, what it
    // has and knows.
    void theReportNamesTheCharacter()
    {
        test::TestGame t = startAs("Folk", "Wizard");
        QVERIFY2(t.game, qPrintable(t.errors));
        const game::Game& g = *t.game;
        const game::Creature& self = g.player();
        const std::string report = game::playtestReport(g);
        const std::string vitals = "Vitals:  " + std::to_string(self.hp) + "/" + std::to_string(self.maxHp) +
                                   " hit points, " + std::to_string(self.mana) + "/" + std::to_string(self.maxMana) +
                                   " mana\n";
        for (const std::string& line : {std::string("Character: Folk, Wizard 1, male, no god\n"), vitals,
                                         std::string("Spells:  spark\n")})
            QVERIFY2(report.find(line) != std::string::npos, report.c_str());
        const game::SheetView sheet = game::takeSheetView(g);
        QCOMPARE(sheet.spells, std::vector<std::string>{"spark"});
        QCOMPARE(sheet.classes, std::vector<std::string>{"Wizard 1"});

        test::TestGame fighter = startAs("Folk", "Fighter");
        QVERIFY2(fighter.game, qPrintable(fighter.errors));
        QVERIFY(game::playtestReport(*fighter.game).find("Spells:  none\n") != std::string::npos);
    }

    // The dice and slots are saved with the character.
    void theDiceAreSaved()
    {
        test::TestGame t = startAs("Folk", "Cleric");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const game::CharacterSheet before = *g.player().character;
        const int32_t hp = g.player().maxHp, mana = g.player().maxMana;
        const std::string saved = g.save();
        g.player().character->hitRolls[0].clear();
        QVERIFY(!g.restore(saved));
        QVERIFY(*g.player().character == before);
        QCOMPARE(g.player().maxHp, hp);
        QCOMPARE(g.player().maxMana, mana);
    }
};

INCURSION_TEST_MAIN(CharacterVitalsTest)
#include "tst_character_vitals.moc"
} // namespace tst_character_vitals
