// Field of view: symmetric shadowcasting (Albert Ford's formulation) over any
// grid that says which cells block sight, with a radius, lit and unlit cells,
// and a visibility buffer that is reused from call to call.
//
// The algorithm scans each of the four quadrants around the viewer row by row
// (row = cells at the same depth from the viewer). A row covers the columns
// between a start and an end slope, kept as exact fractions of integers; an
// opaque cell narrows the row's slopes or splits the next row in two. A floor
// cell is visible only if its centre lies between the row's slopes (that is
// what makes the result symmetric: A sees B exactly when B sees A); an opaque
// cell is visible whenever the row reaches it, so the walls bounding visible
// floor are shown.
//
// The grid is a template parameter, so the map's own cell lookup is inlined
// into the scan (no virtual call per cell). Any type with
//     int width() const; int height() const; bool blocksSight(int x, int y) const;
// will do (a plain template parameter, not a C++20 concept: Qt's moc, which
// reads this header in the tests, cannot parse <concepts>); OpacityGrid is a
// plain view of a byte per cell.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace incursion::map {

// A row-major byte per cell, non-zero where the cell blocks sight.
class OpacityGrid {
public:
    // std::invalid_argument unless `cells` holds width * height bytes.
    OpacityGrid(std::span<const uint8_t> cells, int width, int height);
    int width() const { return m_width; }
    int height() const { return m_height; }
    bool blocksSight(int x, int y) const { return m_cells[y * m_width + x] != 0; }

private:
    const uint8_t* m_cells;
    int m_width;
    int m_height;
};

// What a new computation does with the previous result.
enum class ClearMode : uint8_t {
    TouchedCells, // reset only the cells the previous call made visible (cost ~ cells in view)
    WholeMap,     // reset every cell (cost ~ width * height, as libtcod does)
};

struct FieldOfViewRequest {
    int x = 0;               // the viewer
    int y = 0;
    int radius = 0;          // cells with dx² + dy² <= radius² are in range; 0 = unlimited
    ClearMode clear = ClearMode::TouchedCells;
    // Light: one level per cell, row-major, the grid's size (otherwise
    // std::invalid_argument); a cell is lit when its level is non-zero. Empty
    // means every cell is lit.
    std::span<const uint8_t> lightLevels;
    // The viewer's own light (a torch): unlit cells with dx² + dy² <= lightRadius²
    // are seen too. 0 = the viewer carries no light.
    int lightRadius = 0;
};

// The result: per cell, whether it is in view (line of sight within the
// radius, whatever the light) and whether it is seen (in view and lit, or
// within the viewer's own light), plus the list of cells in view.
class VisibilityMap {
public:
    static constexpr uint8_t kInView = 1;
    static constexpr uint8_t kSeen = 2;

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    bool inView(int x, int y) const { return contains(x, y) && (m_flags[index(x, y)] & kInView); }
    bool seen(int x, int y) const { return contains(x, y) && (m_flags[index(x, y)] & kSeen); }
    uint8_t flagsAt(int cellIndex) const { return m_flags[cellIndex]; }
    // Row-major indices (y * width + x) of the cells in view, each once, in scan order.
    std::span<const int32_t> cellsInView() const { return m_inView; }

    // Sizes the buffer for a grid and forgets the previous result as `mode` says.
    // A size change always clears everything.
    void reset(int width, int height, ClearMode mode);

    // Used by the scan: marks a cell in view, seen or not.
    void mark(int cellIndex, bool seen)
    {
        if (m_flags[cellIndex] == 0)
            m_inView.push_back(cellIndex);
        m_flags[cellIndex] = uint8_t(kInView | (seen ? kSeen : 0));
    }

private:
    int index(int x, int y) const { return y * m_width + x; }

    int m_width = 0;
    int m_height = 0;
    std::vector<uint8_t> m_flags;
    std::vector<int32_t> m_inView;
};

// Scratch space of the scan, kept between calls so they do not allocate.
class FieldOfViewScratch {
public:
    struct Row {
        int depth;
        int startNumerator, startDenominator; // slopes: column / depth at a cell edge
        int endNumerator, endDenominator;
    };
    std::vector<Row> rows;
    // columnLimit[d]: the largest |column| within the radius at depth d.
    std::span<const int> columnLimits(int radius);

private:
    std::vector<int> m_columnLimit;
    int m_limitRadius = -1;
};

namespace detail {

// Throws std::invalid_argument unless a light map fits a width x height grid.
void checkLightLevels(size_t levels, int width, int height);

// floor(a / b) and ceil(a / b) for b > 0.
constexpr int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
constexpr int ceilDiv(int a, int b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); }

// One quadrant: a cell at (column, depth) is (ox + column * colX + depth * depthX,
// oy + column * colY + depth * depthY).
struct Quadrant {
    int colX, colY, depthX, depthY;
};

template <typename Grid>
void scanQuadrant(const Grid& grid, const FieldOfViewRequest& request, const Quadrant& q, int maxDepth,
                  int minColumn, int maxColumn, std::span<const int> columnLimits,
                  FieldOfViewScratch& scratch, VisibilityMap& out)
{
    const int width = grid.width();
    const bool everythingLit = request.lightLevels.empty();
    const int lightRadius2 = request.lightRadius * request.lightRadius;
    using Row = FieldOfViewScratch::Row;
    auto& rows = scratch.rows;
    rows.clear();
    rows.push_back(Row{1, -1, 1, 1, 1});
    while (!rows.empty()) {
        Row row = rows.back();
        rows.pop_back();
        const int depth = row.depth;
        if (depth > maxDepth)
            continue;
        // Columns whose centres round into [start, end] at this depth (ties
        // towards the row's middle, as in the algorithm's description).
        int first = floorDiv(2 * depth * row.startNumerator + row.startDenominator, 2 * row.startDenominator);
        int last = ceilDiv(2 * depth * row.endNumerator - row.endDenominator, 2 * row.endDenominator);
        // Cells beyond the map edge or the radius are never shown, and they
        // can only shadow cells that are further out still, so they are skipped.
        if (first < minColumn)
            first = minColumn;
        if (last > maxColumn)
            last = maxColumn;
        if (!columnLimits.empty()) {
            const int limit = columnLimits[depth];
            if (first < -limit)
                first = -limit;
            if (last > limit)
                last = limit;
        }
        if (first > last)
            continue;
        int x = request.x + first * q.colX + depth * q.depthX;
        int y = request.y + first * q.colY + depth * q.depthY;
        int previous = -1; // -1 none yet, 0 clear, 1 opaque
        for (int column = first; column <= last; ++column, x += q.colX, y += q.colY) {
            const bool opaque = grid.blocksSight(x, y);
            // Symmetric: the cell's centre column/depth lies within [start, end].
            if (opaque
                || (column * row.startDenominator >= depth * row.startNumerator
                    && column * row.endDenominator <= depth * row.endNumerator)) {
                const int cell = y * width + x;
                bool seen = everythingLit || request.lightLevels[cell] != 0;
                if (!seen && lightRadius2 > 0)
                    seen = column * column + depth * depth <= lightRadius2;
                out.mark(cell, seen);
            }
            if (previous == 1 && !opaque) {
                row.startNumerator = 2 * column - 1;
                row.startDenominator = 2 * depth;
            } else if (previous == 0 && opaque) {
                rows.push_back(Row{depth + 1, row.startNumerator, row.startDenominator, 2 * column - 1, 2 * depth});
            }
            previous = opaque ? 1 : 0;
        }
        if (previous == 0)
            rows.push_back(Row{depth + 1, row.startNumerator, row.startDenominator, row.endNumerator,
                               row.endDenominator});
    }
}

} // namespace detail

// Computes what a viewer at (request.x, request.y) sees into `out`. A viewer
// outside the grid sees nothing; the viewer's own cell is always seen, lit or
// not (as in the original), and a viewer inside an opaque cell scans from it.
template <typename Grid>
void computeFieldOfView(const Grid& grid, const FieldOfViewRequest& request, VisibilityMap& out,
                        FieldOfViewScratch& scratch)
{
    const int width = grid.width();
    const int height = grid.height();
    if (!request.lightLevels.empty())
        detail::checkLightLevels(request.lightLevels.size(), width, height);
    out.reset(width, height, request.clear);
    if (request.x < 0 || request.y < 0 || request.x >= width || request.y >= height)
        return;
    const int radius = request.radius > 0 ? request.radius : 0;
    const std::span<const int> limits = radius > 0 ? scratch.columnLimits(radius) : std::span<const int>();
    const int origin = request.y * width + request.x;
    out.mark(origin, true);

    auto depthLimit = [&](int toEdge) { return radius > 0 && radius < toEdge ? radius : toEdge; };
    const int left = request.x, right = width - 1 - request.x;
    const int up = request.y, down = height - 1 - request.y;
    // North and south: columns run along x; east and west: along y.
    detail::scanQuadrant(grid, request, {1, 0, 0, -1}, depthLimit(up), -left, right, limits, scratch, out);
    detail::scanQuadrant(grid, request, {1, 0, 0, 1}, depthLimit(down), -left, right, limits, scratch, out);
    detail::scanQuadrant(grid, request, {0, 1, 1, 0}, depthLimit(right), -up, down, limits, scratch, out);
    detail::scanQuadrant(grid, request, {0, 1, -1, 0}, depthLimit(left), -up, down, limits, scratch, out);
}

// The same with scratch space of its own (one allocation per call at most).
template <typename Grid>
void computeFieldOfView(const Grid& grid, const FieldOfViewRequest& request, VisibilityMap& out)
{
    FieldOfViewScratch scratch;
    computeFieldOfView(grid, request, out, scratch);
}

// What a viewer remembers of the map: for each cell it has seen, the glyph
// or terrain id the caller gave for it the last time it was seen.
class MapMemory {
public:
    static constexpr uint32_t kNeverSeen = 0xFFFFFFFFu;

    void resize(int width, int height);
    int width() const { return m_width; }
    int height() const { return m_height; }
    // Copies the current appearance of every cell `visibility` marks seen.
    // `appearance` is row-major, one value per cell of the grid (otherwise
    // std::invalid_argument). A visibility map of another size starts a new
    // memory of that size.
    void remember(const VisibilityMap& visibility, std::span<const uint32_t> appearance);
    bool remembers(int x, int y) const { return recalled(x, y) != kNeverSeen; }
    // The remembered glyph or terrain id, kNeverSeen if the cell was never seen.
    uint32_t recalled(int x, int y) const;
    void forgetAll();

private:
    int m_width = 0;
    int m_height = 0;
    std::vector<uint32_t> m_cells;
};

extern template void computeFieldOfView<OpacityGrid>(const OpacityGrid&, const FieldOfViewRequest&, VisibilityMap&,
                                                     FieldOfViewScratch&);

} // namespace incursion::map
