#include "shared/glyph_cache.h"

#include <QPainter>

#include <cmath>

namespace incursion::studio {

const QPixmap& GlyphCache::pixmap(char32_t glyph, const QColor& colour, const QFont& font, QSize cell, qreal ratio)
{
    const quint64 key = quint64(glyph) << 32 | (colour.rgb() & 0xffffff);
    auto found = pixmaps_.find(key);
    if (found != pixmaps_.end())
        return *found;
    QPixmap pixmap(QSize(int(std::ceil(cell.width() * ratio)), int(std::ceil(cell.height() * ratio))));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(QRect(QPoint(0, 0), cell), Qt::AlignCenter, QString::fromUcs4(&glyph, 1));
    painter.end();
    return *pixmaps_.insert(key, pixmap);
}

} // namespace incursion::studio
