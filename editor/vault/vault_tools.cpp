#include "vault/vault_tools.h"

#include "shared/cell_shapes.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace incursion::studio {

namespace {

bool inside(const VaultRows& rows, QPoint p)
{
    return p.y() >= 0 && p.y() < int(rows.size()) && p.x() >= 0 && p.x() < int(rows[size_t(p.y())].size());
}

char cellAt(const VaultRows& rows, QPoint p)
{
    return rows[size_t(p.y())][size_t(p.x())];
}

void paint(CellEdit& edit, const VaultRows& rows, const QList<QPoint>& cells, char brush)
{
    for (const QPoint& p : cells)
        if (inside(rows, p) && cellAt(rows, p) != brush)
            edit[{p.x(), p.y()}] = brush;
}

} // namespace

QList<QPoint> connectedCells(const VaultRows& rows, QPoint start, bool eightConnected)
{
    QList<QPoint> cells;
    if (!inside(rows, start))
        return cells;
    const char target = cellAt(rows, start);
    std::set<std::pair<int, int>> seen{{start.x(), start.y()}};
    std::vector<QPoint> pending{start};
    while (!pending.empty()) {
        const QPoint p = pending.back();
        pending.pop_back();
        cells.append(p);
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                if ((dx == 0 && dy == 0) || (!eightConnected && dx != 0 && dy != 0))
                    continue;
                const QPoint next(p.x() + dx, p.y() + dy);
                if (inside(rows, next) && cellAt(rows, next) == target && seen.insert({next.x(), next.y()}).second)
                    pending.push_back(next);
            }
    }
    std::sort(cells.begin(), cells.end(),
              [](QPoint a, QPoint b) { return std::pair(a.y(), a.x()) < std::pair(b.y(), b.x()); });
    return cells;
}

CellEdit toolEdit(VaultTool tool, const VaultRows& rows, QPoint anchor, QPoint current, char brush,
                  const Stamp& stamp)
{
    CellEdit edit;
    switch (tool) {
    case VaultTool::Pencil:
    case VaultTool::Line:
        paint(edit, rows, lineCells(anchor, current), brush);
        break;
    case VaultTool::Rectangle:
    case VaultTool::FilledRectangle:
        paint(edit, rows, rectangleCells(anchor, current, tool == VaultTool::FilledRectangle), brush);
        break;
    case VaultTool::Ellipse:
    case VaultTool::FilledEllipse:
        paint(edit, rows, ellipseCells(anchor, current, tool == VaultTool::FilledEllipse), brush);
        break;
    case VaultTool::Fill:
    case VaultTool::Fill8:
        paint(edit, rows, connectedCells(rows, current, tool == VaultTool::Fill8), brush);
        break;
    case VaultTool::Stamp:
        for (int y = 0; y < stamp.height(); ++y)
            for (int x = 0; x < stamp.width(); ++x) {
                const char c = stamp.rows[size_t(y)][size_t(x)];
                const QPoint p(current.x() + x, current.y() + y);
                if (c && inside(rows, p) && cellAt(rows, p) != c)
                    edit[{p.x(), p.y()}] = c;
            }
        break;
    case VaultTool::Eyedropper:
    case VaultTool::Select:
    case VaultTool::MagicWand:
        break;
    }
    return edit;
}

VaultRows applyEdit(VaultRows rows, const CellEdit& edit)
{
    for (const auto& [cell, c] : edit)
        if (inside(rows, {cell.x, cell.y}))
            rows[size_t(cell.y)][size_t(cell.x)] = c;
    return rows;
}

Stamp stampOf(const VaultRows& rows, const QRect& area, const QList<QPoint>* mask)
{
    Stamp stamp;
    const QRect r = area.normalized();
    for (int y = r.top(); y <= r.bottom(); ++y) {
        std::string row;
        for (int x = r.left(); x <= r.right(); ++x) {
            const QPoint p(x, y);
            row += inside(rows, p) && (!mask || mask->contains(p)) ? cellAt(rows, p) : '\0';
        }
        stamp.rows.push_back(std::move(row));
    }
    return stamp;
}

Stamp flippedHorizontally(const Stamp& stamp)
{
    Stamp flipped = stamp;
    for (std::string& row : flipped.rows)
        std::reverse(row.begin(), row.end());
    return flipped;
}

Stamp flippedVertically(const Stamp& stamp)
{
    Stamp flipped = stamp;
    std::reverse(flipped.rows.begin(), flipped.rows.end());
    return flipped;
}

Stamp rotatedClockwise(const Stamp& stamp)
{
    Stamp rotated;
    for (int x = 0; x < stamp.width(); ++x) {
        std::string row;
        for (int y = stamp.height() - 1; y >= 0; --y)
            row += stamp.rows[size_t(y)][size_t(x)];
        rotated.rows.push_back(std::move(row));
    }
    return rotated;
}

Stamp rotatedCounterClockwise(const Stamp& stamp)
{
    return rotatedClockwise(rotatedClockwise(rotatedClockwise(stamp)));
}

VaultRows resizedRows(const VaultRows& rows, int width, int height, QPoint offset, char fill)
{
    VaultRows resized(size_t(std::max(height, 0)), std::string(size_t(std::max(width, 0)), fill));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const QPoint old(x - offset.x(), y - offset.y());
            if (inside(rows, old))
                resized[size_t(y)][size_t(x)] = cellAt(rows, old);
        }
    return resized;
}

std::map<char, int> characterCounts(const VaultRows& rows)
{
    std::map<char, int> counts;
    for (const std::string& row : rows)
        for (char c : row)
            ++counts[c];
    return counts;
}

} // namespace incursion::studio
