// The editor's menus and the Build Output's scrolling: the context menu
// holds the studio's own actions, the breakpoint gutter opens one menu, a new
// output line shows from its start.
#include "app/language_integration.h"
#include "app/main_window.h"
#include "build/build_controller.h"
#include "build/build_output_dock.h"
#include "debug/debug_controller.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/diagnostics_presenter.h"
#include "shared/game_colours.h"

#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace tst_editor_menus {

using namespace incursion::studio;

class TestEditorMenus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_editor_menus")); }
    void init()
    {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        incursion::test::writeFile(dir_->filePath(QStringLiteral("main.irc")), "// A module.\nModule \"Menus\";\n");
        window_ = std::make_unique<MainWindow>();
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup()
    {
        window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        window_->close();
        window_.reset();
        dir_.reset();
    }

    void contextMenuHasTheMenusActions();
    void gutterRightClickOpensOneMenu();
    void buildOutputShowsNewLinesFromTheirStart();
    void themeSwitchRecoloursBuildOutput();

private:
    ScriptEditor* openMain()
    {
        return window_->openProject(dir_->path()) ? window_->currentEditor() : nullptr;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
};

void TestEditorMenus::contextMenuHasTheMenusActions()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    const int marginsWidth = editor->marginWidth(0) + editor->marginWidth(1) + editor->marginWidth(2);
    std::unique_ptr<QMenu> menu(editor->createContextMenu(QPoint(marginsWidth + 30, 5)));
    QVERIFY(menu);
    const QList<QAction*> actions = menu->actions();
    // The very actions of the Edit and Debug menus, so shortcuts read the same.
    QMenu* edit = window_->menu(MainWindow::Menu::Edit);
    QAction* redo = nullptr;
    for (QAction* action : edit->actions())
        if (action->text() == QStringLiteral("&Redo"))
            redo = action;
    QVERIFY(redo);
    QVERIFY(actions.contains(redo));
    QCOMPARE(redo->shortcut(), QKeySequence(QKeySequence::Redo));
    QVERIFY(actions.contains(window_->language()->goToDefinitionAction()));
    QVERIFY(actions.contains(window_->debugger()->actions().toggleBreakpoint));
    // No menu in the margins: the breakpoint gutter has its own.
    QCOMPARE(editor->createContextMenu(QPoint(2, 5)), nullptr);
    QCOMPARE(editor->createContextMenu(QPoint(marginsWidth - 2, 5)), nullptr);
}

void TestEditorMenus::gutterRightClickOpensOneMenu()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    // Inside the breakpoint margin (after the line numbers), on the first line.
    const QPoint gutter(editor->marginWidth(0) + editor->marginWidth(1) / 2, editor->textHeight(0) / 2);
    // Menus seen, each closed once seen (the breakpoint menu runs its own loop).
    int menusShown = 0;
    QStringList shown;
    QTimer watcher;
    connect(&watcher, &QTimer::timeout, this, [&] {
        QList<QMenu*> menus;
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* menu = qobject_cast<QMenu*>(widget); menu && menu->isVisible())
                menus.append(menu);
        menusShown += int(menus.size());
        for (QMenu* menu : menus) {
            for (QAction* action : menu->actions())
                shown.append(action->text());
            menu->close();
        }
    });
    watcher.start(100);
    // A right press, and the context menu event the window system sends with it.
    QTest::mouseClick(editor->viewport(), Qt::RightButton, {}, gutter);
    QContextMenuEvent request(QContextMenuEvent::Mouse, gutter, editor->viewport()->mapToGlobal(gutter));
    QApplication::sendEvent(editor->viewport(), &request);
    QTest::qWait(500);
    watcher.stop();
    QCOMPARE(menusShown, 1);
    QVERIFY2(!shown.contains(QStringLiteral("&Redo")), qPrintable(shown.join(QLatin1Char('|'))));
    QVERIFY(!shown.isEmpty());
}

void TestEditorMenus::buildOutputShowsNewLinesFromTheirStart()
{
    BuildOutputDock* output = window_->build()->outputDock();
    output->show();
    output->resize(400, 200);
    output->appendMessage(QStringLiteral("short"));
    output->appendMessage(QStringLiteral("a long line ") + QString(500, QLatin1Char('x')));
    auto* view = output->findChild<QPlainTextEdit*>();
    QVERIFY(view->horizontalScrollBar()->maximum() > 0);
    QCOMPARE(view->horizontalScrollBar()->value(), 0);
    QCOMPARE(view->textCursor().blockNumber(), 1);
}

void TestEditorMenus::themeSwitchRecoloursBuildOutput()
{
    window_->setTheme(QStringLiteral("light"));
    BuildOutputDock* output = window_->build()->outputDock();
    output->show();
    output->appendMessage(QStringLiteral("Building..."));
    DiagnosticEntry error;
    error.position = SourcePosition{dir_->filePath(QStringLiteral("main.irc")), 2, 1};
    error.message = QStringLiteral("unknown name");
    output->appendDiagnostic(error, QDir(dir_->path()));
    const QColor red = DiagnosticsPresenter::severityColor(incursion::script::Severity::Error);
    const auto paper = [&] { return output->view()->palette().color(QPalette::Base); };
    QCOMPARE(output->colourOfLine(1), readableOn(red, paper()));
    QVERIFY(!output->colourOfLine(0).isValid());     // plain text follows the palette
    const QColor light = output->colourOfLine(1);

    window_->setTheme(QStringLiteral("dark"));
    QCoreApplication::processEvents();
    QVERIFY(paper().lightnessF() < 0.5f);
    QCOMPARE(output->colourOfLine(1), readableOn(red, paper()));
    QVERIFY(output->colourOfLine(1) != light);
    QVERIFY(output->lines().at(1).endsWith(QStringLiteral("error: unknown name")));
    window_->setTheme(QStringLiteral("light"));
    QCoreApplication::processEvents();
    QCOMPARE(output->colourOfLine(1), light);
}

INCURSION_TEST_MAIN(TestEditorMenus)
#include "tst_editor_menus.moc"
} // namespace tst_editor_menus
