// A playtest on a world (runtime/worldmap): the world's cells, how the
// module draws their local tiles, where the player is on the world, the
// tiles entered (in the order first entered) and the levels kept for each
// visited cell: its local tile and the levels of the dungeon under it.
// The game owns one when it was started on a world cell (GameOptions::world)
// and saves it as a blob of its own ("world"), so a saved world playtest
// carries the world with it and goes on the same way even if the files on
// disk change.
#pragma once

#include "module/binary_io.h"
#include "module/resource_manager.h"
#include "world/handle.h"
#include "worldmap/schema.h"
#include "worldmap/terrain_binding.h"
#include "worldmap/travel.h"
#include "worldmap/world_grid.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace incursion::game {

using WorldCell = std::array<int, 2>;

// How a game starts on a world: the world PNG, the cell, and how its
// local tiles are drawn.
struct WorldStart {
    std::string worldPath;          // WORLD.png
    WorldCell cell{};
    std::string bindingPath;        // empty: WORLD.binding.json beside the world
    std::string schema = "scourge"; // a built-in name or a schema file
    int tileSize = 64;              // a local tile's side, 24..256
};

// "12,30"
std::string cellText(WorldCell cell);

// The terrain binding a world uses when its start names none: WORLD.binding.json beside WORLD.png.
std::string bindingBeside(const std::string& worldPath);

// Why the player cannot walk onto `cell` ("the world ends there", "open
// sea", "impassable mountains"), or nullopt when it can.
std::optional<std::string> cellBlocked(const worldmap::Schema& schema, const worldmap::WorldGrid& world, WorldCell cell);
// Where to play a world from when no cell is chosen: its first dungeon site
// (row by row) that can be walked onto, else its first cell that can.
std::optional<WorldCell> firstPlayableCell(const worldmap::Schema& schema, const worldmap::WorldGrid& world);

// A ride a cell offers: by horse, ship or airship to another cell with the
// same service, and the hours the journey takes (worldmap::travelOptions).
struct TravelChoice {
    worldmap::TravelMode mode = worldmap::TravelMode::Horse;
    WorldCell to{};
    double hours = 0;

    friend bool operator==(const TravelChoice&, const TravelChoice&) = default;
};

class WorldTravelState {
public:
    // Reads the world, its schema and its binding (bound to `modules`),
    // checking the start cell is on land the player can stand on. The
    // error names the file, or the cell and why.
    static std::variant<std::unique_ptr<WorldTravelState>, std::string> open(const WorldStart& start,
                                                                            const module::ResourceManager& modules);

    const worldmap::Schema& schema() const { return schema_; }
    const worldmap::WorldGrid& grid() const { return grid_; }
    const worldmap::TerrainBinding& binding() const { return binding_; }
    int tileSize() const { return tileSize_; }

    WorldCell cell() const { return cell_; }
    const std::vector<WorldCell>& visited() const { return visited_; }
    bool wasVisited(WorldCell cell) const;
    // "12,30 13,30 ..." in the order first entered.
    std::string visitedText() const;
    // The game turn the player last entered a tile (the explore bot's time on it).
    uint64_t enteredTurn() const { return enteredTurn_; }
    // The turn the player last entered `cell`'s tile, nullopt if never.
    std::optional<uint64_t> lastEntered(WorldCell cell) const;

    std::optional<std::string> blockedReason(WorldCell cell) const { return cellBlocked(schema_, grid_, cell); }
    // The dungeon levels under a cell (its `levels` field; 0 without a dungeon).
    int dungeonLevels(WorldCell cell) const;
    // The Dungeon the cell's entrance leads into, as the binding's "dungeons"
    // names it for the cell's `underground` kind; nullopt: the game's own.
    std::optional<module::ResourceId> dungeonOf(WorldCell cell) const;
    // The cell's outdoor terrain as a Monster's or Encounter's `Terrain:`
    // bits (rules::TT_*): surface, mountain, hills or plains by elevation,
    // forest or jungle, desert, arctic, tropical by climate, urban for a
    // village or town, coastal beside the sea.
    int32_t terrainBits(WorldCell cell) const;
    // Which travel services the cell has.
    bool hasHarbor(WorldCell cell) const;
    bool hasStables(WorldCell cell) const;
    bool hasAirport(WorldCell cell) const;
    // The rides from `cell`: for each service it has (horse, ship, airship in
    // that order), the kTravelChoicesPerMode nearest cells with the same
    // service that the journey reaches, quickest first. Worked out once a cell.
    static constexpr size_t kTravelChoicesPerMode = 8;
    const std::vector<TravelChoice>& travelChoices(WorldCell cell) const;
    // The seed a cell's dungeon levels are made with: the game's seed mixed
    // with the cell, so every dungeon site has levels of its own.
    uint64_t dungeonSeed(uint64_t gameSeed) const;

    // The level of a cell's local tile, kNoObject while it was never made.
    world::Handle tileLevel(WorldCell cell) const;
    void setTileLevel(WorldCell cell, world::Handle level) { tiles_[key(cell)] = level; }
    // The dungeon levels kept for a cell (by depth - 1); the game holds the
    // current cell's while the player is there and hands them back here.
    std::vector<world::Handle> takeDungeonLevels(WorldCell cell);
    void keepDungeonLevels(WorldCell cell, std::vector<world::Handle> levels) { dungeons_[key(cell)] = std::move(levels); }
    // Every level handle kept here (the current cell's dungeon excepted).
    std::vector<world::Handle> keptLevels() const;

    // The player is on `cell`'s tile from game turn `turn` on.
    void enter(WorldCell cell, uint64_t turn);

    void save(module::ByteWriter& out) const;
    // The blob save() wrote; failures (ByteReader::fail) name what is wrong.
    static std::unique_ptr<WorldTravelState> load(module::ByteReader& in, const module::ResourceManager& modules);

private:
    WorldTravelState() = default;
    int64_t key(WorldCell cell) const { return int64_t(cell[1]) * grid_.width() + cell[0]; }

    std::string schemaName_;
    worldmap::Schema schema_;
    worldmap::WorldGrid grid_{1, 1};
    std::string bindingFile_;       // its name, for errors
    std::string bindingJson_;       // the text, saved with the game
    worldmap::TerrainBinding binding_;
    int tileSize_ = 64;
    WorldCell cell_{};
    uint64_t enteredTurn_ = 0;
    std::vector<WorldCell> visited_;
    std::map<int64_t, uint64_t> lastEntered_;
    std::map<int64_t, world::Handle> tiles_;
    std::map<int64_t, std::vector<world::Handle>> dungeons_;
    mutable std::map<int64_t, std::vector<TravelChoice>> travelChoices_;
};

} // namespace incursion::game
