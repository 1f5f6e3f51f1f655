// The studio's controllers without a main window: each is constructed with
// its collaborators (the documents, the open project, the build, an output
// sink, a status bar) the way MainWindow wires them, and driven through them.
// The debug controller runs a script function and stops at a breakpoint; what
// it reports lands in a recording output sink.
#include "app/language_integration.h"
#include "build/build_controller.h"
#include "debug/breakpoint_store.h"
#include "debug/call_stack_dock.h"
#include "debug/debug_controller.h"
#include "debug/variables_dock.h"
#include "editing/document_tabs.h"
#include "editing/edit_commands.h"
#include "editing/find_replace_bar.h"
#include "editing/script_editor.h"
#include "project/current_project.h"
#include "shared/output_sink.h"

#include "support/studio_controllers.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QDockWidget>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

namespace tst_controllers {

using namespace incursion::studio;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

const char kSource[] = R"(int32 square(int32 x) {
  int32 y;
  y = x * x;
  return y;
}

int32 sum(int32 n) {
  int32 i, s;
  s = 0;
  for (i = 0; i < n; i++)
    s += square(i);
  return s;
}
)";
constexpr int kSquareBodyLine = 3;
constexpr int kSumBodyLine = 11;

// An output sink that keeps what it is given.
class RecordingOutput : public OutputSink {
public:
    void appendMessage(const QString& text) override { lines.append(text); }
    void popUp() override { ++popUps; }

    QStringList lines;
    int popUps = 0;
};

QStringList firstColumn(const QTreeWidget* view)
{
    QStringList texts;
    for (int row = 0; row < view->topLevelItemCount(); ++row)
        texts.append(view->topLevelItem(row)->text(0));
    return texts;
}

} // namespace

class TestControllers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void runFunctionReportsToTheOutputSink();
    void breakpointStopsTheRunAndShowsWhere();
    void closingTheProjectEndsTheSession();
    void editCommandsActOnTheCurrentTab();

private:
    bool waitForCount(const QSignalSpy& spy, int count) const
    {
        return QTest::qWaitFor([&] { return spy.count() >= count; }, kWaitMs);
    }

    std::unique_ptr<QTemporaryDir> dir_;
    QString mainPath_;
    RecordingOutput output_;
    std::unique_ptr<incursion::test::StudioControllers> studio_;
    QWidget* host_ = nullptr;           // what a main window would be: the parent of the panels
    DocumentTabs* documents_ = nullptr;
    CurrentProject* project_ = nullptr;
    QStatusBar* status_ = nullptr;
    LanguageIntegration* language_ = nullptr;
    BuildController* build_ = nullptr;
    DebugController* debug_ = nullptr;
};

void TestControllers::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_controllers"));
}

void TestControllers::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    mainPath_ = dir_->filePath(QStringLiteral("main.irc"));
    writeFile(mainPath_, kSource);
    output_ = RecordingOutput();

    studio_ = std::make_unique<incursion::test::StudioControllers>();
    host_ = studio_->host.get();
    documents_ = studio_->documents;
    project_ = studio_->project;
    status_ = studio_->status;
    language_ = studio_->language;
    build_ = studio_->build;
    debug_ = new DebugController(documents_, project_, build_, &output_, status_, host_);

    std::optional<Project> opened = Project::open(mainPath_);
    QVERIFY(opened);
    QVERIFY(documents_->openFile(mainPath_));
    project_->open(std::move(*opened));
    QVERIFY(debug_->actions().runFunction->isEnabled());
}

void TestControllers::cleanup()
{
    // As MainWindow does: the debugger (its VM thread) before the build and the language services.
    delete debug_;
    debug_ = nullptr;
    studio_.reset();
    dir_.reset();
}

void TestControllers::runFunctionReportsToTheOutputSink()
{
    QSignalSpy finished(debug_, &DebugController::runFinished);
    debug_->runFunction(QStringLiteral("sum"), {4});
    QVERIFY(waitForCount(finished, 1));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    // The controller built first (the sources were new), then ran and reported.
    QVERIFY(build_->lastBuild() && build_->lastBuild()->succeeded());
    QCOMPARE(output_.lines, (QStringList{QStringLiteral("Running sum(4)..."), QStringLiteral("sum(4) returned 14")}));
    QCOMPARE(output_.popUps, 1);
    QCOMPARE(status_->currentMessage(), QStringLiteral("sum(4) returned 14"));

    // A second run needs no build: the sources did not change.
    QSignalSpy builds(build_, &BuildController::buildStarted);
    debug_->runFunction(QStringLiteral("square"), {9});
    QVERIFY(waitForCount(finished, 2));
    QCOMPARE(builds.count(), 0);
    QCOMPARE(output_.lines.mid(2),
             (QStringList{QStringLiteral("Running square(9)..."), QStringLiteral("square(9) returned 81")}));
}

void TestControllers::breakpointStopsTheRunAndShowsWhere()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = kSquareBodyLine;
    const int id = debug_->breakpoints()->add(b);
    ScriptEditor* editor = documents_->editorForPath(mainPath_);
    QCOMPARE(editor->breakpointMarkLines(), QList<int>{kSquareBodyLine});

    QSignalSpy stops(debug_, &DebugController::stopShown);
    QSignalSpy finished(debug_, &DebugController::runFinished);
    QSignalSpy aboutToShow(debug_, &DebugController::stopAboutToShow);
    debug_->runFunction(QStringLiteral("sum"), {3});
    QVERIFY(waitForCount(stops, 1));
    QVERIFY(debug_->isStopped());
    QCOMPARE(stops.at(0).at(0).value<StopSnapshotPtr>()->reason, incursion::vm::StopReason::Breakpoint);
    // The stop shows in the editor, the Call Stack and Variables panels, and the status bar.
    QCOMPARE(editor->executionLine(), kSquareBodyLine);
    QCOMPARE(firstColumn(debug_->callStackDock()->view()), (QStringList{QStringLiteral("square"), QStringLiteral("sum")}));
    QCOMPARE(debug_->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("x")), QStringLiteral("0"));
    QCOMPARE(status_->currentMessage(), QStringLiteral("Stopped at main.irc:%1 (breakpoint)").arg(kSquareBodyLine));
    // The host was told first, so that its Debug layout shows the panels
    // (tst_layouts); the controller itself leaves their visibility alone.
    QCOMPARE(aboutToShow.count(), 1);
    QVERIFY(!debug_->callStackDock()->isVisibleTo(host_));
    // A breakpoint stop is no error: nothing in the output yet but the run's start.
    QCOMPARE(output_.lines, QStringList{QStringLiteral("Running sum(3)...")});

    // Selecting the caller's frame moves the execution line there.
    debug_->selectFrame(1);
    QCOMPARE(editor->executionLine(), kSumBodyLine);
    QCOMPARE(debug_->variablesDock()->valueOf(QStringLiteral("Locals"), QStringLiteral("n")), QStringLiteral("3"));

    // Without the breakpoint, Continue runs to the end.
    debug_->breakpoints()->remove(id);
    debug_->actions().continueRun->trigger();
    QVERIFY(waitForCount(finished, 1));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QCOMPARE(output_.lines.last(), QStringLiteral("sum(3) returned 5"));
    QTRY_COMPARE(editor->executionLine(), 0);
}

void TestControllers::closingTheProjectEndsTheSession()
{
    SourceBreakpoint b;
    b.file = mainPath_;
    b.line = kSquareBodyLine;
    debug_->breakpoints()->add(b);
    QSignalSpy stops(debug_, &DebugController::stopShown);
    debug_->runFunction(QStringLiteral("sum"), {2});
    QVERIFY(waitForCount(stops, 1));
    QVERIFY(debug_->session());

    // The project closes under the stopped run: the session and the breakpoints go with it.
    project_->close();
    QVERIFY(!debug_->session());
    QVERIFY(debug_->breakpoints()->breakpoints().isEmpty());
    QVERIFY(!debug_->actions().runFunction->isEnabled());
    QCOMPARE(debug_->callStackDock()->view()->topLevelItemCount(), 0);
}

void TestControllers::editCommandsActOnTheCurrentTab()
{
    auto* findBar = new FindReplaceBar(host_);
    auto* edit = new EditCommands(documents_, findBar, host_);
    const EditCommands::Actions& actions = edit->actions();
    ScriptEditor* editor = documents_->currentEditor();
    QVERIFY(editor);
    findBar->setEditor(editor);
    QVERIFY(actions.undo->isEnabled() && actions.goToLine->isEnabled() && actions.find->isEnabled());

    // On a text tab the entries act on the editor.
    editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(editor, "xy");
    QCOMPARE(editor->contents(), QByteArray(kSource) + "xy");
    actions.undo->trigger();
    QCOMPARE(editor->contents(), QByteArray(kSource));
    actions.redo->trigger();
    QCOMPARE(editor->contents(), QByteArray(kSource) + "xy");
    actions.selectAll->trigger();
    QCOMPARE(editor->selectedText(), editor->text());
    QSignalSpy zoom(edit, &EditCommands::zoomRequested);
    actions.zoomIn->trigger();
    actions.zoomOut->trigger();
    actions.zoomReset->trigger();
    QCOMPARE(zoom.count(), 3);
    QCOMPARE((QList<int>{zoom.at(0).at(0).toInt(), zoom.at(1).at(0).toInt(), zoom.at(2).at(0).toInt()}),
             (QList<int>{1, -1, 0}));

    // A view with Undo and Zoom In of its own answers them, and they are
    // enabled as its own are; the text-only entries are off.
    auto* view = new QWidget;
    auto* ownUndo = new QAction(view);
    ownUndo->setObjectName(QStringLiteral("Edit.Undo"));
    ownUndo->setEnabled(false);
    auto* ownZoomIn = new QAction(view);
    ownZoomIn->setObjectName(QStringLiteral("View.ZoomIn"));
    QSignalSpy zoomedView(ownZoomIn, &QAction::triggered);
    documents_->addView(view, QStringLiteral("A view"));
    documents_->setCurrentWidget(view);
    QVERIFY(!actions.undo->isEnabled());
    ownUndo->setEnabled(true);
    QVERIFY(actions.undo->isEnabled());
    QSignalSpy undoneView(ownUndo, &QAction::triggered);
    actions.undo->trigger();
    actions.zoomIn->trigger();
    QCOMPARE(undoneView.count(), 1);
    QCOMPARE(zoomedView.count(), 1);
    QCOMPARE(zoom.count(), 3);      // the view zoomed, not the text
    QCOMPARE(editor->contents(), QByteArray(kSource) + "xy");
    QVERIFY(!actions.redo->isEnabled() && !actions.goToLine->isEnabled() && !actions.selectAll->isEnabled());
    QVERIFY(actions.zoomOut->isEnabled());      // the text's zoom, for want of the view's
    // Back on the text, the text's entries again.
    documents_->setCurrentWidget(editor);
    QVERIFY(actions.redo->isEnabled() && actions.goToLine->isEnabled());
    delete edit;
}

INCURSION_TEST_MAIN(TestControllers)
#include "tst_controllers.moc"
} // namespace tst_controllers
