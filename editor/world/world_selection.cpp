#include "world/world_selection.h"

#include <algorithm>
#include <cstdlib>

namespace incursion::studio {

using worldmap::WorldGrid;

std::vector<uint32_t> floodByValue(const WorldGrid& grid, const worldmap::Field& field, int x, int y)
{
    std::vector<uint32_t> cells;
    if (!grid.contains(x, y))
        return cells;
    const int width = grid.width();
    const int value = grid.get(x, y, field);
    std::vector<uint8_t> seen(grid.cellCount(), 0);
    // Scanline fill: each popped seed grows to its whole run, then seeds the rows above and below.
    std::vector<QPoint> stack{QPoint(x, y)};
    const auto matches = [&](int cx, int cy) {
        const size_t index = size_t(cy) * size_t(width) + size_t(cx);
        return !seen[index] && WorldGrid::fieldOf(grid.cell(index), field) == value;
    };
    while (!stack.empty()) {
        const QPoint seed = stack.back();
        stack.pop_back();
        if (!matches(seed.x(), seed.y()))
            continue;
        int left = seed.x();
        int right = seed.x();
        while (left > 0 && matches(left - 1, seed.y()))
            --left;
        while (right + 1 < width && matches(right + 1, seed.y()))
            ++right;
        for (int cx = left; cx <= right; ++cx)
            seen[size_t(seed.y()) * size_t(width) + size_t(cx)] = 1;
        for (const int ny : {seed.y() - 1, seed.y() + 1}) {
            if (ny < 0 || ny >= grid.height())
                continue;
            bool inRun = false;
            for (int cx = left; cx <= right; ++cx) {
                const bool m = matches(cx, ny);
                if (m && !inRun)
                    stack.push_back(QPoint(cx, ny));
                inRun = m;
            }
        }
    }
    for (size_t i = 0; i < seen.size(); ++i)
        if (seen[i])
            cells.push_back(uint32_t(i));
    return cells;
}

std::vector<QPoint> brushCells(QPoint centre, int size, bool round)
{
    std::vector<QPoint> cells;
    size = std::max(1, size);
    const int low = -(size - 1) / 2;
    const double radius = size / 2.0;
    for (int dy = low; dy < low + size; ++dy)
        for (int dx = low; dx < low + size; ++dx) {
            // Measured from the brush's own centre (between cells for an even size).
            const double cx = dx - low + 0.5 - radius;
            const double cy = dy - low + 0.5 - radius;
            if (!round || cx * cx + cy * cy <= radius * radius)
                cells.push_back(centre + QPoint(dx, dy));
        }
    return cells;
}

bool Selection::contains(int x, int y) const
{
    if (!bounds_.contains(x, y))
        return false;
    return mask_[size_t(y - bounds_.top()) * size_t(bounds_.width()) + size_t(x - bounds_.left())] != 0;
}

std::vector<uint32_t> Selection::cells() const
{
    std::vector<uint32_t> list;
    for (int y = bounds_.top(); y <= bounds_.bottom() && !isEmpty(); ++y)
        for (int x = bounds_.left(); x <= bounds_.right(); ++x)
            if (contains(x, y))
                list.push_back(uint32_t(size_t(y) * size_t(width_) + size_t(x)));
    return list;
}

void Selection::clear()
{
    bounds_ = QRect();
    mask_.clear();
}

void Selection::select(const std::vector<uint32_t>& cells, int width, bool add)
{
    std::vector<uint32_t> all = cells;
    if (add && width == width_) {
        const std::vector<uint32_t> old = this->cells();
        all.insert(all.end(), old.begin(), old.end());
    }
    width_ = width;
    QRect bounds;
    for (const uint32_t index : all)
        bounds |= QRect(int(index % uint32_t(width)), int(index / uint32_t(width)), 1, 1);
    bounds_ = bounds;
    mask_.assign(size_t(bounds.width()) * size_t(bounds.height()), 0);
    for (const uint32_t index : all) {
        const int x = int(index % uint32_t(width)) - bounds.left();
        const int y = int(index / uint32_t(width)) - bounds.top();
        mask_[size_t(y) * size_t(bounds.width()) + size_t(x)] = 1;
    }
}

void Selection::selectRect(const QRect& rect, int width, bool add)
{
    std::vector<uint32_t> cells;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            cells.push_back(uint32_t(size_t(y) * size_t(width) + size_t(x)));
    select(cells, width, add);
}

WorldClip copyRegion(const WorldGrid& grid, const Selection& selection, std::vector<int> fields)
{
    WorldClip clip;
    const QRect area = selection.bounds().intersected(QRect(0, 0, grid.width(), grid.height()));
    if (area.isEmpty())
        return clip;
    clip.width = area.width();
    clip.height = area.height();
    clip.fields = std::move(fields);
    clip.rgb.assign(size_t(clip.width) * size_t(clip.height) * 3, 0);
    clip.present.assign(size_t(clip.width) * size_t(clip.height), 0);
    for (int y = 0; y < clip.height; ++y)
        for (int x = 0; x < clip.width; ++x) {
            if (!selection.contains(area.left() + x, area.top() + y))
                continue;
            const size_t i = size_t(y) * size_t(clip.width) + size_t(x);
            clip.present[i] = 1;
            std::copy_n(grid.cell(grid.index(area.left() + x, area.top() + y)), 3, clip.rgb.data() + i * 3);
        }
    return clip;
}

void pasteRegion(WorldGrid& grid, const worldmap::Schema& schema, const WorldClip& clip, QPoint topLeft)
{
    for (int y = 0; y < clip.height; ++y)
        for (int x = 0; x < clip.width; ++x) {
            const size_t i = size_t(y) * size_t(clip.width) + size_t(x);
            if (!clip.present[i] || !grid.contains(topLeft.x() + x, topLeft.y() + y))
                continue;
            uint8_t* target = grid.cell(grid.index(topLeft.x() + x, topLeft.y() + y));
            for (const int f : clip.fields) {
                const worldmap::Field& field = schema.fields[size_t(f)];
                WorldGrid::setFieldOf(target, field, WorldGrid::fieldOf(clip.rgb.data() + i * 3, field));
            }
        }
}

} // namespace incursion::studio
