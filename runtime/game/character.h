// What a player character has beyond a creature: its race, up to three
// classes with their levels, the rolled base attributes, experience, feats,
// class abilities and weapon proficiencies (the original's Character
// fields). A Creature holds one when it is a character (Creature::character).
#pragma once

#include "module/resource_manager.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}
namespace incursion::vm {
class DiceRoller;
}

namespace incursion::game {

using module::ResourceId;

struct CharacterSheet {
    static constexpr size_t kClasses = 3;       // the original's ClassID[3]
    static constexpr size_t kAttributes = 7;    // STR DEX CON INT WIS CHA LUC
    static constexpr size_t kSpellLevels = 9;

    ResourceId race = 0;
    std::array<ResourceId, kClasses> classes{};
    std::array<int32_t, kClasses> levels{};
    std::array<int32_t, kAttributes> baseAttributes{};  // BAttr: as rolled, before the race's adjustments
    int32_t experienceDrained = 0;             // the experience itself is Creature::experience
    int32_t proficiencies = 0;                  // WG_* bits the classes taught
    std::vector<int32_t> feats;                 // sorted; skills share the numbers below FT_FIRST
    std::vector<std::pair<int32_t, int32_t>> abilities;    // CA_* -> level, sorted by ability
    std::vector<std::pair<int32_t, int32_t>> spells;       // spell number -> SP_* flags, sorted by number
    int32_t notifiedLevel = 1;                  // the highest level it was told it may advance to
    // The dice each level in a class rolled (the original's hpRolls and
    // manaRolls): hit points and mana are worked out from them again
    // whenever the character changes (character_vitals.h).
    std::array<std::vector<int32_t>, kClasses> hitRolls, manaRolls;
    // Spell slots the casting ability opened and spells learned into them,
    // per spell level (SpellSlots, SpellsLearned; character_spells.h).
    std::array<int32_t, kSpellLevels> spellSlots{}, spellsLearned{};

    // Levels in class `klass`; the first class counts at least 1 (Character::LevelAs).
    int32_t levelAs(ResourceId klass) const;
    int32_t totalLevel() const;
    // The slot of `klass` among the classes, or -1.
    int classSlot(ResourceId klass) const;

    bool knowsFeat(int32_t feat) const;
    void learnFeat(int32_t feat);
    int32_t ability(int32_t ability) const;     // 0 when it has none
    void raiseAbility(int32_t ability, int32_t by);

    int32_t spellFlags(int32_t spell) const;    // 0 when it has none
    void addSpellFlags(int32_t spell, int32_t flags);
    void setSpellFlags(int32_t spell, int32_t flags);   // 0 forgets the spell

    void save(module::ByteWriter& out) const;
    // `withRolls`: the state has the level dice and spell slots (creature
    // state version 11 on); older sheets load without them.
    void load(module::ByteReader& in, bool withRolls);

    friend bool operator==(const CharacterSheet&, const CharacterSheet&) = default;
};

// One attribute rolled as the original rolls a character's: four d6, and the
// sum of three of them chosen by the original's pick of the highest.
int32_t rollAttributeDice(vm::DiceRoller& dice);
// A set of the seven base attributes the original's first rolling method
// ("4d6 in order") gives as its first offer: sets are rolled at least 100
// times and until their total lies in 95..100.
std::array<int32_t, CharacterSheet::kAttributes> rollBaseAttributes(vm::DiceRoller& dice);

// Experience needed for each character level (the original's
// ExperienceChart): index n is what level n needs.
int32_t experienceForLevel(int32_t level);

} // namespace incursion::game
