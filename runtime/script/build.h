// Compiles a module: the front end (frontend.h), then semantic analysis and
// code generation into a module image (module/module_image.h). Used by
// `incc build` and the studio's Build command, so both always agree.
#pragma once

#include "frontend.h"
#include "module/module_image.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string_view>

namespace incursion::script {

struct BuildTimings { double check = 0, generate = 0; };

struct BuildResult {
    CheckResult front;                          // diagnostics of every phase are in front.diagnostics
    std::optional<module::ModuleImage> image;   // present when there were no errors
    BuildTimings timings;
    bool cancelled = false;
    bool ok() const { return image.has_value(); }
};

// Called from the building thread as work proceeds: the phase
// ("Preprocessing", "Lexing", "Parsing", "Generating code", "Done") and the
// overall progress in percent (0..100).
using BuildProgress = std::function<void(std::string_view phase, int percent)>;

// The back end runs only when the front end found no errors: sema and code
// generation on a broken tree would report consequences, not causes.
// `cancel`, when given and set (from any thread), stops code generation early;
// the result then has no image.
BuildResult buildModule(const CheckOptions& options, const BuildProgress& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

} // namespace incursion::script
