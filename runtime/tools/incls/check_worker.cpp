#include "check_worker.h"

#include <unistd.h>

#include <utility>

namespace incursion::incls {

CheckWorker::CheckWorker(int wakeFd) : wakeFd_(wakeFd)
{
    thread_ = std::thread([this] { loop(); });
}

CheckWorker::~CheckWorker()
{
    {
        const std::lock_guard lock(mutex_);
        quit_ = true;
        waiting_.clear();
        if (cancelled_)
            cancelled_->store(true);
    }
    changed_.notify_all();
    thread_.join();
}

void CheckWorker::start(Job job)
{
    {
        const std::lock_guard lock(mutex_);
        waiting_.push_back(std::move(job));
    }
    changed_.notify_all();
}

void CheckWorker::cancel()
{
    const std::lock_guard lock(mutex_);
    waiting_.clear();
    if (running_ && cancelled_)
        cancelled_->store(true);
}

bool CheckWorker::busy() const
{
    const std::lock_guard lock(mutex_);
    return running_ || !waiting_.empty();
}

std::vector<CheckWorker::Result> CheckWorker::take()
{
    const std::lock_guard lock(mutex_);
    return std::exchange(done_, {});
}

void CheckWorker::waitUntilIdle()
{
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return !running_ && waiting_.empty(); });
}

void CheckWorker::loop()
{
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return quit_ || !waiting_.empty(); });
        if (quit_)
            return;
        Job job = std::move(waiting_.front());
        waiting_.pop_front();
        running_ = true;
        cancelled_ = std::make_shared<std::atomic<bool>>(false);
        const std::shared_ptr<std::atomic<bool>> cancelled = cancelled_;
        lock.unlock();

        Result result;
        for (const auto& [path, document] : job.snapshot.documents)
            result.versions[path] = document.version;
        for (const std::string& path : job.quickPaths)
            result.quick.push_back({path, language::quickDiagnostics(job.snapshot, job.previous, path)});
        if (job.full && !cancelled->load())
            result.analysis = language::analyzeWorkspace(job.snapshot, job.previous, cancelled.get());

        lock.lock();
        running_ = false;
        if (!cancelled->load()) {
            done_.push_back(std::move(result));
            const char byte = 1;
            [[maybe_unused]] const ssize_t written = ::write(wakeFd_, &byte, 1);   // full pipe: already awake
        }
        lock.unlock();
        changed_.notify_all();
        lock.lock();
    }
}

} // namespace incursion::incls
