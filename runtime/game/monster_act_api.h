// AddAct(act, pri, tar, subval): a script adding an action to a monster's
// choice (src/Monster.cpp, Monster::ChooseAction and the acts it performs;
// inc/Creature.h, Monster::AddAct). The original kept one list of candidate
// acts for the monster choosing, rebuilt at each choice; the corpus adds
// ACT_EQUIP (Monster::Inventory: put on the best of what it carries) when a
// template's EV_INITIALIZE has changed a monster's gear, and the runtime
// performs it at once: the monster puts on what it carries
// (monster_gear.h). Another act is refused with an error naming it.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::monster_act_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::monster_act_api
