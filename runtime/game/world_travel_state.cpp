#include "game/world_travel_state.h"

#include "game/rules.h"
#include "worldmap/scourge_fields.h"
#include "worldmap/world_png.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace incursion::game {

namespace {

constexpr uint8_t kWorldBlobVersion = 1;

std::optional<std::string> readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

std::string cellText(WorldCell cell)
{
    return std::to_string(cell[0]) + "," + std::to_string(cell[1]);
}

std::string bindingBeside(const std::string& worldPath)
{
    return std::filesystem::path(worldPath).replace_extension(".binding.json").string();
}

std::variant<std::unique_ptr<WorldTravelState>, std::string> WorldTravelState::open(
    const WorldStart& start, const module::ResourceManager& modules)
{
    std::unique_ptr<WorldTravelState> state(new WorldTravelState());
    worldmap::SchemaResult schema = worldmap::loadSchema(start.schema);
    if (!schema.schema)
        return schema.error;
    try {
        worldmap::ScourgeFields{*schema.schema};
    } catch (const std::invalid_argument& error) {
        return start.schema + ": " + error.what();
    }
    state->schemaName_ = start.schema;
    state->schema_ = std::move(*schema.schema);
    worldmap::WorldReadResult world = worldmap::readWorldPng(start.worldPath);
    if (!world.grid)
        return world.error;
    state->grid_ = std::move(*world.grid);
    if (start.tileSize < 24 || start.tileSize > 256)
        return "a local tile is 24 to 256 cells a side, not " + std::to_string(start.tileSize);
    state->tileSize_ = start.tileSize;

    const std::string bindingPath = start.bindingPath.empty() ? bindingBeside(start.worldPath) : start.bindingPath;
    const std::optional<std::string> json = readText(bindingPath);
    if (!json)
        return bindingPath + ": cannot read the world's terrain binding";
    worldmap::BindingResult bound = worldmap::bindTerrain(*json, bindingPath, modules);
    if (!bound.binding)
        return bound.error;
    state->bindingFile_ = std::filesystem::path(bindingPath).filename().string();
    state->bindingJson_ = *json;
    state->binding_ = std::move(*bound.binding);
    // A dungeon bound to a kind the schema does not have would never be entered: say so.
    const worldmap::ScourgeFields fields(state->schema_);
    for (const auto& [kind, dungeon] : state->binding_.dungeons) {
        if (!fields.underground || !fields.underground->parseValue(kind) ||
            fields.underground->valueName(*fields.underground->parseValue(kind)) != kind) {
            std::string kinds;
            for (int v = 0; fields.underground && v < fields.underground->validCount(); ++v)
                kinds += (kinds.empty() ? "" : ", ") + fields.underground->valueName(v);
            return bindingPath + ": dungeons." + kind + ": not an underground kind of the world's schema (" + kinds + ")";
        }
    }

    if (std::optional<std::string> blocked = state->blockedReason(start.cell))
        return start.worldPath + ": cannot start on cell " + cellText(start.cell) + ": " + *blocked;
    return state;
}

bool WorldTravelState::wasVisited(WorldCell cell) const
{
    return lastEntered_.count(key(cell)) != 0;
}

std::string WorldTravelState::visitedText() const
{
    std::string text;
    for (WorldCell cell : visited_)
        text += (text.empty() ? "" : " ") + cellText(cell);
    return text;
}

std::optional<uint64_t> WorldTravelState::lastEntered(WorldCell cell) const
{
    const auto found = lastEntered_.find(key(cell));
    return found == lastEntered_.end() ? std::nullopt : std::optional(found->second);
}

std::optional<std::string> cellBlocked(const worldmap::Schema& schema, const worldmap::WorldGrid& world, WorldCell cell)
{
    if (!world.contains(cell[0], cell[1]))
        return std::string("the world ends there");
    const worldmap::ScourgeFields fields(schema);
    if (fields.isSea(world, cell[0], cell[1]))
        return std::string("open sea");
    if (fields.impassable(world, cell[0], cell[1]))
        return std::string(fields.get(world, cell[0], cell[1], fields.elevation) == worldmap::kMountains
                               ? "impassable mountains"
                               : "impassable forest");
    return std::nullopt;
}

std::optional<WorldCell> firstPlayableCell(const worldmap::Schema& schema, const worldmap::WorldGrid& world)
{
    const worldmap::ScourgeFields fields(schema);
    std::optional<WorldCell> firstLand;
    for (int y = 0; y < world.height(); ++y) {
        for (int x = 0; x < world.width(); ++x) {
            if (cellBlocked(schema, world, {x, y}))
                continue;
            if (fields.get(world, x, y, fields.levels) > 0)
                return WorldCell{x, y};
            if (!firstLand)
                firstLand = WorldCell{x, y};
        }
    }
    return firstLand;
}

int WorldTravelState::dungeonLevels(WorldCell cell) const
{
    const worldmap::ScourgeFields fields(schema_);
    return fields.get(grid_, cell[0], cell[1], fields.levels);
}

std::optional<module::ResourceId> WorldTravelState::dungeonOf(WorldCell cell) const
{
    const worldmap::ScourgeFields fields(schema_);
    if (!fields.underground)
        return std::nullopt;
    const auto bound = binding_.dungeons.find(fields.underground->valueName(fields.get(grid_, cell[0], cell[1], fields.underground)));
    if (bound == binding_.dungeons.end())
        return std::nullopt;
    return bound->second;
}

int32_t WorldTravelState::terrainBits(WorldCell cell) const
{
    const worldmap::ScourgeFields f(schema_);
    const int x = cell[0], y = cell[1];
    const int elevation = f.get(grid_, x, y, f.elevation);
    const int vegetation = f.get(grid_, x, y, f.vegetation);
    const int climate = f.get(grid_, x, y, f.climate);        // alpine, boreal, temperate, subtropical, tropical
    int32_t bits = rules::TT_SURFACE;
    bits |= elevation == worldmap::kMountains ? rules::TT_MOUNTAIN
            : elevation >= worldmap::kHilly   ? rules::TT_HILLS
                                              : rules::TT_PLAINS;
    if (vegetation >= 2)
        bits |= climate >= 4 ? rules::TT_JUNGLE : rules::TT_FOREST;
    if (vegetation == 0 && climate >= 3)
        bits |= rules::TT_DESERT;
    if (climate == 0)
        bits |= rules::TT_ARCTIC;
    if (climate >= 4)
        bits |= rules::TT_TROPICAL;
    if (f.get(grid_, x, y, f.development) >= 2)
        bits |= rules::TT_URBAN;
    for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}})
        if (grid_.contains(x + dx, y + dy) && f.isSea(grid_, x + dx, y + dy))
            bits |= rules::TT_COASTAL;
    return bits;
}

bool WorldTravelState::hasHarbor(WorldCell cell) const
{
    const worldmap::ScourgeFields fields(schema_);
    return fields.get(grid_, cell[0], cell[1], fields.harbor) != 0;
}

bool WorldTravelState::hasStables(WorldCell cell) const
{
    const worldmap::ScourgeFields fields(schema_);
    return fields.get(grid_, cell[0], cell[1], fields.stables) != 0;
}

bool WorldTravelState::hasAirport(WorldCell cell) const
{
    const worldmap::ScourgeFields fields(schema_);
    return fields.get(grid_, cell[0], cell[1], fields.airport) != 0;
}

const std::vector<TravelChoice>& WorldTravelState::travelChoices(WorldCell cell) const
{
    if (const auto known = travelChoices_.find(key(cell)); known != travelChoices_.end())
        return known->second;
    std::vector<TravelChoice>& choices = travelChoices_[key(cell)];
    const worldmap::ScourgeFields fields(schema_);
    for (const auto& [mode, service] : {std::pair{worldmap::TravelMode::Horse, fields.stables},
                                        std::pair{worldmap::TravelMode::Ship, fields.harbor},
                                        std::pair{worldmap::TravelMode::Airship, fields.airport}}) {
        if (!service || !fields.get(grid_, cell[0], cell[1], service))
            continue;
        // The other cells with the service, nearest first (ties in row order).
        std::vector<std::pair<int64_t, WorldCell>> served;
        for (int y = 0; y < grid_.height(); ++y) {
            for (int x = 0; x < grid_.width(); ++x) {
                if ((x != cell[0] || y != cell[1]) && fields.get(grid_, x, y, service)) {
                    const int64_t dx = x - cell[0], dy = y - cell[1];
                    served.push_back({dx * dx + dy * dy, WorldCell{x, y}});
                }
            }
        }
        std::stable_sort(served.begin(), served.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<TravelChoice> ofMode;
        for (const auto& [distance, to] : served) {
            if (ofMode.size() == kTravelChoicesPerMode)
                break;
            const worldmap::Journey journey = worldmap::travelOptions(schema_, grid_, cell, to)[size_t(mode)];
            if (journey.possible && !cellBlocked(schema_, grid_, to))
                ofMode.push_back(TravelChoice{mode, to, journey.hours});
        }
        std::stable_sort(ofMode.begin(), ofMode.end(),
                         [](const TravelChoice& a, const TravelChoice& b) { return a.hours < b.hours; });
        choices.insert(choices.end(), ofMode.begin(), ofMode.end());
    }
    return choices;
}

uint64_t WorldTravelState::dungeonSeed(uint64_t gameSeed) const
{
    uint64_t h = gameSeed ^ (uint64_t(uint32_t(cell_[0])) << 32 | uint32_t(cell_[1])) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
    return h;
}

world::Handle WorldTravelState::tileLevel(WorldCell cell) const
{
    const auto found = tiles_.find(key(cell));
    return found == tiles_.end() ? world::kNoObject : found->second;
}

std::vector<world::Handle> WorldTravelState::takeDungeonLevels(WorldCell cell)
{
    const auto found = dungeons_.find(key(cell));
    if (found == dungeons_.end())
        return {};
    std::vector<world::Handle> levels = std::move(found->second);
    dungeons_.erase(found);
    return levels;
}

std::vector<world::Handle> WorldTravelState::keptLevels() const
{
    std::vector<world::Handle> levels;
    for (const auto& [cell, level] : tiles_)
        levels.push_back(level);
    for (const auto& [cell, dungeon] : dungeons_) {
        for (world::Handle level : dungeon) {
            if (level != world::kNoObject)
                levels.push_back(level);
        }
    }
    return levels;
}

void WorldTravelState::enter(WorldCell cell, uint64_t turn)
{
    if (!wasVisited(cell))
        visited_.push_back(cell);
    cell_ = cell;
    enteredTurn_ = turn;
    lastEntered_[key(cell)] = turn;
}

void WorldTravelState::save(module::ByteWriter& out) const
{
    out.u8(kWorldBlobVersion);
    out.string(schemaName_);
    out.string(schema_.toJson());
    out.u32(uint32_t(grid_.width()));
    out.u32(uint32_t(grid_.height()));
    out.string(std::string_view(reinterpret_cast<const char*>(grid_.bytes().data()), grid_.bytes().size()));
    out.string(bindingFile_);
    out.string(bindingJson_);
    out.i32(tileSize_);
    out.i32(cell_[0]);
    out.i32(cell_[1]);
    out.u64(enteredTurn_);
    out.count(visited_.size(), "visited cells");
    for (WorldCell cell : visited_) {
        out.i32(cell[0]);
        out.i32(cell[1]);
        out.u64(lastEntered_.at(key(cell)));
    }
    out.count(tiles_.size(), "tiles");
    for (const auto& [cell, level] : tiles_) {
        out.u64(uint64_t(cell));
        out.u32(level);
    }
    out.count(dungeons_.size(), "dungeons");
    for (const auto& [cell, levels] : dungeons_) {
        out.u64(uint64_t(cell));
        out.count(levels.size(), "dungeon levels");
        for (world::Handle level : levels)
            out.u32(level);
    }
}

std::unique_ptr<WorldTravelState> WorldTravelState::load(module::ByteReader& in, const module::ResourceManager& modules)
{
    std::unique_ptr<WorldTravelState> state(new WorldTravelState());
    if (in.u8("world state version") != kWorldBlobVersion)
        in.fail("unknown world state version");
    state->schemaName_ = in.string("schema name");
    worldmap::SchemaResult schema = worldmap::parseSchema(in.string("schema"), state->schemaName_);
    if (!schema.schema)
        in.fail("the world's schema: " + schema.error);
    try {
        worldmap::ScourgeFields{*schema.schema};
    } catch (const std::invalid_argument& error) {
        in.fail(std::string("the world's schema: ") + error.what());
    }
    state->schema_ = std::move(*schema.schema);
    const uint32_t width = in.u32("world width");
    const uint32_t height = in.u32("world height");
    if (std::string problem = worldmap::WorldGrid::sizeProblem(width, height); !problem.empty())
        in.fail("world size: " + problem);
    const std::string pixels = in.string("world cells");
    if (pixels.size() != uint64_t(width) * height * 3)
        in.fail("world cells: " + std::to_string(pixels.size()) + " bytes for " + std::to_string(width) + "x" +
                std::to_string(height) + " cells");
    state->grid_ = worldmap::WorldGrid(int(width), int(height));
    std::copy(pixels.begin(), pixels.end(), reinterpret_cast<char*>(state->grid_.bytes().data()));
    state->bindingFile_ = in.string("binding file");
    state->bindingJson_ = in.string("binding");
    worldmap::BindingResult bound = worldmap::bindTerrain(state->bindingJson_, state->bindingFile_, modules);
    if (!bound.binding)
        in.fail("the world's terrain binding: " + bound.error);
    state->binding_ = std::move(*bound.binding);
    state->tileSize_ = in.i32("tile size");
    if (state->tileSize_ < 24 || state->tileSize_ > 256)
        in.fail("tile size " + std::to_string(state->tileSize_) + " outside 24..256");
    auto readCell = [&](const char* what) {
        WorldCell cell{in.i32(what), in.i32(what)};
        if (!state->grid_.contains(cell[0], cell[1]))
            in.fail(std::string(what) + " " + cellText(cell) + " outside the world");
        return cell;
    };
    state->cell_ = readCell("current cell");
    state->enteredTurn_ = in.u64("entered turn");
    const uint32_t visited = in.count(16, "visited cells");
    for (uint32_t i = 0; i < visited; ++i) {
        const WorldCell cell = readCell("visited cell");
        if (state->wasVisited(cell))
            in.fail("cell " + cellText(cell) + " visited twice");
        state->visited_.push_back(cell);
        state->lastEntered_[state->key(cell)] = in.u64("last entered");
    }
    if (!state->wasVisited(state->cell_))
        in.fail("the current cell " + cellText(state->cell_) + " is not among the visited ones");
    auto readKey = [&](const char* what) {
        const uint64_t cell = in.u64(what);
        if (cell >= state->grid_.cellCount())
            in.fail(std::string(what) + " " + std::to_string(cell) + " outside the world");
        if (!state->lastEntered_.count(int64_t(cell)))
            in.fail(std::string(what) + " " + std::to_string(cell) + " was never visited");
        return int64_t(cell);
    };
    const uint32_t tiles = in.count(12, "tiles");
    for (uint32_t i = 0; i < tiles; ++i) {
        const int64_t cell = readKey("tile cell");
        state->tiles_[cell] = in.u32("tile level");
    }
    const uint32_t dungeons = in.count(12, "dungeons");
    for (uint32_t i = 0; i < dungeons; ++i) {
        const int64_t cell = readKey("dungeon cell");
        std::vector<world::Handle>& levels = state->dungeons_[cell];
        levels.resize(in.count(4, "dungeon levels"));
        for (world::Handle& level : levels)
            level = in.u32("dungeon level");
    }
    return state;
}

} // namespace incursion::game
