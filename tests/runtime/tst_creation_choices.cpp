// The choices a new character makes (game/god_choice.h, weapon_feats.h): a
// religious class chooses its god, and the feats that name a weapon ask
// which, through the game's PromptHandler, as the original's
// Player::ChooseGod and Player::GainFeat ask the player.
#include "support/game_fixture.h"
#include "support/menu_player.h"
#include "support/test_suite.h"

#include "game/character_advance.h"
#include "game/god_choice.h"
#include "game/player_prompts.h"

#include <QtTest>

namespace tst_creation_choices {

using namespace incursion;
using test::optionTexts;
using test::ask;
using game::EventInfo;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define CF_RELIGIOUS 1
#define ALLOWED_GODS 33
#define GS_INVOLVED 0x0001
#define M_HUMANOID 1
#define T_BOW 24
#define WG_SWORDS 0x40
#define WG_AXES 0x80
#define WG_BOWS 0x200
#define WG_EXOTIC 0x2
#define FT_WEAPON_FOCUS 339
#define FT_WEAPON_GRAND_MASTERY 361
#define FT_EXOTIC_WEAPON 144

Item "sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d8; LDmg: 1d12; Level: 1; Weight: 40; Group: WG_SWORDS; Desc: "A sword."; }
Item "axe" : T_WEAPON { Image: cyan '|'; SDmg: 1d8; LDmg: 1d8; Level: 1; Weight: 40; Group: WG_AXES; }
Item "bow" : T_BOW { Image: brown '}'; SDmg: 1d6; LDmg: 1d6; Level: 1; Weight: 30; Group: WG_BOWS; }
Item "whip" : T_WEAPON { Image: brown '|'; SDmg: 1d3; LDmg: 1d3; Level: 1; Weight: 10; Group: WG_EXOTIC; }

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }
Race "Deep folk;race" : $"folk;race"
  {
    Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"folk body";
    On Event EV_PREREQ { if (!EActor->Opt(112)) return ABORT; return DONE; };
  }

Domain "Light" : 1 { Desc: "Light."; }
Domain "Warmth" : 2 { Desc: "Warmth."; }
Domain "Day" : 3 { Desc: "Day."; }

God "Sun" { Desc: "The sun."; Domains: $"Light", $"Warmth", $"Day"; }
God "Moon" { Desc: "The moon."; On Event EV_PREREQ { return ABORT; }; }
God "Star" { Desc: "A star."; }

Class "Cleric"
  {
    HitDice: 8; Mana: 4;
    Flags: CF_RELIGIOUS;
    Lists: * ALLOWED_GODS $"Sun" $"Moon";
  }

Class "Fighter"
  {
    HitDice: 10;
    Proficiencies: WG_SWORDS, WG_BOWS;
    On Event POST(EV_ADVANCE) { EActor->GainFeat(FT_WEAPON_FOCUS); return NOTHING; };
  }

Monster "examiner" : MA_GOBLINOID
  { Image: green 'e'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EActor->WepSkill($"sword") * 100 + EActor->WepSkill($"bow") * 10 + EActor->WepSkill($"axe");
      e.isHit = EActor->HasFeat(FT_WEAPON_FOCUS);
      e.vMag = EActor->WepSkill($"whip");
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) { EActor->GainFeat(e.vVal); return DONE; };
    On Event EVICTIM(EV_PUSH) { e.vVal = (int32)ETerm->ChooseResource("Select a New Form", 63, $"oil"); return DONE; };
  }

Effect "oil" : EA_BLAST
  {
    Level: 1;
    On Event EV_CRITERIA { if (e.eID == $"sword" || e.eID == $"axe") return DONE; return NOTHING; };
  }
)";

test::TestGame startAs(const std::string& klass, const std::string& god = {}, const std::string& race = "Folk")
{
    return test::startAsCharacter(kWorld, race, klass, god);
}

} // namespace

class CreationChoicesTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Create.cpp, Player::Create: a CF_RELIGIOUS class chooses a
    // god (Player::ChooseGod) among its ALLOWED_GODS; src/Prayer.cpp,
    // Character::isWorthyOf: a god whose EV_PREREQ answers ABORT is not
    // offered; the god chosen is marked GS_INVOLVED.
    void religiousClassChoosesAnAllowedWorthyGod()
    {
        // Headless, the seeded chooser answers: Sun is the only god offered.
        test::TestGame t = startAs("Cleric");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const module::ResourceId sun = *g.resources().find("Sun");
        QCOMPARE(g.religion().god, sun);
        QCOMPARE(g.religion().standing(sun).flags, uint16_t(game::Religion::GS_INVOLVED));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));

        // The menu as the player sees it: the god's name, its description
        // followed by its domains'; not escapable (the choice is required).
        test::MenuPlayer player;
        player.wanted = "Sun";
        g.setPromptHandler(&player);
        g.religion() = {};
        QCOMPARE(game::god_choice::chooseGod(g, g.player(), true), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(player.menus.size(), size_t(1));
        QCOMPARE(player.menus[0].title, std::string("Choose a God:"));
        QCOMPARE(optionTexts(player.menus[0]), std::vector<std::string>{"Sun"});
        QCOMPARE(player.menus[0].options[0].description, std::string("The sun.\n\nLight.\n\nWarmth.\n\nDay."));
        QVERIFY(!player.menus[0].escapable);
        QCOMPARE(g.religion().god, sun);

        // A save keeps the god and its standing.
        const std::string saved = g.save();
        g.religion() = {};
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.religion().god, sun);
        QCOMPARE(g.religion().standing(sun).flags, uint16_t(game::Religion::GS_INVOLVED));
    }

    // A playtest may name the god (incplay run --god); one the class does
    // not allow, one that refuses the character, or a god for a class that
    // chooses none is refused with the reason.
    void aNamedGodMustBeOnOffer()
    {
        test::TestGame named = startAs("Cleric", "sun");
        QVERIFY2(named.game, qPrintable(named.errors));
        QCOMPARE(named.game->religion().god, *named.game->resources().find("Sun"));

        for (const char* god : {"Moon", "Star"}) {
            test::TestGame refused = startAs("Cleric", god);
            QVERIFY(!refused.game);
            QVERIFY2(refused.errors.contains(QString("the god %1 is not offered").arg(god)), qPrintable(refused.errors));
        }
        test::TestGame unknown = startAs("Cleric", "Comet");
        QVERIFY(!unknown.game);
        QVERIFY2(unknown.errors.contains("no god named \"Comet\""), qPrintable(unknown.errors));
        test::TestGame fighter = startAs("Fighter", "Sun");
        QVERIFY(!fighter.game);
        QVERIFY2(fighter.errors.contains("chooses no god at creation"), qPrintable(fighter.errors));

        // A class that is not religious chooses no god.
        test::TestGame plain = startAs("Fighter");
        QVERIFY2(plain.game, qPrintable(plain.errors));
        QCOMPARE(plain.game->religion().god, module::ResourceId(0));
    }

    // rule: src/Create.cpp, Player::GainFeat: Weapon Focus offers the
    // weapons (T_WEAPON and T_BOW) the character is proficient with and not
    // yet focused in (WepSkill one below WS_FOCUSED), sorted by name; the
    // one chosen gets a WEP_SKILL of WS_FOCUSED and the feat is learned.
    // A Grand Mastery no weapon qualifies for is refused (the original went
    // on to its full feat list).
    void weaponFocusAsksForAWeapon()
    {
        // At creation (the class's POST(EV_ADVANCE)) the seeded chooser
        // answers: one of the two proficient weapons is focused.
        test::TestGame t = startAs("Fighter");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        g.advance();
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        EventInfo e = ask(g, game::EV_ZAP, examiner);
        QVERIFY(e.isHit);
        QVERIFY2(e.vVal == 210 || e.vVal == 120, qPrintable(QString::number(e.vVal)));

        // Asked again, the weapon already focused is no longer offered.
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = e.vVal == 210 ? "bow" : "sword";
        ask(g, game::EV_SEARCH, examiner, {.vVal = 339});  // FT_WEAPON_FOCUS
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(player.menus.size(), size_t(1));
        QCOMPARE(player.menus[0].title, std::string("Focus on which Weapon:"));
        QCOMPARE(optionTexts(player.menus[0]), std::vector<std::string>{player.wanted});
        e = ask(g, game::EV_ZAP, examiner);
        QCOMPARE(e.vVal, 220);

        // Exotic Weapon: the exotic weapons not yet mastered.
        player.wanted = "whip";
        ask(g, game::EV_SEARCH, examiner, {.vVal = 144});  // FT_EXOTIC_WEAPON
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(optionTexts(player.menus.back()), std::vector<std::string>{"whip"});
        QCOMPARE(ask(g, game::EV_ZAP, examiner).vMag, 1);

        ask(g, game::EV_SEARCH, examiner, {.vVal = 361});  // FT_WEAPON_GRAND_MASTERY
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors().front().find("GainFeat(361): no weapon qualifies") != std::string::npos,
                 test::firstScriptError(g));
        g.setPromptHandler(nullptr);
    }

    // rule: src/Create.cpp, Player::Create offers a subrace only with
    // OPT_SUBRACES on (src/Tables.cpp: off by default): a playtest that
    // names a subrace plays with it on, so the subrace's EV_PREREQ accepts.
    void aNamedSubraceTurnsTheSubracesOn()
    {
        test::TestGame t = startAs("Fighter", {}, "Deep folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        QCOMPARE(t.game->player().character->race, *t.game->resources().find("Deep folk;race"));
    }

    // rule: src/Term.cpp, TextTerm::ChooseResource: the resources of the
    // kind the effect's EV_CRITERIA accepts, sorted by name; declined, -1.
    void chooseResourceAsksTheEffect()
    {
        test::TestGame t = startAs("Fighter");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Handle examiner = test::spawnNextToPlayer(g, "examiner");
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        player.wanted = "sword";
        EventInfo e = ask(g, game::EV_PUSH, examiner);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(player.menus.back().title, std::string("Select a New Form"));
        QCOMPARE(optionTexts(player.menus.back()), (std::vector<std::string>{"axe", "sword"}));
        QVERIFY(player.menus.back().escapable);
        QCOMPARE(module::ResourceId(e.vVal), *g.resources().find("sword"));
        player.wanted = "nothing offered";
        e = ask(g, game::EV_PUSH, examiner);
        QCOMPARE(e.vVal, -1);
        g.setPromptHandler(nullptr);
    }
};

INCURSION_TEST_MAIN(CreationChoicesTest)
#include "tst_creation_choices.moc"
} // namespace tst_creation_choices
