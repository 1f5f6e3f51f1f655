// The playtest in the main window: the Playtest, Turn Queue and Entity
// Inspector panels over one PlaytestSession, F5 (Start Playtest while nothing
// runs; Continue when the debugger has stopped), Debug > Reload and Replay
// after an edit, the playtest report in a tab when the character dies, and
// the inspector's jump to a resource's source. The game runs through the
// debug controller it is given; the main window places the panels and actions.
// Play World starts the playtest on a world instead: on the cell the world
// editor asks for (startOnWorld), or with F5 while a world is the current
// document; without one it plays the project's own world (world/world.png
// beside the main file) from its first dungeon site.
#pragma once

#include "playtest/playtest_session.h"
#include "worldmap/world_grid.h"

#include <QObject>
#include <QPlainTextEdit>
#include <QPoint>
#include <QPointer>
#include <QTemporaryDir>

#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QStatusBar;

namespace incursion::studio {

class CurrentProject;
class DebugController;
class DocumentTabs;
class EntityInspectorDock;
class PlaytestDock;
class TurnQueueDock;

// A world as its editor has it: the game on it plays with its seed, so its
// tiles are the tile preview's, and with its unsaved cells when it has some
// (a module plays with its unsaved buffers too).
struct OpenWorld {
    quint64 seed = 0;
    const worldmap::WorldGrid* unsaved = nullptr;   // the editor's grid (for the call); null: the file is the world
};

class PlaytestController : public QObject {
    Q_OBJECT
public:
    // The panels are children of `host`; replay results go to `status`.
    PlaytestController(DocumentTabs* documents, CurrentProject* project, DebugController* debugger,
                       QStatusBar* status, QWidget* host);

    PlaytestSession* session() const { return session_; }
    PlaytestDock* dock() const { return dock_; }
    TurnQueueDock* turnQueueDock() const { return turnQueue_; }
    EntityInspectorDock* inspectorDock() const { return inspector_; }
    QAction* reloadAction() const { return reload_; }
    QAction* reportAction() const { return report_; }
    QAction* playWorldAction() const { return playWorld_; }
    // The world the current document shows (empty: none); F5 then plays it.
    void setWorldDocument(const QString& worldPath);
    // The world at a path as its editor has it (nullopt: not open).
    using OpenWorldSource = std::function<std::optional<OpenWorld>(const QString& worldPath)>;
    void setOpenWorldSource(OpenWorldSource source) { openWorld_ = std::move(source); }
    QString worldDocument() const { return worldDocument_; }
    // The tab the latest report opened in, if it is still open.
    QPlainTextEdit* reportView() const { return reportView_; }

public slots:
    // Builds if the sources changed, then starts a game with the dock's options.
    void start();
    // "Play from here": a playtest of `dungeon` on the level of `seed` at
    // `depth` made to take the vault of `region`, the player starting inside
    // it (the vault painter's placement preview). The panel shows the seed and
    // depth; breakpoints are active as in any playtest.
    void playFromVault(const QString& region, const QString& dungeon, quint64 seed, int depth);
    // Rebuilds, then restarts the game from the new module and replays the
    // recorded steps (the game stays paused where the replay ends).
    void reloadAndReplay();
    // Builds if the sources changed, then starts a game on `cell`'s local tile
    // of the world `worldPath` (its binding beside it), as its editor has it
    // (setOpenWorldSource: its seed and unsaved cells; else the file and the
    // dock's seed), with the dock's bot. A cell the
    // player cannot stand on is refused in the panel, with the runtime's reason.
    void startOnWorld(const QString& worldPath, const QPoint& cell);
    // Plays the world document, or the project's world, from its first dungeon site.
    void playWorld();

signals:
    // A playtest is about to start (before its panel opens): the window's Debug layout comes first.
    void aboutToStart();
    // The Playtest panel, shown, wants `size` pixels across `orientation` (the map wants room).
    void panelSizeWanted(QDockWidget* panel, int size, Qt::Orientation orientation);

private:
    void startWith(const PlaytestOptions& options);
    // Shows and raises the Playtest panel, room made for the map.
    void showPanel();
    void showReport(const QString& report);
    void updateActions();
    // The world Play World plays: the world document, else the project's own; empty for none.
    QString worldToPlay() const;

    DocumentTabs* documents_;
    CurrentProject* project_;
    DebugController* debugger_;
    QStatusBar* status_;
    PlaytestSession* session_;
    PlaytestDock* dock_;
    TurnQueueDock* turnQueue_;
    EntityInspectorDock* inspector_;
    QAction* reload_;
    QAction* report_;
    QAction* playWorld_;
    QString worldDocument_;
    OpenWorldSource openWorld_;
    // Where a world with unsaved cells is written for the game to read.
    QTemporaryDir unsavedWorlds_;
    QPointer<QPlainTextEdit> reportView_;
};

} // namespace incursion::studio
