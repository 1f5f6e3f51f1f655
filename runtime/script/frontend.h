// One call that runs preprocessor, lexer and parser over a module and returns
// what tools need: diagnostics, the syntax tree, and a symbol summary. Used by
// `incc check` and by the studio's background checker, so both always agree.
#pragma once

#include "ast.h"
#include "diagnostics.h"
#include "lexer.h"
#include "preprocessor.h"
#include "resource_index.h"
#include "core/resource_kind.h"

#include <array>
#include <functional>
#include <string_view>
#include <memory>
#include <string>
#include <vector>

namespace incursion::script {

struct CheckOptions {
    std::string mainFile;
    PreprocessorOptions preprocessor;
    size_t diagnosticLimit = 1000;      // diagnostics kept; beyond, only counted (0: no limit)
    // Told the phase about to run and the share of the work done so far, in
    // percent (preprocessing takes most of it); called on the checking thread.
    std::function<void(std::string_view phase, int percent)> progress;
};

struct ResourceSymbol {
    core::ResourceKind kind;
    std::string name;
    SourceLocation loc;                 // the resource keyword (display location)
    SourceLocation nameLoc;             // the name literal (display location)
    SourceLocation endLoc;              // closing brace (display location)
};

struct HandlerSymbol {
    std::string events;                 // event list as written, e.g. "EV_MOVE, EV_MON_CONSIDER"
    size_t resource;                    // index into resources
    SourceLocation loc;                 // `On` keyword
    SourceLocation endLoc;
};

struct FrontendTimings { double preprocess = 0, lex = 0, parse = 0; };

struct CheckResult {
    std::unique_ptr<SourceManager> sources;
    std::unique_ptr<Diagnostics> diagnostics;
    LexedUnit lexed;
    std::unique_ptr<ast::Module> module;
    MacroTable macros;
    std::vector<Preprocessor::Inclusion> inclusions;
    std::vector<ResourceSymbol> resources;
    std::vector<HandlerSymbol> handlers;
    std::unique_ptr<ResourceIndex> resourceIndex;
    std::vector<ResourceReference> references;      // every $"name", resolved or not
    std::array<size_t, core::kResourceKindCount> countByKind{};
    FrontendTimings timings;
    bool mainFileRead = false;
};

CheckResult checkModule(const CheckOptions& options);

} // namespace incursion::script
