#include "document_symbols.h"

#include "core/resource_kind.h"
#include "script/ast.h"

#include <algorithm>

namespace incursion::incls {

using nlohmann::json;

namespace {

// LSP SymbolKind values.
enum SymbolKind { Object = 19, Class = 5, Function = 12, Variable = 13, Event = 24 };

struct Symbol {
    std::string name;
    std::string detail;
    int kind = Object;
    script::SourceLocation begin, end, nameBegin;
    uint32_t nameLength = 0;
    std::vector<Symbol> children;
};

json toJson(const Symbol& s, const SourcePositions& positions)
{
    const uint32_t nameBegin = std::max(s.begin.offset, std::min(s.nameBegin.offset, s.end.offset));
    const uint32_t nameEnd = std::min(nameBegin + s.nameLength, s.end.offset);
    json out = {{"name", s.name.empty() ? std::string("(unnamed)") : s.name},
                {"kind", s.kind},
                {"range", positions.range(s.begin.file, s.begin.offset, s.end.offset)},
                {"selectionRange", positions.range(s.begin.file, nameBegin, nameEnd)}};
    if (!s.detail.empty())
        out["detail"] = s.detail;
    if (!s.children.empty()) {
        out["children"] = json::array();
        for (const Symbol& child : s.children)
            out["children"].push_back(toJson(child, positions));
    }
    return out;
}

void flatten(const Symbol& s, const std::string& container, const std::string& uri, const SourcePositions& positions,
             json& out)
{
    json info = {{"name", s.name.empty() ? std::string("(unnamed)") : s.name},
                 {"kind", s.kind},
                 {"location", {{"uri", uri}, {"range", positions.range(s.begin.file, s.begin.offset, s.end.offset)}}}};
    if (!container.empty())
        info["containerName"] = container;
    out.push_back(std::move(info));
    for (const Symbol& child : s.children)
        flatten(child, s.name, uri, positions, out);
}

// A quoted name literal's length at `loc`, or 0 when it is not spelled there.
uint32_t literalLength(const script::SourceManager& sources, script::SourceLocation loc)
{
    const std::string_view text = sources.text(loc.file);
    if (loc.offset >= text.size() || text[loc.offset] != '"')
        return 0;
    const size_t close = text.find_first_of("\"\n", loc.offset + 1);
    return close == std::string_view::npos || text[close] != '"' ? 0 : static_cast<uint32_t>(close + 1 - loc.offset);
}

// A declaration's extent and name, when all of it is written in `file`.
bool declarationSymbol(const script::CheckResult& result, const script::ast::Decl& decl, script::ast::TokenIndex name,
                       script::FileId file, Symbol& symbol)
{
    const script::SourceManager& sources = *result.sources;
    symbol.begin = script::ast::displayLocation(result.lexed, sources, decl.first);
    symbol.end = script::ast::displayEnd(result.lexed, sources, decl.last);
    if (symbol.begin.file != file || symbol.end.file != file || symbol.end.offset < symbol.begin.offset)
        return false;
    if (name == script::ast::kNoToken || name >= result.lexed.tokens.size())
        return false;
    const script::Token& token = result.lexed.tokens[name];
    if (!token.is(script::Tok::Identifier))
        return false;
    symbol.name = std::string(result.lexed.names.name(token.text));
    symbol.nameBegin = script::ast::displayLocation(result.lexed, sources, name);
    symbol.nameLength = symbol.nameBegin == token.loc ? token.length : 0;
    return true;
}

std::vector<Symbol> collect(const script::CheckResult& result, script::FileId file)
{
    std::vector<Symbol> symbols;
    const script::SourceManager& sources = *result.sources;
    std::vector<int> resourceSymbol(result.resources.size(), -1);
    for (size_t i = 0; i < result.resources.size(); ++i) {
        const script::ResourceSymbol& r = result.resources[i];
        if (r.loc.file != file || r.endLoc.file != file || r.endLoc.offset < r.loc.offset)
            continue;
        Symbol s;
        s.name = r.name;
        s.detail = std::string(core::resourceKindName(r.kind));
        s.kind = Class;
        s.begin = r.loc;
        s.end = {file, r.endLoc.offset + 1};
        s.nameBegin = r.nameLoc.file == file ? r.nameLoc : r.loc;
        s.nameLength = r.nameLoc.file == file ? literalLength(sources, r.nameLoc) : 0;
        resourceSymbol[i] = static_cast<int>(symbols.size());
        symbols.push_back(std::move(s));
    }
    for (const script::HandlerSymbol& h : result.handlers) {
        if (h.resource >= resourceSymbol.size() || resourceSymbol[h.resource] < 0 || h.loc.file != file ||
            h.endLoc.file != file || h.endLoc.offset < h.loc.offset)
            continue;
        Symbol& owner = symbols[static_cast<size_t>(resourceSymbol[h.resource])];
        Symbol s;
        s.name = h.events;
        s.detail = "event handler";
        s.kind = Event;
        s.begin = h.loc;
        s.end = {file, std::min(h.endLoc.offset + 1, owner.end.offset)};
        s.nameBegin = h.loc;
        s.nameLength = 2;   // `On`
        owner.children.push_back(std::move(s));
    }
    if (!result.module)
        return symbols;
    using script::ast::DeclKind;
    for (const script::ast::Decl* decl : result.module->declarations) {
        Symbol s;
        if (decl->kind == DeclKind::Function) {
            const auto& f = static_cast<const script::ast::FunctionDecl&>(*decl);
            if (!declarationSymbol(result, f, f.name, file, s))
                continue;
            s.kind = Function;
            s.detail = "function";
        } else if (decl->kind == DeclKind::System) {
            const auto& sys = static_cast<const script::ast::SystemDecl&>(*decl);
            if (!declarationSymbol(result, sys, sys.name, file, s))
                continue;
            using Form = script::ast::SystemDecl::Form;
            s.kind = sys.form == Form::MemberFunction || sys.form == Form::GlobalFunction ? Function
                     : sys.form == Form::MemberVariable                                  ? Variable
                                                                                         : Object;
            s.detail = "system";
        } else {
            continue;
        }
        symbols.push_back(std::move(s));
    }
    std::stable_sort(symbols.begin(), symbols.end(),
                     [](const Symbol& a, const Symbol& b) { return a.begin.offset < b.begin.offset; });
    return symbols;
}

} // namespace

json documentSymbols(const script::CheckResult& result, const SourcePositions& positions, script::FileId file,
                     bool hierarchical)
{
    json out = json::array();
    if (!result.sources || !file)
        return out;
    const std::optional<std::string> uri = positions.uri(file);
    for (const Symbol& s : collect(result, file)) {
        if (hierarchical)
            out.push_back(toJson(s, positions));
        else
            flatten(s, {}, uri.value_or(""), positions, out);
    }
    return out;
}

} // namespace incursion::incls
