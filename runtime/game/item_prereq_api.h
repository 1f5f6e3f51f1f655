// ItemPrereq(xID, ReqLevel, TrickDC): whether a creature meets what a magic
// item asks of its user, as src/Skills.cpp, Creature::ItemPrereq has it: an
// ability, feat, skill, monster type or flag, attribute or caster level
// coded as a number (ABIL_VAL + n ...), or a monster, god, class, race,
// template, region or terrain resource. runtime_api.cpp calls
// appendDeclarations.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::item_prereq_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::item_prereq_api
