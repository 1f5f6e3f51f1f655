// A vault as the game's dungeon generator places it (issue 14): the
// Dungeon and depths a vault region goes to, a few generated levels that must
// take it (the painter's placement preview, "Play from here"), and the fate
// of the vault over many levels as the game would make them (statistics).
// Everything goes through generateLevel() with a VaultWatch: there is no
// second generator.
//
//   VaultTarget target = findVaultTarget(manager, region);
//   std::vector<PreviewLevel> levels = previewVault(manager, target, 1, 6);
//   VaultStatistics stats = vaultStatistics(manager, target, 1, 1000);
#pragma once

#include "map/dungeon_generator.h"

#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace incursion::map {

// How a dungeon lists a vault region.
enum class VaultListing : uint8_t {
    Special,        // an entry of its Specials: placed on the depth the entry rolls
    RoomWeight,     // a ROOM_WEIGHTS entry: a panel's room pick may draw it (RM_SHAPED)
    None,           // no dungeon lists it: shown as one of the first dungeon's Specials would be
};

struct VaultTarget {
    ResourceId region = 0;
    ResourceId dungeon = 0;
    VaultListing listing = VaultListing::None;
    int minDepth = 1, maxDepth = 1;     // the depths it may go to
    std::string note;                   // where it goes, in a sentence
};

// The first Dungeon listing `region` in its Specials, else in its room
// weights, else the modules' first Dungeon with all its depths (the note says
// so). GenerationError when `region` is no Region with a Grid, or the
// modules have no Dungeon.
VaultTarget findVaultTarget(const module::ResourceManager& manager, ResourceId region);

// One generated level and what became of the vault on it.
struct PreviewLevel {
    uint64_t seed = 0;
    int depth = 1;
    VaultOutcome outcome;
    std::optional<VaultPlacement> placement;    // where and with which flips, its cells
    std::optional<Map> map;                     // the whole level; none when it could not be made
    std::optional<int32_t> start;               // the level's TILE_START cell
    std::string error;                          // why the level could not be made
};

// The depth level `index` of a run goes to: the target's depths in turn.
int previewDepth(const VaultTarget& target, int index);

// The level of `seed` at `depth` that must take the vault (VaultWatch::force),
// as "Play from here" plays it.
PreviewLevel previewLevel(const module::ResourceManager& manager, const VaultTarget& target, uint64_t seed, int depth);

// `count` levels forced to take the vault: seeds firstSeed, firstSeed + 1 ...,
// depths by previewDepth. Stops early (fewer levels) once `cancel` is set.
std::vector<PreviewLevel> previewVault(const module::ResourceManager& manager, const VaultTarget& target,
                                       uint64_t firstSeed, int count, const std::atomic<bool>* cancel = nullptr);

struct VaultStatistics {
    struct Depth {
        int levels = 0;
        int placed = 0;
    };
    int levels = 0;                     // levels looked at: placed + failed
    int placed = 0;
    int failed = 0;                     // not placed (a level that could not be made counts here too)
    std::map<int, Depth> byDepth;
    std::map<VaultFate, int> failures;  // why, with counts (they add up to `failed`)
    std::string firstError;             // the first level that could not be made, if any
    bool cancelled = false;
};

// `count` levels as the game makes them (nothing forced): seeds firstSeed ...,
// depths by previewDepth, made on up to four threads. Deterministic for the
// same inputs. `progress` is told, on the calling thread, how many levels are
// done, last with the total; `cancel` stops between levels.
VaultStatistics vaultStatistics(const module::ResourceManager& manager, const VaultTarget& target, uint64_t firstSeed,
                                int count, const std::atomic<bool>* cancel = nullptr,
                                const std::function<void(int done)>& progress = {});

} // namespace incursion::map
