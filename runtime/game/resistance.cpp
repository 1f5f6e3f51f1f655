#include "game/resistance.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_properties.h"
#include "game/rules.h"
#include "game/skill_rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <vector>

namespace incursion::game {

namespace sr = skill_rules;

namespace {

using item_properties::hasQuality;

constexpr size_t kStatiSources = 16;

// The `Res:`/`Immune:` bit of a type below 32: the original's BIT(n) is
// 1 << (n - 1). (For AD_NORM it shifts by -1, which C leaves undefined; no
// bit stands for it here.)
bool hasBit(uint32_t bits, int32_t type)
{
    return type >= 1 && type < 32 && (bits & (uint32_t(1) << (type - 1))) != 0;
}

bool weaponDamage(int32_t type)
{
    return type == rules::AD_SLASH || type == rules::AD_PIERCE || type == rules::AD_BLUNT;
}

// What an illusion cannot be hurt by: the mind, the body's frailties, alignments.
bool illusionIgnores(int32_t type)
{
    switch (type) {
    case rules::AD_MIND: case rules::AD_PLYS: case sr::AD_STON: case rules::AD_STUN: case rules::AD_CONF:
    case rules::AD_VAMP: case rules::AD_HOLY: case rules::AD_EVIL: case rules::AD_LAWF: case rules::AD_CHAO:
    case rules::AD_POIS: case rules::AD_DISE: case rules::AD_SLEE: case rules::AD_FEAR:
        return true;
    default:
        return false;
    }
}

// rule: src/Item.cpp, Armour::ArmVal: the armour's value against one of
// slash, pierce, blunt; its plus only once known; adamant by the armour's
// weight (mithril counting one class lighter), orcish and dwarven make +1.
int32_t wornArmourValue(const Game& game, const Item& armour, int32_t index)
{
    const auto view = module::view<module::ItemView>(game.resources(), armour.resource);
    if (!view || armour.itemType != rules::T_ARMOUR || index < 0 || index > 2)
        return 0;
    int32_t value = view->armour()[size_t(index)];
    if (armour.known & sr::KN_PLUS)
        value += armour.plus;
    if (hasQuality(armour, sr::IQ_ADAMANT)) {
        uint32_t group = uint32_t(view->group());
        if (hasQuality(armour, sr::IQ_MITHRIL)) {
            if (group & rules::WG_MARMOUR)
                group = (group | rules::WG_LARMOUR) & ~rules::WG_MARMOUR;
            if (group & rules::WG_HARMOUR)
                group = (group | rules::WG_MARMOUR) & ~rules::WG_HARMOUR;
        }
        if (group & rules::WG_HARMOUR)
            value += 3;
        else if (group & rules::WG_MARMOUR)
            value += 2;
        else if (group & rules::WG_LARMOUR)
            value += 1;
    }
    if (hasQuality(armour, sr::IQ_ORCISH) || hasQuality(armour, sr::IQ_DWARVEN))
        value += 1;
    return std::max(0, value);
}

} // namespace

int32_t resistLevel(const Game& game, const Creature& c, int32_t type, bool bypassArmour)
{
    if (c.hasStatus(sr::ILLUSION) && illusionIgnores(type))
        return -1;
    uint32_t resists = uint32_t(c.resistances), immunities = uint32_t(c.immunities);
    for (const StatusEffect& s : c.stati)
        if (s.stati == sr::TEMPLATE)
            if (const auto tt = module::view<module::TemplateView>(game.resources(), s.effect)) {
                resists = (resists | uint32_t(tt->resists())) & ~uint32_t(tt->removedResists());
                immunities = (immunities | uint32_t(tt->immunities())) & ~uint32_t(tt->removedImmunities());
            }
    if (type == rules::AD_POIS)
        type = rules::AD_TOXI;
    else if (type == sr::AD_DREX)
        type = rules::AD_NECR;
    if (c.hasStatus(sr::IMMUNITY, type) || hasBit(immunities, type))
        return -1;

    std::vector<int32_t> found;
    if (hasBit(resists, type))
        found.push_back(7 + std::max(0, c.challenge) * 2 / 3 +
                        (character_api::hasAbility(c, sr::CA_BOOST_RESISTS, false)
                             ? character_api::abilityLevel(c, sr::CA_BOOST_RESISTS) : 0));
    // Stati resistances: the best from each source.
    std::array<int32_t, kStatiSources> bySource{};
    for (const StatusEffect& s : c.stati)
        if (s.stati == sr::RESIST && s.value == type && s.cause >= 0 && s.cause < int32_t(kStatiSources))
            bySource[size_t(s.cause)] = std::max(bySource[size_t(s.cause)], s.magnitude);
    for (int32_t r : bySource)
        if (r)
            found.push_back(r);

    const auto feat = [&](int32_t f) { return character_api::hasFeat(game, c, f, false); };
    const bool channeling = c.hasStatus(sr::CHANNELING);
    if ((type == rules::AD_NECR || type == rules::AD_HOLY || type == rules::AD_LAWF || type == rules::AD_CHAO ||
         type == rules::AD_EVIL) && channeling && feat(sr::FT_DIVINE_ARMOUR))
        found.push_back(c.modifier(rules::A_CHA) * 2);
    if ((type == rules::AD_FIRE || type == rules::AD_COLD || type == rules::AD_ELEC) && channeling &&
        feat(sr::FT_DIVINE_RESISTANCE))
        found.push_back(c.modifier(rules::A_CHA));
    if ((type == rules::AD_TOXI || type == rules::AD_DISE) && feat(sr::FT_HARDINESS))
        found.push_back(5);
    if (type == rules::AD_CONF && c.hasStatus(sr::RAGING) && highestMagnitude(c.stati, sr::RAGING) >= 7)
        return -1;
    if (type == rules::AD_STUN && c.hasStatus(sr::RAGING) && highestMagnitude(c.stati, sr::RAGING) >= 13)
        return -1;
    if (weaponDamage(type) && !bypassArmour) {
        if (const int32_t natural = c.attribute(rules::A_ARM))
            found.push_back(std::max(0, natural));
        if (const Item* armour = game.item(c.bodyArmour))
            found.push_back(wornArmourValue(game, *armour, type - rules::AD_SLASH));
    }

    if (found.empty())
        return 0;
    if (found.size() == 1)
        return found.front();
    // The best counts whole, the next half, every other a third. (As the
    // original picks them: the first strictly above 0, else the first entry.)
    const auto takeBest = [&found] {
        size_t best = 0;
        int32_t value = 0;
        for (size_t i = 0; i < found.size(); ++i)
            if (found[i] > value) {
                value = found[i];
                best = i;
            }
        found[best] = 0;
        return value;
    };
    int32_t total = takeBest();
    total += takeBest() / 2;
    for (int32_t r : found)
        total += r / 3;
    return total;
}

} // namespace incursion::game
