// The class abilities that ask the player to choose when gained, as the
// original's Player::GainAbility asks (src/Create.cpp): a specialist
// wizard's school of magic (CA_SPECIALIST). A priest's domains are
// domain_choice.h.
#pragma once

#include "module/resource_manager.h"

#include <optional>
#include <string>

namespace incursion::game {

class Creature;
class Game;

namespace ability_choice {

// GainAbility(CA_SPECIALIST) at its first level: one of the nine schools
// (an elf is not offered Necromancy) from a menu that cannot be declined,
// kept as a SPECIALTY_SCHOOL stati whose value is the school's place in the
// original's list (Abjuration 0 ... Weavecraft 8) and whose effect is
// `source`. Returns why none was chosen.
std::optional<std::string> chooseSpecialistSchool(Game& game, Creature& c, module::ResourceId source,
                                                  int32_t statiSource);

} // namespace ability_choice
} // namespace incursion::game
