// How a character comes to be and grows, as the original's Player::Create,
// AdvanceLevel, AddAbilities, GainAbility and GainFeat do it: the race and
// class are asked (EV_PREREQ, EV_ISTARGET), told (EV_BIRTH, EV_ADVANCE,
// EV_STARTING_ITEM) and grant their abilities, feats and gear. What needs the
// player's choice (feat lists, favoured enemies, domains ...) is reported,
// not guessed.
#pragma once

#include "module/resource_manager.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace character {

using module::ResourceId;

// The Race or Class resource a playtest names ("Dwarf", or "Dwarf;race"),
// case-insensitively; or why there is none (listing the choices).
struct Choice {
    ResourceId resource = 0;
    std::string error;
};
Choice findRace(const module::ResourceManager& resources, std::string_view name);
Choice findClass(const module::ResourceManager& resources, std::string_view name);
Choice findGod(const module::ResourceManager& resources, std::string_view name);

// Names compared as the original's FIND does: case-insensitively.
bool sameName(std::string_view a, std::string_view b);

// PEvent(EV_ISTARGET, character, klass): the class's answer whether it takes
// the character (ABORT refuses).
int32_t askClass(Game& game, const Creature& character, ResourceId klass);

// Whether the original's creation menu offers `klass` (not a prestige or
// pseudo class).
bool isStartingClass(const module::ResourceManager& resources, ResourceId klass);

// rule: src/Create.cpp, Character::NextLevXP and the character sheet's
// advance key (src/Managers.cpp): whether `c` has the experience
// (ExperienceChart, less what was drained) to advance a level now.
bool mayAdvance(const Creature& c);
// rule: src/Create.cpp, Character::GainXP: "You have enough experience to
// advance to level N.", once a level (the sheet's notified level).
void announceAdvance(Game& game, Creature& c);
// The player's advance command: a level in its first class when it may,
// else why not ("You have 900 experience, and you need 1000 to reach level
// 2."). Whether it advanced.
bool advanceByChoice(Game& game, Creature& c);

// Makes `player` (already in the game's registry, on no map) a character of
// the chosen race and class (empty: the first the original would offer) and
// of the sex GameOptions::sex names (unchosen: male, or female when only
// that is what the named race accepts): rolls its attributes, advances it
// to level 1 and gives it its gear.
// Returns why the choice is refused (the race's EV_PREREQ or the class's
// EV_ISTARGET answered ABORT, or a race without a monster, a class without
// a hit die), nullopt when the character was made.
std::optional<std::string> rollCharacter(Game& game, Creature& player, std::string_view race,
                                         std::string_view characterClass);

// One level more in the class of `slot` (Player::AdvanceLevel after the
// class is chosen): PRE(EV_ADVANCE), EV_ADVANCE and POST(EV_ADVANCE) to the
// race and the class, the class's and race's abilities, its skills.
void advanceLevel(Game& game, Creature& character, size_t slot);

// Character::AddAbilities: what `resource` (a race, class, domain or god)
// grants at `level`; a grant that needs a choice is noted in the log.
void addAbilities(Game& game, Creature& character, ResourceId resource, int32_t level);
// Player::GainAbility; the reason when the ability needs a choice the
// runtime cannot ask for yet.
std::optional<std::string> gainAbility(Game& game, Creature& character, int32_t ability, int32_t parameter,
                                       ResourceId source, int32_t statiSource);
// Player::GainFeat: one named feat, or a list to choose from (below
// FT_FIRST); `parameter` the weapon or skill a grant names (0: asked).
// The reason when nothing was gained.
std::optional<std::string> gainFeat(Game& game, Creature& character, int32_t feat, int32_t parameter = 0);

} // namespace character
} // namespace incursion::game
