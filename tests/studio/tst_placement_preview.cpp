// The vault painter's placement preview panel, offscreen (issue 14): a
// request brings six levels of The Goblin Warrens' "Warren Mouth" while the
// event loop keeps running; a newer request cancels the older one and only
// its levels show; Statistics… counts in the background; and "Play from here"
// starts a playtest inside the vault on the previewed level, its seed and
// depth in the Playtest panel, where a breakpoint in the vault's handler stops it.

// The runtime's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/player_view.h"
#include "map/vault_preview.h"
#include "module/resource_views.h"
#include "vault/vault_session.h"

#include "app/language_integration.h"
#include "app/main_window.h"
#include "debug/breakpoint_store.h"
#include "debug/debug_controller.h"
#include "editing/document_tabs.h"
#include "playtest/map_view.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "playtest/playtest_session.h"
#include "vault/placement_preview_panel.h"

#include "support/example_project.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QDir>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

namespace tst_placement_preview {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

QString exampleDir()
{
    return QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
}

PlacementPreviewRequest exampleRequest(const QString& region, quint64 firstSeed = 1)
{
    PlacementPreviewRequest request;
    request.input.mainFile = exampleDir() + QStringLiteral("/goblin-warrens.irc");
    for (const std::string& dir : script::originalSearchDirectories(request.input.mainFile.toStdString()))
        request.input.includePaths << QString::fromStdString(dir);
    request.region = region;
    request.firstSeed = firstSeed;
    return request;
}


int lineContaining(const QString& path, const QString& text)
{
    const QList<QByteArray> lines = readFile(path).split('\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(text.toUtf8()))
            return i + 1;
    return 0;
}

} // namespace

class TestPlacementPreview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_placement_preview")); }

    void sixLevelsArriveWithoutBlocking()
    {
        PlacementPreviewPanel panel;
        panel.setDebounceInterval(0);
        QSignalSpy finished(&panel, &PlacementPreviewPanel::previewFinished);
        // Timer ticks while the preview runs show the GUI thread is free.
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&] { ++ticks; });
        ticker.start(5);
        panel.setRequest(exampleRequest(QStringLiteral("Warren Mouth"), 10));
        QVERIFY(panel.isPreviewRunning());
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(ticks > 0);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!panel.isPreviewRunning());
        QCOMPARE(panel.problem(), QString());
        QCOMPARE(panel.dungeon(), QStringLiteral("The Goblin Warrens"));
        QCOMPARE(panel.targetNote(), QStringLiteral("a Special of The Goblin Warrens at depth 1"));
        QCOMPARE(int(panel.levels().size()), PlacementPreviewPanel::kLevels);
        for (int i = 0; i < PlacementPreviewPanel::kLevels; ++i) {
            const PreviewLevelView& level = panel.levels()[size_t(i)];
            QCOMPARE(level.seed, quint64(10 + i));
            QCOMPARE(level.depth, 1);
            QVERIFY(level.placed);
            QCOMPARE(level.fate, QStringLiteral("placed"));
            QCOMPARE(level.vault.size(), QSize(13, 11));
            QCOMPARE(level.image.size(), QSize(128, 96));
            auto* play = panel.findChild<QPushButton*>(QStringLiteral("playFromHere%1").arg(i));
            QVERIFY(play && play->isEnabled());
        }
        // The levels scroll: the panel never asks for more height than a small screen has.
        QVERIFY2(panel.minimumSizeHint().height() < 400, qPrintable(QString::number(panel.minimumSizeHint().height())));
    }

    void newRequestCancelsTheOld()
    {
        PlacementPreviewPanel panel;
        panel.setDebounceInterval(0);
        QSignalSpy finished(&panel, &PlacementPreviewPanel::previewFinished);
        panel.setRequest(exampleRequest(QStringLiteral("Warren Mouth")));
        // Let the first run start on its worker, then ask for another vault.
        QTest::qWait(1);
        panel.setRequest(exampleRequest(QStringLiteral("Kobold Redoubt")));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(QTest::qWaitFor([&] { return !panel.isPreviewRunning(); }, kWaitMs));
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(panel.targetNote(), QStringLiteral("a Special of The Goblin Warrens at depth 2"));
        for (const PreviewLevelView& level : panel.levels())
            QCOMPARE(level.depth, 2);
    }

    void debouncedStrokesRunOnce()
    {
        PlacementPreviewPanel panel;
        panel.setDebounceInterval(30);
        QSignalSpy finished(&panel, &PlacementPreviewPanel::previewFinished);
        for (int stroke = 0; stroke < 5; ++stroke)
            panel.setRequest(exampleRequest(QStringLiteral("Warren Mouth"), quint64(stroke + 1)));
        QVERIFY(finished.wait(kWaitMs));
        QTest::qWait(100);
        QCOMPARE(finished.count(), 1);
        QVERIFY(!panel.levels().empty());
        QCOMPARE(panel.levels().front().seed, quint64(5));
    }

    void unknownRegionSaysSo()
    {
        PlacementPreviewPanel panel;
        panel.setDebounceInterval(0);
        QSignalSpy finished(&panel, &PlacementPreviewPanel::previewFinished);
        panel.setRequest(exampleRequest(QStringLiteral("No Such Vault")));
        QVERIFY(finished.wait(kWaitMs));
        QCOMPARE(panel.problem(), QStringLiteral("The module has no Region \"No Such Vault\"."));
        QVERIFY(panel.levels().empty());
        QVERIFY(!panel.findChild<QPushButton*>(QStringLiteral("placementStatistics"))->isEnabled());
    }

    void statisticsCountInTheBackground()
    {
        PlacementPreviewPanel panel;
        panel.setDebounceInterval(0);
        panel.setStatisticsLevels(30);
        QSignalSpy previewed(&panel, &PlacementPreviewPanel::previewFinished);
        panel.setRequest(exampleRequest(QStringLiteral("Warren Mouth")));
        QVERIFY(previewed.wait(kWaitMs));
        QSignalSpy counted(&panel, &PlacementPreviewPanel::statisticsFinished);
        panel.runStatistics();
        QVERIFY(panel.isStatisticsRunning());
        QVERIFY(counted.wait(kWaitMs));
        QVERIFY(!panel.isStatisticsRunning());
        QCOMPARE(panel.statisticsText(), QStringLiteral("a Special of The Goblin Warrens at depth 1\n"
                                                        "Placed in 30 of 30 levels (100.0%).\n"
                                                        "By depth:\n"
                                                        "  depth 1: placed in 30 of 30"));
        // Cancelled at once, it says so.
        panel.setStatisticsLevels(100000);
        panel.runStatistics();
        panel.cancelStatistics();
        QVERIFY(counted.wait(kWaitMs));
        QVERIFY(panel.statisticsText().contains(QStringLiteral("Cancelled before all levels were made.")));
    }

    void playFromHereStartsInsideTheVault()
    {
        QSettings().clear();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString main = incursion::test::copyExampleProject(dir.path());
        MainWindow window;
        window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        QSignalSpy checked(window.language(), &LanguageIntegration::projectChecked);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openProject(main));
        QVERIFY(checked.wait(kWaitMs));

        // Where the preview puts the vault on seed 42, depth 2.
        script::CheckOptions options;
        options.mainFile = main.toStdString();
        options.preprocessor.includeDirs = script::originalSearchDirectories(options.mainFile);
        const vault::VaultModule module = vault::loadVaultModule(options);
        QVERIFY(module.manager);
        const map::VaultTarget target = map::findVaultTarget(
            *module.manager, *module.manager->find("Kobold Redoubt", module::kindBit(module::ResourceKind::Region)));
        const map::PreviewLevel preview = map::previewLevel(*module.manager, target, 42, 2);
        QVERIFY(preview.placement);
        const map::Rect bounds = preview.placement->bounds;

        // The panel's button, wired as the painter wires it.
        PlacementPreviewPanel panel;
        panel.setDebounceInterval(0);
        connect(&panel, &PlacementPreviewPanel::playFromHereRequested, window.playtest(),
                &PlaytestController::playFromVault);
        QSignalSpy previewed(&panel, &PlacementPreviewPanel::previewFinished);
        PlacementPreviewRequest request;
        request.input.mainFile = main;
        for (const std::string& dir : options.preprocessor.includeDirs)
            request.input.includePaths << QString::fromStdString(dir);
        request.region = QStringLiteral("Kobold Redoubt");
        request.firstSeed = 42;
        panel.setRequest(request);
        QVERIFY(previewed.wait(kWaitMs));
        QVERIFY2(!panel.levels().empty(), qPrintable(panel.problem()));
        QCOMPARE(panel.levels().front().vault, QRect(bounds.x, bounds.y, bounds.width, bounds.height));
        panel.findChild<QPushButton*>(QStringLiteral("playFromHere0"))->click();

        PlaytestSession* session = window.playtest()->session();
        QVERIFY(QTest::qWaitFor([&] { return bool(session->lastView()); }, kWaitMs));
        const PlayerViewPtr view = session->lastView();
        QVERIFY2(QRect(bounds.x, bounds.y, bounds.width, bounds.height).contains(view->playerX, view->playerY),
                 qPrintable(QStringLiteral("player at %1,%2").arg(view->playerX).arg(view->playerY)));
        QCOMPARE(window.playtest()->dock()->seedBox()->value(), 42);
        QCOMPARE(window.playtest()->dock()->depthBox()->value(), 2);
        QCOMPARE(session->options().startVault, std::string("Kobold Redoubt"));
        session->stop();
        QVERIFY(QTest::qWaitFor([&] { return !session->isRunning(); }, kWaitMs));
        window.close();
    }

    void playFromHereStopsAtBreakpoints()
    {
        QSettings().clear();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString main = incursion::test::copyExampleProject(dir.path());
        MainWindow window;
        window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        QSignalSpy checked(window.language(), &LanguageIntegration::projectChecked);
        QSignalSpy stops(window.debugger(), &DebugController::stopShown);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openProject(main));
        QVERIFY(checked.wait(kWaitMs));
        // The Stitching Hall's EV_MOVE handler: the first step in the hall, a
        // monster's or the player's, stops there.
        const QString dungeon = dir.filePath(QStringLiteral("inc/dungeon.irh"));
        const int line = lineContaining(dungeon, QStringLiteral("if (EActor->isPlayer() && !warned)"));
        QVERIFY(line > 0);
        SourceBreakpoint breakpoint;
        breakpoint.file = dungeon;
        breakpoint.line = line;
        window.debugger()->breakpoints()->add(breakpoint);

        window.playtest()->playFromVault(QStringLiteral("Stitching Hall"), QStringLiteral("The Goblin Warrens"), 7, 5);
        PlaytestSession* session = window.playtest()->session();
        // A monster's step in the hall is told to its handler too (src/Monster.cpp
        // throws EV_MOVE for every step), so the stop may come before the player acts.
        QVERIFY(QTest::qWaitFor([&] { return bool(session->lastView()) || stops.count() > 0; }, kWaitMs));
        for (const char key : {'l', 'j', 'h', 'k', 'l', 'j'}) {
            if (stops.count() > 0)
                break;
            QTest::keyClick(window.playtest()->dock()->mapView(), key);
            QTest::qWait(100);
        }
        QVERIFY(stops.count() > 0 || stops.wait(kWaitMs));
        session->stop();
        QVERIFY(QTest::qWaitFor([&] { return !session->isRunning(); }, kWaitMs));
        window.close();
    }
};

INCURSION_TEST_MAIN(TestPlacementPreview)
#include "tst_placement_preview.moc"
} // namespace tst_placement_preview
