// The game's resources: several modules loaded in order, verified, linked,
// and then looked up by resource ID or by name. Resource views
// (resource_views.h) decode one resource's records on top of this.
//
// Loading refuses the whole set when one file cannot be read or verified (the
// reader's message) or when linking fails (slots, prerequisites: the linker's
// messages name the modules). External `$"name"` references nothing provides
// are not an error: they read as resource 0 and are listed in the report.
//
// IDs are the linker's (linker.h): the module's linked slot in the top byte,
// the resource's index in its module below; the same modules in the same
// order always give the same IDs. Name lookup is the linker's run-time lookup:
// case-insensitive, modules in load order, within a module the kind order of
// ResourceKind (`$"dragon"` is the Monster before the Effect), then the first
// declared.
#pragma once

#include "module/linker.h"
#include "module/module_image.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::module {

using ResourceId = uint32_t;

// A set of resource kinds as bits, as the linker and External::kinds take them.
using core::kindBit;

// Where a resource is: its module (index in load order) and its index there.
struct ResourceLocation {
    size_t module = 0;
    uint32_t index = 0;
    friend bool operator==(const ResourceLocation&, const ResourceLocation&) = default;
};

// A resource's declaration in its source, for "go to source".
struct ResourcePosition {
    std::string_view file;
    uint32_t line = 0;
    uint32_t column = 0;
};

// A record value made ready for run time: a text with its handle, a resource
// with its linked ID (External values come out as Resource), a number, or a
// function index of the value's module.
struct ResolvedValue {
    ValueKind kind = ValueKind::Integer;    // never External
    int32_t number = 0;         // Integer: the value; Text: the text handle; Function: the function index
    ResourceId resource = 0;    // Resource: its ID; 0 for an external no module provides
    std::string_view text;      // Text
    bool unresolved = false;    // an External no module provides

    bool isResource() const { return kind == ValueKind::Resource; }
    // For layouts that say "Resource": a resource's ID, or a number written
    // as `$n` (`$0` padding) taken as an ID; 0 for texts and functions.
    ResourceId asResourceId() const
    {
        return kind == ValueKind::Resource ? resource : kind == ValueKind::Integer ? ResourceId(number) : 0;
    }
};

// What a set of loaded modules contains, per module.
struct ModuleLoadReport {
    struct ImportedName {
        Import::Kind kind = Import::Kind::GlobalFunction;
        std::string name;
        std::string signature;
    };

    std::string name;
    std::string path;           // empty for images loaded from memory
    uint8_t slot = 0;           // linked slot
    std::array<size_t, core::kResourceKindCount> resourcesByKind{};
    size_t resourceCount = 0;
    std::vector<UnresolvedExternal> unresolved;
    // The host API names the module imports, in import order: the VM binds
    // them, and its binding report (vm::LoadReport) joins on kind and name.
    std::vector<ImportedName> imports;
};

struct ResourceLoadReport {
    std::vector<ModuleLoadReport> modules;

    size_t resourceCount() const;
    size_t unresolvedCount() const;
    // A readable summary: per module its slot, resources by kind, unresolved
    // externals and imported names; one module after the other.
    std::string text() const;
};

class ResourceManager;

struct ResourceLoadResult {
    std::unique_ptr<ResourceManager> manager;   // null when loading failed
    std::vector<std::string> errors;            // every refused file, or the link errors
    bool ok() const { return manager != nullptr; }
};

class ResourceManager {
public:
    // Reads, verifies and links `paths` in this order (readModuleFile()).
    static ResourceLoadResult loadFiles(std::span<const std::string> paths);
    // The same for images already in memory (verified with verifyImage()).
    static ResourceLoadResult loadImages(std::vector<ModuleImage> images);

    ResourceManager(const ResourceManager&) = delete;
    ResourceManager& operator=(const ResourceManager&) = delete;

    // ---- modules ----------------------------------------------------------
    size_t moduleCount() const { return modules_.size(); }
    const ModuleImage& image(size_t module) const { return modules_.at(module).image; }
    const std::string& path(size_t module) const { return modules_.at(module).path; }
    uint8_t slot(size_t module) const { return linked_.modules.at(module).slot; }
    std::optional<size_t> moduleOfSlot(uint8_t slot) const;
    std::optional<size_t> findModule(std::string_view name) const;     // case-insensitive
    const LinkedProgram& linked() const { return linked_; }
    const std::vector<UnresolvedExternal>& unresolved() const { return linked_.unresolved; }

    // ---- resources by ID -----------------------------------------------------
    size_t resourceCount() const;
    // Unknown IDs (0, a slot no module has, an index past the module's
    // resources) give nullopt, a null pointer or an empty name.
    std::optional<ResourceLocation> locate(ResourceId id) const;
    const Resource* resource(ResourceId id) const;
    // The same, or std::out_of_range with whyUnknown()'s message.
    const Resource& at(ResourceId id) const;
    bool contains(ResourceId id) const { return locate(id).has_value(); }
    std::optional<size_t> moduleOf(ResourceId id) const;
    std::optional<ResourceKind> kind(ResourceId id) const;
    std::string_view name(ResourceId id) const;
    std::optional<ResourcePosition> position(ResourceId id) const;
    // `Monster "goblin"`, or why the ID names nothing ("no module has slot 7
    // (resource ID 0x07000001)").
    std::string describe(ResourceId id) const;
    std::string whyUnknown(ResourceId id) const;    // empty for a known ID

    // The ID of resource `index` of `module`; 0 when there is none.
    ResourceId idOf(size_t module, uint32_t index) const;
    // Every resource of the kinds in `kinds`, in load order, then declaration order.
    std::vector<ResourceId> resources(uint32_t kinds = kAllResourceKinds) const;

    // ---- resources by name ----------------------------------------------------
    std::optional<ResourceId> find(std::string_view name, uint32_t kinds = kAllResourceKinds) const
    {
        return linked_.findResource(name, kinds);
    }
    std::optional<ResourceId> findIn(size_t module, std::string_view name, uint32_t kinds = kAllResourceKinds) const
    {
        return linked_.findResourceIn(module, name, kinds);
    }

    // ---- values -------------------------------------------------------------
    // The run-time value of external `external` of `module`: the linked ID,
    // 0 when unresolved or out of range.
    ResourceId externalId(size_t module, uint32_t external) const;
    ResolvedValue resolve(size_t module, const Value& value) const;

    // Texts. A text handle numbers every module's strings in one space, the
    // way vm::Program does: the strings of module 0 first, then module 1 ...
    std::string_view text(size_t module, uint32_t index) const;
    int32_t textHandle(size_t module, uint32_t index) const;
    std::string_view text(int32_t handle) const;

    ResourceLoadReport report() const;

private:
    struct LoadedModule {
        ModuleImage image;
        std::string path;
    };

    ResourceManager() = default;
    static ResourceLoadResult link(std::vector<LoadedModule> modules);

    std::vector<LoadedModule> modules_;
    LinkedProgram linked_;
    std::array<int16_t, kMaxLinkedSlot + 1> moduleBySlot_{};    // -1: no module
};

} // namespace incursion::module
