// The world editor's rules (editor/world/world_rules_dock.h): the World Rules
// panel follows edits, strokes and fixes, a fix of every problem of a rule is
// one undo step, and the checks run on a worker, agreeing with a fresh checker.
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

namespace tst_world_rules_dock {

using namespace incursion::studio;
using namespace incursion::test::world_editor;
using incursion::test::readFile;

class WorldRulesDockTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_rules_dock")); }
    void aPlantedProblemShowsInTheRulesDockAndFixRemovesIt();
    void fixAllOfARuleIsOneUndoStep();
    void theFirstRuleCheckRunsOnAWorkerAndTheRulesDockFillsWhenDone();
    void undoingAWholeWorldChangeRechecksOnTheWorker();
    void theRulesDockFollowsAStrokeWhileItIsPainted();
};

void WorldRulesDockTest::aPlantedProblemShowsInTheRulesDockAndFixRemovesIt()
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

void WorldRulesDockTest::fixAllOfARuleIsOneUndoStep()
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

void WorldRulesDockTest::theFirstRuleCheckRunsOnAWorkerAndTheRulesDockFillsWhenDone()
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

void WorldRulesDockTest::undoingAWholeWorldChangeRechecksOnTheWorker()
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

void WorldRulesDockTest::theRulesDockFollowsAStrokeWhileItIsPainted()
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

INCURSION_TEST_MAIN(WorldRulesDockTest)
#include "tst_world_rules_dock.moc"
} // namespace tst_world_rules_dock
