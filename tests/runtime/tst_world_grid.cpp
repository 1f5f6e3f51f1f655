// The world grid and its schemas (runtime/worldmap/schema.h, world_grid.h):
// every field of both built-in schemas read and written on random pixels with
// all other bits untouched; the built-ins round-trip through their JSON; schema
// files are refused with the file, line and column or the JSON path at fault.
#include "worldmap/schema.h"
#include "worldmap/world_grid.h"

#include <QtTest>
#include "support/test_suite.h"

#include <random>

namespace tst_world_grid {

using namespace incursion::worldmap;

class WorldGridTest : public QObject {
    Q_OBJECT

private slots:
    void builtinSchemasHaveTheIssuesFields_data();
    void builtinSchemasHaveTheIssuesFields();
    void everyFieldReadAndWrittenAlone_data();
    void everyFieldReadAndWrittenAlone();
    void valuesTheBitsCannotHoldAreRefused();
    void builtinsRoundTripThroughJson();
    void schemaFilesAreRefusedWithWhere_data();
    void schemaFilesAreRefusedWithWhere();
    void aModulesOwnSchema();
    void cellPositions();
    void sizesAreChecked();
};

void WorldGridTest::builtinSchemasHaveTheIssuesFields_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("channel");
    QTest::addColumn<int>("shift");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("validCount");
    const auto row = [](const char* schema, const char* field, Channel channel, int shift, int bits, int valid) {
        QTest::addRow("%s %s", schema, field) << schema << field << int(channel) << shift << bits << valid;
    };
    for (const char* schema : {"scourge", "scourge-monsters"}) {
        row(schema, "fixed_map", Channel::Red, 0, 1, 2);
        row(schema, "storyline", Channel::Red, 1, 1, 2);
        row(schema, "development", Channel::Green, 0, 2, 4);
        row(schema, "road", Channel::Green, 2, 1, 2);
        row(schema, "river", Channel::Green, 3, 1, 2);
        row(schema, "harbor", Channel::Green, 4, 1, 2);
        row(schema, "stables", Channel::Green, 5, 1, 2);
        row(schema, "airport", Channel::Green, 6, 1, 2);
        row(schema, "elevation", Channel::Blue, 0, 3, 5);
        row(schema, "vegetation", Channel::Blue, 3, 2, 4);
        row(schema, "climate", Channel::Blue, 5, 3, 5);
    }
    row("scourge", "levels", Channel::Red, 2, 4, 16);
    row("scourge", "underground", Channel::Red, 6, 2, 3);
    row("scourge-monsters", "monster_density", Channel::Red, 2, 2, 4);
    row("scourge-monsters", "monster_min", Channel::Red, 4, 2, 4);
    row("scourge-monsters", "monster_max", Channel::Red, 6, 2, 4);
}

void WorldGridTest::builtinSchemasHaveTheIssuesFields()
{
    QFETCH(QString, schema);
    QFETCH(QString, field);
    QFETCH(int, channel);
    QFETCH(int, shift);
    QFETCH(int, bits);
    QFETCH(int, validCount);
    const std::optional<Schema> loaded = builtinSchema(schema.toStdString());
    QVERIFY(loaded);
    const Field& f = loaded->field(field.toStdString());
    QCOMPARE(int(f.channel), channel);
    QCOMPARE(f.shift, shift);
    QCOMPARE(f.bits, bits);
    QCOMPARE(f.validCount(), validCount);
}

void WorldGridTest::everyFieldReadAndWrittenAlone_data()
{
    QTest::addColumn<QString>("schema");
    QTest::newRow("scourge") << "scourge";
    QTest::newRow("scourge-monsters") << "scourge-monsters";
}

// For every field: random pixels, a random value written; the field reads it
// back and every other bit of the pixel (and every other pixel) is unchanged.
void WorldGridTest::everyFieldReadAndWrittenAlone()
{
    QFETCH(QString, schema);
    const Schema s = *builtinSchema(schema.toStdString());
    std::mt19937 random(15);
    WorldGrid grid(17, 11);
    for (uint8_t& byte : grid.bytes())
        byte = uint8_t(random());
    for (const Field& field : s.fields) {
        for (int trial = 0; trial < 200; ++trial) {
            const int x = int(random() % 17);
            const int y = int(random() % 11);
            const int value = int(random() % uint32_t(field.largestStored() + 1));
            const WorldGrid before = grid;
            grid.set(x, y, field, value);
            QCOMPARE(grid.get(x, y, field), value);
            const uint8_t fieldBits = uint8_t(field.mask() << field.shift);
            for (int c = 0; c < 3; ++c) {
                const Channel channel = Channel(c);
                const uint8_t keep = channel == field.channel ? uint8_t(~fieldBits) : uint8_t(0xFF);
                QCOMPARE(grid.byte(x, y, channel) & keep, before.byte(x, y, channel) & keep);
            }
            // Nothing else moved: restoring the cell restores the grid.
            WorldGrid restored = grid;
            for (int c = 0; c < 3; ++c)
                restored.setByte(x, y, Channel(c), before.byte(x, y, Channel(c)));
            QVERIFY(restored == before);
            // The other fields of the cell read as before.
            for (const Field& other : s.fields)
                if (&other != &field)
                    QCOMPARE(grid.get(x, y, other), before.get(x, y, other));
        }
    }
}

void WorldGridTest::valuesTheBitsCannotHoldAreRefused()
{
    const Schema s = *builtinSchema("scourge");
    WorldGrid grid(2, 2);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, grid.set(0, 0, s.field("road"), 2));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, grid.set(0, 0, s.field("elevation"), 8));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, grid.set(2, 0, s.field("road"), 1));
    // Out-of-range but storable values are stored (the rules report them).
    grid.set(1, 1, s.field("elevation"), 7);
    QCOMPARE(grid.get(1, 1, s.field("elevation")), 7);
    QVERIFY(!s.field("elevation").valid(7));
    QCOMPARE(s.field("elevation").valueName(4), std::string("mountains"));
    QCOMPARE(s.field("elevation").parseValue("downs"), std::optional<int>(3));
    QCOMPARE(s.field("elevation").parseValue("6"), std::optional<int>(6));
    QCOMPARE(s.field("elevation").parseValue("8"), std::nullopt);
}

void WorldGridTest::builtinsRoundTripThroughJson()
{
    for (const std::string_view name : builtinSchemaNames()) {
        const Schema s = *builtinSchema(name);
        const SchemaResult again = parseSchema(s.toJson(), "again.json");
        QVERIFY2(again.schema, again.error.c_str());
        QCOMPARE(again.schema->toJson(), s.toJson());
        QCOMPARE(again.schema->fields.size(), s.fields.size());
        QCOMPARE(again.schema->rules.size(), s.rules.size());
    }
    const Schema s = *builtinSchema("scourge");
    QStringList ids;
    for (const Rule& rule : s.rules)
        ids << QString::fromStdString(rule.id);
    QCOMPARE(ids, QStringList({"mountains_treeless", "settlement_road", "no_farms_in_dense_forest", "stables_pair",
                               "harbor_on_sea", "elevation_range", "climate_range", "underground_range",
                               "impassable_mountains", "impassable_forest"}));
}

void WorldGridTest::schemaFilesAreRefusedWithWhere_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error");
    const QString field = R"({"name": "s", "fields": [{"name": "a", "channel": "red", "shift": 0, "bits": 2}%1]%2})";
    QTest::newRow("not json") << "{\n  \"name\": \"s\",\n  oops\n}" << "my.json:3:3: not valid JSON";
    QTest::newRow("no fields") << R"({"name": "s"})" << "my.json: needs \"fields\"";
    QTest::newRow("bits too wide") << R"({"name": "s", "fields": [{"name": "a", "channel": "red", "shift": 6, "bits": 3}]})"
                                   << "my.json: fields[0].bits: must be 1..2, not 3";
    QTest::newRow("overlap") << field.arg(R"(, {"name": "b", "channel": "red", "shift": 1, "bits": 1})", "")
                             << "my.json: fields[1]: \"b\" overlaps another field's bits of the red byte";
    QTest::newRow("bad channel") << field.arg(R"(, {"name": "b", "channel": "alpha", "shift": 4, "bits": 1})", "")
                                 << "my.json: fields[1].channel: must be \"red\", \"green\" or \"blue\", not \"alpha\"";
    QTest::newRow("too many names")
        << R"({"name": "s", "fields": [{"name": "a", "channel": "red", "shift": 0, "bits": 1, "values": ["x", "y", "z"]}]})"
        << "my.json: fields[0].values: must list 1..2 value names";
    QTest::newRow("unknown field in rule")
        << field.arg("", R"(, "rules": [{"id": "r", "kind": "note", "severity": "info", "message": "m", "when": {"zz": [1]}}])")
        << "my.json: rules[0].when.zz: no field \"zz\" in the schema";
    QTest::newRow("value the bits cannot hold")
        << field.arg("", R"(, "rules": [{"id": "r", "kind": "note", "severity": "info", "message": "m", "when": {"a": [4]}}])")
        << "my.json: rules[0].when.a[0]: is not a value of field \"a\" (4)";
    QTest::newRow("unknown kind")
        << field.arg("", R"(, "rules": [{"id": "r", "kind": "magic", "severity": "info"}])")
        << "my.json: rules[0].kind: must be range, require, neighbour, landmass_pair or note, not \"magic\"";
    QTest::newRow("require without fix")
        << field.arg("", R"(, "rules": [{"id": "r", "kind": "require", "severity": "error", "message": "m", "when": {"a": [1]}, "then": {"a": [1]}}])")
        << "my.json: rules[0]: needs \"fix\"";
}

void WorldGridTest::schemaFilesAreRefusedWithWhere()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    const SchemaResult result = parseSchema(json.toStdString(), "my.json");
    QVERIFY(!result.schema);
    QVERIFY2(QString::fromStdString(result.error).startsWith(error), result.error.c_str());
}

void WorldGridTest::aModulesOwnSchema()
{
    const SchemaResult result = parseSchema(R"({
      "name": "islands",
      "fields": [
        {"name": "depth", "channel": "blue", "shift": 0, "bits": 4, "values": ["land", "shallows", "deep"]},
        {"name": "reef", "channel": "green", "shift": 7, "bits": 1}
      ],
      "rules": [
        {"id": "reef_in_shallows", "kind": "require", "severity": "warning", "message": "reefs grow in shallows",
         "when": {"reef": [1]}, "then": {"depth": ["shallows"]}, "fix": {"reef": 0}},
        {"id": "depth_range", "kind": "range", "severity": "error", "field": "depth"}
      ]})",
                                            "islands.json");
    QVERIFY2(result.schema, result.error.c_str());
    const Schema& s = *result.schema;
    QCOMPARE(s.field("reef").largestStored(), 1);
    QCOMPARE(s.field("depth").validCount(), 3);
    QCOMPARE(s.rules[0].then.terms[0].values, std::vector<int>{1});
    QCOMPARE(s.rules[1].message, std::string("depth outside its range 0..2"));
    WorldGrid grid(1, 1);
    grid.set(0, 0, s.field("reef"), 1);
    QCOMPARE(grid.byte(0, 0, Channel::Green), uint8_t(0x80));
}

void WorldGridTest::cellPositions()
{
    QCOMPARE(parseCellPosition("3,4"), (std::optional<std::array<int, 2>>{{3, 4}}));
    QCOMPARE(parseCellPosition("0,0"), (std::optional<std::array<int, 2>>{{0, 0}}));
    QCOMPARE(parseCellPosition("3"), std::nullopt);
    QCOMPARE(parseCellPosition("-1,2"), std::nullopt);
    QCOMPARE(parseCellPosition("1,2x"), std::nullopt);
    QCOMPARE(parseCellPosition(",2"), std::nullopt);
}

void WorldGridTest::sizesAreChecked()
{
    QVERIFY(WorldGrid::sizeProblem(4096, 4096).empty());
    QCOMPARE(WorldGrid::sizeProblem(200000, 200000),
             std::string("200000x200000 cells is larger than the largest world (16384 cells a side)"));
    QVERIFY(!WorldGrid::sizeProblem(16384, 16384).empty());
    QVERIFY(!WorldGrid::sizeProblem(0, 5).empty());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, WorldGrid(0, 3));
}

INCURSION_TEST_MAIN(WorldGridTest)
#include "tst_world_grid.moc"
} // namespace tst_world_grid
