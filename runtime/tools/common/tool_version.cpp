#include "tool_version.h"

#include <cstdio>

namespace incursion::tools {

std::string_view version()
{
    return INCURSION_VERSION;
}

void printVersion(std::string_view tool)
{
    const std::string_view number = version();
    std::printf("%.*s (Incursion Studio) %.*s\n", static_cast<int>(tool.size()), tool.data(),
                static_cast<int>(number.size()), number.data());
}

} // namespace incursion::tools
