#pragma once
#include "invocation.h"
namespace incursion::incc {
// `incc preprocess`: prints the token stream after preprocessing; returns the exit code.
int runPreprocess(const Invocation& invocation);
}
