// Whose party a creature is of: the original's Creature::PartyID (creatures
// of one encounter, a summoner's summons and a breeder's young share it;
// scripts read and set it). Saved with the creature.
#pragma once


#include <cstdint>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

struct CreatureParty {
    int16_t partyId = 0;        // 0: of no party

    void save(module::ByteWriter& out) const;
    // `withBreedCount`: a creature state before 6, which kept a breed count
    // per creature (the level keeps it now, as the original's map did); it is
    // read and dropped.
    void load(module::ByteReader& in, bool withBreedCount);
    friend bool operator==(const CreatureParty&, const CreatureParty&) = default;
};

} // namespace incursion::game
