// The cells an author painted, kept beside the world as WORLD.painted so that
// regenerating a world keeps them. A small text format:
//
//   incursion-painted 1 WIDTHxHEIGHT
//   Y: X0-X1 X2 ...          one line per row with painted cells, rows ascending,
//                            runs of painted columns (inclusive), ascending
//
// A row without painted cells has no line; a world without any has only the
// header. Reading checks every number against the world's size.
#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace incursion::studio {

QByteArray writePaintedMask(const std::vector<uint8_t>& painted, int width, int height);
// The mask (a byte per cell, row-major) or the reason with the line ("world.painted:3: ...").
struct PaintedMaskResult {
    std::optional<std::vector<uint8_t>> painted;
    QString error;
};
PaintedMaskResult readPaintedMask(const QByteArray& text, const QString& fileName, int width, int height);

} // namespace incursion::studio
