#include "game/effect_archetypes.h"

#include "game/companions.h"
#include "game/effect_area.h"
#include "game/game.h"
#include "game/rules.h"
#include "map/map.h"

#include <algorithm>
#include <array>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

// How many monsters one summoning may bring, whatever its dice say.
constexpr int32_t kMostSummoned = 12;
// How far from the caster summoned monsters may appear.
constexpr int32_t kSummonRadius = 3;

} // namespace

// EA_SUMMON (src/Effects.cpp, Magic::Summon): the segment's monster (rval),
// as many as its amount, in the free cells nearest the summoner.
void summon(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    const module::ResourceId monster = segment.rval.asResourceId();
    const int32_t wanted = std::min(kMostSummoned, e.vDmg > 0 ? int32_t(e.vDmg) : segment.xval > 0 ? segment.xval : 1);
    int32_t summoned = 0;
    game.encounterCreatures().clear();
    for (const Cell& cell : burstCells(game.level().map(), {self.x, self.y}, kSummonRadius)) {
        if (summoned >= wanted || !monster)
            break;
        // SUMMONED comes before its EV_INITIALIZE, which may ask who summoned
        // it (rule: src/Encounter.cpp, Map::enBuildMon gains it before Initialize).
        MonsterStart start;
        start.stati.push_back(
            {rules::SUMMONED, 0, 0, rules::SS_ENCH, e.vDuration > 0 ? e.vDuration : -1, e.eID, self.handle()});
        const Handle made = game.spawnMonster(monster, cell.x, cell.y, start);
        Creature* c = game.creature(made);
        if (!c)
            continue;
        // Summons fight on their summoner's side until the spell ends.
        c->attitude = self.isPlayer ? Attitude::Player : self.attitude;
        game.message("A <hObj> appears.", MessageSubjects::of(e), std::array{MessageArgument::ofObject(made)});
        c->party.partyId = self.party.partyId;     // a summons is of its summoner's party (src/Encounter.cpp)
        // The player's summons become its companions, counted in its magic
        // pool (src/Encounter.cpp, Map::enBuildMon, the EN_SUMMON build).
        if (self.isPlayer)
            companions::makeCompanion(game, *c, self, companions::PHD_MAGIC);
        if (game.creature(made))
            game.encounterCreatures().push_back(made);
        ++summoned;
    }
    e.vVal = summoned;
    e.isSomething = e.isSomething || summoned > 0;
}

} // namespace incursion::game::effects
