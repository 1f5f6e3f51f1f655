// Ranged attacks as the original plays them (src/Fight.cpp, Creature::RAttack;
// src/Player.cpp, KY_CMD_FIRE; src/Monster.cpp, ACT_RATTACK and ACT_THROW):
// a creature fires a missile from the bow it wields (a character's weapon
// hand, a monster's first carried bow: the original's SL_ARCHERY), or throws
// a throwable item (IT_THROWABLE, or a weapon of WG_THROWN), as one event:
//
//   EV_RATTACK  actor the shooter, victim the intended creature (none for a
//               direction or a cell), EItem the launcher (none for a throw),
//               EItem2 the missile (the stack until the actor's own answer
//               takes one off it; then the one that flies)
//    └ EV_STRIKE  for each creature the missile reaches on its line: d20 +
//                 vHit against vDef, AType A_FIRE or A_HURL, vRange the
//                 range increment; a hit stops it (EV_HIT, then EV_DAMAGE)
//
// The missile flies along the line from the shooter through the aimed cell
// (map/effect_area.h's lines), past creatures it misses, until it hits one,
// reaches the cell aimed at (a creature's cell when aimed at one) or meets
// a wall; then it lands there (a returning weapon comes back to its thrower).
// A creature in the way other than the one aimed at is flown past a quarter
// of the time (three quarters with Precise Shot). Scripts may answer
// PRE(EV_RATTACK) with DONE or ABORT (a flask of acid becomes its effect, a
// javelin of lightning a bolt) and see the missile that flew in POST.
// A crossbow is cranked first (EV_LOADXBOW: COCKED for a while).
#pragma once

#include "game/event_info.h"
#include "world/handle.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace incursion::game {

class Creature;
class Game;
class Item;

namespace ranged {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_BOW = 24, T_MISSILE = 45, A_HURL = 41;
constexpr int32_t IT_THROWABLE = 12, WT_CROSSBOW = 30, WT_RETURNING = 40, WT_NO_STRENGTH = 43, WT_FIRE_DAMAGE = 47;
constexpr int32_t WG_THROWN = 0x100;
constexpr int32_t WQ_DISTANCE = 21, WQ_RETURNING = 27, WQ_QUICK_LOADING = 45;
constexpr int32_t FT_FAR_SHOT = 151, FT_POINT_BLANK_SHOT = 254, FT_PRECISE_SHOT = 262, FT_RAPID_RELOAD = 273;
constexpr int32_t COCKED = 180;

// Where a shot goes (the original's EffectPrompt answer for EV_RATTACK).
struct Aim {
    world::Handle target = world::kNoObject;   // a creature: to its cell
    int direction = -1;                         // 0..7 (kDirectionX order): on until something stops it
    int x = -1;                                 // a cell (isLoc)
    int y = -1;
};

// What a creature shoots with: a character's bow in the weapon hand, a
// monster's first carried bow (the original's SL_ARCHERY slot); null for none.
Item* launcherOf(Game& game, const Creature& c);
const Item* launcherOf(const Game& game, const Creature& c);
// The carried missiles `launcher` fires (its `Fires:` list), in the order carried.
std::vector<world::Handle> ammunitionFor(const Game& game, const Creature& c, const Item& launcher);
// The carried items that can be thrown: IT_THROWABLE, or a weapon or missile
// of WG_THROWN; never a bow. rule: src/Player.cpp, KY_CMD_FIRE (RangeInc, IT_THROWABLE)
std::vector<world::Handle> throwables(const Game& game, const Creature& c);
// Whether a crossbow must be cranked before it fires (src/Item.cpp, needsToBeCocked).
bool needsCocking(const Game& game, const Item& launcher);

// The range increment of a shot from `launcher` (null: a throw of `missile`),
// at least 1: the weapon's Range, doubled by Distance, by high mastery
// (tripled by grand mastery) and by Far Shot. rule: src/Item.cpp,
// Weapon::RangeInc; src/Fight.cpp, Creature::RAttack (FT_FAR_SHOT)
int32_t rangeIncrement(const Game& game, const Creature& shooter, const Item* launcher, const Item& missile);

// The ticks a shot takes: a standard action hastened by the launcher's (or
// the thrown item's) speed and plus. rule: src/Fight.cpp, Creature::RAttack
// (Timeout += 3000 / (100 + A_SPD_ARCHERY * 5)); src/Values.cpp, CalcValues
uint32_t shotCost(const Game& game, const Item* launcher, const Item& missile);

// `shooter` fires `missile` from `launcher` (null: throws it) at `aim`:
// throws EV_RATTACK and returns its result (ABORT: nothing happened).
int32_t rangedAttack(Game& game, Creature& shooter, Item* launcher, Item& missile, const Aim& aim);

// `c` cranks its crossbow: throws EV_LOADXBOW; returns the ticks it took, 0 when refused.
uint32_t loadCrossbow(Game& game, Creature& c, Item& crossbow);

// The actor's own answers: EV_RATTACK (the flight), EV_LOADXBOW, and the
// landed missile's EV_HIT and the message of its miss (combat.cpp asks
// these for AType A_FIRE and A_HURL).
int32_t handleRangedAttack(Game& game, Creature& self, EventInfo& e);
int32_t handleLoadCrossbow(Game& game, Creature& self, EventInfo& e);
int32_t handleMissileHit(Game& game, Creature& self, EventInfo& e);
void tellMiss(Game& game, const EventInfo& e);
bool isMissileAttack(int32_t attackType);

} // namespace ranged
} // namespace incursion::game
