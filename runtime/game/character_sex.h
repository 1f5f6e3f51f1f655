// The player character's sex, chosen at its making before its race, as the
// original's Player::Create asks "male or female?" (src/Create.cpp,
// OPT_GENDER), and kept as MS_FEMALE in the creature's StateFlags
// (creature_state.h), which a race's EV_PREREQ may read to refuse it.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace incursion::game {

enum class CharacterSex : uint8_t {
    Unchosen,   // the first the race accepts: male, else female (same choices, same game)
    Male,
    Female,
};

// "male" or "female", as `incplay run --sex` and the studio name it.
std::optional<CharacterSex> characterSexNamed(std::string_view name);
std::string_view characterSexName(CharacterSex sex);    // "" for Unchosen

} // namespace incursion::game
