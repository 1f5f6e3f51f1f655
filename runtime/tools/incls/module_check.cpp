#include "module_check.h"

#include "file_uri.h"
#include "lsp_convert.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace incursion::incls {

namespace fs = std::filesystem;
using nlohmann::json;
using language::LanguageService;

ModuleCheck::ModuleCheck(const std::string& mainFile, const CheckSettings& settings,
                         language::PositionEncoding encoding, int wakeFd)
    : worker_(wakeFd)
{
    language::WorkspaceOptions options;
    options.mainFile = mainFile;
    options.includeDirs = settings.includeDirs;
    options.preprocessor.defines = settings.defines;
    options.encoding = encoding;
    service_.setOptions(std::move(options));
}

void ModuleCheck::schedule(Clock::time_point when)
{
    if (!pending_ || when < when_)
        when_ = when;
    pending_ = true;
}

void ModuleCheck::syncDocuments(const std::map<std::string, Document>& documents)
{
    std::set<std::string> open;
    for (const auto& [uri, document] : documents) {
        if (document.path.empty())
            continue;
        open.insert(document.path);
        const language::Document* held = service_.document(document.path);
        if (!held || held->text != document.text || held->version != document.version)
            service_.changeDocument(document.path, document.text, document.version);
    }
    for (const std::string& path : synced_)
        if (!open.count(path))
            service_.closeDocument(path);
    synced_ = std::move(open);
}

void ModuleCheck::edited(const std::string& path)
{
    worker_.cancel();
    edited_.insert(path);
}

void ModuleCheck::startDue(Clock::time_point now, bool fullNow)
{
    CheckWorker::Job job;
    job.full = fullNow || (pending_ && when_ <= now);
    // A quick check reads the macros of the last whole check: before the
    // first one it would call every macro undefined.
    if (service_.analysis())
        job.quickPaths.assign(edited_.begin(), edited_.end());
    if (!job.full && job.quickPaths.empty())
        return;
    edited_.clear();
    if (job.full)
        pending_ = false;
    job.snapshot = service_.snapshot();
    job.previous = service_.analysis();
    worker_.start(std::move(job));
}

std::map<std::string, ModuleCheck::Publication> ModuleCheck::collect(const std::set<std::string>& openUris)
{
    std::map<std::string, Publication> out;
    for (CheckWorker::Result& result : worker_.take()) {
        const auto versionOf = [&](const std::string& path) -> int64_t {
            const auto found = result.versions.find(path);
            return found == result.versions.end() ? -1 : found->second;
        };
        for (const CheckWorker::Quick& quick : result.quick) {
            const std::string uri = uriFromPath(quick.path);
            json list = json::array();
            for (const language::Diagnostic& d : quick.diagnostics)
                list.push_back(diagnosticJson(d));
            // Syntax errors show at once; a clean quick check only takes back
            // what an earlier quick check showed (type errors wait for the whole check).
            if (list.empty() && !quickPublished_.count(uri))
                continue;
            if (list.empty())
                quickPublished_.erase(uri);
            else
                quickPublished_.insert(uri);
            if (published_[uri] == list)
                continue;
            published_[uri] = list;
            out[uri] = {std::move(list), versionOf(quick.path)};
        }
        if (result.analysis) {
            service_.adoptAnalysis(std::move(result.analysis));
            quickPublished_.clear();
            for (auto& [uri, diagnostics] : changedDiagnostics(openUris)) {
                const std::optional<std::string> path = pathFromUri(uri);
                out[uri] = {std::move(diagnostics), path ? versionOf(LanguageService::normalizePath(*path)) : -1};
            }
        }
    }
    return out;
}

std::map<std::string, json> ModuleCheck::changedDiagnostics(const std::set<std::string>& openUris)
{
    std::map<std::string, json> current;
    for (const std::string& path : service_.files()) {
        const std::string uri = uriFromPath(path);
        json list = json::array();
        for (const language::Diagnostic& d : service_.diagnostics(path))
            list.push_back(diagnosticJson(d));
        // An open file without diagnostics hears so once: "none" is news too.
        if (!list.empty() || openUris.count(uri))
            current[uri] = std::move(list);
    }
    std::map<std::string, json> changed;
    for (const auto& [uri, diagnostics] : current) {
        const auto before = published_.find(uri);
        if (before == published_.end() || before->second != diagnostics)
            changed[uri] = diagnostics;
    }
    for (const auto& [uri, diagnostics] : published_)
        if (!current.count(uri) && !diagnostics.empty())
            changed[uri] = json::array();
    published_ = std::move(current);
    return changed;
}

} // namespace incursion::incls
