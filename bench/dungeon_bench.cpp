// Times the dungeon generator (runtime/map/dungeon_generator.h): whole
// levels of a standard dungeon — 128x128, 4x4 panels of 32, every constant at
// the original's default — generated from consecutive seeds at depths 1-10.
// The module is built in (every room shape, corridors, a river, a rock vein
// and a 23x23 grid vault) unless a compiled module is given, whose first
// Dungeon (or DUNGEON) is timed instead.
//
// Prints one line per dungeon:
//   name levels median_ms p90_ms max_ms
// wall-clock milliseconds per level (after a warm-up level).
//
//   dungeon_bench [LEVELS [MODULE.mod [DUNGEON]]]     (default 200 levels)
#include "map/dungeon_generator.h"
#include "module/resource_manager.h"
#include "script/build.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace incursion;

namespace {

const char* const kStandardModule =
    "#define TF_SOLID 1\n#define TF_OPAQUE 2\n#define TF_WATER 7\n#define TF_TORCH 10\n#define TF_WALL 20\n"
    "#define RF_CORRIDOR 1\n#define RF_ROOM 4\n#define RF_NOGEN 15\n#define RF_ROCKTYPE 17\n#define RF_RIVER 19\n"
    "#define RF_STAPLE 24\n#define RM_LIFECAVE 17\n#define RM_RCAVERN 18\n#define RM_SHAPED 20\n"
    "#define DUN_DEPTH 44\n"
    R"(
Module "Dungeon Bench"; Slot 0;
Terrain "solid rock" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "indestructable rock" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "wall torch" { Flags: TF_SOLID, TF_OPAQUE, TF_TORCH, TF_WALL; }
Terrain "pillar" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "dungeon wall" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "quartz" { Flags: TF_SOLID, TF_OPAQUE, TF_WALL; }
Terrain "floor" { }
Terrain "water" { Flags: TF_WATER; }
Feature "oak door" : 11 { }
Feature "up stairs" : 10 { xval: 1; }
Feature "down stairs" : 10 { xval: 2; }
Region "unworked stone" : RF_NOGEN { }
Region "winding corridor" : RF_CORRIDOR { Walls: $"dungeon wall"; Floor: $"floor"; Flags: RF_STAPLE; }
Region "side passage" : RF_CORRIDOR { Floor: $"floor"; }
Region "underground river" : RF_RIVER { Floor: $"water"; }
Region "quartz vein" : RF_ROCKTYPE { Floor: $"quartz"; }
Region "hall" : RF_ROOM { Walls: $"dungeon wall"; Floor: $"floor"; Door: $"oak door"; }
Region "chamber" : RF_ROOM { Walls: $"dungeon wall"; Floor: $"floor"; }
Region "cave" : RF_ROOM { Walls: $"dungeon wall"; Floor: $"floor"; RoomTypes: RM_LIFECAVE, RM_RCAVERN; }
Region "vault" : RF_ROOM
  { Walls: $"dungeon wall"; Floor: $"floor"; Door: $"oak door"; RoomTypes: RM_SHAPED;
    Grid: {:
      %%%%%%%%%%%%%%%%%%%%%%%
      %.....................%
      %.#########+#########.%
      %.#.1.....1....1.+..#.%
      %.#....1.....1...#..#.%
      %.################1.#.%
      %.#..#3.#.2.....2#..#.%
      %.#..#..+....2...#..#.%
      %.#.3#..#######+##.1#.%
      %.#..#.3##.G.##..#..#.%
      %.#..+..#.....#..#..#.%
      %.#..#..#G.G.G#2.#1.#.%
      %.#..#.3#.5.5.#..#..#.%
      %.#.3#..##.G.##.2#..#.%
      %.#..######+###..#.1#.%
      %.#..+..4.....#.2#..#.%
      %.#..#.4....4.#..#..#.%
      %.#3.##########+##+##.%
      %.#..#.....1.....1..#.%
      %.#..#........1.....#.%
      %.###################.%
      %.....................%
      %%%%%%%%%%%%%%%%%%%%%%%
    :};
  }
Dungeon "Standard" { Constants: * DUN_DEPTH 10; }
)";

struct Timing {
    double median = 0, p90 = 0, max = 0;
};

Timing timeLevels(const module::ResourceManager& manager, module::ResourceId dungeon, int depthLimit, int levels)
{
    using Clock = std::chrono::steady_clock;
    map::generateLevel(manager, map::LevelRequest{dungeon, 1, 0});     // warm-up
    std::vector<double> ms;
    ms.reserve(size_t(levels));
    for (int i = 0; i < levels; ++i) {
        const map::LevelRequest request{dungeon, 1 + i % depthLimit, uint64_t(i + 1)};
        const Clock::time_point start = Clock::now();
        const map::GeneratedLevel level = map::generateLevel(manager, request);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        if (level.stairsUp.empty())
            std::abort();   // keeps the level from being optimised away
    }
    std::sort(ms.begin(), ms.end());
    return Timing{ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back()};
}

void report(const char* name, int levels, const Timing& t)
{
    std::printf("%s %d %.3f %.3f %.3f\n", name, levels, t.median, t.p90, t.max);
}

} // namespace

int main(int argc, char** argv)
{
    const int levels = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
    try {
        if (argc > 2) {
            const std::vector<std::string> paths{argv[2]};
            module::ResourceLoadResult loaded = module::ResourceManager::loadFiles(paths);
            if (!loaded.ok()) {
                for (const std::string& error : loaded.errors)
                    std::fprintf(stderr, "dungeon_bench: %s\n", error.c_str());
                return 1;
            }
            const std::optional<module::ResourceId> dungeon = map::findDungeon(*loaded.manager, argc > 3 ? argv[3] : "");
            if (!dungeon) {
                std::fprintf(stderr, "dungeon_bench: no such Dungeon in %s\n", argv[2]);
                return 1;
            }
            const int depth = map::readDungeonSettings(*loaded.manager, *dungeon).dungeonDepth;
            report("module", levels, timeLevels(*loaded.manager, *dungeon, std::min(depth, 10), levels));
            return 0;
        }
        script::CheckOptions options;
        options.mainFile = "standard.irc";
        const std::string source = kStandardModule;
        options.preprocessor.readFile = [&](const std::string& path) -> std::optional<std::string> {
            return path == "standard.irc" ? std::optional<std::string>(source) : std::nullopt;
        };
        script::BuildResult built = script::buildModule(options);
        if (!built.image) {
            for (const script::Diagnostic& d : built.front.diagnostics->all())
                std::fputs(built.front.diagnostics->formatText(d).c_str(), stderr);
            return 1;
        }
        std::vector<module::ModuleImage> images;
        images.push_back(std::move(*built.image));
        module::ResourceLoadResult loaded = module::ResourceManager::loadImages(std::move(images));
        if (!loaded.ok())
            return 1;
        report("standard", levels, timeLevels(*loaded.manager, *map::findDungeon(*loaded.manager), 10, levels));
    } catch (const map::GenerationError& error) {
        std::fprintf(stderr, "dungeon_bench: %s\n", error.what());
        return 1;
    }
    return 0;
}
