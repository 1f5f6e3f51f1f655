// Helpers of the tests that use, eat and wear items in a test game: the log
// as one line, an item given to the player, a player command on an item.
#pragma once

#include "support/game_fixture.h"

#include "game/player_command.h"

#include <string>
#include <string_view>

namespace incursion::test {

// The log's entries from `from` on as one line, each followed by " | ".
inline std::string logLine(const game::Game& g, size_t from = 0)
{
    std::string all;
    for (const std::string& line : logSince(g, from))
        all += line + " | ";
    return all;
}

// A new `name` (carrying `effect`, `quantity` of them) in the player's pack:
// what it carries now (the stack it joined, if any).
inline world::Handle giveCarried(game::Game& g, std::string_view name, module::ResourceId effect = 0,
                                 int32_t quantity = 1)
{
    game::Creature& self = g.player();
    return g.giveItem(self, *g.item(g.spawnItem(*g.resources().find(name), effect, self.x, self.y, quantity)));
}

// The player's command `kind` on `item` (Use, Wield, TakeOff, Drop).
inline bool performOn(game::Game& g, game::CommandKind kind, world::Handle item)
{
    game::PlayerCommand command = game::PlayerCommand::of(kind);
    command.item = item;
    return g.perform(command);
}

} // namespace incursion::test
