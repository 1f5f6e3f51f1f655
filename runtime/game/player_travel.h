// Travel: the player walks to a cell chosen on the map, one step per
// command, along a shortest way over explored cells that can be walked on
// (doors open on the way), as the original's extended actions walk
// (src/Creature.cpp, Creature::ExtendedAction). A walk stops when an awake
// hostile creature is in view, when the player took damage or a question
// or a text to read was put to the player since the last step (lines in the
// log alone do not stop it: a region may speak on every step), when the next step is blocked, or when the
// player interrupts it (a key). Like a bot, it draws none of the game's
// random numbers: the same game and target give the same walk.
#pragma once

#include "game/pathfinding.h"
#include "game/player_command.h"

#include <cstdint>
#include <optional>

namespace incursion::game {

class Game;

enum class TravelStop : uint8_t {
    None,           // travelling
    Arrived,
    Unknown,        // the target is outside the map or not explored
    Unreachable,    // no way to it over explored cells (or it is a wall)
    Blocked,        // the next step is blocked (a creature, a door that did not open)
    HostileInView,
    Hurt,
    Message,        // a question or a text to read was put to the player since the last step
    Interrupted,    // the player pressed a key
};

class PlayerTravel {
public:
    // Starts a walk to (x, y) on the player's level: None when it starts,
    // else why not (Arrived: the player stands there already).
    TravelStop start(Game& game, int x, int y);
    // The next step's command, or nullopt when the walk ends (stopReason() says why).
    std::optional<PlayerCommand> nextStep(Game& game);
    // The step nextStep() returned was refused: the walk ends, blocked.
    void stepRefused() { end(TravelStop::Blocked); }
    // The player pressed a key or answered a question: the walk ends.
    void interrupt(TravelStop why = TravelStop::Interrupted) { end(why); }

    bool active() const { return active_; }
    TravelStop stopReason() const { return stop_; }
    int targetX() const { return targetX_; }
    int targetY() const { return targetY_; }

private:
    void end(TravelStop why);
    std::optional<SearchResult> search(Game& game);
    bool hostileInView(Game& game) const;

    GridSearch grid_;
    bool active_ = false;
    TravelStop stop_ = TravelStop::None;
    int targetX_ = -1;
    int targetY_ = -1;
    world::Handle level_ = world::kNoObject;    // the level the walk is on (a level change ends it)
    int hp_ = 0;                // the player's hit points at the last step
    uint64_t prompts_ = 0;      // Game::promptsAsked() when the walk started
};

// How far a hostile creature may be and still stop a walk (the original's 18 squares).
constexpr int kTravelHostileRange = 18;

} // namespace incursion::game
