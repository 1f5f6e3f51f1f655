// Prefab vaults: a Region's Grid drawn cell by cell through its Tiles legend
// (facts §4, docs/design/maps.md §5). A legend entry wins over a character's
// built-in meaning; the built-ins are `%` (the region's wall as a cuttable
// skin), `#`, `.`, `0`-`9`, `i`, `I`, `g`, `G`, `c`, `C`, `s`, `+`, `S`.
// Any other character is a GenerationError naming the region, its position,
// the character and its grid row and column.
//
// Every vault cell but the `%` skin is marked kCellVault | kCellNoCut and
// written at vault priority: corridors and the connectivity repair never
// enter it. The map holds no objects: the monsters and items a vault asks
// for (legend entries and the built-in digits, `i`, `I`, `g`, `G`, `s`) are
// listed as ObjectPlacements for the game to create; their cells get the
// tile's terrain.
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

// A creature or item a vault asks for at one of its cells.
struct ObjectPlacement {
    enum class Kind : uint8_t {
        Monster,        // `resource`, or a random one of CR `level`
        Item,           // `resource`, or a random one of item level `level`
        StapleItem,     // `i`: a staple item (potion, scroll ...)
        DungeonItem,    // `I`: an item as the dungeon gives them
        GoodItem,       // `g`
        GreatItem,      // `G`
        Statue,         // `s`: a statue of a random monster of CR `level`
    };
    Kind kind = Kind::Monster;
    int32_t cell = 0;               // row-major index
    ResourceId resource = 0;        // `with $x`; 0: random
    int32_t level = 0;              // random ones: CR or item level
    module::ResolvedValue of;       // `of $template`, `of $effect`, `of n` (Integer 0 when absent)
    int32_t flags = 0;              // the tile's flags (peaceful, asleep, guarding; blessed, cursed ...)
};

// "monster $\"goblin\" at 12,7 (flags 0x40)", "good item at 3,4" ...
std::string describePlacement(const module::ResourceManager& manager, const ObjectPlacement& placement, int width);

struct VaultPlacement {
    ResourceId region = 0;
    uint16_t regionIndex = kNoRegion;
    Rect bounds;
    bool flippedX = false;
    bool flippedY = false;
    std::vector<VaultCell> cells;   // the protected cells as drawn (not the `%` skin)
    std::vector<ObjectPlacement> objects;
};

// What a grid character means when the legend does not define it
// (MakeLev.cpp:1143-1218).
enum class BuiltInCell : uint8_t {
    None,           // no built-in meaning: the legend must define it
    Skin,           // `%`: the region's wall, cuttable (corridors come in through it)
    Wall,           // `#`: the region's wall
    Floor,          // `.`
    Monster,        // `0`-`9`: floor and a guarding monster of CR depth + 2n
    StapleItem,     // `i`
    DungeonItem,    // `I`
    GoodItem,       // `g`
    GreatItem,      // `G`
    Chest,          // `c`, `C`: floor (chests: not in the original either)
    Door,           // `+`: a door of the region's Door
    Statue,         // `s`
    SecretDoor,     // `S`: a secret, locked door
};
BuiltInCell builtInCell(char c);
std::string_view builtInCellName(BuiltInCell meaning);     // "region wall (cuttable skin)", "floor" ...

// Where the generator can put a grid of `width` × `height` (dungeon_generator.cpp):
// as a random RM_SHAPED room it must fit one panel less 2 cells each side;
// as a Dungeon special it may take several panels but must fit the level.
bool gridFitsPanel(const DungeonSettings& settings, int width, int height);
bool gridFitsLevel(const DungeonSettings& settings, int width, int height);

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
