// A map cell's feature (a door, trap, stairs, altar ...) as a thing scripts
// can hold, as the original's Feature objects were (FFeatureAt, FDoorAt,
// h->DoorFlags). The map keeps the feature itself (map::Feature: kind,
// state, resource), so movement, sight and the map view stay as they are;
// the object names the cell's feature and keeps the original's flag bits
// the map has no state for (a door's DF_TRAPPED, a trap's TS_DISARMED ...).
// Game::featureObjectAt() makes it when a script first asks for the feature;
// Game::createFeature() makes one on no map, to be placed (CreateDoor ...).
#pragma once

#include "map/map.h"
#include "game/status_effect.h"
#include "world/game_object.h"

#include <cstdint>
#include <string>
#include <vector>

namespace incursion::game {

class FeatureObject final : public world::GameObject {
public:
    FeatureObject() : GameObject(world::ObjectKind::Feature) {}

    uint8_t otherFlags = 0;     // DoorFlags or TrapFlags bits beyond the map's state
    // The feature itself while the object is on no map (made by CreateDoor
    // and the like, or taken off with Remove(false)); kind None while placed.
    map::Feature setAside;
    module::ResourceId trapEffect = 0;      // a trap's effect (tID), when it was made with one
    // The god an altar belongs to (the original's MY_GOD stati on it), 0 for none.
    module::ResourceId god = 0;
    // Its stati, as the original's Feature held them (a Skull Trap's caster,
    // a conjured Symbol's SUMMONED): feature_stati.h counts them down.
    std::vector<StatusEffect> stati;

    std::string describe() const override;  // `feature "oak door"`
    void saveState(world::ByteWriter&) const override;
    void loadState(world::ByteReader&) override;
};

} // namespace incursion::game
