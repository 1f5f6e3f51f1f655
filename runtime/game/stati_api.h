// The host functions of the stati family beyond object_api's basic ones:
// the stati an effect gave, read and changed by effect (GetEffStati*,
// SetEffStati*, IncEffStatiMag, CountEffStati), a stati's magnitude and
// duration changed by nature (SetStatiMag, SetStatiDur, IncStatiMag), the
// summaries (HighStatiMag, XORStatiVal, GetStatiCLev), the stati of one
// cause (RemoveStatiSource, HasStatiFromSource, HighSourceCLev) and
// CopyStati. Only creatures hold stati here: asked of another thing, the
// queries answer as for a thing without any, and the changes fail the call.
// Rules: the original's inc/Map.h (Thing's inline stati accessors),
// inc/Inline.h and src/Status.cpp.
#pragma once

#include "game/runtime_api.h"

#include <vector>

namespace incursion::game::stati_api {

// The rows of the API table for these functions (runtime_api.h).
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::stati_api
