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

    // build
    std::string output;             // -o FILE.mod
    bool dependenciesOnly = false;  // -M: print the make rule, build nothing
    std::string dependencyFile;     // -MF FILE: write the make rule there
};

} // namespace incursion::incc
