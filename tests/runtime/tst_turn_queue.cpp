// The time-unit queue: speed scaling and its rounding, exact action counts for
// mixed speeds, ties in insertion order, the Turn pseudo-actor's period,
// removal, rescheduling, interruptions and speed changes, byte-identical
// save/load that changes nothing afterwards, refusal of corrupt or truncated
// data, and a 1,000-actor queue checked against a plain reference model.
#include "game/turn_queue.h"

#include "world/game_object.h"
#include "world/object_registry.h"

#include <QtTest>
#include "support/test_suite.h"

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace tst_turn_queue {

using namespace incursion;
using namespace incursion::game;
using world::Handle;

namespace {

Handle actorHandle(uint32_t slot) { return world::makeHandle(slot, 1); }

// (actor, tick) of each of the next `steps` actions; every actor spends `cost`.
std::vector<std::pair<Handle, Tick>> run(TurnQueue& queue, int steps, uint32_t cost = kStandardActionCost)
{
    std::vector<std::pair<Handle, Tick>> actions;
    for (int i = 0; i < steps; ++i) {
        const Handle actor = queue.next();
        actions.emplace_back(actor, queue.now());
        if (actor != kTurnActor)
            queue.act(actor, cost);
    }
    return actions;
}

std::string saveBytes(const TurnQueue& queue)
{
    module::ByteWriter out;
    queue.save(out);
    return out.bytes;
}

// Loads `bytes` whole; the error message, or empty when they were accepted.
std::string loadError(const std::string& bytes, const world::ObjectRegistry& registry, TurnQueue* loaded = nullptr)
{
    try {
        module::ByteReader in("TURN", bytes, 0);
        TurnQueue queue = TurnQueue::load(in, registry);
        in.expectEnd();
        if (loaded)
            *loaded = queue;
        return {};
    } catch (const module::FormatFailure& failure) {
        return failure.error.describe();
    }
}

// Creatures in a registry, so that saved queues name live objects.
std::vector<Handle> addCreatures(world::ObjectRegistry& registry, int count)
{
    std::vector<Handle> handles;
    for (int i = 0; i < count; ++i)
        handles.push_back(registry.add(std::make_unique<world::GameObject>(world::ObjectKind::Creature)));
    return handles;
}

// Byte offsets in the saved form (turn_queue.cpp).
constexpr size_t kFirstEntry = 2 + 4 + 8 + 8 + 8 + 4;
constexpr size_t kEntrySize = 4 + 8 + 8 + 2;

void putU32(std::string& bytes, size_t at, uint32_t value)
{
    for (int i = 0; i < 4; ++i)
        bytes[at + size_t(i)] = char(value >> (8 * i));
}

} // namespace

class TestTurnQueue : public QObject {
    Q_OBJECT

private slots:
    void scaledCostRounds();
    void mixedSpeedsActExactlyInProportion();
    void tiesGoInInsertionOrder();
    void turnActsEveryPeriod();
    void removedActorsNeverAct();
    void skipPassesTimeWithNobodyActing();
    void rescheduleAndInterrupt();
    void speedChanges();
    void misuseIsRefused();
    void actAddsToATimeoutRaisedDuringTheAction();
    void upcomingListsWaits();
    void saveLoadChangesNothing();
    void corruptDataIsRefused();
    void mutatedDataNeverCrashes();
    void thousandActorsMatchReferenceModel();
};

void TestTurnQueue::scaledCostRounds()
{
    QCOMPARE(scaledCost(30, 100), uint64_t(30));
    QCOMPARE(scaledCost(30, 200), uint64_t(15));
    QCOMPARE(scaledCost(30, 50), uint64_t(60));
    QCOMPARE(scaledCost(30, 150), uint64_t(20));
    QCOMPARE(scaledCost(30, 70), uint64_t(43));     // 42.86 rounds up
    QCOMPARE(scaledCost(30, 110), uint64_t(27));    // 27.27 rounds down
    QCOMPARE(scaledCost(3, 200), uint64_t(2));      // 1.5: halves round up
    QCOMPARE(scaledCost(1, 1000), uint64_t(1));     // never free when it costs something
    QCOMPARE(scaledCost(0, 1000), uint64_t(0));
    QCOMPARE(scaledCost(kMaxActionCost, kMinSpeed), kMaxWait);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, scaledCost(30, 9));
}

void TestTurnQueue::mixedSpeedsActExactlyInProportion()
{
    const Handle fast = actorHandle(1), normal = actorHandle(2), slow = actorHandle(3);
    TurnQueue queue;
    queue.add(fast, 200);
    queue.add(normal, 100);
    queue.add(slow, 50);

    // The first ticks, in order: ties by insertion, the Turn's own entry is the oldest.
    const std::vector<std::pair<Handle, Tick>> expected{
        {fast, 0}, {normal, 0}, {slow, 0}, {fast, 15}, {normal, 30}, {fast, 30}, {fast, 45},
        {kTurnActor, 60}, {slow, 60}, {normal, 60}, {fast, 60}, {fast, 75}};
    TurnQueue prefix = queue;
    QCOMPARE(run(prefix, int(expected.size())), expected);

    std::map<Handle, int> actions;
    while (queue.nextTime() < 10000) {
        const Handle actor = queue.next();
        ++actions[actor];
        if (actor != kTurnActor)
            queue.act(actor);
    }
    // Actions at ticks 0, 15, ... 9990; 0, 30, ... 9990; 0, 60, ... 9960; turns end at 60 ... 9960.
    QCOMPARE(actions[fast], 667);
    QCOMPARE(actions[normal], 334);
    QCOMPARE(actions[slow], 167);
    QCOMPARE(actions[kTurnActor], 166);
    QCOMPARE(queue.turn(), uint64_t(166));
}

void TestTurnQueue::tiesGoInInsertionOrder()
{
    // Handles deliberately not in ascending order: the order is insertion's.
    const std::vector<Handle> order{actorHandle(7), actorHandle(2), actorHandle(9), actorHandle(1), actorHandle(5)};
    TurnQueue queue(1000);
    for (Handle actor : order)
        queue.add(actor, 100, 10);
    for (int round = 0; round < 3; ++round) {
        for (Handle actor : order) {
            QCOMPARE(queue.next(), actor);
            QCOMPARE(queue.now(), Tick(10 + 30 * round));
            queue.act(actor);
        }
    }

    // Different speeds landing on the same tick keep insertion order too:
    // both are due at 60, the one queued first acts first.
    TurnQueue mixed(1000);
    const Handle a = actorHandle(1), b = actorHandle(2);
    mixed.add(b, 50);      // 0, then 60
    mixed.add(a, 100);     // 0, 30, then 60
    QCOMPARE(run(mixed, 5), (std::vector<std::pair<Handle, Tick>>{{b, 0}, {a, 0}, {a, 30}, {b, 60}, {a, 60}}));

    // next() does not move anyone: asking twice gives the same actor.
    QCOMPARE(mixed.next(), a);
    QCOMPARE(mixed.next(), a);
    QCOMPARE(mixed.now(), Tick(90));
}

void TestTurnQueue::turnActsEveryPeriod()
{
    TurnQueue empty(100);
    QCOMPARE(empty.actorCount(), size_t(0));
    for (uint64_t i = 1; i <= 5; ++i) {
        QCOMPARE(empty.next(), kTurnActor);
        QCOMPARE(empty.now(), Tick(100 * i));
        QCOMPARE(empty.turn(), i);
    }

    // A period that does not divide the action cost: the Turn still acts on
    // every multiple of 7, and exactly then.
    TurnQueue queue(7);
    queue.add(actorHandle(1));
    uint64_t turns = 0;
    while (queue.nextTime() <= 700) {
        const Handle actor = queue.next();
        if (actor == kTurnActor) {
            ++turns;
            QCOMPARE(queue.now() % 7, Tick(0));
            QCOMPARE(queue.turn(), queue.now() / 7);
        } else {
            queue.act(actor);
        }
    }
    QCOMPARE(turns, uint64_t(100));
    QCOMPARE(queue.turn(), uint64_t(100));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TurnQueue(0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TurnQueue(kMaxTurnPeriod + 1));
}

void TestTurnQueue::skipPassesTimeWithNobodyActing()
{
    TurnQueue queue(60);
    const Handle a = actorHandle(1), b = actorHandle(2);
    queue.add(a, 100);
    queue.add(b, 50, 10);
    QCOMPARE(queue.next(), a);
    queue.act(a);                                   // a next at 30, b at 10, the Turn at 60
    // Three hours and 7 ticks, rounded up to whole turns: 54,060 ticks, 901 turns.
    queue.skip(3 * kTicksPerHour + 7);
    QCOMPARE(queue.now(), Tick(54060));
    QCOMPARE(queue.turn(), uint64_t(901));
    // Nobody acted meanwhile; everyone keeps their place and their wait.
    QCOMPARE(run(queue, 3), (std::vector<std::pair<Handle, Tick>>{{b, 54070}, {a, 54090}, {kTurnActor, 54120}}));
    QCOMPARE(queue.turn(), uint64_t(902));
    QCOMPARE(queue.turn(), queue.now() / 60);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.skip(kMaxActionCost + 1));
}

void TestTurnQueue::removedActorsNeverAct()
{
    const Handle a = actorHandle(1), b = actorHandle(2), c = actorHandle(3);
    TurnQueue queue(1000);
    queue.add(a);
    queue.add(b);
    queue.add(c);
    QCOMPARE(queue.next(), a);
    // a dies during its own action: it is gone, the next one acts.
    QVERIFY(queue.remove(a));
    QVERIFY(!queue.remove(a));
    QVERIFY(!queue.contains(a));
    QVERIFY(queue.remove(c));
    QVERIFY(!queue.remove(kTurnActor));
    QVERIFY(queue.contains(kTurnActor));
    QCOMPARE(queue.nextActionOf(kTurnActor), Tick(1000));
    QCOMPARE(queue.actorCount(), size_t(1));
    for (const auto& [actor, tick] : run(queue, 40))
        QVERIFY(actor == b || actor == kTurnActor);
    // Leaving and coming back: a queues anew, behind b when they tie.
    queue.add(a, 100, uint32_t(queue.nextActionOf(b) - queue.now()));
    QCOMPARE(queue.next(), b);
    queue.act(b);
    QCOMPARE(queue.next(), a);
}

void TestTurnQueue::rescheduleAndInterrupt()
{
    const Handle sleeper = actorHandle(1), guard = actorHandle(2);
    TurnQueue queue(1000);
    queue.add(sleeper);
    queue.add(guard);
    QCOMPARE(queue.next(), sleeper);
    queue.act(sleeper, 3000);       // falls asleep: next action at 3000
    QCOMPARE(queue.nextActionOf(sleeper), Tick(3000));
    QCOMPARE(queue.next(), guard);
    queue.act(guard);               // guard at 30

    // A later wake-up time is no interruption; an earlier one is.
    QVERIFY(!queue.interrupt(sleeper, 5000));
    QCOMPARE(queue.nextActionOf(sleeper), Tick(3000));
    QVERIFY(queue.interrupt(sleeper, 30));
    QCOMPARE(queue.nextActionOf(sleeper), Tick(30));
    // It ties with the guard, who was queued for 30 first.
    QCOMPARE(run(queue, 2), (std::vector<std::pair<Handle, Tick>>{{guard, 30}, {sleeper, 30}}));

    // Woken now: it acts before anyone else and at once.
    queue.reschedule(sleeper, 500);
    QVERIFY(queue.interrupt(sleeper));
    QCOMPARE(queue.next(), sleeper);
    QCOMPARE(queue.now(), Tick(30));

    // Rescheduling can also push an action later (paralysis).
    queue.reschedule(sleeper, 100);
    QCOMPARE(queue.nextActionOf(sleeper), Tick(130));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.reschedule(kTurnActor, 5));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.interrupt(kTurnActor));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.interrupt(actorHandle(9)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.reschedule(guard, kMaxActionCost + 1));
}

void TestTurnQueue::speedChanges()
{
    const Handle hasted = actorHandle(1), rescaled = actorHandle(2);
    TurnQueue queue(1000);
    queue.add(hasted);
    queue.add(rescaled);
    QCOMPARE(queue.next(), hasted);
    queue.act(hasted, 60);          // at 60
    QCOMPARE(queue.next(), rescaled);
    queue.act(rescaled, 60);        // at 60

    // Keep: the planned action stands, the next one costs half.
    queue.setSpeed(hasted, 200);
    QCOMPARE(queue.speedOf(hasted), uint16_t(200));
    QCOMPARE(queue.nextActionOf(hasted), Tick(60));
    // Rescale: the 60 ticks left become 30.
    queue.setSpeed(rescaled, 200, TurnQueue::PendingWait::Rescale);
    QCOMPARE(queue.nextActionOf(rescaled), Tick(30));
    QCOMPARE(queue.next(), rescaled);
    queue.act(rescaled);            // 15 ticks at speed 200: 45
    QCOMPARE(queue.nextActionOf(rescaled), Tick(45));
    QCOMPARE(queue.next(), rescaled);
    queue.act(rescaled);            // 60, queued after hasted
    QCOMPARE(queue.next(), hasted);
    queue.act(hasted);              // 75
    QCOMPARE(queue.nextActionOf(hasted), Tick(75));

    // Slowed from 200 to 50 with 15 ticks left (now 60): 60 left.
    queue.setSpeed(hasted, 50, TurnQueue::PendingWait::Rescale);
    QCOMPARE(queue.nextActionOf(hasted), Tick(120));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.setSpeed(hasted, kMaxSpeed + 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.setSpeed(kTurnActor, 200));
}

void TestTurnQueue::misuseIsRefused()
{
    TurnQueue queue(1000);
    const Handle a = actorHandle(1);
    queue.add(a, 100, 50);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.add(a));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.add(world::kNoObject));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.add(5));      // a system handle (ETarget)
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.add(actorHandle(2), kMinSpeed - 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.add(actorHandle(2), 100, kMaxActionCost + 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.act(kTurnActor));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, queue.speedOf(actorHandle(2)));
    QCOMPARE(queue.actorCount(), size_t(1));
}

// rule: src/Main.cpp (the main loop) and src/Fight.cpp: a creature acts when
// its Timeout is 0, and both its scripts and the engine's action add to it.
void TestTurnQueue::actAddsToATimeoutRaisedDuringTheAction()
{
    const Handle a = actorHandle(1), b = actorHandle(2);
    TurnQueue queue(1000);
    queue.add(a, 200);
    queue.add(b, 100, 10);
    QCOMPARE(queue.next(), a);
    queue.reschedule(a, 30);        // `EActor->Timeout += 30` during its own action
    queue.act(a, 30);               // the action's cost, at speed 200: 15 ticks more
    QCOMPARE(queue.nextActionOf(a), Tick(45));
    QCOMPARE(queue.next(), b);
    queue.act(b, 30);
    QCOMPARE(queue.nextActionOf(b), Tick(40));
    // The wait never goes past kMaxWait.
    QCOMPARE(queue.next(), b);
    queue.setSpeed(b, kMinSpeed);
    queue.reschedule(b, kMaxActionCost);
    queue.act(b, kMaxActionCost);
    QCOMPARE(queue.nextActionOf(b), Tick(40 + kMaxWait));
}

void TestTurnQueue::upcomingListsWaits()
{
    const Handle a = actorHandle(1), b = actorHandle(2);
    TurnQueue queue(60);
    queue.add(a, 200);
    queue.add(b, 50, 20);
    QCOMPARE(queue.next(), a);
    queue.act(a);       // 15
    QCOMPARE(queue.upcoming(), (std::vector<UpcomingAction>{{a, 15, 200}, {b, 20, 50}, {kTurnActor, 60, 100}}));
    QCOMPARE(queue.next(), a);
    queue.act(a, 90);   // 15 + 45 = 60, after the Turn
    QCOMPARE(queue.upcoming(), (std::vector<UpcomingAction>{{b, 5, 50}, {kTurnActor, 45, 100}, {a, 45, 200}}));
}

void TestTurnQueue::saveLoadChangesNothing()
{
    world::ObjectRegistry registry;
    const std::vector<Handle> actors = addCreatures(registry, 12);
    TurnQueue queue;
    for (size_t i = 0; i < actors.size(); ++i)
        queue.add(actors[i], uint16_t(kMinSpeed + 37 * i), uint32_t(i % 4));
    queue.setSpeed(actors[3], 333);
    run(queue, 500, 17);
    queue.reschedule(actors[5], 400);
    queue.remove(actors[7]);
    // Saved mid-step: an actor is due and has not acted yet.
    Handle due = queue.next();
    while (due == kTurnActor)
        due = queue.next();
    QCOMPARE(queue.upcoming().front().actor, due);

    const std::string bytes = saveBytes(queue);
    TurnQueue loaded;
    QCOMPARE(loadError(bytes, registry, &loaded), std::string());
    QVERIFY(loaded == queue);
    QCOMPARE(saveBytes(loaded), bytes);
    QCOMPARE(loaded.upcoming(), queue.upcoming());
    QCOMPARE(run(loaded, 3000, 23), run(queue, 3000, 23));
    QCOMPARE(saveBytes(loaded), saveBytes(queue));
}

void TestTurnQueue::corruptDataIsRefused()
{
    world::ObjectRegistry registry;
    const std::vector<Handle> actors = addCreatures(registry, 4);
    TurnQueue queue(60);
    for (size_t i = 0; i < 3; ++i)
        queue.add(actors[i]);
    run(queue, 5);
    const std::string bytes = saveBytes(queue);
    QCOMPARE(bytes.size(), kFirstEntry + 4 * kEntrySize);
    QCOMPARE(loadError(bytes, registry), std::string());

    // Every truncation is refused: a field cut short, or entries the rest cannot hold.
    for (size_t size = 0; size < bytes.size(); ++size) {
        const std::string error = loadError(bytes.substr(0, size), registry);
        QVERIFY2(error.find("section ends inside the") != std::string::npos ||
                     error.find("turn queue entry count 4 exceeds what the remaining") != std::string::npos,
                 error.c_str());
    }
    QCOMPARE(loadError(bytes.substr(0, 20), registry),
             std::string("section TURN, offset 0xe: section ends inside the turns completed"));
    QCOMPARE(loadError(bytes + '\0', registry),
             std::string("section TURN, offset 0x7a: 1 unread bytes at the end of the section"));

    auto corrupt = [&](auto change) {
        std::string changed = bytes;
        change(changed);
        return loadError(changed, registry);
    };
    // After 5 actions the entries are: actor 2 at 30, the Turn at 60, actors 0 and 1 at 60.
    QCOMPARE(corrupt([](std::string& b) { b[0] = 2; }),
             std::string("section TURN, offset 0x0: turn queue format version 2 is not 1"));
    QCOMPARE(corrupt([](std::string& b) { putU32(b, 2, 0); }),
             std::string("section TURN, offset 0x2: turn period 0 is outside 1..18000"));
    QCOMPARE(corrupt([](std::string& b) { b[kFirstEntry + 20] = 5; }),
             std::string("section TURN, offset 0x22: entry 0 (actor " + world::handleText(actors[2]) +
                         "): speed 5 is outside 10..1000"));
    QCOMPARE(corrupt([&](std::string& b) { putU32(b, kFirstEntry + 2 * kEntrySize, actors[2]); }),
             std::string("section TURN, offset 0x4e: entry 2 (actor " + world::handleText(actors[2]) +
                         "): the actor is queued twice"));
    QCOMPARE(corrupt([](std::string& b) { putU32(b, kFirstEntry, kTurnActor); }),
             std::string("section TURN, offset 0x22: entry 0 (the Turn): the Turn is due at tick 30, not at the end "
                         "of turn 0 (tick 60)"));
    QCOMPARE(corrupt([](std::string& b) { putU32(b, kFirstEntry, 7); }),
             std::string("section TURN, offset 0x22: entry 0 (actor 0x00000007): not an object handle"));
    // Entries 0 and 1 swapped.
    QVERIFY(corrupt([](std::string& b) {
                std::swap_ranges(b.begin() + kFirstEntry, b.begin() + kFirstEntry + kEntrySize,
                                 b.begin() + kFirstEntry + kEntrySize);
            }).find("out of order") != std::string::npos);
    // The Turn's entry given to a creature that is not queued: no Turn.
    QCOMPARE(corrupt([&](std::string& b) { putU32(b, kFirstEntry + kEntrySize, actors[3]); }),
             std::string("section TURN, offset 0x7a: the Turn is not in the turn queue"));
    // A handle never issued.
    const std::string neverIssued = corrupt([](std::string& b) { putU32(b, kFirstEntry, actorHandle(4000)); });
    QVERIFY2(neverIssued.find("offset 0x22: entry 0 (actor 0x00100fa0): unknown actor: ") != std::string::npos,
             neverIssued.c_str());

    // An actor destroyed since: unknown, with the registry's diagnosis.
    registry.destroy(actors[1], "slain");
    const std::string error = loadError(bytes, registry);
    QVERIFY2(error.find("unknown actor: stale handle " + world::handleText(actors[1])) != std::string::npos,
             error.c_str());
    QVERIFY2(error.find("slain") != std::string::npos, error.c_str());
}

void TestTurnQueue::mutatedDataNeverCrashes()
{
    world::ObjectRegistry registry;
    const std::vector<Handle> actors = addCreatures(registry, 6);
    TurnQueue queue(60);
    for (Handle actor : actors)
        queue.add(actor, uint16_t(50 + 30 * (actor & 7)));
    run(queue, 40);
    const std::string bytes = saveBytes(queue);

    // Whatever is accepted saves back to the same bytes: the format has no slack.
    std::mt19937 random(6);
    int accepted = 0;
    for (int i = 0; i < 4000; ++i) {
        std::string mutated = bytes;
        const int flips = 1 + int(random() % 3);
        for (int f = 0; f < flips; ++f)
            mutated[random() % mutated.size()] ^= char(1 << (random() % 8));
        TurnQueue loaded;
        if (loadError(mutated, registry, &loaded).empty()) {
            ++accepted;
            QCOMPARE(saveBytes(loaded), mutated);
        }
    }
    QVERIFY(accepted < 4000);
}

// The queue against a model that finds the next actor by scanning for the
// smallest (time, insertion number): 1,000 actors of random speeds, random
// costs, deaths, arrivals and interruptions, all from a seeded generator.
void TestTurnQueue::thousandActorsMatchReferenceModel()
{
    struct Modelled {
        Tick time;
        uint64_t sequence;
        uint16_t speed;
    };
    std::map<Handle, Modelled> model;
    uint64_t sequence = 0;
    const uint32_t period = 60;
    Tick turnAt = period;
    uint64_t turnSequence = sequence++;

    std::mt19937 random(20261122);
    TurnQueue queue(period);
    uint32_t nextSlot = 0;
    auto arrive = [&] {
        const Handle actor = actorHandle(nextSlot++);
        const auto speed = uint16_t(kMinSpeed + random() % (kMaxSpeed - kMinSpeed + 1));
        const auto delay = uint32_t(random() % 100);
        queue.add(actor, speed, delay);
        model[actor] = {queue.now() + delay, sequence++, speed};
    };
    for (int i = 0; i < 1000; ++i)
        arrive();

    for (int step = 0; step < 30000; ++step) {
        // The model's next actor.
        Handle expected = kTurnActor;
        Tick expectedTime = turnAt;
        uint64_t expectedSequence = turnSequence;
        for (const auto& [actor, entry] : model) {
            if (entry.time < expectedTime || (entry.time == expectedTime && entry.sequence < expectedSequence)) {
                expected = actor;
                expectedTime = entry.time;
                expectedSequence = entry.sequence;
            }
        }
        const Tick before = queue.now();
        const Handle actor = queue.next();
        QCOMPARE(actor, expected);
        QCOMPARE(queue.now(), expectedTime);
        QVERIFY(queue.now() >= before);
        if (actor == kTurnActor) {
            turnAt += period;
            turnSequence = sequence++;
            continue;
        }
        const uint32_t roll = random() % 100;
        if (roll < 2) {                 // dies; someone new arrives
            QVERIFY(queue.remove(actor));
            model.erase(actor);
            arrive();
        } else {
            const auto cost = uint32_t(random() % 120);
            queue.act(actor, cost);
            Modelled& entry = model[actor];
            entry.time = queue.now() + scaledCost(cost, entry.speed);
            entry.sequence = sequence++;
        }
        if (roll >= 95) {               // a noise wakes a random actor
            auto woken = model.begin();
            std::advance(woken, random() % model.size());
            const auto delay = uint32_t(random() % 20);
            const bool earlier = woken->second.time > queue.now() + delay;
            QCOMPARE(queue.interrupt(woken->first, delay), earlier);
            if (earlier)
                woken->second = {queue.now() + delay, sequence++, woken->second.speed};
        }
        if (step % 5000 == 0) {
            const std::vector<UpcomingAction> upcoming = queue.upcoming();
            QCOMPARE(upcoming.size(), model.size() + 1);
            QVERIFY(std::is_sorted(upcoming.begin(), upcoming.end(),
                                   [](const UpcomingAction& a, const UpcomingAction& b) { return a.wait < b.wait; }));
        }
    }
    QCOMPARE(queue.actorCount(), size_t(1000));
    QVERIFY(queue.turn() > 0);
}

INCURSION_TEST_MAIN(TestTurnQueue)
#include "tst_turn_queue.moc"
} // namespace tst_turn_queue
