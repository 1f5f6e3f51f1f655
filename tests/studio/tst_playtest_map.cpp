// The playtest's map (editor/playtest/map_view.h), offscreen, fed with
// hand-built player views: it draws seen, remembered and unknown cells in the
// game's colours, its camera follows the player, zoom and overview size the
// cells, hovering describes a cell, clicking a creature picks it and a bare
// floor travels there, and game keys become commands.

// The game's headers first: they use `slots` as a name, which Qt's headers define as a macro.
#include "game/rules.h"

#include "playtest/entity_inspector_dock.h"
#include "shared/game_colours.h"
#include "playtest/map_view.h"
#include "playtest/player_choice_dialog.h"
#include "playtest/playtest_dock.h"
#include "playtest/turn_queue_dock.h"
#include "shared/theme.h"

#include "support/player_view_fixture.h"
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

namespace tst_playtest_map {

using namespace incursion;
using namespace incursion::studio;
using namespace incursion::test::player_view;

class TestPlaytestMap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();

    void mapDrawsSeenRememberedAndUnknownCells();
    void mapShowsPlaceholderWithoutView();
    void scriptGlyphsDrawOverTheMapAndFramesPlay();
    void cameraFollowsPlayer();
    void zoomChangesCellSize();
    void overviewFitsLevel();
    void hoverDescribesCell();
    void clickOnThingEmitsHandleAndBareFloorTravels();
    void keysBecomeCommands();
    void fireAndThrowAimByClickDirectionOrNearestEnemy();
};

void TestPlaytestMap::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_playtest_map"));
}

void TestPlaytestMap::init()
{
    QSettings().clear();
}

void TestPlaytestMap::mapDrawsSeenRememberedAndUnknownCells()
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

// What scripts drew (game/screen_overlay.h: PutGlyph until RefreshMap) is
// drawn over the cell in its colours; the frames shown since the player's
// last command (TermUpdate, StopWatch) play, then what was left drawn shows.
void TestPlaytestMap::scriptGlyphsDrawOverTheMapAndFramesPlay()
{
    PlaytestMapView map;
    map.resize(map.cellSize().width() * 44, map.cellSize().height() * 24);
    auto view = smallView();
    const game::ViewOverlayCell star{10, 3, U'█', 12, 0};
    view->overlay = {star};
    map.setView(view);
    QVERIFY(!map.isPlayingAnimation());
    QCOMPARE(centrePixel(map.grab().toImage(), map.cellRect(10, 3)), gameColour(12).rgb());

    auto animated = smallView();
    animated->animation = {game::ViewOverlayFrame{{star}, 0}, game::ViewOverlayFrame{{{11, 3, U'█', 14, 0}}, 0}};
    map.setView(animated);
    QVERIFY(map.isPlayingAnimation());
    QCOMPARE(map.overlayShown(), std::vector<game::ViewOverlayCell>{star});
    QCOMPARE(centrePixel(map.grab().toImage(), map.cellRect(10, 3)), gameColour(12).rgb());
    QTRY_VERIFY_WITH_TIMEOUT(!map.isPlayingAnimation(), 2000);
    QVERIFY(map.overlayShown().empty());
    QVERIFY(centrePixel(map.grab().toImage(), map.cellRect(10, 3)) != gameColour(12).rgb());
}

void TestPlaytestMap::mapShowsPlaceholderWithoutView()
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

void TestPlaytestMap::cameraFollowsPlayer()
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

void TestPlaytestMap::zoomChangesCellSize()
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

void TestPlaytestMap::overviewFitsLevel()
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

void TestPlaytestMap::hoverDescribesCell()
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

    // The player's companion says so (it is tinted sky blue on the map).
    auto withCompanion = smallView();
    withCompanion->things.push_back(
        creature(world::makeHandle(11, 1), 4, 4, U'd', 6, "dog", 9, 9, game::Attitude::Player));
    withCompanion->things.back().companion = true;
    map.setView(withCompanion);
    QVERIFY2(map.describeCell(4, 4).contains(QStringLiteral("dog (companion)")), qPrintable(map.describeCell(4, 4)));
    map.setView(smallView());

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

void TestPlaytestMap::clickOnThingEmitsHandleAndBareFloorTravels()
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

void TestPlaytestMap::keysBecomeCommands()
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
    // Every key of the runtime's table works here too: dropping, advancing a level.
    QTest::keyClick(&map, 'd');
    QCOMPARE(lastCommand(), game::PlayerCommand::of(game::CommandKind::Drop));
    QTest::keyClick(&map, 'A', Qt::ShiftModifier);
    QCOMPARE(lastCommand(), game::PlayerCommand::of(game::CommandKind::Advance));

    // Not game keys: the top row's digits, other letters, Ctrl+letter, zoom.
    const qsizetype count = commands.count();
    QTest::keyClick(&map, Qt::Key_5);
    QTest::keyClick(&map, 'x');
    QTest::keyClick(&map, 'k', Qt::ControlModifier);
    QTest::keyClick(&map, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(commands.count(), count);
}

// `f` and `t` wait for their aim: a click on a creature (its handle) or a
// bare cell, a direction key, Enter or the key again for the nearest enemy
// in sight (the goblin); Escape sends nothing. On a world cell with rides
// `t` is left to the panel's Travel.
void TestPlaytestMap::fireAndThrowAimByClickDirectionOrNearestEnemy()
{
    PlaytestMapView map;
    map.resize(480, 360);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    QSignalSpy commands(&map, &PlaytestMapView::commandRequested);
    QSignalSpy targeting(&map, &PlaytestMapView::targetingChanged);
    auto lastCommand = [&] { return commands.last().at(0).value<game::PlayerCommand>(); };

    // With nothing to fire or throw the command goes at once, unaimed, for the
    // game to say so (the original asks where only when there is a shot).
    map.setView(smallView());
    QTest::keyClick(&map, 'f');
    QVERIFY(!map.isTargeting());
    QCOMPARE(commands.count(), 1);
    QCOMPARE(lastCommand().kind, game::CommandKind::Fire);
    QCOMPARE(lastCommand().aim, game::AimKind::Ask);
    commands.clear();

    auto armed = smallView();
    armed->status.fireAims = armed->status.throwAims = true;
    map.setView(armed);
    QTest::keyClick(&map, 'f');
    QVERIFY(map.isTargeting());
    QCOMPARE(commands.count(), 0);
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(7, 5).center());
    QVERIFY(!map.isTargeting());
    QCOMPARE(lastCommand().kind, game::CommandKind::Fire);
    QCOMPARE(lastCommand().aim, game::AimKind::Creature);
    QCOMPARE(lastCommand().target, kGoblin);

    QTest::keyClick(&map, 't');
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellRect(3, 3).center());
    QCOMPARE(lastCommand().kind, game::CommandKind::Throw);
    QCOMPARE(lastCommand().aim, game::AimKind::Cell);
    QCOMPARE(lastCommand().destination, (std::array<int32_t, 2>{3, 3}));

    QTest::keyClick(&map, 'f');
    QTest::keyClick(&map, 'l');
    QCOMPARE(lastCommand().aim, game::AimKind::Direction);
    QCOMPARE(int(lastCommand().direction), 2);

    QTest::keyClick(&map, 'f');
    QTest::keyClick(&map, Qt::Key_Return);
    QCOMPARE(lastCommand().aim, game::AimKind::Creature);
    QCOMPARE(lastCommand().target, kGoblin);

    const qsizetype count = commands.count();
    QTest::keyClick(&map, 'f');
    QTest::keyClick(&map, Qt::Key_Escape);
    QVERIFY(!map.isTargeting());
    QCOMPARE(commands.count(), count);
    QCOMPARE(targeting.count(), 10);

    map.setTravelKeyTaken(true);
    QTest::keyClick(&map, 't');
    QVERIFY(!map.isTargeting());
}

INCURSION_TEST_MAIN(TestPlaytestMap)
#include "tst_playtest_map.moc"
} // namespace tst_playtest_map
