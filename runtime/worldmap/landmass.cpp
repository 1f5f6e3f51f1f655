#include "worldmap/landmass.h"

namespace incursion::worldmap {
namespace {

uint32_t findRoot(std::vector<uint32_t>& parent, uint32_t cell)
{
    while (parent[cell] != cell) {
        parent[cell] = parent[parent[cell]];    // path halving
        cell = parent[cell];
    }
    return cell;
}

void unite(std::vector<uint32_t>& parent, uint32_t a, uint32_t b)
{
    a = findRoot(parent, a);
    b = findRoot(parent, b);
    // The smaller index is the root, so every root is its group's first cell.
    if (a < b)
        parent[b] = a;
    else if (b < a)
        parent[a] = b;
}

} // namespace

std::vector<uint32_t> labelLandmasses(const WorldGrid& grid, const CellMatcher& land)
{
    constexpr uint32_t kSea = UINT32_MAX;
    const size_t width = size_t(grid.width());
    const size_t cells = grid.cellCount();
    std::vector<uint32_t> labels(cells);
    for (size_t i = 0; i < cells; ++i) {
        if (!land.matches(grid.cell(i))) {
            labels[i] = kSea;
            continue;
        }
        labels[i] = uint32_t(i);
        if (i % width != 0 && labels[i - 1] != kSea)
            unite(labels, uint32_t(i - 1), uint32_t(i));
        if (i >= width && labels[i - width] != kSea)
            unite(labels, uint32_t(i - width), uint32_t(i));
    }
    // Point every land cell straight at its root (the array stays a forest),
    // then number the roots in raster order: a root comes before the rest of
    // its group, so its label is final when they read it.
    for (size_t i = 0; i < cells; ++i)
        if (labels[i] != kSea)
            labels[i] = findRoot(labels, uint32_t(i));
    uint32_t next = 1;
    for (size_t i = 0; i < cells; ++i) {
        if (labels[i] == kSea)
            labels[i] = 0;
        else
            labels[i] = labels[i] == i ? next++ : labels[labels[i]];
    }
    return labels;
}

} // namespace incursion::worldmap
