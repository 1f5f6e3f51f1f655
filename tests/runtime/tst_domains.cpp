// A priest's domains (game/domain_choice.h) and the other class abilities
// that ask the player when gained (game/ability_choice.h), as the
// original's Player::ChooseDomains and Player::GainAbility (src/Create.cpp)
// give them.
#include "support/game_fixture.h"
#include "support/menu_player.h"
#include "support/test_suite.h"

#include "game/ability_choice.h"
#include "game/character.h"
#include "game/character_advance.h"
#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/domain_choice.h"
#include "game/player_prompts.h"

#include <QtTest>

#include <algorithm>

namespace tst_domains {

using namespace incursion;
using test::optionTexts;
using module::ResourceId;

namespace {

const std::string kFavouredEnemy = "Choose a favoured enemy type:";

const std::string kWorld = R"(
#define CA_DOMAINS 23
#define CA_SPECIALIST 84
#define CF_RELIGIOUS 1
#define SAVE_BONUS 123
#define MA_ELF 62
#define MA_ORC 22
#define MA_DOG 6
#define CA_FAV_ENEMY 34
#define MA_CHOICE1 125
#define MA_CHOICE2 126
#define M_HUMANOID 1

Effect "glow" : EA_BLAST { Level: 1; }
Effect "flare" : EA_BLAST { Level: 2; }
Effect "blaze" : EA_BLAST { Level: 3; }
Effect "dawn" : EA_BLAST { Level: 1; }
Effect "noon" : EA_BLAST { Level: 2; }
Effect "ember" : EA_BLAST { Level: 1; }

Monster "folk body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }
Monster "elf body" : MA_ELF
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"folk body"; }
Race "Elf;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"elf body"; }

Domain "Light" : 0
  {
    Desc: "Light.";
    Grants: Stati[SAVE_BONUS,5,+1] at every level starting at 1st;
    Spells: $"glow", $"flare", $"blaze";
    On Event EV_ADVANCE { EActor->IPrint("light hears level <Num>", EActor->TotalLevel()); return NOTHING; };
  }
Domain "Night" : 0 { Desc: "Night."; On Event EV_PREREQ { return -1; }; }
Domain "Warmth" : 0 { Desc: "Warmth."; Spells: $"ember"; }
Domain "Day" : 0 { Desc: "Day."; Spells: $"dawn", $"noon"; }
Domain "Evil" : 0 { Desc: "Evil."; }
Domain "Good" : 0 { Desc: "Good."; }
Domain "Air" : 0 { Desc: "Air."; }
Domain "Earth" : 0 { Desc: "Earth."; }
Domain "Fire" : 0 { Desc: "Fire."; }
Domain "Water" : 0 { Desc: "Water."; }
Domain "Plant" : 0 { Desc: "Plant."; }
Domain "Animal" : 0 { Desc: "Animal."; }

God "Sun" { Desc: "The sun."; Domains: $"Light", $"Night", $"Warmth", $"Day"; }
God "Star" { Desc: "A star."; }
God "The Multitude" { Desc: "Many."; }

Class "Priest"
  {
    HitDice: 8; Flags: CF_RELIGIOUS;
    Grants: Ability[CA_DOMAINS] at every level starting at 1st;
  }
Class "Wizard" { HitDice: 4; Grants: Ability[CA_SPECIALIST] at 1st level; }
Class "Fighter" { HitDice: 10; }
Class "Ranger"
  {
    HitDice: 8;
    Grants: Ability[CA_FAV_ENEMY,MA_CHOICE1] at every level starting at 1st,
            Ability[CA_FAV_ENEMY,MA_CHOICE2] at every level starting at 3rd;
  }

Monster "wolf" : MA_ANIMAL { Image: brown 'C'; CR: 1; HD: 2; Hit: 1; Def: 12; Attk: A_BITE for 1d6 AD_PIERCE; }
Monster "orc" : MA_ORC { Image: green 'o'; CR: 2; HD: 1; Hit: 1; Def: 10; Attk: A_PUNC for 1d3 AD_BLUNT; }
Monster "hound" : MA_DOG { Image: white 'C'; CR: 1; HD: 1; Hit: 1; Def: 10; Flags: M_NOGEN; Attk: A_BITE for 1d4 AD_PIERCE; }
)";

test::TestGame startAs(const std::string& klass, const std::string& god = {}, const std::string& race = "Folk")
{
    return test::startAsCharacter(kWorld, race, klass, god);
}

std::vector<std::string> domainNames(const game::Game& g)
{
    std::vector<std::string> names;
    for (ResourceId domain : game::domain_choice::domainsOf(g.player()))
        names.emplace_back(g.resources().name(domain));
    return names;
}

int32_t spellFlags(const game::Game& g, std::string_view spell)
{
    return g.player().character->spellFlags(game::character_api::spellNumber(g.resources(), *g.resources().find(spell)));
}

bool logged(const game::Game& g, const std::string& line)
{
    return std::any_of(g.log().begin(), g.log().end(), [&](const game::LogEntry& e) { return e.text() == line; });
}

constexpr int32_t kDomainSpell = game::rules::SP_DOMAIN | game::rules::SP_DIVINE | game::rules::SP_KNOWN;

} // namespace

class DomainsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Create.cpp, Player::ChooseDomains: three times "Choose a
    // Domain:" (not escapable) among the god's domains the priest has not
    // got whose EV_PREREQ does not answer -1, each kept as HAS_DOMAIN.
    void aPriestChoosesThreeOfItsGodsDomains()
    {
        // Headless (the seeded chooser), the three Sun offers are taken: Night refuses.
        test::TestGame t = startAs("Priest", "Sun");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        std::vector<std::string> names = domainNames(g);
        std::sort(names.begin(), names.end());
        QCOMPARE(names, (std::vector<std::string>{"Day", "Light", "Warmth"}));

        // The menus as the player sees them.
        game::Creature& self = g.player();
        std::erase_if(self.stati, [](const game::StatusEffect& s) { return s.stati == game::rules::HAS_DOMAIN; });
        test::MenuPlayer player;
        player.answers = {"Day", "Light", "Warmth"};
        g.setPromptHandler(&player);
        QCOMPARE(game::domain_choice::chooseDomains(g, self), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(player.menus.size(), size_t(3));
        QCOMPARE(player.menus[0].title, std::string("Choose a Domain:"));
        QVERIFY(!player.menus[0].escapable);
        QCOMPARE(optionTexts(player.menus[0]), (std::vector<std::string>{"Light", "Warmth", "Day"}));
        QCOMPARE(player.menus[0].options[0].description, std::string("Light."));
        QCOMPARE(optionTexts(player.menus[1]), (std::vector<std::string>{"Light", "Warmth"}));
        QCOMPARE(optionTexts(player.menus[2]), (std::vector<std::string>{"Warmth"}));
        QCOMPARE(domainNames(g), (std::vector<std::string>{"Day", "Light", "Warmth"}));
    }

    // rule: src/Create.cpp, Player::GainAbility (CA_DOMAINS): each level of
    // the ability, the domain spell of the spell level NSL opens at it (1st
    // at domain level 1, 2nd at 3, 3rd at 5) is known as SP_DOMAIN |
    // SP_DIVINE | SP_KNOWN, and each domain's grants fall due at the domain
    // level (Character::AddAbilities); Player::AdvanceLevel tells the
    // domains EV_ADVANCE.
    void domainSpellsAndGrantsComeWithTheLevels()
    {
        test::TestGame t = startAs("Priest", "Sun");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        QCOMPARE(spellFlags(g, "glow"), kDomainSpell);
        QCOMPARE(spellFlags(g, "dawn"), kDomainSpell);
        QCOMPARE(spellFlags(g, "ember"), kDomainSpell);
        QCOMPARE(spellFlags(g, "flare"), 0);
        QVERIFY(std::find(self.spells.begin(), self.spells.end(), *g.resources().find("glow")) != self.spells.end());
        QCOMPARE(self.status(game::rules::SAVE_BONUS)->magnitude, 1);
        QVERIFY(logged(g, "Light hears level 1"));

        game::character::advanceLevel(g, self, 0);
        QCOMPARE(self.character->ability(game::rules::CA_DOMAINS), 2);
        QCOMPARE(spellFlags(g, "flare"), 0);
        QCOMPARE(self.status(game::rules::SAVE_BONUS)->magnitude, 2);
        QVERIFY(logged(g, "Light hears level 2"));
        game::character::advanceLevel(g, self, 0);
        QCOMPARE(spellFlags(g, "flare"), kDomainSpell);
        QCOMPARE(spellFlags(g, "noon"), kDomainSpell);
        QCOMPARE(spellFlags(g, "blaze"), 0);
        game::character::advanceLevel(g, self, 0);
        game::character::advanceLevel(g, self, 0);
        QCOMPARE(spellFlags(g, "blaze"), kDomainSpell);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A god without domains, or a class without CA_DOMAINS: no menu, no domain.
    void noDomainsNoMenu()
    {
        test::TestGame star = startAs("Priest", "Star");
        QVERIFY2(star.game, qPrintable(star.errors));
        game::Game& g = *star.game;
        QVERIFY(domainNames(g).empty());
        QCOMPARE(g.player().character->ability(game::rules::CA_DOMAINS), 1);
        test::MenuPlayer player;
        g.setPromptHandler(&player);
        QCOMPARE(*game::domain_choice::chooseDomains(g, g.player()), std::string("the god Star grants no domains"));
        g.setPromptHandler(nullptr);
        QVERIFY(player.menus.empty());

        test::TestGame fighter = startAs("Fighter");
        QVERIFY2(fighter.game, qPrintable(fighter.errors));
        QVERIFY(domainNames(*fighter.game).empty());
        QCOMPARE(fighter.game->player().character->ability(game::rules::CA_DOMAINS), 0);
    }

    // rule: src/Create.cpp, Player::ChooseDomains: the Multitude gives Evil
    // and two choices among eight domains drawn (not Evil, not Good) with
    // the character's formula seed.
    void theMultitudeGivesEvilAndTwoOfEight()
    {
        test::TestGame t = startAs("Priest", "The Multitude");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        QCOMPARE(domainNames(g).size(), size_t(3));
        QCOMPARE(domainNames(g).front(), std::string("Evil"));

        std::erase_if(self.stati, [](const game::StatusEffect& s) { return s.stati == game::rules::HAS_DOMAIN; });
        test::MenuPlayer player;
        player.answers = {"first", "first"};
        g.setPromptHandler(&player);
        QCOMPARE(game::domain_choice::chooseDomains(g, self), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(player.menus.size(), size_t(2));
        const std::vector<std::string> offered = optionTexts(player.menus[0]);
        // Eight drawn; Night's EV_PREREQ keeps it off the menu if drawn.
        QVERIFY2(offered.size() == 8 || offered.size() == 7, qPrintable(QString::number(offered.size())));
        for (const std::string& name : offered)
            QVERIFY(name != "Evil" && name != "Good" && name != "Night");
        QCOMPARE(optionTexts(player.menus[1]).size(), offered.size() - 1);
        QCOMPARE(domainNames(g).size(), size_t(3));
        QCOMPARE(domainNames(g).front(), std::string("Evil"));

        // The same character draws the same eight.
        std::erase_if(self.stati, [](const game::StatusEffect& s) { return s.stati == game::rules::HAS_DOMAIN; });
        test::MenuPlayer again;
        again.answers = {"first", "first"};
        g.setPromptHandler(&again);
        QCOMPARE(game::domain_choice::chooseDomains(g, self), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(optionTexts(again.menus[0]), offered);
    }

    // The domains and their spells are saved with the character.
    void domainsSaveAndLoad()
    {
        test::TestGame t = startAs("Priest", "Sun");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const std::vector<std::string> domains = domainNames(g);
        const std::string saved = g.save();
        std::erase_if(g.player().stati, [](const game::StatusEffect& s) { return s.stati == game::rules::HAS_DOMAIN; });
        QVERIFY(!g.restore(saved));
        QCOMPARE(domainNames(g), domains);
        QCOMPARE(spellFlags(g, "glow"), kDomainSpell);
    }

    // rule: src/Create.cpp, Player::GainAbility (CA_SPECIALIST): at its
    // first level a school of the nine (no Necromancy for an elf), kept as
    // SPECIALTY_SCHOOL with the school's place in SchoolNames (src/Tables.cpp).
    void aSpecialistChoosesItsSchool()
    {
        test::TestGame t = startAs("Wizard");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const game::StatusEffect* school = g.player().status(game::rules::SPECIALTY_SCHOOL);
        QVERIFY(school);
        QVERIFY(school->value >= 0 && school->value <= 8);
        QCOMPARE(school->effect, *g.resources().find("Wizard"));

        test::MenuPlayer player;
        player.answers = {"Illusion"};
        g.setPromptHandler(&player);
        std::erase_if(g.player().stati,
                      [](const game::StatusEffect& s) { return s.stati == game::rules::SPECIALTY_SCHOOL; });
        QCOMPARE(game::ability_choice::chooseSpecialistSchool(g, g.player(), 0, game::rules::SS_CLAS), std::nullopt);
        g.setPromptHandler(nullptr);
        QCOMPARE(optionTexts(player.menus[0]),
                 (std::vector<std::string>{"Abjuration", "Arcana", "Divination", "Enchantment", "Evocation",
                                           "Illusion", "Necromancy", "Thaumaturgy", "Weavecraft"}));
        QVERIFY(!player.menus[0].escapable);
        QCOMPARE(g.player().status(game::rules::SPECIALTY_SCHOOL)->value, 5);

        test::TestGame elf = startAs("Wizard", {}, "Elf");
        QVERIFY2(elf.game, qPrintable(elf.errors));
        test::MenuPlayer elfPlayer;
        elf.game->setPromptHandler(&elfPlayer);
        QVERIFY(game::ability_choice::chooseSpecialistSchool(*elf.game, elf.game->player(), 0, game::rules::SS_CLAS));
        elf.game->setPromptHandler(nullptr);
        const std::vector<std::string> schools = optionTexts(elfPlayer.menus[0]);
        QCOMPARE(schools.size(), size_t(8));
        QVERIFY(std::find(schools.begin(), schools.end(), "Necromancy") == schools.end());
    }

    // rule: src/Create.cpp, Player::GainAbility (DoCAStati): a grant of
    // MA_CHOICEn asks "Choose a favoured enemy type:" among the FavEnemies
    // of which a generated monster exists (src/Tables.cpp, with their
    // rarity), sorted; a later grant of the same choice strengthens the
    // enemy chosen for it without asking.
    void aRangerChoosesItsFavouredEnemies()
    {
        test::TestGame t = startAs("Ranger");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        const game::StatusEffect* enemy = self.status(game::rules::FAV_ENEMY);
        QVERIFY(enemy);
        QVERIFY(enemy->value == 2 || enemy->value == 22);
        QCOMPARE(enemy->magnitude, 1);
        QCOMPARE(enemy->casterLevel, 1);

        test::MenuPlayer player;
        g.setPromptHandler(&player);
        game::character::advanceLevel(g, self, 0);
        QVERIFY(player.titled(kFavouredEnemy).empty());
        QCOMPARE(self.status(game::rules::FAV_ENEMY)->magnitude, 2);

        // The third level's MA_CHOICE2 asks again.
        player.answers = {"Orcs [Rare]"};
        game::character::advanceLevel(g, self, 0);
        g.setPromptHandler(nullptr);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const std::vector<game::MenuRequest> enemies = player.titled(kFavouredEnemy);
        QCOMPARE(enemies.size(), size_t(1));
        // The elves are the Elf race's body; no dog is generated.
        QCOMPARE(optionTexts(enemies[0]),
                 (std::vector<std::string>{"Animals [Uncommon]", "Elves [Rare]", "Orcs [Rare]"}));
        QCOMPARE(enemies[0].options[2].description, std::string("Orc (CR 2). "));
        const auto second = std::find_if(self.stati.begin(), self.stati.end(), [](const game::StatusEffect& s) {
            return s.stati == game::rules::FAV_ENEMY && s.casterLevel == 2;
        });
        QVERIFY(second != self.stati.end());
        QCOMPARE(second->value, 22);
        QCOMPARE(second->magnitude, 1);
        QCOMPARE(self.status(game::rules::FAV_ENEMY)->magnitude, 3);
    }
};

INCURSION_TEST_MAIN(DomainsTest)
#include "tst_domains.moc"
} // namespace tst_domains
