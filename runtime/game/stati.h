// Finding and changing a creature's stati in play, as the original's Thing
// stati accessors do (inc/Map.h, src/Status.cpp): which stati a query
// matches, and what follows a change (a creature whose speed changed takes
// its new speed in the turn queue).
#pragma once

#include "game/creature.h"

#include <cstdint>
#include <optional>

namespace incursion::game {

class Game;

// The original's INNATE_SPELL (inc/Defines.h): a spell a creature can cast,
// not something done to it, so the effect-keyed queries asked about any
// nature (-1) pass over it.
constexpr int32_t kInnateSpellStati = 42;

// The original's TRAP_EVENT (inc/Defines.h): the stati's effect answers
// META(ev) for the event its magnitude names, when the holder takes part in
// it. Gained with the event as its value, it keeps it as its magnitude (and
// the magnitude as its value), as the original's GainTempStati swaps them.
constexpr int32_t kTrapEventStati = 79;
// The stati as it is kept once gained: TRAP_EVENT's value and magnitude swapped.
StatusEffect asGained(StatusEffect status);

// Gives the creature a stati (as kept: asGained applied) and tells of it, as
// the original's Thing::GainTempStati (src/Status.cpp): EV_GAIN_STATI with
// the creature as actor, the stati's object as victim (ETarget), EParam its
// nature, vVal, vMag and vDuration, eID its effect; the effect and the gods
// watching a character (GODWATCH) hear it. The caller updates the turn
// queue when the creature's speed changed.
void gainStati(Game& game, Creature& creature, StatusEffect status);

// What a stati query asks for; -1 and kNoObject match any.
struct StatiKey {
    int32_t nature = -1;                    // -1 only with an effect: any nature but kInnateSpellStati
    int32_t value = -1;
    Handle source = world::kNoObject;       // the stati's object (its `h`)
    std::optional<ResourceId> effect;       // the effect that gave it, when asked by effect
};

bool statiMatches(const StatusEffect& status, const StatiKey& key);
// The same effect giving the same stati again renews it rather than
// stacking: the magnitude is the new one, the duration the longer (a
// permanent one stays so). `sameSource` also asks for the same object (a
// worn item's). Whether `held` had one to renew.
bool renewStati(std::vector<StatusEffect>& held, const StatusEffect& status, bool sameSource);
// The stati a thing holds: a creature's, an item's or a map feature's, as
// the original's Thing held them; null for another thing or none.
std::vector<StatusEffect>* heldStati(Game& game, Handle thing);
// The creature's first stati the key matches, in the order they were gained; null if none.
StatusEffect* findStati(Creature& creature, const StatiKey& key);
const StatusEffect* findStati(const Creature& creature, const StatiKey& key);

// Takes away every stati effect `effect` gave the creature, as the
// original's Thing::RemoveEffStati (src/Status.cpp): first the effect alone
// is asked `why` (EV_ELAPSED when one of them ran out, EV_REMOVED when a
// script removes them), about the first of them (EParam its nature, vVal,
// vMag, vObj); an elapsed one it answers NOTHING is asked EV_REMOVED too.
// ABORT keeps them (an elapsed one then lasts until removed). Returns whether
// they went; the creature may have died meanwhile.
bool endEffectStati(Game& game, Handle creature, ResourceId effect, int32_t why);

// Watches a creature's speed across a change of its stati and, when it
// changed, gives the turn queue the new speed.
class SpeedWatch {
public:
    SpeedWatch(Game& game, const Creature& creature);
    ~SpeedWatch();
    SpeedWatch(const SpeedWatch&) = delete;
    SpeedWatch& operator=(const SpeedWatch&) = delete;

private:
    Game& game_;
    Handle creature_;
    int32_t before_;
};

} // namespace incursion::game
