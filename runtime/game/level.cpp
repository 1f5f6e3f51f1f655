#include "game/level.h"

#include <algorithm>

namespace incursion::game {

namespace {
// 2: the level's magic (fields, terraformed cells) follows the explored cells;
// 3: the breed count follows the magic (older levels load with none bred).
constexpr uint8_t kLevelStateVersion = 3;
}

Level::Level(map::Map map, module::ResourceId dungeon, int32_t depth)
    : GameObject(world::ObjectKind::Map), dungeon(dungeon), depth(depth), map_(std::move(map))
{
    explored_.assign(size_t(map_->cellCount()), 0);
    occupant_.assign(size_t(map_->cellCount()), world::kNoObject);
}

size_t Level::exploredCount() const
{
    return size_t(std::count(explored_.begin(), explored_.end(), uint8_t(1)));
}

world::Handle Level::creatureAt(int x, int y) const
{
    return map_->contains(x, y) ? occupant_[size_t(map_->index(x, y))] : world::kNoObject;
}

void Level::setCreatureAt(int x, int y, world::Handle creature)
{
    occupant_[size_t(map_->index(x, y))] = creature;
}

void Level::clearOccupants()
{
    std::fill(occupant_.begin(), occupant_.end(), world::kNoObject);
}

std::string Level::describe() const
{
    if (depth == 0)
        return "world tile \"" + name + "\"";
    return "level " + std::to_string(depth) + " of \"" + name + "\"";
}

void Level::saveState(world::ByteWriter& out) const
{
    out.u8(kLevelStateVersion);
    out.u32(dungeon);
    out.i32(depth);
    out.i32(entryCell);
    map_->save(out);
    // Explored cells as a bitmap, row-major.
    std::string bits((explored_.size() + 7) / 8, '\0');
    for (size_t i = 0; i < explored_.size(); ++i) {
        if (explored_[i])
            bits[i / 8] = char(uint8_t(bits[i / 8]) | uint8_t(1u << (i % 8)));
    }
    out.string(bits);
    magic.save(out);
    out.i32(breedCount);
}

void Level::loadState(world::ByteReader& in)
{
    const uint8_t version = in.u8("level state version");
    if (version < 1 || version > kLevelStateVersion)
        in.fail("unknown level state version " + std::to_string(version));
    dungeon = in.u32("dungeon");
    depth = in.i32("depth");
    if (depth < 0 || depth > 1000)      // 0: a world's local tile
        in.fail("depth " + std::to_string(depth) + " out of range");
    entryCell = in.i32("entry cell");
    map_.emplace(map::Map::load(in));
    if (entryCell < -1 || entryCell >= map_->cellCount())
        in.fail("entry cell " + std::to_string(entryCell) + " outside the map");
    const std::string bits = in.string("explored cells");
    const size_t cells = size_t(map_->cellCount());
    if (bits.size() != (cells + 7) / 8)
        in.fail("explored cells: " + std::to_string(bits.size()) + " bytes for " + std::to_string(cells) + " cells");
    explored_.assign(cells, 0);
    for (size_t i = 0; i < cells; ++i)
        explored_[i] = (uint8_t(bits[i / 8]) >> (i % 8)) & 1;
    magic = {};
    if (version >= 2)
        magic.load(in, map_->width(), map_->height(), map_->terrainTypes().size());
    breedCount = version >= 3 ? in.i32("breed count") : 0;
    if (breedCount < 0)
        in.fail("negative breed count");
    occupant_.assign(cells, world::kNoObject);
}

} // namespace incursion::game
