// A compiled module in memory: what the compiler produces, the `.mod` file
// stores (module_file.h), the verifier checks and the linker combines.
//
// Everything refers to everything else by index (strings, resources,
// functions, imports, external references), so the image is position
// independent and the file is a direct serialisation of it.
#pragma once

#include "core/resource_kind.h"
#include "core/bytecode.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::module {

using core::ResourceKind;

constexpr uint16_t kFormatVersion = 1;

// One typed value of a resource field or annotation.
enum class ValueKind : uint8_t {
    Integer,        // a number (flags, levels, packed dice, glyphs ...)
    Text,           // index into strings
    Resource,       // index into resources (of this module)
    External,       // index into externals (a resource of another module)
    Function,       // index into functions (event handler or condition code)
};

struct Value {
    ValueKind kind = ValueKind::Integer;
    int32_t value = 0;
    friend bool operator==(const Value&, const Value&) = default;
};

// A resource field (RSRC) or an annotation (ANNO): a tag saying what it is and
// its values, laid out as record_tags.def documents for that tag.
struct Record {
    uint16_t tag = 0;
    std::vector<Value> values;
    friend bool operator==(const Record&, const Record&) = default;
};

struct SourcePosition {
    uint32_t file = 0;          // index into sourceFiles
    uint32_t line = 0;
    uint32_t column = 0;
    friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

struct Resource {
    ResourceKind kind = ResourceKind::Monster;
    uint32_t name = 0;                  // index into strings
    SourcePosition position;            // the resource keyword, for "go to source"
    std::vector<Record> fields;         // scalar entries (Depth, Image, Flags ...)
    std::vector<Record> annotations;    // lists (events, attacks, gear, grants, tiles ...)
    friend bool operator==(const Resource&, const Resource&) = default;
};

// What a module needs from the host, bound by name when it is loaded.
struct Import {
    // Object members (hObj receivers) and resource members (rID receivers) are
    // separate name spaces: `Image` may be both.
    enum class Kind : uint8_t { MemberVariable, MemberFunction, GlobalFunction, ResourceVariable, ResourceFunction };
    Kind kind = Kind::GlobalFunction;
    uint32_t name = 0;                  // index into strings: the declared name ("cHP", "ThrowDmg")
    uint32_t signature = 0;             // index into strings: "int32(int16,int16,string,hObj:-2,...)"
    friend bool operator==(const Import&, const Import&) = default;
};

// "member variable", "function" ...: for reports and messages.
inline std::string_view importKindName(Import::Kind kind)
{
    switch (kind) {
    case Import::Kind::MemberVariable: return "member variable";
    case Import::Kind::MemberFunction: return "member function";
    case Import::Kind::GlobalFunction: return "function";
    case Import::Kind::ResourceVariable: return "resource variable";
    case Import::Kind::ResourceFunction: return "resource function";
    }
    return "import";
}

// A `$"name"` naming no resource of this module; the linker looks it up in the
// other modules. `kinds` is a bit set of ResourceKind (1 << kind) it may be.
struct External {
    uint32_t name = 0;                  // index into strings
    uint32_t kinds = 0;
    friend bool operator==(const External&, const External&) = default;
};

// Module-scope variables: globals and resource variables, one 32-bit slot each.
struct Variable {
    uint32_t name = 0;                  // index into strings
    core::ValueType type = core::ValueType::Int32;
    std::optional<uint32_t> resource;   // owning resource for resource variables
    friend bool operator==(const Variable&, const Variable&) = default;
};

struct ModuleImage {
    std::string name;                   // `Module "name";`
    std::string fileName;               // `File "X.Mod";`
    std::optional<uint8_t> slot;        // `Slot n;`
    std::vector<std::string> prerequisites;     // module names that must be loaded first

    std::vector<std::string> strings;   // index 0 is always ""
    std::vector<std::string> sourceFiles;
    std::vector<Resource> resources;    // in declaration order
    std::vector<core::Function> functions;
    std::vector<Variable> variables;
    std::vector<Import> imports;
    std::vector<External> externals;

    friend bool operator==(const ModuleImage&, const ModuleImage&) = default;
};

// Resource IDs: the module's slot in the top byte, the resource's index below.
constexpr uint32_t resourceId(uint8_t slot, uint32_t index) { return uint32_t(slot) << 24 | (index & 0xFFFFFF); }
constexpr uint8_t slotOfResourceId(uint32_t id) { return uint8_t(id >> 24); }
constexpr uint32_t indexOfResourceId(uint32_t id) { return id & 0xFFFFFF; }

} // namespace incursion::module
