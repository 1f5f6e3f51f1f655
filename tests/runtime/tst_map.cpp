// The map model (runtime/map/map.h): bounds, terrain palette and opacity,
// feature states, regions, the ASCII dump, terrain and feature kinds read
// from compiled resources, and saved maps: byte-identical round trips and
// refusal of corrupt or truncated bytes with a clear message and offset.
#include "map/field_of_view.h"
#include "map/map.h"
#include "module/resource_manager.h"
#include "module/resource_views.h"
#include "script/build.h"
#include "support/memory_files.h"
#include "support/test_suite.h"

#include <QtTest>

#include <random>
#include <stdexcept>
#include <string>

namespace tst_map {

using namespace incursion::map;
using incursion::module::ByteWriter;

namespace {

constexpr ResourceId kRock = 0x01000010;
constexpr ResourceId kFloor = 0x01000011;
constexpr ResourceId kWater = 0x01000012;
constexpr ResourceId kChasm = 0x01000013;
constexpr ResourceId kOakDoor = 0x01000020;
constexpr ResourceId kUpStairs = 0x01000021;
constexpr ResourceId kDownStairs = 0x01000022;
constexpr ResourceId kRoomRegion = 0x01000030;

const TerrainType kRockTerrain{kRock, kTerrainSolid | kTerrainOpaque | kTerrainWall};
const TerrainType kFloorTerrain{kFloor, kTerrainShade};
const TerrainType kWaterTerrain{kWater, kTerrainWater | kTerrainDeepLiquid};
const TerrainType kChasmTerrain{kChasm, kTerrainFall};

// The small room the dump and save tests share:
//   #######
//   #..+.>#
//   #.~#'<#
//   #_^S..#
//   #######
Map sampleRoom()
{
    Map map(7, 5, kRockTerrain);
    for (int y = 1; y <= 3; ++y)
        for (int x = 1; x <= 5; ++x)
            map.setTerrain(x, y, kFloorTerrain);
    map.setTerrain(2, 2, kWaterTerrain);
    map.setTerrain(3, 2, kRockTerrain);
    map.setFeature(3, 1, Feature{FeatureKind::Door, 0, kOakDoor});
    map.setFeature(5, 1, Feature{FeatureKind::StairsDown, 0, kDownStairs});
    map.setFeature(4, 2, Feature{FeatureKind::Door, kFeatureOpen, kOakDoor});
    map.setFeature(5, 2, Feature{FeatureKind::StairsUp, 0, kUpStairs});
    map.setFeature(1, 3, Feature{FeatureKind::Altar, 0, 0});
    map.setFeature(2, 3, Feature{FeatureKind::Trap, kFeatureHidden, 0});
    map.setFeature(3, 3, Feature{FeatureKind::Door, kFeatureHidden | kFeatureLocked, kOakDoor});
    const uint16_t room = map.addRegion(Region{kRoomRegion, "Dungeon Room", Rect{1, 1, 5, 3}, RoomShape::Rectangle});
    for (int y = 1; y <= 3; ++y)
        for (int x = 1; x <= 5; ++x) {
            map.setRegionIndex(x, y, room);
            map.addFlags(x, y, kCellRoom);
            map.setLight(x, y, 2);
        }
    return map;
}

// A larger map with every attribute varied, from a fixed seed.
Map randomMap(uint32_t seed, int width, int height)
{
    std::mt19937 random(seed);
    Map map(width, height, kRockTerrain);
    const TerrainType terrains[] = {kRockTerrain, kFloorTerrain, kWaterTerrain, kChasmTerrain};
    map.addRegion(Region{1, "unworked stone", Rect{0, 0, width, height}, RoomShape::Background});
    map.addRegion(Region{2, "Winding Corridor", Rect{1, 1, width / 2, 2}, RoomShape::Corridor});
    map.addRegion(Region{3, "Cave of Echoes", Rect{width / 2, 1, width / 2, height / 2}, RoomShape::LifeCave});
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            map.setTerrain(x, y, terrains[random() % 4]);
            map.setRegionIndex(x, y, uint16_t(random() % 4 == 0 ? kNoRegion : random() % 3));
            map.setLight(x, y, uint8_t(random() % 3));
            map.setFlags(x, y, uint8_t(random() % 8 == 0 ? kCellVault | kCellNoCut : 0));
            if (random() % 40 == 0)
                map.setFeature(x, y, Feature{FeatureKind::Door, uint8_t(random() % 2 ? kFeatureOpen : kFeatureLocked),
                                             kOakDoor});
        }
    return map;
}

QString errorText(const MapReadResult& result)
{
    return result.error ? QString::fromStdString(result.error->describe()) : QString();
}

// A module with terrains and features as the corpus declares them.
std::unique_ptr<incursion::module::ResourceManager> compileResources()
{
    incursion::script::CheckOptions options;
    options.mainFile = "main.irc";
    options.preprocessor = incursion::test::MemoryFiles{{{"main.irc", R"(
Module "Maps"; Slot 0;
Terrain "solid rock" { Image: brown '#'; Flags: 1, 2, 20; }
Terrain "floor" { Image: grey '.'; Flags: 4; }
Terrain "shallow water" { Flags: 5, 7, 16; }
Terrain "chasm" { Flags: 18, 6; }
Terrain "fog" { Flags: 3; }
Feature "oak door" : 11 { Image: brown '-'; HP: 20; }
Feature "up stairs" : 10 { Image: pink '<'; xval: 1; }
Feature "down stairs" : 10 { Image: pink '>'; xval: 2; }
Feature "ancient passage" : 10 { xval: 7; }
Feature "altar" : 13 { Flags: 262144; HP: 25; }
Feature "statue" : 13 { }
Feature "trap" : 12 { }
)"}}}.options();
    incursion::script::BuildResult built = incursion::script::buildModule(options);
    if (!built.image)
        return nullptr;
    auto loaded = incursion::module::ResourceManager::loadImages({std::move(*built.image)});
    return std::move(loaded.manager);
}

} // namespace

class MapTest : public QObject {
    Q_OBJECT

private slots:
    void sizesAndBounds()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Map(0, 10, kRockTerrain));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Map(10, kMaxMapSize + 1, kRockTerrain));
        Map big(256, 256, kRockTerrain);
        QCOMPARE(big.cellCount(), 65536);
        Map largest(kMaxMapSize, kMaxMapSize, kFloorTerrain);
        QCOMPARE(largest.index(kMaxMapSize - 1, kMaxMapSize - 1), kMaxMapSize * kMaxMapSize - 1);

        Map map(80, 50, kRockTerrain);
        QVERIFY(map.contains(0, 0));
        QVERIFY(map.contains(79, 49));
        QVERIFY(!map.contains(80, 0));
        QVERIFY(!map.contains(0, -1));
        QCOMPARE(map.index(3, 2), 2 * 80 + 3);
        try {
            map.terrain(80, 3);
            QFAIL("no exception outside the map");
        } catch (const std::out_of_range& error) {
            QCOMPARE(QString(error.what()), QString("cell (80, 3) is outside the 80x50 map"));
        }
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.setLight(-1, 0, 1));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.featureAt(0, 50));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.setRegionIndex(0, 0, 0));   // no regions yet
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.setTerrainIndex(0, 0, 1));  // one terrain type
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, map.setTerrain(80, 0, kFloorTerrain));
        QCOMPARE(map.terrainTypes().size(), size_t(1));     // the palette did not grow
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, map.setFlags(0, 0, 0x80));
    }

    void terrainPaletteAndOpacity()
    {
        Map map(10, 4, kRockTerrain);
        QCOMPARE(map.terrainTypes().size(), size_t(1));
        QVERIFY(map.opaque(5, 2));
        QVERIFY(map.solid(5, 2));
        QVERIFY(map.isWall(5, 2));
        QVERIFY(!map.walkable(5, 2));

        map.setTerrain(5, 2, kFloorTerrain);
        map.setTerrain(6, 2, kFloorTerrain);
        map.setTerrain(7, 2, kWaterTerrain);
        QCOMPARE(map.terrainTypes().size(), size_t(3));     // floor added once
        QCOMPARE(map.terrainIndex(5, 2), uint16_t(1));
        QCOMPARE(map.terrainIndex(6, 2), uint16_t(1));
        QCOMPARE(map.terrainResource(7, 2), kWater);
        QVERIFY(map.isWater(7, 2));
        QVERIFY(!map.opaque(5, 2));
        QVERIFY(map.walkable(5, 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, map.addTerrainType(TerrainType{kFloor, kTerrainSolid}));

        // The opacity array is what field of view reads: row-major, one byte per cell.
        const uint8_t* cells = map.opacity();
        QCOMPARE(map.opacityCells().size(), size_t(40));
        QCOMPARE(cells[2 * 10 + 5], uint8_t(0));
        QCOMPARE(cells[2 * 10 + 4], uint8_t(1));
        QCOMPARE(cells[0], uint8_t(1));
    }

    void featureStates()
    {
        Map map = sampleRoom();
        // A closed door blocks sight and movement; opened, neither.
        QCOMPARE(map.featureAt(3, 1)->kind, FeatureKind::Door);
        QVERIFY(map.opaque(3, 1));
        QVERIFY(map.solid(3, 1));
        QVERIFY(map.walkable(3, 1));
        map.setFeatureState(3, 1, kFeatureOpen);
        QVERIFY(!map.opaque(3, 1));
        QVERIFY(!map.solid(3, 1));
        map.setFeatureState(3, 1, kFeatureLocked);
        QVERIFY(map.opaque(3, 1));
        map.setFeatureState(3, 1, kFeatureOpen | kFeatureBroken);
        QVERIFY(!map.opaque(3, 1));

        try {
            map.setFeatureState(3, 1, kFeatureOpen | kFeatureLocked);
            QFAIL("an open locked door was accepted");
        } catch (const std::invalid_argument& error) {
            QCOMPARE(QString(error.what()), QString("an open door cannot be locked (at (3, 1))"));
        }
        QCOMPARE(map.featureAt(3, 1)->state, uint8_t(kFeatureOpen | kFeatureBroken));   // unchanged
        QCOMPARE(QString::fromStdString(invalidFeatureState(FeatureKind::Door, kFeatureBroken)),
                 QString("a broken door must be open"));
        QCOMPARE(QString::fromStdString(invalidFeatureState(FeatureKind::Door, kFeatureOpen | kFeatureHidden)),
                 QString("an open door cannot be secret"));
        QCOMPARE(QString::fromStdString(invalidFeatureState(FeatureKind::Trap, kFeatureOpen)),
                 QString("a trap can only be hidden, not state 0x1"));
        QCOMPARE(QString::fromStdString(invalidFeatureState(FeatureKind::StairsUp, kFeatureLocked)),
                 QString("a stairs up has no state, not 0x2"));
        QVERIFY(invalidFeatureState(FeatureKind::Trap, kFeatureHidden).empty());
        QVERIFY(invalidFeatureState(FeatureKind::Door, kFeatureHidden | kFeatureLocked | kFeatureStuck).empty());

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, map.setFeature(1, 1, Feature{}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 map.setFeature(1, 1, Feature{FeatureKind::Altar, kFeatureOpen, 0}));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, map.setFeatureState(1, 1, 0));

        // Stairs do not block anything; removing a closed door clears its opacity.
        QVERIFY(!map.opaque(5, 1));
        QVERIFY(map.opaque(3, 3));                  // the secret door
        QVERIFY(map.removeFeature(3, 3));
        QVERIFY(!map.removeFeature(3, 3));
        QVERIFY(!map.opaque(3, 3));
        QVERIFY(map.featureAt(3, 3) == nullptr);
        QCOMPARE(map.features().size(), size_t(6));
        QCOMPARE(map.features().begin()->first, 1 * 7 + 3);     // row-major order
    }

    void regions()
    {
        Map map = sampleRoom();
        QCOMPARE(map.regions().size(), size_t(1));
        QCOMPARE(QString::fromStdString(std::string(map.regionName(4, 2))), QString("Dungeon Room"));
        QCOMPARE(map.regionAt(4, 2)->shape, RoomShape::Rectangle);
        QVERIFY(map.regionAt(0, 0) == nullptr);
        QVERIFY(map.regionName(0, 0).empty());
        QVERIFY(map.region(0).bounds.contains(5, 3));
        QVERIFY(!map.region(0).bounds.contains(6, 3));

        const uint16_t vault = map.addRegion(
            Region{0x01000031, std::string(displayName("Lesser Vault;1")), Rect{0, 0, 7, 5}, RoomShape::Vault});
        QCOMPARE(vault, uint16_t(1));
        map.setRegionIndex(0, 0, vault);
        QCOMPARE(QString::fromStdString(std::string(map.regionName(0, 0))), QString("Lesser Vault"));
        map.setRegionIndex(0, 0, kNoRegion);
        QVERIFY(map.regionAt(0, 0) == nullptr);

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 map.addRegion(Region{1, "too wide", Rect{3, 0, 5, 1}, RoomShape::Rectangle}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 map.addRegion(Region{1, "odd", Rect{0, 0, 1, 1}, RoomShape(150)}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 map.addRegion(Region{1, std::string(201, 'x'), Rect{}, RoomShape::Rectangle}));
        QCOMPARE(QString::fromStdString(std::string(roomShapeName(RoomShape::RoughCave))), QString("rough cave"));
        QCOMPARE(QString::fromStdString(std::string(roomShapeName(RoomShape::Pillars))), QString("column hall"));
        QCOMPARE(QString::fromStdString(std::string(displayName("floor"))), QString("floor"));
    }

    void asciiDumpGolden()
    {
        const Map map = sampleRoom();
        const std::string expected = "#######\n"
                                     "#..+.>#\n"
                                     "#.~#'<#\n"
                                     "#_^S..#\n"
                                     "#######\n"
                                     "\n"
                                     "# wall   . floor   ~ water   + door   ' open door   S secret door   "
                                     "< stairs up   > stairs down   _ altar   ^ trap\n"
                                     "regions:\n"
                                     "  0 \"Dungeon Room\" rectangle at 1,1 size 5x3\n";
        QCOMPARE(QString::fromStdString(map.dumpAscii()), QString::fromStdString(expected));

        Map cave(4, 1, kChasmTerrain);
        cave.setTerrain(1, 0, TerrainType{7, kTerrainObscure});
        cave.setTerrain(2, 0, TerrainType{8, kTerrainSolid});
        cave.setTerrain(3, 0, TerrainType{9, kTerrainTree});
        QCOMPARE(QString::fromStdString(cave.dumpAscii()), QString(":,%&\n\n% solid   : chasm   & tree   , fog\n"));
    }

    void fieldOfViewReadsTheOpacity()
    {
        // The viewer stands west of the closed door: the east half of the
        // corridor is hidden until the door opens.
        Map map(9, 3, kRockTerrain);
        for (int x = 1; x <= 7; ++x)
            map.setTerrain(x, 1, kFloorTerrain);
        map.setFeature(4, 1, Feature{FeatureKind::Door, 0, kOakDoor});
        VisibilityMap view;
        FieldOfViewRequest request;
        request.x = 1;
        request.y = 1;
        computeFieldOfView(OpacityGrid(map.opacityCells(), map.width(), map.height()), request, view);
        QVERIFY(view.inView(3, 1));
        QVERIFY(view.inView(4, 1));     // the door itself
        QVERIFY(!view.inView(6, 1));
        map.setFeatureState(4, 1, kFeatureOpen);
        computeFieldOfView(OpacityGrid(map.opacityCells(), map.width(), map.height()), request, view);
        QVERIFY(view.inView(6, 1));
        QVERIFY(view.inView(7, 1));
    }

    void terrainAndFeatureKindsFromResources()
    {
        const auto manager = compileResources();
        QVERIFY(manager);
        using incursion::module::FeatureView;
        using incursion::module::TerrainView;
        auto terrain = [&](std::string_view name) {
            return terrainTypeOf(*incursion::module::view<TerrainView>(*manager, manager->find(name).value()));
        };
        auto feature = [&](std::string_view name) {
            return featureKindOf(*incursion::module::view<FeatureView>(*manager, manager->find(name).value()));
        };
        const TerrainType rock = terrain("solid rock");
        QCOMPARE(rock.resource, manager->find("solid rock").value());
        QCOMPARE(rock.flags, uint16_t(kTerrainSolid | kTerrainOpaque | kTerrainWall));
        QCOMPARE(terrain("floor").flags, uint16_t(kTerrainShade));
        QCOMPARE(terrain("shallow water").flags, uint16_t(kTerrainWater | kTerrainDeepLiquid));   // 5 (special) has no bit
        QCOMPARE(terrain("chasm").flags, uint16_t(kTerrainFall | kTerrainWarn));
        QCOMPARE(terrain("fog").flags, uint16_t(kTerrainObscure));

        QCOMPARE(feature("oak door"), FeatureKind::Door);
        QCOMPARE(feature("up stairs"), FeatureKind::StairsUp);
        QCOMPARE(feature("down stairs"), FeatureKind::StairsDown);
        QCOMPARE(feature("ancient passage"), FeatureKind::Portal);
        QCOMPARE(feature("altar"), FeatureKind::Altar);
        QCOMPARE(feature("statue"), FeatureKind::Other);
        QCOMPARE(feature("trap"), FeatureKind::Trap);
    }

    void saveLoadSaveIsIdentical()
    {
        for (const Map& map : {sampleRoom(), randomMap(7, 256, 256), randomMap(8, 33, 17)}) {
            const std::string bytes = writeMap(map);
            const MapReadResult read = readMap(bytes);
            QVERIFY2(read.ok(), qPrintable(errorText(read)));
            QVERIFY(*read.map == map);
            QCOMPARE(writeMap(*read.map), bytes);
            QCOMPARE(read.map->dumpAscii(), map.dumpAscii());
            QVERIFY(std::equal(read.map->opacityCells().begin(), read.map->opacityCells().end(),
                               map.opacityCells().begin()));
        }
        // Runs keep a uniform map small: 256x256 of rock is a few dozen bytes.
        QVERIFY(writeMap(Map(256, 256, kRockTerrain)).size() < 64);
    }

    void truncatedMapsAreRefused()
    {
        const std::string bytes = writeMap(sampleRoom());
        for (size_t length = 0; length < bytes.size(); ++length) {
            const MapReadResult read = readMap(std::string_view(bytes).substr(0, length));
            QVERIFY2(!read.ok(), qPrintable(QString("a map cut to %1 bytes was accepted").arg(length)));
            QCOMPARE(QString::fromStdString(read.error->section), QString("MAPC"));
        }
        const MapReadResult longer = readMap(bytes + '\0');
        QVERIFY(!longer.ok());
    }

    void corruptMapsAreRefusedWithClearErrors_data()
    {
        QTest::addColumn<int>("offset");
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QString>("message");

        // Offsets in the 7x5 room's encoding: version 0, width 2, height 4,
        // terrain count 6, terrains 10.. (6 bytes each, 3 of them).
        QTest::newRow("version") << 0 << QByteArray("\x02\x00", 2)
                                 << "section MAPC, offset 0x0: map format version 2 is not 1";
        QTest::newRow("zero width") << 2 << QByteArray("\x00\x00", 2)
                                    << "section MAPC, offset 0x2: map size 0x5 is outside 1..1024 each way";
        QTest::newRow("huge height") << 4 << QByteArray("\x01\x04", 2)
                                     << "section MAPC, offset 0x2: map size 7x1025 is outside 1..1024 each way";
        QTest::newRow("terrain flags") << 14 << QByteArray("\x00\xf0", 2)
                                       << "section MAPC, offset 0xa: terrain type 0 has unknown flag bits 0xf000";
        QTest::newRow("repeated terrain") << 16 << QByteArray("\x10\x00\x00\x01", 4)
                                          << "section MAPC, offset 0x10: terrain type 1 repeats resource 0x1000010";
        QTest::newRow("lying terrain count") << 6 << QByteArray("\xff\xff\xff\x0f", 4)
                                             << "section MAPC, offset 0x6: terrain type count 268435455 exceeds "
                                                "what the remaining";
    }

    void corruptMapsAreRefusedWithClearErrors()
    {
        QFETCH(int, offset);
        QFETCH(QByteArray, patch);
        QFETCH(QString, message);
        std::string bytes = writeMap(sampleRoom());
        bytes.replace(size_t(offset), size_t(patch.size()), patch.constData(), size_t(patch.size()));
        const MapReadResult read = readMap(bytes);
        QVERIFY(!read.ok());
        QVERIFY2(errorText(read).startsWith(message), qPrintable(errorText(read)));
    }

    void inconsistentCellsAreRefused()
    {
        // Built field by field so that each value the reader checks can be wrong.
        auto encode = [](uint16_t terrainIndex, uint16_t regionIndex, uint8_t flags, uint8_t featureKind,
                         uint8_t featureState, uint32_t featureCell, bool splitRun) {
            ByteWriter out;
            out.u16(1);
            out.u16(2);     // 2x1
            out.u16(1);
            out.u32(1);     // one terrain
            out.u32(kRock);
            out.u16(kTerrainSolid);
            out.u32(1);     // one region
            out.u32(kRoomRegion);
            out.string("Hall");
            out.u16(0);
            out.u16(0);
            out.u16(2);
            out.u16(1);
            out.u8(uint8_t(RoomShape::Pillars));
            if (splitRun) {     // two runs of the same value: not the canonical encoding
                out.u32(2);
                out.u32(1);
                out.u16(terrainIndex);
                out.u32(1);
                out.u16(terrainIndex);
            } else {
                out.u32(1);
                out.u32(2);
                out.u16(terrainIndex);
            }
            out.u32(1);
            out.u32(2);
            out.u16(regionIndex);
            out.u32(1);
            out.u32(2);
            out.u8(0);      // light
            out.u32(1);
            out.u32(2);
            out.u8(flags);
            out.u32(1);     // one feature
            out.u32(featureCell);
            out.u8(featureKind);
            out.u8(featureState);
            out.u32(kOakDoor);
            return out.bytes;
        };
        const uint8_t door = uint8_t(FeatureKind::Door);
        const MapReadResult good = readMap(encode(0, 0, kCellNoCut, door, kFeatureLocked, 1, false));
        QVERIFY2(good.ok(), qPrintable(errorText(good)));
        QCOMPARE(good.map->regionName(1, 0), std::string_view("Hall"));
        QVERIFY(good.map->opaque(1, 0));

        struct Case {
            std::string bytes;
            QString message;
        };
        const Case cases[] = {
            {encode(1, 0, 0, door, 0, 1, false), "terrain index 1 is not one of the 1 terrain types"},
            {encode(0, 1, 0, door, 0, 1, false), "region index 1 is not one of the 1 regions"},
            {encode(0, 0, 0x40, door, 0, 1, false), "unknown cell flag bits 0x40"},
            {encode(0, 0, 0, 0, 0, 1, false), "feature 0 has unknown kind 0"},
            {encode(0, 0, 0, 9, 0, 1, false), "feature 0 has unknown kind 9"},
            {encode(0, 0, 0, door, kFeatureOpen | kFeatureLocked, 1, false),
             "feature 0: an open door cannot be locked"},
            {encode(0, 0, 0, door, 0, 2, false), "feature 0 is on cell 2, outside the map's 2 cells"},
            {encode(0, 0, 0, door, 0, 1, true), "terrain run 1 repeats the value of the run before it"},
        };
        for (const Case& c : cases) {
            const MapReadResult read = readMap(c.bytes);
            QVERIFY2(!read.ok(), qPrintable(c.message));
            QVERIFY2(errorText(read).contains(c.message), qPrintable(errorText(read)));
            QVERIFY(read.error->offset.has_value());
        }
    }

    void mutatedMapsNeverCrash()
    {
        // Every single-byte change is either refused or read as a valid map;
        // the encoding is canonical, so an accepted map writes back as the
        // very bytes that were read.
        const std::string bytes = writeMap(sampleRoom());
        std::mt19937 random(5);
        int accepted = 0;
        for (int round = 0; round < 2000; ++round) {
            std::string mutated = bytes;
            mutated[random() % mutated.size()] = char(random());
            const MapReadResult read = readMap(mutated);
            if (read.ok()) {
                ++accepted;
                QCOMPARE(writeMap(*read.map), mutated);
            }
        }
        QVERIFY(accepted > 0);      // resource IDs, names and light levels take any value
        QVERIFY(accepted < 2000);
    }
};

INCURSION_TEST_MAIN(MapTest)
#include "tst_map.moc"
} // namespace tst_map
