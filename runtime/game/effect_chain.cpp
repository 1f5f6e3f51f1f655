// AR_CHAIN (src/Magic.cpp, Magic::ABallBeamBolt with isChain): a beam from
// the caster to its target, then arcs from where each leg ends to the nearest
// creature in range, up to vChainMax arcs.
#include "game/effect_archetypes.h"

#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/object_api.h"
#include "game/rules.h"
#include "map/grid_distance.h"
#include "map/map.h"

#include <algorithm>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

constexpr int32_t EF_NOTBAD = 86;   // "has no negative consequences" (inc/Defines.h)

// The most arcs: a quarter of the caster level, unless the effect's
// EV_CALC_EFFECT sets e.vChainMax (Chain Lightning: a third), asked once
// before the area as src/Magic.cpp, Magic::MagicEvent asks it.
int32_t mostArcs(Casting& c, int32_t index, const EffectValues& segment)
{
    EventInfo e = effectEvent(c, runtimeEvent<EV_CALC_EFFECT>, index, segment, c.use.target);
    e.vChainMax = int8_t(std::clamp(c.level / 4, 0, 127));
    c.game.events().askResource(c.use.effect, e);
    return std::max<int32_t>(0, e.vChainMax);
}

} // namespace

std::vector<world::Handle> chainTargets(Casting& c, int32_t index, const EffectValues& segment)
{
    Game& game = c.game;
    const map::Map& m = game.level().map();
    const Creature* caster = c.caster();
    const world::Handle victim = game.creature(c.use.target) ? c.use.target : world::kNoObject;
    std::vector<world::Handle> targets;
    if (!caster)
        return targets;
    // Aimed at itself, or at a target in its own cell: that one alone.
    if (victim == c.use.caster || (victim == world::kNoObject && c.aimed == c.origin)) {
        targets.push_back(c.use.caster);
        return targets;
    }
    // The range of every leg: 5 + half the caster level (an area's lval is
    // its radius, not its range: src/Magic.cpp, Magic::MagicEvent).
    const int32_t range = 5 + c.level / 2;
    c.chainMax = mostArcs(c, index, segment);
    c.chainCount = 0;
    // A creature joins once per leg; across legs only the last one before
    // the leg is left out, so a creature can be struck more than once.
    size_t legStart = 0;
    auto add = [&](world::Handle h) {
        if (std::find(targets.begin() + std::ptrdiff_t(legStart), targets.end(), h) == targets.end())
            targets.push_back(h);
    };
    const Creature* aimedAt = game.creature(victim);
    Cell from = c.origin;
    Cell towards = aimedAt ? Cell{aimedAt->x, aimedAt->y} : c.aimed;
    for (;;) {
        // The leg: every creature on the line, out to the range or a wall;
        // it ends at the original target when it reaches it, and only there.
        Cell end = from;
        for (const Cell& cell : lineCells(m, from, towards, range)) {
            end = cell;
            const Creature* there = game.creatureAt(cell.x, cell.y);
            if (!there)
                continue;
            if (there->handle() == victim) {
                add(victim);
                break;
            }
            if (there->handle() != c.use.caster || c.chainCount != 0)
                add(there->handle());
        }
        if (++c.chainCount > c.chainMax)
            break;
        // The arc: to the nearest creature in range and in a clear line, no
        // friend of the caster unless the effect is harmless, never the
        // original target; a tie is a coin toss as the level lists them.
        const Creature* best = nullptr;
        int32_t bestDistance = 0;
        for (const world::Handle h : game.creaturesOnLevel()) {
            const Creature* t = game.creature(h);
            if (!t || h == victim)
                continue;
            const int32_t d = map::originalDistance(t->x - end.x, t->y - end.y);
            if (d > range)
                continue;
            // The caster is its own friend here (src/Creature.cpp, Creature::isFriendlyTo).
            const bool friendOfCaster = t == caster || object_api::friendly(*t, *caster);
            if (friendOfCaster && !c.view.hasFlag(EF_NOTBAD))
                continue;
            if (!clearLine(m, end, {t->x, t->y}))
                continue;
            if (!best || d < bestDistance || (d == bestDistance && game.randomBelow(2) == 0)) {
                best = t;
                bestDistance = d;
            }
        }
        if (!best)
            break;
        from = end;
        towards = {best->x, best->y};
        legStart = targets.empty() ? 0 : targets.size() - 1;
    }
    return targets;
}

} // namespace incursion::game::effects
