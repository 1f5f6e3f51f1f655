#include "language/prerequisites.h"

#include "language/caret.h"
#include "script/ast.h"
#include "script/resource_index.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <system_error>

namespace incursion::language {
namespace {

namespace fs = std::filesystem;

} // namespace

std::vector<std::string> prerequisiteNames(const script::CheckResult& front)
{
    std::vector<std::string> names;
    if (!front.module)
        return names;
    const script::LexedUnit& unit = front.lexed;
    for (const script::ast::Decl* decl : front.module->declarations) {
        if (decl->kind != script::ast::DeclKind::Requires)
            continue;
        const auto& setting = static_cast<const script::ast::SettingDecl&>(*decl);
        if (setting.text != script::ast::kNoToken)
            names.push_back(unit.strings.strings[unit.tokens[setting.text].text]);
    }
    return names;
}

namespace {

// The name a main file gives its module (`Module "First Steps";`), read with
// the scanner from the file's beginning, where the declaration is.
std::string moduleNameOf(const std::string& path)
{
    const std::optional<std::string> text = script::readSourceFile(path);
    if (!text)
        return {};
    const std::string_view head = std::string_view(*text).substr(0, 64 * 1024);
    const std::vector<ScannedToken> tokens = scanTokens(head, 0, uint32_t(head.size()));
    for (size_t i = 0; i + 1 < tokens.size(); ++i)
        if (tokens[i].kind == script::RawKind::Identifier && head.substr(tokens[i].offset, tokens[i].length) == "Module" &&
            tokens[i + 1].kind == script::RawKind::String && tokens[i + 1].length >= 2)
            return std::string(head.substr(tokens[i + 1].offset + 1, tokens[i + 1].length - 2));
    return {};
}

// Every .irc in `dir`, its subfolders and their lib/ folders.
std::vector<std::string> mainFilesUnder(const fs::path& dir)
{
    std::vector<std::string> found;
    std::error_code error;
    auto collect = [&](const fs::path& folder) {
        for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
            if (it->path().extension() == ".irc" && it->is_regular_file(error))
                found.push_back(it->path().lexically_normal().string());
        error.clear();
    };
    collect(dir);
    for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error)) {
        if (!it->is_directory(error))
            continue;
        collect(it->path());
        collect(it->path() / "lib");
    }
    std::sort(found.begin(), found.end());
    return found;
}

} // namespace

std::vector<PrerequisiteResource> prerequisiteResources(const script::CheckResult& front,
                                                        const WorkspaceOptions& options)
{
    std::vector<PrerequisiteResource> out;
    std::vector<std::string> wanted = prerequisiteNames(front);
    if (wanted.empty() || options.mainFile.empty())
        return out;
    std::vector<std::string> dirs = options.moduleDirs;
    if (dirs.empty())
        dirs.push_back(fs::path(options.mainFile).parent_path().parent_path().string());
    std::vector<std::pair<std::string, std::string>> candidates;     // module name, main file
    for (const std::string& dir : dirs)
        for (const std::string& file : mainFilesUnder(dir))
            if (file != options.mainFile)
                candidates.emplace_back(moduleNameOf(file), file);

    std::set<std::string> done;
    while (!wanted.empty()) {
        const std::string name = wanted.back();
        wanted.pop_back();
        if (!done.insert(name).second)
            continue;
        const auto found = std::find_if(candidates.begin(), candidates.end(),
                                        [&](const auto& c) { return c.first == name; });
        if (found == candidates.end())
            continue;
        script::CheckOptions check;
        check.mainFile = found->second;
        check.preprocessor = options.preprocessor;
        auto& includeDirs = check.preprocessor.includeDirs;
        includeDirs.insert(includeDirs.end(), options.includeDirs.begin(), options.includeDirs.end());
        for (std::string& dir : script::originalSearchDirectories(check.mainFile))
            includeDirs.push_back(std::move(dir));
        const script::CheckResult theirs = script::checkModule(check);
        if (theirs.resourceIndex)
            for (const script::IndexedResource& r : theirs.resourceIndex->all())
                out.push_back({theirs.lexed.strings.strings[theirs.lexed.tokens[r.resource->name].text], r.kind, name});
        for (std::string& more : prerequisiteNames(theirs))
            wanted.push_back(std::move(more));
    }
    return out;
}

} // namespace incursion::language
