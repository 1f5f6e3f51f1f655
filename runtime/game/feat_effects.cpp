#include "game/feat_effects.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/equipment.h"
#include "game/event_info.h"
#include "game/feat_table.h"
#include "game/game.h"
#include "game/item.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <optional>

namespace incursion::game::feat_effects {

namespace {

using namespace feat_table;

bool has(const Game& game, const Creature& c, int32_t feat)
{
    return character_api::hasFeat(game, c, feat, false);
}

// The skill with the melee weapon in hand (WS_NOT_PROF ...), or nullopt
// with none: natural attacks have no weapon skill, and neither has the
// plain adventurer of modules without classes (the original has no
// class-less character to be unproficient).
std::optional<int32_t> wieldedSkill(const Game& game, const Creature& c)
{
    const Item* weapon = game.item(c.weapon);
    if (!weapon || weapon->itemType != rules::T_WEAPON || (c.character && !c.character->classes[0]))
        return std::nullopt;
    return character_api::weaponSkill(game, c, weapon->resource);
}

constexpr int32_t WS_FOCUSED = 2, WS_SPECIALIST = 3, WS_MASTERY = 4, WS_HIGH_MASTERY = 5, WS_GRAND_MASTERY = 6;

} // namespace

int32_t saveBonus(const Game& game, const Creature& c, int32_t save)
{
    int32_t bonus = 0;
    switch (save) {
    case rules::FORT:
        bonus += has(game, c, FT_GREAT_FORTITUDE) ? 3 : 0;
        bonus += has(game, c, FT_ATHLETIC) ? 1 : 0;
        break;
    case rules::REF: bonus += has(game, c, FT_LIGHTNING_REFLEXES) ? 3 : 0; break;
    case rules::WILL:
        bonus += has(game, c, FT_IRON_WILL) ? 3 : 0;
        bonus += has(game, c, FT_CLEAR_MINDED) ? 1 : 0;
        break;
    default: break;
    }
    return bonus;
}

int32_t defenceBonus(const Game& game, const Creature& c)
{
    int32_t bonus = 0;
    if (has(game, c, FT_DODGE)) {
        // The original also gives only +1 above light encumbrance, which
        // the runtime does not weigh yet.
        const Item* armour = game.item(c.bodyArmour);
        const auto view = armour ? module::view<module::ItemView>(game.resources(), armour->resource)
                                 : std::optional<module::ItemView>();
        bonus += view && (uint32_t(view->group()) & rules::WG_MARMOUR) ? 1 : 3;
    }
    switch (wieldedSkill(game, c).value_or(0)) {
    case WS_MASTERY: bonus += 2; break;
    case WS_HIGH_MASTERY: bonus += 3; break;
    case WS_GRAND_MASTERY: bonus += 4; break;
    default: break;
    }
    return bonus;
}

int32_t weaponHitBonus(const Game& game, const Creature& c)
{
    switch (wieldedSkill(game, c).value_or(rules::WS_PROFICIENT)) {
    case rules::WS_NOT_PROF: return -4;
    case WS_FOCUSED: case WS_SPECIALIST: return 1;
    case WS_MASTERY: case WS_HIGH_MASTERY: return 2;
    case WS_GRAND_MASTERY: return 3;
    default: return 0;
    }
}

int32_t weaponDamageBonus(const Game& game, const Creature& c)
{
    switch (wieldedSkill(game, c).value_or(rules::WS_PROFICIENT)) {
    case WS_SPECIALIST: case WS_MASTERY: return 2;
    case WS_HIGH_MASTERY: return 3;
    case WS_GRAND_MASTERY: return 4;
    default: return 0;
    }
}

int32_t powerAttackDamage(const Game& game, const Creature& attacker, const EventInfo& e)
{
    if (!has(game, attacker, FT_POWER_ATTACK) || attacker.attribute(rules::A_STR) < 13 ||
        e.DType < rules::AD_SLASH || e.DType > rules::AD_BLUNT)
        return 0;
    int32_t margin = e.vHit + e.vRoll - e.vDef;
    const bool bothHands = e.AType == rules::A_SWNG && attacker.weapon != world::kNoObject &&
                           equipment::inSlot(attacker, wear_slots::SL_READY) == attacker.weapon;
    margin /= bothHands ? 2 : 3;
    const int32_t strength = attacker.attribute(rules::A_STR);
    const int32_t secondary = strength ? (strength - 11) / 2 : 0;    // Creature::Mod2
    return std::max(0, std::min(margin, secondary));
}

void applyLearnedFeat(Creature& c, int32_t feat)
{
    if (feat >= FT_IMPROVED_STRENGTH && feat <= FT_IMPROVED_LUCK)
        c.attributes[size_t(feat - FT_IMPROVED_STRENGTH)] += 1;
}

} // namespace incursion::game::feat_effects
