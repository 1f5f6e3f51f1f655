// Conditions that take a creature's actions away, as the original plays
// them, for the player and monsters alike: sleep and paralysis take whole
// turns, a web (STUCK) holds a creature where it is and keeps its weapon
// still, nausea keeps it from attacking, and the attacks that follow a grab
// (crush, constrict, suck blood, digest...) need a held or engulfed victim.
#pragma once

#include <cstdint>
#include <string_view>

namespace incursion::game {

class Creature;
class Game;

namespace conditions {

// The original's stati numbers (inc/Defines.h) these rules read.
constexpr int32_t STUCK = 11, PRONE = 15, EXPOSED = 16, NAUSEA = 20, GRABBED = 62, GRAPPLED = 63, GRAPPLING = 64,
                  ENGULFED = 94;
// Attack types: 1..29 are a melee round's own blows, 30..39 come only after a grab.
constexpr int32_t A_LAST_STANDARD = 29, A_LAST_POSTGRAB = 39;

// Why the creature can do nothing this turn ("You are asleep."), or empty
// when it can act. rule: src/Main.cpp, the main loop skips a sleeper's
// ChooseAction; src/Player.cpp, Player::ChooseAction (paralysed)
std::string_view helplessReason(const Creature& c);

// A stuck creature tries to move: an Escape Artist check against 15 plus the
// web's strength tears it free (and exercises Strength); failing, it stays.
// Either way the step is spent: the ticks it took are returned.
// rule: src/Move.cpp, Creature::Walk (EV_MOVE with STUCK)
uint32_t struggleFree(Game& game, Creature& c);

// Whether the creature's conditions let it make a melee round now; when not,
// the log (for the player) says why. `usesWeapon` is a wielded weapon's round.
// `spentTurn` is set when it tried and failed (retching): the turn is gone.
// rule: src/Fight.cpp, Creature::WAttack and Creature::NAttack (STUCK, NAUSEA)
bool mayAttack(Game& game, Creature& attacker, bool usesWeapon, bool& spentTurn);

// Whether a natural attack of `attackType` belongs in the attacker's round
// against `victim`: the standard ones always, those after a grab only when
// the attacker holds the victim (GRABBED by it while GRAPPLING) or has it
// engulfed; from 40 up only the weapon-style blows (rules::isMeleeAttack). rule: src/Fight.cpp, Creature::NAttack
// (is_standard_attk, is_postgrab_attk with vicHeld)
bool attackFitsRound(const Creature& attacker, const Creature& victim, int32_t attackType);

// Whether a blow finds the creature unable to dodge: its Dexterity bonus
// does not count towards its defence (engulfed, blind without Blind-Fight,
// asleep, exposed, grabbed or grappling, nauseated, paralysed, prone,
// stuck, stunned). Caught flat-footed counts too (combat.cpp asks both).
// rule: src/Fight.cpp, Creature::noDexDefense and Creature::PreStrike
bool deniedDexterity(const Game& game, const Creature& c);

} // namespace conditions
} // namespace incursion::game
