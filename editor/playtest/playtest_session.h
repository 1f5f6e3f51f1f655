// A playtest of the module being edited: a game::Game on the debug session's
// VM thread (DebugController::runJob with a host loader that starts the
// game), driven by the player's keys or a bot. The game thread owns the game;
// the GUI sends commands through a queue and receives a game::PlayerView
// after every step, so breakpoints in event handlers stop the game where it
// is while the studio stays responsive.
//
// Every command is recorded with a digest of the game after it. Reloading
// after a rebuild starts the new module with the same seed and replays the
// recording; it stops at the first step whose digest differs and says at
// which turn the game diverged.
#pragma once

#include "game/game.h"
#include "game/player_bot.h"
#include "game/player_travel.h"
#include "game/player_view.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace incursion::studio {

class DebugController;

using PlayerViewPtr = std::shared_ptr<const game::PlayerView>;

// What the entity inspector shows of one object.
struct EntityDetails {
    world::Handle handle = world::kNoObject;
    QString title;              // "goblin (creature 0x00100003)"
    QStringList lines;          // "Hit points 5 / 7", "Speed 100%", "Stati: blind (3 turns)" ...
    QString resourceName;       // `Monster "goblin"`
    QString sourceFile;         // where its resource is declared; empty if unknown
    int sourceLine = 0;
};

struct PlaytestOptions {
    uint64_t seed = 1;
    int depth = 1;
    std::optional<game::BotMode> bot;   // none: the player's keys
    int botStepsPerSecond = 10;         // 0: as fast as it can
    // "Play from here" (the vault painter's placement preview): the start
    // level takes the vault of Region `startVault` and the player starts in
    // it, in Dungeon `dungeon` (empty: the modules' first). Empty: a plain start.
    std::string startVault;
    std::string dungeon;
    // The player's race and class by name (`incplay run --race --class`);
    // empty: the first the modules offer.
    std::string race;
    std::string characterClass;
    game::CharacterSex sex = game::CharacterSex::Unchosen;  // `incplay run --sex`
    std::string god;    // `incplay run --god`; empty: the module's creation decides
    std::optional<game::WorldStart> world;  // play on a world cell's local tile instead of the Dungeon
};

// A question a script puts to the player (game/player_prompts.h), as the
// panel asks it; the answer goes back with PlaytestSession::answer().
struct PlayerQuestion {
    enum class Kind { YesNo, Choice, Menu, MultiSelect, Message };
    Kind kind = Kind::Message;
    QString text;               // the question, the menu's title, the message
    QStringList options;        // Choice: its letters; Menu, MultiSelect: the options' texts
    QStringList descriptions;   // Menu, MultiSelect: each option's description (may be empty)
    bool declinable = false;
};

// The player's answer: YesNo {0} yes, {1} no; Choice the letter's index;
// Menu the option's index; MultiSelect the indices marked; nullopt declined.
using PlayerAnswer = std::optional<std::vector<int>>;

class PlaytestSession : public QObject {
    Q_OBJECT
public:
    explicit PlaytestSession(DebugController* debug, QObject* parent = nullptr);
    ~PlaytestSession() override;

    bool isRunning() const { return running_; }
    // A game runs, or one is to start once the previous ends (a restart): the
    // window keeps its Debug layout and the panel through the gap.
    bool isActive() const { return running_ || startPending_; }
    // The latest start() did not start a game (the build failed, the module
    // did not load, the character was refused); the panel shows why.
    bool startFailed() const { return startFailed_; }
    // Whether the last game's report, made as it ended, is kept (requestReport
    // then gives it while no game runs).
    bool hasFinalReport() const { return !finalReport_.isEmpty(); }
    const PlaytestOptions& options() const { return options_; }
    PlayerViewPtr lastView() const { return view_; }

    // Builds if needed, then starts a new game (ending the one running).
    void start(const PlaytestOptions& options);
    // Ends the game; the view stays as it was.
    void stop();
    // The player's command; ignored while a bot plays or the game is not at the player's turn.
    void send(const game::PlayerCommand& command);
    // Walks the player to (x, y), a step per turn (game/player_travel.h);
    // why it does not start or where it stops comes as a note. Ignored while a bot plays.
    void travelTo(int x, int y);
    // A key pressed while travelling: the walk stops.
    void cancelTravel();
    bool isTravelling() const { return travelling_; }
    void setBot(std::optional<game::BotMode> bot, int stepsPerSecond);
    // Holds the bot between steps (the game itself waits for the player anyway).
    void setPaused(bool paused);
    bool isPaused() const { return paused_; }
    // A script of the game failed (`error` says where and why): a problem for
    // the panel, and a bot playing is paused so the failure does not scroll by.
    void scriptFailed(const QString& error);

    // Snapshots: the game's save bytes, kept in memory and restored in place.
    void saveSnapshot();
    bool hasSnapshot() const { return !snapshot_.empty(); }
    void loadSnapshot();
    // Writes the playtest report of the game as it stands now.
    void requestReport();
    void inspect(world::Handle handle);
    // The answer to the question promptRequested() asked; the script resumes with it.
    void answer(const PlayerAnswer& answer);
    // Whether a script waits for the player's answer.
    bool isAsking() const;

    // Hot reload: rebuild happened; restart the game from the new module and
    // replay the recorded commands to the same step.
    void reloadAndReplay();
    size_t recordedSteps() const;

signals:
    void started();
    // The races and starting classes the running game's modules offer.
    void charactersOffered(const QStringList& races, const QStringList& classes);
    // The gods the running game's modules have, in module order.
    void godsOffered(const QStringList& gods);
    void viewUpdated(const incursion::studio::PlayerViewPtr& view);
    void finished(const QString& summary);
    // The player died (or the game ended): the report to show in a tab.
    void reportReady(const QString& report);
    void entityInspected(const incursion::studio::EntityDetails& details);
    // Something went wrong in the game thread: a runtime fault, a module that
    // does not load, a replay that diverged.
    void problem(const QString& text);
    // Something done that is worth a line in the log ("Snapshot saved at turn 40.").
    void note(const QString& text);
    void replayFinished(bool diverged, const QString& text);
    // A script asks the player; the game waits until answer() (or stop()).
    void promptRequested(const incursion::studio::PlayerQuestion& question);
    // The player started or stopped travelling.
    void travellingChanged(bool travelling);

private:
    struct Shared;
    class Prompts;
    using Task = std::function<void(game::Game&)>;
    void post(Task task);

    QPointer<DebugController> debug_;
    PlaytestOptions options_;
    std::shared_ptr<Shared> shared_;
    PlayerViewPtr view_;
    std::string snapshot_;
    QString finalReport_;
    bool running_ = false;
    bool startPending_ = false;
    bool startFailed_ = false;
    bool paused_ = false;
    bool travelling_ = false;
};

} // namespace incursion::studio

Q_DECLARE_METATYPE(incursion::studio::PlayerViewPtr)
Q_DECLARE_METATYPE(incursion::studio::EntityDetails)
Q_DECLARE_METATYPE(incursion::studio::PlayerQuestion)
