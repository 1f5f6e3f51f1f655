// Hover, signature help, definition, references and rename: the symbol at the
// caret as the compiler resolves it, and every place that names it.
#include "language/resolver.h"

#include "script/token.h"

#include <algorithm>
#include <map>

namespace incursion::language {
namespace {

std::string hoverKind(const Symbol& symbol)
{
    if (symbol.kind == SymbolKind::Resource)
        return "resource (" + std::string(core::resourceKindName(symbol.resource->kind)) + ")";
    return std::string(symbolKindName(symbol.kind));
}

bool isIdentifier(std::string_view name)
{
    if (name.empty() || (name[0] >= '0' && name[0] <= '9'))
        return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
}

} // namespace

std::optional<Hover> hoverAt(const QueryContext& query)
{
    const Resolver resolver(query);
    const std::optional<Symbol> symbol = resolver.symbolAtCaret();
    if (!symbol)
        return std::nullopt;
    Hover hover;
    hover.declaration = resolver.declarationText(*symbol);
    hover.documentation = resolver.documentation(symbol->site);
    hover.kind = hoverKind(*symbol);
    hover.symbol = symbol->kind;
    const Caret& caret = resolver.caret();
    hover.range = query.positions.range(caret.wordBegin, caret.wordEnd - caret.wordBegin);
    return hover;
}

std::vector<Location> definitionsAt(const QueryContext& query)
{
    const Resolver resolver(query);
    const std::optional<Symbol> symbol = resolver.symbolAtCaret();
    if (!symbol || !symbol->site.valid())
        return {};
    return {resolver.location(symbol->site)};
}

std::vector<Location> referencesAt(const QueryContext& query, bool includeDeclaration)
{
    const Resolver resolver(query);
    const std::optional<Symbol> symbol = resolver.symbolAtCaret();
    if (!symbol)
        return {};
    std::vector<Location> out;
    for (const DeclarationSite& site : resolver.references(*symbol, includeDeclaration))
        out.push_back(resolver.location(site));
    std::stable_sort(out.begin(), out.end(), [](const Location& a, const Location& b) {
        return a.path != b.path ? a.path < b.path : a.range.start < b.range.start;
    });
    return out;
}

RenameResult renameAt(const QueryContext& query, const std::string& newName)
{
    const Resolver resolver(query);
    const std::optional<Symbol> symbol = resolver.symbolAtCaret();
    if (!symbol)
        return {{}, "Nothing that can be renamed is at the cursor."};
    switch (symbol->kind) {
    case SymbolKind::Resource:
        if (newName.empty() || newName.find_first_of("\"\n\\") != std::string::npos)
            return {{}, "A resource name cannot be empty or contain quotes, backslashes or line breaks."};
        if (const auto* existing = resolver.front().resourceIndex->find(newName);
            existing && existing->resource != symbol->resource->resource)
            return {{}, "A resource named \"" + newName + "\" already exists."};
        break;
    case SymbolKind::ScriptFunction:
    case SymbolKind::ModuleVariable:
    case SymbolKind::Local:
        if (!isIdentifier(newName) || script::findCodeKeyword(newName, true))
            return {{}, "'" + newName + "' is not a valid name (letters, digits and '_', not a keyword)."};
        if (auto clash = resolver.lookupName(newName, false); clash && clash->kind != SymbolKind::Keyword)
            return {{}, "'" + newName + "' is already the name of a " + std::string(symbolKindName(clash->kind)) + "."};
        break;
    default:
        return {{}, "Only resources, script functions, variables and locals can be renamed; '" + symbol->name
                        + "' is a " + std::string(symbolKindName(symbol->kind)) + "."};
    }

    std::map<std::string, FileEdit> byFile;
    for (const DeclarationSite& site : resolver.references(*symbol, true)) {
        const std::string_view spelled = site.check->sources->text(site.loc.file).substr(site.loc.offset, site.length);
        std::string replacement = newName;
        if (symbol->kind == SymbolKind::Resource) {
            // Only a literal that spells exactly one name can be rewritten
            // (not one glued from a macro parameter and a literal).
            if (spelled.size() < 2 || spelled.front() != '"' || spelled.back() != '"'
                || folded(spelled.substr(1, spelled.size() - 2)) != folded(symbol->name))
                return {{}, "A reference at " + resolver.path(site) + " is not written as one string literal; rename it by hand."};
            replacement = "\"" + newName + "\"";
        } else if (spelled != symbol->name) {
            continue;
        }
        const Location location = resolver.location(site);
        FileEdit& edit = byFile[location.path];
        edit.path = location.path;
        edit.edits.push_back({location.range, replacement});
    }
    RenameResult result;
    for (auto& [path, edit] : byFile) {
        std::sort(edit.edits.begin(), edit.edits.end(),
                  [](const TextEdit& a, const TextEdit& b) { return a.range.start < b.range.start; });
        result.edits.push_back(std::move(edit));
    }
    return result;
}

std::optional<SignatureHelp> signatureAt(const QueryContext& query)
{
    // The innermost call still open at the caret, in the last few lines.
    uint32_t begin = query.offset;
    for (int lines = 0; begin > 0 && lines < 12; --begin)
        if (query.text[begin - 1] == '\n')
            ++lines;
    const std::vector<ScannedToken> tokens = scanTokens(query.text, begin, query.offset);
    auto spelled = [&](size_t i) { return query.text.substr(tokens[i].offset, tokens[i].length); };
    int depth = 0;
    uint32_t commas = 0;
    size_t open = tokens.size();
    for (size_t i = tokens.size(); i-- > 0;) {
        const std::string_view s = spelled(i);
        if (s == ")" || s == "]")
            ++depth;
        else if ((s == "(" || s == "[") && depth > 0)
            --depth;
        else if (s == "(") {
            open = i;
            break;
        } else if (s == "," && depth == 0)
            ++commas;
        else if (s == ";" || s == "{" || s == "}")
            return std::nullopt;
    }
    if (open == tokens.size() || open == 0 || tokens[open - 1].kind != script::RawKind::Identifier)
        return std::nullopt;
    // Resolve the function name as if the caret stood on it.
    QueryContext atName{query.analysis, query.encoding, query.path, query.text, query.positions, tokens[open - 1].offset};
    const Resolver resolver(atName);
    const std::optional<Symbol> symbol = resolver.symbolAtCaret();
    if (!symbol || (!symbol->function && !symbol->scriptFunction))
        return std::nullopt;
    SignatureHelp help;
    help.label = resolver.functionLabel(*symbol, &help.parameters);
    help.documentation = resolver.documentation(symbol->site);
    const bool varargs = symbol->function && symbol->function->varargs;
    help.activeParameter = help.parameters.empty() ? 0
        : std::min<uint32_t>(commas, static_cast<uint32_t>(help.parameters.size() - 1));
    if (!varargs && commas >= help.parameters.size())
        help.activeParameter = commas;      // past the last parameter: none is active
    return help;
}

} // namespace incursion::language
