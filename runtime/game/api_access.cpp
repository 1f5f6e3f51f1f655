#include "game/api_access.h"

#include "game/game.h"
#include "game/script_host.h"

namespace incursion::game::api_access {

ScriptHost& host(HostCall& call) { return *static_cast<ScriptHost*>(call.context); }

Game* gameOf(HostCall& call)
{
    Game* game = host(call).game;
    if (!game)
        call.fail("no game is running");
    return game;
}

Handle handleArgument(HostCall& call, uint32_t i) { return host(call).resolve(call.arg(i)); }

std::string describe(const Game& game, Handle handle)
{
    if (handle == world::kNoObject)
        return "no object (0)";
    if (const world::GameObject* object = game.registry().find(handle))
        return object->describe();
    return "object " + world::handleText(handle) + " (gone)";
}

bool wasCreature(const Game& game, Handle handle)
{
    const world::Tombstone* grave = world::isObjectHandle(handle) ? game.registry().tombstone(world::slotOf(handle))
                                                                  : nullptr;
    return grave && grave->generation == world::generationOf(handle) && grave->kind == world::ObjectKind::Creature;
}

int32_t answerAbout(HostCall& call, bool (*answer)(const Game&, Handle))
{
    Game* game = gameOf(call);
    return game ? answer(*game, handleArgument(call, 0)) : 0;
}

Creature* creatureArgument(HostCall& call, uint32_t i)
{
    Game* game = gameOf(call);
    if (!game)
        return nullptr;
    const Handle handle = handleArgument(call, i);
    if (Creature* c = game->creature(handle))
        return c;
    if (!wasCreature(*game, handle))
        call.fail(describe(*game, handle) + " is not a creature");
    return nullptr;
}

Item* itemArgument(HostCall& call, uint32_t i)
{
    Game* game = gameOf(call);
    if (!game)
        return nullptr;
    const Handle handle = handleArgument(call, i);
    if (Item* it = game->item(handle))
        return it;
    call.fail(describe(*game, handle) + " is not an item");
    return nullptr;
}

Level* levelArgument(HostCall& call, uint32_t i)
{
    Game* game = gameOf(call);
    if (!game)
        return nullptr;
    const Handle handle = handleArgument(call, i);
    if (Level* level = game->levelObject(handle))
        return level;
    call.fail(describe(*game, handle) + " is not a map");
    return nullptr;
}

} // namespace incursion::game::api_access
