// Runs jobs on the thread pool, one at a time, and hands over only the
// newest one's result, on the thread that owns the runner: starting a job
// while another runs sets the running job's cancel flag, drops its result
// and runs the new job once the old one has returned. The background checker
// and the vault painter's rebuilds both work this way.
//
//   LatestWins<Snapshot> runner([this](Snapshot s) { show(s); });
//   runner.start([input](const std::atomic<bool>& cancelled) { return check(input, &cancelled); });
#pragma once

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace incursion::studio {

template <typename Result>
class LatestWins {
public:
    using Job = std::function<Result(const std::atomic<bool>& cancelled)>;
    using Deliver = std::function<void(Result)>;

    explicit LatestWins(Deliver deliver) : deliver_(std::move(deliver))
    {
        QObject::connect(&watcher_, &QFutureWatcher<Result>::finished, &watcher_, [this] { finished(); });
    }
    ~LatestWins()
    {
        // The job holds copies of what it reads, but its result must not
        // arrive at a destroyed owner.
        cancel();
        watcher_.waitForFinished();
    }
    LatestWins(const LatestWins&) = delete;
    LatestWins& operator=(const LatestWins&) = delete;

    // Runs `job` now, or as soon as the running job (cancelled) has returned.
    void start(Job job)
    {
        if (watcher_.isRunning()) {
            cancelled_->store(true);
            pending_ = std::move(job);
            return;
        }
        run(std::move(job));
    }

    // Cancels the running job and drops the one waiting: nothing is delivered
    // until the next start().
    void cancel()
    {
        pending_ = nullptr;
        if (cancelled_)
            cancelled_->store(true);
    }

    // A job runs or waits to, or its result has not been delivered yet.
    bool isBusy() const { return !delivered_; }

    // Blocks until the newest job has returned and delivers its result now
    // (for a caller that cannot go on without it).
    void finishNow()
    {
        while (!delivered_) {
            watcher_.waitForFinished();
            finished();
        }
    }

private:
    void run(Job job)
    {
        cancelled_ = std::make_shared<std::atomic<bool>>(false);
        delivered_ = false;
        watcher_.setFuture(QtConcurrent::run([job = std::move(job), flag = cancelled_] { return job(*flag); }));
    }

    void finished()
    {
        // Already handled by finishNow(), or a signal of a job replaced since.
        if (delivered_ || !watcher_.isFinished())
            return;
        if (pending_) {
            run(std::exchange(pending_, nullptr));      // the result is stale
            return;
        }
        delivered_ = true;
        if (!cancelled_->load())
            deliver_(watcher_.result());
    }

    Deliver deliver_;
    QFutureWatcher<Result> watcher_;
    std::shared_ptr<std::atomic<bool>> cancelled_;
    Job pending_;
    bool delivered_ = true;
};

} // namespace incursion::studio
