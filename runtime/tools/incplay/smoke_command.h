// `incplay smoke`: exercises every resource of the modules in a test arena
// and counts, per kind, which ran cleanly, which hit an API name the runtime
// lacks and which raised a script error. The same modules and seed always
// print the same.
#pragma once

namespace incursion::tools {

// argv[1] is "smoke". Returns the process's exit status.
int runSmokeCommand(int argc, char** argv);

// The lines of `incplay --help` about smoke.
extern const char* const kSmokeUsage;

} // namespace incursion::tools
