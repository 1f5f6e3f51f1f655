#include "game/companions.h"

#include "game/character_api.h"
#include "game/combat.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/monster_api.h"
#include "game/monster_templates.h"
#include "game/recognition_api.h"
#include "game/rules.h"
#include "game/skills.h"
#include "game/stati.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace incursion::game::companions {

namespace {

// The original's numbers (inc/Defines.h) these rules read.
constexpr int32_t ILLUSION = 74, CHARMED = 137, HEROIC_QUALITY = 203, NO_PHD = 233, BONUS_PHD = 45,
                  COMMAND_ABILITY = 35;
constexpr int32_t CH_CHARM = 1, CH_DOMINATE = 4, CH_COMMAND = 5;
constexpr int32_t CA_ANIMAL_COMP = 2, CA_COMMAND = 18, CA_COMMAND_AUTHORITY = 120;
constexpr int32_t FT_LEADERSHIP = 206;
constexpr int32_t MA_ADVENTURER = 87;
constexpr int32_t EF_XSUMMON = 95;
constexpr int32_t kPools = 7;           // PHD_PARTY .. PHD_FREEBIE, by number
constexpr int32_t kUncontrolled = -10;  // MaxGroupCR of a pool the player's abilities do not open

// The spells an ally should not have going (src/Monster.cpp, alliesShouldntCast):
// their stati leave a monster that becomes a companion.
constexpr std::array<std::string_view, 29> kAlliesShouldntCast{
    "Obscurement", "Rainstorm", "Rusting Grasp", "Natural Erosion", "Spook", "Deeper Darkness", "Whirlpool",
    "Ring of Blades", "Etherealness", "Blasphemy", "Grease", "Pyrotechnics", "Web", "Electric Loop",
    "Visage of Death", "Levitation", "Evard's Black Tentacles", "Cloudkill", "Dream", "Nightmare",
    "Lesser Symbol", "Fireball", "Colour Burst", "Confusion", "Immortal Grandeur", "Hallucinatory Terrain",
    "Mirage Arcana", "Insect Plague", "Summon Swarm"};

bool hasStatiFrom(const Creature& c, int32_t stati, int32_t value, Handle source)
{
    return findStati(c, StatiKey{stati, value, source, {}}) != nullptr;
}

// Summoned by an effect with EF_XSUMMON: such summons count towards no pool.
bool freeSummons(const Game& game, const Creature& c)
{
    const StatusEffect* summoned = c.status(rules::SUMMONED);
    if (!summoned || !summoned->effect)
        return false;
    const auto effect = module::view<module::EffectView>(game.resources(), summoned->effect);
    return effect && effect->hasFlag(EF_XSUMMON);
}

// The pool a companion of `player` counts in (Player::GetGroupXCR), 0 for none.
int32_t poolOf(const Game& game, const Creature& c, const Creature& player)
{
    const Handle p = player.handle();
    if (c.hasStatus(ILLUSION) || hasStatiFrom(c, NO_PHD, -1, p) || freeSummons(game, c))
        return 0;
    if (hasStatiFrom(c, CHARMED, CH_DOMINATE, p) || hasStatiFrom(c, rules::SUMMONED, -1, p))
        return PHD_MAGIC;
    if (hasStatiFrom(c, CHARMED, CH_COMMAND, p))
        return PHD_COMMAND;
    if (c.isType(rules::MA_ANIMAL))
        return PHD_ANIMAL;
    if (c.isType(rules::MA_UNDEAD))
        return PHD_UNDEAD;
    return PHD_PARTY;
}

// The pools' weights before overflow, gathered in one pass over the level:
// each companion weighs (CR + 2)³, at least 10 (Player::GetGroupXCR).
std::array<int32_t, kPools> poolWeights(const Game& game, const Creature& player)
{
    std::array<int32_t, kPools> weights{};
    for (const Handle handle : game.creaturesOnLevel()) {
        const Creature* c = game.creature(handle);
        if (!c || c->isPlayer || c->party.leader != player.handle())
            continue;
        if (const int32_t pool = poolOf(game, *c, player)) {
            const int32_t cr = c->challenge;
            weights[size_t(pool)] += std::max(10, (cr + 2) * (cr + 2) * (cr + 2));
        }
    }
    return weights;
}

int32_t maxWeight(const Game& game, const Creature& player, int32_t pool)
{
    return monster_api::experienceWeight(maxGroupCR(game, player, pool));
}

// GetGroupXCR from the gathered weights: a pool over its limit puts its
// excess on PHD_PARTY, and PHD_UNDEAD's on PHD_MAGIC.
int32_t weightOf(const Game& game, const Creature& player, const std::array<int32_t, kPools>& weights, int32_t pool,
                 int32_t addCR)
{
    int32_t weight = weights[size_t(pool)];
    if (addCR)
        weight += std::max(0, (addCR + 2) * (addCR + 2) * (addCR + 2));
    const auto overflow = [&](int32_t from) {
        const int32_t own = weightOf(game, player, weights, from, 0);
        if (monster_api::challengeOfWeight(own) > std::max(0, maxGroupCR(game, player, from)))
            weight += own - maxWeight(game, player, from);
    };
    if (pool == PHD_PARTY)
        for (const int32_t from : {PHD_ANIMAL, PHD_MAGIC, PHD_COMMAND})
            overflow(from);
    if (pool == PHD_MAGIC)
        overflow(PHD_UNDEAD);
    return weight;
}

// GetGroupCR: the challenge rating of a pool's weight.
int32_t groupCR(const Game& game, const Creature& player, const std::array<int32_t, kPools>& weights, int32_t pool,
                int32_t addCR = 0)
{
    return monster_api::challengeOfWeight(weightOf(game, player, weights, pool, addCR));
}

// What MakeCompanion does when the pool has no room (src/Social.cpp).
void refuse(Game& game, Creature& monster, Creature& player, int32_t pool)
{
    const auto it = std::array{MessageArgument::ofObject(monster.handle())};
    switch (pool) {
    case PHD_ANIMAL:
        game.message("You don't feel you can control that many animals at the same time.");
        return;
    case PHD_MAGIC:
        if (savingThrow(game, player, rules::WILL, 15 + monster.challenge)) {
            game.message("Since your psychic reserves are not great enough to fully control the <Obj>, you "
                         "content yourself with pacifying it.", {}, it);
            if (StatusEffect* charm = findStati(monster, StatiKey{CHARMED, -1, world::kNoObject, {}}))
                charm->value = CH_CHARM;
            else
                monster.attitude = Attitude::Peaceful;
        } else {
            game.message("The <Obj> breaks free of your control!", {}, it);
            monster.removeStatus(CHARMED);
            monster.attitude = Attitude::Hostile;
            monster.mind.target = player.handle();
        }
        return;
    case PHD_COMMAND:
        game.message("Since your psychic reserves are not great enough to fully control the <Obj1>, you content "
                     "yourself with terrifying <him:Obj1>.", {}, it);
        monster.removeStatus(CHARMED);
        monster.addStatus(StatusEffect{rules::AFRAID, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject, 0});
        if (monster.attitude == Attitude::Player)
            monster.attitude = Attitude::Hostile;
        return;
    default:
        return;
    }
}

void forgetTargetOf(Creature& c)
{
    c.mind.target = world::kNoObject;
    c.mind.lastSeenX = c.mind.lastSeenY = -1;
    c.mind.fleeing = false;
}

} // namespace

Creature* leaderOf(const Game& game, const Creature& c)
{
    return c.party.leader == world::kNoObject ? nullptr : game.creature(c.party.leader);
}

bool isCompanionOf(const Creature& c, const Creature& leader)
{
    return &c != &leader && c.party.leader == leader.handle() && c.attitude == Attitude::Player;
}

std::vector<Handle> companionsOf(const Game& game, const Creature& leader)
{
    std::vector<Handle> found;
    if (leader.map() != game.level().handle())
        return found;
    for (const Handle handle : game.creaturesOnLevel())
        if (const Creature* c = game.creature(handle); c && c->alive() && isCompanionOf(*c, leader))
            found.push_back(handle);
    return found;
}

int32_t maxGroupCR(const Game& game, const Creature& player, int32_t pool)
{
    const int32_t bonus = highestMagnitude(player.stati, BONUS_PHD, pool);
    const int32_t totalLevel = player.character ? player.character->totalLevel() : player.level;
    switch (pool) {
    case PHD_PARTY: {
        const int32_t diplomacy = std::max(0, ((skillLevel(game, player, skill::DIPLOMACY) - 5) / 5) * 2);
        return totalLevel + player.modifier(rules::A_CHA) + diplomacy +
               (character_api::hasFeat(game, player, FT_LEADERSHIP, false) ? 3 : 0) + bonus;
    }
    case PHD_MAGIC:
        return std::max(0, (character_api::casterLevel(player) + totalLevel) / 2) +
               character_api::abilityLevel(player, CA_COMMAND_AUTHORITY) + bonus;
    case PHD_ANIMAL:
        if (!character_api::hasAbility(player, CA_ANIMAL_COMP, false))
            return kUncontrolled;
        return std::max(1, character_api::abilityLevel(player, CA_ANIMAL_COMP)) + bonus;
    case PHD_COMMAND:
        if (!character_api::hasAbility(player, CA_COMMAND, false))
            return kUncontrolled;
        return std::max(1, highestMagnitude(player.stati, COMMAND_ABILITY)) +
               character_api::abilityLevel(player, CA_COMMAND_AUTHORITY) + bonus;
    case PHD_UNDEAD:
        return bonus;
    default:
        return totalLevel;
    }
}

int32_t groupWeight(const Game& game, const Creature& player, int32_t pool, int32_t addCR)
{
    if (pool < PHD_PARTY || pool >= kPools)
        return 0;
    return weightOf(game, player, poolWeights(game, player), pool, addCR);
}

int32_t fixSummonCR(const Game& game, const Creature& player, int32_t cr, int32_t pool)
{
    if (pool < PHD_PARTY || pool >= kPools)
        return cr;
    const std::array<int32_t, kPools> weights = poolWeights(game, player);
    const int32_t partyRoom = maxWeight(game, player, PHD_PARTY) - weightOf(game, player, weights, PHD_PARTY, 0);
    const int32_t room = maxWeight(game, player, pool);
    for (++cr;;) {
        --cr;
        int32_t total = room - weightOf(game, player, weights, pool, cr);
        if (pool != PHD_PARTY)
            total += partyRoom;
        if (total >= 0 || cr <= -1)
            return cr;
    }
}

bool makeCompanion(Game& game, Creature& monster, Creature& player, int32_t pool)
{
    if (monster.isPlayer || &monster == &player)
        return false;
    bool checked = !freeSummons(game, monster) && !monster.hasStatus(ILLUSION);
    if (pool == PHD_FREEBIE) {
        if (!hasStatiFrom(monster, NO_PHD, -1, player.handle()))
            monster.addStatus(StatusEffect{NO_PHD, 0, 0, rules::SS_MISC, -1, 0, player.handle(), 0});
        checked = false;
    }
    if (checked) {
        // The room left in the pool, rounded to challenge ratings as the
        // original does; the other pools may use PHD_PARTY's room too.
        const std::array<int32_t, kPools> weights = poolWeights(game, player);
        const auto xcr = monster_api::experienceWeight;
        const auto cr = monster_api::challengeOfWeight;
        int32_t total = cr(xcr(maxGroupCR(game, player, pool)) - xcr(groupCR(game, player, weights, pool, monster.challenge)));
        if (pool != PHD_PARTY)
            total = cr(xcr(total) + std::max(0, xcr(maxGroupCR(game, player, PHD_PARTY)) -
                                                    xcr(groupCR(game, player, weights, PHD_PARTY))));
        if (total < 0) {
            refuse(game, monster, player, pool);
            return false;
        }
    }

    // It follows the player and fights on its side; only an ally won by
    // magic keeps its own party.
    monster.party.leader = player.handle();
    monster.attitude = Attitude::Player;
    forgetTargetOf(monster);
    if (pool != PHD_MAGIC)
        monster.party.partyId = player.party.partyId;
    if (monster.isType(MA_ADVENTURER) && !monster.hasStatus(HEROIC_QUALITY) && !monster.isType(rules::MA_UNDEAD) &&
        !monster.hasStatus(rules::SUMMONED) && !monster.hasStatus(ILLUSION) && pool == PHD_PARTY) {
        game.message("You sense a certain heroic quality about the <Obj>...", {},
                     std::array{MessageArgument::ofObject(monster.handle())});
        monster.addStatus(StatusEffect{HEROIC_QUALITY, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject, 0});
        monster.maxHp += 20;    // src/Values.cpp, CalcValues: HEROIC_QUALITY adds 20 hit points
        monster.hp += 20;
    }
    for (const std::string_view name : kAlliesShouldntCast)
        if (const std::optional<ResourceId> spell = game.resources().find(name, module::kindBit(core::ResourceKind::Effect)))
            endEffectStati(game, monster.handle(), *spell, EV_REMOVED);
    if (!game.creature(monster.handle()))
        return false;   // a script that heard of the stati going killed it
    recognition_api::identifyMonster(game, monster);
    for (const ResourceId templateId : monster_templates::templatesOf(monster))
        recognition_api::identifyTemplate(game, monster, templateId);
    // The player's other companions stop fighting it.
    if (monster.map() != world::kNoObject)
        for (const Handle handle : companionsOf(game, player))
            if (Creature* other = game.creature(handle); other && other->mind.target == monster.handle())
                forgetTargetOf(*other);
    return true;
}

} // namespace incursion::game::companions
