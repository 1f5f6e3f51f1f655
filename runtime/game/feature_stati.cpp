#include "game/feature_stati.h"

#include "game/feature_object.h"
#include "game/game.h"
#include "game/rules.h"

#include <algorithm>
#include <array>
#include <vector>

namespace incursion::game::feature_stati {

void gain(Game& game, FeatureObject& feature, const StatusEffect& status)
{
    feature.stati.push_back(status);
    if (status.turnsLeft > 0)
        game.featureStatiQuietLevel() = world::kNoObject;
}

// rule: src/Status.cpp, Thing::UpdateStati; src/Feature.cpp, Feature::StatiOff (SUMMONED)
void turnPasses(Game& game)
{
    const world::Handle level = game.level().handle();
    if (game.featureStatiQuietLevel() == level)
        return;
    bool timed = false;
    for (const world::Handle handle : game.registry().objectsOn(level)) {
        FeatureObject* feature = game.featureObject(handle);
        if (!feature || feature->stati.empty())
            continue;
        bool elapsed = false, unsummoned = false;
        for (StatusEffect& s : feature->stati) {
            if (s.turnsLeft <= 0)
                continue;
            if (--s.turnsLeft == 0) {
                elapsed = true;
                unsummoned = unsummoned || s.stati == rules::SUMMONED;
            } else {
                timed = true;
            }
        }
        if (!elapsed)
            continue;
        std::erase_if(feature->stati, [](const StatusEffect& s) { return s.turnsLeft == 0; });
        if (unsummoned) {
            game.message("The <hObj> winks out of existence.", {}, std::array{MessageArgument::ofObject(handle)});
            game.deleteThing(handle, "its conjuring ended");
        }
    }
    if (!timed)
        game.featureStatiQuietLevel() = level;
}

} // namespace incursion::game::feature_stati
