// The cells of the shapes grid tools draw (the vault painter's and the world
// editor's): lines, rectangles and ellipses between two corner cells.
#pragma once

#include <QList>
#include <QPoint>

namespace incursion::studio {

// The cells of a straight line (Bresenham), both ends included.
QList<QPoint> lineCells(QPoint from, QPoint to);
// A rectangle's border, or all its cells.
QList<QPoint> rectangleCells(QPoint from, QPoint to, bool filled);
// The ellipse inscribed in the rectangle of two corners: its outline, or its inside too.
QList<QPoint> ellipseCells(QPoint from, QPoint to, bool filled);

} // namespace incursion::studio
