// Saved games and map files: the object registry's whole state, and the other
// subsystems' state as opaque blobs, in a versioned, checksummed binary
// (README.md next to this file is the specification). The bytes are canonical:
// save → load → save gives the same bytes. Loading never trusts them: a
// corrupt or truncated file is refused with the section and byte offset,
// never a crash or an unbounded allocation.
#pragma once

#include "module/format_error.h"
#include "world/game_object.h"
#include "world/object_registry.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::world {

using module::FormatError;

constexpr uint16_t kSaveFormatVersion = 1;
constexpr uint16_t kMapFileFormatVersion = 1;
// Files larger than this are refused unread.
constexpr uint64_t kMaxSaveFileSize = uint64_t(1) << 30;

// What the other subsystems keep in a save, opaque to the registry.
struct SubsystemState {
    std::string randomState;                        // the RNG's state, as its owner serialises it
    std::map<std::string, std::string> blobs;       // by subsystem name (not empty)

    bool operator==(const SubsystemState&) const = default;
};

// The bytes of a save of `registry` and `subsystems`. Throws std::invalid_argument
// for an empty blob name, std::length_error past the format's 32-bit sizes.
std::string writeSave(const ObjectRegistry& registry, const SubsystemState& subsystems);

struct SaveReadResult {
    std::optional<ObjectRegistry> registry;     // read and verified
    SubsystemState subsystems;
    std::optional<FormatError> error;           // why not

    bool ok() const { return registry.has_value(); }
};

// Reads a save; objects are made by `factory` by kind (an unknown kind is an error).
SaveReadResult readSave(std::string_view bytes, const ObjectFactory& factory);
SaveReadResult readSaveFile(const std::string& path, const ObjectFactory& factory);
// Writes the save to `path` (replacing it only once complete); the error, if any.
std::optional<FormatError> writeSaveFile(const std::string& path, const ObjectRegistry& registry,
                                         const SubsystemState& subsystems);

// Takes `map`'s objects out of `registry` and returns them as a map file; the
// handles stay reserved (lookups say the map is not loaded) until bringMapBack.
// Throws std::logic_error for map kNoObject or a map already out.
std::string takeMapOut(ObjectRegistry& registry, Handle map);

// Puts the objects of a map file back into `registry` with their handles.
// The file must be one takeMapOut wrote for a map this registry has out, with
// exactly its reserved handles; otherwise the registry is left unchanged and
// the error is returned.
std::optional<FormatError> bringMapBack(ObjectRegistry& registry, std::string_view bytes,
                                        const ObjectFactory& factory);

} // namespace incursion::world
