// Whose party a creature is of: the original's Creature::PartyID (creatures
// of one encounter, a summoner's summons and a breeder's young share it;
// scripts read and set it), and who leads it (a companion's player,
// companions.h). Saved with the creature.
#pragma once

#include "world/handle.h"

#include <cstdint>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

struct CreatureParty {
    int16_t partyId = 0;        // 0: of no party
    // The creature it follows and fights for: the original's leader target
    // (TargetSummoner, TargetMaster); kNoObject for none. Saved at the end of
    // the creature's state (creature.cpp), after the fields below it came.
    world::Handle leader = world::kNoObject;

    void save(module::ByteWriter& out) const;
    // `withBreedCount`: a creature state before 6, which kept a breed count
    // per creature (the level keeps it now, as the original's map did); it is
    // read and dropped.
    void load(module::ByteReader& in, bool withBreedCount);
    friend bool operator==(const CreatureParty&, const CreatureParty&) = default;
};

} // namespace incursion::game
