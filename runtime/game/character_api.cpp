#include "game/character_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_advance.h"
#include "game/class_levels.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/prayer.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>
#include <string>

namespace incursion::game::character_api {

using api_access::creatureArgument;
using api_access::gameOf;
using api_access::host;
using vm::HostCall;

namespace {

constexpr int32_t SP_KNOWN = 0x0001, SP_INNATE = 0x0080;
constexpr int32_t M_HUMANOID = 1, SZ_SMALL = 3;
constexpr int32_t CF_FAVOURED = 10;
constexpr int32_t CA_INHERANT_POTENTIAL = 43, CA_VERSATILITY = 102;
constexpr int32_t SUMMONED = 67, WAS_FRIENDLY = 231, GENERATION = 84;

// The sheet of the character argument `i`; null for a monster (the
// original's Creature answers its own way) or a failed argument.
CharacterSheet* sheetOf(HostCall& call, uint32_t i, Creature** creature = nullptr)
{
    Creature* c = creatureArgument(call, i);
    if (creature)
        *creature = c;
    return c && c->character ? &*c->character : nullptr;
}

bool inheritedSource(int32_t cause)
{
    return cause == rules::SS_RACE || cause == rules::SS_CLAS || cause == rules::SS_PERM || cause == rules::SS_BLES ||
           cause == rules::SS_DOMA;
}

int32_t sumStati(const Creature& c, int32_t stati, int32_t value)
{
    int32_t sum = 0;
    for (const StatusEffect& s : c.stati)
        if (s.stati == stati && (value < 0 || s.value == value))
            sum += s.magnitude;
    return sum;
}

// The stati a stati-carried class ability lives in, or 0.
int32_t abilityStati(int32_t ability)
{
    switch (ability) {
    case rules::CA_TURNING: return rules::TURN_ABILITY;
    case rules::CA_COMMAND: return rules::COMMAND_ABILITY;
    case rules::CA_GREATER_TURNING: return rules::GTURN_ABILITY;
    case rules::CA_SMITE: return rules::SMITE_ABILITY;
    case rules::CA_FAV_ENEMY: return rules::FAV_ENEMY;
    case rules::CA_SPECIES_AFFINITY: return rules::SPECIES_AFFINITY;
    default: return 0;
    }
}

} // namespace

// rule: src/Creature.cpp, Creature::AbilityLevel (no intensive study, no templates).
int32_t abilityLevel(const Creature& c, int32_t ability)
{
    int32_t level = 0;
    if (c.character) {
        if (const int32_t stati = abilityStati(ability))
            level += highestMagnitude(c.stati, stati);
        level += c.character->ability(ability);
    }
    for (const StatusEffect& s : c.stati)
        if (s.stati == rules::EXTRA_ABILITY && s.value == ability)
            level += s.magnitude;
    return std::max(0, level);
}

// rule: src/Creature.cpp, Creature::HasAbility; `inherent` counts only what
// race, class, blessings, domains and permanent effects gave.
bool hasAbility(const Creature& c, int32_t ability, bool inherent)
{
    if (ability == rules::CA_SPELLCASTING)
        return abilityLevel(c, ability) > 0;
    if (ability == rules::CA_SPECIES_AFFINITY && c.hasStatus(rules::SPECIES_AFFINITY))
        return true;
    for (const StatusEffect& s : c.stati)
        if (s.stati == rules::EXTRA_ABILITY && s.value == ability && (!inherent || inheritedSource(s.cause)))
            return true;
    if (const int32_t stati = abilityStati(ability))
        if (const StatusEffect* s = c.status(stati); s && (!inherent || inheritedSource(s->cause)))
            return true;
    return c.character && c.character->ability(ability) != 0;
}

// rule: src/Create.cpp, Character::HasFeat, and src/Creature.cpp,
// Creature::HasFeat for monsters (their resource's feats and EXTRA_FEAT).
bool hasFeat(const Game& game, const Creature& c, int32_t feat, bool inherent)
{
    if (!c.character) {
        if (!inherent && c.hasStatus(rules::EXTRA_FEAT, feat))
            return true;
        const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
        if (!monster)
            return false;
        const std::vector<int32_t> feats = monster->feats();
        return std::find(feats.begin(), feats.end(), feat) != feats.end();
    }
    const CharacterSheet& sheet = *c.character;
    const auto taught = [&](uint32_t group) { return (uint32_t(sheet.proficiencies) & group) != 0; };
    if ((feat == rules::FT_AP_LIGHT && taught(rules::WG_LARMOUR)) ||
        (feat == rules::FT_AP_MEDIUM && taught(rules::WG_MARMOUR)) ||
        (feat == rules::FT_AP_HEAVY && taught(rules::WG_HARMOUR)) ||
        (feat == rules::FT_SHIELD_PROFICIENCY && taught(rules::WG_SHIELDS)))
        return true;
    for (const StatusEffect& s : c.stati)
        if ((s.stati == rules::EXTRA_FEAT || s.stati == rules::EXTRA_SKILL) && s.value == feat &&
            (!inherent || inheritedSource(s.cause)))
            return true;
    return sheet.knowsFeat(feat);
}

// rule: src/Values.cpp, Character::GetBAB (class_levels.h) and
// Creature::GetBAB (the monster's `Hit:`).
int32_t baseAttack(const Game& game, const Creature& c, int32_t mode)
{
    return c.character ? class_levels::baseAttack(game.resources(), *c.character, mode) : c.hitBonus;
}

namespace {

int32_t hasAbilityCall(HostCall& call, bool inherent)
{
    const Creature* c = creatureArgument(call, 0);
    return c && hasAbility(*c, int16_t(call.arg(1)), inherent);
}

int32_t hasFeatCall(HostCall& call, bool inherent)
{
    const Creature* c = creatureArgument(call, 0);
    return c && hasFeat(*gameOf(call), *c, int16_t(call.arg(1)), inherent);
}

int32_t levelAs(HostCall& call)
{
    const CharacterSheet* sheet = sheetOf(call, 0);
    return sheet ? sheet->levelAs(ResourceId(call.arg(1))) : 0;
}

int32_t totalLevel(HostCall& call)
{
    const CharacterSheet* sheet = sheetOf(call, 0);
    return sheet ? sheet->totalLevel() : 0;
}

int32_t baseAttackBonus(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? baseAttack(*gameOf(call), *c, int16_t(call.arg(1))) : 0;
}

int32_t abilityLevelCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? abilityLevel(*c, int16_t(call.arg(1))) : 0;
}

int32_t casterLevelCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? casterLevel(*c) : 0;
}

int32_t gainFeat(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    if (std::optional<std::string> refused = character::gainFeat(*gameOf(call), *c, int16_t(call.arg(1))))
        return call.fail(*refused);
    return 0;
}

int32_t gainAbility(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    if (std::optional<std::string> refused = character::gainAbility(*gameOf(call), *c, int16_t(call.arg(1)),
                                                                    call.arg(2), ResourceId(call.arg(3)),
                                                                    int16_t(call.arg(4))))
        return call.fail(*refused);
    return 0;
}

// rule: src/Create.cpp, Character::XPPenalty without alignment (the runtime
// keeps none): multiclassing away from the race's favoured classes costs 25%.
int32_t experiencePenalty(const Game& game, const Creature& c)
{
    const CharacterSheet& sheet = *c.character;
    const int32_t penalty = sumStati(c, rules::XP_PENALTY, -1);
    if (hasAbility(c, CA_VERSATILITY, false) || (!sheet.levels[1] && !sheet.levels[2]))
        return penalty;
    const auto race = module::view<module::RaceView>(game.resources(), sheet.race);
    const std::vector<ResourceId> favoured = race ? race->favouredClasses() : std::vector<ResourceId>{};
    for (size_t i = 0; i < CharacterSheet::kClasses; ++i) {
        const ResourceId klass = sheet.classes[i];
        if (!klass)
            continue;
        const auto view = module::view<module::ClassView>(game.resources(), klass);
        const bool isFavoured = std::find(favoured.begin(), favoured.end(), klass) != favoured.end() ||
                                (view && view->hasFlag(CF_FAVOURED));
        const bool highest = std::all_of(sheet.levels.begin(), sheet.levels.end(),
                                         [&](int32_t other) { return sheet.levels[i] >= other; });
        if (isFavoured && highest)
            return penalty;
    }
    return 25 + penalty;
}

// rule: src/Create.cpp, Character::GainXP (the experience and the news of a
// level to be had, the gods' clock (prayer.h); polymorph and mana bleeding
// belong to systems the runtime does not have).
void gainExperience(Game& game, Creature& c, int32_t amount)
{
    amount -= amount * experiencePenalty(game, c) / 100;
    c.experience += std::max(0, amount);
    prayer::experienceGained(game);
    character::announceAdvance(game, c);
}

int32_t gainXP(HostCall& call)
{
    Creature* c = nullptr;
    if (sheetOf(call, 0, &c))
        gainExperience(*gameOf(call), *c, call.arg(1));
    return 0;
}

int32_t loseXP(HostCall& call)
{
    // rule: src/Create.cpp, Character::LoseXP.
    Creature* c = nullptr;
    if (sheetOf(call, 0, &c))
        c->experience = std::max(0, c->experience - int32_t(uint32_t(call.arg(1))));
    return 0;
}

int32_t totalXP(HostCall& call)
{
    Creature* c = nullptr;
    return sheetOf(call, 0, &c) ? c->experience : 0;
}

int32_t drainedXP(HostCall& call)
{
    const CharacterSheet* sheet = sheetOf(call, 0);
    return sheet ? sheet->experienceDrained : 0;
}

int32_t restoreXP(HostCall& call)
{
    // rule: inc/Creature.h, Character::RestoreXP: at most what was drained comes back.
    Creature* c = nullptr;
    if (CharacterSheet* sheet = sheetOf(call, 0, &c)) {
        const int32_t back = std::min(std::max(0, call.arg(1)), sheet->experienceDrained);
        sheet->experienceDrained -= back;
        c->experience += back;
    }
    return 0;
}

// rule: src/Create.cpp, Character::KillXP (normal difficulty; no polymorph).
int32_t killXP(HostCall& call)
{
    Creature* c = nullptr;
    if (!sheetOf(call, 0, &c))
        return 0;
    Creature* kill = creatureArgument(call, 1);
    if (!kill)
        return 0;
    int32_t percent = 100;
    for (const StatusEffect& s : kill->stati)
        if (s.stati == rules::XP_GAINED && s.source == c->handle())
            percent -= s.magnitude;
    if (percent <= 0)
        return 0;
    kill->addStatus(StatusEffect{rules::XP_GAINED, 0, percent, rules::SS_MISC, -1, 0, c->handle()});
    if (kill->hasStatus(SUMMONED))
        return 0;
    const int32_t cr = kill->challenge;
    static constexpr int32_t kLowCR[] = {10, 15, 20, 25, 35, 50, 75};     // CR -6 .. 0
    static constexpr int32_t kScale[] = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
                                         125, 150, 175, 200, 250, 300, 400, 500, 600, 800};
    static constexpr int32_t kSlowAdvance[] = {100, 100, 100, 125, 150, 200, 300};
    int32_t xp = cr >= -6 && cr <= 0 ? kLowCR[cr + 6] : cr > 0 ? 100 * cr : 5;
    const int32_t level = std::max(0, c->character->totalLevel());
    const int32_t gap = std::clamp(cr - level, -9, 10);
    xp = xp * kScale[gap + 9] / 100;
    xp = xp * 100 / kSlowAdvance[std::min(level, 6)];
    if (kill->hasStatus(WAS_FRIENDLY) && [&] {
            for (const StatusEffect& s : kill->stati)
                if (s.stati == WAS_FRIENDLY && (s.source == c->handle()))
                    return true;
            return false;
        }())
        xp /= 3;
    if (const StatusEffect* generation = kill->status(GENERATION))
        xp /= 1 + generation->magnitude;
    gainExperience(*gameOf(call), *c, xp * percent / 100);
    return 0;
}

int32_t getProficiencies(HostCall& call)
{
    const CharacterSheet* sheet = sheetOf(call, 0);
    return sheet ? sheet->proficiencies : 0;
}

int32_t setProficiencies(HostCall& call)
{
    if (CharacterSheet* sheet = sheetOf(call, 0))
        sheet->proficiencies = call.arg(1);
    return 0;
}

} // namespace

// rule: src/Create.cpp, Character::WepSkill(rID) and Creature::WepSkill(rID).
int32_t weaponSkill(const Game& game, const Creature& creature, ResourceId weapon, bool ignoreStrength)
{
    const Creature* c = &creature;
    const CharacterSheet* sheet = c->character ? &*c->character : nullptr;
    const auto item = module::view<module::ItemView>(game.resources(), weapon);
    const uint32_t group = item ? uint32_t(item->group()) : 0;
    if (!sheet) {
        constexpr int32_t WS_FOCUSED = 2, WS_SPECIALIST = 3, WS_MASTERY = 4;
        if (weapon && (group & uint32_t(rules::WG_EXOTIC)) && !hasFeat(game, *c, rules::FT_EXOTIC_WEAPON, false))
            return rules::WS_NOT_PROF;
        if (hasFeat(game, *c, rules::FT_WEAPON_MASTERY, false))
            return WS_MASTERY;
        if (hasFeat(game, *c, rules::FT_WEAPON_SPECIALIST, false))
            return WS_SPECIALIST;
        if (hasFeat(game, *c, rules::FT_WEAPON_FOCUS, false))
            return WS_FOCUSED;
        return rules::WS_PROFICIENT;
    }
    if (item && !ignoreStrength) {
        constexpr int32_t WT_STR1 = 36, WT_STR2 = 37, WT_STR3 = 38;
        int32_t needed = 5;
        needed += item->hasFlag(WT_STR1) ? 8 : 0;
        needed += item->hasFlag(WT_STR2) ? 4 : 0;
        needed += item->hasFlag(WT_STR3) ? 2 : 0;
        if (needed > 5 && c->attribute(rules::A_STR) < needed)
            return rules::WS_NOT_PROF;
    }
    int32_t best = 0;
    for (const StatusEffect& s : c->stati)
        if (s.stati == rules::WEP_SKILL && s.effect == weapon)
            best = std::max(best, s.value);
    if (best)
        return best;
    if (!weapon)
        return rules::WS_NOT_PROF;
    if (((group & rules::WG_LARMOUR) && hasFeat(game, *c, rules::FT_AP_LIGHT, false)) ||
        ((group & rules::WG_MARMOUR) && hasFeat(game, *c, rules::FT_AP_MEDIUM, false)) ||
        ((group & rules::WG_HARMOUR) && hasFeat(game, *c, rules::FT_AP_HEAVY, false)) ||
        ((group & rules::WG_SHIELDS) && hasFeat(game, *c, rules::FT_SHIELD_PROFICIENCY, false)))
        return rules::WS_PROFICIENT;
    if (group & uint32_t(rules::WG_EXOTIC))
        return rules::WS_NOT_PROF;
    return (uint32_t(sheet->proficiencies) & group) ? rules::WS_PROFICIENT : rules::WS_NOT_PROF;
}

namespace {

int32_t weaponSkillCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    Game& game = *gameOf(call);
    const ResourceId weapon = ResourceId(call.arg(1));
    if (weapon && !module::view<module::ItemView>(game.resources(), weapon))
        return call.fail("WepSkill: " + game.resources().describe(weapon) + " is no Item");
    return weaponSkill(game, *c, weapon);
}

} // namespace

// rule: src/Create.cpp, Character::IAttr: rolled, the race's adjustment,
// Improved Strength (and its siblings), inherent bonuses; a monster's is its
// kind's (inc/Creature.h, Creature::IAttr).
int32_t inherentAttribute(const Game& game, const Creature& c, int32_t a)
{
    if (!c.character) {
        const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
        return monster ? monster->attribute(a) : 0;
    }
    const CharacterSheet& sheet = *c.character;
    int32_t value = sheet.baseAttributes[size_t(a)];
    if (const auto race = module::view<module::RaceView>(game.resources(), sheet.race))
        value += race->attribute(a);
    value += hasFeat(game, c, rules::FT_IMPROVED_STRENGTH + a, false) ? 1 : 0;
    return value + sumStati(c, rules::ADJUST_INH, a);
}

namespace {

int32_t inherentAttribute(HostCall& call)
{
    Creature* c = nullptr;
    const CharacterSheet* sheet = sheetOf(call, 0, &c);
    const int32_t a = int8_t(call.arg(1));
    if (!sheet)
        return 0;
    if (a < 0 || a >= int32_t(CharacterSheet::kAttributes))
        return call.fail("IAttr: no attribute " + std::to_string(a) + " (A_STR to A_LUC)");
    return character_api::inherentAttribute(*gameOf(call), *c, a);
}

// rule: src/Creature.cpp, Creature::Mod2: (score - 11) / 2 truncated, 0
// for a missing score.
int32_t modifier2(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t score = c->attribute(int8_t(call.arg(1)));
    return score ? (score - 11) / 2 : 0;
}

} // namespace

// rule: src/Creature.cpp, Creature::GainInherentBonus.
void gainInherentBonus(Game& game, Creature& c, int32_t a, int32_t amount, bool tell)
{
    const int32_t most = 5 + abilityLevel(c, CA_INHERANT_POTENTIAL);
    const int32_t now = sumStati(c, rules::ADJUST_INH, a);
    if (now == most) {
        if (tell && c.isPlayer)
            game.message("You feel a profound sense of wastefulness.");
        return;
    }
    auto existing = std::find_if(c.stati.begin(), c.stati.end(),
                                 [&](const StatusEffect& s) { return s.stati == rules::ADJUST_INH && s.value == a; });
    if (existing != c.stati.end())
        existing->magnitude = std::min(most, now + amount);
    else
        c.addStatus(StatusEffect{rules::ADJUST_INH, a, std::min(most, amount), rules::SS_MISC, -1, 0,
                                 world::kNoObject});
    static constexpr const char* kFeelings[] = {"You feel stronger.",  "You feel more agile.",
                                                "You feel hardier.",   "You feel smarter.",
                                                "You feel sharper.",   "You feel more charismatic.",
                                                "You feel luckier."};
    if (tell && c.isPlayer)
        game.message(kFeelings[a]);
}

namespace {

int32_t gainInherentBonus(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t a = int16_t(call.arg(1)), amount = int16_t(call.arg(2));
    if (a < 0 || a >= int32_t(CharacterSheet::kAttributes))
        return call.fail("GainInherentBonus: no attribute " + std::to_string(a) + " (A_STR to A_LUC)");
    character_api::gainInherentBonus(*gameOf(call), *c, a, amount, call.arg(3) != 0);
    return 0;
}

// rule: inc/Creature.h, Creature::isSmallRace: the creature's monster is
// small and humanoid.
int32_t isSmallRace(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const auto monster = module::view<module::MonsterView>(gameOf(call)->resources(), c->monster);
    return monster && monster->size() <= SZ_SMALL && monster->hasFlag(M_HUMANOID);
}

} // namespace

// rule: src/Create.cpp, Character::HasSkill (no allies asked) and Creature::HasSkill.
bool hasSkill(const Game& game, const Creature& c, int32_t skill)
{
    if (c.hasStatus(rules::EXTRA_SKILL, skill))
        return true;
    if (!c.character)
        return hasFeat(game, c, skill, false);
    const CharacterSheet& sheet = *c.character;
    auto lists = [skill](const std::vector<int32_t>& skills) {
        return std::find(skills.begin(), skills.end(), skill) != skills.end();
    };
    if (const auto race = module::view<module::RaceView>(game.resources(), sheet.race); race && lists(race->skills()))
        return true;
    for (size_t i = 0; i < CharacterSheet::kClasses; ++i)
        if (sheet.classes[i] && sheet.levels[i])
            if (const auto klass = module::view<module::ClassView>(game.resources(), sheet.classes[i]);
                klass && lists(klass->skills()))
                return true;
    return false;
}

namespace {

int32_t hasSkillCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && hasSkill(*gameOf(call), *c, int16_t(call.arg(1)));
}

int32_t raceOf(HostCall& call)
{
    const CharacterSheet* sheet = sheetOf(call, 0);
    return sheet ? int32_t(sheet->race) : 0;
}

// Mana, as the original keeps it: uMana is what is spent of the pool; the
// runtime holds no mana apart (hMana), so the unheld pool is the whole.
int32_t gainMana(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        c->mana = std::min(c->maxMana, c->mana + std::max(0, call.arg(1)));
    return 0;
}

int32_t unheldMana(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? c->maxMana : 0;
}

int32_t getUsedMana(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? c->maxMana - c->mana : 0;
}

int32_t setUsedMana(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        c->mana = std::clamp(c->maxMana - call.arg(1), 0, c->maxMana);
    return 0;
}

} // namespace

// rule: src/Create.cpp, Character::CasterLev; inc/Creature.h, Creature::CasterLev.
int32_t casterLevel(const Creature& c)
{
    if (!c.character)
        return std::max(c.challenge, 1);
    int32_t level = abilityLevel(c, rules::CA_SPELLCASTING);
    if (c.hasStatus(rules::BONUS_SLOTS))
        level = std::max(level, 1);
    return level;
}

std::vector<ResourceId> spellList(const module::ResourceManager& resources)
{
    std::vector<ResourceId> spells;
    for (ResourceId id : resources.resources(module::kindBit(core::ResourceKind::Effect)))
        if (resources.moduleOf(id) == size_t(0))
            spells.push_back(id);
    return spells;
}

int32_t spellNumber(const module::ResourceManager& resources, ResourceId spell)
{
    const std::vector<ResourceId> spells = spellList(resources);
    const auto at = std::find(spells.begin(), spells.end(), spell);
    return at == spells.end() ? -1 : int32_t(at - spells.begin());
}

namespace {

int32_t spellNum(HostCall& call)
{
    Game* game = gameOf(call);
    return game ? spellNumber(game->resources(), ResourceId(call.arg(1))) : 0;
}

int32_t spellID(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const std::vector<ResourceId> spells = spellList(game->resources());
    const int32_t n = int16_t(call.arg(1));
    return n >= 0 && size_t(n) < spells.size() ? int32_t(spells[size_t(n)]) : 0;
}

int32_t lastSpell(HostCall& call)
{
    Game* game = gameOf(call);
    return game ? int32_t(spellList(game->resources()).size()) : 0;
}

// rule: inc/Creature.h, Player::GainSpell: the flags join the spell's; a
// spell known or innate is one the runtime lets the character cast.
int32_t gainSpell(HostCall& call)
{
    Creature* c = nullptr;
    CharacterSheet* sheet = sheetOf(call, 0, &c);
    if (!sheet)
        return c ? call.fail("GainSpell: " + c->describe() + " is not a character") : 0;
    Game& game = *gameOf(call);
    const ResourceId spell = ResourceId(call.arg(1));
    const int32_t number = spellNumber(game.resources(), spell);
    if (number < 0)
        return call.fail("GainSpell: " + game.resources().describe(spell) + " is no spell of the first module");
    const int32_t flags = int16_t(call.arg(2));
    sheet->addSpellFlags(number, flags);
    if ((flags & (SP_KNOWN | SP_INNATE)) && std::find(c->spells.begin(), c->spells.end(), spell) == c->spells.end())
        c->spells.push_back(spell);
    return 0;
}

int32_t spellKnown(HostCall& call)
{
    const CharacterSheet* sheet = sheetOf(call, 0);
    return sheet ? sheet->spellFlags(int16_t(call.arg(1))) : 0;
}

// rule: src/Prayer.cpp, Character::SwapAttributes: n times two different
// rolled attributes (luck among them) trade places; CalcValues then adds
// the race's adjustments again.
int32_t swapAttributes(HostCall& call)
{
    Creature* c = nullptr;
    CharacterSheet* sheet = sheetOf(call, 0, &c);
    if (!sheet)
        return 0;
    Game& game = *gameOf(call);
    const int32_t count = int16_t(call.arg(1));
    constexpr int32_t kRolled = int32_t(CharacterSheet::kAttributes);
    for (int32_t i = 0; i < count; ++i) {
        const int32_t a = game.randomBelow(kRolled);
        int32_t b = a;
        while (b == a)
            b = game.randomBelow(kRolled);
        std::swap(sheet->baseAttributes[size_t(a)], sheet->baseAttributes[size_t(b)]);
    }
    const auto race = module::view<module::RaceView>(game.resources(), sheet->race);
    for (size_t a = 0; a < c->attributes.size(); ++a)
        c->attributes[a] = sheet->baseAttributes[a] + (race ? race->attribute(int32_t(a)) : 0);
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16, i32 = ValueType::Int32, flag = ValueType::Bool,
                    none = ValueType::Void, res = ValueType::Resource;
    api.push_back(member(kCharacter, "LevelAs", i16, {param(res, "cID")}, &levelAs));
    api.push_back(member(kCharacter, "TotalLevel", i16, {}, &totalLevel));
    api.push_back(member(kCreature, "GetBAB", i16, {param(i16, "mode")}, &baseAttackBonus));
    api.push_back(member(kCreature, "HasAbility", flag, {param(i16, "ft")},
                         [](HostCall& call) { return hasAbilityCall(call, false); }));
    api.push_back(member(kCreature, "IHasAbility", flag, {param(i16, "ft")},
                         [](HostCall& call) { return hasAbilityCall(call, true); }));
    api.push_back(member(kCreature, "AbilityLevel", i16, {param(i16, "n")}, &abilityLevelCall));
    api.push_back(member(kCreature, "HasFeat", flag, {param(i16, "ft")},
                         [](HostCall& call) { return hasFeatCall(call, false); }));
    api.push_back(member(kCreature, "IHasFeat", flag, {param(i16, "ft")},
                         [](HostCall& call) { return hasFeatCall(call, true); }));
    api.push_back(member(kCreature, "CasterLev", i16, {}, &casterLevelCall));
    api.push_back(member(kCharacter, "GainFeat", none, {param(i16, "ft")}, &gainFeat));
    api.push_back(member(kCharacter, "GainAbility", none,
                         {param(i16, "ab"), param(i32, "pa"), param(res, "sourceID"), param(i16, "statiSource")},
                         &gainAbility));
    api.push_back(member(kCreature, "GainXP", none, {param(i32)}, &gainXP));
    api.push_back(member(kCharacter, "LoseXP", none, {param(i32, "amt")}, &loseXP));
    api.push_back(member(kCharacter, "TotalXP", i32, {}, &totalXP));
    api.push_back(member(kCreature, "XPDrained", i32, {}, &drainedXP));
    api.push_back(member(kCreature, "RestoreXP", none, {param(i32, "xp")}, &restoreXP));
    api.push_back(member(kCreature, "KillXP", none, {object(kCreature)}, &killXP));
    api.push_back(variable(kCharacter, "Proficiencies", i32, &getProficiencies, &setProficiencies));
    api.push_back(member(kCreature, "WepSkill", i8, {param(res, "wID")}, &weaponSkillCall));
    api.push_back(member(kCharacter, "IAttr", i16, {param(i8, "a")}, &inherentAttribute));
    api.push_back(member(kCreature, "Mod2", i16, {param(i8, "a")}, &modifier2));
    api.push_back(member(kCreature, "GainInherentBonus", none,
                         {param(i16, "attr"), param(i16, "mag"), param(flag, "msg", 1)}, &gainInherentBonus));
    api.push_back(member(kCreature, "isSmallRace", flag, {}, &isSmallRace));
    api.push_back(member(kCreature, "HasSkill", flag, {param(i16, "sk")}, &hasSkillCall));
    api.push_back(variable(kPlayer, "RaceID", res, &raceOf, nullptr));
    api.push_back(member(kCreature, "GainMana", none, {param(i32, "amt")}, &gainMana));
    api.push_back(member(kCreature, "nhMana", i32, {}, &unheldMana));
    api.push_back(variable(kCreature, "uMana", i32, &getUsedMana, &setUsedMana));
    api.push_back(member(kGame, "SpellNum", i16, {param(res, "spID")}, &spellNum));
    api.push_back(member(kGame, "SpellID", res, {param(i16, "spNum")}, &spellID));
    api.push_back(member(kGame, "LastSpell", i16, {}, &lastSpell));
    api.push_back(member(kPlayer, "GainSpell", none, {param(res, "sID"), param(i16, "fl")}, &gainSpell));
    api.push_back(member(kCharacter, "SpellKnown", i32, {param(i16, "spNum")}, &spellKnown));
    api.push_back(member(kCharacter, "SwapAttributes", none, {param(i16, "n")}, &swapAttributes));
}

} // namespace incursion::game::character_api
