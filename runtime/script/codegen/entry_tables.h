// Which record each data entry becomes, per (resource kind, keyword): the
// tables resource_lowering.cpp is driven by. Internal to code generation.
#pragma once

#include "module/record_tags.h"
#include "core/resource_kind.h"
#include "script/token.h"

#include <cstddef>
#include <cstdint>

namespace incursion::script::entry_tables {

using module::RecordTag;

inline constexpr uint32_t kAny = core::kAllResourceKinds;
inline constexpr uint32_t kEffects = core::kindBit(core::ResourceKind::Effect);

// ---- tables: which record each (resource kind, keyword) entry becomes ------------

// How a ValueEntry's value becomes the record's value.
enum class Encoding : uint8_t {
    Plain,              // the value
    Percent100,         // (n - 100) / 5: Speed, Move
    MonsterCR,          // n, or 1/n as 2 - n
    ItemSpeed,          // n | n% | +n%
    ItemCost,           // n * 100, then the coin unit
    Fifth,              // n / 5: flavour weight percent
    DiceValue,          // the entry's dice
    ClassDivisor,       // Def 1/n -> n
    EncounterCR,        // CRRange min, max
    Or,                 // ORed into the field
    CopyOf,             // As "name" | As n
    Purpose,            // n | n2 << 16
    EffectValue,        // a slot of the current effect segment
};

// Slots of the EffectValues layout.
enum EffectSlot : uint8_t {
    Archetype, Sval, Qval, XvalSlot, Yval, Dval, Pval, Aval, Lval, Tval, Rval, Cval, EffectSlotCount
};

struct ValueRow {
    core::ResourceKind kind;
    Tok keyword;
    RecordTag tag;
    Encoding encoding;
    uint8_t slot = 0;   // EffectValue
};

using K = core::ResourceKind;
using E = Encoding;
using T = RecordTag;

inline constexpr ValueRow kValueRows[] = {
    {K::Monster, Tok::KwDepth, T::Depth, E::Plain},
    {K::Monster, Tok::KwLevel, T::CR, E::MonsterCR},
    {K::Monster, Tok::KwCR, T::CR, E::MonsterCR},
    {K::Monster, Tok::KwHitDice, T::HitDice, E::Plain},
    {K::Monster, Tok::KwHitpoints, T::Hitpoints, E::Plain},
    {K::Monster, Tok::KwHit, T::Hit, E::Plain},
    {K::Monster, Tok::KwDef, T::Def, E::Plain},
    {K::Monster, Tok::KwArm, T::Arm, E::Plain},
    {K::Monster, Tok::KwMana, T::Mana, E::Plain},
    {K::Monster, Tok::KwSize, T::Size, E::Plain},
    {K::Monster, Tok::KwSpeed, T::Speed, E::Percent100},
    {K::Monster, Tok::KwMove, T::Move, E::Percent100},
    {K::Monster, Tok::KwAs, T::CopyOf, E::CopyOf},

    {K::Item, Tok::KwLevel, T::Level, E::Plain},
    {K::Item, Tok::KwAcc, T::Accuracy, E::Plain},
    {K::Item, Tok::KwParry, T::Parry, E::Plain},
    {K::Item, Tok::KwRange, T::Range, E::Plain},
    {K::Item, Tok::KwSDmg, T::SmallDamage, E::DiceValue},
    {K::Item, Tok::KwLDmg, T::LargeDamage, E::DiceValue},
    {K::Item, Tok::KwCrit, T::Critical, E::Plain},
    {K::Item, Tok::KwThreat, T::Threat, E::Plain},
    {K::Item, Tok::KwMaterial, T::Material, E::Plain},
    {K::Item, Tok::KwWeight, T::Weight, E::Plain},
    {K::Item, Tok::KwSize, T::Size, E::Plain},
    {K::Item, Tok::KwNutrition, T::Nutrition, E::Plain},
    {K::Item, Tok::KwDef, T::Def, E::Plain},
    {K::Item, Tok::KwCoverage, T::Coverage, E::Plain},
    {K::Item, Tok::KwPenalty, T::Penalty, E::Plain},
    {K::Item, Tok::KwHitpoints, T::Hitpoints, E::Plain},
    {K::Item, Tok::KwCapacity, T::Capacity, E::Plain},
    {K::Item, Tok::KwWeightLim, T::WeightLimit, E::Plain},
    {K::Item, Tok::KwWeightMod, T::WeightModifier, E::Plain},
    {K::Item, Tok::KwMaxSize, T::MaxSize, E::Plain},
    {K::Item, Tok::KwTimeout, T::Timeout, E::Plain},
    {K::Item, Tok::KwCType, T::ContainerType, E::Plain},
    {K::Item, Tok::KwLifespan, T::Lifespan, E::Plain},
    {K::Item, Tok::KwLight, T::LightRange, E::Plain},
    {K::Item, Tok::KwSpeed, T::Speed, E::ItemSpeed},
    {K::Item, Tok::KwCost, T::Cost, E::ItemCost},

    {K::Feature, Tok::KwMaterial, T::Material, E::Plain},
    {K::Feature, Tok::KwHitpoints, T::Hitpoints, E::Plain},
    {K::Feature, Tok::KwMove, T::Move, E::Percent100},
    {K::Feature, Tok::KwXval, T::Xval, E::Plain},
    {K::Feature, Tok::KwFactor, T::Factor, E::DiceValue},

    {K::Effect, Tok::KwLevel, T::Level, E::Plain},
    {K::Effect, Tok::KwCost, T::ManaCost, E::Plain},
    {K::Effect, Tok::KwBase, T::BaseChance, E::Plain},
    {K::Effect, Tok::KwPurpose, T::Purpose, E::Purpose},
    {K::Effect, Tok::KwSval, T::EffectValues, E::EffectValue, Sval},
    {K::Effect, Tok::KwQval, T::EffectValues, E::EffectValue, Qval},
    {K::Effect, Tok::KwXval, T::EffectValues, E::EffectValue, XvalSlot},
    {K::Effect, Tok::KwYval, T::EffectValues, E::EffectValue, Yval},
    {K::Effect, Tok::KwDval, T::EffectValues, E::EffectValue, Dval},
    {K::Effect, Tok::KwPval, T::EffectValues, E::EffectValue, Pval},
    {K::Effect, Tok::KwAval, T::EffectValues, E::EffectValue, Aval},
    {K::Effect, Tok::KwLval, T::EffectValues, E::EffectValue, Lval},
    {K::Effect, Tok::KwTval, T::EffectValues, E::EffectValue, Tval},
    {K::Effect, Tok::KwRval, T::EffectValues, E::EffectValue, Rval},
    {K::Effect, Tok::KwCval, T::EffectValues, E::EffectValue, Cval},

    {K::Class, Tok::KwHitDice, T::HitDie, E::Plain},
    {K::Class, Tok::KwMana, T::ManaDie, E::Plain},
    {K::Class, Tok::KwDef, T::DefenceDivisor, E::ClassDivisor},

    {K::Terrain, Tok::KwMove, T::Move, E::Percent100},
    {K::Terrain, Tok::KwPenalty, T::Penalty, E::Plain},
    {K::Terrain, Tok::KwMaterial, T::Material, E::Plain},

    {K::Region, Tok::KwDepth, T::Depth, E::Plain},
    {K::Region, Tok::KwSize, T::Size, E::Plain},

    {K::Template, Tok::KwFor, T::ForMonsterType, E::Plain},
    {K::Template, Tok::KwMType, T::AddMonsterType, E::Plain},
    {K::Template, Tok::KwDamage, T::DamageModifier, E::Plain},

    {K::Flavor, Tok::KwMaterial, T::Material, E::Plain},
    {K::Flavor, Tok::KwWeight, T::Weight, E::Fifth},

    {K::Encounter, Tok::KwTerrain, T::Terrain, E::Or},
    {K::Encounter, Tok::KwDepth, T::Depth, E::Plain},
    {K::Encounter, Tok::KwWeight, T::Weight, E::Plain},
    {K::Encounter, Tok::KwAlign, T::Alignment, E::Plain},
    {K::Encounter, Tok::KwCR, T::CRRange, E::EncounterCR},
};

// How a ListEntry's items become the record.
enum class ListMode : uint8_t {
    Or,             // OR of the values; `~x` / `!x` OR into the removal tag
    Append,         // the values in order (at most `limit`)
    FlagNumbers,    // Flags / RemovedFlags
    Bits,           // OR of 1 << value
    Armour,         // item Arm slots
    AttributeBits,  // OR of 1 << attribute
};

struct ListRow {
    core::ResourceKind kind;
    Tok keyword;
    RecordTag tag;
    ListMode mode;
    RecordTag removedTag = RecordTag::RemovedFlags;
    uint8_t limit = 0;  // Append: most values the original kept (0: no limit)
};

inline constexpr ListRow kListRows[] = {
    {K::Monster, Tok::KwTerrain, T::Terrain, ListMode::Or},
    {K::Monster, Tok::KwResists, T::Resists, ListMode::Or},
    {K::Monster, Tok::KwImmune, T::Immune, ListMode::Or},
    {K::Monster, Tok::KwFeats, T::Feats, ListMode::Append, T::Feats, 16},
    {K::Monster, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Item, Tok::KwArm, T::ArmourValues, ListMode::Armour},
    {K::Item, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Item, Tok::KwGroup, T::Group, ListMode::Or},
    {K::Feature, Tok::KwFlags, T::FlagMask, ListMode::Or},
    {K::Effect, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Race, Tok::KwSkills, T::Skills, ListMode::Append},
    {K::Race, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Class, Tok::KwSkills, T::Skills, ListMode::Append},
    {K::Class, Tok::KwProficiencies, T::Proficiencies, ListMode::Or},
    {K::Class, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::God, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Terrain, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Region, Tok::KwRoomTypes, T::RoomTypes, ListMode::Bits},
    {K::Region, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Template, Tok::KwResists, T::Resists, ListMode::Or, T::RemovedResists},
    {K::Template, Tok::KwImmune, T::Immune, ListMode::Or, T::RemovedImmune},
    {K::Template, Tok::KwFeats, T::Feats, ListMode::Append},
    {K::Template, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Encounter, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Behaviour, Tok::KwFlags, T::Flags, ListMode::FlagNumbers},
    {K::Artifact, Tok::KwResists, T::Resists, ListMode::Or},
    {K::Artifact, Tok::KwQualities, T::Qualities, ListMode::Or},
    {K::Artifact, Tok::KwSustains, T::Sustains, ListMode::AttributeBits},
};

struct ResourcesRow {
    core::ResourceKind kind;
    Tok keyword;
    RecordTag tag;
    uint32_t kinds;
    uint8_t minimum = 0;    // counts the original insisted on (0: none)
    uint8_t maximum = 0;
};

inline constexpr uint32_t kMapParts = core::kindBit(K::Terrain) | core::kindBit(K::Feature);

inline constexpr ResourcesRow kResourcesRows[] = {
    {K::Monster, Tok::KwSpells, T::Innate, kEffects},
    {K::Monster, Tok::KwDisease, T::Disease, kEffects},
    {K::Monster, Tok::KwPoison, T::Poison, kEffects},
    {K::Template, Tok::KwSpells, T::Innate, kEffects},
    {K::Template, Tok::KwDisease, T::Disease, kEffects},
    {K::Template, Tok::KwPoison, T::Poison, kEffects},
    {K::Item, Tok::KwSpells, T::Spells, kEffects},
    {K::Item, Tok::KwFires, T::Fires, core::kindBit(K::Item)},
    {K::Item, Tok::KwFuel, T::Fuel, core::kindBit(K::Item)},
    {K::Feature, Tok::KwTarget, T::Target, kAny},
    {K::Feature, Tok::KwEffect, T::Target, kAny},
    {K::Race, Tok::KwMonster, T::RaceMonster, core::kindBit(K::Monster)},
    {K::Race, Tok::KwFavoured, T::FavouredClasses, core::kindBit(K::Class)},
    {K::Domain, Tok::KwSpells, T::Spells, kEffects, 0, 9},
    {K::God, Tok::KwDomains, T::Domains, core::kindBit(K::Domain), 3, 6},
    {K::Region, Tok::KwWalls, T::Walls, kMapParts},
    {K::Region, Tok::KwFloor, T::Floor, kMapParts},
    {K::Region, Tok::KwDoor, T::Door, kMapParts},
    {K::Behaviour, Tok::KwSpell, T::BehaviourSpell, kEffects},
    {K::Artifact, Tok::KwItem, T::ArtifactItem, core::kindBit(K::Item)},
};

// Single-resource entries replace the field; lists append to it.
inline bool isSingleResourceTag(RecordTag tag)
{
    switch (tag) {
    case T::Fuel: case T::Target: case T::RaceMonster: case T::Walls: case T::Floor: case T::Door:
    case T::BehaviourSpell: case T::ArtifactItem: case T::FavouredClasses:
        return true;
    default:
        return false;
    }
}

struct ModifierRow { Tok keyword; RecordTag tag; };

inline constexpr ModifierRow kModifierRows[] = {
    {Tok::KwLevel, T::CRModifier}, {Tok::KwCR, T::CRModifier}, {Tok::KwHitDice, T::HitDiceModifier},
    {Tok::KwHit, T::HitModifier}, {Tok::KwDef, T::DefModifier}, {Tok::KwArm, T::ArmModifier},
    {Tok::KwPower, T::PowerModifier}, {Tok::KwCaster, T::CasterLevelModifier},
    {Tok::KwSize, T::SizeModifier}, {Tok::KwSpeed, T::SpeedModifier}, {Tok::KwMove, T::MoveModifier},
};

template <typename Row, size_t N>
const Row* findRow(const Row (&rows)[N], core::ResourceKind kind, Tok keyword)
{
    for (const Row& row : rows)
        if (row.kind == kind && row.keyword == keyword)
            return &row;
    return nullptr;
}

} // namespace incursion::script::entry_tables
