#include "playtest/playtest_controller.h"

#include "app/main_window.h"
#include "debug/debug_controller.h"
#include "editing/document_tabs.h"
#include "playtest/entity_inspector_dock.h"
#include "playtest/map_view.h"
#include "playtest/playtest_dock.h"
#include "playtest/turn_queue_dock.h"
#include "project/project.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMenu>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace incursion::studio {

PlaytestController::PlaytestController(MainWindow* window)
    : QObject(window)
    , window_(window)
    , session_(new PlaytestSession(window->debugger(), this))
    , dock_(new PlaytestDock(window))
    , turnQueue_(new TurnQueueDock(window))
    , inspector_(new EntityInspectorDock(window))
{
    dock_->setSession(session_);
    turnQueue_->setSession(session_);
    inspector_->setSession(session_);
    window->addDock(dock_, Qt::BottomDockWidgetArea);
    window->addDock(turnQueue_, Qt::RightDockWidgetArea);
    window->addDock(inspector_, Qt::RightDockWidgetArea);

    DebugController* debug = window->debugger();
    debug->setStartAction(tr("Start &Playtest"), [this] { start(); });
    connect(debug, &DebugController::stopRequested, session_, &PlaytestSession::stop);

    reload_ = new QAction(tr("&Reload and Replay"), this);
    reload_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    reload_->setToolTip(tr("Rebuild, restart the playtest from the new module and replay it to where it was "
                           "(Ctrl+Shift+F5)"));
    connect(reload_, &QAction::triggered, this, &PlaytestController::reloadAndReplay);
    report_ = new QAction(tr("Playtest &Report"), this);
    report_->setToolTip(tr("Open the playtest report of the game as it stands"));
    connect(report_, &QAction::triggered, session_, &PlaytestSession::requestReport);
    QMenu* menu = window->menu(MainWindow::Menu::Debug);
    menu->addSeparator();
    menu->addAction(reload_);
    menu->addAction(report_);

    connect(session_, &PlaytestSession::reportReady, this, &PlaytestController::showReport);
    connect(session_, &PlaytestSession::replayFinished, this,
            [this](bool, const QString& text) { window_->statusBar()->showMessage(text, 15000); });
    connect(session_, &PlaytestSession::started, this, &PlaytestController::updateActions);
    connect(session_, &PlaytestSession::finished, this, &PlaytestController::updateActions);
    connect(dock_, &PlaytestDock::debuggerRequested, this, [this] {
        // The debugger's panels are where a stop shows.
        for (QDockWidget* panel : window_->findChildren<QDockWidget*>()) {
            if (panel->objectName() == QLatin1String("CallStackDock") ||
                panel->objectName() == QLatin1String("VariablesDock")) {
                panel->show();
                panel->raise();
            }
        }
    });
    connect(inspector_, &EntityInspectorDock::sourceRequested, this, [this](const QString& file, int line) {
        QString path = file;
        if (QFileInfo(path).isRelative() && window_->project())
            path = QFileInfo(window_->project()->mainFile()).dir().filePath(file);
        window_->openFile(path, line);
    });
    updateActions();
}

void PlaytestController::start()
{
    if (!window_->project() || window_->project()->mainFile().isEmpty())
        return;
    dock_->show();
    dock_->raise();
    // The map wants room: a panel squeezed under the editor grows to a third of the window.
    if (!dock_->isFloating() && dock_->height() < window_->height() / 3)
        window_->resizeDocks({dock_}, {window_->height() / 2}, Qt::Vertical);
    dock_->clearProblem();
    session_->start(dock_->options());
    dock_->mapView()->setFocus();
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
    auto* view = new QPlainTextEdit;
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setPlainText(report);
    view->setObjectName(QStringLiteral("PlaytestReport"));
    window_->documents()->addView(view, tr("Playtest Report"), tr("The playtest report (a morgue file)"));
    reportView_ = view;
}

void PlaytestController::updateActions()
{
    reload_->setEnabled(window_->project() != nullptr);
    report_->setEnabled(session_->isRunning());
}

} // namespace incursion::studio
