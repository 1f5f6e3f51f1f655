#include "lsp_diagnostics.h"

namespace incursion::incls {

using nlohmann::json;

namespace {

int lspSeverity(script::Severity severity)
{
    switch (severity) {
    case script::Severity::Error: return 1;
    case script::Severity::Warning: return 2;
    case script::Severity::Note: return 3;
    }
    return 1;
}

// The location as an LSP Location, or null when it is in no real file.
json location(const SourcePositions& positions, script::SourceLocation loc, uint32_t length)
{
    const std::optional<std::string> uri = positions.uri(loc.file);
    if (!loc.valid() || !uri)
        return nullptr;
    return {{"uri", *uri}, {"range", positions.range(loc.file, loc.offset, loc.offset + length)}};
}

const script::Expansion& outermost(const script::SourceManager& sources, script::ExpansionId e)
{
    while (sources.expansion(e).parent)
        e = sources.expansion(e).parent;
    return sources.expansion(e);
}

} // namespace

std::map<std::string, json> lspDiagnostics(const script::CheckResult& result, const SourcePositions& positions,
                                           const std::string& mainUri)
{
    std::map<std::string, json> byUri;
    if (!result.sources || !result.diagnostics)
        return byUri;
    const script::SourceManager& sources = *result.sources;
    for (const script::Diagnostic& d : result.diagnostics->all()) {
        const script::SourceLocation shown = result.diagnostics->displayLocation(d);
        // Under an expanded token the squiggle goes under the macro's name at its use.
        const uint32_t length = d.expansion ? static_cast<uint32_t>(outermost(sources, d.expansion).macroName.size())
                                            : d.length;
        json diagnostic = {{"severity", lspSeverity(d.severity)}, {"source", "incursion"}, {"message", d.message}};
        json where = location(positions, shown, length);
        if (where.is_null()) {
            diagnostic["range"] = {{"start", {{"line", 0}, {"character", 0}}},
                                   {"end", {{"line", 0}, {"character", 0}}}};
            byUri[mainUri].push_back(std::move(diagnostic));
            continue;
        }
        diagnostic["range"] = where["range"];
        if (d.expansion) {
            json related = json::array();
            if (json spelled = location(positions, d.loc, d.length); !spelled.is_null())
                related.push_back({{"location", spelled}, {"message", "spelled here, inside a macro definition"}});
            for (script::ExpansionId e = d.expansion; e; e = sources.expansion(e).parent) {
                const script::Expansion& x = sources.expansion(e);
                json use = location(positions, x.useLocation, static_cast<uint32_t>(x.macroName.size()));
                if (!use.is_null())
                    related.push_back({{"location", use},
                                       {"message", "in expansion of macro '" + std::string(x.macroName) + "'"}});
            }
            if (!related.empty())
                diagnostic["relatedInformation"] = std::move(related);
        }
        byUri[where["uri"].get<std::string>()].push_back(std::move(diagnostic));
    }
    return byUri;
}

} // namespace incursion::incls
