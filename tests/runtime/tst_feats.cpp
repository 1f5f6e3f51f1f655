// Feats (game/feat_table.h, feats.h, feat_choice.h, feat_effects.h): the
// original's feat table with its prerequisites (src/FeatTab.cpp), checked
// as Character::FeatPrereq does and refused with the reason; the feats a
// character chooses at level 1 and on advancing (src/Create.cpp,
// Player::AdvanceLevel, Player::GainFeat) through the PromptHandler, a
// bot's choice deterministic; what Iron Will, Dodge and Power Attack do to
// the numbers (src/Values.cpp, CalcValues; src/Fight.cpp, Creature::Hit);
// the feats kept by a save. The module is our own.
#include "support/game_fixture.h"
#include "support/menu_player.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/character_advance.h"
#include "game/combat.h"
#include "game/creature.h"
#include "game/equipment.h"
#include "game/item.h"
#include "game/event_info.h"
#include "game/feat_choice.h"
#include "game/feat_effects.h"
#include "game/feat_table.h"
#include "game/feats.h"
#include "game/player_prompts.h"
#include "game/player_view.h"
#include "game/playtest_report.h"
#include "game/character_rules.h"
#include "game/rules.h"

#include "game/effect_casting.h"
#include "module/resource_views.h"

#include <QtTest>

namespace tst_feats {

using namespace incursion;
namespace ft = game::feat_table;

namespace {

const std::string kWorld = R"(
#define FT_WARRIOR_LIST 4
#define FT_FULL_LIST 6
#define FT_IRON_WILL 196
#define SK_ANY -1
#define WG_SWORDS 0x40
#define SC_ENC 0x08

Effect "Beguile" : EA_BLAST { SC_ENC; Level: 1; pval: 1d4; sval: WILL; }

Item "sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d8; LDmg: 1d12; Level: 1; Weight: 40; Group: WG_SWORDS; }

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Attk: A_PUNC for 1d3 AD_BLUNT; }
Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }
Race "Iron folk;race"
  { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body";
    Grants: Feat[FT_IRON_WILL] at 1st level; }
Race "Any folk;race"
  { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; Skills: SK_ANY, SK_ANY; }
Class "Fighter" { HitDice: 10; Proficiencies: WG_SWORDS; Grants: Feat[FT_WARRIOR_LIST] at every 2nd level starting at 2nd; }
)";

using ScriptedPlayer = test::MenuPlayer;

test::TestGame startAs(const std::string& race, uint32_t seed = 1)
{
    game::GameOptions options;
    options.race = race;
    options.characterClass = "Fighter";
    options.seed = seed;
    return test::startTestGame(kWorld, options);
}

// Gives the player these scores (as rolled and as they count now) and no feats.
void setScores(game::Creature& c, std::array<int32_t, 6> scores)
{
    for (size_t a = 0; a < scores.size(); ++a) {
        c.character->baseAttributes[a] = scores[a];
        c.attributes[a] = scores[a];
    }
    c.character->feats.clear();
}

bool optionOffered(const game::MenuRequest& request, const std::string& name)
{
    return std::any_of(request.options.begin(), request.options.end(),
                       [&](const game::MenuOption& o) { return o.text == name; });
}

} // namespace

class FeatsTest : public QObject {
    Q_OBJECT

private slots:
    // The table holds the original's feats by the numbers the module's
    // FT_* constants have (inc/Defines.h: FT_POWER_ATTACK = FT_PQ + 5 = 257).
    void tableHasTheOriginalsFeats()
    {
        QVERIFY(ft::all().size() > 200);
        const ft::FeatInfo* power = ft::find(257);
        QVERIFY(power);
        QCOMPARE(std::string(power->name), std::string("Power Attack"));
        QVERIFY(power->hasFlag(ft::FF_WARRIOR));
        QCOMPARE(ft::featName(ft::FT_IRON_WILL), std::string("Iron Will"));
        QVERIFY(!ft::find(6));      // FT_FULL_LIST is a list, not a feat
        // src/FeatTab.cpp: Power Charge needs Power Attack.
        QCOMPARE(game::feats::prerequisiteText(ft::FT_POWER_CHARGE), std::string("Power Attack"));
    }

    // rule: src/Create.cpp, Character::FeatPrereq: inherent scores, other
    // feats known, metamagic needing a caster level, a feat known once.
    void prerequisitesAreRefusedWithTheReason()
    {
        test::TestGame t = startAs("Folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        setScores(self, {10, 10, 10, 10, 10, 10});
        using game::feats::whyNotAllowed;
        QCOMPARE(whyNotAllowed(g, self, ft::FT_POWER_ATTACK),
                 std::optional<std::string>("Power Attack: needs Strength 13 (has 10)"));
        QCOMPARE(whyNotAllowed(g, self, ft::FT_POWER_CHARGE),
                 std::optional<std::string>("Power Charge: needs the feat Power Attack"));
        QCOMPARE(whyNotAllowed(g, self, ft::FT_EMPOWER_SPELL),
                 std::optional<std::string>("Empower Spell: a metamagic feat needs a caster level"));
        QCOMPARE(whyNotAllowed(g, self, ft::FT_IRON_WILL), std::nullopt);
        self.character->baseAttributes[game::rules::A_STR] = 13;
        QCOMPARE(whyNotAllowed(g, self, ft::FT_POWER_ATTACK), std::nullopt);
        self.character->learnFeat(ft::FT_POWER_ATTACK);
        QCOMPARE(whyNotAllowed(g, self, ft::FT_POWER_ATTACK),
                 std::optional<std::string>("Power Attack: already known"));
        QCOMPARE(whyNotAllowed(g, self, ft::FT_POWER_CHARGE), std::nullopt);
        QCOMPARE(whyNotAllowed(g, self, 6), std::optional<std::string>("no feat numbered 6"));
    }

    // rule: src/Create.cpp, Player::GainFeat: the full list offers the feats
    // the character may take, sorted; the one picked is learned.
    void theFeatIsChosenThroughThePrompts()
    {
        test::TestGame t = startAs("Folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        setScores(self, {10, 10, 10, 10, 10, 10});
        ScriptedPlayer player;
        player.wanted = "Iron Will";
        g.setPromptHandler(&player);
        QCOMPARE(game::character::gainFeat(g, self, game::rules::FT_FULL_LIST), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(player.menus.size(), size_t(1));
        const game::MenuRequest& menu = player.menus[0];
        QCOMPARE(menu.title, std::string("Choose a feat; the following are available:"));
        QVERIFY(!menu.escapable);
        QVERIFY(optionOffered(menu, "Iron Will"));
        QVERIFY(!optionOffered(menu, "Power Attack"));     // Strength 10
        QVERIFY(std::is_sorted(menu.options.begin(), menu.options.end(),
                               [](const auto& a, const auto& b) { return a.text < b.text; }));
        QVERIFY(self.character->knowsFeat(ft::FT_IRON_WILL));
        // The Warrior's list offers FF_WARRIOR feats only.
        player.menus.clear();
        player.wanted = "nothing";
        g.setPromptHandler(&player);
        QVERIFY(game::character::gainFeat(g, self, 4).has_value());
        g.setPromptHandler(nullptr);
        QCOMPARE(player.menus[0].title, std::string("Advancing as a Warrior, choose a Warrior Feat:"));
        QVERIFY(!optionOffered(player.menus[0], "Alertness"));
        QVERIFY(optionOffered(player.menus[0], "Blind Fight") == false);     // Wisdom 10
    }

    // rule: src/Create.cpp, Player::GainFeat, FT_SCHOOL_FOCUS: a grant's
    // school (the Domination domain's Feat[FT_SCHOOL_FOCUS, SC_ENC]) or one
    // chosen among those not focused yet; src/Magic.cpp, getSpellDC: spells of
    // a focused school are 2 harder to save against.
    void schoolFocusNamesItsSchoolAndHardensItsSpells()
    {
        test::TestGame t = startAs("Folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        const module::ResourceId beguile = *g.resources().find("Beguile");
        game::EffectUse use;
        use.effect = beguile;
        use.caster = self.handle();
        game::EffectOutcome outcome;
        const auto view = module::view<module::EffectView>(g.resources(), beguile);
        const int32_t plainDc = game::effects::Casting(g, use, *view, outcome).dc;
        QCOMPARE(game::character::gainFeat(g, self, ft::FT_SCHOOL_FOCUS, 0x08), std::nullopt);
        QCOMPARE(game::effects::Casting(g, use, *view, outcome).dc, plainDc + 2);
        // Without a school the player chooses one it has not focused yet.
        ScriptedPlayer player;
        player.wanted = "Evocation";
        g.setPromptHandler(&player);
        QCOMPARE(game::character::gainFeat(g, self, ft::FT_SCHOOL_FOCUS), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(player.menus.size(), size_t(1));
        QCOMPARE(player.menus[0].title, std::string("Choose a focus school:"));
        QVERIFY(!optionOffered(player.menus[0], "Enchantment"));
        QVERIFY(optionOffered(player.menus[0], "Evocation"));
        QCOMPARE(std::count_if(self.stati.begin(), self.stati.end(),
                               [](const game::StatusEffect& st) {
                                   return st.stati == game::rules::SCHOOL_FOCUS && st.magnitude == 0x10;
                               }),
                 1);
    }

    // rule: src/Create.cpp, Player::AdvanceLevel: two feats at level 1 (a
    // race's granted feat besides), one at every third level; the Fighter's
    // Feat[FT_WARRIOR_LIST] at 2nd. The bot's answer is a sensible feat,
    // the same for the same seed.
    void levelFeatsAndTheBotsDefault()
    {
        test::TestGame a = startAs("Iron folk", 7);
        test::TestGame b = startAs("Iron folk", 7);
        QVERIFY2(a.game && b.game, qPrintable(a.errors + b.errors));
        const game::CharacterSheet& sheet = *a.game->player().character;
        QVERIFY(sheet.knowsFeat(ft::FT_IRON_WILL));     // granted by the race
        const auto chosen = game::feats::knownFeatNames(*a.game, a.game->player());
        QCOMPARE(chosen.size(), size_t(3));
        QCOMPARE(chosen, game::feats::knownFeatNames(*b.game, b.game->player()));
        // With Strength 13, Wisdom 13 and Constitution 10 the bot takes
        // Power Attack (Toughness needs Constitution 13), then Improved
        // Initiative (Wisdom 13).
        game::Game& g = *a.game;
        game::Creature& self = g.player();
        setScores(self, {13, 10, 10, 10, 13, 10});
        QCOMPARE(game::feat_choice::chooseFeat(g, self, game::rules::FT_FULL_LIST), std::nullopt);
        QVERIFY(self.character->knowsFeat(ft::FT_POWER_ATTACK));
        QCOMPARE(game::feat_choice::chooseFeat(g, self, game::rules::FT_FULL_LIST), std::nullopt);
        QVERIFY(self.character->knowsFeat(ft::FT_IMPROVED_INITIATIVE));
        // Level 2: the Fighter's Warrior feat.
        const size_t before = self.character->feats.size();
        game::character::advanceLevel(g, self, 0);
        QCOMPARE(self.character->totalLevel(), 2);
        QCOMPARE(self.character->feats.size(), before + 1);
        // The sheet and the report list them.
        QVERIFY(game::playtestReport(g).find("Feats:   ") != std::string::npos);
        QVERIFY(game::playtestReport(g).find("Power Attack") != std::string::npos);
    }

    // rule: src/Values.cpp, CalcValues: Iron Will +3 to Will saves, Dodge +3
    // defence out of medium armour, Improved Dexterity +1 Dex;
    // src/Fight.cpp, Creature::Hit: Power Attack adds a third of the
    // margin, at most (Str - 11) / 2.
    void featsChangeTheNumbers()
    {
        test::TestGame t = startAs("Folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        setScores(self, {17, 10, 10, 10, 10, 10});
        const int32_t will = game::saveBonus(g, self, game::rules::WILL);
        const int32_t defence = game::defenceOf(g, self);
        self.character->learnFeat(ft::FT_IRON_WILL);
        self.character->learnFeat(ft::FT_DODGE);
        QCOMPARE(game::saveBonus(g, self, game::rules::WILL), will + 3);
        QCOMPARE(game::defenceOf(g, self), defence + 3);
        game::EventInfo blow;
        blow.DType = game::rules::AD_BLUNT;
        blow.AType = game::rules::A_PUNC;
        blow.vHit = 5;
        blow.vRoll = 15;
        blow.vDef = 11;    // margin 9: a third is 3, Str 17 allows 3
        QCOMPARE(game::feat_effects::powerAttackDamage(g, self, blow), 0);
        self.character->learnFeat(ft::FT_POWER_ATTACK);
        QCOMPARE(game::feat_effects::powerAttackDamage(g, self, blow), 3);
        blow.vRoll = 30;   // margin 24: a third is 8, capped at 3
        QCOMPARE(game::feat_effects::powerAttackDamage(g, self, blow), 3);
        // Improved Dexterity: +1 to the score, once.
        QCOMPARE(game::character::gainFeat(g, self, ft::FT_IMPROVED_DEXTERITY), std::nullopt);
        QCOMPARE(self.attribute(game::rules::A_DEX), 11);
        QCOMPARE(game::character::gainFeat(g, self, ft::FT_IMPROVED_DEXTERITY), std::nullopt);
        QCOMPARE(self.attribute(game::rules::A_DEX), 11);
    }

    // rule: src/Create.cpp, Player::Create: each SK_ANY of the race is a
    // skill the player picks (a Natural Aptitude's choice without the feat).
    void aRacesAnySkillsArePicked()
    {
        test::TestGame t = startAs("Any folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        const game::Creature& self = t.game->player();
        const auto extra = std::count_if(self.stati.begin(), self.stati.end(), [](const game::StatusEffect& s) {
            return s.stati == game::rules::EXTRA_SKILL && s.value > 0;
        });
        QCOMPARE(extra, 2);
        QVERIFY(!self.character->knowsFeat(ft::FT_NATURAL_APTITUDE));
    }

    // rule: src/Values.cpp, CalcValues, switch (WepSkill(it)): Weapon Focus
    // +1 to hit with its weapon; Specialist +1 to hit and +2 damage. A
    // grant naming its weapon asks nothing (Player::GainFeat's param).
    void weaponSkillFeatsChangeAttackAndDamage()
    {
        test::TestGame t = startAs("Folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        const module::ResourceId sword = *g.resources().find("sword");
        game::Item* made = g.item(g.createItem(sword));
        QVERIFY(made);
        g.giveItem(self, *made);
        QVERIFY(game::equipment::wield(g, self, *made, game::wear_slots::SL_WEAPON));
        QCOMPARE(game::feat_effects::weaponHitBonus(g, self), 0);
        QCOMPARE(game::character::gainFeat(g, self, ft::FT_WEAPON_FOCUS, int32_t(sword)), std::nullopt);
        QCOMPARE(game::feat_effects::weaponHitBonus(g, self), 1);
        QCOMPARE(game::feat_effects::weaponDamageBonus(g, self), 0);
        QCOMPARE(game::character::gainFeat(g, self, ft::FT_WEAPON_SPECIALIST, int32_t(sword)), std::nullopt);
        QCOMPARE(game::feat_effects::weaponHitBonus(g, self), 1);
        QCOMPARE(game::feat_effects::weaponDamageBonus(g, self), 2);
    }

    // The feats are part of the character sheet a save keeps.
    void aSaveKeepsTheFeats()
    {
        test::TestGame t = startAs("Iron folk");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const std::vector<int32_t> feats = g.player().character->feats;
        const std::string saved = g.save();
        g.player().character->feats.clear();
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.player().character->feats, feats);
        QVERIFY(g.player().character->knowsFeat(ft::FT_IRON_WILL));
    }
};

INCURSION_TEST_MAIN(FeatsTest)
#include "tst_feats.moc"
} // namespace tst_feats
