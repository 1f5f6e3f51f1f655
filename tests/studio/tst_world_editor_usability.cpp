// The world editor as a user trial found it (issue 16): the seed is part of
// a regeneration's undo step and the tile preview follows it; a cell the
// player cannot stand on cannot be played, and says why; painting outside
// the selection says so; the Travel tool brings its panel and the panel's
// header follows the picks; the hover panel shows every field, wrapped; the
// fields shown as layers are ticked; the "go to" mark goes away; dialogs fit
// their contents; a playtest from a world plays with the world's seed, a
// refused start leaves no old game on show, and the last game's report stays.

// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/player_view.h"

#include "app/language_integration.h"
#include "app/main_window.h"
#include "debug/debug_controller.h"
#include "editing/document_tabs.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "playtest/playtest_session.h"
#include "project/current_project.h"
#include "world/tile_preview_dock.h"
#include "world/world_controller.h"
#include "world/world_dialogs.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_fields_dock.h"
#include "world/world_travel_dock.h"
#include "world/world_view.h"
#include "worldmap/local_tile.h"

#include "support/example_project.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"
#include "support/world_editor_fixture.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_world_editor_usability {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;
using incursion::test::world_editor::generatedEditor;
using incursion::test::world_editor::WorldControllerFixture;

namespace {

constexpr int kWaitMs = 60000;

const QString kExample = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
const QString kExampleWorld = kExample + QStringLiteral("/world/world.png");

// A land cell away from the edges.
QPoint landCell(const WorldDocument& document)
{
    const worldmap::Field& elevation = document.schema().field("elevation");
    for (int y = 6; y < document.grid().height() - 6; ++y)
        for (int x = 6; x < document.grid().width() - 6; ++x)
            if (document.grid().get(x, y, elevation) == 1)
                return QPoint(x, y);
    return QPoint(-1, -1);
}


} // namespace

class TestWorldEditorUsability : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_editor_usability")); }

    // Regenerate then Undo: the seed comes back with the cells, and the tile
    // preview draws the tile of that seed again (the one the playtest plays).
    void regenerateIsUndoneWithItsSeed()
    {
        auto editor = generatedEditor(48, 32, 3);
        WorldDocument& document = *editor->document();
        const QPoint cell = landCell(document);
        QVERIFY(cell.x() >= 0);
        TilePreviewDock preview;
        preview.setEditor(editor.get());
        editor->setCurrentCell(cell);
        QTRY_COMPARE(preview.cell(), std::optional<QPoint>(cell));
        const QString tileBefore = preview.ascii();
        QCOMPARE(tileBefore, QString::fromStdString(worldmap::generateLocalTile(
                                 document.schema(), document.grid(), {cell.x(), cell.y(), 3, 64}).ascii()));

        QSignalSpy seeds(&document, &WorldDocument::seedChanged);
        QVERIFY(document.regenerate(9) > 0);
        QCOMPARE(document.seed(), uint64_t(9));
        QCOMPARE(seeds.count(), 1);
        QCOMPARE(document.undoStack()->count(), 1);
        QTRY_COMPARE(preview.ascii(), QString::fromStdString(worldmap::generateLocalTile(
                                          document.schema(), document.grid(), {cell.x(), cell.y(), 9, 64}).ascii()));

        document.undoStack()->undo();
        QCOMPARE(document.seed(), uint64_t(3));
        QTRY_COMPARE(preview.ascii(), tileBefore);
        document.undoStack()->redo();
        QCOMPARE(document.seed(), uint64_t(9));

        // A regeneration that changes no cell (all painted) still changes the seed, undoably.
        for (int y = 0; y < document.grid().height(); ++y)
            for (int x = 0; x < document.grid().width(); ++x)
                document.mutablePaintedMask()[document.grid().index(x, y)] = 1;
        QCOMPARE(document.regenerate(21), size_t(0));
        QCOMPARE(document.seed(), uint64_t(21));
        document.undoStack()->undo();
        QCOMPARE(document.seed(), uint64_t(9));
    }

    // Play from This Cell on open sea: disabled, saying why by the runtime's rule.
    void aCellThePlayerCannotStandOnCannotBePlayed()
    {
        WorldControllerFixture fixture;
        WorldController& controller = fixture.controller;
        QString error;
        WorldEditor* editor = controller.openWorld(kExampleWorld, &error);
        QVERIFY2(editor, qPrintable(error));
        editor->setCurrentCell(QPoint(0, 0));
        QAction* play = controller.playFromCellAction();
        QVERIFY(!play->isEnabled());
        QCOMPARE(play->toolTip(), QStringLiteral("Cell 0,0 cannot be played: open sea"));
        QCOMPARE(play->statusTip(), play->toolTip());
        QCOMPARE(editor->playRefusal(QPoint(0, 0)), std::optional(QStringLiteral("Cell 0,0 cannot be played: open sea")));
        // The Goblin Warrens' hill can.
        editor->setCurrentCell(QPoint(8, 14));
        QVERIFY(play->isEnabled());
        QVERIFY(play->statusTip().isEmpty());
        QCOMPARE(editor->playRefusal(QPoint(8, 14)), std::nullopt);
        QVERIFY(fixture.documents.closeTab(0));
    }

    // Painting keeps to the selection: a press outside it says so and how to clear it.
    void paintingOutsideTheSelectionSaysHowToClearIt()
    {
        WorldControllerFixture fixture;
        WorldController& controller = fixture.controller;
        QString error;
        WorldEditor* editor = controller.newWorld(QStringLiteral("scourge"), 32, 24, 5, &error);
        QVERIFY2(editor, qPrintable(error));
        WorldDocument& document = *editor->document();
        editor->selection().selectRect(QRect(2, 2, 3, 3), document.grid().width(), false);
        editor->setBrushField(document.schema().fieldIndex("storyline"));
        editor->setBrushValue(1);
        const std::vector<uint8_t> before = document.grid().bytes();
        editor->setTool(WorldToolId::Pencil);
        editor->pressCell(QPoint(20, 20));
        editor->releaseCell(QPoint(20, 20));
        QCOMPARE(document.grid().bytes(), before);
        const QString message = fixture.status.currentMessage();
        QVERIFY2(message.contains(QStringLiteral("Cell 20,20 is outside the selection (2,2 to 4,4)")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("World > Select None (Ctrl+Shift+A) clears it")), qPrintable(message));
        // That command is in the World menu, and clears it.
        QAction* selectNone = controller.menu()->findChild<QAction*>(QStringLiteral("World.SelectNone"));
        QVERIFY(!selectNone);   // owned by the controller, listed in the menu:
        QAction* listed = nullptr;
        for (QAction* action : controller.menu()->actions())
            if (action->objectName() == QStringLiteral("World.SelectNone"))
                listed = action;
        QVERIFY(listed);
        QCOMPARE(listed->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        listed->trigger();
        QVERIFY(editor->selection().isEmpty());
        // Inside the selection nothing is said.
        fixture.status.clearMessage();
        editor->selection().selectRect(QRect(2, 2, 3, 3), document.grid().width(), false);
        editor->pressCell(QPoint(3, 3));
        editor->releaseCell(QPoint(3, 3));
        QVERIFY(fixture.status.currentMessage().isEmpty());
        QCOMPARE(document.grid().get(3, 3, document.schema().field("storyline")), 1);
    }

    // The Travel tool shows its panel; the header follows the picks; an edit drops the journeys.
    void theTravelToolBringsItsPanelWhoseHeaderFollows()
    {
        WorldControllerFixture fixture;
        WorldController& controller = fixture.controller;
        QString error;
        WorldEditor* editor = controller.openWorld(kExampleWorld, &error);
        QVERIFY2(editor, qPrintable(error));
        WorldTravelDock* travel = controller.travelDock();
        travel->hide();
        editor->setTool(WorldToolId::Travel);
        QVERIFY(!travel->isHidden());
        QCOMPARE(travel->header()->text(), QStringLiteral("Pick two cells with the Travel tool (T)."));
        editor->pressCell(QPoint(8, 14));
        QCOMPARE(travel->header()->text(), QStringLiteral("From 8,14: pick the cell to travel to."));
        editor->pressCell(QPoint(24, 14));
        QCOMPARE(travel->header()->text(), QStringLiteral("Journeys from 8,14 to 24,14:"));
        QVERIFY(travel->tree()->topLevelItemCount() > 0);
        // The world changes: the journeys were of the world as it was.
        QVERIFY(editor->document()->regenerate(5) > 0);
        QCOMPARE(travel->tree()->topLevelItemCount(), 0);
        QVERIFY(editor->journeys().empty());
        QCOMPARE(travel->header()->text(), QStringLiteral("Pick two cells with the Travel tool (T)."));
        editor->document()->undoStack()->undo();
        QVERIFY(fixture.documents.closeTab(0));
    }

    // Every field of the hovered cell by name, two a line, wrapped, with room for all of them.
    void theHoverPanelShowsEveryFieldWrapped()
    {
        auto editor = generatedEditor();
        WorldFieldsDock dock;
        dock.setEditor(editor.get());
        emit editor->cellHovered(QPoint(10, 10));
        const QString text = dock.hoverLabel()->text();
        for (const worldmap::Field& field : editor->document()->schema().fields)
            QVERIFY2(text.contains(QString::fromStdString(field.name) + QStringLiteral(": ")), field.name.c_str());
        QVERIFY(dock.hoverLabel()->wordWrap());
        QCOMPARE(dock.hoverArea()->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
        QVERIFY(text.startsWith(QStringLiteral("<b>Cell 10,10")));
        // Two fields a line, with the cell's line: the panel has room for all of them.
        const int fields = int(editor->document()->schema().fields.size());
        QVERIFY(dock.hoverArea()->minimumHeight() >= dock.hoverLabel()->fontMetrics().lineSpacing() * ((fields + 1) / 2 + 1));
    }

    // In a panel squeezed to its least height, a cell's lines fit without
    // scrolling, names wrapped over two lines ("development: wilderness") included.
    void theHoverPanelFitsTheCellsLines()
    {
        WorldControllerFixture fixture;
        QString error;
        WorldEditor* editor = fixture.controller.openWorld(kExampleWorld, &error);
        QVERIFY2(editor, qPrintable(error));
        WorldFieldsDock dock;
        dock.setEditor(editor);
        dock.resize(240, 200);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        for (const QPoint cell : {QPoint(8, 12), QPoint(8, 14), QPoint(0, 0)}) {
            emit editor->cellHovered(cell);
            QTRY_VERIFY(dock.hoverArea()->viewport()->height() >= dock.hoverLabel()->heightForWidth(dock.hoverArea()->viewport()->width()));
            QCOMPARE(dock.hoverArea()->verticalScrollBar()->maximum(), 0);
        }
        dock.setEditor(nullptr);
        QVERIFY(fixture.documents.closeTab(0));
    }

    // The field list ticks the fields shown as layers; a tick shows one.
    void fieldsShownAsLayersAreTicked()
    {
        auto editor = generatedEditor();
        WorldFieldsDock dock;
        dock.setEditor(editor.get());
        const worldmap::Schema& schema = editor->document()->schema();
        const int vegetation = schema.fieldIndex("vegetation");
        const int elevation = schema.fieldIndex("elevation");
        editor->setBrushField(vegetation);
        dock.layerCheck()->setChecked(true);
        QVERIFY(editor->view()->isLayerShown(vegetation));
        for (int row = 0; row < dock.fieldList()->count(); ++row)
            QCOMPARE(dock.fieldList()->item(row)->checkState(), row == vegetation ? Qt::Checked : Qt::Unchecked);
        // Another field chosen: vegetation stays ticked.
        editor->setBrushField(elevation);
        QCOMPARE(dock.fieldList()->item(vegetation)->checkState(), Qt::Checked);
        QVERIFY(!dock.layerCheck()->isChecked());
        // Ticking a field shows it; unticking hides it.
        dock.fieldList()->item(elevation)->setCheckState(Qt::Checked);
        QVERIFY(editor->view()->isLayerShown(elevation));
        QVERIFY(dock.layerCheck()->isChecked());
        dock.fieldList()->item(vegetation)->setCheckState(Qt::Unchecked);
        QVERIFY(!editor->view()->isLayerShown(vegetation));
        // A single bit is "bit N", a channel by its name.
        const worldmap::Field& storyline = schema.field("storyline");
        QCOMPARE(storyline.bits, 1);
        QCOMPARE(dock.fieldList()->item(schema.fieldIndex("storyline"))->text(),
                 QStringLiteral("storyline  (%1 bit %2)")
                     .arg(QString::fromLatin1(worldmap::channelName(storyline.channel)))
                     .arg(storyline.shift));
    }

    // The cell a rule's problem went to is outlined until the next edit, or a few seconds.
    void theGoToMarkDoesNotStay()
    {
        auto editor = generatedEditor();
        WorldView* view = editor->view();
        view->centreOn(QPoint(5, 6));
        QCOMPARE(view->markedCell(), std::optional(QPoint(5, 6)));
        WorldDocument& document = *editor->document();
        const worldmap::Field& storyline = document.schema().field("storyline");
        document.beginStroke();
        document.strokeSet(1, 1, document.schema().fieldIndex("storyline"), 1 - document.grid().get(1, 1, storyline));
        document.endStroke(QStringLiteral("paint"));
        QCOMPARE(view->markedCell(), std::nullopt);
        view->centreOn(QPoint(7, 8));
        QCOMPARE(view->markedCell(), std::optional(QPoint(7, 8)));
        QTRY_COMPARE_WITH_TIMEOUT(view->markedCell(), std::nullopt, WorldView::kMarkMs * 3);
    }

    // The value box is as wide as its longest value, for the field chosen last; the title fits.
    void theGlobalOperationDialogFitsItsContents()
    {
        const worldmap::Schema schema = *worldmap::builtinSchema("scourge");
        GlobalOperationDialog dialog(schema, false);
        auto boxes = dialog.findChildren<QComboBox*>();
        QVERIFY(boxes.size() >= 2);
        QComboBox* field = boxes[0];
        QComboBox* value = boxes[1];
        field->setCurrentIndex(schema.fieldIndex("vegetation"));
        QCOMPARE(value->itemText(3), QStringLiteral("dense forest"));
        QCOMPARE(value->sizeAdjustPolicy(), QComboBox::AdjustToContents);
        QVERIFY(value->sizeHint().width() > value->fontMetrics().horizontalAdvance(QStringLiteral("dense forest")));
        QVERIFY(dialog.minimumWidth() > dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()));
    }

    // In the studio: a game on an open world plays with the world's seed; its report
    // stays after it ends; a start on open sea is refused in the panel, no old game shown.
    // With a world open (its fields panel, tile preview and rules shown) the
    // window still fits a 900 px screen: the fields panel scrolls rather than
    // holding the window 973 px tall, its status bar off the screen.
    void aWorldOpenLeavesTheWindowFitForASmallScreen()
    {
        QSettings().clear();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto window = std::make_unique<MainWindow>();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->openProject(incursion::test::copyExampleProject(dir.path())));
        QVERIFY(window->worlds()->openWorld(dir.filePath(QStringLiteral("world/world.png"))));
        QCoreApplication::processEvents();
        QVERIFY(window->worlds()->fieldsDock()->isVisible());
        // Its column is as wide as its contents: no sideways scroll bar.
        auto* fieldsScroll = qobject_cast<QScrollArea*>(window->worlds()->fieldsDock()->widget());
        QVERIFY(fieldsScroll);
        QTRY_VERIFY(!fieldsScroll->horizontalScrollBar()->isVisible());
        QVERIFY2(window->minimumSizeHint().height() <= 760,
                 qPrintable(QString::number(window->minimumSizeHint().height())));
        window->close();
    }

    void aPlaytestFromTheWorldEditor()
    {
        QSettings().clear();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto window = std::make_unique<MainWindow>();
        QSignalSpy checks(window->language(), &LanguageIntegration::projectChecked);
        window->show();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->openProject(incursion::test::copyExampleProject(dir.path())));
        QVERIFY(QTest::qWaitFor([&] { return checks.count() > 0; }, kWaitMs));
        const QString world = dir.filePath(QStringLiteral("world/world.png"));
        WorldEditor* editor = window->worlds()->openWorld(world);
        QVERIFY(editor);
        editor->document()->setSeed(77);
        PlaytestController* playtest = window->playtest();
        PlaytestDock* dock = playtest->dock();
        QVERIFY(QTest::qWaitFor([&] { return window->debugger()->actions().continueRun->isEnabled(); }, kWaitMs));

        emit window->worlds()->playFromCellRequested(world, 8, 14);
        QVERIFY(!dock->isHidden());
        QCOMPARE(dock->options().seed, uint64_t(77));
        QVERIFY(QTest::qWaitFor([&] {
            const PlayerViewPtr view = playtest->session()->lastView();
            return view && view->status.worldCell == std::optional(std::array<int, 2>{8, 14});
        }, kWaitMs));
        QCOMPARE(playtest->session()->options().seed, uint64_t(77));

        dock->actions().stop->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !playtest->session()->isRunning(); }, kWaitMs));
        QVERIFY(playtest->reportAction()->isEnabled());
        playtest->reportAction()->trigger();
        QVERIFY(QTest::qWaitFor([&] { return playtest->reportView() != nullptr; }, kWaitMs));
        QVERIFY2(playtest->reportView()->toPlainText().contains(QStringLiteral("World tiles visited: 8,14")),
                 qPrintable(playtest->reportView()->toPlainText()));

        emit window->worlds()->playFromCellRequested(world, 0, 0);
        QVERIFY(dock->isProblemShown());
        QCOMPARE(dock->problemText()->text(), QStringLiteral("Cell 0,0 cannot be played: open sea"));
        QVERIFY(!playtest->session()->isRunning());
        QVERIFY(dock->statusLine()->text().contains(QStringLiteral("No game")));
        QVERIFY(!dock->isHidden());

        // The game plays the world as the editor has it, unsaved cells included (as a module
        // plays with its unsaved buffers), and the file stays as it was: cell 0,0 made the
        // same land as 8,14, not saved, can be played.
        const QByteArray onDisk = readFile(world);
        QVERIFY(editor->document()->applyOperation(QStringLiteral("land at 0,0"), QRect(0, 0, 1, 1),
                                                   [](worldmap::WorldGrid& grid) {
            for (const worldmap::Channel channel : {worldmap::Channel::Red, worldmap::Channel::Green,
                                                    worldmap::Channel::Blue})
                grid.setByte(0, 0, channel, grid.byte(8, 14, channel));
        }) > 0);
        QVERIFY(editor->document()->isModified());
        emit window->worlds()->playFromCellRequested(world, 0, 0);
        QVERIFY(!dock->isProblemShown());
        QVERIFY(QTest::qWaitFor([&] {
            const PlayerViewPtr view = playtest->session()->lastView();
            return view && view->status.worldCell == std::optional(std::array<int, 2>{0, 0});
        }, kWaitMs));
        QCOMPARE(readFile(world), onDisk);
        QVERIFY(editor->document()->isModified());
        dock->actions().stop->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !playtest->session()->isRunning(); }, kWaitMs));
        editor->document()->undoStack()->undo();    // closing asks nothing of a world without edits
        QVERIFY(!editor->document()->isModified());
        window->close();
    }
};

INCURSION_TEST_MAIN(TestWorldEditorUsability)
#include "tst_world_editor_usability.moc"
} // namespace tst_world_editor_usability
