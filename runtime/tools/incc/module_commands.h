// incc's commands on compiled modules: `info` and `disasm`.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace incursion::incc {

// `incc info FILE.mod...`: module name, slot and prerequisites, resources by
// type, compiled functions, sizes per section, and the external references
// that stay unresolved when the given modules are linked together.
int runInfo(const std::vector<std::string>& moduleFiles);

// `incc disasm FILE.mod [--resource NAME]`: every function (or those of the
// named resource) with the source lines interleaved.
int runDisasm(const std::string& moduleFile, const std::optional<std::string>& resourceName);

} // namespace incursion::incc
