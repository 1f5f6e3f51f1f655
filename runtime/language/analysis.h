// One analysis of a workspace: the compiler's front end over the open
// documents and the files on disk, and, when the front end accepted the
// module, the back end's semantic pass (API table, script functions, module
// variables, type errors). Immutable once made; shared between threads.
#pragma once

#include "language/language_service.h"
#include "language/prerequisites.h"

#include "script/codegen/module_builder.h"
#include "script/frontend.h"

#include <memory>
#include <string>
#include <unordered_map>

namespace incursion::language {

// A front end's result with the builder that ran over it (when it did).
struct Semantics {
    std::unique_ptr<script::CheckResult> front;
    std::unique_ptr<script::ModuleBuilder> builder;     // null when the front end had errors
};

class Analysis {
public:
    Analysis(WorkspaceSnapshot snapshot, std::shared_ptr<const Semantics> own,
             std::shared_ptr<const Semantics> tables, std::vector<PrerequisiteResource> prerequisites = {});

    const WorkspaceSnapshot& snapshot() const { return snapshot_; }
    // This analysis' front end: tokens, syntax tree, diagnostics, macros.
    const script::CheckResult& front() const { return *own_->front; }
    // The latest semantic tables: this analysis' own, or (while the module
    // does not parse) those of the last analysis that had them. Null if none.
    const Semantics* tables() const { return tables_ && tables_->builder ? tables_.get() : nullptr; }
    bool tablesAreCurrent() const { return tables_ == own_; }

    // The resources of the modules this one requires (for `$"` completion).
    const std::vector<PrerequisiteResource>& prerequisiteResources() const { return prerequisites_; }
    // The module names it requires (`Requires "X";`).
    const std::vector<std::string>& requiredModules() const { return requiredModules_; }

    // The file id of a normalized path in `front()` (0 if the module does not read it).
    script::FileId fileId(const std::string& normalizedPath) const;
    // The normalized path of a file of `check` (this analysis' or the tables').
    std::string pathOf(const script::CheckResult& check, script::FileId file) const;

private:
    WorkspaceSnapshot snapshot_;
    std::shared_ptr<const Semantics> own_;
    std::shared_ptr<const Semantics> tables_;
    std::unordered_map<std::string, script::FileId> files_;
    std::vector<PrerequisiteResource> prerequisites_;
    std::vector<std::string> requiredModules_;
};

// An analysis of no module: what queries use before the first analysis, so
// keywords still complete.
const AnalysisPtr& emptyAnalysis();

} // namespace incursion::language
