// The feats that make a character choose a weapon (Weapon Proficiency,
// Focus, Specialist, the Masteries, Exotic Weapon, Improved Critical), as
// the original's Player::GainFeat asks for them (src/Create.cpp): the
// weapons the character may take are offered in a menu the game's
// PromptHandler answers.
#pragma once

#include "module/resource_manager.h"

#include <cstdint>
#include <optional>
#include <string>

namespace incursion::game {

class Creature;
class Game;

namespace weapon_feats {

// Whether `feat` is one of them.
bool choosesWeapon(int32_t feat);

// Asks for the weapon and grants what the feat gives with it (a WEP_SKILL
// or IMP_CRIT stati). Returns why nothing was granted: no weapon qualifies,
// or the answer was none of the weapons offered.
// `named`: the weapon a grant names (asked when 0).
std::optional<std::string> gainWeaponFeat(Game& game, Creature& character, int32_t feat,
                                          module::ResourceId named = 0);

} // namespace weapon_feats
} // namespace incursion::game
