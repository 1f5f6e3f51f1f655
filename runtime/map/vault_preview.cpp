#include "map/vault_preview.h"

#include "module/resource_views.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>

namespace incursion::map {

using module::ResourceKind;
using module::ResourceManager;

namespace {

// The lowest and highest depth a Specials entry's `at level` dice can roll.
std::pair<int, int> rollRange(const module::Dice& dice)
{
    const int count = std::max(0, int(dice.number));
    return {count + dice.bonus, count * std::max(1, int(dice.sides)) + dice.bonus};
}

std::string regionGrid(const ResourceManager& manager, ResourceId region, int* width, int* height)
{
    const std::optional<module::RegionView> view = module::view<module::RegionView>(manager, region);
    if (!view)
        throw GenerationError(describeResource(manager, region) + " is no Region");
    const std::optional<module::Grid> grid = view->grid();
    if (!grid)
        throw GenerationError(describeResource(manager, region) + " has no Grid: it is no vault");
    *width = grid->width;
    *height = grid->height;
    return std::string(displayName(view->name()));
}

PreviewLevel makeLevel(const ResourceManager& manager, const VaultTarget& target, uint64_t seed, int depth, bool force)
{
    PreviewLevel out;
    out.seed = seed;
    out.depth = depth;
    try {
        GeneratedLevel level = generateLevel(manager, LevelRequest{target.dungeon, depth, seed},
                                             VaultWatch{target.region, force});
        out.outcome = level.watched.value_or(VaultOutcome{});
        if (out.outcome.vault >= 0)
            out.placement = std::move(level.vaults[size_t(out.outcome.vault)]);
        out.start = level.start;
        out.map = std::move(level.map);
    } catch (const GenerationError& error) {
        // A special too large for the level stops the level being made at all.
        int width = 0, height = 0;
        regionGrid(manager, target.region, &width, &height);
        const bool tooBig = !gridFitsLevel(readDungeonSettings(manager, target.dungeon), width, height);
        out.outcome = VaultOutcome{tooBig ? VaultFate::TooBigForLevel : VaultFate::NoFreePlace, -1, error.what()};
        out.error = error.what();
    }
    return out;
}

} // namespace

VaultTarget findVaultTarget(const ResourceManager& manager, ResourceId region)
{
    int width = 0, height = 0;
    const std::string name = regionGrid(manager, region, &width, &height);
    VaultTarget target;
    target.region = region;
    const std::vector<ResourceId> dungeons = manager.resources(module::kindBit(ResourceKind::Dungeon));
    if (dungeons.empty())
        throw GenerationError("the modules have no Dungeon to place Region \"" + name + "\" in");
    for (const ResourceId dungeon : dungeons) {
        const DungeonSettings settings = readDungeonSettings(manager, dungeon);
        for (const module::DungeonSpecial& special : module::ResourceView::of(manager, dungeon)->specials()) {
            if (special.resource != region)
                continue;
            const auto [low, high] = rollRange(special.level);
            target.dungeon = dungeon;
            target.listing = VaultListing::Special;
            target.minDepth = std::clamp(low, 1, settings.dungeonDepth);
            target.maxDepth = std::clamp(high, target.minDepth, settings.dungeonDepth);
            target.note = "a Special of " + settings.dungeonName + " at depth "
                          + (target.minDepth == target.maxDepth
                                 ? std::to_string(target.minDepth)
                                 : std::to_string(target.minDepth) + "-" + std::to_string(target.maxDepth))
                          + (special.chance < 100 ? " (chance " + std::to_string(special.chance) + "%)" : "");
            return target;
        }
    }
    for (const ResourceId dungeon : dungeons) {
        const DungeonSettings settings = readDungeonSettings(manager, dungeon);
        const bool listed = std::any_of(settings.roomWeights.begin(), settings.roomWeights.end(),
                                        [region](const auto& entry) { return entry.value == region && entry.weight > 0; });
        if (!listed)
            continue;
        target.dungeon = dungeon;
        target.listing = VaultListing::RoomWeight;
        target.minDepth = 1;
        target.maxDepth = settings.dungeonDepth;
        target.note = "a room of " + settings.dungeonName + " (ROOM_WEIGHTS), depths 1-"
                      + std::to_string(settings.dungeonDepth);
        return target;
    }
    const DungeonSettings settings = readDungeonSettings(manager, dungeons.front());
    target.dungeon = dungeons.front();
    target.minDepth = 1;
    target.maxDepth = settings.dungeonDepth;
    target.note = "listed by no Dungeon: shown as a Special of " + settings.dungeonName + " would be, depths 1-"
                  + std::to_string(settings.dungeonDepth);
    return target;
}

int previewDepth(const VaultTarget& target, int index)
{
    return target.minDepth + index % (target.maxDepth - target.minDepth + 1);
}

PreviewLevel previewLevel(const ResourceManager& manager, const VaultTarget& target, uint64_t seed, int depth)
{
    return makeLevel(manager, target, seed, depth, true);
}

std::vector<PreviewLevel> previewVault(const ResourceManager& manager, const VaultTarget& target, uint64_t firstSeed,
                                       int count, const std::atomic<bool>* cancel)
{
    std::vector<PreviewLevel> levels;
    for (int i = 0; i < count && !(cancel && cancel->load()); ++i)
        levels.push_back(makeLevel(manager, target, firstSeed + uint64_t(i), previewDepth(target, i), true));
    return levels;
}

VaultStatistics vaultStatistics(const ResourceManager& manager, const VaultTarget& target, uint64_t firstSeed,
                                int count, const std::atomic<bool>* cancel, const std::function<void(int)>& progress)
{
    // What is kept of a level: its fate, not its map.
    struct Result {
        bool made = false;
        int depth = 0;
        VaultFate fate = VaultFate::NotListed;
        std::string error;
    };
    std::vector<Result> results(size_t(std::max(0, count)));
    std::atomic<int> next{0}, done{0};
    std::atomic<bool> stopped{false};
    std::mutex failureMutex;
    std::exception_ptr failure;
    // Levels are independent, so they are made on a few threads; the counts
    // are added up in level order afterwards and do not depend on them.
    auto work = [&](bool reports) {
        try {
            for (int i = next++; i < count; i = next++) {
                if (cancel && cancel->load()) {
                    stopped = true;
                    return;
                }
                const PreviewLevel level = makeLevel(manager, target, firstSeed + uint64_t(i), previewDepth(target, i),
                                                     false);
                results[size_t(i)] = Result{true, level.depth, level.outcome.fate, level.error};
                ++done;
                if (reports && progress)
                    progress(done.load());
            }
        } catch (...) {
            const std::lock_guard lock(failureMutex);
            failure = std::current_exception();
            next = count;
        }
    };
    const unsigned helpers = std::clamp(std::thread::hardware_concurrency(), 1u, 4u) - 1;
    {
        std::vector<std::jthread> threads;
        for (unsigned n = 0; n < helpers && int(n + 1) < count; ++n)
            threads.emplace_back(work, false);
        work(true);     // the calling thread works too, and tells the progress
    }
    if (failure)
        std::rethrow_exception(failure);

    VaultStatistics stats;
    stats.cancelled = stopped;
    for (int i = 0; i < count; ++i) {
        const Result& level = results[size_t(i)];
        if (!level.made)
            continue;
        ++stats.levels;
        VaultStatistics::Depth& depth = stats.byDepth[level.depth];
        ++depth.levels;
        if (level.fate == VaultFate::Placed) {
            ++stats.placed;
            ++depth.placed;
        } else {
            ++stats.failed;
            ++stats.failures[level.fate];
        }
        if (!level.error.empty() && stats.firstError.empty())
            stats.firstError = "seed " + std::to_string(firstSeed + uint64_t(i)) + ", depth "
                               + std::to_string(level.depth) + ": " + level.error;
    }
    if (progress)
        progress(stats.levels);
    return stats;
}

} // namespace incursion::map
