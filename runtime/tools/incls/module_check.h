// One module as incls serves it: the language service over its main file,
// fed the client's open documents, when its next check is due, the worker
// thread its checks run on, and the diagnostics last published for each of
// its files (so a check republishes only the files whose diagnostics changed).
#pragma once

#include "check_worker.h"
#include "document.h"

#include "language/language_service.h"
#include "language/module_location.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace incursion::incls {

struct CheckSettings {
    std::vector<std::string> includeDirs;                       // -I, searched in order
    std::vector<std::pair<std::string, std::string>> defines;   // -D NAME=VALUE
};

using language::findMainFile;     // language/module_location.h

class ModuleCheck {
public:
    using Clock = std::chrono::steady_clock;

    // `wakeFd`: written to when the worker has finished something (CheckWorker).
    ModuleCheck(const std::string& mainFile, const CheckSettings& settings, language::PositionEncoding encoding,
                int wakeFd);

    // Asks for a check at `when` (an earlier request wins).
    void schedule(Clock::time_point when);
    bool due(Clock::time_point now) const { return (pending_ && when_ <= now) || !edited_.empty(); }
    bool pending() const { return pending_; }
    Clock::time_point when() const { return when_; }
    // A check is due, runs or has a result waiting to be collected.
    bool checking() const { return pending_ || worker_.busy(); }

    // The open documents, by URI, as the client has them now.
    void syncDocuments(const std::map<std::string, Document>& documents);
    // The client typed in `path`: the running check reads stale text (it
    // stops), and the document's syntax errors are checked again at once.
    void edited(const std::string& path);
    // Starts on the worker what is due: the quick diagnostics of the documents
    // edited since the last start, and the whole check once its time has come
    // (or now, with `now`), over the documents last synced.
    void startDue(Clock::time_point now, bool fullNow = false);
    // Blocks until the worker has finished what it was given.
    void waitForWorker() { worker_.waitUntilIdle(); }

    language::LanguageService& service() { return service_; }

    // What the worker finished since the last call, URI -> diagnostics to
    // publish (with the document version they describe, -1 for none). A whole
    // check's analysis becomes the service's; quick results publish a
    // document's syntax errors, or clear those a quick check published.
    struct Publication {
        nlohmann::json diagnostics;
        int64_t version = -1;
    };
    std::map<std::string, Publication> collect(const std::set<std::string>& openUris);

private:
    // URI -> diagnostics for each file whose diagnostics differ from what was
    // last published, after a whole check.
    std::map<std::string, nlohmann::json> changedDiagnostics(const std::set<std::string>& openUris);

    language::LanguageService service_;
    std::set<std::string> synced_;      // paths of the documents the service holds
    bool pending_ = false;
    Clock::time_point when_{};
    std::set<std::string> edited_;      // paths typed in since the last quick check started
    std::map<std::string, nlohmann::json> published_;
    std::set<std::string> quickPublished_;     // URIs whose published diagnostics came from a quick check
    CheckWorker worker_;
};

} // namespace incursion::incls
