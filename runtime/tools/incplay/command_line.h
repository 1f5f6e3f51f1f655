// What incplay's commands share on the command line: exit codes, the usage
// message and number arguments.
#pragma once

#include <charconv>
#include <string>
#include <string_view>
#include <system_error>

namespace incursion::tools {

// 0 success; 1 the run failed (a script error, a module that does not load,
// a smoke run with failures); 2 bad usage or unreadable files.
enum ExitCode { Success = 0, Failed = 1, UsageError = 2 };

// Prints "incplay: MESSAGE (try 'incplay --help')" and returns UsageError.
int usage(const std::string& message);

// Whether all of `text` is a number that fits `out` (which then holds it).
template <typename T> bool parseNumber(std::string_view text, T& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace incursion::tools
