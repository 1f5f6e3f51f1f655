// Monsters' special attacks, the entries of an `Attk:` list that are not
// blows of a melee round, as the original's monsters use them through
// EV_SATTACK (EParam and AType the attack type; the actor the attacker,
// the victim its target). Scripts see the throw first and may ABORT it.
//
//   A_BREA, A_BRE2, A_SPIT  a breath weapon (or spittle): when it has an
//        enemy beside it, or one in a clear line nearer than 3 + CR/2, and the
//        weapon has recharged; the "Breath Weapon" ("Spit Weapon") effect of
//        the module used with the attack's dice, damage type and DC, out to
//        3 + CR/2 squares, for a fatigue point; then 2..5 turns to recharge
//        (SPEC_TIMEOUT).
//   A_GAZE  each turn, at every enemy within 6 squares that it sees and that
//        sees it, for 2 mana a look: no effect on the blind, half the time
//        none on one averting its eyes, turned back by gaze reflection.
//   A_TRIP  a trip: a touch attack that knocks the victim prone (AD_TRIP);
//        the AI tries it now and then in melee, as the original's does.
//   AD_TRIP (a blow's rider, `and AD_TRIP (DC 19)`): a Reflex save (Balance
//        helps) or the victim falls prone; it stands up when it next moves.
//   A_DGST, A_CRUS  on a creature it holds inside it (engulf.h).
//   A_ESCA  a held creature breaking free (grapple.h).
//
// rule: src/Monster.cpp (Monster::ChooseAction: ACT_SATTACK, ACT_TRIP);
// src/Fight.cpp (Creature::SAttack, Creature::DoGazeAttack,
// Creature::Damage AD_TRIP, the attack messages); src/Move.cpp (standing up)
#pragma once

#include "game/event_info.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;
struct CreatureAttack;

namespace special_attacks {

// inc/Defines.h
constexpr int32_t A_SPIT = 40, A_BREA = 42, A_GAZE = 43, A_BRE2 = 48, A_TRIP = 74;
constexpr int32_t AD_TRIP = 67, AD_STON = 19;
constexpr int32_t SPEC_TIMEOUT = 72, PRONE = 15, STONING = 18, CHARMED = 137, NEGATED = 168;
constexpr int32_t GAZE_REFLECTION = 225, GR_REFLECT = 1, GR_IMMUNE = 2, EYES_AVERTED = 226;
constexpr int32_t M_NOLIMBS = 2, M_AMORPH = 10, M_SWARM = 105;

// The creature's first attack of `type`, or null (Creature::GetAttk).
const CreatureAttack* findAttack(const Creature& c, int32_t type);

// Throws EV_SATTACK of `type` with `attacker` as actor at `victim` (may be
// null): the answer (ABORT when refused).
int32_t throwSpecialAttack(Game& game, Creature& attacker, int32_t type, Creature* victim);

// The breath weapon (or spit) the monster would use now on `target`, 0 for
// none: `beside` when the target stands next to it; else within
// 3 + CR/2 squares in a clear line. rule: src/Monster.cpp, ChooseAction
int32_t breathFor(const Game& game, const Creature& monster, const Creature& target, bool beside);

// Whether the monster tries to trip the enemy beside it this turn: 2 in
// 100 (the original's tripChance, more with Master Trip); never at one
// already prone or a swarm, whom a trip cannot fell.
bool triesTrip(Game& game, const Creature& monster, const Creature& target);

// The creature's per-turn special attacks (Creature::DoTurn): its gaze,
// and, when it is inside another, its escape and digestion (engulf.h).
void turnPasses(Game& game, Creature& c);

// The C++ handling of EV_SATTACK by its actor `self`: breath, gaze, trip,
// digestion and crushing, the grapple escape; NOTHING for the rest.
int32_t handle(Game& game, Creature& self, EventInfo& e);

// The victim's handling of EVICTIM(EV_DAMAGE) of AD_TRIP: the Reflex save
// against e.saveDC (the damage rolled when 0, none when -1), Balance
// helping, then PRONE. DONE, with e.Immune or e.Resist when it stood.
int32_t tripDamage(Game& game, Creature& victim, EventInfo& e);

// A prone creature that moves stands up first, spending part of a turn:
// the ticks it took, 0 when it was not prone. rule: src/Move.cpp, EV_MOVE with PRONE
uint32_t standUp(Game& game, Creature& c);

} // namespace special_attacks
} // namespace incursion::game
