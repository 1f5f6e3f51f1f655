// World bitmaps on disk: 8-bit RGB PNGs read and written bit for bit (libpng).
//
// Reading accepts 8-bit RGB; palette images expanded to their exact colours;
// RGBA (or a tRNS colour key) only when every pixel is opaque. 16-bit, grey and
// translucent images are refused, saying which bits would be lost. Colour
// management chunks (gAMA, sRGB, iCCP, cHRM) are never applied, and writing
// adds none: a written file holds IHDR, IDAT and IEND only. The header's
// dimensions are checked before anything is allocated; a damaged file (bad
// CRC in any chunk, truncated, not a PNG) is refused with its name and why.
#pragma once

#include "worldmap/world_grid.h"

#include <optional>
#include <string>

namespace incursion::worldmap {

struct WorldReadResult {
    std::optional<WorldGrid> grid;
    std::string error;      // "FILE: reason"
};

WorldReadResult readWorldPng(const std::string& path);

// Writes the grid as an 8-bit RGB PNG. Returns the error ("FILE: reason"), or
// an empty string.
std::string writeWorldPng(const std::string& path, const WorldGrid& grid);

} // namespace incursion::worldmap
