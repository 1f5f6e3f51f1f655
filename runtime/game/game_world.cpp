// Playing on a world: the player walks a cell's local tile (a level of depth
// 0 made by runtime/worldmap), steps off its edges onto the neighbours'
// tiles, goes down the cell's dungeon entrance into the Dungeon the binding
// names for the cell's underground kind (else the game's) and back up, and rides the cell's horses, ships and airships (the journey's
// hours pass on the game's clock). Every visited
// cell keeps its tile and its dungeon's levels (WorldTravelState), so
// returning finds them as they were left.
#include "game/game.h"

#include "game/pathfinding.h"
#include "map/dungeon_settings.h"
#include "map/generation_error.h"
#include "worldmap/local_tile.h"
#include "worldmap/terrain_binding.h"
#include "worldmap/travel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace incursion::game {

std::optional<WorldCell> Game::worldCell() const
{
    if (!world_)
        return std::nullopt;
    return world_->cell();
}

std::optional<std::string> Game::beginWorld(const WorldStart& start)
{
    auto opened = WorldTravelState::open(start, resources());
    if (std::string* error = std::get_if<std::string>(&opened))
        return std::move(*error);
    world_ = std::move(std::get<std::unique_ptr<WorldTravelState>>(opened));
    const Level& tile = tileLevel(start.cell);
    enterTile(start.cell, tile.entryCell % tile.map().width(), tile.entryCell / tile.map().width());
    return std::nullopt;
}

Level& Game::tileLevel(WorldCell cell)
{
    if (const Handle kept = world_->tileLevel(cell); kept != world::kNoObject)
        return static_cast<Level&>(registry_.get(kept));
    const worldmap::LocalTile tile = worldmap::generateLocalTile(
        world_->schema(), world_->grid(), worldmap::TileRequest{cell[0], cell[1], options_.seed, world_->tileSize()});
    auto made = std::make_unique<Level>(worldmap::localTileMap(tile, world_->binding()), dungeon_, 0);
    made->name = cellText(cell);
    made->entryCell = tile.centre[1] * tile.size + tile.centre[0];
    Level& level = *made;
    world_->setTileLevel(cell, registry_.add(std::move(made)));
    if (options_.populate)
        populateTile(level, cell);
    return level;
}

void Game::enterTile(WorldCell cell, int x, int y)
{
    Level& arrival = tileLevel(cell);
    const map::Map& m = arrival.map();
    // The walkable cell nearest (x, y), ring by ring (a tile's doors and
    // entrance all reach its centre, so there is one).
    std::optional<int32_t> at;
    for (int radius = 0; radius < std::max(m.width(), m.height()) && !at; ++radius) {
        for (int dy = -radius; dy <= radius && !at; ++dy) {
            for (int dx = -radius; dx <= radius && !at; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) == radius && m.contains(x + dx, y + dy) &&
                    walkableCell(m, x + dx, y + dy, false))
                    at = m.index(x + dx, y + dy);
            }
        }
    }
    if (!at)
        throw map::GenerationError(arrival.describe() + " has no ground to arrive on");
    // The dungeon under the cell left behind is kept for the return; the
    // arrival's is the game's dungeon now (made as it is entered).
    const bool firstTile = world_->visited().empty();
    if (firstTile || cell != world_->cell()) {
        if (!firstTile)
            world_->keepDungeonLevels(world_->cell(), std::move(levels_));
        levels_ = world_->takeDungeonLevels(cell);
        if (levels_.empty()) {
            const int32_t depth =
                map::readDungeonSettings(resources(), world_->dungeonOf(cell).value_or(dungeon_)).dungeonDepth;
            levels_.assign(size_t(std::clamp(world_->dungeonLevels(cell), 0, depth)), world::kNoObject);
        }
    }
    world_->enter(cell, turn());
    placePlayer(arrival, *at);
}

ResourceId Game::currentDungeon() const
{
    if (world_)
        return world_->dungeonOf(world_->cell()).value_or(dungeon_);
    return dungeon_;
}

bool Game::crossEdge(int x, int y)
{
    const map::Map& m = level().map();
    const int dx = x < 0 ? -1 : x >= m.width() ? 1 : 0;
    const int dy = y < 0 ? -1 : y >= m.height() ? 1 : 0;
    if (dx != 0 && dy != 0) {
        notice("You cannot go that way: step off an edge, not a corner.");
        return false;
    }
    const WorldCell here = world_->cell();
    const WorldCell next{here[0] + dx, here[1] + dy};
    if (std::optional<std::string> blocked = world_->blockedReason(next)) {
        notice("You cannot go that way: " + *blocked + ".");
        return false;
    }
    const int size = world_->tileSize();
    // Along the edge the player keeps its place; the tile's own ground may
    // put it a few steps aside.
    enterTile(next, dx > 0 ? 0 : dx < 0 ? size - 1 : x, dy > 0 ? 0 : dy < 0 ? size - 1 : y);
    notice("You walk on to the world's cell " + cellText(next) + ".");
    return true;
}

bool Game::climbOutToTile()
{
    const WorldCell here = world_->cell();
    const Level& tile = tileLevel(here);
    int32_t entrance = tile.entryCell;
    for (const auto& [cell, feature] : tile.map().features()) {
        if (feature.kind == map::FeatureKind::StairsDown) {
            entrance = cell;
            break;
        }
    }
    enterTile(here, entrance % tile.map().width(), entrance / tile.map().width());
    notice("You climb out onto the world at " + cellText(here) + ".");
    return true;
}

bool Game::travelBy(const PlayerCommand& command)
{
    if (!world_ || level().depth != 0) {
        notice("You can travel only out on the world.");
        return false;
    }
    if (command.travelMode < 1 || command.travelMode > 3) {
        notice("Travel is by horse, ship or airship.");
        return false;
    }
    const auto mode = worldmap::TravelMode(command.travelMode);
    const WorldCell here = world_->cell();
    const bool served = mode == worldmap::TravelMode::Horse  ? world_->hasStables(here)
                        : mode == worldmap::TravelMode::Ship ? world_->hasHarbor(here)
                                                             : world_->hasAirport(here);
    if (!served) {
        notice(mode == worldmap::TravelMode::Horse  ? "There are no stables here."
               : mode == worldmap::TravelMode::Ship ? "There is no harbor here."
                                                    : "There is no airport here.");
        return false;
    }
    const WorldCell to{command.destination[0], command.destination[1]};
    const std::string modeName(worldmap::travelModeName(mode));
    if (!world_->grid().contains(to[0], to[1]) || to == here) {
        notice("You cannot travel by " + modeName + " to " + cellText(to) + ": " +
               (to == here ? "you are there." : "it is not on the world."));
        return false;
    }
    const std::vector<worldmap::Journey> journeys =
        worldmap::travelOptions(world_->schema(), world_->grid(), here, to);
    const worldmap::Journey& journey = journeys[size_t(mode)];
    if (!journey.possible) {
        notice("You cannot travel by " + modeName + " to " + cellText(to) + ": " + journey.reason + ".");
        return false;
    }
    // The journey's hours pass before the player arrives (nobody acts meanwhile:
    // the tiles left and reached wait); the ride itself is one action more.
    for (uint64_t ticks = uint64_t(std::llround(journey.hours * kTicksPerHour)); ticks > 0;) {
        const uint32_t step = uint32_t(std::min<uint64_t>(ticks, kMaxActionCost));
        queue_.skip(step);
        ticks -= step;
    }
    const Level& arrival = tileLevel(to);
    enterTile(to, arrival.entryCell % arrival.map().width(), arrival.entryCell / arrival.map().width());
    char hours[32];
    std::snprintf(hours, sizeof hours, "%.1f", journey.hours);
    notice("You travel by " + modeName + " to " + cellText(to) + " (" + hours + " hours).");
    return true;
}

} // namespace incursion::game
