// Terrain resources taking part in events: the terrain of the event's cell
// runs its handlers when it is TF_SPECIAL, as the original's event dispatch
// (src/Event.cpp) gives such terrain "a chance to override" after the
// region. Game::terrainAt answers the dispatcher from the list made here.
#pragma once

#include "module/resource_manager.h"

#include <vector>

namespace incursion::game {

// The Terrain resources flagged TF_SPECIAL, sorted.
std::vector<module::ResourceId> specialTerrainsOf(const module::ResourceManager& resources);

class Game;
class Level;

// A special terrain just written at (x, y) gets its EV_INITIALIZE, offered
// to its own resource with the cell in EXVal and EYVal, as the original's
// Map::WriteTerra (src/Effects.cpp) does (a summoning circle raises its
// field then). Other terrain gets nothing.
void initializeTerrain(Game& game, Level& level, int x, int y);

} // namespace incursion::game
