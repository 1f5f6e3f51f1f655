// The host API of items and identification (game/item_api.h), called by
// handlers in a running game: who owns an item, its charges and quantity,
// splitting one off a stack, whether it is magic, the original's KN_ bits
// of what the player knows of one item (isKnown, MakeKnown, SetKnown) and
// IdentByTrial, which names the effect for every item that carries it.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/rules.h"

#include <QtTest>

namespace tst_item_api {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

using test::logSince;

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define KN_CURSE 0x02
#define KN_MAGIC 0x04
#define KN_PLUS 0x08
#define MAT_WOOD 8
#define MAT_IRON 11
#define MAT_MINERAL 21
#define IT_PLURAL 13
#define PHASED 102
#define M_INCOR 9
#define MA_SPIRIT 53

Item "potion" : T_POTION { Image: white '!'; Flags: IT_NOGEN; }
Item "wand" : T_WAND { Image: cyan '-'; Flags: IT_NOGEN; }
Item "stone" : T_FOOD { Image: white '*'; Level: 1; Weight: 3; Mat: MAT_MINERAL; }
Item "iron boots" : T_ARMOUR { Image: grey '['; Level: 1; Weight: 40; Mat: MAT_IRON; Flags: IT_PLURAL; }
Item "club" : T_WEAPON { Image: brown '|'; SDmg: 1d6; LDmg: 1d3; Level: 1; Mat: MAT_WOOD; }
Flavour "murky" : AI_POTION { Colour: brown; }
AI_POTION Effect "Healing" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 2d8+8; }
#define EF_NAMEFIRST 19
#define EF_NAMEONLY 20
#define EF_POSTFIX 91
#define EF_PROPER 92
AI_POTION Effect "Oil of Sheen" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d1; Flags: EF_NAMEONLY; }
Effect "Vorpal" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d1; Flags: EF_NAMEFIRST; }
Effect "Holy Avenger" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d1; Flags: EF_POSTFIX; }
Effect "Ringil" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d1; Flags: EF_PROPER; }

Monster "ghost" : MA_SPIRIT
  { Image: white 'G'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_CLAW for 1d4 AD_SLASH; Flags: M_INCOR; }

Monster "appraiser" : MA_GOBLINOID
  { Image: green 'a'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;

    // EItem: a wand the player carries.
    On Event EVICTIM(EV_ZAP) {
      e.vVal = EItem->GetCharges();
      EItem->SetCharges(e.vVal - 1);
      e.vMag = EItem->GetCharges();
      e.isHit = EItem->Owner() == GetHandle(EActor) && EItem->GetParent() == GetHandle(EActor);
      e.isSomething = EItem->isMagic();
      return DONE;
      };

    // EItem: a stack of stones lying on the floor.
    On Event EVICTIM(EV_POUR) {
      hObj one;
      e.vVal = EItem->GetQuantity();
      one = EItem->TakeOne();
      e.vMag = EItem->GetQuantity() * 100 + one->GetQuantity();
      e.isHit = one->m == NULL_OBJ && one != GetHandle(EItem) && EItem->Owner() == NULL_OBJ;
      e.isSomething = EItem->isMagic();
      EItem->SetQuantity(7);
      SetEItem2(e, one);
      return DONE;
      };

    // EItem: the player's potion.
    On Event EVICTIM(EV_SEARCH) {
      e.vVal = 0;
      if (EItem->isKnown(KN_MAGIC)) e.vVal += 1;
      EItem->MakeKnown(KN_PLUS);
      if (EItem->isKnown(KN_PLUS)) e.vVal += 10;
      if (EItem->isKnown(KN_MAGIC + KN_PLUS)) e.vVal += 100;
      EItem->SetKnown(KN_CURSE);
      if (EItem->isKnown(KN_PLUS)) e.vVal += 1000;
      if (EItem->isKnown(KN_CURSE)) e.vVal += 10000;
      return DONE;
      };

    // EItem: boots, EItem2: a club.
    On Event EVICTIM(EV_PUSH) {
      e.vVal = EItem->Weight() * 100 + EItem2->Weight();
      e.vMag = EItem->Material() * 100 + EItem2->Material() * 10;
      if (EVictim->Material() == 31) e.vMag += 1;
      e.isHit = EItem->isMetallic() && !EItem->isWooden() && EItem2->isWooden() && !EItem2->isMetallic();
      e.isSomething = EItem->isPlural() && !EItem2->isPlural() && !EVictim->isPlural();
      EItem2->SetInherentPlus(2);
      e.EParam = EItem2->GetInherentPlus();
      return DONE;
      };

    // EItem: the stone, EItem2: the boots; EActor: someone.
    On Event EVICTIM(EV_TALK) {
      e.isHit = EItem2->HasIFlag(IT_PLURAL) && !EItem->HasIFlag(IT_PLURAL);
      EItem->MakeMagical($"Healing", 3);
      e.isSomething = EItem->isMagic() && EItem->GetPlus() == 3;
      EItem2->ChangeIID($"club");
      e.Blocked = EItem2->isType(T_WEAPON) && EItem2->isWooden();
      e.vVal = EActor->onPlane() * 10 + EItem->onPlane();
      return DONE;
      };

    On Event EVICTIM(EV_READ) {
      EActor->IdentByTrial(EItem);
      e.isHit = EItem->isKnown(KN_MAGIC);
      return DONE;
      };
  }
)";

using Started = test::StartedGame;

Started start()
{
    return test::startAndAdvance(kWorld);
}

EventInfo ask(game::Game& g, int32_t event, Handle actor, Handle victim, Handle item)
{
    EventInfo e;
    e.event = event;
    e.actor = actor;
    e.victim = victim;
    e.item = item;
    g.throwEvent(e);
    return e;
}

Handle carriedByPlayer(game::Game& g, std::string_view item, module::ResourceId effect = 0)
{
    const game::Creature& self = g.player();
    const Handle made = g.spawnItem(*g.resources().find(item), effect, self.x, self.y);
    return g.giveItem(g.player(), *g.item(made));
}

} // namespace

class ItemApiTest : public QObject {
    Q_OBJECT

private slots:
    // src/Message.cpp, Item::Name: an item whose magic is not known goes by
    // its flavour, or by its base name alone when its effect has none (no
    // "unknown"); known, its effect's flags place the effect's name.
    void namesFollowTheEffectsFlags()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const auto nameOf = [&](std::string_view item, std::string_view effect) {
            return g.nameOf(*g.item(carriedByPlayer(g, item, *g.resources().find(effect))));
        };
        QCOMPARE(nameOf("club", "Vorpal"), std::string("club"));
        QCOMPARE(nameOf("potion", "Healing"), std::string("murky potion"));
        QCOMPARE(nameOf("potion", "Oil of Sheen"), std::string("potion"));  // the one flavour is Healing's
        for (std::string_view effect : {"Oil of Sheen", "Vorpal", "Holy Avenger", "Ringil"})
            g.identification().identify(*g.resources().find(effect));
        QCOMPARE(nameOf("potion", "Oil of Sheen"), std::string("Oil of Sheen"));
        QCOMPARE(nameOf("club", "Vorpal"), std::string("Vorpal club"));
        QCOMPARE(nameOf("club", "Holy Avenger"), std::string("club, Holy Avenger"));
        QCOMPARE(nameOf("club", "Ringil"), std::string("club 'Ringil'"));
    }

    // inc/Item.h: GetCharges/SetCharges are the item's own count; Owner and
    // GetParent the creature that carries it; isMagic an effect or a plus.
    void chargesAndOwner()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        const Handle wand = carriedByPlayer(g, "wand", *g.resources().find("Healing"));
        g.item(wand)->charges = 5;
        const EventInfo e = ask(g, game::EV_ZAP, g.player().handle(), appraiser, wand);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 5);
        QCOMPARE(e.vMag, 4);
        QCOMPARE(g.item(wand)->charges, 4);
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
    }

    // src/Item.cpp, Item::TakeOne: one split off a stack, on no map; the
    // stack keeps the rest. A plain stone is not magic.
    void takeOneSplitsAStack()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        const game::Creature& self = *g.creature(appraiser);
        const Handle stones = g.spawnItem(*g.resources().find("stone"), 0, self.x, self.y, 3);
        const EventInfo e = ask(g, game::EV_POUR, g.player().handle(), appraiser, stones);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 3);
        QCOMPARE(e.vMag, 2 * 100 + 1);
        QVERIFY(e.isHit);
        QVERIFY(!e.isSomething);
        QCOMPARE(g.item(stones)->quantity, 7);
        const game::Item* one = g.item(e.item2);
        QVERIFY(one);
        QCOMPARE(one->resource, g.item(stones)->resource);
        QCOMPARE(one->map(), world::kNoObject);
        QCOMPARE(g.itemsAt(self.x, self.y), std::vector<Handle>{stones});
    }

    // inc/Item.h: isKnown(kn) asks that every bit of kn be known; MakeKnown
    // adds bits, SetKnown sets exactly these. The bits survive a save.
    void knowledgeBits()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        const Handle potion = carriedByPlayer(g, "potion", *g.resources().find("Healing"));
        const EventInfo e = ask(g, game::EV_SEARCH, g.player().handle(), appraiser, potion);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 10 + 10000);
        QCOMPARE(g.item(potion)->known, uint8_t(0x02));
        QVERIFY(!g.identification().known(*g.resources().find("Healing")));   // KN_PLUS names no effect

        const std::string saved = g.save();
        g.item(potion)->known = 0;
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.item(potion)->known, uint8_t(0x02));
    }

    // src/Item.cpp, Player::IdentByTrial and Item::MakeKnown: the player
    // learns the item's magic, once, and says so; its effect is then known
    // for every potion that carries it. A monster learns nothing by trial.
    void identifyByTrial()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        const module::ResourceId healing = *g.resources().find("Healing");
        const Handle potion = carriedByPlayer(g, "potion", healing);
        QCOMPARE(g.nameOf(*g.item(potion)), std::string("murky potion"));

        // The appraiser tries it: nothing is learnt.
        EventInfo e = ask(g, game::EV_READ, appraiser, appraiser, potion);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(!e.isHit);
        QVERIFY(!g.identification().known(healing));

        size_t before = g.log().size();
        e = ask(g, game::EV_READ, g.player().handle(), appraiser, potion);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(g.identification().known(healing));
        const std::vector<std::string> said = logSince(g, before);
        QVERIFY2(said.size() == 1, said.empty() ? "nothing said" : said.back().c_str());
        // Named with its article or number, as Name(NA_A) did: the potion
        // may have joined a stack the player started with.
        const int32_t quantity = g.item(potion)->quantity;
        const std::string expected = quantity == 1 ? "This must be a potion of Healing!"
                                                   : "This must be " + std::to_string(quantity) + " potions of Healing!";
        QCOMPARE(said.front(), expected);
        QCOMPARE(g.nameOf(*g.item(potion)), std::string("potion of Healing"));

        before = g.log().size();
        ask(g, game::EV_READ, g.player().handle(), appraiser, potion);
        QVERIFY(logSince(g, before).empty());
    }

    // src/Item.cpp, Item::Weight: the resource's weight times the quantity,
    // half a unit each without one; inc/Item.h, Material and isPlural
    // (IT_PLURAL or a stack); src/Item.cpp, MaterialIsMetallic and
    // MaterialIsWooden; creatures are of MAT_EMPTYNESS (inc/Map.h).
    void weightAndMaterial()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        const game::Creature& self = *g.creature(appraiser);
        const Handle boots = g.spawnItem(*g.resources().find("iron boots"), 0, self.x, self.y);
        const Handle clubs = g.spawnItem(*g.resources().find("club"), 0, self.x, self.y, 5);
        EventInfo e;
        e.event = game::EV_PUSH;
        e.actor = g.player().handle();
        e.victim = appraiser;
        e.item = boots;
        e.item2 = clubs;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 40 * 100 + 5 / 2);
        QCOMPARE(e.vMag, 11 * 100 + 8 * 10 + 1);
        QVERIFY(e.isHit);
        QVERIFY(!e.isSomething);    // five clubs are plural
        QCOMPARE(e.EParam, int16_t(2));
        QCOMPARE(g.item(clubs)->plus, 2);
        g.item(clubs)->quantity = 1;
        g.throwEvent(e);
        QVERIFY(e.isSomething);
    }

    // inc/Item.h, HasIFlag: the resource's flags; src/Item.cpp, MakeMagical
    // gives the effect and plus, ChangeIID the other resource's type and
    // look; src/Creature.cpp, onPlane: an incorporeal spirit is ethereal (3),
    // PHASED says otherwise, an item is on its owner's plane.
    void resourceFlagsMagicAndPlanes()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        const Handle ghost = test::spawnNextToPlayer(g, "ghost");
        QVERIFY(ghost != world::kNoObject);
        const game::Creature& self = *g.creature(appraiser);
        const Handle stone = g.spawnItem(*g.resources().find("stone"), 0, self.x, self.y);
        g.giveItem(*g.creature(ghost), *g.item(stone));
        const Handle boots = g.spawnItem(*g.resources().find("iron boots"), 0, self.x, self.y);
        EventInfo e;
        e.event = game::EV_TALK;
        e.actor = ghost;
        e.victim = appraiser;
        e.item = stone;
        e.item2 = boots;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(g.item(stone)->effect, *g.resources().find("Healing"));
        QVERIFY(e.Blocked);
        QCOMPARE(g.item(boots)->resource, *g.resources().find("club"));
        QCOMPARE(g.item(boots)->name, std::string("club"));
        QCOMPARE(e.vVal, 3 * 10 + 3);

        game::StatusEffect phased;
        phased.stati = 102;
        phased.value = 4;       // PHASE_SHADOW
        g.creature(ghost)->addStatus(phased);
        g.throwEvent(e);
        QCOMPARE(e.vVal, 4 * 10 + 4);
        e.actor = appraiser;
        g.throwEvent(e);
        QCOMPARE(e.vVal, 0 * 10 + 4);
    }

    // Item questions need an item: a creature is a clear script error.
    void aCreatureIsNoItem()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle appraiser = test::spawnNextToPlayer(g, "appraiser");
        ask(g, game::EV_ZAP, g.player().handle(), appraiser, appraiser);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("is not an item") != std::string::npos, test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(ItemApiTest)
#include "tst_item_api.moc"
} // namespace tst_item_api
