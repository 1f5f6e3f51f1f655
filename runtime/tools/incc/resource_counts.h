// The "Resources:" table of incc's reports (check, info): one row per kind
// that occurs, in ResourceKind order with plural names, then the total.
#pragma once

#include "core/resource_kind.h"

#include <array>
#include <cstddef>

namespace incursion::incc {

using ResourceCounts = std::array<size_t, core::kResourceKindCount>;

void printResourceCounts(const ResourceCounts& countByKind);

} // namespace incursion::incc
