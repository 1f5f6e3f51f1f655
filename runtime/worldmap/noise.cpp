#include "worldmap/noise.h"

#include "map/level_random.h"

#include <cmath>

namespace incursion::worldmap {

uint64_t latticeHash(uint64_t seed, int64_t x, int64_t y)
{
    return map::mixSeed(map::mixSeed(seed ^ uint64_t(x) * 0x9E3779B97F4A7C15ull) ^ uint64_t(y) * 0xC2B2AE3D27D4EB4Full);
}

namespace {

double latticeValue(uint64_t seed, int64_t x, int64_t y)
{
    return double(latticeHash(seed, x, y) >> 11) * 0x1.0p-53;
}

double smooth(double t)
{
    return t * t * (3 - 2 * t);
}

} // namespace

double valueNoise(uint64_t seed, double x, double y)
{
    const double fx = std::floor(x);
    const double fy = std::floor(y);
    const auto ix = int64_t(fx);
    const auto iy = int64_t(fy);
    const double tx = smooth(x - fx);
    const double ty = smooth(y - fy);
    const double top = latticeValue(seed, ix, iy) * (1 - tx) + latticeValue(seed, ix + 1, iy) * tx;
    const double bottom = latticeValue(seed, ix, iy + 1) * (1 - tx) + latticeValue(seed, ix + 1, iy + 1) * tx;
    return top * (1 - ty) + bottom * ty;
}

double fractalNoise(uint64_t seed, double x, double y, double scale, int octaves)
{
    double sum = 0;
    double weight = 1;
    double total = 0;
    for (int octave = 0; octave < octaves; ++octave) {
        sum += weight * valueNoise(seed + uint64_t(octave) * 0x51ED27ull, x / scale, y / scale);
        total += weight;
        weight *= 0.5;
        scale *= 0.5;
    }
    return sum / total;
}

} // namespace incursion::worldmap
