// Strings built at run time (concatenation, host results): string handles < 0.
// Handle -1 - i names slot i. Strings are immutable, so handles are shared
// freely between registers; a mark-and-sweep collection frees the slots no
// root holds. Registers are untyped, so any negative register value that names
// a live slot counts as a reference (conservative marking: a number that
// happens to look like a handle only keeps a string alive longer).
#pragma once

#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::vm {

class StringHeap {
public:
    static constexpr bool isHeapHandle(int32_t handle) { return handle < 0; }

    // The bytes of `handle`, or empty for a handle naming no live string.
    // Valid until the slot is collected (slots never move).
    std::string_view bytes(int32_t handle) const
    {
        const uint32_t slot = ~uint32_t(handle);
        return slot < slots_.size() && slots_[slot].live ? std::string_view(slots_[slot].bytes) : std::string_view{};
    }

    int32_t add(std::string bytes);
    // A new string: `first` followed by `second` (either may be another string's bytes).
    int32_t join(std::string_view first, std::string_view second);

    size_t bytesInUse() const { return bytesInUse_; }
    size_t liveCount() const { return liveCount_; }

    // Marks the strings named by the values in `roots` ...
    void mark(std::span<const int32_t> roots);
    void mark(int32_t value);
    // ... then frees every unmarked string.
    void sweep();

private:
    struct Slot {
        std::string bytes;
        bool live = false;
        bool marked = false;
    };
    static constexpr size_t kKeptCapacity = 256;  // bytes a freed slot may keep allocated

    uint32_t takeSlot();

    std::deque<Slot> slots_;            // a deque: adding never moves the bytes of other slots
    std::vector<uint32_t> free_;
    size_t bytesInUse_ = 0;
    size_t liveCount_ = 0;
};

} // namespace incursion::vm
