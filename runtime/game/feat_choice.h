// The feats a character chooses, as the original's Player::GainFeat and
// Player::AdvanceLevel offer them (src/Create.cpp): a menu of the feats of
// a list (the full list, the Warrior's, the Wizard's, the Bard's) the
// character may take now (feats.h), asked through game.prompts(); the skill
// a Skill Focus or Natural Aptitude is for. A bot answers with a sensible
// default (MenuRequest::suggested): the first of a fixed order of feats
// whose effects the runtime has, so a seed replays the same character.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace incursion::game {

class Creature;
class Game;

namespace feat_choice {

// Player::GainFeat for a list below FT_FIRST (FT_FULL_LIST,
// FT_WARRIOR_LIST, FT_WIZARD_LIST, FT_BARD_LIST; the others offer the
// full list): the player picks one allowed feat, which is gained. Returns
// why none was gained (no feat of the list is open to the character).
std::optional<std::string> chooseFeat(Game& game, Creature& character, int32_t list);

// rule: src/Create.cpp, Player::AdvanceLevel: a feat from the full list
// at total level 1 and every third level, and a second one at level 1.
void gainLevelFeats(Game& game, Creature& character);

// Skill Focus (a +2 SKILL_BONUS, SS_PERM) and Natural Aptitude (an
// EXTRA_SKILL) in a skill the player picks, or `skill` when not 0. Returns
// why nothing was gained (no skill left to pick).
std::optional<std::string> gainSkillFeat(Game& game, Creature& character, int32_t feat, int32_t skill);

// rule: src/Create.cpp, Player::Create: a race's SK_ANY skills (a Human's
// two) are skills the player picks, each an EXTRA_SKILL.
void chooseAnySkills(Game& game, Creature& character);

} // namespace feat_choice
} // namespace incursion::game
