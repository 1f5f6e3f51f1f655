#include "game/favour_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_advance.h"
#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/god_choice.h"
#include "game/religion.h"
#include "game/religion_api.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::favour_api {

using api_access::creatureArgument;
using api_access::gameOf;
using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t FAVOUR_CHART = 27;
constexpr int32_t MSG_BLESSING1 = 50;
constexpr int32_t kFavourLevels = 9;    // the chart's levels a god grants

// The favour a god's FAVOUR_CHART asks for level `level` (0 based); a chart
// too short asks for nothing more (the original read zeroes past its end).
int32_t favourNeeded(const Game& game, ResourceId god, int32_t level)
{
    const auto view = module::view<module::GodView>(game.resources(), god);
    if (!view)
        return 0;
    for (const module::DungeonList& list : view->lists())
        if (list.list == FAVOUR_CHART)
            return size_t(level) < list.entries.size() ? list.entries[size_t(level)].number : 0;
    return 0;
}

// The receiver as the player, this game's only character; a monster fails.
Creature* characterArgument(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (c && !c->isPlayer) {
        call.fail(api_access::describe(*gameOf(call), c->handle()) + " is not a character");
        return nullptr;
    }
    return c;
}

// gainFavour(gID, amt, advance = false, stack = true).
int32_t gainFavourCall(HostCall& call)
{
    if (!characterArgument(call))
        return 0;
    Game& game = *gameOf(call);
    const auto god = ResourceId(call.arg(1));
    if (!module::view<module::GodView>(game.resources(), god))
        return call.fail("gainFavour: " + game.resources().describe(god) + " is not a God");
    gainFavour(game, god, call.arg(2), call.arg(3) != 0, call.arg(4) != 0);
    return 0;
}

int32_t totalExploreFavourCall(HostCall& call)
{
    return characterArgument(call) ? totalExploreFavour(*gameOf(call)) : 0;
}

// AlignedAct(type, mag, reason): rule: src/Prayer.cpp,
// Character::AlignedAct: EV_ALIGNED thrown with the act's alignment bits
// (EParam), its magnitude (vMag) and the reason (GraveText); the gods
// watching the character judge it (GODWATCH(EV_ALIGNED)). The script's
// form names no victim.
int32_t alignedAct(HostCall& call)
{
    Creature* c = characterArgument(call);
    if (!c)
        return 0;
    favour_api::alignedAct(*gameOf(call), *c, call.arg(1), call.arg(2), call.string(3));
    return 0;
}

} // namespace

void alignedAct(Game& game, Creature& character, int32_t alignment, int32_t magnitude, std::string_view reason)
{
    EventInfo e;
    e.event = runtimeEvent<EV_ALIGNED>;
    e.actor = character.handle();
    e.EParam = int16_t(alignment);
    e.vMag = int16_t(magnitude);
    e.GraveText = std::string(reason);
    game.throwEvent(e);
}

void gainFavour(Game& game, ResourceId god, int32_t amount, bool advance, bool stack)
{
    // rule: src/Prayer.cpp, Character::gainFavour.
    Religion& religion = game.religion();
    std::array<int32_t, GodStanding::kSacrificeCategories + 2>& favour = religion.standing(god).favour;
    if (stack)
        favour[GodStanding::kSacrificeCategories + 1] += amount;
    else
        favour[GodStanding::kSacrificeCategories] = std::max(amount, favour[GodStanding::kSacrificeCategories]);
    if (advance && god == religion.god)
        gainedFavour(game, game.player(), god);
}

void gainedFavour(Game& game, Creature& c, ResourceId god)
{
    // rule: src/Prayer.cpp, Character::gainedFavour.
    const int32_t level = game.religion().standing(god).favourLevel;
    if (level >= kFavourLevels)
        return;
    if (religion_api::favourOf(game, god) <= favourNeeded(game, god, level))
        return;
    game.silence();
    const bool worthy = god_choice::isWorthyOf(game, c, god, false);
    game.unsilence();
    if (!worthy)
        return;
    const auto raised = int16_t(level + 1);
    game.religion().standing(god).favourLevel = raised;
    EventInfo e;
    e.event = runtimeEvent<EV_BLESSING>;
    e.actor = e.victim = c.handle();
    e.map = c.map();
    e.eID = god;
    e.EParam = raised;
    if (game.events().askResource(god, e) == ABORT) {
        game.religion().standing(god).favourLevel = int16_t(level);
        return;
    }
    religion_api::godMessage(game, god, MSG_BLESSING1 + raised - 1);
    character::addAbilities(game, c, god, raised);
}

int32_t totalExploreFavour(const Game& game)
{
    // rule: src/Prayer.cpp, Character::TotalExploreFavour: for each level
    // of the dungeon generated so far (from the first, until one is
    // missing), 50 times its depth times the share of its open cells the
    // player has seen.
    int32_t favour = 0;
    for (int32_t depth = 1; const Level* level = game.generatedLevel(depth); ++depth) {
        const map::Map& m = level->map();
        int32_t open = 0, explored = 0;
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x)
                if (!m.solid(x, y)) {
                    ++open;
                    explored += level->explored(x, y);
                }
        if (open)
            favour += 50 * explored * depth / open;
    }
    return favour;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType rid = ValueType::Resource, flag = ValueType::Bool, none = ValueType::Void;
    api.push_back(member(kCharacter, "gainFavour", none,
                         {param(rid, "gID"), param(ValueType::Int32, "amt"), param(flag, "advance", 0),
                          param(flag, "stack", 1)},
                         &gainFavourCall));
    api.push_back(member(kCharacter, "TotalExploreFavour", ValueType::Int32, {}, &totalExploreFavourCall));
    api.push_back(member(kCharacter, "AlignedAct", none,
                         {param(ValueType::UInt16, "type"), param(ValueType::Int16, "mag"),
                          param(ValueType::String, "reason")},
                         &alignedAct));
}

} // namespace incursion::game::favour_api
