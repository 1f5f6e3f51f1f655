// The reference's symbols: each name space of the API table and the macros,
// described by the resolver that serves hover, so both say the same.
#include "language/reference.h"

#include "language/resolver.h"

#include "core/ascii.h"
#include "script/codegen/module_builder.h"

#include <algorithm>

namespace incursion::language {

std::vector<ReferenceSymbol> referenceSymbolsOf(const Analysis& analysis, PositionEncoding encoding)
{
    // No document: the resolver is asked only about declarations.
    const QueryContext query{analysis, encoding, {}, {}, TextPositions({}, encoding), 0};
    const Resolver resolver(query);
    std::vector<ReferenceSymbol> out;

    auto add = [&](const Symbol& symbol) {
        ReferenceSymbol entry;
        entry.name = symbol.name;
        entry.kind = symbol.kind;
        entry.declaration = resolver.declarationText(symbol);
        entry.documentation = resolver.documentation(symbol.site);
        if (symbol.site.valid())
            entry.location = resolver.location(symbol.site);
        return entry;
    };

    if (const Semantics* tables = analysis.tables()) {
        const script::CheckResult& check = *tables->front;
        const script::ApiTable& api = tables->builder->api();
        auto site = [&](const script::ast::SystemDecl* decl) {
            const script::Token& name = check.lexed.tokens[decl->name];
            return DeclarationSite{&check, name.loc, name.length};
        };
        auto receiverOf = [&](const script::ast::SystemDecl* decl) {
            if (!decl->objectType)
                return std::string();
            const auto range = script::ast::writtenRange(check.lexed, *check.sources, decl->objectType->first,
                                                         decl->objectType->last);
            return range ? core::collapsedSpaces(check.sources->text(range->begin.file).substr(range->begin.offset,
                                                                                               range->length))
                         : std::string();
        };
        auto objectsOf = [&](int32_t memberClass) {
            std::vector<std::string> names;
            for (const auto& [name, object] : api.objects())
                if (memberApplies(memberClass, object.objectClass))
                    names.push_back(name);
            std::sort(names.begin(), names.end());
            return names;
        };
        auto addFunction = [&](SymbolKind kind, const script::ApiFunction& fn, bool resourceMember) {
            Symbol s;
            s.kind = kind;
            s.name = fn.name;
            s.function = &fn;
            s.site = site(fn.decl);
            ReferenceSymbol entry = add(s);
            entry.receiver = receiverOf(fn.decl);
            entry.resourceMember = resourceMember;
            if (kind == SymbolKind::ApiMethod && !resourceMember && fn.objectClass)
                entry.objects = objectsOf(*fn.objectClass);
            out.push_back(std::move(entry));
        };
        auto addVariable = [&](const script::ApiVariable& var, bool resourceMember) {
            Symbol s;
            s.kind = SymbolKind::ApiVariable;
            s.name = var.name;
            s.variable = &var;
            s.site = site(var.decl);
            ReferenceSymbol entry = add(s);
            entry.receiver = receiverOf(var.decl);
            entry.resourceMember = resourceMember;
            if (!resourceMember)
                entry.objects = objectsOf(var.objectClass);
            out.push_back(std::move(entry));
        };
        for (const auto& [name, object] : api.objects()) {
            Symbol s;
            s.kind = SymbolKind::ApiObject;
            s.name = name;
            s.object = &object;
            s.site = site(object.decl);
            ReferenceSymbol entry = add(s);
            entry.receiver = receiverOf(object.decl);
            out.push_back(std::move(entry));
        }
        for (const auto& [name, fn] : api.globalFunctions())
            addFunction(SymbolKind::ApiFunction, fn, false);
        for (const auto& [name, fn] : api.objectFunctions())
            addFunction(SymbolKind::ApiMethod, fn, false);
        for (const auto& [name, fn] : api.resourceFunctions())
            addFunction(SymbolKind::ApiMethod, fn, true);
        for (const auto& [name, var] : api.objectVariables())
            addVariable(var, false);
        for (const auto& [name, var] : api.resourceVariables())
            addVariable(var, true);
    }

    const script::CheckResult& front = analysis.front();
    for (const auto& [name, macro] : front.macros) {
        if (!macro->loc.valid())
            continue;
        Symbol s;
        s.kind = macro->functionLike ? SymbolKind::Macro : SymbolKind::Constant;
        s.name = std::string(name);
        s.macro = macro;
        s.site = {&front, macro->loc, static_cast<uint32_t>(name.size())};
        out.push_back(add(s));
    }

    std::sort(out.begin(), out.end(), [](const ReferenceSymbol& a, const ReferenceSymbol& b) {
        return a.name != b.name ? a.name < b.name
             : a.kind != b.kind ? a.kind < b.kind
                                : a.resourceMember < b.resourceMember;
    });
    return out;
}

} // namespace incursion::language
