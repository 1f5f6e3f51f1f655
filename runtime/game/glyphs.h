// How the game's glyphs look: the character a glyph id stands for (ids below
// 256 are characters; the original's named glyphs from 256 up — GLYPH_WALL,
// GLYPH_POTION ... — get the symbol roguelikes use for them) and the sixteen
// colours of the original's palette. The studio's map view and the
// playtest report draw with these.
#pragma once

#include <cstdint>

namespace incursion::game {

// The Unicode character of glyph `id`; '?' for an id nothing names.
char32_t glyphCharacter(int32_t id);
// The same folded to ASCII (for text reports): a box or block character
// becomes '#', a middle dot '.', anything else non-ASCII '?'.
char glyphAscii(int32_t id);

// Colour 0-15 as 0xRRGGBB: 0 black, 1 blue, 2 green, 3 cyan, 4 red, 5 purple,
// 6 brown, 7 grey, then the bright ones (8 dark grey ... 15 white).
uint32_t colourRgb(int colour);

} // namespace incursion::game
