#include "language/resolver.h"

#include "core/ascii.h"
#include "core/resource_kind.h"

#include "script/codegen/module_builder.h"

#include <algorithm>
#include <functional>
#include <set>

namespace incursion::language {

using namespace script::ast;
using script::Tok;

namespace {

// The API convention's classes (inc/Defines.h T_* values) and the one each
// derives from; 0 for a root.
int32_t parentClass(int32_t cls)
{
    constexpr int32_t kObject = 2, kThing = -1, kCreature = -2, kCharacter = -3, kItem = -4, kFeature = 13;
    switch (cls) {
    case kThing: return kObject;
    case kCreature: return kThing;
    case kCharacter: return kCreature;
    case kItem: return kThing;
    case kFeature: return kThing;
    case 6: return kCreature;                   // T_MONSTER
    case 7: case 8: return kCharacter;          // T_PLAYER, T_NPC
    case 10: case 11: case 12: case 14: case 15: return kFeature;   // portal, door, trap, altar, barrier
    case 1: case 3: case 4: case 5: return kObject;                 // game, term, map, registry
    default: break;
    }
    if (cls >= 20 && cls <= 61)                 // T_FIRSTITEM..T_LASTITEM
        return kItem;
    return 0;
}

ReceiverType typeOfValue(core::ValueType t)
{
    switch (t) {
    case core::ValueType::Object: return {ReceiverType::Object, std::nullopt};
    case core::ValueType::Resource: return {ReceiverType::Resource, std::nullopt};
    case core::ValueType::String:
    case core::ValueType::Text: return {ReceiverType::Text, std::nullopt};
    default: return {};
    }
}

ReceiverType typeOfName(TypeName t) { return typeOfValue(script::valueTypeOf(t)); }

// Calls `visit` for every routine of the module (handlers, conditions aside,
// and script function bodies) with its locals' name tokens and types.
using RoutineVisitor = std::function<void(const Node&, std::vector<std::pair<TokenIndex, TypeName>>)>;

void visitRoutine(const Routine* routine, std::vector<std::pair<TokenIndex, TypeName>> locals,
                  const RoutineVisitor& visit)
{
    if (!routine)
        return;
    for (const VarDecl* decl : routine->declarations)
        for (TokenIndex name : decl->names)
            locals.emplace_back(name, decl->type);
    visit(*routine, std::move(locals));
}

void visitEntries(std::span<Entry* const> entries, const RoutineVisitor& visit)
{
    for (const Entry* entry : entries) {
        if (entry->kind == EntryKind::Events)
            for (const EventEntry* event : as<EventsEntry>(*entry).entries)
                visitRoutine(event->code, {}, visit);
        else if (entry->kind == EntryKind::Regions)
            visitEntries(as<RegionsEntry>(*entry).entries, visit);
    }
}

void visitRoutines(const Module& module, const RoutineVisitor& visit)
{
    for (const Decl* decl : module.declarations) {
        if (decl->kind == DeclKind::Resource) {
            const auto& resource = static_cast<const Resource&>(*decl);
            visitEntries(resource.entries, visit);
            for (const EffectSegment* segment : resource.segments)
                visitEntries(segment->entries, visit);
        } else if (decl->kind == DeclKind::Function) {
            const auto& function = static_cast<const FunctionDecl&>(*decl);
            std::vector<std::pair<TokenIndex, TypeName>> parameters;
            for (const Parameter* p : function.parameters)
                if (p->name != kNoToken)
                    parameters.emplace_back(p->name, p->type);
            visitRoutine(function.body, std::move(parameters), visit);
        }
    }
}

bool afterAccess(const script::LexedUnit& unit, TokenIndex i)
{
    return i > 0 && (unit.tokens[i - 1].is(Tok::Arrow) || unit.tokens[i - 1].is(Tok::Dot));
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

} // namespace

bool memberApplies(int32_t memberClass, int32_t receiverClass)
{
    for (int32_t cls = receiverClass, steps = 0; cls != 0 && steps < 8; cls = parentClass(cls), ++steps)
        if (cls == memberClass)
            return true;
    return false;
}

std::string folded(std::string_view s)
{
    return core::foldedName(s);
}

Resolver::Resolver(const QueryContext& query) : q_(query), caret_(caretAt(query.text, query.offset)) {}

const script::ApiTable* Resolver::api() const
{
    const Semantics* tables = q_.analysis.tables();
    return tables ? &tables->builder->api() : nullptr;
}

const script::ModuleBuilder* Resolver::builder() const
{
    const Semantics* tables = q_.analysis.tables();
    return tables ? tables->builder.get() : nullptr;
}

DeclarationSite Resolver::tokenSite(const script::CheckResult& check, TokenIndex token) const
{
    if (token == kNoToken || token >= check.lexed.tokens.size())
        return {};
    const script::Token& t = check.lexed.tokens[token];
    return {&check, t.loc, t.length};
}

std::string Resolver::path(const DeclarationSite& site) const
{
    return q_.analysis.pathOf(*site.check, site.loc.file);
}

Location Resolver::location(const DeclarationSite& site) const
{
    auto& positions = positions_[{site.check, site.loc.file}];
    if (!positions)
        positions = std::make_unique<TextPositions>(site.check->sources->text(site.loc.file), q_.encoding);
    return {path(site), positions->range(site.loc.offset, site.length)};
}

Resolver::Scope Resolver::scopeAtCaret() const
{
    Scope scope;
    const script::CheckResult& check = front();
    const script::FileId file = q_.analysis.fileId(q_.path);
    if (!file || !check.module)
        return scope;
    visitRoutines(*check.module, [&](const Node& node, std::vector<std::pair<TokenIndex, TypeName>> locals) {
        if (scope.node)
            return;
        const script::SourceLocation begin = displayLocation(check.lexed, *check.sources, node.first);
        const script::SourceLocation end = displayEnd(check.lexed, *check.sources, node.last);
        if (begin.file == file && end.file == file && begin.offset <= caret_.offset && caret_.offset <= end.offset) {
            scope.node = &node;
            scope.locals = std::move(locals);
        }
    });
    return scope;
}

std::optional<Symbol> Resolver::localNamed(const std::string& name) const
{
    const Scope scope = scopeAtCaret();
    const script::LexedUnit& unit = front().lexed;
    for (const auto& [token, type] : scope.locals) {
        if (unit.names.name(unit.tokens[token].text) != name)
            continue;
        Symbol s;
        s.kind = SymbolKind::Local;
        s.name = name;
        s.site = tokenSite(front(), token);
        s.scope = scope.node;
        s.type = type;
        return s;
    }
    return std::nullopt;
}

std::optional<TypeName> Resolver::declaredAboveCaret(const std::string& name) const
{
    // Declarations open their routine: a few kilobytes above the caret's
    // line hold them, from a line start so the scanner starts in step.
    constexpr uint32_t kReach = 16 * 1024;
    const uint32_t lineStart = caret_.lineStart;
    uint32_t from = lineStart > kReach ? lineStart - kReach : 0;
    if (from > 0)
        while (from < lineStart && q_.text[from - 1] != '\n')
            ++from;
    const std::vector<ScannedToken> tokens = scanTokens(q_.text, from, lineStart);
    auto spelled = [&](size_t i) { return q_.text.substr(tokens[i].offset, tokens[i].length); };
    auto typeNamed = [](std::string_view word) -> std::optional<TypeName> {
        for (TypeName type : {TypeName::Bool, TypeName::UInt8, TypeName::UInt16, TypeName::Int8, TypeName::Int16,
                              TypeName::Int32, TypeName::HObj, TypeName::HText, TypeName::RID, TypeName::String,
                              TypeName::Rect})
            if (core::foldedName(word) == core::foldedName(script::ast::typeNameSpelling(type)))
                return type;
        return std::nullopt;
    };
    // The nearest `TYPE a, b, name` before the caret's line.
    for (size_t i = tokens.size(); i-- > 0;) {
        if (tokens[i].kind != script::RawKind::Identifier || spelled(i) != name)
            continue;
        size_t first = i;
        while (first >= 2 && spelled(first - 1) == "," && tokens[first - 2].kind == script::RawKind::Identifier)
            first -= 2;
        if (first >= 1 && tokens[first - 1].kind == script::RawKind::Identifier)
            if (const std::optional<TypeName> type = typeNamed(spelled(first - 1)))
                return type;
    }
    return std::nullopt;
}

std::optional<Symbol> Resolver::moduleVariable(const std::string& name) const
{
    const script::CheckResult& check = front();
    if (!check.module)
        return std::nullopt;
    const script::LexedUnit& unit = check.lexed;
    auto match = [&](const VarDecl* decl) -> std::optional<Symbol> {
        if (decl)
            for (TokenIndex token : decl->names)
                if (unit.names.name(unit.tokens[token].text) == name) {
                    Symbol s;
                    s.kind = SymbolKind::ModuleVariable;
                    s.name = name;
                    s.site = tokenSite(check, token);
                    s.type = decl->type;
                    return s;
                }
        return std::nullopt;
    };
    for (const Decl* decl : check.module->declarations) {
        if (decl->kind == DeclKind::GlobalVariables) {
            if (auto s = match(static_cast<const GlobalVariablesDecl*>(decl)->declaration))
                return s;
        } else if (decl->kind == DeclKind::Resource) {
            for (const Entry* entry : static_cast<const Resource*>(decl)->entries)
                if (entry->kind == EntryKind::Variables)
                    if (auto s = match(as<VariablesEntry>(*entry).declaration))
                        return s;
        }
    }
    return std::nullopt;
}

std::optional<Symbol> Resolver::resourceNamed(const std::string& name) const
{
    const script::CheckResult& check = front();
    if (!check.resourceIndex)
        return std::nullopt;
    const script::IndexedResource* resource = check.resourceIndex->find(name);
    if (!resource)
        return std::nullopt;
    Symbol s;
    s.kind = SymbolKind::Resource;
    s.name = check.lexed.strings.strings[check.lexed.tokens[resource->resource->name].text];
    s.resource = resource;
    s.site = tokenSite(check, resource->resource->name);
    return s;
}

std::optional<Symbol> Resolver::macroNamed(const std::string& name) const
{
    const auto it = front().macros.find(name);
    if (it == front().macros.end() || !it->second->loc.valid())
        return std::nullopt;
    Symbol s;
    s.kind = it->second->functionLike ? SymbolKind::Macro : SymbolKind::Constant;
    s.name = name;
    s.macro = it->second;
    s.site = {&front(), it->second->loc, static_cast<uint32_t>(name.size())};
    return s;
}

ReceiverType Resolver::receiverType() const
{
    return caret_.isMember() ? typeOfTokensEndingAt(caret_.accessToken - 1) : ReceiverType{};
}

ReceiverType Resolver::typeOfTokensEndingAt(int index) const
{
    const auto& tokens = caret_.lineTokens;
    if (index < 0)
        return {};
    auto spelled = [&](int i) { return q_.text.substr(tokens[i].offset, tokens[i].length); };
    auto isAccess = [&](int i) { return i >= 0 && (spelled(i) == "->" || spelled(i) == "."); };
    const script::ApiTable* table = api();
    if (tokens[index].kind == script::RawKind::Identifier) {
        const std::string name(spelled(index));
        if (isAccess(index - 1)) {      // a member variable of a receiver
            if (!table)
                return {};
            const ReceiverType outer = typeOfTokensEndingAt(index - 2);
            const script::ApiVariable* var = outer.kind == ReceiverType::Resource ? table->resourceVariable(name)
                                                                                  : table->objectVariable(name);
            return var ? typeOfValue(var->type) : ReceiverType{};
        }
        if (auto local = localNamed(name))
            return typeOfName(local->type);
        if (auto declared = declaredAboveCaret(name))
            return typeOfName(*declared);
        if (table)
            if (const script::ApiObject* object = table->object(name))
                return {ReceiverType::Object, object->objectClass};
        if (auto variable = moduleVariable(name))
            return typeOfName(variable->type);
        return {};
    }
    if (spelled(index) == ")") {
        int depth = 0, i = index;
        for (; i >= 0; --i) {
            if (spelled(i) == ")")
                ++depth;
            else if (spelled(i) == "(" && --depth == 0)
                break;
        }
        if (i < 1 || tokens[i - 1].kind != script::RawKind::Identifier)
            return {};
        const std::string name(spelled(i - 1));
        if (isAccess(i - 2)) {
            if (!table)
                return {};
            const ReceiverType outer = typeOfTokensEndingAt(i - 3);
            const script::ApiFunction* fn = outer.kind == ReceiverType::Resource ? table->resourceFunction(name)
                                                                                 : table->objectFunction(name);
            return fn ? typeOfValue(fn->result) : ReceiverType{};
        }
        if (const script::ModuleBuilder* b = builder())
            if (const script::ScriptFunctionSymbol* fn = b->scriptFunction(name))
                return typeOfValue(fn->result);
        if (table)
            if (const script::ApiFunction* fn = table->globalFunction(name))
                return typeOfValue(fn->result);
    }
    return {};
}

std::optional<Symbol> Resolver::lookupName(const std::string& name, bool member) const
{
    const script::ApiTable* table = api();
    const Semantics* tables = q_.analysis.tables();
    if (member) {
        if (!table)
            return std::nullopt;
        const ReceiverType receiver = receiverType();
        auto method = [&](const script::ApiFunction* fn) {
            Symbol s;
            s.kind = SymbolKind::ApiMethod;
            s.name = name;
            s.function = fn;
            s.site = tokenSite(*tables->front, fn->decl->name);
            return s;
        };
        auto variable = [&](const script::ApiVariable* var) {
            Symbol s;
            s.kind = SymbolKind::ApiVariable;
            s.name = name;
            s.variable = var;
            s.site = tokenSite(*tables->front, var->decl->name);
            return s;
        };
        if (receiver.kind != ReceiverType::Resource) {
            if (const auto* fn = table->objectFunction(name))
                return method(fn);
            if (const auto* var = table->objectVariable(name))
                return variable(var);
        }
        if (receiver.kind == ReceiverType::Resource || receiver.kind == ReceiverType::Unknown) {
            if (const auto* fn = table->resourceFunction(name))
                return method(fn);
            if (const auto* var = table->resourceVariable(name))
                return variable(var);
        }
        return std::nullopt;
    }
    // Macros first: the preprocessor replaces them before the compiler sees a name.
    if (auto macro = macroNamed(name))
        return macro;
    if (auto local = localNamed(name))
        return local;
    if (auto variable = moduleVariable(name))
        return variable;
    if (const script::ModuleBuilder* b = builder()) {
        if (const script::ScriptFunctionSymbol* fn = b->scriptFunction(name)) {
            Symbol s;
            s.kind = SymbolKind::ScriptFunction;
            s.name = name;
            s.scriptFunction = fn;
            s.site = tokenSite(*tables->front, fn->decl->name);
            return s;
        }
    }
    if (table) {
        if (const script::ApiObject* object = table->object(name)) {
            Symbol s;
            s.kind = SymbolKind::ApiObject;
            s.name = name;
            s.object = object;
            s.site = tokenSite(*tables->front, object->decl->name);
            return s;
        }
        if (const script::ApiFunction* fn = table->globalFunction(name)) {
            Symbol s;
            s.kind = SymbolKind::ApiFunction;
            s.name = name;
            s.function = fn;
            s.site = tokenSite(*tables->front, fn->decl->name);
            return s;
        }
    }
    return std::nullopt;
}

std::optional<Symbol> Resolver::symbolAtCaret() const
{
    if (!caret_.includeTarget.empty()) {
        const std::string suffix = "/" + caret_.includeTarget;
        for (script::FileId file : front().sources->files()) {
            const std::string path = q_.analysis.pathOf(front(), file);
            if (path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0) {
                Symbol s;
                s.kind = SymbolKind::File;
                s.name = caret_.includeTarget;
                s.includedFile = path;
                s.site = {&front(), {file, 0}, 0};
                return s;
            }
        }
    }
    switch (caret_.where) {
    case Caret::Where::ResourceName:
        return resourceNamed(caret_.word);
    case Caret::Where::String: {
        // The name of a resource where it is declared.
        const script::FileId file = q_.analysis.fileId(q_.path);
        for (const ScannedToken& t : caret_.lineTokens)
            if (t.kind == script::RawKind::String && t.offset <= caret_.offset && caret_.offset <= t.offset + t.length)
                for (const script::ResourceSymbol& r : front().resources)
                    if (r.nameLoc.file == file && r.nameLoc.offset == t.offset)
                        return resourceNamed(r.name);
        return std::nullopt;
    }
    case Caret::Where::Code:
    case Caret::Where::Data:
        if (caret_.word.empty() || (caret_.word[0] >= '0' && caret_.word[0] <= '9'))
            return std::nullopt;
        return lookupName(caret_.word, caret_.isMember());
    default:
        return std::nullopt;
    }
}

std::vector<DeclarationSite> Resolver::references(const Symbol& symbol, bool includeDeclaration) const
{
    std::vector<DeclarationSite> sites;
    std::set<std::pair<std::string, uint32_t>> seen;
    const std::pair<std::string, uint32_t> declarationKey =
        symbol.site.valid() ? std::pair{path(symbol.site), symbol.site.loc.offset} : std::pair{std::string(), 0u};
    auto add = [&](const DeclarationSite& site) {
        if (!site.valid())
            return;
        std::pair<std::string, uint32_t> key{path(site), site.loc.offset};
        if (!includeDeclaration && key == declarationKey)
            return;
        if (seen.insert(std::move(key)).second)
            sites.push_back(site);
    };
    if (includeDeclaration)
        add(symbol.site);

    const script::CheckResult& check = front();
    const script::LexedUnit& unit = check.lexed;
    auto named = [&](TokenIndex i) {
        const script::Token& t = unit.tokens[i];
        return t.is(Tok::Identifier) && unit.names.name(t.text) == symbol.name;
    };
    auto scanTokensOf = [&](TokenIndex first, TokenIndex last, const std::function<bool(TokenIndex)>& wanted) {
        for (TokenIndex i = first; i <= last && i < unit.tokens.size(); ++i)
            if (named(i) && wanted(i))
                add(tokenSite(check, i));
    };
    const TokenIndex lastToken = unit.tokens.empty() ? 0 : static_cast<TokenIndex>(unit.tokens.size() - 1);

    switch (symbol.kind) {
    case SymbolKind::Resource:
        for (const script::ResourceReference& ref : check.references)
            if (ref.target && ref.target->resource == symbol.resource->resource)
                add(tokenSite(check, ref.nameToken));
        break;
    case SymbolKind::Macro:
    case SymbolKind::Constant:
        // Macro uses vanish in expansion: find them in the files' text.
        for (script::FileId file : check.sources->files()) {
            const std::string_view text = check.sources->text(file);
            for (const ScannedToken& t : scanTokens(text, 0, static_cast<uint32_t>(text.size())))
                if (t.kind == script::RawKind::Identifier && text.substr(t.offset, t.length) == symbol.name)
                    add({&check, {file, t.offset}, t.length});
        }
        break;
    case SymbolKind::Local:
        if (symbol.scope)
            scanTokensOf(symbol.scope->first, symbol.scope->last, [&](TokenIndex i) { return !afterAccess(unit, i); });
        break;
    case SymbolKind::ModuleVariable:
    case SymbolKind::ApiObject:
    case SymbolKind::ApiFunction:
    case SymbolKind::ScriptFunction:
        scanTokensOf(0, lastToken, [&](TokenIndex i) {
            return !afterAccess(unit, i) && (i == 0 || !unit.tokens[i - 1].is(Tok::ColonColon));
        });
        break;
    case SymbolKind::ApiMethod:
    case SymbolKind::ApiVariable:
        scanTokensOf(0, lastToken, [&](TokenIndex i) { return afterAccess(unit, i); });
        break;
    default:
        break;
    }
    return sites;
}

std::string Resolver::documentation(const DeclarationSite& site) const
{
    if (!site.valid())
        return {};
    const std::string_view text = site.check->sources->text(site.loc.file);
    const size_t lineStart = site.loc.offset ? text.rfind('\n', site.loc.offset - 1) + 1 : 0;
    size_t lineEnd = text.find('\n', site.loc.offset);
    if (lineEnd == std::string_view::npos)
        lineEnd = text.size();
    // A comment after the declaration on its line ...
    const std::string_view rest = text.substr(site.loc.offset, lineEnd - site.loc.offset);
    if (const size_t slash = rest.find("//"); slash != std::string_view::npos)
        return std::string(trimmed(rest.substr(slash + 2)));
    // ... or the comment lines right above it.
    std::vector<std::string_view> lines;
    size_t end = lineStart;
    bool inBlock = false;
    while (end > 0) {
        const size_t start = end >= 2 ? text.rfind('\n', end - 2) + 1 : 0;
        const std::string_view line = trimmed(text.substr(start, end - 1 - start));
        if (inBlock || line.ends_with("*/")) {
            std::string_view body = line;
            if (body.ends_with("*/"))
                body.remove_suffix(2);
            inBlock = !body.starts_with("/*");
            if (!inBlock)
                body.remove_prefix(2);
            while (body.starts_with("*"))
                body.remove_prefix(1);
            lines.push_back(trimmed(body));
        } else if (line.starts_with("//")) {
            lines.push_back(trimmed(line.substr(2)));
        } else {
            break;
        }
        if (start == 0)
            break;
        end = start;
    }
    std::string out;
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        if (it->empty() && out.empty())
            continue;
        if (!out.empty())
            out += '\n';
        out += *it;
    }
    return out;
}

std::string Resolver::functionLabel(const Symbol& symbol, std::vector<std::pair<uint32_t, uint32_t>>* parameters) const
{
    const script::CheckResult* check = symbol.site.check;
    if (!check)
        return {};
    TypeName result = TypeName::None;
    std::span<Parameter* const> params;
    bool varargs = false;
    if (symbol.function && symbol.function->decl) {
        result = symbol.function->decl->type;
        params = symbol.function->decl->parameters;
        varargs = symbol.function->decl->varargs;
    } else if (symbol.scriptFunction && symbol.scriptFunction->decl) {
        result = symbol.scriptFunction->decl->result;
        params = symbol.scriptFunction->decl->parameters;
    } else {
        return {};
    }
    std::string label = std::string(typeNameSpelling(result)) + " " + symbol.name + "(";
    for (size_t i = 0; i < params.size(); ++i) {
        if (i)
            label += ", ";
        std::string written;
        if (auto range = writtenRange(check->lexed, *check->sources, params[i]->first, params[i]->last))
            written = core::collapsedSpaces(check->sources->text(range->begin.file).substr(range->begin.offset, range->length));
        if (parameters)
            parameters->emplace_back(static_cast<uint32_t>(label.size()), static_cast<uint32_t>(label.size() + written.size()));
        label += written;
    }
    if (varargs) {
        if (!params.empty())
            label += ", ";
        if (parameters)
            parameters->emplace_back(static_cast<uint32_t>(label.size()), static_cast<uint32_t>(label.size() + 3));
        label += "...";
    }
    return label + ")";
}

std::string Resolver::declarationText(const Symbol& symbol) const
{
    const script::CheckResult* check = symbol.site.check;
    switch (symbol.kind) {
    case SymbolKind::ApiFunction:
    case SymbolKind::ApiMethod:
    case SymbolKind::ApiVariable:
    case SymbolKind::ApiObject: {
        const SystemDecl* decl = symbol.function ? symbol.function->decl
            : symbol.variable                    ? symbol.variable->decl
            : symbol.object                      ? symbol.object->decl
                                                 : nullptr;
        if (decl && check)
            if (auto range = writtenRange(check->lexed, *check->sources, decl->first, decl->last))
                return core::collapsedSpaces(check->sources->text(range->begin.file).substr(range->begin.offset, range->length));
        return symbol.name;
    }
    case SymbolKind::Macro:
    case SymbolKind::Constant: {
        std::string text = "#define " + symbol.name;
        if (symbol.macro->functionLike) {
            text += "(";
            for (size_t i = 0; i < symbol.macro->params.size(); ++i)
                text += (i ? ", " : "") + std::string(symbol.macro->params[i]);
            text += symbol.macro->variadic ? (symbol.macro->params.empty() ? "...)" : ", ...)") : ")";
        }
        for (const script::PPToken& t : symbol.macro->body)
            text += (t.flags & script::PPToken::LeadingSpace || &t == &symbol.macro->body.front() ? " " : "")
                + std::string(t.text);
        return text;
    }
    case SymbolKind::Resource:
        return std::string(core::resourceKindName(symbol.resource->kind)) + " \"" + symbol.name + "\"";
    case SymbolKind::Local:
    case SymbolKind::ModuleVariable:
        return std::string(typeNameSpelling(symbol.type)) + " " + symbol.name;
    case SymbolKind::ScriptFunction:
        return functionLabel(symbol, nullptr);
    case SymbolKind::File:
        return "#include \"" + symbol.name + "\"  (" + symbol.includedFile + ")";
    default:
        return symbol.name;
    }
}

} // namespace incursion::language
