#include "game/character_vitals.h"

#include "game/character_api.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>

namespace incursion::game::character {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t FT_ONE_BODY_ONE_SOUL = 242, FT_TOUGHNESS = 320;
constexpr int32_t CA_MAGICAL_NATURE = 54, CA_TOUGH_AS_HELL = 93;
constexpr int32_t M_NO_SIZE_HP = 21;
constexpr int32_t kBaseHitPoints = 20, kBaseMana = 10;

// rule: src/Values.cpp, MonHDType: the hit die a monster type gives.
int32_t monsterTypeHitDie(int32_t type)
{
    switch (type) {
    case 72: case 73: case 34: return 20;               // MA_DEMON, MA_DEVIL, MA_CELESTIAL
    case 45: return 16;                                 // MA_LICH
    case 36: case 37: case 56: case 57: case 55: case 60: return 12;  // construct, dragon, vampire, wraith, revenant, zombie
    case 35: case 38: case 17: case 23: case 16: return 10;          // beast, elemental, ooze, pudding, jelly
    case 9: case 39: case 10: case 32: case 44: return 6;            // faerie, fungi, goblin, yuan-ti, elementalkin
    case 18: return 4;                                  // MA_KOBOLD
    case 124: return 104;                               // MA_FORCE_D4 .. D12: the die plus 100
    case 123: return 106;
    case 122: return 108;
    case 121: return 110;
    case 120: return 112;
    case 0: return 0;
    default: return 8;
    }
}

// rule: src/Tables.cpp, ManaMultiplier: what each mana die counts for at a total level.
int32_t manaMultiplier(int32_t totalLevel)
{
    static constexpr std::array<int32_t, 32> kMultiplier{1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5,
                                                         6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8};
    return kMultiplier[size_t(std::clamp(totalLevel, 0, 31))];
}

int32_t mod(const Creature& c, int32_t attribute)
{
    return originalModifier(c.attribute(attribute));
}

// One Body, One Soul (or no Constitution) lets Wisdom stand for
// Constitution in hit points and Constitution for Wisdom in mana, when better.
bool oneBody(const Game& game, const Creature& c)
{
    return character_api::hasFeat(game, c, FT_ONE_BODY_ONE_SOUL, false) || c.attribute(rules::A_CON) == 0;
}

// rule: src/Values.cpp, Character::CalcValues: hit points scale with size.
int32_t scaledBySize(int32_t hitPoints, int32_t size)
{
    switch (size) {
    case 1: return hitPoints / 2;               // SZ_MINISCULE
    case 2: return hitPoints * 7 / 10;          // SZ_TINY
    case 3: return hitPoints * 9 / 10;          // SZ_SMALL
    case 5: return hitPoints * 11 / 10;         // SZ_LARGE
    case 6: return hitPoints * 13 / 10;         // SZ_HUGE
    case 7: return hitPoints * 16 / 10;         // SZ_GARGANTUAN
    case 8: return hitPoints * 20 / 10;         // SZ_COLLOSAL
    default: return hitPoints;
    }
}

} // namespace

int32_t originalModifier(int32_t score)
{
    // rule: src/Creature.cpp, Creature::Mod (C's division truncates).
    return score ? (score - 10) / 2 : 0;
}

int32_t hitDieType(const Game& game, const Creature& c)
{
    // rule: src/Monster.cpp, Creature::BestHDType.
    int32_t best = 0;
    if (const auto monster = module::view<module::MonsterView>(game.resources(), c.monster)) {
        const std::vector<int32_t> types = monster->monsterTypes();
        for (size_t i = 0; i < std::min<size_t>(3, types.size()); ++i)
            best = std::max(best, monsterTypeHitDie(types[i]));
    }
    for (module::ResourceId id : monster_templates::templatesOf(c))
        if (const auto t = module::view<module::TemplateView>(game.resources(), id))
            if (const std::optional<int32_t> added = t->addedMonsterType(); added && *added)
                best = std::max(best, monsterTypeHitDie(*added));
    return best % 100;
}

int32_t maximumHitPoints(const Game& game, const Creature& c)
{
    // rule: src/Values.cpp, Character::CalcValues (OPT_MAX_HP "no").
    const CharacterSheet& sheet = *c.character;
    int32_t perLevel = mod(c, rules::A_CON);
    if (oneBody(game, c))
        perLevel = std::max(perLevel, mod(c, rules::A_WIS));
    const int32_t dieType = hitDieType(game, c);
    const int32_t level = sheet.totalLevel();
    int32_t hitPoints = kBaseHitPoints;
    if (!c.trueForm) {
        // Hit dice the templates add count at half the die type.
        int32_t templateDice = level;
        for (module::ResourceId id : monster_templates::templatesOf(c))
            if (const auto t = module::view<module::TemplateView>(game.resources(), id))
                if (const auto m = t->modifier(module::RecordTag::HitDiceModifier))
                    templateDice = monster_templates::adjusted(*m, templateDice);
        hitPoints += std::max(0, templateDice - level) * std::max(1, perLevel + dieType / 2);
        if (dieType > 8) {
            hitPoints += level * std::max(1, perLevel + dieType / 2);
        } else {
            for (const std::vector<int32_t>& rolls : sheet.hitRolls)
                for (int32_t roll : rolls)
                    hitPoints += std::max(1, perLevel + roll);
        }
    } else if (const auto form = module::view<module::MonsterView>(game.resources(), c.monster)) {
        // Polymorphed: the form's hit dice at half the die type.
        int32_t dice = form->hitDice();
        for (module::ResourceId id : monster_templates::templatesOf(c))
            if (const auto t = module::view<module::TemplateView>(game.resources(), id))
                if (const auto m = t->modifier(module::RecordTag::HitDiceModifier))
                    dice = monster_templates::adjusted(*m, dice);
        hitPoints += dice * std::max(1, perLevel + dieType / 2);
    }
    hitPoints += character_api::abilityLevel(c, CA_TOUGH_AS_HELL) * std::max(0, perLevel);
    if (character_api::hasFeat(game, c, FT_TOUGHNESS, false))
        hitPoints += hitPoints / 4;
    const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
    if (!monster || !monster->hasFlag(M_NO_SIZE_HP))
        hitPoints = scaledBySize(hitPoints, c.size);
    return std::max(1, hitPoints);
}

int32_t maximumMana(const Game& game, const Creature& c)
{
    // rule: src/Values.cpp, Character::CalcValues (OPT_MAX_MANA "no").
    const CharacterSheet& sheet = *c.character;
    int32_t perLevel = mod(c, rules::A_WIS);
    if (oneBody(game, c))
        perLevel = std::max(perLevel, mod(c, rules::A_CON));
    int32_t dice = 0;
    for (const std::vector<int32_t>& rolls : sheet.manaRolls)
        for (int32_t roll : rolls)
            dice += roll;
    const int32_t level = sheet.totalLevel();
    const int32_t mana = dice * manaMultiplier(level) + kBaseMana + perLevel * level +
                         character_api::abilityLevel(c, CA_MAGICAL_NATURE);
    return std::max(0, mana);
}

void rollLevelDice(Game& game, Creature& c, size_t slot)
{
    // rule: src/Create.cpp, Player::AdvanceLevel: a roll never below half
    // the die; a Thaumaturge (the class's SPECIALTY_SCHOOL stati of school
    // 7) rolls a d8 for hit points.
    constexpr int32_t SPECIALTY_SCHOOL = 37, SC_THAUMATURGY = 7;
    CharacterSheet& sheet = *c.character;
    const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[slot]);
    int32_t hitDie = klass ? std::max(1, klass->hitDie()) : 1;
    for (const StatusEffect& s : c.stati)
        if (s.stati == SPECIALTY_SCHOOL && s.value == SC_THAUMATURGY && s.effect == sheet.classes[slot])
            hitDie = 8;
    const int32_t manaDie = klass ? std::max(0, klass->manaDie()) : 0;
    std::vector<int32_t>& hits = sheet.hitRolls[slot];
    std::vector<int32_t>& mana = sheet.manaRolls[slot];
    // A sheet saved before the dice were kept: its earlier levels count half.
    const size_t earlier = size_t(std::max(0, sheet.levels[slot] - 1));
    if (hits.size() < earlier)
        hits.resize(earlier, hitDie / 2);
    if (mana.size() < earlier)
        mana.resize(earlier, manaDie / 2);
    hits.resize(earlier);
    mana.resize(earlier);
    hits.push_back(std::max(game.randomBelow(hitDie) + 1, hitDie / 2));
    mana.push_back(manaDie ? std::max(game.randomBelow(manaDie) + 1, manaDie / 2) : 0);
}

void calcVitals(const Game& game, Creature& c)
{
    if (!c.character)
        return;
    const int32_t hitPoints = maximumHitPoints(game, c), mana = maximumMana(game, c);
    c.hp += hitPoints - c.maxHp;
    c.maxHp = hitPoints;
    c.mana = std::clamp(c.mana + mana - c.maxMana, 0, mana);
    c.maxMana = mana;
}

} // namespace incursion::game::character
