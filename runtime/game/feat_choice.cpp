#include "game/feat_choice.h"

#include "game/character_advance.h"
#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/feat_table.h"
#include "game/feats.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/skill_rules.h"
#include "game/skills.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game::feat_choice {

namespace {

// The original's feat lists below FT_FIRST (inc/Defines.h).
constexpr int32_t FT_WARRIOR_LIST = 4, FT_WIZARD_LIST = 5, FT_BARD_LIST = 9;
// Feats whose choice the runtime cannot make yet (School Focus: the spell
// schools' focus stati; Intensive Study: the studies), never offered.
constexpr int32_t kNotOffered[] = {rules::FT_SCHOOL_FOCUS, rules::FT_INTENSIVE_STUDY};

// A bot's order of preference: feats whose effects the runtime applies
// (feat_effects.h, skills.cpp), the sturdier first. The first one offered
// is its answer; failing all, the first of the menu.
constexpr int32_t kBotPreference[] = {
    feat_table::FT_TOUGHNESS,       feat_table::FT_POWER_ATTACK,       feat_table::FT_IMPROVED_INITIATIVE,
    feat_table::FT_DODGE,           feat_table::FT_WEAPON_FOCUS,       feat_table::FT_WEAPON_SPECIALIST,
    feat_table::FT_GREAT_FORTITUDE, feat_table::FT_IRON_WILL,          feat_table::FT_LIGHTNING_REFLEXES,
    feat_table::FT_ALERTNESS,       feat_table::FT_ATHLETIC,           feat_table::FT_BLIND_FIGHT,
    feat_table::FT_CLEAR_MINDED,    feat_table::FT_GUILDMAGE,
};

// rule: src/Create.cpp, Player::GainFeat: whether a list offers the feat.
bool onList(const feat_table::FeatInfo& info, int32_t list)
{
    switch (list) {
    case FT_WIZARD_LIST: return info.hasFlag(feat_table::FF_META) || info.hasFlag(feat_table::FF_WIZARD);
    case FT_WARRIOR_LIST: return info.hasFlag(feat_table::FF_WARRIOR);
    default: return true;
    }
}

std::string titleOf(int32_t list)
{
    switch (list) {
    case FT_WIZARD_LIST: return "Choose a bonus metamagic Feat:";
    case FT_WARRIOR_LIST: return "Advancing as a Warrior, choose a Warrior Feat:";
    case FT_BARD_LIST: return "Choose any feat without another feat as prerequisite:";
    default: return "Choose a feat; the following are available:";
    }
}

// The bot's pick: a feat it knows already (one taken again, as Weapon
// Focus for another weapon) only when nothing else of its order is offered.
std::optional<size_t> preferred(const Game& game, const Creature& c, const MenuRequest& request)
{
    for (bool again : {false, true})
        for (int32_t feat : kBotPreference)
            for (size_t i = 0; i < request.options.size(); ++i)
                if (request.options[i].value == feat && again == character_api::hasFeat(game, c, feat, false))
                    return i;
    return request.options.empty() ? std::nullopt : std::optional<size_t>(0);
}

} // namespace

std::optional<std::string> chooseFeat(Game& game, Creature& c, int32_t list)
{
    // rule: src/Create.cpp, Player::GainFeat: the feats of the list whose
    // prerequisites the character meets, in a sorted menu it must answer.
    if (!c.character)
        return "GainFeat: " + c.describe() + " is not a character";
    MenuRequest request{titleOf(list), {}, false};
    for (const feat_table::FeatInfo& info : feat_table::all()) {
        if (!onList(info, list) || std::find(std::begin(kNotOffered), std::end(kNotOffered), info.feat) !=
                                        std::end(kNotOffered))
            continue;
        if (!feats::whyNotAllowed(game, c, info.feat, list == FT_BARD_LIST))
            request.options.push_back({std::string(info.name), info.feat, feats::describe(info.feat)});
    }
    std::stable_sort(request.options.begin(), request.options.end(),
                     [](const MenuOption& a, const MenuOption& b) { return a.text < b.text; });
    // A feat whose own choice finds nothing (no weapon, no skill left) is
    // taken off and the list asked again, as the original restarts.
    while (!request.options.empty()) {
        request.suggested = preferred(game, c, request);
        const std::optional<size_t> chosen = game.prompts().menu(request);
        if (!chosen || *chosen >= request.options.size())
            return "GainFeat: the answer to \"" + request.title + "\" is none of its feats";
        const int32_t feat = request.options[*chosen].value;
        const std::optional<std::string> refused = character::gainFeat(game, c, feat);
        if (!refused)
            return std::nullopt;
        request.options.erase(request.options.begin() + std::ptrdiff_t(*chosen));
    }
    return "GainFeat: no feat of this list is open to " + c.describe();
}

void gainLevelFeats(Game& game, Creature& c)
{
    if (!c.character)
        return;
    const int32_t level = c.character->totalLevel();
    const int32_t count = level == 1 ? 2 : level % 3 == 0 ? 1 : 0;
    for (int32_t i = 0; i < count; ++i)
        if (std::optional<std::string> refused = chooseFeat(game, c, rules::FT_FULL_LIST))
            game.notice("(playtest) " + *refused, 12);
}

namespace {

// The skill a Skill Focus (`focus`) or Natural Aptitude is for: the
// player's pick among those not focused on / not known yet, or nullopt
// when none is left or the answer was none of them.
std::optional<int32_t> pickSkill(Game& game, const Creature& c, bool focus)
{
    MenuRequest request{"Choose a skill:", {}, false};
    for (int32_t sk = 1; sk < rules::SK_LAST; ++sk) {
        const SkillInfo* info = skillInfo(sk);
        if (!info || info->name.empty())
            continue;
        const bool taken = focus ? std::any_of(c.stati.begin(), c.stati.end(),
                                               [&](const StatusEffect& s) {
                                                   return s.stati == skill_rules::SKILL_BONUS && s.value == sk &&
                                                          s.cause == rules::SS_PERM;
                                               })
                                 : character_api::hasSkill(game, c, sk) || c.hasStatus(rules::EXTRA_SKILL, sk);
        if (!taken)
            request.options.push_back({std::string(info->name), sk, {}});
    }
    if (request.options.empty())
        return std::nullopt;
    std::stable_sort(request.options.begin(), request.options.end(),
                     [](const MenuOption& a, const MenuOption& b) { return a.text < b.text; });
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= request.options.size())
        return std::nullopt;
    return request.options[*chosen].value;
}

void giveExtraSkill(Creature& c, int32_t skill)
{
    c.addStatus(StatusEffect{rules::EXTRA_SKILL, skill, 0, rules::SS_CLAS, -1, 0, world::kNoObject});
}

} // namespace

std::optional<std::string> gainSkillFeat(Game& game, Creature& c, int32_t feat, int32_t skill)
{
    // rule: src/Create.cpp, Player::GainFeat, FT_SKILL_FOCUS and
    // FT_NATURAL_APTITUDE: the skills not focused on yet / not known yet.
    const bool focus = feat == rules::FT_SKILL_FOCUS;
    if (!skill) {
        const std::optional<int32_t> picked = pickSkill(game, c, focus);
        if (!picked)
            return feat_table::featName(feat) + ": no skill was chosen (none left, or the answer was none)";
        skill = *picked;
    }
    if (focus)
        c.addStatus(StatusEffect{skill_rules::SKILL_BONUS, skill, 2, rules::SS_PERM, -1, 0, world::kNoObject});
    else
        giveExtraSkill(c, skill);
    c.character->learnFeat(feat);
    return std::nullopt;
}

void chooseAnySkills(Game& game, Creature& c)
{
    // rule: src/Create.cpp, Player::Create: each SK_ANY among the race's
    // skills is a Natural Aptitude's choice, without the feat itself.
    constexpr int32_t SK_ANY = -1;
    if (!c.character)
        return;
    const auto race = module::view<module::RaceView>(game.resources(), c.character->race);
    if (!race)
        return;
    for (int32_t skill : race->skills())
        if (skill == SK_ANY)
            if (const std::optional<int32_t> picked = pickSkill(game, c, false))
                giveExtraSkill(c, *picked);
}

} // namespace incursion::game::feat_choice
