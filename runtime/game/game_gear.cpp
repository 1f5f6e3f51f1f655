// A resource's `Gear:` list given to a creature (the original's
// Resource::GrantGear, src/Annot.cpp): a new monster's own gear, and a new
// character's race, class and "Universal Gear".
#include "game/game.h"

#include "game/equipment.h"
#include "game/identification.h"
#include "game/item_properties.h"
#include "game/monster_gear.h"
#include "game/rules.h"
#include "module/resource_views.h"

#include <algorithm>
#include <memory>

namespace incursion::game {

void Game::equip(Creature& owner, ResourceId granting)
{
    const std::optional<module::ResourceView> granter = module::view(resources(), granting);
    if (!granter)
        return;
    // rule: src/Annot.cpp, Resource::GrantGear: each entry rolls its chance,
    // then its `if (...)` runs with the creature as EActor and EVictim; an
    // `else` entry is the alternative taken when the entry before it was not.
    // Random items and effects (`random n`, `of random a to b`) are left out:
    // they need the item generator's tables.
    bool previousTaken = false;
    for (const module::GearItem& entry : granter->gear()) {
        if (entry.isAlternative() && previousTaken)
            continue;
        previousTaken = false;
        if (entry.chance > 0 && !percentChance(entry.chance))
            continue;
        if (entry.condition) {
            EventInfo asked;
            asked.actor = asked.victim = owner.handle();
            asked.map = owner.map();
            if (events().evaluate(granting, *entry.condition, asked).value_or(0) == 0)
                continue;
        }
        previousTaken = true;
        if (entry.flags & (module::GearRandomItem | module::GearRandomEffect))
            continue;
        const auto view = module::view<module::ItemView>(resources(), entry.item.asResourceId());
        if (!view)
            continue;
        std::unique_ptr<Item> made = Item::fromResource(*view, entry.effect.asResourceId());
        made->quantity = std::max(1, roll(entry.amount));
        made->plus = entry.plus;
        if (entry.flags & module::GearCursed)
            made->properties.flags |= item_properties::IF_CURSED;
        else if (entry.flags & module::GearBlessed)
            made->properties.flags |= item_properties::IF_BLESSED;
        if (made->itemType == rules::T_WAND)
            made->charges = 3 + randomBelow(6);
        Item& it = *made;
        registry_.add(std::move(made), owner.map());
        for (int32_t quality : entry.qualities)
            if (quality)
                item_properties::addQuality(*this, it, quality, 0);
        Item& carried = *item(giveItem(owner, it));
        if (owner.isPlayer) {
            makeKnown(*this, carried, 0xFF);
            equipment::wearStartingItem(*this, owner, carried);
        }
    }
    // A monster puts on what its body allows once it has it all (monster_gear.h).
    if (!owner.isPlayer)
        dressMonster(*this, owner);
}

} // namespace incursion::game
