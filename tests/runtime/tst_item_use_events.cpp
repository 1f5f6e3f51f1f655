// Using, picking up and dropping an item go through the events the original
// threw for them (game/item_use.h): EV_DRINK, EV_READ and EV_ZAP from the use
// menu (src/Player.cpp, Player::UseItemMenu: ReThrow(ev, e) with EActor the
// user, EItem the item), their handlers able to take the use over or refuse
// it (src/Item.cpp, Item::Event: the item's script first, then DrinkPotion,
// ReadScroll or ZapWand); EV_PICKUP and EV_DROP (src/Inv.cpp,
// Character::PickUp and Character::Drop; src/Managers.cpp: a worn item's
// EV_REMOVE before its EV_DROP); and a monster drinking its potion through
// EV_DRINK (src/Monster.cpp).
#include "support/carried_items.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/equipment.h"
#include "game/item_use.h"
#include "game/monster_ai.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_item_use_events {

using namespace incursion;
using game::CommandKind;
using game::PlayerCommand;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_HELMET 41
#define NULL_OBJ ((hObj)0)

Effect "Mending" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 20; }

// Its own EV_DRINK takes the drinking over, as the original's weapon oils.
Item "oil flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN;
    On Event EV_DRINK { EActor->IPrint("Boy, that tasted greasy!"); EItem->TakeOne()->Remove(true); return DONE; };
  }
// Refuses to be drunk.
Item "sealed flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN;
    On Event PRE(EV_DRINK) { EActor->IPrint("The seal will not break."); return ABORT; };
  }
// Tells of its drinking, then lets the potion work.
Item "fizzing flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN;
    On Event EV_DRINK { EActor->IPrint("It fizzes."); return NOTHING; };
  }
Item "chanting scroll" : T_SCROLL { Image: white '?'; Flags: IT_NOGEN;
    On Event EV_READ { EActor->IPrint("The words chant themselves."); return NOTHING; };
  }
Item "jammed rod" : T_WAND { Image: white '-'; Flags: IT_NOGEN;
    On Event PRE(EV_ZAP) { EActor->IPrint("The rod is jammed."); return ABORT; };
  }
Item "slippery eel" : T_FOOD { Image: grey '%'; Flags: IT_NOGEN;
    On Event PRE(EV_PICKUP) { EActor->IPrint("It slips out of your grasp."); return ABORT; };
  }
Item "pebble" : T_FOOD { Image: grey '*'; Flags: IT_NOGEN;
    On Event EV_PICKUP { EActor->IPrint("picked <Obj>", EItem); return NOTHING; };
    On Event EV_DROP { EActor->IPrint("dropped <Obj>", EItem); return NOTHING; };
  }
Item "clinging stone" : T_FOOD { Image: grey '*'; Flags: IT_NOGEN;
    On Event PRE(EV_DROP) { EActor->IPrint("It clings to your hand."); return ABORT; };
  }
Item "humming helm" : T_HELMET { Image: cyan ']'; Level: 1; Weight: 30;
    On Event EV_REMOVE { EActor->IPrint("humming off"); return NOTHING; };
  }

// Marks whoever drinks it (a monster's IPrint would not show).
Item "marking flask" : T_POTION { Image: white '!'; Flags: IT_NOGEN;
    On Event EV_DRINK { EActor->GainPermStati(ADJUST, NULL_OBJ, SS_ENCH, A_DEX, 2); return NOTHING; };
  }

Monster "thirsty goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HOSTILE;
    Attk: A_PUNC for 1d3 AD_BLUNT; }
)";

using test::giveCarried;
using test::logLine;

bool use(game::Game& g, Handle item)
{
    return test::performOn(g, CommandKind::Use, item);
}

} // namespace

class ItemUseEventsTest : public QObject {
    Q_OBJECT
private slots:
    // An item's own EV_DRINK answering DONE is the drinking: no effect, no "You drink".
    void aHandlerTakesTheDrinkingOver()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        g.player().hp = 1;
        const Handle oil = giveCarried(g, "oil flask", *g.resources().find("Mending"));
        const size_t before = g.log().size();
        QVERIFY(use(g, oil));
        QVERIFY2(logLine(g, before).find("Boy, that tasted greasy!") != std::string::npos, logLine(g, before).c_str());
        QVERIFY2(logLine(g, before).find("You drink") == std::string::npos, logLine(g, before).c_str());
        QCOMPARE(g.player().hp, 1);
        QVERIFY(!g.item(oil) || g.item(oil)->owner != g.player().handle());
    }

    // PRE(EV_DRINK) answering ABORT refuses the drinking: no time, the potion kept.
    void aRefusedDrinkTakesNoTime()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle sealed = giveCarried(g, "sealed flask", *g.resources().find("Mending"));
        const uint64_t tick = g.tick();
        QVERIFY(!use(g, sealed));
        QCOMPARE(g.tick(), tick);
        QVERIFY(logLine(g).find("The seal will not break.") != std::string::npos);
        QCOMPARE(g.item(sealed)->owner, g.player().handle());
    }

    // A handler answering NOTHING lets the potion work after it, and the read
    // scroll likewise; a jammed wand's PRE(EV_ZAP) keeps its charges.
    void handlersSeeTheUseBeforeTheItemWorks()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        g.player().hp = 1;
        const module::ResourceId mending = *g.resources().find("Mending");
        const Handle fizzing = giveCarried(g, "fizzing flask", mending, 2);
        QVERIFY(use(g, fizzing));
        const std::string drunk = logLine(g);
        QVERIFY2(drunk.find("It fizzes. | You drink") != std::string::npos, drunk.c_str());
        QVERIFY(g.player().hp > 1);
        QCOMPARE(g.item(fizzing)->quantity, 1);

        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const Handle scroll = giveCarried(g, "chanting scroll", mending);
        size_t before = g.log().size();
        QVERIFY(use(g, scroll));
        QVERIFY2(logLine(g, before).find("The words chant themselves. | You read") != std::string::npos,
                 logLine(g, before).c_str());

        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const Handle rod = giveCarried(g, "jammed rod", mending);
        g.item(rod)->charges = 3;
        before = g.log().size();
        QVERIFY(!use(g, rod));
        QVERIFY(logLine(g, before).find("The rod is jammed.") != std::string::npos);
        QCOMPARE(g.item(rod)->charges, 3);
    }

    // EV_PICKUP: refused by PRE, the item stays on the floor; answered, it is carried.
    void pickingUpThrowsEvPickup()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        const Handle eel = g.spawnItem(*g.resources().find("slippery eel"), 0, self.x, self.y);
        QVERIFY(!g.perform(PlayerCommand::of(CommandKind::PickUp)));
        QVERIFY(logLine(g).find("It slips out of your grasp.") != std::string::npos);
        QCOMPARE(g.item(eel)->owner, world::kNoObject);

        const Handle pebble = g.spawnItem(*g.resources().find("pebble"), 0, self.x, self.y);
        const size_t before = g.log().size();
        QVERIFY(g.perform(PlayerCommand::of(CommandKind::PickUp)));
        QVERIFY2(logLine(g, before).find("Picked pebble") != std::string::npos, logLine(g, before).c_str());
        QVERIFY2(logLine(g, before).find("You pick up a pebble.") != std::string::npos, logLine(g, before).c_str());
        QCOMPARE(g.item(pebble)->owner, self.handle());
        QCOMPARE(g.item(eel)->owner, world::kNoObject);
    }

    // EV_DROP: `d` drops the last item picked up; PRE(EV_DROP) ABORT keeps it;
    // a worn item comes off (EV_REMOVE) before it drops.
    void droppingThrowsEvDrop()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        game::Creature& self = g.player();
        const Handle pebble = giveCarried(g, "pebble");
        QVERIFY(g.perform(*game::keyCommand('d')));
        QVERIFY2(logLine(g).find("Dropped pebble | You drop a pebble.") != std::string::npos, logLine(g).c_str());
        QCOMPARE(g.item(pebble)->owner, world::kNoObject);
        QCOMPARE(g.item(pebble)->x, self.x);

        QCOMPARE(g.advance(), game::GameStatus::PlayerToAct);
        const Handle stone = giveCarried(g, "clinging stone");
        QVERIFY(!g.perform(*game::keyCommand('d')));
        QVERIFY(logLine(g).find("It clings to your hand.") != std::string::npos);
        QCOMPARE(g.item(stone)->owner, self.handle());

        const Handle helm = giveCarried(g, "humming helm");
        QVERIFY(game::equipment::wield(g, self, *g.item(helm), game::wear_slots::SL_HELM));
        const size_t before = g.log().size();
        PlayerCommand drop = PlayerCommand::of(CommandKind::Drop);
        drop.item = helm;
        QVERIFY(g.perform(drop));
        QVERIFY2(logLine(g, before).find("Humming off | You take off the humming helm. | You drop a humming helm.") != std::string::npos, logLine(g, before).c_str());
        QVERIFY(!game::equipment::isWorn(self, helm));
        QCOMPARE(g.item(helm)->owner, world::kNoObject);
    }

    // A hurt monster drinks its healing potion through EV_DRINK too: the
    // potion's handler marks the drinker, then the potion heals it.
    void aMonsterDrinksThroughEvDrink()
    {
        test::StartedGame s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const map::Map& m = g.level().map();
        Handle goblin = world::kNoObject;
        for (int y = 1; y < m.height() - 1 && !goblin; ++y)
            for (int x = 1; x < m.width() - 1 && !goblin; ++x)
                if (!m.solid(x, y) && !g.creatureAt(x, y) && std::abs(x - g.player().x) > 1)
                    goblin = g.spawnMonster(*g.resources().find("thirsty goblin"), x, y);
        QVERIFY(goblin);
        game::Creature& monster = *g.creature(goblin);
        const Handle potion = g.giveItem(monster, *g.item(g.spawnItem(*g.resources().find("marking flask"),
                                                                      *g.resources().find("Mending"), monster.x,
                                                                      monster.y)));
        const int32_t dexterity = monster.attribute(game::rules::A_DEX);
        monster.maxHp = 30;
        monster.hp = 5;
        QCOMPARE(game::takeMonsterTurn(g, monster).action, game::MonsterAction::DrinkPotion);
        QVERIFY(!g.item(potion) || g.item(potion)->owner != goblin);
        QCOMPARE(monster.attribute(game::rules::A_DEX), dexterity + 2);
        QVERIFY(monster.hp > 5);
    }
};

INCURSION_TEST_MAIN(ItemUseEventsTest)
#include "tst_item_use_events.moc"
} // namespace tst_item_use_events
