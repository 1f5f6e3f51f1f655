#include "world/save_file.h"

#include "module/section_file.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <utility>
#include <vector>

namespace incursion::world {

namespace {

constexpr std::array<std::string_view, 6> kSaveSections{"SLOT", "TOMB", "MAPS", "OBJS", "RAND", "BLOB"};
constexpr module::SectionFileFormat kSaveFormat{{"INCSAV\x1A\0", 8}, kSaveFormatVersion, kSaveSections, "Incursion save"};

constexpr std::array<std::string_view, 2> kMapSections{"MAPI", "OBJS"};
constexpr module::SectionFileFormat kMapFormat{{"INCMAP\x1A\0", 8}, kMapFileFormatVersion, kMapSections, "Incursion map"};

// Minimum encoded sizes, for refusing counts the bytes left cannot hold.
constexpr size_t kSlotSize = 1 + 2 + 4;                 // state, generation, map
constexpr size_t kTombstoneMinimum = 4 + 2 + 2 + 8 + 4 + 4; // slot, generation, kind, turn, two strings
constexpr size_t kObjectMinimum = 4 + 2 + 4 + 4 + 4 + 4;  // handle, kind, name, x, y, state
constexpr size_t kGroupMinimum = 4 + 4;                 // map, object count
constexpr size_t kBlobMinimum = 4 + 4;                  // two strings

std::string str(uint64_t value) { return std::to_string(value); }

SaveReadResult failedRead(FormatError error) {
    SaveReadResult result;
    result.error = std::move(error);
    return result;
}

} // namespace

// The registry's internals, for this file's writer and reader only.
struct RegistryFileAccess {
    using Slot = ObjectRegistry::Slot;
    using SlotState = ObjectRegistry::SlotState;
    static constexpr uint32_t kNone = ObjectRegistry::kNone;

    // ------------------------------------------------------------ writing

    static void writeObject(ByteWriter& out, const GameObject& object) {
        out.u32(object.handle_);
        out.u16(uint16_t(object.kind()));
        out.string(object.name);
        out.i32(object.x);
        out.i32(object.y);
        ByteWriter state;
        object.saveState(state);
        out.string(state.bytes);
    }

    static void writeObjectsOf(ByteWriter& out, const ObjectRegistry& registry, uint32_t first, uint32_t count) {
        out.count(count, "object count");
        for (uint32_t index = first; index != kNone; index = registry.slotTable[index].next)
            writeObject(out, *registry.slotTable[index].object);
    }

    static std::string encodeSlots(const ObjectRegistry& registry) {
        ByteWriter out;
        out.u64(registry.turn_);
        out.count(registry.slotTable.size(), "slot count");
        size_t freeCount = 0;
        for (const Slot& slot : registry.slotTable) {
            out.u8(uint8_t(slot.state));
            out.u16(slot.generation);
            out.u32(slot.state == SlotState::Out ? slot.map : kNoObject);
            freeCount += slot.state == SlotState::Free;
        }
        out.count(freeCount, "free slot count");
        for (uint32_t index = registry.freeFirst; index != kNone; index = registry.slotTable[index].next)
            out.u32(index);
        return std::move(out.bytes);
    }

    static std::string encodeTombstones(const ObjectRegistry& registry) {
        ByteWriter out;
        const auto count = std::count_if(registry.slotTable.begin(), registry.slotTable.end(),
                                         [](const Slot& slot) { return slot.tombstone != nullptr; });
        out.count(size_t(count), "tombstone count");
        for (size_t index = 0; index < registry.slotTable.size(); ++index) {
            const Tombstone* tombstone = registry.slotTable[index].tombstone.get();
            if (!tombstone)
                continue;
            out.u32(uint32_t(index));
            out.u16(tombstone->generation);
            out.u16(uint16_t(tombstone->kind));
            out.u64(tombstone->turn);
            out.string(tombstone->description);
            out.string(tombstone->reason);
        }
        return std::move(out.bytes);
    }

    static std::string encodeUnloadedMaps(const ObjectRegistry& registry) {
        ByteWriter out;
        const std::vector<Handle> maps = registry.unloadedMaps();
        out.count(maps.size(), "map count");
        for (Handle map : maps)
            out.u32(map);
        return std::move(out.bytes);
    }

    static std::string encodeObjects(const ObjectRegistry& registry) {
        std::vector<Handle> maps;
        for (const auto& [map, group] : registry.groups) {
            if (group.loaded && group.live > 0)
                maps.push_back(map);
        }
        std::sort(maps.begin(), maps.end());
        ByteWriter out;
        out.count(maps.size(), "map count");
        for (Handle map : maps) {
            const ObjectRegistry::MapGroup& group = registry.groups.at(map);
            out.u32(map);
            writeObjectsOf(out, registry, group.first, group.live);
        }
        return std::move(out.bytes);
    }

    static std::string encodeMapObjects(const ObjectRegistry& registry, Handle map) {
        ByteWriter out;
        const ObjectRegistry::MapGroup* group = registry.group(map);
        if (group)
            writeObjectsOf(out, registry, group->first, group->live);
        else
            out.count(0, "object count");
        return std::move(out.bytes);
    }

    // ------------------------------------------------------------ reading

    struct ReadObject {
        Handle handle;
        std::unique_ptr<GameObject> object;
        size_t offset;
    };

    // One object; `accept` checks its handle (refusing it through `in`).
    template <typename Accept>
    static ReadObject readObject(ByteReader& in, const ObjectFactory& factory, Accept&& accept) {
        ReadObject read;
        read.offset = in.offset();
        read.handle = in.u32("object handle");
        if (!isObjectHandle(read.handle))
            in.fail("object handle " + handleText(read.handle) + " is not an object handle", read.offset);
        accept(read.handle, read.offset);
        const size_t kindAt = in.offset();
        const auto kind = ObjectKind(in.u16("object kind"));
        read.object = factory.make(kind);
        if (!read.object)
            in.fail("no object factory for " + kindName(kind), kindAt);
        if (read.object->kind() != kind)
            in.fail("the factory for " + kindName(kind) + " made " + kindName(read.object->kind()), kindAt);
        read.object->name = in.string("object name");
        read.object->x = in.i32("x");
        read.object->y = in.i32("y");
        ByteReader state = in.nested("object state");
        read.object->loadState(state);
        state.expectEnd();
        return read;
    }

    static void readSlots(ByteReader in, ObjectRegistry& registry) {
        registry.turn_ = in.u64("turn");
        const size_t countAt = in.offset();
        const uint32_t count = in.count(kSlotSize, "slot count");
        if (count > kMaxSlots)
            in.fail("slot count " + str(count) + " exceeds the registry's " + str(kMaxSlots), countAt);
        registry.slotTable.resize(count);
        size_t freeCount = 0;
        for (uint32_t index = 0; index < count; ++index) {
            Slot& slot = registry.slotTable[index];
            const size_t at = in.offset();
            const uint8_t state = in.u8("slot state");
            if (state > uint8_t(SlotState::Out))
                in.fail("slot " + str(index) + " has unknown state " + str(state), at);
            slot.state = SlotState(state);
            slot.generation = in.u16("generation");
            if (slot.generation == 0 || slot.generation > kMaxGeneration)
                in.fail("slot " + str(index) + " has generation " + str(slot.generation) + ", outside 1.." +
                            str(kMaxGeneration),
                        at + 1);
            slot.map = in.u32("map");
            if (slot.state == SlotState::Out && slot.map == kNoObject)
                in.fail("slot " + str(index) + " is out with map 0, which is never unloaded", at + 3);
            if (slot.state != SlotState::Out && slot.map != kNoObject)
                in.fail("slot " + str(index) + " names map " + handleText(slot.map) + " but is not out", at + 3);
            freeCount += slot.state == SlotState::Free;
        }
        const size_t freeAt = in.offset();
        const uint32_t listed = in.count(4, "free slot count");
        if (listed != freeCount)
            in.fail("free list of " + str(listed) + " slots, but " + str(freeCount) + " slots are free", freeAt);
        std::vector<bool> seen(count);
        for (uint32_t i = 0; i < listed; ++i) {
            const size_t at = in.offset();
            const uint32_t index = in.u32("free slot");
            if (index >= count || registry.slotTable[index].state != SlotState::Free)
                in.fail("free list entry " + str(index) + " is not a free slot", at);
            if (seen[index])
                in.fail("free list names slot " + str(index) + " twice", at);
            seen[index] = true;
            registry.pushFree(index);
        }
        in.expectEnd();
    }

    static void readTombstones(ByteReader in, ObjectRegistry& registry) {
        const uint32_t count = in.count(kTombstoneMinimum, "tombstone count");
        int64_t previous = -1;
        for (uint32_t i = 0; i < count; ++i) {
            const size_t at = in.offset();
            const uint32_t index = in.u32("tombstone slot");
            if (index >= registry.slotTable.size())
                in.fail("tombstone for slot " + str(index) + ", but there are " + str(registry.slotTable.size()), at);
            if (int64_t(index) <= previous)
                in.fail("tombstone for slot " + str(index) + " is not in ascending slot order", at);
            previous = index;
            Slot& slot = registry.slotTable[index];
            auto tombstone = std::make_unique<Tombstone>();
            tombstone->generation = in.u16("tombstone generation");
            if (tombstone->generation == 0 || tombstone->generation > kMaxGeneration)
                in.fail("tombstone generation " + str(tombstone->generation) + " outside 1.." + str(kMaxGeneration),
                        at + 4);
            const bool occupied = slot.state != SlotState::Free;
            if (occupied == (tombstone->generation == slot.generation))
                in.fail("tombstone generation " + str(tombstone->generation) + " does not fit slot " + str(index) +
                            (occupied ? " (occupied by that generation)" : " (free since another generation)"),
                        at + 4);
            tombstone->kind = ObjectKind(in.u16("tombstone kind"));
            tombstone->turn = in.u64("tombstone turn");
            const size_t textAt = in.offset();
            tombstone->description = in.string("tombstone description");
            tombstone->reason = in.string("tombstone reason");
            if (tombstone->description.size() > ObjectRegistry::kMaxTombstoneText ||
                tombstone->reason.size() > ObjectRegistry::kMaxTombstoneText)
                in.fail("tombstone text longer than " + str(ObjectRegistry::kMaxTombstoneText) + " bytes", textAt);
            slot.tombstone = std::move(tombstone);
        }
        in.expectEnd();
        for (size_t index = 0; index < registry.slotTable.size(); ++index) {
            if (registry.slotTable[index].state == SlotState::Free && !registry.slotTable[index].tombstone)
                in.fail("free slot " + str(index) + " has no tombstone");
        }
    }

    static void readUnloadedMaps(ByteReader in, ObjectRegistry& registry) {
        const uint32_t count = in.count(4, "map count");
        int64_t previous = -1;
        for (uint32_t i = 0; i < count; ++i) {
            const size_t at = in.offset();
            const Handle map = in.u32("map");
            if (map == kNoObject)
                in.fail("map 0 is listed as unloaded, which it never is", at);
            if (int64_t(map) <= previous)
                in.fail("map " + handleText(map) + " is not in ascending order", at);
            previous = map;
            registry.groups[map].loaded = false;
        }
        in.expectEnd();
        for (size_t index = 0; index < registry.slotTable.size(); ++index) {
            const Slot& slot = registry.slotTable[index];
            if (slot.state != SlotState::Out)
                continue;
            const auto group = registry.groups.find(slot.map);
            if (group == registry.groups.end() || group->second.loaded)
                in.fail("slot " + str(index) + " is out with map " + handleText(slot.map) +
                        ", which is not listed as unloaded");
            ++group->second.reserved;
        }
    }

    static void readObjects(ByteReader in, ObjectRegistry& registry, const ObjectFactory& factory) {
        const uint32_t groupCount = in.count(kGroupMinimum, "map count");
        int64_t previous = -1;
        for (uint32_t g = 0; g < groupCount; ++g) {
            const size_t at = in.offset();
            const Handle map = in.u32("map");
            if (int64_t(map) <= previous)
                in.fail("map " + handleText(map) + " is not in ascending order", at);
            previous = map;
            if (!registry.isMapLoaded(map))
                in.fail("objects of map " + handleText(map) + ", which is listed as unloaded", at);
            const size_t countAt = in.offset();
            const uint32_t count = in.count(kObjectMinimum, "object count");
            if (count == 0)
                in.fail("map " + handleText(map) + " is listed with no objects", countAt);
            for (uint32_t i = 0; i < count; ++i) {
                ReadObject read = readObject(in, factory, [&](Handle handle, size_t handleAt) {
                    const uint32_t index = slotOf(handle);
                    if (index >= registry.slotTable.size() || registry.slotTable[index].state != SlotState::Live ||
                        registry.slotTable[index].generation != generationOf(handle))
                        in.fail("object handle " + describeHandle(handle) + " does not name an occupied slot",
                                handleAt);
                    if (registry.slotTable[index].object)
                        in.fail("object handle " + describeHandle(handle) + " occurs twice", handleAt);
                });
                place(registry, read.handle, std::move(read.object), map);
            }
        }
        in.expectEnd();
        if (registry.liveCount != size_t(std::count_if(registry.slotTable.begin(), registry.slotTable.end(), [](const Slot& s) {
                return s.state == SlotState::Live;
            })))
            in.fail("fewer objects than occupied slots in SLOT");
    }

    static void place(ObjectRegistry& registry, Handle handle, std::unique_ptr<GameObject> object, Handle map) {
        const uint32_t index = slotOf(handle);
        object->handle_ = handle;
        object->map_ = map;
        registry.slotTable[index].object = std::move(object);
        registry.link(index, map);
        ++registry.liveCount;
    }

    static void readBlobs(ByteReader in, SubsystemState& subsystems) {
        const uint32_t count = in.count(kBlobMinimum, "blob count");
        const std::string* previous = nullptr;
        for (uint32_t i = 0; i < count; ++i) {
            const size_t at = in.offset();
            std::string name = in.string("blob name");
            if (name.empty())
                in.fail("blob with an empty name", at);
            if (previous && !(*previous < name))
                in.fail("blob \"" + name + "\" is not in ascending name order", at);
            std::string bytes = in.string("blob");
            previous = &subsystems.blobs.emplace(std::move(name), std::move(bytes)).first->first;
        }
        in.expectEnd();
    }
};

std::string writeSave(const ObjectRegistry& registry, const SubsystemState& subsystems) {
    ByteWriter blobs;
    blobs.count(subsystems.blobs.size(), "blob count");
    for (const auto& [name, bytes] : subsystems.blobs) {
        if (name.empty())
            throw std::invalid_argument("a subsystem blob needs a name");
        blobs.string(name);
        blobs.string(bytes);
    }
    return module::assembleSections(kSaveFormat, {
        {"SLOT", RegistryFileAccess::encodeSlots(registry)},
        {"TOMB", RegistryFileAccess::encodeTombstones(registry)},
        {"MAPS", RegistryFileAccess::encodeUnloadedMaps(registry)},
        {"OBJS", RegistryFileAccess::encodeObjects(registry)},
        {"RAND", subsystems.randomState},
        {"BLOB", std::move(blobs.bytes)},
    });
}

SaveReadResult readSave(std::string_view bytes, const ObjectFactory& factory) {
    SaveReadResult result;
    try {
        const std::vector<module::SectionInfo> sections = module::readSections(kSaveFormat, bytes);
        ObjectRegistry registry;
        RegistryFileAccess::readSlots(sections[0].reader(bytes), registry);
        RegistryFileAccess::readTombstones(sections[1].reader(bytes), registry);
        RegistryFileAccess::readUnloadedMaps(sections[2].reader(bytes), registry);
        RegistryFileAccess::readObjects(sections[3].reader(bytes), registry, factory);
        result.subsystems.randomState = std::string(sections[4].contents(bytes));
        RegistryFileAccess::readBlobs(sections[5].reader(bytes), result.subsystems);
        result.registry = std::move(registry);
    } catch (const module::FormatFailure& failure) {
        return failedRead(failure.error);
    }
    return result;
}

SaveReadResult readSaveFile(const std::string& path, const ObjectFactory& factory) {
    try {
        SaveReadResult result = readSave(module::readWholeFile(path, kMaxSaveFileSize), factory);
        if (result.error)
            result.error->file = path;
        return result;
    } catch (const module::FormatFailure& failure) {
        return failedRead(failure.error);
    }
}

std::optional<FormatError> writeSaveFile(const std::string& path, const ObjectRegistry& registry,
                                         const SubsystemState& subsystems) {
    try {
        module::writeWholeFile(path, writeSave(registry, subsystems));
    } catch (const module::FormatFailure& failure) {
        return failure.error;
    }
    return std::nullopt;
}

std::string takeMapOut(ObjectRegistry& registry, Handle map) {
    if (map == kNoObject || !registry.isMapLoaded(map))
        registry.unloadMap(map); // throws the explanation
    ByteWriter info;
    info.u32(map);
    std::string bytes = module::assembleSections(kMapFormat, {
        {"MAPI", std::move(info.bytes)},
        {"OBJS", RegistryFileAccess::encodeMapObjects(registry, map)},
    });
    registry.unloadMap(map);
    return bytes;
}

std::optional<FormatError> bringMapBack(ObjectRegistry& registry, std::string_view bytes, const ObjectFactory& factory) {
    try {
        const std::vector<module::SectionInfo> sections = module::readSections(kMapFormat, bytes);
        ByteReader info = sections[0].reader(bytes);
        const Handle map = info.u32("map");
        if (registry.isMapLoaded(map))
            info.fail("map " + handleText(map) + " is not unloaded in this game", sections[0].offset);
        info.expectEnd();

        ByteReader in = sections[1].reader(bytes);
        const size_t countAt = in.offset();
        const uint32_t count = in.count(kObjectMinimum, "object count");
        if (count != registry.reservedCount(map))
            in.fail("map " + handleText(map) + " has " + str(registry.reservedCount(map)) + " reserved handles, but the file " +
                        str(count) + " objects",
                    countAt);
        std::vector<std::pair<Handle, std::unique_ptr<GameObject>>> objects;
        objects.reserve(count);
        std::vector<Handle> seen;
        seen.reserve(count);
        for (uint32_t i = 0; i < count; ++i) {
            auto read = RegistryFileAccess::readObject(in, factory, [&](Handle handle, size_t at) {
                if (!registry.isReservedFor(handle, map))
                    in.fail("object handle " + describeHandle(handle) + " is not reserved for map " + handleText(map), at);
            });
            seen.push_back(read.handle);
            objects.emplace_back(read.handle, std::move(read.object));
        }
        in.expectEnd();
        // As many objects as reserved handles, all reserved: a repeat means one is missing.
        std::sort(seen.begin(), seen.end());
        if (std::adjacent_find(seen.begin(), seen.end()) != seen.end())
            in.fail("a handle occurs twice, so another reserved handle of map " + handleText(map) + " is missing",
                    sections[1].offset);
        registry.reloadMap(map, std::move(objects));
    } catch (const module::FormatFailure& failure) {
        return failure.error;
    }
    return std::nullopt;
}

} // namespace incursion::world
