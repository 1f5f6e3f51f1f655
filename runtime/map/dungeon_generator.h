// The dungeon generator of issue 5 (docs/design/maps.md): a level of a
// module's Dungeon at a depth, deterministic per seed, by the original's
// grid-of-panels method — fill, streamers, the dungeon's special vaults, one
// room per panel, corridors between neighbouring panels — followed by our
// connectivity repair (every open cell reachable on foot), door checks,
// stairs and light.
//
//   GeneratedLevel level = generateLevel(manager, LevelRequest{dungeonId, 3, seed});
//   std::cout << level.map.dumpAscii();
//
// Bad module data (a constant naming no terrain, a Grid character without a
// meaning, a vault larger than the level ...) is a GenerationError whose
// message names the resource and its declaration, never a crash.
//
// Stages and their draws from the level's LevelRandom, in this order:
//  1. streamers: the count rolls; per streamer its start x, y, the reuse roll
//     (after the first), the weighted region picks, width, direction (x, y),
//     the two axis rates and the per-step rolls;
//  2. specials (rolled per dungeon by rollSpecialLevels, not from this
//     generator) on this depth, in `Specials` order: per grid, panel origin
//     and offset (up to 100 tries), then drawVault's two flips; a region
//     without a grid is a room in a random free panel;
//  3. a random free panel for each region special without a grid (then its
//     room), then the other panels row by row: shape pick, region pick, the
//     shape's own draws (room_shapes.cpp, in the order written there), the
//     light roll, torch rolls;
//  4. panel corridors, per panel in row order, west then north: the corridor
//     region pick, then the walk's turn rolls;
//  5. connectivity repair and door checks (no draws);
//  6. stairs up, then down (count roll, then cell picks), then feature specials.
#pragma once

#include "map/dungeon_settings.h"
#include "map/generation_error.h"
#include "map/map.h"
#include "map/vault_placement.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::map {

// A vault region whose fate on a level the generator reports (the
// placement preview, its statistics, "Play from here"). Forced, the level
// takes it whatever its Specials roll or the panels' room picks say; the
// rules (sizes, depths, free room) still hold.
struct VaultWatch {
    ResourceId region = 0;
    bool force = false;
};

// Why a watched vault is, or is not, on a level.
enum class VaultFate : uint8_t {
    Placed,
    NotListed,          // neither a Specials entry nor a room weight of the dungeon names it
    ChanceFailed,       // its Specials entry's chance roll failed for this seed
    OtherDepth,         // its Specials entry rolled another depth for this seed
    RegionTooDeep,      // its Depth is above the level's challenge rating
    BelowMinVaultDepth, // RF_VAULT, and the level's challenge rating is below MIN_VAULT_DEPTH
    TooBigForPanel,     // a room vault larger than a panel less 2 cells each side
    TooBigForLevel,     // a special larger than the level (the level cannot be made)
    NotChosen,          // a room vault the panels' room picks passed over
    NoFreePlace,        // no free panel, or no free place where it fits
};
// "placed", "no free place on the level" ...
std::string_view vaultFateText(VaultFate fate);

struct VaultOutcome {
    VaultFate fate = VaultFate::NotListed;
    int vault = -1;             // its index in GeneratedLevel::vaults when placed
    std::string detail;         // "rolled depth 3", "panel 0,2" ...
};

struct LevelRequest {
    ResourceId dungeon = 0;
    int depth = 1;              // 1 is the first level
    uint64_t seed = 1;          // the game's seed
};

struct GeneratedLevel {
    Map map;
    std::vector<VaultPlacement> vaults;
    std::optional<int32_t> start;           // the cell of a TILE_START tile
    std::vector<int32_t> stairsUp;          // row-major cells
    std::vector<int32_t> stairsDown;
    std::vector<ResourceId> specials;       // the Specials drawn on this level
    std::vector<std::string> warnings;      // what was left out, and why
    std::optional<VaultOutcome> watched;    // the request's watched vault
};

// A level of `request.dungeon` at `request.depth`; GenerationError for bad
// module data or a depth outside 1..DUN_DEPTH.
GeneratedLevel generateLevel(const module::ResourceManager& manager, const LevelRequest& request);
// The same level (the same draws while `watch` is not forced), reporting the
// watched vault's fate in GeneratedLevel::watched.
GeneratedLevel generateLevel(const module::ResourceManager& manager, const LevelRequest& request,
                             const VaultWatch& watch);

// The depth each entry of a dungeon's `Specials` goes to, in their order; 0
// when its chance roll failed. Rolled once per (seed, dungeon).
std::vector<int> rollSpecialLevels(const module::ResourceManager& manager, ResourceId dungeon, uint64_t seed);

// One room of `region` drawn with `shape` in a single panel-sized map (the
// dungeon's PANEL_SIZEX × PANEL_SIZEY): what previews and the golden tests
// show. A Vault shape draws the region's Grid in the middle.
struct RoomRequest {
    ResourceId dungeon = 0;
    ResourceId region = 0;
    RoomShape shape = RoomShape::Rectangle;
    uint64_t seed = 1;
};
GeneratedLevel generateRoom(const module::ResourceManager& manager, const RoomRequest& request);

// The Dungeon named `name` (case-insensitive), or the first Dungeon of the
// modules for an empty name; nullopt if there is none.
std::optional<ResourceId> findDungeon(const module::ResourceManager& manager, std::string_view name = {});

} // namespace incursion::map
