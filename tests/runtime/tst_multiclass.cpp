// Levels in several classes (game/class_levels.h): advancing asks which
// class, the character's own or one it newly takes up, as the original's
// character sheet (`A`, `M`, `P` in src/Managers.cpp) and
// Player::AdvanceLevel, Character::TrainAs and TotalClassLevels
// (src/Create.cpp) allow; each class's levels count for its own numbers.
#include "support/game_fixture.h"
#include "support/menu_player.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/character_advance.h"
#include "game/character_rules.h"
#include "game/class_levels.h"
#include "game/creature.h"
#include "game/player_command.h"
#include "game/player_prompts.h"

#include <QtTest>

#include <algorithm>

namespace tst_multiclass {

using namespace incursion;
using test::optionTexts;
using game::EventInfo;
using world::Handle;

namespace {

const std::string kWhichClass = "Which class do you wish to advance in?";

const std::string kWorld = R"(
#define S_ARCHERY 0
#define S_BRAWL 1
#define S_MELEE 2
#define SK_SWIM 40
#define SK_HIDE 12
#define CF_RELIGIOUS 1
#define CF_GOOD 3
#define CF_PRESTIGE 11
#define CF_PSEUDO 12
#define TOTAL_CLASS_LEVELS 112
#define M_HUMANOID 1

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }

Class "Fighter"
  {
    HitDice: 12; Attk: S_ARCHERY 100, S_BRAWL 100, S_MELEE 100;
    Skills[2]: SK_SWIM;
    On Event EV_ADVANCE { EActor->IPrint("fighter advance <Num>", EActor->LevelAs(e.eID)); return NOTHING; };
  }

Class "Mage"
  {
    HitDice: 4; Attk: S_ARCHERY 50, S_BRAWL 50, S_MELEE 50;
    Skills[6]: SK_HIDE;
    On Event EV_ADVANCE { EActor->IPrint("mage advance <Num>", EActor->LevelAs(e.eID)); return NOTHING; };
  }

Class "Knight" { HitDice: 10; Flags: CF_GOOD; }
Class "Cleric" { HitDice: 8; Flags: CF_RELIGIOUS; }
Class "Hermit" { HitDice: 6; On Event EV_ISTARGET { return ABORT; }; }
Class "Unfinished" { Mana: 4; }
Class "Monster Class" { HitDice: 8; Flags: CF_PSEUDO; }
Class "Archmage" { HitDice: 4; Flags: CF_PRESTIGE; Constants: * TOTAL_CLASS_LEVELS 1; }

Monster "examiner" : MA_GOBLINOID
  { Image: green 'e'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_SEARCH) { EActor->GainXP(100); return DONE; }; }
)";

bool logged(const game::Game& g, const std::string& line)
{
    return std::any_of(g.log().begin(), g.log().end(), [&](const game::LogEntry& e) { return e.text() == line; });
}

test::TestGame startFighter()
{
    return test::startAsCharacter(kWorld, "Folk", "Fighter");
}

// Gives the character the experience of its next level and advances by the sheet's `A`.
bool advance(game::Game& g)
{
    game::Creature& self = g.player();
    self.experience = game::experienceForLevel(self.character->totalLevel() + 1);
    return g.perform(game::PlayerCommand::of(game::CommandKind::Advance));
}

} // namespace

class MulticlassTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Create.cpp, Player::AdvanceLevel ("Which class do you wish
    // to advance in?", escapable) and src/Managers.cpp, the sheet's `M`:
    // a new class is any the character has not, not a pseudo class, with a
    // hit die, a god for a religious class, EV_ISTARGET not ABORT and the
    // class's alignment met (a character without a declared alignment meets
    // CF_GOOD); a prestige class (`P`) needs three levels first.
    void advancingAsksWhichClass()
    {
        test::TestGame t = startFighter();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = "Mage (new class)";
        QVERIFY(advance(g));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        // The class menu, then the skill manager for the new points (declined here).
        QCOMPARE(player.menus.size(), size_t(2));
        QCOMPARE(player.menus[0].title, kWhichClass);
        QVERIFY(player.menus[1].title.starts_with("Spend a skill point"));
        QCOMPARE(optionTexts(player.menus[0]),
                 (std::vector<std::string>{"Fighter (level 1 -> 2)", "Mage (new class)", "Knight (new class)"}));
        QVERIFY(player.menus[0].escapable);

        // The second class took its first level: EV_ADVANCE to it, its
        // level dice, its skills, and the levels as the scripts see them.
        const game::CharacterSheet& sheet = *g.player().character;
        QCOMPARE(sheet.classes[1], *g.resources().find("Mage"));
        QCOMPARE(sheet.levels[0], 1);
        QCOMPARE(sheet.levels[1], 1);
        QCOMPARE(sheet.totalLevel(), 2);
        QCOMPARE(g.player().level, 2);
        QVERIFY(logged(g, "Mage advance 1"));
        QVERIFY(!logged(g, "Fighter advance 2"));
        QCOMPARE(sheet.hitRolls[1].size(), size_t(1));
        QVERIFY(sheet.hitRolls[1][0] >= 2 && sheet.hitRolls[1][0] <= 4);    // max(d4, 4 / 2)
        QVERIFY(sheet.knowsFeat(12));     // the Mage's SK_HIDE

        // Another level in the first class; with three levels a prestige
        // class is offered too, and the menu names each class's next level.
        player.wanted = "Fighter (level 1 -> 2)";
        QVERIFY(advance(g));
        QCOMPARE(optionTexts(player.titled(kWhichClass).back()),
                 (std::vector<std::string>{"Fighter (level 1 -> 2)", "Mage (level 1 -> 2)", "Knight (new class)"}));
        QCOMPARE(sheet.levels[0], 2);
        QVERIFY(logged(g, "Fighter advance 2"));

        // Declined: no level.
        player.wanted = "none";
        QVERIFY(!advance(g));
        QCOMPARE(optionTexts(player.titled(kWhichClass).back()), (std::vector<std::string>{"Fighter (level 2 -> 3)",
                                                                            "Mage (level 1 -> 2)",
                                                                            "Knight (new class)",
                                                                            "Archmage (new class)"}));
        QCOMPARE(sheet.totalLevel(), 3);
        g.setPromptHandler(nullptr);
    }

    // rule: src/Values.cpp, Character::GetBAB and CalcValues: each class
    // adds its attack value times its own levels, in hundredths (a fighter
    // 1 a level, a mage 1/2); the hit points are worked out from each
    // class's own dice (src/Create.cpp, AdvanceLevel's hpRolls[c]).
    void eachClassCountsForItsOwnNumbers()
    {
        test::TestGame t = startFighter();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        QCOMPARE(self.hitBonus, 1);     // Fighter 1
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = "Mage (new class)";
        QVERIFY(advance(g));
        QCOMPARE(self.hitBonus, 1);     // Fighter 1 + Mage 1/2
        const int32_t hitPoints = self.maxHp;
        player.wanted = "Mage (level 1 -> 2)";
        QVERIFY(advance(g));
        QCOMPARE(self.hitBonus, 2);     // Fighter 1 + Mage 2/2
        QCOMPARE(game::class_levels::baseAttack(g.resources(), *self.character, game::rules::S_MELEE), 2);
        QCOMPARE(self.character->hitRolls[1].size(), size_t(2));
        QVERIFY(self.character->hitRolls[1][1] <= 4);
        QVERIFY(self.maxHp > hitPoints);
        g.setPromptHandler(nullptr);
    }

    // The bot (the seeded chooser) stays in its first class.
    void aBotStaysInItsFirstClass()
    {
        test::TestGame t = startFighter();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        for (int level = 2; level <= 4; ++level)
            QVERIFY(advance(g));
        const game::CharacterSheet& sheet = *g.player().character;
        QCOMPARE(sheet.levels[0], 4);
        QCOMPARE(sheet.classes[1], module::ResourceId(0));
    }

    // rule: src/Create.cpp, TotalClassLevels (a class's TOTAL_CLASS_LEVELS,
    // else 10 for a prestige class, 20 for another) and AdvanceLevel; the
    // sheet's `P`: one prestige class only; Character::TrainAs: at most
    // three classes.
    void classLimits()
    {
        test::TestGame t = startFighter();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const module::ResourceManager& resources = g.resources();
        QCOMPARE(game::class_levels::classLevelLimit(resources, *resources.find("Fighter")), 20);
        QCOMPARE(game::class_levels::classLevelLimit(resources, *resources.find("Archmage")), 1);
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = "Fighter (level 1 -> 2)";
        QVERIFY(advance(g));
        player.wanted = "Fighter (level 2 -> 3)";
        QVERIFY(advance(g));
        player.wanted = "Archmage (new class)";
        QVERIFY(advance(g));
        game::Creature& self = g.player();
        QCOMPARE(self.character->levelAs(*resources.find("Archmage")), 1);
        QCOMPARE(*game::class_levels::advanceRefusal(g, self, *resources.find("Archmage")),
                 std::string("The Archmage class only has 1 levels. You must choose a different class to continue to "
                             "advance."));
        player.wanted = "Mage (new class)";
        QVERIFY(advance(g));
        QCOMPARE(*game::class_levels::trainingRefusal(g, self, *resources.find("Knight")),
                 std::string("Sadly, you can possess at most three classes."));
        player.wanted = "Fighter (level 3 -> 4)";
        QVERIFY(advance(g));
        QCOMPARE(optionTexts(player.titled(kWhichClass).back()),
                 (std::vector<std::string>{"Fighter (level 3 -> 4)", "Mage (level 1 -> 2)"}));
        g.setPromptHandler(nullptr);

        // Each refusal of a new class says why.
        test::TestGame fresh = startFighter();
        game::Game& f = *fresh.game;
        game::Creature& newcomer = f.player();
        auto refusal = [&](const char* klass) {
            return *game::class_levels::trainingRefusal(f, newcomer, *f.resources().find(klass));
        };
        // A character of a declared alignment (ALIGNMENT 0: neutral) meets
        // only the classes its alignment suits; without one, every class's.
        QVERIFY(!game::class_levels::trainingRefusal(f, newcomer, *f.resources().find("Knight")));
        newcomer.addStatus(game::StatusEffect{222, 0, 0, game::rules::SS_PERM, -1, 0, world::kNoObject});
        QCOMPARE(refusal("Knight"), std::string("You do not meet the alignment requirements for that class."));
        QCOMPARE(refusal("Cleric"), std::string("You must pledge to a suitable god to gain levels in that class."));
        QCOMPARE(refusal("Hermit"), std::string("You do not meet the requirements for that class."));
        QCOMPARE(refusal("Unfinished"), std::string("That class isn't done yet."));
        QCOMPARE(refusal("Monster Class"), std::string("That is no class to train in."));
        QCOMPARE(refusal("Archmage"), std::string("You need at least three levels in core classes before you can "
                                                  "select a prestige class."));
        QCOMPARE(refusal("Fighter"), std::string("You already have that class."));
        QVERIFY(!game::class_levels::trainingRefusal(f, newcomer, *f.resources().find("Mage")));
    }

    // rule: src/Create.cpp, Character::XPPenalty: a character of several
    // classes none of which is its race's favoured (and highest) earns 25%
    // less experience; of one class, none less.
    void severalClassesEarnLessExperience()
    {
        test::TestGame t = startFighter();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        game::Creature& self = g.player();
        self.experience = 0;
        test::ask(g, game::EV_SEARCH, examiner);
        QCOMPARE(self.experience, 100);
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = "Mage (new class)";
        QVERIFY(advance(g));
        g.setPromptHandler(nullptr);
        self.experience = 0;
        test::ask(g, game::EV_SEARCH, examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(self.experience, 75);
    }

    // The classes, their levels and dice are saved with the character.
    void aMulticlassCharacterSavesAndLoads()
    {
        test::TestGame t = startFighter();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = "Mage (new class)";
        QVERIFY(advance(g));
        g.setPromptHandler(nullptr);
        const game::CharacterSheet before = *g.player().character;
        const int32_t hitBonus = g.player().hitBonus;
        const std::string saved = g.save();
        g.player().character->levels[1] = 0;
        QVERIFY(!g.restore(saved));
        QVERIFY(*g.player().character == before);
        QCOMPARE(g.player().hitBonus, hitBonus);
        QCOMPARE(g.player().character->levelAs(*g.resources().find("Mage")), 1);
    }
};

INCURSION_TEST_MAIN(MulticlassTest)
#include "tst_multiclass.moc"
} // namespace tst_multiclass
