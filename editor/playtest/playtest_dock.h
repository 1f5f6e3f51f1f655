// The Playtest panel: a tool bar to start, stop and pause a game of the
// module (seed, start depth, bot and its speed, snapshots, zoom), the map,
// the player's status line and the message log. setSession() ties it to the
// game on the debug session's thread; without one the panel shows its
// controls disabled.
#pragma once

// The game's headers (through the session's) before Qt's: they use `slots` as a name.
#include "playtest/playtest_session.h"
#include "playtest/playtest_defaults.h"

#include <QDockWidget>
#include <QPointer>

#include <deque>

class QAction;
class QComboBox;
class QFrame;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QToolBar;

namespace incursion::studio {

class PlaytestMapView;

class PlaytestDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PlaytestDock(QWidget* parent = nullptr);

    void setSession(PlaytestSession* session);
    PlaytestSession* session() const { return session_; }

    PlaytestMapView* mapView() const { return map_; }
    QLabel* statusLine() const { return status_; }
    QPlainTextEdit* messageLog() const { return log_; }
    QLabel* problemText() const { return problemText_; }
    bool isProblemShown() const;

    // The options the tool bar shows, as start() takes them.
    PlaytestOptions options() const;
    void setOptions(const PlaytestOptions& options);
    // Puts the seed and bot speed in the tool bar and the map at the tile size.
    void setDefaults(const PlaytestDefaults& defaults);

    // What the session's signals drive; public so the views can be fed directly.
    void showView(const PlayerViewPtr& view);
    void showProblem(const QString& text);
    void clearProblem();
    void clearLog();

    struct Actions {
        QAction* start = nullptr;       // "Start", "Restart" while a game runs
        QAction* stop = nullptr;
        QAction* pause = nullptr;       // checkable
        QAction* choices = nullptr;     // checkable: the game's choices shown under the tool bar
        QAction* saveSnapshot = nullptr;
        QAction* loadSnapshot = nullptr;
        QAction* zoomIn = nullptr;
        QAction* zoomOut = nullptr;
        QAction* overview = nullptr;    // checkable
        QAction* travel = nullptr;      // T: the rides of the world cell's stables, harbor, airport
    };
    const Actions& actions() const { return actions_; }
    // The rides the player's world cell offers, one action each ("Ship to 7,22 (207.0 hours)").
    QMenu* travelMenu() const { return travelMenu_; }

    QSpinBox* seedBox() const { return seed_; }
    QSpinBox* depthBox() const { return depth_; }
    QComboBox* botBox() const { return bot_; }
    QSpinBox* botSpeedBox() const { return botSpeed_; }
    QComboBox* raceBox() const { return race_; }
    QComboBox* classBox() const { return class_; }
    QComboBox* sexBox() const { return sex_; }
    QComboBox* godBox() const { return god_; }
    // The row of the game's choices under the tool bar (seed ... god); it wraps in a narrow panel.
    QWidget* choicesPanel() const { return choices_; }

    // A command of the player's: asks which item or spell when the key did
    // not say (q r z E Z w T), then sends it to the session.
    void play(const game::PlayerCommand& command);
    void showInventory();
    // A script's question (PlaytestSession::promptRequested): a dialog; its answer resumes the script.
    void askPlayer(const PlayerQuestion& question);
    void showCharacterSheet();
    // Gives the keys back to the map, activating its window (a floating panel's own).
    void focusMap();

signals:
    // The problem banner's "Open Debugger".
    void debuggerRequested();
    // A command went to the game (after the player answered which item or spell).
    void commandIssued(const incursion::game::PlayerCommand& command);

protected:
    void changeEvent(QEvent* event) override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QToolBar* createToolBar();
    QWidget* createProblemBanner();
    void updateActions();
    void foldChoicesWhileRunning(bool running);
    void updateZoomActions();
    void updateStatus();
    // Shows as many status parts as fit the line's width.
    void fitStatus();
    void appendMessages(const std::vector<game::LogEntry>& entries);
    void appendNote(const QString& text);
    void rebuildLog();
    void applyBot();
    void offerChoices(QComboBox* box, const QStringList& names);
    void chooseName(QComboBox* box, const QString& name);
    void styleProblemBanner();

    QPointer<PlaytestSession> session_;
    QList<QMetaObject::Connection> sessionConnections_;
    Actions actions_;
    QMenu* travelMenu_ = nullptr;
    void fillTravelMenu();
    QSpinBox* seed_;
    QSpinBox* depth_;
    QComboBox* bot_;
    QSpinBox* botSpeed_;
    QComboBox* race_;       // item data: the name; the first item ("") lets the modules choose
    QComboBox* class_;
    QComboBox* sex_;        // item data: the game::CharacterSex
    QComboBox* god_;        // item data: the name; the first item ("") lets the module decide
    QWidget* choices_ = nullptr;
    bool gameRunning_ = false;
    bool choicesFoldedForGame_ = false;     // folded when a game started; shown again when it ends
    QLabel* zoomLabel_;
    QToolBar* toolBar_;
    QFrame* problemBanner_;
    QLabel* problemText_;
    PlaytestMapView* map_;
    QLabel* status_;
    QStringList statusParts_;       // rich text, in order
    QString statusSeparator_;
    QPlainTextEdit* log_;
    PlayerViewPtr view_;
    // What the log shows, to draw it again in a new theme's colours; notes have no turn.
    std::deque<game::LogEntry> logEntries_;
};

} // namespace incursion::studio
