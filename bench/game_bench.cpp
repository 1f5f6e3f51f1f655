// Headless game speed and memory (bench/game.sh): game ticks per second (the
// original's "turns": its Turn counter counts ticks) with the player resting
// and 0, 100 or 1,000 awake hostile monsters on the level, and the heap the
// game state takes with ten levels generated.
//
//   game_bench MODULE.mod DUNGEON [TICKS]
//
// prints one line per scenario: `name ticks seconds ticks_per_s monster_turns_per_s`
// and `memory levels heap_bytes rss_bytes save_bytes`.
#include "game/game.h"
#include "module/module_file.h"
#include "module/resource_views.h"

#include <malloc.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace incursion;

namespace {

size_t heapInUse()
{
    return mallinfo2().uordblks;
}

size_t residentBytes()
{
    std::ifstream statm("/proc/self/statm");
    size_t pages = 0, resident = 0;
    statm >> pages >> resident;
    return resident * 4096;
}

std::unique_ptr<game::Game> startGame(const std::string& modulePath, const std::string& dungeon)
{
    module::ModuleReadResult read = module::readModuleFile(modulePath);
    if (!read.ok()) {
        std::fprintf(stderr, "game_bench: %s\n", read.error->describe().c_str());
        std::exit(1);
    }
    std::vector<module::ModuleImage> images{std::move(*read.image)};
    game::GameOptions options;
    options.seed = 42;
    options.dungeon = dungeon;
    game::GameStart started = game::Game::start(std::move(images), options);
    if (!started.game) {
        for (const std::string& error : started.errors)
            std::fprintf(stderr, "game_bench: %s\n", error.c_str());
        std::exit(1);
    }
    return std::move(started.game);
}

// Fills the level up to `monsters` hostile monsters on random free floor.
void addMonsters(game::Game& g, size_t monsters)
{
    std::vector<module::ResourceId> kinds;
    for (module::ResourceId id : g.resources().resources(module::kindBit(module::ResourceKind::Monster)))
        kinds.push_back(id);
    const map::Map& m = g.level().map();
    size_t tries = 0;
    while (g.creaturesOnLevel().size() < monsters + 1 && ++tries < 1'000'000) {
        const int x = g.randomBelow(m.width());
        const int y = g.randomBelow(m.height());
        const world::Handle h = g.spawnMonster(kinds[size_t(g.randomBelow(int32_t(kinds.size())))], x, y);
        if (h)
            g.creature(h)->attitude = game::Attitude::Hostile;
    }
    // Trim to the exact count (the level's own population may exceed it).
    for (world::Handle h : g.creaturesOnLevel()) {
        if (g.creaturesOnLevel().size() <= monsters + 1)
            break;
        if (h != g.player().handle())
            g.removeCreature(*g.creature(h), world::kNoObject, "");
    }
}

void scenario(const char* name, const std::string& module, const std::string& dungeon, size_t monsters, uint64_t ticks)
{
    std::unique_ptr<game::Game> g = startGame(module, dungeon);
    addMonsters(*g, monsters);
    game::Creature& self = g->player();
    self.maxHp = self.hp = 1'000'000'000;   // the player rests while everything acts
    uint64_t monsterTurns = 0;
    const uint64_t start = g->tick();
    const auto began = std::chrono::steady_clock::now();
    while (g->tick() - start < ticks) {
        const uint64_t before = g->tick();
        if (g->advance() != game::GameStatus::PlayerToAct)
            break;
        (void)before;
        g->perform(game::PlayerCommand::of(game::CommandKind::Rest));
        if (self.hp < 1'000'000)
            self.hp = 1'000'000'000;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    const uint64_t done = g->tick() - start;
    // Each monster acts about once per standard action at its speed.
    monsterTurns = uint64_t(double(g->creaturesOnLevel().size() - 1) * double(done) / game::kStandardActionCost);
    std::printf("%s %llu %.3f %.0f %.0f\n", name, static_cast<unsigned long long>(done), seconds, double(done) / seconds,
                double(monsterTurns) / seconds);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: game_bench MODULE.mod DUNGEON [TICKS]\n");
        return 2;
    }
    const std::string module = argv[1];
    const std::string dungeon = argv[2];
    const uint64_t ticks = argc > 3 ? std::stoull(argv[3]) : 300'000;

    scenario("rest-0", module, dungeon, 0, ticks);
    scenario("rest-100", module, dungeon, 100, ticks);
    scenario("rest-1000", module, dungeon, 1000, ticks / 10);

    // Memory: the heap the game takes from before loading to ten levels in.
    const size_t heapBefore = heapInUse();
    const size_t rssBefore = residentBytes();
    std::unique_ptr<game::Game> g = startGame(module, dungeon);
    const size_t heapModules = heapInUse();
    for (int depth = 2; depth <= g->levelCount(); ++depth)
        g->goToLevel(depth);
    const size_t heapAfter = heapInUse();
    std::printf("memory %d %zu %zu %zu %zu\n", g->levelCount(), heapAfter - heapModules, heapAfter - heapBefore,
                residentBytes() - rssBefore, g->save().size());
    return 0;
}
