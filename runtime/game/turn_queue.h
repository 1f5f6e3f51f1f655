// The game's time: a queue of actors ordered by the tick of their next action,
// in which the game turn itself is an actor (the Turn pseudo-actor). Every
// action costs ticks, scaled by the actor's percentile speed; the queue is a
// sorted array kept in order by binary-search insertion, with equal times in
// insertion order, so the same calls always give the same order. README.md
// next to this file ("Time") explains the units and the rules.
#pragma once

#include "module/binary_io.h"
#include "world/handle.h"
#include "world/object_registry.h"

#include <cstdint>
#include <vector>

namespace incursion::game {

// Game time in ticks since the game began. A tick is the original game's time
// unit (its turn counter), a fifth of a second: 18,000 make an hour.
using Tick = uint64_t;

// What a standard action (a move, a melee attack) costs at speed 100: six
// seconds, one d20 round, as in the original (scripts add 30 for one action).
constexpr uint32_t kStandardActionCost = 30;
// How often the Turn pseudo-actor acts by default: the original threw EV_TURN
// (attacks of opportunity, terrain, per-turn effects) every 60 ticks.
constexpr uint32_t kDefaultTurnPeriod = 60;
constexpr uint32_t kTicksPerHour = 18000;
constexpr uint32_t kMaxTurnPeriod = kTicksPerHour;

// Percentile speed: 100 is normal, 200 acts twice as often, 50 half as often.
// The floor of 10 is the original's.
constexpr uint16_t kNormalSpeed = 100;
constexpr uint16_t kMinSpeed = 10;
constexpr uint16_t kMaxSpeed = 1000;

// Unscaled costs and delays above this are refused (about 39 days), so no
// sum of ticks can overflow.
constexpr uint32_t kMaxActionCost = uint32_t(1) << 24;
// The longest wait a queued actor can have: kMaxActionCost at kMinSpeed.
constexpr uint64_t kMaxWait = uint64_t(kMaxActionCost) * kNormalSpeed / kMinSpeed;

// The Turn pseudo-actor's handle: 0, which names no object.
constexpr world::Handle kTurnActor = world::kNoObject;

constexpr uint16_t kTurnQueueFormatVersion = 1;

// `cost` ticks at speed 100 scaled by 100/speed, rounded to the nearest tick
// (halves up); a positive cost stays at least 1 tick, 0 stays 0.
uint64_t scaledCost(uint32_t cost, uint16_t speed);

// One entry of upcoming(), for the turn-queue dock.
struct UpcomingAction {
    world::Handle actor;    // kTurnActor for the Turn pseudo-actor
    uint64_t wait;          // ticks from now() to its next action
    uint16_t speed;

    friend bool operator==(const UpcomingAction&, const UpcomingAction&) = default;
};

class TurnQueue {
public:
    // An empty game at tick 0 whose first turn ends at tick `turnPeriod`.
    // Throws std::invalid_argument for a period outside 1..kMaxTurnPeriod.
    explicit TurnQueue(uint32_t turnPeriod = kDefaultTurnPeriod);

    Tick now() const { return now_; }
    // Turns completed: how often the Turn pseudo-actor has acted.
    uint64_t turn() const { return turns; }
    uint32_t turnPeriod() const { return period; }

    // Queues `actor` to act `delay` ticks from now (not scaled by speed).
    // Throws std::invalid_argument when `actor` is not an object handle, is
    // already queued, or `speed` or `delay` is out of range.
    void add(world::Handle actor, uint16_t speed = kNormalSpeed, uint32_t delay = 0);
    // Takes `actor` out (it died or left the map, even during its own action);
    // false when it was not queued, and for the Turn, which always stays.
    bool remove(world::Handle actor);

    // The Turn is always queued; speedOf and nextActionOf answer for it too.
    bool contains(world::Handle actor) const;
    size_t actorCount() const { return entries.size() - 1; }    // without the Turn
    // Throw std::invalid_argument when `actor` is not queued.
    uint16_t speedOf(world::Handle actor) const;
    Tick nextActionOf(world::Handle actor) const;

    // Who acts next: advances now() to the earliest queued time and returns
    // that actor, which stays queued until act() (so asking again, or saving
    // and loading, gives the same answer). When it is kTurnActor the turn has
    // already been counted and the Turn requeued one period later.
    world::Handle next();
    // The earliest queued time (now() or later), without advancing.
    Tick nextTime() const { return entries.back().time; }

    // `actor`, due now, has done an action costing `cost` ticks at speed 100:
    // it acts next scaledCost(cost, its speed) after its planned time, behind
    // any actor already queued for that tick. The planned time is now unless
    // its Timeout was raised during the action (thing_state_api.h): the cost
    // comes on top, as in the original, where both added to Thing::Timeout.
    // Throws std::invalid_argument for an actor not queued, the Turn or a cost
    // above kMaxActionCost.
    void act(world::Handle actor, uint32_t cost = kStandardActionCost);

    // Moves `actor`'s next action to `delay` ticks from now (not scaled),
    // earlier or later, behind any actor already queued for that tick.
    // Throws std::invalid_argument for an actor not queued, the Turn, or a
    // delay above kMaxActionCost.
    void reschedule(world::Handle actor, uint32_t delay);
    // Time passes with nobody acting (the player away on a journey across
    // the world): now() and every queued action move `ticks` later, rounded
    // up to whole turns (the Turn keeps acting on multiples of its period),
    // and the turns that went by are counted. Throws std::invalid_argument
    // above kMaxActionCost (longer journeys skip in parts).
    void skip(uint32_t ticks);
    // An interruption (woken by a noise, an enemy in view): moves `actor`'s
    // next action to `delay` ticks from now if that is earlier than planned.
    // Returns whether it moved. Throws as reschedule().
    bool interrupt(world::Handle actor, uint32_t delay = 0);

    // What happens to the action already planned when the speed changes.
    enum class PendingWait {
        Keep,       // the planned time stands; the new speed counts from the next action
        Rescale,    // the wait left is scaled by old/new speed (rounded as scaledCost, at most kMaxWait)
    };
    // Throws std::invalid_argument for an actor not queued, the Turn or a
    // speed outside kMinSpeed..kMaxSpeed.
    void setSpeed(world::Handle actor, uint16_t speed, PendingWait pending = PendingWait::Keep);

    // Every queued actor, the Turn included, in the order they will act.
    std::vector<UpcomingAction> upcoming() const;

    // The queue's state (format in turn_queue.cpp). The same queue always
    // gives the same bytes, and a loaded queue acts exactly as the saved one.
    void save(module::ByteWriter& out) const;
    // Reads what save() wrote, verifying every value; every actor must be a
    // live object of `registry`. Refuses bad input with in.fail()
    // (module::FormatFailure naming the offset).
    static TurnQueue load(module::ByteReader& in, const world::ObjectRegistry& registry);

    friend bool operator==(const TurnQueue&, const TurnQueue&) = default;

private:
    struct Entry {
        Tick time = 0;
        uint64_t sequence = 0;      // insertion order: breaks ties between equal times
        world::Handle actor = kNoActor;
        uint16_t speed = kNormalSpeed;

        friend bool operator==(const Entry&, const Entry&) = default;
    };
    static constexpr world::Handle kNoActor = ~world::Handle(0);
    // Acts after `other`: later time, or the same time and queued later.
    static bool actsAfter(const Entry& entry, const Entry& other);

    std::vector<Entry>::iterator find(world::Handle actor);
    std::vector<Entry>::const_iterator find(world::Handle actor) const;
    const Entry& queued(world::Handle actor, const char* operation) const;
    Entry takeOut(world::Handle actor, const char* operation);
    void insert(world::Handle actor, uint16_t speed, Tick time);

    // Sorted latest first, so the next actor is at the back: taking it out
    // is O(1), and an insertion is a binary search and one move.
    std::vector<Entry> entries;
    Tick now_ = 0;
    uint64_t turns = 0;
    uint64_t nextSequence = 0;
    uint32_t period;
};

} // namespace incursion::game
