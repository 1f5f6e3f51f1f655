// What the original kept on every creature beside its numbers and that has no
// other home here: the StateFlags bits (MS_FEMALE, MS_SCRUTINIZED ...) other
// than those the runtime keeps elsewhere, the proper name a script or the
// character's making gave it (Thing::Named), the player's formulaSeed, and the Timeout it had when it
// left the turn queue (the original froze a creature's Timeout on a level not
// being played). Saved with the creature.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

// The original's MS_* bits of Creature::StateFlags (src/Defines.h).
namespace state_flags {
inline constexpr uint16_t MS_PEACEFUL = 0x0001;
inline constexpr uint16_t MS_GUARDING = 0x0002;
inline constexpr uint16_t MS_FEMALE = 0x0004;
inline constexpr uint16_t MS_KNOWN = 0x0008;
inline constexpr uint16_t MS_HAS_REACH = 0x1000;
inline constexpr uint16_t MS_REACH_ONLY = 0x2000;
// Kept elsewhere, so never stored here: peaceful is the creature's attitude,
// guarding its post (CreatureMind), known what the player has identified.
inline constexpr uint16_t kDerived = MS_PEACEFUL | MS_GUARDING | MS_KNOWN;
}

struct CreatureState {
    uint16_t flags = 0;         // MS_* bits, kDerived ones cleared
    std::string named;          // its proper name, "" for none (the player's is its GameObject name)
    int32_t heldTimeout = -1;   // ticks it still had to wait when it left the queue; -1 none
    // The player's: a number fixed at the character's making that scripts
    // draw lasting choices from (Player::formulaSeed, the clock's time in
    // src/Create.cpp; here the game's seed, so a replay makes the same ones).
    int32_t formulaSeed = 0;

    bool female() const { return flags & state_flags::MS_FEMALE; }

    void save(module::ByteWriter& out) const;
    void load(module::ByteReader& in);
    friend bool operator==(const CreatureState&, const CreatureState&) = default;
};

// What a creature whose proper name is known is called in short
// (src/Message.cpp, GetFirstName): the first word of `fullName`; the second
// after a title ("Captain Varn" is Varn); the whole name when it begins with
// one of the epithets monks' names take ("Jade Tiger"); "Nameless" for blanks.
std::string firstNameOf(std::string_view fullName);

} // namespace incursion::game
