// `incplay load`: which imported API names the runtime implements and which
// event handlers it can run (game/handler_runnability.h), as text or JSON.
#pragma once

#include <string>
#include <vector>

namespace incursion::tools {

// argv[1] is "load". Returns the process's exit status.
int runLoadCommand(int argc, char** argv);

// "1,863": counts in reports, grouped by thousands.
std::string groupedNumber(size_t n);

} // namespace incursion::tools
