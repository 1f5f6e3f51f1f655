#include "game/creature_party.h"

#include "module/binary_io.h"

namespace incursion::game {

void CreatureParty::save(module::ByteWriter& out) const
{
    out.i32(partyId);
    out.i32(breedCount);
}

void CreatureParty::load(module::ByteReader& in)
{
    partyId = int16_t(in.i32("party"));
    breedCount = in.i32("breed count");
    if (breedCount < 0)
        in.fail("negative breed count");
}

} // namespace incursion::game
