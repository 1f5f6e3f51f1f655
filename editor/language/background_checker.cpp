#include "language/background_checker.h"

#include "language/analysis.h"

namespace incursion::studio {
namespace {

constexpr int kDefaultDebounceMs = 400;

// The language service's analysis: the whole compiler, back end included, so
// type errors in handlers show while typing (no module image is kept). The
// previous analysis lends its API tables while the module does not parse; a
// newer request cancels it.
CheckSnapshotPtr runCheck(const CompileInput& input, quint64 generation, const language::AnalysisPtr& previous,
                          const std::atomic<bool>& cancelled)
{
    const language::AnalysisPtr analysis = language::analyzeWorkspace(input.workspace(), previous, &cancelled);
    auto snapshot = CheckSnapshot::fromResult(analysis->front(), generation);
    auto writable = std::const_pointer_cast<CheckSnapshot>(snapshot);
    writable->mainFile = input.mainFile;
    writable->analysis = analysis;
    return snapshot;
}

} // namespace

BackgroundChecker::BackgroundChecker(QObject* parent)
    : QObject(parent), worker_([this](CheckSnapshotPtr snapshot) { workerFinished(std::move(snapshot)); })
{
    qRegisterMetaType<CheckSnapshotPtr>();
    debounce_.setSingleShot(true);
    debounce_.setInterval(kDefaultDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &BackgroundChecker::startWorker);
}

BackgroundChecker::~BackgroundChecker() = default;

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
    CompileInput input{mainFile_, includePaths_, unsaved_, defines_};
    if (bufferSource_) {
        const QHash<QString, QByteArray> buffers = bufferSource_();
        for (auto it = buffers.cbegin(); it != buffers.cend(); ++it)
            input.unsaved.insert(CheckSnapshot::normalizedPath(it.key()), it.value());
    }
    return input;
}

void BackgroundChecker::requestCheck()
{
    // A check running now reads text that is already stale.
    ++requested_;
    worker_.cancel();
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
    emit checkStarted();
    worker_.start([input = compileInput(), generation = requested_,
                   previous = last_ ? last_->analysis : language::AnalysisPtr()](const std::atomic<bool>& cancelled) {
        return runCheck(input, generation, previous, cancelled);
    });
}

void BackgroundChecker::workerFinished(CheckSnapshotPtr snapshot)
{
    last_ = snapshot;
    emit checked(snapshot);
}

} // namespace incursion::studio
