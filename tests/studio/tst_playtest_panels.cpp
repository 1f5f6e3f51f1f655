// The playtest's other panels, offscreen, fed with hand-built player views:
// the Turn Queue names the actors, the Entity Inspector leads to the source
// and keeps its rows through refreshes and resizes; and a screenshot of the
// views on a level that looks like a game.

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

namespace tst_playtest_panels {

using namespace incursion;
using namespace incursion::studio;
using namespace incursion::test::player_view;

class TestPlaytestPanels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();

    void turnQueueNamesActors();
    void inspectorGoesToSource();
    void inspectorKeepsItsRowsThroughRefreshesAndResizes();
    void screenshot();
};

void TestPlaytestPanels::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_playtest_panels"));
}

void TestPlaytestPanels::init()
{
    QSettings().clear();
}

void TestPlaytestPanels::turnQueueNamesActors()
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

void TestPlaytestPanels::inspectorGoesToSource()
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

void TestPlaytestPanels::inspectorKeepsItsRowsThroughRefreshesAndResizes()
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
void TestPlaytestPanels::screenshot()
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

INCURSION_TEST_MAIN(TestPlaytestPanels)
#include "tst_playtest_panels.moc"
} // namespace tst_playtest_panels
