// EA_DISPEL (src/Effects.cpp, Magic::Dispel): a caster level check against
// each magic on the victim, and banishing summoned creatures.
#include "game/effect_archetypes.h"

#include "game/character_api.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/rules.h"
#include "game/shapeshift.h"
#include "game/skills.h"
#include "game/stati.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <utility>

namespace incursion::game::effects {

using module::EffectValues;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t DIS_DISPEL = 0x01, DIS_BANISH = 0x04;
constexpr int32_t CA_PURGE_MAGIC = 65, SK_SPELLCRAFT = 43, EF_MUNDANE = 33;
constexpr int32_t SS_ONCE = 8;

// Magic a dispelling reaches: given by an enchantment, once-only magic or an
// attack, from an Effect resource that is no poison or disease and not
// mundane. Stati an item grants while worn (SS_ITEM) are left alone: the
// original suppresses the item for a while (its DISPELLED stati), and the
// game does not count down an item's stati (item.h).
bool dispellable(const Game& game, const StatusEffect& s)
{
    if (s.cause != rules::SS_ENCH && s.cause != SS_ONCE && s.cause != rules::SS_ATTK)
        return false;
    const std::optional<module::EffectView> view = module::view<module::EffectView>(game.resources(), s.effect);
    if (!s.effect || !view || view->hasFlag(EF_MUNDANE))
        return false;
    const int32_t area = view->values().aval;
    return area != rules::AR_POISON && area != rules::AR_DISEASE;
}

} // namespace

void dispel(Game& game, Creature& self, const EffectValues& segment, EventInfo& e)
{
    Creature* actor = game.creature(e.actor);
    const int32_t bonus = actor ? character_api::abilityLevel(*actor, CA_PURGE_MAGIC) : 0;
    const int32_t check = e.vDmg + bonus;

    // A summoned creature whose summoning the check beats (11 + the SUMMONED
    // stati's magnitude) winks out, its items left behind.
    if (segment.xval & DIS_BANISH)
        if (const StatusEffect* summoned = self.status(rules::SUMMONED); summoned && check >= 11 + summoned->magnitude) {
            if (!self.isPlayer)
                game.message("The <EVictim> winks out of existence.", MessageSubjects::of(e));
            e.isSomething = true;
            game.removeCreature(self, world::kNoObject, "it was banished");
            return;
        }
    if (!(segment.xval & DIS_DISPEL))
        return;

    // Each magic (an effect and what holds it) is checked once: the caster
    // level that made it (else the victim's CR) + 11 against the check.
    std::vector<std::pair<module::ResourceId, world::Handle>> resisted, dispelled;
    bool something = false, told = false;
    const world::Handle victim = self.handle();
    for (size_t i = 0; i < self.stati.size(); ++i) {
        const StatusEffect s = self.stati[i];
        if (!dispellable(game, s))
            continue;
        const std::pair magic{s.effect, s.source};
        if (std::find(resisted.begin(), resisted.end(), magic) != resisted.end()
            || std::find(dispelled.begin(), dispelled.end(), magic) != dispelled.end())
            continue;
        const int32_t level = s.casterLevel ? s.casterLevel : self.challenge;
        if (level + 11 > check) {
            e.Resist = true;
            resisted.push_back(magic);
            continue;
        }
        dispelled.push_back(magic);
        something = true;
        const std::array arguments{MessageArgument::ofResource(s.effect)};
        if (self.isPlayer)
            game.message("Your <Res> spell is dispelled.", {}, arguments);
        const std::optional<module::EffectView> view = module::view<module::EffectView>(game.resources(), s.effect);
        if (actor && actor != &self && skillCheck(game, *actor, SK_SPELLCRAFT, 15 + view->level(), false)) {
            if (actor->isPlayer)
                game.message("The <EVictim>'s <Res> spell is dispelled.", MessageSubjects::of(e), arguments);
            told = true;
        }
        endEffectStati(game, victim, s.effect, EV_REMOVED);
        if (!game.creature(victim))
            return;     // its scripts killed it
        i = size_t(-1);    // the list changed: look it over again (what was decided stays decided)
    }
    if (Creature* still = game.creature(victim))
        shapeshift::settle(game, *still);
    if (self.isPlayer || (actor && actor->isPlayer)) {
        if (e.Resist)
            game.messageAs(e, e.victim, something ? "You partially resist the dispelling." : "You resist the dispelling.",
                           something ? "The <EVictim> partially resists the dispelling."
                                     : "The <EVictim> resists the dispelling.");
        if (!told && something && actor && actor != &self && actor->isPlayer)
            game.message("Some of the <EVictim>'s magic was dispelled.", MessageSubjects::of(e));
    }
    e.isSomething = e.isSomething || something || e.Resist;
}

} // namespace incursion::game::effects
