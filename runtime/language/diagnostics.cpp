// Diagnostics of one file, with "did you mean" fixes for names the compiler
// did not know: the closest declared names it suggested (script/name_suggestions.h).
#include "language/resolver.h"

#include "script/codegen/module_builder.h"

#include <algorithm>

namespace incursion::language {

std::vector<Diagnostic> diagnosticsOf(const Analysis& analysis, const std::string& path, PositionEncoding encoding)
{
    const script::CheckResult& front = analysis.front();
    const script::FileId file = analysis.fileId(path);
    if (!file)
        return {};
    return convertDiagnostics(*front.diagnostics, *front.sources, file, path, encoding);
}

std::vector<Diagnostic> convertDiagnostics(const script::Diagnostics& diagnostics,
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
        // A fix replaces the name as spelt; a resource name keeps its quotes.
        const bool quoted = length >= 2 && text[where.offset] == '"';
        if (d.expansion == 0)
            for (const std::string& name : d.suggestions)
                diagnostic.fixes.push_back({"Change to '" + name + "'",
                                            {path, {{diagnostic.range, quoted ? '"' + name + '"' : name}}}});
        out.push_back(std::move(diagnostic));
    }
    return out;
}

} // namespace incursion::language
