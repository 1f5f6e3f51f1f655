// The Playtest panel (editor/playtest/playtest_dock.h), offscreen, fed with
// hand-built player views: the status line, the inventory, sheet and Read
// dialogs, the coloured log (kept short, recoloured with the theme), the panel
// without a session and following one, and the problem banner.

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
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QHelpEvent>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QTreeWidget>
#include <QtTest>

namespace tst_playtest_dock {

using namespace incursion;
using namespace incursion::studio;
using namespace incursion::test::player_view;

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
        {kSword, "short sword", 58, true, false, true},
        {kMapScroll, "Warren Map scroll", game::rules::T_SCROLL, false, false},
    };
    view->sheet.attributes = {14, 12, 13, 10, 9, 8};
    view->sheet.defence = 15;
    view->sheet.spells = {"magic missile"};
    view->sheet.companions = {{world::makeHandle(11, 1), "war dog", 5, 9, 2}};
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

class TestPlaytestDock : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();

    void statusLineShowsPlayer();
    void inventoryAndSheetKeysOpenThem();
    void readAsksWhichScroll();
    void inventoryWieldsAndTakesOff();
    void logShowsColouredMessages();
    void logKeepsLastLines();
    void themeSwitchRecoloursLogAndTurnQueue();
    void dockWithoutSessionIsDisabled();
    void docksFollowSession();
    void problemBannerOffersDebugger();
    void everyChoiceInSightDockedAndNarrow();
    void choicesFoldAwayForTheMap();
    void statusLineWrapsBetweenItsParts();
    void godChoiceOffersTheModulesGods();
    void sheetSaysWhoTheCharacterIs();
    void closingTheInventoryGivesKeysBackToAFloatingMap();
};

void TestPlaytestDock::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_playtest_dock"));
}

void TestPlaytestDock::init()
{
    QSettings().clear();
}

void TestPlaytestDock::statusLineShowsPlayer()
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

void TestPlaytestDock::inventoryAndSheetKeysOpenThem()
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
    QVERIFY(lines.contains(QStringLiteral("Companion: war dog, CR 2, 5 / 9 HP")));
    QVERIFY2(lines.first().startsWith(QStringLiteral("Aldric, level")), qPrintable(lines.first()));
    // The sheet opens wide and tall enough for every line: no scroll bars.
    QVERIFY(QTest::qWaitForWindowExposed(sheet));
    QVERIFY(!sheet->list()->horizontalScrollBar()->isVisible());
    QVERIFY(!sheet->list()->verticalScrollBar()->isVisible());
    sheet->reject();
}

// The inventory's Wield/Wear and Take Off act on the selected item (only
// when they can); `w` and `T` ask among the items that can go on or come off.
void TestPlaytestDock::inventoryWieldsAndTakesOff()
{
    constexpr world::Handle kHelm = world::makeHandle(10, 1);
    auto view = carryingView();
    view->inventory.push_back({kHelm, "iron helm", 41, false, false, true});
    PlaytestDock dock;
    dock.showView(view);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QSignalSpy issued(&dock, &PlaytestDock::commandIssued);

    QTest::keyClick(dock.mapView(), 'i');
    PlayerChoiceDialog* inventory = openedDialog(dock, QStringLiteral("PlaytestInventory"));
    QVERIFY(inventory);
    auto* wield = inventory->findChild<QPushButton*>(QStringLiteral("PlaytestWield"));
    auto* takeOff = inventory->findChild<QPushButton*>(QStringLiteral("PlaytestTakeOff"));
    QVERIFY(wield && takeOff);
    QCOMPARE(wield->text(), QStringLiteral("Wield/Wear"));
    inventory->list()->setCurrentRow(0);    // a potion: neither
    QVERIFY(!wield->isEnabled() && !takeOff->isEnabled());
    inventory->list()->setCurrentRow(2);    // the sword in hand: only Take Off
    QVERIFY(!wield->isEnabled() && takeOff->isEnabled());
    inventory->list()->setCurrentRow(4);    // the helm: only Wield/Wear
    QVERIFY(wield->isEnabled() && !takeOff->isEnabled());
    wield->click();
    QCOMPARE(issued.count(), 1);
    auto command = issued.takeFirst().at(0).value<game::PlayerCommand>();
    QCOMPARE(int(command.kind), int(game::CommandKind::Wield));
    QCOMPARE(command.item, kHelm);
    QTRY_VERIFY(!inventory->isVisible());

    QTest::keyClick(dock.mapView(), 'i');
    inventory = openedDialog(dock, QStringLiteral("PlaytestInventory"));
    QVERIFY(inventory);
    inventory->list()->setCurrentRow(2);
    inventory->findChild<QPushButton*>(QStringLiteral("PlaytestTakeOff"))->click();
    QCOMPARE(issued.count(), 1);
    command = issued.takeFirst().at(0).value<game::PlayerCommand>();
    QCOMPARE(int(command.kind), int(game::CommandKind::TakeOff));
    QCOMPARE(command.item, kSword);

    QTest::keyClick(dock.mapView(), 'w');
    PlayerChoiceDialog* ask = openedDialog(dock);
    QVERIFY(ask);
    QCOMPARE(rowsOf(*ask), QStringList{"iron helm"});
    QCOMPARE(ask->findChild<QLabel*>()->text(), QStringLiteral("Wield or wear which item?"));
    ask->accept();
    QCOMPARE(issued.takeFirst().at(0).value<game::PlayerCommand>().item, kHelm);
    QTest::keyClick(dock.mapView(), 'T', Qt::ShiftModifier);
    ask = openedDialog(dock);
    QVERIFY(ask);
    QCOMPARE(rowsOf(*ask), QStringList{"short sword (wielded)"});
    ask->accept();
    command = issued.takeFirst().at(0).value<game::PlayerCommand>();
    QCOMPARE(int(command.kind), int(game::CommandKind::TakeOff));
    QCOMPARE(command.item, kSword);

    // `d` asks among what is carried and not worn (src/Inv.cpp: take it off first).
    QTest::keyClick(dock.mapView(), 'd');
    ask = openedDialog(dock);
    QVERIFY(ask);
    QCOMPARE(ask->findChild<QLabel*>()->text(), QStringLiteral("Drop which item?"));
    QVERIFY(!rowsOf(*ask).contains(QStringLiteral("short sword (wielded)")));
    QVERIFY(rowsOf(*ask).contains(QStringLiteral("iron helm")));
    ask->list()->setCurrentRow(int(rowsOf(*ask).indexOf(QStringLiteral("iron helm"))));
    ask->accept();
    command = issued.takeFirst().at(0).value<game::PlayerCommand>();
    QCOMPARE(int(command.kind), int(game::CommandKind::Drop));
    QCOMPARE(command.item, kHelm);
}

void TestPlaytestDock::readAsksWhichScroll()
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

void TestPlaytestDock::logShowsColouredMessages()
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

void TestPlaytestDock::logKeepsLastLines()
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

void TestPlaytestDock::themeSwitchRecoloursLogAndTurnQueue()
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

void TestPlaytestDock::dockWithoutSessionIsDisabled()
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
    // Sex: the race decides unless one is chosen (`incplay run --sex`).
    QVERIFY(!dock.sexBox()->isEnabled());
    QCOMPARE(dock.sexBox()->currentText(), QStringLiteral("Race decides"));
    QVERIFY(dock.options().sex == game::CharacterSex::Unchosen);
    QCOMPARE(dock.sexBox()->count(), 3);
    options.sex = game::CharacterSex::Female;
    dock.setOptions(options);
    QCOMPARE(dock.sexBox()->currentText(), QStringLiteral("Female"));
    QVERIFY(dock.options().sex == game::CharacterSex::Female);
    dock.sexBox()->setCurrentIndex(dock.sexBox()->findText(QStringLiteral("Male")));
    QVERIFY(dock.options().sex == game::CharacterSex::Male);
    options.sex = game::CharacterSex::Unchosen;
    dock.setOptions(options);
    QVERIFY(dock.options().sex == game::CharacterSex::Unchosen);

    // The overview action and the map agree.
    actions.overview->trigger();
    QVERIFY(dock.mapView()->isOverview());
    dock.mapView()->zoomIn();
    QVERIFY(!actions.overview->isChecked());
}

// A session that never starts a game (no debugger): its signals, emitted
// here as the game thread would, reach the docks.
void TestPlaytestDock::docksFollowSession()
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
    QVERIFY(dock.sexBox()->isEnabled());
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

void TestPlaytestDock::problemBannerOffersDebugger()
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

// The choices (seed to god) flow under the tool bar's actions: at the docked
// panel's default width and a narrow one each is shown whole inside the panel,
// above the map, none clipped or behind the tool bar's » (which lists actions only).
void TestPlaytestDock::everyChoiceInSightDockedAndNarrow()
{
    QMainWindow window;
    auto* dock = new PlaytestDock(&window);
    window.setCentralWidget(new QWidget(&window));
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QList<QWidget*> choices{dock->seedBox(), dock->depthBox(), dock->botBox(), dock->botSpeedBox(),
                                  dock->raceBox(), dock->classBox(), dock->sexBox(), dock->godBox()};
    for (int width : {520, 360, 260}) {
        window.resizeDocks({dock}, {width}, Qt::Horizontal);
        dock->setFixedWidth(width);     // as the user drags the splitter
        QTRY_COMPARE(dock->width(), width);
        QApplication::processEvents();
        const int mapTop = dock->mapView()->mapTo(dock, QPoint(0, 0)).y();
        for (QWidget* choice : choices) {
            QVERIFY2(choice->isVisible(), qPrintable(choice->objectName()));
            const QRect place(choice->mapTo(dock, QPoint(0, 0)), choice->size());
            QVERIFY2(dock->rect().contains(place),
                     qPrintable(QStringLiteral("%1 at %2 px: %3,%4 %5x%6").arg(choice->objectName()).arg(width)
                                    .arg(place.x()).arg(place.y()).arg(place.width()).arg(place.height())));
            QVERIFY2(place.bottom() < mapTop, qPrintable(choice->objectName()));
            // Its label names it beside it.
            bool labelled = false;
            for (QLabel* label : choice->parentWidget()->findChildren<QLabel*>())
                labelled = labelled || label->buddy() == choice;
            QVERIFY2(labelled, qPrintable(choice->objectName()));
        }
    }
    // Narrow, the choices take more rows: the panel grows the row, it does not drop a box.
    QVERIFY(dock->choicesPanel()->height() > dock->raceBox()->height() * 2);
}

// Folded away, the choices give the map their rows; the fold is remembered.
// The panel keeps its height, as a docked panel does once the user has laid
// the window out (a QMainWindow left to itself may shrink the dock to its
// new size hint instead, sooner or later: a race the test must not depend on).
void TestPlaytestDock::choicesFoldAwayForTheMap()
{
    QWidget window;
    auto* dock = new PlaytestDock(&window);
    auto* layout = new QVBoxLayout(&window);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(dock);
    window.setFixedSize(1200, 400);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* fold = dock->actions().choices;
    QVERIFY(fold->isChecked());
    QVERIFY(dock->choicesPanel()->isVisible());
    const int mapHeight = dock->mapView()->height();
    fold->trigger();
    QVERIFY(!dock->choicesPanel()->isVisible());
    QTRY_VERIFY(dock->mapView()->height() > mapHeight);

    PlaytestDock again;
    QVERIFY(!again.actions().choices->isChecked());
    QVERIFY(again.choicesPanel()->isHidden());
    again.actions().choices->trigger();
    QVERIFY(!again.choicesPanel()->isHidden());
    QVERIFY(QSettings().value(QStringLiteral("playtest/choicesShown")).toBool());
}

// Too long for one line, the status line takes a second, breaking between
// its parts (never inside one) before any part gives way to an ellipsis.
void TestPlaytestDock::statusLineWrapsBetweenItsParts()
{
    PlaytestDock dock;
    dock.showView(smallView());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QTextDocument oneLine;
    oneLine.setDefaultFont(dock.statusLine()->font());
    oneLine.setHtml(dock.statusLine()->text());
    const int lineWidth = int(oneLine.idealWidth());
    // Room for about two thirds of it.
    dock.resize(lineWidth * 2 / 3 + 40, 400);
    QTRY_VERIFY(dock.statusLine()->width() < lineWidth);
    QTRY_VERIFY(dock.statusLine()->height() >= 2 * dock.statusLine()->fontMetrics().lineSpacing());
    const QString text = dock.statusLine()->text();
    QVERIFY2(!text.contains(QStringLiteral("\u2026")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Turn 42")));
    QVERIFY(text.contains(QStringLiteral("Goblin Warrens")));
    QCOMPARE(text.count(QStringLiteral("<br>")), 1);
    QVERIFY(dock.statusLine()->toolTip().isEmpty());
}

// God: "Module decides" (no name) unless one of the gods the game's modules
// have is chosen; the choice is what start() gets, as `incplay run --god`.
void TestPlaytestDock::godChoiceOffersTheModulesGods()
{
    PlaytestDock dock;
    QCOMPARE(dock.godBox()->currentText(), QStringLiteral("Module decides"));
    QVERIFY(!dock.godBox()->isEnabled());
    QVERIFY(dock.options().god.empty());
    auto session = std::make_unique<PlaytestSession>(nullptr);
    dock.setSession(session.get());
    QVERIFY(dock.godBox()->isEnabled());
    emit session->godsOffered({QStringLiteral("Dawn"), QStringLiteral("Dusk")});
    QCOMPARE(dock.godBox()->count(), 3);
    QCOMPARE(dock.godBox()->itemText(2), QStringLiteral("Dusk"));
    dock.godBox()->setCurrentIndex(2);
    QCOMPARE(dock.options().god, std::string("Dusk"));
    // A module without Dusk: the list is the new module's; the choice stays (the game says it is unknown).
    emit session->godsOffered({QStringLiteral("Dawn")});
    QCOMPARE(dock.options().god, std::string("Dusk"));
    PlaytestOptions options = dock.options();
    options.god.clear();
    dock.setOptions(options);
    QCOMPARE(dock.godBox()->currentText(), QStringLiteral("Module decides"));
    QVERIFY(dock.options().god.empty());
    options.god = "Dawn";
    dock.setOptions(options);
    QCOMPARE(dock.godBox()->currentText(), QStringLiteral("Dawn"));
    // Another class leaves the god to the module again (a Warrior chooses none
    // at creation; a god kept from the Priest refused the start).
    emit session->charactersOffered({}, {QStringLiteral("Priest"), QStringLiteral("Warrior")});
    auto* klass = dock.findChild<QComboBox*>(QStringLiteral("playtestClass"));
    QVERIFY(klass);
    klass->setCurrentIndex(klass->findText(QStringLiteral("Warrior")));
    QVERIFY(dock.options().god.empty());
}

// `C`: the sheet's second line is the runtime's race, classes and sex, the third its god.
void TestPlaytestDock::sheetSaysWhoTheCharacterIs()
{
    PlaytestDock dock;
    auto view = carryingView();
    view->sheet.race = "Hill folk";
    view->sheet.classes = {"Acolyte 2", "Warrior 1"};
    view->sheet.god = "Dawn";
    view->sheet.domains = {"Sun", "Healing"};
    view->sheet.female = true;
    dock.showView(view);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.showCharacterSheet();
    PlayerChoiceDialog* sheet = openedDialog(dock, QStringLiteral("PlaytestCharacterSheet"));
    QVERIFY(sheet);
    QStringList lines = rowsOf(*sheet);
    QVERIFY2(lines.size() > 3, qPrintable(lines.join('|')));
    QCOMPARE(lines[1], QStringLiteral("Female Hill folk, Acolyte 2, Warrior 1"));
    QCOMPARE(lines[2], QStringLiteral("God: Dawn"));
    QCOMPARE(lines[3], QStringLiteral("Domains: Sun, Healing"));
    QPointer<PlayerChoiceDialog> first = sheet;
    sheet->reject();
    QTRY_VERIFY(!first);

    auto plain = carryingView();
    plain->sheet.race = "Hill folk";
    dock.showView(plain);
    dock.showCharacterSheet();
    sheet = openedDialog(dock, QStringLiteral("PlaytestCharacterSheet"));
    QVERIFY(sheet);
    lines = rowsOf(*sheet);
    QCOMPARE(lines[1], QStringLiteral("Male Hill folk"));
    QCOMPARE(lines[2], QStringLiteral("No god"));
}

// A floating panel is its own window: after the inventory closes, the keys go
// to its map again (C opens the sheet at once), not to the main window.
void TestPlaytestDock::closingTheInventoryGivesKeysBackToAFloatingMap()
{
    QMainWindow window;
    auto* dock = new PlaytestDock(&window);
    window.setCentralWidget(new QPlainTextEdit(&window));
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    dock->showView(carryingView());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    dock->setFloating(true);
    dock->show();
    dock->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dock));
    dock->mapView()->setFocus();
    QTest::keyClick(dock->mapView(), 'i');
    PlayerChoiceDialog* inventory = openedDialog(*dock, QStringLiteral("PlaytestInventory"));
    QVERIFY(inventory);
    QVERIFY(QTest::qWaitForWindowActive(inventory));
    inventory->reject();
    // The main window takes the activation back as the dialog goes; the panel claims it.
    QTRY_VERIFY(dock->isActiveWindow());
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(dock->mapView()));
    QTest::keyClick(QApplication::focusWidget(), 'C', Qt::ShiftModifier);
    QVERIFY(openedDialog(*dock, QStringLiteral("PlaytestCharacterSheet")));
}

INCURSION_TEST_MAIN(TestPlaytestDock)
#include "tst_playtest_dock.moc"
} // namespace tst_playtest_dock
