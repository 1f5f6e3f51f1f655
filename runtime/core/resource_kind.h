// The resource types of a module, in the order of the module's resource arrays
// (the order also decides which type wins when a name exists in several).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace incursion::core {

enum class ResourceKind : uint8_t {
    Monster, Item, Feature, Effect, Artifact, Quest, Dungeon, Routine, NPC, Class,
    Race, Domain, God, Region, Terrain, Text, Variable, Template, Flavor, Behaviour,
    Encounter, Count
};

constexpr size_t kResourceKindCount = static_cast<size_t>(ResourceKind::Count);

// Sets of kinds as bits: one kind, and every kind.
constexpr uint32_t kindBit(ResourceKind kind) { return 1u << static_cast<unsigned>(kind); }
constexpr uint32_t kAllResourceKinds = (1u << kResourceKindCount) - 1;

// Resource (and module) names compare case-insensitively, ASCII only, like the
// original's stricmp: this is the key they compare by.
std::string foldedName(std::string_view name);

// Singular and plural English names ("Monster", "Monsters"), used in reports.
std::string_view resourceKindName(ResourceKind kind);
std::string_view resourceKindPlural(ResourceKind kind);

} // namespace incursion::core
