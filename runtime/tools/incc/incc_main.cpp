// incc: the IncursionScript compiler's command line.
#include "command_line.h"

#include <cstdio>

int main(int argc, char** argv)
{
    return incursion::incc::run(argc, argv);
}
