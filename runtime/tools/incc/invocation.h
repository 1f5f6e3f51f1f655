// What the user asked incc to do, after parsing the command line.
#pragma once

#include "script/frontend.h"

namespace incursion::incc {

struct Invocation {
    script::CheckOptions options;
    bool json = false;
    bool timings = false;
    bool quiet = false;
    bool originalPaths = true;      // search ../inc, ../lib, ./inc, ./lib after -I
    size_t maxErrors = 1000;        // diagnostics shown; 0: all
};

} // namespace incursion::incc
