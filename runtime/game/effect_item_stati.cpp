// The stati an EA_GRANT or EA_INFLICT segment gives, and EA_INFLICT aimed at an item (effect_archetypes.h).
#include "game/effect_archetypes.h"

#include "game/item.h"
#include "game/rules.h"
#include "game/stati.h"

namespace incursion::game::effects {

StatusEffect segmentStati(const module::EffectValues& segment, const EventInfo& e)
{
    StatusEffect status;
    status.stati = segment.xval;
    status.value = segment.yval;
    status.magnitude = e.vDmg;
    status.cause = rules::SS_ENCH;
    status.turnsLeft = e.vDuration > 0 ? e.vDuration : -1;
    status.effect = e.eID;
    status.source = e.actor;
    status.casterLevel = e.vCasterLev;
    return status;
}

// rule: src/Effects.cpp, Magic::Inflict (GainTempStati on the victim, whatever Thing it is)
void inflictOnItem(Item& it, const module::EffectValues& segment, EventInfo& e)
{
    const StatusEffect status = asGained(segmentStati(segment, e));
    if (!renewStati(it.stati, status, false))
        it.stati.push_back(status);
    e.isSomething = true;
}

} // namespace incursion::game::effects
