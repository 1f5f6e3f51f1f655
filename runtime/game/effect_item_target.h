// Effects aimed at an item of the user's pack rather than at a creature
// (Mending, Magic Weapon, Identify: their qval's target bits are Q_INV
// alone): which item they act on. The player is asked, from the items the
// effect's EV_RATETARG does not refuse (src/Term.cpp, TextTerm::EffectPrompt);
// a monster takes its weapon, or its body armour when the effect is limited
// to armour (src/Monster.cpp, the ACT_CAST case of Monster's turn).
#pragma once

#include "game/event_info.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <optional>
#include <string_view>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

// What the player reads when no item of the pack suits the effect (the original's Box).
inline constexpr std::string_view kNothingSuitable = "You have nothing suitable in your inventory to use that on.";

// Whether the effect asks for an item of the user's pack: of the target
// bits (Q_DIR, Q_LOC, Q_TAR, Q_INV) only Q_INV is set.
bool targetsCarriedItem(const Game& game, module::ResourceId effect);

// The original's Magic::isTarget for an item (src/Magic.cpp): the effect
// must have EF_AFFECTS_ITEMS, its own EV_ISTARGET must not answer
// CANNOT_CAST_IT (nor ABORT), and with EF_LIM_ITYPE the item must be of the
// segment's tval. `use` is the use's event (actor, eID, efNum and the
// segment's values filled); it is asked with `item` as its victim.
bool itemIsTarget(Game& game, EventInfo use, world::Handle item);

// The items `holder` carries that the effect's EV_RATETARG does not refuse
// (ABORT), in pack order: what the player is offered.
std::vector<world::Handle> suitableItems(Game& game, const Creature& holder, module::ResourceId effect);

// Asks the player which item of the pack the effect is used on. Nullopt
// when the player declines, or when nothing suits it (then the player reads
// kNothingSuitable): the use is called off, as the original's.
std::optional<world::Handle> askItemTarget(Game& game, const Creature& player, module::ResourceId effect);

// The item a monster uses the effect on: the weapon in hand, or the body
// armour when the effect is limited to armour (EF_LIM_ITYPE, tval T_ARMOUR),
// of `aimedAt` (the creature it chose as target; itself when null), and only
// when that item is a target of the effect (itemIsTarget). kNoObject: the
// monster does not use it.
world::Handle monsterItemTarget(Game& game, const Creature& user, const Creature* aimedAt, module::ResourceId effect,
                                int32_t casterLevel);

} // namespace incursion::game
