// Bots that play the player's side headless (incplay run --bot, the
// playtest dock's bot mode): `explore` walks to the nearest unexplored
// place, fights what stands next to it, picks things up, drinks a potion or
// casts a healing spell when badly hurt, rests when hurt and alone, and
// takes the stairs down once the level is explored (or it has spent long
// enough on it); `fight` seeks out the monsters it sees first, then
// explores; `idle` rests.
//
// A bot is input, like a key script: it reads the game but draws none of
// its random numbers, so the same seed and the same bot give the same game.
// Its work per command is bounded by one or two searches over the level.
#pragma once

#include "game/player_command.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace incursion::game {

class Game;

enum class BotMode : uint8_t { Idle, Explore, Fight };
std::optional<BotMode> botModeNamed(std::string_view name);   // "idle", "explore", "fight"

// The bot's command for the player's turn: advancing a level first when
// the experience allows (character_advance.h).
PlayerCommand botCommand(Game& game, BotMode mode);

// Game turns the explore bot spends on a level before it heads for the
// stairs down even though some of the level is unexplored.
constexpr uint64_t kBotTurnsPerLevel = 2500;

} // namespace incursion::game
