// The stati of map features, as the original's Feature held them (a Skull
// Trap's caster as EFF_FLAG1, a Symbol's trap conjured for a time as
// SUMMONED): gained through the stati API like a creature's or an item's,
// counted down each turn on the played level (src/Feature.cpp,
// Feature::Event EV_TURN: UpdateStati), and a SUMMONED one running out takes
// its feature away, "The <feature> winks out of existence."
// (Feature::StatiOff).
#pragma once

#include "game/status_effect.h"

namespace incursion::game {

class FeatureObject;
class Game;

namespace feature_stati {

// The feature gains `status` (as kept: asGained already applied).
void gain(Game& game, FeatureObject& feature, const StatusEffect& status);

// A turn has passed: the played level's features' timed stati count down.
// Cheap while the level is known to hold none (Game::featureStatiQuietLevel).
void turnPasses(Game& game);

} // namespace feature_stati
} // namespace incursion::game
