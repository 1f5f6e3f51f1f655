// What an item grants while it is worn or wielded, as the original applied
// it: put on in a slot where it works, its own effect is re-thrown as
// EV_EFFECT with isWield (src/Inv.cpp, Character::Wield), and an armour's
// qualities their "quality::<name>" effects (src/Item.cpp, Armour::Event
// POST(EV_WIELD)); only their EA_GRANT segments act, giving stati the item
// holds (SS_ITEM, permanent) until it comes off, when the same effects are
// re-thrown with isRemove and its stati go (src/Item.cpp, Item::Event
// EV_REMOVE; src/Effects.cpp, Magic::Grant: RemoveStatiFrom). And the light
// a worn light source sheds (src/Values.cpp, CalcValues: LightRange).
#pragma once

#include "game/runtime_api.h"
#include "world/handle.h"

#include <cstdint>
#include <string_view>

namespace incursion::game {

class Creature;
class Game;
class Item;

namespace worn_magic {

// The cause of a stati an item gives while worn (the original's SS_ITEM).
constexpr int32_t kWornItemCause = 1;

// The name of armour quality `quality` in its effect's name ("quality::fire
// resistance"), from the original's APreQualNames and APostQualNames
// (src/Tables.cpp); empty for none.
std::string_view armourQualityName(int32_t quality);
// The armour quality whose effect is named `effectName` ("quality::sacred"),
// 0 for none.
int32_t armourQualityOfEffect(std::string_view effectName);

// `it` was just put on by `c` in a slot where it works: its magic starts.
void putOn(Game& game, Creature& c, Item& it);
// The magic of everything `c` wears, once it stands on a map: a new
// character's starting gear, put on before there was one (the original's
// Item::ReApply).
void putOnAll(Game& game, Creature& c);
// `it` was just taken off by `c`: its magic ends.
void takeOff(Game& game, Creature& c, Item& it);

// Takes away every stati `item` gives `c` while worn (the original's
// RemoveStatiFrom): speed follows.
void removeStatiFrom(Game& game, Creature& c, world::Handle item);

// GetLightRange: how far light source `it` sheds its light; 0 for any other item.
int32_t itemLightRange(const Game& game, const Item& it);

// How far the light `c` carries reaches: the light source in its light slot
// (its LightRange), or a glowing weapon in hand (three cells a plus), with
// low-light vision's levels added; 0 for none.
int32_t lightRange(const Game& game, const Creature& c);

// GetLightRange; runtime_api.cpp calls appendDeclarations.
void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace worn_magic
} // namespace incursion::game
