// One module as incls serves it: the language service over its main file,
// fed the client's open documents, when its next check is due, and the
// diagnostics last published for each of its files (so a check republishes
// only the files whose diagnostics changed).
#pragma once

#include "document.h"

#include "language/language_service.h"

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

// The main file of the module `path` belongs to: `path` itself for a .irc;
// for anything else the first .irc found walking up from its folder to `root`
// (or at most 8 levels without a root), looking in each folder and its lib/
// and preferring main.irc. Empty when there is none.
std::string findMainFile(const std::string& path, const std::string& root);

class ModuleCheck {
public:
    using Clock = std::chrono::steady_clock;

    ModuleCheck(const std::string& mainFile, const CheckSettings& settings, language::PositionEncoding encoding);

    // Asks for a check at `when` (an earlier request wins).
    void schedule(Clock::time_point when);
    bool due(Clock::time_point now) const { return pending_ && when_ <= now; }
    bool pending() const { return pending_; }
    Clock::time_point when() const { return when_; }

    // The open documents, by URI, as the client has them now.
    void syncDocuments(const std::map<std::string, Document>& documents);
    // Runs the compiler (front end, and the back end's semantic pass when the
    // front end accepts the module) over the documents last synced.
    void run();

    language::LanguageService& service() { return service_; }

    // URI -> diagnostics for each file whose diagnostics differ from what was
    // last published (an empty array clears a file that has none left, and
    // tells an open file of the module that it has none).
    std::map<std::string, nlohmann::json> takeChangedDiagnostics(const std::set<std::string>& openUris);

private:
    language::LanguageService service_;
    std::set<std::string> synced_;      // paths of the documents the service holds
    bool pending_ = false;
    Clock::time_point when_{};
    std::map<std::string, nlohmann::json> published_;
};

} // namespace incursion::incls
