// The saved form of a turn queue (little-endian, module/binary_io.h):
//
//   u16 version (1)
//   u32 turn period         1..kMaxTurnPeriod
//   u64 now                 the current tick, below kMaxTick
//   u64 turns               turns completed
//   u64 next sequence       the insertion number the next insertion gets
//   list<Entry>             in acting order, the Turn included exactly once
//
//   Entry = u32 actor, u64 time, u64 sequence, u16 speed
//
// Loading checks what the queue itself guarantees, so that a loaded queue
// behaves exactly as the saved one: entries in strictly ascending (time,
// sequence) order, no time before now or beyond kMaxWait after it, unique
// actors and sequences all below the next sequence, speeds in range, the Turn
// at speed 100 due exactly at the end of the current turn; and every actor is
// a live object of the game's registry.
#include "game/turn_queue.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

namespace incursion::game {

namespace {

// Far beyond any game (2^62 ticks are 29 billion years), low enough that no
// tick plus a wait overflows.
constexpr Tick kMaxTick = Tick(1) << 62;

std::string actorText(world::Handle actor)
{
    return actor == kTurnActor ? std::string("the Turn") : "actor " + world::handleText(actor);
}

void checkSpeed(uint16_t speed)
{
    if (speed < kMinSpeed || speed > kMaxSpeed)
        throw std::invalid_argument("speed " + std::to_string(speed) + " is outside " + std::to_string(kMinSpeed) +
                                    ".." + std::to_string(kMaxSpeed));
}

void checkTicks(uint32_t ticks, const char* what)
{
    if (ticks > kMaxActionCost)
        throw std::invalid_argument(std::string(what) + " " + std::to_string(ticks) + " exceeds " +
                                    std::to_string(kMaxActionCost) + " ticks");
}

} // namespace

uint64_t scaledCost(uint32_t cost, uint16_t speed)
{
    checkSpeed(speed);
    if (cost == 0)
        return 0;
    const uint64_t scaled = (uint64_t(cost) * kNormalSpeed + speed / 2) / speed;
    return std::max<uint64_t>(scaled, 1);
}

TurnQueue::TurnQueue(uint32_t turnPeriod) : period(turnPeriod)
{
    if (turnPeriod < 1 || turnPeriod > kMaxTurnPeriod)
        throw std::invalid_argument("turn period " + std::to_string(turnPeriod) + " is outside 1.." +
                                    std::to_string(kMaxTurnPeriod));
    insert(kTurnActor, kNormalSpeed, period);
}

bool TurnQueue::actsAfter(const Entry& entry, const Entry& other)
{
    return entry.time != other.time ? entry.time > other.time : entry.sequence > other.sequence;
}

std::vector<TurnQueue::Entry>::iterator TurnQueue::find(world::Handle actor)
{
    return std::find_if(entries.begin(), entries.end(), [actor](const Entry& entry) { return entry.actor == actor; });
}

std::vector<TurnQueue::Entry>::const_iterator TurnQueue::find(world::Handle actor) const
{
    return std::find_if(entries.begin(), entries.end(), [actor](const Entry& entry) { return entry.actor == actor; });
}

const TurnQueue::Entry& TurnQueue::queued(world::Handle actor, const char* operation) const
{
    const auto entry = find(actor);
    if (entry == entries.end())
        throw std::invalid_argument(std::string(operation) + ": " + actorText(actor) + " is not in the turn queue");
    return *entry;
}

TurnQueue::Entry TurnQueue::takeOut(world::Handle actor, const char* operation)
{
    if (actor == kTurnActor)
        throw std::invalid_argument(std::string(operation) + ": the Turn keeps its own time");
    const auto entry = find(actor);
    if (entry == entries.end())
        throw std::invalid_argument(std::string(operation) + ": " + actorText(actor) + " is not in the turn queue");
    const Entry taken = *entry;
    entries.erase(entry);
    return taken;
}

void TurnQueue::insert(world::Handle actor, uint16_t speed, Tick time)
{
    const Entry entry{time, nextSequence++, actor, speed};
    entries.insert(std::lower_bound(entries.begin(), entries.end(), entry, actsAfter), entry);
}

void TurnQueue::add(world::Handle actor, uint16_t speed, uint32_t delay)
{
    if (!world::isObjectHandle(actor))
        throw std::invalid_argument("add: " + world::handleText(actor) + " is not an object handle");
    if (contains(actor))
        throw std::invalid_argument("add: " + actorText(actor) + " is already in the turn queue");
    checkSpeed(speed);
    checkTicks(delay, "add: delay");
    insert(actor, speed, now_ + delay);
}

bool TurnQueue::remove(world::Handle actor)
{
    if (actor == kTurnActor)
        return false;
    const auto entry = find(actor);
    if (entry == entries.end())
        return false;
    entries.erase(entry);
    return true;
}

bool TurnQueue::contains(world::Handle actor) const
{
    return find(actor) != entries.end();
}

uint16_t TurnQueue::speedOf(world::Handle actor) const
{
    return queued(actor, "speedOf").speed;
}

Tick TurnQueue::nextActionOf(world::Handle actor) const
{
    return queued(actor, "nextActionOf").time;
}

world::Handle TurnQueue::next()
{
    const Entry front = entries.back();
    now_ = front.time;
    if (front.actor == kTurnActor) {
        entries.pop_back();
        ++turns;
        insert(kTurnActor, kNormalSpeed, now_ + period);
    }
    return front.actor;
}

void TurnQueue::act(world::Handle actor, uint32_t cost)
{
    checkTicks(cost, "act: cost");
    // Its planned time is now, or later when a script raised its Timeout
    // during the action: the action's own cost comes on top, as the
    // original's engine added to the Timeout scripts had set. The wait stays
    // within kMaxWait, as every queued wait does.
    const Entry entry = takeOut(actor, "act");
    insert(actor, entry.speed, std::min(entry.time + scaledCost(cost, entry.speed), now_ + kMaxWait));
}

void TurnQueue::skip(uint32_t ticks)
{
    checkTicks(ticks, "skip: ticks");
    const uint64_t skipped = (uint64_t(ticks) + period - 1) / period * period;
    // Every entry moves by the same amount: their order (and ties) stay as they were.
    for (Entry& entry : entries)
        entry.time += skipped;
    now_ += skipped;
    turns += skipped / period;
}

void TurnQueue::reschedule(world::Handle actor, uint32_t delay)
{
    checkTicks(delay, "reschedule: delay");
    const Entry entry = takeOut(actor, "reschedule");
    insert(actor, entry.speed, now_ + delay);
}

bool TurnQueue::interrupt(world::Handle actor, uint32_t delay)
{
    checkTicks(delay, "interrupt: delay");
    if (actor == kTurnActor)
        throw std::invalid_argument("interrupt: the Turn keeps its own time");
    if (queued(actor, "interrupt").time <= now_ + delay)
        return false;
    reschedule(actor, delay);
    return true;
}

void TurnQueue::setSpeed(world::Handle actor, uint16_t speed, PendingWait pending)
{
    checkSpeed(speed);
    if (actor == kTurnActor)
        throw std::invalid_argument("setSpeed: the Turn keeps its own time");
    const auto entry = find(actor);
    if (entry == entries.end())
        throw std::invalid_argument("setSpeed: " + actorText(actor) + " is not in the turn queue");
    if (pending == PendingWait::Keep || entry->speed == speed) {
        entry->speed = speed;
        return;
    }
    // wait × old / new, rounded as scaledCost (wait ≤ kMaxWait, so no overflow)
    // and kept within kMaxWait, which load() checks.
    const uint64_t wait = entry->time - now_;
    const uint64_t rescaled = std::min((wait * entry->speed + speed / 2) / speed, kMaxWait);
    const Tick time = now_ + (wait > 0 ? std::max<uint64_t>(rescaled, 1) : 0);
    entries.erase(entry);
    insert(actor, speed, time);
}

std::vector<UpcomingAction> TurnQueue::upcoming() const
{
    std::vector<UpcomingAction> result;
    result.reserve(entries.size());
    for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry)
        result.push_back({entry->actor, entry->time - now_, entry->speed});
    return result;
}

// ---------------------------------------------------------------- saving

void TurnQueue::save(module::ByteWriter& out) const
{
    out.u16(kTurnQueueFormatVersion);
    out.u32(period);
    out.u64(now_);
    out.u64(turns);
    out.u64(nextSequence);
    out.count(entries.size(), "turn queue entries");
    for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry) {
        out.u32(entry->actor);
        out.u64(entry->time);
        out.u64(entry->sequence);
        out.u16(entry->speed);
    }
}

TurnQueue TurnQueue::load(module::ByteReader& in, const world::ObjectRegistry& registry)
{
    const size_t versionAt = in.offset();
    const uint16_t version = in.u16("turn queue format version");
    if (version != kTurnQueueFormatVersion)
        in.fail("turn queue format version " + std::to_string(version) + " is not " +
                    std::to_string(kTurnQueueFormatVersion),
                versionAt);
    const size_t periodAt = in.offset();
    const uint32_t period = in.u32("turn period");
    if (period < 1 || period > kMaxTurnPeriod)
        in.fail("turn period " + std::to_string(period) + " is outside 1.." + std::to_string(kMaxTurnPeriod), periodAt);
    TurnQueue queue(period);
    queue.entries.clear();

    const size_t nowAt = in.offset();
    queue.now_ = in.u64("current tick");
    queue.turns = in.u64("turns completed");
    queue.nextSequence = in.u64("next sequence");
    // The Turn is due at the end of the current turn, and now lies within it.
    if (queue.turns >= kMaxTick / period)
        in.fail("turn count " + std::to_string(queue.turns) + " is too large", nowAt);
    const Tick turnDue = (queue.turns + 1) * period;
    if (queue.now_ < turnDue - period || queue.now_ > turnDue)
        in.fail("tick " + std::to_string(queue.now_) + " is not in turn " + std::to_string(queue.turns) + " (ticks " +
                    std::to_string(turnDue - period) + ".." + std::to_string(turnDue) + ")",
                nowAt);

    constexpr size_t kEntrySize = 4 + 8 + 8 + 2;
    const uint32_t count = in.count(kEntrySize, "turn queue entry count");
    if (count == 0 || count > world::kMaxSlots + 1)
        in.fail("turn queue entry count " + std::to_string(count) + " is outside 1.." +
                std::to_string(world::kMaxSlots + 1));
    std::vector<Entry> ordered;
    ordered.reserve(count);
    std::set<world::Handle> actors;
    std::vector<uint64_t> sequences;
    sequences.reserve(count);
    for (uint32_t i = 0; i < count; ++i) {
        const size_t at = in.offset();
        Entry entry;
        entry.actor = in.u32("actor");
        entry.time = in.u64("action time");
        entry.sequence = in.u64("insertion sequence");
        entry.speed = in.u16("speed");
        const std::string what = "entry " + std::to_string(i) + " (" + actorText(entry.actor) + ")";
        if (entry.actor != kTurnActor) {
            if (!world::isObjectHandle(entry.actor))
                in.fail(what + ": not an object handle", at);
            if (!registry.find(entry.actor))
                in.fail(what + ": unknown actor: " + registry.diagnose(entry.actor), at);
        }
        if (!actors.insert(entry.actor).second)
            in.fail(what + ": the actor is queued twice", at);
        if (entry.actor == kTurnActor && entry.speed != kNormalSpeed)
            in.fail(what + ": the Turn has speed " + std::to_string(entry.speed) + ", not 100", at);
        if (entry.speed < kMinSpeed || entry.speed > kMaxSpeed)
            in.fail(what + ": speed " + std::to_string(entry.speed) + " is outside " + std::to_string(kMinSpeed) +
                        ".." + std::to_string(kMaxSpeed),
                    at);
        if (entry.actor == kTurnActor && entry.time != turnDue)
            in.fail(what + ": the Turn is due at tick " + std::to_string(entry.time) + ", not at the end of turn " +
                        std::to_string(queue.turns) + " (tick " + std::to_string(turnDue) + ")",
                    at);
        if (entry.time < queue.now_ || entry.time - queue.now_ > kMaxWait)
            in.fail(what + ": action time " + std::to_string(entry.time) + " is outside ticks " +
                        std::to_string(queue.now_) + ".." + std::to_string(queue.now_ + kMaxWait),
                    at);
        if (entry.sequence >= queue.nextSequence)
            in.fail(what + ": insertion sequence " + std::to_string(entry.sequence) +
                        " is not below the next sequence " + std::to_string(queue.nextSequence),
                    at);
        if (!ordered.empty() && !actsAfter(entry, ordered.back()))
            in.fail(what + ": out of order (due at tick " + std::to_string(entry.time) + ", sequence " +
                        std::to_string(entry.sequence) + ", after tick " + std::to_string(ordered.back().time) +
                        ", sequence " + std::to_string(ordered.back().sequence) + ")",
                    at);
        ordered.push_back(entry);
        sequences.push_back(entry.sequence);
    }
    if (!actors.count(kTurnActor))
        in.fail("the Turn is not in the turn queue");
    std::sort(sequences.begin(), sequences.end());
    if (std::adjacent_find(sequences.begin(), sequences.end()) != sequences.end())
        in.fail("two entries have the same insertion sequence");

    queue.entries.assign(ordered.rbegin(), ordered.rend());
    return queue;
}

} // namespace incursion::game
