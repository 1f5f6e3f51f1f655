// Altars and their gods, as the original's src/MakeLev.cpp and
// src/Prayer.cpp have them: every altar of a new level that has no god yet
// is given one at random (the MY_GOD stati the original put on it, kept
// here as FeatureObject::god and saved with it); praying on an altar
// addresses its god (prayer.h) and offers sacrifice (sacrifice.h).
#pragma once

#include "module/resource_manager.h"
#include "world/handle.h"

namespace incursion::game {
class Game;
class Level;
}

namespace incursion::game::altars {

// Every altar of `level` without a god gets one: Asherath, Khasrach, Xel,
// Aiswin, Zurvash or Kysul one time in eight each, else the Multitude (a
// name the module has no God for leaves the altar without one, as FIND did).
// rule: src/MakeLev.cpp, Map::Generate ("Assign Gods to unassigned altars")
void assignGods(Game& game, Level& level);

struct Altar {
    world::Handle feature = world::kNoObject;
    module::ResourceId god = 0;
};

// The altar at (x, y) of the level being played, if there is one.
// rule: src/Prayer.cpp, Character::PrePray (FFeatureAt ... F_ALTAR)
Altar altarAt(Game& game, int x, int y);

} // namespace incursion::game::altars
