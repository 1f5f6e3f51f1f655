// Object handles: the 32-bit hObj values scripts and the engine pass around.
//
//   bit 31      0, so a handle is a positive int32 in the VM
//   bits 30..20 generation, 1..2047 (never 0)
//   bits 19..0  slot index in the object registry, 0..1048575
//
// Because the generation of an issued handle is never 0, every object handle
// is at least 2^20; the values below are not objects: 0 is "no object",
// 1..127 are the system objects a script names (the current event's actor,
// victim, ...; see systemObjectName) and 128..2^20-1 are never issued.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace incursion::world {

using Handle = uint32_t;

constexpr Handle kNoObject = 0;
constexpr uint32_t kIndexBits = 20;
constexpr uint32_t kGenerationBits = 11;
constexpr uint32_t kMaxSlots = uint32_t(1) << kIndexBits;
constexpr uint16_t kMaxGeneration = (uint16_t(1) << kGenerationBits) - 1;
constexpr Handle kFirstObjectHandle = Handle(1) << kIndexBits;
constexpr Handle kLastSystemHandle = 127;

constexpr Handle makeHandle(uint32_t index, uint16_t generation) {
    return Handle(generation) << kIndexBits | index;
}
constexpr uint32_t slotOf(Handle handle) { return handle & (kMaxSlots - 1); }
constexpr uint16_t generationOf(Handle handle) { return uint16_t(handle >> kIndexBits & kMaxGeneration); }
// Has the shape of a registry handle (bit 31 clear, generation not 0).
constexpr bool isObjectHandle(Handle handle) { return handle >= kFirstObjectHandle && handle >> 31 == 0; }
constexpr bool isSystemHandle(Handle handle) { return handle >= 1 && handle <= kLastSystemHandle; }

// The generation a slot gives its next occupant: 1, 2, ... 2047, then 1 again.
constexpr uint16_t nextGeneration(uint16_t generation) {
    return generation >= kMaxGeneration ? 1 : uint16_t(generation + 1);
}

// The script name of system handle 1..10 ("e", "ETerm", "EPlayer", "EActor",
// "ETarget", "EVictim", "EItem", "EItem2", "EMap", "theGame"); empty otherwise.
std::string_view systemObjectName(Handle handle);

// "0x00300005": a handle's eight hex digits.
std::string handleText(Handle handle);

// "0x00300005 (slot 5, generation 3)"
std::string describeHandle(Handle handle);

} // namespace incursion::world
