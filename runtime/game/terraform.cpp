#include "game/terraform.h"

#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/level.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <string>

namespace incursion::game::terraform {

namespace {

// The original's rock materials (inc/Defines.h MAT_): what TERRA_ROCK may shape.
constexpr int32_t MAT_MINERAL = 21, MAT_MAGMA = 25, MAT_QUARTZ = 26, MAT_GRANITE = 28, MAT_EMPTYNESS = 31;
// Where no terraforming is recorded (src/Effects.cpp, GetTerraDC and GetTerraDmg).
constexpr int32_t kDefaultDc = 15;
constexpr int32_t kDefaultDamage = 10;

bool suits(const Game& game, const Level& level, int32_t condition, int x, int y)
{
    const map::Map& m = level.map();
    const map::TerrainType& here = m.terrain(x, y);
    const auto view = module::view<module::TerrainView>(game.resources(), here.resource);
    const int32_t material = view ? view->material() : -1;
    const bool solid = m.solid(x, y);
    switch (condition) {
    case TERRA_EMPTY: return !solid && level.creatureAt(x, y) == world::kNoObject;
    case TERRA_ROCK:
        return solid && (material == MAT_GRANITE || material == MAT_MAGMA || material == MAT_QUARTZ
                         || material == MAT_MINERAL);
    case TERRA_FLOOR:
        // A plain floor: the original compared the cell's glyph with the floor glyphs.
        return !solid && !here.has(map::kTerrainWater) && !here.has(map::kTerrainDeepLiquid)
               && !here.has(map::kTerrainFall) && !here.has(map::kTerrainTree);
    case TERRA_OPEN: return !solid;
    case TERRA_CLOSED: return solid;
    case TERRA_WATER: return here.has(map::kTerrainWater);
    case TERRA_CHASM: return material == MAT_EMPTYNESS;
    case TERRA_BRIDGE: return here.has(map::kTerrainFall) || here.has(map::kTerrainDeepLiquid);
    default: return true;   // TERRA_ALL, and what the original did not check
    }
}

// The latest record that changed the cell, or null.
const TerraformRecord* latestAt(const Level& level, int x, int y)
{
    const LevelMagic& magic = level.magic;
    for (auto cell = magic.terraformedCells.rbegin(); cell != magic.terraformedCells.rend(); ++cell)
        if (cell->x == x && cell->y == y)
            for (const TerraformRecord& record : magic.terraforms)
                if (record.key == cell->key)
                    return &record;
    return nullptr;
}

// Map::RemoveTerra: the effect is told EV_ELAPSED (at the first cell), then
// the cells get their old terrain back, latest first.
void undo(Game& game, Level& level, int32_t key)
{
    LevelMagic& magic = level.magic;
    const auto record = std::find_if(magic.terraforms.begin(), magic.terraforms.end(),
                                     [&](const TerraformRecord& r) { return r.key == key; });
    if (record != magic.terraforms.end()) {
        const module::ResourceId effect = record->effect;
        magic.terraforms.erase(record);
        EventInfo e;
        e.event = runtimeEvent<EV_ELAPSED>;
        e.eID = effect;
        e.map = level.handle();
        for (const TerraformedCell& cell : magic.terraformedCells)
            if (cell.key == key) {
                e.EXVal = int16_t(cell.x);
                e.EYVal = int16_t(cell.y);
                break;
            }
        if (effect)
            game.events().askResource(effect, e);
    }
    map::Map& m = level.map();
    for (auto cell = magic.terraformedCells.rbegin(); cell != magic.terraformedCells.rend(); ++cell)
        if (cell->key == key)
            m.setTerrainIndex(cell->x, cell->y, cell->oldTerrain);
    std::erase_if(magic.terraformedCells, [&](const TerraformedCell& cell) { return cell.key == key; });
}

} // namespace

bool changeCell(Game& game, Level& level, Use& use, int x, int y, std::string* error)
{
    map::Map& m = level.map();
    if (!m.contains(x, y) || !suits(game, level, use.condition, x, y))
        return false;
    if (const auto feature = module::view<module::FeatureView>(game.resources(), use.terrain)) {
        m.setFeature(x, y, map::Feature{map::featureKindOf(*feature), 0, use.terrain});
        return true;
    }
    const auto terrain = module::view<module::TerrainView>(game.resources(), use.terrain);
    if (!terrain) {
        if (error)
            *error = "EA_TERRAFORM: the rval of " + game.resourceName(use.effect) + " is no Terrain";
        return false;
    }
    const map::TerrainType type = map::terrainTypeOf(*terrain);
    if (m.terrain(x, y) == type)
        return true;    // the original avoids writing a cell twice in one use
    LevelMagic& magic = level.magic;
    if (use.key == 0) {
        use.key = magic.nextTerraformKey++;
        magic.terraforms.push_back({use.key, use.effect, use.creator, use.saveDc, std::max(0, use.duration),
                                    use.damage});
    }
    const uint16_t old = m.terrainIndex(x, y);
    try {
        m.setTerrain(x, y, type);
    } catch (const std::exception& full) {
        if (error)
            *error = std::string("EA_TERRAFORM: ") + full.what();
        return false;
    }
    magic.terraformedCells.push_back({x, y, old, use.key});
    // Who stands where the ground turns solid is pushed aside (WriteTerra does the same).
    if (const world::Handle standing = level.creatureAt(x, y); standing != world::kNoObject && m.solid(x, y))
        game.placeThing(standing, level, x, y);
    return true;
}

void turnPasses(Game& game)
{
    Level& level = game.level();
    if (level.magic.terraforms.empty())
        return;
    // Map::UpdateTerra: a record at 1 goes, those above count down; 0 is permanent.
    for (bool found = true; found;) {
        found = false;
        for (const TerraformRecord& record : level.magic.terraforms)
            if (record.duration == 1) {
                undo(game, level, record.key);
                found = true;
                break;
            }
    }
    for (TerraformRecord& record : level.magic.terraforms)
        if (record.duration > 1)
            --record.duration;
}

void undoAt(Game& game, Level& level, int x, int y, module::ResourceId effect)
{
    for (bool found = true; found;) {
        found = false;
        for (const TerraformedCell& cell : level.magic.terraformedCells) {
            if (cell.x != x || cell.y != y)
                continue;
            const auto record = std::find_if(level.magic.terraforms.begin(), level.magic.terraforms.end(),
                                             [&](const TerraformRecord& r) { return r.key == cell.key; });
            if (effect && record != level.magic.terraforms.end() && record->effect != effect)
                continue;
            undo(game, level, cell.key);
            found = true;
            break;
        }
    }
}

int32_t saveDcAt(const Level& level, int x, int y)
{
    const TerraformRecord* record = latestAt(level, x, y);
    return record ? record->saveDc : kDefaultDc;
}

int32_t damageAt(Game& game, const Level& level, int x, int y)
{
    const TerraformRecord* record = latestAt(level, x, y);
    return record ? game.roll(record->damage) : kDefaultDamage;
}

} // namespace incursion::game::terraform
