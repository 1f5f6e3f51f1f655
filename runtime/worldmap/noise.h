// Value noise indexed on global coordinates, so a world's heightfield and
// the local tiles cut from it agree wherever they meet (no seams at tile
// borders). Lattice values come from hashing (seed, x, y): no tables, the
// same on every machine.
#pragma once

#include <cstdint>

namespace incursion::worldmap {

// The hash of a lattice point, uniform over 0..2^64-1.
uint64_t latticeHash(uint64_t seed, int64_t x, int64_t y);
// In [0, 1): smoothly interpolated lattice values (one per integer point).
double valueNoise(uint64_t seed, double x, double y);
// In [0, 1): `octaves` layers of value noise, each twice the frequency and
// half the weight of the one before; `scale` is the first layer's lattice spacing.
double fractalNoise(uint64_t seed, double x, double y, double scale, int octaves);

} // namespace incursion::worldmap
