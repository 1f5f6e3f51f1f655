#include "core/resource_kind.h"

namespace incursion::core {
namespace {
struct Names { std::string_view singular, plural; };
constexpr std::array<Names, kResourceKindCount> kNames = {{
    {"Monster", "Monsters"}, {"Item", "Items"}, {"Feature", "Features"}, {"Effect", "Effects"},
    {"Artifact", "Artifacts"}, {"Quest", "Quests"}, {"Dungeon", "Dungeons"}, {"Routine", "Routines"},
    {"NPC", "NPCs"}, {"Class", "Classes"}, {"Race", "Races"}, {"Domain", "Domains"}, {"God", "Gods"},
    {"Region", "Regions"}, {"Terrain", "Terrains"}, {"Text", "Texts"}, {"Variable", "Variables"},
    {"Template", "Templates"}, {"Flavor", "Flavors"}, {"Behaviour", "Behaviours"},
    {"Encounter", "Encounters"},
}};
} // namespace

std::string foldedName(std::string_view name)
{
    std::string s(name);
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

std::string_view resourceKindName(ResourceKind kind) { return kNames[static_cast<size_t>(kind)].singular; }
std::string_view resourceKindPlural(ResourceKind kind) { return kNames[static_cast<size_t>(kind)].plural; }

} // namespace incursion::core
