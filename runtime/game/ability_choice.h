// The class abilities that ask the player to choose when gained, as the
// original's Player::GainAbility asks (src/Create.cpp): a specialist
// wizard's school of magic (CA_SPECIALIST), a ranger's favoured enemies
// (CA_FAV_ENEMY with MA_CHOICE1 ... MA_CHOICE5). A priest's domains are
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

// GainFeat(FT_SCHOOL_FOCUS, schoolBits): the SC_ bits a grant names, or
// else one school not yet focused chosen from a menu; kept as a SCHOOL_FOCUS
// stati whose magnitude is the school's SC_ bit (spells of it are 2 harder
// to save against: effect_casting.cpp). Returns why none was chosen.
std::optional<std::string> gainSchoolFocus(Game& game, Creature& c, int32_t schoolBits);

// GainAbility(ab, MA_CHOICEn): "Choose a favoured enemy type:" among the
// original's FavEnemies (src/Tables.cpp) of which the first module has a
// monster that is generated, each named with its rarity and described by
// its monsters. The monster type chosen, or why none was.
struct TypeChoice {
    int32_t type = 0;
    std::string error;
};
TypeChoice chooseFavouredEnemy(Game& game);

} // namespace ability_choice
} // namespace incursion::game
