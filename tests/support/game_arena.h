// A walled arena carved into a test game's level, for tests that need
// creatures at chosen places with nothing else about (monster AI, ranged attacks).
#pragma once

#include "game/game.h"
#include "map/map.h"

#include <string_view>

namespace incursion::test {

// A walled room carved into the level: floor inside (x0, y0)-(x1, y1), its
// border walls, nothing else in it. The player is put at (px, py).
struct Arena {
    game::Game& g;
    map::TerrainType floor;
    map::TerrainType wall;

    explicit Arena(game::Game& game) : g(game)
    {
        const map::Map& m = g.level().map();
        const game::Creature& self = g.player();
        floor = m.terrain(self.x, self.y);
        for (int i = 0; i < m.cellCount(); ++i) {
            if (m.terrain(i % m.width(), i / m.width()).has(map::kTerrainSolid)) {
                wall = m.terrain(i % m.width(), i / m.width());
                break;
            }
        }
    }

    void set(int x, int y, const map::TerrainType& terrain)
    {
        map::Map& m = g.level().map();
        m.removeFeature(x, y);
        m.setTerrain(x, y, terrain);
    }
    void room(int x0, int y0, int x1, int y1)
    {
        for (int y = y0 - 1; y <= y1 + 1; ++y) {
            for (int x = x0 - 1; x <= x1 + 1; ++x)
                set(x, y, x < x0 || x > x1 || y < y0 || y > y1 ? wall : floor);
        }
    }
    void putPlayer(int x, int y)
    {
        g.moveCreature(g.player(), x, y);
        g.updatePlayerView();
    }
    game::Creature& spawn(std::string_view name, int x, int y)
    {
        const world::Handle handle = g.spawnMonster(*g.resources().find(name), x, y);
        return *g.creature(handle);
    }
};

} // namespace incursion::test
