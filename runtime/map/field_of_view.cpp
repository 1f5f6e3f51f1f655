#include "map/field_of_view.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace incursion::map {

namespace {
std::string gridSize(int width, int height)
{
    return std::to_string(width) + "x" + std::to_string(height);
}
} // namespace

OpacityGrid::OpacityGrid(std::span<const uint8_t> cells, int width, int height)
    : m_cells(cells.data()), m_width(width), m_height(height)
{
    if (width < 0 || height < 0 || cells.size() != size_t(width) * size_t(height))
        throw std::invalid_argument("OpacityGrid: " + std::to_string(cells.size()) + " cells for a "
                                    + gridSize(width, height) + " grid");
}

void detail::checkLightLevels(size_t levels, int width, int height)
{
    if (levels != size_t(width) * size_t(height))
        throw std::invalid_argument("computeFieldOfView: " + std::to_string(levels) + " light levels for a "
                                    + gridSize(width, height) + " grid");
}

void VisibilityMap::reset(int width, int height, ClearMode mode)
{
    if (width != m_width || height != m_height) {
        m_width = width;
        m_height = height;
        m_flags.assign(size_t(width) * size_t(height), 0);
        m_inView.clear();
        return;
    }
    if (mode == ClearMode::WholeMap)
        std::fill(m_flags.begin(), m_flags.end(), uint8_t(0));
    else
        for (int32_t cell : m_inView)
            m_flags[cell] = 0;
    m_inView.clear();
}

std::span<const int> FieldOfViewScratch::columnLimits(int radius)
{
    if (radius != m_limitRadius) {
        m_columnLimit.resize(size_t(radius) + 1);
        const int radius2 = radius * radius;
        for (int depth = 0; depth <= radius; ++depth) {
            int column = int(std::sqrt(double(radius2 - depth * depth)));
            // Exact integer square root: correct the floating-point estimate.
            while (column * column + depth * depth > radius2)
                --column;
            while ((column + 1) * (column + 1) + depth * depth <= radius2)
                ++column;
            m_columnLimit[size_t(depth)] = column;
        }
        m_limitRadius = radius;
    }
    return m_columnLimit;
}

void MapMemory::resize(int width, int height)
{
    m_width = width;
    m_height = height;
    m_cells.assign(size_t(width) * size_t(height), kNeverSeen);
}

void MapMemory::remember(const VisibilityMap& visibility, std::span<const uint32_t> appearance)
{
    if (visibility.width() != m_width || visibility.height() != m_height)
        resize(visibility.width(), visibility.height());
    if (appearance.size() != m_cells.size())
        throw std::invalid_argument("MapMemory::remember: " + std::to_string(appearance.size())
                                    + " appearance values for a " + gridSize(m_width, m_height) + " map");
    for (int32_t cell : visibility.cellsInView())
        if (visibility.flagsAt(cell) & VisibilityMap::kSeen)
            m_cells[size_t(cell)] = appearance[size_t(cell)];
}

uint32_t MapMemory::recalled(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return kNeverSeen;
    return m_cells[size_t(y) * size_t(m_width) + size_t(x)];
}

void MapMemory::forgetAll()
{
    std::fill(m_cells.begin(), m_cells.end(), kNeverSeen);
}

template void computeFieldOfView<OpacityGrid>(const OpacityGrid&, const FieldOfViewRequest&, VisibilityMap&,
                                              FieldOfViewScratch&);

} // namespace incursion::map
