// The incworld command line (runtime/tools/incworld): --help on every command,
// exit codes 0/1/2, new/check/get/set/render/tile/travel/schema on real files,
// check --json exactly as the issue specifies, check --fix, and the example
// module's world checking clean.
#include "worldmap/local_tile.h"
#include "worldmap/world_png.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_suite.h"

namespace tst_world_incworld {

using namespace incursion::worldmap;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run incworld(const QStringList& arguments)
{
    QProcess process;
    process.start(INCURSION_BINARY_DIR "/bin/incworld", arguments);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class IncworldTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void helpOnEveryCommand_data();
    void helpOnEveryCommand();
    void badUsageExitsTwo_data();
    void badUsageExitsTwo();
    void newIsDeterministicAndChecksClean();
    void checkJsonAndFix();
    void getAndSetTouchOnlyTheirBits();
    void renderDrawsTheFieldsColours();
    void tileJsonEdgesComeFromTheCells();
    void tileWithTheExampleModule();
    void travel();
    void schemas();
    void theExampleWorldChecksClean();

private:
    QString path(const char* name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void IncworldTest::helpOnEveryCommand_data()
{
    QTest::addColumn<QString>("command");
    for (const char* command : {"schema", "new", "check", "get", "set", "render", "tile", "travel"})
        QTest::newRow(command) << command;
}

void IncworldTest::helpOnEveryCommand()
{
    QFETCH(QString, command);
    const Run run = incworld({command, "--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Usage: incworld " + command), qPrintable(run.out));
    QVERIFY(run.out.contains("Exit status:"));
    QVERIFY(incworld({"--help"}).out.contains("  " + command + " "));
}

void IncworldTest::badUsageExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    QTest::newRow("no command") << QStringList() << "incworld: no command (try 'incworld --help')";
    QTest::newRow("unknown command") << QStringList{"paint"} << "incworld: unknown command 'paint'";
    QTest::newRow("unknown option") << QStringList{"check", "--colour", "w.png"} << "incworld: unknown option '--colour' of check";
    QTest::newRow("missing value") << QStringList{"new", "--size"} << "incworld: option '--size' needs a value";
    QTest::newRow("bad size") << QStringList{"new", "--size", "12", "--seed", "1", "-o", "x.png"}
                              << "incworld: '--size' needs WIDTHxHEIGHT, not '12'";
    QTest::newRow("huge size") << QStringList{"new", "--size", "200000x200000", "--seed", "1", "-o", "x.png"}
                               << "incworld: 200000x200000 cells is larger than the largest world";
    QTest::newRow("fix without -o") << QStringList{"check", "--fix", "w.png"} << "incworld: --fix needs -o OUT.png";
    QTest::newRow("unreadable world") << QStringList{"check", "/nonexistent/w.png"}
                                      << "incworld: /nonexistent/w.png: cannot open (No such file or directory)";
    QTest::newRow("unknown schema") << QStringList{"check", "--schema", "nope", "w.png"}
                                    << "incworld: nope: no such built-in schema (scourge, scourge-monsters)";
}

void IncworldTest::badUsageExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    const Run run = incworld(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(error), qPrintable(run.err));
}

void IncworldTest::newIsDeterministicAndChecksClean()
{
    Run run = incworld({"new", "--size", "40x30", "--seed", "9", "-o", path("a.png")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, path("a.png") + ": 40x30 world, seed 9, schema scourge\n");
    QCOMPARE(incworld({"new", "--size", "40x30", "--seed", "9", "-o", path("b.png")}).exitCode, 0);
    QCOMPARE(fileBytes(path("a.png")), fileBytes(path("b.png")));
    QCOMPARE(incworld({"new", "--size", "40x30", "--seed", "10", "-o", path("c.png")}).exitCode, 0);
    QVERIFY(fileBytes(path("a.png")) != fileBytes(path("c.png")));
    // Notes are counted, and listed only with --notes.
    run = incworld({"check", path("a.png")});
    QCOMPARE(run.exitCode, 0);
    const QRegularExpressionMatch counted =
        QRegularExpression("^0 errors, 0 warnings, (\\d+) notes \\(--notes lists them\\)\n$").match(run.out);
    QVERIFY2(counted.hasMatch(), qPrintable(run.out));
    const int notes = counted.captured(1).toInt();
    QVERIFY(notes > 0);
    run = incworld({"check", "--notes", path("a.png")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count(": info: "), notes);
    QVERIFY2(run.out.endsWith(QString("\n0 errors, 0 warnings, %1 notes\n").arg(notes)), qPrintable(run.out));
}

void IncworldTest::checkJsonAndFix()
{
    QCOMPARE(incworld({"new", "--size", "20x20", "--seed", "3", "-o", path("w.png")}).exitCode, 0);
    // A town without a road, mountains with trees: two errors.
    QCOMPARE(incworld({"set", path("w.png"), "4,5", "development=town", "road=no", "-o", path("bad.png")}).exitCode, 0);
    QCOMPARE(incworld({"set", path("bad.png"), "6,7", "elevation=mountains", "vegetation=light forest", "road=yes", "-o",
                       path("bad.png")}).exitCode,
             0);
    Run run = incworld({"check", "--json", path("bad.png")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(root.keys(), QStringList{"problems"});
    QJsonArray errors;
    for (const QJsonValue& value : root["problems"].toArray()) {
        const QJsonObject problem = value.toObject();
        QCOMPARE(problem.keys(), QStringList({"message", "rule", "severity", "x", "y"}));
        QVERIFY(problem["x"].isDouble() && problem["y"].isDouble());
        if (problem["severity"].toString() != "info")
            errors.append(problem);
    }
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors[0].toObject()["x"].toInt(), 4);
    QCOMPARE(errors[0].toObject()["y"].toInt(), 5);
    QCOMPARE(errors[0].toObject()["rule"].toString(), QString("settlement_road"));
    QCOMPARE(errors[0].toObject()["severity"].toString(), QString("error"));
    QCOMPARE(errors[0].toObject()["message"].toString(),
             QString("villages and towns have a road (development=town, road=no)"));
    QCOMPARE(errors[1].toObject()["rule"].toString(), QString("mountains_treeless"));

    run = incworld({"check", path("bad.png")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(path("bad.png") + ":4,5: error: settlement_road: villages and towns have a road "
                                                "(development=town, road=no) (fix: road=yes)\n"),
             qPrintable(run.out));

    run = incworld({"check", "--fix", "-o", path("fixed.png"), path("bad.png")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("2 fixes applied, written to " + path("fixed.png")), qPrintable(run.out));
    QCOMPARE(incworld({"check", path("fixed.png")}).exitCode, 0);
    QCOMPARE(incworld({"get", path("fixed.png"), "4,5"}).out.split('\n').filter("road=").front(), QString("road=yes"));
}

void IncworldTest::getAndSetTouchOnlyTheirBits()
{
    QCOMPARE(incworld({"new", "--size", "16x12", "--seed", "4", "-o", path("w.png")}).exitCode, 0);
    Run run = incworld({"get", path("w.png"), "3,4"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 13);
    QVERIFY(lines[0].startsWith("fixed_map="));
    QVERIFY(lines[12].startsWith("climate="));

    QCOMPARE(incworld({"set", path("w.png"), "3,4", "levels=9", "airport=yes", "climate=6", "-o", path("s.png")}).exitCode, 0);
    const WorldGrid before = *readWorldPng(path("w.png").toStdString()).grid;
    const WorldGrid after = *readWorldPng(path("s.png").toStdString()).grid;
    for (int y = 0; y < 12; ++y)
        for (int x = 0; x < 16; ++x)
            for (int c = 0; c < 3; ++c) {
                // levels: red bits 2-5; airport: green bit 6; climate: blue bits 5-7.
                const uint8_t changed = x == 3 && y == 4 ? (c == 0 ? 0x3C : c == 1 ? 0x40 : 0xE0) : 0;
                QCOMPARE(after.byte(x, y, Channel(c)) & ~changed, before.byte(x, y, Channel(c)) & ~changed);
            }
    run = incworld({"get", path("s.png"), "3,4"});
    QVERIFY(run.out.contains("\nlevels=9\n"));
    QVERIFY(run.out.contains("\nairport=yes\n"));
    QVERIFY(run.out.endsWith("\nclimate=6\n"));

    QCOMPARE(incworld({"set", path("w.png"), "3,4", "road=2", "-o", path("x.png")}).exitCode, 2);
    QVERIFY(incworld({"set", path("w.png"), "3,4", "colour=2", "-o", path("x.png")}).err.contains("no field 'colour'"));
    QVERIFY(incworld({"get", path("w.png"), "16,0"}).err.contains("cell 16,0 is outside the 16x12 world"));
    QVERIFY(!QFile::exists(path("x.png")));
}

void IncworldTest::renderDrawsTheFieldsColours()
{
    QCOMPARE(incworld({"new", "--size", "16x12", "--seed", "4", "-o", path("w.png")}).exitCode, 0);
    QCOMPARE(incworld({"render", "--field", "elevation", path("w.png"), "-o", path("r.png")}).exitCode, 0);
    const Schema schema = *builtinSchema("scourge");
    const Field& elevation = schema.field("elevation");
    const WorldGrid world = *readWorldPng(path("w.png").toStdString()).grid;
    const WorldGrid image = *readWorldPng(path("r.png").toStdString()).grid;
    for (int y = 0; y < 12; ++y)
        for (int x = 0; x < 16; ++x) {
            const uint32_t rgb = elevation.colour(world.get(x, y, elevation));
            QCOMPARE(image.byte(x, y, Channel::Red), uint8_t(rgb >> 16));
            QCOMPARE(image.byte(x, y, Channel::Green), uint8_t(rgb >> 8));
            QCOMPARE(image.byte(x, y, Channel::Blue), uint8_t(rgb));
        }
}

void IncworldTest::tileJsonEdgesComeFromTheCells()
{
    QCOMPARE(incworld({"new", "--size", "24x24", "--seed", "6", "-o", path("w.png")}).exitCode, 0);
    const WorldGrid world = *readWorldPng(path("w.png").toStdString()).grid;
    const Schema schema = *builtinSchema("scourge");
    int checked = 0;
    for (int y = 4; y < 20; y += 5)
        for (int x = 4; x < 20; x += 5) {
            const QString cell = QString("%1,%2").arg(x).arg(y);
            const Run run = incworld({"tile", "--json", "--seed", "6", "--size", "40", path("w.png"), cell});
            QCOMPARE(run.exitCode, 0);
            const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
            const LocalTile tile = generateLocalTile(schema, world, TileRequest{x, y, 6, 40});
            QCOMPARE(root["cells"].toArray().size(), 40);
            for (int row = 0; row < 40; ++row) {
                const QString line = root["cells"].toArray()[row].toString();
                QCOMPARE(line.size(), 40);
                for (int column = 0; column < 40; ++column)
                    if (line[column] != '+' && line[column] != '>')
                        QCOMPARE(line[column].toLatin1(), localTerrainSymbol(tile.at(column, row)));
            }
            const QJsonObject edges = root["edges"].toObject();
            QCOMPARE(edges.keys(), QStringList({"east", "north", "south", "west"}));
            for (const Edge edge : kEdges) {
                const QJsonObject e = edges[QString(edgeName(edge).data())].toObject();
                QCOMPARE(e.keys(), QStringList({"coast", "river", "road"}));
                QCOMPARE(e["road"].toBool(), tile.roadCrosses(edge));
                QCOMPARE(e["river"].toBool(), tile.riverCrosses(edge));
                QCOMPARE(e["coast"].toBool(), tile.coastOn(edge));
            }
            ++checked;
        }
    QCOMPARE(checked, 16);
    const Run text = incworld({"tile", path("w.png"), "12,12"});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out.split('\n')[0].size(), 64);
}

void IncworldTest::tileWithTheExampleModule()
{
    const QString module = INCURSION_BINARY_DIR "/examples/modules/goblin-warrens.mod";
    if (!QFile::exists(module))
        QSKIP("the example module is built by the example_goblin-warrens_build test");
    const QString world = INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png";
    Run run = incworld({"tile", world, "8,14", module});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("tile 8,14: a 64x64 level, "), qPrintable(run.out));
    QVERIFY(run.out.contains("> stairs down"));
    QVERIFY(run.out.contains("\"cave mouth\""));
    run = incworld({"tile", "--binding", path("none.json"), world, "8,14", module});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains("cannot open the terrain binding"));
}

void IncworldTest::travel()
{
    const QString world = INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png";
    Run run = incworld({"travel", world, "5,22", "19,22"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QString("from 5,22 to 19,22:\n"
                              "  walk       63.0 h: walk 5,22 -> 19,22 (63.0 h)\n"
                              "  horse    not possible: no stables can be reached on foot from 5,22\n"
                              "  ship      252.0 h: walk 5,22 -> 7,22 (6.0 h), ship 7,22 -> 24,14 (207.0 h), "
                              "walk 24,14 -> 19,22 (39.0 h)\n"
                              "  airship  not possible: no airport can be reached on foot from 5,22\n"));
    // Airports one road tile (3 h) from each end: walk, fly 12 tiles, walk.
    QCOMPARE(incworld({"set", world, "6,22", "airport=yes", "-o", path("a.png")}).exitCode, 0);
    QCOMPARE(incworld({"set", path("a.png"), "18,22", "airport=yes", "-o", path("b.png")}).exitCode, 0);
    run = incworld({"travel", path("b.png"), "5,22", "19,22"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.endsWith("  airship    18.0 h: walk 5,22 -> 6,22 (3.0 h), airship 6,22 -> 18,22 (12.0 h), "
                              "walk 18,22 -> 19,22 (3.0 h)\n"),
             qPrintable(run.out));
    QCOMPARE(incworld({"travel", world, "5,22", "19,23"}).out.section('\n', 1, 1),
             QString("  walk     not possible: 19,23 is ocean"));
}

void IncworldTest::schemas()
{
    Run run = incworld({"schema"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("scourge "));
    QVERIFY(run.out.contains("\nscourge-monsters "));
    run = incworld({"schema", "scourge"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject schema = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(schema["name"].toString(), QString("scourge"));
    QCOMPARE(schema["fields"].toArray().size(), 13);
    // What `schema` prints is a schema file.
    QFile file(path("mine.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(run.out.toUtf8());
    file.close();
    QCOMPARE(incworld({"schema", path("mine.json")}).out, run.out);
    QFile bad(path("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"name\": \"x\", \"fields\": []}");
    bad.close();
    run = incworld({"schema", path("bad.json")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, "incworld: " + path("bad.json") + ": fields: must be a non-empty list\n");
}

void IncworldTest::theExampleWorldChecksClean()
{
    const Run run = incworld({"check", INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QRegularExpression("^0 errors, 0 warnings, \\d+ notes \\(--notes lists them\\)\n$")),
             qPrintable(run.out));
}

INCURSION_TEST_MAIN(IncworldTest)
#include "tst_world_incworld.moc"
} // namespace tst_world_incworld
