// The original game's feats as data: each feat's number (the FT_* constant
// the compiled module sees), its name, its FF_* flags and its prerequisites
// (src/FeatTab.cpp, FeatInfo; inc/Creature.h, FeatPrereq). The rows are in
// feat_table.def, written by scripts/gen-feat-table from the original's
// table; feats.h checks them against a character.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace incursion::game::feat_table {

// The original's FF_* flags (inc/Creature.h).
enum FeatFlag : uint32_t {
    FF_UNIMP = 0x0001,      // not implemented in the original: never offered
    FF_META = 0x0002,       // metamagic: needs a caster level
    FF_MULTIPLE = 0x0004,   // may be taken more than once (Skill Focus ...)
    FF_MONSTER = 0x0008,    // monsters' only
    FF_MIGHTY = 0x0010,
    FF_AGILE = 0x0020,
    FF_TOUGH = 0x0040,
    FF_SMART = 0x0080,
    FF_INTUITIVE = 0x0100,
    FF_COMMANDING = 0x0200,
    FF_WARRIOR = 0x0400,    // on the Warrior's bonus feat list
    FF_RANGER = 0x0800,
    FF_WIZARD = 0x1000,     // on the Wizard's bonus feat list (with the metamagic feats)
    FF_CHANNEL = 0x2000,
    FF_PUNCH = 0x4000,
    FF_KICK = 0x8000,
};

// The feats' numbers by the original's names (FT_DODGE ...).
enum FeatId : int32_t {
#define FEAT(id, constant, flags, name) constant = id,
#define NEED(id, alternative, condition, argument, value)
#define ABILITY(id, name)
#include "game/feat_table.def"
#undef ABILITY
#undef NEED
#undef FEAT
};

// What one condition of a prerequisite asks (the original's FP_* elements).
enum class Condition : int32_t {
    Feat = 1,               // argument: a feat, known inherently
    Ability = 2,            // argument: a class ability (CA_*), at least `value` levels of it
    BaseAttack = 3,         // argument: the attack mode (S_ARCHERY, S_BRAWL, S_MELEE ...), at least `value`
    SkillRanks = 4,         // argument: a skill, inherent level at least `value`
    ChallengeRating = 5,    // argument: the rating needed
    Attribute = 6,          // argument: the attribute (A_STR ...), inherent score at least `value`
    CasterLevel = 7,        // argument: the caster level needed
    WeaponSkill = 8,        // argument: a WEP_SKILL stati value the character must have
    NotProficient = 9,      // argument: WG_* bits none of which it may have
    Proficient = 10,        // argument: WG_* bits one of which it must have
    Attack = 11,            // argument: a natural attack (A_CLAW ...) its body must have
    MonsterType = 12,       // argument: a monster type (MA_*) its body must be
};

struct Need {
    int32_t feat;
    int32_t alternative;    // the feat needs every condition of one alternative
    Condition condition;
    int64_t argument;       // WG_* bits reach 2^31
    int32_t value;
};

struct FeatInfo {
    int32_t feat;
    uint32_t flags;
    std::string_view name;
    std::span<const Need> needs;    // empty: always allowed (flags aside)

    bool hasFlag(FeatFlag f) const { return (flags & f) != 0; }
};

// Every feat of the original's table, by number.
std::span<const FeatInfo> all();
// The feat numbered `feat`, or null (a skill, a feat list below FT_FIRST,
// or a number the table lacks).
const FeatInfo* find(int32_t feat);
// The feat's name, or "feat N" for a number the table lacks.
std::string featName(int32_t feat);
// The name of a class ability a prerequisite names ("Sneak Attack").
std::string abilityName(int32_t ability);

} // namespace incursion::game::feat_table
