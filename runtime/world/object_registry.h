// Every game object, by handle (handle.h). Lookup, creation and destruction
// are O(1): a handle names a slot, and the slot's generation tells a live
// handle from a stale one. Each slot remembers its last destroyed occupant
// (what it was, on which turn and why it went), so a stale handle gets a
// diagnosis instead of a crash, in bounded memory.
//
// Objects are grouped by map, in the order they joined it. A map's objects can
// be taken out of memory (save_file.h: takeMapOut) and brought back with the
// same handles; meanwhile their slots stay reserved and a lookup says that the
// map is not loaded.
#pragma once

#include "world/game_object.h"
#include "world/handle.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace incursion::world {

// The last destroyed occupant of a slot.
struct Tombstone {
    uint16_t generation = 0;
    ObjectKind kind{};
    uint64_t turn = 0;          // the registry's turn when it was destroyed
    std::string description;    // GameObject::describe(), at most kMaxTombstoneText bytes
    std::string reason;         // as given to destroy(), at most kMaxTombstoneText bytes
};

// A handle that names no live object; what() is ObjectRegistry::diagnose().
class HandleError : public std::runtime_error {
public:
    HandleError(Handle handle, const std::string& diagnosis) : std::runtime_error(diagnosis), handle(handle) {}
    Handle handle;
};

class ObjectRegistry {
public:
    static constexpr size_t kMaxTombstoneText = 200;

    ObjectRegistry() = default;
    ObjectRegistry(ObjectRegistry&&) noexcept = default;
    ObjectRegistry& operator=(ObjectRegistry&&) noexcept = default;

    // The game turn, recorded in tombstones; the game advances it.
    uint64_t turn() const { return turn_; }
    void setTurn(uint64_t turn) { turn_ = turn; }

    // Registers `object` on `map` (kNoObject: on none) and returns its handle.
    // Throws std::invalid_argument for a null or already registered object,
    // std::logic_error when `map` is not loaded, std::length_error when all
    // kMaxSlots slots are taken.
    Handle add(std::unique_ptr<GameObject> object, Handle map = kNoObject);

    template <typename T, typename... Args>
    T& create(Handle map, Args&&... args) {
        auto object = std::make_unique<T>(std::forward<Args>(args)...);
        T& result = *object;
        add(std::move(object), map);
        return result;
    }

    // The live object `handle` names, or null.
    GameObject* find(Handle handle) const noexcept;
    // The same, or a HandleError carrying diagnose(handle).
    GameObject& get(Handle handle) const;
    // Why `handle` names no live object (stale: what it was and when it was
    // destroyed; on a map that is not loaded; never issued ...); empty when it does.
    std::string diagnose(Handle handle) const;

    // Destroys the object, leaving a tombstone with the current turn and
    // `reason`. Throws HandleError when `handle` names no live object.
    void destroy(Handle handle, std::string_view reason = {});

    // Moves the object to the end of `map`'s objects. Throws HandleError for a
    // bad handle, std::logic_error when `map` is not loaded.
    void moveToMap(Handle handle, Handle map);

    size_t objectCount() const { return liveCount; }     // objects in memory
    size_t slotCount() const { return slotTable.size(); }
    const Tombstone* tombstone(uint32_t slot) const;

    // The handles of `map`'s objects, in the order they joined it.
    std::vector<Handle> objectsOn(Handle map) const;
    size_t countOn(Handle map) const;
    // Calls f(GameObject&) for each of `map`'s objects in order; f may destroy
    // the object it is given or move it to another map, but not touch the
    // map's other objects.
    template <typename F>
    void forEachOn(Handle map, F&& f) {
        const auto group = groups.find(map);
        uint32_t index = group == groups.end() ? kNone : group->second.first;
        while (index != kNone) {
            const uint32_t next = slotTable[index].next;
            f(*slotTable[index].object);
            index = next;
        }
    }

    // Calls f(const GameObject&) for every object in memory, in slot order.
    template <typename F>
    void forEachObject(F&& f) const {
        for (const Slot& slot : slotTable) {
            if (slot.state == SlotState::Live)
                f(static_cast<const GameObject&>(*slot.object));
        }
    }

    // Maps whose objects are out of memory, in ascending handle order.
    std::vector<Handle> unloadedMaps() const;
    bool isMapLoaded(Handle map) const;

    // Takes `map`'s objects out of the registry, in order; their handles stay
    // reserved for reloadMap. Throws std::logic_error for map kNoObject or a
    // map already out.
    std::vector<std::unique_ptr<GameObject>> unloadMap(Handle map);
    // How many handles `map` has reserved while it is out, and whether `handle` is one.
    size_t reservedCount(Handle map) const;
    bool isReservedFor(Handle handle, Handle map) const;
    // Puts back the objects of an unloaded map with their reserved handles,
    // in the given order. Every reserved handle must appear exactly once;
    // otherwise throws std::invalid_argument and changes nothing.
    void reloadMap(Handle map, std::vector<std::pair<Handle, std::unique_ptr<GameObject>>> objects);

private:
    friend struct RegistryFileAccess;   // save_file.cpp

    static constexpr uint32_t kNone = UINT32_MAX;

    enum class SlotState : uint8_t { Free = 0, Live = 1, Out = 2 };

    struct Slot {
        std::unique_ptr<GameObject> object;
        std::unique_ptr<Tombstone> tombstone;   // only for slots whose occupant was destroyed
        Handle map = kNoObject;                 // Live and Out
        uint32_t previous = kNone;              // the map's list (Live)
        uint32_t next = kNone;                  // the map's list (Live) or the free list (Free)
        uint16_t generation = 0;                // of the current or last occupant
        SlotState state = SlotState::Free;
    };

    struct MapGroup {
        uint32_t first = kNone;
        uint32_t last = kNone;
        uint32_t live = 0;          // objects in memory
        uint32_t reserved = 0;      // handles kept while the map is out
        bool loaded = true;
    };

    void link(uint32_t index, Handle map);
    void unlink(uint32_t index);
    void pushFree(uint32_t index);
    void dropGroupIfEmpty(Handle map);
    const MapGroup* group(Handle map) const;

    std::vector<Slot> slotTable;
    uint32_t freeFirst = kNone;     // the free list is FIFO, so a slot is reused as late as possible
    uint32_t freeLast = kNone;
    std::unordered_map<Handle, MapGroup> groups;
    size_t liveCount = 0;
    uint64_t turn_ = 0;
};

} // namespace incursion::world
