// Parses incc's arguments and runs the chosen command.
#pragma once

#include <cstdio>
#include <string_view>

namespace incursion::incc {

// Exit codes like a compiler: 0 success, 1 errors in the input, 2 bad usage or I/O.
enum ExitCode { Success = 0, InputErrors = 1, UsageError = 2 };

int run(int argc, char** argv);

// Writes all of `text`, NUL bytes included (sources may contain them).
void writeText(std::string_view text, std::FILE* stream);

} // namespace incursion::incc
