// Glyphs drawn for the picture formats: the PNG rendering of a vault, and the
// tileset image a Tiled map names, so Tiled shows the grid's characters.
#pragma once

#include <QImage>
#include <QString>

class QPainter;
class QRect;

namespace incursion::plugins {

// A monospaced font of `pixels` height without antialiasing: glyphs stay
// the colours they are drawn in.
QFont glyphFont(int pixels);
void drawGlyph(QPainter& painter, const QRect& cell, char32_t glyph, const QColor& colour);

// The Tiled tileset: 16x16 cells of 16 pixels, cell n showing character n
// (the grid characters, printable ASCII, as CP437 has them), white on black.
QImage characterSheet();
// Drawing needs fonts and so a QGuiApplication; the error naming `path` otherwise.
bool canDrawGlyphs(const QString& path, QString& error);

} // namespace incursion::plugins
