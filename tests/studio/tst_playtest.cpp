// The playtest in the studio end to end, offscreen (issue 7's acceptance):
// F5 starts the example module in the Playtest panel and keys move the
// player; a breakpoint in the flesh golem's EV_DAMAGE handler stops the game
// with the damage type shown, steps and continues; an endless loop in a
// handler stops with the budget error while the window stays responsive; a
// reload after editing a message replays to the same step and shows the new
// text, and an edit that changes the game is reported where it diverges;
// closing the window during a game or while stopped ends cleanly.

// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/player_view.h"

#include "app/language_integration.h"
#include "app/layout_modes.h"
#include "app/main_window.h"
#include "debug/breakpoint_store.h"
#include "debug/debug_controller.h"
#include "debug/variables_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "playtest/map_view.h"
#include "playtest/player_choice_dialog.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "playtest/playtest_session.h"

#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

namespace tst_playtest {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

QString sourceDir()
{
    return QStringLiteral(INCURSION_SOURCE_DIR);
}

// Copies the example's include files into `dir`/inc.
void copyExampleIncludes(const QString& dir)
{
    QDir(dir).mkpath(QStringLiteral("inc"));
    const QDir inc(sourceDir() + QStringLiteral("/examples/goblin-warrens/inc"));
    for (const QString& name : inc.entryList({QStringLiteral("*.irh")}, QDir::Files))
        writeFile(dir + QStringLiteral("/inc/") + name, readFile(inc.filePath(name)));
}

int lineContaining(const QString& path, const QString& text)
{
    const QList<QByteArray> lines = readFile(path).split('\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(text.toUtf8()))
            return i + 1;
    return 0;
}

const QTreeWidgetItem* childNamed(const QTreeWidgetItem* parent, const QString& name)
{
    for (int i = 0; parent && i < parent->childCount(); ++i)
        if (parent->child(i)->text(0) == name)
            return parent->child(i);
    return nullptr;
}

} // namespace

// A seed whose first blows land on the flesh golem before its slams kill the
// level-1 character (with seed 1 the character misses twice and dies on turn 1).
constexpr quint64 kGolemHitSeed = 2;

class TestPlaytest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void f5StartsTheExampleAndKeysMoveThePlayer();
    void breakpointInTheGolemsDamageHandler();
    void endlessLoopStopsWithTheBudgetError();
    void reloadReplaysToTheSameStep();
    void reloadReportsDivergence();
    void snapshotShowsTheTurnItLoads();
    void botScriptErrorShowsInThePanelAndPausesTheBot();
    void aScriptsQuestionIsAnsweredInThePanel();
    void clickOnTheMapTravelsThere();
    void closingDuringAGameEndsCleanly();
    void closingWhileStoppedEndsCleanly();
    void restartKeepsTheDebugLayoutAndThePanel();
    void aFailedStartSaysWhyInThePanel();
    void aPausedGameSaysSoAndTakesNoCommand();
    void theChoicesFoldWhileAGameRuns();

private:
    bool openProject(const QString& main);
    // Opens the golem test module (tests/data/playtest) with the example's
    // includes; a peaceful golem leaves the player be (for the reload tests).
    bool openGolemProject(bool peacefulGolem = false);
    bool startPlaytest();
    // Waits for a view newer than `previous` (by message count or turn).
    PlayerViewPtr waitForView(const std::function<bool(const game::PlayerView&)>& ready);
    void press(char key);
    bool waitForStop(int before);
    // The seed the next playtest plays with (the Playtest panel's).
    void playWithSeed(quint64 seed);
    PlaytestController* playtest() const { return window_->playtest(); }
    // Edits a file as the user would: in its editor tab, then saved.
    void editFile(const QString& path, const QString& from, const QString& to);
    PlaytestSession* session() const { return playtest()->session(); }
    QStringList logLines() const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
    std::unique_ptr<QSignalSpy> stops_;
    QString mainPath_;
};

void TestPlaytest::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_playtest"));
}

void TestPlaytest::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    window_->documents()->setReloadPrompt([](const QString&) { return true; });
    checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
    stops_ = std::make_unique<QSignalSpy>(window_->debugger(), &DebugController::stopShown);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestPlaytest::cleanup()
{
    checks_.reset();
    stops_.reset();
    if (window_)
        window_->close();
    window_.reset();
    dir_.reset();
}

bool TestPlaytest::openProject(const QString& main)
{
    mainPath_ = main;
    const int before = int(checks_->count());
    return window_->openProject(mainPath_) && QTest::qWaitFor([&] { return checks_->count() > before; }, kWaitMs);
}

bool TestPlaytest::openGolemProject(bool peacefulGolem)
{
    copyExampleIncludes(dir_->path());
    const QString main = dir_->filePath(QStringLiteral("golem-test.irc"));
    QByteArray source = readFile(sourceDir() + QStringLiteral("/tests/data/playtest/golem-test.irc"));
    if (peacefulGolem)
        source.replace("with $\"flesh golem\";", "with $\"flesh golem\" [TILE_PEACEFUL];");
    writeFile(main, source);
    return openProject(main);
}

bool TestPlaytest::startPlaytest()
{
    QAction* f5 = window_->debugger()->actions().continueRun;
    if (!QTest::qWaitFor([&] { return f5->isEnabled(); }, kWaitMs))
        return false;
    f5->trigger();
    return bool(waitForView([](const game::PlayerView&) { return true; }));
}

PlayerViewPtr TestPlaytest::waitForView(const std::function<bool(const game::PlayerView&)>& ready)
{
    PlayerViewPtr found;
    (void)QTest::qWaitFor([&] {
        const PlayerViewPtr view = session()->lastView();
        if (view && ready(*view))
            found = view;
        return bool(found);
    }, kWaitMs);
    return found;
}

void TestPlaytest::press(char key)
{
    QTest::keyClick(playtest()->dock()->mapView(), key);
}

void TestPlaytest::playWithSeed(quint64 seed)
{
    PlaytestOptions options = playtest()->dock()->options();
    options.seed = seed;
    playtest()->dock()->setOptions(options);
}

bool TestPlaytest::waitForStop(int before)
{
    return QTest::qWaitFor([&] { return stops_->count() > before; }, kWaitMs);
}

void TestPlaytest::editFile(const QString& path, const QString& from, const QString& to)
{
    ScriptEditor* editor = window_->openFile(path);
    QVERIFY(editor);
    QString text = editor->text();
    QVERIFY2(text.contains(from), qPrintable(from));
    text.replace(from, to);
    editor->setText(text);
    QVERIFY(window_->documents()->save(editor));
}

QStringList TestPlaytest::logLines() const
{
    return playtest()->dock()->messageLog()->toPlainText().split(QLatin1Char('\n'));
}

// The room's EV_MOVE handler asks the player (yn); the panel shows the
// question, the game waits, and the answer chosen there decides what the
// script says.
void TestPlaytest::aScriptsQuestionIsAnsweredInThePanel()
{
    copyExampleIncludes(dir_->path());
    const QString main = dir_->filePath(QStringLiteral("golem-test.irc"));
    QByteArray source = readFile(sourceDir() + QStringLiteral("/tests/data/playtest/golem-test.irc"));
    source.replace("with $\"flesh golem\";", "with $\"flesh golem\" [TILE_PEACEFUL];");
    const QByteArray strawLine = "On Event EV_MOVE \"Straw crunches underfoot.\" / \"Straw crunches.\";";
    QVERIFY(source.contains(strawLine));
    source.replace(strawLine, "On Event EV_MOVE {\n"
                              "      if (EActor->isPlayer()) {\n"
                              "        if (EActor->yn(\"Step on the rune?\"))\n"
                              "          EActor->IPrint(\"The rune glows.\");\n"
                              "        else\n"
                              "          EActor->IPrint(\"You step around the rune.\");\n"
                              "        }\n"
                              "      return NOTHING;\n"
                              "      };");
    // The example declares the API it uses; yn is the runtime's too.
    source.replace("#include \"rules.irh\"\n",
                   "#include \"rules.irh\"\nsystem bool T_CREATURE::yn(string msg, bool defc = true);\n");
    writeFile(main, source);
    QVERIFY(openProject(main));
    QVERIFY(startPlaytest());

    for (const auto& answer : {std::pair{1, QStringLiteral("You step around the rune.")},
                               std::pair{0, QStringLiteral("The rune glows.")}}) {
        const auto& [row, expected] = answer;
        press('h');
        PlayerChoiceDialog* question = nullptr;
        QVERIFY(QTest::qWaitFor([&] {
            for (PlayerChoiceDialog* d : playtest()->dock()->findChildren<PlayerChoiceDialog*>())
                if (d->isVisible() && d->objectName() == QStringLiteral("PlaytestQuestion"))
                    question = d;
            return question != nullptr;
        }, kWaitMs));
        QVERIFY(session()->isAsking());
        QCOMPARE(question->findChild<QLabel*>()->text(), QStringLiteral("Step on the rune?"));
        QCOMPARE(question->list()->count(), 2);
        question->list()->setCurrentRow(row);
        question->accept();
        QVERIFY2(QTest::qWaitFor([&] { return logLines().join(QLatin1Char('\n')).contains(answer.second); }, kWaitMs),
                 qPrintable(logLines().join('|')));
    }
    QVERIFY(!session()->isAsking());
}

void TestPlaytest::clickOnTheMapTravelsThere()
{
    QVERIFY(openGolemProject(true));    // a peaceful golem: no hostile in view to stop the walk
    QVERIFY(startPlaytest());
    const PlayerViewPtr first = session()->lastView();
    PlaytestMapView* map = playtest()->dock()->mapView();
    // A seen floor cell two steps off with nothing on it, in the lit room
    // (golem-test.irc), and a seen wall. The straw's line on every step
    // does not stop the walk.
    auto seenCell = [&](const QString& what, int distance) {
        for (int y = first->playerY - distance; y <= first->playerY + distance; ++y)
            for (int x = first->playerX - distance; x <= first->playerX + distance; ++x) {
                if (x < 0 || y < 0 || x >= first->width || y >= first->height ||
                    std::max(std::abs(x - first->playerX), std::abs(y - first->playerY)) != distance)
                    continue;
                const game::ViewCell& cell = first->cells[size_t(y * first->width + x)];
                const bool empty = std::none_of(first->things.begin(), first->things.end(),
                                                [&](const game::ViewThing& t) { return t.x == x && t.y == y; });
                if (cell.knowledge == game::CellKnowledge::Seen && empty &&
                    map->describeCell(x, y).contains(what, Qt::CaseInsensitive))
                    return QPoint(x, y);
            }
        return QPoint(-1, -1);
    };
    const QPoint target = seenCell(QStringLiteral("floor"), 2);
    QVERIFY(target.x() >= 0);
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(target.x(), target.y()).center());
    QVERIFY(map->isTravelling());
    QVERIFY2(waitForView([&](const game::PlayerView& v) { return QPoint(v.playerX, v.playerY) == target; }),
             qPrintable(logLines().join('|')));
    QVERIFY(QTest::qWaitFor([&] { return !map->isTravelling(); }, kWaitMs));
    QVERIFY(QTest::qWaitFor([&] {
        return logLines().join('|').contains(QStringLiteral("You arrive at (%1, %2).").arg(target.x()).arg(target.y()));
    }, kWaitMs));
    // Two steps: two turns' time, no more.
    QCOMPARE(session()->recordedSteps(), size_t(2));

    // A wall cannot be reached; the log says so and the player stays.
    QPoint wall(-1, -1);
    for (int distance = 1; distance < 6 && wall.x() < 0; ++distance)
        wall = seenCell(QStringLiteral("wall"), distance);
    QVERIFY(wall.x() >= 0);
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(wall.x(), wall.y()).center());
    QVERIFY(QTest::qWaitFor([&] {
        return logLines().join('|').contains(QStringLiteral("No known way leads to (%1, %2).").arg(wall.x()).arg(wall.y()));
    }, kWaitMs));
    QVERIFY(QTest::qWaitFor([&] { return !map->isTravelling(); }, kWaitMs));
    QCOMPARE(QPoint(session()->lastView()->playerX, session()->lastView()->playerY), target);
}

void TestPlaytest::f5StartsTheExampleAndKeysMoveThePlayer()
{
    const QString example = sourceDir() + QStringLiteral("/examples/goblin-warrens");
    copyExampleIncludes(dir_->path());
    const QString main = dir_->filePath(QStringLiteral("goblin-warrens.irc"));
    writeFile(main, readFile(example + QStringLiteral("/goblin-warrens.irc")));
    QVERIFY(openProject(main));
    QVERIFY(startPlaytest());
    const PlayerViewPtr first = session()->lastView();
    QVERIFY(first->status.hp > 0);
    QVERIFY(playtest()->dock()->statusLine()->text().contains(QString::number(first->status.hp)));
    QVERIFY(playtest()->dock()->messageLog()->toPlainText().contains(QStringLiteral("Welcome to The Goblin Warrens!")));

    // Walk: some direction from the stairs is open; every accepted step moves the player.
    const int x0 = first->playerX, y0 = first->playerY;
    const QString status0 = playtest()->dock()->statusLine()->text();
    for (char key : {'l', 'j', 'h', 'k', 'n', 'b', 'y', 'u'}) {
        const uint64_t tick = session()->lastView()->status.tick;
        const size_t messages = session()->lastView()->messageCount;
        press(key);
        // Either the step was taken (time passed) or refused with a line in the log.
        const PlayerViewPtr after = waitForView([&](const game::PlayerView& v) {
            return v.status.tick > tick || v.messageCount > messages;
        });
        QVERIFY(after);
        if (after->playerX != x0 || after->playerY != y0)
            break;
    }
    const PlayerViewPtr moved = session()->lastView();
    QVERIFY2(moved->playerX != x0 || moved->playerY != y0, "no key moved the player");
    QVERIFY(moved->status.tick > first->status.tick);
    // The status line follows the game (the tick/turn or the region changed with the step).
    QVERIFY(QTest::qWaitFor([&] { return playtest()->dock()->statusLine()->text() != status0 || moved->status.turn == first->status.turn; }, kWaitMs));
    // A rest is a key too, and takes a turn's time.
    const uint64_t before = moved->status.tick;
    press('.');
    QVERIFY(waitForView([&](const game::PlayerView& v) { return v.status.tick > before; }));

    // The report twice: one tab, showing the latest.
    QSignalSpy reports(session(), &PlaytestSession::reportReady);
    playtest()->reportAction()->trigger();
    QVERIFY(reports.wait(kWaitMs));
    press('.');
    playtest()->reportAction()->trigger();
    QVERIFY(reports.count() > 1 || reports.wait(kWaitMs));
    int reportTabs = 0;
    for (int i = 0; i < window_->documents()->count(); ++i)
        reportTabs += window_->documents()->tabText(i) == QStringLiteral("Playtest Report");
    QCOMPARE(reportTabs, 1);
    QCOMPARE(playtest()->reportView()->toPlainText(), reports.last().first().toString());
}

void TestPlaytest::breakpointInTheGolemsDamageHandler()
{
    QVERIFY(openGolemProject());
    const QString monsters = dir_->filePath(QStringLiteral("inc/monsters.irh"));
    const int line = lineContaining(monsters, QStringLiteral("if (e.DType == AD_ELEC)"));
    QVERIFY(line > 0);
    SourceBreakpoint b;
    b.file = monsters;
    b.line = line;
    window_->debugger()->breakpoints()->add(b);

    playWithSeed(kGolemHitSeed);
    QVERIFY(startPlaytest());
    const int before = int(stops_->count());
    // West, back east, then attack the golem until a blow lands on it.
    press('h');
    press('l');
    for (int i = 0; i < 40 && stops_->count() == before; ++i) {
        press('l');
        QTest::qWait(50);
    }
    QVERIFY(waitForStop(before));
    ScriptEditor* editor = window_->documents()->editorForPath(monsters);
    QVERIFY(editor);
    QCOMPARE(editor->executionLine(), line);

    // The event's damage type is the player's weapon's.
    const QTreeWidget* variables = window_->debugger()->variablesDock()->view();
    const QTreeWidgetItem* event = nullptr;
    for (int i = 0; i < variables->topLevelItemCount(); ++i)
        if (variables->topLevelItem(i)->text(0) == QStringLiteral("Event"))
            event = variables->topLevelItem(i);
    QVERIFY(event);
    QVERIFY2(event->text(1).contains(QStringLiteral("EV_DAMAGE")), qPrintable(event->text(1)));
    const QTreeWidgetItem* victim = childNamed(event, QStringLiteral("EVictim"));
    QVERIFY(victim);
    QVERIFY2(victim->text(1).contains(QStringLiteral("flesh golem")), qPrintable(victim->text(1)));
    const QTreeWidgetItem* info = childNamed(event, QStringLiteral("EventInfo"));
    QVERIFY(info);
    const QTreeWidgetItem* type = childNamed(info, QStringLiteral("DType"));
    QVERIFY(type);
    // The player's weapon: slashing, piercing or blunt (11, 12, 13).
    QVERIFY2(QStringList({QStringLiteral("11"), QStringLiteral("12"), QStringLiteral("13")}).contains(type->text(1)),
             qPrintable(type->text(1)));
    QVERIFY(childNamed(info, QStringLiteral("vDmg")));
    // The handler's locals too.
    const QTreeWidgetItem* locals = variables->topLevelItem(0);
    QVERIFY(childNamed(locals, QStringLiteral("healed")));
    // INCURSION_SCREENSHOT_DIR=dir keeps a picture of this stop (the README's).
    if (const QString dir = qEnvironmentVariable("INCURSION_SCREENSHOT_DIR"); !dir.isEmpty()) {
        window_->resize(1400, 900);
        const_cast<QTreeWidgetItem*>(event)->setExpanded(true);
        const_cast<QTreeWidgetItem*>(info)->setExpanded(true);
        QTest::qWait(300);
        QVERIFY(window_->grab().save(dir + QStringLiteral("/screenshot-playtest-debugger.png")));
    }

    // Step over: not electricity, so the next line is the fire/cold test.
    const int next = lineContaining(monsters, QStringLiteral("if (e.DType == AD_FIRE || e.DType == AD_COLD)"));
    const int stopsBefore = int(stops_->count());
    window_->debugger()->actions().stepOver->trigger();
    QVERIFY(waitForStop(stopsBefore));
    QCOMPARE(editor->executionLine(), next);

    // Continue: the breakpoint goes, the game plays on.
    window_->debugger()->breakpoints()->clear();
    const uint64_t tick = session()->lastView()->status.tick;
    window_->debugger()->actions().continueRun->trigger();
    press('l');
    QVERIFY(waitForView([&](const game::PlayerView& v) { return v.status.tick > tick || v.status.dead; }));
}

void TestPlaytest::endlessLoopStopsWithTheBudgetError()
{
    copyExampleIncludes(dir_->path());
    QByteArray source = readFile(sourceDir() + QStringLiteral("/tests/data/playtest/golem-test.irc"));
    source.replace("On Event EV_MOVE \"Straw crunches underfoot.\" / \"Straw crunches.\";",
                   "int32 steps;\n    On Event EV_MOVE {\n      while (1)\n        steps++;   /* @spin */\n      };");
    const QString main = dir_->filePath(QStringLiteral("golem-test.irc"));
    writeFile(main, source);
    QVERIFY(openProject(main));
    const int line = lineContaining(main, QStringLiteral("/* @spin */"));
    QVERIFY(startPlaytest());
    const int before = int(stops_->count());
    QElapsedTimer clock;
    clock.start();
    press('h');
    // The handler spins on the VM thread, not the window's: the key press has
    // returned and the game is still running it.
    QVERIFY(session()->isRunning());
    QVERIFY(waitForStop(before));
    qInfo("the budget stopped the loop after %lld ms", static_cast<long long>(clock.elapsed()));
    ScriptEditor* editor = window_->documents()->editorForPath(main);
    QVERIFY(editor);
    QCOMPARE(editor->executionLine(), line);
    // Continue: the handler fails, the game goes on and the dock says what failed.
    window_->debugger()->actions().continueRun->trigger();
    QVERIFY(QTest::qWaitFor([&] { return playtest()->dock()->isProblemShown(); }, kWaitMs));
    QVERIFY(playtest()->dock()->problemText()->text().contains(QStringLiteral("instruction budget")));
}

void TestPlaytest::snapshotShowsTheTurnItLoads()
{
    QVERIFY(openGolemProject(true));
    QVERIFY(startPlaytest());
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);    // a playtest brings the Debug layout
    const auto rest = [&] {
        const uint64_t tick = session()->lastView()->status.tick;
        press('.');
        return bool(waitForView([&](const game::PlayerView& v) { return v.status.tick > tick; }));
    };
    QVERIFY(rest());
    QSignalSpy notes(session(), &PlaytestSession::note);
    const auto turnIn = [](const QString& text, const QString& prefix) {
        return text.startsWith(prefix) ? text.mid(prefix.size()).chopped(1).toULongLong() : ~0ull;
    };
    session()->saveSnapshot();
    QVERIFY(notes.wait(kWaitMs));
    const uint64_t saved = turnIn(notes.last().at(0).toString(), QStringLiteral("Snapshot saved at turn "));
    QVERIFY2(saved != ~0ull, qPrintable(notes.last().at(0).toString()));
    QTRY_COMPARE(session()->lastView()->status.turn, saved);
    for (int i = 0; i < 40 && session()->lastView()->status.turn <= saved; ++i)
        QVERIFY(rest());
    QVERIFY(session()->lastView()->status.turn > saved);

    // A key pressed with the load waits for it: the first view after the
    // load's note shows the snapshot's turn, and the key's step comes after.
    QList<std::pair<QString, uint64_t>> events;     // in the order the window heard them
    const QObject listening;                        // the connections end with the test
    connect(session(), &PlaytestSession::note, &listening, [&](const QString& text) { events.append({text, 0}); });
    connect(session(), &PlaytestSession::viewUpdated, &listening,
            [&](const PlayerViewPtr& view) { events.append({QString(), view->status.turn}); });
    notes.clear();
    session()->loadSnapshot();
    press('.');
    QVERIFY(notes.wait(kWaitMs));
    QCOMPARE(turnIn(notes.last().at(0).toString(), QStringLiteral("Snapshot loaded: back at turn ")), saved);
    const auto noteAt = std::find_if(events.cbegin(), events.cend(),
                                     [](const auto& event) { return event.first.startsWith(QStringLiteral("Snapshot loaded")); });
    QVERIFY(noteAt != events.cend());
    const qsizetype at = noteAt - events.cbegin();
    QTRY_VERIFY(events.size() > at + 1);
    QCOMPARE(events.at(at + 1).second, saved);
    window_->layouts()->editAction()->trigger();    // by hand: stays so after the game
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Edit);
}

void TestPlaytest::botScriptErrorShowsInThePanelAndPausesTheBot()
{
    copyExampleIncludes(dir_->path());
    QByteArray source = readFile(sourceDir() + QStringLiteral("/tests/data/playtest/golem-test.irc"));
    source.replace("On Event EV_MOVE \"Straw crunches underfoot.\" / \"Straw crunches.\";",
                   "int32 steps;\n    On Event EV_MOVE {\n      while (1)\n        steps++;\n      };");
    // A peaceful golem: the bot walks (and so moves in the room) instead of fighting.
    source.replace("with $\"flesh golem\";", "with $\"flesh golem\" [TILE_PEACEFUL];");
    const QString main = dir_->filePath(QStringLiteral("golem-test.irc"));
    writeFile(main, source);
    QVERIFY(openProject(main));
    PlaytestOptions options = playtest()->dock()->options();
    options.bot = game::BotMode::Explore;
    options.botStepsPerSecond = 0;
    playtest()->dock()->setOptions(options);
    const int before = int(stops_->count());
    QVERIFY(startPlaytest());
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);
    // Stopped at the error (Break on Script Error): the panel says so at once, and the bot is held.
    QVERIFY(waitForStop(before));
    QVERIFY(QTest::qWaitFor([&] { return playtest()->dock()->isProblemShown(); }, kWaitMs));
    const QString problem = playtest()->dock()->problemText()->text();
    QVERIFY2(problem.contains(QStringLiteral("A script failed")), qPrintable(problem));
    QVERIFY2(problem.contains(QStringLiteral("golem-test.irc:")), qPrintable(problem));
    QVERIFY2(problem.contains(QStringLiteral("The bot is paused")), qPrintable(problem));
    QVERIFY(session()->isPaused());
    auto* pause = playtest()->dock()->findChild<QAction*>(QStringLiteral("playtestPause"));
    QVERIFY(pause);
    QVERIFY(pause->isChecked());
    // The game goes on without the bot stepping on: no new stop comes.
    window_->debugger()->actions().continueRun->trigger();
    QTest::qWait(300);
    QVERIFY(session()->isRunning());
    QVERIFY(session()->isPaused());
    // The end of the game brings the Edit layout back.
    window_->debugger()->actions().stop->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunning(), kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(window_->layouts()->mode(), LayoutModes::Mode::Edit, kWaitMs);
}

void TestPlaytest::reloadReplaysToTheSameStep()
{
    QVERIFY(openGolemProject(true));
    QVERIFY(startPlaytest());
    for (char key : {'h', 'h', 'j', 'k'}) {
        const uint64_t tick = session()->lastView()->status.tick;
        press(key);
        QVERIFY(waitForView([&](const game::PlayerView& v) { return v.status.tick > tick; }));
    }
    const PlayerViewPtr before = session()->lastView();
    QVERIFY(logLines().contains(QStringLiteral("Straw crunches underfoot.")));
    const size_t steps = session()->recordedSteps();
    QCOMPARE(steps, size_t(4));

    // Edit the message, save, reload: the same steps, the new text.
    editFile(mainPath_, QStringLiteral("Straw crunches underfoot."), QStringLiteral("Old bones crack underfoot."));
    QSignalSpy replayed(session(), &PlaytestSession::replayFinished);
    playtest()->reloadAction()->trigger();
    QVERIFY(QTest::qWaitFor([&] { return replayed.count() > 0; }, kWaitMs));
    QCOMPARE(replayed.first().at(0).toBool(), false);
    const PlayerViewPtr after = waitForView([&](const game::PlayerView& v) { return v.status.tick == before->status.tick; });
    QVERIFY(after);
    QCOMPARE(after->playerX, before->playerX);
    QCOMPARE(after->playerY, before->playerY);
    QVERIFY(QTest::qWaitFor([&] { return logLines().contains(QStringLiteral("Old bones crack underfoot.")); }, kWaitMs));
}

void TestPlaytest::reloadReportsDivergence()
{
    QVERIFY(openGolemProject(true));
    QVERIFY(startPlaytest());
    for (char key : {'h', 'l'}) {
        const uint64_t tick = session()->lastView()->status.tick;
        press(key);
        QVERIFY(waitForView([&](const game::PlayerView& v) { return v.status.tick > tick; }));
    }
    // The golem is made stronger: every step after the start differs from the first one on.
    const QString monsters = dir_->filePath(QStringLiteral("inc/monsters.irh"));
    editFile(monsters, QStringLiteral("CR: 5; HD: 9;"), QStringLiteral("CR: 5; HD: 12;"));
    QSignalSpy replayed(session(), &PlaytestSession::replayFinished);
    playtest()->reloadAction()->trigger();
    QVERIFY(QTest::qWaitFor([&] { return replayed.count() > 0; }, kWaitMs));
    QCOMPARE(replayed.first().at(0).toBool(), true);
    const QString message = replayed.first().at(1).toString();
    QVERIFY2(message.contains(QStringLiteral("diverged at step 1 of 2")), qPrintable(message));
    QVERIFY(playtest()->dock()->isProblemShown());
}

void TestPlaytest::closingDuringAGameEndsCleanly()
{
    QVERIFY(openGolemProject());
    QVERIFY(startPlaytest());
    playtest()->dock()->botBox()->setCurrentIndex(1);     // explore
    // Closing ends the game and joins its VM thread (a hang fails the test by its timeout).
    QVERIFY(window_->close());
    window_.reset();
}

void TestPlaytest::closingWhileStoppedEndsCleanly()
{
    QVERIFY(openGolemProject());
    const QString monsters = dir_->filePath(QStringLiteral("inc/monsters.irh"));
    SourceBreakpoint b;
    b.file = monsters;
    b.line = lineContaining(monsters, QStringLiteral("if (e.DType == AD_ELEC)"));
    window_->debugger()->breakpoints()->add(b);
    playWithSeed(kGolemHitSeed);
    QVERIFY(startPlaytest());
    const int before = int(stops_->count());
    press('h');
    press('l');
    for (int i = 0; i < 40 && stops_->count() == before; ++i) {
        press('l');
        QTest::qWait(50);
    }
    QVERIFY(waitForStop(before));
    // Closing ends the game and joins its VM thread (a hang fails the test by its timeout).
    QVERIFY(window_->close());
    window_.reset();
}

// ↻ Restart ends the game and starts the next: the gap between them is no end
// of debugging, so the window keeps its Debug layout and the Playtest panel
// (it used to fall back to the Edit layout when the old game's end came first).
void TestPlaytest::restartKeepsTheDebugLayoutAndThePanel()
{
    QVERIFY(openGolemProject(true));
    QVERIFY(startPlaytest());
    LayoutModes* layouts = window_->layouts();
    QCOMPARE(layouts->mode(), LayoutModes::Mode::Debug);
    int modeChanges = 0;
    QObject counting;   // the count's connection ends with the test
    connect(layouts, &LayoutModes::modeChanged, &counting, [&modeChanges] { ++modeChanges; });
    PlaytestDock* dock = playtest()->dock();
    for (int restart = 0; restart < 4; ++restart) {
        QSignalSpy ended(session(), &PlaytestSession::finished);
        QSignalSpy started(session(), &PlaytestSession::started);
        QVERIFY(dock->actions().start->isEnabled());
        QCOMPARE(dock->actions().start->text(), QStringLiteral("Restart"));
        dock->actions().start->trigger();
        QVERIFY(ended.count() > 0 || ended.wait(kWaitMs));
        QVERIFY(started.count() > 0 || started.wait(kWaitMs));
        QVERIFY(waitForView([](const game::PlayerView&) { return true; }));
        QVERIFY(session()->isRunning());
        QApplication::processEvents();     // the old game's end and the debug session's, delivered
        QCOMPARE(modeChanges, 0);
        QCOMPARE(layouts->mode(), LayoutModes::Mode::Debug);
        QVERIFY(dock->isVisible());
    }
}

// A start the module refuses (here a race, where it has none) says why in the
// panel, which stays in sight: the Debug layout is kept.
void TestPlaytest::aFailedStartSaysWhyInThePanel()
{
    QVERIFY(openGolemProject(true));
    PlaytestOptions options = playtest()->dock()->options();
    options.race = "Nobody";
    playtest()->dock()->setOptions(options);
    // The debugger's own box says it too: closed as a user would.
    QTimer closer;
    connect(&closer, &QTimer::timeout, this, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    closer.start(50);
    QSignalSpy finished(session(), &PlaytestSession::finished);
    QAction* f5 = window_->debugger()->actions().continueRun;
    QVERIFY(QTest::qWaitFor([&] { return f5->isEnabled(); }, kWaitMs));
    f5->trigger();
    QVERIFY(finished.count() > 0 || finished.wait(kWaitMs));
    QCOMPARE(finished.last().first().toString(), QStringLiteral("The playtest did not start."));
    QVERIFY(session()->startFailed());
    PlaytestDock* dock = playtest()->dock();
    QVERIFY(dock->isProblemShown());
    const QString problem = dock->problemText()->text();
    QVERIFY2(problem.startsWith(QStringLiteral("The playtest did not start: ")) && problem.contains(QStringLiteral("race")),
             qPrintable(problem));
    QApplication::processEvents();
    QCOMPARE(window_->layouts()->mode(), LayoutModes::Mode::Debug);
    QVERIFY(dock->isVisible());
}

// Paused, the game takes no key: the status line says so and `q` opens no
// prompt whose choice would be dropped; resumed, the line no longer says it.
void TestPlaytest::aPausedGameSaysSoAndTakesNoCommand()
{
    QVERIFY(openGolemProject(true));
    QVERIFY(startPlaytest());
    PlaytestDock* dock = playtest()->dock();
    QSignalSpy issued(dock, &PlaytestDock::commandIssued);
    dock->actions().pause->trigger();
    QVERIFY(session()->isPaused());
    QVERIFY2(dock->statusLine()->text().contains(QStringLiteral("Paused")), qPrintable(dock->statusLine()->text()));
    press('q');
    press('l');
    QCOMPARE(issued.count(), 0);
    for (PlayerChoiceDialog* dialog : dock->findChildren<PlayerChoiceDialog*>())
        QVERIFY(!dialog->isVisible());
    dock->actions().pause->trigger();
    QVERIFY(!session()->isPaused());
    QVERIFY(!dock->statusLine()->text().contains(QStringLiteral("Paused")));
    press('.');
    QCOMPARE(issued.count(), 1);
}

// A running game needs the map more than the choices (they apply to the next
// start): they fold when it starts and come back when it ends, the user's
// setting untouched; folded by the user, they stay folded.
void TestPlaytest::theChoicesFoldWhileAGameRuns()
{
    QVERIFY(openGolemProject(true));
    PlaytestDock* dock = playtest()->dock();
    QAction* choices = dock->actions().choices;
    if (!choices->isChecked())
        choices->trigger();
    QVERIFY(!dock->choicesPanel()->isHidden());
    QVERIFY(startPlaytest());
    QVERIFY(dock->choicesPanel()->isHidden());
    QVERIFY(!choices->isChecked());
    QVERIFY(QSettings().value(QStringLiteral("playtest/choicesShown"), true).toBool());
    window_->debugger()->actions().stop->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunning(), kWaitMs);
    QVERIFY(!dock->choicesPanel()->isHidden());
    QVERIFY(choices->isChecked());

    // Unfolded by the user during the game: kept after it.
    QVERIFY(startPlaytest());
    QVERIFY(dock->choicesPanel()->isHidden());
    choices->trigger();
    QVERIFY(!dock->choicesPanel()->isHidden());
    window_->debugger()->actions().stop->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunning(), kWaitMs);
    QVERIFY(!dock->choicesPanel()->isHidden());

    // Folded by the user before: still folded after the game.
    choices->trigger();
    QVERIFY(startPlaytest());
    window_->debugger()->actions().stop->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!session()->isRunning(), kWaitMs);
    QVERIFY(dock->choicesPanel()->isHidden());
    QVERIFY(!QSettings().value(QStringLiteral("playtest/choicesShown")).toBool());
    choices->trigger();     // as the next test expects
}

INCURSION_TEST_MAIN(TestPlaytest)
#include "tst_playtest.moc"
} // namespace tst_playtest
