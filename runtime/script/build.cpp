#include "build.h"

#include "codegen/module_builder.h"

#include <algorithm>
#include <chrono>

namespace incursion::script {

BuildResult buildModule(const CheckOptions& options, const BuildProgress& progress, const std::atomic<bool>* cancel)
{
    using Clock = std::chrono::steady_clock;
    // The front end takes about half of a build; code generation reports per resource.
    auto report = [&](std::string_view phase, int percent) {
        if (progress)
            progress(phase, percent);
    };
    BuildResult result;
    auto start = Clock::now();
    CheckOptions checking = options;
    checking.progress = [&](std::string_view phase, int percent) { report(phase, percent / 2); };
    result.front = checkModule(checking);
    result.timings.check = std::chrono::duration<double>(Clock::now() - start).count();
    if (!result.front.mainFileRead || result.front.diagnostics->errorCount() > 0)
        return result;

    start = Clock::now();
    report("Generating code", 50);
    ModuleBuilder builder(result.front);
    builder.setProgress([&](size_t done, size_t total) {
        report("Generating code", 50 + static_cast<int>(50 * done / std::max<size_t>(total, 1)));
        return !(cancel && cancel->load(std::memory_order_relaxed));
    });
    module::ModuleImage image = builder.build();
    result.timings.generate = std::chrono::duration<double>(Clock::now() - start).count();
    result.cancelled = builder.cancelled();
    if (result.front.diagnostics->errorCount() == 0 && !result.cancelled)
        result.image = std::move(image);
    report("Done", 100);
    return result;
}

} // namespace incursion::script
