#include "game/god_pulse.h"

#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/object_api.h"
#include "game/religion.h"
#include "game/religion_api.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game::god_pulse {

namespace {

using module::ResourceId;

// The original's numbers (inc/Defines.h).
constexpr int32_t TOLERANCE_VAL = 129, GODPULSE_INTERVAL = 132, GODANGER_INTERVAL = 133;
constexpr int32_t GF_COMBAT_PULSE = 13, GF_COMBAT_ANGER = 14;
constexpr int32_t HUNG_PULSE = 232;
constexpr int32_t MSG_EXPENDED = 75;

// The god that considers the character this turn, or 0: its own god three
// times in four, else a god it has dealt with (GS_INVOLVED), up to 31
// tries at random.
ResourceId consideringGod(Game& game)
{
    const Religion& religion = game.religion();
    if (game.randomBelow(4) && religion.god)
        return religion.god;
    const std::vector<ResourceId> gods = game.gods();
    for (int tries = 0; tries <= 30; ++tries) {
        const ResourceId god = gods[size_t(game.randomBelow(int32_t(gods.size())))];
        if (religion.standing(god).flags & Religion::GS_INVOLVED)
            return god;
    }
    return 0;
}

// DoIntervention: the pulse, unless the god has cast the character out
// without anger; a god that answers it marks its visit.
void intervene(Game& game, Creature& self, ResourceId god, bool angry)
{
    Religion& religion = game.religion();
    if (!religion.standing(god).anger &&
        (religion.standing(god).flags & (Religion::GS_ANATHEMA | Religion::GS_FORSAKEN)))
        return;
    EventInfo e;
    e.event = angry ? runtimeEvent<EV_ANGER_PULSE> : runtimeEvent<EV_GODPULSE>;
    e.eID = god;
    e.actor = self.handle();
    if (game.throwEvent(e) == NOTHING)
        return;
    GodStanding& standing = religion.standing(god);
    standing.lastPulse = religion.experienceTicks;
    if (angry)
        standing.flags |= Religion::GS_KNOWN_ANGER;
    else
        standing.flags &= uint16_t(~Religion::GS_KNOWN_ANGER);
    if (Creature* c = game.creature(self.handle()))
        c->removeStatus(HUNG_PULSE, int32_t(god));
    // Another god's anger wears itself out, or a character who left that
    // god would be drained by it for ever (the original's own reasoning).
    if (angry && god != religion.god) {
        standing.anger = int16_t(std::max(0, standing.anger - 2));
        if (!standing.anger)
            religion_api::godMessage(game, god, MSG_EXPENDED);
    }
}

} // namespace

void turnPasses(Game& game, Creature& self)
{
    // rule: src/Creature.cpp, the character's turn ("Hung Intervention?").
    // A module without gods has no one to step in, and draws no dice for it.
    if (!self.isPlayer || game.gods().empty() || game.randomBelow(10))
        return;
    Religion& religion = game.religion();
    if (const StatusEffect* hung = self.status(HUNG_PULSE); hung && object_api::threatened(game, self)) {
        const auto god = ResourceId(hung->value);
        intervene(game, self, god, religion.standing(god).anger != 0);
        return;
    }
    const ResourceId god = consideringGod(game);
    if (!god)
        return;
    const auto view = module::view<module::GodView>(game.resources(), god);
    if (!view)
        return;
    const GodStanding& standing = religion.standing(god);
    const bool angry = standing.anger > religion_api::godConstant(game, god, TOLERANCE_VAL);
    const int32_t interval = religion_api::godConstant(game, god, angry ? GODANGER_INTERVAL : GODPULSE_INTERVAL);
    if (religion.experienceTicks - standing.lastPulse < interval * (god == religion.god ? 1 : 5))
        return;
    if (standing.anger && !angry)
        return;
    if (view->hasFlag(angry ? GF_COMBAT_ANGER : GF_COMBAT_PULSE) && !object_api::threatened(game, self)) {
        if (!self.hasStatus(HUNG_PULSE, int32_t(god))) {
            StatusEffect hung;
            hung.stati = HUNG_PULSE;
            hung.value = int32_t(god);
            hung.cause = rules::SS_MISC;
            self.addStatus(hung);
        }
        return;
    }
    intervene(game, self, god, angry);
}

} // namespace incursion::game::god_pulse
