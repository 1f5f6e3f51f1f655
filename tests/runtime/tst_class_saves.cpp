// Saving throws from classes and monster types (game/saving_throws.h): a
// character's base saves are the good or poor progression of each of its
// classes at its level there, summed over its classes; a monster's are the
// good progression at its CR in the saves its types favour, the poor one in
// the others. Checked on a small module of our own against the original's
// rules (src/Values.cpp, src/Tables.cpp).
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/character.h"
#include "game/character_advance.h"
#include "game/combat.h"
#include "game/creature.h"
#include "game/feat_effects.h"
#include "game/rules.h"
#include "game/saving_throws.h"

#include <QtTest>

namespace tst_class_saves {

using namespace incursion;
using game::rules::FORT;
using game::rules::REF;
using game::rules::WILL;

namespace {

const std::string kWorld = R"(
#define CF_GOOD_FORT 6
#define CF_GOOD_REF 7
#define CF_GOOD_WILL 8
#define MA_HUMANOID 11
#define MA_DRAGON 37
#define MA_FUNGI 39

Monster "plain body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Plain folk;race" { Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0; Monster: $"plain body"; }

Class "Brawler" { HitDice: 10; Mana: 0; Flags: CF_GOOD_FORT; }
Class "Sage" { HitDice: 4; Mana: 0; Flags: CF_GOOD_REF, CF_GOOD_WILL; }

Monster "bandit" : MA_HUMANOID
  { Image: white 'h'; CR: 5; HD: 5; Hit: 1; Def: 10; Attk: A_PUNC for 1d3 AD_BLUNT; }
Monster "wyrmling" : MA_DRAGON
  { Image: red 'D'; CR: 10; HD: 10; Hit: 1; Def: 10; Attk: A_BITE for 1d6 AD_PIERCE; }
Monster "puffball" : MA_FUNGI
  { Image: white 'F'; CR: 4; HD: 4; Hit: 1; Def: 10; Attk: A_SLAM for 1d3 AD_BLUNT; }
)";

const std::array kSaves = {FORT, REF, WILL};

int32_t base(const game::Game& g, const game::Creature& c, int32_t save)
{
    return game::saving_throws::baseSave(g, c, save);
}

// What the throw adds is the base, the save's attribute modifier and the feats'.
void checkTotal(const game::Game& g, const game::Creature& c)
{
    for (int32_t save : kSaves) {
        const int32_t ability = save == FORT ? game::rules::A_CON : save == REF ? game::rules::A_DEX : game::rules::A_WIS;
        QCOMPARE(game::saveBonus(g, c, save),
                 base(g, c, save) + c.modifier(ability) + game::feat_effects::saveBonus(g, c, save));
    }
}

} // namespace

class ClassSavesTest : public QObject {
    Q_OBJECT

private slots:
    // src/Tables.cpp, GoodSave and PoorSave: +2 +3 +3 +4 and 0 0 +1 +1 at
    // levels 1-4; the tables end at 50.
    void theProgressions()
    {
        using namespace game::saving_throws;
        QCOMPARE(goodSave(0), 0);
        QCOMPARE(goodSave(1), 2);
        QCOMPARE(goodSave(4), 4);
        QCOMPARE(goodSave(20), 12);
        QCOMPARE(poorSave(1), 0);
        QCOMPARE(poorSave(3), 1);
        QCOMPARE(poorSave(20), 6);
        QCOMPARE(goodSave(80), goodSave(50));
        QCOMPARE(poorSave(-3), 0);
    }

    // src/Values.cpp, Creature::CalcValues: for each class slot, the
    // class's CF_GOOD_* save takes GoodSave[its level], the others
    // PoorSave[its level]; the slots' bonuses add up (BONUS_BASE + i).
    void aCharacterSavesByItsClasses()
    {
        test::TestGame t = test::startAsCharacter(kWorld, "Plain folk", "Brawler");
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        game::Creature& self = g.player();
        QCOMPARE(base(g, self, FORT), 2);
        QCOMPARE(base(g, self, REF), 0);
        QCOMPARE(base(g, self, WILL), 0);
        checkTotal(g, self);

        for (int i = 0; i < 3; ++i)
            game::character::advanceLevel(g, self, 0);
        QCOMPARE(self.character->levels[0], 4);
        QCOMPARE(base(g, self, FORT), 4);   // GoodSave[4]
        QCOMPARE(base(g, self, REF), 1);    // PoorSave[4]
        QCOMPARE(base(g, self, WILL), 1);

        // Two levels of Sage beside four of Brawler: each class its own progression.
        self.character->classes[1] = *g.resources().find("Sage");
        game::character::advanceLevel(g, self, 1);
        game::character::advanceLevel(g, self, 1);
        QCOMPARE(self.character->levels[1], 2);
        QCOMPARE(base(g, self, FORT), 4 + 0);   // GoodSave[4] + PoorSave[2]
        QCOMPARE(base(g, self, REF), 1 + 3);    // PoorSave[4] + GoodSave[2]
        QCOMPARE(base(g, self, WILL), 1 + 3);
        checkTotal(g, self);
    }

    // src/Values.cpp, CalcValues and MonGoodSaves: a monster takes
    // GoodSave[CR] in the saves of its types, PoorSave[CR] in the others:
    // humanoids Reflex and Will, dragons all three, fungi none.
    void aMonsterSavesByItsTypes()
    {
        std::unique_ptr<game::Game> g = test::startPlaying(kWorld);
        const game::Creature* bandit = g->creature(test::spawnNextToPlayer(*g, "bandit"));
        const game::Creature* wyrmling = g->creature(test::spawnNextToPlayer(*g, "wyrmling"));
        const game::Creature* puffball = g->creature(test::spawnNextToPlayer(*g, "puffball"));
        QVERIFY(bandit && wyrmling && puffball);
        QCOMPARE(base(*g, *bandit, FORT), 1);   // PoorSave[5]
        QCOMPARE(base(*g, *bandit, REF), 4);    // GoodSave[5]
        QCOMPARE(base(*g, *bandit, WILL), 4);
        for (int32_t save : kSaves) {
            QCOMPARE(base(*g, *wyrmling, save), 7);     // GoodSave[10]
            QCOMPARE(base(*g, *puffball, save), 1);     // PoorSave[4]
        }
        checkTotal(*g, *bandit);
    }
};

INCURSION_TEST_MAIN(ClassSavesTest)
#include "tst_class_saves.moc"
} // namespace tst_class_saves
