#include "game/skills.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_properties.h"
#include "game/level.h"
#include "game/object_api.h"
#include "game/rules.h"
#include "game/skill_rules.h"
#include "map/grid_distance.h"
#include "map/line_of_fire.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>

namespace incursion::game {

namespace sr = skill_rules;
namespace sk = skill;

namespace {

using character_api::abilityLevel;
using character_api::hasAbility;
using character_api::hasFeat;
using item_properties::hasQuality;

constexpr int32_t kFeatSkillBonus = 3;      // FEAT_SKILL_BONUS

// src/Tables.cpp, SkillInfo: row n is skill n; row 15 (Gather Information)
// names no skill, so SkillName(15) finds nothing.
constexpr std::array<SkillInfo, sk::LAST> kSkills{{
    {0, "", 0, 0, false, 0},
    {sk::ALCHEMY, "Alchemy", rules::A_INT, rules::A_INT, false, 0},
    {sk::ANIMAL_EMP, "Animal Empathy", rules::A_INT, rules::A_WIS, false, 0},
    {sk::APPRAISE, "Appraise", rules::A_WIS, rules::A_WIS, false, 0},
    {sk::ATHLETICS, "Athletics", rules::A_STR, rules::A_CON, false, 0},
    {sk::BALANCE, "Balance", rules::A_DEX, rules::A_DEX, false, 1},
    {sk::BLUFF, "Bluff", rules::A_CHA, rules::A_CHA, false, 0},
    {sk::CLIMB, "Climb", rules::A_STR, rules::A_DEX, false, 1},
    {sk::CONCENT, "Concentration", rules::A_WIS, rules::A_CON, true, 0},
    {sk::CRAFT, "Craft", rules::A_WIS, rules::A_DEX, true, 0},
    {sk::DECIPHER, "Decipher Script", rules::A_INT, rules::A_INT, true, 0},
    {sk::DIPLOMACY, "Diplomacy", rules::A_CHA, rules::A_CHA, false, 0},
    {sk::DISGUISE, "Disguise", rules::A_INT, rules::A_CHA, false, 0},
    {sk::ESCAPE_ART, "Escape Artist", rules::A_DEX, rules::A_DEX, false, 1},
    {sk::FIND_WEAKNESS, "Find Weakness", rules::A_WIS, rules::A_WIS, false, 0},
    {0, "Gather Information", rules::A_WIS, rules::A_WIS, false, 0},
    {sk::HANDLE_DEV, "Handle Device", rules::A_DEX, rules::A_INT, true, 0},
    {sk::HEAL, "Healing", rules::A_WIS, rules::A_WIS, false, 0},
    {sk::HIDE, "Hide in Shadows", rules::A_DEX, rules::A_DEX, false, 1},
    {sk::ILLUSION, "Illusioncraft", rules::A_INT, rules::A_INT, false, 0},
    {sk::INTIMIDATE, "Intimidate", rules::A_STR, rules::A_CHA, false, 0},
    {sk::INTUITION, "Intuition", rules::A_WIS, rules::A_WIS, false, 0},
    {sk::JUMP, "Jump", rules::A_DEX, rules::A_STR, false, 1},
    {sk::KNOW_GEO, "Knowledge (Theyra)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_INF, "Knowledge (Infernal)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_MAGIC, "Knowledge (Magic)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_MYTH, "Knowledge (Mythology)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_NATURE, "Knowledge (Nature)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_OCEANS, "Knowledge (Oceans)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_PLANES, "Knowledge (Planes)", rules::A_INT, rules::A_INT, false, 0},
    {sk::KNOW_THEO, "Knowledge (Theology)", rules::A_INT, rules::A_WIS, false, 0},
    {sk::KNOW_UNDEAD, "Knowledge (Undead)", rules::A_INT, rules::A_INT, false, 0},
    {sk::LISTEN, "Listen", rules::A_WIS, rules::A_WIS, false, 0},
    {sk::LOCKPICKING, "Lockpicking", rules::A_DEX, rules::A_DEX, false, 0},
    {sk::METAMAGIC, "Metamagic", rules::A_INT, rules::A_INT, false, 0},
    {sk::MINING, "Mining", rules::A_WIS, rules::A_STR, true, 0},
    {sk::MOVE_SIL, "Move Silently", rules::A_DEX, rules::A_DEX, false, 1},
    {sk::PERFORM, "Perform", rules::A_CHA, rules::A_CHA, false, 0},
    {sk::PICK_POCKET, "Pick Pockets", rules::A_DEX, rules::A_CHA, false, 1},
    {sk::POISON_USE, "Poison Use", rules::A_DEX, rules::A_INT, true, 0},
    {sk::RIDE, "Ride", rules::A_DEX, rules::A_WIS, true, 0},
    {sk::SEARCH, "Searching", rules::A_INT, rules::A_INT, true, 0},
    {sk::SENESCHAL, "Seneschal", rules::A_INT, rules::A_INT, false, 0},
    {sk::SPELLCRAFT, "Spellcraft", rules::A_INT, rules::A_INT, false, 0},
    {sk::SPOT, "Spot", rules::A_WIS, rules::A_WIS, false, 0},
    {sk::SWIM, "Swimming", rules::A_DEX, rules::A_STR, true, 2},
    {sk::TUMBLE, "Tumble", rules::A_DEX, rules::A_DEX, false, 1},
    {sk::USE_MAGIC, "Use Magic", rules::A_CHA, rules::A_INT, false, 0},
    {sk::WILD_LORE, "Wilderness Lore", rules::A_WIS, rules::A_WIS, false, 0},
}};

// src/Tables.cpp, Synergies: ranks in the second skill add to the first,
// divided by the third number.
struct Synergy {
    int32_t beneficiary, improvedBy, divisor;
};
constexpr Synergy kSynergies[] = {
    {sk::DIPLOMACY, sk::APPRAISE, 3},   {sk::BLUFF, sk::APPRAISE, 3},     {sk::INTIMIDATE, sk::APPRAISE, 3}, {sk::PERFORM, sk::APPRAISE, 3},
    {sk::CLIMB, sk::BALANCE, 3},        {sk::KNOW_MAGIC, sk::SPELLCRAFT, 5}, {sk::SPELLCRAFT, sk::KNOW_MAGIC, 5}, {sk::DISGUISE, sk::BLUFF, 3},
    {sk::INTUITION, sk::KNOW_MAGIC, 4}, {sk::METAMAGIC, sk::KNOW_MAGIC, 4}, {sk::PICK_POCKET, sk::BLUFF, 4}, {sk::TUMBLE, sk::BALANCE, 3},
    {sk::HANDLE_DEV, sk::CONCENT, 3},   {sk::HEAL, sk::WILD_LORE, 5},     {sk::JUMP, sk::TUMBLE, 5},         {sk::TUMBLE, sk::JUMP, 5},
    {sk::JUMP, sk::ATHLETICS, 4},       {sk::CLIMB, sk::ATHLETICS, 4},    {sk::SWIM, sk::ATHLETICS, 4},      {sk::LOCKPICKING, sk::CONCENT, 4},
    {sk::LISTEN, sk::CONCENT, 4},       {sk::SPOT, sk::CONCENT, 4},       {sk::LOCKPICKING, sk::HANDLE_DEV, 3}, {sk::KNOW_INF, sk::KNOW_PLANES, 3},
    {sk::RIDE, sk::ANIMAL_EMP, 3},      {sk::KNOW_MAGIC, sk::KNOW_PLANES, 5}, {sk::KNOW_PLANES, sk::KNOW_THEO, 4},
};

// Feats that add FEAT_SKILL_BONUS to a few skills (Creature::SkillLevel's list).
struct FeatBonus {
    int32_t feat;
    std::array<int32_t, 3> skills;      // 0: unused
};
constexpr FeatBonus kFeatBonuses[] = {
    {sr::FT_ALERTNESS, {sk::LISTEN, sk::SPOT, 0}},         {sr::FT_ACROBATIC, {sk::JUMP, sk::TUMBLE, 0}},
    {sr::FT_ATHLETIC, {sk::ATHLETICS, sk::CLIMB, sk::SWIM}},   {sr::FT_ARTIFICER, {sk::CRAFT, sk::HANDLE_DEV, 0}},
    {sr::FT_INSIGHTFUL, {sk::APPRAISE, sk::INTUITION, 0}}, {sr::FT_LARCENOUS, {sk::LOCKPICKING, sk::PICK_POCKET, 0}},
    {sr::FT_CAPTIVATING, {sk::DIPLOMACY, sk::PERFORM, 0}}, {sr::FT_WOODSMAN, {sk::WILD_LORE, sk::ANIMAL_EMP, 0}},
    {sr::FT_GRACEFUL, {sk::BALANCE, sk::ESCAPE_ART, sk::SWIM}}, {sr::FT_DETECTIVE, {sk::APPRAISE, sk::SEARCH, sk::GATHER_INF}},
    {sr::FT_TALENTED, {sk::DECIPHER, sk::USE_MAGIC, 0}},   {sr::FT_GUILDMAGE, {sk::METAMAGIC, sk::SPELLCRAFT, 0}},
    {sr::FT_PHYSICIAN, {sk::HEAL, sk::ALCHEMY, 0}},        {sr::FT_MURDEROUS, {sk::FIND_WEAKNESS, sk::POISON_USE, 0}},
    {sr::FT_CLEAR_MINDED, {sk::CONCENT, sk::INTUITION, 0}}, {sr::FT_LANDED_NOBLE, {sk::RIDE, sk::SENESCHAL, 0}},
    {sr::FT_DECIEVER, {sk::BLUFF, sk::DISGUISE, sk::ILLUSION}},
};

// Creature::Mod2: (score - 11) / 2 truncated; 0 for a missing score.
int32_t modifier2(const Creature& c, int32_t a)
{
    const int32_t score = c.attribute(a);
    return score ? (score - 11) / 2 : 0;
}

int32_t challengeRating(const Creature& c)
{
    return std::max(0, c.challenge);
}

bool inRange(int32_t skill)
{
    return skill >= 1 && skill < sk::LAST;
}

// Ranks the character bought; monsters have none.
int32_t ranks(const Creature& c, int32_t skill)
{
    return inRange(skill) ? c.training.skillRanks[size_t(skill)] : 0;
}

// Whether feat list `feats` (a monster's `Feats:`, a template's) names Skill
// Focus in `skill`: the skill follows the feat in the list.
bool focusesOn(const std::vector<int32_t>& feats, int32_t skill)
{
    for (size_t i = 0; i + 1 < feats.size(); ++i)
        if (feats[i] == rules::FT_SKILL_FOCUS && feats[i + 1] == skill)
            return true;
    return false;
}

// rule: src/Skills.cpp, Creature::SkillKitMod: the best primary kit, every
// kind of secondary kit once, a rope for climbing, an innate kit.
int32_t skillKitBonus(const Game& game, const Creature& c, int32_t skill)
{
    if (skill == sk::MOVE_SIL || skill == sk::HIDE || skill == sk::SPELLCRAFT || skill == sk::SPOT || skill == sk::LISTEN ||
        skill == sk::INTIMIDATE)
        return 0;
    int32_t best = 0, secondary = 0, rope = 0;
    std::vector<ResourceId> secondaryKinds;
    const auto lists = [&](const module::ResourceView& view, int32_t list) {
        for (const module::DungeonList& l : view.lists())
            if (l.list == list)
                for (const module::ResolvedValue& entry : l.entries)
                    if (int32_t(entry.asResourceId()) == skill)
                        return true;
        return false;
    };
    const auto constant = [](const module::ResourceView& view, int32_t which) {
        const std::optional<module::ResolvedValue> value = view.constant(which);
        return value ? int32_t(value->asResourceId()) : 0;
    };
    for (Handle handle : c.inventory) {
        const Item* it = game.item(handle);
        const auto view = it ? module::view<module::ItemView>(game.resources(), it->resource) : std::nullopt;
        if (!view)
            continue;
        if (lists(*view, sr::SKILL_KIT_FOR))
            best = std::max(best, constant(*view, sr::SKILL_KIT_MOD) + it->plus);
        if (lists(*view, sr::SECONDARY_KIT_FOR) &&
            std::find(secondaryKinds.begin(), secondaryKinds.end(), it->resource) == secondaryKinds.end()) {
            secondary += constant(*view, sr::SKILL_KIT_MOD) + it->plus;
            secondaryKinds.push_back(it->resource);
        }
        if (skill == sk::CLIMB && view->hasFlag(sr::IT_ROPE))
            rope = std::max(rope, constant(*view, sr::ROPE_MOD));
    }
    if (const StatusEffect* kit = c.status(sr::INNATE_KIT, skill))
        best = std::max(best, kit->magnitude);
    return best + secondary + rope;
}

// rule: src/Item.cpp, Armour::PenaltyVal(c, true): the worn armour's
// penalty, eased by 2 for skills and by its qualities; never above 0.
int32_t armourSkillPenalty(const Game& game, const Creature& c, const Item& armour)
{
    const auto view = module::view<module::ItemView>(game.resources(), armour.resource);
    if (!view)
        return 0;
    int32_t penalty = view->penalty() + 2;
    if (hasQuality(armour, sr::AQ_GRACEFUL))
        penalty /= 2;
    if (hasQuality(armour, sr::IQ_ELVEN))
        penalty += 2;
    if (hasQuality(armour, sr::IQ_ORCISH))
        penalty -= 1;
    if (hasQuality(armour, sr::IQ_DARKWOOD))
        penalty += 2;
    if (hasQuality(armour, sr::IQ_MITHRIL))
        penalty += 3;
    if (hasQuality(armour, sr::AQ_AGILITY))
        penalty = 0;
    if (hasFeat(game, c, sr::FT_ARMOUR_OPTIMIZATION, false))
        penalty = (penalty - 2) / 3;
    return std::min(0, penalty);
}

int32_t originalDistance(const Creature& a, const Creature& b)
{
    return map::originalDistance(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// rule: src/Skills.cpp, Creature::MostSkilledAlly: a friend within 5
// squares in the line of fire who has the skill at a higher level. (The
// original asks whether the checker perceives itself, which always holds.)
const Creature* mostSkilledAlly(const Game& game, const Creature& c, int32_t skill)
{
    const Level* level = game.levelObject(c.map());
    if (!level)
        return &c;
    const Creature* best = &c;
    int32_t bestLevel = skillLevel(game, c, skill);
    for (Handle handle : game.creaturesOnLevel()) {
        const Creature* other = game.creature(handle);
        if (!other || other == &c || !other->alive() || other->map() != c.map() || originalDistance(c, *other) >= 6)
            continue;
        if (!character_api::hasSkill(game, *other, skill) || !object_api::friendly(*other, c) ||
            !map::lineOfFire(level->map(), c.x, c.y, other->x, other->y))
            continue;
        if (const int32_t level2 = skillLevel(game, *other, skill); level2 > bestLevel) {
            best = other;
            bestLevel = level2;
        }
    }
    return best;
}

// The exercise a narrowly won check gives (the roll mattered): both of the
// skill's attributes, the die and cap by the skill.
void exerciseFromCheck(Game& game, Creature& c, int32_t skill, int32_t dc)
{
    int32_t die = dc - 10, column = sr::EXXX_SKILL, cap = 30;
    bool onlyThreatened = false;
    switch (skill) {
    case sk::LOCKPICKING: column = sr::EXXX_PSKILL; cap = 60; die /= 2; break;
    case sk::JUMP: onlyThreatened = true; column = sr::EDEX_JUMP; die /= 2; cap = 20; break;
    case sk::METAMAGIC: onlyThreatened = true; cap = 50; break;
    case sk::BALANCE: {
        onlyThreatened = true;
        const Level* level = game.levelObject(c.map());
        if (level && level->map().contains(c.x, c.y) && level->map().terrain(c.x, c.y).has(map::kTerrainFall)) {
            cap = 75;
            die *= 2;
        }
        break;
    }
    case sk::BLUFF: case sk::INTIMIDATE: case sk::DIPLOMACY: column = sr::EXXX_PSKILL; die *= 2; cap = 75; break;
    case sk::DECIPHER: die /= 2; column = sr::EXXX_PSKILL; cap = 60; break;
    case sk::ESCAPE_ART: case sk::RIDE: case sk::SWIM: onlyThreatened = true; break;
    default: break;
    }
    if (onlyThreatened && !object_api::threatened(game, c))
        return;
    for (const SkillInfo& info : kSkills) {
        if (info.skill != skill || info.skill == 0 || die < 1)
            continue;
        exercise(game, c, info.attribute1, game.roll(1, die), column, cap);
        if (info.attribute2 != info.attribute1)
            exercise(game, c, info.attribute2, game.roll(1, die), column, cap);
    }
}

} // namespace

const SkillInfo* skillInfo(int32_t skill)
{
    return inRange(skill) ? &kSkills[size_t(skill)] : nullptr;
}

std::string_view skillName(int32_t skill)
{
    for (size_t i = 1; i < kSkills.size(); ++i)
        if (kSkills[i].skill == skill)
            return kSkills[i].name;
    return "[Invalid Skill]";
}

int32_t skillAttribute(const Game& game, const Creature& c, int32_t skill)
{
    const SkillInfo* info = skillInfo(skill);
    if (!info)
        return rules::A_STR;
    int32_t first = info->attribute1, second = info->attribute2;
    // One Body, One Soul, or no Constitution at all: Wisdom and Constitution
    // stand in for each other, whichever is higher.
    if (hasFeat(game, c, sr::FT_ONE_BODY_ONE_SOUL, false) || c.attribute(rules::A_CON) == 0) {
        const bool wisdomHigher = c.attribute(rules::A_WIS) > c.attribute(rules::A_CON);
        const int32_t from = wisdomHigher ? rules::A_CON : rules::A_WIS, to = wisdomHigher ? rules::A_WIS : rules::A_CON;
        first = first == from ? to : first;
        second = second == from ? to : second;
    }
    if (first == second)
        return first;
    const bool firstHigher = c.attribute(first) > c.attribute(second);
    if (info->weakerAttribute)
        return firstHigher ? second : first;
    return firstHigher ? first : second;
}

int32_t skillLevel(const Game& game, const Creature& c, int32_t skill, SkillLevelParts* partsOut)
{
    SkillLevelParts p;
    int32_t level = 0;
    const auto feat = [&](int32_t f) { return hasFeat(game, c, f, false); };

    for (const FeatBonus& bonus : kFeatBonuses)
        if (std::find(bonus.skills.begin(), bonus.skills.end(), skill) != bonus.skills.end() && feat(bonus.feat))
            p.feat = kFeatSkillBonus;
    if (skill >= sk::KNOW_FIRST && skill <= sk::KNOW_LAST && feat(sr::FT_EDUCATED))
        p.feat = kFeatSkillBonus;
    // Sneaky stacks with the bonuses before it; charging spoils stealth.
    if (skill == sk::HIDE || skill == sk::MOVE_SIL) {
        if (feat(sr::FT_SNEAKY))
            p.feat += kFeatSkillBonus;
        if (c.hasStatus(sr::CHARGING))
            p.circumstance -= 20;
    }
    if (skill == sk::INTUITION && hasAbility(c, sr::CA_FATESENSE, false))
        p.domain += 4;
    if (skill == sk::HIDE && (c.hasStatus(sr::ELEVATED, sr::ELEV_TREE) || c.hasStatus(sr::ELEVATED, sr::ELEV_CEILING)))
        p.circumstance += 2 + skillLevel(game, c, sk::CLIMB) / 3;
    if (skill == sk::SPOT || skill == sk::LISTEN)
        p.inherent = abilityLevel(c, sr::CA_SHARP_SENSES);
    if (skill == sk::SEARCH)
        p.inherent = abilityLevel(c, sr::CA_STONEWORK_SENSE);
    if (skill >= sk::KNOW_FIRST && skill <= sk::KNOW_LAST)
        p.inherent = abilityLevel(c, sr::CA_LEGEND_LORE) / 2;
    p.kit = skillKitBonus(game, c, skill);

    if (c.character) {
        for (const Synergy& s : kSynergies)
            if (s.beneficiary == skill && ranks(c, s.improvedBy))
                p.synergy += ranks(c, s.improvedBy) / s.divisor;
        level = ranks(c, skill);
        const CharacterSheet& sheet = *c.character;
        const auto teaches = [skill](const std::vector<int32_t>& skills) {
            return std::find(skills.begin(), skills.end(), skill) != skills.end();
        };
        if (const auto race = module::view<module::RaceView>(game.resources(), sheet.race); race && teaches(race->skills()))
            p.training += 1;
        for (size_t i = 0; i < CharacterSheet::kClasses && sheet.classes[i]; ++i)
            if (const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[i]);
                klass && teaches(klass->skills()))
                p.training += 1;
        if (!p.training && c.hasStatus(rules::EXTRA_SKILL, skill))
            p.training = 1;
        if (p.training)
            ++p.training;
    } else if (feat(skill)) {
        // A monster with the skill counts as if it had its CR + 3 ranks.
        const int32_t asRanks = std::max(1, challengeRating(c)) + 3;
        level = asRanks;
        for (const Synergy& s : kSynergies)
            if (s.beneficiary == skill && feat(s.improvedBy))
                p.synergy += asRanks / s.divisor;
        bool focused = false;
        if (const auto monster = module::view<module::MonsterView>(game.resources(), c.monster))
            focused = focusesOn(monster->feats(), skill);
        for (const StatusEffect& s : c.stati)
            if (!focused && s.stati == sr::TEMPLATE)
                if (const auto tt = module::view<module::TemplateView>(game.resources(), s.effect))
                    focused = focusesOn(tt->feats(), skill);
        if (focused)
            level += 2;
    } else if (skill == sk::SPOT || skill == sk::LISTEN) {
        level = challengeRating(c) / 2;
    }

    for (const StatusEffect& s : c.stati) {
        if (s.stati != sr::SKILL_BONUS || (s.value != skill && s.value != -1))
            continue;
        switch (s.cause) {
        case rules::SS_CLAS: p.feat = std::max(p.feat, s.magnitude); break;
        case sr::SS_BODY: case sr::SS_TMPL: case rules::SS_RACE: p.racial = std::max(p.racial, s.magnitude); break;
        case rules::SS_DOMA: p.domain = std::max(p.domain, s.magnitude); break;
        case sr::SS_ITEM: p.item = std::max(p.item, s.magnitude); break;
        case rules::SS_PERM: p.focus = std::max(p.focus, s.magnitude); break;
        default: p.enhancement = std::max(p.enhancement, s.magnitude); break;
        }
    }
    if (skill == sk::HIDE)
        p.size = (rules::SZ_MEDIUM - c.size) * 4;
    if (c.hasStatus(sr::SINGING) && skill != sk::PERFORM)
        p.circumstance -= 2;
    if (const SkillInfo* info = skillInfo(skill); info && info->armourPenalty)
        if (const Item* armour = game.item(c.bodyArmour); armour && armour->itemType == rules::T_ARMOUR) {
            const int32_t penalty = armourSkillPenalty(game, c, *armour);
            p.armour += skill == sk::SWIM && hasQuality(*armour, sr::IQ_FEATHERLIGHT) ? penalty : info->armourPenalty * penalty;
        }

    level += p.racial + p.feat + p.enhancement + p.domain + p.item + p.insight + p.synergy + p.competence +
             p.circumstance + p.inherent + p.size + p.armour + p.training + p.kit + p.focus;
    level += modifier2(c, skillAttribute(game, c, skill));
    if (partsOut)
        *partsOut = p;
    return level;
}

int32_t inherentSkillLevel(const Game& game, const Creature& c, int32_t skill)
{
    SkillLevelParts p;
    int32_t level = skillLevel(game, c, skill, &p);
    level -= p.enhancement + p.kit + p.synergy + p.armour + p.size + p.circumstance + p.competence + p.item;
    const int32_t attribute = skillAttribute(game, c, skill);
    level -= modifier2(c, attribute);
    return level + (character_api::inherentAttribute(game, c, attribute) - 11) / 2;
}

bool skillCheck(Game& game, Creature& c, int32_t skill, int32_t dc, bool show, int32_t modifier)
{
    const int32_t rollA = game.roll(1, 20);
    int32_t rollB = 0, rollC = 0;
    // The original's own rule: a second chance at the skills a roguelike
    // leans on (reading scrolls, firing wands, taming animals).
    if (skill == sk::USE_MAGIC || skill == sk::ANIMAL_EMP || skill == sk::DECIPHER)
        rollB = game.roll(1, 20);
    for (const StatusEffect& s : c.stati)
        if (s.stati == sr::SKILL_BONUS && s.value == skill && s.cause == rules::SS_PERM)
            rollC = game.roll(1, 20);
    int32_t roll = std::max({rollA, rollB, rollC});
    if (hasAbility(c, sr::CA_SKILL_MASTERY, false))
        if (const std::optional<ResourceId> rogue = game.resources().find("rogue"))
            if (const auto klass = module::view<module::ClassView>(game.resources(), *rogue)) {
                const std::vector<int32_t> skills = klass->skills();
                if (std::find(skills.begin(), skills.end(), skill) != skills.end())
                    roll = std::max(roll, std::min(15, 7 + c.modifier(rules::A_INT)));
            }

    const bool alliesHelp = skill == sk::LOCKPICKING || skill == sk::HEAL || skill == sk::HANDLE_DEV || skill == sk::SEARCH ||
                            skill == sk::INTUITION || skill == sk::ANIMAL_EMP || skill == sk::DIPLOMACY || skill == sk::BLUFF ||
                            skill == sk::INTIMIDATE || skill == sk::DECIPHER;
    const Creature* helper = alliesHelp ? mostSkilledAlly(game, c, skill) : &c;
    const int32_t level = skillLevel(game, *helper, skill);
    const int32_t total = level + roll + modifier;
    const bool succeeded =
        total >= dc || (roll == 20 && !object_api::threatened(game, c) &&
                        (skill == sk::ESCAPE_ART || skill == sk::CLIMB || skill == sk::HANDLE_DEV || skill == sk::SEARCH ||
                         skill == sk::BALANCE));

    if (show && c.isPlayer) {
        if (helper != &c)
            game.message("<EActor> aids you with " + std::string(skillName(skill)) + ".",
                         MessageSubjects{helper->handle()});
        std::string rolls;
        if (rollB && rollC)
            rolls = " [" + std::to_string(rollA) + "/" + std::to_string(rollB) + "/" + std::to_string(rollC) + "]";
        else if (rollB || rollC)
            rolls = " [" + std::to_string(rollA) + "/" + std::to_string(rollB ? rollB : rollC) + "]";
        const auto signedNumber = [](int32_t n) { return (n < 0 ? "" : "+") + std::to_string(n); };
        std::string line = std::string(skillName(skill)) + " Check: 1d20 (" + std::to_string(roll) + rolls + ") " +
                           signedNumber(level) + (modifier ? " " + signedNumber(modifier) : "") + " = " +
                           std::to_string(total);
        if (dc)
            line += " vs DC " + std::to_string(dc) + (succeeded ? " [success]" : " [failure]");
        game.message(line + ".");
    }
    game.setLastSkillCheckResult(total);
    // One-use bonuses (sr::SS_ONCE) to this skill, and to every skill, are spent.
    std::erase_if(c.stati, [skill](const StatusEffect& s) {
        return s.stati == sr::SKILL_BONUS && s.cause == sr::SS_ONCE && (s.value == skill || s.value == -1);
    });

    // A check won only because of the roll exercises the skill's attributes.
    if (c.character && dc && total >= dc && level + 1 + modifier < dc)
        exerciseFromCheck(game, c, skill, dc);
    return succeeded;
}

void exercise(Game& game, Creature& c, int32_t a, int32_t amount, int32_t column, int32_t cap)
{
    if (!c.character || a < 0 || a >= int32_t(Training::kAttributes) || column < 0 ||
        column >= int32_t(Training::kExerciseColumns))
        return;
    int32_t inherentBonus = 0;
    for (const StatusEffect& s : c.stati)
        if (s.stati == rules::ADJUST_INH && s.value == a)
            inherentBonus += s.magnitude;
    if (inherentBonus >= 5 + abilityLevel(c, sr::CA_INHERANT_POTENTIAL))
        return;
    auto& columns = c.training.exercise[size_t(a)];
    if (amount < 0) {
        // Taking exercise back empties the columns in order.
        int32_t left = -amount;
        for (int16_t& held : columns) {
            if (held >= left) {
                held = int16_t(held - left);
                return;
            }
            left -= held;
            held = 0;
        }
        return;
    }
    if (columns[size_t(column)] >= cap)
        return;
    int32_t needed = 100;
    switch (a) {
    case rules::A_STR: case rules::A_DEX: case rules::A_CON:
        needed = 100 - std::max(0, skillLevel(game, c, sk::ATHLETICS));
        break;
    case rules::A_WIS: needed = 100 - std::max(0, skillLevel(game, c, sk::CONCENT)); break;
    case rules::A_CHA: needed = 100 - std::max(0, skillLevel(game, c, sk::PERFORM)); break;
    case rules::A_INT: {
        int32_t best = 0;
        for (int32_t k = sk::KNOW_FIRST; k <= sk::KNOW_LAST; ++k)
            best = std::max(best, skillLevel(game, c, k));
        needed = 100 - best;
        break;
    }
    default: break;     // Luck: 100
    }
    int32_t total = 0;
    for (int16_t held : columns)
        total += held;
    const int32_t adding = std::min(cap - int32_t(columns[size_t(column)]), amount);
    if (total + adding > needed) {
        columns.fill(0);
        character_api::gainInherentBonus(game, c, a, 1, true);
    }
    // As the original, the column then takes the whole amount.
    columns[size_t(column)] = int16_t(columns[size_t(column)] + amount);
}

int32_t totalSkillPoints(const Game& game, const Creature& c, int32_t slot)
{
    if (!c.character || slot < 0 || slot >= int32_t(Training::kSkillPointSlots))
        return 0;
    const CharacterSheet& sheet = *c.character;
    const int32_t bonus = c.training.bonusSkillPoints[size_t(slot)];
    if (slot >= int32_t(CharacterSheet::kClasses))
        return bonus;
    const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[size_t(slot)]);
    if (!klass)
        return bonus;
    const int32_t intelligence = (character_api::inherentAttribute(game, c, rules::A_INT) - 10) / 2;
    const int32_t perLevel = std::max(1, klass->skillPoints() + intelligence * (klass->skillPoints() >= 8 ? 2 : 1));
    return perLevel * sheet.levels[size_t(slot)] + bonus;
}

bool gainBonusSkills(Creature& c, ResourceId klass, int32_t points)
{
    if (!c.character)
        return false;
    Training& t = c.training;
    for (size_t i = 0; i < CharacterSheet::kClasses; ++i)
        if (c.character->classes[i] == klass) {
            t.bonusSkillPoints[i] += points;
            return true;
        }
    for (size_t i = 0; i < t.pseudoClasses.size(); ++i)
        if (t.pseudoClasses[i] == klass || !t.pseudoClasses[i]) {
            t.pseudoClasses[i] = klass;
            t.bonusSkillPoints[CharacterSheet::kClasses + i] += points;
            return true;
        }
    return false;
}

} // namespace incursion::game
