#include "command_line.h"

#include <cstdio>

namespace incursion::tools {

int usage(const std::string& message)
{
    std::fprintf(stderr, "incplay: %s (try 'incplay --help')\n", message.c_str());
    return UsageError;
}

} // namespace incursion::tools
