#include "map/line_of_fire.h"

#include "map/map.h"

#include <cstdint>
#include <cstdlib>

namespace incursion::map {

namespace {

// a/b against c/d for positive denominators, as the original's Fraction
// compared them (exactly, by cross-multiplying).
int compareFractions(int64_t a, int64_t b, int64_t c, int64_t d)
{
    const int64_t left = a * d, right = c * b;
    return left < right ? -1 : left > right ? 1 : 0;
}

} // namespace

bool lineOfFire(const Map& map, int sx, int sy, int tx, int ty)
{
    const int dirX = tx >= sx ? 1 : -1, dirY = ty >= sy ? 1 : -1;
    auto blocks = [&](int x, int y) { return map.solid(x, y) || map.isWall(x, y); };
    int cx = sx, cy = sy;
    if (cx == tx) {
        for (;; cy += dirY) {
            if (!map.contains(cx, cy))
                return false;
            if (cy == ty)
                return true;
            if (cy != sy && blocks(cx, cy))
                return false;
        }
    }
    if (cy == ty) {
        for (;; cx += dirX) {
            if (!map.contains(cx, cy))
                return false;
            if (cx == tx)
                return true;
            if (cx != sx && blocks(cx, cy))
                return false;
        }
    }
    // The slope from the start cell's centre to the target's near edge, in
    // half cells; each step goes the way that keeps to it.
    const int64_t slopeRise = std::abs((ty * 2 - dirY) - cy * 2), slopeRun = std::abs((tx * 2 - dirX) - cx * 2);
    while (map.contains(cx, cy)) {
        if (cx == tx && cy == ty)
            return true;
        if ((cx != sx || cy != sy) && blocks(cx, cy))
            return false;
        const int64_t rise = std::abs((cy * 2 + dirY) - sy * 2), run = std::abs((cx * 2 + dirX) - sx * 2);
        const int order = compareFractions(rise, run, slopeRise, slopeRun);
        if (order > 0)
            cx += dirX;
        else if (order < 0)
            cy += dirY;
        else {
            cx += dirX;
            cy += dirY;
        }
    }
    return false;
}

} // namespace incursion::map
