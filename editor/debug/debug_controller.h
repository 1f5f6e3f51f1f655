// The script debugger in the studio: the Debug menu and tool bar, the
// breakpoint gutters of the editors and disassembly views, and the
// Breakpoints, Call Stack, Variables and Watches panels (breakpoints and
// watches saved with the project), over one DebugSession at a time. Debug > Run
// Function... (Ctrl+F5) builds if the sources changed, then calls a script
// function of the module on the session's VM thread; breakpoints, stepping
// and break on script error stop it there, and the panels show the stop.
//
// The views only show StopSnapshot data and send the session commands. The
// controller is given what it works with (the documents, the project, the
// build, where its messages go) and needs no main window: the window places
// its panels, menu actions and tool bar.
#pragma once

#include "debug/breakpoint_store.h"
#include "debug/debug_session.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <map>
#include <memory>

class QAction;
class QDockWidget;
class QStatusBar;
class QToolBar;

namespace incursion::studio {

class BreakpointConditionCheck;
class BreakpointsDock;
class BuildController;
class CallStackDock;
class CurrentProject;
class DisassemblyView;
class DocumentTabs;
class OutputSink;
class ScriptEditor;
class VariablesDock;
class WatchesDock;

class DebugController : public QObject {
    Q_OBJECT
public:
    // The panels, the tool bar and the dialogs are children of `host`; run
    // results and errors go to `output`, stop summaries to `status`.
    DebugController(DocumentTabs* documents, CurrentProject* project, BuildController* build, OutputSink* output,
                    QStatusBar* status, QWidget* host);
    ~DebugController() override;

    BreakpointStore* breakpoints() const { return store_; }
    BreakpointsDock* breakpointsDock() const { return breakpointsDock_; }
    CallStackDock* callStackDock() const { return callStack_; }
    VariablesDock* variablesDock() const { return variables_; }
    WatchesDock* watchesDock() const { return watches_; }
    QToolBar* toolBar() const { return toolBar_; }
    // The running session, if any; the playtest runs its game loop in one too.
    DebugSession* session() const { return session_.get(); }
    bool isStopped() const { return session_ && session_->state() == DebugSession::State::Stopped; }
    int selectedFrame() const { return frame_; }

    struct Actions {
        QAction* runFunction;
        QAction* continueRun;
        QAction* stepOver;
        QAction* stepInto;
        QAction* stepOut;
        QAction* stepInstruction;
        QAction* pause;
        QAction* stop;
        QAction* toggleBreakpoint;
        QAction* breakOnError;
    };
    const Actions& actions() const { return actions_; }
    // Why the latest runJob() (or run) did not start: the build failed, the module did not
    // load (the loader's errors) or the VM was busy; empty when it started.
    QString lastRunFailure() const { return lastRunFailure_; }

public slots:
    // Builds first when the sources changed since the last build, then calls
    // `function` with `arguments`.
    void runFunction(const QString& function, const QList<int>& arguments);
    // Run Function...: builds if needed, then asks which function.
    void chooseAndRunFunction();
    // Runs `job` on the VM thread of a session of the current sources
    // (building first if needed), in a new session when `load` makes its
    // host: the seam for the playtest's game loop.
    // `failed` is called instead when the job cannot start (the build or the
    // module's loading failed, or another run holds the VM thread).
    void runJob(incursion::studio::DebugSession::Job job, incursion::studio::DebugSession::HostLoader load = {},
                std::function<void()> failed = {});
    void toggleBreakpointAtCaret();
    void selectFrame(int frame);
    void stopSession();
    // What F5 does while nothing runs: the playtest sets it (Start Playtest);
    // while stopped, F5 continues.
    void setStartAction(const QString& text, std::function<void()> start);

signals:
    // The session's stops, for tests and tools (views are updated first).
    void stopShown(const incursion::studio::StopSnapshotPtr& stop);
    void runFinished(bool ok);
    // A stop is about to show (before its panels open): the window's Debug layout comes first.
    void stopAboutToShow();
    // The session went idle: nothing runs or is stopped any more.
    void sessionEnded();
    // Debug > Stop was chosen: a long job (the playtest) ends itself.
    void stopRequested();

private:
    QString lastRunFailure_;
    void createActions();
    void updateActions();
    // Runs `then` once a successful build of the current sources exists.
    void whenBuilt(std::function<void()> then, std::function<void()> otherwise = {});
    bool needsBuild() const;
    // A session of the latest build; a new one when `load` is given or the
    // current one was made by a loader.
    bool ensureSession(const DebugSession::HostLoader& load = {});
    void syncBreakpoints();
    void showBreakpoints();
    void applyMarks(ScriptEditor* editor);
    void applyMarks(DisassemblyView* view);
    // Connects the disassembly tabs not yet connected, and marks all of them.
    void attachDisassemblies();
    void toggleInstructionBreakpoint(DisassemblyView* view, int pc);
    void showInstructionBreakpoint(int id);
    void attachEditor(ScriptEditor* editor);
    void showBreakpointMenu(ScriptEditor* editor, int line, const QPoint& position);
    void editBreakpoint(int id);
    void onStopped(const StopSnapshotPtr& stop);
    void onResumed();
    void onStateChanged(DebugSession::State state);
    void onFunctionFinished(const QString& call, bool ok, int value, const QString& error);
    void clearStopViews();
    void markDisassembly(const vm::FrameView* frame);
    QString sourcePath(const std::string& file) const;
    void forgetProject();

    DocumentTabs* documents_;
    CurrentProject* project_;
    BuildController* build_;
    OutputSink* output_;
    QStatusBar* status_;
    QWidget* host_;
    BreakpointStore* store_;
    BreakpointsDock* breakpointsDock_;
    CallStackDock* callStack_;
    VariablesDock* variables_;
    WatchesDock* watches_;
    QToolBar* toolBar_ = nullptr;
    Actions actions_{};

    std::unique_ptr<DebugSession> session_;
    bool sessionHasCustomHost_ = false;
    // Checks conditions in the breakpoint dialog against the last build.
    std::shared_ptr<BreakpointConditionCheck> conditionCheck_;
    // Store id -> the engine's id and what it was given.
    struct Mirrored {
        uint32_t engineId = 0;
        vm::Breakpoint sent;
    };
    std::map<int, Mirrored> mirrored_;
    int frame_ = -1;
    bool sourcesChanged_ = true;
    QTimer clearAfterResume_;       // views keep the last stop through a quick step
    QPointer<ScriptEditor> executionEditor_;
    QMetaObject::Connection waitingForBuild_;   // a run waiting for its build
    QString startText_;
    std::function<void()> start_;               // F5 while idle
};

} // namespace incursion::studio
