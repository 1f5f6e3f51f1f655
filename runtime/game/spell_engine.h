// Effects in play: an Effect resource is one or more segments, each an
// archetype (what it does: EA_BLAST damages, EA_INFLICT gives a stati,
// EA_HEALING heals, EA_SUMMON calls monsters ...) applied over an area (AR_BOLT
// stops at the first creature, AR_BEAM goes through, AR_BALL bursts at a
// point, AR_GLOBE around the caster, AR_TOUCH ...), with saves for half or
// none, level scaling of its dice and scripted overrides (EV_ISTARGET picks
// who counts as a target, EV_MAGIC_HIT may stop the effect on one of them).
// README.md ("Effects") lists what each archetype and area does here.
#pragma once

#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>
#include <string>

namespace incursion::game {

class Creature;
class Game;

struct EffectUse {
    module::ResourceId effect = 0;
    world::Handle caster = world::kNoObject;    // may be kNoObject (a trap)
    world::Handle item = world::kNoObject;      // the potion, scroll or wand, if any
    world::Handle target = world::kNoObject;    // the creature aimed at, if any
    int32_t targetX = -1;                       // the cell aimed at (target's cell when a target is given)
    int32_t targetY = -1;
    int32_t casterLevel = 1;                    // for LEVEL_SCALED dice and durations
    int32_t saveDc = 0;                         // 0: 10 + effect level + caster's ability modifier
};

// What happened, for the caller's messages and the AI's choices.
struct EffectOutcome {
    int32_t result = 0;         // the event result (NOTHING, DONE, ABORT ...)
    int32_t creaturesAffected = 0;
    int64_t damageDone = 0;
    int64_t healingDone = 0;
    bool identifies = false;    // the effect showed itself: an item carrying it is now known
};

// Applies every segment of the effect.
EffectOutcome applyEffect(Game& game, const EffectUse& use);

// `caster` casts one of its spells: pays the mana cost (refuses without
// enough mana: result ABORT and a message), then applies it (EV_CAST wraps it).
EffectOutcome castSpell(Game& game, Creature& caster, module::ResourceId spell, world::Handle target,
                        int32_t targetX, int32_t targetY);

// The mana a spell costs (`Cost:`, at least 1).
int32_t manaCost(const Game& game, module::ResourceId spell);

} // namespace incursion::game
