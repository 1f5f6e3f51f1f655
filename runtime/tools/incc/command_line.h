// Parses incc's arguments and runs the chosen command.
#pragma once

namespace incursion::incc {

// Exit codes like a compiler: 0 success, 1 errors in the input, 2 bad usage or I/O.
enum ExitCode { Success = 0, InputErrors = 1, UsageError = 2 };

int run(int argc, char** argv);

} // namespace incursion::incc
