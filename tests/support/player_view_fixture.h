// What the playtest views' suites share (tst_playtest_map, tst_playtest_dock,
// tst_playtest_panels): hand-built player views of a small level, and a
// cell's colour in a picture of the map.
#pragma once

// The game's headers first: they use `slots` as a name, which Qt's headers define as a macro.
#include "game/player_view.h"
#include "world/handle.h"

#include <QImage>
#include <QRect>

#include <memory>

namespace incursion::test::player_view {

inline constexpr world::Handle kPlayer = world::makeHandle(3, 1);
inline constexpr world::Handle kGoblin = world::makeHandle(4, 1);
inline constexpr world::Handle kPotion = world::makeHandle(5, 1);
inline constexpr world::Handle kUnseen = world::makeHandle(6, 1);
inline constexpr char32_t kBlock = U'█';

inline game::ViewCell& cellOf(game::PlayerView& view, int x, int y)
{
    return view.cells[size_t(y * view.width + x)];
}

inline game::ViewThing creature(world::Handle handle, int x, int y, char32_t glyph, int colour, const char* name, int hp,
                         int maxHp, game::Attitude attitude)
{
    game::ViewThing thing;
    thing.handle = handle;
    thing.isCreature = true;
    thing.x = x;
    thing.y = y;
    thing.glyph = glyph;
    thing.colour = uint8_t(colour);
    thing.name = name;
    thing.hp = hp;
    thing.maxHp = maxHp;
    thing.attitude = attitude;
    return thing;
}

inline game::ViewThing item(world::Handle handle, int x, int y, char32_t glyph, int colour, const char* name)
{
    game::ViewThing thing;
    thing.handle = handle;
    thing.x = x;
    thing.y = y;
    thing.glyph = glyph;
    thing.colour = uint8_t(colour);
    thing.name = name;
    return thing;
}

inline game::MessageRun run(int colour, const char* text)
{
    return game::MessageRun{colour, text};
}

// A small level: a lit room around the player (blocks in red to test the
// colours), a remembered strip, the rest unexplored; the player at (5, 5)
// with a goblin two cells east and a potion south-east.
inline std::shared_ptr<game::PlayerView> smallView(int width = 40, int height = 20, int playerX = 5, int playerY = 5)
{
    auto view = std::make_shared<game::PlayerView>();
    view->width = width;
    view->height = height;
    view->cells.resize(size_t(width * height));
    for (int y = 1; y < 10 && y < height; ++y)
        for (int x = 1; x < 12 && x < width; ++x)
            cellOf(*view, x, y) = game::ViewCell{U'·', 8, game::CellKnowledge::Seen};
    cellOf(*view, 2, 2) = game::ViewCell{kBlock, 4, game::CellKnowledge::Seen};
    cellOf(*view, 2, 12) = game::ViewCell{kBlock, 4, game::CellKnowledge::Remembered};
    if (playerX < width && playerY < height)
        cellOf(*view, playerX, playerY) = game::ViewCell{U'·', 8, game::CellKnowledge::Seen};
    view->player = kPlayer;
    view->playerX = playerX;
    view->playerY = playerY;
    view->things = {item(kPotion, 6, 6, U'!', 12, "a bubbling potion"),
                    creature(kGoblin, 7, 5, U'g', 2, "goblin", 5, 7, game::Attitude::Hostile),
                    creature(kPlayer, playerX, playerY, U'@', 15, "you", 7, 12, game::Attitude::Player)};
    view->status.name = "Aldric";
    view->status.hp = 7;
    view->status.maxHp = 12;
    view->status.mana = 3;
    view->status.maxMana = 5;
    view->status.turn = 42;
    view->status.depth = 2;
    view->status.region = "Goblin Warrens";
    view->upcoming = {{kPlayer, 0, 100}, {kGoblin, 50, 100}, {game::kTurnActor, 80, 100}, {kUnseen, 120, 50}};
    game::LogEntry hit;
    hit.turn = 42;
    hit.runs = {run(game::MessageRun::kDefaultColour, "The "), run(2, "goblin"),
                run(game::MessageRun::kDefaultColour, " hits you.")};
    view->messages = {hit};
    view->messageCount = 1;
    return view;
}

inline QRgb centrePixel(const QImage& image, const QRect& cell)
{
    return image.pixel(cell.center());
}

} // namespace incursion::test::player_view
