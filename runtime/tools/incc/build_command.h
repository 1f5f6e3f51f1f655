#pragma once
#include "invocation.h"
namespace incursion::incc {
// `incc build`: compile to a .mod file (or, with -M/-MF, report the files it
// depends on as a make rule, like gcc); returns the exit code.
int runBuild(const Invocation& invocation);
}
