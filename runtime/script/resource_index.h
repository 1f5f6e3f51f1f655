// The module's resources by name, and the resolution of `$"name"` references.
//
// Names compare case-insensitively (ASCII, like the original's stricmp), and a
// name that several kinds use means the first kind in ResourceKind order: the
// original's rule, so `$"dragon"` is the Monster, not the Effect.
#pragma once

#include "ast.h"
#include "diagnostics.h"
#include "lexer.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace incursion::script {

struct IndexedResource {
    core::ResourceKind kind;
    uint32_t indexInKind;               // position among the module's resources of its kind
    const ast::Resource* resource;
};

class ResourceIndex {
public:
    ResourceIndex(const ast::Module& module, const LexedUnit& unit);

    const IndexedResource* find(std::string_view name) const;
    const std::vector<IndexedResource>& all() const { return resources_; }   // declaration order

private:
    std::vector<IndexedResource> resources_;
    std::unordered_map<std::string, size_t> byName_;    // folded name -> index into resources_
};

// One `$"name"` in the module: its string token and what it names (null when
// no resource of the module has that name: an external reference for the
// linker, and a warning when a single module is checked).
struct ResourceReference {
    ast::TokenIndex nameToken;
    const IndexedResource* target;
};

// A module that names prerequisites (`Requires "X";`) expects names from
// them, so only a module without any gets the original's warning.
std::vector<ResourceReference> resolveResourceReferences(const LexedUnit& unit, const ResourceIndex& index,
                                                         Diagnostics& diags, bool hasPrerequisites);

} // namespace incursion::script
