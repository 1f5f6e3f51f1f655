// The vault painter (editor/vault/): its tools, each previewing under the
// mouse exactly what the click does; undo and redo through the script
// editor's one history, interleaved with text edits; the example's vaults
// opening clean and saving byte for byte; validation at the cell.
#include "app/language_integration.h"
#include "build/module_browser_dock.h"
#include "build/module_build.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "editing/soft_breaks.h"
#include "language/background_checker.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "project/current_project.h"
#include "project/project.h"
#include "vault/placement_preview_panel.h"
#include "vault/vault_controller.h"
#include "shared/cell_shapes.h"
#include "shared/game_colours.h"
#include "vault/legend_entry_dialog.h"
#include "vault/resize_vault_dialog.h"
#include "vault/vault_document.h"
#include "vault/vault_legend_panel.h"
#include "vault/vault_painter.h"
#include "vault/vault_view.h"

#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QMenu>
#include <QPaintEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTreeView>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <memory>

namespace tst_vault_painter {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

const char kTestRegion[] = R"(
Region "Test Vault" : RF_ROOM
  {
    Walls: $"warren wall"; Floor: $"floor";
    Grid: {:
      %%%%%%%
      %.....%
      %..b..%
      %.....%
      %%%+%%%
    :};
    Tiles:
      'b': $"floor" with $"cave bat";
  }
)";

const VaultRows kTestRows{"%%%%%%%", "%.....%", "%..b..%", "%.....%", "%%%+%%%"};

// The Goblin Warrens copied to a temporary folder, with the test region added
// to its dungeon.irh, opened in an editor.
class Fixture {
public:
    Fixture()
    {
        const QString example = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
        QDir().mkpath(dir.filePath(QStringLiteral("inc")));
        QFile::copy(example + "/goblin-warrens.irc", mainFile());
        for (const QString& name : QDir(example + "/inc").entryList(QDir::Files))
            QFile::copy(example + "/inc/" + name, dir.filePath("inc/" + name));
    }
    QString mainFile() const { return dir.filePath(QStringLiteral("goblin-warrens.irc")); }
    QString dungeonFile() const { return dir.filePath(QStringLiteral("inc/dungeon.irh")); }
    void addTestRegion()
    {
        QByteArray text = readFile(dungeonFile());
        text.insert(text.lastIndexOf("#endif"), kTestRegion);
        QFile::remove(dungeonFile());
        writeFile(dungeonFile(), text);
    }
    std::unique_ptr<ScriptEditor> openDungeon()
    {
        auto editor = std::make_unique<ScriptEditor>();
        if (!editor->load(dungeonFile()))
            return nullptr;
        return editor;
    }
    VaultDocument::InputSource input() const
    {
        return [main = mainFile(), inc = dir.filePath(QStringLiteral("inc"))] {
            CompileInput input;
            input.mainFile = main;
            input.includePaths = {inc};
            return input;
        };
    }

    QTemporaryDir dir;
};

void sendMouse(QWidget* widget, QEvent::Type type, QPoint position, Qt::MouseButton button = Qt::LeftButton)
{
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::MouseButtons(button);
    QMouseEvent event(type, QPointF(position), QPointF(widget->mapToGlobal(position)),
                      type == QEvent::MouseMove ? Qt::NoButton : button, buttons, Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

QPoint centreOf(VaultView* view, int x, int y)
{
    return view->cellRect(x, y).center();
}

void hover(VaultView* view, int x, int y)
{
    sendMouse(view, QEvent::MouseMove, centreOf(view, x, y), Qt::NoButton);
}

// Waits for the document's background rebuild (problems, meanings, looks).
bool settled(const VaultDocument& document)
{
    return QTest::qWaitFor([&] { return !document.isRebuilding(); }, 60000);
}

// Answers the next modal dialog or popup menu of type T from the event loop,
// as a user would while exec() waits.
template <typename T>
void answerNext(std::function<void(T*)> answer)
{
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        T* widget = qobject_cast<T*>(QApplication::activeModalWidget());
        if (!widget)
            widget = qobject_cast<T*>(QApplication::activePopupWidget());
        if (!widget)
            return;
        poll->stop();
        poll->deleteLater();
        answer(widget);
    });
    poll->start(20);
}

// Picks the action called `text` from a context menu.
void choose(QMenu* menu, const QString& text)
{
    for (QAction* action : menu->actions())
        if (action->text() == text) {
            menu->close();
            action->trigger();
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no menu entry \"%1\"").arg(text)));
}

// Types `name` into a QInputDialog and accepts it.
void nameIt(const QString& name)
{
    answerNext<QInputDialog>([name](QInputDialog* dialog) {
        dialog->setTextValue(name);
        dialog->accept();
    });
}

// Collects what the widget paints.
class PaintRecorder : public QObject {
public:
    explicit PaintRecorder(QWidget* widget) { widget->installEventFilter(this); }
    QRegion painted;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            painted += static_cast<QPaintEvent*>(event)->region();
        return false;
    }
};

Fixture& withTestRegion(Fixture& fixture)
{
    fixture.addTestRegion();
    return fixture;
}

// The test region opened in an editor, a document and a painter.
struct PaintedTestVault {
    Fixture fixture;
    std::unique_ptr<ScriptEditor> editor{withTestRegion(fixture).openDungeon()};
    VaultDocument document{editor.get(), QStringLiteral("Test Vault"), fixture.input()};
    VaultPainter painter{&document};
};

// The parts of the studio the vault controller works with, the example
// (with the test region) open as the project and checked, dungeon.irh in a tab.
struct Studio {
    Fixture fixture;
    QWidget host;
    DocumentTabs* documents = new DocumentTabs(&host);
    QStatusBar* status = new QStatusBar(&host);
    LanguageIntegration* language = nullptr;
    ModuleBrowserDock* browser = new ModuleBrowserDock(&host);
    VaultController* vaults = nullptr;
    ScriptEditor* editor = nullptr;

    bool openProject()
    {
        fixture.addTestRegion();
        auto* project = new CurrentProject(&host);
        language = new LanguageIntegration(documents, project, status, &host);
        vaults = new VaultController(documents, language, browser, status, &host);
        std::optional<Project> opened = Project::open(fixture.mainFile());
        editor = documents->openFile(fixture.dungeonFile());
        if (!opened || !editor)
            return false;
        project->open(std::move(*opened));
        return checked();
    }
    // A fresh check of the buffers, waited for.
    bool checked()
    {
        QSignalSpy done(language, &LanguageIntegration::projectChecked);
        language->checkNow();
        return QTest::qWaitFor([&] { return done.count() > 0 && !language->checker()->isChecking(); }, 60000);
    }
    ~Studio()
    {
        // The controller and the language service go before the tabs they watch.
        delete vaults;
        delete language;
    }
};

QString gridText(const VaultRows& rows)
{
    QStringList lines;
    for (const std::string& row : rows)
        lines.append(QString::fromStdString(row));
    return lines.join('\n');
}

} // namespace

class TestVaultPainter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        incursion::test::useTestSettings(QStringLiteral("tst_vault_painter"));
    }

    void shapesOfTheTools()
    {
        QCOMPARE(lineCells({0, 0}, {3, 1}), (QList<QPoint>{{0, 0}, {1, 0}, {2, 1}, {3, 1}}));
        QCOMPARE(rectangleCells({2, 2}, {0, 0}, false).size(), 8);
        QCOMPARE(rectangleCells({0, 0}, {2, 2}, true).size(), 9);
        // A 5x5 ellipse: all but the four corner cells; its outline leaves the middle out.
        const QList<QPoint> filled = ellipseCells({0, 0}, {4, 4}, true);
        const QList<QPoint> ring = ellipseCells({0, 0}, {4, 4}, false);
        QCOMPARE(filled.size(), 21);
        QVERIFY(!filled.contains(QPoint(0, 0)) && filled.contains(QPoint(2, 2)) && filled.contains(QPoint(0, 2)));
        QVERIFY(!ring.contains(QPoint(2, 2)) && ring.contains(QPoint(0, 2)) && ring.contains(QPoint(2, 0)));

        const VaultRows rows{"#.#", ".#.", "#.#"};
        QCOMPARE(connectedCells(rows, {1, 1}, false).size(), 1);
        QCOMPARE(connectedCells(rows, {1, 1}, true).size(), 5);
        QCOMPARE(connectedCells(rows, {5, 5}, true).size(), 0);

        const Stamp stamp{{"ab", "cd", "ef"}};
        QCOMPARE(flippedHorizontally(stamp), (Stamp{{"ba", "dc", "fe"}}));
        QCOMPARE(flippedVertically(stamp), (Stamp{{"ef", "cd", "ab"}}));
        QCOMPARE(rotatedClockwise(stamp), (Stamp{{"eca", "fdb"}}));
        QCOMPARE(rotatedCounterClockwise(stamp), (Stamp{{"bdf", "ace"}}));
        QCOMPARE(resizedRows({"ab", "cd"}, 4, 3, {1, 1}, '%'), (VaultRows{"%%%%", "%ab%", "%cd%"}));
        QCOMPARE(resizedRows({"abc", "def"}, 2, 1, {-1, 0}, '%'), (VaultRows{"bc"}));
    }

    // Each drawing tool on the test vault: the preview under the mouse before
    // the release (or the click) is exactly what the grid becomes; undo gives
    // the grid back, redo the edit again, each one step.
    void toolsPreviewTheirResult_data()
    {
        QTest::addColumn<int>("tool");
        QTest::addColumn<QPoint>("from");
        QTest::addColumn<QPoint>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pencil") << int(VaultTool::Pencil) << QPoint(1, 1) << QPoint(3, 3)
                                << "%%%%%%%\n%#....%\n%.#b..%\n%..#..%\n%%%+%%%";
        QTest::newRow("line") << int(VaultTool::Line) << QPoint(1, 3) << QPoint(5, 1)
                              << "%%%%%%%\n%...##%\n%.##..%\n%#....%\n%%%+%%%";
        QTest::newRow("rectangle") << int(VaultTool::Rectangle) << QPoint(1, 1) << QPoint(3, 3)
                                   << "%%%%%%%\n%###..%\n%#.#..%\n%###..%\n%%%+%%%";
        QTest::newRow("filled rectangle") << int(VaultTool::FilledRectangle) << QPoint(4, 1) << QPoint(5, 2)
                                          << "%%%%%%%\n%...##%\n%..b##%\n%.....%\n%%%+%%%";
        QTest::newRow("ellipse") << int(VaultTool::Ellipse) << QPoint(1, 1) << QPoint(5, 3)
                                 << "%%%%%%%\n%.###.%\n%#.b.#%\n%.###.%\n%%%+%%%";
        QTest::newRow("filled ellipse") << int(VaultTool::FilledEllipse) << QPoint(1, 1) << QPoint(5, 3)
                                        << "%%%%%%%\n%.###.%\n%#####%\n%.###.%\n%%%+%%%";
        QTest::newRow("fill") << int(VaultTool::Fill) << QPoint(1, 1) << QPoint(1, 1)
                              << "%%%%%%%\n%#####%\n%##b##%\n%#####%\n%%%+%%%";
        QTest::newRow("fill 8") << int(VaultTool::Fill8) << QPoint(0, 0) << QPoint(0, 0)
                                << "#######\n#.....#\n#..b..#\n#.....#\n###+###";
    }

    void toolsPreviewTheirResult()
    {
        QFETCH(int, tool);
        QFETCH(QPoint, from);
        QFETCH(QPoint, to);
        QFETCH(QString, expected);

        Fixture fixture;
        fixture.addTestRegion();
        auto editor = fixture.openDungeon();
        QVERIFY(editor);
        const QByteArray original = editor->contents();
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        QVERIFY2(document.isEditable(), qPrintable(document.error()));
        QCOMPARE(document.rows(), kTestRows);
        VaultPainter painter(&document);
        painter.resize(900, 600);
        painter.show();
        VaultView* view = painter.view();
        painter.toolAction(VaultTool(tool))->trigger();
        QCOMPARE(view->tool(), VaultTool(tool));
        view->setBrush('#');

        // Before the click, under the mouse: the edit the press would start with.
        hover(view, from.x(), from.y());
        const CellEdit before = view->preview();
        QCOMPARE(before, toolEdit(VaultTool(tool) == VaultTool::Pencil ? VaultTool::Pencil : VaultTool(tool),
                                  kTestRows, from, from, '#'));
        QVERIFY(!before.empty());

        const bool clickTool = tool == int(VaultTool::Fill) || tool == int(VaultTool::Fill8);
        CellEdit shown;
        if (clickTool) {
            shown = view->preview();
            sendMouse(view, QEvent::MouseButtonPress, centreOf(view, from.x(), from.y()));
            sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, from.x(), from.y()));
        } else {
            sendMouse(view, QEvent::MouseButtonPress, centreOf(view, from.x(), from.y()));
            hover(view, to.x(), to.y());
            shown = view->preview();
            QCOMPARE(document.rows(), kTestRows);       // nothing written while dragging
            sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, to.x(), to.y()));
        }
        QCOMPARE(gridText(applyEdit(kTestRows, shown)), expected);
        QCOMPARE(gridText(document.rows()), expected);
        QVERIFY(editor->isModified());

        painter.undoAction()->trigger();
        QCOMPARE(document.rows(), kTestRows);
        QCOMPARE(editor->contents(), original);
        painter.redoAction()->trigger();
        QCOMPARE(gridText(document.rows()), expected);
        painter.undoAction()->trigger();
        QCOMPARE(editor->contents(), original);
        QVERIFY(!editor->isUndoAvailable());        // the whole stroke was one step
    }

    void eyedropperWandAndSelection()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        painter.show();
        VaultView* view = painter.view();

        painter.toolAction(VaultTool::Eyedropper)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 3, 2));
        QCOMPARE(view->brush(), 'b');
        QCOMPARE(painter.legendPanel()->tree()->currentItem()->text(VaultLegendPanel::CharacterColumn), "b");
        // Right click picks too, whatever the tool.
        painter.toolAction(VaultTool::Pencil)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 3, 4), Qt::RightButton);
        QCOMPARE(view->brush(), '+');

        painter.toolAction(VaultTool::MagicWand)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 1, 1));
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 1, 1));
        QCOMPARE(view->selection().size(), 14);     // the 15 floor cells but the bat's
        QVERIFY(!view->selection().contains(QPoint(3, 2)));

        painter.toolAction(VaultTool::Select)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 2, 1));
        hover(view, 4, 3);
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 4, 3));
        QCOMPARE(view->selectionBounds(), QRect(2, 1, 3, 3));
        QVERIFY(!editor->isModified());             // selecting edits nothing
    }

    void cutCopyPasteFlipRotate()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        painter.show();
        VaultView* view = painter.view();

        // Copy the bat and the floor right of it; paste it as a stamp at (1, 1).
        view->setSelection(rectangleCells({3, 2}, {4, 2}, true));
        painter.copyAction()->trigger();
        QCOMPARE(painter.clipboard(), (Stamp{{"b."}}));
        painter.pasteAction()->trigger();
        QCOMPARE(view->tool(), VaultTool::Stamp);
        painter.flipHorizontalAction()->trigger();     // flips the stamp, not the grid
        QCOMPARE(view->stamp(), (Stamp{{".b"}}));
        hover(view, 1, 1);
        QCOMPARE(view->preview(), (CellEdit{{{2, 1}, 'b'}}));
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 1, 1));
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 1, 1));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.b...%\n%..b..%\n%.....%\n%%%+%%%");

        // Cut leaves floor; one undo step each.
        painter.toolAction(VaultTool::Select)->trigger();
        view->setSelection(rectangleCells({2, 1}, {3, 2}, true));
        painter.cutAction()->trigger();
        QCOMPARE(painter.clipboard(), (Stamp{{"b.", ".b"}}));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.....%\n%.....%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.b...%\n%..b..%\n%.....%\n%%%+%%%");

        // The selection flipped and rotated in place.
        view->setSelection(rectangleCells({1, 1}, {3, 2}, true));
        painter.flipVerticalAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%..b..%\n%.b...%\n%.....%\n%%%+%%%");
        painter.rotateClockwiseAction()->trigger();
        // The 3x2 selection turned to 2x3 at the same corner: the bats land
        // where the selection's cells go, the cells left behind become floor.
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.....%\n%b....%\n%.b...%\n%%%+%%%");
        QCOMPARE(view->selectionBounds(), QRect(1, 1, 2, 3));
        painter.rotateCounterClockwiseAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%..b..%\n%.b...%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();
        painter.undoAction()->trigger();
        painter.undoAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.b...%\n%..b..%\n%.....%\n%%%+%%%");
    }

    void resizeWithAnAnchor()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;

        ResizeVaultDialog dialog(7, 5);
        dialog.setNewSize(9, 5);
        dialog.setAnchor(1, 1);     // centre: one new column each side
        QCOMPARE(dialog.offset(), QPoint(1, 0));
        dialog.setAnchor(2, 2);
        QCOMPARE(dialog.offset(), QPoint(2, 0));
        dialog.setAnchor(1, 1);
        QVERIFY(painter.resizeGrid(dialog.newWidth(), dialog.newHeight(), dialog.offset(), dialog.fill()));
        QCOMPARE(gridText(document.rows()),
                 "%%%%%%%%%\n%%.....%%\n%%..b..%%\n%%.....%%\n%%%%+%%%%");
        QVERIFY(settled(document));
        QVERIFY(document.problems().empty() || !vault::hasErrors(document.problems()));
        painter.undoAction()->trigger();
        QCOMPARE(document.rows(), kTestRows);
        QVERIFY(painter.resizeGrid(7, 3, {0, -1}, '%'));
        QCOMPARE(gridText(document.rows()), "%.....%\n%..b..%\n%.....%");
    }

    // The painter and the text share one history: a painter edit, a text
    // edit and a painter edit undo in reverse order, from either side.
    void painterAndTextEditsUndoInOrder()
    {
        Fixture fixture;
        fixture.addTestRegion();
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        document.setRereadDelay(0);
        VaultPainter painter(&document);
        const QByteArray original = editor->contents();

        QVERIFY(document.applyCells({{{1, 1}, '#'}}));
        const QByteArray afterFirst = editor->contents();
        QCOMPARE(afterFirst.size(), original.size());       // one byte of one line
        // Typing in the text: the grid's second row edited by hand.
        const int row2 = afterFirst.indexOf("%..b..%");
        editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, row2 + 1, row2 + 2);
        editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, 1, "~");
        QTRY_COMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%.....%\n%%%+%%%");
        const QByteArray afterText = editor->contents();
        QVERIFY(document.applyCells({{{5, 3}, '#'}}));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%....#%\n%%%+%%%");

        editor->undo();     // Ctrl+Z in the text undoes the painter's last edit
        QTRY_COMPARE(editor->contents(), afterText);
        QTRY_COMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();    // the painter's undo undoes the typing
        QCOMPARE(editor->contents(), afterFirst);
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%..b..%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();
        QCOMPARE(editor->contents(), original);
        QCOMPARE(document.rows(), kTestRows);
        painter.redoAction()->trigger();
        painter.redoAction()->trigger();
        editor->redo();
        QTRY_COMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%....#%\n%%%+%%%");
    }

    // A line of the file long enough to show in chunks before the vault: the
    // painter's edit lands on its cell of the file (not shifted by the
    // chunks' breaks), writes no break into the file, and is one undo step.
    void paintingBelowALongLineShownInChunksEditsItsCell()
    {
        Fixture fixture;
        fixture.addTestRegion();
        QByteArray text = readFile(fixture.dungeonFile());
        text.prepend("// " + QByteArray(SoftBreaks::kLongLine * 2, 'x') + "\n");
        QFile::remove(fixture.dungeonFile());
        writeFile(fixture.dungeonFile(), text);
        auto editor = fixture.openDungeon();
        QVERIFY(editor && editor->showsLongLinesInChunks());
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        document.setRereadDelay(0);
        QCOMPARE(document.rows(), kTestRows);
        const QByteArray original = editor->contents();
        QCOMPARE(original, text);

        QVERIFY(document.applyCells({{{1, 1}, '#'}, {{5, 3}, '#'}}));
        QByteArray expected = original;
        const qsizetype grid = original.indexOf("%.....%", original.indexOf("Test Vault"));
        expected[grid + 1] = '#';
        expected[original.indexOf("%.....%", grid + 1) + 5] = '#';
        QCOMPARE(editor->contents(), expected);
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%..b..%\n%....#%\n%%%+%%%");
        editor->undo();
        QCOMPARE(editor->contents(), original);
        QTRY_COMPARE(document.rows(), kTestRows);
    }

    // With the file as it is, with CRLF line ends, and with its rows
    // indented by tabs: the painter keeps every other byte.
    void exampleVaultsOpenCleanAndSaveUnchanged_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("layout");
        for (const char* layout : {"lf", "crlf", "tabs"})
            for (const char* region :
                 {"Warren Mouth", "Kobold Redoubt", "Shaman's Hut", "Ogre's Larder", "Stitching Hall"})
                QTest::addRow("%s, %s", region, layout) << QString::fromLatin1(region) << QString::fromLatin1(layout);
    }

    void exampleVaultsOpenCleanAndSaveUnchanged()
    {
        QFETCH(QString, region);
        QFETCH(QString, layout);
        Fixture fixture;
        QByteArray original = readFile(fixture.dungeonFile());
        if (layout == "crlf")
            original.replace("\n", "\r\n");
        if (layout == "tabs")
            original.replace("\n      ", "\n\t");
        QFile::remove(fixture.dungeonFile());
        writeFile(fixture.dungeonFile(), original);
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), region, fixture.input());
        VaultPainter painter(&document);
        QVERIFY2(document.isEditable(), qPrintable(document.error()));
        QVERIFY(document.width() > 0);
        for (const vault::Problem& problem : document.problems())
            QFAIL(problem.text().c_str());
        // Every character drawn with the module's own glyph, none unknown.
        for (const std::string& row : document.rows())
            for (char c : row)
                QVERIFY(vault::meaningOf(*document.vault(), c).known());

        // An unchanged vault writes nothing and adds no undo step.
        QVERIFY(document.applyRows(document.rows()));
        QVERIFY(!editor->isUndoAvailable());
        // One cell painted changes one byte; painted back and saved, the
        // file is byte for byte the same.
        const char c = document.at(1, 1);
        const char other = c == '#' ? '.' : '#';
        QVERIFY(document.applyCells({{{1, 1}, other}}));
        const QByteArray painted = editor->contents();
        QCOMPARE(painted.size(), original.size());
        qsizetype differing = 0;
        for (qsizetype i = 0; i < painted.size(); ++i)
            differing += painted[i] != original[i];
        QCOMPARE(differing, qsizetype(1));
        QVERIFY(document.applyCells({{{1, 1}, c}}));
        QVERIFY(editor->save());
        QCOMPARE(readFile(fixture.dungeonFile()), original);
    }

    // The painter's Import and Export go through the format plugins: a cell
    // changed in an exported .txt comes back as one undo step; a bad file
    // changes nothing and says why.
    void importAndExportThroughTheFormats()
    {
        Fixture fixture;
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), QStringLiteral("Warren Mouth"), fixture.input());
        VaultPainter painter(&document);
        QVERIFY(painter.importAction() && painter.exportAction());
        QTemporaryDir out;
        const QString text = out.filePath(QStringLiteral("mouth.txt"));
        QCOMPARE(painter.exportTo(text), QString());
        const QByteArray before = editor->contents();
        QByteArray exported = readFile(text);
        const char first = document.at(1, 1);
        const char other = first == '#' ? '.' : '#';
        const qsizetype cell = exported.indexOf('\n') + 2;     // row 1, column 1
        QCOMPARE(exported.at(cell), first);
        exported[cell] = other;
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(exported) == exported.size());
        file.close();
        QCOMPARE(painter.importFrom(text), QString());
        QCOMPARE(document.at(1, 1), other);
        editor->undo();
        QCOMPARE(editor->contents(), before);

        const QString bad = out.filePath(QStringLiteral("bad.xp"));
        QFile damaged(bad);
        QVERIFY(damaged.open(QIODevice::WriteOnly) && damaged.write("not gzip") == 8);
        damaged.close();
        const QString error = painter.importFrom(bad);
        QVERIFY2(error.contains(QStringLiteral("bad.xp")), qPrintable(error));
        QCOMPARE(editor->contents(), before);
        QVERIFY(painter.exportTo(out.filePath(QStringLiteral("mouth.png"))).isEmpty());
        QVERIFY(QFileInfo(out.filePath(QStringLiteral("mouth.png"))).size() > 0);
    }

    void aWallThatCutsOffCellsIsReportedAtTheCell()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        QVERIFY(document.problems().empty());
        // A ring of wall round the bat's cell.
        QVERIFY(document.applyCells(toolEdit(VaultTool::Rectangle, document.rows(), {2, 1}, {4, 3}, '#')));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.###.%\n%.#b#.%\n%.###.%\n%%%+%%%");
        QVERIFY(settled(document));
        QCOMPARE(int(document.problems().size()), 1);
        const vault::Problem& problem = document.problems().front();
        QVERIFY(!problem.isError());
        QCOMPARE(problem.x, 3);
        QCOMPARE(problem.y, 2);
        // The Test Vault's third grid row, at the bat.
        const QList<QByteArray> lines = editor->contents().split('\n');
        QCOMPARE(lines.value(int(problem.line) - 1).trimmed(), QByteArray("%.#b#.%"));
        QCOMPARE(lines.value(int(problem.line) - 1).at(int(problem.column) - 1), 'b');
        // Shown in the status bar when the painter shows that cell.
        painter.showCell(problem.x, problem.y);
        QCOMPARE(painter.view()->selection(), QList<QPoint>{QPoint(3, 2)});
        QVERIFY(painter.cellLabel()->text().contains(QString::fromStdString(problem.message)));
    }

    void legendEntriesAndTheirCounts()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        QTreeWidget* tree = painter.legendPanel()->tree();
        QTreeWidgetItem* floor = painter.legendPanel()->itemFor('.');
        QVERIFY(floor);
        QCOMPARE(floor->text(VaultLegendPanel::CountColumn), "14");
        QCOMPARE(floor->text(VaultLegendPanel::MeaningColumn), "region floor");
        QCOMPARE(painter.legendPanel()->itemFor('b')->text(VaultLegendPanel::MeaningColumn),
                 "$\"floor\" with $\"cave bat\"");
        // The module's glyphs: the bat's Image is grey 'b', the walls' GLYPH_WALL brown.
        QCOMPARE(document.appearance('b').glyph, U'b');
        QCOMPARE(document.appearance('b').foreground, gameColour(7));
        QVERIFY(document.appearance('%').glyph != U'%');

        // A new entry (one undo step) becomes the brush.
        QVERIFY(document.setLegendEntry('r', QStringLiteral("$\"floor\" with $\"warren rat\"")));
        QVERIFY(editor->contents().contains("'r': $\"floor\" with $\"warren rat\""));
        QVERIFY(settled(document));     // the legend's meanings come with the rebuild
        QTreeWidgetItem* rat = painter.legendPanel()->itemFor('r');
        QVERIFY(rat);
        QCOMPARE(rat->text(VaultLegendPanel::CountColumn), "0");
        tree->setCurrentItem(rat);
        QCOMPARE(painter.view()->brush(), 'r');
        QVERIFY(settled(document));
        QVERIFY(document.problems().empty());
        document.undo();
        QVERIFY(!painter.legendPanel()->itemFor('r'));

        // A character with no meaning is an error at its cell.
        QVERIFY(document.applyCells({{{1, 1}, 'Q'}}));
        QVERIFY(settled(document));
        QVERIFY(vault::hasErrors(document.problems()));
        QCOMPARE(document.problems().front().x, 1);
        QCOMPARE(document.problems().front().y, 1);

        // The entry dialog completes resource names and inserts them quoted.
        LegendEntryDialog dialog(document.resourceNames());
        QVERIFY(document.resourceNames().contains("cave bat"));
        dialog.setCharacter('k');
        dialog.definitionEdit()->setText(QStringLiteral("$\"floor\" with "));
        dialog.resourceEdit()->setText(QStringLiteral("kobold"));
        dialog.insertResource();
        QCOMPARE(dialog.definition(), "$\"floor\" with $\"kobold\"");
        QCOMPARE(dialog.character(), 'k');
    }

    // The studio's way in: the marker on a Grid line opens the painter as a
    // tab; its problems go to the Problems panel with the cell, and
    // activating one selects the cell; New Vault and Duplicate Vault add a
    // region (one undo step) and open it.
    void theStudioOpensPaintersAndListsTheirProblems()
    {
        Studio studio;
        QVERIFY(studio.openProject());
        auto& [fixture, host, documents, status, language, browser, vaults, editor] = studio;

        // A marker on each of the six Grid lines of dungeon.irh.
        const QList<int> marks = editor->vaultMarkLines();
        QCOMPARE(marks.size(), 6);
        const int testGridLine = marks.last();
        QCOMPARE(editor->text(testGridLine - 1).trimmed(), "Grid: {:");
        emit editor->vaultMarkClicked(testGridLine);
        VaultPainter* painter = vaults->painterFor(QStringLiteral("test vault"));
        QVERIFY(painter);
        QCOMPARE(documents->currentWidget(), painter);
        QCOMPARE(painter->document()->editor(), editor);
        QCOMPARE(vaults->regionAt(editor, testGridLine + 2), "Test Vault");

        // Beside it, the placement preview of the vault in six generated levels,
        // refreshed after an edit; its Play from here goes out through the controller.
        auto* preview = painter->findChild<PlacementPreviewPanel*>();
        QVERIFY(preview);
        QSignalSpy previews(preview, &PlacementPreviewPanel::previewFinished);
        QVERIFY(previews.count() > 0 || previews.wait(60000));
        QCOMPARE(preview->levels().size(), size_t(6));
        QSignalSpy plays(vaults, &VaultController::playFromHereRequested);
        emit preview->playFromHereRequested(QStringLiteral("Test Vault"), preview->dungeon(), 3, 1);
        QCOMPARE(plays.count(), 1);
        const int previewsBefore = int(previews.count());

        QVERIFY(painter->document()->applyCells(
            toolEdit(VaultTool::Rectangle, painter->document()->rows(), {2, 1}, {4, 3}, '#')));
        QVERIFY(previews.count() > previewsBefore || previews.wait(60000));
        // File > Save in the painter's tab saves the script it paints.
        QCOMPARE(documents->currentTextEditor(), editor);
        QVERIFY(editor->isModified());
        QVERIFY(documents->save(documents->currentTextEditor()));
        QVERIFY(!editor->isModified());
        {
            QFile saved(fixture.dungeonFile());
            QVERIFY(saved.open(QIODevice::ReadOnly));
            QCOMPARE(saved.readAll(), editor->contents());
        }
        QVERIFY(settled(*painter->document()));
        ProblemsDock* problems = language->problemsDock();
        QModelIndex found;
        for (int row = 0; row < problems->model()->rowCount(); ++row) {
            const QModelIndex index = problems->model()->index(row, ProblemsDock::MessageColumn);
            if (index.data(ProblemsDock::RegionRole).toString() == "Test Vault")
                found = index;
        }
        QVERIFY(found.isValid());
        QVERIFY(found.data().toString().endsWith("[cell 3,2]"));
        QCOMPARE(problems->model()->index(found.row(), ProblemsDock::SourceColumn).data().toString(), "Vault");
        QCOMPARE(found.data(ProblemsDock::PathRole).toString(), CheckSnapshot::normalizedPath(fixture.dungeonFile()));
        documents->setCurrentIndex(0);
        emit problems->view()->activated(found);
        QCOMPARE(documents->currentWidget(), painter);
        QCOMPARE(painter->view()->selection(), QList<QPoint>{QPoint(3, 2)});
        // Undone, the problem goes.
        painter->undoAction()->trigger();
        QVERIFY(settled(*painter->document()));
        bool stillListed = false;
        for (int row = 0; row < problems->model()->rowCount(); ++row)
            stillListed |= problems->model()->index(row, 0).data(ProblemsDock::RegionRole).toString() == "Test Vault";
        QVERIFY(!stillListed);

        // New Vault after the resource at the caret: a 9x5 room, clean, one undo step.
        editor->setCursorPosition(testGridLine - 1, 0);
        const QByteArray before = editor->contents();
        VaultPainter* fresh = vaults->newVault(editor, QStringLiteral("Fresh Vault"));
        QVERIFY(fresh);
        QVERIFY2(fresh->document()->isEditable(), qPrintable(fresh->document()->error()));
        QCOMPARE(fresh->document()->width(), 9);
        QCOMPARE(fresh->document()->height(), 5);
        QVERIFY(fresh->document()->problems().empty());
        editor->undo();
        QCOMPARE(editor->contents(), before);

        // Duplicate Vault: the same grid and legend under the new name.
        VaultPainter* copy = vaults->duplicateVault(QStringLiteral("Warren Mouth"), QStringLiteral("Warren Mouth II"));
        QVERIFY(copy);
        VaultPainter* original = vaults->openPainter(QStringLiteral("Warren Mouth"));
        QVERIFY(original);
        QCOMPARE(copy->document()->rows(), original->document()->rows());
        QCOMPARE(copy->document()->vault()->legend.size(), original->document()->vault()->legend.size());
        QVERIFY(editor->contents().contains("Region \"Warren Mouth II\" : RF_ROOM"));

        // Closing the file closes its painters (and their problems go).
        documents->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        QVERIFY(documents->closeEditor(editor));
        QVERIFY(!vaults->painterFor(QStringLiteral("Test Vault")));
        QVERIFY(!vaults->painterFor(QStringLiteral("Warren Mouth II")));
        for (int row = 0; row < problems->model()->rowCount(); ++row)
            QVERIFY(problems->model()->index(row, 0).data(ProblemsDock::RegionRole).toString().isEmpty());
    }

    // The rebuild after an edit (the whole module built and the vault
    // validated) runs in the background: the edit is in the text and the
    // cells when it returns, the next stroke does not wait for it, and the
    // problems come with the newest text's rebuild; an older one's are dropped.
    void editsReturnBeforeTheRebuildAndItsProblemsFollow()
    {
        Fixture fixture;
        fixture.addTestRegion();
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        QVERIFY(document.problems().empty());
        QList<int> problemsAtEachRebuild;
        connect(&document, &VaultDocument::rebuilt, this,
                [&] { problemsAtEachRebuild.append(int(document.problems().size())); });

        // A ring of wall round the bat: written, and the problem not there yet.
        QVERIFY(document.applyCells(toolEdit(VaultTool::Rectangle, document.rows(), {2, 1}, {4, 3}, '#')));
        QVERIFY(document.isRebuilding());
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.###.%\n%.#b#.%\n%.###.%\n%%%+%%%");
        QVERIFY(editor->contents().contains("      %.#b#.%\n"));
        QVERIFY(document.problems().empty());
        // Opened and closed again before any rebuild came back: two more
        // strokes, written at once (the cells keep their offsets).
        QVERIFY(document.applyCells({{{3, 1}, '.'}}));
        QVERIFY(editor->contents().contains("      %.#.#.%\n"));
        QVERIFY(document.applyCells({{{3, 1}, '#'}}));
        QVERIFY(document.isRebuilding());
        QVERIFY(problemsAtEachRebuild.isEmpty());

        QVERIFY(settled(document));
        // One rebuild taken, the newest text's: the two before it were dropped.
        QCOMPARE(problemsAtEachRebuild, QList<int>{1});
        QCOMPARE(document.problems().front().x, 3);
        QCOMPARE(document.problems().front().y, 2);

        // Text typed while a rebuild runs makes its result stale too: the
        // rebuild that counts reads the typed text.
        QVERIFY(document.applyCells({{{3, 1}, '.'}}));
        const int at = int(editor->contents().indexOf("      %.#.#.%\n")) + 9;
        editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, at, at + 1);
        editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, 1, "#");
        QVERIFY(settled(document));
        QCOMPARE(problemsAtEachRebuild, (QList<int>{1, 1}));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.###.%\n%.#b#.%\n%.###.%\n%%%+%%%");
    }

    // A stroke paints again only the cells it changed (and the preview's),
    // and what it leaves on the screen is what drawing everything gives.
    void aStrokeRepaintsOnlyItsCells()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        VaultView* view = painter.view();
        painter.resize(900, 700);
        painter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&painter));
        view->setTool(VaultTool::Pencil);
        view->setBrush('#');
        QApplication::processEvents();

        PaintRecorder recorder(view);
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 1, 1));
        sendMouse(view, QEvent::MouseMove, centreOf(view, 2, 1), Qt::NoButton);
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 2, 1));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%##...%\n%..b..%\n%.....%\n%%%+%%%");
        QVERIFY(settled(document));
        QApplication::processEvents();
        const QRect stroke = view->cellRect(1, 1) | view->cellRect(2, 1);
        QVERIFY(!recorder.painted.isEmpty());
        QVERIFY2(stroke.contains(recorder.painted.boundingRect()),
                 qPrintable(QStringLiteral("painted %1,%2 %3x%4")
                                .arg(recorder.painted.boundingRect().x())
                                .arg(recorder.painted.boundingRect().y())
                                .arg(recorder.painted.boundingRect().width())
                                .arg(recorder.painted.boundingRect().height())));

        // Off the grid (no hover outline, no preview): the same pixels as a
        // view that draws every cell afresh.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(view, &leave);
        VaultView fresh(&document);
        fresh.resize(view->size());
        QCOMPARE(view->grab().toImage(), fresh.grab().toImage());
    }

    // The other ways in: the Outline's and the Module browser's context
    // menus, File > New Vault and Duplicate Vault with their name dialog,
    // Resize Vault's dialog and the legend entry dialog, driven as a user
    // would while they wait.
    void menusAndDialogsOpenAndChangeVaults()
    {
        Studio studio;
        QVERIFY(studio.openProject());
        auto& [fixture, host, documents, status, language, browser, vaults, editor] = studio;
        language->outlineDock()->setCurrentFile(fixture.dungeonFile());

        // The Outline: Open in Vault Painter on the Test Vault's row.
        QTreeView* outline = language->outlineDock()->view();
        outline->resize(500, 2000);
        outline->expandAll();
        const QModelIndexList outlineRows = outline->model()->match(
            outline->model()->index(0, 0), Qt::DisplayRole, QStringLiteral("Region \"Test Vault\""), 1,
            Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(outlineRows.size(), 1);
        QCOMPARE(outline->indexAt(outline->visualRect(outlineRows[0]).center()), outlineRows[0]);
        answerNext<QMenu>([](QMenu* menu) { choose(menu, QStringLiteral("Open in Vault Painter")); });
        emit outline->customContextMenuRequested(outline->visualRect(outlineRows[0]).center());
        VaultPainter* painter = vaults->painterFor(QStringLiteral("Test Vault"));
        QVERIFY(painter);
        QCOMPARE(documents->currentWidget(), painter);
        QCOMPARE(painter->document()->rows(), kTestRows);

        // The Module browser (after a build): Duplicate Vault… asks for the name.
        const ModuleBuildPtr build = std::make_shared<const ModuleBuild>(
            buildModuleFile(language->checker()->compileInput(), fixture.dir.filePath(QStringLiteral("gw.mod"))));
        QVERIFY(build->succeeded());
        browser->showBuild(build);
        QTreeView* modules = browser->view();
        modules->resize(500, 4000);
        modules->expandAll();
        const QModelIndexList moduleRows =
            modules->model()->match(modules->model()->index(0, 0), Qt::DisplayRole, QStringLiteral("Warren Mouth"),
                                    1, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(moduleRows.size(), 1);
        modules->scrollTo(moduleRows[0]);
        QCOMPARE(modules->indexAt(modules->visualRect(moduleRows[0]).center()), moduleRows[0]);
        answerNext<QMenu>([](QMenu* menu) { choose(menu, QStringLiteral("Duplicate Vault…")); });
        nameIt(QStringLiteral("Warren Gate"));
        emit modules->customContextMenuRequested(modules->visualRect(moduleRows[0]).center());
        VaultPainter* gate = vaults->painterFor(QStringLiteral("Warren Gate"));
        QVERIFY(gate);
        QVERIFY(editor->contents().contains("Region \"Warren Gate\""));
        QCOMPARE(gate->document()->rows(), vaults->openPainter(QStringLiteral("Warren Mouth"))->document()->rows());
        // And Open in Vault Painter from there.
        answerNext<QMenu>([](QMenu* menu) { choose(menu, QStringLiteral("Open in Vault Painter")); });
        emit modules->customContextMenuRequested(modules->visualRect(moduleRows[0]).center());
        QCOMPARE(documents->currentWidget(), vaults->painterFor(QStringLiteral("Warren Mouth")));
        // Edit > Open in Vault Painter with a painter's tab current: that
        // painter stays current, no "no Region" message.
        status->clearMessage();
        vaults->openPainterAction()->trigger();
        QCOMPARE(documents->currentWidget(), vaults->painterFor(QStringLiteral("Warren Mouth")));
        QVERIFY2(!status->currentMessage().contains(QStringLiteral("no Region")), qPrintable(status->currentMessage()));

        // File > New Vault: the name dialog, then a 9x5 room in the current file.
        documents->setCurrentWidget(editor);
        editor->setCursorPosition(0, 0);
        nameIt(QStringLiteral("Quiet Cellar"));
        vaults->newVaultAction()->trigger();
        VaultPainter* cellar = vaults->painterFor(QStringLiteral("Quiet Cellar"));
        QVERIFY(cellar);
        QCOMPARE(cellar->document()->width(), 9);
        QCOMPARE(cellar->document()->height(), 5);
        QVERIFY(editor->contents().contains("Region \"Quiet Cellar\" : RF_ROOM"));
        // From the new painter's tab (New Vault goes into the file it
        // paints), a name the module already has is refused, nothing added.
        QCOMPARE(documents->currentWidget(), cellar);
        const QByteArray beforeClash = editor->contents();
        nameIt(QStringLiteral("warren mouth"));
        vaults->newVaultAction()->trigger();
        QCOMPARE(editor->contents(), beforeClash);
        QVERIFY2(status->currentMessage().contains("already has a resource named"), qPrintable(status->currentMessage()));

        // Edit > Duplicate Vault at the caret (in the Test Vault's grid), once
        // the live check has caught up with the regions added above.
        QVERIFY(studio.checked());
        documents->setCurrentWidget(editor);
        const int testGrid = int(editor->contents().left(editor->contents().indexOf("%..b..%")).count('\n'));
        editor->setCursorPosition(testGrid, 8);
        nameIt(QStringLiteral("Test Vault Again"));
        vaults->duplicateVaultAction()->trigger();
        VaultPainter* again = vaults->painterFor(QStringLiteral("Test Vault Again"));
        QVERIFY(again);
        QCOMPARE(again->document()->rows(), kTestRows);

        // Resize Vault…: the dialog's size and anchor, one undo step.
        answerNext<ResizeVaultDialog>([](ResizeVaultDialog* dialog) {
            dialog->setNewSize(9, 5);
            dialog->setAnchor(1, 1);
            dialog->accept();
        });
        again->resizeAction()->trigger();
        QCOMPARE(gridText(again->document()->rows()), "%%%%%%%%%\n%%.....%%\n%%..b..%%\n%%.....%%\n%%%%+%%%%");
        // Cancelled, it changes nothing.
        answerNext<ResizeVaultDialog>([](ResizeVaultDialog* dialog) {
            dialog->setNewSize(3, 3);
            dialog->reject();
        });
        again->resizeAction()->trigger();
        QCOMPARE(again->document()->width(), 9);

        // The legend entry dialog: 'b' becomes a rat's cell.
        VaultLegendPanel* legend = again->legendPanel();
        legend->tree()->setCurrentItem(legend->itemFor('b'));
        answerNext<LegendEntryDialog>([](LegendEntryDialog* dialog) {
            QCOMPARE(dialog->character(), 'b');
            QCOMPARE(dialog->definition(), "$\"floor\" with $\"cave bat\"");
            dialog->definitionEdit()->setText(QStringLiteral("$\"floor\" with $\"warren rat\""));
            dialog->accept();
        });
        legend->editEntry();
        QVERIFY(settled(*again->document()));
        QCOMPARE(again->document()->meaning('b'), "$\"floor\" with $\"warren rat\"");
        QCOMPARE(legend->itemFor('b')->text(VaultLegendPanel::MeaningColumn), "$\"floor\" with $\"warren rat\"");
        QVERIFY(editor->contents().contains("'b': $\"floor\" with $\"warren rat\""));

        documents->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        QVERIFY(documents->closeEditor(editor));
    }
};

INCURSION_TEST_MAIN(TestVaultPainter)
#include "tst_vault_painter.moc"
} // namespace tst_vault_painter
