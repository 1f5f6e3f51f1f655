#include "module_builder.h"

#include "function_compiler.h"
#include "resource_lowering.h"

#include <algorithm>
#include <limits>

namespace incursion::script {

using namespace ast;

namespace {

// Arithmetic of constant expressions wraps like the 32-bit machine the
// original ran on, without undefined behaviour here.
int32_t wrap(int64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }

void forEachEntry(std::span<Entry* const> entries, const auto& visit)
{
    for (const Entry* entry : entries) {
        if (entry->kind == EntryKind::Regions)
            forEachEntry(as<RegionsEntry>(*entry).entries, visit);
        else
            visit(*entry);
    }
}

} // namespace

ModuleBuilder::ModuleBuilder(const CheckResult& front)
    : front_(front), unit_(&front.lexed), diagnostics_(front.diagnostics.get()),
      functions_(std::make_unique<FunctionCompiler>(*this))
{
    image_.strings.push_back("");
    stringIndex_.emplace("", 0);
}

ModuleBuilder::~ModuleBuilder() = default;

module::ModuleImage ModuleBuilder::build()
{
    generate();
    return std::move(image_);
}

void ModuleBuilder::generate()
{
    const LexedUnit& u = unit();
    const auto& decls = front_.module->declarations;

    // Settings and the API first: code anywhere may use any declaration.
    for (const Decl* decl : decls) {
        switch (decl->kind) {
        case DeclKind::ModuleName:
        case DeclKind::FileName: {
            const auto& setting = static_cast<const SettingDecl&>(*decl);
            if (setting.text == kNoToken)
                break;
            std::string& target = decl->kind == DeclKind::ModuleName ? image_.name : image_.fileName;
            target = u.strings.strings[u.tokens[setting.text].text];
            break;
        }
        case DeclKind::Requires: {
            const auto& setting = static_cast<const SettingDecl&>(*decl);
            if (setting.text == kNoToken)
                break;
            std::string name = u.strings.strings[u.tokens[setting.text].text];
            if (std::find(image_.prerequisites.begin(), image_.prerequisites.end(), name) == image_.prerequisites.end())
                image_.prerequisites.push_back(std::move(name));
            break;
        }
        case DeclKind::Slot: {
            const auto& setting = static_cast<const SettingDecl&>(*decl);
            if (std::optional<int32_t> slot = evaluate(setting.value)) {
                if (*slot < 0 || *slot > 254)
                    error(setting.value->first, setting.value->last,
                          "slot " + std::to_string(*slot) + " is out of range (0 to 254)");
                else
                    image_.slot = static_cast<uint8_t>(*slot);
            }
            break;
        }
        case DeclKind::System:
            api_.add(*this, static_cast<const SystemDecl&>(*decl));
            break;
        default:
            break;
        }
    }

    // Resources in declaration order: their index is the low part of the rID.
    for (const IndexedResource& indexed : front_.resourceIndex->all()) {
        const Resource& res = *indexed.resource;
        module::Resource out;
        out.kind = res.resourceKind;
        out.name = internStringToken(res.name);
        out.position = position(res.keyword != kNoToken ? res.keyword : res.first);
        resourceIndex_.emplace(&res, static_cast<uint32_t>(image_.resources.size()));
        image_.resources.push_back(std::move(out));
    }

    // Module variables: globals, then each resource's body variables.
    for (const Decl* decl : decls) {
        if (decl->kind != DeclKind::GlobalVariables)
            continue;
        const VarDecl* var = static_cast<const GlobalVariablesDecl&>(*decl).declaration;
        if (!var)
            continue;
        for (TokenIndex name : var->names) {
            const std::string spelled(u.names.name(u.tokens[name].text));
            if (var->type == TypeName::String) {
                error(name, name, "global variable '" + spelled + "' cannot be a string (module variables hold one 32-bit value)");
                continue;
            }
            if (!globalVariables_.emplace(spelled, static_cast<uint32_t>(image_.variables.size())).second) {
                error(name, name, "global variable '" + spelled + "' is declared twice");
                continue;
            }
            image_.variables.push_back({internString(spelled), valueTypeOf(var->type), std::nullopt});
        }
    }
    // Script functions: all declared first, so calls may come before the
    // definition and functions may call each other; then their bodies.
    for (const Decl* decl : decls)
        if (decl->kind == DeclKind::Function)
            declareScriptFunction(static_cast<const FunctionDecl&>(*decl));

    for (const IndexedResource& indexed : front_.resourceIndex->all()) {
        const uint32_t index = resourceIndex_.at(indexed.resource);
        auto addBody = [&](std::span<Entry* const> entries) {
            forEachEntry(entries, [&](const Entry& entry) {
                if (entry.kind != EntryKind::Variables)
                    return;
                const VarDecl* var = as<VariablesEntry>(entry).declaration;
                if (!var)
                    return;
                for (TokenIndex name : var->names)
                    addResourceVariable(name, valueTypeOf(var->type), index);
            });
        };
        addBody(indexed.resource->entries);
        for (const EffectSegment* segment : indexed.resource->segments)
            addBody(segment->entries);
    }

    for (const Decl* decl : decls) {
        if (decl->kind != DeclKind::Function)
            continue;
        const auto& function = static_cast<const FunctionDecl&>(*decl);
        const auto it = scriptFunctions_.find(std::string(u.names.name(u.tokens[function.name].text)));
        if (it != scriptFunctions_.end() && it->second.decl == &function)
            functions_->compileFunction(it->second);
    }

    const auto& all = front_.resourceIndex->all();
    for (size_t i = 0; i < all.size(); ++i) {
        if (progress_ && i % 64 == 0 && !progress_(i, all.size())) {
            cancelled_ = true;
            break;
        }
        const IndexedResource& indexed = all[i];
        const uint32_t index = resourceIndex_.at(indexed.resource);
        lowerResource(*this, *indexed.resource, index, image_.resources[index]);
        forEachEntry(indexed.resource->entries, [&](const Entry& entry) { warnAccidentalMerges(entry); });
        for (const EffectSegment* segment : indexed.resource->segments)
            forEachEntry(segment->entries, [&](const Entry& entry) { warnAccidentalMerges(entry); });
    }

    diagnostics().sortByLocation();
}

std::optional<CompiledExpression> ModuleBuilder::compileExpression(const LexedUnit& unit, Diagnostics& diagnostics,
                                                                   const Expr& expression, const ExpressionScope& scope)
{
    const Tables before = tables();
    unit_ = &unit;
    diagnostics_ = &diagnostics;
    const size_t errors = diagnostics.errorCount();
    CompiledExpression out;
    out.function = functions_->compileExpression(expression, scope, out.type);
    unit_ = &front_.lexed;
    diagnostics_ = front_.diagnostics.get();

    out.strings.assign(image_.strings.begin() + ptrdiff_t(before.strings), image_.strings.end());
    out.imports.assign(image_.imports.begin() + ptrdiff_t(before.imports), image_.imports.end());
    out.externals.assign(image_.externals.begin() + ptrdiff_t(before.externals.size()), image_.externals.end());
    restore(before);
    if (diagnostics.errorCount() > errors)
        return std::nullopt;
    return out;
}

ModuleBuilder::Tables ModuleBuilder::tables() const
{
    return {image_.strings.size(), image_.imports.size(), image_.sourceFiles.size(), image_.externals};
}

void ModuleBuilder::restore(const Tables& before)
{
    // Names first: the lookups are keyed by strings about to go.
    for (size_t i = before.imports; i < image_.imports.size(); ++i) {
        const module::Import& import = image_.imports[i];
        importIndex_.erase({static_cast<uint8_t>(import.kind), image_.strings[import.name]});
    }
    for (size_t i = before.externals.size(); i < image_.externals.size(); ++i)
        externalIndex_.erase(core::foldedName(image_.strings[image_.externals[i].name]));
    for (size_t i = before.strings; i < image_.strings.size(); ++i)
        stringIndex_.erase(image_.strings[i]);
    std::erase_if(fileIndex_, [&](const auto& entry) { return entry.second >= before.sourceFiles; });
    image_.strings.resize(before.strings);
    image_.imports.resize(before.imports);
    image_.sourceFiles.resize(before.sourceFiles);
    image_.externals = before.externals;    // a use may have widened the kinds of one
}

void ModuleBuilder::declareScriptFunction(const FunctionDecl& decl)
{
    if (decl.name == kNoToken || !decl.body)
        return;
    const LexedUnit& u = unit();
    const std::string name(u.names.name(u.tokens[decl.name].text));
    if (const ScriptFunctionSymbol* previous = scriptFunction(name)) {
        const module::SourcePosition p = position(previous->decl->first);
        error(decl.name, decl.name, "function '" + name + "' is already defined (at line " + std::to_string(p.line) + ")");
        return;
    }
    if (api_.globalFunction(name)) {
        error(decl.name, decl.name, "'" + name + "' is already a global function of the API ('system' declaration)");
        return;
    }
    if (decl.parameters.size() > core::kMaxRegisters / 2) {
        error(decl.name, decl.name, "function '" + name + "' has too many parameters");
        return;
    }
    ScriptFunctionSymbol symbol;
    symbol.decl = &decl;
    symbol.result = valueTypeOf(decl.result);
    symbol.signature = std::string(core::valueTypeName(symbol.result)) + " " + name + "(";
    for (const Parameter* param : decl.parameters) {
        const core::ValueType type = valueTypeOf(param->type);
        const std::string paramName(u.names.name(u.tokens[param->name].text));
        if (type == core::ValueType::Void) {
            error(param->first, param->last, "parameter '" + paramName + "' cannot be void");
            return;
        }
        symbol.signature += (symbol.parameters.empty() ? "" : ", ") + std::string(core::valueTypeName(type)) + " " + paramName;
        symbol.parameters.push_back(type);
        symbol.parameterNames.push_back(paramName);
    }
    symbol.signature += ")";
    symbol.index = static_cast<uint32_t>(image_.functions.size());
    core::Function placeholder;
    placeholder.kind = core::FunctionKind::ScriptFunction;
    placeholder.name = internString(name);
    image_.functions.push_back(std::move(placeholder));
    scriptFunctions_.emplace(name, std::move(symbol));
}

const ScriptFunctionSymbol* ModuleBuilder::scriptFunction(std::string_view name) const
{
    auto it = scriptFunctions_.find(std::string(name));
    return it == scriptFunctions_.end() ? nullptr : &it->second;
}

void ModuleBuilder::warnAccidentalMerges(const Entry& entry)
{
    // Adjacent literals join with nothing between them. In a message list a
    // join onto a capital letter, without a space before it, is almost always
    // a missing '/' or ',': the messages the author meant as alternatives
    // become one (mon2.irh's "... <EVictim>." "The <EActor> ...").
    if (entry.kind != EntryKind::Events)
        return;
    for (const EventEntry* e : as<EventsEntry>(entry).entries) {
        for (TokenIndex message : e->messages) {
            const Token& token = unit().tokens[message];
            if (!(token.flags & Token::Merged) || token.expansion)
                continue;
            const std::string_view text = front_.sources->text(token.loc.file).substr(token.loc.offset, token.length);
            // The pieces' spellings: quote to quote, skipping what is between.
            size_t i = 0;
            char lastChar = 0;
            bool first = true;
            while (i < text.size()) {
                if (text.compare(i, 2, "/*") == 0) {
                    const size_t end = text.find("*/", i + 2);
                    i = end == std::string_view::npos ? text.size() : end + 2;
                    continue;
                }
                if (text.compare(i, 2, "//") == 0) {
                    const size_t end = text.find('\n', i);
                    i = end == std::string_view::npos ? text.size() : end;
                    continue;
                }
                if (text[i] != '"') {
                    ++i;
                    continue;
                }
                size_t close = i + 1;
                while (close < text.size() && text[close] != '"')
                    close += text[close] == '\\' ? 2 : 1;
                if (close >= text.size())
                    break;
                const std::string_view body = text.substr(i + 1, close - i - 1);
                if (!first && !body.empty() && body.front() >= 'A' && body.front() <= 'Z' && lastChar != 0
                    && lastChar != ' ' && lastChar != '\n' && lastChar != '\t') {
                    const SourceLocation at{token.loc.file, token.loc.offset + static_cast<uint32_t>(i)};
                    diagnostics().report(Severity::Warning, at, static_cast<uint32_t>(close - i + 1), 0,
                                         "this string joins the one before it into a single message, without a "
                                         "space; if they are meant as separate messages, put '/' between them");
                }
                first = false;
                lastChar = body.empty() ? lastChar : body.back();
                i = close + 1;
            }
        }
    }
}

uint32_t ModuleBuilder::internString(std::string_view text)
{
    auto [it, inserted] = stringIndex_.emplace(std::string(text), static_cast<uint32_t>(image_.strings.size()));
    if (inserted)
        image_.strings.emplace_back(text);
    return it->second;
}

uint32_t ModuleBuilder::internStringToken(TokenIndex token)
{
    if (token == kNoToken || unit().tokens[token].kind != Tok::String)
        return 0;
    return internString(unit().strings.strings[unit().tokens[token].text]);
}

uint32_t ModuleBuilder::sourceFileIndex(FileId file)
{
    auto [it, inserted] = fileIndex_.emplace(file, static_cast<uint32_t>(image_.sourceFiles.size()));
    if (inserted)
        image_.sourceFiles.emplace_back(front_.sources->path(file));
    return it->second;
}

module::SourcePosition ModuleBuilder::position(TokenIndex token)
{
    const SourceLocation loc = displayLocation(unit(), *front_.sources, token);
    if (!loc.valid())
        return {};
    const LineColumn lc = front_.sources->lineColumn(loc);
    return {sourceFileIndex(loc.file), lc.line, lc.column};
}

module::Value ModuleBuilder::resourceReference(TokenIndex nameToken, uint32_t kinds)
{
    const std::string& name = unit().strings.strings[unit().tokens[nameToken].text];
    if (const IndexedResource* target = front_.resourceIndex->find(name))
        return {module::ValueKind::Resource, static_cast<int32_t>(resourceIndex_.at(target->resource))};
    // Not in this module: the linker looks for it in the others. One entry per
    // name; a later use with other allowed kinds widens the set.
    auto [it, inserted] = externalIndex_.emplace(core::foldedName(name), static_cast<uint32_t>(image_.externals.size()));
    if (inserted)
        image_.externals.push_back({internString(name), kinds});
    else
        image_.externals[it->second].kinds |= kinds;
    return {module::ValueKind::External, static_cast<int32_t>(it->second)};
}

std::optional<int32_t> ModuleBuilder::evaluate(const Expr* expr)
{
    std::optional<module::Value> v = evaluateValue(expr);
    if (!v)
        return std::nullopt;
    if (v->kind != module::ValueKind::Integer) {
        error(expr->first, expr->last, "a resource reference cannot be used as a number here");
        return std::nullopt;
    }
    return v->value;
}

std::optional<module::Value> ModuleBuilder::evaluateValue(const Expr* expr)
{
    if (!expr)
        return std::nullopt;
    const Token* token = expr->token != kNoToken ? &unit().tokens[expr->token] : nullptr;
    auto integer = [](int64_t v) { return module::Value{module::ValueKind::Integer, wrap(v)}; };
    switch (expr->kind) {
    case ExprKind::Number:
    case ExprKind::Char:
        return integer(token->value);
    case ExprKind::True:
        return integer(1);
    case ExprKind::False:
    case ExprKind::Null:
        return integer(0);
    case ExprKind::ResourceName:
        return resourceReference(expr->token);
    case ExprKind::ResourceNumber:
    case ExprKind::Paren:
    case ExprKind::Cast:
        return evaluateValue(expr->operand);
    case ExprKind::Unary: {
        std::optional<int32_t> v = evaluate(expr->operand);
        if (!v)
            return std::nullopt;
        switch (expr->op) {
        case Op::Plus: return integer(*v);
        case Op::Negate: return integer(-int64_t(*v));
        case Op::BitNot: return integer(~*v);
        case Op::Not: return integer(*v == 0);
        default: break;
        }
        break;
    }
    case ExprKind::Binary: {
        std::optional<int32_t> a = evaluate(expr->lhs);
        if (!a)
            return std::nullopt;
        std::optional<int32_t> b = evaluate(expr->rhs);
        if (!b)
            return std::nullopt;
        const int64_t x = *a, y = *b;
        switch (expr->op) {
        case Op::Add: return integer(x + y);
        case Op::Sub: return integer(x - y);
        case Op::Mul: return integer(x * y);
        case Op::Div:
        case Op::Mod:
            if (y == 0) {
                error(expr->first, expr->last, "division by zero in a constant expression");
                return std::nullopt;
            }
            if (x == INT32_MIN && y == -1) {
                error(expr->first, expr->last, "overflow in a constant expression: the result does not fit 32 bits");
                return std::nullopt;
            }
            return integer(expr->op == Op::Div ? x / y : x % y);
        case Op::BitAnd: return integer(x & y);
        case Op::BitOr: return integer(x | y);
        case Op::BitXor: return integer(x ^ y);
        case Op::ShiftLeft: return integer(static_cast<uint32_t>(x) << (y & 31));
        case Op::ShiftRight: return integer(static_cast<int32_t>(x) >> (y & 31));
        default: break;
        }
        break;
    }
    default:
        break;
    }
    error(expr->first, expr->last, "expected a constant expression (numbers, characters, true/false and macros naming them)");
    return std::nullopt;
}

uint32_t ModuleBuilder::compileHandler(const Routine& routine, uint32_t resource, std::string_view displayName)
{
    return functions_->compileHandler(routine, resource, displayName);
}

uint32_t ModuleBuilder::compileCondition(const Expr& condition, core::FunctionKind kind, uint32_t resource,
                                         std::string_view displayName)
{
    return functions_->compileCondition(condition, kind, resource, displayName);
}

std::optional<uint32_t> ModuleBuilder::resourceIndexOf(const Resource* resource) const
{
    auto it = resourceIndex_.find(resource);
    if (it == resourceIndex_.end())
        return std::nullopt;
    return it->second;
}

std::optional<uint32_t> ModuleBuilder::findVariable(std::string_view name, uint32_t resource) const
{
    auto local = resourceVariables_.find({resource, std::string(name)});
    if (local != resourceVariables_.end())
        return local->second;
    auto global = globalVariables_.find(std::string(name));
    if (global != globalVariables_.end())
        return global->second;
    return std::nullopt;
}

void ModuleBuilder::considerVariables(ClosestNames& names, uint32_t resource) const
{
    for (auto it = resourceVariables_.lower_bound({resource, std::string()});
         it != resourceVariables_.end() && it->first.first == resource; ++it)
        names.consider(it->first.second);
    names.considerKeys(globalVariables_);
}

void ModuleBuilder::addResourceVariable(TokenIndex nameToken, core::ValueType type, uint32_t resource)
{
    const std::string spelled(unit().names.name(unit().tokens[nameToken].text));
    if (type == core::ValueType::String) {
        error(nameToken, nameToken, "resource variable '" + spelled + "' cannot be a string (module variables hold one 32-bit value)");
        return;
    }
    if (!resourceVariables_.emplace(std::pair{resource, spelled}, static_cast<uint32_t>(image_.variables.size())).second) {
        error(nameToken, nameToken, "resource variable '" + spelled + "' is declared twice in this resource");
        return;
    }
    image_.variables.push_back({internString(spelled), type, resource});
}

uint32_t ModuleBuilder::importIndex(module::Import::Kind kind, std::string_view name, std::string_view signature)
{
    auto [it, inserted] = importIndex_.emplace(std::pair{static_cast<uint8_t>(kind), std::string(name)},
                                               static_cast<uint32_t>(image_.imports.size()));
    if (inserted)
        image_.imports.push_back({kind, internString(name), internString(signature)});
    return it->second;
}

void ModuleBuilder::error(TokenIndex first, TokenIndex last, std::string message, std::vector<std::string> suggestions)
{
    report(Severity::Error, first, last, std::move(message), std::move(suggestions));
}

void ModuleBuilder::warning(TokenIndex first, TokenIndex last, std::string message)
{
    report(Severity::Warning, first, last, std::move(message));
}

void ModuleBuilder::report(Severity severity, TokenIndex first, TokenIndex last, std::string message,
                           std::vector<std::string> suggestions)
{
    const auto& tokens = unit().tokens;
    if (first >= tokens.size())
        first = static_cast<TokenIndex>(tokens.size() - 1);
    if (last < first || last >= tokens.size())
        last = first;
    const Token& a = tokens[first];
    const Token& b = tokens[last];
    // Underline the whole construct when it is spelled in one place.
    uint32_t length = a.length;
    if (a.expansion == b.expansion && a.loc.file == b.loc.file && b.loc.offset >= a.loc.offset)
        length = b.loc.offset + b.length - a.loc.offset;
    diagnostics().report(severity, a.loc, length, a.expansion, std::move(message), std::move(suggestions));
}

} // namespace incursion::script
