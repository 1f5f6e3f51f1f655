#include "game/character.h"

#include "module/binary_io.h"
#include "vm/dice.h"

#include <algorithm>
#include <numeric>

namespace incursion::game {

int32_t CharacterSheet::levelAs(ResourceId klass) const
{
    // rule: src/Create.cpp, Character::LevelAs: the first class counts at least 1.
    if (klass == 0)
        return 0;
    const int slot = classSlot(klass);
    if (slot < 0)
        return 0;
    return slot == 0 ? std::max(1, levels[0]) : levels[size_t(slot)];
}

int32_t CharacterSheet::totalLevel() const
{
    return std::accumulate(levels.begin(), levels.end(), 0);
}

int CharacterSheet::classSlot(ResourceId klass) const
{
    for (size_t i = 0; i < kClasses; ++i)
        if (classes[i] == klass)
            return int(i);
    return -1;
}

bool CharacterSheet::knowsFeat(int32_t feat) const
{
    return std::binary_search(feats.begin(), feats.end(), feat);
}

void CharacterSheet::learnFeat(int32_t feat)
{
    const auto at = std::lower_bound(feats.begin(), feats.end(), feat);
    if (at == feats.end() || *at != feat)
        feats.insert(at, feat);
}

int32_t CharacterSheet::ability(int32_t which) const
{
    const auto at = std::lower_bound(abilities.begin(), abilities.end(), std::pair{which, INT32_MIN});
    return at != abilities.end() && at->first == which ? at->second : 0;
}

void CharacterSheet::raiseAbility(int32_t which, int32_t by)
{
    const auto at = std::lower_bound(abilities.begin(), abilities.end(), std::pair{which, INT32_MIN});
    if (at != abilities.end() && at->first == which)
        at->second += by;
    else
        abilities.insert(at, {which, by});
}

int32_t CharacterSheet::spellFlags(int32_t spell) const
{
    const auto at = std::lower_bound(spells.begin(), spells.end(), std::pair{spell, INT32_MIN});
    return at != spells.end() && at->first == spell ? at->second : 0;
}

void CharacterSheet::addSpellFlags(int32_t spell, int32_t flags)
{
    const auto at = std::lower_bound(spells.begin(), spells.end(), std::pair{spell, INT32_MIN});
    if (at != spells.end() && at->first == spell)
        at->second |= flags;
    else
        spells.insert(at, {spell, flags});
}

void CharacterSheet::setSpellFlags(int32_t spell, int32_t flags)
{
    const auto at = std::lower_bound(spells.begin(), spells.end(), std::pair{spell, INT32_MIN});
    if (at != spells.end() && at->first == spell) {
        if (flags)
            at->second = flags;
        else
            spells.erase(at);
    } else if (flags) {
        spells.insert(at, {spell, flags});
    }
}

void CharacterSheet::save(module::ByteWriter& out) const
{
    out.u32(race);
    for (size_t i = 0; i < kClasses; ++i) {
        out.u32(classes[i]);
        out.i32(levels[i]);
    }
    for (int32_t a : baseAttributes)
        out.i32(a);
    out.i32(experienceDrained);
    out.i32(proficiencies);
    out.count(feats.size(), "feats");
    for (int32_t feat : feats)
        out.i32(feat);
    out.count(abilities.size(), "abilities");
    for (const auto& [which, level] : abilities) {
        out.i32(which);
        out.i32(level);
    }
    out.count(spells.size(), "spells");
    for (const auto& [spell, flags] : spells) {
        out.i32(spell);
        out.i32(flags);
    }
    out.i32(notifiedLevel);
    for (const auto* rolls : {&hitRolls, &manaRolls})
        for (const std::vector<int32_t>& perClass : *rolls) {
            out.count(perClass.size(), "level rolls");
            for (int32_t roll : perClass)
                out.i32(roll);
        }
    for (const auto* perLevel : {&spellSlots, &spellsLearned})
        for (int32_t n : *perLevel)
            out.i32(n);
}

void CharacterSheet::load(module::ByteReader& in, bool withRolls)
{
    race = in.u32("race");
    for (size_t i = 0; i < kClasses; ++i) {
        classes[i] = in.u32("class");
        levels[i] = in.i32("class level");
        if (levels[i] < 0 || levels[i] > 100)
            in.fail("class level out of range");
    }
    for (int32_t& a : baseAttributes)
        a = in.i32("base attribute");
    experienceDrained = in.i32("experience drained");
    proficiencies = in.i32("proficiencies");
    feats.resize(in.count(4, "feats"));
    for (int32_t& feat : feats)
        feat = in.i32("feat");
    abilities.resize(in.count(8, "abilities"));
    for (auto& [which, level] : abilities) {
        which = in.i32("ability");
        level = in.i32("ability level");
    }
    spells.resize(in.count(8, "spells"));
    for (auto& [spell, flags] : spells) {
        spell = in.i32("spell");
        flags = in.i32("spell flags");
    }
    notifiedLevel = in.i32("notified level");
    hitRolls = manaRolls = {};
    spellSlots = spellsLearned = {};
    if (withRolls) {
        for (auto* rolls : {&hitRolls, &manaRolls})
            for (std::vector<int32_t>& perClass : *rolls) {
                perClass.resize(in.count(4, "level rolls"));
                for (int32_t& roll : perClass)
                    roll = in.i32("level roll");
            }
        for (auto* perLevel : {&spellSlots, &spellsLearned})
            for (int32_t& n : *perLevel)
                if ((n = in.i32("spell slots")) < 0 || n > 1000)
                    in.fail("spell slots out of range");
    }
    if (!std::is_sorted(feats.begin(), feats.end()) || !std::is_sorted(abilities.begin(), abilities.end()) ||
        !std::is_sorted(spells.begin(), spells.end()))
        in.fail("feats, abilities or spells not sorted");
}

int32_t rollAttributeDice(vm::DiceRoller& dice)
{
    // rule: src/Create.cpp, AttrDice: four d6; three distinct dice are picked,
    // each slot taking a later die that beats the one it holds, and summed.
    constexpr int kDice = 4;
    std::array<int32_t, kDice> roll{};
    for (int32_t& die : roll)
        die = dice.roll(1, 6);
    std::array<int, 3> pick{0, 1, 2};
    for (int i = 0; i < kDice; ++i)
        for (size_t slot = 0; slot < pick.size(); ++slot) {
            bool otherSlotHolds = false;
            for (size_t other = 0; other < pick.size(); ++other)
                otherSlotHolds |= other != slot && pick[other] == i;
            if (roll[size_t(i)] > roll[size_t(pick[slot])] && !otherSlotHolds)
                pick[slot] = i;
        }
    return roll[size_t(pick[0])] + roll[size_t(pick[1])] + roll[size_t(pick[2])];
}

std::array<int32_t, CharacterSheet::kAttributes> rollBaseAttributes(vm::DiceRoller& dice)
{
    // rule: src/Create.cpp, Player::RollAttributes (method 0, first set):
    // roll all seven until their total is 95..100, and at least 100 times.
    std::array<int32_t, CharacterSheet::kAttributes> set{};
    int32_t total = 0;
    for (int tries = 1;; ++tries) {
        for (int32_t& a : set)
            a = rollAttributeDice(dice);
        total = std::accumulate(set.begin(), set.end(), 0);
        if (total >= 95 && total <= 100 && tries >= 100)
            return set;
    }
}

int32_t experienceForLevel(int32_t level)
{
    // rule: src/Tables.cpp, ExperienceChart.
    static constexpr int32_t kChart[] = {0,      0,      1000,   2250,   4500,   10000,  15000,
                                         21000,  28000,  36000,  45000,  55000,  66000,  78000,
                                         91000,  105000, 120000, 136000, 153000, 171000, 190000,
                                         210000, 231000, 252000, 273000, 294000, 315000};
    constexpr int32_t last = int32_t(std::size(kChart)) - 1;
    return kChart[std::clamp(level, 0, last)];
}

} // namespace incursion::game
