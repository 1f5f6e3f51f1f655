#include "game/monster_choice.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "game/script_host.h"
#include "module/resource_views.h"
#include "vm/dice.h"

namespace incursion::game::monster_choice {

namespace {

// The original's numbers (inc/Defines.h) the choice reads.
constexpr int32_t M_NOPOLY = 23, M_AQUATIC = 31, M_UNIQUE = 67, M_COMMON = 68, M_RARE = 69, M_VERY_RARE = 70,
                  M_UNCOMMON = 71, M_UNKNOWN = 108, M_PLAYER = 110;
constexpr int32_t MA_AQUATIC = 80, MA_PERSON = 86;
constexpr int32_t kGlyphTypes = 100000;     // MType 100000 + glyph: AcquisitionPrompt's "monsters that look like"

int32_t getMonsterId(vm::HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    return int32_t(chooseMonster(*game, int16_t(call.arg(1)), int8_t(call.arg(2)), int8_t(call.arg(3)),
                                 int8_t(call.arg(4)), int16_t(call.arg(5))));
}

} // namespace

module::ResourceId chooseMonster(Game& game, int32_t purpose, int32_t minCR, int32_t maxCR, int32_t depth,
                                 int32_t monsterType)
{
    bool listing = false;
    if (purpose >= PUR_LISTING) {
        purpose -= PUR_LISTING;
        listing = true;
    }
    const module::ResourceManager& resources = game.resources();
    // Types are judged on a monster as made, with no dice of the game's spent on it.
    vm::SeededDice scratch(0);
    std::vector<module::ResourceId> candidates;
    for (int pass = 0; pass < 2 && candidates.empty(); ++pass) {
        for (module::ResourceId id : resources.resources(module::kindBit(core::ResourceKind::Monster))) {
            const auto view = module::view<module::MonsterView>(resources, id);
            if (!view)
                continue;
            const std::unique_ptr<Creature> sample = Creature::fromMonster(*view, scratch);
            const auto flag = [&](int32_t f) { return sample->hasFlag(f); };
            if (monsterType > 0 && monsterType < kGlyphTypes
                && !monster_templates::isMonsterType(game, *sample, monsterType))
                continue;
            if (monsterType >= kGlyphTypes && sample->glyph.character != monsterType - kGlyphTypes)
                continue;
            if (flag(M_AQUATIC) && monsterType != MA_AQUATIC && purpose != PUR_ANYMON)
                continue;
            if ((flag(rules::M_NOGEN) && purpose != PUR_ANYMON) || (flag(M_NOPOLY) && purpose == PUR_POLY)
                || (flag(M_UNIQUE) && purpose != PUR_DUNGEON && purpose != PUR_ANYMON))
                continue;
            if (view->challengeRating() > maxCR || view->challengeRating() < minCR || view->depth() > depth)
                continue;
            if (flag(M_PLAYER) || flag(M_UNKNOWN))
                continue;
            int32_t rarity = 1;
            if (!listing) {
                if (flag(M_VERY_RARE))
                    rarity = game.randomBelow(7) ? 0 : 1;
                else if (flag(M_RARE))
                    rarity = game.randomBelow(3) ? 0 : 1;
                else if (flag(M_UNCOMMON))
                    rarity = 3;
                else if (flag(M_COMMON))
                    rarity = 7;
            }
            candidates.insert(candidates.end(), size_t(rarity), id);
        }
        // Nothing came of the rarities: again, as a listing.
        if (listing)
            break;
        listing = true;
    }
    if (candidates.empty())
        return 0;
    const auto crOf = [&](module::ResourceId id) {
        return module::view<module::MonsterView>(resources, id)->challengeRating();
    };
    const int32_t n = int32_t(candidates.size());
    size_t chosen = size_t(game.randomBelow(n));
    const auto chosenView = module::view<module::MonsterView>(resources, candidates[chosen]);
    if (monster_templates::isMonsterType(game, *Creature::fromMonster(*chosenView, scratch), MA_PERSON))
        return candidates[chosen];
    // People come at any CR (a cave orc becomes a veteran paladin); beasts lean to the higher CRs.
    for (int i = 0; i < 4; ++i) {
        const size_t other = size_t(game.randomBelow(n));
        if (crOf(candidates[other]) > crOf(candidates[chosen]))
            chosen = other;
    }
    return candidates[chosen];
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i8 = ValueType::Int8, i16 = ValueType::Int16;
    api.push_back(member(kGame, "GetMonID", ValueType::Resource,
                         {param(i16, "pur"), param(i8, "minlev"), param(i8, "maxlev"), param(i8, "Depth"),
                          param(i16, "MType", -1)},
                         &getMonsterId));
}

} // namespace incursion::game::monster_choice
