// Times the vault painter's placement preview (runtime/map/vault_preview.h)
// on The Goblin Warrens' "Warren Mouth": what one paint stroke costs (the
// module rebuilt with the vault's file text changed in memory, its target
// found, six forced levels generated) and 1,000 levels of statistics.
//
// Prints two lines:
//   stroke STROKES median_ms p90_ms max_ms
//   statistics LEVELS total_ms placed
//
//   vault_preview_bench EXAMPLE_MAIN_FILE [STROKES [LEVELS]]    (default 20, 1000)
#include "map/vault_preview.h"
#include "module/resource_views.h"
#include "script/frontend.h"
#include "vault/vault_session.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace incursion;
using Clock = std::chrono::steady_clock;

namespace {

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: vault_preview_bench EXAMPLE_MAIN_FILE [STROKES [LEVELS]]\n");
        return 2;
    }
    const int strokes = argc > 2 ? std::max(1, std::atoi(argv[2])) : 20;
    const int levels = argc > 3 ? std::max(1, std::atoi(argv[3])) : 1000;
    script::CheckOptions options;
    options.mainFile = argv[1];
    options.preprocessor.includeDirs = script::originalSearchDirectories(options.mainFile);
    const vault::VaultModule original = vault::loadVaultModule(options);
    if (!original.manager) {
        std::fprintf(stderr, "%s: the module does not build\n", argv[1]);
        return 1;
    }
    const vault::Vault mouth = vault::findVault(original, "Warren Mouth");
    const std::string text(original.front().sources->text(mouth.file));

    // A stroke: one floor cell of the vault's first open row painted as a wall
    // or back, the buffer rebuilt, six levels forced to take the vault.
    std::vector<double> times;
    int placed = 0;
    for (int stroke = 0; stroke < strokes; ++stroke) {
        vault::VaultContent content = vault::contentOf(mouth);
        content.rows[1][size_t(1 + stroke % 11)] = stroke % 2 ? '.' : '#';
        const std::string edited = vault::rewriteVault(text, mouth, content);
        const Clock::time_point start = Clock::now();
        const vault::VaultModule module = vault::loadVaultModule(options, {{mouth.path, edited}});
        const map::VaultTarget target = map::findVaultTarget(
            *module.manager, *module.manager->find("Warren Mouth", module::kindBit(module::ResourceKind::Region)));
        for (const map::PreviewLevel& level : map::previewVault(*module.manager, target, 1 + uint64_t(stroke), 6))
            placed += level.outcome.fate == map::VaultFate::Placed;
        times.push_back(millisecondsSince(start));
    }
    std::sort(times.begin(), times.end());
    std::printf("stroke %d %.1f %.1f %.1f %d\n", strokes, times[times.size() / 2], times[times.size() * 9 / 10],
                times.back(), placed);

    const map::VaultTarget target = map::findVaultTarget(
        *original.manager, *original.manager->find("Warren Mouth", module::kindBit(module::ResourceKind::Region)));
    const Clock::time_point start = Clock::now();
    const map::VaultStatistics stats = map::vaultStatistics(*original.manager, target, 1, levels);
    std::printf("statistics %d %.0f %d\n", stats.levels, millisecondsSince(start), stats.placed);
    return 0;
}
