#include "game/ability_choice.h"

#include "game/character_rules.h"
#include "game/character_spells.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/rules.h"

#include <array>
#include <vector>

namespace incursion::game::ability_choice {

std::optional<std::string> chooseSpecialistSchool(Game& game, Creature& c, module::ResourceId source,
                                                  int32_t statiSource)
{
    // rule: src/Create.cpp, Player::GainAbility, case CA_SPECIALIST; the
    // names are src/Tables.cpp's SchoolNames for XBIT(0) ... XBIT(8).
    static constexpr std::array<const char*, 9> kSchools = {"Abjuration", "Arcana",     "Divination",
                                                            "Enchantment", "Evocation", "Illusion",
                                                            "Necromancy",  "Thaumaturgy", "Weavecraft"};
    constexpr int32_t kNecromancy = 6, MA_ELF = 62;
    MenuRequest request{"Choose the school of magic you specialize in:", {}, false};
    std::vector<int32_t> schools;
    for (int32_t school = 0; school < int32_t(kSchools.size()); ++school) {
        if (school == kNecromancy && character::kindIs(game, c, MA_ELF))
            continue;
        request.options.push_back({kSchools[size_t(school)], school, {}});
        schools.push_back(school);
    }
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= schools.size())
        return "the answer to the school menu is none of its " + std::to_string(schools.size()) + " schools";
    c.addStatus(StatusEffect{rules::SPECIALTY_SCHOOL, schools[*chosen], 0, statiSource, -1, source, world::kNoObject});
    return std::nullopt;
}

} // namespace incursion::game::ability_choice
