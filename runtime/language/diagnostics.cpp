// Diagnostics of one file, with "did you mean" fixes for names the compiler
// did not know: the closest declared names of the kind it expected.
#include "language/resolver.h"

#include "script/codegen/module_builder.h"

#include <algorithm>

namespace incursion::language {
namespace {

// Candidate names for an unknown name, chosen by what the message says was expected.
std::vector<std::string> candidatesFor(const Analysis& analysis, const std::string& message)
{
    std::vector<std::string> names;
    const Semantics* tables = analysis.tables();
    if (!tables)
        return names;
    const script::ApiTable& api = tables->builder->api();
    auto addKeys = [&](const auto& map) {
        for (const auto& entry : map)
            names.push_back(entry.first);
    };
    if (message.find("member function") != std::string::npos) {
        addKeys(api.objectFunctions());
        addKeys(api.resourceFunctions());
    } else if (message.find("member variable") != std::string::npos) {
        addKeys(api.objectVariables());
        addKeys(api.resourceVariables());
    } else if (message.find("is not a declared function") != std::string::npos) {
        addKeys(api.globalFunctions());
        addKeys(tables->builder->scriptFunctions());
    } else if (message.find("is not declared") != std::string::npos) {
        addKeys(api.objects());
        for (const auto& [name, macro] : analysis.front().macros)
            if (!macro->functionLike)
                names.emplace_back(name);
    }
    return names;
}

std::vector<std::string> closest(const std::string& word, const std::vector<std::string>& names)
{
    const size_t limit = word.size() <= 3 ? 1 : std::max<size_t>(2, word.size() / 3);
    std::vector<std::pair<size_t, std::string>> scored;
    for (const std::string& name : names) {
        if (name == word)
            continue;
        const size_t d = editDistance(word, name, limit);
        if (d <= limit)
            scored.emplace_back(d, name);
    }
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> out;
    for (size_t i = 0; i < scored.size() && i < 3; ++i)
        out.push_back(scored[i].second);
    return out;
}

} // namespace

std::vector<Diagnostic> diagnosticsOf(const Analysis& analysis, const std::string& path, PositionEncoding encoding)
{
    const script::CheckResult& front = analysis.front();
    const script::FileId file = analysis.fileId(path);
    if (!file)
        return {};
    return convertDiagnostics(analysis, *front.diagnostics, *front.sources, file, path, encoding);
}

std::vector<Diagnostic> convertDiagnostics(const Analysis& analysis, const script::Diagnostics& diagnostics,
                                           const script::SourceManager& sources, script::FileId file,
                                           const std::string& path, PositionEncoding encoding)
{
    std::vector<Diagnostic> out;
    const std::string_view text = sources.text(file);
    const TextPositions positions(text, encoding);
    std::map<script::FileId, std::unique_ptr<TextPositions>> otherFiles;
    auto locationOf = [&](script::SourceLocation loc, uint32_t length) -> Location {
        auto& p = otherFiles[loc.file];
        if (!p)
            p = std::make_unique<TextPositions>(sources.text(loc.file), encoding);
        return {LanguageService::normalizePath(sources.path(loc.file)), p->range(loc.offset, length)};
    };

    for (const script::Diagnostic& d : diagnostics.all()) {
        const script::SourceLocation where = diagnostics.displayLocation(d);
        if (where.file != file)
            continue;
        uint32_t length = d.length;
        if (d.expansion) {
            // The outermost macro use: underline its name.
            length = 0;
            while (where.offset + length < text.size()
                   && (std::isalnum(static_cast<unsigned char>(text[where.offset + length])) || text[where.offset + length] == '_'))
                ++length;
        }
        Diagnostic diagnostic;
        diagnostic.severity = d.severity;
        diagnostic.range = positions.range(where.offset, length);
        diagnostic.message = d.message;
        for (script::ExpansionId e = d.expansion; e; e = sources.expansion(e).parent) {
            const script::Expansion& expansion = sources.expansion(e);
            diagnostic.notes.push_back(locationOf(expansion.useLocation, static_cast<uint32_t>(expansion.macroName.size())));
            diagnostic.noteMessages.push_back("in expansion of macro '" + std::string(expansion.macroName) + "'");
        }
        const std::string word(text.substr(where.offset, length));
        if (d.severity == script::Severity::Error && !word.empty() && d.expansion == 0)
            for (const std::string& name : closest(word, candidatesFor(analysis, d.message)))
                diagnostic.fixes.push_back({"Change to '" + name + "'", {path, {{diagnostic.range, name}}}});
        if (!diagnostic.fixes.empty())
            diagnostic.message += " (did you mean '" + diagnostic.fixes.front().edit.edits.front().newText + "'?)";
        out.push_back(std::move(diagnostic));
    }
    return out;
}

} // namespace incursion::language
