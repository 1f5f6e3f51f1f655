#include "game/max_depth_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/world_travel_state.h"

#include <algorithm>

namespace incursion::game::max_depth_api {

namespace {

using vm::HostCall;

// rule: inc/Creature.h, Player::getMaxDepth (MaxDepths by dungeon)
int32_t getMaxDepth(HostCall& call)
{
    const Creature* c = api_access::creatureArgument(call, 0);
    const Game* game = api_access::gameOf(call);
    if (!c || !game)
        return 0;
    if (!c->isPlayer)
        return call.fail("getMaxDepth: " + api_access::describe(*game, c->handle()) + " is not the player");
    const module::ResourceId dungeon = module::ResourceId(call.arg(1));
    int32_t deepest = 0;
    const auto consider = [&](const Level* level) {
        if (level && level->dungeon == dungeon && level->depth > 0)
            deepest = std::max(deepest, level->depth);
    };
    for (int32_t depth = 1; depth <= game->levelCount(); ++depth)
        consider(game->generatedLevel(depth));
    if (const WorldTravelState* world = game->worldTravel())
        for (const world::Handle kept : world->keptLevels())
            consider(game->levelObject(kept));
    return deepest;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kPlayer, "getMaxDepth", ValueType::Int16, {param(ValueType::Resource, "dID")}, &getMaxDepth));
}

} // namespace incursion::game::max_depth_api
