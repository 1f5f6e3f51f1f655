// `incplay run`: plays a module headless, driven by a bot or a key script.
#pragma once

namespace incursion::tools {

// argv[1] is "run". Returns the process's exit status.
int runPlayCommand(int argc, char** argv);

// The lines of `incplay --help` about run.
extern const char* const kPlayUsage;

} // namespace incursion::tools
