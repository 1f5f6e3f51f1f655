// The modules a module names as prerequisites (`Requires "First Steps";`),
// found beside it and read with the compiler's front end, for what completion
// offers from them: their resource names after `$"`.
#pragma once

#include "core/resource_kind.h"
#include "language/language_service.h"
#include "script/frontend.h"

#include <string>
#include <vector>

namespace incursion::language {

struct PrerequisiteResource {
    std::string name;
    core::ResourceKind kind;
    std::string module;         // the prerequisite's module name
};

// The module names `front` requires, in order.
std::vector<std::string> prerequisiteNames(const script::CheckResult& front);

// The resources of `front`'s prerequisites and theirs in turn (each module
// once). A prerequisite is the .irc file whose `Module` name matches, looked
// for in each of `options.moduleDirs` (by default the folder above the main
// file's folder: modules side by side), its subfolders and their lib/.
// Names no file declares are skipped.
std::vector<PrerequisiteResource> prerequisiteResources(const script::CheckResult& front,
                                                        const WorkspaceOptions& options);

} // namespace incursion::language
