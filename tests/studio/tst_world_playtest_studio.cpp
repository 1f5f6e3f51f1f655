// Playtests on a world in the studio, offscreen: the example project with
// its world beside it enables Play World, which starts on the Goblin
// Warrens' cell (its one dungeon site) with the world cell in the status
// line; PlaytestController::startOnWorld starts on the cell asked for (the
// world editor's "Play from this cell"); F5 with a world as the current
// document plays the world; the playtest panel's Travel menu rides from
// the cell's harbor, the journey's hours passing.

// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/player_view.h"

#include "app/language_integration.h"
#include "app/main_window.h"
#include "debug/debug_controller.h"
#include "playtest/map_view.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "playtest/playtest_session.h"
#include "world/world_controller.h"

#include "support/example_project.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_world_playtest_studio {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;



} // namespace

class TestWorldPlaytestStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_playtest_studio")); }

    void init()
    {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        window_ = std::make_unique<MainWindow>();
        checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
        window_->show();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QVERIFY(!playtest()->playWorldAction()->isEnabled());      // no project, no world
        const QString main = incursion::test::copyExampleProject(dir_->path());
        QVERIFY(window_->openProject(main));
        QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs));
    }

    void cleanup()
    {
        checks_.reset();
        if (window_)
            window_->close();
        window_.reset();
        dir_.reset();
    }

    void playWorldStartsOnTheWarrensCell()
    {
        QAction* playWorld = playtest()->playWorldAction();
        QVERIFY(playWorld->isEnabled());
        QVERIFY(QTest::qWaitFor([&] { return window_->debugger()->actions().continueRun->isEnabled(); }, kWaitMs));
        playWorld->trigger();
        const PlayerViewPtr view = waitForView([](const game::PlayerView& v) { return v.status.worldCell.has_value(); });
        QVERIFY(view);
        QCOMPARE(view->status.worldCell, std::optional(std::array<int, 2>{8, 14}));
        QCOMPARE(view->status.depth, 0);
        QVERIFY(QTest::qWaitFor([&] { return statusText().contains(QStringLiteral("World 8,14")); }, kWaitMs));
        QVERIFY(!statusText().contains(QStringLiteral("Depth")));
    }

    // The world editor's "Play from this cell".
    void startOnWorldPlaysTheCellAskedFor()
    {
        const QString world = dir_->filePath(QStringLiteral("world/world.png"));
        QVERIFY(QTest::qWaitFor([&] { return window_->debugger()->actions().continueRun->isEnabled(); }, kWaitMs));
        // As the world editor asks it (World > Play from This Cell, the map's menu).
        emit window_->worlds()->playFromCellRequested(world, 9, 14);
        const PlayerViewPtr view = waitForView([](const game::PlayerView& v) {
            return v.status.worldCell == std::optional(std::array<int, 2>{9, 14});
        });
        QVERIFY(view);
        QVERIFY(QTest::qWaitFor([&] { return statusText().contains(QStringLiteral("World 9,14")); }, kWaitMs));
        QCOMPARE(view->status.depth, 0);
    }

    // F5 while a world is the current document plays the world.
    void f5PlaysTheWorldDocument()
    {
        // The world open in a tab and current, as the user opens it.
        QVERIFY(window_->worlds()->openWorld(dir_->filePath(QStringLiteral("world/world.png"))));
        QVERIFY(window_->worlds()->currentEditor());
        QAction* f5 = window_->debugger()->actions().continueRun;
        QVERIFY(QTest::qWaitFor([&] { return f5->isEnabled(); }, kWaitMs));
        f5->trigger();
        const PlayerViewPtr view = waitForView([](const game::PlayerView& v) { return v.status.worldCell.has_value(); });
        QVERIFY(view);
        QCOMPARE(view->status.worldCell, std::optional(std::array<int, 2>{8, 14}));
    }

    // The harbor at 24,14: the playtest panel's Travel menu (T) lists the
    // ship to 7,22 with its hours; choosing it sails there, the hours passing.
    void travelFromThePlaytestPanel()
    {
        const QString world = dir_->filePath(QStringLiteral("world/world.png"));
        QVERIFY(QTest::qWaitFor([&] { return window_->debugger()->actions().continueRun->isEnabled(); }, kWaitMs));
        emit window_->worlds()->playFromCellRequested(world, 24, 14);
        const PlayerViewPtr before = waitForView([](const game::PlayerView& v) {
            return v.status.worldCell == std::optional(std::array<int, 2>{24, 14});
        });
        QVERIFY(before);
        QVERIFY(!before->status.travel.empty());
        PlaytestDock* dock = playtest()->dock();
        QAction* travel = dock->actions().travel;
        QVERIFY(QTest::qWaitFor([&] { return travel->isEnabled(); }, kWaitMs));
        QCOMPARE(travel->shortcut(), QKeySequence(Qt::Key_T));
        QAction* ship = nullptr;
        for (QAction* action : dock->travelMenu()->actions())
            if (action->text() == QStringLiteral("Ship to 7,22 (207.0 hours)"))
                ship = action;
        QVERIFY(ship);
        ship->trigger();
        const PlayerViewPtr after = waitForView([](const game::PlayerView& v) {
            return v.status.worldCell == std::optional(std::array<int, 2>{7, 22});
        });
        QVERIFY(after);
        QVERIFY(after->status.tick >= before->status.tick + 207 * game::kTicksPerHour);
        QVERIFY(QTest::qWaitFor([&] { return statusText().contains(QStringLiteral("World 7,22")); }, kWaitMs));
    }

private:
    PlaytestController* playtest() const { return window_->playtest(); }
    // The whole status line: when the panel is too narrow for it, the label
    // shows its start and its tool tip the rest.
    QString statusText() const
    {
        const QLabel* line = playtest()->dock()->statusLine();
        return line->toolTip().isEmpty() ? line->text() : line->toolTip();
    }
    PlayerViewPtr waitForView(const std::function<bool(const game::PlayerView&)>& ready)
    {
        PlayerViewPtr found;
        (void)QTest::qWaitFor([&] {
            const PlayerViewPtr view = playtest()->session()->lastView();
            if (view && ready(*view))
                found = view;
            return bool(found);
        }, kWaitMs);
        return found;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
};

INCURSION_TEST_MAIN(TestWorldPlaytestStudio)
#include "tst_world_playtest_studio.moc"
} // namespace tst_world_playtest_studio
