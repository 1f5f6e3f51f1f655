// Prayer, as the original's src/Prayer.cpp has it: the player's Pray
// command throws EV_PRAY; the character's own answers (Character::Event)
// choose what to ask (PRE(EV_PRAY): aid or insight), pray for aid
// (EV_PRAY: a Knowledge (Theology) check, the god's anger, its timeout and
// its aid chart, each aid re-thrown as EV_GIVE_AID for the god's scripts to
// answer first) and seek insight (EV_INSIGHT). The gods take part as the
// event's god (its eID) and as watchers (GODWATCH). On an altar the player
// may pray to its god and sacrifice to it (EV_SACRIFICE, EV_JEALOUSY:
// sacrifice.h); converting and blessing items wait.
#pragma once

#include "game/event_info.h"

#include <cstdint>
#include <optional>

namespace incursion::game {
class Creature;
class Game;
}

namespace incursion::game::prayer {

// The TRIED stati of a failed prayer's retry penalty and of an insight
// already sought last, in the original, until days pass (a duration of -2,
// src/Player.cpp, Map::DaysPassed: a night's sleep). The runtime has no days
// yet, so they stay.
constexpr int32_t kUntilDaysPass = -2;

// The player prays (KY_CMD_PRAY, `P`): EV_PRAY thrown with the player as
// actor. Whether the prayer went ahead (not declined, nor godless).
bool pray(Game& game);

// The character's own answer to a prayer event it acts in (PRE(EV_PRAY),
// EV_PRAY, EV_INSIGHT, EV_GIVE_AID, EV_SACRIFICE, EV_JEALOUSY); nullopt for other events.
std::optional<int32_t> answer(Game& game, Creature& self, int32_t event, EventInfo& e);

// A gain of experience (Character::GainXP): the gods' clock ticks and every
// prayer timeout runs down by one.
void experienceGained(Game& game);

} // namespace incursion::game::prayer
