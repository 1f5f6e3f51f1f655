#include "game/effect_casting.h"

#include "game/character_rules.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/rules.h"
#include "map/map.h"

#include <algorithm>
#include <array>

namespace incursion::game::effects {

using module::EffectValues;
using module::EffectView;

namespace {

// The best of the caster's mental abilities: wizards cast by Intelligence,
// priests by Wisdom, sorcerers and monsters by Charisma.
int32_t castingModifier(const Creature* caster)
{
    if (!caster)
        return 0;
    return std::max({caster->modifier(rules::A_INT), caster->modifier(rules::A_WIS), caster->modifier(rules::A_CHA)});
}

} // namespace

Casting::Casting(Game& g, const EffectUse& u, EffectView v, EffectOutcome& o) : game(g), use(u), view(v), outcome(o)
{
    const Creature* self = caster();
    hasCaster = self != nullptr;
    level = std::max(1, use.casterLevel);
    if (const Item* it = game.item(use.item))
        plus = it->plus;
    dc = use.saveDc ? use.saveDc : 10 + levelValue(view.level(), level, plus) + castingModifier(self);
    // rule: src/Magic.cpp, Creature::getSpellDC (SCHOOL_FOCUS of one of the spell's schools: +2)
    if (!use.saveDc && self && std::any_of(self->stati.begin(), self->stati.end(), [this](const StatusEffect& s) {
            return s.stati == rules::SCHOOL_FOCUS && (s.magnitude & view.schools()) != 0;
        }))
        dc += 2;
    // A trap works at its effect's level, its saves against 10 + that level
    // (src/Magic.cpp, Magic::CalcEffect: isTrap).
    if (use.trap) {
        level = std::max(1, view.level());
        dc = use.saveDc ? use.saveDc : 10 + view.level();
    }
    // The aimed cell when one is given, else the target's (src/Magic.cpp,
    // Magic::AField and ABallBeamBolt read EXVal before ETarget).
    if (game.level().map().contains(use.targetX, use.targetY))
        aimed = {use.targetX, use.targetY};
    else if (const Creature* target = game.creature(use.target))
        aimed = {target->x, target->y};
    else if (self)
        aimed = {self->x, self->y};
    origin = self ? Cell{self->x, self->y} : aimed;
    chainMax = level / 4;       // src/Magic.cpp, Magic::CalcEffect
}

Creature* Casting::caster() const
{
    return game.creature(use.caster);
}

int32_t durationTurns(Casting& c, const EffectValues& segment)
{
    // A dval is this runtime's own duration, in rounds (in the original it
    // is a distance, unused for durations): two rounds make a turn.
    if (const int32_t rounds = segment.dval ? levelValue(segment.dval, c.level, c.plus) : 0; rounds > 0) {
        const int64_t ticks = int64_t(rounds) * kStandardActionCost;
        return int32_t((ticks + kDefaultTurnPeriod - 1) / kDefaultTurnPeriod);
    }
    // rule: src/Magic.cpp, Magic::CalcEffect (the duration by the effect's flags)
    if (c.view.hasFlag(rules::EF_DSHORT))
        return c.game.roll(1, 4) + 1;
    if (c.view.hasFlag(rules::EF_D1ROUND))
        return 2;
    if (c.view.hasFlag(rules::EF_DLONG))
        return 100 + 10 * c.level;
    if (c.view.hasFlag(rules::EF_DXLONG))
        return 1000 + 100 * c.level;
    if (c.view.hasFlag(rules::EF_PERMANANT))
        return -1;
    return 10 + 2 * c.level;
}

EventInfo effectEvent(const Casting& c, int32_t event, int32_t index, const EffectValues& segment, Handle victim)
{
    EventInfo e;
    e.event = event;
    e.actor = c.use.caster;
    e.victim = victim;
    e.item = c.use.item;
    e.map = c.game.level().handle();
    e.eID = c.use.effect;
    e.efNum = int8_t(index);
    e.eval = int8_t(segment.archetype);
    e.xval = uint8_t(segment.xval);
    e.yval = int16_t(segment.yval);
    e.dval = int8_t(segment.dval);
    e.aval = int8_t(segment.aval);
    e.tval = int8_t(segment.tval);
    e.qval = int8_t(segment.qval);
    e.sval = int8_t(segment.sval);
    e.lval = int8_t(segment.lval);
    e.cval = int8_t(segment.cval);
    e.rval = segment.rval.asResourceId();
    e.vCasterLev = int8_t(std::clamp(c.level, 0, 127));
    e.saveDC = int8_t(std::clamp(c.dc, -128, 127));
    e.EXVal = int16_t(c.aimed.x);
    e.EYVal = int16_t(c.aimed.y);
    e.isLoc = (segment.qval & rules::Q_LOC) != 0;
    e.isDir = (segment.qval & rules::Q_DIR) != 0;
    e.isItem = c.use.item != world::kNoObject && !c.use.trap;
    e.isTrap = c.use.trap;
    e.isWield = c.use.wielding;
    e.isRemove = c.use.removing;
    e.isPeriodic = c.use.periodic;
    e.vChainMax = int8_t(std::clamp(c.chainMax, 0, 127));
    e.vChainCount = int8_t(std::clamp(c.chainCount, 0, 127));
    return e;
}

bool cellLeftToEffect(Casting& c, int32_t index, const EffectValues& segment, Cell cell)
{
    EventInfo e = effectEvent(c, runtimeEvent<EV_MAGIC_XY>, index, segment, world::kNoObject);
    e.EXVal = int16_t(cell.x);
    e.EYVal = int16_t(cell.y);
    e.isLoc = true;
    const Level& level = c.game.level();
    const map::Region* region = level.map().regionAt(cell.x, cell.y);
    const std::array<module::ResourceId, 4> asked{level.dungeon, region ? region->resource : 0,
                                                  level.map().terrainResource(cell.x, cell.y), c.use.effect};
    for (const module::ResourceId resource : asked) {
        if (!resource)
            continue;
        const int32_t answer = c.game.events().askResource(resource, e);
        if (answer != NOTHING && answer != NOMSG)
            return false;
    }
    return true;
}

std::string effectName(const Game& game, module::ResourceId effect)
{
    return std::string(map::displayName(game.resources().name(effect)));
}

void noteUnsupported(Casting& c, const std::string& what)
{
    ++c.game.stats().unimplementedCalls[what + " (effect \"" + effectName(c.game, c.use.effect) + "\")"];
    ++c.outcome.unsupportedSegments;
}

} // namespace incursion::game::effects
