#include "game/player_travel.h"

#include "game/game.h"
#include "game/rules.h"
#include "map/grid_distance.h"

namespace incursion::game {

TravelStop PlayerTravel::start(Game& game, int x, int y)
{
    active_ = false;
    targetX_ = x;
    targetY_ = y;
    const Creature& self = game.player();
    const Level& level = game.level();
    const map::Map& map = level.map();
    if (!map.contains(x, y) || !level.explored(x, y))
        return stop_ = TravelStop::Unknown;
    if (x == self.x && y == self.y)
        return stop_ = TravelStop::Arrived;
    if (!walkableCell(map, x, y, true) || !search(game))
        return stop_ = TravelStop::Unreachable;
    active_ = true;
    stop_ = TravelStop::None;
    level_ = level.handle();
    hp_ = self.hp;
    prompts_ = game.promptsAsked();
    return stop_;
}

std::optional<PlayerCommand> PlayerTravel::nextStep(Game& game)
{
    if (!active_)
        return std::nullopt;
    const Creature& self = game.player();
    if (game.level().handle() != level_) {
        end(TravelStop::Interrupted);
        return std::nullopt;
    }
    if (self.x == targetX_ && self.y == targetY_) {
        end(TravelStop::Arrived);
        return std::nullopt;
    }
    if (self.hp < hp_) {
        end(TravelStop::Hurt);
        return std::nullopt;
    }
    if (game.promptsAsked() != prompts_) {
        end(TravelStop::Message);
        return std::nullopt;
    }
    if (hostileInView(game)) {
        end(TravelStop::HostileInView);
        return std::nullopt;
    }
    const std::optional<SearchResult> way = search(game);
    if (!way) {
        end(TravelStop::Blocked);
        return std::nullopt;
    }
    if (game.creatureAt(self.x + kDirectionX[way->firstDirection], self.y + kDirectionY[way->firstDirection])) {
        end(TravelStop::Blocked);
        return std::nullopt;
    }
    hp_ = self.hp;
    return PlayerCommand::move(way->firstDirection);
}

void PlayerTravel::end(TravelStop why)
{
    active_ = false;
    stop_ = why;
}

// The first step of a shortest way to the target over explored cells that
// can be walked on. Creatures are left out of the search (they move); one
// standing on the next step blocks it.
std::optional<SearchResult> PlayerTravel::search(Game& game)
{
    const Creature& self = game.player();
    const Level& level = game.level();
    const map::Map& map = level.map();
    const int tx = targetX_;
    const int ty = targetY_;
    return grid_.nearest(
        map.width(), map.height(), self.x, self.y,
        [&](int x, int y) { return level.explored(x, y) && walkableCell(map, x, y, true); },
        [&](int x, int y) { return x == tx && y == ty && level.explored(x, y) && walkableCell(map, x, y, true); },
        map.cellCount());
}

// An awake hostile creature the player sees within kTravelHostileRange, as
// the original's ExtendedAction halts for one it perceives (src/Creature.cpp:
// a sleeping one does not stop the walk).
bool PlayerTravel::hostileInView(Game& game) const
{
    const Creature& self = game.player();
    for (world::Handle handle : game.creaturesOnLevel()) {
        const Creature* other = game.creature(handle);
        if (other && other != &self && other->attitude == Attitude::Hostile && other->hp > 0 &&
            !other->hasStatus(rules::SLEEPING) &&
            game.playerSees(other->x, other->y) &&
            map::stepDistance(other->x - self.x, other->y - self.y) <= kTravelHostileRange)
            return true;
    }
    return false;
}

} // namespace incursion::game
