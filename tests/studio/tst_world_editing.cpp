// The world editor's edits (editor/world/): tools change only their field's
// bits, each edit is one undo step storing only what changed, copy and paste
// and global operations of chosen fields, and regeneration keeps painted
// cells. Compared through the runtime's own get.
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
#include "support/test_files.h"
#include "support/world_editor_fixture.h"

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

namespace tst_world_editing {

using namespace incursion::studio;
using namespace incursion::test::world_editor;
using incursion::test::readFile;

class WorldEditingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_editing")); }
    void eachBrushChangesOnlyItsFieldsBits_data();
    void eachBrushChangesOnlyItsFieldsBits();
    void undoAndRedoRestoreTheBytes();
    void aWholeWorldFillIsOneLightUndoStep();
    void undoAndRedoOfAWholeWorldFillRestoreEveryCell();
    void copyAndPasteChosenFields();
    void globalOperationWithAFilter();
    void regenerateKeepsPaintedCells();
    void copyFieldsDialogCopiesOnlyTheTickedFields();
};

void WorldEditingTest::eachBrushChangesOnlyItsFieldsBits_data()
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

void WorldEditingTest::eachBrushChangesOnlyItsFieldsBits()
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

void WorldEditingTest::undoAndRedoRestoreTheBytes()
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

void WorldEditingTest::aWholeWorldFillIsOneLightUndoStep()
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

void WorldEditingTest::undoAndRedoOfAWholeWorldFillRestoreEveryCell()
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
    // Every cell's bytes, and every field through the runtime's get on every
    // 16th row (all of them would take minutes under the sanitizers).
    const auto sameCells = [&](const WorldGrid& expected) {
        if (document.grid().bytes() != expected.bytes())
            return false;
        for (int y = 0; y < 1024; y += 16)
            for (int x = 0; x < 1024; ++x)
                for (const Field& field : document.schema().fields)
                    if (document.grid().get(x, y, field) != expected.get(x, y, field))
                        return false;
        return true;
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

void WorldEditingTest::copyAndPasteChosenFields()
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

void WorldEditingTest::globalOperationWithAFilter()
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

void WorldEditingTest::regenerateKeepsPaintedCells()
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

void WorldEditingTest::copyFieldsDialogCopiesOnlyTheTickedFields()
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

INCURSION_TEST_MAIN(WorldEditingTest)
#include "tst_world_editing.moc"
} // namespace tst_world_editing
