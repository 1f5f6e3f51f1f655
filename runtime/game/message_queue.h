// The original's message queues (src/Message.cpp, Map::SetQueue and its kin):
// while a queue is set, what the player would read is gathered into it
// instead of the log, each message followed by a space, and printed later as
// one line (PrintQueue) or thrown away (EmptyQueue). A blast's or a blow's
// consequences ("The goblin is burned. The goblin dies.") thus come after
// what caused them and read as one line per victim. Queues nest: the one
// set last gathers. Scripts set and unset them (T_MAP::SetQueue ...); the
// engine prints them where the original does (spell_engine.cpp, combat.cpp).
// Not saved: every actor's turn begins with none set and none holding text.
#pragma once

#include "game/message_format.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

// The original's queue numbers (inc/Defines.h).
enum MessageQueueId : int16_t {
    QUEUE_WEAPON_MSG = 1,
    QUEUE_DAMAGE_MSG = 2,
    QUEUE_AREA_EFFECT = 3,
    QUEUE_RESIST_MSG = 4,
    QUEUE_DISPEL_MSG = 5,
    QUEUE_BLAST_MSG = 6,
    QUEUE_DISBELIEF_MSG = 7,
};

class MessageQueues {
public:
    // As many queues as set at once as the original's stack held (Map::QueueStack[32]).
    static constexpr size_t kStackLimit = 31;
    // Queue numbers 1..kQueueCount-1 hold text (the original's Player::MessageQueue[8]).
    static constexpr int16_t kQueueCount = 8;

    // SetQueue: `queue` gathers from now on. The error when it cannot.
    std::optional<std::string> set(int16_t queue);
    // UnsetQueue: `queue` stops gathering; the error when it is not the one
    // set last (the original's "Print Queue Stack corruption!").
    std::optional<std::string> unset(int16_t queue);
    // QueueNum: the queue gathering now; 0 for none.
    int16_t current() const { return stack_.empty() ? 0 : stack_.back(); }

    // Gathers `runs` into the current queue; false when none is set.
    bool gather(std::vector<MessageRun>& runs);
    // PrintQueue: what `queue` holds, taken out of it, to log as one line;
    // nothing while it is the one gathering (Player::DumpQueue).
    std::vector<MessageRun> take(int16_t queue);
    // EmptyQueue: what `queue` holds is thrown away.
    void discard(int16_t queue);

    // The text still held in any queue, in queue order, as one line each;
    // the stack emptied (at an actor's turn, so nothing is carried over or saved).
    std::vector<std::vector<MessageRun>> reset();

    static bool valid(int16_t queue) { return queue > 0 && queue < kQueueCount; }

private:
    std::vector<int16_t> stack_;
    std::array<std::vector<MessageRun>, kQueueCount> held_{};
};

// The engine's SetQueue ... UnsetQueue pair: `queue` gathers while the
// scope lasts (not at all when the stack is full).
class MessageQueueScope {
public:
    MessageQueueScope(MessageQueues& queues, int16_t queue) : queues_(queues), queue_(queue), set_(!queues.set(queue)) {}
    ~MessageQueueScope()
    {
        // A queue a script left set above it stays until the actor's turn ends (MessageQueues::reset).
        if (set_)
            (void)queues_.unset(queue_);
    }
    MessageQueueScope(const MessageQueueScope&) = delete;
    MessageQueueScope& operator=(const MessageQueueScope&) = delete;

private:
    MessageQueues& queues_;
    int16_t queue_;
    bool set_;
};

} // namespace incursion::game
