// libFuzzer target: arbitrary bytes through the whole compiler (preprocessor,
// lexer, parser, sema and code generation). The input is the main file; it may
// #include "a.irh", whose text is the input's second half, so include paths
// get exercised too. Whatever compiles must pass the loader's verifier and
// survive a write/read round trip unchanged.
#include "module/module_file.h"
#include "module/module_verifier.h"
#include "script/build.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string input(reinterpret_cast<const char*>(data), size);
    const std::string header = input.substr(input.size() / 2);
    incursion::script::CheckOptions options;
    options.mainFile = "fuzz.irc";
    options.preprocessor.maxIncludeDepth = 16;
    options.preprocessor.readFile = [&](const std::string& path) -> std::optional<std::string> {
        if (path == "fuzz.irc")
            return input;
        if (path == "a.irh")
            return header;
        return std::nullopt;
    };
    const auto result = incursion::script::buildModule(options);
    // Formatting every diagnostic exercises the location and caret code too.
    for (const auto& d : result.front.diagnostics->all())
        (void)result.front.diagnostics->formatText(d);
    if (result.image) {
        if (const auto problem = incursion::module::verifyImage(*result.image)) {
            std::fprintf(stderr, "compiled module fails verification: %s\n", problem->describe().c_str());
            std::abort();
        }
        const auto read = incursion::module::readModule(incursion::module::writeModule(*result.image));
        if (!read.ok() || !(*read.image == *result.image)) {
            std::fprintf(stderr, "module round trip failed: %s\n", read.error ? read.error->describe().c_str() : "images differ");
            std::abort();
        }
    }
    return 0;
}
