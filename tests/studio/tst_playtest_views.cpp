// The playtest's views, offscreen, fed with hand-built player views: the map
// draws seen, remembered and unknown cells in the game's colours, its camera
// follows the player, zoom and overview size the cells, hovering describes a
// cell, clicking a creature picks it and game keys become commands; the dock
// shows the status line, the coloured log and problems; the Turn Queue names
// the actors; the Entity Inspector leads to the source.

// The game's headers first: they use `slots` as a name, which Qt's headers define as a macro.
#include "game/rules.h"

#include "playtest/entity_inspector_dock.h"
#include "shared/game_colours.h"
#include "playtest/map_view.h"
#include "playtest/player_choice_dialog.h"
#include "playtest/playtest_dock.h"
#include "playtest/turn_queue_dock.h"
#include "shared/theme.h"

#include "support/test_settings.h"
#include "support/test_suite.h"

#include <cmath>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QHelpEvent>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTextBlock>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>
#include <QtTest>

namespace tst_playtest_views {

using namespace incursion;
using namespace incursion::studio;

namespace {

constexpr world::Handle kPlayer = world::makeHandle(3, 1);
constexpr world::Handle kGoblin = world::makeHandle(4, 1);
constexpr world::Handle kPotion = world::makeHandle(5, 1);
constexpr world::Handle kUnseen = world::makeHandle(6, 1);
constexpr char32_t kBlock = U'█';

game::ViewCell& cellOf(game::PlayerView& view, int x, int y)
{
    return view.cells[size_t(y * view.width + x)];
}

game::ViewThing creature(world::Handle handle, int x, int y, char32_t glyph, int colour, const char* name, int hp,
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

game::ViewThing item(world::Handle handle, int x, int y, char32_t glyph, int colour, const char* name)
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

game::MessageRun run(int colour, const char* text)
{
    return game::MessageRun{colour, text};
}

// A small level: a lit room around the player (blocks in red to test the
// colours), a remembered strip, the rest unexplored; the player at (5, 5)
// with a goblin two cells east and a potion south-east.
std::shared_ptr<game::PlayerView> smallView(int width = 40, int height = 20, int playerX = 5, int playerY = 5)
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

QRgb centrePixel(const QImage& image, const QRect& cell)
{
    return image.pixel(cell.center());
}

} // namespace

class TestPlaytestViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();

    void mapDrawsSeenRememberedAndUnknownCells();
    void mapShowsPlaceholderWithoutView();
    void cameraFollowsPlayer();
    void zoomChangesCellSize();
    void overviewFitsLevel();
    void hoverDescribesCell();
    void clickOnThingEmitsHandleAndBareFloorTravels();
    void keysBecomeCommands();
    void statusLineShowsPlayer();
    void inventoryAndSheetKeysOpenThem();
    void readAsksWhichScroll();
    void logShowsColouredMessages();
    void logKeepsLastLines();
    void themeSwitchRecoloursLogAndTurnQueue();
    void dockWithoutSessionIsDisabled();
    void docksFollowSession();
    void problemBannerOffersDebugger();
    void turnQueueNamesActors();
    void inspectorGoesToSource();
    void inspectorKeepsItsRowsThroughRefreshesAndResizes();
    void screenshot();
};

void TestPlaytestViews::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_playtest_views"));
}

void TestPlaytestViews::init()
{
    QSettings().clear();
}

void TestPlaytestViews::mapDrawsSeenRememberedAndUnknownCells()
{
    PlaytestMapView map;
    // Room for the whole 40 x 20 level and a margin, whatever the font makes the cells.
    map.resize(map.cellSize().width() * 44, map.cellSize().height() * 24);
    map.setView(smallView());
    const QImage image = map.grab().toImage();
    QCOMPARE(image.size(), map.size() * image.devicePixelRatio());
    QVERIFY(map.visibleCells().contains(QRect(0, 0, 40, 20)));
    QVERIFY(image.rect().contains(map.cellRect(30, 15)));

    const QColor red = gameColour(4);
    QCOMPARE(centrePixel(image, map.cellRect(2, 2)), red.rgb());
    QCOMPARE(centrePixel(image, map.cellRect(2, 12)), rememberedColour(red).rgb());
    QVERIFY(rememberedColour(red).lightness() < red.lightness());
    QCOMPARE(centrePixel(image, map.cellRect(30, 15)), qRgb(0, 0, 0));   // unexplored

    // The goblin covers its cell: some pixel has its green, none the floor's grey dot.
    const QRect goblin = map.cellRect(7, 5);
    bool green = false;
    for (int y = goblin.top(); y <= goblin.bottom(); ++y)
        for (int x = goblin.left(); x <= goblin.right(); ++x)
            green = green || image.pixelColor(x, y) == gameColour(2);
    QVERIFY(green);
}

void TestPlaytestViews::mapShowsPlaceholderWithoutView()
{
    PlaytestMapView map;
    map.resize(300, 200);
    QCOMPARE(map.visibleCells(), QRect());
    QCOMPARE(map.cellAt(QPoint(10, 10)), QPoint(-1, -1));
    map.setView(smallView());
    map.setView(nullptr);
    QVERIFY(!map.view());
    QVERIFY(!map.grab().isNull());
}

void TestPlaytestViews::cameraFollowsPlayer()
{
    PlaytestMapView map;
    map.resize(400, 300);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    map.setView(smallView(200, 100, 5, 5));
    QVERIFY(map.visibleCells().contains(5, 5));
    QVERIFY(!map.visibleCells().contains(150, 80));

    // One step: the camera stays where it is.
    const QPointF before = map.cameraTarget();
    map.setView(smallView(200, 100, 6, 5));
    QCOMPARE(map.cameraTarget(), before);

    // Far away: it glides there and ends with the player in the middle.
    map.setView(smallView(200, 100, 150, 80));
    QTRY_VERIFY_WITH_TIMEOUT(map.visibleCells().contains(150, 80), 2000);
    QTRY_COMPARE_WITH_TIMEOUT(map.cellRect(150, 80).contains(map.rect().center()), true, 2000);
    QVERIFY(map.rect().contains(map.cellRect(150, 80)));

    // The level's corner: the camera stops a cell past the edge instead of showing the void.
    map.setView(smallView(200, 100, 199, 99));
    QTRY_VERIFY_WITH_TIMEOUT(map.rect().contains(map.cellRect(199, 99)), 2000);
    QVERIFY(map.cellRect(199, 99).right() >= map.width() - 2 * map.cellSize().width());
}

void TestPlaytestViews::zoomChangesCellSize()
{
    PlaytestMapView map;
    map.resize(400, 300);
    map.setView(smallView());
    QSignalSpy zoomed(&map, &PlaytestMapView::zoomChanged);
    const QSize normal = map.cellSize();
    QCOMPARE(map.zoomPercent(), 100);
    map.zoomIn();
    QVERIFY(map.cellSize().height() > normal.height());
    QVERIFY(map.zoomPercent() > 100);
    map.zoomOut();
    QCOMPARE(map.cellSize(), normal);
    map.zoomOut();
    QVERIFY(map.cellSize().height() < normal.height());
    QCOMPARE(zoomed.count(), 3);

    // The keyboard does the same, and Ctrl+0 resets.
    map.setFocus();
    QTest::keyClick(&map, Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(map.cellSize(), normal);
    QTest::keyClick(&map, Qt::Key_Equal, Qt::ControlModifier);
    QTest::keyClick(&map, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(map.cellSize(), normal);
    QTest::keyClick(&map, Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(map.cellSize().height() < normal.height());

    // Zooming stops at the ends of the range.
    for (int i = 0; i < 30; ++i)
        map.zoomIn();
    QVERIFY(!map.canZoomIn());
    for (int i = 0; i < 30; ++i)
        map.zoomOut();
    QVERIFY(!map.canZoomOut());
    QVERIFY(map.cellSize().height() >= 1);
}

void TestPlaytestViews::overviewFitsLevel()
{
    PlaytestMapView map;
    map.resize(400, 300);
    map.setView(smallView(200, 100, 150, 80));
    QVERIFY(map.visibleCells() != QRect(0, 0, 200, 100));
    map.setOverview(true);
    QVERIFY(map.isOverview());
    QCOMPARE(map.visibleCells(), QRect(0, 0, 200, 100));
    QVERIFY(map.rect().contains(map.cellRect(0, 0)));
    QVERIFY(map.rect().contains(map.cellRect(199, 99)));
    // It fills the panel: the level spans nearly all of its width and height.
    const QRect level = map.cellRect(0, 0).united(map.cellRect(199, 99));
    QVERIFY2(level.width() >= map.width() * 9 / 10 && level.height() >= map.height() * 9 / 10,
             qPrintable(QStringLiteral("%1x%2 of %3x%4").arg(level.width()).arg(level.height())
                            .arg(map.width()).arg(map.height())));
    // Overview draws blocks for cells too small for glyphs: the red block still shows red.
    const QImage image = map.grab().toImage();
    QCOMPARE(image.pixelColor(map.cellRect(2, 2).topLeft()), gameColour(4));

    // Zooming in leaves it, back at the player.
    map.zoomIn();
    QVERIFY(!map.isOverview());
    QVERIFY(map.visibleCells().contains(150, 80));
}

void TestPlaytestViews::hoverDescribesCell()
{
    PlaytestMapView map;
    map.resize(480, 360);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    map.setView(smallView());
    QSignalSpy hovered(&map, &PlaytestMapView::cellHovered);
    QTest::mouseMove(&map, map.cellRect(7, 5).center());
    QTRY_VERIFY(!hovered.isEmpty());
    const QList<QVariant> last = hovered.last();
    QCOMPARE(last.at(0).toInt(), 7);
    QCOMPARE(last.at(1).toInt(), 5);
    const QString description = last.at(2).toString();
    QVERIFY2(description.contains(QStringLiteral("goblin")), qPrintable(description));
    QVERIFY2(description.contains(QStringLiteral("5 / 7 HP")), qPrintable(description));
    QVERIFY2(description.contains(QStringLiteral("hostile")), qPrintable(description));
    QVERIFY2(description.contains(QStringLiteral("in sight")), qPrintable(description));

    QVERIFY(map.describeCell(6, 6).contains(QStringLiteral("a bubbling potion")));
    QVERIFY(map.describeCell(5, 5).contains(QStringLiteral("you")));
    QVERIFY(map.describeCell(2, 12).contains(QStringLiteral("remembered")));
    QVERIFY(map.describeCell(30, 15).isEmpty());    // unexplored: nothing to tell, no tool tip
    QVERIFY(map.describeCell(-1, 0).isEmpty());
    QVERIFY(map.describeCell(40, 0).isEmpty());

    // The tool tip: a seen cell's description; over an unexplored cell none,
    // and the event goes no further (no panel's tip instead).
    const QPoint seenAt = map.cellRect(7, 5).center();
    QHelpEvent overSeen(QEvent::ToolTip, seenAt, map.mapToGlobal(seenAt));
    QApplication::sendEvent(&map, &overSeen);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("goblin")), qPrintable(QToolTip::text()));
    const QPoint unexploredAt = map.cellRect(30, 15).center();
    QHelpEvent overUnexplored(QEvent::ToolTip, unexploredAt, map.mapToGlobal(unexploredAt));
    QApplication::sendEvent(&map, &overUnexplored);
    QVERIFY(overUnexplored.isAccepted());
    QTRY_VERIFY(!QToolTip::isVisible());
}

void TestPlaytestViews::clickOnThingEmitsHandleAndBareFloorTravels()
{
    PlaytestMapView map;
    map.resize(480, 360);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    map.setView(smallView());
    QSignalSpy clicked(&map, &PlaytestMapView::thingClicked);
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(7, 5).center());
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.last().at(0).value<world::Handle>(), kGoblin);
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(6, 6).center());
    QCOMPARE(clicked.last().at(0).value<world::Handle>(), kPotion);
    QSignalSpy travel(&map, &PlaytestMapView::travelRequested);
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(3, 3).center());   // bare floor: travel there
    QCOMPARE(clicked.count(), 2);
    QCOMPARE(travel.count(), 1);
    QCOMPARE(travel.last().at(0).toInt(), 3);
    QCOMPARE(travel.last().at(1).toInt(), 3);

    // While travelling any key stops the walk and does nothing else.
    QSignalSpy commands(&map, &PlaytestMapView::commandRequested);
    QSignalSpy cancels(&map, &PlaytestMapView::travelCancelRequested);
    map.setTravelling(true);
    QTest::keyClick(&map, Qt::Key_L);
    QTest::keyClick(&map, Qt::Key_Escape);
    QCOMPARE(cancels.count(), 2);
    QCOMPARE(commands.count(), 0);
    map.setTravelling(false);
    QTest::keyClick(&map, Qt::Key_L);
    QCOMPARE(commands.count(), 1);
    QCOMPARE(cancels.count(), 2);
}

void TestPlaytestViews::keysBecomeCommands()
{
    PlaytestMapView map;
    QCOMPARE(map.focusPolicy(), Qt::StrongFocus);
    map.resize(300, 200);
    map.setView(smallView());
    QSignalSpy commands(&map, &PlaytestMapView::commandRequested);
    auto lastCommand = [&] { return commands.last().at(0).value<game::PlayerCommand>(); };

    QTest::keyClick(&map, Qt::Key_Left);
    QCOMPARE(lastCommand(), game::PlayerCommand::move(6));
    QTest::keyClick(&map, Qt::Key_Up);
    QCOMPARE(lastCommand(), game::PlayerCommand::move(0));
    QTest::keyClick(&map, Qt::Key_Right);
    QCOMPARE(lastCommand(), game::PlayerCommand::move(2));
    QTest::keyClick(&map, Qt::Key_Down);
    QCOMPARE(lastCommand(), game::PlayerCommand::move(4));
    QTest::keyClick(&map, 'k');
    QCOMPARE(lastCommand(), game::PlayerCommand::move(0));
    QTest::keyClick(&map, 'n');
    QCOMPARE(lastCommand(), game::PlayerCommand::move(3));
    QTest::keyClick(&map, Qt::Key_9, Qt::KeypadModifier);
    QCOMPARE(lastCommand(), game::PlayerCommand::move(1));
    QTest::keyClick(&map, Qt::Key_Home, Qt::KeypadModifier);     // keypad 7 without Num Lock
    QCOMPARE(lastCommand(), game::PlayerCommand::move(7));
    QTest::keyClick(&map, Qt::Key_5, Qt::KeypadModifier);
    QCOMPARE(lastCommand(), game::PlayerCommand::of(game::CommandKind::Rest));
    QTest::keyClick(&map, 'g');
    QCOMPARE(lastCommand(), game::PlayerCommand::of(game::CommandKind::PickUp));
    QTest::keyClick(&map, '.');
    QCOMPARE(lastCommand(), game::PlayerCommand::of(game::CommandKind::Rest));
    QTest::keyClick(&map, '>');
    QCOMPARE(lastCommand(), game::PlayerCommand::of(game::CommandKind::Descend));
    QTest::keyClick(&map, 'q');
    QCOMPARE(lastCommand(), game::PlayerCommand::useFirst(game::rules::T_POTION));
    QTest::keyClick(&map, 'E', Qt::ShiftModifier);
    QCOMPARE(lastCommand(), game::PlayerCommand::useFirst(game::rules::T_FOOD));

    // Not game keys: the top row's digits, other letters, Ctrl+letter, zoom.
    const qsizetype count = commands.count();
    QTest::keyClick(&map, Qt::Key_5);
    QTest::keyClick(&map, 'x');
    QTest::keyClick(&map, 'k', Qt::ControlModifier);
    QTest::keyClick(&map, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(commands.count(), count);
}

namespace {

constexpr world::Handle kScroll = world::makeHandle(7, 1);
constexpr world::Handle kMapScroll = world::makeHandle(8, 1);
constexpr world::Handle kSword = world::makeHandle(9, 1);

// The small view with things carried, attributes and a spell.
std::shared_ptr<game::PlayerView> carryingView()
{
    auto view = smallView();
    view->inventory = {
        {kPotion, "potion of healing", game::rules::T_POTION, false, false},
        {kScroll, "scroll of blinking", game::rules::T_SCROLL, false, false},
        {kSword, "short sword", 58, true, false},
        {kMapScroll, "Warren Map scroll", game::rules::T_SCROLL, false, false},
    };
    view->sheet.attributes = {14, 12, 13, 10, 9, 8};
    view->sheet.defence = 15;
    view->sheet.spells = {"magic missile"};
    return view;
}

// The dialog the dock opened (open(): not modal to the test), once shown.
PlayerChoiceDialog* openedDialog(QWidget& parent, const QString& name = {})
{
    PlayerChoiceDialog* found = nullptr;
    (void)QTest::qWaitFor([&] {
        for (PlayerChoiceDialog* d : parent.findChildren<PlayerChoiceDialog*>())
            if (d->isVisible() && (name.isEmpty() || d->objectName() == name))
                found = d;
        return found != nullptr;
    }, 5000);
    return found;
}

QStringList rowsOf(const PlayerChoiceDialog& dialog)
{
    QStringList rows;
    for (int i = 0; i < dialog.list()->count(); ++i)
        rows.append(dialog.list()->item(i)->text());
    return rows;
}

} // namespace

void TestPlaytestViews::inventoryAndSheetKeysOpenThem()
{
    PlaytestDock dock;
    dock.showView(carryingView());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QTest::keyClick(dock.mapView(), 'i');
    PlayerChoiceDialog* inventory = openedDialog(dock, QStringLiteral("PlaytestInventory"));
    QVERIFY(inventory);
    QCOMPARE(inventory->windowTitle(), QStringLiteral("Inventory"));
    QCOMPARE(rowsOf(*inventory), (QStringList{"potion of healing", "scroll of blinking", "short sword (wielded)",
                                              "Warren Map scroll"}));
    inventory->reject();

    QTest::keyClick(dock.mapView(), 'C', Qt::ShiftModifier);
    PlayerChoiceDialog* sheet = openedDialog(dock, QStringLiteral("PlaytestCharacterSheet"));
    QVERIFY(sheet);
    const QStringList lines = rowsOf(*sheet);
    QVERIFY2(lines.contains(QStringLiteral("Strength 14 (+2)")), qPrintable(lines.join('|')));
    QVERIFY(lines.contains(QStringLiteral("Charisma 8 (-1)")));
    QVERIFY(lines.contains(QStringLiteral("Spell: magic missile")));
    QVERIFY2(lines.first().startsWith(QStringLiteral("Aldric, level")), qPrintable(lines.first()));
    sheet->reject();
}

void TestPlaytestViews::readAsksWhichScroll()
{
    PlaytestDock dock;
    dock.showView(carryingView());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QSignalSpy issued(&dock, &PlaytestDock::commandIssued);

    // `r` asks among the scrolls only; the one chosen is read.
    QTest::keyClick(dock.mapView(), 'r');
    PlayerChoiceDialog* ask = openedDialog(dock);
    QVERIFY(ask);
    QCOMPARE(issued.count(), 0);
    QCOMPARE(rowsOf(*ask), (QStringList{"scroll of blinking", "Warren Map scroll"}));
    QVERIFY(ask->findChild<QLabel*>()->text() == QStringLiteral("Read which scroll?"));
    ask->list()->setCurrentRow(1);
    ask->accept();
    QCOMPARE(issued.count(), 1);
    const auto read = issued.takeFirst().at(0).value<game::PlayerCommand>();
    QCOMPARE(int(read.kind), int(game::CommandKind::Use));
    QCOMPARE(read.item, kMapScroll);

    // Declined: nothing is done.
    QTest::keyClick(dock.mapView(), 'q');
    ask = openedDialog(dock);
    QVERIFY(ask);
    QCOMPARE(rowsOf(*ask), QStringList{"potion of healing"});
    ask->reject();
    QCOMPARE(issued.count(), 0);

    // `Z` asks which spell; with nothing of a kind (no wands) the game says so itself.
    QTest::keyClick(dock.mapView(), 'Z', Qt::ShiftModifier);
    ask = openedDialog(dock);
    QVERIFY(ask);
    QCOMPARE(rowsOf(*ask), QStringList{"magic missile"});
    ask->accept();
    QCOMPARE(issued.count(), 1);
    QCOMPARE(int(issued.takeFirst().at(0).value<game::PlayerCommand>().kind), int(game::CommandKind::Cast));
    QTest::keyClick(dock.mapView(), 'z');
    QCOMPARE(issued.count(), 1);
    QCOMPARE(issued.takeFirst().at(0).value<game::PlayerCommand>().itemType, game::rules::T_WAND);
}

void TestPlaytestViews::statusLineShowsPlayer()
{
    PlaytestDock dock;
    QCOMPARE(dock.objectName(), QStringLiteral("PlaytestDock"));
    QCOMPARE(dock.windowTitle(), QStringLiteral("Playtest"));
    dock.showView(smallView());
    const QString status = dock.statusLine()->text();
    QVERIFY2(status.contains(QStringLiteral("7 / 12")), qPrintable(status));
    QVERIFY(status.contains(QStringLiteral("Goblin Warrens")));
    QVERIFY(status.contains(QStringLiteral("Aldric")));
    QVERIFY(status.contains(QStringLiteral("Turn 42")));
    QVERIFY(status.contains(QStringLiteral("Depth 2")));
    QVERIFY(status.contains(QStringLiteral("Mana 3 / 5")));

    // Low hit points turn the number red; death leads the line.
    auto dying = smallView();
    dying->status.hp = 2;
    dying->status.dead = true;
    dying->status.causeOfDeath = "killed by a goblin";
    dying->messages.clear();
    dock.showView(dying);
    const QString dead = dock.statusLine()->text();
    QVERIFY(dead.contains(QStringLiteral("killed by a goblin")));
    const QColor window = dock.palette().color(QPalette::Window);
    QVERIFY(dead.contains(readableOn(QColor(0xd3, 0x2f, 0x2f), window).name()));
    QVERIFY(dock.mapView()->view() == dying.get());

    // A long line never widens the panel: what does not fit ends in an
    // ellipsis (death first), the tool tip has it all.
    dying->status.causeOfDeath = std::string(300, 'x');
    dock.showView(dying);
    dock.resize(500, 300);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QVERIFY(dock.minimumSizeHint().width() < 500);
    const QString elided = dock.statusLine()->text();
    QVERIFY2(elided.contains(QStringLiteral("\u2026")), qPrintable(elided));
    QVERIFY(elided.contains(QStringLiteral("Dead: xxx")));
    QVERIFY(!elided.contains(QStringLiteral("Turn 42")));
    QVERIFY(dock.statusLine()->toolTip().contains(QStringLiteral("Turn 42")));
    // Room again: the whole line.
    dying->status.causeOfDeath = "killed by a goblin";
    dock.resize(1400, 300);
    dock.showView(dying);
    QTRY_VERIFY(dock.statusLine()->width() > 1000);
    QVERIFY(dock.statusLine()->text().contains(QStringLiteral("Turn 42")));
    QVERIFY(dock.statusLine()->toolTip().isEmpty());
}

void TestPlaytestViews::logShowsColouredMessages()
{
    PlaytestDock dock;
    dock.showView(smallView());
    QPlainTextEdit* log = dock.messageLog();
    QCOMPARE(log->toPlainText(), QStringLiteral("The goblin hits you."));
    const QColor paper = log->palette().color(QPalette::Base);
    const QColor text = log->palette().color(QPalette::Text);
    QMap<QString, QColor> colours;
    for (auto fragment = log->document()->firstBlock().begin(); !fragment.atEnd(); ++fragment)
        colours[fragment.fragment().text()] = fragment.fragment().charFormat().foreground().color();
    QCOMPARE(colours.value(QStringLiteral("goblin")), readableOn(gameColour(2), paper));
    QCOMPARE(colours.value(QStringLiteral("The ")), text);
    QVERIFY(colours.value(QStringLiteral("goblin")) != text);

    // Only a view's new messages are added; an empty list adds nothing.
    auto next = smallView();
    next->messages.front().runs = {run(game::MessageRun::kDefaultColour, "You feel better.")};
    dock.showView(next);
    next = smallView();
    next->messages.clear();
    dock.showView(next);
    QCOMPARE(log->document()->blockCount(), 2);
    QCOMPARE(log->document()->lastBlock().text(), QStringLiteral("You feel better."));
}

void TestPlaytestViews::themeSwitchRecoloursLogAndTurnQueue()
{
    // What MainWindow::applySettings does on View > Theme.
    qApp->setPalette(Theme::byId(QStringLiteral("light")).palette());
    PlaytestDock dock;
    TurnQueueDock queue;
    dock.show();
    queue.show();
    dock.showView(smallView());
    queue.showView(smallView());
    const auto goblinColour = [&] {
        for (auto fragment = dock.messageLog()->document()->firstBlock().begin(); !fragment.atEnd(); ++fragment)
            if (fragment.fragment().text() == QStringLiteral("goblin"))
                return fragment.fragment().charFormat().foreground().color();
        return QColor();
    };
    const QColor lightGoblin = goblinColour();
    const QColor lightUnseen = queue.view()->topLevelItem(3)->foreground(0).color();

    qApp->setPalette(Theme::byId(QStringLiteral("dark")).palette());
    QCoreApplication::processEvents();
    const QColor paper = dock.messageLog()->palette().color(QPalette::Base);
    QCOMPARE(paper, Theme::byId(QStringLiteral("dark")).palette().color(QPalette::Base));
    // The lines already there take the new theme's colours.
    QCOMPARE(goblinColour(), readableOn(gameColour(2), paper));
    QVERIFY(goblinColour() != lightGoblin);
    // "unseen creature" rows: dimmed, yet far enough from the dark paper to read.
    const QColor unseen = queue.view()->topLevelItem(3)->foreground(0).color();
    QCOMPARE(queue.view()->topLevelItem(3)->text(0), QStringLiteral("unseen creature"));
    QVERIFY(unseen != lightUnseen);
    QVERIFY2(std::abs(unseen.lightnessF() - queue.view()->palette().color(QPalette::Base).lightnessF()) >= 0.42f,
             qPrintable(unseen.name()));
    QVERIFY(unseen != queue.view()->palette().color(QPalette::Text));   // still dimmed

    qApp->setPalette(Theme::byId(QStringLiteral("light")).palette());
    QCoreApplication::processEvents();
    QCOMPARE(goblinColour(), lightGoblin);
    QCOMPARE(queue.view()->topLevelItem(3)->foreground(0).color(),
             readableOn(queue.view()->palette().color(QPalette::PlaceholderText),
                        queue.view()->palette().color(QPalette::Base)));
}

void TestPlaytestViews::logKeepsLastLines()
{
    PlaytestDock dock;
    dock.resize(600, 500);
    dock.show();
    auto view = smallView();
    view->messages.clear();
    for (int i = 0; i < 700; ++i) {
        game::LogEntry entry;
        entry.runs = {run(7, ("line " + std::to_string(i)).c_str())};
        view->messages.push_back(entry);
    }
    dock.showView(view);
    QPlainTextEdit* log = dock.messageLog();
    QVERIFY(log->document()->blockCount() <= 500);
    QVERIFY(log->document()->blockCount() >= 490);
    QCOMPARE(log->document()->lastBlock().text(), QStringLiteral("line 699"));
    QCOMPARE(log->verticalScrollBar()->value(), log->verticalScrollBar()->maximum());   // followed the end
}

void TestPlaytestViews::dockWithoutSessionIsDisabled()
{
    PlaytestDock dock;
    const PlaytestDock::Actions& actions = dock.actions();
    for (QAction* action : {actions.start, actions.stop, actions.pause, actions.saveSnapshot, actions.loadSnapshot})
        QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
    QVERIFY(!dock.seedBox()->isEnabled());
    QVERIFY(!dock.botBox()->isEnabled());
    QVERIFY(actions.zoomIn->isEnabled());   // the map zooms without a game
    QVERIFY(!actions.overview->isChecked());

    // The tool bar's options become what start() gets.
    PlaytestOptions options;
    options.seed = 1234;
    options.depth = 3;
    options.bot = game::BotMode::Fight;
    options.botStepsPerSecond = 0;
    dock.setOptions(options);
    const PlaytestOptions read = dock.options();
    QCOMPARE(read.seed, uint64_t(1234));
    QCOMPARE(read.depth, 3);
    QVERIFY(read.bot == game::BotMode::Fight);
    QCOMPARE(read.botStepsPerSecond, 0);
    QCOMPARE(dock.botSpeedBox()->text(), QStringLiteral("Fastest"));
    dock.botBox()->setCurrentIndex(0);
    QVERIFY(!dock.options().bot);
    // Race and class: "First offered" is no name; a name set is what start() gets.
    QVERIFY(!dock.raceBox()->isEnabled());
    QCOMPARE(dock.raceBox()->currentText(), QStringLiteral("First offered"));
    QVERIFY(dock.options().race.empty() && dock.options().characterClass.empty());
    options.race = "Dwarf";
    options.characterClass = "Warrior";
    dock.setOptions(options);
    QCOMPARE(dock.options().race, std::string("Dwarf"));
    QCOMPARE(dock.options().characterClass, std::string("Warrior"));
    options.race.clear();
    dock.setOptions(options);
    QVERIFY(dock.options().race.empty());

    // The overview action and the map agree.
    actions.overview->trigger();
    QVERIFY(dock.mapView()->isOverview());
    dock.mapView()->zoomIn();
    QVERIFY(!actions.overview->isChecked());
}

// A session that never starts a game (no debugger): its signals, emitted
// here as the game thread would, reach the docks.
void TestPlaytestViews::docksFollowSession()
{
    PlaytestDock dock;
    TurnQueueDock queue;
    EntityInspectorDock inspector;
    auto session = std::make_unique<PlaytestSession>(nullptr);
    dock.setSession(session.get());
    queue.setSession(session.get());
    inspector.setSession(session.get());
    const PlaytestDock::Actions& actions = dock.actions();
    QVERIFY(actions.start->isEnabled());
    QCOMPARE(actions.start->text(), QStringLiteral("Start"));
    QVERIFY(!actions.stop->isEnabled());
    QVERIFY(dock.seedBox()->isEnabled());
    QVERIFY(!dock.botSpeedBox()->isEnabled());     // no bot chosen
    dock.botBox()->setCurrentIndex(1);
    QVERIFY(dock.botSpeedBox()->isEnabled());

    auto view = smallView();
    emit session->viewUpdated(view);
    QVERIFY(dock.mapView()->view() == view.get());
    QVERIFY(dock.statusLine()->text().contains(QStringLiteral("Goblin Warrens")));
    QCOMPARE(queue.view()->topLevelItemCount(), 4);
    emit session->problem(QStringLiteral("A script failed: division by zero"));
    QVERIFY(dock.isProblemShown());
    EntityDetails details;
    details.handle = kGoblin;
    details.title = QStringLiteral("goblin");
    emit session->entityInspected(details);
    QCOMPARE(inspector.titleLabel()->text(), QStringLiteral("goblin"));

    // A new game clears the log, the banner and the inspector.
    emit session->started();
    QVERIFY(dock.messageLog()->document()->isEmpty());
    // The game's races and classes fill the lists; a choice still offered stays.
    QVERIFY(dock.raceBox()->isEnabled());
    dock.raceBox()->setCurrentIndex(dock.raceBox()->findText(QStringLiteral("First offered")));
    emit session->charactersOffered({QStringLiteral("Dwarf"), QStringLiteral("Elf")}, {QStringLiteral("Warrior")});
    QCOMPARE(dock.raceBox()->count(), 3);
    QCOMPARE(dock.classBox()->itemText(1), QStringLiteral("Warrior"));
    dock.raceBox()->setCurrentIndex(2);
    emit session->charactersOffered({QStringLiteral("Human"), QStringLiteral("Elf")}, {QStringLiteral("Warrior")});
    QCOMPARE(dock.raceBox()->currentText(), QStringLiteral("Elf"));
    QCOMPARE(dock.options().race, std::string("Elf"));
    QVERIFY(!dock.isProblemShown());
    QCOMPARE(inspector.details().handle, world::kNoObject);
    emit session->finished(QStringLiteral("The playtest ended."));
    QCOMPARE(dock.messageLog()->toPlainText(), QStringLiteral("The playtest ended."));

    session.reset();
    QVERIFY(!actions.start->isEnabled());
    QVERIFY(!dock.seedBox()->isEnabled());
}

void TestPlaytestViews::problemBannerOffersDebugger()
{
    PlaytestDock dock;
    dock.show();
    QVERIFY(!dock.isProblemShown());
    QSignalSpy debugger(&dock, &PlaytestDock::debuggerRequested);
    dock.showProblem(QStringLiteral("Runtime fault in goblin.irh:12: division by zero"));
    QVERIFY(dock.isProblemShown());
    QVERIFY(dock.problemText()->isVisible());
    QCOMPARE(dock.problemText()->text(), QStringLiteral("Runtime fault in goblin.irh:12: division by zero"));
    auto* open = dock.findChild<QPushButton*>(QStringLiteral("PlaytestOpenDebugger"));
    QVERIFY(open);
    QCOMPARE(open->text(), QStringLiteral("Open Debugger"));
    open->click();
    QCOMPARE(debugger.count(), 1);
    dock.clearProblem();
    QVERIFY(!dock.isProblemShown());
}

void TestPlaytestViews::turnQueueNamesActors()
{
    TurnQueueDock dock;
    QCOMPARE(dock.objectName(), QStringLiteral("TurnQueueDock"));
    QCOMPARE(dock.windowTitle(), QStringLiteral("Turn Queue"));
    dock.showView(smallView());
    QTreeWidget* view = dock.view();
    QCOMPARE(view->topLevelItemCount(), 4);
    QVERIFY(view->topLevelItem(0)->text(0).contains(QStringLiteral("Aldric (you)")));
    QCOMPARE(view->topLevelItem(0)->text(1), QStringLiteral("+0"));
    QVERIFY(view->topLevelItem(1)->text(0).contains(QStringLiteral("goblin")));
    QCOMPARE(view->topLevelItem(1)->text(1), QStringLiteral("+50"));
    QCOMPARE(view->topLevelItem(2)->text(0), QStringLiteral("the Turn"));
    QCOMPARE(view->topLevelItem(2)->text(1), QStringLiteral("+80"));
    QCOMPARE(view->topLevelItem(3)->text(0), QStringLiteral("unseen creature"));
    QCOMPARE(view->topLevelItem(3)->text(1), QStringLiteral("+120"));
    QCOMPARE(view->topLevelItem(3)->text(2), QStringLiteral("50%"));

    QSignalSpy activated(&dock, &TurnQueueDock::actorActivated);
    emit view->itemActivated(view->topLevelItem(1), 0);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.last().at(0).value<world::Handle>(), kGoblin);
    emit view->itemActivated(view->topLevelItem(3), 0);     // nobody to inspect
    QCOMPARE(activated.count(), 1);

    dock.showView(nullptr);
    QCOMPARE(view->topLevelItemCount(), 0);
}

void TestPlaytestViews::inspectorGoesToSource()
{
    EntityInspectorDock dock;
    QCOMPARE(dock.objectName(), QStringLiteral("EntityInspectorDock"));
    QCOMPARE(dock.windowTitle(), QStringLiteral("Entity Inspector"));
    dock.show();
    QVERIFY(!dock.goToSourceButton()->isVisible());

    EntityDetails details;
    details.handle = kGoblin;
    details.title = QStringLiteral("goblin (creature 0x00100004)");
    details.lines = {QStringLiteral("Hit points 5 / 7"), QStringLiteral("Speed 100%")};
    details.resourceName = QStringLiteral("Monster \"goblin\"");
    details.sourceFile = QStringLiteral("/modules/gw/monsters.irh");
    details.sourceLine = 17;
    dock.showDetails(details);
    QCOMPARE(dock.titleLabel()->text(), details.title);
    QCOMPARE(dock.resourceLabel()->text(), details.resourceName);
    QCOMPARE(dock.lines()->count(), 2);
    QCOMPARE(dock.lines()->item(0)->text(), QStringLiteral("Hit points 5 / 7"));
    QVERIFY(dock.goToSourceButton()->isVisible());
    QVERIFY(dock.goToSourceButton()->isEnabled());

    QSignalSpy source(&dock, &EntityInspectorDock::sourceRequested);
    dock.goToSourceButton()->click();
    QCOMPARE(source.count(), 1);
    QCOMPARE(source.last().at(0).toString(), details.sourceFile);
    QCOMPARE(source.last().at(1).toInt(), 17);

    details.sourceFile.clear();
    dock.showDetails(details);
    QVERIFY(!dock.goToSourceButton()->isEnabled());
    dock.clear();
    QVERIFY(!dock.titleLabel()->isVisible());
}

void TestPlaytestViews::inspectorKeepsItsRowsThroughRefreshesAndResizes()
{
    EntityInspectorDock dock;
    dock.resize(300, 400);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    EntityDetails details;
    details.handle = kGoblin;
    details.title = QStringLiteral("goblin");
    for (int i = 0; i < 40; ++i)
        details.lines.append(QStringLiteral("Line %1").arg(i));
    dock.showDetails(details);
    QListWidget* list = dock.lines();
    QListWidgetItem* first = list->item(0);
    list->setCurrentRow(20);
    list->scrollToItem(list->item(20));
    const int scrolled = list->verticalScrollBar()->value();
    QVERIFY(scrolled > 0);
    // The game refreshes the inspected entity at every step while the user
    // drags the panel's splitter: the rows stay, changed in place.
    for (int size : {120, 360, 90, 400, 200}) {
        details.lines[0] = QStringLiteral("Hit points %1 / 7").arg(size);
        dock.showDetails(details);
        dock.resize(300, size);
        QCoreApplication::processEvents();
        QCOMPARE(list->count(), 40);
        QCOMPARE(list->item(0), first);
        QCOMPARE(list->item(0)->text(), details.lines[0]);
        QCOMPARE(list->currentRow(), 20);
        QVERIFY(list->isVisible());
        QVERIFY(list->height() >= list->minimumHeight());
        QVERIFY(list->minimumHeight() >= 4 * list->fontMetrics().height());
        // Something is drawn: the first visible row has a place in the viewport.
        const QModelIndex top = list->indexAt(QPoint(2, 2));
        QVERIFY(top.isValid());
    }
    dock.resize(300, 400);
    QCoreApplication::processEvents();
    QCOMPARE(list->verticalScrollBar()->value(), std::min(scrolled, list->verticalScrollBar()->maximum()));
    // Another entity: its own rows.
    details.handle = kPotion;
    details.lines = {QStringLiteral("Weight 1")};
    dock.showDetails(details);
    QCOMPARE(list->count(), 1);
}

// A level that looks like a game: rooms joined by corridors, the player's
// room lit, the rest remembered, a few monsters and items. Saved when
// INCURSION_SCREENSHOT_DIR is set (docs/screenshot-playtest-views.png).
void TestPlaytestViews::screenshot()
{
    auto view = std::make_shared<game::PlayerView>();
    view->width = 80;
    view->height = 36;
    view->cells.resize(size_t(view->width * view->height));
    auto room = [&](int left, int top, int right, int bottom, game::CellKnowledge knowledge) {
        for (int y = top; y <= bottom; ++y)
            for (int x = left; x <= right; ++x) {
                const bool wall = x == left || x == right || y == top || y == bottom;
                cellOf(*view, x, y) = game::ViewCell{wall ? U'#' : U'·', uint8_t(wall ? 6 : 7), knowledge};
            }
    };
    auto dig = [&](int x, int y) {
        game::ViewCell& cell = cellOf(*view, x, y);
        if (cell.knowledge == game::CellKnowledge::Unknown)
            cell = game::ViewCell{U'·', 7, game::CellKnowledge::Remembered};
        else if (cell.glyph == U'#')
            cell.glyph = U'\'';     // an open door where it meets a room
    };
    auto corridor = [&](int x0, int y0, int x1, int y1) {
        for (int x = std::min(x0, x1); x <= std::max(x0, x1); ++x)
            dig(x, y0);
        for (int y = std::min(y0, y1); y <= std::max(y0, y1); ++y)
            dig(x1, y);
    };
    room(4, 3, 20, 11, game::CellKnowledge::Remembered);
    room(30, 12, 48, 22, game::CellKnowledge::Seen);
    room(58, 4, 72, 14, game::CellKnowledge::Remembered);
    room(10, 22, 22, 31, game::CellKnowledge::Remembered);
    corridor(20, 7, 34, 12);
    corridor(48, 17, 64, 14);
    corridor(30, 20, 16, 22);
    cellOf(*view, 48, 14) = game::ViewCell{U'+', 6, game::CellKnowledge::Seen};
    cellOf(*view, 44, 20) = game::ViewCell{U'>', 15, game::CellKnowledge::Seen};
    cellOf(*view, 8, 5) = game::ViewCell{U'<', 15, game::CellKnowledge::Remembered};
    for (int x = 36; x <= 38; ++x)
        cellOf(*view, x, 14) = game::ViewCell{U'~', 9, game::CellKnowledge::Seen};
    view->player = kPlayer;
    view->playerX = 38;
    view->playerY = 17;
    view->things = {item(kPotion, 33, 14, U'!', 12, "a bubbling potion"),
                    item(world::makeHandle(9, 1), 45, 19, U'$', 14, "12 gold pieces"),
                    item(world::makeHandle(10, 1), 34, 20, U')', 7, "a short sword"),
                    creature(kGoblin, 41, 16, U'g', 2, "goblin", 3, 7, game::Attitude::Hostile),
                    creature(world::makeHandle(11, 1), 42, 18, U'g', 10, "goblin archer", 6, 6,
                             game::Attitude::Hostile),
                    creature(world::makeHandle(12, 1), 33, 21, U'r', 6, "giant rat", 2, 4, game::Attitude::Peaceful),
                    creature(kPlayer, 38, 17, U'@', 15, "you", 9, 14, game::Attitude::Player)};
    view->status.name = "Aldric";
    view->status.hp = 9;
    view->status.maxHp = 14;
    view->status.mana = 4;
    view->status.maxMana = 6;
    view->status.turn = 318;
    view->status.depth = 2;
    view->status.region = "Goblin Warrens";
    view->upcoming = {{kPlayer, 0, 100}, {kGoblin, 20, 100}, {world::makeHandle(11, 1), 40, 110},
                      {game::kTurnActor, 60, 100}, {kUnseen, 90, 80}};
    auto entry = [](std::vector<game::MessageRun> runs) {
        game::LogEntry log;
        log.runs = std::move(runs);
        return log;
    };
    const int plain = game::MessageRun::kDefaultColour;
    view->messages = {entry({run(plain, "You enter the Goblin Warrens.")}),
                      entry({run(plain, "You see a "), run(2, "goblin"), run(plain, ".")}),
                      entry({run(plain, "You hit the "), run(2, "goblin"), run(plain, ".")}),
                      entry({run(plain, "The "), run(10, "goblin archer"), run(plain, " misses you.")}),
                      entry({run(plain, "The "), run(2, "goblin"), run(plain, " hits you. "), run(12, "Ouch!")})};

    // The three docks in a window as the studio arranges them.
    QMainWindow window;
    auto* dock = new PlaytestDock(&window);
    auto* queue = new TurnQueueDock(&window);
    auto* inspector = new EntityInspectorDock(&window);
    PlaytestSession session(nullptr);     // never started: the tool bar as before a game
    dock->setSession(&session);
    window.setDockNestingEnabled(true);
    window.addDockWidget(Qt::LeftDockWidgetArea, dock);
    window.addDockWidget(Qt::RightDockWidgetArea, queue);
    window.addDockWidget(Qt::RightDockWidgetArea, inspector);
    window.resizeDocks({dock, queue}, {900, 300}, Qt::Horizontal);
    window.resize(1240, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resizeDocks({dock, queue}, {930, 310}, Qt::Horizontal);
    dock->showView(view);
    queue->showView(view);
    EntityDetails details;
    details.handle = kGoblin;
    details.title = QStringLiteral("goblin (creature 0x00100004)");
    details.lines = {QStringLiteral("Hit points 3 / 7"), QStringLiteral("Speed 100%"), QStringLiteral("Armour class 15"),
                     QStringLiteral("Attitude hostile"), QStringLiteral("Target you")};
    details.resourceName = QStringLiteral("Monster \"goblin\"");
    details.sourceFile = QStringLiteral("monsters.irh");
    details.sourceLine = 12;
    inspector->showDetails(details);
    dock->mapView()->setFocus();
    QTest::mouseMove(dock->mapView(), dock->mapView()->cellRect(41, 16).center());
    QTRY_VERIFY(!dock->mapView()->isGliding());
    const QImage image = window.grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(dock->mapView()->visibleCells().contains(view->playerX, view->playerY));
    const QString directory = qEnvironmentVariable("INCURSION_SCREENSHOT_DIR");
    if (!directory.isEmpty())
        QVERIFY(image.save(QDir(directory).filePath(QStringLiteral("screenshot-playtest-views.png"))));
}

INCURSION_TEST_MAIN(TestPlaytestViews)
#include "tst_playtest_views.moc"
} // namespace tst_playtest_views
