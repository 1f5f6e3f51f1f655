// Whether a character may take a feat, and why not: the original's
// Character::FeatPrereq (src/Create.cpp) over the feat table
// (feat_table.h), answered with the reason a player reads. Also the text a
// feat menu and the character sheet show of feats.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace feats {

// Why `c` may not take `feat` now ("needs Strength 13 (has 11)"), or
// nullopt when it may. `noFeatPrerequisites`: the Bard's list
// (FT_BARD_LIST) refuses a feat that needs another feat.
// rule: src/Create.cpp, Character::FeatPrereq.
std::optional<std::string> whyNotAllowed(const Game& game, const Creature& c, int32_t feat,
                                         bool noFeatPrerequisites = false);

// The feat's prerequisites as text ("Str 13 and Power Attack, or base
// melee attack +4"), empty when it has none.
std::string prerequisiteText(int32_t feat);
// What a menu shows of a feat: its flags in words and its prerequisites.
std::string describe(int32_t feat);

// The feats `c` knows (not the skills that share their numbering), by
// name, in the order of their names; monsters' from their `Feats:`.
std::vector<std::string> knownFeatNames(const Game& game, const Creature& c);

} // namespace feats
} // namespace incursion::game
