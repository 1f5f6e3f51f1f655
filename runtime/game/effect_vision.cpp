#include "game/effect_archetypes.h"

#include "game/effect_area.h"
#include "game/game.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <algorithm>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

// VIS_LOS (inc/Defines.h): a vision that keeps to the line of sight.
constexpr int32_t kVisionLineOfSight = 0x20;

} // namespace

// EA_VISION (src/Effects.cpp, Magic::Vision): the player's senses reach out
// to the effect's range (lval, else its rolled amount) and the cells there
// join the map. The original let the player move a viewpoint about; headless,
// every cell in range is seen at once, as its own non-interactive variant
// (left commented out there) marked them. VIS_LOS limits it to the cells a
// clear line reaches.
void vision(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    if (!self.isPlayer)
        return;
    const int32_t lval = levelValue(segment.lval, e.vCasterLev);
    const int32_t range = std::min(255, lval > 0 ? lval : std::max<int32_t>(0, e.vDmg));
    Level& level = game.level();
    const map::Map& m = level.map();
    std::vector<Cell> cells;
    if (segment.xval & kVisionLineOfSight) {
        cells = burstCells(m, {self.x, self.y}, range);
    } else {
        for (int y = self.y - range; y <= self.y + range; ++y)
            for (int x = self.x - range; x <= self.x + range; ++x)
                if (m.contains(x, y) && map::originalDistance(x - self.x, y - self.y) <= range)
                    cells.push_back({x, y});
    }
    int32_t learned = 0;
    for (const Cell& cell : cells)
        if (!level.explored(cell.x, cell.y)) {
            level.setExplored(m.index(cell.x, cell.y));
            ++learned;
        }
    e.vVal = learned;
    e.isSomething = true;
    if (!e.Terse)
        game.notice(learned > 0 ? "Your senses reach out and the area around you takes shape in your mind."
                                : "Your senses reach out, but you learn nothing new of the area.");
}

} // namespace incursion::game::effects
