// Characters (game/character_advance.h, game/character_api.h): a player of a
// chosen race and class is made as the original's Player::Create makes one
// (EV_PREREQ and EV_ISTARGET ask, EV_ADVANCE and the grants raise it to
// level 1, the race's and class's gear, EV_BIRTH, EV_STARTING_ITEM), and a
// monster's script asks the character's levels, feats, abilities,
// experience and spells through the host API. The modules are our own.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/character_advance.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/feats.h"
#include "game/item.h"
#include "game/player_bot.h"
#include "game/player_command.h"
#include "vm/dice.h"

#include <QtTest>

#include <algorithm>
#include <numeric>

namespace tst_character {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

using test::throwAt;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)
#define S_ARCHERY 0
#define S_BRAWL 1
#define S_MELEE 2
#define SK_CLIMB 5
#define SK_HIDE 12
#define SK_SWIM 40
#define CA_TURNING 97
#define CA_SPELLCASTING 82
#define FT_AP_LIGHT 61
#define FT_PLAIN 100
#define FT_OTHER 101
#define WG_SWORDS 0x40
#define WG_LARMOUR 0x20000000
#define CF_PRESTIGE 11
#define M_HUMANOID 1
#define SP_KNOWN 1
#define SP_ARCANE 4
#define EXTRA_FEAT 41
#define SS_CLAS 4
#define SS_MISC 7

Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; Group: WG_SWORDS; }
Item "ration" : T_FOOD { Image: brown '%'; Level: 1; Weight: 5; }
Effect "spark" : EA_BLAST { Level: 1; }

Monster "hill folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 3; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Hill folk;race"
  {
    Str +2, Dex -2, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"hill folk body";
    Favoured: $"sword hand", $"gatekeeper";
    Skills: SK_CLIMB;
    Grants: Ability[CA_TURNING,+2] at 1st level, Feat[FT_PLAIN] at 1st level;
    Gear: $"ration";
    On Event EV_PREREQ { EActor->IPrint("race prereq"); return NOTHING; };
    On Event PRE(EV_ADVANCE) { EActor->IPrint("race pre advance <Num>", EActor->TotalLevel()); return NOTHING; };
    On Event EV_ADVANCE { EActor->IPrint("race advance <Num>", EActor->LevelAs(e.eID)); return NOTHING; };
    On Event PRE(EV_BIRTH) { EActor->IPrint("race pre birth"); return NOTHING; };
    On Event EV_BIRTH { EActor->IPrint("race birth"); return NOTHING; };
    On Event EV_STARTING_ITEM { EActor->IPrint("race starting <hObj>", EItem); return NOTHING; };
  }

Race "Deep folk;race" : $"hill folk;race"
  {
    Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"hill folk body";
    On Event EV_PREREQ { return ABORT; };
  }

Class "Sword hand"
  {
    HitDice: 10; Mana: 4; Def: 1/4;
    Attk: S_ARCHERY 50, S_BRAWL 100, S_MELEE 100;
    Skills[4]: SK_SWIM;
    Proficiencies: WG_SWORDS, WG_LARMOUR;
    Grants: Ability[CA_SPELLCASTING,+1] at 1st level, Feat[FT_OTHER] at every 2 level starting at 3;
    Gear: $"dagger";
    On Event EV_ISTARGET { EActor->IPrint("class asked"); return NOTHING; };
    On Event EV_ADVANCE { EActor->IPrint("class advance <Num>", EActor->LevelAs(e.eID)); return NOTHING; };
    On Event EV_BIRTH { EActor->IPrint("class birth"); return NOTHING; };
    On Event POST(EV_ADVANCE) { EActor->IPrint("class post advance"); return NOTHING; };
  }

Class "Gatekeeper"
  {
    HitDice: 8; Mana: 4;
    On Event EV_ISTARGET { return ABORT; };
  }

Class "Grand master"
  {
    HitDice: 8; Flags: CF_PRESTIGE;
  }

Monster "examiner" : MA_GOBLINOID
  { Image: green 'e'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->LevelAs($"sword hand") * 100 + EActor->TotalLevel() * 10 + EActor->LevelAs($"gatekeeper");
      e.vMag = EActor->GetBAB(S_ARCHERY) * 10 + EActor->GetBAB(S_MELEE);
      e.EParam = EActor->AbilityLevel(CA_TURNING) * 100 + EActor->AbilityLevel(CA_SPELLCASTING) * 10 + EActor->CasterLev();
      e.isHit = EActor->HasAbility(CA_TURNING) && EActor->IHasAbility(CA_TURNING) && !EActor->HasAbility(CA_SPELLCASTING + 1);
      e.isSomething = EActor->HasFeat(FT_PLAIN) && !EActor->HasFeat(FT_OTHER) && EActor->HasFeat(FT_AP_LIGHT)
                      && EActor->HasSkill(SK_CLIMB) && EActor->HasSkill(SK_SWIM) && !EActor->HasSkill(SK_HIDE);
      e.vDuration = EActor->WepSkill($"dagger") * 10 + EActor->isSmallRace();
      e.vRange = EActor->IAttr(A_STR);
      e.xDmg = EActor->Mod2(A_STR);
      if (EActor->RaceID == $"hill folk;race") e.vRoll = 1;
      return DONE;
      };
    On Event EVICTIM(EV_TASTE) {
      EActor->SwapAttributes(3);
      e.vVal = 11;
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      EActor->GainXP(1500);
      e.vVal = EActor->TotalXP();
      EActor->LoseXP(400);
      e.vMag = EActor->TotalXP() * 10 + EActor->XPDrained();
      EActor->GainFeat(FT_OTHER);
      EActor->GainAbility(CA_SPELLCASTING, 2, $"sword hand", SS_CLAS);
      e.EParam = EActor->AbilityLevel(CA_SPELLCASTING);
      e.isHit = EActor->HasFeat(FT_OTHER) && !EActor->IHasFeat(FT_OTHER + 1);
      EActor->GainPermStati(EXTRA_FEAT, NULL_OBJ, SS_MISC, FT_OTHER + 1);
      e.isSomething = EActor->HasFeat(FT_OTHER + 1) && !EActor->IHasFeat(FT_OTHER + 1);
      EActor->GainInherentBonus(A_STR, 2, true);
      e.vRange = EActor->IAttr(A_STR) - EActor->GetAttr(A_STR);
      EActor->GainSpell($"spark", SP_KNOWN | SP_ARCANE);
      e.vDuration = EActor->SpellKnown(theGame->SpellNum($"spark"));
      e.xDmg = theGame->LastSpell();
      if (theGame->SpellID(theGame->SpellNum($"spark")) == $"spark") e.vRoll = 1;
      return DONE;
      };
  }
)";

std::vector<std::string> logLines(const game::Game& g)
{
    std::vector<std::string> lines;
    for (const game::LogEntry& entry : g.log())
        lines.push_back(entry.text());
    return lines;
}

test::TestGame startAs(const std::string& race, const std::string& klass)
{
    return test::startAsCharacter(kWorld, race, klass);
}

} // namespace

class CharacterTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Create.cpp, Player::Create and Player::AdvanceLevel: the
    // race is asked (EV_PREREQ) and the class (EV_ISTARGET); AdvanceLevel
    // tells PRE(EV_ADVANCE), EV_ADVANCE, POST(EV_ADVANCE) to the race, then
    // the class; PRE(EV_BIRTH), the gear, EV_BIRTH, then EV_STARTING_ITEM
    // for each item carried.
    void creationTellsRaceAndClassInTheOriginalsOrder()
    {
        test::TestGame t = startAs("Hill folk", "sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const std::vector<std::string> lines = logLines(g);
        const std::vector<std::string> expected = {
            "Race prereq", "Class asked", "Race pre advance 1", "Race advance 1", "Class advance 1",
            "Class post advance", "Race pre birth", "Race birth", "Class birth",
        };
        std::vector<std::string> told;
        for (const std::string& line : lines)
            if (std::find(expected.begin(), expected.end(), line) != expected.end())
                told.push_back(line);
        QVERIFY2(told == expected, qPrintable(QString::fromStdString(std::accumulate(
                                       lines.begin(), lines.end(), std::string(),
                                       [](std::string a, const std::string& b) { return a + b + " | "; }))));
        // One EV_STARTING_ITEM per item carried: the race's ration, the class's dagger;
        // the race's Feat[FT_PLAIN] and the two feats of level 1 chosen (tst_feats), none refused.
        QCOMPARE(std::count_if(lines.begin(), lines.end(),
                               [](const std::string& l) { return l.starts_with("Race starting"); }),
                 2);
        QVERIFY(std::none_of(lines.begin(), lines.end(),
                             [](const std::string& l) { return l.find("GainFeat") != std::string::npos; }));
        QCOMPARE(game::feats::knownFeatNames(g, g.player()).size(), size_t(3));
        const game::Creature& self = g.player();
        QVERIFY(self.character);
        QCOMPARE(self.character->levels[0], 1);
        QCOMPARE(self.monster, *g.resources().find("hill folk body"));
        QCOMPARE(self.inventory.size(), size_t(2));
    }

    // rule: src/Create.cpp, Player::RollAttributes (4d6 in order, totals
    // 95..100 after at least 100 rolls) and CalcValues (the race's adjustment).
    void attributesAreRolledAndAdjustedByTheRace()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        const game::Creature& self = t.game->player();
        const auto& base = self.character->baseAttributes;
        const int total = std::accumulate(base.begin(), base.end(), 0);
        QVERIFY(total >= 95 && total <= 100);
        for (int32_t a : base)
            QVERIFY(a >= 3 && a <= 18);
        QCOMPARE(self.attributes[0], base[0] + 2);  // Str +2
        QCOMPARE(self.attributes[1], base[1] - 2);  // Dex -2
        QCOMPARE(self.attributes[2], base[2]);

        // The same seed rolls the same character.
        test::TestGame again = startAs("Hill folk", "Sword hand");
        QCOMPARE(again.game->player().character->baseAttributes, base);
    }

    // rule: src/Create.cpp, AttrDice: three distinct dice, each slot taking
    // a later die higher than the one it holds. It is not always the best
    // three: 2 1 3 4 gives 4 + 1 + 3, as the original's characters got.
    void attributeDiceFollowTheOriginalsPick()
    {
        struct Fixed final : vm::DiceRoller {
            std::vector<int32_t> faces;
            size_t next = 0;
            int32_t roll(int32_t, int32_t) override { return faces[next++]; }
        };
        const std::pair<std::vector<int32_t>, int32_t> cases[] = {
            {{2, 1, 3, 4}, 8}, {{1, 2, 3, 4}, 9}, {{6, 6, 6, 1}, 18}, {{1, 1, 1, 1}, 3}, {{5, 1, 1, 6}, 8},
        };
        for (const auto& [faces, sum] : cases) {
            Fixed dice;
            dice.faces = faces;
            QCOMPARE(game::rollAttributeDice(dice), sum);
        }
    }

    // rule: src/Create.cpp, Player::Create: a race whose EV_PREREQ answers
    // ABORT, a class whose EV_ISTARGET answers ABORT and a prestige class are
    // not offered; an unknown name lists the choices.
    void refusedChoicesSayWhy()
    {
        test::TestGame race = startAs("Deep folk", "Sword hand");
        QVERIFY(!race.game);
        QVERIFY2(race.errors.contains("Deep folk refuses this character (its EV_PREREQ answered ABORT)"),
                 qPrintable(race.errors));
        test::TestGame klass = startAs("Hill folk", "Gatekeeper");
        QVERIFY(!klass.game);
        QVERIFY2(klass.errors.contains("requirements of the class Gatekeeper (its EV_ISTARGET answered ABORT)"),
                 qPrintable(klass.errors));
        test::TestGame prestige = startAs("Hill folk", "Grand master");
        QVERIFY(!prestige.game);
        QVERIFY2(prestige.errors.contains("Grand master is no starting class"), qPrintable(prestige.errors));
        test::TestGame unknown = startAs("Elf", "Sword hand");
        QVERIFY(!unknown.game);
        QVERIFY2(unknown.errors.contains("no race named \"Elf\" (the modules have: Hill folk, Deep folk)"),
                 qPrintable(unknown.errors));
        // Without names: the first race and starting class offered.
        test::TestGame first = startAs("", "");
        QVERIFY2(first.game, qPrintable(first.errors));
        QCOMPARE(first.game->player().character->race, *first.game->resources().find("Hill folk;race"));
    }

    // rule: src/Create.cpp, Character::LevelAs, TotalLevel, CasterLev,
    // HasFeat (armour proficiency by the class's groups), HasSkill,
    // WepSkill; src/Values.cpp, Character::GetBAB; src/Creature.cpp,
    // AbilityLevel, HasAbility, Mod2; inc/Creature.h, isSmallRace.
    void scriptsReadTheCharacter()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        QVERIFY(examiner != world::kNoObject);
        const EventInfo e = throwAt(g, game::EV_ZAP, g.player().handle(), examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 1 * 100 + 1 * 10 + 0);
        QCOMPARE(e.vMag, 0 * 10 + 1);               // 50% of 1 level rounds down; 100% gives 1
        QCOMPARE(e.EParam, 2 * 100 + 1 * 10 + 1);   // TURNING +2 (a stati), SPELLCASTING +1
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vDuration, 1 * 10 + 1);          // proficient with swords; small and humanoid
        const game::Creature& self = g.player();
        QCOMPARE(e.vRange, self.character->baseAttributes[0] + 2);
        const int32_t str = self.attributes[0];
        QCOMPARE(e.xDmg, (str - 11) / 2);
        QCOMPARE(e.vRoll, 1);
    }

    // rule: src/Create.cpp, Character::GainXP, LoseXP, GainFeat,
    // Player::GainAbility; src/Creature.cpp, GainInherentBonus; inc/Creature.h,
    // Player::GainSpell; src/Res.cpp, SpellNum/SpellID/LastSpell.
    void scriptsGrowTheCharacter()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        const EventInfo e = throwAt(g, game::EV_SEARCH, g.player().handle(), examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 1500);                      // a single class: no multiclass penalty
        QCOMPARE(e.vMag, 1100 * 10 + 0);
        QCOMPARE(e.EParam, 3);                       // 1 from the class, 2 more
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);                      // EXTRA_FEAT from SS_MISC is no inherent feat
        QCOMPARE(e.vRange, 0);                       // the inherent bonus counts in both
        QCOMPARE(e.vDuration, 1 | 4);
        QCOMPARE(e.vRoll, 1);
        const std::vector<std::string> lines = logLines(g);
        QVERIFY(std::find(lines.begin(), lines.end(), "You have enough experience to advance to level two.") !=
                lines.end());
        QVERIFY(std::find(lines.begin(), lines.end(), "You feel stronger.") != lines.end());
        const game::Creature& self = g.player();
        QVERIFY(std::find(self.spells.begin(), self.spells.end(), *g.resources().find("spark")) != self.spells.end());

        // rule: src/Tables.cpp, ExperienceChart: 1,100 points reach level 2
        // (1,000); src/Managers.cpp, the character sheet's `A`: the player
        // chooses when to advance (no time passes), telling race and class.
        const int32_t hitPoints = self.maxHp;
        const uint64_t turn = g.turn();
        for (int rests = 0; rests < 12; ++rests) {
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
            g.advance();
        }
        QCOMPARE(self.character->levels[0], 1);     // never at once
        QVERIFY(game::character::mayAdvance(self));
        QCOMPARE(game::keyCommand('A'), game::PlayerCommand::of(game::CommandKind::Advance));
        const uint64_t before = g.turn();
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Advance)));
        QCOMPARE(g.turn(), before);
        QVERIFY(g.turn() > turn);
        QCOMPARE(self.character->levels[0], 2);
        QCOMPARE(self.level, 2);
        QVERIFY(self.maxHp > hitPoints);
        const std::vector<std::string> after = logLines(g);
        QVERIFY(std::find(after.begin(), after.end(), "Class advance 2") != after.end());

        // 1,100 of the 2,250 level 3 needs: refused, saying so.
        QVERIFY(!game::character::mayAdvance(self));
        QVERIFY(!g.perform(game::PlayerCommand::of(game::CommandKind::Advance)));
        QCOMPARE(self.character->levels[0], 2);
        QCOMPARE(logLines(g).back(), std::string("You have 1100 experience, and you need 2250 to reach level 3."));
    }

    // A bot advances as soon as it may (player_bot.h): incplay run's and the
    // studio's bots play on without a player at the character sheet.
    void theBotAdvancesWhenItMay()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        QCOMPARE(game::botCommand(g, game::BotMode::Idle), game::PlayerCommand::of(game::CommandKind::Rest));
        g.player().experience = 1000;
        QCOMPARE(game::botCommand(g, game::BotMode::Explore), game::PlayerCommand::of(game::CommandKind::Advance));
        QVERIFY(g.perform(game::botCommand(g, game::BotMode::Idle)));
        QCOMPARE(g.player().character->levels[0], 2);
    }

    // rule: src/Create.cpp, Player::AdvanceLevel and AddAbilities: a grant
    // `every 2 level starting at 3` falls due at levels 3 and 5 only.
    void advancingGrantsWhatFallsDue()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        game::character::advanceLevel(g, self, 0);
        QCOMPARE(self.character->levels[0], 2);
        QVERIFY(!self.character->knowsFeat(101));
        game::character::advanceLevel(g, self, 0);
        QVERIFY(self.character->knowsFeat(101));
        QCOMPARE(self.character->ability(game::rules::CA_SPELLCASTING), 1);   // only at 1st level
    }

    // rule: src/Prayer.cpp, Character::SwapAttributes: the rolled values
    // trade places (the same seven values), the race's adjustments stay.
    void swappedAttributes()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        auto before = g.player().character->baseAttributes;
        const EventInfo e = throwAt(g, game::EV_TASTE, g.player().handle(), examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 11);
        const game::Creature& self = g.player();
        auto after = self.character->baseAttributes;
        std::sort(before.begin(), before.end());
        std::sort(after.begin(), after.end());
        QCOMPARE(after, before);
        QCOMPARE(self.attributes[0], self.character->baseAttributes[0] + 2);
        QCOMPARE(self.attributes[1], self.character->baseAttributes[1] - 2);
    }

    // The character survives a save: level, feats, abilities, spells, drained experience.
    void aSavedCharacterLoadsTheSame()
    {
        test::TestGame t = startAs("Hill folk", "Sword hand");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        self.character->experienceDrained = 12;
        self.character->addSpellFlags(3, 5);
        const game::CharacterSheet before = *self.character;
        const std::string saved = g.save();
        self.character->experienceDrained = 0;
        QVERIFY(!g.restore(saved));
        QVERIFY(g.player().character);
        QVERIFY(*g.player().character == before);
    }
};

INCURSION_TEST_MAIN(CharacterTest)
#include "tst_character.moc"
} // namespace tst_character
