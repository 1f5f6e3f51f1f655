#include "game/message_queue.h"

namespace incursion::game {

std::optional<std::string> MessageQueues::set(int16_t queue)
{
    if (!valid(queue))
        return "SetQueue: no message queue " + std::to_string(queue) + " (1 to " + std::to_string(kQueueCount - 1) + ")";
    if (stack_.size() >= kStackLimit)
        return "SetQueue: queue stack overflow (" + std::to_string(kStackLimit) + " queues set)";
    stack_.push_back(queue);
    return std::nullopt;
}

std::optional<std::string> MessageQueues::unset(int16_t queue)
{
    if (current() != queue)
        return "UnsetQueue(" + std::to_string(queue) + "): the queue set last is " + std::to_string(current())
               + " (message queue stack corrupted)";
    stack_.pop_back();
    return std::nullopt;
}

bool MessageQueues::gather(std::vector<MessageRun>& runs)
{
    const int16_t queue = current();
    if (queue == 0)
        return false;
    std::vector<MessageRun>& held = held_[size_t(queue)];
    // Each message followed by a space, as Player::__IPrint appends it; the
    // last one's is dropped when the line is printed (take()).
    if (!held.empty())
        held.back().text += ' ';
    for (MessageRun& run : runs) {
        if (!held.empty() && held.back().colour == run.colour)
            held.back().text += run.text;
        else
            held.push_back(std::move(run));
    }
    return true;
}

std::vector<MessageRun> MessageQueues::take(int16_t queue)
{
    if (!valid(queue) || queue == current())
        return {};
    std::vector<MessageRun> line;
    line.swap(held_[size_t(queue)]);
    return line;
}

void MessageQueues::discard(int16_t queue)
{
    if (valid(queue))
        held_[size_t(queue)].clear();
}

std::vector<std::vector<MessageRun>> MessageQueues::reset()
{
    stack_.clear();
    std::vector<std::vector<MessageRun>> lines;
    for (std::vector<MessageRun>& held : held_)
        if (!held.empty()) {
            lines.emplace_back();
            lines.back().swap(held);
        }
    return lines;
}

} // namespace incursion::game
