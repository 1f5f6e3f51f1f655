#include "language/analysis.h"

#include <algorithm>

namespace incursion::language {

Analysis::Analysis(WorkspaceSnapshot snapshot, std::shared_ptr<const Semantics> own,
                   std::shared_ptr<const Semantics> tables, std::vector<PrerequisiteResource> prerequisites)
    : snapshot_(std::move(snapshot)), own_(std::move(own)), tables_(std::move(tables)),
      prerequisites_(std::move(prerequisites)), requiredModules_(prerequisiteNames(*own_->front))
{
    for (script::FileId file : own_->front->sources->files())
        files_.emplace(LanguageService::normalizePath(own_->front->sources->path(file)), file);
}

script::FileId Analysis::fileId(const std::string& normalizedPath) const
{
    const auto it = files_.find(normalizedPath);
    return it == files_.end() ? 0 : it->second;
}

std::string Analysis::pathOf(const script::CheckResult& check, script::FileId file) const
{
    return LanguageService::normalizePath(check.sources->path(file));
}

AnalysisPtr analyzeWorkspace(const WorkspaceSnapshot& snapshot, const AnalysisPtr& previous,
                             const std::atomic<bool>* cancel)
{
    script::CheckOptions options;
    options.mainFile = snapshot.options.mainFile;
    options.preprocessor = snapshot.options.preprocessor;
    auto& dirs = options.preprocessor.includeDirs;
    dirs.insert(dirs.end(), snapshot.options.includeDirs.begin(), snapshot.options.includeDirs.end());
    for (std::string& dir : options.mainFile.empty() ? std::vector<std::string>() : script::originalSearchDirectories(options.mainFile))
        if (std::find(dirs.begin(), dirs.end(), dir) == dirs.end())
            dirs.push_back(std::move(dir));
    // Open documents stand in for their files; everything else comes from
    // the reader the options bring (a preincluded header) or the disk.
    auto fallback = options.preprocessor.readFile;
    options.preprocessor.readFile = [documents = snapshot.documents,
                                     fallback](const std::string& path) -> std::optional<std::string> {
        if (const auto it = documents.find(LanguageService::normalizePath(path)); it != documents.end())
            return it->second.text;
        return fallback ? fallback(path) : script::readSourceFile(path);
    };

    auto own = std::make_shared<Semantics>();
    own->front = std::make_unique<script::CheckResult>(script::checkModule(options));
    std::shared_ptr<const Semantics> tables;
    if (own->front->mainFileRead && own->front->diagnostics->errorCount() == 0) {
        own->builder = std::make_unique<script::ModuleBuilder>(*own->front);
        own->builder->setProgress([cancel](size_t, size_t) { return !(cancel && cancel->load()); });
        own->builder->generate();
        own->front->diagnostics->sortByLocation();
        tables = own;
    } else if (previous && previous->tables()) {
        // Borrowed: the previous analysis keeps them alive through this pointer.
        tables = std::shared_ptr<const Semantics>(previous, previous->tables());
    }
    // The prerequisites are other modules' files: read again only when the
    // module names other ones than the previous analysis found.
    std::vector<PrerequisiteResource> prerequisites;
    if (previous && previous->requiredModules() == prerequisiteNames(*own->front) &&
        previous->snapshot().options.mainFile == snapshot.options.mainFile)
        prerequisites = previous->prerequisiteResources();
    else
        prerequisites = prerequisiteResources(*own->front, snapshot.options);
    return std::make_shared<const Analysis>(snapshot, std::move(own), std::move(tables), std::move(prerequisites));
}

const AnalysisPtr& emptyAnalysis()
{
    static const AnalysisPtr empty = [] {
        WorkspaceSnapshot nothing;
        nothing.options.preprocessor.readFile = [](const std::string&) { return std::optional<std::string>(); };
        return analyzeWorkspace(nothing);
    }();
    return empty;
}

} // namespace incursion::language
