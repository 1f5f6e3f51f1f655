// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/character_advance.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/playtest_report.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "map/map.h"
#include "module/resource_views.h"

#include "playtest/playtest_session.h"

#include "debug/debug_controller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <utility>

namespace incursion::studio {

namespace {

using Clock = std::chrono::steady_clock;

QString describeStati(const game::StatusEffect& s)
{
    QString text = QStringLiteral("stati %1").arg(s.stati);
    if (s.value)
        text += QStringLiteral(" (value %1, magnitude %2)").arg(s.value).arg(s.magnitude);
    if (s.turnsLeft >= 0)
        text += PlaytestSession::tr(", %n turn(s) left", nullptr, s.turnsLeft);
    return text;
}

EntityDetails detailsOf(const game::Game& g, world::Handle handle)
{
    EntityDetails details;
    details.handle = handle;
    const module::ResourceManager& resources = g.resources();
    module::ResourceId resource = 0;
    const QString hex = QStringLiteral("0x%1").arg(handle, 8, 16, QLatin1Char('0'));
    if (const game::Creature* c = g.creature(handle)) {
        resource = c->monster;
        details.title = PlaytestSession::tr("%1 (creature %2)").arg(QString::fromStdString(g.nameOf(*c)), hex);
        details.lines << PlaytestSession::tr("Hit points %1 / %2").arg(c->hp).arg(c->maxHp)
                      << PlaytestSession::tr("Mana %1 / %2").arg(c->mana).arg(c->maxMana)
                      << PlaytestSession::tr("Level %1, challenge %2").arg(c->level).arg(c->challenge)
                      << PlaytestSession::tr("Hit +%1, defence %2, armour %3")
                             .arg(c->attribute(game::rules::A_HIT))
                             .arg(c->currentDefence())
                             .arg(c->attribute(game::rules::A_ARM))
                      << PlaytestSession::tr("Speed %1%, move %2%").arg(c->currentSpeed()).arg(c->attribute(game::rules::A_MOV))
                      << PlaytestSession::tr("Str %1, Dex %2, Con %3, Int %4, Wis %5, Cha %6")
                             .arg(c->attributes[0]).arg(c->attributes[1]).arg(c->attributes[2])
                             .arg(c->attributes[3]).arg(c->attributes[4]).arg(c->attributes[5])
                      << PlaytestSession::tr("At %1, %2").arg(c->x).arg(c->y);
        static const char* const sides[] = {QT_TRANSLATE_NOOP("PlaytestSession", "the player's side"),
                                            QT_TRANSLATE_NOOP("PlaytestSession", "hostile"),
                                            QT_TRANSLATE_NOOP("PlaytestSession", "peaceful")};
        details.lines << PlaytestSession::tr("Attitude: %1")
                             .arg(QCoreApplication::translate("PlaytestSession", sides[int(c->attitude)]));
        if (c->stati.empty())
            details.lines << PlaytestSession::tr("No stati");
        for (const game::StatusEffect& s : c->stati)
            details.lines << describeStati(s);
        if (g.queue().contains(handle))
            details.lines << PlaytestSession::tr("Acts in %1 ticks").arg(qint64(g.queue().nextActionOf(handle) - g.tick()));
        for (world::Handle carried : c->inventory)
            if (const game::Item* it = g.item(carried))
                details.lines << PlaytestSession::tr("Carries %1").arg(QString::fromStdString(g.nameOf(*it)));
    } else if (const game::Item* it = g.item(handle)) {
        resource = it->resource;
        details.title = PlaytestSession::tr("%1 (item %2)").arg(QString::fromStdString(g.nameOf(*it)), hex);
        details.lines << PlaytestSession::tr("Quantity %1").arg(it->quantity);
        if (it->effect)
            details.lines << PlaytestSession::tr("Effect %1%2")
                                 .arg(QString::fromStdString(std::string(resources.name(it->effect))),
                                      g.identification().known(it->effect) ? QString() : PlaytestSession::tr(" (unidentified)"));
        if (it->charges)
            details.lines << PlaytestSession::tr("Charges %1").arg(it->charges);
    } else {
        details.title = PlaytestSession::tr("Nothing (%1)").arg(hex);
        details.lines << QString::fromStdString(g.registry().diagnose(handle));
        return details;
    }
    if (resource) {
        details.resourceName = QString::fromStdString(resources.describe(resource));
        if (const std::optional<module::ResourcePosition> where = resources.position(resource)) {
            details.sourceFile = QString::fromStdString(std::string(where->file));
            details.sourceLine = int(where->line);
        }
    }
    return details;
}

// Why a walk did not start or where it stopped, for the log.
QString travelText(game::TravelStop stop, int x, int y)
{
    switch (stop) {
    case game::TravelStop::None: return QString();
    case game::TravelStop::Arrived: return PlaytestSession::tr("You arrive at (%1, %2).").arg(x).arg(y);
    case game::TravelStop::Unknown:
        return PlaytestSession::tr("You do not know what is at (%1, %2): travel goes only where you have explored.")
            .arg(x).arg(y);
    case game::TravelStop::Unreachable: return PlaytestSession::tr("No known way leads to (%1, %2).").arg(x).arg(y);
    case game::TravelStop::Blocked: return PlaytestSession::tr("Travel stopped: the way is blocked.");
    case game::TravelStop::HostileInView: return PlaytestSession::tr("Travel stopped: a hostile creature is in view.");
    case game::TravelStop::Hurt: return PlaytestSession::tr("Travel stopped: you were hurt.");
    case game::TravelStop::Message: return PlaytestSession::tr("Travel stopped: a question or a message needs your attention.");
    case game::TravelStop::Interrupted: return PlaytestSession::tr("Travel stopped.");
    }
    return QString();
}

} // namespace

// What the GUI and the game thread share. The game thread owns the game;
// everything else here is under `mutex`.
struct PlaytestSession::Shared {
    // One player command and the game's digest after it: the recording a reload replays.
    struct Step {
        game::PlayerCommand command;
        uint64_t digest = 0;
        uint64_t turn = 0;      // the game turn after it
        std::vector<PlayerAnswer> answers;      // to the scripts' questions during the command
    };

    std::mutex mutex;
    std::condition_variable wake;
    std::deque<Task> tasks;
    std::deque<game::PlayerCommand> commands;
    std::optional<game::BotMode> bot;
    int botStepsPerSecond = 10;
    bool paused = false;
    std::optional<std::pair<int, int>> travelRequest;   // travelTo()'s cell, for the game thread to start
    bool travelCancel = false;
    game::PlayerTravel travel;          // game thread
    std::atomic<bool> stop{false};      // also read without the lock
    bool reported = false;              // game thread: the death's report was sent
    size_t snapshotSteps = 0;           // the recording's length when the snapshot was taken

    std::shared_ptr<game::Game> game;       // set by the host loader; used on the game thread only
    std::vector<Step> recording;            // game thread
    std::vector<Step> replay;               // steps to replay first (a reload)
    QPointer<PlaytestSession> owner;        // read on the GUI thread only
    uint64_t messagesShown = 0;             // game thread
    // A script's question: the game thread waits for `answer` (under `mutex`).
    bool asking = false;
    std::optional<PlayerAnswer> answer;
    std::deque<PlayerAnswer> replayAnswers;    // game thread: the recorded answers of the step replayed
    std::vector<PlayerAnswer> stepAnswers;      // game thread: the answers given during this step
    Clock::time_point lastPublish{};
    size_t scriptErrorsShown = 0;
};

// The game's PromptHandler in the studio: a bot's questions go to the
// dice; a replay answers as recorded; otherwise the panel asks the player
// and the game thread waits for the answer.
class PlaytestSession::Prompts final : public game::PromptHandler {
public:
    Prompts(std::shared_ptr<Shared> shared, vm::SeededDice& dice) : shared_(std::move(shared)), dice_(dice) {}

    bool yesNo(std::string_view question) override
    {
        const std::optional<PlayerAnswer> a
            = botOrReplay([&] { return PlayerAnswer(std::vector<int>{dice_.yesNo(question) ? 0 : 1}); });
        const PlayerAnswer answer = a ? *a : ask({PlayerQuestion::Kind::YesNo, text(question), {}, {}, false});
        return answer && !answer->empty() && answer->front() == 0;
    }
    std::optional<char> choose(std::string_view question, std::string_view choices) override
    {
        const std::optional<PlayerAnswer> a = botOrReplay([&] {
            const std::optional<char> c = dice_.choose(question, choices);
            return c ? PlayerAnswer(std::vector<int>{int(choices.find(*c))}) : PlayerAnswer();
        });
        PlayerQuestion q{PlayerQuestion::Kind::Choice, text(question), {}, {}, true};
        for (char c : choices)
            q.options.append(QString(QChar::fromLatin1(c)));
        const PlayerAnswer answer = a ? *a : ask(q);
        if (!answer || answer->empty() || answer->front() < 0 || size_t(answer->front()) >= choices.size())
            return std::nullopt;
        return choices[size_t(answer->front())];
    }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        return menuAnswer(request, [&] { return dice_.menu(request); });
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest& request) override
    {
        const std::optional<PlayerAnswer> a = botOrReplay([&] {
            const std::optional<std::vector<size_t>> marked = dice_.multiSelect(request);
            return marked ? PlayerAnswer(std::vector<int>(marked->begin(), marked->end())) : PlayerAnswer();
        });
        const PlayerAnswer answer = a ? *a : ask(questionOf(PlayerQuestion::Kind::MultiSelect, request));
        if (!answer)
            return std::nullopt;
        return std::vector<size_t>(answer->begin(), answer->end());
    }
    void show(std::string_view text) override
    {
        if (!botOrReplay([] { return PlayerAnswer(std::vector<int>{}); }))
            ask({PlayerQuestion::Kind::Message, this->text(text), {}, {}, true});
    }

private:
    template <class FromDice> std::optional<size_t> menuAnswer(const game::MenuRequest& request, FromDice fromDice)
    {
        const std::optional<PlayerAnswer> a = botOrReplay([&] {
            const std::optional<size_t> i = fromDice();
            return i ? PlayerAnswer(std::vector<int>{int(*i)}) : PlayerAnswer();
        });
        const PlayerAnswer answer = a ? *a : ask(questionOf(PlayerQuestion::Kind::Menu, request));
        if (!answer || answer->empty())
            return std::nullopt;
        return size_t(answer->front());
    }
    static QString text(std::string_view bytes) { return QString::fromUtf8(bytes.data(), qsizetype(bytes.size())); }
    static PlayerQuestion questionOf(PlayerQuestion::Kind kind, const game::MenuRequest& request)
    {
        PlayerQuestion q{kind, QString::fromStdString(request.title), {}, {}, request.escapable};
        for (const game::MenuOption& option : request.options) {
            q.options.append(QString::fromStdString(option.text));
            q.descriptions.append(QString::fromStdString(option.description));
        }
        return q;
    }
    // A bot's answer from the dice, or the recorded one of a replay (kept
    // for the new recording either way); nullopt: the player is to answer.
    template <class FromDice> std::optional<PlayerAnswer> botOrReplay(FromDice fromDice)
    {
        std::optional<PlayerAnswer> answer;
        {
            const std::lock_guard lock(shared_->mutex);
            if (shared_->bot)
                answer = std::nullopt;
            else if (!shared_->replayAnswers.empty()) {
                answer = shared_->replayAnswers.front();
                shared_->replayAnswers.pop_front();
            } else
                return std::nullopt;
        }
        if (!answer)
            answer = fromDice();
        shared_->stepAnswers.push_back(*answer);
        return answer;
    }
    PlayerAnswer ask(const PlayerQuestion& question)
    {
        std::shared_ptr<Shared> shared = shared_;
        std::unique_lock lock(shared->mutex);
        shared->asking = true;
        shared->answer.reset();
        QMetaObject::invokeMethod(qApp, [shared, question] {
            if (PlaytestSession* self = shared->owner.data())
                emit self->promptRequested(question);
        }, Qt::QueuedConnection);
        shared->wake.wait(lock, [&] { return shared->answer.has_value() || shared->stop.load(); });
        shared->asking = false;
        // Stopped while asking: declined, and the game ends after the handler.
        const PlayerAnswer answer = shared->answer ? *shared->answer : PlayerAnswer();
        shared->answer.reset();
        lock.unlock();
        shared->stepAnswers.push_back(answer);
        return answer;
    }

    std::shared_ptr<Shared> shared_;
    game::SeededChooser dice_;
};

void PlaytestSession::answer(const PlayerAnswer& answer)
{
    if (!shared_)
        return;
    const std::lock_guard lock(shared_->mutex);
    if (!shared_->asking)
        return;
    shared_->answer = answer;
    shared_->wake.notify_all();
}

bool PlaytestSession::isAsking() const
{
    if (!shared_)
        return false;
    const std::lock_guard lock(shared_->mutex);
    return shared_->asking;
}

PlaytestSession::PlaytestSession(DebugController* debug, QObject* parent)
    : QObject(parent), debug_(debug)
{
    qRegisterMetaType<PlayerViewPtr>();
    qRegisterMetaType<EntityDetails>();
    qRegisterMetaType<PlayerQuestion>();
}

PlaytestSession::~PlaytestSession()
{
    stop();
}

size_t PlaytestSession::recordedSteps() const
{
    if (!shared_)
        return 0;
    const std::lock_guard lock(shared_->mutex);
    return shared_->recording.size();
}

void PlaytestSession::post(Task task)
{
    if (!shared_)
        return;
    const std::lock_guard lock(shared_->mutex);
    shared_->tasks.push_back(std::move(task));
    shared_->wake.notify_all();
}

void PlaytestSession::start(const PlaytestOptions& options)
{
    options_ = options;
    paused_ = false;
    startFailed_ = false;
    if (running_) {
        // The running game ends first; its job's end starts the new one.
        stop();
        startPending_ = true;
        QTimer::singleShot(50, this, [this, options] {
            if (startPending_)      // not stopped meanwhile
                start(options);
        });
        return;
    }
    if (debug_->session() && debug_->session()->state() != DebugSession::State::Idle) {
        // Another run (a function, or the previous game winding down) holds the VM thread.
        startPending_ = true;
        QTimer::singleShot(50, this, [this, options] {
            if (startPending_)
                start(options);
        });
        return;
    }
    startPending_ = false;
    auto shared = std::make_shared<Shared>();
    shared->owner = this;
    shared->bot = options.bot;
    shared->botStepsPerSecond = options.botStepsPerSecond;
    if (shared_) {
        // A reload keeps the recording of the game it replaces.
        const std::lock_guard lock(shared_->mutex);
        shared->replay = std::move(shared_->replay);
    }
    shared_ = shared;
    running_ = true;
    finalReport_.clear();
    if (std::exchange(travelling_, false))
        emit travellingChanged(false);
    view_.reset();
    snapshot_.clear();      // a snapshot belongs to the game it was taken in

    const DebugSession::HostLoader load = [shared, options](std::vector<module::ModuleImage> images, vm::HostApi&) {
        game::GameOptions gameOptions;
        gameOptions.seed = options.seed;
        gameOptions.depth = options.depth;      // as `incplay run --depth`: the same game
        gameOptions.startVault = options.startVault;
        gameOptions.dungeon = options.dungeon;
        gameOptions.race = options.race;
        gameOptions.characterClass = options.characterClass;
        gameOptions.sex = options.sex;
        gameOptions.god = options.god;
        gameOptions.world = options.world;      // as `incplay run --world --start`
        game::GameStart started = game::Game::start(std::move(images), gameOptions);
        DebugSession::LoadedHost loaded;
        loaded.errors = std::move(started.errors);
        if (started.game) {
            shared->game = std::shared_ptr<game::Game>(std::move(started.game));
            loaded.host = &shared->game->host();
            loaded.owner = shared->game;
        }
        return loaded;
    };

    auto job = [shared](game::ScriptHost&) {
        game::Game& g = *shared->game;
        auto toGui = [shared](auto function) {
            QMetaObject::invokeMethod(qApp, [shared, function] {
                if (PlaytestSession* self = shared->owner.data())
                    function(*self);
            }, Qt::QueuedConnection);
        };
        auto publish = [&](bool force) {
            const Clock::time_point now = Clock::now();
            if (!force && now - shared->lastPublish < std::chrono::milliseconds(33))
                return;
            shared->lastPublish = now;
            auto view = std::make_shared<game::PlayerView>(game::takePlayerView(g, shared->messagesShown));
            shared->messagesShown = view->messageCount;
            PlayerViewPtr shown = view;
            // New script errors reach the dock as problems (the game goes on).
            std::vector<std::string> errors(g.scriptErrors().begin() + long(std::min(shared->scriptErrorsShown,
                                                                                     g.scriptErrors().size())),
                                            g.scriptErrors().end());
            shared->scriptErrorsShown = g.scriptErrors().size();
            toGui([shown, errors](PlaytestSession& self) {
                self.view_ = shown;
                emit self.viewUpdated(shown);
                for (const std::string& error : errors)
                    self.scriptFailed(QString::fromStdString(error));
            });
        };
        {
            // What the panel's Race, Class and God lists offer.
            QStringList races, classes;
            const module::ResourceManager& resources = g.resources();
            for (module::ResourceId id : resources.resources(module::kindBit(core::ResourceKind::Race)))
                races << QString::fromUtf8(map::displayName(resources.name(id)));
            for (module::ResourceId id : resources.resources(module::kindBit(core::ResourceKind::Class)))
                if (game::character::isStartingClass(resources, id))
                    classes << QString::fromUtf8(map::displayName(resources.name(id)));
            QStringList gods;
            for (module::ResourceId id : resources.resources(module::kindBit(core::ResourceKind::God)))
                gods << QString::fromUtf8(map::displayName(resources.name(id)));
            toGui([races, classes, gods](PlaytestSession& self) {
                emit self.charactersOffered(races, classes);
                emit self.godsOffered(gods);
            });
        }
        auto record = [&](const game::PlayerCommand& command) {
            const Shared::Step step{command, g.stateDigest(), g.turn(), std::move(shared->stepAnswers)};
            shared->stepAnswers.clear();
            const std::lock_guard lock(shared->mutex);
            shared->recording.push_back(step);
        };
        // The scripts' questions: to the panel, a bot's dice or the replay's record.
        Prompts prompts(shared, g.dice());
        g.setPromptHandler(&prompts);
        struct Unset {
            game::Game& g;
            ~Unset() { g.setPromptHandler(nullptr); }
        } unset{g};

        try {
            // A reload first replays what was played, comparing the game step by step.
            std::vector<Shared::Step> replay;
            {
                const std::lock_guard lock(shared->mutex);
                replay = std::move(shared->replay);
            }
            if (!replay.empty()) {
                size_t done = 0;
                bool diverged = false;
                for (const Shared::Step& step : replay) {
                    if (shared->stop || DebugSession::jobShouldQuit() || g.advance() != game::GameStatus::PlayerToAct)
                        break;
                    {
                        const std::lock_guard lock(shared->mutex);
                        shared->replayAnswers.assign(step.answers.begin(), step.answers.end());
                    }
                    g.perform(step.command);
                    {
                        const std::lock_guard lock(shared->mutex);
                        shared->replayAnswers.clear();
                    }
                    record(step.command);
                    ++done;
                    if (g.stateDigest() != step.digest) {
                        diverged = true;
                        break;
                    }
                }
                const uint64_t turn = g.turn();
                const size_t total = replay.size();
                toGui([diverged, done, total, turn](PlaytestSession& self) {
                    const QString text = diverged
                        ? tr("The replay diverged at step %1 of %2 (turn %3): the change alters the game. "
                             "The game stops there.").arg(done).arg(total).arg(turn)
                        : tr("Replayed %1 of %2 steps to turn %3.").arg(done).arg(total).arg(turn);
                    self.paused_ = self.paused_ || diverged;
                    emit self.replayFinished(diverged, text);
                });
                if (diverged) {
                    const std::lock_guard lock(shared->mutex);
                    shared->paused = true;
                }
            }

            for (;;) {
                const game::GameStatus status = g.advance();
                publish(status != game::GameStatus::PlayerToAct);
                if (status == game::GameStatus::PlayerDead && !shared->reported) {
                    shared->reported = true;
                    game::ReportOptions options;
                    options.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
                    const QString report = QString::fromStdString(game::playtestReport(g, options));
                    const QString cause = QString::fromStdString(g.causeOfDeath());
                    toGui([report, cause](PlaytestSession& self) {
                        emit self.reportReady(report);
                        emit self.finished(cause);
                    });
                }
                // Wait for a command, a task, the bot's next step or the end.
                std::optional<game::PlayerCommand> command;
                std::optional<game::BotMode> bot;
                std::deque<Task> tasks;
                {
                    std::unique_lock lock(shared->mutex);
                    const bool botTurn = shared->bot && !shared->paused && status == game::GameStatus::PlayerToAct;
                    const auto wait = shared->botStepsPerSecond > 0
                                          ? std::chrono::milliseconds(1000 / shared->botStepsPerSecond)
                                          : std::chrono::milliseconds(0);
                    auto ready = [&] {
                        return shared->stop || !shared->tasks.empty() || shared->travelRequest ||
                               shared->travelCancel ||
                               (!shared->commands.empty() && status == game::GameStatus::PlayerToAct);
                    };
                    // A walk takes a step every kTravelStep, so the player sees it go.
                    constexpr auto kTravelStep = std::chrono::milliseconds(30);
                    const bool travelTurn = shared->travel.active() && status == game::GameStatus::PlayerToAct;
                    if (travelTurn)
                        shared->wake.wait_for(lock, kTravelStep, ready);
                    else if (botTurn)
                        shared->wake.wait_for(lock, wait, ready);
                    else
                        shared->wake.wait_for(lock, std::chrono::milliseconds(200), ready);
                    if (shared->stop || DebugSession::jobShouldQuit())
                        break;
                    tasks.swap(shared->tasks);
                }
                // Tasks first, shown before the next step: a snapshot saved or
                // loaded is the game the view shows at its turn, and a bot
                // chooses its step from the game as a loaded snapshot left it.
                for (Task& task : tasks)
                    task(g);
                if (!tasks.empty())
                    publish(true);
                // Travel: started, or stopped by a key, and its next step.
                std::optional<std::pair<int, int>> travelRequest;
                bool travelCancel = false;
                {
                    const std::lock_guard lock(shared->mutex);
                    travelRequest = std::exchange(shared->travelRequest, std::nullopt);
                    travelCancel = std::exchange(shared->travelCancel, false);
                }
                game::PlayerTravel& travel = shared->travel;
                auto travelEnded = [&] {
                    const QString text = travelText(travel.stopReason(), travel.targetX(), travel.targetY());
                    toGui([text](PlaytestSession& self) {
                        self.travelling_ = false;
                        emit self.travellingChanged(false);
                        emit self.note(text);
                    });
                };
                if (travelCancel && travel.active()) {
                    travel.interrupt();
                    travelEnded();
                }
                if (travelRequest && status == game::GameStatus::PlayerToAct) {
                    if (travel.start(g, travelRequest->first, travelRequest->second) != game::TravelStop::None)
                        travelEnded();
                } else if (travelRequest) {
                    toGui([](PlaytestSession& self) {
                        self.travelling_ = false;
                        emit self.travellingChanged(false);
                    });
                }
                bool travelling = false;
                {
                    std::unique_lock lock(shared->mutex);
                    bot = shared->bot;
                    if (bot && travel.active()) {
                        travel.interrupt();
                        travelEnded();
                    }
                    if (!shared->commands.empty() && status == game::GameStatus::PlayerToAct) {
                        command = shared->commands.front();
                        shared->commands.pop_front();
                    } else if (bot && !shared->paused && status == game::GameStatus::PlayerToAct) {
                        lock.unlock();
                        command = game::botCommand(g, *bot);
                    } else if (travel.active() && status == game::GameStatus::PlayerToAct) {
                        lock.unlock();
                        command = travel.nextStep(g);
                        travelling = command.has_value();
                        if (!travelling)
                            travelEnded();
                    }
                }
                if (command && !g.playerDead()) {
                    if (g.perform(*command)) {
                        record(*command);
                    } else if (travelling) {
                        travel.stepRefused();
                        travelEnded();
                    } else if (bot) {
                        // A bot's refused choice costs nothing: it rests instead, so the game moves on.
                        const game::PlayerCommand rest = game::PlayerCommand::of(game::CommandKind::Rest);
                        if (g.perform(rest))
                            record(rest);
                    }
                    publish(!tasks.empty());   // not held back by the tasks' view just sent
                }
            }
        } catch (const std::exception& error) {
            const QString what = QString::fromUtf8(error.what());
            toGui([what](PlaytestSession& self) {
                emit self.problem(tr("The game stopped: %1").arg(what));
            });
        }
        // The report of the game as it ended stays to be read (Debug > Playtest Report).
        QString finalReport;
        try {
            game::ReportOptions options;
            options.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
            finalReport = QString::fromStdString(game::playtestReport(g, options));
        } catch (const std::exception&) {
            // A game that broke down may not report: the last report is then none.
        }
        toGui([finalReport](PlaytestSession& self) {
            self.running_ = false;
            self.finalReport_ = finalReport;
            emit self.finished(tr("The playtest ended."));
        });
    };
    emit started();
    debug_->runJob(job, load, [self = QPointer<PlaytestSession>(this), shared] {
        // The game never started (the build or the module's loading failed).
        if (!self || self->shared_ != shared)
            return;
        self->running_ = false;
        self->startFailed_ = true;
        // Why, in the panel: the loader's errors (a race refusing the character...) or the build's failure.
        const QString reason = self->debug_ ? self->debug_->lastRunFailure() : QString();
        if (!reason.isEmpty())
            emit self->problem(tr("The playtest did not start: %1").arg(reason));
        emit self->finished(tr("The playtest did not start."));
    });
}

void PlaytestSession::stop()
{
    startPending_ = false;
    if (!shared_)
        return;
    {
        const std::lock_guard lock(shared_->mutex);
        shared_->stop = true;
        shared_->wake.notify_all();
    }
    // A game stopped in the debugger only ends once the debugger lets go,
    // and must not stop again in the handlers left to run on the way out.
    if (DebugSession* session = debug_ ? debug_->session() : nullptr; session && running_) {
        session->debugger().detach();
        if (session->state() == DebugSession::State::Stopped)
            session->abort();
    }
}

void PlaytestSession::send(const game::PlayerCommand& command)
{
    if (!shared_ || !running_)
        return;
    const std::lock_guard lock(shared_->mutex);
    if (shared_->bot)
        return;
    // Keys typed faster than the game answers wait; a long backlog is dropped.
    if (shared_->commands.size() < 8)
        shared_->commands.push_back(command);
    shared_->wake.notify_all();
}

void PlaytestSession::travelTo(int x, int y)
{
    if (!shared_ || !running_)
        return;
    const std::lock_guard lock(shared_->mutex);
    if (shared_->bot)
        return;
    shared_->travelRequest = std::pair(x, y);
    shared_->travelCancel = false;
    shared_->wake.notify_all();
    travelling_ = true;
    emit travellingChanged(true);
}

void PlaytestSession::cancelTravel()
{
    if (!shared_)
        return;
    const std::lock_guard lock(shared_->mutex);
    shared_->travelRequest.reset();
    shared_->travelCancel = true;
    shared_->wake.notify_all();
}

void PlaytestSession::setBot(std::optional<game::BotMode> bot, int stepsPerSecond)
{
    options_.bot = bot;
    options_.botStepsPerSecond = stepsPerSecond;
    if (!shared_)
        return;
    const std::lock_guard lock(shared_->mutex);
    shared_->bot = bot;
    shared_->botStepsPerSecond = stepsPerSecond;
    shared_->wake.notify_all();
}

void PlaytestSession::setPaused(bool paused)
{
    paused_ = paused;
    if (!shared_)
        return;
    const std::lock_guard lock(shared_->mutex);
    shared_->paused = paused;
    shared_->wake.notify_all();
}

void PlaytestSession::scriptFailed(const QString& error)
{
    QString text = tr("A script failed: %1").arg(error);
    if (running_ && options_.bot && !paused_) {
        setPaused(true);
        text += QLatin1Char('\n') + tr("The bot is paused; uncheck Pause to let it go on.");
    }
    emit problem(text);
}

void PlaytestSession::saveSnapshot()
{
    post([self = QPointer<PlaytestSession>(this), shared = shared_](game::Game& g) {
        std::string bytes = g.save();
        {
            const std::lock_guard lock(shared->mutex);
            shared->snapshotSteps = shared->recording.size();
        }
        QMetaObject::invokeMethod(qApp, [self, bytes = std::move(bytes), turn = g.turn()]() mutable {
            if (!self)
                return;
            self->snapshot_ = std::move(bytes);
            emit self->note(tr("Snapshot saved at turn %1.").arg(turn));
        }, Qt::QueuedConnection);
    });
}

void PlaytestSession::loadSnapshot()
{
    if (snapshot_.empty())
        return;
    post([self = QPointer<PlaytestSession>(this), bytes = snapshot_, shared = shared_](game::Game& g) {
        const std::optional<std::string> error = g.restore(bytes);
        if (!error) {
            // The recording continues from the snapshot's step: the steps after it never happened.
            const std::lock_guard lock(shared->mutex);
            if (shared->recording.size() > shared->snapshotSteps)
                shared->recording.resize(shared->snapshotSteps);
            shared->messagesShown = 0;
            shared->reported = false;
        }
        QMetaObject::invokeMethod(qApp, [self, error, turn = g.turn()] {
            if (!self)
                return;
            if (error)
                emit self->problem(tr("The snapshot does not load: %1").arg(QString::fromStdString(*error)));
            else
                emit self->note(tr("Snapshot loaded: back at turn %1.").arg(turn));
        }, Qt::QueuedConnection);
    });
}

void PlaytestSession::requestReport()
{
    if (!running_) {
        if (!finalReport_.isEmpty())
            emit reportReady(finalReport_);
        return;
    }
    post([self = QPointer<PlaytestSession>(this)](game::Game& g) {
        game::ReportOptions options;
        options.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
        const QString report = QString::fromStdString(game::playtestReport(g, options));
        QMetaObject::invokeMethod(qApp, [self, report] {
            if (self)
                emit self->reportReady(report);
        }, Qt::QueuedConnection);
    });
}

void PlaytestSession::inspect(world::Handle handle)
{
    post([self = QPointer<PlaytestSession>(this), handle](game::Game& g) {
        const EntityDetails details = detailsOf(g, handle);
        QMetaObject::invokeMethod(qApp, [self, details] {
            if (self)
                emit self->entityInspected(details);
        }, Qt::QueuedConnection);
    });
}

void PlaytestSession::reloadAndReplay()
{
    if (!shared_)
        return;
    {
        const std::lock_guard lock(shared_->mutex);
        shared_->replay = shared_->recording;
    }
    PlaytestOptions options = options_;
    options.bot.reset();    // the replay is the recording; the player takes over after it
    start(options);
}

} // namespace incursion::studio
