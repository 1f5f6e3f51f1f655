// The host API that makes, places and finds things (game/thing_api.h),
// called by handlers in a running game: CreateItem and CreateMonster set a
// new thing aside until PlaceAt puts it on a map (a monster then acts),
// Remove takes it off again or destroys it, PlaceNear finds it room, a
// creature's pack is walked with FirstInv/NextInv and filled by GainItem,
// distances and directions are the original's, and a game with a thing set
// aside saves and loads.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/rules.h"

#include <QtTest>

namespace tst_thing_api {

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define SL_WEAPON 2
#define SL_ARMOUR 9

Item "stone" : T_FOOD { Image: white '*'; Level: 1; Weight: 1; }
Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; }
Monster "rat" : MA_ANIMAL
  { Image: brown 'r'; CR: 1; HD: 1; Hit: 1; Def: 10; Attk: A_BITE for 1d2 AD_PIERCE;
    Gear: $"dagger"; }

Monster "conjurer" : MA_GOBLINOID
  { Image: green 'c'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;

    // Makes a rat and a stone and places them at (EXVal, EYVal).
    On Event EVICTIM(EV_ZAP) {
      hObj rat, stone;
      rat = CreateMonster($"rat");
      stone = CreateItem($"stone");
      e.isHit = rat->m == NULL_OBJ && stone->m == NULL_OBJ;
      rat->PlaceAt(EMap, e.EXVal, e.EYVal);
      stone->PlaceAt(EMap, e.EXVal, e.EYVal);
      e.isSomething = rat->m == GetHandle(EMap) && rat->x == e.EXVal && stone->y == e.EYVal;
      SetEItem(e, stone);
      SetEItem2(e, rat);
      return DONE;
      };

    // Takes the item in EItem off the map, then destroys the creature in EActor.
    On Event EVICTIM(EV_POUR) {
      EItem->Remove(false);
      e.isHit = EItem->m == NULL_OBJ && EItem->x == -1;
      EActor->Remove(true);
      return DONE;
      };

    On Event EVICTIM(EV_PUSH) {
      EItem->PlaceNear(e.EXVal, e.EYVal);
      return DONE;
      };

    // Transposition (lib's wspells.irh): the actor and the victim trade places.
    On Event EVICTIM(EV_SHIFT) {
      int16 cx, cy, vx, vy; hObj m;
      m = EActor->m;
      cx = EActor->x; cy = EActor->y;
      vx = EVictim->x; vy = EVictim->y;
      EActor->Remove(false);
      EVictim->Remove(false);
      EActor->PlaceAt(m, vx, vy);
      EVictim->PlaceAt(m, cx, cy);
      return DONE;
      };

    // The player taken off and never placed again.
    On Event EVICTIM(EV_HIDE) {
      EActor->Remove(false);
      return DONE;
      };

    // Walks the victim's pack, wields, gains.
    On Event EVICTIM(EV_SEARCH) {
      hObj h;
      e.vVal = 0;
      for (h = EVictim->FirstInv(); h; h = EVictim->NextInv())
        e.vVal++;
      e.isHit = EVictim->InSlot(SL_WEAPON) == EVictim->FirstInv();
      e.isSomething = EVictim->InSlot(SL_ARMOUR) == NULL_OBJ;
      EVictim->GainItem(EItem);
      e.vMag = 0;
      for (h = EVictim->FirstInv(); h; h = EVictim->NextInv())
        e.vMag++;
      e.Blocked = EItem->m == NULL_OBJ && EVictim->RandInv() != NULL_OBJ;
      return DONE;
      };

    On Event EVICTIM(EV_TASTE) {
      e.vVal = EVictim->DistFrom(EActor);
      e.vMag = EVictim->DirTo(EActor) * 100 + EVictim->DirToXY(EVictim->x + 3, EVictim->y - 1) * 10
               + EVictim->DirToXY(EVictim->x, EVictim->y);
      e.vDmg = dist(0, 0, 7, 4);
      e.isHit = EVictim->isMonster() && !EVictim->isCharacter() && EActor->isCharacter() && !EActor->isMonster();
      e.isSomething = EVictim->isFeature();
      return DONE;
      };
  }
)";

using Started = test::StartedGame;

Started start()
{
    return test::startAndAdvance(kWorld);
}

EventInfo ask(game::Game& g, int32_t event, Handle victim, int x = 0, int y = 0)
{
    EventInfo e;
    e.event = event;
    e.actor = g.player().handle();
    e.victim = victim;
    e.EXVal = int16_t(x);
    e.EYVal = int16_t(y);
    g.throwEvent(e);
    return e;
}

// A free floor cell `distance` steps east or west of the player, or (-1, -1).
std::pair<int, int> freeCellNear(const game::Game& g, int distance)
{
    const map::Map& m = g.level().map();
    for (int dy = -distance; dy <= distance; ++dy)
        for (int dx = -distance; dx <= distance; ++dx) {
            const int x = g.player().x + dx, y = g.player().y + dy;
            if (std::max(std::abs(dx), std::abs(dy)) == distance && m.contains(x, y) && !m.solid(x, y)
                && !g.creatureAt(x, y))
                return {x, y};
        }
    return {-1, -1};
}

} // namespace

class ThingApiTest : public QObject {
    Q_OBJECT

private slots:
    // CreateMonster and CreateItem make things on no map (m is NULL);
    // src/Display.cpp, Thing::PlaceAt puts them on one: the rat stands on
    // the cell and takes turns, with the dagger of its Gear.
    void createAndPlace()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        const auto [x, y] = freeCellNear(g, 2);
        QVERIFY(x >= 0);
        const EventInfo e = ask(g, game::EV_ZAP, conjurer, x, y);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        const game::Creature* rat = g.creature(e.item2);
        QVERIFY(rat);
        QCOMPARE(g.level().creatureAt(x, y), rat->handle());
        QCOMPARE(rat->map(), g.level().handle());
        QVERIFY(g.queue().contains(rat->handle()));
        QCOMPARE(rat->inventory.size(), size_t(1));
        QCOMPARE(g.item(rat->inventory.front())->map(), g.level().handle());
        QCOMPARE(g.itemsAt(x, y), std::vector<Handle>{e.item});

        // A second rat sent to the same cell goes next to it: a cell holds
        // one creature in this game.
        const EventInfo again = ask(g, game::EV_ZAP, conjurer, x, y);
        const game::Creature* second = g.creature(again.item2);
        QVERIFY(second);
        QCOMPARE(std::max(std::abs(second->x - x), std::abs(second->y - y)), 1);
        QCOMPARE(g.level().creatureAt(second->x, second->y), second->handle());
    }

    // lib's Transposition: the player taken off its map (Remove(false)) with
    // the victim, then each placed where the other stood (src/Display.cpp,
    // Thing::Remove and Thing::PlaceAt); the player taken off and never
    // placed again stands where it was once the event is over.
    void thePlayerTradesPlaces()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        game::Creature& self = g.player();
        const int px = self.x, py = self.y;
        const int cx = g.creature(conjurer)->x, cy = g.creature(conjurer)->y;
        ask(g, game::EV_SHIFT, conjurer);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(std::pair(self.x, self.y), std::pair(cx, cy));
        QCOMPARE(std::pair(g.creature(conjurer)->x, g.creature(conjurer)->y), std::pair(px, py));
        QCOMPARE(g.level().creatureAt(cx, cy), self.handle());
        QCOMPARE(g.level().creatureAt(px, py), conjurer);

        ask(g, game::EV_HIDE, conjurer);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(g.level().creatureAt(self.x, self.y), self.handle());
        QCOMPARE(std::pair(self.x, self.y), std::pair(cx, cy));
    }

    // src/Display.cpp, Thing::Remove: Remove(false) takes a thing off its map
    // (x = -1, m = NULL), Remove(true) destroys it and what it carries; the
    // creature leaves its cell and the turn queue.
    void removeTakesOffOrDestroys()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        const auto [x, y] = freeCellNear(g, 2);
        const Handle rat = g.spawnMonster(*g.resources().find("rat"), x, y);
        QVERIFY(rat);
        const Handle ratsDagger = g.creature(rat)->inventory.front();
        const Handle stone = g.spawnItem(*g.resources().find("stone"), 0, x, y);
        EventInfo e;
        e.event = game::EV_POUR;
        e.actor = rat;
        e.victim = conjurer;
        e.item = stone;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(g.item(stone));
        QCOMPARE(g.item(stone)->map(), world::kNoObject);
        QVERIFY(g.itemsAt(x, y).empty());
        QVERIFY(!g.creature(rat));
        QVERIFY(!g.item(ratsDagger));
        QCOMPARE(g.level().creatureAt(x, y), world::kNoObject);
        QVERIFY(!g.queue().contains(rat));

        // The game plays on and saves with the stone set aside; the save loads.
        QVERIFY(g.perform(game::PlayerCommand::of(game::CommandKind::Rest)));
        const std::string saved = g.save();
        std::vector<module::ModuleImage> images;
        test::MemoryBuild built = test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld,
                                                      test::RuntimeApi::Read);
        QVERIFY(built.image);
        images.push_back(std::move(*built.image));
        game::GameStart loaded = game::Game::load(std::move(images), saved);
        QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
        QVERIFY(loaded.game->item(stone));
        QCOMPARE(loaded.game->item(stone)->x, -1);
    }

    // src/Display.cpp, Thing::PlaceNear: the cell itself when it is open,
    // else a random cell of the nearest open ring, never a solid one.
    void placeNearFindsRoom()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        const auto [x, y] = freeCellNear(g, 2);
        const Handle stone = g.spawnItem(*g.resources().find("stone"), 0, x, y);
        EventInfo e;
        e.event = game::EV_PUSH;
        e.actor = g.player().handle();
        e.victim = conjurer;
        e.item = stone;
        e.EXVal = int16_t(g.player().x);
        e.EYVal = int16_t(g.player().y);
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        // The player's cell has a creature: the stone lands on the first ring.
        const game::Item& placed = *g.item(stone);
        QCOMPARE(std::max(std::abs(placed.x - g.player().x), std::abs(placed.y - g.player().y)), 1);
        QVERIFY(!g.level().map().solid(placed.x, placed.y));
        QVERIFY(!g.creatureAt(placed.x, placed.y));
    }

    // src/Inv.cpp, Creature::GetInv: FirstInv and NextInv walk the pack;
    // InSlot(SL_WEAPON) is what it wields; GainItem takes a thing off the
    // map into the pack.
    void inventory()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const auto [x, y] = freeCellNear(g, 2);
        const Handle stone = g.spawnItem(*g.resources().find("stone"), 0, x, y);
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = g.player().handle();
        e.victim = conjurer;
        e.item = stone;
        game::Creature& c = *g.creature(conjurer);
        QCOMPARE(c.inventory.size(), size_t(0));
        const Handle dagger = g.spawnItem(*g.resources().find("dagger"), 0, c.x, c.y);
        g.giveItem(c, *g.item(dagger));
        c.weapon = dagger;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 1);
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vMag, 2);
        QVERIFY(e.Blocked);
        QCOMPARE(g.item(stone)->owner, conjurer);
        QVERIFY(g.itemsAt(x, y).empty());
        QCOMPARE(c.inventory, (std::vector<Handle>{dagger, stone}));
    }

    // inc/Inline.h: dist is the longer axis plus half the shorter, DirTo the
    // compass direction (NORTH 0 ... CENTER 8); src/Display.cpp, DistFrom.
    void distancesAndKinds()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle conjurer = test::spawnNextToPlayer(g, "conjurer");
        const game::Creature& c = *g.creature(conjurer);
        const EventInfo e = ask(g, game::EV_TASTE, conjurer);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 1);
        const int dx = g.player().x - c.x, dy = g.player().y - c.y;
        const int toPlayer = dx == 0 ? (dy > 0 ? 1 : 0) : dx < 0 ? (dy > 0 ? 7 : dy < 0 ? 5 : 3)
                                                                 : (dy > 0 ? 6 : dy < 0 ? 4 : 2);
        QCOMPARE(e.vMag, toPlayer * 100 + 4 * 10 + 8);     // NORTHEAST, CENTER
        QCOMPARE(e.vDmg, int16_t(7 + 4 / 2));
        QVERIFY(e.isHit);
        QVERIFY(!e.isSomething);
    }

    // A monster of no Monster resource is a clear error, not a crash.
    void creatingWhatIsNotAMonsterFails()
    {
        const std::string world = kWorld + R"(
Monster "bad conjurer" : MA_GOBLINOID
  { Image: red 'c'; CR: 1; HD: 1; Hit: 1; Def: 12; Attk: A_CLAW for 1d4 AD_SLASH;
    On Event EVICTIM(EV_ZAP) { CreateMonster($"stone"); return DONE; }; }
)";
        test::TestGame t = test::startTestGame(world);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const Handle bad = test::spawnNextToPlayer(g, "bad conjurer");
        ask(g, game::EV_ZAP, bad);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("CreateMonster: stone is not a Monster") != std::string::npos,
                 test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(ThingApiTest)
#include "tst_thing_api.moc"
} // namespace tst_thing_api
