#include "game/monster_events.h"

#include "game/creature.h"
#include "game/event_participation.h"
#include "game/game.h"

namespace incursion::game {

void initializeMonster(Game& game, Creature& monster)
{
    if (!monster.monster)
        return;
    EventInfo e;
    e.event = runtimeEvent<EV_INITIALIZE>;
    e.actor = monster.handle();
    e.map = monster.map();
    game.events().throwToResource(e, monster.monster);
}

bool throwTurn(Game& game, world::Handle thing)
{
    EventInfo e;
    e.event = runtimeEvent<EV_TURN>;
    e.actor = thing;
    const int32_t result = game.throwEvent(e);
    return result != DONE && result != ABORT;
}

} // namespace incursion::game
