#include "shared/cell_shapes.h"

#include <QRect>

#include <algorithm>
#include <cstdlib>

namespace incursion::studio {

namespace {

QRect normalized(QPoint from, QPoint to)
{
    return QRect(QPoint(std::min(from.x(), to.x()), std::min(from.y(), to.y())),
                 QPoint(std::max(from.x(), to.x()), std::max(from.y(), to.y())));
}

} // namespace

QList<QPoint> lineCells(QPoint from, QPoint to)
{
    QList<QPoint> cells;
    int x = from.x(), y = from.y();
    const int dx = std::abs(to.x() - x), dy = -std::abs(to.y() - y);
    const int stepX = x < to.x() ? 1 : -1, stepY = y < to.y() ? 1 : -1;
    int error = dx + dy;
    for (;;) {
        cells.append({x, y});
        if (x == to.x() && y == to.y())
            break;
        const int twice = 2 * error;
        if (twice >= dy) {
            error += dy;
            x += stepX;
        }
        if (twice <= dx) {
            error += dx;
            y += stepY;
        }
    }
    return cells;
}

QList<QPoint> rectangleCells(QPoint from, QPoint to, bool filled)
{
    const QRect r = normalized(from, to);
    QList<QPoint> cells;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (filled || y == r.top() || y == r.bottom() || x == r.left() || x == r.right())
                cells.append({x, y});
    return cells;
}

QList<QPoint> ellipseCells(QPoint from, QPoint to, bool filled)
{
    const QRect r = normalized(from, to);
    const double cx = (r.left() + r.right()) / 2.0, cy = (r.top() + r.bottom()) / 2.0;
    const double rx = r.width() / 2.0, ry = r.height() / 2.0;
    auto in = [&](int x, int y) {
        if (!r.contains(x, y))
            return false;
        const double u = (x - cx) / rx, v = (y - cy) / ry;
        return u * u + v * v <= 1.0;
    };
    QList<QPoint> cells;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (in(x, y) && (filled || !in(x - 1, y) || !in(x + 1, y) || !in(x, y - 1) || !in(x, y + 1)))
                cells.append({x, y});
    return cells;
}

} // namespace incursion::studio
