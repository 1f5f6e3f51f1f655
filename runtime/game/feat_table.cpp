#include "game/feat_table.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::feat_table {

namespace {

constexpr Need kNeeds[] = {
#define FEAT(id, constant, flags, name)
#define NEED(id, alternative, condition, argument, value) {id, alternative, Condition::condition, argument, value},
#define ABILITY(id, name)
#include "game/feat_table.def"
#undef ABILITY
#undef NEED
#undef FEAT
};

struct Row {
    int32_t feat;
    uint32_t flags;
    std::string_view name;
};

constexpr Row kRows[] = {
#define FEAT(id, constant, flags, name) {id, flags, name},
#define NEED(id, alternative, condition, argument, value)
#define ABILITY(id, name)
#include "game/feat_table.def"
#undef ABILITY
#undef NEED
#undef FEAT
};

struct AbilityName {
    int32_t ability;
    std::string_view name;
};

constexpr AbilityName kAbilityNames[] = {
#define FEAT(id, constant, flags, name)
#define NEED(id, alternative, condition, argument, value)
#define ABILITY(id, name) {id, name},
#include "game/feat_table.def"
#undef ABILITY
#undef NEED
#undef FEAT
};

// The rows with their needs, sorted by number (the .def lists them so, and
// lists each feat's needs right after it).
std::array<FeatInfo, std::size(kRows)> makeTable()
{
    std::array<FeatInfo, std::size(kRows)> table{};
    const std::span<const Need> needs(kNeeds);
    for (size_t i = 0; i < std::size(kRows); ++i) {
        const Row& row = kRows[i];
        const auto first = std::find_if(needs.begin(), needs.end(), [&](const Need& n) { return n.feat == row.feat; });
        const auto last = std::find_if(first, needs.end(), [&](const Need& n) { return n.feat != row.feat; });
        table[i] = FeatInfo{row.feat, row.flags, row.name, needs.subspan(size_t(first - needs.begin()),
                                                                         size_t(last - first))};
    }
    return table;
}

const std::array<FeatInfo, std::size(kRows)>& table()
{
    static const std::array<FeatInfo, std::size(kRows)> built = makeTable();
    return built;
}

} // namespace

std::span<const FeatInfo> all()
{
    return table();
}

const FeatInfo* find(int32_t feat)
{
    const auto& rows = table();
    const auto at = std::lower_bound(rows.begin(), rows.end(), feat,
                                     [](const FeatInfo& info, int32_t f) { return info.feat < f; });
    return at != rows.end() && at->feat == feat ? &*at : nullptr;
}

std::string featName(int32_t feat)
{
    const FeatInfo* info = find(feat);
    return info ? std::string(info->name) : "feat " + std::to_string(feat);
}

std::string abilityName(int32_t ability)
{
    for (const AbilityName& row : kAbilityNames)
        if (row.ability == ability)
            return std::string(row.name);
    return "class ability " + std::to_string(ability);
}

} // namespace incursion::game::feat_table
