// The host functions that act on the game's objects: what a thing is,
// creatures' hit points, mana, attributes and saves, stati, and the messages
// scripts print. runtime_api.cpp's table declares and registers them; their
// bodies live here because they work on the Game (ScriptHost::game), where
// the table's own functions work on events alone. Without a game (`incplay
// script`) every one of them fails with "no game is running".
#pragma once

#include "game/message_format.h"
#include "vm/host_api.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::object_api {

using vm::HostCall;

// The sides (Creature::attitude) as isHostileTo and isFriendlyTo answer:
// the player's side and hostile monsters are enemies; creatures of one side
// other than the peaceful are friends (a creature is not its own friend).
bool hostile(const Creature& self, const Creature& other);
bool friendly(const Creature& self, const Creature& other);
// Whether a hostile creature stands next to `c` (Creature::isThreatened).
bool threatened(const Game& game, const Creature& c);

// T_THING: what it is.
int32_t isCreature(HostCall&);
int32_t isDead(HostCall&);
int32_t isPlayer(HostCall&);

int32_t isType(HostCall&);
int32_t getX(HostCall&);
int32_t getY(HostCall&);

// T_THING: stati.
int32_t gainPermanentStati(HostCall&);
int32_t gainTemporaryStati(HostCall&);
int32_t removeStati(HostCall&);
int32_t removeEffectStati(HostCall&);
int32_t hasStati(HostCall&);
int32_t hasEffectStati(HostCall&);
int32_t countStati(HostCall&);
int32_t sumStatiMagnitude(HostCall&);
// GetStatiVal, GetStatiMag ...: one field of the first matching stati.
int32_t statiValue(HostCall&);
int32_t statiMagnitude(HostCall&);
int32_t statiCause(HostCall&);
int32_t statiSource(HostCall&);
int32_t statiDuration(HostCall&);
int32_t statiEffect(HostCall&);

// T_CREATURE: numbers.
int32_t getHitPoints(HostCall&);
int32_t setHitPoints(HostCall&);
int32_t getMaxHitPoints(HostCall&);
int32_t setMaxHitPoints(HostCall&);
int32_t currentMana(HostCall&);
int32_t loseMana(HostCall&);
int32_t getAttribute(HostCall&);
int32_t savingThrow(HostCall&);
int32_t isMonsterType(HostCall&);
int32_t monsterResource(HostCall&);
int32_t hasMonsterFlag(HostCall&);
int32_t challengeRating(HostCall&);
int32_t abilityModifier(HostCall&);
int32_t isBlind(HostCall&);
int32_t isBeside(HostCall&);
int32_t isHostileTo(HostCall&);
int32_t isFriendlyTo(HostCall&);
int32_t isThreatened(HostCall&);

// T_ITEM.
int32_t itemResource(HostCall&);
int32_t itemEffect(HostCall&);
int32_t setItemEffect(HostCall&);
int32_t itemPlus(HostCall&);

// The message arguments of a call from argument `first` on, read as the
// template `text` wants them (numbers, texts, objects, resources).
std::vector<MessageArgument> messageArguments(HostCall& call, uint32_t first, std::string_view text);

// Messages: T_THING::IPrint and IDPrint, and the event's DPrint, VPrint, TPrint and APrint.
int32_t printToSelf(HostCall&);
int32_t printToSelfOrObservers(HostCall&);
int32_t printToActor(HostCall&);
int32_t printToVictim(HostCall&);
int32_t printToActorVictimOrOthers(HostCall&);
int32_t printToAll(HostCall&);

} // namespace incursion::game::object_api
