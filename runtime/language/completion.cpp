// Completion: what may be written at the caret, from the compiler's tables.
#include "language/resolver.h"

#include "script/codegen/module_builder.h"
#include "script/token.h"

#include <algorithm>
#include <unordered_set>

namespace incursion::language {
namespace {

class Collector {
public:
    explicit Collector(std::string prefix) : prefix_(folded(prefix)) {}

    bool wants(std::string_view label) const
    {
        return label.size() >= prefix_.size() && folded(label.substr(0, prefix_.size())) == prefix_;
    }
    void add(CompletionItem item)
    {
        if (item.label.empty() || !wants(item.label) || !seen_.insert(item.label).second)
            return;
        items_.push_back(std::move(item));
    }
    std::vector<CompletionItem> take()
    {
        std::sort(items_.begin(), items_.end(), [](const CompletionItem& a, const CompletionItem& b) {
            const std::string fa = folded(a.label), fb = folded(b.label);
            return fa != fb ? fa < fb : a.label < b.label;
        });
        return std::move(items_);
    }

private:
    std::string prefix_;
    std::unordered_set<std::string> seen_;
    std::vector<CompletionItem> items_;
};

} // namespace

CompletionList complete(const QueryContext& query)
{
    const Resolver resolver(query);
    const Caret& caret = resolver.caret();
    CompletionList list;
    list.replace = query.positions.range(caret.wordBegin, caret.wordEnd - caret.wordBegin);
    Collector items(std::string(query.text.substr(caret.wordBegin, caret.offset - caret.wordBegin)));
    const script::CheckResult& front = resolver.front();
    const script::ApiTable* api = resolver.api();

    auto addSymbol = [&](const Symbol& symbol) {
        if (!items.wants(symbol.name))
            return;
        CompletionItem item{symbol.name, symbol.kind, {}, {}};
        item.detail = symbol.function || symbol.scriptFunction ? resolver.functionLabel(symbol, nullptr)
                                                               : resolver.declarationText(symbol);
        item.documentation = resolver.documentation(symbol.site);
        items.add(std::move(item));
    };
    auto apiSymbol = [&](SymbolKind kind, const std::string& name, const script::ast::SystemDecl* decl) {
        Symbol s;
        s.kind = kind;
        s.name = name;
        s.site = {query.analysis.tables()->front.get(),
                  query.analysis.tables()->front->lexed.tokens[decl->name].loc,
                  query.analysis.tables()->front->lexed.tokens[decl->name].length};
        return s;
    };

    switch (caret.where) {
    case Caret::Where::Comment:
    case Caret::Where::String:
    case Caret::Where::Grid:
        return list;
    case Caret::Where::ResourceName:
        if (front.resourceIndex)
            for (const script::IndexedResource& r : front.resourceIndex->all()) {
                const auto& unit = front.lexed;
                items.add({unit.strings.strings[unit.tokens[r.resource->name].text], SymbolKind::Resource,
                           std::string(core::resourceKindName(r.kind)), {}});
            }
        for (const PrerequisiteResource& r : query.analysis.prerequisiteResources())
            items.add({r.name, SymbolKind::Resource,
                       std::string(core::resourceKindName(r.kind)) + " (" + r.module + ")", {}});
        list.items = items.take();
        return list;
    default:
        break;
    }

    if (caret.isMember()) {
        // Only the members the receiver's type has: never keywords or macros.
        if (!api)
            return list;
        const ReceiverType receiver = resolver.receiverType();
        auto objectMemberFits = [&](int32_t cls) {
            if (receiver.kind == ReceiverType::Text)
                return cls == script::ApiTable::kStringClass;
            if (cls == script::ApiTable::kStringClass)
                return false;
            return !receiver.objectClass || memberApplies(cls, *receiver.objectClass);
        };
        if (receiver.kind != ReceiverType::Resource) {
            for (const auto& [name, fn] : api->objectFunctions())
                if (items.wants(name) && objectMemberFits(fn.objectClass.value_or(0))) {
                    Symbol s = apiSymbol(SymbolKind::ApiMethod, name, fn.decl);
                    s.function = &fn;
                    addSymbol(s);
                }
            if (receiver.kind != ReceiverType::Text)
                for (const auto& [name, var] : api->objectVariables())
                    if (items.wants(name) && objectMemberFits(var.objectClass)) {
                        Symbol s = apiSymbol(SymbolKind::ApiVariable, name, var.decl);
                        s.variable = &var;
                        addSymbol(s);
                    }
        }
        if (receiver.kind == ReceiverType::Resource || receiver.kind == ReceiverType::Unknown) {
            for (const auto& [name, fn] : api->resourceFunctions())
                if (items.wants(name)) {
                    Symbol s = apiSymbol(SymbolKind::ApiMethod, name, fn.decl);
                    s.function = &fn;
                    addSymbol(s);
                }
            for (const auto& [name, var] : api->resourceVariables())
                if (items.wants(name)) {
                    Symbol s = apiSymbol(SymbolKind::ApiVariable, name, var.decl);
                    s.variable = &var;
                    addSymbol(s);
                }
        }
        list.items = items.take();
        return list;
    }

    if (caret.where == Caret::Where::Code) {
        for (const script::KeywordSpelling& k : script::codeKeywordSpellings())
            items.add({std::string(k.spelling), SymbolKind::Keyword, "keyword", {}});
        const Resolver::Scope scope = resolver.scopeAtCaret();
        for (const auto& [token, type] : scope.locals) {
            const std::string name(front.lexed.names.name(front.lexed.tokens[token].text));
            items.add({name, SymbolKind::Local, std::string(script::ast::typeNameSpelling(type)) + " " + name, {}});
        }
        if (const script::ModuleBuilder* builder = resolver.builder())
            for (const auto& [name, fn] : builder->scriptFunctions())
                if (items.wants(name))
                    if (auto s = resolver.lookupName(name, false))
                        addSymbol(*s);
        if (api) {
            for (const auto& [name, object] : api->objects())
                if (items.wants(name)) {
                    Symbol s = apiSymbol(SymbolKind::ApiObject, name, object.decl);
                    s.object = &object;
                    addSymbol(s);
                }
            for (const auto& [name, fn] : api->globalFunctions())
                if (items.wants(name)) {
                    Symbol s = apiSymbol(SymbolKind::ApiFunction, name, fn.decl);
                    s.function = &fn;
                    addSymbol(s);
                }
        }
    } else {
        for (const script::KeywordSpelling& k : script::dataKeywordSpellings())
            items.add({std::string(k.spelling), SymbolKind::DataKeyword, "keyword", {}});
        for (const script::WordSpelling& w : script::dataWordSpellings())
            items.add({std::string(w.spelling), SymbolKind::DataWord, "word", {}});
    }
    // Macros and constants (EV_*, M_* ...) everywhere outside member access.
    for (const auto& [name, macro] : front.macros) {
        if (!macro->loc.valid() || !items.wants(name))
            continue;
        Symbol s;
        s.kind = macro->functionLike ? SymbolKind::Macro : SymbolKind::Constant;
        s.name = std::string(name);
        s.macro = macro;
        s.site = {&front, macro->loc, static_cast<uint32_t>(name.size())};
        addSymbol(s);
    }
    list.items = items.take();
    return list;
}

} // namespace incursion::language
