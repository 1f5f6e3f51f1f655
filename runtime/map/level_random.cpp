#include "map/level_random.h"

namespace incursion::map {

uint64_t mixSeed(uint64_t value)
{
    value += 0x9E3779B97F4A7C15ull;
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ull;
    value = (value ^ (value >> 27)) * 0x94D049BB133111EBull;
    return value ^ (value >> 31);
}

LevelRandom LevelRandom::forLevel(uint64_t gameSeed, uint32_t dungeon, int depth)
{
    const uint64_t mixed = mixSeed(mixSeed(mixSeed(gameSeed) ^ dungeon) ^ uint64_t(uint32_t(depth)));
    return LevelRandom(uint32_t(mixed ^ (mixed >> 32)));
}

LevelRandom LevelRandom::forSpecials(uint64_t gameSeed, uint32_t dungeon)
{
    // A depth no level has keeps this stream apart from every level's.
    return forLevel(gameSeed, dungeon, -1);
}

int LevelRandom::roll(int count, int sides, int bonus)
{
    int total = bonus;
    for (int i = 0; i < count; ++i)
        total += below(sides) + 1;
    return total;
}

} // namespace incursion::map
