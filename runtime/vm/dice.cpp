#include "vm/dice.h"

namespace incursion::vm {

uint64_t SeededDice::next()
{
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int32_t SeededDice::roll(int32_t count, int32_t sides)
{
    if (count <= 0 || sides <= 0)
        return 0;
    int32_t sum = 0;
    for (int32_t i = 0; i < count; ++i)
        sum += int32_t(next() % uint64_t(sides)) + 1;
    return sum;
}

} // namespace incursion::vm
