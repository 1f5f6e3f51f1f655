// Reading `.mod` files for incc's module commands.
#pragma once

#include "module/module_file.h"

#include <string>

namespace incursion::incc {

// Prints why `path` could not be read (the reader's message) and returns the
// exit code: UsageError when the file cannot be opened, InputErrors when its
// contents are refused.
int reportReadError(const std::string& path, const module::ModuleReadResult& result);

} // namespace incursion::incc
