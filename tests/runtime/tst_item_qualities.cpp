// Blessings, curses and qualities of items (game/item_properties.h) and the
// player's recognition of creatures (game/recognition_api.h), called by
// original-style handlers in a running game.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include <QtTest>

namespace tst_item_qualities {

using namespace incursion;
using test::ask;
using game::EventInfo;
using world::Handle;

namespace {

using test::logSince;

const std::string kWorld = R"(
#define IF_BLESSED 0x0001
#define IF_CURSED 0x0002
#define IF_MASTERWORK 0x0008
#define WQ_HOLY 1
#define WQ_UNHOLY 2
#define WQ_FLAMING 7
#define WQ_FROST 9
#define WQ_BURST 11
#define WQ_KEEN 13
#define WQ_SPEED 22
#define WQ_BANE 35
#define AQ_FIRE_RES 4
#define AQ_ARROW_DEF 11
#define AQ_SLICK 24
#define IQ_ADAMANT 70
#define IQ_MITHRIL 73
#define IQ_SILVER 74
#define IQ_MASTERWORK 78
#define IQ_BLESSED 79
#define MAT_IRON 11
#define MAT_SILVER 14
#define MAT_MITHRIL 17
#define WT_SLASHING 26
#define TEMPLATE 71
#define T_SHIELD 51
#define T_RING 48
#define A_SEEM 102
#define AD_FIRE 1
#define AD_SLASH 11
#define AD_RUST 39
#define AD_POIS 60

Item "long sword" : T_WEAPON
  { Image: cyan '|'; SDmg: 1d8; LDmg: 1d12; Level: 0; Weight: 40; Mat: MAT_IRON; Flags: WT_SLASHING; }
Item "chain mail" : T_ARMOUR { Image: grey '['; Level: 2; Weight: 300; Mat: MAT_IRON; }
Item "buckler" : T_SHIELD { Image: grey ')'; Level: 0; Weight: 50; Mat: MAT_IRON; }
Item "ring" : T_RING { Image: yellow '='; Level: 3; Mat: MAT_IRON; }
Item "chest" : T_FOOD { Image: brown '~'; Level: 0; }

Monster "mimic" : MA_GOBLINOID
  { Image: brown '~'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH, A_SEEM for $"chest"; }

Monster "smith" : MA_GOBLINOID
  { Image: green 's'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;

    // EItem: a long sword.
    On Event EVICTIM(EV_PUSH) {
      EItem->AddQuality(WQ_FLAMING);
      e.vVal = 0;
      if (EItem->HasQuality(WQ_FLAMING)) e.vVal += 1;
      if (!EItem->QualityOK(WQ_FROST)) e.vVal += 10;      // one element at a time
      if (EItem->QualityOK(WQ_BURST)) e.vVal += 100;      // a burst needs an element
      if (!EItem->QualityOK(WQ_SPEED, 2)) e.vVal += 1000; // +3 more than level 2 allows
      if (EItem->QualityOK(WQ_SPEED)) e.vVal += 10000;
      e.EParam = EItem->ItemLevel();
      EItem->AddQuality(IQ_MITHRIL);
      EItem->AddQuality(IQ_SILVER);                        // one material at a time
      e.vMag = EItem->Material();
      if (EItem->HasQuality(IQ_MITHRIL)) e.vMag += 1000;
      EItem->AddQuality(IQ_BLESSED);
      EItem->AddQuality(WQ_HOLY);
      e.isHit = EItem->isBlessed() && (EItem->IFlags & IF_BLESSED) && !EItem->isCursed()
                && !EItem->QualityOK(WQ_UNHOLY) && !EItem->HasQuality(IQ_BLESSED);
      EItem->IFlags |= IF_CURSED;
      e.isSomething = EItem->isCursed() && EItem->isMagic();
      return DONE;
      };

    // EItem: a sword with qualities.
    On Event EVICTIM(EV_SEARCH) {
      EItem->RemoveQuality(WQ_FLAMING);
      e.vVal = EItem->ItemLevel();
      EItem->RemoveQuality(IQ_BLESSED);
      e.isHit = !EItem->isBlessed() && !EItem->HasQuality(WQ_FLAMING) && EItem->HasQuality(WQ_HOLY);
      EItem->PurgeAllQualities();
      e.isSomething = !EItem->HasQuality(WQ_HOLY) && !EItem->HasQuality(IQ_SILVER) && EItem->isCursed();
      e.vMag = EItem->ItemLevel();
      return DONE;
      };

    // EItem: chain mail, EItem2: a buckler.
    On Event EVICTIM(EV_TALK) {
      EItem->AddQuality(AQ_FIRE_RES);
      e.vVal = EItem->ItemLevel();
      e.isHit = EItem->QualityOK(AQ_SLICK) && !EItem2->QualityOK(AQ_SLICK) && !EItem2->QualityOK(AQ_ARROW_DEF);
      EItem2->AddQuality(IQ_MASTERWORK);
      e.isSomething = (EItem2->IFlags & IF_MASTERWORK) && !EItem2->HasQuality(IQ_MASTERWORK);
      return DONE;
      };

    // EItem: a ring, which takes no qualities.
    On Event EVICTIM(EV_ZAP) {
      e.isHit = !EItem->QualityOK(WQ_FLAMING) && !EItem->HasQuality(WQ_FLAMING);
      e.vVal = EItem->ItemLevel();
      EItem->AddQuality(WQ_FLAMING);
      return DONE;
      };

    // EItem: a long sword, EItem2: a ring.
    On Event EVICTIM(EV_OPEN) {
      EItem->SetInherentPlus(2);
      e.vVal = EItem->Hardness(AD_SLASH);
      EItem->AddQuality(IQ_MITHRIL);
      e.vMag = EItem->Hardness(AD_SLASH);
      e.EParam = EItem->Hardness(AD_POIS);
      EItem->IFlags |= IF_CURSED;
      e.vDmg = EItem->Hardness(AD_SLASH) * 100 + EItem2->Hardness(AD_SLASH);
      e.vRoll = EItem->GetPlus();
      return DONE;
      };

    On Event EVICTIM(EV_READ) {
      EActor->IdentifyMon();
      EActor->IdentifyTemp(e.eID);
      return DONE;
      };
  }
)";

using Started = test::StartedGame;

Handle spawnBeside(game::Game& g, Handle who, std::string_view item)
{
    const game::Creature& c = *g.creature(who);
    return g.spawnItem(*g.resources().find(item), 0, c.x, c.y);
}

} // namespace

class ItemQualitiesTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Item.cpp, QItem::AddQuality (one material, blessing is a
    // flag), Weapon::QualityOK (elements exclude each other, burst needs one,
    // the closing level test), Weapon::ItemLevel (the plus the qualities add:
    // flaming 1), QItem::Material, Weapon::isMagic; inc/Item.h, isBlessed,
    // isCursed (IF_ flags).
    void weaponQualities()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smith = test::spawnNextToPlayer(g, "smith");
        const Handle sword = spawnBeside(g, smith, "long sword");
        const EventInfo e = ask(g, game::EV_PUSH, smith, {.item = sword});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 11111);
        QCOMPARE(e.EParam, int16_t(1));
        QCOMPARE(e.vMag, 14);               // MAT_SILVER, the mithril gone
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        const game::ItemProperties& p = g.item(sword)->properties;
        QCOMPARE(p.flags, uint16_t(0x0003));
        QCOMPARE(p.qualities, (std::array<int8_t, 8>{7, 74, 1, 0, 0, 0, 0, 0}));

        // A save keeps them.
        const std::string saved = g.save();
        g.item(sword)->properties = {};
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.item(sword)->properties.qualities, (std::array<int8_t, 8>{7, 74, 1, 0, 0, 0, 0, 0}));
        QCOMPARE(g.item(sword)->properties.flags, uint16_t(0x0003));
    }

    // rule: src/Item.cpp, QItem::RemoveQuality (blessing clears its flag),
    // QItem::PurgeAllQualities (the flags stay), Weapon::ItemLevel (holy
    // adds 2).
    void removeAndPurge()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smith = test::spawnNextToPlayer(g, "smith");
        const Handle sword = spawnBeside(g, smith, "long sword");
        ask(g, game::EV_PUSH, smith, {.item = sword});
        const EventInfo e = ask(g, game::EV_SEARCH, smith, {.item = sword});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 2);
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vMag, 0);
    }

    // rule: src/Item.cpp, Armour::ItemLevel (kind's level plus 150% of the
    // qualities' plus), Armour::QualityOK (no slick shields; arrow
    // deflection never made), QItem::AddQuality (masterwork is a flag).
    void armourQualities()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smith = test::spawnNextToPlayer(g, "smith");
        const Handle mail = spawnBeside(g, smith, "chain mail");
        const Handle buckler = spawnBeside(g, smith, "buckler");
        const EventInfo e = ask(g, game::EV_TALK, smith, {.item = mail, .item2 = buckler});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 2 + 1 * 150 / 100);
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
    }

    // rule: src/Item.cpp, MaterialHardness (iron 10, mithril 15, nothing
    // against poison) and QItem::Hardness (a mithril quality half again, 5
    // a plus, a cursed one 50);
    // inc/Item.h, GetPlus (a cursed item's plus works against its bearer).
    void hardnessAndCursedPlus()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smith = test::spawnNextToPlayer(g, "smith");
        const Handle sword = spawnBeside(g, smith, "long sword");
        const Handle ring = spawnBeside(g, smith, "ring");
        const EventInfo e = ask(g, game::EV_OPEN, smith, {.item = sword, .item2 = ring});
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 10 + 2 * 5);
        // Mithril is of hardness 15, and the mithril quality adds half again.
        QCOMPARE(e.vMag, 15 * 150 / 100 + 2 * 5);
        QCOMPARE(e.EParam, int16_t(-1));
        QCOMPARE(e.vDmg, int16_t((15 * 150 / 100 + 50) * 100 + 10));
        QCOMPARE(e.vRoll, int8_t(-2));
    }

    // rule: inc/Item.h, Item::AddQuality and QualityOK: an item that is no
    // weapon or armour takes no qualities, and saying so is an error.
    void plainItemsTakeNoQualities()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smith = test::spawnNextToPlayer(g, "smith");
        const Handle ring = spawnBeside(g, smith, "ring");
        const EventInfo e = ask(g, game::EV_ZAP, smith, {.item = ring});
        QVERIFY(e.isHit);
        QCOMPARE(e.vVal, 3);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("Adding quality to non-Weapon/Armour Item!") != std::string::npos,
                 test::firstScriptError(g));
    }

    // rule: src/Creature.cpp, Creature::IdentifyMon: a creature that seems
    // something else (A_SEEM, src/Message.cpp Creature::Name) is named so
    // until the player, perceiving it, learns what it is, and says so once;
    // Creature::IdentifyTemp: an unknown template on it becomes known.
    void identifyMonster()
    {
        Started s = test::startAndAdvance(kWorld);
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle smith = test::spawnNextToPlayer(g, "smith");
        const Handle mimic = test::spawnNextToPlayer(g, "mimic");
        QVERIFY(mimic != world::kNoObject);
        QCOMPARE(g.nameOf(*g.creature(mimic)), std::string("chest"));
        const module::ResourceId templateId = *g.resources().find("ring");
        game::StatusEffect unknownTemplate;
        unknownTemplate.stati = 71;
        unknownTemplate.effect = templateId;
        g.creature(mimic)->addStatus(unknownTemplate);

        size_t before = g.log().size();
        EventInfo e;
        e.event = game::EV_READ;
        e.actor = mimic;
        e.victim = smith;
        e.eID = templateId;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.nameOf(*g.creature(mimic)), std::string("mimic"));
        const std::vector<std::string> said = logSince(g, before);
        QCOMPARE(said, (std::vector<std::string>{"That chest must be a mimic!", "This must be a mimic!"}));
        QCOMPARE(g.creature(mimic)->status(71)->magnitude, 1);

        // Known once: nothing more is said, and a save remembers it.
        before = g.log().size();
        g.throwEvent(e);
        QVERIFY(logSince(g, before).empty());
        const std::string saved = g.save();
        QVERIFY(!g.restore(saved));
        QCOMPARE(g.nameOf(*g.creature(mimic)), std::string("mimic"));
    }
};

INCURSION_TEST_MAIN(ItemQualitiesTest)
#include "tst_item_qualities.moc"
} // namespace tst_item_qualities
