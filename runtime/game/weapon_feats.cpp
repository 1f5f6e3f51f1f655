#include "game/weapon_feats.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/rules.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <vector>

namespace incursion::game::weapon_feats {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_BOW = 24;
constexpr int32_t IMP_CRIT = 46;
constexpr int32_t WT_STR1 = 36, WT_STR2 = 37, WT_STR3 = 38;

struct WeaponFeat {
    int32_t feat;
    int32_t skill;          // the weapon skill it brings a weapon to
    const char* question;
};

constexpr WeaponFeat kWeaponFeats[] = {
    {rules::FT_WEAPON_PROFICIENCY, 1, "Train in which Weapon:"},
    {rules::FT_WEAPON_FOCUS, 2, "Focus on which Weapon:"},
    {rules::FT_WEAPON_SPECIALIST, 3, "Specialize in which Weapon:"},
    {rules::FT_WEAPON_MASTERY, 4, "Master which Weapon:"},
    {rules::FT_WEAPON_HIGH_MASTERY, 5, "High Mastery in which Weapon:"},
    {rules::FT_WEAPON_GRAND_MASTERY, 6, "Grand Mastery in which Weapon:"},
    {rules::FT_EXOTIC_WEAPON, 1, "Choose a weapon:"},
    {rules::FT_IMPROVED_CRIT, 0, "Choose a Weapon for Improved Critical:"},
};

const WeaponFeat* weaponFeat(int32_t feat)
{
    for (const WeaponFeat& row : kWeaponFeats)
        if (row.feat == feat)
            return &row;
    return nullptr;
}

// Whether the feat may be taken with `weapon` (rule: src/Create.cpp,
// Player::GainFeat's lists: WepSkill ignores the weapon's minimum Strength
// there, as the warnings after the choice speak of it).
bool qualifies(const Game& game, const Creature& c, const module::ItemView& weapon, const WeaponFeat& row)
{
    const int32_t skill = character_api::weaponSkill(game, c, weapon.id(), true);
    const uint32_t group = uint32_t(weapon.group());
    const bool exotic = (group & uint32_t(rules::WG_EXOTIC)) != 0;
    switch (row.feat) {
    case rules::FT_IMPROVED_CRIT: return skill >= rules::WS_PROFICIENT;
    case rules::FT_EXOTIC_WEAPON:
        return exotic && skill == rules::WS_NOT_PROF &&
               ((group & ~uint32_t(rules::WG_EXOTIC) & uint32_t(c.character->proficiencies)) != 0 ||
                group == uint32_t(rules::WG_EXOTIC));
    default: return skill == row.skill - 1 && (row.skill != rules::WS_PROFICIENT || !exotic);
    }
}

// rule: src/Create.cpp, CheckWeapon: a weapon too large, or one whose
// minimum Strength the character lacks, is taken only if it says yes.
bool confirmed(Game& game, const Creature& c, const module::ItemView& weapon)
{
    if (c.size + c.attribute(rules::A_SIZ) + 1 < weapon.size() &&
        !game.prompts().yesNo("That weapon is too large for you normally. Continue?"))
        return false;
    const int32_t needed = 5 + (weapon.hasFlag(WT_STR1) ? 8 : 0) + (weapon.hasFlag(WT_STR2) ? 4 : 0) +
                           (weapon.hasFlag(WT_STR3) ? 2 : 0);
    return !(needed > 5 && c.attribute(rules::A_STR) < needed &&
             !game.prompts().yesNo("You lack that weapon's Minimum Strength. Continue?"));
}

// What the feat gives with the weapon chosen.
std::optional<std::string> grant(Creature& c, int32_t feat, const WeaponFeat& row, ResourceId weapon)
{
    // rule: src/Create.cpp, Player::GainFeat: a feat named directly is
    // learned, except Weapon Proficiency (which is only the skill).
    if (feat != rules::FT_WEAPON_PROFICIENCY)
        c.character->learnFeat(feat);
    const auto permanent = [&](int32_t stati, int32_t value) {
        c.addStatus(StatusEffect{stati, value, 0, rules::SS_CLAS, -1, weapon, world::kNoObject});
    };
    if (feat == rules::FT_IMPROVED_CRIT) {
        permanent(IMP_CRIT, 0);
        return std::nullopt;
    }
    if (feat == rules::FT_EXOTIC_WEAPON)
        std::erase_if(c.stati, [&](const StatusEffect& s) { return s.effect == weapon; });
    // A skill the character has with this weapon is raised; else it is given.
    for (StatusEffect& s : c.stati)
        if (s.stati == rules::WEP_SKILL && s.effect == weapon) {
            s.value = row.skill;
            return std::nullopt;
        }
    permanent(rules::WEP_SKILL, row.skill);
    return std::nullopt;
}

} // namespace

bool choosesWeapon(int32_t feat)
{
    return weaponFeat(feat) != nullptr;
}

std::optional<std::string> gainWeaponFeat(Game& game, Creature& c, int32_t feat, ResourceId named)
{
    const WeaponFeat* row = weaponFeat(feat);
    if (!row || !c.character)
        return "GainFeat(" + std::to_string(feat) + "): no weapon to choose for it";
    // rule: src/Create.cpp, Player::GainFeat(feat, param): a grant naming
    // its weapon (Feat[FT_WEAPON_PROFICIENCY,$"long sword"]) asks nothing.
    if (named && module::view<module::ItemView>(game.resources(), named))
        return grant(c, feat, *row, named);
    MenuRequest request{row->question, {}, false};
    for (ResourceId id : game.resources().resources(module::kindBit(core::ResourceKind::Item))) {
        const auto weapon = module::view<module::ItemView>(game.resources(), id);
        if (weapon->itemType() != rules::T_WEAPON && weapon->itemType() != T_BOW)
            continue;
        if (!qualifies(game, c, *weapon, *row))
            continue;
        const std::string name(map::displayName(weapon->name()));
        request.options.push_back({weapon->hasFlag(rules::IT_NOGEN) ? "(" + name + ")" : name, int32_t(id),
                                   std::string(weapon->description())});
    }
    if (request.options.empty())
        return "GainFeat(" + std::to_string(feat) + "): no weapon qualifies";
    // MENU_SORTED: by name, the original's order of the menu.
    std::stable_sort(request.options.begin(), request.options.end(),
                     [](const MenuOption& a, const MenuOption& b) { return a.text < b.text; });
    // A bot takes the weapon in its hand when the feat is open for it.
    if (const Item* wielded = game.item(c.weapon))
        for (size_t i = 0; i < request.options.size(); ++i)
            if (request.options[i].value == int32_t(wielded->resource))
                request.suggested = i;
    ResourceId weapon = 0;
    // The original asks again until a weapon is confirmed; a bot could say
    // no forever, so the asking ends when every weapon was refused once.
    for (size_t asked = 0; asked < request.options.size() && !weapon; ++asked) {
        const std::optional<size_t> chosen = game.prompts().menu(request);
        if (!chosen || *chosen >= request.options.size())
            return "GainFeat(" + std::to_string(feat) + "): the answer to \"" + request.title +
                   "\" is none of its weapons";
        const auto id = ResourceId(request.options[*chosen].value);
        if (confirmed(game, c, *module::view<module::ItemView>(game.resources(), id)))
            weapon = id;
    }
    if (!weapon)
        return "GainFeat(" + std::to_string(feat) + "): no weapon was confirmed";

    return grant(c, feat, *row, weapon);
}

} // namespace incursion::game::weapon_feats
