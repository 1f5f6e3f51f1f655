// A god's favour and the questions scripts ask of a character's gear and
// options (game/favour_api.h, weapon_rating_api.h, item_prereq_api.h,
// player_options_api.h), as original-style handlers call them in a game.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/skills.h"

#include <QtTest>

#include <set>

namespace tst_favour_and_gear {

using namespace incursion;
using test::ask;
using game::EventInfo;
using world::Handle;

namespace {

using test::logSince;

const std::string kWorld = R"(
#define FAVOUR_CHART 27
#define GODWATCH(a) (a+20000)
#define EXTRA_FEAT 41
#define SS_MISC 7
#define T_BOW 24
#define WG_SIMPLE 0x1
#define WG_SWORDS 0x40
#define WG_LIGHT 0x10000
#define WG_BOWS 0x200
#define WT_NO_STRENGTH 43
#define ABIL_VAL 1000
#define FEAT_VAL 2000
#define SKILL_VAL 3000
#define MTYPE_VAL 7000
#define ATTR_VAL 10000
#define CLEV_VAL 11000
#define OPT_WAND_OPENING 520
#define OPT_SUBRACES 112
#define OPT_DIFFICULTY 117

Domain "Light" : 1 { Desc: "Light."; }
Domain "Warmth" : 2 { Desc: "Warmth."; }
Domain "Day" : 3 { Desc: "Day."; }

God "Sun"
  {
    Domains: $"Light", $"Warmth", $"Day";
    Lists: * FAVOUR_CHART 100 500 1250;
    Grants: Stati[EXTRA_FEAT,77] at 1st level;
    On Event EV_BLESSING { EActor->IPrint("Blessing <Num>.", e.EParam); if (e.EParam == 2) return ABORT; return NOTHING; };
    On Event GODWATCH(EV_ALIGNED) { EActor->IPrint("Judged <Num> <Num> <Str>.", e.EParam, e.vMag, e.GraveText); return NOTHING; };
  }

Item "long sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d8; LDmg: 1d12; Level: 1; Weight: 40; Group: WG_SWORDS; }
Item "knife" : T_WEAPON { Image: cyan '|'; SDmg: 1d3; LDmg: 1d2; Level: 1; Weight: 5; Group: WG_LIGHT;
                          Flags: 10; }
Item "long bow" : T_BOW { Image: brown '}'; SDmg: 1d8; LDmg: 1d8; Level: 1; Weight: 30; Group: WG_BOWS; }
Item "crossbow" : T_BOW { Image: brown '}'; SDmg: 1d8; LDmg: 1d8; Level: 1; Weight: 30; Group: WG_SIMPLE;
                          Flags: WT_NO_STRENGTH; }

Monster "examiner" : MA_GOBLINOID
  { Image: green 'e'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    // e.vVal: the favour to give; e.isHit: advance; e.isSomething: stack.
    On Event EVICTIM(EV_TASTE) {
      EActor->gainFavour($"Sun", e.vVal, e.isHit, e.isSomething);
      e.vMag = EActor->calcFavour($"Sun");
      e.EParam = EActor->getGodLevel($"Sun");
      return DONE;
      };
    On Event EVICTIM(EV_TALK) { EActor->AlignedAct(5, 3, "a test"); e.vVal = EActor->TotalExploreFavour(); return DONE; };
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->rateMeleeWeapon() * 10 + EActor->rateRangedWeapon();
      e.vMag = EActor->getPrimaryMelee()->iID == EItem->iID;
      e.isHit = EActor->getPrimaryRanged()->iID == EItem2->iID;
      e.xDmg = EItem->useStrength() * 10 + EItem2->useStrength();
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      e.vVal = EActor->ItemPrereq(e.eID, e.vMag, 10);
      return DONE;
      };
    On Event EVICTIM(EV_PUSH) {
      e.vVal = EActor->Opt(OPT_WAND_OPENING) * 100 + EActor->Opt(OPT_SUBRACES) * 10 + EActor->Opt(OPT_DIFFICULTY);
      e.isHit = EActor->WizardMode;
      return DONE;
      };
    On Event EVICTIM(EV_OPEN) { EActor->WizardMode = true; return DONE; };
    On Event EVICTIM(EV_CLOSE) {
      SinglePrintXY(e, "The ice melts!");
      SinglePrintXY(e, "the ice MELTS!");
      SinglePrintXY(e, "<Num> cells thaw.", 3);
      return DONE;
      };
    On Event EVICTIM(EV_SIT) {
      e.eID = theGame->GetItemID(1, 0, 5, T_BOW);
      e.vVal = (int32)theGame->GetItemID(13, 0, 5);
      e.vMag = (int32)theGame->GetItemID(1, 0, 5, 22);
      return DONE;
      };
    On Event EVICTIM(EV_DIG) {
      EItem->ieID = $"sun symbol";
      e.vVal = EItem->ieID == $"sun symbol";
      EItem->ieID = $"long bow";
      return DONE;
      };
  }

Effect "sun symbol" : EA_BLAST { Level: 1; }
)";

using Started = test::StartedGame;

Handle give(game::Game& g, std::string_view name)
{
    const Handle made = g.createItem(*g.resources().find(name));
    return g.giveItem(g.player(), *g.item(made));
}

} // namespace

class FavourAndGearTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Prayer.cpp, Character::gainFavour: stacking gifts add up,
    // a gift that does not stack counts only when it beats the best so far;
    // Character::gainedFavour (with advance, for the own god): the favour
    // past the FAVOUR_CHART entry of the level raises it, the god hears
    // EV_BLESSING (ABORT takes the level back), speaks its blessing and
    // grants what it grants at that level (Character::AddAbilities).
    void favourRaisesTheGodsLevel()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const module::ResourceId sun = *g.resources().find("Sun");
        g.religion().god = sun;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");

        EventInfo e = ask(g, game::EV_TASTE, examiner, {.vVal = 60});
        QCOMPARE(e.vMag, 60);
        e = ask(g, game::EV_TASTE, examiner, {.vVal = 40});  // not stacked, not better
        QCOMPARE(e.vMag, 60);
        e = ask(g, game::EV_TASTE, examiner, {.vVal = 30, .isSomething = true});  // stacked
        QCOMPARE(e.vMag, 90);
        QCOMPARE(e.EParam, int16_t(0));

        size_t before = g.log().size();
        e = ask(g, game::EV_TASTE, examiner, {.vVal = 20, .isHit = true, .isSomething = true});  // 110 > 100: level 1
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.EParam, int16_t(1));
        const std::vector<std::string> said = logSince(g, before);
        QCOMPARE(said.size(), size_t(2));
        QCOMPARE(said[0], std::string("Blessing 1."));
        QVERIFY2(said[1].find("Receive this blessing from my hand!") != std::string::npos, said[1].c_str());
        QVERIFY(g.player().hasStatus(41, 77));      // the god's grant at level 1

        // Level 2's blessing is refused by the god: the level stays 1.
        e = ask(g, game::EV_TASTE, examiner, {.vVal = 1000, .isHit = true, .isSomething = true});
        QCOMPARE(e.EParam, int16_t(1));

        // Another god than one's own never advances.
        g.religion().god = 0;
        e = ask(g, game::EV_TASTE, examiner, {.vVal = 5000, .isHit = true, .isSomething = true});
        QCOMPARE(e.EParam, int16_t(1));

        const std::string saved = g.save();
        g.religion() = {};
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.religion().standing(sun).favourLevel, int16_t(1));
        QCOMPARE(g.religion().rawFavour(sun), 6110);
    }

    // rule: src/Prayer.cpp, Character::AlignedAct: EV_ALIGNED with the
    // act's bits, magnitude and reason, judged by the gods watching
    // (GODWATCH); Character::TotalExploreFavour: 50 x depth x the share of
    // a level's open cells the player has seen.
    void alignedActsAndExploration()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        const size_t before = g.log().size();
        const EventInfo e = ask(g, game::EV_TALK, examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(logSince(g, before), std::vector<std::string>{"Judged 5 3 a test."});

        // Level 2 visited too: each level counts by its depth.
        QVERIFY(g.goToLevel(2));
        int32_t expected = 0;
        for (int32_t depth = 1; depth <= 2; ++depth) {
            const game::Level* level = g.generatedLevel(depth);
            QVERIFY(level);
            int32_t open = 0, seen = 0;
            for (int y = 0; y < level->map().height(); ++y)
                for (int x = 0; x < level->map().width(); ++x)
                    if (!level->map().solid(x, y)) {
                        ++open;
                        seen += level->explored(x, y);
                    }
            QVERIFY(seen > 0);
            expected += 50 * seen * depth / open;
        }
        QVERIFY(expected > 50);
        const Handle second = test::spawnNextToPlayer(g, "examiner");
        QCOMPARE(ask(g, game::EV_TALK, second).vVal, expected);
    }

    // rule: src/Create.cpp, Creature::rateMeleeWeapon, rateRangedWeapon,
    // getPrimaryMelee, getPrimaryRanged; src/Item.cpp, Weapon::useStrength
    // (a weapon made not to, a crossbow, adds no Strength).
    void weaponRatings()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        // The plain adventurer starts with the module's first weapon, the long sword.
        QCOMPARE(g.player().inventory.size(), size_t(1));
        const Handle sword = g.player().inventory.front();
        give(g, "knife");
        const Handle crossbow = give(g, "crossbow");
        EventInfo e;
        e.event = game::EV_ZAP;
        e.actor = g.player().handle();
        e.victim = examiner;
        e.item = sword;
        e.item2 = crossbow;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 2 * 10 + 1);       // a martial sword; a crossbow is no long bow
        QCOMPARE(e.vMag, 1);                // the first plain melee weapon
        QVERIFY(e.isHit);
        QCOMPARE(e.xDmg, 10 + 0);           // the crossbow adds no Strength

        const Handle bow = give(g, "long bow");
        e.item2 = bow;
        g.throwEvent(e);
        QCOMPARE(e.vVal, 2 * 10 + 2);
        QVERIFY(e.isHit);                   // a long bow (not simple, light or a dagger) beats a simple crossbow
        QCOMPARE(e.xDmg, 10 + 1);
    }

    // rule: src/Skills.cpp, Creature::ItemPrereq: a class to a level, the
    // race, the god, a feat, an attribute, a monster type, a skill's level.
    void itemPrerequisites()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        auto prereq = [&](int32_t id, int32_t level) {
            EventInfo e;
            e.event = game::EV_SEARCH;
            e.actor = g.player().handle();
            e.victim = examiner;
            e.eID = module::ResourceId(id);
            e.vMag = level;
            g.throwEvent(e);
            return e.vVal;
        };
        const module::ResourceId sun = *g.resources().find("Sun");
        QCOMPARE(prereq(int32_t(sun), 0), 0);
        g.religion().god = sun;
        QCOMPARE(prereq(int32_t(sun), 0), 1);
        const int32_t strength = g.player().attribute(0);
        QCOMPARE(prereq(10000 + 0, strength), 1);       // ATTR_VAL + A_STR
        QCOMPARE(prereq(10000 + 0, strength + 1), 0);
        QCOMPARE(prereq(7000 + 84, 0), 0);              // MTYPE_VAL + MA_GOBLINOID: the player is none
        QCOMPARE(prereq(2000 + 77, 0), 0);              // FEAT_VAL + a feat not had
        g.player().addStatus(game::StatusEffect{41, 77, 0, 7, -1, 0, world::kNoObject});
        QCOMPARE(prereq(2000 + 77, 0), 1);
        QCOMPARE(prereq(11000 + 0x3C, 1), 0);           // CLEV_VAL: no caster levels
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        // SKILL_VAL + Appraise: a skill the player has (an EXTRA_SKILL stati)
        // at the level asked, its level as SkillLevel works it out.
        QCOMPARE(prereq(3000 + 3, 0), 0);
        g.player().addStatus(game::StatusEffect{32, 3, 0, 7, -1, 0, world::kNoObject});
        const int32_t appraise = game::skillLevel(g, g.player(), 3);
        QCOMPARE(prereq(3000 + 3, appraise), 1);
        QCOMPARE(prereq(3000 + 3, appraise + 1), 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Player.cpp, Player::Opt: the player's options, here the
    // original's defaults (src/Tables.cpp, OptionList); the runtime has no
    // wizard mode.
    void optionsAreTheOriginalsDefaults()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        EventInfo e = ask(g, game::EV_PUSH, examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 2 * 100 + 0 * 10 + 2);
        QVERIFY(!e.isHit);
        ask(g, game::EV_OPEN, examiner);
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors().front().find("no wizard mode") != std::string::npos, test::firstScriptError(g));
    }

    // rule: src/Message.cpp, SinglePrintXY: once per player turn for the
    // same text (without case), to a player who perceives the actor; the
    // texts are forgotten when the player's turn begins.
    void singlePrintOncePerTurn()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        EventInfo e;
        e.event = game::EV_CLOSE;
        e.actor = examiner;     // the player sees the examiner next to it
        e.victim = examiner;
        size_t before = g.log().size();
        g.throwEvent(e);
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(logSince(g, before), (std::vector<std::string>{"The ice melts!", "3 cells thaw."}));
        g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
        g.advance();
        before = g.log().size();
        g.throwEvent(e);
        QCOMPARE(logSince(g, before), (std::vector<std::string>{"The ice melts!", "3 cells thaw."}));
    }

    // rule: src/Item.h, Item::eID: ieID sets the magic an item carries; a
    // resource that is no Effect is refused.
    void itemEffectIsSet()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        const Handle symbol = give(g, "knife");
        EventInfo e;
        e.event = game::EV_DIG;
        e.actor = g.player().handle();
        e.victim = examiner;
        e.item = symbol;
        g.throwEvent(e);
        QCOMPARE(e.vVal, 1);
        QCOMPARE(g.item(symbol)->effect, *g.resources().find("sun symbol"));
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors().front().find("is not an Effect") != std::string::npos, test::firstScriptError(g));
    }

    // rule: src/Res.cpp, Game::GetItemID: among the items of the type that
    // fit the purpose (PUR_STAPLE: flagged IT_STAPLE), at random; 0 when
    // none fits (no T_BOOK here).
    void itemIdsByPurpose()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        const std::vector<module::ResourceId> bows = {*g.resources().find("long bow"), *g.resources().find("crossbow")};
        std::set<module::ResourceId> chosen;
        for (int i = 0; i < 40; ++i) {
            const EventInfo e = ask(g, game::EV_SIT, examiner);
            QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
            QVERIFY(std::find(bows.begin(), bows.end(), e.eID) != bows.end());
            chosen.insert(e.eID);
            QCOMPARE(module::ResourceId(e.vVal), *g.resources().find("knife"));
            QCOMPARE(e.vMag, 0);
        }
        QCOMPARE(chosen.size(), size_t(2));
    }
};

INCURSION_TEST_MAIN(FavourAndGearTest)
#include "tst_favour_and_gear.moc"
} // namespace tst_favour_and_gear
