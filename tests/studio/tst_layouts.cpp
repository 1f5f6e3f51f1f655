// The main window's Edit and Debug layouts, offscreen: the first launch gives
// the editor most of the window; a debugger stop switches to the Debug layout
// (Call Stack, Variables, Watches, Breakpoints), the end of the run restores
// the Edit layout as the user left it; both layouts are kept in the settings
// and come back in the next window; View > Edit/Debug Layout switch by hand.

#include "app/language_integration.h"
#include "app/layout_modes.h"
#include "app/main_window.h"
#include "debug/breakpoint_store.h"
#include "debug/breakpoints_dock.h"
#include "debug/call_stack_dock.h"
#include "debug/debug_controller.h"
#include "debug/variables_dock.h"
#include "debug/watches_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/outline_dock.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_layouts {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

const char* const kSource = R"(int32 Total;

int32 square(int32 x) {
  int32 y;
  y = x * x;
  return y;
}

int32 sum(int32 n) {
  int32 i, s;
  s = 0;
  for (i = 0; i < n; i++)
    s += square(i);
  Total = s;
  return s;
}
)";
constexpr int kSquareBodyLine = 5;

} // namespace

class TestLayouts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void firstLaunchGivesTheEditorMostOfTheWindow();
    void aStopSwitchesToTheDebugLayoutAndTheEndRestoresTheEditLayout();
    void bothLayoutsComeBackInTheNextWindow();
    void viewMenuSwitchesByHandAndTheLayoutStays();

private:
    void openWindow();
    bool runUntilStop();
    bool continueToTheEnd();
    QList<QDockWidget*> debugPanels() const;
    DebugController* debugger() const { return window_->debugger(); }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    QString mainPath_;
};

void TestLayouts::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_layouts"));
}

void TestLayouts::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    mainPath_ = dir_->filePath(QStringLiteral("main.irc"));
    // Long enough that the editor is full of lines.
    QByteArray source(kSource);
    for (int i = 0; i < 200; ++i)
        source += "/* filler line " + QByteArray::number(i) + " */\n";
    writeFile(mainPath_, source);
    openWindow();
}

void TestLayouts::openWindow()
{
    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    window_->documents()->setReloadPrompt([](const QString&) { return false; });
    QSignalSpy checks(window_->language(), &LanguageIntegration::projectChecked);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QVERIFY(window_->openProject(mainPath_));
    QVERIFY(checks.wait(kWaitMs));
}

void TestLayouts::cleanup()
{
    if (window_)
        window_->close();
    window_.reset();
    dir_.reset();
}

QList<QDockWidget*> TestLayouts::debugPanels() const
{
    return {debugger()->callStackDock(), debugger()->variablesDock(), debugger()->watchesDock(),
            debugger()->breakpointsDock()};
}

bool TestLayouts::runUntilStop()
{
    QSignalSpy stops(debugger(), &DebugController::stopShown);
    debugger()->runFunction(QStringLiteral("sum"), {2});
    return stops.wait(kWaitMs);
}

bool TestLayouts::continueToTheEnd()
{
    QSignalSpy ended(debugger(), &DebugController::sessionEnded);
    debugger()->breakpoints()->clear();
    debugger()->actions().continueRun->trigger();
    return QTest::qWaitFor([&] { return !ended.isEmpty(); }, kWaitMs);
}

void TestLayouts::firstLaunchGivesTheEditorMostOfTheWindow()
{
    // The size the issue measured in: 23 visible lines before, 15 during a playtest.
    window_->showNormal();
    window_->resize(1200, 800);
    QTest::qWait(50);
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Edit);
    for (QDockWidget* panel : debugPanels())
        QVERIFY2(!panel->isVisible(), qPrintable(panel->windowTitle()));
    QVERIFY(!window_->playtest()->dock()->isVisible());
    ScriptEditor* editor = window_->currentEditor();
    QVERIFY(editor);
    // Font-independent: the editor has at least 60% of the window's height and width.
    QVERIFY2(editor->height() >= window_->height() * 6 / 10,
             qPrintable(QStringLiteral("%1 of %2").arg(editor->height()).arg(window_->height())));
    QVERIFY2(editor->width() >= window_->width() * 6 / 10,
             qPrintable(QStringLiteral("%1 of %2").arg(editor->width()).arg(window_->width())));
    qInfo("visible editor lines at 1200x800: %ld",
          long(editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN)));
}

void TestLayouts::aStopSwitchesToTheDebugLayoutAndTheEndRestoresTheEditLayout()
{
    // The user's own Edit layout: no Outline.
    window_->language()->outlineDock()->hide();
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = kSquareBodyLine;
    debugger()->breakpoints()->add(b);

    QVERIFY(runUntilStop());
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);
    QVERIFY(window_->layouts()->debugAction()->isChecked());
    for (QDockWidget* panel : debugPanels())
        QTRY_VERIFY2(panel->isVisible(), qPrintable(panel->windowTitle()));
    // The user's own Debug layout: no Watches.
    debugger()->watchesDock()->hide();

    QVERIFY(continueToTheEnd());
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Edit);
    QVERIFY(window_->layouts()->editAction()->isChecked());
    QTRY_VERIFY(!debugger()->callStackDock()->isVisible());
    QVERIFY(!debugger()->variablesDock()->isVisible());
    QVERIFY(!window_->language()->outlineDock()->isVisible());   // as the user left it

    // The next stop brings the Debug layout as the user left it.
    debugger()->breakpoints()->add(b);
    QVERIFY(runUntilStop());
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);
    QTRY_VERIFY(debugger()->callStackDock()->isVisible());
    QVERIFY(debugger()->variablesDock()->isVisible());
    QVERIFY(!debugger()->watchesDock()->isVisible());
    QVERIFY(continueToTheEnd());
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Edit);
}

void TestLayouts::bothLayoutsComeBackInTheNextWindow()
{
    window_->language()->outlineDock()->hide();
    window_->layouts()->debugAction()->trigger();
    QTRY_VERIFY(debugger()->callStackDock()->isVisible());
    debugger()->breakpointsDock()->hide();
    window_->layouts()->editAction()->trigger();
    QVERIFY(!debugger()->callStackDock()->isVisible());
    window_->close();
    window_.reset();
    QVERIFY(!QSettings().value(QStringLiteral("layout/edit")).toByteArray().isEmpty());
    QVERIFY(!QSettings().value(QStringLiteral("layout/debug")).toByteArray().isEmpty());

    openWindow();
    // The studio starts in the Edit layout the user left.
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Edit);
    QVERIFY(!window_->language()->outlineDock()->isVisible());
    QVERIFY(!debugger()->callStackDock()->isVisible());
    window_->layouts()->debugAction()->trigger();
    QTRY_VERIFY(debugger()->callStackDock()->isVisible());
    QVERIFY(debugger()->variablesDock()->isVisible());
    QVERIFY(!debugger()->breakpointsDock()->isVisible());
}

void TestLayouts::viewMenuSwitchesByHandAndTheLayoutStays()
{
    QAction* debugLayout = window_->layouts()->debugAction();
    QCOMPARE(debugLayout->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_4));
    QCOMPARE(window_->layouts()->editAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_2));
    QVERIFY(window_->menu(MainWindow::Menu::View)->actions().contains(debugLayout));
    QTest::keyClick(window_.get(), Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);
    for (QDockWidget* panel : debugPanels())
        QTRY_VERIFY2(panel->isVisible(), qPrintable(panel->windowTitle()));

    // Chosen by hand, the Debug layout stays after a run.
    QSignalSpy finished(debugger(), &DebugController::runFinished);
    debugger()->runFunction(QStringLiteral("sum"), {2});
    QVERIFY(finished.wait(kWaitMs));
    QTest::qWait(50);
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);

    QTest::keyClick(window_.get(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Edit);
    QVERIFY(!debugger()->callStackDock()->isVisible());
}

INCURSION_TEST_MAIN(TestLayouts)
#include "tst_layouts.moc"
} // namespace tst_layouts
