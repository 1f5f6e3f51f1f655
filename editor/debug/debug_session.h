// A debugging session: the built module loaded into a game::ScriptHost with a
// vm::Debugger attached, and a worker thread (the VM thread) that runs jobs
// on it. Everything that touches VM state runs there; the GUI thread only
// sends the debugger's thread-safe commands and receives its stop snapshots
// as a queued signal. Running a script function is one kind of job; the
// playtest's game loop is meant to be another (post()).
//
// Destroying the session aborts whatever runs, stopped or not, and joins the
// worker thread.
#pragma once

#include "build/module_build.h"
#include "vm/debugger.h"
#include "vm/host_api.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <thread>

namespace incursion::bridge {
class ExpressionCompiler;
}
namespace incursion::game {
class ScriptHost;
struct ScriptHostLoad;
}

namespace incursion::studio {

using StopSnapshotPtr = std::shared_ptr<const vm::StopSnapshot>;

class DebugSession : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Running, Stopped };

    // The host a session runs scripts on and what keeps it alive: a host of
    // its own, or one inside something bigger (the playtest's game::Game,
    // which the session then keeps until it ends).
    struct LoadedHost {
        game::ScriptHost* host = nullptr;       // null when loading failed
        std::shared_ptr<void> owner;
        std::vector<std::string> errors;
    };
    // Makes the session's host from the module images and the host API
    // (the runtime's is in it; a loader may add functions or ignore it and
    // use its own). None: game::ScriptHost::load() with default options.
    using HostLoader = std::function<LoadedHost(std::vector<module::ModuleImage> images, vm::HostApi& api)>;

    // Loads `build`'s module after `prerequisites` (the modules it
    // `Requires`, in load order); `sources` is how it was built (conditions
    // and watches are compiled from them). Null with `error` set when the
    // module does not load.
    static std::unique_ptr<DebugSession> create(const ModuleBuildPtr& build, const script::CheckOptions& sources,
                                                QString* error, const HostLoader& load = {},
                                                std::vector<module::ModuleImage> prerequisites = {});
    ~DebugSession() override;

    const ModuleBuildPtr& build() const { return build_; }
    // The build's module's place among the loaded modules (after its prerequisites).
    uint32_t moduleIndex() const { return moduleIndex_; }
    State state() const { return state_; }
    // The latest stop while stopped, else null.
    StopSnapshotPtr currentStop() const { return stop_; }
    // Thread-safe commands (breakpoints, break on error); resume through the
    // session so its state follows.
    vm::Debugger& debugger() { return *debugger_; }

    // Runs `job` on the VM thread after the jobs posted before it. A job runs
    // scripts through the host; it should return soon after quitting()
    // becomes true.
    using Job = std::function<void(game::ScriptHost& host)>;
    void post(Job job);
    bool quitting() const { return quitting_.load(); }
    // Called by a job on the VM thread: whether its session is ending (a
    // long job, such as the playtest's game loop, checks it between steps).
    static bool jobShouldQuit();

    // The script functions of the module (core::FunctionKind::ScriptFunction),
    // by name, with their parameter count.
    struct ScriptFunction {
        QString name;
        int parameterCount = 0;
    };
    QList<ScriptFunction> scriptFunctions() const;
    // The script function `name` of the host's main module (for jobs), or null.
    static const vm::LoadedFunction* scriptFunction(game::ScriptHost& host, const std::string& name);
    // Calls a script function on the VM thread; functionFinished() reports
    // how it ended.
    void runFunction(const QString& name, const QList<int>& arguments);

    void resume(vm::ResumeKind kind = vm::ResumeKind::Continue);
    void pause();
    // Ends what runs (a stop too) with "stopped by the debugger".
    void abort();

    // Evaluates `expression` in frame `frame` (0: innermost) of the current
    // stop on the VM thread; `done` is called on the GUI thread, unless
    // `context` is gone by then.
    void evaluate(size_t frame, const QString& expression, QObject* context,
                  std::function<void(const vm::Evaluation&)> done);

signals:
    void stateChanged(incursion::studio::DebugSession::State state);
    void stopped(const incursion::studio::StopSnapshotPtr& stop);
    void resumed();
    // `call` as written ("sum(6)"); `error` is the script error's text.
    void functionFinished(const QString& call, bool ok, int value, const QString& error);
    // Something worth telling the user that is no error of the run.
    void message(const QString& text);

private:
    DebugSession(const ModuleBuildPtr& build, const script::CheckOptions& sources);
    void workerLoop();
    void setState(State state);
    void pollEvaluations();

    ModuleBuildPtr build_;
    uint32_t moduleIndex_ = 0;
    vm::HostApi api_;
    std::shared_ptr<void> hostOwner_;
    game::ScriptHost* host_ = nullptr;
    std::unique_ptr<bridge::ExpressionCompiler> compiler_;
    std::unique_ptr<vm::Debugger> debugger_;

    // Shared with the VM thread (mutex_).
    std::mutex mutex_;
    std::condition_variable jobArrived_;
    std::deque<Job> jobs_;
    bool workerDone_ = false;
    std::condition_variable workerEnded_;
    std::atomic<bool> quitting_{false};
    std::thread worker_;

    // GUI thread.
    State state_ = State::Idle;
    int pendingJobs_ = 0;
    StopSnapshotPtr stop_;
    struct PendingEvaluation {
        std::future<vm::Evaluation> answer;
        QPointer<QObject> context;
        std::function<void(const vm::Evaluation&)> done;
    };
    std::vector<PendingEvaluation> evaluations_;
    QTimer evaluationPoll_;
};

} // namespace incursion::studio

Q_DECLARE_METATYPE(incursion::studio::StopSnapshotPtr)
