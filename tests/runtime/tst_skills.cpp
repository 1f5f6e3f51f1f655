// Skills, fatigue and resistances (game/skills.h, game/fatigue.h,
// game/resistance.h): original-style handlers of a small module of our own
// ask SkillLevel, ISkillLevel, SkillCheck, LastSkillCheckResult, SkillName,
// GetSkillRanks, GainBonusSkills, Exercise, cFP, LoseFatigue, CalcValues and
// ResistLevel, and the answers are checked against the original's rules.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/creature.h"
#include "game/fatigue.h"
#include "game/item.h"
#include "game/item_wear.h"
#include "game/rules.h"
#include "game/skills.h"

#include <QtTest>

#include <algorithm>
#include <set>

namespace tst_skills {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

constexpr int32_t SK_ATHLETICS = 4, SK_CLIMB = 7, SK_HIDE = 18, SK_LISTEN = 32, SK_SPOT = 44;
constexpr int32_t A_LUC = 6, ADJUST_INH = 113, RESIST = 104, IMMUNITY = 177, SS_ITEM = 1;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define SK_ATHLETICS 4
#define SK_CLIMB 7
#define SK_HIDE 18
#define SK_LISTEN 32
#define SK_SPOT 44
#define FT_SKILL_FOCUS 298
#define DF_FIRE 0x01
#define DF_TOXI 0x10
#define A_LUC 6
#define AD_POIS 60
#define T_LIGHT 44

Item "test torch" : T_LIGHT { Image: brown '{'; Weight: 10; hp: 10; Light Range: 4; Lifespan: 3000; }
Item "test blade" : T_WEAPON { Image: cyan '|'; SDmg: 1d6; LDmg: 1d8; Weight: 40; Size: 4; hp: 30; }
Effect "keen edge" : EA_BLAST { Level: 3; }

Monster "wear quiz" : MA_GOBLINOID
  { Image: green 'w'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EItem->GetHP();
      e.vMag = EItem->MaxHP();
      EItem->MendHP(7);
      e.vDuration = EItem->GetHP();
      EItem->MendHP(1000);
      e.vDmg = EItem->GetHP();
      e.EParam = EItem->Age;
      EItem->Age = 17;
      e.xDmg = EItem->Size(EActor) * 10 + EItem->Size();
      return DONE;
    };
  }

Monster "stout body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Stout folk;race"
  {
    Str 0, Dex 0, Con +2, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"stout body";
    Skills: SK_SPOT;
  }

Class "Climber"  { HitDice: 12; Mana: 0; Skills[4]: SK_CLIMB; }
Class "Lorekeeper" { HitDice: 6; Mana: 0; Skills[8]: SK_LISTEN; }

Monster "salamander" : MA_ANIMAL
  { Image: red 's'; CR: 6; HD: 4; Hit: 1; Def: 10; Size: 2; Arm: 3;
    Resists: DF_FIRE, DF_TOXI; Feats: SK_SPOT, FT_SKILL_FOCUS, SK_SPOT;
    Attk: A_BITE for 1d4 AD_PIERCE; }

Monster "skeleton" : MA_UNDEAD
  { Image: white 'z'; CR: 1; HD: 1; Hit: 1; Def: 10; Immune: DF_FIRE; Attk: A_CLAW for 1d4 AD_SLASH; }

Monster "skill quiz" : MA_GOBLINOID
  { Image: green 'q'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->SkillLevel(SK_CLIMB);
      e.vMag = EActor->ISkillLevel(SK_CLIMB);
      e.vDuration = EActor->GetSkillRanks(SK_CLIMB);
      e.EParam = EActor->SkillLevel(SK_ATHLETICS);
      e.xDmg = EActor->SkillLevel(SK_SPOT);
      e.GraveText = SkillName(SK_CLIMB) + "/" + SkillName(15) + "/" + SkillName(99);
      return DONE;
    };
  }

Monster "check quiz" : MA_GOBLINOID
  { Image: green 'c'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.isHit = EActor->SkillCheck(SK_CLIMB, 100, false, 3);
      e.vDuration = LastSkillCheckResult();
      e.isSomething = EActor->SkillCheck(SK_SPOT, 100, false);
      e.vDmg = LastSkillCheckResult();
      return DONE;
    };
  }

Monster "fatigue quiz" : MA_GOBLINOID
  { Image: green 'f'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.isHit = EActor->LoseFatigue(e.vMag);
      e.vVal = EActor->cFP;
      return DONE;
    };
  }

Monster "values quiz" : MA_GOBLINOID
  { Image: green 'v'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      EActor->GainInherentBonus(A_CON, 4, false);
      EActor->CalcValues();
      e.vVal = EActor->cFP;
      return DONE;
    };
  }

Monster "resist quiz" : MA_GOBLINOID
  { Image: green 'r'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->ResistLevel(AD_FIRE);
      e.vMag = EActor->ResistLevel(AD_COLD);
      e.EParam = EActor->ResistLevel(AD_POIS);
      e.vDuration = EActor->ResistLevel(AD_SLASH);
      return DONE;
    };
  }

Monster "exercise quiz" : MA_GOBLINOID
  { Image: green 'x'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      EActor->Exercise(A_LUC, 60, 0, 100);
      EActor->Exercise(A_LUC, 50, 1, 100);
      EActor->Exercise(A_LUC, -20, 0, 0);
      EActor->GainBonusSkills($"Climber", 3);
      EActor->GainBonusSkills($"Lorekeeper", 2);
      return DONE;
    };
  }

Monster "abuse quiz" : MA_GOBLINOID
  { Image: green 'a'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      EActor->Exercise(A_CON, 20, 0, 100);
      EActor->Exercise(A_CON, 15, 3, 100);
      EActor->Abuse(A_CON, 25);
      return DONE;
    };
  }

Monster "bad skill quiz" : MA_GOBLINOID
  { Image: green 'b'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) { e.vVal = EActor->SkillLevel(99); return DONE; };
  }
)";

test::TestGame startClimber()
{
    game::GameOptions options;
    options.race = "Stout folk";
    options.characterClass = "Climber";
    return test::startTestGame(kWorld, options);
}

// The original's Mod2: (score - 11) / 2, truncated.
int32_t mod2(int32_t score)
{
    return score ? (score - 11) / 2 : 0;
}

// A quiz monster next to the player, on no one's side (so it neither
// threatens the player nor helps it).
Handle quiz(game::Game& g, std::string_view name)
{
    const Handle h = test::spawnNextToPlayer(g, name);
    if (game::Creature* c = g.creature(h))
        c->attitude = game::Attitude::Peaceful;
    return h;
}

// Asks `quizName` about `subject`.
EventInfo ask(game::Game& g, std::string_view quizName, Handle subject)
{
    return test::throwAt(g, game::EV_ZAP, subject, quiz(g, quizName));
}

// The character's rolled score plus the race's adjustment (IAttr without inherent bonuses).
int32_t inherent(const game::Creature& c, int a, int32_t raceAdjustment = 0)
{
    return c.character->baseAttributes[size_t(a)] + raceAdjustment;
}

} // namespace

class SkillsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Create.cpp, Creature::SkillLevel: ranks, +1 per race and
    // class that teaches the skill and +1 more when any does, the synergies
    // of src/Tables.cpp (Athletics ranks / 4 to Climb), and Mod2 of the
    // better of the skill's two attributes (src/Tables.cpp SkillInfo: Climb
    // leans on Str and Dex). Creature::ISkillLevel leaves synergy out and
    // uses the inherent attribute. VMachine.cpp, SkillName: the table's
    // row 15 names no skill.
    void skillLevelAddsRanksTrainingSynergyAndAttribute()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        self.training.skillRanks[SK_CLIMB] = 4;
        self.training.skillRanks[SK_ATHLETICS] = 8;
        const EventInfo e = ask(g, "skill quiz", self.handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));

        const int32_t str = self.attribute(game::rules::A_STR), dex = self.attribute(game::rules::A_DEX);
        const int32_t climbAttribute = str >= dex ? str : dex;
        QCOMPARE(int32_t(e.vVal), 4 + 2 + 8 / 4 + mod2(climbAttribute));
        const int32_t inherentClimb = inherent(self, str >= dex ? 0 : 1);
        QCOMPARE(int32_t(e.vMag), 4 + 2 + (inherentClimb - 11) / 2);
        QCOMPARE(int32_t(e.vDuration), 4);
        // Athletics: no race or class teaches it (no training bonus), Str or Con.
        const int32_t con = self.attribute(game::rules::A_CON);
        QCOMPARE(int32_t(e.EParam), 8 + mod2(std::max(str, con)));
        // Spot: the race teaches it, no ranks; Wisdom.
        QCOMPARE(int32_t(e.xDmg), 2 + mod2(self.attribute(game::rules::A_WIS)));
        QCOMPARE(QString::fromStdString(e.GraveText), QStringLiteral("Climb/[Invalid Skill]/[Invalid Skill]"));
    }

    // rule: src/Create.cpp, Creature::SkillLevel for monsters: a skill among
    // its feats counts as CR + 3 ranks, Skill Focus (the feat followed by the
    // skill) adds 2; without it Spot and Listen are CR / 2; Hide gains 4 per
    // size below medium.
    void monsterSkillsCountFromChallenge()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle h = test::spawnNextToPlayer(g, "salamander");
        const game::Creature& salamander = *g.creature(h);
        const int32_t wis = mod2(salamander.attribute(game::rules::A_WIS));
        QCOMPARE(game::skillLevel(g, salamander, SK_SPOT), 6 + 3 + 2 + wis);
        QCOMPARE(game::skillLevel(g, salamander, SK_LISTEN), 6 / 2 + wis);
        QCOMPARE(game::skillLevel(g, salamander, SK_HIDE),
                 (4 - 2) * 4 + mod2(salamander.attribute(game::rules::A_DEX)));
    }

    // rule: src/Skills.cpp, Creature::SkillCheck: d20 + skill level + the
    // modifier against the DC, LastSkillCheckResult the total; a natural 20
    // succeeds at Climb when no enemy threatens, never at Spot. The game's
    // seeded dice: the same seed checks the same way.
    void skillChecksRollTheGamesD20()
    {
        std::vector<int32_t> firstRun;
        for (int run = 0; run < 2; ++run) {
            test::TestGame t = startClimber();
            QVERIFY2(t.game, qPrintable(t.errors));
            game::Game& g = *t.game;
            g.advance();
            game::Creature& self = g.player();
            const int32_t climb = game::skillLevel(g, self, SK_CLIMB);
            const int32_t spot = game::skillLevel(g, self, SK_SPOT);
            const Handle asker = quiz(g, "check quiz");
            std::vector<int32_t> rolls;
            std::set<int32_t> seen;
            for (int i = 0; i < 300; ++i) {
                const EventInfo e = test::throwAt(g, game::EV_ZAP, self.handle(), asker);
                const int32_t roll = e.vDuration - climb - 3;
                QVERIFY2(roll >= 1 && roll <= 20, qPrintable(QString::number(roll)));
                QCOMPARE(e.isHit, roll == 20);
                const int32_t spotRoll = e.vDmg - spot;
                QVERIFY(spotRoll >= 1 && spotRoll <= 20);
                QVERIFY(!e.isSomething);
                rolls.push_back(roll);
                seen.insert(roll);
            }
            QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
            QCOMPARE(int(seen.size()), 20);     // every face came up
            if (run == 0)
                firstRun = rolls;
            else
                QCOMPARE(rolls, firstRun);
        }
    }

    // rule: src/Values.cpp, Creature::CalcValues: A_FAT is 4, + level x hit
    // die / 12 per class, + (inherent Con - 11) / 2; fatigued (Str, Dex, Cha
    // -2, speed -2) below 0 points, exhausted (-6, speed -5) below minus the
    // maximum. src/Creature.cpp, Creature::LoseFatigue works the values out
    // again when the points fall to 0 or below, or below minus the maximum;
    // the undead tire not.
    void fatiguePointsTireAndExhaust()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        const int32_t maximum = 4 + 1 * 12 / 12 + (inherent(self, 2, +2) - 11) / 2;
        const int32_t str = self.attribute(game::rules::A_STR), cha = self.attribute(game::rules::A_CHA);
        const int32_t speed = self.currentSpeed();
        const Handle asker = quiz(g, "fatigue quiz");
        auto lose = [&](int16_t amount) {
            EventInfo e;
            e.event = game::EV_ZAP;
            e.actor = self.handle();
            e.victim = asker;
            e.vMag = amount;
            g.throwEvent(e);
            return e;
        };
        EventInfo e = lose(0);
        QCOMPARE(int32_t(e.vVal), maximum);
        e = lose(int16_t(maximum + 1));
        QVERIFY(e.isHit);
        QCOMPARE(int32_t(e.vVal), -1);
        QCOMPARE(self.attribute(game::rules::A_STR), str - 2);
        QCOMPARE(self.attribute(game::rules::A_CHA), cha - 2);
        QCOMPARE(self.currentSpeed(), std::clamp(speed - 2 * 5, 10, 1000));
        e = lose(int16_t(maximum));
        QCOMPARE(int32_t(e.vVal), -1 - maximum);
        QCOMPARE(self.attribute(game::rules::A_STR), str - 6);
        QCOMPARE(self.currentSpeed(), std::clamp(speed - 5 * 5, 10, 1000));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));

        const Handle skeleton = test::spawnNextToPlayer(g, "skeleton");
        const int32_t before = game::fatiguePoints(g, *g.creature(skeleton));
        EventInfo undead;
        undead.event = game::EV_ZAP;
        undead.actor = skeleton;
        undead.victim = asker;
        undead.vMag = 50;
        g.throwEvent(undead);
        QVERIFY(undead.isHit);
        QCOMPARE(int32_t(undead.vVal), before);
    }

    // rule: src/Creature.cpp, Creature::LoseFatigue: beyond exhaustion a
    // Fortitude save against 10 - points / 2 keeps the creature awake;
    // failing, it falls asleep (SLEEP_FATIGUE) for 2d10 and spends nothing.
    void exhaustedCreaturesPassOut()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        game::setFatiguePoints(g, self, -60);      // DC 40: only a natural 20 saves
        int passedOut = 0;
        for (int i = 0; i < 5; ++i) {
            const int32_t before = self.training.fatigue;
            self.removeStatus(game::rules::SLEEPING);
            const bool spent = game::loseFatigue(g, self, 1, false);
            if (spent) {
                QCOMPARE(self.training.fatigue, before - 1);
                QVERIFY(!self.hasStatus(game::rules::SLEEPING));
            } else {
                ++passedOut;
                QCOMPARE(self.training.fatigue, before);
                const game::StatusEffect* sleep = self.status(game::rules::SLEEPING, 3);
                QVERIFY(sleep);
                QVERIFY(sleep->turnsLeft >= 2 && sleep->turnsLeft <= 20);
            }
        }
        QVERIFY(passedOut >= 4);
        const std::vector<std::string> log = test::logSince(g, 0);
        QVERIFY(std::find(log.begin(), log.end(), "You pass out... ") != log.end() ||
                std::find(log.begin(), log.end(), "You pass out...") != log.end());
    }

    // rule: src/Values.cpp, Creature::CalcValues: the points spent stay
    // spent when the maximum changes (cFP is worked out relative to A_FAT).
    void calcValuesKeepsPointsSpent()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        const int32_t maximum = game::fatiguePoints(g, self);
        QVERIFY(game::loseFatigue(g, self, 2, false));
        const int32_t con = inherent(self, 2, +2);
        const int32_t raised = maximum - (con - 11) / 2 + (con + 4 - 11) / 2;
        const EventInfo e = ask(g, "values quiz", self.handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(self.training.maxFatigue, raised);
        QCOMPARE(int32_t(e.vVal), raised - 2);
    }

    // rule: src/Values.cpp, Creature::ResistLevel: a `Resists:` bit gives 7
    // + CR x 2 / 3; the RESIST stati count the best of each source; the
    // best counts whole, the next half, the others a third; poison is
    // toxin; an IMMUNITY stati or `Immune:` bit is -1; natural armour
    // resists weapon damage.
    void resistancesCombineAsTheOriginal()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle h = test::spawnNextToPlayer(g, "salamander");
        game::Creature& salamander = *g.creature(h);
        const auto resist = [](int32_t type, int32_t magnitude, int32_t source) {
            return game::StatusEffect{RESIST, type, magnitude, source, -1, 0, world::kNoObject};
        };
        salamander.addStatus(resist(game::rules::AD_FIRE, 10, game::rules::SS_ENCH));
        salamander.addStatus(resist(game::rules::AD_FIRE, 8, game::rules::SS_ENCH));
        salamander.addStatus(resist(game::rules::AD_FIRE, 6, SS_ITEM));
        salamander.addStatus(game::StatusEffect{IMMUNITY, game::rules::AD_COLD, 0, game::rules::SS_ENCH, -1, 0,
                                                world::kNoObject});
        const EventInfo e = ask(g, "resist quiz", h);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const int32_t innate = 7 + 6 * 2 / 3;
        QCOMPARE(int32_t(e.vVal), innate + 10 / 2 + 6 / 3);
        QCOMPARE(int32_t(e.vMag), -1);
        QCOMPARE(int32_t(e.EParam), innate);
        QCOMPARE(int32_t(e.vDuration), 3);

        const Handle skeleton = test::spawnNextToPlayer(g, "skeleton");
        const EventInfo undead = ask(g, "resist quiz", skeleton);
        QCOMPARE(int32_t(undead.vVal), -1);
        QCOMPARE(int32_t(undead.vMag), 0);
    }

    // rule: src/Player.cpp, Character::Exercise: exercise beyond what the
    // attribute needs (100 for Luck) clears the columns and gains +1
    // inherent (Creature::GainInherentBonus); the column still takes the
    // amount; negative exercise empties the columns in order.
    // src/Create.cpp, Character::GainBonusSkills and src/Values.cpp,
    // Character::CalcSP: a class's points are max(1, SkillPoints + Int
    // mod) per level plus its bonus; another class becomes a pseudo-class.
    void exerciseAndBonusSkillPoints()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        ask(g, "exercise quiz", self.handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const auto& luck = self.training.exercise[A_LUC];
        QCOMPARE(int(luck[0]), 0);
        QCOMPARE(int(luck[1]), 30);
        const game::StatusEffect* gained = self.status(ADJUST_INH, A_LUC);
        QVERIFY(gained);
        QCOMPARE(gained->magnitude, 1);

        const int32_t intelligence = (inherent(self, 3) - 10) / 2;
        QCOMPARE(game::totalSkillPoints(g, self, 0), std::max(1, 4 + intelligence) * 1 + 3);
        QCOMPARE(self.training.pseudoClasses[0], *g.resources().find("Lorekeeper"));
        QCOMPARE(game::totalSkillPoints(g, self, 3), 2);

        // A monster does not exercise (the original's Creature::Exercise does nothing).
        const Handle monster = quiz(g, "skill quiz");
        ask(g, "exercise quiz", monster);
        QVERIFY(!g.scriptErrors().empty());     // GainBonusSkills asks a character
        QVERIFY(g.creature(monster)->training.exercise[A_LUC][0] == 0);
    }

    // rule: inc/Creature.h, Creature::Abuse: Exercise(att, -amt, 0, 0),
    // which takes the points back from the columns in order
    // (src/Player.cpp, Character::Exercise).
    void abuseTakesExerciseBack()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        ask(g, "abuse quiz", self.handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const auto& constitution = self.training.exercise[game::rules::A_CON];
        QCOMPARE(int(constitution[0]), 0);
        QCOMPARE(int(constitution[3]), 10);
    }

    // rule: src/Item.cpp, Item::Item and Item::MaxHP: a new item has its
    // kind's hit points (worked out before it has a plus or an effect);
    // MaxHP adds 10 per plus, or 5 per level of the effect of an item
    // without a plus; inc/Item.h, MendHP stops at MaxHP; a light's age
    // starts at its lifespan; src/Item.cpp, Weapon::Size: a featherlight
    // weapon is a size smaller when wielded.
    void itemWearAsTheOriginal()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle asker = quiz(g, "wear quiz");
        const auto askAbout = [&](Handle item) {
            EventInfo e;
            e.event = game::EV_ZAP;
            e.actor = g.player().handle();
            e.victim = asker;
            e.item = item;
            g.throwEvent(e);
            return e;
        };
        const Handle blade = g.createItem(*g.resources().find("test blade"));
        game::Item& sword = *g.item(blade);
        sword.effect = *g.resources().find("keen edge");
        EventInfo e = askAbout(blade);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int32_t(e.vVal), 30);
        QCOMPARE(int32_t(e.vMag), 30 + 3 * 5);
        QCOMPARE(int32_t(e.vDuration), 37);
        QCOMPARE(int32_t(e.vDmg), 45);
        QCOMPARE(int32_t(e.EParam), 0);
        QCOMPARE(int32_t(e.xDmg), 4 * 10 + 4);

        sword.plus = 2;     // a plus replaces the effect's share
        game::item_properties::addQuality(g, sword, 76, 0);    // IQ_FEATHERLIGHT
        e = askAbout(blade);
        QCOMPARE(int32_t(e.vMag), 30 + 2 * 10);
        QCOMPARE(int32_t(e.vDmg), 50);
        QCOMPARE(int32_t(e.xDmg), 3 * 10 + 4);

        const Handle torch = g.createItem(*g.resources().find("test torch"));
        e = askAbout(torch);
        QCOMPARE(int32_t(e.vVal), 10);
        QCOMPARE(int32_t(e.EParam), 3000);
        QCOMPARE(game::wornAge(g, *g.item(torch)), 17);
    }

    // Bad arguments fail the call with a clear message.
    void badSkillNumbersAreScriptErrors()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        ask(*s.g, "bad skill quiz", s.g->player().handle());
        QVERIFY(!s.g->scriptErrors().empty());
        QVERIFY2(QString::fromStdString(s.g->scriptErrors().front()).contains("SkillLevel: no skill 99"),
                 test::firstScriptError(*s.g));
    }

    // Training is part of the creature's saved state, wear of the item's: a save restores them.
    void trainingSurvivesASave()
    {
        test::TestGame t = startClimber();
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        game::Creature& self = g.player();
        self.training.skillRanks[SK_CLIMB] = 5;
        QVERIFY(game::loseFatigue(g, self, 3, false));
        self.training.exercise[2][6] = 17;
        QVERIFY(game::gainBonusSkills(self, *g.resources().find("Lorekeeper"), 4));
        const game::Training saved = self.training;
        const Handle blade = g.createItem(*g.resources().find("test blade"));
        g.item(blade)->wear = game::ItemWear{12, 5};
        const std::string bytes = g.save();
        self.training = game::Training{};
        g.item(blade)->wear = {};
        QVERIFY(!g.restore(bytes));
        QVERIFY(g.player().training == saved);
        QVERIFY((g.item(blade)->wear == game::ItemWear{12, 5}));
        QCOMPARE(g.save(), bytes);
    }
};

INCURSION_TEST_MAIN(SkillsTest)
#include "tst_skills.moc"
} // namespace tst_skills
