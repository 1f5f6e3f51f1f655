#pragma once

#include <string_view>

namespace incursion::tools {

// The CMake project's version ("0.1.0"), the studio's and the Debian package's too.
std::string_view version();

// Prints what `TOOL --version` shows on standard output:
// "TOOL (Incursion Studio) VERSION".
void printVersion(std::string_view tool);

} // namespace incursion::tools
