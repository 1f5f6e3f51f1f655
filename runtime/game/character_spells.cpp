#include "game/character_spells.h"

#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/player_prompts.h"
#include "game/rules.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace incursion::game::character {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t SPELL_LIST = 21;
constexpr int32_t SP_KNOWN = 0x0001, SP_ARCANE = 0x0004, SP_DIVINE = 0x0008, SP_BARDIC = 0x0010,
                  SP_PRIMAL = 0x0020, SP_DOMAIN = 0x0100;
constexpr int32_t FT_GUILDMAGE = 169, MA_ELF = 62;
constexpr int32_t SC_ABJ = 0x01, SC_NEC = 0x40;
constexpr int32_t EF_CHAOTIC = 21, EF_LAWFUL = 22, EF_EVIL = 55, EF_GOOD = 56;
constexpr int32_t ALIGNMENT = 222;
constexpr uint32_t AL_LAWFUL = 0x1, AL_CHAOTIC = 0x2, AL_GOOD = 0x4, AL_EVIL = 0x8;
constexpr size_t kLevels = CharacterSheet::kSpellLevels;

// rule: src/Tables.cpp, SpellTable: slots per spell level by casting level.
constexpr int32_t kSpellTable[27][kLevels] = {
    {1, 0, 0, 0, 0, 0, 0, 0, 0},       {1, 0, 0, 0, 0, 0, 0, 0, 0},       {2, 0, 0, 0, 0, 0, 0, 0, 0},
    {2, 1, 0, 0, 0, 0, 0, 0, 0},       {3, 2, 0, 0, 0, 0, 0, 0, 0},       {3, 2, 1, 0, 0, 0, 0, 0, 0},
    {4, 3, 2, 0, 0, 0, 0, 0, 0},       {5, 4, 3, 1, 0, 0, 0, 0, 0},       {6, 5, 3, 2, 0, 0, 0, 0, 0},
    {6, 6, 3, 3, 1, 0, 0, 0, 0},       {7, 6, 4, 3, 2, 0, 0, 0, 0},       {7, 7, 5, 4, 3, 0, 0, 0, 0},
    {7, 7, 5, 4, 4, 1, 0, 0, 0},       {8, 7, 6, 5, 4, 2, 0, 0, 0},       {8, 8, 6, 6, 5, 3, 1, 0, 0},
    {8, 8, 7, 6, 5, 4, 2, 0, 0},       {8, 8, 7, 7, 6, 5, 3, 1, 0},       {8, 8, 8, 7, 7, 6, 4, 2, 0},
    {8, 8, 8, 8, 7, 7, 5, 3, 1},       {8, 8, 8, 8, 8, 7, 6, 4, 2},       {8, 8, 8, 8, 8, 8, 7, 6, 4},
    {9, 9, 9, 9, 8, 8, 8, 8, 6},       {9, 9, 9, 9, 9, 9, 9, 9, 8},       {10, 10, 10, 9, 9, 9, 9, 9, 9},
    {11, 11, 11, 10, 10, 10, 9, 9, 9}, {11, 11, 11, 11, 11, 11, 10, 10, 10}, {12, 12, 12, 12, 12, 12, 11, 10, 10}};

// rule: src/Tables.cpp, BonusSpells: bonus slots by Intelligence 9 (or less) .. 30.
constexpr int32_t kBonusSpells[22][kLevels] = {
    {0, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0, 0, 0},
    {2, 1, 0, 0, 0, 0, 0, 0, 0}, {2, 2, 0, 0, 0, 0, 0, 0, 0}, {3, 2, 1, 0, 0, 0, 0, 0, 0},
    {3, 3, 2, 0, 0, 0, 0, 0, 0}, {3, 3, 2, 1, 0, 0, 0, 0, 0}, {4, 3, 3, 2, 0, 0, 0, 0, 0},
    {4, 4, 3, 2, 1, 0, 0, 0, 0}, {4, 4, 3, 3, 2, 0, 0, 0, 0}, {4, 4, 4, 3, 2, 1, 0, 0, 0},
    {5, 4, 4, 3, 3, 2, 0, 0, 0}, {5, 5, 4, 4, 3, 2, 1, 0, 0}, {5, 5, 4, 4, 3, 3, 2, 0, 0},
    {5, 5, 5, 4, 4, 3, 2, 1, 0}, {5, 5, 5, 4, 4, 3, 3, 2, 0}, {6, 5, 5, 5, 4, 4, 3, 2, 1},
    {6, 6, 5, 5, 4, 4, 3, 3, 2}, {6, 6, 5, 5, 5, 4, 4, 3, 2}, {6, 6, 6, 5, 5, 4, 4, 3, 3},
    {6, 6, 6, 5, 5, 5, 4, 4, 3}};

bool hasSource(const module::EffectView& effect, int32_t source)
{
    const std::vector<int32_t> sources = effect.sources();
    return std::find(sources.begin(), sources.end(), source) != sources.end();
}

std::string lowerName(const module::ResourceManager& resources, module::ResourceId id)
{
    std::string name(map::displayName(resources.name(id)));
    for (char& ch : name)
        ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return name;
}

// Whether the character's kind is of monster type `type` (its race's monster).
// Divine casters learn no spell against their own alignment (LearnSpell).
bool alignmentForbids(const Creature& c, const module::EffectView& effect)
{
    const StatusEffect* alignment = c.status(ALIGNMENT);
    const uint32_t bits = alignment ? uint32_t(alignment->value) : 0;
    return (effect.hasFlag(EF_GOOD) && (bits & AL_EVIL)) || (effect.hasFlag(EF_EVIL) && (bits & AL_GOOD)) ||
           (effect.hasFlag(EF_LAWFUL) && (bits & AL_CHAOTIC)) || (effect.hasFlag(EF_CHAOTIC) && (bits & AL_LAWFUL));
}

bool carriesBookOf(const Game& game, const Creature& c, module::ResourceId spell)
{
    for (Handle carried : c.inventory)
        if (const Item* it = game.item(carried))
            if (const auto view = module::view(game.resources(), it->resource)) {
                const std::vector<module::ResourceId> spells = view->resourceList(module::RecordTag::Spells);
                if (std::find(spells.begin(), spells.end(), spell) != spells.end())
                    return true;
            }
    return false;
}

const char* typeName(int32_t type)
{
    switch (type) {
    case SP_ARCANE: return " (Arcane)";
    case SP_DIVINE: return " (Divine)";
    case SP_PRIMAL: return " (Primal)";
    case SP_BARDIC: return " (Bardic)";
    default: return " (Sorcerous)";
    }
}

bool openSlot(const CharacterSheet& sheet, const std::array<int32_t, kLevels>& bonus, size_t level)
{
    return sheet.spellSlots[level] + bonus[level] > sheet.spellsLearned[level];
}

} // namespace

bool kindIs(const Game& game, const Creature& c, int32_t type)
{
    if (c.isType(type))
        return true;
    const auto monster = module::view<module::MonsterView>(game.resources(), c.monster);
    if (!monster)
        return false;
    const std::vector<int32_t> types = monster->monsterTypes();
    return std::find(types.begin(), types.end(), type) != types.end();
}

int32_t casterLevelForSpellLevel(int32_t spellLevel)
{
    static constexpr std::array<int32_t, 10> kLevel{0, 1, 3, 5, 7, 9, 12, 14, 16, 18};
    return kLevel[size_t(std::clamp(spellLevel, 0, 9))];
}

void openSpellSlots(CharacterSheet& sheet, int32_t castingLevel)
{
    // rule: src/Create.cpp, Player::GainAbility (CA_SPELLCASTING).
    const auto& row = kSpellTable[std::clamp(castingLevel, 0, 26)];
    for (size_t i = 0; i < kLevels; ++i)
        if (row[i] > sheet.spellSlots[i])
            ++sheet.spellSlots[i];
}

std::array<int32_t, CharacterSheet::kSpellLevels> bonusSpellSlots(const Game& game, const Creature& c)
{
    // rule: src/Values.cpp, Character::CalcValues (the bonus spell slots).
    std::array<int32_t, kLevels> bonus{};
    if (!c.character)
        return bonus;
    const CharacterSheet& sheet = *c.character;
    const auto& row = kBonusSpells[std::clamp(character_api::inherentAttribute(game, c, rules::A_INT) - 9, 0, 21)];
    if (sheet.spellSlots[0])
        bonus[0] = row[0] + (character_api::hasFeat(game, c, FT_GUILDMAGE, false) ? 1 : 0);
    const int32_t casterLevel = character_api::casterLevel(c);
    for (size_t i = 1; i < kLevels; ++i)
        bonus[i] = std::min(row[i], std::max(sheet.spellSlots[i], casterLevel - casterLevelForSpellLevel(int32_t(i) + 1)));
    for (const StatusEffect& s : c.stati)
        if (s.stati == rules::BONUS_SLOTS && s.value >= 1 && s.value <= int32_t(kLevels))
            bonus[size_t(s.value - 1)] += s.magnitude;
    return bonus;
}

std::vector<LearnableSpell> calcSpellAccess(const Game& game, Creature& c)
{
    // rule: src/Create.cpp, Character::CalcSpellAccess.
    const module::ResourceManager& resources = game.resources();
    CharacterSheet& sheet = *c.character;
    const std::vector<module::ResourceId> numbered = character_api::spellList(resources);
    std::unordered_map<module::ResourceId, int32_t> numberOf;
    for (size_t i = 0; i < numbered.size(); ++i)
        numberOf.emplace(numbered[i], int32_t(i));
    for (auto& [number, flags] : sheet.spells)
        flags &= ~(SP_ARCANE | SP_DIVINE | SP_PRIMAL | SP_BARDIC);
    std::erase_if(sheet.spells, [](const auto& entry) { return entry.second == 0; });

    std::vector<LearnableSpell> learnable;
    auto add = [&](module::ResourceId spell, int32_t level, int32_t type) {
        const auto number = numberOf.find(spell);
        if (number == numberOf.end())
            return;     // not a spell of the first module: the original's SpellNum has none
        sheet.addSpellFlags(number->second, type);
        for (LearnableSpell& known : learnable)
            if (known.spell == spell && known.type == type) {
                known.level = std::min(known.level, level);
                return;
            }
        learnable.push_back({spell, level, type});
    };
    for (const StatusEffect& access : std::vector<StatusEffect>(c.stati)) {
        if (access.stati != rules::SPELL_ACCESS)
            continue;
        const auto owner = module::view(resources, access.effect);
        if (!owner)
            continue;
        for (const module::DungeonList& list : owner->lists()) {
            if (list.list != SPELL_LIST)
                continue;
            const std::vector<module::ResolvedValue>& entries = list.entries;
            // A spell named elsewhere on the list keeps the level given there.
            auto named = [&](module::ResourceId spell) {
                return std::any_of(entries.begin(), entries.end(),
                                   [&](const module::ResolvedValue& v) { return v.isResource() && v.resource == spell; });
            };
            auto addAllOf = [&](int32_t source, int32_t schools) {
                for (module::ResourceId spell : numbered) {
                    const auto effect = module::view<module::EffectView>(resources, spell);
                    if (effect && effect->level() <= access.magnitude && hasSource(*effect, source) &&
                        (schools == 0 || (effect->schools() & schools)) && !named(spell))
                        add(spell, effect->level(), access.value);
                }
            };
            int32_t level = 1;
            bool skip = false;
            for (size_t i = 0; i < entries.size(); ++i) {
                const module::ResolvedValue& entry = entries[i];
                if (entry.isResource()) {
                    if (!skip && entry.resource)
                        add(entry.resource, level, access.value);
                    continue;
                }
                const int32_t n = entry.kind == module::ValueKind::Integer ? entry.number : 0;
                if (n > 0 && n < 50) {
                    level = n;
                    skip = n > access.magnitude;
                } else if (n > 1000 && n < 2000) {
                    addAllOf(n - 1000, 0);
                } else if (n == 100 && i + 2 < entries.size()) {
                    addAllOf(entries[i + 1].number, entries[i + 2].number);
                    i += 2;
                }
            }
        }
    }
    std::sort(learnable.begin(), learnable.end(), [&](const LearnableSpell& a, const LearnableSpell& b) {
        if (a.level != b.level)
            return a.level < b.level;
        return lowerName(resources, a.spell) < lowerName(resources, b.spell);
    });
    return learnable;
}

bool learnSpell(Game& game, Creature& c)
{
    // rule: src/Create.cpp, Player::LearnSpell (OPT_SHOW_ALL_SPELLS off: an
    // arcane spell needs a spellbook carried that holds it).
    if (!c.character)
        return false;
    const module::ResourceManager& resources = game.resources();
    const std::vector<LearnableSpell> learnable = calcSpellAccess(game, c);
    CharacterSheet& sheet = *c.character;
    const std::array<int32_t, kLevels> bonus = bonusSpellSlots(game, c);
    const int32_t casting = character_api::abilityLevel(c, rules::CA_SPELLCASTING);
    MenuRequest menu;
    std::vector<const LearnableSpell*> offered;
    for (const LearnableSpell& ls : learnable) {
        const auto effect = module::view<module::EffectView>(resources, ls.spell);
        if (!effect || ls.level < 1 || ls.level > int32_t(kLevels))
            continue;
        if (kindIs(game, c, MA_ELF) && (effect->schools() & SC_NEC) && !(effect->schools() & SC_ABJ))
            continue;   // elves learn no necromancy
        if (casterLevelForSpellLevel(ls.level) > casting &&
            !c.hasStatus(rules::BONUS_SLOTS, std::clamp(ls.level, 1, int32_t(kLevels))))
            continue;
        if (sheet.spellFlags(character_api::spellNumber(resources, ls.spell)) & (SP_KNOWN | SP_DOMAIN))
            continue;
        if (!openSlot(sheet, bonus, size_t(ls.level - 1)))
            continue;
        if (ls.type == SP_DIVINE && alignmentForbids(c, *effect))
            continue;
        if (ls.type == SP_ARCANE && !carriesBookOf(game, c, ls.spell))
            continue;
        std::string name(map::displayName(effect->name()));
        if (std::count_if(learnable.begin(), learnable.end(), [&](const LearnableSpell& o) { return o.spell == ls.spell; }) > 1)
            name += typeName(ls.type);
        menu.options.push_back({name, int32_t(offered.size()), std::string(effect->description())});
        offered.push_back(&ls);
    }
    if (offered.empty())
        return false;
    menu.title = "Learn which spell (" + std::to_string(sheet.spellSlots[0] + bonus[0] - sheet.spellsLearned[0]) +
                 " left)?";
    menu.escapable = true;
    const std::optional<size_t> chosen = game.prompts().menu(menu);
    if (!chosen || *chosen >= offered.size())
        return false;
    const LearnableSpell& learned = *offered[*chosen];
    sheet.addSpellFlags(character_api::spellNumber(resources, learned.spell), SP_KNOWN | learned.type);
    ++sheet.spellsLearned[size_t(learned.level - 1)];
    if (std::find(c.spells.begin(), c.spells.end(), learned.spell) == c.spells.end())
        c.spells.push_back(learned.spell);
    return true;
}

void learnBirthSpells(Game& game, Creature& c)
{
    // rule: src/Create.cpp, Player::Create: "while (SpellSlots[0] +
    // BonusSlots[0] > SpellsLearned[0]) LearnSpell(true)"; a menu with
    // nothing left to offer, or declined, ends it here.
    while (c.character && openSlot(*c.character, bonusSpellSlots(game, c), 0))
        if (!learnSpell(game, c))
            break;
}

} // namespace incursion::game::character
