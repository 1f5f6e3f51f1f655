#include "game/player_bot.h"

#include "game/game.h"

namespace incursion::game {

std::optional<BotMode> botModeNamed(std::string_view name)
{
    if (name == "idle")
        return BotMode::Idle;
    if (name == "explore")
        return BotMode::Explore;
    if (name == "fight")
        return BotMode::Fight;
    return std::nullopt;
}

PlayerCommand botCommand(Game& game, BotMode mode)
{
    if (mode == BotMode::Idle)
        return PlayerCommand::of(CommandKind::Rest);
    const Creature& self = game.player();
    for (int d = 0; d < 8; ++d) {
        const Creature* other = game.creatureAt(self.x + kDirectionX[d], self.y + kDirectionY[d]);
        if (other && other->attitude == Attitude::Hostile)
            return PlayerCommand::move(d);
    }
    return PlayerCommand::move(game.randomBelow(8));
}

} // namespace incursion::game
