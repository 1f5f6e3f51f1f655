#include "game/traps.h"

#include "game/character.h"
#include "game/combat.h"
#include "game/creature.h"
#include "game/feature_object.h"
#include "game/game.h"
#include "game/monster_api.h"
#include "game/perception.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "module/resource_views.h"

namespace incursion::game::traps {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t FT_FEATHERFOOT = 152;     // FT_EFG + 20
constexpr int32_t ILLUSION = 74;
constexpr int32_t kTrapCasterLevel = 12;
constexpr int32_t kTrapNoise = 30;

bool knowsFeat(const Creature& c, int32_t feat)
{
    return c.character && c.character->knowsFeat(feat);
}

} // namespace

// rule: src/Feature.cpp, Trap::TriggerTrap
int32_t trigger(Game& game, FeatureObject& trap, Creature& victim, bool foundBefore)
{
    if (trap.otherFlags & TS_DISARMED)
        return NOTHING;
    const auto effect = module::view<module::EffectView>(game.resources(), trap.trapEffect);
    if (!effect)
        return NOTHING;
    if (const map::Feature* feature = game.featureOf(trap);
        !foundBefore && feature && (feature->state & map::kFeatureHidden) && game.playerPerceives(victim.handle()))
        game.setFeatureState(trap, uint8_t(feature->state & ~map::kFeatureHidden));

    EventInfo e;
    e.actor = e.victim = victim.handle();
    e.item = trap.handle();
    const int32_t save = effect->values().sval;
    const int32_t dc = 15 + effect->level() + (foundBefore ? 0 : 5);
    if ((foundBefore && knowsFeat(victim, FT_FEATHERFOOT))
        || (save != rules::NOSAVE && savingThrow(game, victim, save, dc))) {
        game.messageAs(e, victim.handle(), "You avoid the effects of a <EItem>!",
                       "The <EActor> avoids the effects of a <EItem>!");
        return DONE;
    }
    game.messageAs(e, victim.handle(), "You fall victim to a <EItem>!", "The <EActor> falls victim to a <EItem>!");
    trap.otherFlags |= TS_DISARMED;     // before the effect: a dispelling trap must not dispel itself
    perception::reveal(game, victim, false);
    perception::noiseFrom(game, victim, kTrapNoise);

    EffectUse use;
    use.effect = trap.trapEffect;
    use.caster = use.target = victim.handle();
    use.item = trap.handle();
    use.targetX = victim.x;
    use.targetY = victim.y;
    use.casterLevel = kTrapCasterLevel;
    use.trap = true;
    return applyEffect(game, use).result;
}

// rule: src/Move.cpp, Creature::Walk (the traps of the cell walked onto)
void walkedOnto(Game& game, Creature& walker)
{
    if (monster_api::isAerial(game, walker) || walker.hasStatus(ILLUSION))
        return;
    Level* level = game.levelObject(walker.map());
    if (!level)
        return;
    FeatureObject* trap = game.featureObject(game.featureObjectAt(*level, walker.x, walker.y));
    const map::Feature* feature = trap ? game.featureOf(*trap) : nullptr;
    if (!feature || feature->kind != map::FeatureKind::Trap || (trap->otherFlags & TS_DISARMED))
        return;
    trigger(game, *trap, walker, !(feature->state & map::kFeatureHidden));
}

} // namespace incursion::game::traps
