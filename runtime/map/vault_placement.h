// Prefab vaults: a Region's Grid drawn cell by cell through its Tiles legend
// (facts §4, docs/design/maps.md §5). A legend entry wins over a character's
// built-in meaning; the built-ins are `%` (the region's wall as a cuttable
// skin), `#`, `.`, `0`-`9`, `i`, `I`, `g`, `G`, `c`, `C`, `s`, `+`, `S`.
// Any other character is a GenerationError naming the region, its position,
// the character and its grid row and column.
//
// Every vault cell but the `%` skin is marked kCellVault | kCellNoCut and
// written at vault priority: corridors and the connectivity repair never
// enter it. Monsters and items of the legend are not drawn yet (the map
// model has no objects); their cells get the tile's terrain.
#pragma once

#include "map/dungeon_settings.h"
#include "map/level_canvas.h"
#include "map/level_random.h"

#include <optional>
#include <vector>

namespace incursion::map {

struct VaultCell {
    int32_t cell = 0;           // row-major index
    uint16_t terrain = 0;       // palette index as drawn
    std::optional<Feature> feature;
};

struct VaultPlacement {
    ResourceId region = 0;
    uint16_t regionIndex = kNoRegion;
    Rect bounds;
    bool flippedX = false;
    bool flippedY = false;
    std::vector<VaultCell> cells;   // the protected cells as drawn (not the `%` skin)
};

// Throws GenerationError when `region` has no Grid or a Grid character with no
// meaning (no legend entry, no built-in).
void checkVaultGrid(const module::ResourceManager& manager, ResourceId region);

// Whether a w × h vault fits at (x, y): off the map's edge ring and sharing no
// cell (or neighbour) with a vault or a no-cut cell.
bool vaultFits(const LevelCanvas& canvas, int x, int y, int width, int height);

// Draws `region`'s grid with its top-left corner at (x, y) on a level of
// `depth`: one draw for each flip (horizontal, then vertical; chance 1/2
// each), then the cells. `start` receives the cell of a TILE_START tile, if any.
VaultPlacement drawVault(LevelCanvas& canvas, LevelRandom& random, const DungeonSettings& settings,
                         ResourceId region, int x, int y, int depth, std::optional<int32_t>* start = nullptr);

} // namespace incursion::map
