// Map features in events, where the original put them (src/Feature.cpp,
// src/Move.cpp, src/Djikstra.cpp): a step asks the terrain and region it
// leaves and enters (EV_LEAVE, EV_ENTER) and the features of both cells
// (EV_LEAVE, EV_WALKON), any of which may forbid it (ABORT); a monster asks
// a cell's feature whether to go there (EV_MON_CONSIDER); a door is opened
// by throwing EV_OPEN at it and stairs or a portal are taken by EV_ENTER,
// the feature's resource answering first and the door or portal itself
// after (Door::Event, Portal::Enter). Asked features are EItem (the
// original's Resource::PEvent); thrown ones are the event's victim, and see
// the plain event number as the original's Feature::Event did.
#pragma once

#include <cstdint>

namespace incursion::game {
class Creature;
class FeatureObject;
class Game;
class Level;
struct EventInfo;
}

namespace incursion::game::feature_events {

// Whether `walker` may step from its cell to (toX, toY): false when a
// terrain, region or feature answered ABORT, or the walker is gone.
// rule: src/Move.cpp, Creature::Walk
bool mayStep(Game& game, Creature& walker, int toX, int toY);

// Whether the feature at (x, y) of the level being played refuses `monster`
// (its EV_MON_CONSIDER answered ABORT). rule: src/Djikstra.cpp
bool featureRefuses(Game& game, const Creature& monster, int x, int y);

// Whether the feature at (x, y) warns the player off (F_WARN and its
// EV_MON_CONSIDER answers ABORT), to be confirmed. rule: src/Move.cpp, Creature::Walk
bool featureWarns(Game& game, Creature& walker, int x, int y);

// `opener` opens the door at (x, y) of its level: EV_OPEN thrown at it.
// rule: src/Move.cpp, Creature::Walk; src/Monster.cpp (a monster at a door)
int32_t openDoor(Game& game, Creature& opener, int x, int y);

// `traveller` takes the stairs or portal it stands on: EV_ENTER thrown at
// it. DONE when it went. rule: src/Skills.cpp, Creature::Ascend/Descend
int32_t enter(Game& game, Creature& traveller);

// A new level's features whose resource answers EV_INITIALIZE are told
// they are there (ETarget the feature, EXVal/EYVal its cell).
// rule: src/MakeLev.cpp, Map::WriteTile (each feature a tile places)
void initializeFeatures(Game& game, Level& level);
void initializeFeatureAt(Game& game, Level& level, int x, int y);

// Each turn, EV_TURN thrown to the features of the level being played
// whose resource answers it (the original threw it to every thing on the
// map, src/Main.cpp; a feature did nothing more with it here than its
// script). Nothing to do in a module whose features never answer it.
void turnPasses(Game& game);

// A door's own answer to EV_OPEN after its resource's (Door::Event).
int32_t answerOpen(Game& game, FeatureObject& door, EventInfo& e);

} // namespace incursion::game::feature_events
