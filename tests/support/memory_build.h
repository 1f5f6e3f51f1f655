// Builds a module from one in-memory source for a test (MemoryFiles), with the
// runtime's API header read first when asked; a failed build prints its
// diagnostics as test warnings, so the failing line shows in the test log.
#pragma once

#include "memory_files.h"

#include "game/runtime_api.h"
#include "script/build.h"

#include <QtGlobal>

#include <optional>
#include <string>

namespace incursion::test {

enum class RuntimeApi { Without, Read };

// Makes a build read the runtime's API header before its main file.
inline void preincludeRuntimeApi(script::PreprocessorOptions& options)
{
    script::preincludeFromMemory(options, std::string(game::kRuntimeApiHeaderName), game::runtimeApiHeader());
}

struct MemoryBuild {
    script::CheckOptions options;                   // as built: the expression compiler builds it again
    std::optional<module::ModuleImage> image;       // none when the build failed
};

inline MemoryBuild buildInMemory(const std::string& fileName, const std::string& source,
                                 RuntimeApi api = RuntimeApi::Without)
{
    MemoryBuild out;
    out.options.mainFile = fileName;
    out.options.preprocessor = MemoryFiles{{{fileName, source}}}.options();
    if (api == RuntimeApi::Read)
        preincludeRuntimeApi(out.options.preprocessor);
    script::BuildResult built = script::buildModule(out.options);
    if (!built.ok()) {
        for (const script::Diagnostic& d : built.front.diagnostics->all())
            qWarning("%s", built.front.diagnostics->formatText(d).c_str());
    }
    out.image = std::move(built.image);
    return out;
}

} // namespace incursion::test
