// The tags of resource fields and annotations (module::Record::tag) and the
// packings their values use; record_tags.def documents every layout.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace incursion::module {

enum class RecordTag : uint16_t {
#define RECORD_TAG(Name, Number, Display, Layout) Name = Number,
#include "record_tags.def"
};

// The display name ("Desc", "SDmg") for incc info and disasm; "?" for none.
std::string_view tagName(RecordTag tag);
// The layout column of record_tags.def; empty for an unknown tag.
std::string_view tagLayout(RecordTag tag);
// The tag a number in a .mod file names, if any (for the verifier).
std::optional<RecordTag> tagFromNumber(uint16_t number);

// Dice: number in bits 0-9, sides in bits 10-19, bonus in bits 20-31, each
// two's complement (level-scaled dice use negative numbers).
struct Dice {
    int16_t number = 0;
    int16_t sides = 0;
    int16_t bonus = 0;
    friend bool operator==(const Dice&, const Dice&) = default;
};

struct DiceLimits { int32_t low, high; };
constexpr DiceLimits kDiceNumberLimits{-512, 511};     // number and sides
constexpr DiceLimits kDiceBonusLimits{-2048, 2047};

constexpr int32_t packDice(Dice dice)
{
    return static_cast<int32_t>((uint32_t(dice.number) & 0x3FF) | (uint32_t(dice.sides) & 0x3FF) << 10
                                | (uint32_t(dice.bonus) & 0xFFF) << 20);
}

constexpr Dice unpackDice(int32_t packed)
{
    auto field = [](uint32_t bits, unsigned width) {
        const uint32_t sign = 1u << (width - 1);
        return static_cast<int16_t>(static_cast<int32_t>((bits ^ sign)) - static_cast<int32_t>(sign));
    };
    const auto bits = static_cast<uint32_t>(packed);
    return {field(bits & 0x3FF, 10), field(bits >> 10 & 0x3FF, 10), field(bits >> 20, 12)};
}

// Glyph: character id in bits 0-11, foreground colour 12-15, background 16-19.
constexpr int32_t kDefaultGlyphForeground = 15;     // white
constexpr int32_t packGlyph(int32_t character, int32_t foreground, int32_t background)
{
    return (character & 0xFFF) | (foreground & 0xF) << 12 | (background & 0xF) << 16;
}

struct Glyph {
    int32_t character = 0;      // glyph id (12 bits)
    int32_t foreground = 0;     // colour 0-15
    int32_t background = 0;
    friend bool operator==(const Glyph&, const Glyph&) = default;
};

// The inverse of packGlyph().
constexpr Glyph unpackGlyph(int32_t packed)
{
    return {packed & 0xFFF, packed >> 12 & 0xF, packed >> 16 & 0xF};
}

// Gear record flag bits (the original's GF_ values).
enum GearFlag : int32_t {
    GearRandomItem = 0x01,
    GearRandomEffect = 0x02,
    GearBlessed = 0x04,
    GearCursed = 0x08,
    GearElse = 0x10,        // an alternative to the entry before it
};

// Tile record flag bits set by the legend's syntax (the original's TILE_ values).
enum TileFlag : int32_t {
    TileItem = 0x01,
    TileMonster = 0x02,
    TileRandom = 0x04,
    TileRandomEffect = 0x08,
};

// Encounter part flag bits set by the part's syntax (the original's EP_ values).
enum EncounterPartFlag : int32_t {
    PartElse = 0x01,
    PartOr = 0x02,
    PartAnyMonsterType = 0x40000,
    PartAnyTemplate = 0x80000,
};

// Effect values the original preset before the entries (EffectValues layout).
constexpr int32_t kNoSave = 3;
constexpr int32_t kPoisonAval = 14;
constexpr int32_t kDiseaseAval = 15;
constexpr int32_t kOpenEndedMaxCR = 36;         // Encounter `CR: n+`
constexpr int32_t kDefaultPartWeight = 10;

} // namespace incursion::module
