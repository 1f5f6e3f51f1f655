// Engulfing and swallowing whole, as the original plays them: a blow
// carrying AD_ENGL (an ooze wrapping round its prey) or AD_SWAL (a dragon's
// critical bite, `A_CRIT for 0d0 AD_SWAL`) takes a victim no larger than the
// engulfer (smaller, to swallow) inside it unless it makes its Reflex save.
// Inside, the victim is at the engulfer's cell but no longer stands on the
// map (the cell is the engulfer's; areas and blows aimed at cells miss it);
// it moves with its engulfer. Each turn it tries to wriggle out with Escape
// Artist, then suffers the engulfer's digestion (A_DGST) and crushing
// (A_CRUS); every blow it strikes hits the engulfer (it cuts its way out);
// it drops out where the engulfer was when the engulfer dies or leaves.
// The pair is the stati ENGULFED on the victim and ENGULFER on the engulfer,
// each naming the other, its value EG_SWALLOW or EG_ENGULF (saved with them).
// rule: src/Fight.cpp (Creature::Damage AD_ENGL/AD_SWAL, Creature::Strike of an
// engulfed attacker, Creature::Death DropEngulfed); src/Display.cpp
// (Creature::DoEngulf, Creature::DropEngulfed, Thing::Move, Thing::Remove);
// src/Creature.cpp (Creature::DoTurn while engulfed)
#pragma once

#include "game/event_info.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

namespace engulf {

constexpr int32_t AD_ENGL = 66, AD_SWAL = 93;          // inc/Defines.h
constexpr int32_t ENGULFER = 95, EG_SWALLOW = 1, EG_ENGULF = 2;
constexpr int32_t A_CRUS = 30, A_DGST = 37;

// The creature that holds `c` inside it, or null.
Creature* engulferOf(const Game& game, const Creature& c);
bool isEngulfed(const Creature& c);

// The victim's handling of EVICTIM(EV_DAMAGE) of AD_ENGL or AD_SWAL from
// e.actor: sizes, nobody inside anybody, the Reflex save against e.saveDC
// (none when 0), then in it goes. DONE or ABORT.
int32_t engulfDamage(Game& game, Creature& victim, EventInfo& e);

// Lets out every creature inside `engulfer` (or only `only`) at the
// nearest free cells to it. Its victims go free when it dies or is removed.
void dropEngulfed(Game& game, Creature& engulfer, const Creature* only = nullptr);
// `c` leaves the level or dies: whoever it holds drops out, and it leaves
// its engulfer's inside.
void leaving(Game& game, Creature& c);

// An engulfer moved: its victims are where it is.
void engulferMoved(Game& game, Creature& engulfer);

// The victim's turn inside (Creature::DoTurn): an Escape Artist check
// against the greater of 10 + 2 x CR and 10 + the engulfer's Strength to get
// out, then EV_SATTACK A_DGST and A_CRUS from the engulfer when it has them.
void turnPasses(Game& game, Creature& victim);

// The C++ handling of EV_SATTACK A_DGST and A_CRUS by the engulfer (or the
// grappler) `self` on e.victim: each such attack of its own an automatic hit
// of its damage (A_CRUS adding 1.5 x its Strength modifier), its DC the
// victim's save. NOTHING for any other attack type.
int32_t handleDigest(Game& game, Creature& self, EventInfo& e);

} // namespace engulf
} // namespace incursion::game
