// One module as incls checks it: its main file, the compiler run over it with
// the client's open documents standing in for their files, and the
// diagnostics last published for each of its files (so a check republishes
// only the files whose diagnostics changed).
#pragma once

#include "source_positions.h"

#include "script/build.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace incursion::incls {

struct CheckSettings {
    std::vector<std::string> includeDirs;                       // -I, searched in order
    std::vector<std::pair<std::string, std::string>> defines;   // -D NAME=VALUE
    bool originalPaths = true;      // also ../inc, ../lib, ./inc, ./lib beside the main file
};

// The main file of the module `path` belongs to: `path` itself for a .irc;
// for anything else the first .irc found walking up from its folder to `root`
// (or at most 8 levels without a root), looking in each folder and its lib/
// and preferring main.irc. Empty when there is none.
std::string findMainFile(const std::string& path, const std::string& root);

class ModuleCheck {
public:
    using Clock = std::chrono::steady_clock;

    explicit ModuleCheck(std::string mainFile) : mainFile_(std::move(mainFile)) {}
    const std::string& mainFile() const { return mainFile_; }

    // Asks for a check at `when` (an earlier request wins).
    void schedule(Clock::time_point when);
    bool due(Clock::time_point now) const { return pending_ && when_ <= now; }
    bool pending() const { return pending_; }
    Clock::time_point when() const { return when_; }

    // Runs the whole compiler, back end included as the studio's live check
    // does (type errors in handlers show), with `overlay` (normalized path ->
    // text) read instead of those files.
    void run(const CheckSettings& settings, const std::map<std::string, std::string>& overlay,
             PositionEncoding encoding);

    const script::BuildResult* result() const { return result_.get(); }
    const SourcePositions* positions() const { return positions_.get(); }
    double lastSeconds() const { return lastSeconds_; }

    // URI -> diagnostics for each file whose diagnostics differ from what was
    // last published (an empty array clears a file that has none left, and
    // tells an open file of the module that it has none).
    std::map<std::string, nlohmann::json> takeChangedDiagnostics(const std::set<std::string>& openUris);

private:
    std::string mainFile_;
    bool pending_ = false;
    Clock::time_point when_{};
    std::unique_ptr<script::BuildResult> result_;
    std::unique_ptr<SourcePositions> positions_;
    std::map<std::string, nlohmann::json> published_;
    double lastSeconds_ = 0;
};

} // namespace incursion::incls
