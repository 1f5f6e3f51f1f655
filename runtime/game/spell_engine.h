// Effects in play: an Effect resource is one or more segments, each an
// archetype (what it does: EA_BLAST damages, EA_INFLICT gives a stati,
// EA_HEALING heals, EA_SUMMON calls monsters ...) applied over an area (AR_BOLT
// stops at the first creature, AR_BEAM goes through, AR_BALL bursts at a
// point, AR_GLOBE around the caster, AR_TOUCH ...; effect_area.h), with
// saves for half or none, level scaling of its dice and scripted overrides.
//
// A use of an effect with a caster is the event EV_EFFECT: PRE(EV_EFFECT)
// handlers may stop it (DONE or ABORT), the caster's own handling of it
// applies the segments (handleEffectEvent), POST(EV_EFFECT) handlers follow.
// Before each segment acts the effect's own EV_EFFECT handler is asked
// (DONE: the script did that segment; ABORT: the effect stops). Then, for
// each creature the segment's area covers (or the item of the pack an effect
// on an item was aimed at: effect_item_target.h), EV_MAGIC_STRIKE: its handlers
// may strike their own way (DONE or ABORT); the caster's own handling of it
// (handleEffectEvent; at once without a caster) goes on, in order:
//
//   EV_ISTARGET    may this creature be affected? (CANNOT_CAST_IT or ABORT: no)
//   EV_CALC_EFFECT asked of the effect: it may set the amount (e.vDmg), the
//                  duration (e.vDuration) or other dice (SetPVal)
//   the save       sval against the DC: negates, or halves the amount (partial)
//   EV_MAGIC_HIT   the effect reaches it; PRE/EVICTIM handlers answering DONE
//                  or ABORT stop it there (a golem shrugging off fire)
//    └ the archetype, as the victim's own handling of EVICTIM(EV_MAGIC_HIT)
//       (handleMagicHit), after every script of the main sweep, so POST
//       handlers see what it did
//
// README.md ("Effects") lists what each archetype and area does here.
#pragma once

#include "game/event_info.h"
#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "module/resource_views.h"
#include "world/handle.h"

#include <cstdint>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

struct EffectUse {
    module::ResourceId effect = 0;
    world::Handle caster = world::kNoObject;    // may be kNoObject (a trap)
    world::Handle item = world::kNoObject;      // the potion, scroll or wand, if any
    world::Handle target = world::kNoObject;    // the creature aimed at, if any (or the item, effect_item_target.h)
    int32_t targetX = -1;                       // the cell aimed at (target's cell when a target is given)
    int32_t targetY = -1;
    int32_t casterLevel = 1;                    // for LEVEL_SCALED dice and durations
    int32_t saveDc = 0;                         // 0: 10 + effect level + caster's ability modifier
    // Re-thrown by a modifier field at a creature entering or leaving it
    // (fields.h): only its EA_GRANT and AR_MFIELD segments act, on the target.
    bool entering = false;
    bool leaving = false;
    // Set off as a trap (traps.h): `item` is the trap, not an item; isTrap.
    bool trap = false;
    // Re-thrown by an item put on or taken off (worn_magic.h): its EA_GRANT
    // segments give the wearer stati the item holds, or they go.
    bool wielding = false;
    bool removing = false;
    // An EF_PERIODIC effect's pulse (isPeriodic, periodic_effects.h): it acts,
    // rather than starting its pulse again.
    bool periodic = false;
};

// What happened, for the caller's messages and the AI's choices.
struct EffectOutcome {
    int32_t result = 0;         // NOTHING; ABORT when it was refused or is no effect
    int32_t creaturesAffected = 0;  // creatures it did something to (e.isSomething after EV_MAGIC_HIT)
    int64_t damageDone = 0;     // hit points its victims lost (down to 0)
    int64_t healingDone = 0;    // hit points its victims gained
    bool identifies = false;    // the effect showed itself: an item carrying it is now known
    int32_t creaturesSummoned = 0;
    int32_t itemsIdentified = 0;
    int32_t unsupportedSegments = 0;    // segments whose archetype or area the game does not model
};

// Uses the effect: throws EV_EFFECT (without a caster, a trap's, applies
// the segments at once) and tells what it did.
EffectOutcome applyEffect(Game& game, const EffectUse& use);

// The caster's C++ handling of EV_EFFECT (the original's MagicEvent): applies
// every segment of effect e.eID as the event describes its use (EActor the
// caster, EVictim the target, EXVal/EYVal the aimed cell, EItem, vCasterLev,
// saveDC), so a script's ThrowEff(EV_EFFECT, ...) or RedirectEff uses an
// effect too; and of EV_MAGIC_STRIKE (MagicStrike): segment e.efNum on
// EVictim. NOTHING for any other event or object.
int32_t handleEffectEvent(Game& game, Creature& self, int32_t event, EventInfo& e);

// `caster` casts one of its spells: throws EV_CAST (a script answering ABORT
// prevents the casting, DONE casts it its own way), pays the mana cost
// (refuses without enough mana: result ABORT and a message), then applies it
// at its caster level.
EffectOutcome castSpell(Game& game, Creature& caster, module::ResourceId spell, world::Handle target,
                        int32_t targetX, int32_t targetY);

// While one lives, effect `effect`'s first segment reads as `values`: how
// the original uses its "Breath Weapon" and "Spit Weapon" resources, writing
// a monster's breath dice, range and damage type into them before each use
// (src/Fight.cpp, Creature::SAttack). Nested stand-ins restore the outer one.
class SegmentStandIn {
public:
    SegmentStandIn(module::ResourceId effect, const module::EffectValues& values);
    ~SegmentStandIn();
    SegmentStandIn(const SegmentStandIn&) = delete;
    SegmentStandIn& operator=(const SegmentStandIn&) = delete;

private:
    const SegmentStandIn* outer_;
    module::ResourceId effect_;
    module::EffectValues values_;
    friend std::vector<module::EffectValues> effectSegments(const module::EffectView& view);
};
// The segments of an effect as they read now (a stand-in's values first).
std::vector<module::EffectValues> effectSegments(const module::EffectView& view);

// Whether any segment of the effect heals hit points (EA_HEALING of HEAL_HP, or
// of nothing named): what a hurt creature looks for.
bool effectHeals(const Game& game, module::ResourceId effect);

// Whether `c` is of monster type `type` as an effect's tval and aligned
// damage ask (Creature::isMType): alignments from a character's ALIGNMENT
// stati or the M_ flags, and the pseudo-types comparing sides with `caster`.
bool matchesType(const Creature& c, int32_t type, const Creature* caster = nullptr);

// The mana a spell costs (`Cost:`, at least 1).
int32_t manaCost(const Game& game, module::ResourceId spell);

// A value that may be one of the original's level codes (rules::LEVEL_SCALED,
// LEVEL_1PER2, PLUS_2PER1 ...) as a number, for `level` and an item's `plus`;
// any other value as it is.
int32_t levelValue(int32_t value, int32_t level, int32_t plus = 0);
// Dice whose count, sides or bonus may be level codes, resolved; a count a
// code brings to 0 stays at least 1.
module::Dice levelScaledDice(module::Dice dice, int32_t level, int32_t plus = 0);

// The victim's C++ handling of EVICTIM(EV_MAGIC_HIT): applies the archetype
// of segment e.efNum of effect e.eID to `self` with the event's amount
// (e.vDmg) and duration (e.vDuration), sets e.isSomething when it changed
// anything (and e.vVal to the monsters summoned or items identified);
// NOTHING for any other event. The game routes creatures' events here.
int32_t handleMagicHit(Game& game, Creature& self, int32_t event, EventInfo& e);

} // namespace incursion::game
