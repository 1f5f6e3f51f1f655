// How long a creature has gone without a blow given or taken: the original's
// Creature::FFCount (inc/Creature.h), which makes a creature flat-footed once
// it has been out of a fight for a few turns (flat_footed.h has the rules).
// Saved with the creature.
#pragma once

#include <cstdint>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

struct CreatureAlertness {
    // Turns since it last fought; a newcomer starts at 20 (src/Player.cpp,
    // src/Monster.cpp), well out of any fight.
    static constexpr int8_t kNewcomer = 20;
    int8_t turnsOutOfFight = kNewcomer;

    void save(module::ByteWriter& out) const;
    void load(module::ByteReader& in);
    friend bool operator==(const CreatureAlertness&, const CreatureAlertness&) = default;
};

} // namespace incursion::game
