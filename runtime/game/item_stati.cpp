#include "game/item_stati.h"

#include "game/creature.h"
#include "game/game.h"
#include "game/rules.h"

#include <algorithm>
#include <array>
#include <vector>

namespace incursion::game::item_stati {

// rule: src/Status.cpp, Thing::UpdateStati and Item::StatiOff (SUMMONED)
void turnPasses(Game& game, Creature& carrier)
{
    const world::Handle owner = carrier.handle();
    const bool ownerGoes = carrier.hasStatus(rules::SUMMONED) || !carrier.alive();
    const std::vector<world::Handle> carried = carrier.inventory;    // items may go below
    for (world::Handle handle : carried) {
        Item* it = game.item(handle);
        if (!it || it->owner != owner)
            continue;
        bool elapsed = false, unsummoned = false;
        for (StatusEffect& s : it->stati)
            if (s.turnsLeft > 0 && --s.turnsLeft == 0) {
                elapsed = true;
                unsummoned = unsummoned || s.stati == rules::SUMMONED;
            }
        if (!elapsed)
            continue;
        std::erase_if(it->stati, [](const StatusEffect& s) { return s.turnsLeft == 0; });
        if (unsummoned) {
            if (!ownerGoes)
                game.message("The <hObj> winks out of existence.", {}, std::array{MessageArgument::ofObject(handle)});
            game.deleteThing(handle, "its conjuring ended");
        }
    }
}

} // namespace incursion::game::item_stati
