#include "game/god_choice.h"

#include "game/character_advance.h"
#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/religion.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <vector>

namespace incursion::game::god_choice {

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t ALLOWED_GODS = 33, CG_LIMIT = 50;
constexpr int32_t ALIGNMENT = 222;
constexpr int32_t GF_GOOD = 1, GF_LAWFUL = 2, GF_CHAOTIC = 3, GF_EVIL = 4, GF_NO_EVIL = 6, GF_NO_GOOD = 7,
                  GF_NO_CHAOTIC = 8, GF_NO_LAWFUL = 9;
constexpr uint32_t AL_LAWFUL = 0x1, AL_CHAOTIC = 0x2, AL_GOOD = 0x4, AL_EVIL = 0x8;

// rule: src/Prayer.cpp, godAllowsAlign.
bool allowsAlignment(const module::GodView& god, uint32_t alignment)
{
    struct Rule {
        int32_t flag;
        uint32_t bit;
        bool required;
    };
    constexpr Rule kRules[] = {{GF_LAWFUL, AL_LAWFUL, true},     {GF_CHAOTIC, AL_CHAOTIC, true},
                               {GF_EVIL, AL_EVIL, true},         {GF_GOOD, AL_GOOD, true},
                               {GF_NO_LAWFUL, AL_LAWFUL, false}, {GF_NO_CHAOTIC, AL_CHAOTIC, false},
                               {GF_NO_EVIL, AL_EVIL, false},     {GF_NO_GOOD, AL_GOOD, false}};
    for (const Rule& rule : kRules)
        if (god.hasFlag(rule.flag) && ((alignment & rule.bit) != 0) != rule.required)
            return false;
    return true;
}

// The gods offered: the class's ALLOWED_GODS list, else every god (at most
// CG_LIMIT - 1, as the original's array held).
std::vector<ResourceId> godsOffered(const Game& game, ResourceId klass)
{
    std::vector<ResourceId> gods = allowedGods(game, klass);
    if (gods.empty())
        gods = game.resources().resources(module::kindBit(core::ResourceKind::God));
    if (gods.size() > size_t(CG_LIMIT - 1))
        gods.resize(size_t(CG_LIMIT - 1));
    return gods;
}

// What the menu tells of a god: its description, then its domains'.
std::string describeGod(const Game& game, const module::GodView& god)
{
    std::string text(god.description());
    for (ResourceId domain : god.domains())
        if (const auto view = module::view<module::DomainView>(game.resources(), domain))
            text += "\n\n" + std::string(view->description());
    return text;
}

} // namespace

std::vector<ResourceId> allowedGods(const Game& game, ResourceId klass)
{
    std::vector<ResourceId> gods;
    if (const auto view = module::view<module::ClassView>(game.resources(), klass))
        for (const module::DungeonList& list : view->lists())
            if (list.list == ALLOWED_GODS)
                for (const module::ResolvedValue& entry : list.entries)
                    if (entry.isResource() && module::view<module::GodView>(game.resources(), entry.resource))
                        gods.push_back(entry.resource);
    return gods;
}

bool isWorthyOf(Game& game, Creature& character, ResourceId god, bool penanceOk)
{
    // rule: src/Prayer.cpp, Character::isWorthyOf.
    const auto view = module::view<module::GodView>(game.resources(), god);
    if (!view)
        return false;
    EventInfo e;
    e.event = runtimeEvent<EV_PREREQ>;
    e.actor = e.victim = character.handle();
    e.eID = god;
    switch (game.events().askResource(god, e)) {
    case ABORT: return false;
    case DONE: return true;
    case NOMSG:
        if (EventInfo* current = game.events().current())
            current->Terse = true;
        return false;
    default: break;
    }
    if (const StatusEffect* alignment = character.status(ALIGNMENT))
        if (!allowsAlignment(*view, uint32_t(alignment->value)))
            return false;
    const uint16_t outcast = Religion::GS_ANATHEMA | Religion::GS_FORSAKEN | (penanceOk ? 0 : Religion::GS_PENANCE);
    return (game.religion().standing(god).flags & outcast) == 0;
}

std::optional<std::string> chooseGod(Game& game, Creature& character, bool required, std::string_view named)
{
    // rule: src/Create.cpp, Player::ChooseGod.
    const ResourceId klass = character.character ? character.character->classes[0] : 0;
    MenuRequest request{"Choose a God:", {}, !required};
    std::vector<ResourceId> candidates;
    // Each god is asked silently: what it says while judging is not shown.
    for (ResourceId god : godsOffered(game, klass)) {
        game.silence();
        const bool worthy = isWorthyOf(game, character, god, true);
        game.unsilence();
        if (!worthy)
            continue;
        const auto view = module::view<module::GodView>(game.resources(), god);
        request.options.push_back({std::string(map::displayName(view->name())), int32_t(candidates.size()),
                                   describeGod(game, *view)});
        candidates.push_back(god);
    }
    if (candidates.empty())
        return "no god of the modules accepts this character";
    std::optional<size_t> chosen;
    if (!named.empty()) {
        const character::Choice god = character::findGod(game.resources(), named);
        if (!god.resource)
            return god.error;
        const auto at = std::find(candidates.begin(), candidates.end(), god.resource);
        if (at == candidates.end())
            return "the god " + std::string(map::displayName(game.resources().name(god.resource))) +
                   " is not offered to this character (the class does not allow it, or it finds the character "
                   "unworthy)";
        chosen = size_t(at - candidates.begin());
    } else {
        chosen = game.prompts().menu(request);
    }
    Religion& religion = game.religion();
    if (chosen && *chosen < candidates.size())
        religion.god = candidates[*chosen];
    else if (chosen || required)
        return "the answer to \"Choose a God:\" is none of its " + std::to_string(candidates.size()) + " gods";
    // As the original, the god now worshipped (none when declined) is marked involved.
    if (religion.god)
        religion.standing(religion.god).flags |= Religion::GS_INVOLVED;
    return std::nullopt;
}

} // namespace incursion::game::god_choice
