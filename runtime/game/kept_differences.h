// The differences from the original game's behaviour this runtime keeps on
// purpose. None is silent: `incplay load` and `incplay smoke` print them as
// warnings, so an author who sees the runtime differ from the original can
// tell a kept difference from a defect. A new deliberate difference adds an
// entry here.
#pragma once

#include <span>
#include <string_view>

namespace incursion::game {

struct KeptDifference {
    std::string_view area;      // "monsters", "maps" ...
    std::string_view text;      // what differs, and what the original did
};

std::span<const KeptDifference> keptDifferences();

} // namespace incursion::game
