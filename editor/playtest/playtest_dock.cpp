#include "playtest/playtest_dock.h"

#include "game/rules.h"

#include "shared/flow_layout.h"
#include "shared/game_colours.h"
#include "playtest/map_view.h"
#include "playtest/player_choice_dialog.h"
#include "shared/icons.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSettings>
#include <QSplitter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace incursion::studio {

namespace {

constexpr int kLogLines = 500;
const QString kChoicesShownKey = QStringLiteral("playtest/choicesShown");

} // namespace

PlaytestDock::PlaytestDock(QWidget* parent)
    : QDockWidget(tr("Playtest"), parent)
    , seed_(new QSpinBox(this))
    , depth_(new QSpinBox(this))
    , bot_(new QComboBox(this))
    , botSpeed_(new QSpinBox(this))
    , race_(new QComboBox(this))
    , class_(new QComboBox(this))
    , sex_(new QComboBox(this))
    , god_(new QComboBox(this))
    , zoomLabel_(new QLabel(this))
    , map_(new PlaytestMapView(this))
    , status_(new QLabel(this))
    , log_(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("PlaytestDock"));

    toolBar_ = createToolBar();
    QWidget* banner = createProblemBanner();

    status_->setObjectName(QStringLiteral("PlaytestStatus"));
    status_->setTextFormat(Qt::RichText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setContentsMargins(6, 3, 6, 3);
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    status_->installEventFilter(this);

    log_->setObjectName(QStringLiteral("PlaytestLog"));
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(kLogLines);
    log_->setUndoRedoEnabled(false);
    log_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    log_->setPlaceholderText(tr("Messages of the game appear here."));
    log_->setFocusPolicy(Qt::ClickFocus);

    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->setSpacing(0);
    lowerLayout->addWidget(status_);
    lowerLayout->addWidget(log_, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(map_);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar_);
    layout->addWidget(choices_);
    // Folded away, the choices give the map their rows (three in a docked panel).
    actions_.choices = toolBar_->addAction(tr("Choices"));
    actions_.choices->setObjectName(QStringLiteral("Playtest.Choices"));
    actions_.choices->setCheckable(true);
    actions_.choices->setToolTip(tr("Show or hide the game's choices: seed, depth, bot, speed, race, class, sex and god"));
    actions_.choices->setChecked(QSettings().value(kChoicesShownKey, true).toBool());
    choices_->setVisible(actions_.choices->isChecked());
    connect(actions_.choices, &QAction::toggled, this, [this](bool shown) {
        choices_->setVisible(shown);
        QSettings().setValue(kChoicesShownKey, shown);
        choicesFoldedForGame_ = false;     // the user's choice stands after the game too
    });
    layout->addWidget(banner);
    layout->addWidget(splitter, 1);
    setWidget(content);
    setFocusProxy(map_);

    connect(map_, &PlaytestMapView::zoomChanged, this, &PlaytestDock::updateZoomActions);
    connect(map_, &PlaytestMapView::commandRequested, this, &PlaytestDock::play);
    connect(map_, &PlaytestMapView::targetingChanged, this, &PlaytestDock::updateStatus);
    connect(map_, &PlaytestMapView::inventoryRequested, this, &PlaytestDock::showInventory);
    connect(map_, &PlaytestMapView::characterSheetRequested, this, &PlaytestDock::showCharacterSheet);
    connect(map_, &PlaytestMapView::travelRequested, this, [this](int x, int y) {
        if (session_ && session_->isRunning() && !session_->isPaused())
            session_->travelTo(x, y);
    });
    connect(map_, &PlaytestMapView::travelCancelRequested, this, [this] {
        if (session_)
            session_->cancelTravel();
    });
    connect(map_, &PlaytestMapView::thingClicked, this, [this](world::Handle handle) {
        if (session_)
            session_->inspect(handle);
    });

    styleProblemBanner();
    updateStatus();
    updateZoomActions();
    updateActions();
}

QToolBar* PlaytestDock::createToolBar()
{
    auto* bar = new QToolBar(tr("Playtest"), this);
    bar->setObjectName(QStringLiteral("PlaytestToolBar"));
    bar->setIconSize(QSize(16, 16));
    bar->setMovable(false);
    bar->setFloatable(false);

    actions_.start = bar->addAction(studioIcon("playtest-start"), tr("Start"), this, [this] {
        if (session_)
            session_->start(options());
        updateActions();
        map_->setFocus();
    });
    actions_.start->setObjectName(QStringLiteral("Playtest.Start"));
    actions_.start->setToolTip(tr("Start a new game with these options"));
    actions_.pause = bar->addAction(studioIcon("debug-pause"), tr("Pause"));
    actions_.pause->setObjectName(QStringLiteral("Playtest.Pause"));
    actions_.pause->setObjectName(QStringLiteral("playtestPause"));
    actions_.pause->setCheckable(true);
    actions_.pause->setToolTip(tr("Hold the bot between its steps"));
    connect(actions_.pause, &QAction::toggled, this, [this](bool paused) {
        if (session_ && session_->isPaused() != paused)
            session_->setPaused(paused);
        updateStatus();
    });
    actions_.stop = bar->addAction(studioIcon("debug-stop"), tr("Stop"), this, [this] {
        if (session_)
            session_->stop();
        updateActions();
    });
    actions_.stop->setObjectName(QStringLiteral("Playtest.Stop"));
    actions_.stop->setObjectName(QStringLiteral("playtestStop"));
    actions_.stop->setToolTip(tr("End the game"));
    bar->addSeparator();

    // The game's choices flow below the tool bar's actions, wrapping onto more rows in a
    // narrow panel: every one stays in sight (a tool bar would hide them behind its », where
    // its overflow menu lists only actions).
    choices_ = new QWidget(this);
    choices_->setObjectName(QStringLiteral("PlaytestChoices"));
    auto* flow = new FlowLayout(choices_);
    flow->setContentsMargins(4, 2, 4, 4);
    auto addLabelled = [this, flow](const QString& label, QWidget* widget, const QString& toolTip) {
        // A label and its box stay together on one row.
        auto* pair = new QWidget(choices_);
        auto* row = new QHBoxLayout(pair);
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(2);
        auto* text = new QLabel(label, pair);
        text->setBuddy(widget);
        widget->setParent(pair);
        widget->setToolTip(toolTip);
        row->addWidget(text);
        row->addWidget(widget);
        flow->addWidget(pair);
    };
    seed_->setObjectName(QStringLiteral("playtestSeed"));
    seed_->setRange(0, std::numeric_limits<int>::max());
    seed_->setValue(PlaytestDefaults().seed);
    seed_->setAccelerated(true);
    addLabelled(tr("&Seed:"), seed_, tr("The random seed: the same seed and commands play the same game"));
    depth_->setObjectName(QStringLiteral("playtestDepth"));
    depth_->setRange(1, 99);
    addLabelled(tr("&Depth:"), depth_, tr("The dungeon level the player starts on"));
    bot_->setObjectName(QStringLiteral("playtestBot"));
    bot_->addItem(tr("None"), -1);
    bot_->addItem(tr("Explore"), int(game::BotMode::Explore));
    bot_->addItem(tr("Fight"), int(game::BotMode::Fight));
    addLabelled(tr("&Bot:"), bot_, tr("Let a bot play: it explores the levels, or stays and fights"));
    botSpeed_->setObjectName(QStringLiteral("playtestBotSpeed"));
    botSpeed_->setRange(0, PlaytestDefaults::kMaximumBotSpeed);
    botSpeed_->setValue(PlaytestDefaults().botStepsPerSecond);
    botSpeed_->setSuffix(tr(" steps/s"));
    botSpeed_->setSpecialValueText(tr("Fastest"));
    addLabelled(tr("Spee&d:"), botSpeed_, tr("The bot's steps per second; 0 plays as fast as it can"));
    race_->setObjectName(QStringLiteral("playtestRace"));
    class_->setObjectName(QStringLiteral("playtestClass"));
    for (QComboBox* choice : {race_, class_}) {
        choice->addItem(tr("First offered"), QString());
        choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    }
    addLabelled(tr("&Race:"), race_, tr("The player's race at the next start; the list fills when a game has started"));
    addLabelled(tr("C&lass:"), class_, tr("The player's class at the next start; the list fills when a game has started"));
    sex_->setObjectName(QStringLiteral("playtestSex"));
    sex_->addItem(tr("Race decides"), int(game::CharacterSex::Unchosen));
    sex_->addItem(tr("Male"), int(game::CharacterSex::Male));
    sex_->addItem(tr("Female"), int(game::CharacterSex::Female));
    sex_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    addLabelled(tr("Se&x:"), sex_,
                tr("The player's sex at the next start, chosen before the race; \"Race decides\": male, or female "
                   "when the race accepts only that"));
    god_->setObjectName(QStringLiteral("playtestGod"));
    god_->addItem(tr("Module decides"), QString());
    god_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    addLabelled(tr("&God:"), god_,
                tr("The god a character of a religious class worships at the next start; \"Module decides\": the "
                   "module's character creation chooses or asks. The list fills when a game has started"));
    // A god is chosen for a class (a Priest's, not a Warrior's, who chooses
    // none at creation): another class leaves the choice to the module again.
    connect(class_, &QComboBox::currentIndexChanged, god_, [this] { god_->setCurrentIndex(0); });
    connect(bot_, &QComboBox::currentIndexChanged, this, [this] {
        applyBot();
        updateActions();
    });
    connect(botSpeed_, &QSpinBox::valueChanged, this, &PlaytestDock::applyBot);

    actions_.saveSnapshot = bar->addAction(studioIcon("playtest-snapshot-save"), tr("Save Snapshot"), this, [this] {
        if (session_)
            session_->saveSnapshot();
        updateActions();
    });
    actions_.saveSnapshot->setObjectName(QStringLiteral("Playtest.SaveSnapshot"));
    actions_.saveSnapshot->setObjectName(QStringLiteral("playtestSaveSnapshot"));
    actions_.saveSnapshot->setToolTip(tr("Keep the game as it is now, to come back to it"));
    actions_.loadSnapshot = bar->addAction(studioIcon("playtest-snapshot-load"), tr("Load Snapshot"), this, [this] {
        if (session_)
            session_->loadSnapshot();
    });
    actions_.loadSnapshot->setObjectName(QStringLiteral("Playtest.LoadSnapshot"));
    actions_.loadSnapshot->setObjectName(QStringLiteral("playtestLoadSnapshot"));
    actions_.loadSnapshot->setToolTip(tr("Go back to the saved snapshot"));

    bar->addSeparator();
    // On a world: ride from the cell's stables, harbor or airport (T, or the tool bar's menu).
    travelMenu_ = new QMenu(this);
    actions_.travel = bar->addAction(studioIcon("world-travel"), tr("Travel"));
    actions_.travel->setObjectName(QStringLiteral("Playtest.Travel"));
    actions_.travel->setShortcut(QKeySequence(Qt::Key_T));
    actions_.travel->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    actions_.travel->setToolTip(tr("Ride from this world cell's stables, harbor or airport (T; elsewhere T throws)"));
    actions_.travel->setMenu(travelMenu_);
    addAction(actions_.travel);
    connect(actions_.travel, &QAction::triggered, this, [this] {
        if (!travelMenu_->isEmpty())
            travelMenu_->popup(map_->mapToGlobal(map_->rect().center()));
    });
    if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(actions_.travel)))
        button->setPopupMode(QToolButton::InstantPopup);

    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    actions_.zoomOut = bar->addAction(studioIcon("playtest-zoom-out"), tr("Zoom Out"), map_, &PlaytestMapView::zoomOut);
    actions_.zoomOut->setObjectName(QStringLiteral("Playtest.ZoomOut"));
    actions_.zoomOut->setToolTip(tr("Zoom out (Ctrl+-, Ctrl+wheel)"));
    zoomLabel_->setObjectName(QStringLiteral("playtestZoom"));
    zoomLabel_->setAlignment(Qt::AlignCenter);
    zoomLabel_->setMinimumWidth(zoomLabel_->fontMetrics().horizontalAdvance(QStringLiteral("0000%")));
    zoomLabel_->setToolTip(tr("Zoom; Ctrl+0 resets it"));
    bar->addWidget(zoomLabel_);
    actions_.zoomIn = bar->addAction(studioIcon("playtest-zoom-in"), tr("Zoom In"), map_, &PlaytestMapView::zoomIn);
    actions_.zoomIn->setObjectName(QStringLiteral("Playtest.ZoomIn"));
    actions_.zoomIn->setToolTip(tr("Zoom in (Ctrl+=, Ctrl+wheel)"));
    actions_.overview = bar->addAction(studioIcon("playtest-overview"), tr("Overview"));
    actions_.overview->setObjectName(QStringLiteral("Playtest.Overview"));
    actions_.overview->setCheckable(true);
    actions_.overview->setToolTip(tr("Fit the whole level into the map"));
    connect(actions_.overview, &QAction::toggled, map_, &PlaytestMapView::setOverview);
    return bar;
}

QWidget* PlaytestDock::createProblemBanner()
{
    problemBanner_ = new QFrame(this);
    problemBanner_->setObjectName(QStringLiteral("PlaytestProblem"));
    auto* layout = new QHBoxLayout(problemBanner_);
    layout->setContentsMargins(8, 4, 4, 4);
    auto* sign = new QLabel(problemBanner_);
    sign->setPixmap(studioIcon("language-warning").pixmap(16, 16));
    problemText_ = new QLabel(problemBanner_);
    problemText_->setObjectName(QStringLiteral("PlaytestProblemText"));
    problemText_->setWordWrap(true);
    problemText_->setTextFormat(Qt::PlainText);
    problemText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* openDebugger = new QPushButton(tr("Open Debugger"), problemBanner_);
    openDebugger->setObjectName(QStringLiteral("PlaytestOpenDebugger"));
    connect(openDebugger, &QPushButton::clicked, this, &PlaytestDock::debuggerRequested);
    auto* dismiss = new QToolButton(problemBanner_);
    dismiss->setIcon(studioIcon("close"));
    dismiss->setAutoRaise(true);
    dismiss->setToolTip(tr("Dismiss"));
    connect(dismiss, &QToolButton::clicked, this, &PlaytestDock::clearProblem);
    layout->addWidget(sign, 0, Qt::AlignTop);
    layout->addWidget(problemText_, 1);
    layout->addWidget(openDebugger, 0, Qt::AlignTop);
    layout->addWidget(dismiss, 0, Qt::AlignTop);
    problemBanner_->hide();
    return problemBanner_;
}

void PlaytestDock::styleProblemBanner()
{
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5f;
    const QString sheet = dark ? QStringLiteral("QFrame#PlaytestProblem { background: #4a3b12; border: 1px solid #a07a1c; }"
                                                "QFrame#PlaytestProblem QLabel { color: #f5e6c0; }")
                               : QStringLiteral("QFrame#PlaytestProblem { background: #fff4d6; border: 1px solid #e0a800; }"
                                                "QFrame#PlaytestProblem QLabel { color: #4a3800; }");
    if (problemBanner_->styleSheet() != sheet)
        problemBanner_->setStyleSheet(sheet);
}

void PlaytestDock::setSession(PlaytestSession* session)
{
    for (const QMetaObject::Connection& connection : std::as_const(sessionConnections_))
        disconnect(connection);
    sessionConnections_.clear();
    session_ = session;
    map_->setTravelling(session && session->isTravelling());
    if (session) {
        sessionConnections_ = {
            connect(session, &PlaytestSession::started, this, [this] {
                // The previous game's map and status are not this one's (nor shown if it does not start).
                showView(nullptr);
                clearLog();
                clearProblem();
                updateActions();
            }),
            connect(session, &PlaytestSession::viewUpdated, this, &PlaytestDock::showView),
            connect(session, &PlaytestSession::charactersOffered, this,
                    [this](const QStringList& races, const QStringList& classes) {
                        offerChoices(race_, races);
                        offerChoices(class_, classes);
                    }),
            connect(session, &PlaytestSession::godsOffered, this,
                    [this](const QStringList& gods) { offerChoices(god_, gods); }),
            connect(session, &PlaytestSession::finished, this, [this](const QString& summary) {
                if (!summary.isEmpty())
                    appendNote(summary);
                updateActions();
            }),
            connect(session, &PlaytestSession::problem, this, [this](const QString& text) {
                showProblem(text);
                updateActions();    // the bot may have been paused
            }),
            connect(session, &PlaytestSession::note, this, [this](const QString& text) {
                appendNote(text);
                updateActions();    // a snapshot may have been saved
            }),
            connect(session, &PlaytestSession::replayFinished, this, [this](bool diverged, const QString& text) {
                if (diverged)
                    showProblem(text);
                else if (!text.isEmpty())
                    appendNote(text);
            }),
            connect(session, &QObject::destroyed, this, &PlaytestDock::updateActions),
            connect(session, &PlaytestSession::promptRequested, this, &PlaytestDock::askPlayer),
            connect(session, &PlaytestSession::travellingChanged, map_, &PlaytestMapView::setTravelling),
        };
        if (session->lastView())
            showView(session->lastView());
    }
    updateActions();
}

PlaytestOptions PlaytestDock::options() const
{
    PlaytestOptions options;
    options.seed = uint64_t(seed_->value());
    options.depth = depth_->value();
    if (const int mode = bot_->currentData().toInt(); mode >= 0)
        options.bot = game::BotMode(mode);
    options.botStepsPerSecond = botSpeed_->value();
    options.race = race_->currentData().toString().toStdString();
    options.characterClass = class_->currentData().toString().toStdString();
    options.sex = game::CharacterSex(sex_->currentData().toInt());
    options.god = god_->currentData().toString().toStdString();
    return options;
}

void PlaytestDock::setOptions(const PlaytestOptions& options)
{
    seed_->setValue(int(std::min<uint64_t>(options.seed, uint64_t(seed_->maximum()))));
    depth_->setValue(options.depth);
    const int index = bot_->findData(options.bot ? int(*options.bot) : -1);
    bot_->setCurrentIndex(index >= 0 ? index : 0);
    botSpeed_->setValue(options.botStepsPerSecond);
    chooseName(race_, QString::fromStdString(options.race));
    chooseName(class_, QString::fromStdString(options.characterClass));
    sex_->setCurrentIndex(std::max(0, sex_->findData(int(options.sex))));
    chooseName(god_, QString::fromStdString(options.god));
}

// The names `box` offers after its first item ("First offered", "Module decides"); the choice stays
// when the new list still has it.
void PlaytestDock::offerChoices(QComboBox* box, const QStringList& names)
{
    const QString chosen = box->currentData().toString();
    const QSignalBlocker quiet(box);
    while (box->count() > 1)
        box->removeItem(1);
    for (const QString& name : names)
        box->addItem(name, name);
    chooseName(box, chosen);
}

// Selects `name` (adding it when the list does not have it yet); "" is "First offered".
void PlaytestDock::chooseName(QComboBox* box, const QString& name)
{
    int index = box->findData(name);
    if (index < 0) {
        box->addItem(name, name);
        index = box->count() - 1;
    }
    box->setCurrentIndex(index);
}

void PlaytestDock::setDefaults(const PlaytestDefaults& defaults)
{
    seed_->setValue(defaults.seed);
    botSpeed_->setValue(defaults.botStepsPerSecond);
    map_->setTileSize(defaults.tileSize);
}

void PlaytestDock::applyBot()
{
    if (!session_ || !session_->isRunning())
        return;
    const PlaytestOptions chosen = options();
    session_->setBot(chosen.bot, chosen.botStepsPerSecond);
}

void PlaytestDock::updateActions()
{
    const bool hasSession = session_ != nullptr;
    const bool running = hasSession && session_->isRunning();
    actions_.start->setEnabled(hasSession);
    actions_.start->setText(running ? tr("Restart") : tr("Start"));
    actions_.start->setIcon(studioIcon(running ? "playtest-restart" : "playtest-start"));
    actions_.stop->setEnabled(running);
    actions_.pause->setEnabled(running);
    {
        const QSignalBlocker quiet(actions_.pause);
        const bool paused = hasSession && session_->isPaused();
        if (actions_.pause->isChecked() != paused) {
            actions_.pause->setChecked(paused);
            updateStatus();     // the status line says the game is paused
        }
    }
    foldChoicesWhileRunning(running);
    actions_.saveSnapshot->setEnabled(running);
    actions_.loadSnapshot->setEnabled(running && session_->hasSnapshot());
    for (QWidget* option : {static_cast<QWidget*>(seed_), static_cast<QWidget*>(depth_), static_cast<QWidget*>(bot_),
                            static_cast<QWidget*>(race_), static_cast<QWidget*>(class_), static_cast<QWidget*>(sex_),
                            static_cast<QWidget*>(god_)})
        option->setEnabled(hasSession);
    botSpeed_->setEnabled(hasSession && bot_->currentData().toInt() >= 0);
    actions_.travel->setEnabled(running && !travelMenu_->isEmpty());
    map_->setTravelKeyTaken(actions_.travel->isEnabled());
}

void PlaytestDock::foldChoicesWhileRunning(bool running)
{
    // A game needs the map more than the choices (they apply to the next
    // start): folded when it starts, shown again when it ends, unless the
    // user folded them or unfolded them meanwhile (the toggle clears the flag).
    if (running == gameRunning_)
        return;
    gameRunning_ = running;
    const QSignalBlocker quiet(actions_.choices);     // not the user's setting
    if (running && actions_.choices->isChecked()) {
        actions_.choices->setChecked(false);
        choices_->setVisible(false);
        choicesFoldedForGame_ = true;
    } else if (!running && choicesFoldedForGame_) {
        actions_.choices->setChecked(true);
        choices_->setVisible(true);
        choicesFoldedForGame_ = false;
    }
}

void PlaytestDock::updateZoomActions()
{
    actions_.zoomIn->setEnabled(map_->canZoomIn());
    actions_.zoomOut->setEnabled(map_->canZoomOut());
    {
        const QSignalBlocker quiet(actions_.overview);
        actions_.overview->setChecked(map_->isOverview());
    }
    zoomLabel_->setText(map_->isOverview() ? tr("Fit") : tr("%1%").arg(map_->zoomPercent()));
}

// --- what the game shows -----------------------------------------------------

void PlaytestDock::showView(const PlayerViewPtr& view)
{
    const bool travelChanged = !view || !view_ || view->status.travel != view_->status.travel;
    view_ = view;
    map_->setView(view);
    if (travelChanged)
        fillTravelMenu();
    updateStatus();
    if (view)
        appendMessages(view->messages);
    updateActions();
}

namespace {

// "3 potions of healing (wielded)".
QString itemEntry(const game::ViewItem& item)
{
    QString text = QString::fromStdString(item.name);
    if (item.wielded)
        text += PlaytestDock::tr(" (wielded)");
    else if (item.worn)
        text += PlaytestDock::tr(" (worn)");
    return text;
}

} // namespace

void PlaytestDock::play(const game::PlayerCommand& command)
{
    // A paused game takes no command: the status line says so, and no item or spell prompt opens
    // for a choice that would be dropped.
    if (session_ && session_->isRunning() && session_->isPaused()) {
        updateStatus();
        return;
    }
    auto issue = [this](const game::PlayerCommand& chosen) {
        emit commandIssued(chosen);
        if (session_ && session_->isRunning())
            session_->send(chosen);
    };
    const bool asksWear = (command.kind == game::CommandKind::Wield || command.kind == game::CommandKind::TakeOff) &&
                          command.item == world::kNoObject;
    const bool asksDrop = command.kind == game::CommandKind::Drop && command.item == world::kNoObject;
    const bool asksItem = asksWear || asksDrop
                          || (command.kind == game::CommandKind::Use && command.item == world::kNoObject
                              && command.itemType);
    const bool asksSpell = command.kind == game::CommandKind::Cast;
    if (!view_ || (!asksItem && !asksSpell)) {
        issue(command);
        return;
    }
    QStringList entries;
    std::vector<game::PlayerCommand> commands;
    if (asksItem) {
        for (const game::ViewItem& item : view_->inventory) {
            const bool on = item.wielded || item.worn;
            if (command.kind == game::CommandKind::Wield     ? !item.wearable || on
                : command.kind == game::CommandKind::TakeOff ? !on
                : command.kind == game::CommandKind::Drop    ? on     // take it off first, as the original
                                                             : item.itemType != command.itemType)
                continue;
            entries.append(itemEntry(item));
            game::PlayerCommand use = command;
            use.item = item.handle;
            commands.push_back(use);
        }
    } else {
        for (size_t i = 0; i < view_->sheet.spells.size(); ++i) {
            entries.append(QString::fromStdString(view_->sheet.spells[i]));
            game::PlayerCommand cast = command;
            cast.spell = int32_t(i);
            commands.push_back(cast);
        }
    }
    if (commands.empty()) {
        issue(command);     // the game says there is nothing of the kind
        return;
    }
    QString question;
    switch (command.itemType) {
    case game::rules::T_POTION: question = tr("Drink which potion?"); break;
    case game::rules::T_SCROLL: question = tr("Read which scroll?"); break;
    case game::rules::T_WAND: question = tr("Zap which wand?"); break;
    case game::rules::T_FOOD: question = tr("Eat what?"); break;
    default: question = asksSpell ? tr("Cast which spell?") : tr("Use which item?"); break;
    }
    if (asksWear)
        question = command.kind == game::CommandKind::Wield ? tr("Wield or wear which item?") : tr("Take off which item?");
    if (asksDrop)
        question = tr("Drop which item?");
    auto* dialog = new PlayerChoiceDialog(tr("Playtest"), question, entries, PlayerChoiceDialog::Mode::ChooseOne, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, commands, issue] {
        const QList<int> rows = dialog->chosenRows();
        if (!rows.isEmpty() && size_t(rows.front()) < commands.size())
            issue(commands[size_t(rows.front())]);
        focusMap();
    });
    connect(dialog, &QDialog::rejected, this, &PlaytestDock::focusMap);
    dialog->open();
}

void PlaytestDock::askPlayer(const PlayerQuestion& question)
{
    QPointer<PlaytestSession> session = session_;
    auto reply = [session](const PlayerAnswer& answer) {
        if (session)
            session->answer(answer);
    };
    using Kind = PlayerQuestion::Kind;
    QStringList entries;
    QString text = question.text;
    switch (question.kind) {
    case Kind::YesNo: entries = {tr("Yes"), tr("No")}; break;
    case Kind::Choice: entries = question.options; break;
    case Kind::Menu:
    case Kind::MultiSelect:
        for (int i = 0; i < question.options.size(); ++i)
            entries.append(i < question.descriptions.size() && !question.descriptions[i].isEmpty()
                               ? tr("%1 (%2)").arg(question.options[i], question.descriptions[i])
                               : question.options[i]);
        break;
    case Kind::Message: break;
    }
    const PlayerChoiceDialog::Mode mode = question.kind == Kind::Message       ? PlayerChoiceDialog::Mode::Browse
                                          : question.kind == Kind::MultiSelect ? PlayerChoiceDialog::Mode::ChooseMany
                                                                               : PlayerChoiceDialog::Mode::ChooseOne;
    auto* dialog = new PlayerChoiceDialog(tr("A Script Asks"), text, entries, mode, this);
    dialog->setObjectName(QStringLiteral("PlaytestQuestion"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setDeclinable(question.declinable || question.kind == Kind::Message);
    // The game waits for this answer: the dialog stays until it is given.
    connect(dialog, &QDialog::finished, this, [this, dialog, reply, kind = question.kind](int result) {
        if (kind == Kind::Message || result != QDialog::Accepted) {
            reply(PlayerAnswer());
        } else {
            const QList<int> rows = dialog->chosenRows();
            reply(std::vector<int>(rows.begin(), rows.end()));
        }
        focusMap();
    });
    dialog->open();
}

void PlaytestDock::showInventory()
{
    QStringList entries;
    if (view_)
        for (const game::ViewItem& item : view_->inventory)
            entries.append(itemEntry(item));
    auto* dialog = new PlayerChoiceDialog(tr("Inventory"), entries.isEmpty() ? tr("You carry nothing.") : QString(),
                                          entries, PlayerChoiceDialog::Mode::Browse, this);
    dialog->setObjectName(QStringLiteral("PlaytestInventory"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Wield/Wear and Take Off act on the selected item, as `w` and `T` do.
    const std::vector<game::ViewItem> items = view_ ? view_->inventory : std::vector<game::ViewItem>{};
    QPushButton* wield = dialog->addActionButton(tr("Wield/Wear"));
    wield->setObjectName(QStringLiteral("PlaytestWield"));
    QPushButton* takeOff = dialog->addActionButton(tr("Take Off"));
    takeOff->setObjectName(QStringLiteral("PlaytestTakeOff"));
    auto selected = [dialog, items]() -> const game::ViewItem* {
        const int row = dialog->list()->currentRow();
        return row >= 0 && size_t(row) < items.size() ? &items[size_t(row)] : nullptr;
    };
    auto updateButtons = [selected, wield, takeOff] {
        const game::ViewItem* item = selected();
        const bool on = item && (item->wielded || item->worn);
        wield->setEnabled(item && item->wearable && !on);
        takeOff->setEnabled(on);
    };
    updateButtons();
    connect(dialog->list(), &QListWidget::currentRowChanged, dialog, updateButtons);
    for (const auto& [button, buttonKind] :
         {std::pair{wield, game::CommandKind::Wield}, std::pair{takeOff, game::CommandKind::TakeOff}})
        // A copy: clang 14 cannot capture a structured binding.
        connect(button, &QPushButton::clicked, dialog, [this, dialog, selected, kind = buttonKind] {
            if (const game::ViewItem* item = selected()) {
                game::PlayerCommand command = game::PlayerCommand::of(kind);
                command.item = item->handle;
                dialog->close();
                play(command);
            }
        });
    connect(dialog, &QDialog::finished, this, &PlaytestDock::focusMap);
    dialog->open();
}

void PlaytestDock::showCharacterSheet()
{
    QStringList lines;
    if (view_) {
        const game::PlayerStatus& status = view_->status;
        const game::SheetView& sheet = view_->sheet;
        const QString names[6] = {tr("Strength"), tr("Dexterity"), tr("Constitution"),
                                  tr("Intelligence"), tr("Wisdom"), tr("Charisma")};
        lines.append(tr("%1, level %2, %3 experience")
                         .arg(QString::fromStdString(status.name)).arg(status.level).arg(status.experience));
        // "Female Dwarf, Priest 1": the runtime's names for who the character is.
        QString who = sheet.female ? tr("Female") : tr("Male");
        if (!sheet.race.empty())
            who = tr("%1 %2").arg(who, QString::fromStdString(sheet.race));
        QStringList classes;
        for (const std::string& klass : sheet.classes)
            classes.append(QString::fromStdString(klass));
        if (!classes.isEmpty())
            who = tr("%1, %2").arg(who, classes.join(QStringLiteral(", ")));
        lines.append(who);
        lines.append(sheet.god.empty() ? tr("No god") : tr("God: %1").arg(QString::fromStdString(sheet.god)));
        if (!sheet.domains.empty()) {
            QStringList domains;
            for (const std::string& domain : sheet.domains)
                domains.append(QString::fromStdString(domain));
            lines.append(tr("Domains: %1").arg(domains.join(QStringLiteral(", "))));
        }
        lines.append(tr("Hit points %1 / %2, mana %3 / %4")
                         .arg(status.hp).arg(status.maxHp).arg(status.mana).arg(status.maxMana));
        for (size_t a = 0; a < 6; ++a) {
            const int score = sheet.attributes[a];
            lines.append(tr("%1 %2 (%3)").arg(names[a]).arg(score)
                             .arg(QString::asprintf("%+d", game::abilityModifier(score))));
        }
        lines.append(tr("Defence %1, to-hit %2, armour %3").arg(sheet.defence)
                         .arg(QString::asprintf("%+d", sheet.hitBonus)).arg(sheet.armour));
        lines.append(tr("Speed %1%, movement %2%").arg(status.speed).arg(sheet.move));
        lines.append(tr("Saves: Fortitude %1, Reflex %2, Will %3")
                         .arg(QString::asprintf("%+d", sheet.saves[0]), QString::asprintf("%+d", sheet.saves[1]),
                              QString::asprintf("%+d", sheet.saves[2])));
        for (const game::SheetSkill& skill : sheet.skills)
            lines.append(tr("Skill: %1, ranks %2 (%3)")
                             .arg(QString::fromStdString(skill.name))
                             .arg(skill.ranks)
                             .arg(QString::asprintf("%+d", skill.level)));
        for (const std::string& spell : sheet.spells)
            lines.append(tr("Spell: %1").arg(QString::fromStdString(spell)));
        for (const std::string& feat : sheet.feats)
            lines.append(tr("Feat: %1").arg(QString::fromStdString(feat)));
        for (const game::CompanionView& companion : sheet.companions)
            lines.append(tr("Companion: %1, CR %2, %3 / %4 HP")
                             .arg(QString::fromStdString(companion.name))
                             .arg(companion.challenge)
                             .arg(companion.hp)
                             .arg(companion.maxHp));
    }
    auto* dialog = new PlayerChoiceDialog(tr("Character Sheet"), lines.isEmpty() ? tr("No game is running.") : QString(),
                                          lines, PlayerChoiceDialog::Mode::Browse, this);
    dialog->setObjectName(QStringLiteral("PlaytestCharacterSheet"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, &PlaytestDock::focusMap);
    dialog->open();
}

void PlaytestDock::focusMap()
{
    // A floating panel is a window of its own: closing a dialog hands the activation to the
    // main window, so the keys would go there (C, i ... doing nothing) until the map is clicked.
    auto focus = [map = QPointer<PlaytestMapView>(map_)] {
        if (!map || !map->isVisible())
            return;
        if (QWidget* window = map->window(); !window->isActiveWindow())
            window->activateWindow();
        map->setFocus(Qt::OtherFocusReason);
    };
    focus();
    // The window manager may hand the activation on only after the dialog's window is gone: again then.
    QTimer::singleShot(0, this, focus);
}

void PlaytestDock::fillTravelMenu()
{
    travelMenu_->clear();
    if (!view_)
        return;
    for (const game::TravelChoice& choice : view_->status.travel) {
        const QString cell = QStringLiteral("%1,%2").arg(choice.to[0]).arg(choice.to[1]);
        const QString hours = QString::number(choice.hours, 'f', 1);
        const QString text = choice.mode == worldmap::TravelMode::Horse ? tr("Horse to %1 (%2 hours)").arg(cell, hours)
                             : choice.mode == worldmap::TravelMode::Ship ? tr("Ship to %1 (%2 hours)").arg(cell, hours)
                                                                         : tr("Airship to %1 (%2 hours)").arg(cell, hours);
        travelMenu_->addAction(text, this, [this, choice] {
            if (session_ && session_->isRunning())
                session_->send(game::PlayerCommand::travel(uint8_t(choice.mode), {choice.to[0], choice.to[1]}));
            map_->setFocus();
        });
    }
}

void PlaytestDock::appendMessages(const std::vector<game::LogEntry>& entries)
{
    if (entries.empty())
        return;
    QScrollBar* scroll = log_->verticalScrollBar();
    // Follow new messages unless the user scrolled back to read older ones.
    const bool atEnd = scroll->value() >= scroll->maximum() - 2;
    // The panel's palette, not the log's: on a theme switch the panel hears
    // of it (and redraws the log) before its children take the new palette.
    const QColor paper = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    QTextCursor cursor(log_->document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    for (const game::LogEntry& entry : entries) {
        if (!log_->document()->isEmpty())
            cursor.insertBlock();
        for (const game::MessageRun& run : entry.runs) {
            QTextCharFormat format;
            format.setForeground(run.colour == game::MessageRun::kDefaultColour ? text
                                                                                : readableOn(gameColour(run.colour), paper));
            cursor.insertText(QString::fromStdString(run.text), format);
        }
        logEntries_.push_back(entry);
    }
    cursor.endEditBlock();
    while (logEntries_.size() > size_t(kLogLines))
        logEntries_.pop_front();
    if (atEnd)
        scroll->setValue(scroll->maximum());
}

void PlaytestDock::appendNote(const QString& text)
{
    game::LogEntry note;
    note.turn = view_ ? view_->status.turn : 0;
    note.runs.push_back(game::MessageRun{8, text.toStdString()});
    appendMessages({note});
}

void PlaytestDock::clearLog()
{
    logEntries_.clear();
    log_->clear();
}

void PlaytestDock::rebuildLog()
{
    std::vector<game::LogEntry> entries(logEntries_.begin(), logEntries_.end());
    clearLog();
    appendMessages(entries);
}

void PlaytestDock::showProblem(const QString& text)
{
    problemText_->setText(text);
    problemBanner_->show();
}

void PlaytestDock::clearProblem()
{
    problemBanner_->hide();
    problemText_->clear();
}

bool PlaytestDock::isProblemShown() const
{
    return !problemBanner_->isHidden();
}

void PlaytestDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        styleProblemBanner();
        updateStatus();
        rebuildLog();
    }
}

} // namespace incursion::studio
