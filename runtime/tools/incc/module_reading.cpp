#include "module_reading.h"

#include "command_line.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace incursion::incc {

int reportReadError(const std::string& path, const module::ModuleReadResult& result)
{
    const std::string message = result.error ? result.error->describe() : path + ": cannot be read";
    std::fprintf(stderr, "incc: %s\n", message.c_str());
    // The reader does not say whether the bytes or the file were at fault: a
    // file that opens had bad contents.
    std::error_code ec;
    const bool opens = std::filesystem::is_regular_file(path, ec) && std::ifstream(path, std::ios::binary).is_open();
    return opens ? InputErrors : UsageError;
}

} // namespace incursion::incc
