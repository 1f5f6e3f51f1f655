// Effects aimed at an item of the pack (qval Q_INV alone, as the original's
// Mending and Magic Weapon): the player using one picks the item from those
// its EV_RATETARG does not refuse and the effect's handlers act on it; with
// nothing suitable the use is called off; a monster's goes to its weapon, or
// its body armour when limited to armour; the smoke run uses such effects at
// an item of the arena player's pack and counts them clean.
#include "support/first_choice_prompts.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/effect_item_target.h"
#include "game/item_wear.h"
#include "game/smoke_run.h"
#include "game/spell_engine.h"

#include <QtTest>

namespace tst_item_target_effects {

using namespace incursion;
using world::Handle;

namespace {

// Our own small module: a potion whose magic mends a worn item of the pack,
// a spell that hones whatever item it reaches, and one limited to armour.
const std::string kWorld = R"(
#define Q_INV 8
#define EF_LIM_ITYPE 6
#define EF_AFFECTS_ITEMS 40
#define WT_PIERCING 27
#define EA_GENERIC 46

Item "war pick" : T_WEAPON
  { Image: cyan '|'; SDmg: 2d1; LDmg: 3d1; Level: 1; Weight: 80; Flags: WT_PIERCING; }
Item "scale vest" : T_ARMOUR
  { Image: brown '['; Def: 0; Level: 1; Weight: 160; }
Item "potion" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }

Monster "smith" : MA_GOBLINOID
  { Image: red 's'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_PUNC for 1d2 AD_BLUNT; }

AI_POTION Effect "Tinker" : EA_GENERIC
  { Level: 1; qval: Q_INV;
    On Event EV_RATETARG {
      if (EVictim->GetHP() >= EVictim->MaxHP())
        return ABORT;
      return NOTHING;
      };
    On Event EV_MAGIC_STRIKE {
      EVictim->MendHP(100);
      return NOTHING;
      };
  }

Effect "Whetstone" : EA_GENERIC
  { Level: 1; qval: Q_INV; pval: 5d1; Flags: EF_AFFECTS_ITEMS;
    On Event EV_MAGIC_HIT {
      EVictim->MendHP(e.vDmg);
      return NOTHING;
      };
  }

Effect "Polish" : EA_GENERIC
  { Level: 1; qval: Q_INV; tval: T_ARMOUR; Flags: EF_AFFECTS_ITEMS, EF_LIM_ITYPE; }

Effect "Unfocused" : EA_GENERIC { Level: 1; qval: Q_INV; }
)";

module::ResourceId id(const game::Game& g, std::string_view name)
{
    return g.resources().find(name).value_or(0);
}

// A potion of `effect` in the player's pack.
Handle givePotion(game::Game& g, std::string_view effect)
{
    game::Creature& self = g.player();
    const Handle made = g.spawnItem(id(g, "potion"), id(g, effect), self.x, self.y);
    return g.giveItem(self, *g.item(made));
}

// An item of `name` made and given to `holder`, worn down to 1 hit point.
Handle giveWorn(game::Game& g, game::Creature& holder, std::string_view name)
{
    const Handle made = g.spawnItem(id(g, name), 0, holder.x, holder.y);
    const Handle carried = g.giveItem(holder, *g.item(made));
    g.item(carried)->wear.hitPoints = 1;
    return carried;
}

int32_t hp(const game::Game& g, Handle item)
{
    return game::wornHitPoints(g, *g.item(item));
}

} // namespace

class ItemTargetEffectsTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Player.cpp (the use menu: a potion whose effect has a qval
    // prompts with it) and src/Term.cpp, TextTerm::EffectPrompt (Q_INV alone:
    // a menu of the pack's items whose EV_RATETARG is not ABORT).
    void playerPicksTheItemAndTheEffectActsOnIt()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        test::FirstChoicePrompts player;
        g.setPromptHandler(&player);
        game::Creature& self = g.player();
        self.weapon = world::kNoObject;
        self.bodyArmour = world::kNoObject;
        self.inventory.clear();
        const Handle vest = g.giveItem(self, *g.item(g.spawnItem(id(g, "scale vest"), 0, self.x, self.y)));
        const Handle pick = giveWorn(g, self, "war pick");
        const Handle potion = givePotion(g, "Tinker");
        QVERIFY(game::targetsCarriedItem(g, id(g, "Tinker")));
        QVERIFY(!game::targetsCarriedItem(g, id(g, "potion")));

        game::PlayerCommand use = game::PlayerCommand::of(game::CommandKind::Use);
        use.item = potion;
        QVERIFY(g.perform(use));
        // Only the worn pick is offered: the vest and the potion are whole.
        QCOMPARE(player.menus, (std::vector<std::string>{"Choose an item: | war pick"}));
        QCOMPARE(hp(g, pick), game::maximumHitPoints(g, *g.item(pick)));
        QCOMPARE(hp(g, vest), game::maximumHitPoints(g, *g.item(vest)));
        QVERIFY(!g.item(potion));       // drunk
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Term.cpp, TextTerm::EffectPrompt: no item suits it, the
    // player is told so and the use is called off (the potion is kept).
    void nothingSuitableCallsTheUseOff()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        test::FirstChoicePrompts player;
        g.setPromptHandler(&player);
        game::Creature& self = g.player();
        const Handle potion = givePotion(g, "Tinker");
        for (Handle carried : self.inventory)
            g.item(carried)->wear.hitPoints.reset();    // all whole

        game::PlayerCommand use = game::PlayerCommand::of(game::CommandKind::Use);
        use.item = potion;
        QVERIFY(!g.perform(use));
        QCOMPARE(player.shown, (std::vector<std::string>{std::string(game::kNothingSuitable)}));
        QVERIFY(player.menus.empty());
        QVERIFY(g.item(potion) && g.item(potion)->owner == self.handle());
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Monster.cpp, the ACT_CAST case of a monster's turn: an effect
    // with Q_INV alone goes to the weapon of its target (itself without one),
    // to the body armour when EF_LIM_ITYPE limits it to T_ARMOUR, and only
    // when src/Magic.cpp, Magic::isTarget takes the item (EF_AFFECTS_ITEMS).
    void monsterUsesItsWeaponOrArmour()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smithHandle = test::spawnNextToPlayer(g, "smith");
        game::Creature* smith = g.creature(smithHandle);
        QVERIFY(smith);
        // Without a weapon there is nothing to use it on.
        QCOMPARE(game::monsterItemTarget(g, *smith, nullptr, id(g, "Whetstone"), 1), world::kNoObject);

        smith->weapon = giveWorn(g, *smith, "war pick");
        smith->bodyArmour = giveWorn(g, *smith, "scale vest");
        QCOMPARE(game::monsterItemTarget(g, *smith, nullptr, id(g, "Whetstone"), 1), smith->weapon);
        QCOMPARE(game::monsterItemTarget(g, *smith, nullptr, id(g, "Polish"), 1), smith->bodyArmour);
        QCOMPARE(game::monsterItemTarget(g, *smith, &g.player(), id(g, "Whetstone"), 1), g.player().weapon);
        // Not EF_AFFECTS_ITEMS: no item is a target of it.
        QCOMPARE(game::monsterItemTarget(g, *smith, nullptr, id(g, "Unfocused"), 1), world::kNoObject);

        // Cast at its weapon, the effect's EV_MAGIC_HIT reaches the item: 5d1 mended.
        smith->mana = smith->maxMana = 50;
        const Handle pick = smith->weapon;
        const game::EffectOutcome outcome =
            game::castSpell(g, *smith, id(g, "Whetstone"), pick, -1, -1);
        QVERIFY(outcome.result != 2);   // not ABORT
        QCOMPARE(hp(g, pick), 6);
        QCOMPARE(hp(g, g.creature(smithHandle)->bodyArmour), 1);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // The smoke run reaches item-targeted effects as the original would: the
    // potion's through a potion the player drinks, the spell at an item of
    // the arena player's (worn) pack; both run their handlers cleanly.
    void smokeCountsItemTargetedEffectsClean()
    {
        test::MemoryBuild built = test::buildInMemory("items.irc", test::kGameTestPrelude + kWorld, test::RuntimeApi::Read);
        QVERIFY(built.image);
        std::vector<module::ModuleImage> images;
        images.push_back(std::move(*built.image));
        auto run = game::runSmoke(std::move(images), game::SmokeOptions{});
        QVERIFY(std::holds_alternative<game::SmokeReport>(run));
        const game::SmokeReport& report = std::get<game::SmokeReport>(run);
        auto find = [&](std::string_view name) -> const game::SmokeResult* {
            for (const game::SmokeResult& r : report.resources)
                if (r.name == name)
                    return &r;
            return nullptr;
        };
        const game::SmokeResult* tinker = find("Tinker");
        QVERIFY(tinker);
        QCOMPARE(tinker->outcome, game::SmokeOutcome::Clean);
        QCOMPARE(tinker->exercise, std::string("used through a potion the player carries"));
        QVERIFY(tinker->handlersRun >= 2);      // EV_RATETARG per item, then EV_MAGIC_STRIKE
        const game::SmokeResult* whetstone = find("Whetstone");
        QVERIFY(whetstone);
        QCOMPARE(whetstone->outcome, game::SmokeOutcome::Clean);
        // Aimed as a player would likely aim it: at the weapon in hand.
        QCOMPARE(whetstone->exercise, std::string("cast by the player at the war pick in the pack"));
        QVERIFY(whetstone->handlersRun >= 1);   // its EV_MAGIC_HIT on the item
        const game::SmokeKindCounts effects = report.kinds.at(core::ResourceKind::Effect);
        QCOMPARE(effects.errors, size_t(0));
        QCOMPARE(effects.clean, effects.total);
    }
};

INCURSION_TEST_MAIN(ItemTargetEffectsTest)
#include "tst_item_target_effects.moc"
} // namespace tst_item_target_effects
