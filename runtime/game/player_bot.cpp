#include "game/player_bot.h"

#include "game/game.h"
#include "game/pathfinding.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "map/dungeon_settings.h"
#include "module/resource_views.h"

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
constexpr int kRestBeforeStairsBelow = 10;     // takes the stairs down only at full health (or in a fight)
constexpr int kSpellRange = 6;      // zaps wands and casts at monsters this near, not adjacent

int chebyshev(int dx, int dy)
{
    return std::max(std::abs(dx), std::abs(dy));
}

bool effectHeals(const Game& game, module::ResourceId effect)
{
    const auto view = module::view<module::EffectView>(game.resources(), effect);
    if (!view)
        return false;
    for (const module::EffectValues& segment : view->segments()) {
        if (segment.archetype == rules::EA_HEALING)
            return true;
    }
    return false;
}

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
            const int distance = chebyshev(other->x - self_.x, other->y - self_.y);
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
        if (auto descend = takeStairsDown())
            return *descend;
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

    // A wand or an attack spell at a monster in sight a few steps off (a
    // wand not yet known is tried: zapping is how it becomes known); spells
    // keep half the mana for healing.
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

    // Whether the player may step into (x, y) on the way somewhere: walkable
    // (doors open as it walks into them), and next to it no creature that
    // walking into would attack (those further off will have moved).
    bool canEnter(int x, int y) const
    {
        if (!walkableCell(map_, x, y, true))
            return false;
        return chebyshev(x - self_.x, y - self_.y) > 1 || level_.creatureAt(x, y) == world::kNoObject;
    }

    std::optional<PlayerCommand> stepOf(const std::optional<SearchResult>& found) const
    {
        if (!found || found->firstDirection < 0)
            return std::nullopt;
        return PlayerCommand::move(found->firstDirection);
    }

    std::optional<PlayerCommand> stepTowardsHostile()
    {
        const int tx = nearestHostile_->x;
        const int ty = nearestHostile_->y;
        return stepOf(search().nearest(
            map_.width(), map_.height(), self_.x, self_.y, [&](int x, int y) { return canEnter(x, y); },
            [&](int x, int y) { return x == tx && y == ty; }, map_.cellCount()));
    }

    // The nearest cell not yet explored that can be walked on, or an item
    // lying in sight, through explored cells; none once the bot has spent
    // kBotTurnsPerLevel turns on the level.
    std::optional<PlayerCommand> explore()
    {
        if (turnsOnLevel() >= kBotTurnsPerLevel)
            return std::nullopt;
        markItemCells();
        return stepOf(search().nearest(
            map_.width(), map_.height(), self_.x, self_.y,
            [&](int x, int y) { return level_.explored(x, y) && canEnter(x, y); },
            [&](int x, int y) {
                if (level_.creatureAt(x, y) != world::kNoObject || !walkableCell(map_, x, y, true))
                    return false;
                return !level_.explored(x, y) || hasItem(x, y);
            },
            map_.cellCount()));
    }

    // Walks to the nearest stairs down and takes them, rested: the next
    // level starts with monsters about.
    std::optional<PlayerCommand> takeStairsDown()
    {
        if (level_.depth >= map::readDungeonSettings(game_.resources(), level_.dungeon).dungeonDepth)
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
        return stepOf(search().nearest(
            width, map_.height(), self_.x, self_.y, [&](int x, int y) { return canEnter(x, y); },
            [&](int x, int y) { return std::binary_search(stairs.begin(), stairs.end(), y * width + x); },
            map_.cellCount()));
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
        for (const LevelStats& stats : game_.stats().levels) {
            if (stats.depth == level_.depth)
                return stats.turns;
        }
        return 0;
    }

    // The cells where items lie, stamped into a per-thread grid so that the
    // search asks a cell in constant time.
    void markItemCells()
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
        game_.registry().forEachOn(level_.handle(), [&](world::GameObject& object) {
            if (object.kind() != world::ObjectKind::Item)
                return;
            const auto& it = static_cast<const Item&>(object);
            if (it.owner == world::kNoObject && map_.contains(it.x, it.y) && level_.explored(it.x, it.y))
                cells.stamp[size_t(map_.index(it.x, it.y))] = cells.current;
        });
    }

    bool hasItem(int x, int y) const
    {
        const ItemCells& cells = itemCells();
        return cells.stamp[size_t(y * map_.width() + x)] == cells.current;
    }

    struct ItemCells {
        std::vector<uint32_t> stamp;
        uint32_t current = 0;
    };
    static ItemCells& itemCells()
    {
        thread_local ItemCells cells;
        return cells;
    }
    static GridSearch& search()
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
    if (mode == BotMode::Idle || game.playerDead())
        return PlayerCommand::of(CommandKind::Rest);
    return BotTurn(game, mode).command();
}

} // namespace incursion::game
