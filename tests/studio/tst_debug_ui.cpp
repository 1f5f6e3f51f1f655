// The studio's script debugger end to end, offscreen: breakpoints from the
// store, F9 and the gutter, Run Function on the session's VM thread, the
// stop shown in the editor, Call Stack, Variables and Watches, stepping,
// conditional breakpoints, an endless loop stopped by its budget while the
// window stays responsive, breakpoints saved with the project, and closing
// the window while stopped. A job on the session throws an event the way the
// playtest's game loop will, to show the Event in the Variables panel.

// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/event_ids.h"
#include "game/script_host.h"
#include "world/object_registry.h"

#include "app/language_integration.h"
#include "app/main_window.h"
#include "build/build_controller.h"
#include "build/build_output_dock.h"
#include "build/disassembly_view.h"
#include "debug/breakpoint_condition_check.h"
#include "debug/breakpoint_dialog.h"
#include "debug/breakpoint_store.h"
#include "debug/breakpoints_dock.h"
#include "debug/call_stack_dock.h"
#include "debug/debug_controller.h"
#include "debug/debug_session.h"
#include "debug/run_function_dialog.h"
#include "debug/variables_dock.h"
#include "debug/watches_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/check_snapshot.h"
#include "vm/disassembler.h"

#include "support/same_resource_participants.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QApplication>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QTableWidget>
#include <QTextBlock>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

namespace tst_debug_ui {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

// A /* @name */ comment marks a line the tests look up.
const char* const kSource = R"(int32 Total;

int32 square(int32 x) {
  int32 y;
  y = x * x;                  /* @square-body */
  return y;                   /* @square-return */
}

int32 sum(int32 n) {
  int32 i, s;
  s = 0;
  for (i = 0; i < n; i++)
    s += square(i);           /* @sum-body */
  Total = s;
  return s;
}

int32 spin() {
  while (1)
    Total++;                  /* @spin-body */
  return 0;
}
)";

// A module with a handler, run by a job the way the playtest will run the game.
const std::string kEventSource = "#define EV_DAMAGE " + std::to_string(game::EV_DAMAGE) + R"(
Monster "goblin" : 1
  {
    On Event EV_DAMAGE {
      int32 dealt;
      dealt = 5;              /* @dmg-dealt */
      return 0;
      };
  }
)";


struct GoblinGame {
    world::ObjectRegistry registry;
    test::SameResourceParticipants participants;    // every creature is a goblin
    world::Handle goblin = world::kNoObject;
};

const QTreeWidgetItem* childNamed(const QTreeWidgetItem* parent, const QString& name)
{
    for (int i = 0; i < parent->childCount(); ++i)
        if (parent->child(i)->text(0) == name)
            return parent->child(i);
    return nullptr;
}

int lineOf(const char* marker)
{
    const QByteArray text(kSource);
    const qsizetype at = text.indexOf(QByteArray("/* @") + marker + " */");
    if (at < 0)
        qFatal("no marker %s", marker);
    return int(text.left(at).count('\n')) + 1;
}

// The Build output line that starts with `prefix` (the latest), or a null string.
QString outputLine(const MainWindow& window, const QString& prefix)
{
    const QStringList lines = window.build()->outputDock()->lines();
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (it->startsWith(prefix))
            return *it;
    return {};
}

QStringList column(const QTreeWidget* view, int column)
{
    QStringList texts;
    for (int row = 0; row < view->topLevelItemCount(); ++row)
        texts.append(view->topLevelItem(row)->text(column));
    return texts;
}

} // namespace

class TestDebugUi : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void breakpointStopShowsTheStop();
    void stepOverMovesTheMarkerAndContinueFinishes();
    void f9AndTheGutterToggleBreakpoints();
    void conditionalBreakpointStopsOnlyWhenTrue();
    void endlessLoopStopsWithTheBudgetError();
    void runFunctionDialogRunsTheChosenFunction();
    void breakpointsPersistWithTheProject();
    void disassemblyMarksTheCurrentInstruction();
    void breakpointDialogEditsConditionAndHitCount();
    void breakpointDialogChecksTheConditionAsTyped();
    void closingWhileStoppedEndsCleanly();
    void closingWhileRunningEndsCleanly();
    void aJobThrowingAnEventShowsTheEvent();
    void instructionBreakpointFromTheDisassemblyStopsThere();
    void instructionBreakpointsAndWatchesPersistWithTheProject();
    void instructionBreakpointFollowsRebuilds();

private:
    // Builds the module and opens the disassembly of the function the
    // disassembler calls `name`.
    DisassemblyView* openDisassemblyOf(const QString& name);
    // The listing line of the last instruction compiled from source line `line`; -1 if none.
    static int lastInstructionOfLine(const DisassemblyView* view, int line);
    // Sets an instruction breakpoint with F9 on listing line `block`.
    static void pressF9At(DisassemblyView* view, int block);
    DebugController* debugger() const { return window_->debugger(); }
    bool openProject();
    // Runs `function` and waits for the first stop.
    bool runUntilStop(const QString& function, const QList<int>& arguments);
    bool waitForStop(int before);
    bool waitForFinish();
    ScriptEditor* mainEditor() const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
    std::unique_ptr<QSignalSpy> stops_;
    std::unique_ptr<QSignalSpy> finished_;
    QString mainPath_;
    std::shared_ptr<GoblinGame> game_;      // outlives the window: its session's host refers to it
};

void TestDebugUi::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_debug_ui"));
}

void TestDebugUi::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    mainPath_ = dir_->filePath(QStringLiteral("main.irc"));
    writeFile(mainPath_, kSource);

    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    window_->documents()->setReloadPrompt([](const QString&) { return false; });
    checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
    stops_ = std::make_unique<QSignalSpy>(debugger(), &DebugController::stopShown);
    finished_ = std::make_unique<QSignalSpy>(debugger(), &DebugController::runFinished);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QVERIFY(openProject());
}

void TestDebugUi::cleanup()
{
    checks_.reset();
    stops_.reset();
    finished_.reset();
    if (window_)
        window_->close();
    window_.reset();
    game_.reset();
    dir_.reset();
}

bool TestDebugUi::openProject()
{
    const int before = int(checks_->count());
    return window_->openProject(mainPath_)
           && QTest::qWaitFor([&] { return checks_->count() > before; }, kWaitMs);
}

ScriptEditor* TestDebugUi::mainEditor() const
{
    return window_->documents()->editorForPath(mainPath_);
}

bool TestDebugUi::waitForStop(int before)
{
    return QTest::qWaitFor([&] { return stops_->count() > before; }, kWaitMs);
}

bool TestDebugUi::waitForFinish()
{
    const int before = int(finished_->count());
    return QTest::qWaitFor([&] { return finished_->count() > before; }, kWaitMs);
}

bool TestDebugUi::runUntilStop(const QString& function, const QList<int>& arguments)
{
    const int before = int(stops_->count());
    debugger()->runFunction(function, arguments);
    return waitForStop(before);
}

void TestDebugUi::breakpointStopShowsTheStop()
{
    BreakpointStore* store = debugger()->breakpoints();
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = lineOf("square-body");
    store->add(b);
    QCOMPARE(mainEditor()->breakpointMarkLines(), QList<int>{lineOf("square-body")});
    debugger()->watchesDock()->addExpression(QStringLiteral("x + 100"));
    debugger()->watchesDock()->addExpression(QStringLiteral("nosuchname"));
    QCOMPARE(debugger()->watchesDock()->valueAt(0), QStringLiteral("(not stopped)"));

    QVERIFY(runUntilStop(QStringLiteral("sum"), {4}));
    QVERIFY(debugger()->isStopped());
    QVERIFY(debugger()->actions().continueRun->isEnabled());
    QVERIFY(!debugger()->actions().runFunction->isEnabled());
    // The editor shows the line.
    QCOMPARE(window_->currentEditor(), mainEditor());
    QCOMPARE(mainEditor()->executionLine(), lineOf("square-body"));
    // Call stack: square called by sum.
    const QTreeWidget* stack = debugger()->callStackDock()->view();
    QCOMPARE(column(stack, 0), (QStringList{QStringLiteral("square"), QStringLiteral("sum")}));
    QCOMPARE(column(stack, 1), (QStringList{QStringLiteral("main.irc:%1").arg(lineOf("square-body")),
                                            QStringLiteral("main.irc:%1").arg(lineOf("sum-body"))}));
    // Locals of the innermost frame; the module variable.
    VariablesDock* variables = debugger()->variablesDock();
    QCOMPARE(variables->valueOf(QStringLiteral("Locals"), QStringLiteral("x")), QStringLiteral("0"));
    QCOMPARE(variables->valueOf(QStringLiteral("Module variables"), QStringLiteral("Total")), QStringLiteral("0"));
    // Watches are evaluated in the selected frame; errors are shown as such.
    QTRY_COMPARE(debugger()->watchesDock()->valueAt(0), QStringLiteral("100"));
    QTRY_VERIFY(!debugger()->watchesDock()->valueAt(1).isEmpty()
                && debugger()->watchesDock()->valueAt(1) != QStringLiteral("…"));
    QVERIFY2(debugger()->watchesDock()->valueAt(1).contains(QStringLiteral("nosuchname")),
             qPrintable(debugger()->watchesDock()->valueAt(1)));
    // The Breakpoints panel counts the hit.
    QCOMPARE(debugger()->breakpointsDock()->view()->topLevelItem(0)->text(2), QStringLiteral("1"));
    QCOMPARE(debugger()->breakpointsDock()->view()->topLevelItem(0)->text(3), QStringLiteral("verified"));

    // Selecting the caller moves the highlight and the variables.
    debugger()->callStackDock()->selectFrame(1);
    QCOMPARE(debugger()->selectedFrame(), 1);
    QCOMPARE(mainEditor()->executionLine(), lineOf("sum-body"));
    QCOMPARE(variables->valueOf(QStringLiteral("Locals"), QStringLiteral("n")), QStringLiteral("4"));
    QCOMPARE(variables->valueOf(QStringLiteral("Locals"), QStringLiteral("i")), QStringLiteral("0"));
    QTRY_VERIFY(debugger()->watchesDock()->valueAt(0).contains(QStringLiteral("x")));   // no x out there

    debugger()->actions().stop->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(finished_->last().at(0).toBool(), false);
    QVERIFY2(outputLine(*window_, QStringLiteral("sum(4) failed: ")).endsWith(QStringLiteral("stopped by the debugger")),
             qPrintable(window_->build()->outputDock()->lines().join(u'\n')));
    QTRY_COMPARE(mainEditor()->executionLine(), 0);
    QCOMPARE(stack->topLevelItemCount(), 0);
}

void TestDebugUi::stepOverMovesTheMarkerAndContinueFinishes()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = lineOf("square-body");
    const int id = debugger()->breakpoints()->add(b);
    QVERIFY(runUntilStop(QStringLiteral("sum"), {4}));
    QCOMPARE(mainEditor()->executionLine(), lineOf("square-body"));

    int before = int(stops_->count());
    QTest::keyClick(window_.get(), Qt::Key_F10);
    QVERIFY(waitForStop(before));
    QCOMPARE(stops_->last().at(0).value<StopSnapshotPtr>()->reason, vm::StopReason::Step);
    QCOMPARE(mainEditor()->executionLine(), lineOf("square-return"));
    QCOMPARE(debugger()->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("y")), QStringLiteral("0"));

    // Continue hits the breakpoint again with the next argument.
    before = int(stops_->count());
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForStop(before));
    QCOMPARE(debugger()->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("x")), QStringLiteral("1"));

    // Without the breakpoint, Continue runs to the end and shows the result.
    debugger()->breakpoints()->remove(id);
    QVERIFY(mainEditor()->breakpointMarkLines().isEmpty());
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(finished_->last().at(0).toBool(), true);
    QCOMPARE(window_->build()->outputDock()->lastLine(), QStringLiteral("sum(4) returned 14"));
    QCOMPARE(mainEditor()->executionLine(), 0);
    QVERIFY(debugger()->actions().runFunction->isEnabled());
}

void TestDebugUi::f9AndTheGutterToggleBreakpoints()
{
    ScriptEditor* editor = mainEditor();
    QVERIFY(editor);
    BreakpointStore* store = debugger()->breakpoints();
    editor->goToLine(lineOf("sum-body"));
    QTest::keyClick(editor, Qt::Key_F9);
    QCOMPARE(store->breakpoints().size(), 1);
    QCOMPARE(store->breakpoints().first().line, lineOf("sum-body"));
    QCOMPARE(store->breakpoints().first().file, CheckSnapshot::normalizedPath(mainPath_));
    QCOMPARE(editor->breakpointMarkLines(), QList<int>{lineOf("sum-body")});
    QTest::keyClick(editor, Qt::Key_F9);
    QVERIFY(store->breakpoints().isEmpty());
    QVERIFY(editor->breakpointMarkLines().isEmpty());

    // A click in the breakpoint gutter is the same.
    emit editor->marginClicked(1, lineOf("sum-body") - 1, Qt::NoModifier);
    QCOMPARE(store->breakpoints().size(), 1);
    QCOMPARE(debugger()->breakpointsDock()->view()->topLevelItem(0)->text(0),
             QStringLiteral("main.irc:%1").arg(lineOf("sum-body")));

    // The marker moves with edits, and the breakpoint with it.
    editor->setCursorPosition(0, 0);
    editor->insert(QStringLiteral("\n\n"));
    QCOMPARE(editor->breakpointMarkLines(), QList<int>{lineOf("sum-body") + 2});
    QCOMPARE(store->breakpoints().first().line, lineOf("sum-body") + 2);

    // Runs the edited (unsaved) text: the build comes first.
    QVERIFY(runUntilStop(QStringLiteral("sum"), {3}));
    QCOMPARE(editor->executionLine(), lineOf("sum-body") + 2);
    QCOMPARE(debugger()->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("i")), QStringLiteral("0"));
    debugger()->breakpoints()->clear();
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(window_->build()->outputDock()->lastLine(), QStringLiteral("sum(3) returned 5"));
}

void TestDebugUi::conditionalBreakpointStopsOnlyWhenTrue()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = lineOf("sum-body");
    b.condition = QStringLiteral("i == 2");
    debugger()->breakpoints()->add(b);
    QVERIFY(runUntilStop(QStringLiteral("sum"), {5}));
    QCOMPARE(debugger()->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("i")), QStringLiteral("2"));
    QCOMPARE(debugger()->breakpointsDock()->view()->topLevelItem(0)->text(1), QStringLiteral("i == 2"));
    QCOMPARE(debugger()->breakpointsDock()->view()->topLevelItem(0)->text(2), QStringLiteral("1"));
    const int stops = int(stops_->count());
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(stops_->count(), stops);       // i == 2 held once
    QCOMPARE(window_->build()->outputDock()->lastLine(), QStringLiteral("sum(5) returned 30"));
}

void TestDebugUi::endlessLoopStopsWithTheBudgetError()
{
    QVERIFY(debugger()->actions().breakOnError->isChecked());
    // Built first, so that Run Function starts the script at once: the call
    // returns while the script spins on the VM thread, the window stays responsive.
    QSignalSpy built(window_->build(), &BuildController::buildFinished);
    window_->build()->build();
    QVERIFY(QTest::qWaitFor([&] { return built.count() > 0; }, kWaitMs));
    const int before = int(stops_->count());
    debugger()->runFunction(QStringLiteral("spin"), {});
    QVERIFY(debugger()->session());
    QCOMPARE(debugger()->session()->state(), DebugSession::State::Running);
    QVERIFY(waitForStop(before));
    const StopSnapshotPtr stop = stops_->last().at(0).value<StopSnapshotPtr>();
    QCOMPARE(stop->reason, vm::StopReason::ScriptError);
    QVERIFY2(QString::fromStdString(stop->message).contains(QStringLiteral("instruction budget")), stop->message.c_str());
    const int line = mainEditor()->executionLine();
    QVERIFY2(line == lineOf("spin-body") || line == lineOf("spin-body") - 1, qPrintable(QString::number(line)));
    QVERIFY2(outputLine(*window_, QStringLiteral("Stopped at main.irc:%1 (script error): ").arg(line))
                 .contains(QStringLiteral("instruction budget")),
             qPrintable(window_->build()->outputDock()->lines().join(u'\n')));

    // Continue lets the error unwind: the run fails with it.
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());
    QVERIFY(outputLine(*window_, QStringLiteral("spin() failed: ")).contains(QStringLiteral("instruction budget")));
}

void TestDebugUi::runFunctionDialogRunsTheChosenFunction()
{
    QStringList listed;
    // The dialog is modal: answer it from the event loop.
    const auto answer = [&] {
        auto* dialog = qobject_cast<RunFunctionDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return false;
        for (int row = 0; row < dialog->table()->rowCount(); ++row)
            listed.append(dialog->table()->item(row, 0)->text());
        dialog->select(QStringLiteral("square"));
        dialog->setArguments(QStringLiteral("square"), QStringLiteral("7"));
        dialog->accept();
        return true;
    };
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (answer())
            poll.stop();
    });
    poll.start(20);
    QCOMPARE(debugger()->actions().runFunction->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F5));
    debugger()->actions().runFunction->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(listed, (QStringList{QStringLiteral("square"), QStringLiteral("sum"), QStringLiteral("spin")}));
    QCOMPARE(window_->build()->outputDock()->lastLine(), QStringLiteral("square(7) returned 49"));

    QString error;
    QVERIFY(!parseArguments(QStringLiteral("1, x"), 2, &error));
    QCOMPARE(error, QStringLiteral("\"x\" is not an integer"));
    QVERIFY(!parseArguments(QStringLiteral("1"), 2, &error));
    QCOMPARE(parseArguments(QStringLiteral(" 1, -2 "), 2, nullptr), std::optional<QList<int>>(QList<int>{1, -2}));
}

void TestDebugUi::breakpointsPersistWithTheProject()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = lineOf("sum-body");
    b.condition = QStringLiteral("i > 1");
    b.hitCondition = vm::Breakpoint::HitCondition::AtLeast;
    b.hitTarget = 2;
    b.enabled = false;
    debugger()->breakpoints()->add(b);
    QVERIFY(window_->closeProject());
    QVERIFY(debugger()->breakpoints()->breakpoints().isEmpty());
    QVERIFY(openProject());
    const QList<SourceBreakpoint> loaded = debugger()->breakpoints()->breakpoints();
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(loaded[0].file, CheckSnapshot::normalizedPath(mainPath_));
    QCOMPARE(loaded[0].line, b.line);
    QCOMPARE(loaded[0].condition, b.condition);
    QCOMPARE(loaded[0].hitCondition, b.hitCondition);
    QCOMPARE(loaded[0].hitTarget, 2);
    QCOMPARE(loaded[0].enabled, false);
    const QTreeWidgetItem* row = debugger()->breakpointsDock()->view()->topLevelItem(0);
    QCOMPARE(row->checkState(0), Qt::Unchecked);
    QCOMPARE(row->text(1), QStringLiteral("i > 1; when hits >= 2"));
    QCOMPARE(row->text(3), QStringLiteral("disabled"));
}

void TestDebugUi::closingWhileStoppedEndsCleanly()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = lineOf("spin-body");
    debugger()->breakpoints()->add(b);
    QVERIFY(runUntilStop(QStringLiteral("spin"), {}));
    QVERIFY(debugger()->isStopped());
    // Closing aborts the stopped run and joins the VM thread (a hang fails the test by its timeout).
    QVERIFY(window_->close());
    window_.reset();
}

void TestDebugUi::disassemblyMarksTheCurrentInstruction()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = lineOf("square-body");
    debugger()->breakpoints()->add(b);
    QVERIFY(runUntilStop(QStringLiteral("sum"), {2}));
    const StopSnapshotPtr stop = stops_->last().at(0).value<StopSnapshotPtr>();
    DisassemblyView* view = window_->build()->openDisassembly(int(stop->frames[0].location.function));
    QVERIFY(view);
    QCOMPARE(view->currentInstruction(), int(stop->frames[0].location.pc));
    // The marked line is that instruction's.
    const QString marked = view->textCursor().block().text();
    QVERIFY2(marked.contains(QString::number(stop->frames[0].location.pc)), qPrintable(marked));

    const int before = int(stops_->count());
    debugger()->actions().stepInstruction->trigger();
    QVERIFY(waitForStop(before));
    const StopSnapshotPtr next = stops_->last().at(0).value<StopSnapshotPtr>();
    QCOMPARE(next->frames[0].location.pc, stop->frames[0].location.pc + 1);
    QCOMPARE(view->currentInstruction(), int(next->frames[0].location.pc));

    debugger()->breakpoints()->clear();
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(view->currentInstruction(), -1);
}

void TestDebugUi::breakpointDialogEditsConditionAndHitCount()
{
    SourceBreakpoint b;
    b.id = 7;
    b.file = mainPath_;
    b.line = 3;
    BreakpointDialog dialog(b);
    QVERIFY(!dialog.hitTargetBox()->isEnabled());
    dialog.conditionEdit()->setText(QStringLiteral("  n > 2 "));
    dialog.hitConditionBox()->setCurrentIndex(dialog.hitConditionBox()->findData(int(vm::Breakpoint::HitCondition::MultipleOf)));
    QVERIFY(dialog.hitTargetBox()->isEnabled());
    dialog.hitTargetBox()->setValue(4);
    const SourceBreakpoint edited = dialog.result();
    QCOMPARE(edited.id, 7);
    QCOMPARE(edited.line, 3);
    QCOMPARE(edited.condition, QStringLiteral("n > 2"));
    QCOMPARE(edited.hitCondition, vm::Breakpoint::HitCondition::MultipleOf);
    QCOMPARE(edited.hitTarget, 4);
    QCOMPARE(edited.hitConditionText(), QStringLiteral("every 4 hits"));
}

void TestDebugUi::breakpointDialogChecksTheConditionAsTyped()
{
    SourceBreakpoint b;
    b.file = CheckSnapshot::normalizedPath(mainPath_);
    b.line = lineOf("square-body");
    QString why;
    // Without a build there is nothing to check against, and the dialog says so.
    QVERIFY(!BreakpointConditionCheck::forBuild(nullptr, &why));
    {
        BreakpointDialog dialog(b);
        dialog.setConditionCheck(nullptr, why);
        QCOMPARE(dialog.conditionStatus()->text(), QStringLiteral("Build the module to check the condition"));
        QVERIFY(dialog.okButton()->isEnabled());
    }

    const auto build = std::make_shared<ModuleBuild>(
        buildModuleFile(CompileInput{mainPath_, {}, {}, {}}, dir_->filePath(QStringLiteral("main.mod"))));
    QVERIFY(build->succeeded());
    const std::shared_ptr<BreakpointConditionCheck> check = BreakpointConditionCheck::forBuild(build, &why);
    QVERIFY2(check, qPrintable(why));
    BreakpointDialog dialog(b);
    dialog.setConditionCheck(check);
    QSignalSpy checked(&dialog, &BreakpointDialog::conditionChecked);
    const auto type = [&](const QString& condition) {
        const int before = int(checked.count());
        dialog.conditionEdit()->setText(condition);
        return QTest::qWaitFor([&] { return checked.count() > before && !dialog.isCheckingCondition(); }, kWaitMs);
    };
    // The line's locals and parameters are in scope.
    QVERIFY(type(QStringLiteral("x > 2 && y == 9")));
    QCOMPARE(dialog.conditionStatus()->text(), QStringLiteral("Compiles at this line"));
    QVERIFY(dialog.okButton()->isEnabled());
    // An unknown name: the reason, at once, and OK waits.
    QVERIFY(type(QStringLiteral("x > hopz")));
    QVERIFY2(dialog.conditionStatus()->text().startsWith(QStringLiteral("Does not compile at this line: 1:5: ")) &&
                 dialog.conditionStatus()->text().contains(QStringLiteral("hopz")),
             qPrintable(dialog.conditionStatus()->text()));
    QVERIFY(!dialog.okButton()->isEnabled());
    // A local of another function is not in scope here.
    QVERIFY(type(QStringLiteral("s == 1")));
    QVERIFY2(dialog.conditionStatus()->text().contains(QStringLiteral("'s'")), qPrintable(dialog.conditionStatus()->text()));
    // A syntax error.
    QVERIFY(type(QStringLiteral("x ==")));
    QVERIFY2(dialog.conditionStatus()->text().startsWith(QStringLiteral("Does not compile at this line: 1:5: ")),
             qPrintable(dialog.conditionStatus()->text()));
    QVERIFY(!dialog.okButton()->isEnabled());
    // Emptied: no condition, nothing to report.
    dialog.conditionEdit()->clear();
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(dialog.conditionStatus()->isHidden());
}

void TestDebugUi::closingWhileRunningEndsCleanly()
{
    // A job calls spin() again and again until its session ends, so the
    // session runs a script until the window closes however fast the build
    // spends spin's instruction budget (without break on error a spent budget
    // just ends that call).
    debugger()->actions().breakOnError->trigger();
    QVERIFY(!debugger()->actions().breakOnError->isChecked());
    std::atomic<bool> spinning{false};
    std::atomic<bool> jobEnded{false};
    debugger()->runJob([&spinning, &jobEnded](game::ScriptHost& host) {
        const vm::LoadedFunction* spin = DebugSession::scriptFunction(host, "spin");
        while (spin && !DebugSession::jobShouldQuit()) {
            spinning = true;
            host.interpreter().invoke(*spin, {});
        }
        jobEnded = true;
    });
    QVERIFY(QTest::qWaitFor([&] { return spinning.load(); }, kWaitMs));
    QCOMPARE(debugger()->session()->state(), DebugSession::State::Running);
    // Closing aborts the running script and joins the VM thread (a hang fails
    // the test by its timeout); the job saw its session end.
    QVERIFY(window_->close());
    window_.reset();
    QVERIFY(jobEnded);
}

void TestDebugUi::aJobThrowingAnEventShowsTheEvent()
{
    writeFile(mainPath_, QByteArray::fromStdString(kEventSource));
    QVERIFY(window_->closeProject());
    QVERIFY(openProject());
    const int handlerLine = int(std::count(kEventSource.begin(), kEventSource.begin() + kEventSource.find("/* @dmg-dealt */"), '\n')) + 1;
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = handlerLine;
    debugger()->breakpoints()->add(b);

    game_ = std::make_shared<GoblinGame>();
    GoblinGame* goblins = game_.get();
    auto goblin = std::make_unique<world::GameObject>(world::ObjectKind::Creature);
    goblin->name = "goblin";
    goblins->goblin = goblins->registry.add(std::move(goblin));
    const auto load = [goblins](std::vector<module::ModuleImage> images, vm::HostApi& api) {
        game::ScriptHostOptions options;
        options.registry = &goblins->registry;
        options.participants = &goblins->participants;
        game::ScriptHostLoad loaded = game::ScriptHost::load(std::move(images), api, options);
        if (loaded.host)
            goblins->participants.resource = loaded.host->resources().find("goblin").value_or(0);
        DebugSession::LoadedHost host;
        host.host = loaded.host.get();
        host.owner = std::shared_ptr<game::ScriptHost>(std::move(loaded.host));
        host.errors = std::move(loaded.errors);
        return host;
    };
    std::atomic<int> dealt{-1};
    const int before = int(stops_->count());
    debugger()->runJob([goblins, &dealt](game::ScriptHost& host) {
        game::EventInfo e;
        e.event = game::EV_DAMAGE;
        e.actor = goblins->goblin;
        e.vDmg = 7;
        dealt = host.events().throwEvent(e);
    }, load);
    QVERIFY(waitForStop(before));
    QCOMPARE(mainEditor()->executionLine(), handlerLine);
    const QTreeWidget* stack = debugger()->callStackDock()->view();
    QCOMPARE(stack->topLevelItemCount(), 1);
    QCOMPARE(stack->topLevelItem(0)->text(2), QStringLiteral("EV_DAMAGE"));

    const QTreeWidget* variables = debugger()->variablesDock()->view();
    const QTreeWidgetItem* event = variables->topLevelItem(1);
    QCOMPARE(event->text(0), QStringLiteral("Event"));
    QCOMPARE(event->text(1), QStringLiteral("EV_DAMAGE"));
    const QTreeWidgetItem* actor = childNamed(event, QStringLiteral("EActor"));
    QVERIFY(actor);
    QVERIFY2(actor->text(1).contains(QStringLiteral("goblin")), qPrintable(actor->text(1)));
    const QTreeWidgetItem* info = childNamed(event, QStringLiteral("EventInfo"));
    QVERIFY(info);
    const QTreeWidgetItem* damage = childNamed(info, QStringLiteral("vDmg"));
    QVERIFY(damage);
    QCOMPARE(damage->text(1), QStringLiteral("7"));

    debugger()->actions().continueRun->trigger();
    QTRY_COMPARE(debugger()->session()->state(), DebugSession::State::Idle);
    QCOMPARE(dealt.load(), 0);
    QCOMPARE(mainEditor()->executionLine(), 0);
}

DisassemblyView* TestDebugUi::openDisassemblyOf(const QString& name)
{
    QSignalSpy built(window_->build(), &BuildController::buildFinished);
    window_->build()->build();
    if (!QTest::qWaitFor([&] { return built.count() > 0; }, kWaitMs))
        return nullptr;
    const ModuleBuildPtr build = window_->build()->lastBuild();
    if (!build || !build->succeeded())
        return nullptr;
    for (size_t i = 0; i < build->image->functions.size(); ++i)
        if (vm::functionName(*build->image, uint32_t(i)) == name.toStdString())
            return window_->build()->openDisassembly(int(i));
    return nullptr;
}

int TestDebugUi::lastInstructionOfLine(const DisassemblyView* view, int line)
{
    int found = -1;
    for (size_t i = 0; i < view->listing().size(); ++i) {
        const vm::ListingLine& entry = view->listing()[i];
        if (entry.kind == vm::ListingLine::Kind::Instruction && entry.source && int(entry.source->line) == line)
            found = int(i);
    }
    return found;
}

void TestDebugUi::pressF9At(DisassemblyView* view, int block)
{
    view->setFocus();
    view->setTextCursor(QTextCursor(view->document()->findBlockByNumber(block)));
    QTest::keyClick(view, Qt::Key_F9);
}

void TestDebugUi::instructionBreakpointFromTheDisassemblyStopsThere()
{
    DisassemblyView* view = openDisassemblyOf(QStringLiteral("sum"));
    QVERIFY(view);
    // After the call to square on that line: a line breakpoint stops before it.
    const int line = lineOf("sum-body");
    const int block = lastInstructionOfLine(view, line);
    QVERIFY(block >= 0);
    const int pc = int(*view->listing()[size_t(block)].pc);
    const vm::ListingLine& previous = view->listing()[size_t(block) - 1];
    QVERIFY(previous.kind == vm::ListingLine::Kind::Instruction);
    QVERIFY2(previous.text.find("call") != std::string::npos, previous.text.c_str());
    BreakpointStore* store = debugger()->breakpoints();

    // F9 in the view sets it: an instruction breakpoint, not a line one.
    pressF9At(view, block);
    QCOMPARE(store->instructionBreakpoints().size(), 1);
    const InstructionBreakpoint set = store->instructionBreakpoints().first();
    QCOMPARE(set.function, QStringLiteral("sum"));
    QCOMPARE(set.pc, pc);
    QCOMPARE(set.file, CheckSnapshot::normalizedPath(mainPath_));
    QCOMPARE(set.line, line);
    QVERIFY(store->breakpoints().isEmpty());
    QVERIFY(mainEditor()->breakpointMarkLines().isEmpty());
    QCOMPARE(view->breakpointMarks().size(), 1);
    QCOMPARE(view->breakpointMarks().first().pc, pc);
    QVERIFY(view->breakpointMarks().first().enabled);
    QTreeWidget* list = debugger()->breakpointsDock()->view();
    QCOMPARE(list->topLevelItemCount(), 1);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("sum + pc %1 [main.irc:%2]").arg(pc).arg(line));

    // Run Function stops on that instruction: both views show it.
    QVERIFY(runUntilStop(QStringLiteral("sum"), {3}));
    const StopSnapshotPtr stop = stops_->last().at(0).value<StopSnapshotPtr>();
    QCOMPARE(stop->reason, vm::StopReason::Breakpoint);
    QCOMPARE(stop->frames.size(), size_t(1));
    QCOMPARE(stop->frames[0].function, std::string("sum"));
    QCOMPARE(stop->frames[0].location.pc, uint32_t(pc));
    QCOMPARE(view->currentInstruction(), pc);
    QCOMPARE(view->textCursor().blockNumber(), block);
    QCOMPARE(mainEditor()->executionLine(), line);
    QCOMPARE(debugger()->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("i")), QStringLiteral("0"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("1"));
    QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("verified"));

    // Disabled in the Breakpoints panel: Continue runs to the end.
    list->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
    QTRY_VERIFY(!store->instructionBreakpoints().first().enabled);
    QVERIFY(!view->breakpointMarks().first().enabled);
    QTRY_COMPARE(list->topLevelItem(0)->text(3), QStringLiteral("disabled"));
    const int stops = int(stops_->count());
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());
    QCOMPARE(stops_->count(), stops);
    QCOMPARE(window_->build()->outputDock()->lastLine(), QStringLiteral("sum(3) returned 5"));

    // Delete in the panel removes it.
    list->setCurrentItem(list->topLevelItem(0));
    QTest::keyClick(list, Qt::Key_Delete);
    QVERIFY(store->instructionBreakpoints().isEmpty());
    QVERIFY(view->breakpointMarks().isEmpty());
    QCOMPARE(list->topLevelItemCount(), 0);

    // A click in the gutter sets it again; the context menu's entry removes it.
    const QRect where = view->cursorRect(QTextCursor(view->document()->findBlockByNumber(block)));
    QTest::mouseClick(view->gutter(), Qt::LeftButton, {}, QPoint(view->gutter()->width() / 2, where.center().y()));
    QCOMPARE(store->instructionBreakpoints().size(), 1);
    QCOMPARE(store->instructionBreakpoints().first().pc, pc);
    // Activating its row in the panel shows the instruction.
    view->moveCursor(QTextCursor::Start);
    window_->openFile(mainPath_, 1);
    QCOMPARE(window_->currentEditor(), mainEditor());
    emit list->itemActivated(list->topLevelItem(0), 0);
    QCOMPARE(window_->documents()->currentWidget(), view);
    QCOMPARE(view->textCursor().blockNumber(), block);
    std::unique_ptr<QMenu> menu(view->createContextMenu(where.center()));
    QAction* toggle = nullptr;
    for (QAction* action : menu->actions())
        if (action->text() == QStringLiteral("Toggle Instruction Breakpoint"))
            toggle = action;
    QVERIFY(toggle);
    QVERIFY(toggle->isEnabled());
    toggle->trigger();
    QVERIFY(store->instructionBreakpoints().isEmpty());
}

void TestDebugUi::instructionBreakpointsAndWatchesPersistWithTheProject()
{
    DisassemblyView* view = openDisassemblyOf(QStringLiteral("square"));
    QVERIFY(view);
    const int line = lineOf("square-body");
    const int block = lastInstructionOfLine(view, line);
    QVERIFY(block >= 0);
    const int pc = int(*view->listing()[size_t(block)].pc);
    pressF9At(view, block);
    QCOMPARE(debugger()->breakpoints()->instructionBreakpoints().size(), 1);
    WatchesDock* watches = debugger()->watchesDock();
    watches->addExpression(QStringLiteral("x * 10"));
    watches->addExpression(QStringLiteral("Total + 1"));

    QVERIFY(window_->closeProject());
    QVERIFY(debugger()->breakpoints()->instructionBreakpoints().isEmpty());
    QVERIFY(watches->expressions().isEmpty());
    QVERIFY(openProject());

    const QList<InstructionBreakpoint> loaded = debugger()->breakpoints()->instructionBreakpoints();
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(loaded[0].module, CheckSnapshot::normalizedPath(mainPath_));
    QCOMPARE(loaded[0].function, QStringLiteral("square"));
    QCOMPARE(loaded[0].pc, pc);
    QCOMPARE(loaded[0].file, CheckSnapshot::normalizedPath(mainPath_));
    QCOMPARE(loaded[0].line, line);
    QVERIFY(loaded[0].enabled);
    QCOMPARE(debugger()->breakpointsDock()->view()->topLevelItem(0)->text(0),
             QStringLiteral("square + pc %1 [main.irc:%2]").arg(pc).arg(line));
    QCOMPARE(watches->expressions(), (QStringList{QStringLiteral("x * 10"), QStringLiteral("Total + 1")}));
    QCOMPARE(watches->valueAt(0), QStringLiteral("(not stopped)"));

    // The restored breakpoint stops the next run, and the restored watches are evaluated there.
    QVERIFY(runUntilStop(QStringLiteral("sum"), {3}));
    const StopSnapshotPtr stop = stops_->last().at(0).value<StopSnapshotPtr>();
    QCOMPARE(stop->frames[0].location.pc, uint32_t(pc));
    QCOMPARE(mainEditor()->executionLine(), line);
    QTRY_COMPARE(watches->valueAt(0), QStringLiteral("0"));
    QTRY_COMPARE(watches->valueAt(1), QStringLiteral("1"));
    debugger()->breakpoints()->clear();
    debugger()->actions().continueRun->trigger();
    QVERIFY(waitForFinish());

    // Removing a watch is saved too.
    watches->removeExpression(0);
    QVERIFY(window_->closeProject());
    QVERIFY(openProject());
    QCOMPARE(watches->expressions(), QStringList{QStringLiteral("Total + 1")});
    QVERIFY(debugger()->breakpoints()->instructionBreakpoints().isEmpty());
}

void TestDebugUi::instructionBreakpointFollowsRebuilds()
{
    DisassemblyView* view = openDisassemblyOf(QStringLiteral("square"));
    QVERIFY(view);
    const int line = lineOf("square-body");
    const int block = lastInstructionOfLine(view, line);
    QVERIFY(block >= 0);
    const int pc = int(*view->listing()[size_t(block)].pc);
    pressF9At(view, block);
    QTreeWidget* list = debugger()->breakpointsDock()->view();

    // Two lines more above it: the function and the pc are still there, on another line.
    ScriptEditor* editor = mainEditor();
    editor->setCursorPosition(0, 0);
    editor->insert(QStringLiteral("\n\n"));
    QVERIFY(runUntilStop(QStringLiteral("sum"), {2}));
    const StopSnapshotPtr stop = stops_->last().at(0).value<StopSnapshotPtr>();
    QCOMPARE(stop->frames[0].function, std::string("square"));
    QCOMPARE(stop->frames[0].location.pc, uint32_t(pc));
    QCOMPARE(editor->executionLine(), line + 2);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("square + pc %1 [main.irc:%2]").arg(pc).arg(line + 2));
    QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("verified"));
    debugger()->actions().stop->trigger();
    QVERIFY(waitForFinish());

    // Renamed: the new build has no such function, and the panel says so.
    editor->setText(QString::fromUtf8(kSource).replace(QStringLiteral("square"), QStringLiteral("squared")));
    QSignalSpy built(window_->build(), &BuildController::buildFinished);
    window_->build()->build();
    QVERIFY(QTest::qWaitFor([&] { return built.count() > 0; }, kWaitMs));
    QVERIFY(window_->build()->lastBuild()->succeeded());
    QCOMPARE(debugger()->breakpoints()->instructionBreakpoints().size(), 1);
    QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("not found in this build"));
    // ... and a run does not stop there.
    const int stops = int(stops_->count());
    debugger()->runFunction(QStringLiteral("sum"), {2});
    QVERIFY(waitForFinish());
    QCOMPARE(stops_->count(), stops);
    QCOMPARE(window_->build()->outputDock()->lastLine(), QStringLiteral("sum(2) returned 1"));
    QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("not found in this build"));
}

INCURSION_TEST_MAIN(TestDebugUi)
#include "tst_debug_ui.moc"
} // namespace tst_debug_ui
