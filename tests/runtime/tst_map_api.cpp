// The host API of maps (game/map_api.h), called by a monster's handlers in a
// running game: what a cell holds (terrain, region, solidity, trees,
// chasms, light), the map's size and depth, out-of-bounds cells read as the
// original read them, walking a cell's contents and the whole map's things
// (also while removing them), and the line of fire.
#include "support/game_fixture.h"

#include "game/rules.h"
#include "map/line_of_fire.h"

#include <QtTest>

using namespace incursion;
using game::EventInfo;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define TF_WARN 6
#define TF_TREE 15
#define TF_FALL 18
#define T_ITEM (-4)
#define NULL_OBJ ((hObj)0)

Terrain "oak tree" { Image: green '%'; Flags: TF_TREE; }
Terrain "chasm" { Image: '.'; Flags: TF_FALL; }
Item "stone" : T_FOOD { Image: white '*'; Level: 1; Weight: 1; }
Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; }

Monster "surveyor" : MA_GOBLINOID
  { Image: green 's'; CR: 1; HD: 1; Hit: 1; Def: 12;
    Attk: A_CLAW for 1d4 AD_SLASH;

    On Event EVICTIM(EV_ZAP) {
      int16 x, y;
      x = e.EXVal; y = e.EYVal;
      e.vVal = 0;
      if (EMap->SolidAt(x, y)) e.vVal += 1;
      if (EMap->TreeAt(x, y)) e.vVal += 10;
      if (EMap->FallAt(x, y)) e.vVal += 100;
      if (EMap->LightAt(x, y)) e.vVal += 1000;
      if (EMap->BrightAt(x, y)) e.vVal += 10000;
      if (EMap->InBounds(x, y)) e.vVal += 100000;
      e.eID = EMap->TerrainAt(x, y);
      e.vMag = 0;
      if (EMap->RegionAt(x, y) == EMap->RegionAt(EVictim->x, EVictim->y)) e.vMag += 1;
      if (EMap->TerrainAt(x, y) == $"oak tree") e.vMag += 10;
      e.vDuration = EMap->SizeX();
      e.xDmg = EMap->SizeY();
      e.aDmg = EMap->Depth;
      e.isHit = EMap->dID == $"Test Depths";
      e.isSomething = EVictim->m == GetHandle(EMap);
      return DONE;
      };

    On Event EVICTIM(EV_SEARCH) {
      hObj h;
      int16 n;
      n = 0;
      for (h = EMap->FirstAt(e.EXVal, e.EYVal); h; h = EMap->NextAt(e.EXVal, e.EYVal))
        n++;
      e.vVal = n;
      n = 0;
      for (h = EMap->FItemAt(e.EXVal, e.EYVal); h; h = EMap->NItemAt(e.EXVal, e.EYVal))
        n++;
      e.vMag = n;
      SetEItem(e, EMap->FItemAt(e.EXVal, e.EYVal));
      e.isHit = EMap->FCreatureAt(e.EXVal, e.EYVal) == GetHandle(EVictim);
      e.isSomething = EMap->NCreatureAt(e.EXVal, e.EYVal) != NULL_OBJ;
      return DONE;
      };

    On Event EVICTIM(EV_OPEN) {
      hObj h;
      e.vVal = 0;
      e.vMag = 0;
      for (h = EMap->FirstThing(); h; h = EMap->NextThing())
        if (h->isCreature())
          e.vVal++;
        else
          e.vMag++;
      return DONE;
      };

    On Event EVICTIM(EV_CLOSE) {
      hObj h;
      e.vVal = 0;
      for (h = EMap->FirstThing(); h; h = EMap->NextThing())
        if (h->isType(T_ITEM)) {
          h->Remove(true);
          e.vVal++;
          }
      e.vMag = 0;
      for (h = EMap->FirstThing(); h; h = EMap->NextThing())
        e.vMag++;
      return DONE;
      };

    On Event EVICTIM(EV_PRAY) {
      e.isHit = EMap->LineOfFire(EVictim->x, EVictim->y, e.EXVal, e.EYVal, EVictim);
      return DONE;
      };
  }
)";

struct Started {
    test::TestGame t;
    game::Game* g = nullptr;
};

Started start()
{
    Started s{test::startTestGame(kWorld)};
    s.g = s.t.game.get();
    if (s.g)
        s.g->advance();
    return s;
}

EventInfo ask(game::Game& g, int32_t event, Handle victim, int x, int y)
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

const char* firstError(const game::Game& g)
{
    return g.scriptErrors().empty() ? "" : g.scriptErrors().front().c_str();
}

map::TerrainType terrainNamed(const game::Game& g, std::string_view name, uint16_t flags)
{
    return map::TerrainType{*g.resources().find(name), flags};
}

} // namespace

class MapApiTest : public QObject {
    Q_OBJECT

private slots:
    // src/MakeLev.cpp: SolidAt is true for solid terrain (and closed doors),
    // TreeAt for TF_TREE terrain; src/Display.cpp: FallAt for TF_FALL;
    // inc/Inline.h: LightAt for any lit cell, BrightAt for the brightly lit
    // ones near a torch (calcLight's level 3).
    void cellQuestions()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        QVERIFY(surveyor != world::kNoObject);
        const game::Creature& self = *g.creature(surveyor);
        map::Map& m = g.level().map();
        const auto [x, y] = test::freeCellNextToPlayer(g);
        QVERIFY(x >= 0);

        m.setTerrain(x, y, terrainNamed(g, "oak tree", map::kTerrainTree));
        m.setLight(x, y, 0);
        EventInfo e = ask(g, game::EV_ZAP, surveyor, x, y);
        QVERIFY2(g.scriptErrors().empty(), firstError(g));
        QCOMPARE(e.vVal, 100000 + 10);
        QCOMPARE(e.eID, *g.resources().find("oak tree"));
        QCOMPARE(e.vMag, int32_t((m.regionIndex(x, y) == m.regionIndex(self.x, self.y) ? 1 : 0) + 10));
        QCOMPARE(e.vDuration, int16_t(64));
        QCOMPARE(e.xDmg, int16_t(64));
        QCOMPARE(e.aDmg, int16_t(1));
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);

        m.setTerrain(x, y, terrainNamed(g, "chasm", map::kTerrainFall));
        m.setLight(x, y, 2);
        e = ask(g, game::EV_ZAP, surveyor, x, y);
        QCOMPARE(e.vVal, 100000 + 1000 + 100);
        m.setLight(x, y, 3);
        e = ask(g, game::EV_ZAP, surveyor, x, y);
        QCOMPARE(e.vVal, 100000 + 10000 + 1000 + 100);

        m.setTerrain(x, y, terrainNamed(g, "dungeon wall", map::kTerrainSolid | map::kTerrainOpaque | map::kTerrainWall));
        e = ask(g, game::EV_ZAP, surveyor, x, y);
        QCOMPARE(e.vVal % 10, 1);
        QCOMPARE(e.eID, *g.resources().find("dungeon wall"));
    }

    // inc/Map.h: outside the map, At(), TerrainAt() and RegionAt() read
    // the cell (0, 0); InBounds says it is outside.
    void outsideTheMapReadsTheFirstCell()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        map::Map& m = g.level().map();
        m.setTerrain(0, 0, terrainNamed(g, "oak tree", map::kTerrainTree));
        const EventInfo e = ask(g, game::EV_ZAP, surveyor, -5, 200);
        QVERIFY2(g.scriptErrors().empty(), firstError(g));
        QCOMPARE(e.vVal, 10);       // a tree, not in bounds
        QCOMPARE(e.eID, *g.resources().find("oak tree"));
    }

    // src/Display.cpp, Thing::PlaceAt: the creature heads a cell's list and
    // later things go right after it, so FirstAt gives the creature, then
    // the items latest first; FItemAt skips the creature, NCreatureAt finds
    // no second one.
    void walkingACell()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        const game::Creature& self = *g.creature(surveyor);
        const Handle stone = g.spawnItem(*g.resources().find("stone"), 0, self.x, self.y);
        const Handle dagger = g.spawnItem(*g.resources().find("dagger"), 0, self.x, self.y);
        QVERIFY(stone && dagger);
        const EventInfo e = ask(g, game::EV_SEARCH, surveyor, self.x, self.y);
        QVERIFY2(g.scriptErrors().empty(), firstError(g));
        QCOMPARE(e.vVal, 3);
        QCOMPARE(e.vMag, 2);
        QCOMPARE(e.item, dagger);   // the latest dropped comes first
        QVERIFY(e.isHit);
        QVERIFY(!e.isSomething);

        // An empty cell has nothing to give.
        const auto [x, y] = test::freeCellNextToPlayer(g);
        const EventInfo empty = ask(g, game::EV_SEARCH, surveyor, x, y);
        QCOMPARE(empty.vVal, 0);
        QCOMPARE(empty.item, world::kNoObject);
    }

    // inc/Map.h, FirstThing/NextThing: every thing placed on the map, the
    // creatures and the items lying there but not those carried; removing
    // them while walking does not break the walk.
    void walkingTheMap()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        const game::Creature& self = *g.creature(surveyor);
        for (int i = 0; i < 3; ++i)
            QVERIFY(g.spawnItem(*g.resources().find("stone"), 0, self.x, self.y));
        const Handle carried = g.spawnItem(*g.resources().find("dagger"), 0, self.x, self.y);
        g.giveItem(g.player(), *g.item(carried));
        const int creatures = int(g.creaturesOnLevel().size());
        QCOMPARE(creatures, 2);

        EventInfo e = ask(g, game::EV_OPEN, surveyor, 0, 0);
        QVERIFY2(g.scriptErrors().empty(), firstError(g));
        QCOMPARE(e.vVal, creatures);
        QCOMPARE(e.vMag, 3);

        e = ask(g, game::EV_CLOSE, surveyor, 0, 0);
        QVERIFY2(g.scriptErrors().empty(), firstError(g));
        QCOMPARE(e.vVal, 3);
        QCOMPARE(e.vMag, creatures);
        QVERIFY(g.itemsAt(self.x, self.y).empty());
        QVERIFY(g.item(carried));   // the player's dagger was never on the map
    }

    // src/Vision.cpp, Map::LineOfFire: the cells between stop a missile
    // when solid or a wall; the start never does, nor the target itself.
    void lineOfFireFollowsTheOriginalPath()
    {
        const map::TerrainType floor{1, 0};
        const map::TerrainType wall{2, map::kTerrainSolid | map::kTerrainOpaque | map::kTerrainWall};
        map::Map m(7, 3, floor);
        m.setTerrain(3, 1, wall);
        QVERIFY(!map::lineOfFire(m, 1, 1, 5, 1));
        QVERIFY(map::lineOfFire(m, 1, 0, 5, 0));
        QVERIFY(map::lineOfFire(m, 1, 1, 3, 1));       // the wall itself is hit
        QVERIFY(!map::lineOfFire(m, 3, 0, 3, 2));
        QVERIFY(map::lineOfFire(m, 3, 1, 3, 0));       // from inside the wall
        // (0, 0) to (2, 1) goes by (1, 0): a slope of 1/3 in half cells.
        map::Map knight(3, 2, floor);
        knight.setTerrain(1, 1, wall);
        QVERIFY(map::lineOfFire(knight, 0, 0, 2, 1));
        knight.setTerrain(1, 1, floor);
        knight.setTerrain(1, 0, wall);
        QVERIFY(!map::lineOfFire(knight, 0, 0, 2, 1));
        QVERIFY(!map::lineOfFire(m, 0, 0, 9, 0));      // leaves the map
    }

    void lineOfFireFromAScript()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        const game::Creature& self = *g.creature(surveyor);
        const game::Creature& player = g.player();
        EventInfo e = ask(g, game::EV_PRAY, surveyor, player.x, player.y);
        QVERIFY2(g.scriptErrors().empty(), firstError(g));
        QVERIFY(e.isHit);
        const bool expected = map::lineOfFire(g.level().map(), self.x, self.y, self.x + 20, self.y);
        e = ask(g, game::EV_PRAY, surveyor, self.x + 20, self.y);
        QCOMPARE(bool(e.isHit), expected);
    }

    // Map questions need a map: anything else is a clear script error.
    void aCreatureIsNoMap()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        EventInfo e;
        e.event = game::EV_ZAP;
        e.actor = g.player().handle();
        e.victim = surveyor;
        e.map = surveyor;
        g.events().throwEvent(e);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("is not a map") != std::string::npos, firstError(g));
    }
};

QTEST_GUILESS_MAIN(MapApiTest)
#include "tst_map_api.moc"
