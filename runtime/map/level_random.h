// The random numbers of level generation: one generator per level, seeded
// from (game seed, dungeon, depth), so a level is the same whatever was
// generated before it. std::mt19937's sequence is fixed by the C++ standard;
// the bounded draw is ours (next() % n, as the original's random(n)) because
// std::uniform_int_distribution's algorithm differs between libraries.
//
//   LevelRandom random = LevelRandom::forLevel(seed, dungeonId, depth);
//   int x = random.below(width);          // 0 .. width-1
//   if (random.chance(25)) ...            // 25 %
#pragma once

#include <cstdint>
#include <random>

namespace incursion::map {

class LevelRandom {
public:
    explicit LevelRandom(uint32_t seed) : m_engine(seed) {}

    // The generator of one level.
    static LevelRandom forLevel(uint64_t gameSeed, uint32_t dungeon, int depth);
    // The generator that rolls which levels hold a dungeon's specials: once per
    // dungeon, so the rolls do not depend on the order levels are visited in.
    static LevelRandom forSpecials(uint64_t gameSeed, uint32_t dungeon);

    uint32_t next() { return uint32_t(m_engine()); }
    // 0 .. n-1; 0 for n <= 0.
    int below(int n) { return n <= 0 ? 0 : int(next() % uint32_t(n)); }
    // lo .. hi inclusive (lo when hi < lo).
    int between(int lo, int hi) { return hi <= lo ? lo : lo + below(hi - lo + 1); }
    // True with `percent` % chance.
    bool chance(int percent) { return below(100) < percent; }
    // True one time in `n`.
    bool oneIn(int n) { return below(n) == 0; }
    // A dice roll: count × 1..sides, plus bonus.
    int roll(int count, int sides, int bonus);

private:
    std::mt19937 m_engine;
};

// SplitMix64's mixing step: spreads nearby inputs (seed 1, 2 ...) over the
// whole 64-bit range before they seed the Mersenne Twister.
uint64_t mixSeed(uint64_t value);

} // namespace incursion::map
