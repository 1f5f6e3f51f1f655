#include "game/light_fuel.h"

#include "game/creature.h"
#include "game/equipment.h"
#include "game/game.h"
#include "game/item_wear.h"

#include <array>

namespace incursion::game::light_fuel {

// rule: src/Creature.cpp, Creature::DoTurn (the item in SL_LIGHT: Age <= 1
// burns out and is removed, else Age--); src/Item.cpp, Item::Item (a light's
// Age starts at its Lifespan)
void turnPasses(Game& game, Creature& carrier)
{
    const world::Handle lit = equipment::inSlot(carrier, wear_slots::SL_LIGHT);
    Item* light = game.item(lit);
    if (!light)
        return;
    const int32_t age = wornAge(game, *light);
    if (age > 1) {
        light->wear.age = age - 1;
        return;
    }
    if (carrier.isPlayer)
        game.message("Your <hObj> burns out!", {}, std::array{MessageArgument::ofObject(lit)});
    else
        game.message("The <hObj>'s <hObj2> burns out!", {},
                     std::array{MessageArgument::ofObject(carrier.handle()), MessageArgument::ofObject(lit)});
    game.deleteThing(lit, "it burnt out");
}

} // namespace incursion::game::light_fuel
