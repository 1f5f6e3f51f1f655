// Document and workspace symbols: resources with their handlers, script
// functions and macros, from the front end's summary.
#include "language/resolver.h"

#include <map>

namespace incursion::language {
namespace {

class Places {
public:
    Places(const Analysis& analysis, PositionEncoding encoding) : analysis_(analysis), encoding_(encoding) {}
    Range range(script::SourceLocation begin, script::SourceLocation end)
    {
        const TextPositions& p = positions(begin.file);
        const uint32_t last = end.file == begin.file && end.offset >= begin.offset ? end.offset + 1 : begin.offset;
        return {p.position(begin.offset), p.position(last)};
    }
    Range word(script::SourceLocation at, uint32_t length)
    {
        return positions(at.file).range(at.offset, length);
    }

private:
    const TextPositions& positions(script::FileId file)
    {
        auto& p = cache_[file];
        if (!p)
            p = std::make_unique<TextPositions>(analysis_.front().sources->text(file), encoding_);
        return *p;
    }
    const Analysis& analysis_;
    PositionEncoding encoding_;
    std::map<script::FileId, std::unique_ptr<TextPositions>> cache_;
};

struct Collected {
    DocumentSymbol symbol;
    script::FileId file = 0;
};

std::vector<Collected> collect(const Analysis& analysis, PositionEncoding encoding, script::FileId onlyFile)
{
    const script::CheckResult& front = analysis.front();
    Places places(analysis, encoding);
    std::vector<Collected> out;
    for (size_t i = 0; i < front.resources.size(); ++i) {
        const script::ResourceSymbol& r = front.resources[i];
        if (onlyFile && r.loc.file != onlyFile)
            continue;
        DocumentSymbol s;
        s.name = r.name;
        s.kind = SymbolKind::Resource;
        s.detail = std::string(core::resourceKindName(r.kind));
        s.range = places.range(r.loc, r.endLoc);
        s.selectionRange = places.word(r.nameLoc.valid() ? r.nameLoc : r.loc, static_cast<uint32_t>(r.name.size() + 2));
        for (const script::HandlerSymbol& h : front.handlers)
            if (h.resource == i && h.loc.file == r.loc.file)
                s.children.push_back({"On Event " + h.events, SymbolKind::Handler, h.events,
                                      places.range(h.loc, h.endLoc), places.word(h.loc, 2), {}});
        out.push_back({std::move(s), r.loc.file});
    }
    if (front.module)
        for (const script::ast::Decl* decl : front.module->declarations) {
            if (decl->kind != script::ast::DeclKind::Function)
                continue;
            const auto& fn = static_cast<const script::ast::FunctionDecl&>(*decl);
            if (fn.name == script::ast::kNoToken)
                continue;
            const script::SourceLocation at = script::ast::displayLocation(front.lexed, *front.sources, fn.name);
            if (onlyFile && at.file != onlyFile)
                continue;
            const script::SourceLocation end = script::ast::displayLocation(front.lexed, *front.sources, fn.last);
            const std::string name(front.lexed.names.name(front.lexed.tokens[fn.name].text));
            out.push_back({{name, SymbolKind::ScriptFunction, "function", places.range(script::ast::displayLocation(front.lexed, *front.sources, fn.first), end),
                            places.word(at, static_cast<uint32_t>(name.size())), {}},
                           at.file});
        }
    for (const auto& [name, macro] : front.macros) {
        if (!macro->loc.valid() || (onlyFile && macro->loc.file != onlyFile))
            continue;
        const Range word = places.word(macro->loc, static_cast<uint32_t>(name.size()));
        out.push_back({{std::string(name), macro->functionLike ? SymbolKind::Macro : SymbolKind::Constant,
                        "#define", word, word, {}},
                       macro->loc.file});
    }
    return out;
}

} // namespace

std::vector<DocumentSymbol> documentSymbolsOf(const Analysis& analysis, const std::string& path,
                                              PositionEncoding encoding)
{
    std::vector<DocumentSymbol> out;
    const script::FileId file = analysis.fileId(path);
    if (!file)
        return out;
    for (Collected& c : collect(analysis, encoding, file))
        out.push_back(std::move(c.symbol));
    std::stable_sort(out.begin(), out.end(),
                     [](const DocumentSymbol& a, const DocumentSymbol& b) { return a.range.start < b.range.start; });
    return out;
}

std::vector<WorkspaceSymbol> workspaceSymbolsOf(const Analysis& analysis, std::string_view query,
                                                PositionEncoding encoding)
{
    std::vector<WorkspaceSymbol> out;
    const std::string wanted = folded(query);
    for (Collected& c : collect(analysis, encoding, 0)) {
        if (!wanted.empty() && folded(c.symbol.name).find(wanted) == std::string::npos)
            continue;
        out.push_back({c.symbol.name, c.symbol.kind, c.symbol.detail,
                       {analysis.pathOf(analysis.front(), c.file), c.symbol.selectionRange}});
    }
    return out;
}

} // namespace incursion::language
