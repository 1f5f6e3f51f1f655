// The host API of maps (game/map_api.h), called by a monster's handlers in a
// running game: what a cell holds (terrain, region, solidity, trees,
// chasms, light), the map's size and depth, out-of-bounds cells read as the
// original read them, walking a cell's contents and the whole map's things
// (also while removing them), doors and traps as things scripts hold, and
// the line of fire.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/rules.h"
#include "map/line_of_fire.h"

#include <QtTest>

namespace tst_map_api {

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
#define T_TRAP 12
#define DF_OPEN 0x02
#define DF_LOCKED 0x08
#define DF_TRAPPED 0x10
#define TS_FOUND 0x01
#define TS_DISARMED 0x02

Terrain "oak tree" { Image: green '%'; Flags: TF_TREE; }
Terrain "chasm" { Image: '.'; Flags: TF_FALL; }
Feature "bear trap" : T_TRAP { Image: '^'; }
Effect "snap" : EA_BLAST { Level: 3; xval: AD_PIERCE; pval: 1d6; }
Item "stone" : T_FOOD { Image: white '*'; Level: 1; Weight: 1; }
Item "dagger" : T_WEAPON { Image: cyan '|'; SDmg: 1d4; LDmg: 1d3; Level: 1; Weight: 10; }
#define T_CHEST 26
Item "strongbox" : T_CHEST { Image: brown '~'; Level: 1; Weight: 200; }

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

    // lib's Acid;alchemy: the chest lying on a cell.
    On Event EVICTIM(EV_PULL) {
      SetEItem(e, EMap->FChestAt(e.EXVal, e.EYVal));
      e.isHit = EMap->NChestAt(e.EXVal, e.EYVal) == NULL_OBJ;
      return DONE;
      };

    On Event EVICTIM(EV_OPEN) {
      hObj h;
      e.vVal = 0;
      e.vMag = 0;
      e.EParam = 0;
      for (h = EMap->FirstThing(); h; h = EMap->NextThing())
        if (h->isCreature())
          e.vVal++;
        else if (h->isFeature())
          e.EParam++;
        else
          e.vMag++;
      return DONE;
      };

    On Event EVICTIM(EV_PUSH) {
      hObj h;
      h = EMap->FDoorAt(e.EXVal, e.EYVal);
      e.isHit = h != NULL_OBJ && h->isType(T_DOOR) && h->isFeature() && !h->isType(T_TRAP) && !h->isCreature();
      e.vVal = h->DoorFlags;
      e.isSomething = EMap->SolidAt(e.EXVal, e.EYVal);
      h->DoorFlags &= ~DF_LOCKED;
      h->DoorFlags |= DF_OPEN + DF_TRAPPED;
      e.vMag = h->DoorFlags;
      e.Blocked = EMap->SolidAt(e.EXVal, e.EYVal);
      e.Saved = EMap->FFeatureAt(e.EXVal, e.EYVal) == h && EMap->NFeatureAt(e.EXVal, e.EYVal) == NULL_OBJ;
      e.Immune = EMap->FTrapAt(e.EXVal, e.EYVal) == NULL_OBJ;
      return DONE;
      };

    On Event EVICTIM(EV_TALK) {
      hObj h;
      h = EMap->FTrapAt(e.EXVal, e.EYVal);
      e.isHit = h->isType(T_TRAP) && EMap->FDoorAt(e.EXVal, e.EYVal) == NULL_OBJ;
      e.vVal = h->TrapFlags;
      h->TrapFlags |= TS_FOUND + TS_DISARMED;
      e.vMag = h->TrapFlags;
      return DONE;
      };

    On Event EVICTIM(EV_READ) {
      EMap->WriteTerra(e.EXVal, e.EYVal, $"dungeon wall");
      EMap->WriteTerra(-1, -1, $"dungeon wall");
      EMap->WriteTerra(e.EParam, e.EDir, $"oak door");
      EMap->MarkAsSeen(0, e.vDuration, e.xDmg, 0);
      EMap->MarkAsSeen(0, e.aDmg, e.bDmg, 5);
      return DONE;
      };

    // Builds a locked door at (EXVal, EYVal) and a trap at (EParam, EDir).
    On Event EVICTIM(EV_CAST) {
      hObj door, trap;
      door = CreateDoor($"oak door");
      door->DoorFlags = DF_LOCKED;
      e.isHit = door->m == NULL_OBJ && door->isType(T_DOOR) && door->fID == $"oak door";
      door->PlaceAt(EMap, e.EXVal, e.EYVal);
      e.isSomething = EMap->FDoorAt(e.EXVal, e.EYVal) == door && EMap->SolidAt(e.EXVal, e.EYVal);
      trap = CreateTrap($"bear trap", $"snap");
      trap->PlaceAt(EMap, e.EParam, e.EDir);
      e.vVal = trap->TrapLevel() * 100 + trap->TrapFlags;
      e.Blocked = trap->tID == $"snap" && EMap->FTrapAt(e.EParam, e.EDir) == trap;
      door->Remove(false);
      e.Saved = EMap->FDoorAt(e.EXVal, e.EYVal) == NULL_OBJ && door->isType(T_DOOR) && door->DoorFlags == DF_LOCKED;
      SetEItem(e, door);
      return DONE;
      };

    On Event EVICTIM(EV_DRINK) {
      hObj h;
      h = EMap->FTrapAt(e.EXVal, e.EYVal);
      e.vVal = h->DoorFlags;
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

    On Event EVICTIM(EV_TASTE) {
      e.isHit = EMap->LineOfFire(EVictim->x, EVictim->y, e.EXVal, e.EYVal, EVictim);
      return DONE;
      };
  }
)";

using Started = test::StartedGame;

Started start()
{
    return test::startAndAdvance(kWorld);
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
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
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
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
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
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
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

    // inc/Map.h, FChestAt/NChestAt: the chests (T_CHEST items) lying on a cell, other items passed over.
    void chestsOnACell()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        const auto [x, y] = test::freeCellNextToPlayer(g);
        QVERIFY(g.spawnItem(*g.resources().find("dagger"), 0, x, y));
        const Handle box = g.spawnItem(*g.resources().find("strongbox"), 0, x, y);
        QVERIFY(g.spawnItem(*g.resources().find("stone"), 0, x, y));
        const EventInfo e = ask(g, game::EV_PULL, surveyor, x, y);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.item, box);
        QVERIFY(e.isHit);
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
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, creatures);
        QCOMPARE(e.vMag, 3);
        const int features = int(g.level().map().features().size());
        QVERIFY(features > 0);      // stairs at least
        QCOMPARE(int(e.EParam), features);

        e = ask(g, game::EV_CLOSE, surveyor, 0, 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(e.vVal, 3);
        QCOMPARE(e.vMag, creatures + features);
        QVERIFY(g.itemsAt(self.x, self.y).empty());
        QVERIFY(g.item(carried));   // the player's dagger was never on the map
    }

    // Doors are things scripts hold (src/Feature.cpp): FDoorAt finds the
    // cell's door, DoorFlags reads and sets its state on the map, so an
    // opened door is no longer solid (src/MakeLev.cpp, SolidAt); the same
    // feature is the same object; flags the map has no state for are kept.
    void doorsOpenAndUnlock()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        map::Map& m = g.level().map();
        const auto [x, y] = test::freeCellNextToPlayer(g);
        QVERIFY(x >= 0 && !m.featureAt(x, y));
        m.setFeature(x, y, map::Feature{map::FeatureKind::Door, map::kFeatureLocked, *g.resources().find("oak door")});
        QVERIFY(m.solid(x, y));
        const EventInfo e = ask(g, game::EV_PUSH, surveyor, x, y);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QCOMPARE(e.vVal, 0x08);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vMag, 0x02 | 0x10);
        QVERIFY(!e.Blocked);
        QVERIFY(e.Saved);
        QVERIFY(e.Immune);
        QCOMPARE(int(m.featureAt(x, y)->state), int(map::kFeatureOpen));
        QVERIFY(!m.solid(x, y));
        QVERIFY(!m.opaque(x, y));

        // The game with a door object saves and loads as it was.
        const std::string saved = g.save();
        m.setFeatureState(x, y, 0);
        QVERIFY(!g.restore(saved));
        QCOMPARE(int(g.level().map().featureAt(x, y)->state), int(map::kFeatureOpen));
        const EventInfo again = ask(g, game::EV_PUSH, surveyor, x, y);
        QCOMPARE(again.vVal, 0x02 | 0x10);      // DF_TRAPPED kept by the object
    }

    // Traps: TS_FOUND is the map's not hidden (src/Feature.cpp, Trap::SetImage),
    // TS_DISARMED the object's; a trap is no door, and asking a trap for
    // its DoorFlags is a clear error.
    void trapsAreFoundAndDisarmed()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        map::Map& m = g.level().map();
        const auto [x, y] = test::freeCellNextToPlayer(g);
        QVERIFY(x >= 0 && !m.featureAt(x, y));
        m.setFeature(x, y, map::Feature{map::FeatureKind::Trap, map::kFeatureHidden, 0});
        const EventInfo e = ask(g, game::EV_TALK, surveyor, x, y);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QCOMPARE(e.vVal, 0);
        QCOMPARE(e.vMag, 0x01 | 0x02);
        QCOMPARE(int(m.featureAt(x, y)->state), 0);

        ask(g, game::EV_DRINK, surveyor, x, y);
        QVERIFY(!g.scriptErrors().empty());
        QVERIFY2(g.scriptErrors().front().find("feature \"trap\" is not a door") != std::string::npos, test::firstScriptError(g));

        // A feature taken off the map takes its object along.
        const Handle object = g.featureObjectAt(g.level(), x, y);
        QVERIFY(object != world::kNoObject);
        m.removeFeature(x, y);
        QCOMPARE(g.featureObjectAt(g.level(), x, y), world::kNoObject);
        QVERIFY(!g.featureObject(object));
    }

    // src/Effects.cpp, Map::WriteTerra: the terrain changes for good (a
    // Feature resource builds the feature); a creature in the new wall is
    // pushed aside. src/Vision.cpp, MarkAsSeen(0, x, y, 0): the player now
    // knows the cell; past the sight range of 1, not.
    void writeTerrainAndMarkAsSeen()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        const game::Creature& self = *g.creature(surveyor);
        const int sx = self.x, sy = self.y;
        game::Level& level = g.level();
        const map::Map& m = level.map();
        std::vector<std::pair<int, int>> unknown;
        for (int y = 1; y < m.height() - 1 && unknown.size() < 3; ++y)
            for (int x = 1; x < m.width() - 1 && unknown.size() < 3; ++x)
                if (!level.explored(x, y) && !m.featureAt(x, y) && !g.creatureAt(x, y))
                    unknown.emplace_back(x, y);
        QCOMPARE(unknown.size(), size_t(3));
        EventInfo e;
        e.event = game::EV_READ;
        e.actor = g.player().handle();
        e.victim = surveyor;
        e.EXVal = int16_t(sx);
        e.EYVal = int16_t(sy);
        e.EParam = int16_t(unknown[0].first);
        e.EDir = int16_t(unknown[0].second);
        e.vDuration = int16_t(unknown[1].first);
        e.aDmg = int16_t(unknown[2].first);
        e.xDmg = int16_t(unknown[1].second);
        e.bDmg = int16_t(unknown[2].second);
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(m.terrainResource(sx, sy), *g.resources().find("dungeon wall"));
        QVERIFY(m.solid(sx, sy));
        QVERIFY(!(self.x == sx && self.y == sy));
        QVERIFY(!m.solid(self.x, self.y));
        QCOMPARE(level.creatureAt(self.x, self.y), surveyor);
        QCOMPARE(level.creatureAt(sx, sy), world::kNoObject);
        const map::Feature* door = m.featureAt(unknown[0].first, unknown[0].second);
        QVERIFY(door);
        QCOMPARE(door->kind, map::FeatureKind::Door);
        QVERIFY(level.explored(unknown[1].first, unknown[1].second));
        QVERIFY(!level.explored(unknown[2].first, unknown[2].second));
    }

    // CreateDoor, CreateTrap (src/Feature.cpp): a feature on no map until
    // PlaceAt builds it; its DoorFlags may be set before; a trap starts
    // unfound and knows its effect (tID) and level (TrapLevel); Remove(false)
    // takes a door off the map and keeps it whole. A game with a door set
    // aside saves and loads.
    void featuresMadeAndPlaced()
    {
        Started s = start();
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle surveyor = test::spawnNextToPlayer(g, "surveyor");
        const auto [x, y] = test::freeCellNextToPlayer(g);
        map::Map& m = g.level().map();
        int tx = -1, ty = -1;
        for (int dy = -3; dy <= 3 && tx < 0; ++dy)
            for (int dx = -3; dx <= 3 && tx < 0; ++dx) {
                const int cx = g.player().x + dx, cy = g.player().y + dy;
                if (m.contains(cx, cy) && !m.solid(cx, cy) && !m.featureAt(cx, cy) && !(cx == x && cy == y)
                    && !g.creatureAt(cx, cy))
                    tx = cx, ty = cy;
            }
        QVERIFY(x >= 0 && tx >= 0);
        EventInfo e;
        e.event = game::EV_CAST;
        e.actor = g.player().handle();
        e.victim = surveyor;
        e.EXVal = int16_t(x);
        e.EYVal = int16_t(y);
        e.EParam = int16_t(tx);
        e.EDir = int16_t(ty);
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QVERIFY(e.isSomething);
        QCOMPARE(e.vVal, 3 * 100 + 0);
        QVERIFY(e.Blocked);
        QVERIFY(e.Saved);
        QVERIFY(!m.featureAt(x, y));
        const map::Feature* trap = m.featureAt(tx, ty);
        QVERIFY(trap);
        QCOMPARE(trap->kind, map::FeatureKind::Trap);
        QCOMPARE(int(trap->state), int(map::kFeatureHidden));
        const game::FeatureObject* door = g.featureObject(e.item);
        QVERIFY(door);
        QCOMPARE(door->setAside.kind, map::FeatureKind::Door);
        QCOMPARE(int(door->setAside.state), int(map::kFeatureLocked));

        const std::string saved = g.save();
        std::vector<module::ModuleImage> images;
        test::MemoryBuild built = test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld,
                                                      test::RuntimeApi::Read);
        QVERIFY(built.image);
        images.push_back(std::move(*built.image));
        game::GameStart loaded = game::Game::load(std::move(images), saved);
        QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
        const game::FeatureObject* reloaded = loaded.game->featureObject(e.item);
        QVERIFY(reloaded);
        QCOMPARE(reloaded->setAside, door->setAside);
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
        EventInfo e = ask(g, game::EV_TASTE, surveyor, player.x, player.y);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        const bool expected = map::lineOfFire(g.level().map(), self.x, self.y, self.x + 20, self.y);
        e = ask(g, game::EV_TASTE, surveyor, self.x + 20, self.y);
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
        QVERIFY2(g.scriptErrors().front().find("is not a map") != std::string::npos, test::firstScriptError(g));
    }
};

INCURSION_TEST_MAIN(MapApiTest)
#include "tst_map_api.moc"
} // namespace tst_map_api
