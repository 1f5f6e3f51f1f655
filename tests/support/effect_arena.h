// An arena for tests of effects: a walled room carved on a test game's level
// with the player in it, monsters placed by name, the player using an
// effect at a creature or a cell, and the log searched. tst_spell_engine,
// the tst_effect_* suites, tst_fields and tst_perception share it.
#pragma once

#include "support/game_fixture.h"

#include "game/effect_area.h"
#include "game/game.h"
#include "game/spell_engine.h"
#include "map/map.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::test::effect_arena {

using game::Cell;
using game::EffectOutcome;
using game::EffectUse;

// A walled room of floor from (x0, y0) to (x0 + width - 1, y0 + height - 1)
// with the player at (x0 + 1, y0 + height / 2); returns the player's cell.
inline Cell carveArena(game::Game& g, int x0, int y0, int width, int height)
{
    map::Map& m = g.level().map();
    game::Creature& self = g.player();
    const map::TerrainType floor = m.terrain(self.x, self.y);
    std::optional<map::TerrainType> wall;
    for (int y = 0; y < m.height() && !wall; ++y)
        for (int x = 0; x < m.width() && !wall; ++x)
            if (m.terrain(x, y).has(map::kTerrainSolid))
                wall = m.terrain(x, y);
    for (int y = y0 - 1; y <= y0 + height; ++y)
        for (int x = x0 - 1; x <= x0 + width; ++x) {
            const bool border = x < x0 || y < y0 || x >= x0 + width || y >= y0 + height;
            m.setTerrain(x, y, border ? *wall : floor);
            m.removeFeature(x, y);
        }
    const Cell start{x0 + 1, y0 + height / 2};
    g.moveCreature(self, start.x, start.y);
    g.updatePlayerView();
    return start;
}

// A test game of `world`, a turn in, with the player in a 24x13 arena at (4, 4).
struct Arena {
    TestGame t;
    Cell start;
    game::Game& g() { return *t.game; }
};

inline std::unique_ptr<Arena> startArena(const std::string& world)
{
    auto a = std::make_unique<Arena>();
    a->t = startTestGame(world);
    if (!a->t.game)
        return a;
    a->t.game->advance();
    a->start = carveArena(*a->t.game, 4, 4, 24, 13);
    return a;
}

inline void setWall(game::Game& g, int x, int y)
{
    map::Map& m = g.level().map();
    for (int wy = 0; wy < m.height(); ++wy)
        for (int wx = 0; wx < m.width(); ++wx)
            if (m.terrain(wx, wy).has(map::kTerrainSolid)) {
                m.setTerrain(x, y, m.terrain(wx, wy));
                return;
            }
}

inline module::ResourceId idOf(game::Game& g, std::string_view name)
{
    const std::optional<module::ResourceId> id = g.resources().find(name);
    return id ? *id : 0;
}

// A monster with plenty of hit points at (x, y).
inline world::Handle place(game::Game& g, std::string_view monster, int x, int y, int hp = 200)
{
    const world::Handle made = g.spawnMonster(idOf(g, monster), x, y);
    if (game::Creature* c = g.creature(made))
        c->hp = c->maxHp = hp;
    return made;
}

inline int hpOf(game::Game& g, world::Handle h)
{
    const game::Creature* c = g.creature(h);
    return c ? c->hp : -1;
}

// The player uses `effect` at the creature `target` (or at the cell).
inline EffectOutcome use(game::Game& g, std::string_view effect, world::Handle target, Cell at = {-1, -1},
                  int32_t casterLevel = 5, int32_t saveDc = 0)
{
    EffectUse use;
    use.effect = idOf(g, effect);
    use.caster = g.player().handle();
    use.target = target;
    if (const game::Creature* c = g.creature(target))
        at = {c->x, c->y};
    use.targetX = at.x;
    use.targetY = at.y;
    use.casterLevel = casterLevel;
    use.saveDc = saveDc;
    return game::applyEffect(g, use);
}

inline bool logHas(const game::Game& g, const std::string& text)
{
    for (const game::LogEntry& entry : g.log())
        if (entry.text().find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace incursion::test::effect_arena
