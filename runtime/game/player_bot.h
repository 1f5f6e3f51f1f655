// Bots that play the player's side headless (incplay run --bot, the
// playtest dock's bot mode): `explore` walks to the nearest unexplored
// place, fights what blocks it, picks things up, drinks potions when hurt and
// takes the stairs down once the level is explored; `fight` seeks monsters
// out; `idle` rests.
#pragma once

#include "game/player_command.h"

#include <optional>
#include <string_view>

namespace incursion::game {

class Game;

enum class BotMode : uint8_t { Idle, Explore, Fight };
std::optional<BotMode> botModeNamed(std::string_view name);   // "idle", "explore", "fight"

// The bot's command for the player's turn.
PlayerCommand botCommand(Game& game, BotMode mode);

} // namespace incursion::game
