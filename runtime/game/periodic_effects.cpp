#include "game/periodic_effects.h"

#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_info.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "game/stati.h"
#include "game/worn_magic.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace incursion::game::periodic_effects {

// rule: src/Magic.cpp, Magic::MagicEvent (EF_PERIODIC and not e.isPeriodic:
// isWield or isEnter GainPermStati(PERIODIC, item, SS_ITEM, lval), isRemove or
// isLeave RemoveStati(PERIODIC, SS_ITEM, ..., item), else GainTempStati for
// e.vDuration; the segment does nothing more)
void startOrStop(Game& game, const EffectUse& use, int32_t period, int32_t duration)
{
    Creature* self = game.creature(use.target);
    if (!self || period <= 0)
        return;
    const world::Handle holder = use.wielding || use.removing ? use.item : world::kNoObject;
    if (use.removing || use.leaving) {
        std::erase_if(self->stati, [&](const StatusEffect& s) {
            return s.stati == PERIODIC && s.cause == worn_magic::kWornItemCause && s.source == holder
                   && s.effect == use.effect;
        });
        return;
    }
    const bool held = use.wielding || use.entering;
    // Put on again (or re-entered), the item's pulse is not doubled.
    if (held && std::any_of(self->stati.begin(), self->stati.end(), [&](const StatusEffect& s) {
            return s.stati == PERIODIC && s.source == holder && s.effect == use.effect;
        }))
        return;
    StatusEffect pulse;
    pulse.stati = PERIODIC;
    pulse.value = period;           // the original's Val: turns between pulses
    pulse.magnitude = 0;            // its Mag: the turns counted so far
    pulse.cause = held ? worn_magic::kWornItemCause : rules::SS_ENCH;
    pulse.turnsLeft = held ? -1 : std::max<int32_t>(duration, 1);
    pulse.effect = use.effect;
    pulse.source = held ? holder : use.caster;
    pulse.casterLevel = use.casterLevel;
    gainStati(game, *self, pulse);
}

// rule: src/Creature.cpp, the turn's StatiIterNature(PERIODIC): ++Mag % Val
// == 0 throws EV_EFFECT at the creature (the item as EItem when an item holds
// it) with isPeriodic, and Mag starts again at 1 (so after the first pulse
// they come every Val - 1 turns, as the original's did)
void turnPasses(Game& game, Creature& c)
{
    std::vector<std::pair<world::Handle, module::ResourceId>> due;
    for (StatusEffect& s : c.stati)
        if (s.stati == PERIODIC && s.value > 0 && ++s.magnitude % s.value == 0) {
            s.magnitude = 1;
            due.emplace_back(s.source, s.effect);
        }
    const world::Handle self = c.handle();
    for (const auto& [source, effect] : due) {
        const Creature* still = game.creature(self);
        if (!still || !still->alive() || !still->map())
            return;
        EventInfo e;
        e.event = runtimeEvent<EV_EFFECT>;
        e.actor = self;
        e.victim = self;       // no victim and no cell: the actor (src/Magic.cpp, MagicEvent)
        e.eID = effect;
        e.map = still->map();
        e.isPeriodic = true;
        if (game.item(source)) {
            e.item = source;
            e.isItem = true;
        }
        game.throwEvent(e);
    }
}

} // namespace incursion::game::periodic_effects
