#include "playtest/playtest_controller.h"

#include "debug/call_stack_dock.h"
#include "debug/debug_controller.h"
#include "debug/variables_dock.h"
#include "editing/document_tabs.h"
#include "playtest/entity_inspector_dock.h"
#include "playtest/map_view.h"
#include "playtest/playtest_dock.h"
#include "playtest/turn_queue_dock.h"
#include "project/current_project.h"
#include "game/world_travel_state.h"
#include "worldmap/world_png.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTimer>

namespace incursion::studio {

PlaytestController::PlaytestController(DocumentTabs* documents, CurrentProject* project, DebugController* debugger,
                                       QStatusBar* status, QWidget* host)
    : QObject(host)
    , documents_(documents)
    , project_(project)
    , debugger_(debugger)
    , status_(status)
    , session_(new PlaytestSession(debugger, this))
    , dock_(new PlaytestDock(host))
    , turnQueue_(new TurnQueueDock(host))
    , inspector_(new EntityInspectorDock(host))
{
    dock_->setSession(session_);
    turnQueue_->setSession(session_);
    inspector_->setSession(session_);

    debugger_->setStartAction(tr("Start &Playtest"), [this] {
        if (!worldDocument_.isEmpty())
            playWorld();
        else
            start();
    });
    connect(debugger_, &DebugController::stopRequested, session_, &PlaytestSession::stop);
    // Stopped in the debugger on a script error: the Playtest panel says so too.
    connect(debugger_, &DebugController::stopShown, this, [this](const StopSnapshotPtr& stop) {
        if (!session_->isRunning() || stop->reason != vm::StopReason::ScriptError)
            return;
        QString error = QString::fromStdString(stop->message);
        if (!stop->frames.empty() && !stop->frames[0].file.empty())
            error = QStringLiteral("%1:%2: %3")
                        .arg(QFileInfo(QString::fromStdString(stop->frames[0].file)).fileName())
                        .arg(stop->frames[0].line)
                        .arg(error);
        session_->scriptFailed(error);
    });

    reload_ = new QAction(tr("&Reload and Replay"), this);
    reload_->setObjectName(QStringLiteral("Debug.ReloadAndReplay"));
    reload_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    reload_->setToolTip(tr("Rebuild, restart the playtest from the new module and replay it to where it was "
                           "(Ctrl+Shift+F5)"));
    connect(reload_, &QAction::triggered, this, &PlaytestController::reloadAndReplay);
    report_ = new QAction(tr("Playtest &Report"), this);
    report_->setObjectName(QStringLiteral("Debug.PlaytestReport"));
    report_->setToolTip(tr("Open the playtest report of the game as it stands, or as it ended"));
    connect(report_, &QAction::triggered, session_, &PlaytestSession::requestReport);
    playWorld_ = new QAction(tr("Play &World"), this);
    playWorld_->setObjectName(QStringLiteral("Debug.PlayWorld"));
    playWorld_->setObjectName(QStringLiteral("playWorldAction"));
    playWorld_->setToolTip(tr("Start the playtest on the world's local tiles, from its first dungeon site "
                              "(F5 while a world is the current document)"));
    connect(playWorld_, &QAction::triggered, this, &PlaytestController::playWorld);

    connect(session_, &PlaytestSession::reportReady, this, &PlaytestController::showReport);
    connect(session_, &PlaytestSession::replayFinished, this,
            [this](bool, const QString& text) { status_->showMessage(text, 15000); });
    connect(session_, &PlaytestSession::started, this, &PlaytestController::updateActions);
    connect(session_, &PlaytestSession::finished, this, &PlaytestController::updateActions);
    connect(project_, &CurrentProject::opened, this, &PlaytestController::updateActions);
    connect(project_, &CurrentProject::closed, this, &PlaytestController::updateActions);
    connect(dock_, &PlaytestDock::debuggerRequested, this, [this] {
        // The debugger's panels are where a stop shows.
        for (QDockWidget* panel : {static_cast<QDockWidget*>(debugger_->callStackDock()),
                                   static_cast<QDockWidget*>(debugger_->variablesDock())}) {
            panel->show();
            panel->raise();
        }
    });
    connect(inspector_, &EntityInspectorDock::sourceRequested, this, [this](const QString& file, int line) {
        QString path = file;
        if (QFileInfo(path).isRelative() && project_->project())
            path = QFileInfo(project_->project()->mainFile()).dir().filePath(file);
        documents_->showFile(path, line);
    });
    updateActions();
}

void PlaytestController::start()
{
    startWith(dock_->options());
}

void PlaytestController::playFromVault(const QString& region, const QString& dungeon, quint64 seed, int depth)
{
    PlaytestOptions options = dock_->options();
    options.seed = seed;
    options.depth = depth;
    options.startVault = region.toStdString();
    options.dungeon = dungeon.toStdString();
    dock_->setOptions(options);
    startWith(options);
}

void PlaytestController::startOnWorld(const QString& worldPath, const QPoint& cell)
{
    PlaytestOptions options = dock_->options();
    game::WorldStart world;
    world.worldPath = worldPath.toStdString();
    world.cell = {cell.x(), cell.y()};
    const std::optional<OpenWorld> open = openWorld_ ? openWorld_(worldPath) : std::nullopt;
    std::optional<worldmap::WorldGrid> fromFile;
    const worldmap::WorldGrid* grid = open ? open->unsaved : nullptr;
    if (grid) {
        // The game reads a copy with the unsaved cells; the binding stays the world's own.
        const QString copy = unsavedWorlds_.filePath(QStringLiteral("unsaved-world.png"));
        if (const std::string failure = worldmap::writeWorldPng(copy.toStdString(), *grid); !failure.empty()) {
            showPanel();
            dock_->showProblem(tr("The world's unsaved cells cannot be played: %1")
                                   .arg(QString::fromStdString(failure)));
            return;
        }
        world.bindingPath = game::bindingBeside(world.worldPath);
        world.worldPath = copy.toStdString();
    } else {
        fromFile = worldmap::readWorldPng(world.worldPath).grid;
        grid = fromFile ? &*fromFile : nullptr;
    }
    // A cell the player cannot stand on is no failure of the module: say which cell and why,
    // by the runtime's own rule, and leave no earlier game on show as if it were this one.
    if (grid) {
        if (const std::optional<std::string> blocked =
                game::cellBlocked(*worldmap::builtinSchema(world.schema), *grid, world.cell)) {
            showPanel();
            dock_->showView(nullptr);
            dock_->showProblem(tr("Cell %1,%2 cannot be played: %3")
                                   .arg(cell.x())
                                   .arg(cell.y())
                                   .arg(QString::fromStdString(*blocked)));
            return;
        }
    }
    if (open) {
        options.seed = open->seed;
        dock_->setOptions(options);     // the panel shows the seed the game plays with
    }
    options.world = world;
    startWith(options);
}

void PlaytestController::setWorldDocument(const QString& worldPath)
{
    worldDocument_ = worldPath;
    updateActions();
}

QString PlaytestController::worldToPlay() const
{
    if (!worldDocument_.isEmpty())
        return worldDocument_;
    if (!project_->project() || project_->project()->mainFile().isEmpty())
        return {};
    const QString own = QFileInfo(project_->project()->mainFile()).dir().filePath(QStringLiteral("world/world.png"));
    return QFileInfo::exists(own) ? own : QString();
}

void PlaytestController::playWorld()
{
    const QString path = worldToPlay();
    if (path.isEmpty())
        return;
    const worldmap::WorldReadResult read = worldmap::readWorldPng(path.toStdString());
    std::optional<game::WorldCell> cell;
    if (read.grid)
        cell = game::firstPlayableCell(*worldmap::builtinSchema("scourge"), *read.grid);
    if (!cell) {
        dock_->show();
        dock_->showProblem(read.grid ? tr("%1: no cell of the world can be walked on").arg(path)
                                     : QString::fromStdString(read.error));
        return;
    }
    startOnWorld(path, QPoint((*cell)[0], (*cell)[1]));
}

void PlaytestController::startWith(const PlaytestOptions& options)
{
    if (!project_->project() || project_->project()->mainFile().isEmpty())
        return;
    emit aboutToStart();
    showPanel();
    dock_->clearProblem();
    session_->start(options);
    dock_->mapView()->setFocus();
}

void PlaytestController::showPanel()
{
    dock_->show();
    dock_->raise();
    // The map wants room: a panel squeezed under the editor grows to half the window. Its
    // height is known once the window has laid out the panels the Debug layout just showed.
    QTimer::singleShot(0, this, [this] {
        const int windowHeight = dock_->window()->height();
        if (dock_->isVisible() && !dock_->isFloating() && dock_->height() < windowHeight / 3)
            emit panelSizeWanted(dock_, windowHeight / 2, Qt::Vertical);
    });
}

void PlaytestController::reloadAndReplay()
{
    if (!session_->recordedSteps() && !session_->isRunning()) {
        start();
        return;
    }
    dock_->clearProblem();
    session_->reloadAndReplay();
}

void PlaytestController::showReport(const QString& report)
{
    // One report tab, refreshed: a second "Playtest Report" tab beside a stale one confuses.
    if (reportView_) {
        reportView_->setPlainText(report);
        documents_->addView(reportView_, tr("Playtest Report"), tr("The playtest report (a morgue file)"));
        return;
    }
    auto* view = new QPlainTextEdit;
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setPlainText(report);
    view->setObjectName(QStringLiteral("PlaytestReport"));
    documents_->addView(view, tr("Playtest Report"), tr("The playtest report (a morgue file)"));
    reportView_ = view;
}

void PlaytestController::updateActions()
{
    reload_->setEnabled(project_->project() != nullptr);
    // The last game's report stays to be read after it ends.
    report_->setEnabled(session_->isRunning() || session_->hasFinalReport());
    playWorld_->setEnabled(!worldToPlay().isEmpty());
}

} // namespace incursion::studio
