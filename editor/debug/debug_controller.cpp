#include "debug/debug_controller.h"

#include "app/language_integration.h"
#include "build/build_controller.h"
#include "build/disassembly_view.h"
#include "debug/breakpoint_condition_check.h"
#include "debug/breakpoint_dialog.h"
#include "debug/breakpoints_dock.h"
#include "debug/call_stack_dock.h"
#include "debug/run_function_dialog.h"
#include "debug/variables_dock.h"
#include "debug/watches_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/check_snapshot.h"
#include "project/current_project.h"
#include "shared/icons.h"
#include "shared/output_sink.h"
#include "shared/shortcut_scope.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

#include <utility>

namespace incursion::studio {
namespace {

QString reasonText(const vm::StopSnapshot& stop)
{
    switch (stop.reason) {
    case vm::StopReason::Breakpoint: return DebugController::tr("breakpoint");
    case vm::StopReason::Step: return DebugController::tr("step");
    case vm::StopReason::Pause: return DebugController::tr("paused");
    case vm::StopReason::ScriptError: return DebugController::tr("script error");
    case vm::StopReason::ConditionError: return DebugController::tr("breakpoint condition error");
    }
    return {};
}

// Whether the engine's breakpoint `a` stops where and when `b` does (enabled aside).
bool sameTarget(const vm::Breakpoint& a, const vm::Breakpoint& b)
{
    return a.kind == b.kind && a.file == b.file && a.line == b.line && a.instruction == b.instruction
           && a.condition == b.condition && a.hitCondition == b.hitCondition && a.hitTarget == b.hitTarget;
}

// The function index of `breakpoint` in `build`, if that build is of its module and has its instruction.
std::optional<int> functionIn(const InstructionBreakpoint& breakpoint, const ModuleBuild* build)
{
    if (!build || !build->image || CheckSnapshot::normalizedPath(build->mainFile) != breakpoint.module)
        return std::nullopt;
    if (const auto resolved = breakpoint.resolve(*build->image))
        return resolved->function;
    return std::nullopt;
}

} // namespace

DebugController::DebugController(DocumentTabs* documents, CurrentProject* project, BuildController* build,
                                 OutputSink* output, QStatusBar* status, QWidget* host)
    : QObject(host), documents_(documents), project_(project), build_(build), output_(output), status_(status),
      host_(host), store_(new BreakpointStore(this)), breakpointsDock_(new BreakpointsDock(host)),
      callStack_(new CallStackDock(host)), variables_(new VariablesDock(host)), watches_(new WatchesDock(host))
{
    qRegisterMetaType<StopSnapshotPtr>();
    for (QDockWidget* dock : {static_cast<QDockWidget*>(callStack_), static_cast<QDockWidget*>(breakpointsDock_),
                              static_cast<QDockWidget*>(variables_), static_cast<QDockWidget*>(watches_)})
        dock->hide();

    createActions();
    watches_->setEvaluator({});
    clearAfterResume_.setSingleShot(true);
    clearAfterResume_.setInterval(150);
    connect(&clearAfterResume_, &QTimer::timeout, this, [this] {
        if (session_ && session_->state() == DebugSession::State::Running)
            clearStopViews();
    });

    connect(store_, &BreakpointStore::changed, this, [this] {
        for (ScriptEditor* editor : documents_->editors())
            applyMarks(editor);
        attachDisassemblies();
        syncBreakpoints();
        showBreakpoints();
        if (const Project* project = project_->project())
            store_->save(*project);
    });
    connect(breakpointsDock_, &BreakpointsDock::enabledChanged, store_, &BreakpointStore::setEnabled);
    connect(breakpointsDock_, &BreakpointsDock::removeRequested, store_, &BreakpointStore::remove);
    connect(breakpointsDock_, &BreakpointsDock::editRequested, this, &DebugController::editBreakpoint);
    connect(breakpointsDock_, &BreakpointsDock::activated, this, [this](int id) {
        if (const SourceBreakpoint* found = store_->find(id))
            documents_->showFile(found->file, found->line);
        else
            showInstructionBreakpoint(id);
    });
    connect(watches_, &WatchesDock::expressionsChanged, this, [this] {
        if (const Project* project = project_->project())
            project->saveWatches(watches_->expressions());
    });
    connect(callStack_, &CallStackDock::frameSelected, this, &DebugController::selectFrame);

    connect(documents_, &DocumentTabs::editorOpened, this, &DebugController::attachEditor);
    for (ScriptEditor* editor : documents_->editors())
        attachEditor(editor);
    connect(documents_, &DocumentTabs::editorSaved, this, [this] { sourcesChanged_ = true; });
    connect(build_, &BuildController::buildStarted, this, [this] { sourcesChanged_ = false; });
    connect(build_, &BuildController::buildFinished, this, [this] {
        updateActions();
        showBreakpoints();      // instruction breakpoints the new build lacks say so
    });
    connect(project_, &CurrentProject::opened, this, [this](const Project& project) {
        store_->load(project);
        watches_->setExpressions(project.loadWatches());
        sourcesChanged_ = true;
        updateActions();
    });
    connect(project_, &CurrentProject::closed, this, &DebugController::forgetProject);
    // A disassembly tab opened while stopped marks the instruction too.
    connect(documents_, &DocumentTabs::currentEditorChanged, this, [this] {
        attachDisassemblies();
        const StopSnapshotPtr stop = session_ ? session_->currentStop() : nullptr;
        markDisassembly(stop && frame_ >= 0 && size_t(frame_) < stop->frames.size() ? &stop->frames[size_t(frame_)]
                                                                                     : nullptr);
        updateActions();
    });
    updateActions();
}

DebugController::~DebugController()
{
    // Aborts and joins the VM thread.
    session_.reset();
}

void DebugController::createActions()
{
    auto make = [this](const char* iconName, const QString& text, const QKeySequence& shortcut,
                       const QString& toolTip, auto slot) {
        auto* action = new QAction(iconName ? studioIcon(iconName) : QIcon(), text, this);
        action->setShortcut(shortcut);
        action->setToolTip(toolTip);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    auto resume = [this](vm::ResumeKind kind) {
        return [this, kind] {
            if (session_)
                session_->resume(kind);
        };
    };
    actions_.runFunction = make("debug-run", tr("&Run Function..."), QKeySequence(Qt::CTRL | Qt::Key_F5),
                                tr("Build if needed, then run a script function of the module in the debugger (Ctrl+F5)"),
                                &DebugController::chooseAndRunFunction);
    actions_.continueRun = make("debug-continue", tr("&Continue"), QKeySequence(Qt::Key_F5),
                                tr("Continue running the scripts (F5)"), [this] {
                                    if (isStopped())
                                        session_->resume(vm::ResumeKind::Continue);
                                    else if (start_ && (!session_ || session_->state() == DebugSession::State::Idle))
                                        start_();
                                });
    actions_.stepOver = make("debug-step-over", tr("Step &Over"), QKeySequence(Qt::Key_F10),
                             tr("Run to the next line of this function (F10)"), resume(vm::ResumeKind::StepOver));
    actions_.stepInto = make("debug-step-into", tr("Step &Into"), QKeySequence(Qt::Key_F11),
                             tr("Run to the next line, entering calls and events (F11)"),
                             resume(vm::ResumeKind::StepInto));
    actions_.stepOut = make("debug-step-out", tr("Step O&ut"), QKeySequence(Qt::SHIFT | Qt::Key_F11),
                            tr("Run until this function returns (Shift+F11)"), resume(vm::ResumeKind::StepOut));
    actions_.stepInstruction = make("debug-step-instruction", tr("Step I&nstruction"),
                                    QKeySequence(Qt::CTRL | Qt::Key_F11), tr("Run one VM instruction (Ctrl+F11)"),
                                    resume(vm::ResumeKind::StepInstruction));
    actions_.pause = make("debug-pause", tr("&Pause"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Pause),
                          tr("Stop the running scripts where they are"), [this] {
                              if (session_)
                                  session_->pause();
                          });
    actions_.stop = make("debug-stop", tr("&Stop"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                         tr("End the running scripts (Shift+F5)"), &DebugController::stopSession);
    actions_.toggleBreakpoint = make("breakpoint", tr("Toggle &Breakpoint"), QKeySequence(Qt::Key_F9),
                                     tr("Add or remove a breakpoint at the caret's line (F9)"),
                                     &DebugController::toggleBreakpointAtCaret);
    actions_.breakOnError = make(nullptr, tr("Break on Script &Error"), QKeySequence(),
                                 tr("Stop in the debugger where a script error happens, before it unwinds"), [this] {
                                     if (session_)
                                         session_->debugger().setBreakOnError(actions_.breakOnError->isChecked());
                                 });
    // Each action's id names it in the settings of the keyboard shortcuts: never change one.
    const std::pair<QAction*, const char*> ids[] = {
        {actions_.runFunction, "Debug.RunFunction"},
        {actions_.continueRun, "Debug.Continue"},
        {actions_.stepOver, "Debug.StepOver"},
        {actions_.stepInto, "Debug.StepInto"},
        {actions_.stepOut, "Debug.StepOut"},
        {actions_.stepInstruction, "Debug.StepInstruction"},
        {actions_.pause, "Debug.Pause"},
        {actions_.stop, "Debug.Stop"},
        {actions_.toggleBreakpoint, "Debug.ToggleBreakpoint"},
        {actions_.breakOnError, "Debug.BreakOnError"},
    };
    for (const auto& [action, id] : ids)
        action->setObjectName(QLatin1String(id));
    // It works on a text editor's tab; a disassembly's tab has its own under the same key.
    setShortcutScope(actions_.toggleBreakpoint, QStringLiteral("text"));
    actions_.breakOnError->setCheckable(true);
    actions_.breakOnError->setChecked(true);

    toolBar_ = new QToolBar(tr("Debug Toolbar"), host_);
    toolBar_->setObjectName(QStringLiteral("DebugToolBar"));
    for (QAction* action : {actions_.runFunction, actions_.continueRun, actions_.pause, actions_.stop,
                            actions_.stepOver, actions_.stepInto, actions_.stepOut, actions_.stepInstruction,
                            actions_.toggleBreakpoint})
        toolBar_->addAction(action);
}

void DebugController::updateActions()
{
    const DebugSession::State state = session_ ? session_->state() : DebugSession::State::Idle;
    const bool stopped = state == DebugSession::State::Stopped;
    const Project* project = project_->project();
    actions_.runFunction->setEnabled(project && !project->mainFile().isEmpty() && state == DebugSession::State::Idle);
    for (QAction* action : {actions_.continueRun, actions_.stepOver, actions_.stepInto, actions_.stepOut,
                            actions_.stepInstruction})
        action->setEnabled(stopped);
    // While nothing runs, F5 starts what the studio runs (the playtest).
    const bool canStart = start_ && state == DebugSession::State::Idle && project && !project->mainFile().isEmpty();
    actions_.continueRun->setEnabled(stopped || canStart);
    actions_.continueRun->setText(stopped || !start_ ? tr("&Continue") : startText_);
    actions_.continueRun->setToolTip(stopped || !start_ ? tr("Continue running the scripts (F5)")
                                                        : tr("%1 (F5)").arg(QString(startText_).remove(QLatin1Char('&'))));
    actions_.pause->setEnabled(state == DebugSession::State::Running);
    actions_.stop->setEnabled(state != DebugSession::State::Idle);
    actions_.toggleBreakpoint->setEnabled(documents_->currentEditor() != nullptr);
}

// ---- running ---------------------------------------------------------------------

bool DebugController::needsBuild() const
{
    const ModuleBuildPtr last = build_->lastBuild();
    return sourcesChanged_ || !last || !last->succeeded();
}

void DebugController::whenBuilt(std::function<void()> then, std::function<void()> otherwise)
{
    if (!needsBuild() && !build_->isBuilding()) {
        then();
        return;
    }
    // One waiting run at a time; closing the project drops it (forgetProject).
    disconnect(waitingForBuild_);
    waitingForBuild_ = connect(build_, &BuildController::buildFinished, this,
                               [this, then, otherwise](const ModuleBuildPtr& result) {
        disconnect(waitingForBuild_);
        if (result && result->succeeded()) {
            then();
        } else {
            lastRunFailure_ = tr("The module did not build: nothing to run");
            status_->showMessage(lastRunFailure_, 10000);
            if (otherwise)
                otherwise();
        }
    });
    if (!build_->isBuilding())
        build_->build();
}

bool DebugController::ensureSession(const DebugSession::HostLoader& load)
{
    const ModuleBuildPtr build = build_->lastBuild();
    if (session_ && session_->build() == build && !load && !sessionHasCustomHost_)
        return true;
    if (session_ && session_->state() != DebugSession::State::Idle)
        return false;
    session_.reset();
    mirrored_.clear();
    lastRunFailure_.clear();
    QString error;
    // The modules the project `Requires` load first, compiled from their sources as they are now.
    std::vector<module::ModuleImage> prerequisites;
    // With the build defaults of Preferences, as the project's own module (its include paths come last).
    const CompileInput defaults = build_->language()->checker()->compileInput();
    for (const QString& mainFile : project_->project() ? project_->project()->prerequisites() : QStringList()) {
        QString failure;
        std::optional<module::ModuleImage> image = compileModule(mainFile, defaults.includePaths, defaults.defines, &failure);
        if (!image) {
            error = tr("The module this one requires does not build: %1").arg(failure);
            lastRunFailure_ = error;
            output_->appendMessage(error);
            QMessageBox::warning(host_, tr("Debug"), error);
            return false;
        }
        prerequisites.push_back(std::move(*image));
    }
    session_ = DebugSession::create(build, build->input().checkOptions(), &error, load, std::move(prerequisites));
    sessionHasCustomHost_ = bool(load);
    if (!session_) {
        lastRunFailure_ = error;
        output_->appendMessage(error);
        QMessageBox::warning(host_, tr("Debug"), error);
        return false;
    }
    session_->debugger().setBreakOnError(actions_.breakOnError->isChecked());
    connect(session_.get(), &DebugSession::stopped, this, &DebugController::onStopped);
    connect(session_.get(), &DebugSession::resumed, this, &DebugController::onResumed);
    connect(session_.get(), &DebugSession::stateChanged, this, &DebugController::onStateChanged);
    connect(session_.get(), &DebugSession::functionFinished, this, &DebugController::onFunctionFinished);
    connect(session_.get(), &DebugSession::message, this, [this](const QString& text) { output_->appendMessage(text); });
    syncBreakpoints();
    showBreakpoints();
    updateActions();
    return true;
}

void DebugController::runFunction(const QString& function, const QList<int>& arguments)
{
    if (session_ && session_->state() != DebugSession::State::Idle)
        return;
    whenBuilt([this, function, arguments] {
        if (!ensureSession())
            return;
        QStringList shown;
        for (int argument : arguments)
            shown.append(QString::number(argument));
        output_->appendMessage(
            tr("Running %1(%2)...").arg(function, shown.join(QStringLiteral(", "))));
        session_->runFunction(function, arguments);
    });
}

void DebugController::runJob(DebugSession::Job job, DebugSession::HostLoader load, std::function<void()> failed)
{
    lastRunFailure_.clear();
    if (session_ && session_->state() != DebugSession::State::Idle) {
        lastRunFailure_ = tr("Another run holds the debugger");
        if (failed)
            failed();
        return;
    }
    whenBuilt([this, job = std::move(job), load = std::move(load), failed] {
        if (ensureSession(load))
            session_->post(job);
        else if (failed)
            failed();
    }, failed);
}

void DebugController::chooseAndRunFunction()
{
    if (session_ && session_->state() != DebugSession::State::Idle)
        return;
    whenBuilt([this] {
        if (!ensureSession())
            return;
        RunFunctionDialog dialog(session_->scriptFunctions(), host_);
        dialog.setObjectName(QStringLiteral("RunFunctionDialog"));
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (const std::optional<QList<int>> arguments = dialog.arguments())
            runFunction(dialog.function(), *arguments);
    });
}

void DebugController::stopSession()
{
    emit stopRequested();
    if (session_)
        session_->abort();
}

void DebugController::setStartAction(const QString& text, std::function<void()> start)
{
    startText_ = text;
    start_ = std::move(start);
    updateActions();
}

void DebugController::onFunctionFinished(const QString& call, bool ok, int value, const QString& error)
{
    const QString text = ok ? tr("%1 returned %2").arg(call).arg(value) : tr("%1 failed: %2").arg(call, error);
    output_->appendMessage(text);
    output_->popUp();
    status_->showMessage(text, 10000);
    showBreakpoints();
    emit runFinished(ok);
}

void DebugController::onStateChanged(DebugSession::State state)
{
    if (state == DebugSession::State::Idle) {
        clearStopViews();
        showBreakpoints();
    }
    updateActions();
    if (state == DebugSession::State::Idle)
        emit sessionEnded();
}

// ---- stops -----------------------------------------------------------------------

void DebugController::onStopped(const StopSnapshotPtr& stop)
{
    clearAfterResume_.stop();
    emit stopAboutToShow();
    watches_->setEvaluator([this](const QString& expression, QObject* context,
                                  std::function<void(const vm::Evaluation&)> done) {
        if (session_)
            session_->evaluate(size_t(std::max(frame_, 0)), expression, context, std::move(done));
    });
    callStack_->showStop(stop);
    // The window's Debug layout shows the panels (stopAboutToShow); one the
    // user closed there stays closed, the others come to the front.
    for (QDockWidget* dock : {static_cast<QDockWidget*>(variables_), static_cast<QDockWidget*>(watches_),
                              static_cast<QDockWidget*>(callStack_)})
        if (!dock->isHidden())
            dock->raise();
    frame_ = -1;
    selectFrame(0);
    showBreakpoints();
    QString where;
    if (!stop->frames.empty())
        where = stop->frames[0].file.empty()
                    ? QString::fromStdString(stop->frames[0].function)
                    : QStringLiteral("%1:%2").arg(QFileInfo(QString::fromStdString(stop->frames[0].file)).fileName())
                          .arg(stop->frames[0].line);
    QString text = tr("Stopped at %1 (%2)").arg(where, reasonText(*stop));
    if (!stop->message.empty())
        text += QStringLiteral(": ") + QString::fromStdString(stop->message);
    if (stop->reason == vm::StopReason::ScriptError || stop->reason == vm::StopReason::ConditionError)
        output_->appendMessage(text);
    status_->showMessage(text);
    host_->window()->activateWindow();
    updateActions();
    emit stopShown(stop);
}

void DebugController::selectFrame(int frame)
{
    const StopSnapshotPtr stop = session_ ? session_->currentStop() : nullptr;
    if (!stop || frame < 0 || size_t(frame) >= stop->frames.size() || frame == frame_)
        return;
    frame_ = frame;
    callStack_->selectFrame(frame);
    variables_->showFrame(stop, frame);
    const vm::FrameView& shown = stop->frames[size_t(frame)];
    if (executionEditor_)
        executionEditor_->setExecutionLine(0);
    const QString path = sourcePath(shown.file);
    if (!path.isEmpty() && shown.line > 0)
        if (ScriptEditor* editor = documents_->showFile(path, int(shown.line))) {
            editor->setExecutionLine(int(shown.line), frame == 0);
            executionEditor_ = editor;
        }
    markDisassembly(&shown);
    watches_->evaluateAll();
}

void DebugController::onResumed()
{
    if (executionEditor_)
        executionEditor_->setExecutionLine(0);
    markDisassembly(nullptr);
    status_->clearMessage();
    clearAfterResume_.start();
    updateActions();
}

void DebugController::clearStopViews()
{
    frame_ = -1;
    if (executionEditor_)
        executionEditor_->setExecutionLine(0);
    callStack_->showStop(nullptr);
    variables_->showFrame(nullptr, 0);
    watches_->setEvaluator({});
    markDisassembly(nullptr);
}

void DebugController::markDisassembly(const vm::FrameView* frame)
{
    for (int i = 0; i < documents_->count(); ++i)
        if (auto* view = qobject_cast<DisassemblyView*>(documents_->widget(i))) {
            const bool shows = frame && session_ && frame->location.module == session_->moduleIndex() && session_->build()
                               && view->build().image == session_->build()->image
                               && view->function() == int(frame->location.function);
            view->setCurrentInstruction(shows ? int(frame->location.pc) : -1);
        }
}

QString DebugController::sourcePath(const std::string& file) const
{
    if (file.empty())
        return {};
    QString path = QString::fromStdString(file);
    if (QFileInfo(path).isRelative() && session_)
        path = QFileInfo(session_->build()->mainFile).absoluteDir().filePath(path);
    return CheckSnapshot::normalizedPath(path);
}

// ---- breakpoints -----------------------------------------------------------------

void DebugController::syncBreakpoints()
{
    if (!session_)
        return;
    // What the engine should have, by store id: instruction breakpoints only
    // where the session's build still has their instruction.
    std::map<int, vm::Breakpoint> wanted;
    for (const SourceBreakpoint& b : store_->breakpoints())
        wanted[b.id] = b.toEngine();
    for (const InstructionBreakpoint& b : store_->instructionBreakpoints())
        if (const std::optional<int> function = functionIn(b, session_->build().get()))
            wanted[b.id] = b.toEngine(session_->moduleIndex(), *function);

    vm::Debugger& engine = session_->debugger();
    for (auto it = mirrored_.begin(); it != mirrored_.end();) {
        const auto now = wanted.find(it->first);
        if (now == wanted.end() || !sameTarget(now->second, it->second.sent)) {
            engine.removeBreakpoint(it->second.engineId);
            it = mirrored_.erase(it);
        } else {
            if (now->second.enabled != it->second.sent.enabled) {
                engine.setBreakpointEnabled(it->second.engineId, now->second.enabled);
                it->second.sent.enabled = now->second.enabled;
            }
            ++it;
        }
    }
    for (const auto& [id, b] : wanted)
        if (!mirrored_.contains(id))
            mirrored_[id] = {engine.addBreakpoint(b), b};
}

void DebugController::showBreakpoints()
{
    std::map<int, vm::BreakpointStatus> statuses;
    if (session_) {
        std::map<uint32_t, int> storeIds;
        for (const auto& [id, mirrored] : mirrored_)
            storeIds[mirrored.engineId] = id;
        for (vm::BreakpointStatus& status : session_->debugger().breakpoints())
            if (const auto found = storeIds.find(status.id); found != storeIds.end())
                statuses[found->second] = std::move(status);
    }
    // An instruction breakpoint the running build (else the latest one) lacks says so.
    ModuleBuildPtr build = build_->lastBuild();
    if (session_ && (session_->state() != DebugSession::State::Idle || !build || !build->image))
        build = session_->build();
    if (build && build->image)
        for (const InstructionBreakpoint& b : store_->instructionBreakpoints())
            if (!functionIn(b, build.get()))
                statuses[b.id] = vm::BreakpointStatus{};
    breakpointsDock_->showBreakpoints(store_->breakpoints(), store_->instructionBreakpoints(), statuses);
    breakpointsDock_->setVisible(breakpointsDock_->isVisible() || !store_->breakpoints().isEmpty()
                                 || !store_->instructionBreakpoints().isEmpty());
}

void DebugController::applyMarks(ScriptEditor* editor)
{
    QList<ScriptEditor::BreakpointMark> marks;
    for (const SourceBreakpoint& b : store_->inFile(CheckSnapshot::normalizedPath(editor->filePath())))
        marks.append({b.line, b.enabled, !b.condition.trimmed().isEmpty()
                                             || b.hitCondition != vm::Breakpoint::HitCondition::Always});
    editor->setBreakpointMarks(marks);
}

void DebugController::applyMarks(DisassemblyView* view)
{
    QList<DisassemblyView::BreakpointMark> marks;
    for (const InstructionBreakpoint& b : store_->instructionBreakpoints())
        if (functionIn(b, &view->build()) == view->function())
            marks.append({b.pc, b.enabled});
    view->setBreakpointMarks(marks);
}

void DebugController::attachDisassemblies()
{
    for (int i = 0; i < documents_->count(); ++i)
        if (auto* view = qobject_cast<DisassemblyView*>(documents_->widget(i))) {
            if (!view->property("breakpointsAttached").toBool()) {
                view->setProperty("breakpointsAttached", true);
                connect(view, &DisassemblyView::breakpointToggleRequested, this,
                        [this, view](int pc) { toggleInstructionBreakpoint(view, pc); });
            }
            applyMarks(view);
        }
}

void DebugController::toggleInstructionBreakpoint(DisassemblyView* view, int pc)
{
    const ModuleBuild& build = view->build();
    InstructionBreakpoint b;
    b.module = build.mainFile;
    b.function = QString::fromStdString(vm::functionName(*build.image, uint32_t(view->function())));
    b.functionIndex = view->function();
    b.pc = pc;
    if (const int line = view->lineOfInstruction(pc); line >= 0)
        if (const auto& source = view->listing()[size_t(line)].source) {
            b.file = build.sourcePath(source->file);
            b.line = int(source->line);
        }
    store_->toggleInstruction(b);
}

void DebugController::showInstructionBreakpoint(int id)
{
    const InstructionBreakpoint* found = store_->findInstruction(id);
    if (!found)
        return;
    const ModuleBuildPtr build = build_->lastBuild();
    const std::optional<int> function = functionIn(*found, build.get());
    if (!function) {
        status_->showMessage(tr("%1 is not in the latest build").arg(found->location()), 5000);
        return;
    }
    if (DisassemblyView* view = build_->openDisassembly(*function)) {
        attachDisassemblies();
        view->goToInstruction(found->pc);
    }
}

void DebugController::attachEditor(ScriptEditor* editor)
{
    applyMarks(editor);
    connect(editor, &ScriptEditor::breakpointToggleRequested, this,
            [this, editor](int line) { store_->toggle(editor->filePath(), line); });
    connect(editor, &ScriptEditor::breakpointMenuRequested, this,
            [this, editor](int line, const QPoint& position) { showBreakpointMenu(editor, line, position); });
    connect(editor, &ScriptEditor::breakpointMarksMoved, this, [this, editor] {
        store_->moveLines(CheckSnapshot::normalizedPath(editor->filePath()), editor->breakpointMarkLines());
        applyMarks(editor);
    });
    connect(editor, &ScriptEditor::textChanged, this, [this] { sourcesChanged_ = true; });
    connect(editor, &ScriptEditor::filePathChanged, this, [this, editor] { applyMarks(editor); });
    updateActions();
}

void DebugController::toggleBreakpointAtCaret()
{
    if (ScriptEditor* editor = documents_->currentEditor())
        store_->toggle(editor->filePath(), editor->currentLine());
}

void DebugController::showBreakpointMenu(ScriptEditor* editor, int line, const QPoint& position)
{
    const SourceBreakpoint* found = store_->at(CheckSnapshot::normalizedPath(editor->filePath()), line);
    QMenu menu(editor);
    if (!found) {
        menu.addAction(tr("Add Breakpoint"), this, [this, editor, line] { store_->toggle(editor->filePath(), line); });
        menu.addAction(tr("Add Conditional Breakpoint..."), this, [this, editor, line] {
            store_->toggle(editor->filePath(), line);
            if (const SourceBreakpoint* added = store_->at(CheckSnapshot::normalizedPath(editor->filePath()), line))
                editBreakpoint(added->id);
        });
    } else {
        const int id = found->id;
        const bool enabled = found->enabled;
        menu.addAction(tr("Edit Breakpoint..."), this, [this, id] { editBreakpoint(id); });
        menu.addAction(enabled ? tr("Disable Breakpoint") : tr("Enable Breakpoint"), this, [this, id, enabled] {
            if (const SourceBreakpoint* b = store_->find(id)) {
                SourceBreakpoint changed = *b;
                changed.enabled = !enabled;
                store_->update(changed);
            }
        });
        menu.addAction(tr("Delete Breakpoint"), this, [this, id] { store_->remove(id); });
    }
    menu.exec(position);
}

void DebugController::editBreakpoint(int id)
{
    const SourceBreakpoint* found = store_->find(id);
    if (!found)
        return;
    BreakpointDialog dialog(*found, host_);
    // The check of the last build, made again only when there is a newer one.
    const ModuleBuildPtr build = build_->lastBuild();
    QString unavailable;
    if (!conditionCheck_ || conditionCheck_->build() != build)
        conditionCheck_ = BreakpointConditionCheck::forBuild(build, &unavailable);
    dialog.setConditionCheck(conditionCheck_, unavailable);
    if (dialog.exec() == QDialog::Accepted)
        store_->update(dialog.result());
}

void DebugController::forgetProject()
{
    disconnect(waitingForBuild_);
    session_.reset();
    mirrored_.clear();
    clearStopViews();
    const QSignalBlocker quiet(store_);
    store_->clear();
    {
        const QSignalBlocker quietWatches(watches_);
        watches_->setExpressions({});
    }
    breakpointsDock_->showBreakpoints({}, {}, {});
    updateActions();
}

} // namespace incursion::studio
