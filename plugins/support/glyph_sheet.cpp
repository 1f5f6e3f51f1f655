#include "support/glyph_sheet.h"

#include "support/plugin_files.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QPainter>

namespace incursion::plugins {

QFont glyphFont(int pixels)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPixelSize(pixels);
    font.setStyleStrategy(QFont::NoAntialias);
    return font;
}

void drawGlyph(QPainter& painter, const QRect& cell, char32_t glyph, const QColor& colour)
{
    painter.setPen(colour);
    painter.drawText(cell, Qt::AlignCenter, QString::fromUcs4(&glyph, 1));
}

QImage characterSheet()
{
    constexpr int kCell = 16;
    QImage sheet(16 * kCell, 16 * kCell, QImage::Format_RGB32);
    sheet.fill(Qt::black);
    QPainter painter(&sheet);
    painter.setFont(glyphFont(kCell));
    painter.setRenderHint(QPainter::TextAntialiasing, false);
    for (char32_t c = 0; c < 256; ++c)
        if (isGridCharacter(c))
            drawGlyph(painter, QRect(int(c % 16) * kCell, int(c / 16) * kCell, kCell, kCell), c, Qt::white);
    return sheet;
}

bool canDrawGlyphs(const QString& path, QString& error)
{
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return true;
    error = path + QStringLiteral(": drawing glyphs needs fonts, and so a QGuiApplication");
    return false;
}

} // namespace incursion::plugins
