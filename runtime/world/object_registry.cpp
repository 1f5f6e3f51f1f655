#include "world/object_registry.h"

#include <algorithm>

namespace incursion::world {

namespace {

// At most `limit` bytes of `text`, not cutting a UTF-8 sequence in two.
std::string cut(std::string_view text, size_t limit) {
    if (text.size() <= limit)
        return std::string(text);
    size_t end = limit;
    while (end > 0 && (uint8_t(text[end]) & 0xC0) == 0x80)
        --end;
    return std::string(text.substr(0, end));
}

std::string describeTombstone(const Tombstone& tombstone) {
    std::string text = tombstone.description + " was destroyed on turn " + std::to_string(tombstone.turn);
    if (!tombstone.reason.empty())
        text += " (" + tombstone.reason + ")";
    return text;
}

} // namespace

Handle ObjectRegistry::add(std::unique_ptr<GameObject> object, Handle map) {
    if (!object)
        throw std::invalid_argument("cannot register a null object");
    if (object->handle_ != kNoObject)
        throw std::invalid_argument("object " + object->describe() + " is already registered as " +
                                    describeHandle(object->handle_));
    if (!isMapLoaded(map))
        throw std::logic_error("cannot add " + object->describe() + " to map " + handleText(map) + ", which is not loaded");
    uint32_t index = freeFirst;
    if (index != kNone) {
        freeFirst = slotTable[index].next;
        if (freeFirst == kNone)
            freeLast = kNone;
    } else {
        if (slotTable.size() >= kMaxSlots)
            throw std::length_error("the object registry is full (" + std::to_string(kMaxSlots) + " objects)");
        index = uint32_t(slotTable.size());
        slotTable.emplace_back();
    }
    Slot& slot = slotTable[index];
    slot.generation = nextGeneration(slot.generation);
    slot.state = SlotState::Live;
    slot.next = kNone;
    object->handle_ = makeHandle(index, slot.generation);
    object->map_ = map;
    slot.object = std::move(object);
    link(index, map);
    ++liveCount;
    return slot.object->handle_;
}

GameObject* ObjectRegistry::find(Handle handle) const noexcept {
    if (!isObjectHandle(handle))
        return nullptr;
    const uint32_t index = slotOf(handle);
    if (index >= slotTable.size())
        return nullptr;
    const Slot& slot = slotTable[index];
    return slot.state == SlotState::Live && slot.generation == generationOf(handle) ? slot.object.get() : nullptr;
}

GameObject& ObjectRegistry::get(Handle handle) const {
    if (GameObject* object = find(handle))
        return *object;
    throw HandleError(handle, diagnose(handle));
}

std::string ObjectRegistry::diagnose(Handle handle) const {
    if (handle == kNoObject)
        return "handle 0 is no object";
    if (isSystemHandle(handle)) {
        const std::string_view name = systemObjectName(handle);
        if (name.empty())
            return "handle " + std::to_string(handle) + " is a reserved system handle";
        return "handle " + std::to_string(handle) + " is the system object " + std::string(name) +
               ", which the event context resolves, not the object registry";
    }
    if (!isObjectHandle(handle))
        return "handle " + handleText(handle) + " is not an object handle";
    const uint32_t index = slotOf(handle);
    if (index >= slotTable.size())
        return "handle " + describeHandle(handle) + " was never issued";
    const Slot& slot = slotTable[index];
    if (slot.generation == generationOf(handle) && slot.state == SlotState::Live)
        return {};
    if (slot.generation == generationOf(handle) && slot.state == SlotState::Out)
        return "handle " + describeHandle(handle) + ": map " + handleText(slot.map) +
               " is not loaded; bring the map back before using its objects";

    std::string text = "stale handle " + describeHandle(handle) + ": ";
    const Tombstone* last = slot.tombstone.get();
    if (last && last->generation == generationOf(handle)) {
        text += describeTombstone(*last);
        if (slot.state == SlotState::Live)
            text += "; slot " + std::to_string(index) + " now holds " + slot.object->describe() + " (generation " +
                    std::to_string(slot.generation) + ")";
        else if (slot.state == SlotState::Out)
            text += "; slot " + std::to_string(index) + " now holds an object of map " + handleText(slot.map) +
                    ", which is not loaded";
        return text;
    }
    text += "slot " + std::to_string(index) + " is at generation " + std::to_string(slot.generation) +
            " and remembers only its last destroyed occupant";
    if (last)
        text += " (generation " + std::to_string(last->generation) + ": " + describeTombstone(*last) + ")";
    return text;
}

void ObjectRegistry::destroy(Handle handle, std::string_view reason) {
    GameObject& object = get(handle);
    const uint32_t index = slotOf(handle);
    Slot& slot = slotTable[index];
    auto tombstone = std::make_unique<Tombstone>();
    tombstone->generation = slot.generation;
    tombstone->kind = object.kind();
    tombstone->turn = turn_;
    tombstone->description = cut(object.describe(), kMaxTombstoneText);
    tombstone->reason = cut(reason, kMaxTombstoneText);
    slot.tombstone = std::move(tombstone);
    unlink(index);
    // Out of the registry before its destructor runs, which may look objects up.
    std::unique_ptr<GameObject> gone = std::move(slot.object);
    gone->handle_ = kNoObject;
    slot.state = SlotState::Free;
    slot.map = kNoObject;
    pushFree(index);
    --liveCount;
}

void ObjectRegistry::moveToMap(Handle handle, Handle map) {
    GameObject& object = get(handle);
    if (!isMapLoaded(map))
        throw std::logic_error("cannot move " + object.describe() + " to map " + handleText(map) + ", which is not loaded");
    const uint32_t index = slotOf(handle);
    unlink(index);
    link(index, map);
    object.map_ = map;
}

const Tombstone* ObjectRegistry::tombstone(uint32_t slot) const {
    return slot < slotTable.size() ? slotTable[slot].tombstone.get() : nullptr;
}

std::vector<Handle> ObjectRegistry::objectsOn(Handle map) const {
    std::vector<Handle> handles;
    const MapGroup* found = group(map);
    if (!found)
        return handles;
    handles.reserve(found->live);
    for (uint32_t index = found->first; index != kNone; index = slotTable[index].next)
        handles.push_back(slotTable[index].object->handle_);
    return handles;
}

size_t ObjectRegistry::countOn(Handle map) const {
    const MapGroup* found = group(map);
    return found ? found->live : 0;
}

std::vector<Handle> ObjectRegistry::unloadedMaps() const {
    std::vector<Handle> maps;
    for (const auto& [map, group] : groups) {
        if (!group.loaded)
            maps.push_back(map);
    }
    std::sort(maps.begin(), maps.end());
    return maps;
}

bool ObjectRegistry::isMapLoaded(Handle map) const {
    const MapGroup* found = group(map);
    return !found || found->loaded;
}

std::vector<std::unique_ptr<GameObject>> ObjectRegistry::unloadMap(Handle map) {
    if (map == kNoObject)
        throw std::logic_error("the objects on no map cannot be unloaded");
    if (!isMapLoaded(map))
        throw std::logic_error("map " + handleText(map) + " is already unloaded");
    std::vector<std::unique_ptr<GameObject>> objects;
    MapGroup& unloaded = groups[map];
    objects.reserve(unloaded.live);
    for (uint32_t index = unloaded.first; index != kNone;) {
        Slot& slot = slotTable[index];
        const uint32_t next = slot.next;
        slot.object->handle_ = kNoObject;
        objects.push_back(std::move(slot.object));
        slot.state = SlotState::Out;
        slot.previous = slot.next = kNone;
        index = next;
    }
    liveCount -= unloaded.live;
    unloaded.reserved = unloaded.live;
    unloaded.live = 0;
    unloaded.first = unloaded.last = kNone;
    unloaded.loaded = false;
    return objects;
}

size_t ObjectRegistry::reservedCount(Handle map) const {
    const MapGroup* found = group(map);
    return found && !found->loaded ? found->reserved : 0;
}

bool ObjectRegistry::isReservedFor(Handle handle, Handle map) const {
    if (!isObjectHandle(handle) || slotOf(handle) >= slotTable.size())
        return false;
    const Slot& slot = slotTable[slotOf(handle)];
    return slot.state == SlotState::Out && slot.generation == generationOf(handle) && slot.map == map;
}

void ObjectRegistry::reloadMap(Handle map, std::vector<std::pair<Handle, std::unique_ptr<GameObject>>> objects) {
    if (isMapLoaded(map))
        throw std::invalid_argument("map " + handleText(map) + " is not unloaded");
    if (objects.size() != reservedCount(map))
        throw std::invalid_argument("map " + handleText(map) + " reserved " + std::to_string(reservedCount(map)) +
                                    " handles, but " + std::to_string(objects.size()) + " objects came back");
    // Check everything before changing anything; a reserved handle given
    // twice leaves another one missing, which the sorted comparison finds.
    std::vector<Handle> handles;
    handles.reserve(objects.size());
    for (const auto& [handle, object] : objects) {
        if (!object || object->handle_ != kNoObject || !isReservedFor(handle, map))
            throw std::invalid_argument("handle " + describeHandle(handle) + " is not reserved for map " + handleText(map));
        handles.push_back(handle);
    }
    std::sort(handles.begin(), handles.end());
    if (std::adjacent_find(handles.begin(), handles.end()) != handles.end())
        throw std::invalid_argument("a handle comes back twice to map " + handleText(map));

    groups[map].loaded = true;
    groups[map].reserved = 0;
    for (auto& [handle, object] : objects) {
        const uint32_t index = slotOf(handle);
        Slot& slot = slotTable[index];
        object->handle_ = handle;
        object->map_ = map;
        slot.object = std::move(object);
        slot.state = SlotState::Live;
        link(index, map);
        ++liveCount;
    }
    dropGroupIfEmpty(map);
}

void ObjectRegistry::link(uint32_t index, Handle map) {
    MapGroup& target = groups[map];
    Slot& slot = slotTable[index];
    slot.map = map;
    slot.previous = target.last;
    slot.next = kNone;
    if (target.last == kNone)
        target.first = index;
    else
        slotTable[target.last].next = index;
    target.last = index;
    ++target.live;
}

void ObjectRegistry::unlink(uint32_t index) {
    Slot& slot = slotTable[index];
    MapGroup& source = groups[slot.map];
    if (slot.previous == kNone)
        source.first = slot.next;
    else
        slotTable[slot.previous].next = slot.next;
    if (slot.next == kNone)
        source.last = slot.previous;
    else
        slotTable[slot.next].previous = slot.previous;
    slot.previous = slot.next = kNone;
    --source.live;
    dropGroupIfEmpty(slot.map);
}

void ObjectRegistry::pushFree(uint32_t index) {
    slotTable[index].next = kNone;
    if (freeLast == kNone)
        freeFirst = index;
    else
        slotTable[freeLast].next = index;
    freeLast = index;
}

void ObjectRegistry::dropGroupIfEmpty(Handle map) {
    const auto found = groups.find(map);
    if (found != groups.end() && found->second.loaded && found->second.live == 0)
        groups.erase(found);
}

const ObjectRegistry::MapGroup* ObjectRegistry::group(Handle map) const {
    const auto found = groups.find(map);
    return found == groups.end() ? nullptr : &found->second;
}

} // namespace incursion::world
