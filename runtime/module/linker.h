// Links module images into one program: slots, prerequisites, and the
// external `$"name"` references each module leaves to the others.
//
// Slots. A linked slot is the top byte of the module's resource IDs
// (module::resourceId). Slot 0 is reserved: resource ID 0 means "no resource"
// (NULL rID in scripts), so no resource may have it. A declared `Slot n;` is
// the original's numbering, whose IDs are (n + 1) << 24: it links to slot n + 1,
// so the main module (`Slot 0;`) keeps the original's IDs 0x01xxxxxx. Declared
// slots therefore range over 0..254; modules without one get the lowest free
// linked slot from 1 up, after every declared slot is placed. At most 255
// modules link together.
//
// Names compare case-insensitively (ASCII), like the compiler's lookup.
#pragma once

#include "module/module_image.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace incursion::module {

constexpr unsigned kMaxLinkedSlot = 255;
constexpr unsigned kMaxDeclaredSlot = kMaxLinkedSlot - 1;
using core::kAllResourceKinds;
using core::foldedName;

// The linked slot of a declared `Slot n;` (see above).
constexpr uint8_t linkedSlotOf(uint8_t declaredSlot) { return uint8_t(declaredSlot + 1); }

struct LinkedModule {
    std::string name;
    uint8_t slot = 0;                       // linked slot; 0 when none could be assigned (an error)
    std::vector<uint32_t> externalIds;      // parallel to the image's externals; 0 when unresolved
    // Text handles number every module's strings in load order, one space for
    // the VM and the resource views: the handle of this module's string i is
    // textBase + i.
    uint32_t textBase = 0;
};

struct TextOrigin {
    uint32_t module = 0;                    // index into LinkedProgram::modules
    uint32_t index = 0;                     // into that module's strings
};

struct UnresolvedExternal {
    size_t module = 0;                      // index into LinkedProgram::modules
    uint32_t external = 0;                  // index into that module's externals
    std::string moduleName;
    std::string name;                       // the name as the module spelled it
    uint32_t kinds = 0;                     // ResourceKind bits it may be
};

class LinkedProgram {
public:
    std::vector<LinkedModule> modules;      // in load order
    std::vector<std::string> errors;        // slot and prerequisite problems; empty when linked
    std::vector<UnresolvedExternal> unresolved;     // in module order, then external order

    uint32_t textCount = 0;                 // strings of all modules: handles are 0 .. textCount-1

    bool ok() const { return errors.empty(); }

    // Which module's string a text handle names (nullopt outside 0 .. textCount-1).
    std::optional<TextOrigin> textOrigin(int32_t handle) const;

    // The resource ID of the resource `name` of one module (kinds in ResourceKind
    // order, the first declared within a kind), restricted to `kinds`.
    std::optional<uint32_t> findResourceIn(size_t module, std::string_view name,
                                           uint32_t kinds = kAllResourceKinds) const;
    // The same over every module in load order: the run-time `$"name"` lookup.
    std::optional<uint32_t> findResource(std::string_view name, uint32_t kinds = kAllResourceKinds) const;

private:
    friend LinkedProgram link(std::span<const ModuleImage* const> images);

    std::optional<uint32_t> findFolded(size_t module, const std::string& key, uint32_t kinds) const;

    struct Candidate {
        ResourceKind kind;
        uint32_t index;                     // into the module's resources
    };
    // Per module: folded name -> its resources of that name, by kind order then declaration order.
    std::vector<std::unordered_map<std::string, std::vector<Candidate>>> byName_;
};

// Links `images` in load order (the order given).
LinkedProgram link(std::span<const ModuleImage* const> images);
LinkedProgram link(std::span<const ModuleImage> images);

} // namespace incursion::module
