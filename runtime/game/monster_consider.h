// EV_MON_CONSIDER, the original's "should a monster go here?": terrain
// flagged TF_WARN (a curtain of flame, deep water, a rune that explodes) is
// asked with the creature as EActor and the cell in EXVal/EYVal before a
// monster steps onto it or is placed there; a handler answering ABORT keeps
// it off (a fire-resistant creature walks through the flames, an intelligent
// one stays clear of a rune that would kill it). A cell's feature is asked
// too, flagged or not (a warding rune keeps summoned creatures out), with
// the feature as EItem (feature_events.h).
// rule: src/Djikstra.cpp (the path cost of a cell), src/Encounter.cpp
// (placing a monster), src/Display.cpp (a free cell near a point)
#pragma once

#include "module/resource_manager.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

// One creature's questions during one decision: each cell is asked once
// (a search round an obstacle may visit hundreds), and only cells of
// TF_WARN terrain or of a feature that answers EV_MON_CONSIDER are asked at all.
class CellConsideration {
public:
    CellConsideration(Game& game, const Creature& monster);

    // Whether the monster refuses the cell (a handler answered ABORT).
    bool avoids(int x, int y);

private:
    Game& game_;
    const Creature& monster_;
    const std::vector<module::ResourceId>* asked_;   // sorted; empty: nothing to ask
    std::unordered_map<int32_t, bool> answers_;       // cell index -> avoids
};

// The Terrain resources flagged TF_WARN with a handler or message for
// EV_MON_CONSIDER, sorted.
std::vector<module::ResourceId> consideringTerrainsOf(const module::ResourceManager& resources);

} // namespace incursion::game
