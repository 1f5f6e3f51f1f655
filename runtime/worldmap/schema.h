// A world schema: how the red, green and blue bytes of a world pixel split
// into named fields, what their values are called, how they are drawn, and the
// rules a world must keep. Schemas are data (JSON, format in README.md); the
// built-in `scourge` and `scourge-monsters` are JSON text parsed by the same
// reader a module's own schema file goes through.
//
//   SchemaResult loaded = loadSchema("scourge");        // or a path to a .json file
//   const Field& road = loaded.schema->field("road");
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::worldmap {

enum class Channel : uint8_t { Red = 0, Green = 1, Blue = 2 };
std::string_view channelName(Channel channel);      // "red", "green", "blue"

struct Field {
    std::string name;
    std::string description;
    Channel channel = Channel::Red;
    int shift = 0;                          // the lowest bit, 0..7
    int bits = 1;                           // the width, 1..8 - shift
    // Names of the valid values 0..n-1. Values from n up to the largest the
    // bits hold are out of range. Empty: every value the bits hold is valid.
    std::vector<std::string> valueNames;
    // Display colours (0xRRGGBB) of the values, for false-colour rendering;
    // empty: a ramp from dark to light.
    std::vector<uint32_t> colours;

    uint8_t mask() const { return uint8_t((1u << bits) - 1); }       // the value's bits, unshifted
    int largestStored() const { return mask(); }
    int validCount() const { return valueNames.empty() ? mask() + 1 : int(valueNames.size()); }
    bool valid(int value) const { return value >= 0 && value < validCount(); }
    // "mountains", or the number when the value has no name.
    std::string valueName(int value) const;
    // The value a name or a decimal number stands for; nullopt when neither.
    std::optional<int> parseValue(std::string_view text) const;
    uint32_t colour(int value) const;
};

enum class Severity : uint8_t { Error, Warning, Info };
std::string_view severityName(Severity severity);   // "error", "warning", "info"

enum class RuleKind : uint8_t {
    Range,          // `field` holds one of its valid values; fix: the largest valid value
    Require,        // where `when` holds, `then` must hold; fix: `fix`
    Neighbour,      // where `when` holds, a 4-neighbour inside the world must match `then`
    LandmassPair,   // where `when` holds, another such cell must lie on the same 4-connected `land`
    Note,           // where `when` holds, say so (information; no fix)
};
std::string_view ruleKindName(RuleKind kind);       // "range", "require" ...

// A test of one cell: every listed field holds one of its listed values.
struct Condition {
    struct Term {
        int field = 0;                       // index into Schema::fields
        std::vector<int> values;             // sorted, unique
    };
    std::vector<Term> terms;                 // all must hold; none: always true
};

struct Assignment {
    int field = 0;
    int value = 0;
};

struct Rule {
    std::string id;
    RuleKind kind = RuleKind::Require;
    Severity severity = Severity::Error;
    std::string message;
    int field = 0;                           // Range
    Condition when;                          // Require, Neighbour, LandmassPair, Note
    Condition then;                          // Require, Neighbour
    Condition land;                          // LandmassPair
    std::vector<Assignment> fix;             // Require, Neighbour, LandmassPair
};

struct Schema {
    std::string name;
    std::string description;
    std::vector<Field> fields;
    std::vector<Rule> rules;

    // The index of a field, or -1.
    int fieldIndex(std::string_view fieldName) const;
    // std::out_of_range when the schema has no such field.
    const Field& field(std::string_view fieldName) const;
    // The schema as the JSON a schema file holds (pretty, two-space indent).
    std::string toJson() const;
};

struct SchemaResult {
    std::optional<Schema> schema;
    std::string error;                       // "FILE:LINE:COLUMN: reason" or "FILE: reason"
};

std::vector<std::string_view> builtinSchemaNames();     // "scourge", "scourge-monsters"
std::optional<Schema> builtinSchema(std::string_view name);
// Reads a schema file's text; `fileName` names it in errors.
SchemaResult parseSchema(std::string_view json, std::string_view fileName);
// A built-in schema by name, otherwise the schema file at that path.
SchemaResult loadSchema(const std::string& nameOrPath);

} // namespace incursion::worldmap
