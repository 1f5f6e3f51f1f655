#include "game/pathfinding.h"

#include <algorithm>
#include <limits>

namespace incursion::game {

bool openableDoorAt(const map::Map& map, int x, int y)
{
    const map::Feature* feature = map.featureAt(x, y);
    return feature && feature->kind == map::FeatureKind::Door && !(feature->state & map::kFeatureOpen) &&
           !(feature->state & (map::kFeatureLocked | map::kFeatureHidden));
}

bool walkableCell(const map::Map& map, int x, int y, bool opensDoors)
{
    if (!map.contains(x, y) || !map.walkable(x, y))
        return false;
    const map::Feature* feature = map.featureAt(x, y);
    if (!feature || feature->kind != map::FeatureKind::Door || (feature->state & map::kFeatureOpen))
        return true;
    return opensDoors && !(feature->state & (map::kFeatureLocked | map::kFeatureHidden));
}

void GridSearch::begin(int width, int height)
{
    const size_t cells = size_t(width) * size_t(height);
    if (width != width_ || height != height_ || visited_.size() != cells) {
        width_ = width;
        height_ = height;
        visited_.assign(cells, 0);
        firstStep_.assign(cells, -1);
        queue_.assign(cells, 0);
        distance_.assign(cells, 0);
        stamp_ = 0;
    }
    if (stamp_ == std::numeric_limits<uint32_t>::max()) {
        std::fill(visited_.begin(), visited_.end(), 0);
        stamp_ = 0;
    }
    ++stamp_;
}

} // namespace incursion::game
