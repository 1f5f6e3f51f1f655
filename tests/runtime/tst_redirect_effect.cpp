// RedirectEff(e, eID, EV_EFFECT) (game/effect_api.h): the current event
// thrown again about another effect; when that effect asks for a target
// (its qval) and the player is its actor, the player chooses the target
// first, by the old effect's qval or else the new one's, as the original
// passed it (rule: src/Event.cpp, RedirectEff; src/Term.cpp,
// TextTerm::EffectPrompt). The corpus's Flame Blade so sends "flame
// blade;augment" (Q_INV) to an item of the pack rather than the creature
// Flame Blade was aimed at.
#include "support/effect_arena.h"
#include "support/first_choice_prompts.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/item_wear.h"

#include <QtTest>

namespace tst_redirect_effect {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define Q_INV 8
#define EF_AFFECTS_ITEMS 40
#define EA_GENERIC 46

Item "war pick" : T_WEAPON { Image: cyan '|'; SDmg: 2d1; LDmg: 3d1; Level: 1; Weight: 80; }
Monster "smith" : MA_GOBLINOID
  { Image: red 's'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d2 AD_BLUNT; }

Effect "Whetstone" : EA_GENERIC
  { Level: 1; qval: Q_INV; pval: 5d1; Flags: EF_AFFECTS_ITEMS;
    On Event EV_MAGIC_HIT {
      EVictim->MendHP(e.vDmg);
      return NOTHING;
      }; }

Effect "Honing" : EA_GENERIC
  { Level: 1;
    On Event PRE(EV_EFFECT) {
      RedirectEff(e, $"Whetstone", EV_EFFECT);
      return DONE;
      }; }
)";

} // namespace

class RedirectEffectTest : public QObject {
    Q_OBJECT

private slots:
    void thePlayerChoosesTheNewEffectsTarget()
    {
        auto a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        test::FirstChoicePrompts player;
        g.setPromptHandler(&player);
        game::Creature& self = g.player();
        self.weapon = world::kNoObject;
        self.bodyArmour = world::kNoObject;
        self.inventory.clear();
        const Handle made = g.spawnItem(idOf(g, "war pick"), 0, self.x, self.y);
        const Handle pick = g.giveItem(self, *g.item(made));
        g.item(pick)->wear.hitPoints = 1;
        const Handle smith = place(g, "smith", a->start.x + 2, a->start.y);

        use(g, "Honing", smith);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(player.menus, (std::vector<std::string>{"Choose an item: | war pick"}));
        QCOMPARE(game::wornHitPoints(g, *g.item(pick)), 6);
    }
};

INCURSION_TEST_MAIN(RedirectEffectTest)
#include "tst_redirect_effect.moc"
} // namespace tst_redirect_effect
