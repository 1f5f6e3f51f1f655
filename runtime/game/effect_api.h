// The host functions that use effects from scripts beyond the Throw family:
// RedirectEff (one effect handing its use on to another), ThrowTerraDmg
// (damage a terrain deals to the creature standing on it), SetPVal (the
// dice of the segment being worked out, in EV_CALC_EFFECT) and GetEffectID
// (a random effect for a purpose). runtime_api.cpp
// declares ThrowEffXY and ThrowDmgEff with the rest of the Throw family.
#pragma once

#include "game/runtime_api.h"
#include "module/resource_manager.h"

#include <vector>

namespace incursion::game::effect_api {

// GetEffectID's candidates: the Effects fit for `purpose` (PUR_DUNGEON,
// PUR_CURSED ...) from `source` (AI_x; 0 any; AI_WAND reaching two levels
// higher) within the levels, in module order. rule: src/Res.cpp, Game::GetEffectID
std::vector<int32_t> effectCandidates(const module::ResourceManager& resources, int32_t purpose, int32_t minLevel,
                                      int32_t maxLevel, int32_t source);

// The rows of the API table for these functions (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::effect_api
