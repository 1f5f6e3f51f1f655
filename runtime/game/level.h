// One level of a dungeon in play: the generated map, which cells the player
// has explored, and an index of who stands where. It is the registry's map
// object: creatures and items on the level belong to its handle.
#pragma once

#include "game/level_magic.h"
#include "map/map.h"
#include "module/resource_manager.h"
#include "world/game_object.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

class Level final : public world::GameObject {
public:
    Level() : GameObject(world::ObjectKind::Map) {}
    Level(map::Map map, module::ResourceId dungeon, int32_t depth);

    module::ResourceId dungeon = 0;
    int32_t depth = 1;             // 0: a world's local tile (game_world.cpp)
    // Where the player enters the level from above when a vault says so (a
    // TILE_START tile): a row-major cell, -1 for the up stairs.
    int32_t entryCell = -1;

    const map::Map& map() const { return *map_; }
    map::Map& map() { return *map_; }

    // Cells the player has seen at least once (the map view's memory, the
    // report's unknown cells).
    bool explored(int x, int y) const { return explored_[size_t(map_->index(x, y))] != 0; }
    void setExplored(int cellIndex) { explored_[size_t(cellIndex)] = 1; }
    size_t exploredCount() const;

    // The creature standing on a cell, kNoObject for none. Kept by the game
    // as creatures arrive, move and leave; rebuilt after loading.
    world::Handle creatureAt(int x, int y) const;
    void setCreatureAt(int x, int y, world::Handle creature);
    void clearOccupants();

    // Fields and terraformed cells (level_magic.h).
    LevelMagic magic;
    // Young that Multiply made on the level: at kMostYoungPerLevel no
    // creature breeds here any more (the original's Map::BreedCount, one
    // count for the whole map, src/Creature.cpp, Creature::Multiply).
    int32_t breedCount = 0;
    static constexpr int32_t kMostYoungPerLevel = 50;

    std::string describe() const override;  // `level 3 of "The Goblin Warrens"`
    void saveState(world::ByteWriter&) const override;
    void loadState(world::ByteReader&) override;

private:
    std::optional<map::Map> map_;
    std::vector<uint8_t> explored_;
    std::vector<world::Handle> occupant_;
};

} // namespace incursion::game
