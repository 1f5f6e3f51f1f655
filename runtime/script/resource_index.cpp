#include "resource_index.h"

#include "name_suggestions.h"

namespace incursion::script {

ResourceIndex::ResourceIndex(const ast::Module& module, const LexedUnit& unit)
{
    std::array<uint32_t, core::kResourceKindCount> perKind{};
    for (const ast::Decl* decl : module.declarations) {
        if (decl->kind != ast::DeclKind::Resource)
            continue;
        const auto& res = static_cast<const ast::Resource&>(*decl);
        if (res.name == ast::kNoToken || unit.tokens[res.name].kind != Tok::String)
            continue;
        const auto kind = static_cast<size_t>(res.resourceKind);
        resources_.push_back({res.resourceKind, perKind[kind]++, &res});
        const std::string key = core::foldedName(unit.strings.strings[unit.tokens[res.name].text]);
        auto [it, inserted] = byName_.emplace(key, resources_.size() - 1);
        // Same name again: the earlier kind in ResourceKind order wins; within a
        // kind, the first definition.
        if (!inserted && res.resourceKind < resources_[it->second].kind)
            it->second = resources_.size() - 1;
    }
}

const IndexedResource* ResourceIndex::find(std::string_view name) const
{
    auto it = byName_.find(core::foldedName(name));
    return it == byName_.end() ? nullptr : &resources_[it->second];
}

std::vector<ResourceReference> resolveResourceReferences(const LexedUnit& unit, const ResourceIndex& index,
                                                         Diagnostics& diags, bool hasPrerequisites)
{
    // `$` followed by a string literal is a resource reference wherever it
    // stands (entries, conditions, handler code, case labels); the grammar
    // gives that pair no other meaning.
    std::vector<ResourceReference> references;
    const auto& tokens = unit.tokens;
    for (size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (tokens[i].kind != Tok::Dollar || tokens[i + 1].kind != Tok::String)
            continue;
        const Token& name = tokens[i + 1];
        const std::string& text = unit.strings.strings[name.text];
        const IndexedResource* target = index.find(text);
        references.push_back({static_cast<ast::TokenIndex>(i + 1), target});
        if (!target && !hasPrerequisites) {
            ClosestNames names(text);
            for (const IndexedResource& resource : index.all())
                names.consider(unit.strings.strings[unit.tokens[resource.resource->name].text]);
            diags.report(Severity::Warning, name.loc, name.length, name.expansion,
                         "unresolved resource reference $\"" + text
                             + "\": no resource of that name in this module (the original compiler used "
                               "$\"unimplemented\" in its place)",
                         names.best());
        }
    }
    return references;
}

} // namespace incursion::script
