// EA_TERRAFORM in play, as the original's Magic::Terraform, Map::UpdateTerra,
// RemoveTerra, RemoveTerraXY, GetTerraDC and GetTerraDmg (src/Effects.cpp):
// an effect turns cells into its rval terrain (a wall of fire, a web, a pit)
// when the cell suits its xval (TERRA_EMPTY, TERRA_OPEN ...). The cells one
// use changed share a record with the effect, its maker, the save DC and
// damage dice scripts ask for (GetTerraDC, GetTerraDmg) and a duration
// counted in game turns; when it runs out the effect is told EV_ELAPSED and
// the cells get their old terrain back. A permanent effect's record stays.
// The map and the records are saved with the level (level_magic.h).
#pragma once

#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>

namespace incursion::game {

class Game;
class Level;

namespace terraform {

// The original's TERRA_ conditions (inc/Defines.h): which cells an effect may change.
constexpr int32_t TERRA_EMPTY = 1, TERRA_ROCK = 2, TERRA_ALL = 3, TERRA_FLOOR = 6, TERRA_WATER = 7,
                  TERRA_CHASM = 8, TERRA_OPEN = 9, TERRA_CLOSED = 10, TERRA_BRIDGE = 11;

// One use of a terraforming segment; `key` starts at 0 and is given by the
// first cell changed, so the use's cells share one record.
struct Use {
    module::ResourceId effect = 0;
    world::Handle creator = world::kNoObject;
    int32_t condition = TERRA_ALL;      // the segment's xval
    module::ResourceId terrain = 0;     // the segment's rval: a Terrain, or a Feature to build
    int32_t saveDc = 0;                 // 0: no save
    int32_t duration = 0;               // game turns; 0 or below: permanent
    module::Dice damage;
    int32_t key = 0;
};

// Changes the cell when it suits the use; whether it changed. The error a
// script should hear (an rval that is no terrain) goes to `error`.
bool changeCell(Game& game, Level& level, Use& use, int x, int y, std::string* error = nullptr);
// A game turn passed on the player's level: records count down and spent ones are undone.
void turnPasses(Game& game);
// Map::RemoveTerraXY: undoes every use that changed (x, y) (only `effect`'s when not 0).
void undoAt(Game& game, Level& level, int x, int y, module::ResourceId effect = 0);
// Map::GetTerraDC and GetTerraDmg: of the latest use that changed the cell; 15 and 10 elsewhere.
int32_t saveDcAt(const Level& level, int x, int y);
int32_t damageAt(Game& game, const Level& level, int x, int y);

} // namespace terraform
} // namespace incursion::game
