#include "module_check.h"

#include "file_uri.h"
#include "lsp_diagnostics.h"

#include "script/preprocessor.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace incursion::incls {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// The .irc files of a folder, main.irc first, then by name.
std::vector<fs::path> mainFilesIn(const fs::path& folder)
{
    std::vector<fs::path> found;
    std::error_code error;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        if (it->path().extension() == ".irc" && it->is_regular_file(error))
            found.push_back(it->path());
    }
    std::sort(found.begin(), found.end(), [](const fs::path& a, const fs::path& b) {
        const bool aMain = a.filename() == "main.irc";
        const bool bMain = b.filename() == "main.irc";
        return aMain != bMain ? aMain : a < b;
    });
    return found;
}

} // namespace

std::string findMainFile(const std::string& path, const std::string& root)
{
    const fs::path file(path);
    if (file.extension() == ".irc")
        return path;
    const fs::path top = root.empty() ? fs::path() : fs::path(root);
    fs::path folder = file.parent_path();
    for (int level = 0; level < 8 && !folder.empty(); ++level) {
        for (const fs::path& where : {folder, folder / "lib"}) {
            const std::vector<fs::path> found = mainFilesIn(where);
            if (!found.empty())
                return found.front().lexically_normal().string();
        }
        if ((!top.empty() && folder == top) || folder == folder.parent_path())
            break;
        folder = folder.parent_path();
    }
    return {};
}

void ModuleCheck::schedule(Clock::time_point when)
{
    if (!pending_ || when < when_)
        when_ = when;
    pending_ = true;
}

void ModuleCheck::run(const CheckSettings& settings, const std::map<std::string, std::string>& overlay,
                      PositionEncoding encoding)
{
    const Clock::time_point start = Clock::now();
    pending_ = false;
    script::CheckOptions options;
    options.mainFile = mainFile_;
    options.preprocessor.includeDirs = settings.includeDirs;
    if (settings.originalPaths)
        for (std::string& dir : script::originalSearchDirectories(mainFile_))
            options.preprocessor.includeDirs.push_back(std::move(dir));
    options.preprocessor.defines = settings.defines;
    options.preprocessor.readFile = [overlay](const std::string& path) -> std::optional<std::string> {
        const auto open = overlay.find(normalizedPath(path));
        if (open != overlay.end())
            return open->second;
        return script::readSourceFile(path);
    };
    // The new result replaces the old only when complete: requests in between
    // (there are none, the server is single-threaded) would see one or the other.
    auto result = std::make_unique<script::BuildResult>(script::buildModule(options));
    positions_.reset();
    result_ = std::move(result);
    if (result_->front.sources)
        positions_ = std::make_unique<SourcePositions>(*result_->front.sources, encoding);
    lastSeconds_ = std::chrono::duration<double>(Clock::now() - start).count();
}

std::map<std::string, json> ModuleCheck::takeChangedDiagnostics(const std::set<std::string>& openUris)
{
    std::map<std::string, json> current;
    if (result_ && positions_) {
        current = lspDiagnostics(result_->front, *positions_, uriFromPath(mainFile_));
        // An open file without diagnostics hears so once: "none" is news too.
        for (const auto& [file, uri] : positions_->uris())
            if (openUris.count(uri))
                current.emplace(uri, json::array());
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
