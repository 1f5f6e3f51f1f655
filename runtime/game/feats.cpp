#include "game/feats.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/feat_table.h"
#include "game/game.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "game/skills.h"
#include "module/resource_views.h"

#include <algorithm>

namespace incursion::game::feats {

namespace {

using feat_table::Condition;
using feat_table::FeatInfo;
using feat_table::Need;

constexpr int32_t FT_INTENSIVE_STUDY = rules::FT_INTENSIVE_STUDY;
constexpr const char* kAttributeNames[] = {"Strength", "Dexterity", "Constitution", "Intelligence",
                                           "Wisdom", "Charisma", "Luck"};
constexpr const char* kAttackModes[] = {"archery", "brawl", "melee", "thrown", "dual-wielding"};
constexpr const char* kWeaponSkills[] = {"no skill", "proficiency", "focus", "specialization", "mastery",
                                         "high mastery", "grand mastery"};

std::string attributeName(int64_t a)
{
    return a >= 0 && a < int64_t(std::size(kAttributeNames)) ? kAttributeNames[a]
                                                               : "attribute " + std::to_string(a);
}

std::string attackMode(int64_t mode)
{
    return mode >= 0 && mode < int64_t(std::size(kAttackModes)) ? kAttackModes[mode] : std::to_string(mode);
}

std::string groupNames(int64_t bits)
{
    std::string names;
    const auto add = [&](uint32_t bit, const char* name) {
        if (uint64_t(bits) & bit)
            names += (names.empty() ? "" : " or ") + std::string(name);
    };
    add(rules::WG_LARMOUR, "light armour");
    add(rules::WG_MARMOUR, "medium armour");
    add(rules::WG_HARMOUR, "heavy armour");
    add(rules::WG_SHIELDS, "shields");
    return names.empty() ? "weapon groups " + std::to_string(bits) : names;
}

// One condition in words, as a requirement ("Strength 13").
std::string conditionText(const Need& n)
{
    switch (n.condition) {
    case Condition::Feat: return feat_table::featName(int32_t(n.argument));
    case Condition::Ability:
        return feat_table::abilityName(int32_t(n.argument)) +
               (n.value > 1 ? " at level " + std::to_string(n.value) : "");
    case Condition::BaseAttack: return "base " + attackMode(n.argument) + " attack +" + std::to_string(n.value);
    case Condition::SkillRanks:
        return std::string(skillName(int32_t(n.argument))) + " " + std::to_string(n.value);
    case Condition::ChallengeRating: return "level " + std::to_string(n.argument);
    case Condition::Attribute:
        if (n.argument == rules::A_SAV_FORT)
            return "Fortitude " + std::to_string(n.value);
        return attributeName(n.argument) + " " + std::to_string(n.value);
    case Condition::CasterLevel: return "caster level " + std::to_string(n.argument);
    case Condition::WeaponSkill:
        return "weapon " + std::string(n.argument >= 0 && n.argument < int64_t(std::size(kWeaponSkills))
                                           ? kWeaponSkills[n.argument]
                                           : "skill " + std::to_string(n.argument)) +
               " with some weapon";
    case Condition::NotProficient: return "no proficiency with " + groupNames(n.argument);
    case Condition::Proficient: return "proficiency with " + groupNames(n.argument);
    case Condition::Attack: return "a natural attack of kind " + std::to_string(n.argument);
    case Condition::MonsterType: return "a body of monster type " + std::to_string(n.argument);
    }
    return "condition " + std::to_string(int32_t(n.condition));
}

// Why `c` fails condition `n`, or nullopt when it meets it (one case of
// Character::FeatPrereq's switch each).
std::optional<std::string> unmet(const Game& game, const Creature& c, const Need& n, bool noFeatPrerequisites)
{
    const auto lacks = [&](int64_t has) {
        return "needs " + conditionText(n) + " (has " + std::to_string(has) + ")";
    };
    const int32_t argument = int32_t(n.argument);
    switch (n.condition) {
    case Condition::Feat:
        if (noFeatPrerequisites)
            return "needs another feat (" + conditionText(n) + "), which the Bard's list does not allow";
        if (!character_api::hasFeat(game, c, argument, true))
            return "needs the feat " + conditionText(n);
        return std::nullopt;
    case Condition::Ability:
        if (!character_api::hasAbility(c, argument, true))
            return "needs the class ability " + conditionText(n);
        if (const int32_t level = character_api::abilityLevel(c, argument); level < n.value)
            return lacks(level);
        return std::nullopt;
    case Condition::BaseAttack:
        if (const int32_t bab = character_api::baseAttack(game, c, argument); bab < n.value)
            return lacks(bab);
        return std::nullopt;
    case Condition::NotProficient:
        if (c.character && (uint32_t(c.character->proficiencies) & uint32_t(n.argument)))
            return "needs " + conditionText(n) + " (already proficient)";
        return std::nullopt;
    case Condition::Proficient:
        if (!c.character || !(uint32_t(c.character->proficiencies) & uint32_t(n.argument)))
            return "needs " + conditionText(n);
        return std::nullopt;
    case Condition::ChallengeRating:
        if (c.challenge < n.argument)
            return lacks(c.challenge);
        return std::nullopt;
    case Condition::Attribute: {
        // rule: Character::IAttr: only the seven scores have an inherent
        // value (the original's Iron Skin asks IAttr(A_SAV_FORT), past
        // the end of its scores, so nothing sure can be said of it).
        if (n.argument < 0 || n.argument >= int64_t(std::size(kAttributeNames)))
            return "needs " + conditionText(n) + " (an inherent score characters have no value for)";
        if (const int32_t score = character_api::inherentAttribute(game, c, argument); score < n.value)
            return lacks(score);
        return std::nullopt;
    }
    case Condition::SkillRanks:
        if (const int32_t level = inherentSkillLevel(game, c, argument); level < n.value)
            return lacks(level);
        return std::nullopt;
    case Condition::CasterLevel:
        if (const int32_t level = character_api::casterLevel(c); level < n.argument)
            return lacks(level);
        return std::nullopt;
    case Condition::WeaponSkill:
        if (!c.hasStatus(rules::WEP_SKILL, argument))
            return "needs " + conditionText(n);
        return std::nullopt;
    case Condition::Attack:
        if (std::none_of(c.attacks.begin(), c.attacks.end(),
                         [&](const CreatureAttack& a) { return a.type == argument; }))
            return "needs " + conditionText(n);
        return std::nullopt;
    case Condition::MonsterType:
        if (!monster_templates::isMonsterType(game, c, argument))
            return "needs " + conditionText(n);
        return std::nullopt;
    }
    return "needs " + conditionText(n) + " (a condition the runtime does not know)";
}

// The needs of `info` grouped by alternative.
std::vector<std::vector<Need>> alternatives(const FeatInfo& info)
{
    std::vector<std::vector<Need>> groups;
    for (const Need& n : info.needs) {
        if (size_t(n.alternative) >= groups.size())
            groups.resize(size_t(n.alternative) + 1);
        groups[size_t(n.alternative)].push_back(n);
    }
    return groups;
}

} // namespace

std::optional<std::string> whyNotAllowed(const Game& game, const Creature& c, int32_t feat, bool noFeatPrerequisites)
{
    // rule: src/Create.cpp, Character::FeatPrereq, in its order.
    const FeatInfo* info = feat_table::find(feat);
    if (!info)
        return "no feat numbered " + std::to_string(feat);
    const std::string name(info->name);
    if (!c.character)
        return name + ": only characters choose feats";
    const CharacterSheet& sheet = *c.character;
    if (feat == FT_INTENSIVE_STUDY)
        return name + ": no area of study is open to this character (the runtime has no intensive study)";
    const auto taught = [&](uint32_t group) { return (uint32_t(sheet.proficiencies) & group) != 0; };
    if ((feat == rules::FT_AP_LIGHT && taught(rules::WG_LARMOUR)) ||
        (feat == rules::FT_AP_MEDIUM && taught(rules::WG_MARMOUR)) ||
        (feat == rules::FT_AP_HEAVY && taught(rules::WG_HARMOUR)))
        return name + ": already proficient with that armour";
    if (info->hasFlag(feat_table::FF_UNIMP))
        return name + ": not implemented in the original game";
    if (info->hasFlag(feat_table::FF_MONSTER))
        return name + ": a monsters' feat";
    if (character_api::hasFeat(game, c, feat, false) && !info->hasFlag(feat_table::FF_MULTIPLE))
        return name + ": already known";
    if (info->hasFlag(feat_table::FF_META) && character_api::casterLevel(c) == 0)
        return name + ": a metamagic feat needs a caster level";
    const std::vector<std::vector<Need>> groups = alternatives(*info);
    if (groups.empty())
        return std::nullopt;
    // Each alternative's first unmet condition; the feat is allowed when
    // one alternative has none.
    std::string reasons;
    for (const std::vector<Need>& group : groups) {
        std::optional<std::string> first;
        for (const Need& n : group)
            if ((first = unmet(game, c, n, noFeatPrerequisites)))
                break;
        if (!first)
            return std::nullopt;
        reasons += (reasons.empty() ? "" : "; or ") + *first;
    }
    return name + ": " + reasons;
}

std::string prerequisiteText(int32_t feat)
{
    const FeatInfo* info = feat_table::find(feat);
    if (!info)
        return {};
    std::string text;
    for (const std::vector<Need>& group : alternatives(*info)) {
        std::string all;
        for (const Need& n : group)
            all += (all.empty() ? "" : " and ") + conditionText(n);
        text += (text.empty() ? "" : ", or ") + all;
    }
    return text;
}

std::string describe(int32_t feat)
{
    const FeatInfo* info = feat_table::find(feat);
    if (!info)
        return {};
    std::string text = std::string(info->name) + ".";
    if (info->hasFlag(feat_table::FF_UNIMP))
        text += " Not implemented in the original game.";
    if (info->hasFlag(feat_table::FF_META))
        text += " A metamagic feat.";
    if (info->hasFlag(feat_table::FF_MULTIPLE))
        text += " May be taken more than once.";
    if (info->hasFlag(feat_table::FF_WARRIOR))
        text += " On the Warrior's bonus list.";
    const std::string needs = prerequisiteText(feat);
    text += needs.empty() ? " No prerequisites." : " Requires " + needs + ".";
    return text;
}

std::vector<std::string> knownFeatNames(const Game& game, const Creature& c)
{
    std::vector<std::string> names;
    for (const FeatInfo& info : feat_table::all())
        if (character_api::hasFeat(game, c, info.feat, false))
            names.emplace_back(info.name);
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace incursion::game::feats
