#include "language/background_checker.h"

#include "language/analysis.h"

#include <QtConcurrent/QtConcurrentRun>

namespace incursion::studio {
namespace {

constexpr int kDefaultDebounceMs = 400;

// The language service's analysis: the whole compiler, back end included, so
// type errors in handlers show while typing (no module image is kept). The
// previous analysis lends its API tables while the module does not parse.
CheckSnapshotPtr runCheck(const CompileInput& input, quint64 generation, const language::AnalysisPtr& previous)
{
    const language::AnalysisPtr analysis = language::analyzeWorkspace(input.workspace(), previous);
    auto snapshot = CheckSnapshot::fromResult(analysis->front(), generation);
    auto* writable = const_cast<CheckSnapshot*>(snapshot.get());
    writable->mainFile = input.mainFile;
    writable->analysis = analysis;
    return snapshot;
}

} // namespace

BackgroundChecker::BackgroundChecker(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<CheckSnapshotPtr>();
    debounce_.setSingleShot(true);
    debounce_.setInterval(kDefaultDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &BackgroundChecker::startWorker);
    connect(&watcher_, &QFutureWatcher<CheckSnapshotPtr>::finished, this, &BackgroundChecker::workerFinished);
}

BackgroundChecker::~BackgroundChecker()
{
    // The job holds copies of everything it reads, but its result must not
    // arrive at a destroyed object.
    watcher_.waitForFinished();
}

void BackgroundChecker::setMainFile(const QString& path)
{
    mainFile_ = CheckSnapshot::normalizedPath(path);
}

void BackgroundChecker::setIncludePaths(const QStringList& paths)
{
    includePaths_ = paths;
}

void BackgroundChecker::setUnsavedBuffer(const QString& path, const QByteArray& bytes)
{
    unsaved_.insert(CheckSnapshot::normalizedPath(path), bytes);
}

void BackgroundChecker::clearUnsavedBuffer(const QString& path)
{
    unsaved_.remove(CheckSnapshot::normalizedPath(path));
}

void BackgroundChecker::clearUnsavedBuffers()
{
    unsaved_.clear();
}

CompileInput BackgroundChecker::compileInput() const
{
    CompileInput input{mainFile_, includePaths_, unsaved_};
    if (bufferSource_) {
        const QHash<QString, QByteArray> buffers = bufferSource_();
        for (auto it = buffers.cbegin(); it != buffers.cend(); ++it)
            input.unsaved.insert(CheckSnapshot::normalizedPath(it.key()), it.value());
    }
    return input;
}

void BackgroundChecker::requestCheck()
{
    ++requested_;
    debounce_.start();
}

void BackgroundChecker::checkNow()
{
    ++requested_;
    debounce_.stop();
    startWorker();
}

void BackgroundChecker::startWorker()
{
    if (mainFile_.isEmpty())
        return;
    if (watcher_.isRunning())
        return;     // workerFinished() starts the newest request
    running_ = requested_;
    emit checkStarted();
    watcher_.setFuture(QtConcurrent::run(runCheck, compileInput(), running_, last_ ? last_->analysis : language::AnalysisPtr()));
}

void BackgroundChecker::workerFinished()
{
    const CheckSnapshotPtr snapshot = watcher_.result();
    if (running_ < requested_) {
        // Stale: the text changed while we were checking. Start over unless
        // the debounce timer is still waiting for the user to pause.
        if (!debounce_.isActive())
            startWorker();
        return;
    }
    last_ = snapshot;
    emit checked(snapshot);
}

} // namespace incursion::studio
