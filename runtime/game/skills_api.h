// The host functions of skills, fatigue and resistances: SkillLevel,
// ISkillLevel, SkillCheck, LastSkillCheckResult, SkillName, GetSkillRanks,
// GainBonusSkills, Exercise, cFP, LoseFatigue, CalcValues and ResistLevel
// (skills.h, fatigue.h, resistance.h hold the rules).
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::skills_api {

// The rows of the API table for skills, fatigue and resistances (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::skills_api
