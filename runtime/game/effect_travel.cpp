#include "game/effect_archetypes.h"

#include "game/effect_area.h"
#include "game/game.h"
#include "game/rules.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <array>
#include <optional>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

// The original's TRAVEL_ kinds (inc/Defines.h) the game moves creatures by:
// to the aimed cell, or to a random cell in range (one the player has seen,
// unless TRAVEL_ANYWHERE). Other levels, the world and pocket planes are not modelled.
constexpr int32_t TRAVEL_KNOWN = 1, TRAVEL_ANYWHERE = 2, TRAVEL_TO_TARG = 5, TRAVEL_POCKET = 7;
// The TELEPORTED stati a creature keeps once moved by magic (src/Effects.cpp, Magic::Travel).
constexpr int32_t kTeleportedStati = 21;
constexpr int32_t kAnchoredStati = 133;

} // namespace

std::string travelName(int32_t kind)
{
    static constexpr std::array<const char*, 8> kNames{"", "TRAVEL_KNOWN", "TRAVEL_ANYWHERE", "TRAVEL_LEVEL",
                                                       "TRAVEL_TO_RVAL", "TRAVEL_TO_TARG", "TRAVEL_WORLDWALK",
                                                       "TRAVEL_POCKET"};
    return kind > 0 && size_t(kind) < kNames.size() ? kNames[size_t(kind)] : "TRAVEL " + std::to_string(kind);
}

TravelKind travelKind(int32_t xval)
{
    if (xval == TRAVEL_KNOWN || xval == TRAVEL_ANYWHERE || xval == TRAVEL_TO_TARG)
        return TravelKind::Modelled;
    if (xval < TRAVEL_KNOWN || xval > TRAVEL_POCKET)
        return TravelKind::Unknown;
    return TravelKind::NotModelled;
}

// EA_TRAVEL (src/Effects.cpp, Magic::Travel): the victim goes to the aimed
// cell (TRAVEL_TO_TARG, when aimed at a place), or to a free open cell
// within the amount's range (at least 7) and at least half of it away, of
// fifty random tries (the player's a cell it has seen, unless
// TRAVEL_ANYWHERE); an anchored creature or no cell found: it flickers in place.
void travel(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    const int32_t range = std::max<int32_t>(e.vDmg, 7);
    Level& level = game.level();
    const map::Map& m = level.map();
    const Creature* actor = game.creature(e.actor);
    const Cell from = actor ? Cell{actor->x, actor->y} : Cell{self.x, self.y};
    auto freeCell = [&](int x, int y) {
        return m.contains(x, y) && !m.solid(x, y) && (!game.creatureAt(x, y) || game.creatureAt(x, y) == &self);
    };
    std::optional<Cell> to;
    if (!self.hasStatus(kAnchoredStati)) {
        if (segment.xval == TRAVEL_TO_TARG) {
            if (e.isLoc && m.contains(e.EXVal, e.EYVal))
                for (const Cell& cell : burstCells(m, {e.EXVal, e.EYVal}, 3))   // PlaceNear: the nearest free cell
                    if (freeCell(cell.x, cell.y)) {
                        to = cell;
                        break;
                    }
        } else {
            for (int tries = 0; tries < 50 && !to; ++tries) {
                const int x = from.x - range + game.randomBelow(range * 2);
                const int y = from.y - range + game.randomBelow(range * 2);
                if (!freeCell(x, y) || game.creatureAt(x, y)
                    || map::originalDistance(x - from.x, y - from.y) < range / 2)
                    continue;
                if (actor && actor->isPlayer && segment.xval != TRAVEL_ANYWHERE && !level.explored(x, y))
                    continue;
                to = Cell{x, y};
            }
        }
    }
    if (!to) {
        game.messageAs(e, e.victim, "You flicker for a brief instant, but remain where you are.",
                       "The <EVictim> flickers in place.");
        return;
    }
    e.isSomething = true;
    if (!self.isPlayer)
        game.message("The <EVictim> vanishes!", MessageSubjects::of(e));
    game.moveCreature(self, to->x, to->y);
    if (!self.isPlayer)
        game.message("An <EVictim> appears!", MessageSubjects::of(e));
    if (!self.hasStatus(kTeleportedStati))
        self.addStatus({kTeleportedStati, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject});
    if (self.isPlayer)
        game.updatePlayerView();
}

} // namespace incursion::game::effects
