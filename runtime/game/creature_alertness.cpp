#include "game/creature_alertness.h"

#include "module/binary_io.h"

namespace incursion::game {

void CreatureAlertness::save(module::ByteWriter& out) const
{
    out.u8(uint8_t(turnsOutOfFight));
}

void CreatureAlertness::load(module::ByteReader& in)
{
    turnsOutOfFight = int8_t(in.u8("turns out of fight"));
}

} // namespace incursion::game
