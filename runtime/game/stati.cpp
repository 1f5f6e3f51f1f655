#include "game/stati.h"

#include "game/companions.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/feature_object.h"
#include "game/game.h"
#include "game/shapeshift.h"
#include "game/stati_message.h"
#include "module/resource_views.h"

#include <algorithm>
#include <utility>

namespace incursion::game {

StatusEffect asGained(StatusEffect status)
{
    if (status.stati == kTrapEventStati)
        std::swap(status.value, status.magnitude);
    return status;
}

void gainStati(Game& game, Creature& creature, StatusEffect status)
{
    const Handle handle = creature.handle();
    creature.addStatus(status);
    EventInfo e;
    e.event = runtimeEvent<EV_GAIN_STATI>;
    e.actor = handle;
    e.victim = status.source;
    e.EParam = int16_t(status.stati);
    e.vVal = status.value;
    e.vMag = status.magnitude;
    e.vDuration = int16_t(status.turnsLeft);
    e.eID = status.effect;
    game.throwEvent(e);
    // Charmed by the player as an ally, dominated or commanded, a monster
    // becomes its companion (src/Status.cpp, Thing::GainStati, CHARMED).
    constexpr int32_t CHARMED = 137, CH_ALLY = 3, CH_DOMINATE = 4, CH_COMMAND = 5;
    Creature* charmed = game.creature(handle);
    if (charmed && !charmed->isPlayer && status.stati == CHARMED && status.source == game.player().handle() &&
        (status.value == CH_ALLY || status.value == CH_DOMINATE || status.value == CH_COMMAND))
        companions::makeCompanion(game, *charmed, game.player(),
                                  status.value == CH_COMMAND ? companions::PHD_COMMAND : companions::PHD_MAGIC);
}

bool statiMatches(const StatusEffect& s, const StatiKey& key)
{
    if (key.effect) {
        if (s.effect != *key.effect)
            return false;
        if (key.nature == -1 ? s.stati == kInnateSpellStati : s.stati != key.nature)
            return false;
    } else if (s.stati != key.nature) {
        return false;
    }
    return (key.value == -1 || s.value == key.value) && (key.source == world::kNoObject || s.source == key.source);
}

bool renewStati(std::vector<StatusEffect>& held, const StatusEffect& status, bool sameSource)
{
    const auto same = std::find_if(held.begin(), held.end(), [&](const StatusEffect& s) {
        return s.stati == status.stati && s.value == status.value && s.effect == status.effect && s.effect != 0 &&
               (!sameSource || s.source == status.source);
    });
    if (same == held.end())
        return false;
    same->magnitude = status.magnitude;
    const bool permanent = same->turnsLeft < 0 || status.turnsLeft < 0;
    same->turnsLeft = permanent ? -1 : std::max(same->turnsLeft, status.turnsLeft);
    return true;
}

std::vector<StatusEffect>* heldStati(Game& game, Handle thing)
{
    if (Creature* c = game.creature(thing))
        return &c->stati;
    if (Item* it = game.item(thing))
        return &it->stati;
    if (FeatureObject* f = game.featureObject(thing))
        return &f->stati;
    return nullptr;
}

StatusEffect* findStati(Creature& creature, const StatiKey& key)
{
    auto found = std::find_if(creature.stati.begin(), creature.stati.end(),
                              [&](const StatusEffect& s) { return statiMatches(s, key); });
    return found == creature.stati.end() ? nullptr : &*found;
}

const StatusEffect* findStati(const Creature& creature, const StatiKey& key)
{
    return findStati(const_cast<Creature&>(creature), key);
}

bool endEffectStati(Game& game, Handle handle, ResourceId effect, int32_t why)
{
    Creature* c = game.creature(handle);
    if (!c || !effect)
        return false;
    const StatiKey key{-1, -1, world::kNoObject, effect};
    const StatusEffect* first = findStati(*c, key);
    if (!first)
        return false;
    int32_t answer = NOTHING;
    if (module::view<module::EffectView>(game.resources(), effect)) {
        EventInfo e;
        e.event = why == EV_ELAPSED ? runtimeEvent<EV_ELAPSED> : runtimeEvent<EV_REMOVED>;
        e.actor = e.victim = handle;
        e.map = c->map();
        e.eID = effect;
        e.EParam = int16_t(first->stati);
        e.vVal = int16_t(first->value);
        e.vMag = int16_t(first->magnitude);
        e.vObj = first->source;
        e.EXVal = int16_t(c->x);
        e.EYVal = int16_t(c->y);
        answer = game.events().askResource(effect, e);
        if (answer == NOTHING && e.event == EV_ELAPSED) {
            e.event = runtimeEvent<EV_REMOVED>;
            answer = game.events().askResource(effect, e);
        }
        c = game.creature(handle);
        if (!c)
            return false;
        if (answer == ABORT) {
            for (StatusEffect& s : c->stati)
                if (statiMatches(s, key) && s.turnsLeft == 0)
                    s.turnsLeft = -1;
            return false;
        }
    }
    // No script answered (DONE or NOMSG would have): the first stati says its
    // own ending, once for the effect.
    // rule: src/Status.cpp, Thing::RemoveStati / RemoveStatiFrom (StatiMessage)
    first = findStati(*c, key);     // the handlers may have changed the stati
    if (!first)
        return true;
    const bool tellEnding = answer == NOTHING;
    const int32_t endingStati = first->stati, endingValue = first->value;
    SpeedWatch watch(game, *c);
    std::erase_if(c->stati, [&](const StatusEffect& s) { return statiMatches(s, key); });
    shapeshift::settle(game, *c);   // a polymorph's shape goes with its stati
    if (tellEnding)
        if (const Creature* still = game.creature(handle))
            stati_message::tell(game, *still, endingStati, endingValue, true);
    return true;
}

SpeedWatch::SpeedWatch(Game& game, const Creature& creature)
    : game_(game), creature_(creature.handle()), before_(creature.currentSpeed())
{
}

SpeedWatch::~SpeedWatch()
{
    const Creature* c = game_.creature(creature_);
    if (c && c->currentSpeed() != before_ && game_.queue().contains(creature_))
        game_.queue().setSpeed(creature_, uint16_t(c->currentSpeed()));
}

} // namespace incursion::game
