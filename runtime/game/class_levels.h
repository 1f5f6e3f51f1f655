// Levels in several classes, as the original's character sheet gives them
// (src/Managers.cpp, the sheet's `A`, `M` and `P`; src/Create.cpp,
// Player::AdvanceLevel, Character::TrainAs, TotalClassLevels): advancing
// asks which class, among the character's classes that may take another
// level and the classes it may newly take up (at most three in all), and a
// class's levels count for its own numbers (Character::GetBAB, the hit and
// mana dice of each class, its skills and spell grants).
#pragma once

#include "module/resource_manager.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;
struct CharacterSheet;

namespace class_levels {

using module::ResourceId;

// TotalClassLevels: the class's TOTAL_CLASS_LEVELS constant, else 10 for a
// prestige class and 20 for another.
int32_t classLevelLimit(const module::ResourceManager& resources, ResourceId klass);

// Why `c` may not take another level in its class `klass` now
// (Player::AdvanceLevel past the first level: the class's level limit, a
// religious class without a god, the class's alignment, its allowed gods),
// or nullopt.
std::optional<std::string> advanceRefusal(Game& game, const Creature& c, ResourceId klass);

// Why `c` may not take up `klass` as a new class (the sheet's `M` and `P`:
// not a pseudo class, a prestige class after three levels and only one, the
// god allowed, a hit die, a god for a religious class, EV_ISTARGET, the
// alignment), or nullopt.
std::optional<std::string> trainingRefusal(Game& game, Creature& c, ResourceId klass);

// One class a level may go to: a slot of the sheet, and whether the class
// is new there.
struct ClassOption {
    ResourceId klass = 0;
    size_t slot = 0;
    bool isNew = false;
};
// The classes `c` may advance in now, its own first (in slot order), then
// new ones in module order while it has fewer than three.
std::vector<ClassOption> classesToAdvance(Game& game, Creature& c);

// "Which class do you wish to advance in?": asks the PromptHandler when
// there is more than one class to choose (a bot stays in its first class),
// takes a new class up into a free slot (Character::TrainAs) and returns the
// slot to advance; nullopt, with a notice, when declined or when no class
// may take a level.
std::optional<size_t> chooseClassToAdvance(Game& game, Creature& c);

// Character::GetBAB(mode) without intensive study: each class's attack
// value for `mode` (rules::S_MELEE ...) times its levels, in hundredths.
int32_t baseAttack(const module::ResourceManager& resources, const CharacterSheet& sheet, int32_t mode);

} // namespace class_levels
} // namespace incursion::game
