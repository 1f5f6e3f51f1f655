// The dungeon generator (runtime/map/dungeon_generator.h) on a small test
// module and, when INCURSION_CORPUS_DIR is set, on the original corpus:
// every level connected with stairs and intact vaults over 1,000 seeds,
// golden text dumps of each room shape and of a whole level, the same seed
// giving the same bytes, vaults from a module's own Region Grid, and bad
// module data refused with a message naming the resource.
//
// The golden files are tests/data/maps/*.txt; after an intended change,
// regenerate them with INCURSION_UPDATE_GOLDEN=1 and review the diff.
#include "support/memory_files.h"
#include "support/original_corpus.h"
#include "support/test_files.h"
#include "support/test_suite.h"

#include "map/connectivity.h"
#include "map/dungeon_generator.h"
#include "module/resource_manager.h"
#include "module/resource_views.h"
#include "script/build.h"

#include <QElapsedTimer>
#include <QtTest>

#include <map>
#include <set>

namespace tst_dungeon_generator {

using namespace incursion;
using namespace incursion::map;
using module::ResourceLoadResult;
using module::ResourceManager;

namespace {

const QString kGoldenDir = QStringLiteral(INCURSION_TEST_DATA "/maps");

// The numbers of inc/Defines.h the test module uses.
// (Kept out of a raw string: moc reads lines starting with # as directives.)
const std::string kDefines =
    "#define TF_SOLID 1\n"
    "#define TF_OPAQUE 2\n"
    "#define TF_WATER 7\n"
    "#define TF_TORCH 10\n"
    "#define TF_WALL 20\n"
    "#define T_PORTAL 10\n"
    "#define T_DOOR 11\n"
    "#define T_FEATURE 13\n"
    "#define F_ALTAR 0x40000\n"
    "#define RF_CORRIDOR 1\n"
    "#define RF_ROOM 4\n"
    "#define RF_NOGEN 15\n"
    "#define RF_ROCKTYPE 17\n"
    "#define RF_RIVER 19\n"
    "#define RF_STAPLE 24\n"
    "#define RM_CROSS 3\n"
    "#define RM_LIFECAVE 17\n"
    "#define RM_RCAVERN 18\n"
    "#define RM_SHAPED 20\n"
    "#define TILE_LOCKED 0x20\n"
    "#define MAT_IRON 3\n"
    "#define MAT_WOOD 8\n"
    "#define LEVEL_SIZEX 1\n"
    "#define LEVEL_SIZEY 2\n"
    "#define TURN_CHANCE 21\n"
    "#define DUN_DEPTH 44\n";

const std::string kTestModule = R"(
Module "Dungeon Test"; File "DungeonTest.Mod"; Slot 0;

Terrain "solid rock" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "indestructable rock" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "wall torch" { Image: '*'; Flags: TF_SOLID, TF_OPAQUE, TF_TORCH, TF_WALL; }
Terrain "pillar" { Image: 'I'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "quartz" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "dungeon wall" { Image: '#'; Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "floor" { Image: '.'; }
Terrain "cave floor" { Image: '.'; }
Terrain "moss" { Image: ','; }
Terrain "water" { Image: '~'; Flags: TF_WATER; }

Feature "oak door" : T_DOOR { Image: '+'; Mat: MAT_WOOD; }
Feature "iron door" : T_DOOR { Image: '+'; Mat: MAT_IRON; }
Feature "up stairs" : T_PORTAL { Image: '<'; xval: 1; }
Feature "down stairs" : T_PORTAL { Image: '>'; xval: 2; }
Feature "altar" : T_FEATURE { Image: '_'; Flags: F_ALTAR; }

Region "unworked stone" : RF_NOGEN { }
Region "winding corridor" : RF_CORRIDOR
  { Walls: $"dungeon wall"; Floor: $"floor"; Flags: RF_STAPLE; }
Region "side passage" : RF_CORRIDOR
  { Floor: $"floor"; Constants: * TURN_CHANCE 40; }
Region "underground river" : RF_RIVER { Floor: $"water"; }
Region "quartz vein" : RF_ROCKTYPE { Floor: $"quartz"; }
Region "test hall" : RF_ROOM
  { Walls: $"dungeon wall"; Floor: $"floor"; Door: $"iron door"; }
Region "test cave" : RF_ROOM
  { Walls: $"dungeon wall"; Floor: $"cave floor"; RoomTypes: RM_LIFECAVE, RM_RCAVERN, RM_CROSS; }
Region "mossy crypt" : RF_ROOM
  { Walls: $"dungeon wall"; Floor: $"floor"; Door: $"oak door"; RoomTypes: RM_SHAPED;
    Tiles:
      'A': $"floor" with $"altar",
      '.': $"moss",
      'L': $"floor" with $"oak door" [TILE_LOCKED];
    Grid: {:
      %%%%%%%%%%%%%%%
      %.............%
      %.####L####...%
      %.#..A....#...%
      %.#...#...+...%
      %.#####S###...%
      %.....1....i..%
      %%%%%%%%%%%%%%%
    :};
  }
Region "grand vault" : RF_ROOM
  { Walls: $"dungeon wall"; Floor: $"floor"; Door: $"oak door"; RoomTypes: RM_SHAPED; Flags: RF_NOGEN;
    Tiles: 'A': $"floor" with $"altar", 'M': $"floor" with $"vault guard", 'r': $"floor" with random item 4;
    Grid: {:
      %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%
      %......................................%
      %.##################+#################.%
      %.#...........#..........#...........#.%
      %.#.....A....M+....gG....+r....A.....#.%
      %.#...........#..........#...........#.%
      %.####################################.%
      %......................................%
      %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%
    :};
  }

Dungeon "Test Depths"
  { Constants: * LEVEL_SIZEX 64, * LEVEL_SIZEY 64, * DUN_DEPTH 12;
    Specials: * $"grand vault" at level 2; }
Dungeon "Standard Depths" { Constants: * DUN_DEPTH 12; }
Monster "vault guard" : 1 { }
)";

struct LoadedModule {
    std::unique_ptr<ResourceManager> manager;
    QString errors;
};

LoadedModule loadSource(const std::string& source)
{
    script::CheckOptions options;
    options.mainFile = "dungeon.irc";
    options.preprocessor = test::MemoryFiles{{{"dungeon.irc", kDefines + source}}}.options();
    script::BuildResult built = script::buildModule(options);
    LoadedModule out;
    for (const auto& d : built.front.diagnostics->all())
        if (d.severity == script::Severity::Error)
            out.errors += QString::fromStdString(built.front.diagnostics->formatText(d));
    if (!built.image)
        return out;
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*built.image));
    ResourceLoadResult loaded = ResourceManager::loadImages(std::move(images));
    for (const std::string& error : loaded.errors)
        out.errors += QString::fromStdString(error) + "\n";
    out.manager = std::move(loaded.manager);
    return out;
}

ResourceId idOf(const ResourceManager& manager, std::string_view name)
{
    const std::optional<ResourceId> id = manager.find(name);
    return id.value_or(0);
}

// Why the level breaks an acceptance rule, or empty: one open component
// reached from the up stairs, stairs up and down where listed, vault cells
// as drawn and vaults apart, doors framed by solid cells.
QString levelProblem(const GeneratedLevel& level, bool expectDownStairs)
{
    const Map& map = level.map;
    const int width = map.width();
    if (level.stairsUp.size() != 1)
        return QStringLiteral("%1 up stairs").arg(level.stairsUp.size());
    if (expectDownStairs && level.stairsDown.empty())
        return QStringLiteral("no down stairs");
    for (const int32_t cell : level.stairsUp)
        if (!map.featureAt(cell % width, cell / width) || map.featureAt(cell % width, cell / width)->kind != FeatureKind::StairsUp)
            return QStringLiteral("no up stairs at %1").arg(cell);
    for (const int32_t cell : level.stairsDown)
        if (!map.featureAt(cell % width, cell / width) || map.featureAt(cell % width, cell / width)->kind != FeatureKind::StairsDown)
            return QStringLiteral("no down stairs at %1").arg(cell);

    const Components components = findComponents(map);
    const int32_t reached = components.label[size_t(level.stairsUp.front())];
    if (reached < 0)
        return QStringLiteral("the up stairs stand on a blocked cell");
    for (int cell = 0; cell < map.cellCount(); ++cell)
        if (components.label[size_t(cell)] >= 0 && components.label[size_t(cell)] != reached)
            return QStringLiteral("open cell %1,%2 is not reached from the up stairs").arg(cell % width).arg(cell / width);

    for (size_t i = 0; i < level.vaults.size(); ++i) {
        const VaultPlacement& vault = level.vaults[i];
        for (size_t j = i + 1; j < level.vaults.size(); ++j) {
            const Rect& a = vault.bounds;
            const Rect& b = level.vaults[j].bounds;
            if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
                return QStringLiteral("vaults %1 and %2 overlap").arg(i).arg(j);
        }
        for (const VaultCell& cell : vault.cells) {
            const int x = cell.cell % width, y = cell.cell / width;
            if (map.terrainIndex(x, y) != cell.terrain || !map.hasFlag(x, y, kCellNoCut))
                return QStringLiteral("vault cell %1,%2 was cut").arg(x).arg(y);
            const Feature* feature = map.featureAt(x, y);
            if ((feature ? std::optional<Feature>(*feature) : std::nullopt) != cell.feature)
                return QStringLiteral("vault cell %1,%2 lost its feature").arg(x).arg(y);
        }
    }

    for (const auto& [cell, feature] : map.features()) {
        const int x = cell % width, y = cell / width;
        if (feature.kind != FeatureKind::Door || map.hasFlag(x, y, kCellNoCut))
            continue;
        const bool framed = (map.solid(x - 1, y) && map.solid(x + 1, y)) || (map.solid(x, y - 1) && map.solid(x, y + 1));
        if (!framed)
            return QStringLiteral("door at %1,%2 is not between two solid cells").arg(x).arg(y);
    }
    return {};
}

void compareGolden(const QString& name, const std::string& text)
{
    const QString path = kGoldenDir + "/" + name + ".txt";
    const QByteArray actual = QByteArray::fromStdString(text);
    if (qEnvironmentVariableIsSet("INCURSION_UPDATE_GOLDEN"))
        test::writeFile(path, actual);
    const QByteArray expected = test::readFile(path);
    if (actual != expected) {
        const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
        for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i)
            if (a.value(i) != e.value(i))
                QFAIL(qPrintable(QStringLiteral("%1.txt differs at line %2:\n  expected: %3\n  actual:   %4")
                                     .arg(name).arg(i + 1)
                                     .arg(QString::fromUtf8(e.value(i)), QString::fromUtf8(a.value(i)))));
    }
}

} // namespace

class DungeonGeneratorTest : public QObject {
    Q_OBJECT

    std::unique_ptr<ResourceManager> m_manager;
    ResourceId m_dungeon = 0;
    ResourceId m_standard = 0;

private slots:
    void initTestCase()
    {
        LoadedModule loaded = loadSource(kTestModule);
        QVERIFY2(loaded.manager, qPrintable(loaded.errors));
        m_manager = std::move(loaded.manager);
        m_dungeon = idOf(*m_manager, "Test Depths");
        m_standard = idOf(*m_manager, "Standard Depths");
        QVERIFY(m_dungeon && m_standard);
    }

    void levelRandomIsFixed()
    {
        // The sequence is std::mt19937's, fixed by the standard; our bounded draw is % n.
        LevelRandom random(5489u);
        QCOMPARE(random.next(), 3499211612u);
        LevelRandom a = LevelRandom::forLevel(1, 2, 3), b = LevelRandom::forLevel(1, 2, 3);
        LevelRandom c = LevelRandom::forLevel(1, 2, 4);
        bool differs = false;
        for (int i = 0; i < 20; ++i) {
            const int x = a.below(1000);
            QCOMPARE(x, b.below(1000));
            differs = differs || x != c.below(1000);
            QCOMPARE(a.between(3, 5), b.between(3, 5));
        }
        QVERIFY(differs);
        QCOMPARE(a.below(0), 0);
        QCOMPARE(a.below(-4), 0);
    }

    void everyLevelIsConnectedOverManySeeds()
    {
        QElapsedTimer timer;
        timer.start();
        std::set<RoomShape> shapes;
        int vaults = 0;
        for (uint64_t seed = 1; seed <= 1000; ++seed) {
            const int depth = 1 + int(seed % 11);
            const GeneratedLevel level = generateLevel(*m_manager, LevelRequest{m_dungeon, depth, seed});
            const QString problem = levelProblem(level, true);
            if (!problem.isEmpty())
                QFAIL(qPrintable(QStringLiteral("seed %1 depth %2: %3\n%4")
                                     .arg(seed).arg(depth).arg(problem)
                                     .arg(QString::fromStdString(level.map.dumpAscii()))));
            if (!level.warnings.empty())
                QFAIL(qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(QString::fromStdString(level.warnings.front()))));
            for (const Region& region : level.map.regions())
                shapes.insert(region.shape);
            vaults += int(level.vaults.size());
        }
        qInfo("1000 levels of 64x64 in %lld ms, %d vaults", static_cast<long long>(timer.elapsed()), vaults);
        for (RoomShape shape : {RoomShape::Rectangle, RoomShape::Octagon, RoomShape::Cross, RoomShape::Circle,
                                RoomShape::Overlap, RoomShape::AdjacentRound, RoomShape::Pillars,
                                RoomShape::LifeCave, RoomShape::RoughCave, RoomShape::Vault, RoomShape::Maze,
                                RoomShape::Building, RoomShape::Diamonds, RoomShape::Double, RoomShape::Corridor,
                                RoomShape::Streamer})
            QVERIFY2(shapes.count(shape), std::string(roomShapeName(shape)).c_str());
        QVERIFY(vaults > 100);
    }

    void standardLevelsAreConnected()
    {
        // 20 full-size levels in CI; INCURSION_STANDARD_SEEDS=1000 for the long check.
        const int seeds = qEnvironmentVariableIsSet("INCURSION_STANDARD_SEEDS")
                              ? qEnvironmentVariableIntValue("INCURSION_STANDARD_SEEDS")
                              : 20;
        for (uint64_t seed = 1; seed <= uint64_t(seeds); ++seed) {
            const GeneratedLevel level = generateLevel(*m_manager, LevelRequest{m_standard, 1 + int(seed % 12), seed});
            QCOMPARE(level.map.width(), 128);
            QCOMPARE(level.map.height(), 128);
            const QString problem = levelProblem(level, 1 + seed % 12 < 12);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(problem)));
        }
        // The last depth has no way down.
        QVERIFY(generateLevel(*m_manager, LevelRequest{m_standard, 12, 3}).stairsDown.empty());
        QCOMPARE(generateLevel(*m_manager, LevelRequest{m_standard, 11, 3}).stairsDown.size(), size_t(4));
    }

    void doorsAreWoodenOnTheFirstDepths()
    {
        // A region's iron doors become oak doors on depths 1-3 (MakeLev.cpp:1270-1288).
        const ResourceId oak = idOf(*m_manager, "oak door"), iron = idOf(*m_manager, "iron door");
        int ironDoors = 0;
        for (uint64_t seed = 1; seed <= 30; ++seed)
            for (int depth : {1, 3, 4, 8}) {
                const GeneratedLevel level = generateLevel(*m_manager, LevelRequest{m_standard, depth, seed});
                for (const auto& [cell, feature] : level.map.features()) {
                    if (feature.kind != FeatureKind::Door)
                        continue;
                    if (depth <= 3)
                        QCOMPARE(feature.resource, oak);
                    ironDoors += feature.resource == iron;
                }
            }
        QVERIFY(ironDoors > 0);
    }

    void roomShapesMatchGoldenDumps_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("seed");
        QTest::newRow("rectangle") << "test hall" << int(RoomShape::Rectangle) << 7;
        QTest::newRow("octagon") << "test hall" << int(RoomShape::Octagon) << 7;
        QTest::newRow("cross") << "test hall" << int(RoomShape::Cross) << 7;
        QTest::newRow("circle") << "test hall" << int(RoomShape::Circle) << 9;
        QTest::newRow("overlapping-rectangles") << "test hall" << int(RoomShape::Overlap) << 7;
        QTest::newRow("overlapping-circles") << "test hall" << int(RoomShape::AdjacentRound) << 7;
        QTest::newRow("column-hall") << "test hall" << int(RoomShape::Pillars) << 7;
        QTest::newRow("life-cave") << "test cave" << int(RoomShape::LifeCave) << 7;
        QTest::newRow("rough-cave") << "test cave" << int(RoomShape::RoughCave) << 7;
        QTest::newRow("vault") << "mossy crypt" << int(RoomShape::Vault) << 7;
        QTest::newRow("maze") << "test hall" << int(RoomShape::Maze) << 7;
        QTest::newRow("building") << "test hall" << int(RoomShape::Building) << 7;
        QTest::newRow("diamonds") << "test hall" << int(RoomShape::Diamonds) << 7;
        QTest::newRow("room-within-a-room") << "test hall" << int(RoomShape::Double) << 7;
    }

    void roomShapesMatchGoldenDumps()
    {
        QFETCH(QString, region);
        QFETCH(int, shape);
        QFETCH(int, seed);
        const RoomRequest request{m_standard, idOf(*m_manager, region.toStdString()), RoomShape(shape), uint64_t(seed)};
        const GeneratedLevel room = generateRoom(*m_manager, request);
        QCOMPARE(room.map.width(), 32);
        QCOMPARE(int(room.map.regions().at(1).shape), shape);
        compareGolden(QString::fromUtf8(QTest::currentDataTag()), room.map.dumpAscii());
    }

    void wholeLevelMatchesGoldenDump()
    {
        const GeneratedLevel level = generateLevel(*m_manager, LevelRequest{m_dungeon, 2, 42});
        compareGolden(QStringLiteral("level-test-depths-2-seed-42"), level.map.dumpAscii());
    }

    void sameSeedGivesSameBytes()
    {
        for (const ResourceId dungeon : {m_dungeon, m_standard}) {
            const std::string first = writeMap(generateLevel(*m_manager, LevelRequest{dungeon, 2, 99}).map);
            const std::string again = writeMap(generateLevel(*m_manager, LevelRequest{dungeon, 2, 99}).map);
            const std::string other = writeMap(generateLevel(*m_manager, LevelRequest{dungeon, 2, 100}).map);
            const std::string deeper = writeMap(generateLevel(*m_manager, LevelRequest{dungeon, 3, 99}).map);
            QVERIFY(first == again);
            QVERIFY(first != other);
            QVERIFY(first != deeper);
            // And the bytes read back as the same map.
            const MapReadResult read = readMap(first);
            QVERIFY(read.ok());
            QCOMPARE(writeMap(*read.map), first);
        }
    }

    void moduleGridVaultIsPlaced()
    {
        // The special goes to depth 2 only.
        const GeneratedLevel level = generateLevel(*m_manager, LevelRequest{m_dungeon, 2, 5});
        const ResourceId grand = idOf(*m_manager, "grand vault");
        QCOMPARE(level.specials, std::vector<ResourceId>{grand});
        const auto placed = std::find_if(level.vaults.begin(), level.vaults.end(),
                                         [&](const VaultPlacement& v) { return v.region == grand; });
        QVERIFY(placed != level.vaults.end());
        QCOMPARE(placed->bounds.width, 40);
        QCOMPARE(placed->bounds.height, 9);
        QCOMPARE(level.map.region(placed->regionIndex).name, std::string("grand vault"));
        QCOMPARE(level.map.region(placed->regionIndex).shape, RoomShape::Vault);
        int altars = 0;
        for (const VaultCell& cell : placed->cells)
            altars += cell.feature && cell.feature->kind == FeatureKind::Altar;
        QCOMPARE(altars, 2);
        // Its objects: the legend's guard and random item, the built-in good and great items.
        QCOMPARE(placed->objects.size(), size_t(4));
        std::map<ObjectPlacement::Kind, const ObjectPlacement*> objects;
        for (const ObjectPlacement& object : placed->objects) {
            objects[object.kind] = &object;
            const int x = object.cell % level.map.width(), y = object.cell / level.map.width();
            QVERIFY(placed->bounds.contains(x, y));
            QVERIFY(!level.map.solid(x, y));
        }
        QCOMPARE(objects.size(), size_t(4));
        QCOMPARE(objects[ObjectPlacement::Kind::Monster]->resource, idOf(*m_manager, "vault guard"));
        QCOMPARE(objects[ObjectPlacement::Kind::Item]->resource, ResourceId(0));
        QCOMPARE(objects[ObjectPlacement::Kind::Item]->level, 4);
        QCOMPARE(objects[ObjectPlacement::Kind::GoodItem]->level, 2);
        QVERIFY(objects.count(ObjectPlacement::Kind::GreatItem));
        QCOMPARE(describePlacement(*m_manager, *objects[ObjectPlacement::Kind::Monster], level.map.width())
                     .rfind("monster $\"vault guard\" at ", 0),
                 size_t(0));
        for (int depth : {1, 3})
            QVERIFY(generateLevel(*m_manager, LevelRequest{m_dungeon, depth, 5}).specials.empty());
    }

    void legendOverridesBuiltInsAndFlips()
    {
        // '.' is moss by the legend, 'L' a locked door, 'S' the built-in secret door.
        const ResourceId crypt = idOf(*m_manager, "mossy crypt");
        std::set<std::pair<bool, bool>> flips;
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            const GeneratedLevel room = generateRoom(*m_manager, RoomRequest{m_standard, crypt, RoomShape::Vault, seed});
            QCOMPARE(room.vaults.size(), size_t(1));
            const VaultPlacement& vault = room.vaults.front();
            flips.insert({vault.flippedX, vault.flippedY});
            const Map& map = room.map;
            const ResourceId moss = idOf(*m_manager, "moss");
            int mossCells = 0, locked = 0, secret = 0, skin = 0;
            for (int y = vault.bounds.y; y < vault.bounds.y + vault.bounds.height; ++y)
                for (int x = vault.bounds.x; x < vault.bounds.x + vault.bounds.width; ++x) {
                    mossCells += map.terrainResource(x, y) == moss;
                    skin += !map.hasFlag(x, y, kCellVault);
                    if (const Feature* f = map.featureAt(x, y)) {
                        locked += f->state == kFeatureLocked;
                        secret += f->state == (kFeatureLocked | kFeatureHidden);
                    }
                }
            QCOMPARE(locked, 1);
            QCOMPARE(secret, 1);
            QCOMPARE(skin, 2 * 15 + 2 * 6);     // the `%` ring is not vault
            QVERIFY(mossCells > 30);
        }
        QCOMPARE(flips.size(), size_t(4));
    }

    void badLegendCharacterIsAClearError()
    {
        LoadedModule loaded = loadSource(kTestModule + R"(
Region "broken vault" : RF_ROOM
  { RoomTypes: RM_SHAPED; Flags: RF_NOGEN;
    Tiles: 'A': $"floor";
    Grid: {:
      %%%%%
      %.AQ%
      %%%%%
    :};
  }
Dungeon "Broken Depths" { Specials: * $"broken vault" at level 1; }
)");
        QVERIFY2(loaded.manager, qPrintable(loaded.errors));
        const ResourceId broken = idOf(*loaded.manager, "broken vault");
        const ResourceId dungeon = idOf(*loaded.manager, "Broken Depths");
        const QString expected =
            QStringLiteral("Region \"broken vault\" (dungeon.irc:%1:1): grid character 'Q' at row 2, column 4 has "
                           "no Tiles entry and no built-in meaning");
        const int line = int(loaded.manager->position(broken)->line);
        try {
            generateLevel(*loaded.manager, LevelRequest{dungeon, 1, 1});
            QFAIL("a grid with an unknown character was drawn");
        } catch (const GenerationError& error) {
            QCOMPARE(QString::fromUtf8(error.what()), expected.arg(line));
        }
        QVERIFY_THROWS_EXCEPTION(GenerationError,
                                 generateRoom(*loaded.manager, RoomRequest{dungeon, broken, RoomShape::Vault, 1}));
        QVERIFY_THROWS_EXCEPTION(GenerationError, checkVaultGrid(*loaded.manager, broken));
        checkVaultGrid(*loaded.manager, idOf(*loaded.manager, "mossy crypt"));
    }

    void badDungeonDataIsAClearError_data()
    {
        QTest::addColumn<QString>("dungeon");
        QTest::addColumn<QString>("message");
        QTest::newRow("size") << "Dungeon \"Odd\" { Constants: * LEVEL_SIZEX 100; }"
                              << "the level size 100x128 is not a multiple of the panel size 32x32";
        QTest::newRow("terrain") << "Dungeon \"Odd\" { Constants: * 9 $\"oak door\"; }"
                                 << "TERRAIN_ROCK must name a Terrain, not Feature \"oak door\"";
        QTest::newRow("missing") << "Dungeon \"Odd\" { Constants: * 9 $\"no such rock\"; }"
                                 << "TERRAIN_ROCK names a resource no loaded module provides";
        QTest::newRow("range") << "Dungeon \"Odd\" { Constants: * 21 400; }"
                               << "TURN_CHANCE is 400, outside 0..100";
    }

    void badDungeonDataIsAClearError()
    {
        QFETCH(QString, dungeon);
        QFETCH(QString, message);
        LoadedModule loaded = loadSource(kTestModule + dungeon.toStdString());
        QVERIFY2(loaded.manager, qPrintable(loaded.errors));
        try {
            generateLevel(*loaded.manager, LevelRequest{idOf(*loaded.manager, "Odd"), 1, 1});
            QFAIL("bad dungeon data was accepted");
        } catch (const GenerationError& error) {
            const QString what = QString::fromUtf8(error.what());
            QVERIFY2(what.startsWith(QStringLiteral("Dungeon \"Odd\" (dungeon.irc:")), qPrintable(what));
            QVERIFY2(what.endsWith(message), qPrintable(what));
        }
    }

    void badRequestsAreClearErrors()
    {
        QVERIFY_THROWS_EXCEPTION(GenerationError, generateLevel(*m_manager, LevelRequest{m_dungeon, 13, 1}));
        QVERIFY_THROWS_EXCEPTION(GenerationError, generateLevel(*m_manager, LevelRequest{m_dungeon, 0, 1}));
        QVERIFY_THROWS_EXCEPTION(GenerationError,
                                 generateLevel(*m_manager, LevelRequest{idOf(*m_manager, "test hall"), 1, 1}));
        QVERIFY_THROWS_EXCEPTION(GenerationError, generateLevel(*m_manager, LevelRequest{0x7F000001, 1, 1}));
        // A module without rooms has nowhere for stairs.
        LoadedModule bare = loadSource(R"(
Module "Bare"; Slot 0;
Terrain "solid rock" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "indestructable rock" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "wall torch" { Flags: TF_SOLID, TF_WALL; }
Terrain "pillar" { Flags: TF_SOLID; }
Terrain "floor" { }
Feature "up stairs" : T_PORTAL { xval: 1; }
Feature "down stairs" : T_PORTAL { xval: 2; }
Region "unworked stone" : RF_NOGEN { }
Region "winding corridor" : RF_CORRIDOR { Floor: $"floor"; }
Dungeon "Empty" { }
)");
        QVERIFY2(bare.manager, qPrintable(bare.errors));
        try {
            generateLevel(*bare.manager, LevelRequest{idOf(*bare.manager, "Empty"), 1, 1});
            QFAIL("a level without rooms got stairs");
        } catch (const GenerationError& error) {
            QVERIFY2(QString::fromUtf8(error.what()).contains(QStringLiteral("has no open cell for stairs")),
                     error.what());
        }
    }

    void corpusDungeonsGenerate()
    {
        const std::optional<script::CheckOptions> options = test::originalCorpusOptions();
        if (!options)
            QSKIP("INCURSION_CORPUS_DIR is not set");
        script::BuildResult built = script::buildModule(*options);
        QVERIFY(built.image);
        std::vector<module::ModuleImage> images;
        images.push_back(std::move(*built.image));
        ResourceLoadResult loaded = ResourceManager::loadImages(std::move(images));
        QVERIFY(loaded.ok());
        const ResourceManager& corpus = *loaded.manager;
        const ResourceId goblinCaves = idOf(corpus, "The Goblin Caves");
        struct Case {
            std::string dungeon;
            int depth;
            std::string special;        // a region the level must show
        };
        const Case cases[] = {
            {"The Goblin Caves", 1, "Entry Chamber"}, {"The Goblin Caves", 2, "Parthenion"},
            {"The Goblin Caves", 3, "Place of Sanctuary"}, {"The Goblin Caves", 6, "Abandoned Temple"},
            {"The Goblin Caves", 10, "The Goblin Encampment"}, {"The Nine Hells", 1, "Entry Chamber"},
            {"The Nine Hells", 5, ""}, {"Monster Evaluation Arena", 1, "Arena Chamber"},
        };
        QVERIFY(goblinCaves);
        for (const Case& c : cases)
            for (uint64_t seed = 1; seed <= 3; ++seed) {
                const QString where = QStringLiteral("%1 depth %2 seed %3")
                                          .arg(QString::fromStdString(c.dungeon)).arg(c.depth).arg(seed);
                const GeneratedLevel level = generateLevel(corpus, LevelRequest{idOf(corpus, c.dungeon), c.depth, seed});
                QCOMPARE(level.map.width(), 128);
                QCOMPARE(level.map.height(), 128);
                if (!c.special.empty()) {
                    const auto& regions = level.map.regions();
                    QVERIFY2(std::any_of(regions.begin(), regions.end(),
                                         [&](const Region& r) { return r.name == c.special; }),
                             qPrintable(where));
                }
                // The arena is sealed in indestructible rock: the player arrives inside it
                // (its TILE_START), and the level says so instead of cutting it open.
                const bool sealed = c.dungeon == "Monster Evaluation Arena";
                const bool reportsSealed = std::any_of(level.warnings.begin(), level.warnings.end(), [](const std::string& w) {
                    return w.find("cannot be reached without cutting the vault") != std::string::npos;
                });
                QVERIFY2(reportsSealed == sealed, qPrintable(where));
                if (!sealed) {
                    const Components components = findComponents(level.map);
                    QVERIFY2(components.count() == 1, qPrintable(where));
                }
            }
    }
};

INCURSION_TEST_MAIN(DungeonGeneratorTest)
#include "tst_dungeon_generator.moc"
} // namespace tst_dungeon_generator
