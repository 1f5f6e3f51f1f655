// libFuzzer target: arbitrary bytes through preprocessor, lexer and parser.
// The input is the main file; it may #include "a.irh", whose text is the
// input's second half, so include paths get exercised too.
#include "script/frontend.h"

#include <cstddef>
#include <cstdint>
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
    const auto result = incursion::script::checkModule(options);
    // Formatting every diagnostic exercises the location and caret code too.
    for (const auto& d : result.diagnostics->all())
        (void)result.diagnostics->formatText(d);
    return 0;
}
