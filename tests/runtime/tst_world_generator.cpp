// The world generator (runtime/worldmap/world_generator.h): on 20 seeds its
// worlds pass every rule with no error or warning; they hold what the issue
// lists (sea and every elevation class, rivers that reach the sea, villages,
// towns, roads, harbors on the coast, paired stables, dungeon sites); the same
// request gives the same bytes, on disk too; scourge-monsters gets monsters.
#include "worldmap/landmass.h"
#include "worldmap/scourge_fields.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"

#include <QTemporaryDir>
#include <QtTest>
#include "support/test_suite.h"

#include <fstream>
#include <sstream>

namespace tst_world_generator {

using namespace incursion::worldmap;

namespace {

std::string fileBytes(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream content;
    content << in.rdbuf();
    return content.str();
}

size_t countWhere(const WorldGrid& world, const Field& field, int value)
{
    size_t n = 0;
    for (size_t i = 0; i < world.cellCount(); ++i)
        n += WorldGrid::fieldOf(world.cell(i), field) == value;
    return n;
}

} // namespace

class WorldGeneratorTest : public QObject {
    Q_OBJECT

private slots:
    void twentySeedsCheckClean_data();
    void twentySeedsCheckClean();
    void riversReachTheSea();
    void sameRequestSameBytes();
    void monstersInTheVariantSchema();
    void refusals();
};

void WorldGeneratorTest::twentySeedsCheckClean_data()
{
    QTest::addColumn<uint64_t>("seed");
    for (uint64_t seed = 1; seed <= 20; ++seed)
        QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
}

void WorldGeneratorTest::twentySeedsCheckClean()
{
    QFETCH(uint64_t, seed);
    const Schema schema = *builtinSchema("scourge");
    const WorldGrid world = generateWorld(schema, WorldRequest{96, 64, seed});
    WorldChecker checker(schema, world);
    checker.checkAll();
    for (const Problem& problem : checker.problems())
        QVERIFY2(checker.rule(problem).severity == Severity::Info,
                 qPrintable(QString("%1,%2 %3").arg(problem.x).arg(problem.y).arg(checker.message(problem).c_str())));

    const ScourgeFields f(schema);
    for (int elevation = kOcean; elevation <= kMountains; ++elevation)
        QVERIFY2(countWhere(world, *f.elevation, elevation) > 0, qPrintable(QString("elevation %1").arg(elevation)));
    QVERIFY(countWhere(world, *f.development, kVillage) + countWhere(world, *f.development, kTown) >= 5);
    QVERIFY(countWhere(world, *f.development, kAgriculture) > 0);
    QVERIFY(countWhere(world, *f.road, 1) > countWhere(world, *f.development, kVillage));
    QVERIFY(countWhere(world, *f.river, 1) > 0);
    QVERIFY(countWhere(world, *f.levels, 0) < world.cellCount());
    // Services: harbors border the sea (the rule checks it), stables pair up.
    const size_t stables = countWhere(world, *f.stables, 1);
    QVERIFY(stables == 0 || stables >= 2);
}

// Every river flows into the sea: each 4-connected group of river cells
// borders an ocean cell.
void WorldGeneratorTest::riversReachTheSea()
{
    const Schema schema = *builtinSchema("scourge");
    const ScourgeFields f(schema);
    for (uint64_t seed = 1; seed <= 10; ++seed) {
        const WorldGrid world = generateWorld(schema, WorldRequest{96, 64, seed});
        Condition river;
        river.terms.push_back({schema.fieldIndex("river"), {1}});
        const std::vector<uint32_t> groups = labelLandmasses(world, CellMatcher(schema, river));
        std::vector<bool> reachesSea(world.cellCount() + 1, false);
        uint32_t count = 0;
        for (int y = 0; y < world.height(); ++y)
            for (int x = 0; x < world.width(); ++x) {
                const uint32_t group = groups[world.index(x, y)];
                if (group == 0)
                    continue;
                count = std::max(count, group);
                QVERIFY(!f.isSea(world, x, y));
                for (const auto& [dx, dy] : {std::pair{0, -1}, {1, 0}, {0, 1}, {-1, 0}})
                    if (world.contains(x + dx, y + dy) && f.isSea(world, x + dx, y + dy))
                        reachesSea[group] = true;
            }
        for (uint32_t group = 1; group <= count; ++group)
            QVERIFY2(reachesSea[group], qPrintable(QString("seed %1 river %2").arg(seed).arg(group)));
    }
}

void WorldGeneratorTest::sameRequestSameBytes()
{
    const Schema schema = *builtinSchema("scourge");
    const WorldGrid a = generateWorld(schema, WorldRequest{70, 50, 42});
    const WorldGrid b = generateWorld(schema, WorldRequest{70, 50, 42});
    QVERIFY(a == b);
    QVERIFY(!(a == generateWorld(schema, WorldRequest{70, 50, 43})));
    QTemporaryDir dir;
    QCOMPARE(writeWorldPng(dir.filePath("a.png").toStdString(), a), std::string());
    QCOMPARE(writeWorldPng(dir.filePath("b.png").toStdString(), b), std::string());
    QCOMPARE(fileBytes(dir.filePath("a.png")), fileBytes(dir.filePath("b.png")));
}

void WorldGeneratorTest::monstersInTheVariantSchema()
{
    const Schema schema = *builtinSchema("scourge-monsters");
    const WorldGrid world = generateWorld(schema, WorldRequest{64, 64, 5});
    WorldChecker checker(schema, world);
    checker.checkAll();
    QCOMPARE(checker.count(Severity::Error), size_t(0));
    QCOMPARE(checker.count(Severity::Warning), size_t(0));
    QVERIFY(countWhere(world, schema.field("monster_density"), 3) > 0);
    QVERIFY(countWhere(world, schema.field("monster_density"), 0) < world.cellCount());
}

void WorldGeneratorTest::refusals()
{
    const Schema schema = *builtinSchema("scourge");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateWorld(schema, WorldRequest{0, 10, 1}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generateWorld(schema, WorldRequest{20000, 10, 1}));
    const SchemaResult bare = parseSchema(R"({"name": "bare", "fields": [{"name": "a", "channel": "red", "shift": 0, "bits": 1}]})", "bare.json");
    try {
        generateWorld(*bare.schema, WorldRequest{8, 8, 1});
        QFAIL("a schema without the scourge fields was accepted");
    } catch (const std::invalid_argument& error) {
        QCOMPARE(QString(error.what()), QString("schema \"bare\" has no field \"elevation\" (worlds are generated, "
                                                "tiled and travelled with the scourge fields)"));
    }
}

INCURSION_TEST_MAIN(WorldGeneratorTest)
#include "tst_world_generator.moc"
} // namespace tst_world_generator
