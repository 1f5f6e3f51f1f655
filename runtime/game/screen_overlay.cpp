#include "game/screen_overlay.h"

#include <algorithm>

namespace incursion::game {

void ScreenOverlay::put(world::Handle level, int32_t x, int32_t y, int32_t glyph)
{
    if (level != level_) {
        drawn_.clear();
        level_ = level;
    }
    const auto at = std::find_if(drawn_.begin(), drawn_.end(),
                                 [x, y](const OverlayGlyph& g) { return g.x == x && g.y == y; });
    if (at != drawn_.end())
        at->glyph = glyph;
    else if (drawn_.size() < kGlyphLimit)
        drawn_.push_back(OverlayGlyph{x, y, glyph});
}

void ScreenOverlay::present()
{
    if (frames_.size() < kFrameLimit)
        frames_.push_back(OverlayFrame{drawn_, 0});
}

void ScreenOverlay::hold(int32_t milliseconds)
{
    if (!frames_.empty())
        frames_.back().holdMilliseconds = std::clamp(frames_.back().holdMilliseconds + std::max(0, milliseconds), 0,
                                                     kHoldLimit);
}

void ScreenOverlay::clear()
{
    drawn_.clear();
}

void ScreenOverlay::redrawCell(int32_t x, int32_t y)
{
    std::erase_if(drawn_, [x, y](const OverlayGlyph& g) { return g.x == x && g.y == y; });
}

void ScreenOverlay::beginCommand()
{
    drawn_.clear();
    frames_.clear();
}

} // namespace incursion::game
