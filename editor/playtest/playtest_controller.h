// The playtest in the main window: the Playtest, Turn Queue and Entity
// Inspector panels over one PlaytestSession, F5 (Start Playtest while nothing
// runs; Continue when the debugger has stopped), Debug > Reload and Replay
// after an edit, the playtest report in a tab when the character dies, and
// the inspector's jump to a resource's source.
#pragma once

#include "playtest/playtest_session.h"

#include <QObject>
#include <QPlainTextEdit>
#include <QPointer>

class QAction;

namespace incursion::studio {

class EntityInspectorDock;
class MainWindow;
class PlaytestDock;
class TurnQueueDock;

class PlaytestController : public QObject {
    Q_OBJECT
public:
    explicit PlaytestController(MainWindow* window);

    PlaytestSession* session() const { return session_; }
    PlaytestDock* dock() const { return dock_; }
    TurnQueueDock* turnQueueDock() const { return turnQueue_; }
    EntityInspectorDock* inspectorDock() const { return inspector_; }
    QAction* reloadAction() const { return reload_; }
    QAction* reportAction() const { return report_; }
    // The tab the latest report opened in, if it is still open.
    QPlainTextEdit* reportView() const { return reportView_; }

public slots:
    // Builds if the sources changed, then starts a game with the dock's options.
    void start();
    // Rebuilds, then restarts the game from the new module and replays the
    // recorded steps (the game stays paused where the replay ends).
    void reloadAndReplay();

private:
    void showReport(const QString& report);
    void updateActions();

    MainWindow* window_;
    PlaytestSession* session_;
    PlaytestDock* dock_;
    TurnQueueDock* turnQueue_;
    EntityInspectorDock* inspector_;
    QAction* reload_;
    QAction* report_;
    QPointer<QPlainTextEdit> reportView_;
};

} // namespace incursion::studio
