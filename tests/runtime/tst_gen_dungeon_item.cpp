// GenDungeonItem(fl, xID, Depth, Luck) (game/item_generation.h): an item made
// off the map as the original's level generator makes one, by its chart,
// levels, flags and the item's own EV_GENITEM, the same for the same seed.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/item_generation.h"

#include <QtTest>

#include <set>

namespace tst_gen_dungeon_item {

using namespace incursion;

namespace {

const std::string kWorld = R"(
#define IG_KNOWN 0x0200
#define IT_GROUP 7
#define T_COIN 29
#define GOLD 1

hObj made;

Item "dagger" : T_WEAPON { Image: grey '|'; Level: 1; }
Item "great axe" : T_WEAPON { Image: grey '|'; Level: 9; }
Item "potion" : T_POTION { Image: blue '!'; Level: 0; }
Item "food ration" : T_FOOD { Image: brown '%'; Level: 0; }
Item "gold piece" : T_COIN { Image: yellow '$'; Level: 0; Cost: 1 GOLD; Flags: IT_NOGEN; }
Item "idol" : T_FOOD
  { Image: yellow '%'; Level: 0; Flags: IT_NOGEN;
    On Event EV_GENITEM { return ABORT; }; }
Item "pebble" : T_FOOD
  { Image: grey '*'; Level: 0; Flags: IT_NOGEN, IT_GROUP;
    On Event EV_GENITEM { ETarget->Named = "lucky"; return DONE; }; }
AI_POTION Effect "Healing" : EA_HEALING { Level: 1; xval: HEAL_HP; pval: 1d8; }

Monster "quartermaster" : MA_ANIMAL
  { Image: white 'q'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_TALK) {
      made = GenDungeonItem(IG_KNOWN, $"dagger", 1, 10);
      return DONE;
      };
  }
)";

module::ResourceId idOf(game::Game& g, std::string_view name)
{
    return g.resources().find(name).value_or(0);
}

// What `count` items generated at `depth` are, in order: resource, effect, plus.
std::vector<std::tuple<module::ResourceId, module::ResourceId, int32_t>> generate(game::Game& g, int count,
                                                                                    int depth)
{
    std::vector<std::tuple<module::ResourceId, module::ResourceId, int32_t>> out;
    for (int i = 0; i < count; ++i) {
        const world::Handle h = game::item_generation::generateItem(g, game::ItemGenRequest{0, 0, depth, 10});
        const game::Item* it = g.item(h);
        if (it)
            out.emplace_back(it->resource, it->effect, it->plus);
    }
    return out;
}

} // namespace

class GenDungeonItemTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Encounter.cpp, Item::GenItem: an Item xID is the item made;
    // IG_KNOWN makes it fully known (Known = 0xff); the item is not placed.
    void aNamedItemComesKnownAndOffTheMap()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle q = test::spawnNextToPlayer(g, "quartermaster");
        test::throwAt(g, game::EV_TALK, g.player().handle(), q);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::Item* it = g.item(world::Handle(test::moduleVariable(g, "made")));
        QVERIFY(it);
        QCOMPARE(it->resource, idOf(g, "dagger"));
        QCOMPARE(int(it->known), 0xFF);
        QCOMPARE(it->x, -1);
        QCOMPARE(it->owner, world::kNoObject);
    }

    // rule: src/Encounter.cpp, Item::GenItem: maxlev is max(3, Depth) at
    // luck 10, and the kinds without a prototype are drawn among the items
    // of that level or below (Game::GetItemID, PUR_DUNGEON); deeper, the
    // levels grow. The draws come from the game's dice: the same seed
    // makes the same items.
    void theDepthBoundsTheLevelAndTheSeedTheDraw()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        const auto shallow = generate(g, 60, 1);
        QCOMPARE(shallow.size(), size_t(60));
        std::set<module::ResourceId> kinds;
        for (const auto& [resource, effect, plus] : shallow) {
            kinds.insert(resource);
            QVERIFY(resource != idOf(g, "great axe"));
            QVERIFY(resource != idOf(g, "idol"));
            if (effect)
                QCOMPARE(effect, idOf(g, "Healing"));
        }
        QVERIFY(kinds.count(idOf(g, "dagger")));
        QVERIFY(kinds.count(idOf(g, "potion")));
        const auto deep = generate(g, 120, 12);
        bool axe = false;
        for (const auto& [resource, effect, plus] : deep)
            axe = axe || resource == idOf(g, "great axe");
        QVERIFY(axe);

        test::TestGame again = test::startTestGame(kWorld);
        QVERIFY2(again.game, qPrintable(again.errors));
        QVERIFY(generate(*again.game, 60, 1) == shallow);
    }

    // rule: src/Encounter.cpp, Item::GenItem: the item's own EV_GENITEM is
    // asked first; ABORT makes no item, DONE keeps it as the handler left it.
    void theItemsOwnGenItemHasTheFirstSay()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        QCOMPARE(game::item_generation::generateItem(g, game::ItemGenRequest{0, idOf(g, "idol"), 5, 10}),
                 world::kNoObject);
        const world::Handle pebble = game::item_generation::generateItem(g, {0, idOf(g, "pebble"), 5, 10});
        const game::Item* it = g.item(pebble);
        QVERIFY(it);
        QCOMPARE(it->named, std::string("lucky"));
        QVERIFY(it->quantity >= 1 && it->quantity <= 4);    // IT_GROUP: 1 + random(4)
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // rule: src/Encounter.cpp, Item::GenItem (T_COIN) and src/Tables.cpp,
    // WealthByLevel: a quarter of the depth's wealth (9,000 at depth 5),
    // 50% to 150%, in coins of the kind's cost (a gold piece: 100).
    void coinsComeByTheDepthsWealth()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        for (int i = 0; i < 20; ++i) {
            const game::Item* gold = g.item(game::item_generation::generateItem(g, {0, idOf(g, "gold piece"), 5, 10}));
            QVERIFY(gold);
            QVERIFY2(gold->quantity >= 9000 / 4 * 50 / 100 && gold->quantity <= 9000 / 4 * 149 / 100,
                     qPrintable(QString::number(gold->quantity)));
        }
    }
};

INCURSION_TEST_MAIN(GenDungeonItemTest)
#include "tst_gen_dungeon_item.moc"

} // namespace tst_gen_dungeon_item
