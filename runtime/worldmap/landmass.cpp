#include "worldmap/landmass.h"

#include <algorithm>

namespace incursion::worldmap {
namespace {

template <typename Runs> uint32_t findRoot(Runs& runs, uint32_t run)
{
    while (runs[run].label != run) {
        runs[run].label = runs[runs[run].label].label;      // path halving
        run = runs[run].label;
    }
    return run;
}

} // namespace

Landmasses::Landmasses(const WorldGrid& grid, const CellMatcher& land)
{
    const int width = grid.width();
    m_rowStart.reserve(size_t(grid.height()) + 1);
    for (int y = 0; y < grid.height(); ++y) {
        m_rowStart.push_back(uint32_t(m_runs.size()));
        const uint8_t* row = grid.cell(size_t(y) * size_t(width));
        for (int x = 0; x < width;) {
            if (!land.matches(row + size_t(x) * 3)) {
                ++x;
                continue;
            }
            const int begin = x;
            while (x < width && land.matches(row + size_t(x) * 3))
                ++x;
            const auto index = uint32_t(m_runs.size());
            m_runs.push_back(Run{begin, x, index});
        }
        // Join each new run to the runs of the row above that share a column;
        // the smaller index is the root, so every root is its group's first run.
        if (y == 0)
            continue;
        uint32_t above = m_rowStart[size_t(y) - 1];
        const uint32_t aboveEnd = m_rowStart[size_t(y)];
        for (uint32_t run = aboveEnd; run < m_runs.size(); ++run) {
            while (above < aboveEnd && m_runs[above].end <= m_runs[run].begin)
                ++above;
            for (uint32_t a = above; a < aboveEnd && m_runs[a].begin < m_runs[run].end; ++a) {
                const uint32_t ra = findRoot(m_runs, a);
                const uint32_t rb = findRoot(m_runs, run);
                if (ra < rb)
                    m_runs[rb].label = ra;
                else if (rb < ra)
                    m_runs[ra].label = rb;
            }
        }
    }
    m_rowStart.push_back(uint32_t(m_runs.size()));
    // Point every run at its root, then number the roots in order: a root
    // comes before the rest of its group, so its label is final when they read it.
    for (uint32_t run = 0; run < m_runs.size(); ++run)
        m_runs[run].label = findRoot(m_runs, run);
    for (uint32_t run = 0; run < m_runs.size(); ++run)
        m_runs[run].label = m_runs[run].label == run ? ++m_count : m_runs[m_runs[run].label].label;
}

uint32_t Landmasses::labelOf(int x, int y) const
{
    if (y < 0 || size_t(y) + 1 >= m_rowStart.size())
        return 0;
    const auto first = m_runs.begin() + m_rowStart[size_t(y)];
    const auto last = m_runs.begin() + m_rowStart[size_t(y) + 1];
    const auto it = std::upper_bound(first, last, x, [](int column, const Run& run) { return column < run.begin; });
    if (it == first)
        return 0;
    const Run& run = *(it - 1);
    return x < run.end ? run.label : 0;
}

std::vector<uint32_t> labelLandmasses(const WorldGrid& grid, const CellMatcher& land)
{
    const Landmasses landmasses(grid, land);
    std::vector<uint32_t> labels(grid.cellCount(), 0);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            labels[size_t(y) * size_t(grid.width()) + size_t(x)] = landmasses.labelOf(x, y);
    return labels;
}

} // namespace incursion::worldmap
