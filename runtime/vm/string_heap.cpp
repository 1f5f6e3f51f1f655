#include "vm/string_heap.h"

namespace incursion::vm {

uint32_t StringHeap::takeSlot()
{
    ++liveCount_;
    if (!free_.empty()) {
        const uint32_t slot = free_.back();
        free_.pop_back();
        slots_[slot].live = true;
        return slot;
    }
    slots_.emplace_back().live = true;
    return uint32_t(slots_.size() - 1);
}

int32_t StringHeap::add(std::string bytes)
{
    const uint32_t slot = takeSlot();
    bytesInUse_ += bytes.size();
    slots_[slot].bytes = std::move(bytes);
    return int32_t(~slot);
}

int32_t StringHeap::join(std::string_view first, std::string_view second)
{
    // A free slot is named by no live handle, so neither part lives in it.
    const uint32_t slot = takeSlot();
    std::string& bytes = slots_[slot].bytes;
    bytes.reserve(first.size() + second.size());
    bytes.assign(first).append(second);
    bytesInUse_ += bytes.size();
    return int32_t(~slot);
}

void StringHeap::mark(int32_t value)
{
    const uint32_t slot = ~uint32_t(value);
    if (value < 0 && slot < slots_.size())
        slots_[slot].marked = true;
}

void StringHeap::mark(std::span<const int32_t> roots)
{
    for (int32_t value : roots)
        mark(value);
}

void StringHeap::sweep()
{
    for (uint32_t slot = 0; slot < slots_.size(); ++slot) {
        Slot& s = slots_[slot];
        if (s.live && !s.marked) {
            bytesInUse_ -= s.bytes.size();
            --liveCount_;
            // Short buffers stay for the next string built in this slot
            // (messages are built over and over); long ones go back.
            if (s.bytes.capacity() > kKeptCapacity)
                std::string().swap(s.bytes);
            else
                s.bytes.clear();
            s.live = false;
            free_.push_back(slot);
        }
        s.marked = false;
    }
}

} // namespace incursion::vm
