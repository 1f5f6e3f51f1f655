#include "game/monster_events.h"

#include "game/creature.h"
#include "game/event_participation.h"
#include "game/flat_footed.h"
#include "game/game.h"
#include "game/monster_templates.h"
#include "module/resource_views.h"

namespace incursion::game {

void initializeMonster(Game& game, Creature& monster)
{
    flat_footed::initializeMonster(game, monster);
    if (!monster.monster)
        return;
    tellInitialize(game, monster, monster.monster);
    // Then each template on it (src/Monster.cpp, Monster::Initialize).
    for (module::ResourceId applied : monster_templates::templatesOf(monster)) {
        if (!game.creature(monster.handle()))
            return;
        tellInitialize(game, monster, applied);
    }
}

void tellInitialize(Game& game, Creature& monster, module::ResourceId resource)
{
    EventInfo e;
    e.event = runtimeEvent<EV_INITIALIZE>;
    e.actor = monster.handle();
    e.map = monster.map();
    game.events().askResource(resource, e);
}

bool throwTurn(Game& game, world::Handle thing)
{
    EventInfo e;
    e.event = runtimeEvent<EV_TURN>;
    e.actor = thing;
    const int32_t result = game.throwEvent(e);
    return result != DONE && result != ABORT;
}

bool resourceAnswers(const module::ResourceManager& resources, module::ResourceId id, int32_t baseEvent)
{
    const std::optional<module::ResourceView> resource = module::view(resources, id);
    if (!resource)
        return false;
    for (const module::EventHandler& handler : resource->events())
        if (unwrapEvent(handler.event).base == baseEvent)
            return true;
    for (const module::EventMessage& message : resource->messages())
        if (unwrapEvent(message.event).base == baseEvent)
            return true;
    return false;
}

bool anyResourceAnswers(const module::ResourceManager& resources, int32_t baseEvent)
{
    for (const module::ResourceId id : resources.resources())
        if (resourceAnswers(resources, id, baseEvent))
            return true;
    return false;
}

} // namespace incursion::game
