// The original's distance between cells: the longer axis plus half the
// shorter (inc/Inline.h:237-242). Rooms' circles, tunnel ends and torch light
// all measure with it.
#pragma once

#include <algorithm>
#include <cstdlib>

namespace incursion::map {

inline int originalDistance(int dx, int dy)
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    return std::max(dx, dy) + std::min(dx, dy) / 2;
}

} // namespace incursion::map
