// EA_INFLICT and EA_GRANT aimed at an item (effect_archetypes.h).
#include "game/effect_archetypes.h"

#include "game/item.h"
#include "game/rules.h"
#include "game/stati.h"

namespace incursion::game::effects {

// rule: src/Effects.cpp, Magic::Inflict (GainTempStati on the victim, whatever Thing it is)
void inflictOnItem(Item& it, const module::EffectValues& segment, EventInfo& e)
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
    status = asGained(status);
    if (!renewStati(it.stati, status, false))
        it.stati.push_back(status);
    e.isSomething = true;
}

} // namespace incursion::game::effects
