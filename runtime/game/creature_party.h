// Whose party a creature is of and how often it has bred: the original's
// Creature::PartyID (creatures of one encounter, a summoner's summons and a
// breeder's young share it; scripts read and set it) and
// Monster::BreedCount (Multiply's limit). Saved with the creature.
#pragma once


#include <cstdint>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

struct CreatureParty {
    int16_t partyId = 0;        // 0: of no party
    int32_t breedCount = 0;     // young it has had (Multiply stops at 50)

    void save(module::ByteWriter& out) const;
    void load(module::ByteReader& in);
    friend bool operator==(const CreatureParty&, const CreatureParty&) = default;
};

} // namespace incursion::game
