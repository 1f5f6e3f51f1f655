#include "game/creature_party.h"

#include "module/binary_io.h"

namespace incursion::game {

void CreatureParty::save(module::ByteWriter& out) const
{
    out.i32(partyId);
}

void CreatureParty::load(module::ByteReader& in, bool withBreedCount)
{
    partyId = int16_t(in.i32("party"));
    if (withBreedCount && in.i32("breed count") < 0)
        in.fail("negative breed count");
}

} // namespace incursion::game
