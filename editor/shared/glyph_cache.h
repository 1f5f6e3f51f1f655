// Glyphs drawn once per glyph and colour at the current cell size, then
// copied onto the map: the playtest map and the vault painter draw thousands
// of cells a frame, and text layout per cell would be far too slow.
#pragma once

#include <QColor>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QSize>

namespace incursion::studio {

class GlyphCache {
public:
    // Forgets every pixmap: the font, the cell size or the screen changed.
    void clear() { pixmaps_.clear(); }
    // `glyph` in `colour`, centred in a transparent `cell` drawn with `font`
    // for a screen of device pixel `ratio`.
    const QPixmap& pixmap(char32_t glyph, const QColor& colour, const QFont& font, QSize cell, qreal ratio);

private:
    QHash<quint64, QPixmap> pixmaps_;
};

} // namespace incursion::studio
