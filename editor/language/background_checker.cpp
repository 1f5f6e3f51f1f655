#include "language/background_checker.h"

#include "script/frontend.h"
#include "script/preprocessor.h"

#include <QtConcurrent/QtConcurrentRun>

namespace incursion::studio {
namespace {

constexpr int kDefaultDebounceMs = 400;

struct CheckJob {
    QString mainFile;
    QStringList includePaths;
    QHash<QString, QByteArray> unsaved;
    quint64 generation = 0;
};

CheckSnapshotPtr runCheck(const CheckJob& job)
{
    script::CheckOptions options;
    options.mainFile = job.mainFile.toStdString();
    for (const QString& dir : job.includePaths)
        options.preprocessor.includeDirs.push_back(dir.toStdString());
    options.preprocessor.readFile = [&job](const std::string& path) -> std::optional<std::string> {
        const QString normalized = CheckSnapshot::normalizedPath(QString::fromStdString(path));
        const auto buffer = job.unsaved.constFind(normalized);
        if (buffer != job.unsaved.cend())
            return buffer->toStdString();
        // The compiler's own reader: it refuses FIFOs and devices, which would
        // block this worker (and quitting) forever.
        return script::readSourceFile(path);
    };
    const script::CheckResult result = script::checkModule(options);
    auto snapshot = CheckSnapshot::fromResult(result, job.generation);
    std::const_pointer_cast<CheckSnapshot>(snapshot)->mainFile = job.mainFile;
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
    CheckJob job{mainFile_, includePaths_, unsaved_, running_};
    if (bufferSource_) {
        const QHash<QString, QByteArray> buffers = bufferSource_();
        for (auto it = buffers.cbegin(); it != buffers.cend(); ++it)
            job.unsaved.insert(CheckSnapshot::normalizedPath(it.key()), it.value());
    }
    emit checkStarted();
    watcher_.setFuture(QtConcurrent::run(runCheck, job));
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
