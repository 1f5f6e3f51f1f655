// T_MAP::FindOpenAreas(r, Flags) and GetOpenXY(): the open cells of a
// rectangle gathered, then one of them drawn at random (rule:
// src/MakeLev.cpp, Map::FindOpenAreas and Map::GetOpenXY; lib's Tree
// Stride finds a tree to step out of so). A cell is open when its
// solidity is what FOA_SOLID_ONLY asks, no feature and no creature stands
// there, and its terrain passes the FOA_ flags (special, warning, water,
// tree, chasm terrain each left out unless allowed, or the only kind
// taken; FOA_FLOOR_ONLY: its region's floor). FindOpenAreas answers
// whether any was found; GetOpenXY answers x + 256 * y, 0 when none was.
// The list is kept per map for the scripts, as the original's OpenX/OpenY,
// and not saved (a script finds and draws in one handler).
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::open_areas_api {

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::open_areas_api
