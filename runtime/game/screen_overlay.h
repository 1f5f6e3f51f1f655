// Glyphs scripts draw over the map for a moment (a spell's area lit up, a
// kick's arc, a beam's path), as the original's terminal calls draw them
// (src/Term.cpp, TextTerm::PutGlyph; the curses term's Update and StopWatch;
// RefreshMap redrawing the map): PutGlyph draws a glyph on a cell of the
// player's level, TermUpdate shows what is drawn (one frame of an
// animation), StopWatch holds that frame a while, RefreshMap (or the game
// redrawing a cell: Map::Update, VUpdate) wipes it. The player view carries
// what is drawn now and the frames shown since the player's last command,
// for the studio to play; the map beneath is never changed. Not saved (the
// original kept it on the screen only); a new command starts it afresh.
#pragma once

#include "world/handle.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

struct OverlayGlyph {
    int32_t x = 0, y = 0;
    int32_t glyph = 0;      // packed as GlyphType (module::packGlyph)
    friend bool operator==(const OverlayGlyph&, const OverlayGlyph&) = default;
};

// One frame of an animation: what was drawn when TermUpdate showed it, and
// how long StopWatch held it (0: until the next frame).
struct OverlayFrame {
    std::vector<OverlayGlyph> glyphs;
    int32_t holdMilliseconds = 0;
};

class ScreenOverlay {
public:
    // Bounds that keep a runaway script cheap: glyphs drawn at once, frames kept.
    static constexpr size_t kGlyphLimit = 4096;
    static constexpr size_t kFrameLimit = 64;
    static constexpr int32_t kHoldLimit = 5000;     // milliseconds per frame

    // PutGlyph: `glyph` drawn at (x, y) of `level`, over what was drawn there.
    // A glyph on another level than the one drawn on wipes the old drawing first.
    void put(world::Handle level, int32_t x, int32_t y, int32_t glyph);
    // TermUpdate: what is drawn becomes a frame.
    void present();
    // StopWatch: the last frame stays `milliseconds` longer.
    void hold(int32_t milliseconds);
    // RefreshMap: nothing drawn.
    void clear();
    // Map::Update / VUpdate: cell (x, y) redrawn from the game, its glyph gone.
    void redrawCell(int32_t x, int32_t y);
    // A new command of the player: the frames shown before it are played.
    void beginCommand();

    world::Handle level() const { return level_; }
    const std::vector<OverlayGlyph>& drawn() const { return drawn_; }
    const std::vector<OverlayFrame>& frames() const { return frames_; }

private:
    world::Handle level_ = world::kNoObject;
    std::vector<OverlayGlyph> drawn_;
    std::vector<OverlayFrame> frames_;
};

} // namespace incursion::game
