// The rules of a world (runtime/worldmap/world_checker.h): each rule of the
// built-in schema on a hand-made world (the planted problem found at its cell
// with its message, the fix applied, nothing else reported); harbors need an
// edge, not a corner, on the sea; stables pair up per landmass; incremental
// re-checking after random edits agrees with a full check; fixing a random
// world leaves no error or warning.
#include "worldmap/landmass.h"
#include "worldmap/world_checker.h"

#include <QtTest>
#include "support/test_suite.h"

#include <random>

namespace tst_world_rules {

using namespace incursion::worldmap;

namespace {

constexpr int kPlainsValue = 1;

// 8x5 temperate grassland plains, with the ocean in column 0.
WorldGrid handMadeWorld(const Schema& schema)
{
    WorldGrid grid(8, 5);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 8; ++x) {
            grid.set(x, y, schema.field("elevation"), x == 0 ? 0 : 1);
            grid.set(x, y, schema.field("vegetation"), 1);
            grid.set(x, y, schema.field("climate"), 2);
        }
    return grid;
}

void setFields(const Schema& schema, WorldGrid& grid, int x, int y, const QString& assignments)
{
    for (const QString& assignment : assignments.split(' ', Qt::SkipEmptyParts)) {
        const QStringList parts = assignment.split('=');
        const Field& field = schema.field(parts[0].toStdString());
        // Value names are written with '_' for ' ' ("light_forest").
        const std::optional<int> value = field.parseValue(QString(parts[1]).replace('_', ' ').toStdString());
        QVERIFY2(value, qPrintable(assignment));
        grid.set(x, y, field, *value);
    }
}

QStringList describe(const WorldChecker& checker)
{
    QStringList lines;
    for (const Problem& problem : checker.problems())
        lines << QString("%1,%2 %3").arg(problem.x).arg(problem.y).arg(QString::fromStdString(checker.rule(problem).id));
    return lines;
}

} // namespace

class WorldRulesTest : public QObject {
    Q_OBJECT

private slots:
    void aCleanWorldHasNoProblems();
    void eachRuleFindsAndFixesItsProblem_data();
    void eachRuleFindsAndFixesItsProblem();
    void harborNeedsAnEdgeNotACorner();
    void stablesPairUpPerLandmass();
    void aCancelledFullCheckSaysSoAndTheNextOneIsWhole();
    void incrementalAgreesWithFullCheck_data();
    void incrementalAgreesWithFullCheck();
    void fixingARandomWorldLeavesNoErrorOrWarning();
    void keptProblemsAreTheErrorsAndWarnings();
    void aSchemaFilesRulesApply();
    void landmassesJoinAcrossRows();
};

void WorldRulesTest::aCleanWorldHasNoProblems()
{
    const Schema schema = *builtinSchema("scourge");
    const WorldGrid grid = handMadeWorld(schema);
    WorldChecker checker(schema, grid);
    checker.checkAll();
    QCOMPARE(describe(checker), QStringList());
}

void WorldRulesTest::eachRuleFindsAndFixesItsProblem_data()
{
    QTest::addColumn<QString>("planted");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("fix");
    QTest::addColumn<QString>("afterFix");      // what a full check reports after the fix
    QTest::newRow("mountains_treeless") << "elevation=mountains vegetation=light_forest road=yes" << "mountains_treeless"
        << "error" << "mountains are treeless (elevation=mountains, vegetation=light forest)" << "vegetation=wasteland" << "";
    QTest::newRow("settlement_road") << "development=village" << "settlement_road" << "error"
        << "villages and towns have a road (development=village, road=no)" << "road=yes" << "";
    QTest::newRow("settlement_road town") << "development=town" << "settlement_road" << "error"
        << "villages and towns have a road (development=town, road=no)" << "road=yes" << "";
    QTest::newRow("no_farms_in_dense_forest") << "vegetation=dense_forest development=agriculture road=yes"
        << "no_farms_in_dense_forest" << "error"
        << "dense forest cancels agriculture (vegetation=dense forest, development=agriculture)"
        << "development=wilderness" << "";
    QTest::newRow("stables_pair") << "stables=yes" << "stables_pair" << "warning"
        << "stables need other stables on the same landmass (stables=yes)" << "stables=no" << "";
    QTest::newRow("harbor_on_sea") << "harbor=yes" << "harbor_on_sea" << "warning"
        << "a harbor needs a sea border (north, east, south or west) (harbor=yes)" << "harbor=no" << "";
    QTest::newRow("elevation_range") << "elevation=6 vegetation=wasteland road=yes" << "elevation_range" << "error"
        << "elevation 6 outside its range 0..4" << "elevation=mountains" << "";
    QTest::newRow("climate_range") << "climate=7" << "climate_range" << "error" << "climate 7 outside its range 0..4"
        << "climate=tropical" << "";
    QTest::newRow("underground_range") << "underground=3 levels=5" << "underground_range" << "error"
        << "underground 3 outside its range 0..2" << "underground=cave" << "";
    QTest::newRow("impassable_mountains") << "elevation=mountains vegetation=wasteland" << "impassable_mountains"
        << "info" << "mountains without a road are impassable (elevation=mountains, road=no)" << ""
        << "3,2 impassable_mountains";
    QTest::newRow("impassable_forest") << "vegetation=dense_forest" << "impassable_forest" << "info"
        << "dense forest without a road is impassable (vegetation=dense forest, road=no)" << ""
        << "3,2 impassable_forest";
}

void WorldRulesTest::eachRuleFindsAndFixesItsProblem()
{
    QFETCH(QString, planted);
    QFETCH(QString, rule);
    QFETCH(QString, severity);
    QFETCH(QString, message);
    QFETCH(QString, fix);
    QFETCH(QString, afterFix);
    const Schema schema = *builtinSchema("scourge");
    WorldGrid grid = handMadeWorld(schema);
    setFields(schema, grid, 3, 2, planted);
    WorldChecker checker(schema, grid);
    checker.checkAll();
    QCOMPARE(describe(checker), QStringList{"3,2 " + rule});
    const Problem problem = checker.problems().front();
    QCOMPARE(QString(severityName(checker.rule(problem).severity).data()), severity);
    QCOMPARE(QString::fromStdString(checker.message(problem)), message);
    QCOMPARE(QString::fromStdString(checker.fixDescription(problem)), fix);

    const WorldGrid before = grid;
    const size_t fixes = fixAll(schema, grid, checker);
    QCOMPARE(fixes, size_t(fix.isEmpty() ? 0 : 1));
    const QStringList expected = afterFix.isEmpty() ? QStringList() : QStringList{afterFix};
    QCOMPARE(describe(checker), expected);
    WorldChecker fresh(schema, grid);
    fresh.checkAll();
    QCOMPARE(describe(fresh), expected);
    // The fix touched only its cell.
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (x != 3 || y != 2)
                for (int c = 0; c < 3; ++c)
                    QCOMPARE(grid.byte(x, y, Channel(c)), before.byte(x, y, Channel(c)));
}

void WorldRulesTest::harborNeedsAnEdgeNotACorner()
{
    const Schema schema = *builtinSchema("scourge");
    WorldGrid grid = handMadeWorld(schema);
    grid.set(4, 0, schema.field("elevation"), 0);           // a bay in the north
    setFields(schema, grid, 1, 3, "harbor=yes");            // west edge on the ocean column
    setFields(schema, grid, 4, 1, "harbor=yes");            // north edge on the bay
    setFields(schema, grid, 5, 1, "harbor=yes");            // only a corner on the bay
    WorldChecker checker(schema, grid);
    checker.checkAll();
    QCOMPARE(describe(checker), QStringList{"5,1 harbor_on_sea"});
    // Flooding the cell north of it gives it a sea edge: re-checked around the edit.
    grid.set(5, 0, schema.field("elevation"), 0);
    checker.recheckAround(5, 0);
    QCOMPARE(describe(checker), QStringList());
}

void WorldRulesTest::stablesPairUpPerLandmass()
{
    const Schema schema = *builtinSchema("scourge");
    WorldGrid grid = handMadeWorld(schema);
    // A channel of sea down column 4 splits the land in two.
    for (int y = 0; y < 5; ++y)
        grid.set(4, y, schema.field("elevation"), 0);
    setFields(schema, grid, 1, 1, "stables=yes");
    setFields(schema, grid, 3, 4, "stables=yes");
    setFields(schema, grid, 6, 2, "stables=yes");
    WorldChecker checker(schema, grid);
    checker.checkAll();
    QCOMPARE(describe(checker), QStringList{"6,2 stables_pair"});
    // A land bridge joins the two: the lone stables has company.
    grid.set(4, 4, schema.field("elevation"), 1);
    checker.recheckAround(4, 4);
    QCOMPARE(describe(checker), QStringList());
    // Cut again and drop one western stables: now two lone stables.
    grid.set(4, 4, schema.field("elevation"), 0);
    checker.recheckAround(4, 4);
    grid.set(1, 1, schema.field("stables"), 0);
    checker.recheckAround(1, 1);
    QCOMPARE(describe(checker), QStringList({"6,2 stables_pair", "3,4 stables_pair"}));
    // Stables in the sea are not on any landmass.
    setFields(schema, grid, 0, 0, "stables=yes");
    checker.recheckAround(0, 0);
    QCOMPARE(describe(checker), QStringList({"6,2 stables_pair", "3,4 stables_pair"}));
}

void WorldRulesTest::aCancelledFullCheckSaysSoAndTheNextOneIsWhole()
{
    const Schema schema = *builtinSchema("scourge");
    WorldGrid grid = handMadeWorld(schema);
    setFields(schema, grid, 6, 2, "stables=yes");
    setFields(schema, grid, 5, 1, "elevation=mountains vegetation=dense_forest");
    WorldChecker checker(schema, grid);
    std::atomic<bool> cancel = false;
    QVERIFY(checker.checkAll(&cancel));
    const QStringList whole = describe(checker);
    QVERIFY(whole.contains("5,1 mountains_treeless"));
    QVERIFY(whole.contains("6,2 stables_pair"));
    // Cancelled before it starts: it says so and keeps nothing of the last check.
    cancel = true;
    QVERIFY(!checker.checkAll(&cancel));
    QVERIFY(checker.keptProblems().empty());
    cancel = false;
    QVERIFY(checker.checkAll(&cancel));
    QCOMPARE(describe(checker), whole);
}

void WorldRulesTest::incrementalAgreesWithFullCheck_data()
{
    QTest::addColumn<uint32_t>("seed");
    for (uint32_t seed = 1; seed <= 4; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

void WorldRulesTest::incrementalAgreesWithFullCheck()
{
    QFETCH(uint32_t, seed);
    const Schema schema = *builtinSchema("scourge");
    std::mt19937 random(seed);
    WorldGrid grid(12, 9);
    for (uint8_t& byte : grid.bytes())
        byte = uint8_t(random());
    WorldChecker checker(schema, grid);
    checker.checkAll();
    for (int edit = 0; edit < 400; ++edit) {
        const int x = int(random() % 12);
        const int y = int(random() % 9);
        const Field& field = schema.fields[random() % schema.fields.size()];
        grid.set(x, y, field, int(random() % uint32_t(field.largestStored() + 1)));
        checker.recheckAround(x, y);
        if (edit % 20 == 19) {
            WorldChecker fresh(schema, grid);
            fresh.checkAll();
            QCOMPARE(describe(checker), describe(fresh));
        }
    }
}

void WorldRulesTest::fixingARandomWorldLeavesNoErrorOrWarning()
{
    const Schema schema = *builtinSchema("scourge");
    std::mt19937 random(99);
    WorldGrid grid(30, 20);
    for (uint8_t& byte : grid.bytes())
        byte = uint8_t(random());
    WorldChecker checker(schema, grid);
    checker.checkAll();
    QVERIFY(checker.count(Severity::Error) > 100);
    QVERIFY(fixAll(schema, grid, checker) > 100);
    QCOMPARE(checker.count(Severity::Error), size_t(0));
    QCOMPARE(checker.count(Severity::Warning), size_t(0));
    WorldChecker fresh(schema, grid);
    fresh.checkAll();
    QCOMPARE(describe(fresh), describe(checker));
}

void WorldRulesTest::keptProblemsAreTheErrorsAndWarnings()
{
    const Schema schema = *builtinSchema("scourge");
    std::mt19937 random(7);
    WorldGrid grid(16, 12);
    for (uint8_t& byte : grid.bytes())
        byte = uint8_t(random());
    WorldChecker checker(schema, grid);
    checker.checkAll();
    std::vector<Problem> expected;
    for (const Problem& problem : checker.problems())
        if (checker.rule(problem).severity != Severity::Info)
            expected.push_back(problem);
    QVERIFY(expected.size() > 10);
    QVERIFY(checker.problems().size() > expected.size());      // the notes are left out
    QVERIFY(checker.keptProblems() == expected);
    grid.set(3, 3, schema.field("elevation"), 4);
    grid.set(3, 3, schema.field("vegetation"), 3);
    checker.recheckAround(3, 3);
    QVERIFY(checker.has(Problem{3, 3, int(std::find_if(schema.rules.begin(), schema.rules.end(), [](const Rule& r) {
                                             return r.id == "mountains_treeless";
                                         }) - schema.rules.begin())}));
    expected.clear();
    for (const Problem& problem : checker.problems())
        if (checker.rule(problem).severity != Severity::Info)
            expected.push_back(problem);
    QVERIFY(checker.keptProblems() == expected);
}

void WorldRulesTest::aSchemaFilesRulesApply()
{
    const SchemaResult result = parseSchema(R"({
      "name": "islands",
      "fields": [
        {"name": "depth", "channel": "blue", "shift": 0, "bits": 2, "values": ["land", "shallows", "deep"]},
        {"name": "reef", "channel": "green", "shift": 0, "bits": 1},
        {"name": "lighthouse", "channel": "green", "shift": 1, "bits": 1}
      ],
      "rules": [
        {"id": "reef_in_shallows", "kind": "require", "severity": "warning", "message": "reefs grow in shallows",
         "when": {"reef": [1]}, "then": {"depth": ["shallows"]}, "fix": {"reef": 0}},
        {"id": "lighthouse_by_deep_water", "kind": "neighbour", "severity": "error", "message": "a lighthouse looks over deep water",
         "when": {"lighthouse": [1]}, "then": {"depth": ["deep"]}, "fix": {"lighthouse": 0}}
      ]})",
                                            "islands.json");
    QVERIFY2(result.schema, result.error.c_str());
    const Schema& schema = *result.schema;
    WorldGrid grid(3, 1);
    grid.set(0, 0, schema.field("reef"), 1);
    grid.set(1, 0, schema.field("lighthouse"), 1);
    grid.set(2, 0, schema.field("depth"), 2);
    grid.set(2, 0, schema.field("lighthouse"), 1);
    WorldChecker checker(schema, grid);
    checker.checkAll();
    QCOMPARE(describe(checker), QStringList({"0,0 reef_in_shallows", "2,0 lighthouse_by_deep_water"}));
}

// A U whose arms meet only in the third row, a column, an island.
void WorldRulesTest::landmassesJoinAcrossRows()
{
    const Schema schema = *builtinSchema("scourge");
    const char* const rows[] = {"L.L.L", "L.L.L", "LLL.L", "....L", "L..LL"};
    WorldGrid grid(5, 5);
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x)
            grid.set(x, y, schema.field("elevation"), rows[y][x] == 'L' ? kPlainsValue : 0);
    Condition land;
    land.terms.push_back({schema.fieldIndex("elevation"), {1, 2, 3, 4, 5, 6, 7}});
    const std::vector<uint32_t> labels = labelLandmasses(grid, CellMatcher(schema, land));
    const std::vector<uint32_t> expected = {1, 0, 1, 0, 2,  //
                                            1, 0, 1, 0, 2,  //
                                            1, 1, 1, 0, 2,  //
                                            0, 0, 0, 0, 2,  //
                                            3, 0, 0, 2, 2};
    QCOMPARE(labels, expected);
    QCOMPARE(Landmasses(grid, CellMatcher(schema, land)).count(), 3u);
}

INCURSION_TEST_MAIN(WorldRulesTest)
#include "tst_world_rules.moc"
} // namespace tst_world_rules
