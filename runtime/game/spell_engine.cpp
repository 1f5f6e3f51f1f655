#include "game/spell_engine.h"

#include "game/combat.h"
#include "game/event_ids.h"
#include "game/game.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game {

int32_t manaCost(const Game& game, module::ResourceId spell)
{
    const auto effect = module::view<module::EffectView>(game.resources(), spell);
    return effect ? std::max(1, effect->manaCost()) : 1;
}

EffectOutcome applyEffect(Game& game, const EffectUse& use)
{
    EffectOutcome outcome;
    const auto effect = module::view<module::EffectView>(game.resources(), use.effect);
    Creature* target = game.creature(use.target);
    if (!effect || !target)
        return outcome;
    for (const module::EffectValues& segment : effect->segments()) {
        const int32_t amount = std::max(0, game.roll(segment.pval));
        if (segment.archetype == rules::EA_BLAST) {
            dealDamage(game, use.caster, *target, segment.xval, amount, "spell");
            outcome.damageDone += amount;
        } else if (segment.archetype == rules::EA_HEALING) {
            const int32_t healed = std::min(amount, target->maxHp - target->hp);
            target->hp += healed;
            outcome.healingDone += healed;
        }
    }
    outcome.creaturesAffected = 1;
    return outcome;
}

EffectOutcome castSpell(Game& game, Creature& caster, module::ResourceId spell, world::Handle target, int32_t targetX,
                        int32_t targetY)
{
    const int32_t cost = manaCost(game, spell);
    if (caster.mana < cost) {
        if (caster.isPlayer)
            game.notice("You do not have enough mana.");
        return EffectOutcome{ABORT, 0, 0, 0, false};
    }
    caster.mana -= cost;
    return applyEffect(game, EffectUse{spell, caster.handle(), world::kNoObject, target, targetX, targetY,
                                       caster.level, 0});
}

} // namespace incursion::game
