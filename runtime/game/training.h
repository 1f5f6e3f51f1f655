// What a creature's body and practice carry from turn to turn besides its hit
// points: fatigue points (the original's cFP and the Attr[A_FAT] its
// CalcValues last worked out), the ranks a character bought in each skill,
// the skill points classes and "pseudo-classes" granted beyond their levels
// (BonusSP) and those spent (SpentSP), and the exercise of the attributes (GainAttr). A Creature holds
// one (Creature::training); fatigue.h and skills.h apply the rules.
#pragma once

#include "module/resource_manager.h"

#include <array>
#include <cstdint>

namespace incursion::module {
class ByteReader;
class ByteWriter;
}

namespace incursion::game {

using module::ResourceId;

// How tired a creature was when its values were last worked out.
enum class Weariness : uint8_t {
    Rested = 0,     // fatigue points >= 0 (or raging)
    Fatigued = 1,   // below 0
    Exhausted = 2,  // below minus the maximum
};

struct Training {
    static constexpr size_t kSkills = 49;               // SK_LAST: skills are 1 .. 48
    static constexpr size_t kAttributes = 7;            // STR .. LUC
    static constexpr size_t kExerciseColumns = 15;      // the original's exercise sources (ECON_FATIGUE ...)
    static constexpr size_t kSkillPointSlots = 6;       // three classes, three pseudo-classes

    int32_t fatigue = 0;                // cFP
    int32_t maxFatigue = 0;             // Attr[A_FAT] as CalcValues last found it
    bool workedOut = false;             // whether CalcValues ran yet (fatigue then starts full)
    Weariness weariness = Weariness::Rested;
    std::array<int8_t, kSkills> skillRanks{};
    std::array<ResourceId, 3> pseudoClasses{};          // the original's ClassID[3..5]
    std::array<int32_t, kSkillPointSlots> bonusSkillPoints{};
    std::array<int32_t, kSkillPointSlots> spentSkillPoints{};  // the original's SpentSP (skill_points.h)
    std::array<std::array<int16_t, kExerciseColumns>, kAttributes> exercise{};

    // What weariness takes from attribute `a` (A_STR ... A_SPD); 0 or negative.
    // rule: src/Values.cpp, Creature::CalcValues (BONUS_FATIGUE).
    int32_t wearinessAdjustment(int32_t a) const;

    void save(module::ByteWriter& out) const;
    // `withSpent`: the spent skill points are saved (creature state 16 on).
    void load(module::ByteReader& in, bool withSpent);

    friend bool operator==(const Training&, const Training&) = default;
};

} // namespace incursion::game
