#include "game/monster_gear.h"

#include "game/creature.h"
#include "game/equipment.h"
#include "game/game.h"
#include "game/item.h"
#include "game/rules.h"

namespace incursion::game {

namespace {

using namespace wear_slots;

constexpr int32_t M_HUMANOID = 1, M_NOLIMBS = 2, M_NOHANDS = 3, M_NOHEAD = 4, M_NOBODY = 5, M_MAGE = 111;

// The original's order: each slot takes its pick before the next.
constexpr int32_t kHotSlots[] = {SL_WEAPON, SL_READY, SL_ARMOUR, SL_LRING, SL_AMULET, SL_BRACERS,
                                 SL_GAUNTLETS, SL_BOOTS, SL_HELM, SL_BELT, SL_CLOAK, SL_LIGHT};

bool fits(const Item& it, int32_t slot)
{
    switch (slot) {
    case SL_WEAPON: return it.itemType == rules::T_WEAPON;
    case SL_READY: return it.itemType == rules::T_SHIELD;
    default: return equipment::activeSlot(it.itemType, slot);
    }
}

} // namespace

bool monsterHasSlot(const Creature& c, int32_t slot)
{
    switch (slot) {
    case SL_READY: case SL_WEAPON: case SL_LIGHT: case SL_LRING: case SL_RRING: case SL_GAUNTLETS:
        return !c.hasFlag(M_NOHANDS);
    case SL_CLOTHES: case SL_ARMOUR: return c.hasFlag(M_HUMANOID);
    case SL_BELT: case SL_CLOAK: return !c.hasFlag(M_NOBODY);
    case SL_BOOTS: case SL_BRACERS: return !c.hasFlag(M_NOLIMBS);
    case SL_AMULET: case SL_HELM: return !c.hasFlag(M_NOHEAD);
    default: return false;
    }
}

void dressMonster(Game& game, Creature& c)
{
    const world::Handle self = c.handle();
    for (const int32_t slot : kHotSlots) {
        Creature* wearer = game.creature(self);
        if (!wearer || !wearer->alive())
            return;
        if (!monsterHasSlot(*wearer, slot) || (slot == SL_ARMOUR && wearer->hasFlag(M_MAGE)) ||
            equipment::inSlot(*wearer, slot) != world::kNoObject)
            continue;
        for (const world::Handle carried : std::vector<world::Handle>(wearer->inventory)) {
            Item* it = game.item(carried);
            if (!it || equipment::isWorn(*wearer, carried) || !fits(*it, slot))
                continue;
            game.silence();
            const bool worn = equipment::wield(game, *wearer, *it, slot);
            game.unsilence();
            if (worn)
                break;
        }
    }
}

} // namespace incursion::game
