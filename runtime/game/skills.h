// Skills as the original plays them: the table of skills (names, the
// attributes they lean on, how armour hinders them), a creature's skill
// level (ranks, training, feats, synergies, kits, stati, armour), skill
// checks rolled with the game's dice, and the exercise of attributes that a
// narrowly won check brings (src/Create.cpp, src/Skills.cpp, src/Player.cpp).
#pragma once

#include "module/resource_manager.h"

#include <cstdint>
#include <string_view>

namespace incursion::game {

class Creature;
class Game;

namespace skill {
// The original's SK_* numbers (inc/Defines.h) the rules name.
constexpr int32_t ALCHEMY = 1, ANIMAL_EMP = 2, APPRAISE = 3, ATHLETICS = 4, BALANCE = 5, BLUFF = 6, CLIMB = 7,
                  CONCENT = 8, CRAFT = 9, DECIPHER = 10, DIPLOMACY = 11, DISGUISE = 12, ESCAPE_ART = 13,
                  FIND_WEAKNESS = 14, GATHER_INF = 15, HANDLE_DEV = 16, HEAL = 17, HIDE = 18, ILLUSION = 19,
                  INTIMIDATE = 20, INTUITION = 21, JUMP = 22, KNOW_FIRST = 23, KNOW_GEO = 23, KNOW_INF = 24,
                  KNOW_MAGIC = 25, KNOW_MYTH = 26, KNOW_NATURE = 27, KNOW_OCEANS = 28, KNOW_PLANES = 29,
                  KNOW_THEO = 30, KNOW_UNDEAD = 31, KNOW_LAST = 31, LISTEN = 32, LOCKPICKING = 33, METAMAGIC = 34,
                  MINING = 35, MOVE_SIL = 36, PERFORM = 37, PICK_POCKET = 38, POISON_USE = 39, RIDE = 40,
                  SEARCH = 41, SENESCHAL = 42, SPELLCRAFT = 43, SPOT = 44, SWIM = 45, TUMBLE = 46, USE_MAGIC = 47,
                  WILD_LORE = 48, LAST = 49;
}

// One row of the original's SkillInfo (src/Tables.cpp): row n describes skill n.
struct SkillInfo {
    int32_t skill;              // what SkillName and the exercise of a check look the row up by; 0 for a gap
    std::string_view name;
    int32_t attribute1, attribute2;
    bool weakerAttribute;       // the lower of the two counts, else the higher
    int32_t armourPenalty;      // times the worn armour's skill penalty
};

// The row of skill `skill` (1 .. 48); null outside the table.
const SkillInfo* skillInfo(int32_t skill);
// The skill's name, or "[Invalid Skill]" as the original's SkillName answers.
std::string_view skillName(int32_t skill);

// The bonuses a skill level is made of, apart, as the original keeps them
// (its s_* values) so that ISkillLevel can take the outward ones away.
struct SkillLevelParts {
    int32_t racial = 0, feat = 0, enhancement = 0, domain = 0, armour = 0, kit = 0, synergy = 0, item = 0,
            competence = 0, circumstance = 0, inherent = 0, size = 0, training = 0, focus = 0, insight = 0;
};

// The attribute a skill leans on for this creature.
// rule: src/Create.cpp, Creature::SkillAttr
int32_t skillAttribute(const Game& game, const Creature& c, int32_t skill);
// rule: src/Create.cpp, Creature::SkillLevel
int32_t skillLevel(const Game& game, const Creature& c, int32_t skill, SkillLevelParts* parts = nullptr);
// The level without what items, kits, synergy, armour, size and
// circumstances add, and with the inherent attribute's modifier.
// rule: src/Create.cpp, Creature::ISkillLevel
int32_t inherentSkillLevel(const Game& game, const Creature& c, int32_t skill);

// A d20 skill check against `dc` (0: no DC, only a total) with `modifier`
// added; sets the game's lastSkillCheckResult. `show` logs the roll for the
// player. rule: src/Skills.cpp, Creature::SkillCheck
bool skillCheck(Game& game, Creature& c, int32_t skill, int32_t dc, bool show, int32_t modifier = 0);

// Practice towards a +1 inherent bonus of attribute `a` (A_STR ... A_LUC):
// `amount` points in exercise column `column`, which holds at most `cap`;
// a negative amount takes exercise back. Only characters exercise.
// rule: src/Player.cpp, Character::Exercise
void exercise(Game& game, Creature& c, int32_t a, int32_t amount, int32_t column, int32_t cap);

// The skill points class slot `slot` gives (Character::TotalSP after
// CalcSP): slots 0-2 the classes, 3-5 the pseudo-classes of GainBonusSkills.
// rule: src/Values.cpp, Character::CalcSP
int32_t totalSkillPoints(const Game& game, const Creature& c, int32_t slot);
// Skill points for class `klass` beyond its levels (a pseudo-class when the
// character has no levels in it); false when all three pseudo-class slots are taken.
// rule: src/Create.cpp, Character::GainBonusSkills
bool gainBonusSkills(Creature& c, module::ResourceId klass, int32_t points);

} // namespace incursion::game
