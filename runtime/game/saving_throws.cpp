#include "game/saving_throws.h"

#include "game/character.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game::saving_throws {

namespace {

// src/Tables.cpp: GoodSave and PoorSave, by level 0 .. 50.
constexpr std::array<int8_t, 51> kGoodSave = {
    0,  2,  3,  3,  4,  4,  5,  5,  6,  6,  7,  7,  8,  8,  9,  9,  10, 10, 11, 11, 12, 12, 13, 13, 14, 14,
    15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23, 24, 24, 25, 25, 26, 26, 27};
constexpr std::array<int8_t, 51> kPoorSave = {
    0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8,
    8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12, 13, 13, 13, 14, 14, 14, 15, 15, 15, 16, 16, 16};

// The original's MA_* monster types MonGoodSaves names.
constexpr int32_t MA_BIRD = 4, MA_EYE = 7, MA_FAERIE = 9, MA_GOBLIN = 10, MA_HUMANOID = 11, MA_MIMIC = 20,
                  MA_NAGA = 21, MA_QUADRUPED = 24, MA_SPIDER = 26, MA_TRAPPER = 27, MA_VORTEX = 29, MA_WORM = 30,
                  MA_BEAST = 35, MA_DRAGON = 37, MA_ELEMENTAL = 38, MA_ILLITHID = 42, MA_GENIE = 43,
                  MA_OUTSIDER = 48, MA_PLANT = 49, MA_SNAKE = 52, MA_DEMON = 72, MA_DEVIL = 73;

constexpr uint32_t bit(int32_t save)
{
    return 1u << uint32_t(save);
}

// rule: src/Values.cpp, MonGoodSaves: the saves a monster type is good at.
uint32_t monsterGoodSaves(int32_t type)
{
    const uint32_t fort = bit(rules::FORT), ref = bit(rules::REF), will = bit(rules::WILL);
    switch (type) {
    case MA_OUTSIDER: case MA_DEMON: case MA_DEVIL: case MA_DRAGON: case MA_GENIE: return fort | ref | will;
    case MA_BEAST: case MA_MIMIC: return fort | ref;
    case MA_ILLITHID: case MA_EYE: case rules::MA_UNDEAD: return will;
    case MA_HUMANOID: case MA_NAGA: return ref | will;
    case MA_PLANT: case rules::MA_ANIMAL: case MA_WORM: case MA_QUADRUPED: case MA_ELEMENTAL: return fort;
    case MA_GOBLIN: case rules::MA_KOBOLD: case MA_SPIDER: case MA_SNAKE: case MA_TRAPPER: case MA_VORTEX:
    case MA_FAERIE: case MA_BIRD: return ref;
    default: return 0;
    }
}

int32_t classFlagOf(int32_t save)
{
    return save == rules::FORT ? rules::CF_GOOD_FORT : save == rules::REF ? rules::CF_GOOD_REF : rules::CF_GOOD_WILL;
}

} // namespace

int32_t goodSave(int32_t level)
{
    return kGoodSave[size_t(std::clamp(level, 0, int32_t(kGoodSave.size()) - 1))];
}

int32_t poorSave(int32_t level)
{
    return kPoorSave[size_t(std::clamp(level, 0, int32_t(kPoorSave.size()) - 1))];
}

int32_t baseSave(const Game& game, const Creature& c, int32_t save)
{
    if (c.character) {
        const CharacterSheet& sheet = *c.character;
        int32_t total = 0;
        for (size_t i = 0; i < CharacterSheet::kClasses; ++i) {
            const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[i]);
            if (!klass || sheet.levels[i] <= 0)
                continue;
            total += klass->hasFlag(classFlagOf(save)) ? goodSave(sheet.levels[i]) : poorSave(sheet.levels[i]);
        }
        return total;
    }
    uint32_t good = 0;
    if (const auto monster = module::view<module::MonsterView>(game.resources(), c.monster)) {
        const std::vector<int32_t> types = monster->monsterTypes();
        for (size_t i = 0; i < std::min<size_t>(types.size(), 3); ++i)
            good |= monsterGoodSaves(types[i]);
    }
    const int32_t rating = std::max(0, c.challenge);
    return (good & bit(save)) ? goodSave(rating) : poorSave(rating);
}

} // namespace incursion::game::saving_throws
