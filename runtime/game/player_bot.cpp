#include "game/player_bot.h"
#include "game/hunger.h"
#include "game/item_use.h"

#include "game/character_advance.h"
#include "game/game.h"
#include "game/pathfinding.h"
#include "game/ranged_attack.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/grid_distance.h"
#include "map/line_of_fire.h"
#include "module/resource_views.h"
#include "worldmap/edges.h"

#include <algorithm>
#include <cstdlib>

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

namespace {

// Shares of the player's hit points, in tenths.
constexpr int kDrinkBelow = 4;      // drinks a potion or casts a healing spell under 40%
constexpr int kRestBelow = 7;       // rests under 70% when no monster is in sight
constexpr int kRestBeforeStairsBelow = 9;      // rests on the stairs down to 90% before taking them
constexpr int kSpellRange = 6;      // zaps wands and casts at monsters this near, not adjacent

// One command's worth of looking at the game.
class BotTurn {
public:
    BotTurn(Game& game, BotMode mode)
        : game_(game), mode_(mode), self_(game.player()), level_(game.level()), map_(game.level().map())
    {
        for (Handle handle : game.creaturesOnLevel()) {
            const Creature* other = game.creature(handle);
            if (!other || other == &self_ || other->attitude != Attitude::Hostile || !game.playerSees(other->x, other->y))
                continue;
            const int distance = map::stepDistance(other->x - self_.x, other->y - self_.y);
            if (!nearestHostile_ || distance < nearestDistance_) {
                nearestHostile_ = other;
                nearestDistance_ = distance;
            }
        }
    }

    PlayerCommand command()
    {
        if (hurtBelow(kDrinkBelow)) {
            if (auto heal = healSelf())
                return *heal;
        }
        // Hungry with no foe in sight, or weak with hunger whatever comes, it eats.
        if (const int32_t fed = hunger::hungerState(self_); fed <= hunger::WEAK || (fed <= hunger::HUNGRY && !nearestHostile_))
            if (auto meal = eat())
                return *meal;
        if (auto attack = attackAdjacent())
            return *attack;
        if (!game_.itemsAt(self_.x, self_.y).empty())
            return PlayerCommand::of(CommandKind::PickUp);
        if (hurtBelow(kRestBelow) && !nearestHostile_)
            return PlayerCommand::of(CommandKind::Rest);
        if (auto ranged = attackAtRange())
            return *ranged;
        if (mode_ == BotMode::Fight && nearestHostile_) {
            if (auto step = stepTowardsHostile())
                return *step;
        }
        if (auto step = explore())
            return *step;
        if (auto cross = crossToNeighbour(true))
            return *cross;
        if (auto descend = takeStairsDown())
            return *descend;
        if (auto cross = crossToNeighbour(false))
            return *cross;
        if (nearestHostile_) {
            if (auto step = stepTowardsHostile())
                return *step;
        }
        return drift();
    }

private:
    bool hurtBelow(int tenths) const { return self_.hp * 10 < self_.maxHp * tenths; }

    std::optional<PlayerCommand> attackAdjacent() const
    {
        int best = -1;
        int bestHp = INT32_MAX;
        for (int d = 0; d < 8; ++d) {
            const Creature* other = game_.creatureAt(self_.x + kDirectionX[d], self_.y + kDirectionY[d]);
            if (other && other->attitude == Attitude::Hostile && other->hp < bestHp) {
                best = d;
                bestHp = other->hp;
            }
        }
        return best >= 0 ? std::optional(PlayerCommand::move(best)) : std::nullopt;
    }

    // The first food it carries.
    std::optional<PlayerCommand> eat() const
    {
        for (Handle carried : self_.inventory)
            if (const Item* food = game_.item(carried); food && item_use::useEvent(*food) == EV_EAT) {
                PlayerCommand use = PlayerCommand::of(CommandKind::Use);
                use.item = carried;
                return use;
            }
        return std::nullopt;
    }

    // A potion known to heal, else one not yet known (drinking is how it
    // becomes known), else a healing spell it has the mana for.
    std::optional<PlayerCommand> healSelf() const
    {
        const Item* unknown = nullptr;
        for (Handle carried : self_.inventory) {
            const Item* potion = game_.item(carried);
            if (!potion || potion->itemType != rules::T_POTION || !potion->effect)
                continue;
            if (!game_.identification().known(potion->effect)) {
                if (!unknown)
                    unknown = potion;
            } else if (effectHeals(game_, potion->effect)) {
                PlayerCommand use = PlayerCommand::of(CommandKind::Use);
                use.item = carried;
                return use;
            }
        }
        if (unknown) {
            PlayerCommand use = PlayerCommand::of(CommandKind::Use);
            use.item = unknown->handle();
            return use;
        }
        for (size_t i = 0; i < self_.spells.size(); ++i) {
            if (manaCost(game_, self_.spells[i]) <= self_.mana && effectHeals(game_, self_.spells[i])) {
                PlayerCommand cast = PlayerCommand::of(CommandKind::Cast);
                cast.spell = int32_t(i);
                cast.target = self_.handle();
                return cast;
            }
        }
        return std::nullopt;
    }

    // A wand, an attack spell or the wielded bow at a monster in sight a few
    // steps off (a wand not yet known is tried: zapping is how it becomes
    // known); spells keep half the mana for healing.
    std::optional<PlayerCommand> attackAtRange() const
    {
        if (!nearestHostile_ || nearestDistance_ < 2 || nearestDistance_ > kSpellRange)
            return std::nullopt;
        for (Handle carried : self_.inventory) {
            const Item* wand = game_.item(carried);
            if (!wand || wand->itemType != rules::T_WAND || wand->charges <= 0 || !wand->effect)
                continue;
            if (!game_.identification().known(wand->effect) || isAttack(wand->effect)) {
                PlayerCommand zap = PlayerCommand::of(CommandKind::Use);
                zap.item = carried;
                zap.target = nearestHostile_->handle();
                return zap;
            }
        }
        for (size_t i = 0; i < self_.spells.size(); ++i) {
            if (isAttack(self_.spells[i]) && self_.mana - manaCost(game_, self_.spells[i]) >= self_.maxMana / 2) {
                PlayerCommand cast = PlayerCommand::of(CommandKind::Cast);
                cast.spell = int32_t(i);
                cast.target = nearestHostile_->handle();
                return cast;
            }
        }
        // The wielded bow, with ammunition it fires and a clear line.
        if (const Item* bow = ranged::launcherOf(game_, self_)) {
            const std::vector<Handle> ammunition = ranged::ammunitionFor(game_, self_, *bow);
            if (!ammunition.empty() && map::lineOfFire(map_, self_.x, self_.y, nearestHostile_->x, nearestHostile_->y)) {
                PlayerCommand fire = PlayerCommand::of(CommandKind::Fire);
                fire.item = ammunition.front();
                fire.aim = AimKind::Creature;
                fire.target = nearestHostile_->handle();
                return fire;
            }
        }
        return std::nullopt;
    }

    bool isAttack(module::ResourceId effect) const
    {
        const auto view = module::view<module::EffectView>(game_.resources(), effect);
        if (!view)
            return false;
        const int32_t archetype = view->values().archetype;
        return archetype == rules::EA_BLAST || archetype == rules::EA_INFLICT || archetype == rules::EA_DRAIN;
    }

    // Searches walk on walkable cells (doors open as the player walks into
    // them; locked and secret ones are walls) and ignore creatures, which
    // move; so a search's answer depends only on the map, what is explored
    // and where items lie, and the explore search's "nothing left" can be
    // remembered exactly (see explore()).
    bool canWalk(int x, int y) const { return walkableCell(map_, x, y, true); }

    // A creature on (x, y) the player would attack by walking into it by
    // mistake: a peaceful one (a hostile one it means to attack; an ally
    // it displaces).
    bool bystanderAt(int x, int y) const
    {
        const Creature* other = game_.creatureAt(x, y);
        return other && other->attitude == Attitude::Peaceful;
    }

    // The first step of the way `found`; when a bystander stands there, a
    // way round it (a second search that treats creatures next to the
    // player as walls), else a rest while it moves.
    template <typename IsGoal>
    std::optional<PlayerCommand> stepOf(const std::optional<SearchResult>& found, IsGoal&& isGoal)
    {
        if (!found)
            return std::nullopt;
        if (!bystanderAt(self_.x + kDirectionX[found->firstDirection], self_.y + kDirectionY[found->firstDirection]))
            return PlayerCommand::move(found->firstDirection);
        const std::optional<SearchResult> around = searchGrid().nearest(
            map_.width(), map_.height(), self_.x, self_.y,
            [&](int x, int y) {
                return canWalk(x, y) && (map::stepDistance(x - self_.x, y - self_.y) > 1 || !game_.creatureAt(x, y));
            },
            isGoal, map_.cellCount());
        if (around && !bystanderAt(self_.x + kDirectionX[around->firstDirection],
                                   self_.y + kDirectionY[around->firstDirection]))
            return PlayerCommand::move(around->firstDirection);
        return PlayerCommand::of(CommandKind::Rest);
    }

    template <typename CanEnter, typename IsGoal>
    std::optional<PlayerCommand> walkTo(GridSearch& grid, CanEnter&& canEnter, IsGoal&& isGoal)
    {
        return stepOf(grid.nearest(map_.width(), map_.height(), self_.x, self_.y, canEnter, isGoal, map_.cellCount()),
                      isGoal);
    }

    std::optional<PlayerCommand> stepTowardsHostile()
    {
        const int tx = nearestHostile_->x;
        const int ty = nearestHostile_->y;
        return walkTo(
            searchGrid(), [&](int x, int y) { return canWalk(x, y); },
            [&](int x, int y) { return x == tx && y == ty; });
    }

    // The nearest cell not yet explored that can be walked on, or an item
    // lying where the player has seen it, through explored cells; none once
    // the bot has spent kBotTurnsPerLevel turns on the level.
    std::optional<PlayerCommand> explore()
    {
        if (turnsOnLevel() >= kBotTurnsPerLevel)
            return std::nullopt;
        const uint64_t items = markItemCells();
        // A level explored to the end would cost a search of all of it on
        // every command: the last search that found nothing is remembered
        // with everything it depended on, and still holds while the player is
        // on a cell that search entered.
        ExploreMemory& memory = exploreMemory();
        const ExploreMemory now{&game_, level_.handle(), level_.exploredCount(), doorChecksum(), items};
        if (now == memory && exploreGrid().reached(self_.x, self_.y))
            return std::nullopt;
        auto isGoal = [&](int x, int y) { return canWalk(x, y) && (!level_.explored(x, y) || hasItem(x, y)); };
        const std::optional<SearchResult> found = exploreGrid().nearest(
            map_.width(), map_.height(), self_.x, self_.y,
            [&](int x, int y) { return level_.explored(x, y) && canWalk(x, y); }, isGoal, map_.cellCount());
        memory = found ? ExploreMemory{} : now;
        return stepOf(found, isGoal);
    }

    // Walks to the nearest stairs down and takes them, rested: the next
    // level starts with monsters about.
    std::optional<PlayerCommand> takeStairsDown()
    {
        if (level_.depth >= game_.levelCount())
            return std::nullopt;
        if (const map::Feature* here = map_.featureAt(self_.x, self_.y);
            here && here->kind == map::FeatureKind::StairsDown) {
            if (hurtBelow(kRestBeforeStairsBelow) && !nearestHostile_)
                return PlayerCommand::of(CommandKind::Rest);
            return PlayerCommand::of(CommandKind::Descend);
        }
        std::vector<int32_t> stairs;
        for (const auto& [cell, feature] : map_.features()) {
            if (feature.kind == map::FeatureKind::StairsDown)
                stairs.push_back(cell);
        }
        if (stairs.empty())
            return std::nullopt;
        const int width = map_.width();
        return walkTo(
            searchGrid(), [&](int x, int y) { return canWalk(x, y); },
            [&](int x, int y) { return std::binary_search(stairs.begin(), stairs.end(), y * width + x); });
    }

    // On a world's tile: walk to the edge toward a neighbouring cell and step
    // off it. `unseenOnly`: only toward a cell not yet visited (edges in
    // north, east, south, west order); otherwise toward the neighbour
    // entered longest ago, so the bot wanders on rather than to and fro.
    std::optional<PlayerCommand> crossToNeighbour(bool unseenOnly)
    {
        const WorldTravelState* world = game_.worldTravel();
        if (!world || level_.depth != 0)
            return std::nullopt;
        const WorldCell here = world->cell();
        std::vector<std::pair<uint64_t, size_t>> candidates;    // (last entered, edge)
        for (size_t edge = 0; edge < 4; ++edge) {
            const WorldCell next{here[0] + worldmap::kEdgeSteps[edge][0], here[1] + worldmap::kEdgeSteps[edge][1]};
            if (world->blockedReason(next))
                continue;
            const std::optional<uint64_t> entered = world->lastEntered(next);
            if (unseenOnly && entered)
                continue;
            candidates.emplace_back(entered.value_or(0), edge);
        }
        std::stable_sort(candidates.begin(), candidates.end());
        const int width = map_.width(), height = map_.height();
        for (const auto& [entered, edge] : candidates) {
            auto onEdge = [&, edge = edge](int x, int y) {
                return edge == 0 ? y == 0 : edge == 1 ? x == width - 1 : edge == 2 ? y == height - 1 : x == 0;
            };
            if (onEdge(self_.x, self_.y))
                return PlayerCommand::move(int(edge) * 2);     // north 0, east 2, south 4, west 6
            auto isGoal = [&](int x, int y) { return onEdge(x, y) && canWalk(x, y); };
            if (auto step = walkTo(searchGrid(), [&](int x, int y) { return canWalk(x, y); }, isGoal))
                return step;
        }
        return std::nullopt;
    }

    // Nothing to do: a step in a direction that varies with the turn and
    // the place (a hash, not the game's dice), else a rest.
    PlayerCommand drift() const
    {
        uint64_t h = game_.turn() * 0x9E3779B97F4A7C15ull ^ (uint64_t(uint32_t(self_.x)) << 32 | uint32_t(self_.y));
        h ^= h >> 29;
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 32;
        for (int i = 0; i < 8; ++i) {
            const int d = int((h + uint64_t(i)) % 8);
            const int x = self_.x + kDirectionX[d];
            const int y = self_.y + kDirectionY[d];
            if (walkableCell(map_, x, y, true) && level_.creatureAt(x, y) == world::kNoObject)
                return PlayerCommand::move(d);
        }
        return PlayerCommand::of(CommandKind::Rest);
    }

    uint64_t turnsOnLevel() const
    {
        if (const WorldTravelState* world = game_.worldTravel(); world && level_.depth == 0)
            return game_.turn() - world->enteredTurn();     // on this tile, since it was entered
        for (const LevelStats& stats : game_.stats().levels) {
            if (stats.depth == level_.depth)
                return stats.turns;
        }
        return 0;
    }

    // The explored cells where items lie, stamped into a per-thread grid
    // so that a search asks a cell in constant time; returns a checksum of
    // those cells.
    uint64_t markItemCells()
    {
        ItemCells& cells = itemCells();
        const size_t size = size_t(map_.cellCount());
        if (cells.stamp.size() != size) {
            cells.stamp.assign(size, 0);
            cells.current = 0;
        }
        if (++cells.current == 0) {
            std::fill(cells.stamp.begin(), cells.stamp.end(), 0);
            cells.current = 1;
        }
        uint64_t checksum = 0;
        game_.registry().forEachOn(level_.handle(), [&](world::GameObject& object) {
            if (object.kind() != world::ObjectKind::Item)
                return;
            const auto& it = static_cast<const Item&>(object);
            if (it.owner == world::kNoObject && map_.contains(it.x, it.y) && level_.explored(it.x, it.y)) {
                const int cell = map_.index(it.x, it.y);
                cells.stamp[size_t(cell)] = cells.current;
                checksum = checksum * 1000003 + uint64_t(cell) + 1;
            }
        });
        return checksum;
    }

    bool hasItem(int x, int y) const
    {
        const ItemCells& cells = itemCells();
        return cells.stamp[size_t(y * map_.width() + x)] == cells.current;
    }

    // What of the doors a search depends on: where they are, and which are
    // locked or secret.
    uint64_t doorChecksum() const
    {
        uint64_t checksum = 0;
        for (const auto& [cell, feature] : map_.features()) {
            if (feature.kind == map::FeatureKind::Door)
                checksum = checksum * 1000003 + uint64_t(cell) * 4 +
                           uint64_t((feature.state & map::kFeatureLocked) ? 1 : 0) +
                           uint64_t((feature.state & map::kFeatureHidden) ? 2 : 0);
        }
        return checksum;
    }

    struct ItemCells {
        std::vector<uint32_t> stamp;
        uint32_t current = 0;
    };
    struct ExploreMemory {
        const Game* game = nullptr;
        Handle level = world::kNoObject;
        size_t explored = 0;
        uint64_t doors = 0;
        uint64_t items = 0;
        friend bool operator==(const ExploreMemory&, const ExploreMemory&) = default;
    };
    static ItemCells& itemCells()
    {
        thread_local ItemCells cells;
        return cells;
    }
    static ExploreMemory& exploreMemory()
    {
        thread_local ExploreMemory memory;
        return memory;
    }
    // The explore search has a grid of its own, so that its last answer's
    // cells stay marked (GridSearch::reached) while other searches run.
    static GridSearch& exploreGrid()
    {
        thread_local GridSearch grid;
        return grid;
    }
    static GridSearch& searchGrid()
    {
        thread_local GridSearch grid;
        return grid;
    }

    Game& game_;
    const BotMode mode_;
    const Creature& self_;
    const Level& level_;
    const map::Map& map_;
    const Creature* nearestHostile_ = nullptr;
    int nearestDistance_ = INT32_MAX;
};

} // namespace

PlayerCommand botCommand(Game& game, BotMode mode)
{
    if (game.playerDead())
        return PlayerCommand::of(CommandKind::Rest);
    // A bot advances a level as soon as its experience allows.
    if (character::mayAdvance(game.player()))
        return PlayerCommand::of(CommandKind::Advance);
    if (mode == BotMode::Idle)
        return PlayerCommand::of(CommandKind::Rest);
    return BotTurn(game, mode).command();
}

} // namespace incursion::game
