// Times the world bitmaps (runtime/worldmap) against libpng in the same run:
//
//   libpng_decode_ms   libpng alone reading the 4096x4096 world PNG into rows
//                      (png_read_image, 8-bit RGB): the floor any loader pays
//   load_check_ms      ours: readWorldPng + a full WorldChecker::checkAll
//   load_ms, check_ms  the two parts
//   bytes_per_cell     heap in use while the checker is alive, beyond the
//                      loaded image (3 bytes a cell), per cell (mallinfo2)
//   tile_ms_median, tile_ms_worst   a 64x64 local tile, over land cells
//   new_1024_ms        generateWorld at 1024x1024 plus writing its PNG
//
// Each timing is the median of RUNS runs (wall clock); the 4096 world is the
// 1024 world of seed 1 repeated 4x4 (generated, so it compresses and checks
// like a real one).
//
//   worldmap_bench DIR [RUNS]       (DIR: where the PNGs are written; default 5 runs)
#include "worldmap/local_tile.h"
#include "worldmap/scourge_fields.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"

#include <malloc.h>
#include <png.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace incursion::worldmap;

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

size_t heapInUse()
{
    const struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

// libpng on its own: what a program reading the PNG with nothing else to do pays.
double libpngDecode(const std::string& path)
{
    const Clock::time_point start = Clock::now();
    std::FILE* file = std::fopen(path.c_str(), "rb");
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        std::fprintf(stderr, "worldmap_bench: libpng failed on %s\n", path.c_str());
        std::exit(1);
    }
    png_init_io(png, file);
    png_read_info(png, info);
    const png_uint_32 width = png_get_image_width(png, info);
    const png_uint_32 height = png_get_image_height(png, info);
    std::vector<png_byte> pixels(size_t(width) * height * 3);
    std::vector<png_bytep> rows(height);
    for (png_uint_32 y = 0; y < height; ++y)
        rows[y] = pixels.data() + size_t(y) * width * 3;
    png_read_image(png, rows.data());
    png_read_end(png, nullptr);
    png_destroy_read_struct(&png, &info, nullptr);
    std::fclose(file);
    return msSince(start);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: worldmap_bench DIR [RUNS]\n");
        return 2;
    }
    const std::string dir = argv[1];
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    const Schema schema = *builtinSchema("scourge");

    // new at 1024x1024.
    std::vector<double> newTimes;
    for (int run = 0; run < runs; ++run) {
        const Clock::time_point start = Clock::now();
        const WorldGrid world = generateWorld(schema, WorldRequest{1024, 1024, 1});
        if (!writeWorldPng(dir + "/world1024.png", world).empty())
            return 1;
        newTimes.push_back(msSince(start));
    }
    const WorldGrid small = *readWorldPng(dir + "/world1024.png").grid;

    // The 4096 world.
    WorldGrid large(4096, 4096);
    for (int y = 0; y < 4096; ++y)
        for (int x = 0; x < 4096; ++x)
            for (int c = 0; c < 3; ++c)
                large.setByte(x, y, Channel(c), small.byte(x % 1024, y % 1024, Channel(c)));
    const std::string largePath = dir + "/world4096.png";
    if (const std::string error = writeWorldPng(largePath, large); !error.empty()) {
        std::fprintf(stderr, "worldmap_bench: %s\n", error.c_str());
        return 1;
    }

    std::vector<double> libpngTimes;
    std::vector<double> loadTimes;
    std::vector<double> checkTimes;
    std::vector<double> totalTimes;
    double bytesPerCell = 0;
    size_t problems = 0;
    for (int run = 0; run < runs; ++run) {
        libpngTimes.push_back(libpngDecode(largePath));
        const Clock::time_point start = Clock::now();
        WorldReadResult read = readWorldPng(largePath);
        const double loaded = msSince(start);
        const size_t afterLoad = heapInUse();
        WorldChecker checker(schema, *read.grid);
        checker.checkAll();
        const double total = msSince(start);
        bytesPerCell = double(heapInUse() - afterLoad) / double(read.grid->cellCount());
        problems = checker.problemCount();
        loadTimes.push_back(loaded);
        checkTimes.push_back(total - loaded);
        totalTimes.push_back(total);
    }

    // Local tiles over the land cells of the 1024 world (every 37th cell).
    const ScourgeFields fields(schema);
    std::vector<double> tileTimes;
    for (size_t i = 0; i < small.cellCount(); i += 37) {
        const int x = int(i % 1024);
        const int y = int(i / 1024);
        if (fields.isSea(small, x, y))
            continue;
        const Clock::time_point start = Clock::now();
        const LocalTile tile = generateLocalTile(schema, small, TileRequest{x, y, 1, 64});
        tileTimes.push_back(msSince(start));
        if (tile.cells.empty())
            return 1;
    }

    std::printf("libpng_decode_ms %.1f\n", median(libpngTimes));
    std::printf("load_ms %.1f\n", median(loadTimes));
    std::printf("check_ms %.1f\n", median(checkTimes));
    std::printf("load_check_ms %.1f\n", median(totalTimes));
    std::printf("problems %zu\n", problems);
    std::printf("bytes_per_cell %.2f\n", bytesPerCell);
    std::printf("tiles %zu\n", tileTimes.size());
    std::printf("tile_ms_median %.3f\n", median(tileTimes));
    std::printf("tile_ms_worst %.3f\n", *std::max_element(tileTimes.begin(), tileTimes.end()));
    std::printf("new_1024_ms %.1f\n", median(newTimes));
    return 0;
}
