// `incc vault list|check|export|import`: a module's prefab vaults (Region
// Grid + Tiles) on the command line, through the runtime's vault model
// (runtime/vault).
#pragma once

#include "invocation.h"

#include <string>
#include <vector>

namespace incursion::incc {

// `arguments` are the positional arguments after the subcommand: MAIN.irc,
// then the region's name and the text file as the subcommand takes them.
int runVault(const std::string& subcommand, const std::vector<std::string>& arguments, const Invocation& invocation);

} // namespace incursion::incc
