// Cell sets the tools work with: a 4-connected region of one field value (the
// fill's and the magic wand's), a selection (a mask over the world), and a
// copied region with the fields it carries.
#pragma once

#include "worldmap/world_grid.h"

#include <QPoint>
#include <QRect>

#include <cstdint>
#include <vector>

namespace incursion::studio {

// Row-major indices of the cells 4-connected to (x, y) holding its value of `field`, ascending.
std::vector<uint32_t> floodByValue(const worldmap::WorldGrid& grid, const worldmap::Field& field, int x, int y);
// The cells a brush of `size` (1..) covers centred on `centre`; round or square.
std::vector<QPoint> brushCells(QPoint centre, int size, bool round);

class Selection {
public:
    bool isEmpty() const { return bounds_.isEmpty(); }
    QRect bounds() const { return bounds_; }
    bool contains(int x, int y) const;
    // Row-major indices, ascending.
    std::vector<uint32_t> cells() const;
    void clear();
    // `cells` are row-major indices of a world `width` wide; `add` keeps what was selected.
    void select(const std::vector<uint32_t>& cells, int width, bool add);
    void selectRect(const QRect& rect, int width, bool add);

private:
    int width_ = 0;
    QRect bounds_;
    std::vector<uint8_t> mask_;         // over bounds_
};

// A copied region: the bytes of the cells within its bounds that were
// selected, and which fields a paste writes.
struct WorldClip {
    int width = 0;
    int height = 0;
    std::vector<uint8_t> rgb;           // width × height × 3
    std::vector<uint8_t> present;       // width × height: 1 where a cell was copied
    std::vector<int> fields;            // indices of the fields a paste writes
    bool isEmpty() const { return width == 0; }
};

WorldClip copyRegion(const worldmap::WorldGrid& grid, const Selection& selection, std::vector<int> fields);
// Writes the clip's fields with its top-left at `topLeft` (cells outside the world are skipped).
void pasteRegion(worldmap::WorldGrid& grid, const worldmap::Schema& schema, const WorldClip& clip, QPoint topLeft);

} // namespace incursion::studio
