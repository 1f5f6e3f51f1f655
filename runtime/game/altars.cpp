#include "game/altars.h"

#include "game/feature_object.h"
#include "game/game.h"

#include <array>
#include <string_view>

namespace incursion::game::altars {

void assignGods(Game& game, Level& level)
{
    // random(8): the six named gods for 0..5, the Multitude for 6 and 7.
    constexpr std::array<std::string_view, 7> kGods = {"Asherath", "Khasrach", "Xel", "Aiswin",
                                                       "Zurvash", "Kysul", "the Multitude"};
    const map::Map& m = level.map();
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x) {
            const map::Feature* feature = m.featureAt(x, y);
            if (!feature || feature->kind != map::FeatureKind::Altar)
                continue;
            FeatureObject* altar = game.featureObject(game.featureObjectAt(level, x, y));
            if (!altar || altar->god)
                continue;
            const int32_t roll = game.randomBelow(8);
            const std::string_view name = kGods[size_t(std::min(roll, 6))];
            altar->god = game.resources().find(name, core::kindBit(core::ResourceKind::God)).value_or(0);
        }
}

Altar altarAt(Game& game, int x, int y)
{
    Level& level = game.level();
    if (!level.map().contains(x, y))
        return {};
    const map::Feature* feature = level.map().featureAt(x, y);
    if (!feature || feature->kind != map::FeatureKind::Altar)
        return {};
    const Handle handle = game.featureObjectAt(level, x, y);
    const FeatureObject* altar = game.featureObject(handle);
    return {handle, altar ? altar->god : 0};
}

} // namespace incursion::game::altars
