// Times our field of view (runtime/map/field_of_view.h) against libtcod's
// FOV_SHADOW and FOV_SYMMETRIC_SHADOWCAST on the perf anchors' maps
// (shared/reference/perf-anchors/c/fov_bench.cpp): a 200x200 map with 35%
// random walls (or WALL_PERCENT) and 1,000 open viewpoints from the same
// splitmix64 seed, so the map and the positions are the anchors' own.
// Radius 12 and unlimited; light_walls on for libtcod (our walls bounding
// visible floor are always in view). Ours runs twice: clearing only the cells
// the previous call touched, and clearing the whole map per call as libtcod does.
//
// The four rows of a radius take turns batch by batch, so they see the same
// machine load. Prints one line per row:
//   name radius cpu_us_per_fov mean_cells_in_view
// the median CPU time of RUNS batches of 1,000 FOVs (after a warm-up batch),
// then, per radius, how many cells ours and libtcod's symmetric variant
// disagree on over the 1,000 positions (libtcod rounds with floats and cuts
// the radius with dx² + dy² < r², ours is exact and uses <=).
//
//   fov_bench [RUNS [WALL_PERCENT]]     (defaults 5 and 35; the anchors also ran 5%)
#include "map/field_of_view.h"

#include <libtcod/fov.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <vector>

using namespace incursion::map;

namespace {

constexpr int kSize = 200;
constexpr int kPositions = 1000;

uint64_t rngState = 0x9E3779B97F4A7C15ull; // the anchors' fixed seed

uint32_t splitmix64()
{
    uint64_t z = (rngState += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return uint32_t((z ^ (z >> 31)) >> 32);
}

double cpuSeconds()
{
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

struct Row {
    const char* name;
    std::function<long()> batch; // 1,000 FOVs; returns the cells in view, summed
    std::vector<double> seconds;
    long cellsInView = 0;
};

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const int wallPercent = argc > 2 ? std::atoi(argv[2]) : 35;

    // The anchors' map and positions, drawn in the anchors' order.
    std::vector<uint8_t> opacity(size_t(kSize) * kSize);
    TCOD_Map* tcodMap = TCOD_map_new(kSize, kSize);
    for (int i = 0; i < kSize * kSize; ++i) {
        opacity[size_t(i)] = int(splitmix64() % 100) < wallPercent;
        TCOD_map_set_properties(tcodMap, i % kSize, i / kSize, !opacity[size_t(i)], !opacity[size_t(i)]);
    }
    std::vector<int> xs, ys;
    while (int(xs.size()) < kPositions) {
        const int x = int(splitmix64() % kSize), y = int(splitmix64() % kSize);
        if (!opacity[size_t(y * kSize + x)]) {
            xs.push_back(x);
            ys.push_back(y);
        }
    }

    const OpacityGrid grid(opacity, kSize, kSize);
    VisibilityMap visibility;
    FieldOfViewScratch scratch;

    for (int radius : {12, 0}) {
        auto ours = [&](ClearMode mode) {
            return [&, mode] {
                long cells = 0;
                FieldOfViewRequest request;
                request.radius = radius;
                request.clear = mode;
                for (int k = 0; k < kPositions; ++k) {
                    request.x = xs[size_t(k)];
                    request.y = ys[size_t(k)];
                    computeFieldOfView(grid, request, visibility, scratch);
                    cells += long(visibility.cellsInView().size());
                }
                return cells;
            };
        };
        auto libtcod = [&](TCOD_fov_algorithm_t algorithm) {
            return [&, algorithm] {
                long cells = 0;
                for (int k = 0; k < kPositions; ++k) {
                    TCOD_map_compute_fov(tcodMap, xs[size_t(k)], ys[size_t(k)], radius, true, algorithm);
                    cells += TCOD_map_is_in_fov(tcodMap, xs[size_t(k)], ys[size_t(k)]); // keeps the call
                }
                return cells;
            };
        };
        std::vector<Row> rows = {
            {"ours_touched_clear", ours(ClearMode::TouchedCells), {}, 0},
            {"ours_whole_map_clear", ours(ClearMode::WholeMap), {}, 0},
            {"libtcod_SHADOW", libtcod(FOV_SHADOW), {}, 0},
            {"libtcod_SYMMETRIC_SHADOWCAST", libtcod(FOV_SYMMETRIC_SHADOWCAST), {}, 0},
        };
        for (Row& row : rows)
            row.batch(); // warm-up
        long sink = 0;
        for (int run = 0; run < runs; ++run) {
            for (Row& row : rows) {
                const double start = cpuSeconds();
                sink += row.batch();
                row.seconds.push_back(cpuSeconds() - start);
            }
        }

        // Cells in view (mean over the positions) and the disagreement with
        // libtcod's symmetric variant, outside the timed batches.
        long ourCells = 0, shadowCells = 0, symmetricCells = 0, differing = 0;
        for (int k = 0; k < kPositions; ++k) {
            FieldOfViewRequest request;
            request.x = xs[size_t(k)];
            request.y = ys[size_t(k)];
            request.radius = radius;
            computeFieldOfView(grid, request, visibility, scratch);
            ourCells += long(visibility.cellsInView().size());
            TCOD_map_compute_fov(tcodMap, request.x, request.y, radius, true, FOV_SHADOW);
            for (int i = 0; i < kSize * kSize; ++i)
                shadowCells += TCOD_map_is_in_fov(tcodMap, i % kSize, i / kSize);
            TCOD_map_compute_fov(tcodMap, request.x, request.y, radius, true, FOV_SYMMETRIC_SHADOWCAST);
            for (int i = 0; i < kSize * kSize; ++i) {
                const bool theirs = TCOD_map_is_in_fov(tcodMap, i % kSize, i / kSize);
                symmetricCells += theirs;
                differing += theirs != visibility.inView(i % kSize, i / kSize);
            }
        }
        rows[0].cellsInView = rows[1].cellsInView = ourCells;
        rows[2].cellsInView = shadowCells;
        rows[3].cellsInView = symmetricCells;
        for (const Row& row : rows)
            std::printf("%s %d %.2f %.1f\n", row.name, radius, median(row.seconds) / kPositions * 1e6,
                        double(row.cellsInView) / kPositions);
        std::printf("differing_from_libtcod_symmetric %d %.2f %ld\n", radius, double(differing) / kPositions,
                    sink % 2); // sink: the batches' work is used
    }
    TCOD_map_delete(tcodMap);
    return 0;
}
