// Distances between cells.
//
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

// Steps between two cells moving in eight directions (a diagonal step is one
// step): how far a creature walks, and who is adjacent (1).
inline int stepDistance(int dx, int dy)
{
    return std::max(std::abs(dx), std::abs(dy));
}

} // namespace incursion::map
