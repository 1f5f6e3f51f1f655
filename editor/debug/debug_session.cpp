// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/runtime_api.h"
#include "game/script_host.h"
#include "bridge/expression_compiler.h"

#include "debug/debug_session.h"

#include <chrono>

namespace incursion::studio {
namespace {

// The session whose worker runs on this thread (jobShouldQuit).
thread_local const DebugSession* workerSession = nullptr;

} // namespace

bool DebugSession::jobShouldQuit()
{
    return workerSession && workerSession->quitting();
}

DebugSession::DebugSession(const ModuleBuildPtr& build, const script::CheckOptions& sources)
    : build_(build)
{
    qRegisterMetaType<StopSnapshotPtr>();
    game::registerRuntimeApi(api_);
    compiler_ = std::make_unique<bridge::ExpressionCompiler>(
        std::map<std::string, script::CheckOptions>{{build->image->name, sources}});
    evaluationPoll_.setInterval(5);
    connect(&evaluationPoll_, &QTimer::timeout, this, &DebugSession::pollEvaluations);
}

std::unique_ptr<DebugSession> DebugSession::create(const ModuleBuildPtr& build, const script::CheckOptions& sources,
                                                   QString* error, const HostLoader& load,
                                                   std::vector<module::ModuleImage> prerequisites)
{
    if (!build || !build->image) {
        if (error)
            *error = tr("There is no built module to run.");
        return nullptr;
    }
    std::unique_ptr<DebugSession> session(new DebugSession(build, sources));
    session->moduleIndex_ = uint32_t(prerequisites.size());
    std::vector<module::ModuleImage> images = std::move(prerequisites);
    images.push_back(*build->image);
    LoadedHost loaded;
    if (load) {
        loaded = load(std::move(images), session->api_);
    } else {
        game::ScriptHostLoad own = game::ScriptHost::load(std::move(images), session->api_);
        loaded.host = own.host.get();
        loaded.owner = std::shared_ptr<game::ScriptHost>(std::move(own.host));
        loaded.errors = std::move(own.errors);
    }
    if (!loaded.host) {
        if (error) {
            QStringList lines;
            for (const std::string& line : loaded.errors)
                lines.append(QString::fromStdString(line));
            *error = tr("The module does not load: %1").arg(lines.join(QLatin1Char('\n')));
        }
        return nullptr;
    }
    session->hostOwner_ = std::move(loaded.owner);
    session->host_ = loaded.host;
    session->debugger_ = std::make_unique<vm::Debugger>(session->host_->interpreter(), session->compiler_.get(),
                                                        &session->host_->events());
    DebugSession* self = session.get();
    // Called on the VM thread, which then waits for a command.
    session->debugger_->setStopListener([self](std::shared_ptr<const vm::StopSnapshot> stop) {
        QMetaObject::invokeMethod(self, [self, stop = StopSnapshotPtr(std::move(stop))] {
            self->stop_ = stop;
            self->setState(State::Stopped);
            emit self->stopped(stop);
        }, Qt::QueuedConnection);
    });
    session->worker_ = std::thread([self] { self->workerLoop(); });
    return session;
}

DebugSession::~DebugSession()
{
    // A session whose module did not load has no worker (and no debugger) to end.
    if (!worker_.joinable()) {
        hostOwner_.reset();
        return;
    }
    quitting_.store(true);
    std::unique_lock lock(mutex_);
    jobs_.clear();
    jobArrived_.notify_all();
    // An abort finds nothing to end between two invocations of a job (a game
    // loop runs many): ask again until the worker has ended.
    while (!workerDone_) {
        lock.unlock();
        debugger_->abort();
        lock.lock();
        workerEnded_.wait_for(lock, std::chrono::milliseconds(20), [this] { return workerDone_; });
    }
    lock.unlock();
    worker_.join();
    evaluations_.clear();
    debugger_.reset();
    host_ = nullptr;
    hostOwner_.reset();
}

void DebugSession::workerLoop()
{
    workerSession = this;
    // Conditions and watches need the module built again: do it now, off the
    // GUI thread, rather than on the first stop. Jobs posted meanwhile wait.
    if (const std::optional<std::string> refused = compiler_->prepare(host_->resources().image(0)))
        QMetaObject::invokeMethod(this, [this, text = QString::fromStdString(*refused)] {
            emit message(tr("Watches and breakpoint conditions cannot be evaluated: %1").arg(text));
        }, Qt::QueuedConnection);
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            jobArrived_.wait(lock, [this] { return quitting_.load() || !jobs_.empty(); });
            if (quitting_.load())
                break;
            job = std::move(jobs_.front());
            jobs_.pop_front();
        }
        job(*host_);
        QMetaObject::invokeMethod(this, [this] {
            if (--pendingJobs_ == 0) {
                stop_.reset();
                setState(State::Idle);
            }
        }, Qt::QueuedConnection);
    }
    const std::lock_guard lock(mutex_);
    workerDone_ = true;
    workerEnded_.notify_all();
}

void DebugSession::post(Job job)
{
    ++pendingJobs_;
    {
        const std::lock_guard lock(mutex_);
        jobs_.push_back(std::move(job));
        jobArrived_.notify_all();
    }
    if (state_ == State::Idle)
        setState(State::Running);
}

const vm::LoadedFunction* DebugSession::scriptFunction(game::ScriptHost& host, const std::string& name)
{
    const module::ModuleImage& image = host.resources().image(0);
    for (const vm::LoadedFunction& f : host.program().modules().front().functions)
        if (f.source->kind == core::FunctionKind::ScriptFunction && f.source->name < image.strings.size()
            && image.strings[f.source->name] == name)
            return &f;
    return nullptr;
}

QList<DebugSession::ScriptFunction> DebugSession::scriptFunctions() const
{
    QList<ScriptFunction> functions;
    const module::ModuleImage& image = *build_->image;
    for (const core::Function& f : image.functions)
        if (f.kind == core::FunctionKind::ScriptFunction && f.name < image.strings.size())
            functions.append({QString::fromStdString(image.strings[f.name]), int(f.parameterCount)});
    return functions;
}

void DebugSession::runFunction(const QString& name, const QList<int>& arguments)
{
    QStringList shown;
    for (int argument : arguments)
        shown.append(QString::number(argument));
    const QString call = QStringLiteral("%1(%2)").arg(name, shown.join(QStringLiteral(", ")));
    post([this, name = name.toStdString(), arguments, call](game::ScriptHost& host) {
        bool ok = false;
        int value = 0;
        QString error;
        const vm::LoadedFunction* function = scriptFunction(host, name);
        if (!function) {
            error = tr("the module has no script function %1").arg(QString::fromStdString(name));
        } else if (arguments.size() != function->parameterCount) {
            error = tr("%1 takes %n argument(s)", nullptr, function->parameterCount).arg(QString::fromStdString(name));
        } else {
            const std::vector<int32_t> values(arguments.cbegin(), arguments.cend());
            const vm::Interpreter::Result result = host.interpreter().invoke(*function, values);
            ok = result.ok;
            value = result.value;
            if (!ok && host.interpreter().lastError())
                error = QString::fromStdString(host.interpreter().lastError()->text());
        }
        QMetaObject::invokeMethod(this, [this, call, ok, value, error] {
            emit functionFinished(call, ok, value, error);
        }, Qt::QueuedConnection);
    });
}

void DebugSession::resume(vm::ResumeKind kind)
{
    if (state_ != State::Stopped)
        return;
    stop_.reset();
    setState(State::Running);
    emit resumed();
    debugger_->resume(kind);
}

void DebugSession::pause()
{
    if (state_ == State::Running)
        debugger_->pause();
}

void DebugSession::abort()
{
    if (state_ == State::Idle)
        return;
    const bool wasStopped = state_ == State::Stopped;
    debugger_->abort();
    if (wasStopped) {
        stop_.reset();
        setState(State::Running);
        emit resumed();
    }
}

void DebugSession::evaluate(size_t frame, const QString& expression, QObject* context,
                            std::function<void(const vm::Evaluation&)> done)
{
    evaluations_.push_back({debugger_->evaluate(frame, expression.toStdString()), context, std::move(done)});
    if (!evaluationPoll_.isActive())
        evaluationPoll_.start();
}

// The debugger answers through futures; polling them keeps the GUI thread
// from ever waiting on the VM thread.
void DebugSession::pollEvaluations()
{
    std::vector<PendingEvaluation> ready;
    for (auto it = evaluations_.begin(); it != evaluations_.end();) {
        if (it->answer.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
            ready.push_back(std::move(*it));
            it = evaluations_.erase(it);
        } else {
            ++it;
        }
    }
    if (evaluations_.empty())
        evaluationPoll_.stop();
    for (PendingEvaluation& pending : ready) {
        vm::Evaluation answer = pending.answer.get();
        if (pending.context)
            pending.done(answer);
    }
}

void DebugSession::setState(State state)
{
    if (state_ == state)
        return;
    state_ = state;
    emit stateChanged(state);
}

} // namespace incursion::studio
