// Runs a module's checks on a thread of its own, so the server answers
// requests while the compiler works. One job at a time; a job asked for while
// another runs waits for it, and cancel() stops the running one (code
// generation stops early, its result is dropped) and forgets the waiting one.
// A finished job's result waits in take(); the worker writes a byte to the
// descriptor it was given (the server's wake pipe) so the server's read loop
// returns to collect it.
#pragma once

#include "language/language_service.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace incursion::incls {

class CheckWorker {
public:
    // What a job does: the quick diagnostics of `quickPaths` (the documents
    // just typed in, with `previous`' macros), then, when `full`, the whole
    // analysis of `snapshot`.
    struct Job {
        language::WorkspaceSnapshot snapshot;
        language::AnalysisPtr previous;
        std::vector<std::string> quickPaths;
        bool full = false;
    };
    struct Quick {
        std::string path;
        std::vector<language::Diagnostic> diagnostics;
    };
    struct Result {
        std::vector<Quick> quick;
        language::AnalysisPtr analysis;                 // null for a quick job
        std::map<std::string, int64_t> versions;        // path -> version of each open document checked
    };

    explicit CheckWorker(int wakeFd);
    ~CheckWorker();
    CheckWorker(const CheckWorker&) = delete;
    CheckWorker& operator=(const CheckWorker&) = delete;

    void start(Job job);
    void cancel();
    // A job runs or waits to run.
    bool busy() const;
    // The finished results, oldest first.
    std::vector<Result> take();
    // Blocks until no job runs or waits.
    void waitUntilIdle();

private:
    void loop();

    int wakeFd_;
    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Job> waiting_;
    bool running_ = false;
    bool quit_ = false;
    std::shared_ptr<std::atomic<bool>> cancelled_;      // the running job's
    std::vector<Result> done_;
    std::thread thread_;
};

} // namespace incursion::incls
