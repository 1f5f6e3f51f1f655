// What the painter's tools do to a grid, as pure functions of the cells: each
// tool turns a press point, the point under the mouse and the brush into the
// cells it would paint (a CellEdit). The view draws that edit as the preview
// and, on release, the document applies the very same edit, so what the user
// sees before the click is what the click does (Tiled's tools work the same
// way on a map document).
#pragma once

#include <QList>
#include <QPoint>
#include <QRect>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace incursion::studio {

using VaultRows = std::vector<std::string>;

enum class VaultTool {
    Pencil,             // B
    Line,               // L
    Rectangle,          // R
    FilledRectangle,    // Shift+R
    Ellipse,            // P (Tiled's shape tool)
    FilledEllipse,      // Shift+P
    Fill,               // F: 4-connected
    Fill8,              // Shift+F: 8-connected
    Eyedropper,         // I
    Select,             // M
    MagicWand,          // W
    Stamp,              // paste: the clipboard stamp follows the mouse
};

struct CellPosition {
    int x = 0;
    int y = 0;
    friend auto operator<=>(const CellPosition&, const CellPosition&) = default;
};

// Cells to set, each to a character; positions outside the grid are never in it.
using CellEdit = std::map<CellPosition, char>;

// A rectangle of characters; '\0' is a hole (not painted).
struct Stamp {
    VaultRows rows;
    int width() const { return rows.empty() ? 0 : int(rows.front().size()); }
    int height() const { return int(rows.size()); }
    bool isEmpty() const { return rows.empty(); }
    friend bool operator==(const Stamp&, const Stamp&) = default;
};

// The cells of the same character as (x, y), connected to it orthogonally
// (4) or diagonally too (8); empty outside the grid.
QList<QPoint> connectedCells(const VaultRows& rows, QPoint start, bool eightConnected);

// The edit a drawing tool makes from `anchor` (the press) to `current` (the
// mouse) with `brush`, or for the stamp and the pencil's first cell at
// `current`. Cells already holding their new character are left out, so an
// empty edit changes nothing. Eyedropper and selections make no edit.
CellEdit toolEdit(VaultTool tool, const VaultRows& rows, QPoint anchor, QPoint current, char brush,
                  const Stamp& stamp = {});

// `rows` with `edit` applied.
VaultRows applyEdit(VaultRows rows, const CellEdit& edit);

// The cells of `rows` inside `area` (clipped to the grid); the cells outside
// `mask` (when given) are holes.
Stamp stampOf(const VaultRows& rows, const QRect& area, const QList<QPoint>* mask = nullptr);
Stamp flippedHorizontally(const Stamp& stamp);
Stamp flippedVertically(const Stamp& stamp);
Stamp rotatedClockwise(const Stamp& stamp);
Stamp rotatedCounterClockwise(const Stamp& stamp);

// The grid resized to width × height, its old cells placed with their top
// left corner at `offset` (Tiled's Resize Map: a negative offset cuts the
// left or top); new cells are `fill`.
VaultRows resizedRows(const VaultRows& rows, int width, int height, QPoint offset, char fill);

// How many cells hold each character.
std::map<char, int> characterCounts(const VaultRows& rows);

} // namespace incursion::studio
