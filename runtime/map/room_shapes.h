// Drawing one room into one panel, shape by shape as the original's DrawPanel
// does (docs/design/maps.md §4): floors at room-floor priority, walls at
// room-wall priority, so overlapping shapes keep each other's floors.
//
//   RoomPainter painter(canvas, random, settings, panel, style);
//   const RoomShape drawn = painter.draw(RoomShape::Octagon);
//   map.setRegionBounds(style.region, painter.bounds());
//
// Every loop is bounded (the original's overlapping rectangles could retry
// forever). Shapes not drawn yet fall back to one that is: draw() returns
// the shape it actually drew.
#pragma once

#include "map/dungeon_settings.h"
#include "map/level_canvas.h"
#include "map/level_random.h"

#include <vector>

namespace incursion::map {

struct RoomStyle {
    uint16_t region = kNoRegion;    // the room's map region
    uint16_t floor = 0;             // palette indices
    uint16_t wall = 0;
    ResourceId door = 0;            // Feature of the room's doors (0: none named)
    bool oddWidth = false;          // RF_ODD_WIDTH, RF_ODD_HEIGHT
    bool oddHeight = false;
    int depth = 1;                  // the level's depth (a maze's secret doors)
};

// The shape a panel gets for `shape`: itself, or what stands in for a shape
// not drawn yet (destroyed, town: a rectangle; furnished grid: a column
// hall; linked life: a life cave).
RoomShape drawnShapeFor(RoomShape shape);

class RoomPainter {
public:
    RoomPainter(LevelCanvas& canvas, LevelRandom& random, const DungeonSettings& settings, Rect panel,
                RoomStyle style);

    // Draws `shape` (not Vault: vault_placement.h does) and returns the shape drawn.
    RoomShape draw(RoomShape shape);
    // The cells the room wrote, walls included; empty for no room.
    Rect bounds() const;
    // The room's floor cells, row-major indices, in the order written.
    const std::vector<int>& floorCells() const { return m_floors; }

private:
    void rectangle();
    void large();
    void cross();
    void overlap();
    void adjacent(RoomShape shape);
    void circle(int radius);
    void octagon();
    void roomWithinRoom();
    void pillars();
    void checker();
    void lifeCave();
    void roughCave();
    void maze();
    void building();
    void splitBuilding(int x1, int y1, int x2, int y2, int depth);
    void diamonds();

    int roomWidth();
    int roomHeight();
    // A rectangle of (clamped) size w × h at a random place at least 2 cells inside the panel.
    Rect place(int width, int height);
    void floorAt(int x, int y);
    void wallAt(int x, int y);
    void terrainAt(int x, int y, uint16_t terrain, uint8_t priority);
    void walledBox(const Rect& r);
    void fillFloor(const Rect& r);
    void disc(int cx, int cy, int radius);
    // Every cell 8-adjacent to the room's floor that is not its floor becomes its wall.
    void writeWalls();
    void makeDoor(int x, int y, uint8_t state = 0);
    void touch(int x, int y);

    LevelCanvas& m_canvas;
    LevelRandom& m_random;
    const DungeonSettings& m_settings;
    Rect m_panel;
    RoomStyle m_style;
    std::vector<int> m_floors;
    int m_minX, m_minY, m_maxX, m_maxY;      // bounds of the cells written
};

} // namespace incursion::map
