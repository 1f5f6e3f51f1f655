// Choosing a god, as the original's Player::ChooseGod and
// Character::isWorthyOf (src/Create.cpp, src/Prayer.cpp): the gods a
// character may worship are asked (EV_PREREQ) and offered in a menu that
// the game's PromptHandler answers (the Playtest panel, or the
// SeededChooser for bots and smoke runs).
#pragma once

#include "module/resource_manager.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace god_choice {

using module::ResourceId;

// The gods class `klass` allows (its ALLOWED_GODS list); empty when it
// names none (any god will do).
std::vector<ResourceId> allowedGods(const Game& game, ResourceId klass);

// Whether `god` accepts `character`: its EV_PREREQ decides when it answers
// DONE or ABORT (NOMSG refuses quietly); otherwise the character's
// alignment must suit the god, and the god must not have cast it out (nor
// set it a penance, unless `penanceOk`).
bool isWorthyOf(Game& game, Creature& character, ResourceId god, bool penanceOk);

// Player::ChooseGod: the gods the first class allows (its ALLOWED_GODS
// list), else every god of the modules, those worthy offered; the one
// chosen becomes the character's god and is marked GS_INVOLVED. With
// `required` the menu cannot be declined. `named` (a playtest's choice by
// name, case-insensitive) is taken instead of asking when it is one of the
// gods offered. Returns why no god could be chosen.
std::optional<std::string> chooseGod(Game& game, Creature& character, bool required, std::string_view named = {});

} // namespace god_choice
} // namespace incursion::game
