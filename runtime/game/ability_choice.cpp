#include "game/ability_choice.h"

#include "game/character_rules.h"
#include "game/character_spells.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/rules.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace incursion::game::ability_choice {

namespace {

// One of the nine schools from a menu that cannot be declined, those
// `offered` allows; the school's place in the original's list (Abjuration 0
// ... Weavecraft 8), or nothing when the answer is none of them.
template <typename Offered>
std::optional<int32_t> chooseSchool(Game& game, std::string title, Offered offered)
{
    // The names are src/Tables.cpp's SchoolNames for XBIT(0) ... XBIT(8).
    static constexpr std::array<const char*, 9> kSchools = {"Abjuration", "Arcana",     "Divination",
                                                            "Enchantment", "Evocation", "Illusion",
                                                            "Necromancy",  "Thaumaturgy", "Weavecraft"};
    MenuRequest request{std::move(title), {}, false};
    std::vector<int32_t> schools;
    for (int32_t school = 0; school < int32_t(kSchools.size()); ++school) {
        if (!offered(school))
            continue;
        request.options.push_back({kSchools[size_t(school)], school, {}});
        schools.push_back(school);
    }
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= schools.size())
        return std::nullopt;
    return schools[*chosen];
}

constexpr int32_t kNecromancy = 6, MA_ELF = 62;

} // namespace

std::optional<std::string> chooseSpecialistSchool(Game& game, Creature& c, module::ResourceId source,
                                                  int32_t statiSource)
{
    // rule: src/Create.cpp, Player::GainAbility, case CA_SPECIALIST (an elf is
    // not offered Necromancy)
    const bool elf = character::kindIs(game, c, MA_ELF);
    const std::optional<int32_t> school = chooseSchool(game, "Choose the school of magic you specialize in:",
                                                       [&](int32_t s) { return s != kNecromancy || !elf; });
    if (!school)
        return "the answer to the school menu is none of its schools";
    c.addStatus(StatusEffect{rules::SPECIALTY_SCHOOL, *school, 0, statiSource, -1, source, world::kNoObject});
    return std::nullopt;
}

std::optional<std::string> gainSchoolFocus(Game& game, Creature& c, int32_t schoolBits)
{
    // rule: src/Create.cpp, Player::GainFeat, case FT_SCHOOL_FOCUS: the
    // grant's school, or one not focused yet from "Choose a focus school:"
    // (an elf is not offered Necromancy); GainPermStati(SCHOOL_FOCUS, SS_MISC,
    // Mag = the school's SC_ bit)
    const auto focused = [&c](int32_t bit) {
        return std::any_of(c.stati.begin(), c.stati.end(), [bit](const StatusEffect& s) {
            return s.stati == rules::SCHOOL_FOCUS && (s.magnitude & bit) != 0;
        });
    };
    if (!schoolBits) {
        const bool elf = character::kindIs(game, c, MA_ELF);
        const std::optional<int32_t> school = chooseSchool(game, "Choose a focus school:", [&](int32_t s) {
            return !focused(1 << s) && (s != kNecromancy || !elf);
        });
        if (!school)
            return "the answer to the focus school menu is none of its schools";
        schoolBits = 1 << *school;
    }
    c.addStatus(StatusEffect{rules::SCHOOL_FOCUS, 0, schoolBits, rules::SS_MISC, -1, 0, world::kNoObject});
    return std::nullopt;
}

TypeChoice chooseFavouredEnemy(Game& game)
{
    // rule: src/Create.cpp, Player::GainAbility (DoCAStati with MA_CHOICEn);
    // src/Tables.cpp, FavEnemies, MonGroupRarities and MTypeNames (plural).
    struct Enemy {
        int32_t type;
        const char* name;
        int rarity;     // MR_COMMON 1 ... MR_XRARE 5
    };
    static constexpr Enemy kEnemies[] = {
        {2, "Animals", 2},          {61, "Humans", 5},         {62, "Elves", 3},          {63, "Dwarves", 3},
        {65, "Halflings", 2},       {64, "Gnomes", 3},         {66, "Drow", 3},           {22, "Orcs", 3},
        {18, "Kobolds", 2},         {10, "Goblinkin", 2},      {54, "Trolls", 5},         {32, "Yuan-Ti", 5},
        {43, "Genies", 5},          {42, "Illithids", 5},      {21, "Nagas", 5},          {9, "Faeries", 2},
        {50, "Quylthulgs", 5},      {40, "Golems", 5},         {58, "Aberrations", 2},    {46, "Mythic Hybrids", 5},
        {41, "Giants", 2},          {76, "Undead", 1},         {31, "Vermin", 1},         {38, "Elementals", 2},
        {49, "Plant Creatures", 1}, {37, "Dragons", 2},        {17, "Oozes", 5},          {36, "Constructs", 2},
        {94, "Earth Creatures", 3}, {93, "Air Creatures", 1},  {95, "Fire Creatures", 1}, {92, "Water Creatures", 1},
        {96, "Cold Creatures", 3},  {51, "Reptiles", 2},       {52, "Snakes", 5},         {26, "Spiders", 3},
        {6, "Dogs", 2},             {5, "Cats", 5},            {4, "Birds", 3},           {68, "Dinosaurs", 4},
        {72, "Demons", 5},          {73, "Devils", 3},         {56, "Vampires", 5},       {60, "Zombies", 2},
    };
    static constexpr const char* kRarities[] = {"", "Common", "Uncommon", "Rare", "Very Rare", "Obscure"};
    constexpr int32_t M_NOGEN = 24;
    const module::ResourceManager& resources = game.resources();
    std::vector<module::MonsterView> monsters;
    for (module::ResourceId id : resources.resources(module::kindBit(core::ResourceKind::Monster)))
        if (const auto view = module::view<module::MonsterView>(resources, id);
            view && view->module() == 0 && !view->hasFlag(M_NOGEN))
            monsters.push_back(*view);
    MenuRequest request{"Choose a favoured enemy type:", {}, false};
    std::vector<int32_t> types;
    for (const Enemy& enemy : kEnemies) {
        std::string description;
        for (const module::MonsterView& monster : monsters) {
            const std::vector<int32_t> kinds = monster.monsterTypes();
            if (std::find(kinds.begin(), kinds.end(), enemy.type) == kinds.end())
                continue;
            std::string name(map::displayName(monster.name()));
            if (!name.empty())
                name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
            description += name + " (CR " + std::to_string(monster.challengeRating()) + "). ";
        }
        if (description.empty())
            continue;
        request.options.push_back(
            {std::string(enemy.name) + " [" + kRarities[enemy.rarity] + "]", enemy.type, description});
        types.push_back(enemy.type);
    }
    // The original sorted the menu by name (MENU_SORTED).
    std::vector<size_t> order(types.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](size_t a, size_t b) { return request.options[a].text < request.options[b].text; });
    MenuRequest sorted{request.title, {}, false};
    std::vector<int32_t> sortedTypes;
    for (size_t i : order) {
        sorted.options.push_back(request.options[i]);
        sortedTypes.push_back(types[i]);
    }
    if (sortedTypes.empty())
        return {0, "no monster of the modules is of a type to choose as a favoured enemy"};
    const std::optional<size_t> chosen = game.prompts().menu(sorted);
    if (!chosen || *chosen >= sortedTypes.size())
        return {0, "the answer to \"Choose a favoured enemy type:\" is none of its " +
                       std::to_string(sortedTypes.size()) + " types"};
    return {sortedTypes[*chosen], {}};
}

} // namespace incursion::game::ability_choice
