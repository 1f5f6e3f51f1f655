// Grabs, as the original plays them for monsters on their victims: a blow
// carrying AD_GRAB (`A_BITE for 1d6 AD_PIERCE and AD_GRAB (DC 14)`) holds a
// victim that fails its save, and a monster with the Natural Grapple feat
// (FT_NATURAL_GRAB) starts a grapple after its first natural blow that
// lands, by an opposed grapple check. A hold is a pair of stati: the victim
// GRABBED and the grappler GRAPPLING, each naming the other as its source
// (saved with the creatures). While it holds, the grappler's round adds its
// attacks after a grab (A_CRUS, A_CONS ... 30..39: conditions.h). A held
// creature that tries to step away tries to escape instead: EV_SATTACK with
// EParam A_ESCA, an opposed check against each grappler; a failure spends
// the step. A grappler that moves lets go.
// rule: src/Fight.cpp (Creature::NAttack FT_NATURAL_GRAB, Creature::Damage
// AD_GRAB, Creature::SAttack A_GRAB / A_ESCA, Creature::ManeuverCheck);
// src/Move.cpp (EV_MOVE while GRABBED or GRAPPLING)
#pragma once

#include "game/event_info.h"

#include <cstdint>

namespace incursion::game {

class Creature;
class Game;

namespace grapple {

constexpr int32_t AD_GRAB = 63;                     // inc/Defines.h
constexpr int32_t A_GRAB = 5, A_ESCA = 78;
constexpr int32_t FT_MASTER_GRAPPLE = 236, FT_NATURAL_GRAB = 239;

// Whether `grappler` holds `victim` now.
bool holds(const Creature& grappler, const Creature& victim);
// Whether `c` is held by anyone or holds anyone (links to creatures gone,
// dead or no longer beside it are dropped first).
bool isHeld(Game& game, Creature& c);
bool isGrappling(Game& game, Creature& c);

// `grappler` takes hold of `victim`: victim GRABBED, grappler GRAPPLING.
// False when it already holds someone or the victim is already its.
bool takeHold(Game& game, Creature& grappler, Creature& victim);
// Every hold `c` takes part in ends (it moved away, died, was set free).
void releaseAll(Game& game, Creature& c);

// The opposed grapple check of `actor` against `victim` (A_GRAB to seize,
// A_ESCA to break free): d20 + attack bonus + Strength modifier + 4 per size
// step from medium (+ the Escape Artist ranks past Dexterity when escaping,
// +4 for Master Grapple), the actor winning only by beating the victim.
// rule: src/Fight.cpp, Creature::ManeuverCheck
bool maneuverCheck(Game& game, const Creature& actor, const Creature& victim, int32_t attackType);

// After a natural blow of `attacker` landed on `victim` (the first of the
// round): with FT_NATURAL_GRAB it tries to take hold.
void afterNaturalHit(Game& game, Creature& attacker, Creature& victim);

// A held creature tries to step away: EV_SATTACK (EParam A_ESCA) thrown with
// it as actor. Returns the ticks it cost when it is still held (the step is
// spent), or 0 when it is free to move. A grappler stepping away lets go.
uint32_t tryToLeave(Game& game, Creature& c);

// The C++ handling of EV_SATTACK by its actor `self`: the escape (A_ESCA);
// NOTHING for special attacks this runtime does not make.
int32_t handleSpecialAttack(Game& game, Creature& self, EventInfo& e);

} // namespace grapple
} // namespace incursion::game
