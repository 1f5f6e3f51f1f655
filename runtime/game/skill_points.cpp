#include "game/skill_points.h"

#include "game/character.h"
#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/skills.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace incursion::game::skill_points {

namespace {

// src/Create.cpp, MaxRanks's ClassLevelRanks: the maximum ranks by the
// levels that teach the skill (they grow slower than the points).
constexpr std::array<int8_t, 32> kClassLevelRanks = {0,  2,  4,  6,  7,  8,  9,  10, 10, 11, 12, 12, 13, 14, 14, 15,
                                                     16, 16, 17, 18, 18, 19, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20};

int32_t classLevelRanks(int32_t levels)
{
    return kClassLevelRanks[size_t(std::clamp(levels, 0, int32_t(kClassLevelRanks.size()) - 1))];
}

// src/Inline.h (inc), isFamiliar: skills anyone may learn a little of.
bool isFamiliar(int32_t skill)
{
    switch (skill) {
    case skill::DECIPHER: case skill::KNOW_THEO: case skill::KNOW_GEO: case skill::ATHLETICS:
    case skill::APPRAISE: case skill::SEARCH: case skill::SPOT: case skill::CRAFT: case skill::RIDE: return true;
    default: return false;
    }
}

bool teaches(const std::vector<int32_t>& skills, int32_t skill)
{
    return std::find(skills.begin(), skills.end(), skill) != skills.end();
}

std::vector<int32_t> raceSkills(const Game& game, const Creature& c)
{
    const auto race = module::view<module::RaceView>(game.resources(), c.character->race);
    return race ? race->skills() : std::vector<int32_t>{};
}

// The class whose points slot `slot` holds: a class, or a pseudo-class.
module::ResourceId classOfSlot(const Creature& c, int32_t slot)
{
    if (slot < int32_t(CharacterSheet::kClasses))
        return c.character->classes[size_t(slot)];
    return c.training.pseudoClasses[size_t(slot) - CharacterSheet::kClasses];
}

std::vector<int32_t> classSkills(const Game& game, const Creature& c, int32_t slot)
{
    const auto klass = module::view<module::ClassView>(game.resources(), classOfSlot(c, slot));
    return klass ? klass->skills() : std::vector<int32_t>{};
}

bool validSlot(const Creature& c, int32_t slot)
{
    return c.character && slot >= 0 && slot < int32_t(Training::kSkillPointSlots) && classOfSlot(c, slot);
}

// The skills slot `slot` may buy now, its class's in the class's order
// first (the manager's green rows), then the others in skill order.
std::vector<int32_t> buyable(const Game& game, const Creature& c, int32_t slot)
{
    std::vector<int32_t> out;
    for (int32_t skill : classSkills(game, c, slot))
        if (skill >= 1 && skill < skill::LAST && !teaches(out, skill) && mayBuy(game, c, slot, skill))
            out.push_back(skill);
    for (int32_t skill = 1; skill < skill::LAST; ++skill)
        if (!teaches(out, skill) && mayBuy(game, c, slot, skill))
            out.push_back(skill);
    return out;
}

} // namespace

int32_t maxRanks(const Game& game, const Creature& c, int32_t skill)
{
    if (!c.character)
        return 0;
    const CharacterSheet& sheet = *c.character;
    const int32_t total = sheet.totalLevel();
    if (teaches(raceSkills(game, c), skill))
        return classLevelRanks(total);
    int32_t levels = 0;
    for (size_t i = 0; i < CharacterSheet::kClasses; ++i)
        if (const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[i]);
            klass && teaches(klass->skills(), skill))
            levels += sheet.levels[i];
    int32_t most = classLevelRanks(levels);
    if (isFamiliar(skill))
        most = std::max(most, std::min(total, 5));
    // (Intensive Study's Hide and Move Silently ranks: no studies yet.)
    for (const StatusEffect& s : c.stati)
        if (s.stati == rules::EXTRA_SKILL && s.value == skill) {
            if (s.cause != rules::SS_DOMA)
                return classLevelRanks(total);
            most += classLevelRanks(character_api::abilityLevel(c, rules::CA_DOMAINS));
        }
    return most;
}

int32_t unspent(const Game& game, const Creature& c, int32_t slot)
{
    if (!validSlot(c, slot))
        return 0;
    return std::max(0, totalSkillPoints(game, c, slot) - c.training.spentSkillPoints[size_t(slot)]);
}

bool mayBuy(const Game& game, const Creature& c, int32_t slot, int32_t skill)
{
    if (!validSlot(c, slot) || skill < 1 || skill >= skill::LAST || !skillInfo(skill) || !skillInfo(skill)->skill)
        return false;
    if (!teaches(classSkills(game, c, slot), skill) && !teaches(raceSkills(game, c), skill) &&
        !c.hasStatus(rules::EXTRA_SKILL, skill) && !isFamiliar(skill))
        return false;
    return c.training.skillRanks[size_t(skill)] < maxRanks(game, c, skill);
}

bool buyRank(const Game& game, Creature& c, int32_t slot, int32_t skill)
{
    if (unspent(game, c, slot) <= 0 || !mayBuy(game, c, slot, skill))
        return false;
    ++c.training.skillRanks[size_t(skill)];
    ++c.training.spentSkillPoints[size_t(slot)];
    return true;
}

int32_t spendSkillPoints(Game& game, Creature& c, bool initial)
{
    if (!c.character)
        return 0;
    int32_t bought = 0;
    for (int32_t slot = 0; slot < int32_t(Training::kSkillPointSlots); ++slot) {
        // rule: src/Managers.cpp, SkillManager: at creation it starts over
        // until the first class's and first pseudo-class's points are spent.
        const bool mustSpend = initial && (slot == 0 || slot == int32_t(CharacterSheet::kClasses));
        const std::vector<int32_t> ownSkills = classSkills(game, c, slot);
        while (unspent(game, c, slot) > 0) {
            const std::vector<int32_t> skills = buyable(game, c, slot);
            if (skills.empty())
                break;
            const std::string className(map::displayName(game.resources().name(classOfSlot(c, slot))));
            MenuRequest request{"Spend a skill point (" + className + ", " +
                                    std::to_string(unspent(game, c, slot)) + " left) on:",
                                {}, !mustSpend};
            std::optional<size_t> fewest;
            for (size_t i = 0; i < skills.size(); ++i) {
                const int32_t skill = skills[i];
                const int32_t ranks = c.training.skillRanks[size_t(skill)];
                request.options.push_back(
                    {std::string(skillName(skill)) + " (rank " + std::to_string(ranks) + " of " +
                         std::to_string(maxRanks(game, c, skill)) + ", 1 point, now " +
                         std::to_string(skillLevel(game, c, skill)) + ")",
                     skill, teaches(ownSkills, skill) ? "a skill of the class" : "a skill of the race or anyone's"});
                // The bot's answer: the class's skills round-robin, the
                // fewest ranks first, in the class's order; others only when
                // the class has none left.
                const bool own = teaches(ownSkills, skill);
                if (!fewest || (own && !teaches(ownSkills, skills[*fewest])) ||
                    (own == teaches(ownSkills, skills[*fewest]) &&
                     ranks < c.training.skillRanks[size_t(skills[*fewest])]))
                    fewest = i;
            }
            request.suggested = fewest;
            const std::optional<size_t> chosen = game.prompts().menu(request);
            if (!chosen || *chosen >= skills.size())
                break;
            if (buyRank(game, c, slot, skills[*chosen]))
                ++bought;
        }
    }
    return bought;
}

} // namespace incursion::game::skill_points
