// The world editor (editor/world/): tools change only their field's bits,
// each edit is one undo step storing only what changed, the rules panel
// follows edits and fixes, regeneration keeps painted cells, the tile
// preview follows a neighbour's edit, bad PNGs are refused with the reason
// and nothing written, and a world changed on disk is not overwritten
// without asking. Compared through the runtime's own get and readWorldPng.
#include "editing/document_tabs.h"
#include "project/current_project.h"
#include "world/painted_mask.h"
#include "world/tile_preview_dock.h"
#include "world/world_controller.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_rules_dock.h"
#include "world/world_rendering.h"
#include "world/world_view.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"

#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSemaphore>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QTreeWidget>
#include <QtTest>

namespace tst_world_editor {

using namespace incursion::studio;
using incursion::worldmap::Field;
using incursion::worldmap::Problem;
using incursion::worldmap::WorldGrid;

namespace {

std::unique_ptr<WorldEditor> generatedEditor(int width = 48, int height = 32, uint64_t seed = 3)
{
    QString error;
    std::unique_ptr<WorldDocument> document =
        WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), width, height, seed, &error);
    if (!document)
        qFatal("%s", qPrintable(error));
    return std::make_unique<WorldEditor>(std::move(document));
}

int fieldIndex(const WorldDocument& document, const char* name)
{
    return document.schema().fieldIndex(name);
}

// Every cell: fields other than `field` as before; `field` either as before or `value`.
// Returns the number of cells whose `field` changed.
int compareFieldOnly(const WorldDocument& document, const WorldGrid& before, int field, int value)
{
    const WorldGrid& now = document.grid();
    int changed = 0;
    for (int y = 0; y < now.height(); ++y)
        for (int x = 0; x < now.width(); ++x)
            for (size_t f = 0; f < document.schema().fields.size(); ++f) {
                const Field& each = document.schema().fields[f];
                if (int(f) != field) {
                    if (now.get(x, y, each) != before.get(x, y, each))
                        return -1;
                } else if (now.get(x, y, each) != before.get(x, y, each)) {
                    if (now.get(x, y, each) != value)
                        return -1;
                    ++changed;
                }
            }
    return changed;
}

int ruleIndex(const WorldDocument& document, const char* id)
{
    const auto& rules = document.schema().rules;
    for (size_t r = 0; r < rules.size(); ++r)
        if (rules[r].id == id)
            return int(r);
    return -1;
}

// What a checker made afresh over the grid keeps: the document's checker must agree.
std::vector<Problem> freshProblems(const WorldDocument& document)
{
    incursion::worldmap::WorldChecker fresh(document.schema(), document.grid());
    fresh.checkAll();
    return fresh.keptProblems();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class WorldEditorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_editor")); }
    void eachBrushChangesOnlyItsFieldsBits_data();
    void eachBrushChangesOnlyItsFieldsBits();
    void undoAndRedoRestoreTheBytes();
    void aWholeWorldFillIsOneLightUndoStep();
    void copyAndPasteChosenFields();
    void globalOperationWithAFilter();
    void aPlantedProblemShowsInTheRulesDockAndFixRemovesIt();
    void fixAllOfARuleIsOneUndoStep();
    void regenerateKeepsPaintedCells();
    void tilePreviewFollowsANeighboursEdit();
    void savingWritesTheGridBitForBitWithThePaintedCells();
    void paintedMaskFormatErrorsNameTheLine();
    void badPngsAreRefusedWithTheReason_data();
    void badPngsAreRefusedWithTheReason();
    void aWorldChangedOnDiskIsNotOverwrittenWithoutAsking();
    void theProjectsWorldsAreFound();
    void aLayerRedrawnWhereCellsChangedMatchesOneDrawnWhole();
    void aLayerDrawnInTheBackgroundMatchesOneDrawnAtOnce();
    void aFrameIsDrawnWhileEveryPoolThreadIsBusy();
    void anEditDuringTheBackgroundDrawingIsNotLost();
    void undoAndRedoOfAWholeWorldFillRestoreEveryCell();
    void playFromThisCellSaysWhichWorldAndCell();
    void theFirstRuleCheckRunsOnAWorkerAndTheRulesDockFillsWhenDone();
    void undoingAWholeWorldChangeRechecksOnTheWorker();
    void theRulesDockFollowsAStrokeWhileItIsPainted();
    void copyFieldsDialogCopiesOnlyTheTickedFields();
    void theLandmassesOverlayTintsEachLandmass();
    void theNetworksOverlayJoinsTheCellsTravelJoins();
    void theRoadsOverlayJoinsNeighboursAndDotsALoneCell();
    void aHoverRepaintsOnlyTheToolsPreview();
};

void WorldEditorTest::eachBrushChangesOnlyItsFieldsBits_data()
{
    QTest::addColumn<int>("tool");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::newRow("pencil road") << int(WorldToolId::Pencil) << "road" << 1;
    QTest::newRow("pencil elevation") << int(WorldToolId::Pencil) << "elevation" << 4;
    QTest::newRow("line river") << int(WorldToolId::Line) << "river" << 1;
    QTest::newRow("rectangle climate") << int(WorldToolId::Rectangle) << "climate" << 0;
    QTest::newRow("fill vegetation") << int(WorldToolId::Fill) << "vegetation" << 3;
    QTest::newRow("fill levels") << int(WorldToolId::Fill) << "levels" << 9;
}

void WorldEditorTest::eachBrushChangesOnlyItsFieldsBits()
{
    QFETCH(int, tool);
    QFETCH(QString, field);
    QFETCH(int, value);
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    const WorldGrid before = document.grid();
    const int f = fieldIndex(document, field.toLatin1().constData());
    editor->setTool(WorldToolId(tool));
    editor->setBrushField(f);
    editor->setBrushValue(value);
    editor->setBrushSize(3);
    editor->setBrushRound(true);
    editor->pressCell(QPoint(10, 10));
    editor->dragCell(QPoint(14, 12));
    editor->dragCell(QPoint(20, 15));
    editor->releaseCell(QPoint(20, 15));
    const int changed = compareFieldOnly(document, before, f, value);
    QVERIFY2(changed > 0, "the tool changed nothing, or a bit outside its field");
    QCOMPARE(document.undoStack()->count(), 1);
    // The painted mask holds exactly the changed cells.
    int painted = 0;
    for (int y = 0; y < before.height(); ++y)
        for (int x = 0; x < before.width(); ++x) {
            const bool differs = before.get(x, y, document.schema().fields[size_t(f)]) != document.grid().get(x, y, document.schema().fields[size_t(f)]);
            QCOMPARE(document.isPainted(x, y), differs);
            painted += differs;
        }
    QCOMPARE(painted, changed);
}

void WorldEditorTest::undoAndRedoRestoreTheBytes()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    const std::vector<uint8_t> original = document.grid().bytes();
    editor->setBrushField(fieldIndex(document, "development"));
    editor->setBrushValue(3);
    editor->setBrushSize(5);
    editor->pressCell(QPoint(5, 5));
    editor->dragCell(QPoint(30, 20));
    editor->releaseCell(QPoint(30, 20));
    const std::vector<uint8_t> painted = document.grid().bytes();
    QVERIFY(painted != original);
    QVERIFY(document.isModified());
    document.undoStack()->undo();
    QVERIFY(document.grid().bytes() == original);
    QVERIFY(!document.isPainted(5, 5));
    document.undoStack()->redo();
    QVERIFY(document.grid().bytes() == painted);
    QVERIFY(document.isPainted(5, 5));
    QCOMPARE(document.undoStack()->count(), 1);
}

void WorldEditorTest::aWholeWorldFillIsOneLightUndoStep()
{
    QString error;
    auto document = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 1024, 1024, std::nullopt, &error);
    QVERIFY(document);
    WorldEditor editor(std::move(document));
    WorldDocument& world = *editor.document();
    editor.setTool(WorldToolId::Fill);
    editor.setBrushField(fieldIndex(world, "elevation"));
    editor.setBrushValue(1);
    editor.pressCell(QPoint(100, 100));
    editor.releaseCell(QPoint(100, 100));
    QCOMPARE(world.grid().get(1023, 1023, world.schema().field("elevation")), 1);
    QCOMPARE(world.undoStack()->count(), 1);
    const auto* command = dynamic_cast<const WorldEditCommand*>(world.undoStack()->command(0));
    QVERIFY(command);
    QCOMPARE(command->changedCells(), size_t(1024 * 1024));
    // One run for the field and one for the painted cells: a few dozen bytes for a million cells.
    QVERIFY2(command->memoryBytes() < 64, qPrintable(QString::number(command->memoryBytes())));
    world.undoStack()->undo();
    QCOMPARE(world.grid().get(1023, 1023, world.schema().field("elevation")), 0);
    QVERIFY(std::all_of(world.grid().bytes().begin(), world.grid().bytes().end(), [](uint8_t b) { return b == 0; }));
}

void WorldEditorTest::undoAndRedoOfAWholeWorldFillRestoreEveryCell()
{
    // A generated world, its climate made one value, then filled with another over the whole world.
    auto editor = generatedEditor(1024, 1024, 21);
    WorldDocument& document = *editor->document();
    const Field& climate = document.schema().field("climate");
    const WorldGrid generated = document.grid();
    QVERIFY(document.applyOperation(QStringLiteral("flatten"), document.bounds(), [&](WorldGrid& grid) {
        for (size_t i = 0; i < grid.cellCount(); ++i)
            WorldGrid::setFieldOf(grid.cell(i), climate, 2);
    }) > 0);
    const WorldGrid flat = document.grid();
    editor->setTool(WorldToolId::Fill);
    editor->setBrushField(fieldIndex(document, "climate"));
    editor->setBrushValue(1);
    editor->pressCell(QPoint(500, 500));
    editor->releaseCell(QPoint(500, 500));
    const WorldGrid filled = document.grid();
    QCOMPARE(document.undoStack()->count(), 2);
    const auto* fill = dynamic_cast<const WorldEditCommand*>(document.undoStack()->command(1));
    QVERIFY(fill);
    QCOMPARE(fill->changedCells(), size_t(1024 * 1024));
    // One run of the one field that changed, and the runs of cells newly marked painted (those the flatten
    // left as they were): less than a bit a changed cell, against 3 MB of pixels.
    QVERIFY2(fill->memoryBytes() < 1024 * 1024 / 8, qPrintable(QString::number(fill->memoryBytes())));

    // Every field of every cell, through the runtime's get.
    const auto sameCells = [&](const WorldGrid& expected) {
        for (int y = 0; y < 1024; ++y)
            for (int x = 0; x < 1024; ++x)
                for (const Field& field : document.schema().fields)
                    if (document.grid().get(x, y, field) != expected.get(x, y, field))
                        return false;
        return document.grid().bytes() == expected.bytes();
    };
    for (int cycle = 0; cycle < 2; ++cycle) {
        document.undoStack()->undo();        // while the fill's re-check runs: it is cancelled, not waited for
        QVERIFY(sameCells(flat));
        document.undoStack()->undo();
        QVERIFY(sameCells(generated));
        document.undoStack()->redo();
        QVERIFY(sameCells(flat));
        document.undoStack()->redo();
        QVERIFY(sameCells(filled));
    }
    document.undoStack()->undo();
    QVERIFY(sameCells(flat));
    // The rules and the picture follow: the re-check as a fresh one finds, the composite as one drawn anew.
    QTRY_VERIFY(!document.checking());
    QCOMPARE(document.checker().keptProblems(), freshProblems(document));
    LayerImage& composite = *editor->view()->layers().front().image;
    composite.drawInBackground(document.bounds());
    composite.waitForBackground();
    LayerImage fresh(document.schema(), document.grid(), kCompositeLayer);
    fresh.drawNow(document.bounds());
    QCOMPARE(composite.image(), fresh.image());
}

void WorldEditorTest::copyAndPasteChosenFields()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    const WorldGrid before = document.grid();
    editor->selection().selectRect(QRect(2, 2, 6, 5), document.grid().width(), false);
    const int road = fieldIndex(document, "road");
    editor->copySelection({road});
    editor->paste();
    QCOMPARE(editor->tool(), WorldToolId::Stamp);
    editor->pressCell(QPoint(30, 20));
    editor->releaseCell(QPoint(30, 20));
    const Field& roadField = document.schema().fields[size_t(road)];
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 6; ++x) {
            QCOMPARE(document.grid().get(30 + x, 20 + y, roadField), before.get(2 + x, 2 + y, roadField));
            for (const Field& other : document.schema().fields)
                if (other.name != "road")
                    QCOMPARE(document.grid().get(30 + x, 20 + y, other), before.get(30 + x, 20 + y, other));
        }
}

void WorldEditorTest::globalOperationWithAFilter()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    const Field& elevation = document.schema().field("elevation");
    const Field& vegetation = document.schema().field("vegetation");
    editor->applyGlobalOperation(GlobalOperation{fieldIndex(document, "elevation"), 4, std::pair{fieldIndex(document, "elevation"), 3}, false});
    const WorldGrid before = document.grid();
    GlobalOperation operation{fieldIndex(document, "vegetation"), 2, std::pair{fieldIndex(document, "elevation"), 4}, false};
    QVERIFY(editor->applyGlobalOperation(operation) > 0);
    for (int y = 0; y < before.height(); ++y)
        for (int x = 0; x < before.width(); ++x)
            QCOMPARE(document.grid().get(x, y, vegetation), before.get(x, y, elevation) == 4 ? 2 : before.get(x, y, vegetation));
    QCOMPARE(document.undoStack()->count(), 2);
    QVERIFY(document.undoStack()->text(1).contains(QStringLiteral("where elevation = mountains")));
}

void WorldEditorTest::aPlantedProblemShowsInTheRulesDockAndFixRemovesIt()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    WorldRulesDock dock;
    dock.setEditor(editor.get());
    QCOMPARE(dock.tree()->topLevelItemCount(), 0);      // generated worlds check clean
    // Mountains with dense forest: mountains_treeless.
    document.beginStroke();
    document.strokeSet(12, 9, fieldIndex(document, "elevation"), 4);
    document.strokeSet(12, 9, fieldIndex(document, "vegetation"), 3);
    document.endStroke(QStringLiteral("plant"));
    QTRY_COMPARE(dock.tree()->topLevelItemCount(), 1);
    QTreeWidgetItem* rule = dock.tree()->topLevelItem(0);
    QVERIFY(rule->text(0).startsWith(QStringLiteral("mountains_treeless (1)")));
    QTreeWidgetItem* problem = rule->child(0);
    QCOMPARE(problem->text(0), QStringLiteral("12,9"));
    QVERIFY(problem->text(1).contains(QStringLiteral("dense forest")));
    QCOMPARE(problem->text(2), QStringLiteral("vegetation=wasteland"));
    QSignalSpy goTo(&dock, &WorldRulesDock::goToCell);
    dock.tree()->setCurrentItem(problem);
    emit dock.tree()->itemClicked(problem, 0);
    QCOMPARE(goTo.count(), 1);
    QCOMPARE(goTo.at(0).at(0).toPoint(), QPoint(12, 9));
    QVERIFY(dock.fixButton()->isEnabled());
    dock.fixButton()->click();
    QCOMPARE(dock.tree()->topLevelItemCount(), 0);
    QCOMPARE(document.grid().get(12, 9, document.schema().field("vegetation")), 0);
    QCOMPARE(document.grid().get(12, 9, document.schema().field("elevation")), 4);
    QCOMPARE(document.undoStack()->count(), 2);
    document.undoStack()->undo();       // the fix is undoable: the problem is back
    QTRY_COMPARE(dock.tree()->topLevelItemCount(), 1);
    QVERIFY(document.checker().has(Problem{12, 9, ruleIndex(document, "mountains_treeless")}));
}

void WorldEditorTest::fixAllOfARuleIsOneUndoStep()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    const WorldGrid clean = document.grid();
    // Every village and town loses its road: settlement_road on each.
    document.applyOperation(QStringLiteral("unroad"), document.bounds(), [&](WorldGrid& grid) {
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (grid.get(x, y, document.schema().field("development")) >= 2)
                    grid.set(x, y, document.schema().field("road"), 0);
    });
    const int rule = ruleIndex(document, "settlement_road");
    const size_t planted = document.checker().keptProblems().size();
    QVERIFY(planted > 3);
    QCOMPARE(document.fixAll(rule), planted);
    QVERIFY(document.checker().keptProblems().empty());
    QVERIFY(document.grid() == clean);
    QCOMPARE(document.undoStack()->count(), 2);
    document.undoStack()->undo();
    QCOMPARE(document.checker().keptProblems().size(), planted);
}

void WorldEditorTest::regenerateKeepsPaintedCells()
{
    auto editor = generatedEditor(40, 30, 3);
    WorldDocument& document = *editor->document();
    editor->setBrushField(fieldIndex(document, "elevation"));
    editor->setBrushValue(4);
    editor->setBrushSize(2);
    editor->pressCell(QPoint(8, 8));
    editor->dragCell(QPoint(14, 8));
    editor->releaseCell(QPoint(14, 8));
    const WorldGrid painted = document.grid();
    QVERIFY(document.regenerate(11) > 0);
    const WorldGrid other = incursion::worldmap::generateWorld(document.schema(), {40, 30, 11});
    int kept = 0;
    for (int y = 0; y < 30; ++y)
        for (int x = 0; x < 40; ++x) {
            const size_t i = painted.index(x, y);
            const uint8_t* now = document.grid().cell(i);
            const uint8_t* expected = document.isPainted(x, y) ? painted.cell(i) : other.cell(i);
            QVERIFY(std::equal(now, now + 3, expected));
            kept += document.isPainted(x, y);
        }
    QVERIFY(kept >= 14);
    QCOMPARE(document.grid().get(10, 8, document.schema().field("elevation")), 4);
    QCOMPARE(document.seed(), uint64_t(11));
    document.undoStack()->undo();
    QVERIFY(document.grid() == painted);
}

void WorldEditorTest::tilePreviewFollowsANeighboursEdit()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    // A land cell with a land neighbour to its east.
    QPoint cell(-1, -1);
    const Field& elevation = document.schema().field("elevation");
    for (int y = 5; y < 27 && cell.x() < 0; ++y)
        for (int x = 5; x < 40 && cell.x() < 0; ++x)
            if (document.grid().get(x, y, elevation) == 1 && document.grid().get(x + 1, y, elevation) == 1 &&
                !document.grid().get(x, y, document.schema().field("road")))
                cell = QPoint(x, y);
    QVERIFY(cell.x() >= 0);
    TilePreviewDock preview;
    preview.setEditor(editor.get());
    editor->setCurrentCell(cell);
    QTRY_COMPARE(preview.cell(), std::optional<QPoint>(cell));
    const QImage before = preview.image();
    const QString asciiBefore = preview.ascii();
    QVERIFY(!before.isNull());
    // The neighbour becomes ocean: the tile gets a coast on its east edge.
    document.beginStroke();
    document.strokeSet(cell.x() + 1, cell.y(), fieldIndex(document, "elevation"), 0);
    document.endStroke(QStringLiteral("sea"));
    QTRY_VERIFY(preview.ascii() != asciiBefore);
    QVERIFY(preview.image() != before);
    QCOMPARE(preview.cell(), std::optional<QPoint>(cell));
    // A change far away does not remake it.
    const QString asciiAfter = preview.ascii();
    document.beginStroke();
    document.strokeSet(0, 0, fieldIndex(document, "climate"), 1);
    document.endStroke(QStringLiteral("far"));
    QCoreApplication::processEvents();
    QCOMPARE(preview.ascii(), asciiAfter);
}

void WorldEditorTest::savingWritesTheGridBitForBitWithThePaintedCells()
{
    QTemporaryDir dir;
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    document.beginStroke();
    document.strokeSet(3, 4, fieldIndex(document, "storyline"), 1);
    document.strokeSet(4, 4, fieldIndex(document, "storyline"), 1);
    document.strokeSet(9, 7, fieldIndex(document, "airport"), 1);
    document.endStroke(QStringLiteral("paint"));
    const QString path = dir.filePath(QStringLiteral("land.png"));
    QString error;
    QVERIFY2(document.saveAs(path, &error), qPrintable(error));
    QVERIFY(!document.isModified());
    const incursion::worldmap::WorldReadResult read = incursion::worldmap::readWorldPng(path.toStdString());
    QVERIFY(read.grid);
    QVERIFY(*read.grid == document.grid());
    QCOMPARE(readAll(dir.filePath(QStringLiteral("land.painted"))),
             QByteArray("incursion-painted 1 48x32\n4: 3-4\n7: 9\n"));
    auto reopened = WorldDocument::open(path, &error);
    QVERIFY2(reopened, qPrintable(error));
    QVERIFY(reopened->paintedMask() == document.paintedMask());
    QVERIFY(reopened->isPainted(4, 4) && !reopened->isPainted(5, 4));
}

void WorldEditorTest::paintedMaskFormatErrorsNameTheLine()
{
    QCOMPARE(readPaintedMask("incursion-painted 1 4x3\n1: 0-1 3\n", QStringLiteral("w.painted"), 4, 3).painted,
             std::optional<std::vector<uint8_t>>(std::vector<uint8_t>{0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0}));
    QCOMPARE(readPaintedMask("incursion-painted 1 5x3\n", QStringLiteral("w.painted"), 4, 3).error,
             QStringLiteral("w.painted:1: expected \"incursion-painted 1 4x3\""));
    QCOMPARE(readPaintedMask("incursion-painted 1 4x3\n1: 0-1\n2: 2-4\n", QStringLiteral("w.painted"), 4, 3).error,
             QStringLiteral("w.painted:3: \"2-4\" is not a run of columns 0..3 after the previous one"));
    QCOMPARE(readPaintedMask("incursion-painted 1 4x3\n2: 0\n1: 0\n", QStringLiteral("w.painted"), 4, 3).error,
             QStringLiteral("w.painted:3: expected a row number 0..2 after the previous one, then ':'"));
}

void WorldEditorTest::badPngsAreRefusedWithTheReason_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("reason");
    QTest::newRow("16-bit") << int(QImage::Format_RGBA64) << "the low 8 bits of every channel would be lost";
    QTest::newRow("grey") << int(QImage::Format_Grayscale8) << "not the red, green and blue bytes of a world";
    QTest::newRow("translucent") << int(QImage::Format_ARGB32) << "pixel 2,1 has alpha 254";
}

void WorldEditorTest::badPngsAreRefusedWithTheReason()
{
    QFETCH(int, format);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QImage image(5, 4, QImage::Format(format));
    image.fill(Qt::darkGreen);
    if (format == QImage::Format_ARGB32)
        image.setPixel(2, 1, qRgba(10, 20, 30, 254));
    const QString path = dir.filePath(QStringLiteral("bad.png"));
    QVERIFY(image.save(path));     // test data only: the editor never writes through QImage
    const QByteArray bytes = readAll(path);
    DocumentTabs documents;
    CurrentProject project;
    QStatusBar status;
    QWidget host;
    WorldController controller(&documents, &project, &status, &host);
    QString error;
    QVERIFY(!controller.openWorld(path, &error));
    QVERIFY2(error.startsWith(path) && error.contains(reason), qPrintable(error));
    QCOMPARE(documents.count(), 0);
    QCOMPARE(readAll(path), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("bad.png")});
}

void WorldEditorTest::aWorldChangedOnDiskIsNotOverwrittenWithoutAsking()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("world.png"));
    QVERIFY(QFile::copy(QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png"), path));
    DocumentTabs documents;
    CurrentProject project;
    QStatusBar status;
    QWidget host;
    WorldController controller(&documents, &project, &status, &host);
    QString error;
    WorldEditor* editor = controller.openWorld(path, &error);
    QVERIFY2(editor, qPrintable(error));
    QCOMPARE(documents.count(), 1);
    WorldDocument& document = *editor->document();
    QStringList asked;
    bool answer = false;
    document.setOverwritePrompt([&](const QString& file) {
        asked.append(file);
        return answer;
    });
    document.beginStroke();
    document.strokeSet(1, 1, fieldIndex(document, "road"), 1);
    document.endStroke(QStringLiteral("road"));
    // Another program rewrites the file.
    WorldGrid theirs(3, 3);
    QVERIFY(incursion::worldmap::writeWorldPng(path.toStdString(), theirs).empty());
    QFile(path).setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime);
    const QByteArray theirBytes = readAll(path);
    QVERIFY(document.changedOnDisk());
    QVERIFY(!controller.saveWorld(editor, &error));
    QCOMPARE(asked, QStringList{QFileInfo(path).absoluteFilePath()});
    QVERIFY(error.contains(QStringLiteral("changed on disk")));
    QCOMPARE(readAll(path), theirBytes);
    QVERIFY(document.isModified());
    answer = true;
    QVERIFY2(controller.saveWorld(editor, &error), qPrintable(error));
    QCOMPARE(asked.size(), 2);
    QVERIFY(*incursion::worldmap::readWorldPng(path.toStdString()).grid == document.grid());
    QVERIFY(!document.changedOnDisk());
    QVERIFY(!document.isModified());
}

void WorldEditorTest::aLayerRedrawnWhereCellsChangedMatchesOneDrawnWhole()
{
    // 640x480 cells: drawn whole, in tiles on several threads; redrawn cell by cell, on this one.
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    WorldGrid grid = incursion::worldmap::generateWorld(schema, {640, 480, 5});
    const QRect world(0, 0, 640, 480);
    const WorldGrid original = grid;
    for (const int layer : {kCompositeLayer, schema.fieldIndex("elevation")}) {
        grid = original;
        LayerImage patched(schema, grid, layer);
        patched.drawNow(world);
        const QImage before = patched.image();
        for (int i = 0; i < 200; ++i) {
            const QPoint cell((i * 37) % 640, (i * 53) % 480);
            grid.set(cell.x(), cell.y(), schema.field("elevation"), i % 5);
            grid.set(cell.x(), cell.y(), schema.field("road"), i % 2);
            patched.update(QRect(cell, QSize(1, 1)));
        }
        QVERIFY(patched.isFullyDrawn());        // small changes are drawn at once
        LayerImage whole(schema, grid, layer);
        whole.drawNow(world);
        QCOMPARE(patched.image(), whole.image());
        QVERIFY(patched.image() != before);      // the edits show
    }
}

void WorldEditorTest::aLayerDrawnInTheBackgroundMatchesOneDrawnAtOnce()
{
    // 1000x700: tiles cut by the world's right and bottom edges too.
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    const WorldGrid grid = incursion::worldmap::generateWorld(schema, {1000, 700, 11});
    const QRect world(0, 0, 1000, 700);
    for (const int layer : {kCompositeLayer, schema.fieldIndex("vegetation")}) {
        LayerImage reference(schema, grid, layer);
        reference.drawNow(world);
        QVERIFY(reference.isFullyDrawn());

        LayerImage lazy(schema, grid, layer);
        QVERIFY(!lazy.isDrawn(QRect(500, 300, 1, 1)));
        // The view's part at once, then the rest on the workers, nearest it first.
        lazy.drawNow(QRect(300, 200, 200, 100));
        QVERIFY(lazy.isDrawn(QRect(300, 200, 200, 100)));
        QVERIFY(!lazy.isFullyDrawn());
        lazy.drawInBackground(QRect(300, 200, 200, 100));
        lazy.waitForBackground();
        QVERIFY(lazy.isFullyDrawn());
        QCOMPARE(lazy.image(), reference.image());

        // Zoomed out, the reduced pictures: each pixel its block's middle cell.
        for (const int side : {2, 8, 64}) {
            const QImage& reduced = lazy.reduced(side);
            QCOMPARE(reduced.size(), QSize((1000 + side - 1) / side, (700 + side - 1) / side));
            for (int py = 0; py < reduced.height(); ++py)
                for (int px = 0; px < reduced.width(); ++px)
                    QCOMPARE(reduced.pixel(px, py), reference.image().pixel(std::min(px * side + side / 2, 999),
                                                                            std::min(py * side + side / 2, 699)));
        }
        int side = 0;
        QCOMPARE(&lazy.picture(1.0 / 8, world, &side), &lazy.reduced(8));
        QCOMPARE(side, 8);
        QCOMPARE(&lazy.picture(0.75, world, &side), &lazy.image());
        QCOMPARE(side, 1);
    }
}

void WorldEditorTest::aFrameIsDrawnWhileEveryPoolThreadIsBusy()
{
    // The first full rule check and the networks hold the pool's threads for seconds on a large
    // world: the tiles and the reduced picture a frame needs are drawn meanwhile, on this thread.
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    const WorldGrid grid = incursion::worldmap::generateWorld(schema, {600, 600, 7});
    QThreadPool* pool = QThreadPool::globalInstance();
    QSemaphore letGo;
    std::atomic<int> timedOut = 0;
    std::vector<QFuture<void>> blockers;
    for (int i = 0; i < pool->maxThreadCount(); ++i)
        blockers.push_back(QtConcurrent::run([&] {
            if (!letGo.tryAcquire(1, 60000))
                ++timedOut;
        }));
    QTRY_COMPARE(pool->activeThreadCount(), pool->maxThreadCount());

    LayerImage lazy(schema, grid, kCompositeLayer);
    const QRect view(0, 0, 600, 300);           // 10 tiles
    lazy.drawNow(view);
    const QImage reduced = lazy.reduced(2);     // 300x300 pixels
    letGo.release(pool->maxThreadCount());
    for (QFuture<void>& blocker : blockers)
        blocker.waitForFinished();
    QCOMPARE(timedOut.load(), 0);               // drawn while every blocker still held its thread

    LayerImage reference(schema, grid, kCompositeLayer);
    reference.drawNow(QRect(0, 0, 600, 600));
    QVERIFY(lazy.isDrawn(view));
    QVERIFY(!lazy.isFullyDrawn());
    QCOMPARE(lazy.image().copy(view), reference.image().copy(view));
    for (int py = 0; py < reduced.height(); ++py)
        for (int px = 0; px < reduced.width(); ++px)
            QCOMPARE(reduced.pixel(px, py), reference.image().pixel(px * 2 + 1, py * 2 + 1));
}

void WorldEditorTest::anEditDuringTheBackgroundDrawingIsNotLost()
{
    // Edits through the document while the view's composite is drawn on workers: the
    // background drawing stops before each change and no tile keeps a stale picture.
    auto editor = generatedEditor(1000, 700, 13);
    WorldDocument& document = *editor->document();
    LayerImage& composite = *editor->view()->layers().front().image;
    const QRect world = document.bounds();
    const int elevation = fieldIndex(document, "elevation");
    const int road = fieldIndex(document, "road");
    (void)composite.reduced(4);      // made before the edits: redrawn where they changed cells
    for (int round = 0; round < 12; ++round) {
        composite.drawInBackground(QRect(round * 80, round * 50, 10, 10));
        if (round % 3 == 0) {
            // A stroke of a few cells (drawn at once where their tiles were drawn).
            document.beginStroke();
            for (int i = 0; i < 40; ++i)
                document.strokeSet((round * 71 + i * 13) % 1000, (round * 37 + i * 7) % 700, road, (round + i) % 2);
            document.endStroke(QStringLiteral("roads"));
        } else if (round % 3 == 1) {
            // A large area: its tiles drawn again in the background.
            QVERIFY(document.applyOperation(QStringLiteral("raise"), QRect(round * 30, round * 20, 600, 400),
                                            [&](WorldGrid& grid) {
                                                const Field& field = document.schema().fields[size_t(elevation)];
                                                for (int y = round * 20; y < round * 20 + 400; ++y)
                                                    for (int x = round * 30; x < round * 30 + 600; ++x)
                                                        grid.set(x, y, field, (x + y + round) % 5);
                                            }) > 0);
        } else {
            document.undoStack()->undo();
        }
    }
    composite.drawInBackground(world);
    composite.waitForBackground();
    QVERIFY(composite.isFullyDrawn());
    LayerImage fresh(document.schema(), document.grid(), kCompositeLayer);
    fresh.drawNow(world);
    QCOMPARE(composite.image(), fresh.image());
    QCOMPARE(composite.reduced(4), fresh.reduced(4));
}

void WorldEditorTest::theProjectsWorldsAreFound()
{
    const QString root = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
    QCOMPARE(WorldController::worldsIn(root), QStringList{root + QStringLiteral("/world/world.png")});
    QVERIFY(WorldController::isWorldFile(QStringLiteral("a/b.PNG")));
    QVERIFY(!WorldController::isWorldFile(QStringLiteral("a/b.irc")));
}

void WorldEditorTest::playFromThisCellSaysWhichWorldAndCell()
{
    DocumentTabs documents;
    CurrentProject project;
    QStatusBar status;
    QWidget host;
    WorldController controller(&documents, &project, &status, &host);
    const QString path = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png");
    QString error;
    WorldEditor* editor = controller.openWorld(path, &error);
    QVERIFY2(editor, qPrintable(error));
    QCOMPARE(controller.currentEditor(), editor);
    QCOMPARE(controller.openWorld(path, &error), editor);      // the same tab again
    QCOMPARE(documents.count(), 1);
    editor->setCurrentCell(QPoint(8, 14));
    QSignalSpy play(&controller, &WorldController::playFromCellRequested);
    QVERIFY(controller.playFromCellAction()->isEnabled());
    controller.playFromCellAction()->trigger();
    QCOMPARE(play.count(), 1);
    QCOMPARE(play.at(0).at(0).toString(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(play.at(0).at(1).toInt(), 8);
    QCOMPARE(play.at(0).at(2).toInt(), 14);
    // An unchanged world's tab closes without asking; the panels let it go.
    QVERIFY(documents.closeTab(0));
    QCOMPARE(documents.count(), 0);
    QCOMPARE(controller.currentEditor(), nullptr);
    QVERIFY(!controller.playFromCellAction()->isEnabled());
}

void WorldEditorTest::theFirstRuleCheckRunsOnAWorkerAndTheRulesDockFillsWhenDone()
{
    const incursion::worldmap::Schema schema = *incursion::worldmap::builtinSchema("scourge");
    WorldGrid grid = incursion::worldmap::generateWorld(schema, {256, 256, 7});
    // Mountains with dense forest at 40,50: mountains_treeless.
    grid.set(40, 50, schema.field("elevation"), 4);
    grid.set(40, 50, schema.field("vegetation"), 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("world.png"));
    QVERIFY(incursion::worldmap::writeWorldPng(path.toStdString(), grid).empty());
    QString error;
    std::unique_ptr<WorldDocument> opened = WorldDocument::open(path, &error);
    QVERIFY2(opened, qPrintable(error));
    // The check was started, not run: until the event loop hears it ended, the panel says it is checking.
    QVERIFY(opened->checking());
    WorldEditor editor(std::move(opened));
    WorldDocument& document = *editor.document();
    WorldRulesDock dock;
    dock.setEditor(&editor);
    QCOMPARE(dock.summary()->text(), QStringLiteral("Checking the rules..."));
    QCOMPARE(dock.tree()->topLevelItemCount(), 0);
    // Painting before the check is done cancels it; the whole world is checked again after the stroke:
    // a second problem at 41,50 is found too.
    document.beginStroke();
    document.strokeSet(41, 50, fieldIndex(document, "elevation"), 4);
    document.strokeSet(41, 50, fieldIndex(document, "vegetation"), 3);
    document.endStroke(QStringLiteral("plant"));
    QTRY_VERIFY(!document.checking());
    QTRY_COMPARE(dock.tree()->topLevelItemCount(), 1);
    QCOMPARE(dock.tree()->topLevelItem(0)->text(0).left(22), QStringLiteral("mountains_treeless (2)"));
    QCOMPARE(dock.tree()->topLevelItem(0)->child(0)->text(0), QStringLiteral("40,50"));
    QCOMPARE(dock.tree()->topLevelItem(0)->child(1)->text(0), QStringLiteral("41,50"));
    QCOMPARE(document.checker().keptProblems(), freshProblems(document));
}

void WorldEditorTest::undoingAWholeWorldChangeRechecksOnTheWorker()
{
    auto editor = generatedEditor(512, 512, 9);
    WorldDocument& document = *editor->document();
    WorldRulesDock dock;
    dock.setEditor(editor.get());
    QTRY_VERIFY(!document.checking());
    const WorldGrid clean = document.grid();
    // Dense forest everywhere: every mountain breaks mountains_treeless.
    QVERIFY(editor->applyGlobalOperation(GlobalOperation{fieldIndex(document, "vegetation"), 3, std::nullopt, false}) > 0);
    QTRY_VERIFY(!document.checking());
    QTRY_VERIFY(dock.tree()->topLevelItemCount() > 0);
    QVERIFY(!document.checker().keptProblems().empty());
    QCOMPARE(document.checker().keptProblems(), freshProblems(document));
    // Undo puts the bytes back at once; the whole-world re-check goes to the worker.
    document.undoStack()->undo();
    QVERIFY(document.checking());
    QVERIFY(document.grid() == clean);
    dock.refresh();
    QCOMPARE(dock.summary()->text(), QStringLiteral("Checking the rules..."));
    QTRY_VERIFY(!document.checking());
    QTRY_COMPARE(dock.tree()->topLevelItemCount(), 0);
    QVERIFY(document.checker().keptProblems().empty());
    // Redo: the problems come back, the same as a fresh check finds.
    document.undoStack()->redo();
    QTRY_VERIFY(dock.tree()->topLevelItemCount() > 0);
    QCOMPARE(document.checker().keptProblems(), freshProblems(document));
    // The command holds runs of the changed field, not copies of the world: under half its 786,432 bytes of
    // pixels even for this patchwork of changed and unchanged cells.
    const auto* command = dynamic_cast<const WorldEditCommand*>(document.undoStack()->command(0));
    QVERIFY(command);
    QVERIFY2(command->memoryBytes() < 512 * 512 * 3 / 2, qPrintable(QString::number(command->memoryBytes())));
}

void WorldEditorTest::theRulesDockFollowsAStrokeWhileItIsPainted()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 48, 32, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    WorldRulesDock dock;
    dock.setEditor(&editor);
    // Dense forest on three cells of the (all ocean) world: no rule broken yet.
    document.applyOperation(QStringLiteral("forest"), QRect(20, 10, 3, 1), [&](WorldGrid& grid) {
        for (int x = 20; x < 23; ++x)
            grid.set(x, 10, document.schema().field("vegetation"), 3);
    });
    QTRY_VERIFY(!document.checking());
    QTRY_COMPARE(dock.summary()->text(), QStringLiteral("0 error(s), 0 warning(s)"));
    editor.setTool(WorldToolId::Pencil);
    editor.setBrushField(fieldIndex(document, "elevation"));
    editor.setBrushValue(4);
    editor.setBrushSize(1);
    editor.pressCell(QPoint(20, 10));
    // The stroke goes on: the panel already lists the mountain with forest.
    QVERIFY(document.inStroke());
    QTRY_COMPARE(dock.tree()->topLevelItemCount(), 1);
    QCOMPARE(dock.tree()->topLevelItem(0)->childCount(), 1);
    QCOMPARE(dock.tree()->topLevelItem(0)->child(0)->text(0), QStringLiteral("20,10"));
    editor.dragCell(QPoint(22, 10));
    QVERIFY(document.inStroke());
    QTRY_COMPARE(dock.tree()->topLevelItem(0)->childCount(), 3);
    editor.releaseCell(QPoint(22, 10));
    QVERIFY(!document.inStroke());
    QCOMPARE(document.undoStack()->count(), 2);     // the stroke is still one undo step
}

void WorldEditorTest::copyFieldsDialogCopiesOnlyTheTickedFields()
{
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    const WorldGrid before = document.grid();
    CopyFieldsDialog dialog(document.schema(), {});
    QCOMPARE(int(dialog.fields().size()), int(document.schema().fields.size()));   // all at first
    for (size_t f = 0; f < document.schema().fields.size(); ++f)
        dialog.setFieldChecked(int(f), false);
    QVERIFY(dialog.fields().empty());
    const int road = fieldIndex(document, "road");
    const int river = fieldIndex(document, "river");
    dialog.setFieldChecked(river, true);
    dialog.setFieldChecked(road, true);
    QCOMPARE(dialog.fields(), (std::vector<int>{std::min(road, river), std::max(road, river)}));
    editor->selection().selectRect(QRect(0, 0, 16, 12), document.grid().width(), false);
    editor->copySelection(dialog.fields());
    // The dialog offers the latest choice again.
    CopyFieldsDialog again(document.schema(), editor->clip().fields);
    QCOMPARE(again.fields(), dialog.fields());
    editor->paste();
    editor->pressCell(QPoint(30, 18));
    editor->releaseCell(QPoint(30, 18));
    int roadsMoved = 0;
    for (int y = 0; y < 12; ++y)
        for (int x = 0; x < 16; ++x)
            for (size_t f = 0; f < document.schema().fields.size(); ++f) {
                const Field& field = document.schema().fields[f];
                const bool copied = int(f) == road || int(f) == river;
                const int expected = copied ? before.get(x, y, field) : before.get(30 + x, 18 + y, field);
                QCOMPARE(document.grid().get(30 + x, 18 + y, field), expected);
                roadsMoved += int(f) == road && before.get(x, y, field) != before.get(30 + x, 18 + y, field);
            }
    QVERIFY(roadsMoved > 0);        // the region carried roads of its own
}

void WorldEditorTest::theLandmassesOverlayTintsEachLandmass()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 20, 8, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    const Field& elevation = document.schema().field("elevation");
    // Two islands in an ocean (elevation 0).
    document.applyOperation(QStringLiteral("islands"), document.bounds(), [&](WorldGrid& grid) {
        for (int y = 2; y <= 4; ++y)
            for (int x : {2, 3, 4, 12, 13, 14})
                grid.set(x, y, elevation, 1);
    });
    QVERIFY(editor.view()->landmasses().isNull());          // kept only while shown
    editor.view()->setOverlays(WorldView::Landmasses);
    const QImage& image = editor.view()->landmasses();
    QCOMPARE(image.size(), QSize(20, 8));
    QCOMPARE(qAlpha(image.pixel(0, 0)), 0);                  // the sea is not tinted
    QVERIFY(qAlpha(image.pixel(3, 3)) > 0);
    QCOMPARE(image.pixel(2, 2), image.pixel(4, 4));          // one island, one tint
    QVERIFY(image.pixel(3, 3) != image.pixel(13, 3));        // two islands, two tints
    // A land bridge joins them: after the redraw (a moment after the edit) they share a tint.
    document.setField(QStringLiteral("bridge"), {uint32_t(3 * 20 + 5), uint32_t(3 * 20 + 6), uint32_t(3 * 20 + 7),
                                                 uint32_t(3 * 20 + 8), uint32_t(3 * 20 + 9), uint32_t(3 * 20 + 10),
                                                 uint32_t(3 * 20 + 11)},
                      fieldIndex(document, "elevation"), 1);
    QTRY_COMPARE(editor.view()->landmasses().pixel(3, 3), editor.view()->landmasses().pixel(13, 3));
    editor.view()->setOverlays(WorldView::Roads);
    QVERIFY(editor.view()->landmasses().isNull());
}

namespace {

// Whether a pixel within `radius` of `at` has `colour` (lines are antialiased, and each service's are
// shifted a little sideways in the cell, as its markers are).
bool lineColourNear(const QImage& image, QPointF at, double radius, const QColor& colour)
{
    for (int y = int(at.y() - radius); y <= int(at.y() + radius); ++y)
        for (int x = int(at.x() - radius); x <= int(at.x() + radius); ++x) {
            if (!image.rect().contains(x, y))
                continue;
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - colour.red()) <= 12 && std::abs(pixel.green() - colour.green()) <= 12
                && std::abs(pixel.blue() - colour.blue()) <= 12)
                return true;
        }
    return false;
}

} // namespace

void WorldEditorTest::theNetworksOverlayJoinsTheCellsTravelJoins()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 12, 8, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    const incursion::worldmap::Schema& schema = document.schema();
    // Ocean around two islands of plains: A (1..4 x 1..5, a one-cell lake at 2,2) and B (8..10 x 1..5).
    // Harbors on A's coast (4,2 and 1,5), on B's (8,2) and on the lake (2,3); stables on A (1,1, 4,5)
    // and B (9,4); airports on A (3,4) and B (9,1, 10,5).
    document.applyOperation(QStringLiteral("islands"), document.bounds(), [&](WorldGrid& grid) {
        for (int y = 1; y <= 5; ++y)
            for (const int x : {1, 2, 3, 4, 8, 9, 10})
                grid.set(x, y, schema.field("elevation"), 1);
        grid.set(2, 2, schema.field("elevation"), 0);
        for (const auto& [name, cells] : {std::pair{"harbor", std::vector<QPoint>{{4, 2}, {1, 5}, {8, 2}, {2, 3}}},
                                          std::pair{"stables", std::vector<QPoint>{{1, 1}, {4, 5}, {9, 4}}},
                                          std::pair{"airport", std::vector<QPoint>{{3, 4}, {9, 1}, {10, 5}}}})
            for (const QPoint cell : cells)
                grid.set(cell.x(), cell.y(), schema.field(name), 1);
    });
    WorldView* view = editor.view();
    const auto edges = [&] {
        QStringList shown;
        for (const incursion::worldmap::ServiceNetwork& network : view->networks()) {
            QStringList links;
            for (const auto& [a, b] : network.links)
                links << QStringLiteral("%1,%2-%3,%4").arg(network.cells[a][0]).arg(network.cells[a][1])
                             .arg(network.cells[b][0]).arg(network.cells[b][1]);
            shown << QStringLiteral("%1 %2: %3").arg(incursion::worldmap::serviceName(network.service).data())
                         .arg(network.cells.size()).arg(links.join(QLatin1Char(' ')));
        }
        return shown;
    };
    view->setOverlays(WorldView::Roads);
    QVERIFY(view->networks().empty());          // worked out only while shown
    view->setOverlays(WorldView::Networks);
    QVERIFY(view->networksPending());           // on a worker: the view does not wait
    QTRY_VERIFY(!view->networksPending());
    QCOMPARE(edges(), QStringList({"harbor 3: 4,2-8,2 4,2-1,5", "harbor 1: ", "stables 2: 1,1-4,5", "stables 1: ",
                                   "airport 3: 9,1-3,4 9,1-10,5"}));
    // Hovering a service tells its network and how many cells it reaches.
    QVERIFY(editor.describeCell(QPoint(4, 2)).contains(QStringLiteral("Harbor network 1 of 2: ships reach 2 other harbors")));
    QVERIFY(editor.describeCell(QPoint(2, 3)).contains(QStringLiteral("Harbor network 2 of 2: ships reach 0 other harbors")));
    QVERIFY(editor.describeCell(QPoint(3, 4)).contains(QStringLiteral("Airport network: airships reach 2 other airports")));
    QVERIFY(editor.describeNetworks(QPoint(0, 0)).isEmpty());

    // The drawn lines, the composite hidden, looked for within a third of a cell of a point on them.
    editor.resize(1000, 800);
    view->grab();           // lays the editor out: the view has its size
    view->fitWorld();
    QVERIFY(view->zoom() >= 16);
    view->showLayer(kCompositeLayer, 0.0);
    const QColor harbor = fieldValueColour(schema.field("harbor"), 1);
    const QColor airport = fieldValueColour(schema.field("airport"), 1);
    const double near = view->zoom() / 3;
    const auto at = [&](double x, double y) { return view->positionOf(QPointF(x, y)); };
    QImage image = view->grab().toImage();
    // The harbor line 4,2-8,2 along row 2's middle; no harbor line above it between the islands.
    for (const double x : {5.5, 6.5, 7.5})
        QVERIFY2(lineColourNear(image, at(x, 2.5), near, harbor), qPrintable(QString::number(x)));
    QVERIFY(!lineColourNear(image, at(6.5, 1.0), near, harbor));
    // The harbor line 4,2-1,5 (a diagonal) at its middle, cell 3,4's top-left corner.
    QVERIFY(lineColourNear(image, at(3, 4), near, harbor));
    // The airport line 9,1-10,5 halfway down.
    QVERIFY(lineColourNear(image, at(10, 3.5), near, airport));
    QVERIFY(!lineColourNear(image, at(6.5, 6.5), near, airport));

    // Grassland on open land changes no network: nothing is worked out again.
    document.setField(QStringLiteral("grass"), {uint32_t(3 * 12 + 3)}, fieldIndex(document, "vegetation"), 1);
    QVERIFY(!view->networksPending());
    // Painting away the harbor of B: after the refresh its line is gone and the rest stay.
    document.setField(QStringLiteral("no harbor"), {uint32_t(2 * 12 + 8)}, fieldIndex(document, "harbor"), 0);
    QTRY_COMPARE(edges().front(), QStringLiteral("harbor 2: 4,2-1,5"));
    QTRY_VERIFY(!view->networksPending());
    image = view->grab().toImage();
    QVERIFY(!lineColourNear(image, at(6.5, 2.5), near, harbor));
    QVERIFY(lineColourNear(image, at(3, 4), near, harbor));
    QVERIFY(editor.describeCell(QPoint(4, 2)).contains(QStringLiteral("Harbor network 1 of 2: ships reach 1 other harbors")));
}

void WorldEditorTest::theRoadsOverlayJoinsNeighboursAndDotsALoneCell()
{
    QString error;
    auto created = WorldDocument::create(*incursion::worldmap::builtinSchema("scourge"), 12, 8, std::nullopt, &error);
    QVERIFY(created);
    WorldEditor editor(std::move(created));
    WorldDocument& document = *editor.document();
    const Field& road = document.schema().field("road");
    const Field& river = document.schema().field("river");
    // A road 2,2-4,2 turning down to 4,3; a lone road cell at 8,5; a river 9,1-9,2 at the world's right.
    document.applyOperation(QStringLiteral("roads"), document.bounds(), [&](WorldGrid& grid) {
        for (const QPoint cell : {QPoint(2, 2), QPoint(3, 2), QPoint(4, 2), QPoint(4, 3), QPoint(8, 5)})
            grid.set(cell.x(), cell.y(), road, 1);
        grid.set(11, 1, river, 1);
        grid.set(11, 2, river, 1);
    });
    WorldView* view = editor.view();
    view->setOverlays(WorldView::Roads);
    editor.resize(1000, 800);
    view->grab();
    view->fitWorld();
    QVERIFY(view->zoom() >= 16);
    view->showLayer(kCompositeLayer, 0.0);
    const QImage image = view->grab().toImage();
    const QColor roadColour(120, 70, 30), riverColour(40, 110, 255);
    const double near = view->zoom() / 10;
    const auto at = [&](double x, double y) { return view->positionOf(QPointF(x, y)); };
    // Joined between neighbours' centres, across and down.
    QVERIFY(lineColourNear(image, at(3.0, 2.5), near, roadColour));
    QVERIFY(lineColourNear(image, at(4.0, 2.5), near, roadColour));
    QVERIFY(lineColourNear(image, at(4.5, 3.0), near, roadColour));
    QVERIFY(lineColourNear(image, at(11.5, 2.0), near, riverColour));
    // Not joined where there is no neighbour, nor diagonally, nor past the world's edge.
    QVERIFY(!lineColourNear(image, at(5.5, 2.5), near, roadColour));
    QVERIFY(!lineColourNear(image, at(4.0, 3.0), near, roadColour));
    QVERIFY(!lineColourNear(image, at(11.5, 3.0), near, riverColour));
    // A cell with no road beside it is a dot at its centre.
    QVERIFY(lineColourNear(image, at(8.5, 5.5), near, roadColour));
    QVERIFY(!lineColourNear(image, at(8.5, 6.2), near, roadColour));
    QVERIFY(!lineColourNear(image, at(7.8, 5.5), near, roadColour));
}

namespace {

// Collects the region of every paint event its object receives.
class PaintRecorder : public QObject {
public:
    QRegion painted;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            painted += static_cast<QPaintEvent*>(event)->region();
        return false;
    }
};

} // namespace

void WorldEditorTest::aHoverRepaintsOnlyTheToolsPreview()
{
    auto editor = generatedEditor(200, 150, 5);
    editor->resize(1000, 800);
    editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(editor.get()));
    WorldView* view = editor->view();
    view->setZoom(4);
    editor->setBrushSize(3);
    // Settled: the world drawn, the networks worked out (their arrival repaints the whole view).
    QTRY_VERIFY(!view->networksPending());
    QTest::mouseMove(view, QPoint(400, 300));
    QApplication::processEvents();
    PaintRecorder recorder;
    view->installEventFilter(&recorder);
    QTest::mouseMove(view, QPoint(440, 320));
    QTRY_VERIFY(!recorder.painted.isEmpty());
    view->removeEventFilter(&recorder);
    // The brush outline where it was and where it is now, not the whole view.
    QVERIFY(recorder.painted.contains(QPoint(400, 300)));
    QVERIFY(recorder.painted.contains(QPoint(440, 320)));
    const QRect bounds = recorder.painted.boundingRect();
    QVERIFY2(bounds.width() < view->width() / 4 && bounds.height() < view->height() / 4,
             qPrintable(QStringLiteral("%1x%2").arg(bounds.width()).arg(bounds.height())));
    QVERIFY(editor->hoveredCell() == view->cellAt(QPointF(440, 320)));
}

INCURSION_TEST_MAIN(WorldEditorTest)
#include "tst_world_editor.moc"
} // namespace tst_world_editor
