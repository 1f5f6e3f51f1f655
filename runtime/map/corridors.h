// Corridors: the original's tunnel walk between two cells (MakeLev.cpp:
// 3395-3609, docs/design/maps.md §6) and the digging shared with the
// connectivity repair. A walk never steps onto a no-cut (vault) cell or the
// map's edge, and stops after a bounded number of steps.
#pragma once

#include "map/dungeon_settings.h"
#include "map/level_canvas.h"
#include "map/level_random.h"

#include <optional>
#include <unordered_map>
#include <vector>

namespace incursion::map {

struct TunnelRules {
    int turnChance = 10;        // percent, after segmentMinLength steps
    int segmentMinLength = 4;
    int segmentMaxLength = 10;
};

// The cells a tunnel from (fromX, fromY) towards (toX, toY) walks through,
// row-major, in order, without the start. It stops on reaching the target,
// or an open cell of `targetRegion` within distance 10 of it.
std::vector<int> walkTunnel(const LevelCanvas& canvas, LevelRandom& random, int fromX, int fromY, int toX, int toY,
                            uint16_t targetRegion, const TunnelRules& rules);

struct CorridorStyle {
    uint16_t region = kNoRegion;
    uint16_t floor = 0;                 // palette index; never a solid terrain
    std::optional<uint16_t> wall;       // none: the rock stays
};

class CorridorDigger {
public:
    CorridorDigger(LevelCanvas& canvas, const DungeonSettings& settings, int depth);

    // Whether digging `path` would open any cell (a solid one that may be cut).
    bool opensAny(const std::vector<int>& path) const;
    // Opens every solid, cuttable cell of `path` as corridor floor (a room
    // wall crossed becomes a door of that room's region) and walls the new
    // floor in where rock is. Returns the bounds of the cells written.
    Rect dig(const std::vector<int>& path, const CorridorStyle& style);

    bool cuttable(int x, int y) const { return m_canvas.interior(x, y) && !m_canvas.noCut(x, y); }

private:
    ResourceId doorOf(uint16_t regionIndex);

    LevelCanvas& m_canvas;
    const DungeonSettings& m_settings;
    int m_depth;
    std::unordered_map<uint16_t, ResourceId> m_doors;
};

} // namespace incursion::map
