#include "vm/string_heap.h"

namespace incursion::vm {

int32_t StringHeap::add(std::string bytes)
{
    uint32_t slot;
    if (!free_.empty()) {
        slot = free_.back();
        free_.pop_back();
    } else {
        slot = uint32_t(slots_.size());
        slots_.emplace_back();
    }
    bytesInUse_ += bytes.size();
    ++liveCount_;
    slots_[slot].bytes = std::move(bytes);
    slots_[slot].live = true;
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
            std::string().swap(s.bytes);
            s.live = false;
            free_.push_back(slot);
        }
        s.marked = false;
    }
}

} // namespace incursion::vm
