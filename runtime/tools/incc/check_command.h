#pragma once
#include "invocation.h"
namespace incursion::incc {
// `incc check`: diagnostics and a resource summary; returns the exit code.
int runCheck(const Invocation& invocation);
}
