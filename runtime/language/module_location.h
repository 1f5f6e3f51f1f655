// Which module a file belongs to, for a file opened on its own: incls for a
// document an editor opened, the studio for a file named on its command line.
#pragma once

#include <string>

namespace incursion::language {

// The main file of the module `path` belongs to: `path` itself for a .irc;
// for anything else the first .irc found walking up from its folder to `root`
// (or at most 8 levels without a root), looking in each folder and its lib/
// and preferring main.irc. Empty when there is none.
std::string findMainFile(const std::string& path, const std::string& root);

} // namespace incursion::language
