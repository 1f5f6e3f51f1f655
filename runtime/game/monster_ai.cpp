#include "game/companions.h"
#include "game/monster_ai.h"
#include "game/feature_events.h"
#include "game/item_use.h"

#include "game/combat.h"
#include "game/conditions.h"
#include "game/effect_item_target.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/engulf.h"
#include "game/grapple.h"
#include "game/monster_consider.h"
#include "game/monster_ranged.h"
#include "game/pathfinding.h"
#include "game/rules.h"
#include "game/special_attacks.h"
#include "game/spell_engine.h"
#include "game/traps.h"
#include "game/turn_queue.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace incursion::game {

std::string_view monsterActionName(MonsterAction action)
{
    switch (action) {
    case MonsterAction::Wait: return "wait";
    case MonsterAction::Attack: return "attack";
    case MonsterAction::Approach: return "approach";
    case MonsterAction::Hunt: return "hunt";
    case MonsterAction::Flee: return "flee";
    case MonsterAction::Wander: return "wander";
    case MonsterAction::OpenDoor: return "open a door";
    case MonsterAction::DrinkPotion: return "drink a potion";
    case MonsterAction::CastSpell: return "cast a spell";
    case MonsterAction::HealAlly: return "heal";
    case MonsterAction::Shoot: return "shoot";
    case MonsterAction::Throw: return "throw";
    case MonsterAction::LoadCrossbow: return "load a crossbow";
    case MonsterAction::SpecialAttack: return "special attack";
    }
    return "unknown";
}

namespace {

constexpr int kSightRange = 12;         // Game::canSee's radius: creatures further off are not looked at
constexpr int kWanderRange = 16;        // how far off a wander goal may lie
constexpr int kWanderGoalTries = 3;
constexpr int32_t kGoalPatience = 64;   // 1 in this many wander turns picks a new goal (an unreachable one is left)
constexpr int kDetourCells = 400;       // cells a search may visit to get round an obstacle
constexpr int64_t kEnemyPull = 100;     // gravity weights: a perceived enemy, its remembered place, a wander goal
constexpr int64_t kMemoryPull = 60;
constexpr int64_t kGoalPull = 30;
constexpr size_t kMaxPerceived = 12;
// CreatureMind::wallFollow: 0, or ±(1 + heading) while following a wall
// (+ keeps the wall on the right hand), or kSearching while a hunt goes
// round an obstacle by search instead of by gravity.
constexpr int8_t kSearching = 16;
// A guard leaves its post for enemies this many steps from it.
constexpr int kGuardReach = 5;

// Octile distance in 1/1024 of a cell: a diagonal step counts √2, so the
// straight step towards a target beats the sideways one.
int64_t octile(int dx, int dy)
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    return 1024 * int64_t(std::max(dx, dy)) + 424 * int64_t(std::min(dx, dy));
}

// The direction of a step from (0, 0) towards (dx, dy), or -1 for none.
int directionTowards(int dx, int dy)
{
    const int sx = (dx > 0) - (dx < 0);
    const int sy = (dy > 0) - (dy < 0);
    for (int d = 0; d < 8; ++d) {
        if (kDirectionX[d] == sx && kDirectionY[d] == sy)
            return d;
    }
    return -1;
}

// A sum of gravities: each attractor pulls with weight / distance (a
// negative weight repels).
struct GravityField {
    struct Attractor {
        int x = 0;
        int y = 0;
        int64_t weight = 0;
    };
    std::array<Attractor, kMaxPerceived> attractors{};
    size_t count = 0;

    void add(int x, int y, int64_t weight)
    {
        if (count < attractors.size())
            attractors[count++] = Attractor{x, y, weight};
    }
    int64_t at(int x, int y) const
    {
        int64_t sum = 0;
        for (size_t i = 0; i < count; ++i) {
            const Attractor& a = attractors[i];
            sum += a.weight * (int64_t(1) << 30) / (octile(a.x - x, a.y - y) + 1024);
        }
        return sum;
    }
};

// The level's creatures by side, gathered once per standard action's worth
// of ticks, so a monster looks only at the few on the other side instead of
// every object on the level. A change in the number of objects (a summoning,
// a death) gathers them again at once; a creature changing sides is seen at
// the next gathering. Attitudes and positions are read live.
struct SideRoster {
    uint64_t game = 0;          // Game::serial(): a new game at a freed one's address is another
    Handle level = world::kNoObject;
    uint64_t period = UINT64_MAX;
    size_t objectsOnLevel = 0;
    size_t objectsInGame = 0;
    std::vector<Handle> playerSide;
    std::vector<Handle> hostileSide;
};

const SideRoster& rosterOf(Game& game)
{
    thread_local SideRoster roster;
    const Handle level = game.level().handle();
    const size_t onLevel = game.registry().countOn(level);
    const size_t inGame = game.registry().objectCount();
    const uint64_t period = game.tick() / kStandardActionCost;
    if (roster.game == game.serial() && roster.level == level && roster.period == period &&
        roster.objectsOnLevel == onLevel && roster.objectsInGame == inGame)
        return roster;
    roster.game = game.serial();
    roster.level = level;
    roster.period = period;
    roster.objectsOnLevel = onLevel;
    roster.objectsInGame = inGame;
    roster.playerSide.clear();
    roster.hostileSide.clear();
    game.registry().forEachOn(level, [&](world::GameObject& object) {
        if (object.kind() != world::ObjectKind::Creature)
            return;
        const auto& c = static_cast<const Creature&>(object);
        if (c.attitude == Attitude::Player)
            roster.playerSide.push_back(c.handle());
        else if (c.attitude == Attitude::Hostile)
            roster.hostileSide.push_back(c.handle());
    });
    return roster;
}

bool areEnemies(const Creature& a, const Creature& b)
{
    return (a.attitude == Attitude::Hostile && b.attitude == Attitude::Player) ||
           (a.attitude == Attitude::Player && b.attitude == Attitude::Hostile);
}

int32_t archetypeOf(const Game& game, ResourceId effect)
{
    const auto view = module::view<module::EffectView>(game.resources(), effect);
    return view ? view->values().archetype : 0;
}

class MonsterMind {
public:
    MonsterMind(Game& game, Creature& self)
        : game_(game), self_(self), map_(game.level().map()), level_(game.level()), consider_(game, self)
    {
    }

    MonsterTurn act()
    {
        // Inside another, it can only strike its engulfer (engulf.h).
        if (Creature* engulfer = engulf::engulferOf(game_, self_)) {
            meleeAttack(game_, self_, *engulfer);
            return {MonsterAction::Attack, kStandardActionCost};
        }
        if (self_.attitude != Attitude::Peaceful)
            perceive();
        const bool badlyHurt = self_.hp * 3 < self_.maxHp;
        if (badlyHurt) {
            if (auto done = drinkHealingPotion())
                return *done;
        }
        if (auto done = castHealing())
            return *done;
        self_.mind.fleeing = wantsToFlee();
        if (self_.mind.fleeing && count_ > 0)
            return flee();
        if (auto done = castAtEnemy())
            return *done;
        Creature* victim = adjacentEnemy();
        if (auto done = specialAttack(victim))
            return *done;
        // At range, not in melee: a shot or a throw (monster_ranged.h). An
        // enemy perceived farther than a step is one it sees (perceive()).
        if (!self_.inventory.empty() && nearest_ && !victim)
            if (auto done = ranged::monsterShoots(game_, self_, *nearest_))
                return *done;
        if (victim) {
            meleeAttack(game_, self_, *victim);
            return {MonsterAction::Attack, kStandardActionCost};
        }
        if (self_.mind.fleeing)
            return {MonsterAction::Wait, kStandardActionCost};
        if (self_.mind.guardX >= 0)
            return guard();
        if (count_ > 0)
            return approach();
        if (self_.mind.lastSeenX >= 0)
            return hunt();
        if (auto done = followLeader())
            return *done;
        return wander();
    }

private:
    // ---- perception ----

    void perceive()
    {
        const SideRoster& roster = rosterOf(game_);
        const std::vector<Handle>& others = self_.attitude == Attitude::Hostile ? roster.playerSide : roster.hostileSide;
        const Handle here = level_.handle();
        int nearestDistance = INT32_MAX;
        for (Handle handle : others) {
            Creature* other = game_.creature(handle);
            if (!other || other == &self_ || !other->alive() || other->map() != here || !areEnemies(self_, *other) ||
                engulf::isEngulfed(*other))
                continue;
            const int distance = map::stepDistance(other->x - self_.x, other->y - self_.y);
            // Adjacent enemies are felt even unseen; others must be in sight.
            if (distance > kSightRange || (distance > 1 && !game_.canSee(self_, other->x, other->y)))
                continue;
            if (count_ < perceived_.size())
                perceived_[count_++] = other;
            if (distance < nearestDistance || (distance == nearestDistance && handle == self_.mind.target)) {
                nearestDistance = distance;
                nearest_ = other;
            }
        }
        if (nearest_) {
            self_.mind.target = nearest_->handle();
            self_.mind.lastSeenX = nearest_->x;
            self_.mind.lastSeenY = nearest_->y;
        }
    }

    bool wantsToFlee() const
    {
        if (self_.hasStatus(rules::AFRAID))
            return true;
        return self_.hp * 4 < self_.maxHp && !self_.hasFlag(rules::M_MINDLESS) && !self_.isType(rules::MA_UNDEAD);
    }

    Creature* adjacentEnemy() const
    {
        Creature* found = nullptr;
        for (size_t i = 0; i < count_; ++i) {
            Creature* other = perceived_[i];
            if (map::stepDistance(other->x - self_.x, other->y - self_.y) != 1)
                continue;
            if (other->handle() == self_.mind.target)
                return other;
            if (!found)
                found = other;
        }
        return found;
    }

    // ---- healing ----

    std::optional<MonsterTurn> drinkHealingPotion()
    {
        const std::vector<Handle> carriedNow = self_.inventory;   // a refused potion's scripts may change it
        for (Handle carried : carriedNow) {
            Item* potion = game_.item(carried);
            if (!potion || potion->itemType != rules::T_POTION || !potion->effect || !effectHeals(game_, potion->effect))
                continue;
            // Through EV_DRINK, as the original's monsters use items (src/Monster.cpp).
            if (!item_use::use(game_, self_, *potion, {self_.handle(), self_.x, self_.y}))
                continue;
            return MonsterTurn{MonsterAction::DrinkPotion, kStandardActionCost};
        }
        return std::nullopt;
    }

    // A healing spell it has the mana for, or 0.
    ResourceId healingSpell() const
    {
        for (ResourceId spell : self_.spells) {
            if (manaCost(game_, spell) <= self_.mana && effectHeals(game_, spell))
                return spell;
        }
        return 0;
    }

    // Heals itself when badly hurt, else the most hurt ally in sight.
    std::optional<MonsterTurn> castHealing()
    {
        if (self_.spells.empty() || self_.mana <= 0 || self_.attitude == Attitude::Peaceful)
            return std::nullopt;
        Creature* patient = self_.hp * 3 < self_.maxHp ? &self_ : nullptr;
        if (!patient) {
            const SideRoster& roster = rosterOf(game_);
            const std::vector<Handle>& side = self_.attitude == Attitude::Hostile ? roster.hostileSide : roster.playerSide;
            int64_t worst = INT64_MAX;
            for (Handle handle : side) {
                Creature* ally = game_.creature(handle);
                if (!ally || ally == &self_ || !ally->alive() || ally->attitude != self_.attitude ||
                    ally->map() != level_.handle() || ally->hp * 3 >= ally->maxHp ||
                    map::stepDistance(ally->x - self_.x, ally->y - self_.y) > kSightRange)
                    continue;
                const int64_t share = int64_t(ally->hp) * 1000 / std::max(1, ally->maxHp);
                if (share < worst && game_.canSee(self_, ally->x, ally->y)) {
                    worst = share;
                    patient = ally;
                }
            }
        }
        if (!patient)
            return std::nullopt;
        const ResourceId spell = healingSpell();
        if (!spell)
            return std::nullopt;
        game_.message("The <hObj> casts a spell.", {}, std::array{MessageArgument::ofObject(self_.handle())});
        castSpell(game_, self_, spell, patient->handle(), patient->x, patient->y);
        return MonsterTurn{MonsterAction::HealAlly, kStandardActionCost};
    }

    // ---- attacks ----

    // An attack spell (or a summoning) at the nearest enemy it sees: half the
    // time at range, a quarter of the time when the enemy is adjacent.
    std::optional<MonsterTurn> castAtEnemy()
    {
        if (!nearest_ || self_.spells.empty() || self_.mana <= 0)
            return std::nullopt;
        const int distance = map::stepDistance(nearest_->x - self_.x, nearest_->y - self_.y);
        if (!game_.canSee(self_, nearest_->x, nearest_->y))
            return std::nullopt;
        std::array<ResourceId, 8> usable{};
        size_t count = 0;
        for (ResourceId spell : self_.spells) {
            if (count == usable.size() || manaCost(game_, spell) > self_.mana)
                continue;
            const int32_t archetype = archetypeOf(game_, spell);
            if (archetype == rules::EA_BLAST || archetype == rules::EA_INFLICT || archetype == rules::EA_DRAIN ||
                archetype == rules::EA_SUMMON)
                usable[count++] = spell;
        }
        if (count == 0 || !game_.percentChance(distance > 1 ? 50 : 25))
            return std::nullopt;
        const ResourceId spell = usable[size_t(game_.randomBelow(int32_t(count)))];
        // An effect on an item goes to the target's weapon or armour, and is
        // not cast when that item is no target of it (effect_item_target.h).
        world::Handle target = nearest_->handle();
        int32_t targetX = nearest_->x, targetY = nearest_->y;
        if (targetsCarriedItem(game_, spell)) {
            target = monsterItemTarget(game_, self_, nearest_, spell, self_.level);
            if (!target)
                return std::nullopt;
            targetX = targetY = -1;
        }
        game_.message("The <hObj> casts a spell.", {}, std::array{MessageArgument::ofObject(self_.handle())});
        castSpell(game_, self_, spell, target, targetX, targetY);
        return MonsterTurn{MonsterAction::CastSpell, kStandardActionCost};
    }

    // A breath weapon at the enemy beside it, or at the nearest in a clear
    // line close enough; else, beside an enemy, now and then a trip.
    // rule: src/Monster.cpp, Monster::ChooseAction (A_BREA, A_BRE2, A_SPIT at
    // P_URGENT in melee and at range; ACT_TRIP at tripChance)
    std::optional<MonsterTurn> specialAttack(Creature* beside)
    {
        Creature* target = beside ? beside : nearest_;
        if (!target || self_.mind.fleeing)
            return std::nullopt;
        if (const int32_t breath = special_attacks::breathFor(game_, self_, *target, beside != nullptr))
            if (special_attacks::throwSpecialAttack(game_, self_, breath, target) != ABORT)
                return MonsterTurn{MonsterAction::SpecialAttack, kStandardActionCost};
        if (beside && special_attacks::triesTrip(game_, self_, *beside))
            if (special_attacks::throwSpecialAttack(game_, self_, special_attacks::A_TRIP, beside) != ABORT)
                return MonsterTurn{MonsterAction::SpecialAttack, kStandardActionCost};
        return std::nullopt;
    }

    // ---- movement ----

    uint32_t stepCost() const
    {
        return uint32_t(std::max<int32_t>(1, int32_t(kStandardActionCost) * 100 /
                                                 std::max(10, self_.attribute(rules::A_MOV))));
    }

    bool canEnter(int x, int y) const
    {
        return walkableCell(map_, x, y, opensDoors()) && level_.creatureAt(x, y) == world::kNoObject &&
               !consider_.avoids(x, y);
    }

    // Animals do not open doors.
    bool opensDoors() const
    {
        if (opensDoors_ < 0)
            opensDoors_ = self_.isType(rules::MA_ANIMAL) ? 0 : 1;
        return opensDoors_ != 0;
    }

    // The free neighbour where the field is strongest, if it is stronger than here.
    int bestStep(const GravityField& field) const
    {
        int64_t best = field.at(self_.x, self_.y);
        int bestDirection = -1;
        for (int d = 0; d < 8; ++d) {
            const int x = self_.x + kDirectionX[d];
            const int y = self_.y + kDirectionY[d];
            if (!canEnter(x, y))
                continue;
            const int64_t value = field.at(x, y);
            if (value > best) {
                best = value;
                bestDirection = d;
            }
        }
        return bestDirection;
    }

    // Steps in `direction`, or opens the closed door there.
    MonsterTurn step(int direction, MonsterAction action)
    {
        int x = self_.x + kDirectionX[direction];
        int y = self_.y + kDirectionY[direction];
        // EV_OPEN thrown at the door (src/Monster.cpp): its resource, then the door.
        if (openableDoorAt(map_, x, y)) {
            const Handle handle = self_.handle();
            if (feature_events::openDoor(game_, self_, x, y) == ABORT || !game_.creature(handle))
                return wait();
            return {MonsterAction::OpenDoor, kStandardActionCost};
        }
        if (const uint32_t spent = special_attacks::standUp(game_, self_))
            return {MonsterAction::Wait, spent};
        if (const uint32_t spent = grapple::tryToLeave(game_, self_))
            return {MonsterAction::Wait, spent};
        // rule: src/Move.cpp, Creature::Walk (EV_MOVE with STUCK)
        if (self_.hasStatus(conditions::STUCK))
            return {MonsterAction::Wait, conditions::struggleFree(game_, self_)};
        // The step is told first, as the original's ThrowDir(EV_MOVE) in
        // Monster::Movement (src/Monster.cpp): scripts may forbid it (ABORT)
        // or turn it by writing EDir (a grid bug turns its diagonals, lib
        // mon4.irh), and Walk goes the new way (src/Move.cpp) if it can.
        if (game_.movesAnswered()) {
            const Handle handle = self_.handle();
            EventInfo moving;
            moving.event = runtimeEvent<EV_MOVE>;
            moving.actor = handle;
            moving.EXVal = int16_t(x);
            moving.EYVal = int16_t(y);
            moving.isLoc = true;    // the target cell's special terrain takes part, as the player's step
            moving.isDir = true;
            moving.EDir = int16_t(kScriptDirection[direction]);
            const int32_t answer = game_.throwEvent(moving);
            const Creature* still = game_.creature(handle);
            if (answer == ABORT || !still || !still->alive() || still->map() != level_.handle())
                return wait();
            if (moving.EDir >= 0 && moving.EDir < 8 && kScriptDirection[moving.EDir] != direction) {
                direction = kScriptDirection[moving.EDir];
                x = self_.x + kDirectionX[direction];
                y = self_.y + kDirectionY[direction];
                if (!canEnter(x, y) || openableDoorAt(map_, x, y))
                    return wait();
            }
        }
        // The terrain, region and features left and entered may forbid it.
        const Handle walker = self_.handle();
        if (!feature_events::mayStep(game_, self_, x, y))
            return wait();
        const Creature* still = game_.creature(walker);
        if (!still || !still->alive() || still->map() != level_.handle() || game_.creatureAt(x, y))
            return wait();
        game_.moveCreature(self_, x, y);
        traps::walkedOnto(game_, self_);
        return {action, stepCost()};
    }

    MonsterTurn wait() const { return {MonsterAction::Wait, kStandardActionCost}; }

    MonsterTurn flee()
    {
        GravityField field;
        for (size_t i = 0; i < count_; ++i)
            field.add(perceived_[i]->x, perceived_[i]->y, -kEnemyPull);
        self_.mind.wallFollow = 0;
        const int direction = bestStep(field);
        if (direction >= 0)
            return step(direction, MonsterAction::Flee);
        // Cornered: it fights.
        if (Creature* victim = adjacentEnemy()) {
            meleeAttack(game_, self_, *victim);
            return {MonsterAction::Attack, kStandardActionCost};
        }
        return wait();
    }

    MonsterTurn approach()
    {
        GravityField field;
        for (size_t i = 0; i < count_; ++i)
            field.add(perceived_[i]->x, perceived_[i]->y, kEnemyPull);
        return headFor(field, nearest_->x, nearest_->y, MonsterAction::Approach).value_or(wait());
    }

    // A guard fights what comes near its post and goes back to it otherwise.
    MonsterTurn guard()
    {
        const int x = self_.mind.guardX, y = self_.mind.guardY;
        if (count_ > 0 && nearest_ && map::stepDistance(nearest_->x - x, nearest_->y - y) <= kGuardReach)
            return approach();
        forgetTarget();
        if (self_.x == x && self_.y == y)
            return wait();
        GravityField field;
        field.add(x, y, kGoalPull);
        if (std::optional<MonsterTurn> done = headFor(field, x, y, MonsterAction::Wander))
            return *done;
        return wait();
    }

    MonsterTurn hunt()
    {
        const int x = self_.mind.lastSeenX;
        const int y = self_.mind.lastSeenY;
        if ((x == self_.x && y == self_.y) || !map_.contains(x, y)) {
            forgetTarget();
            return wander();
        }
        GravityField field;
        field.add(x, y, kMemoryPull);
        if (std::optional<MonsterTurn> done = headFor(field, x, y, MonsterAction::Hunt))
            return *done;
        forgetTarget();     // no way there: it gives up
        return wander();
    }

    // The player's allies keep near their leader (a companion's, else the
    // player) when they have nothing to fight: within 3 steps, as the
    // original's followers (src/Monster.cpp, Monster::Movement).
    std::optional<MonsterTurn> followLeader()
    {
        if (self_.attitude != Attitude::Player)
            return std::nullopt;
        const Creature* led = companions::leaderOf(game_, self_);
        const Creature& leader = led ? *led : game_.player();
        if (leader.map() != level_.handle() || map::stepDistance(leader.x - self_.x, leader.y - self_.y) <= 3)
            return std::nullopt;
        GravityField field;
        field.add(leader.x, leader.y, kMemoryPull);
        return headFor(field, leader.x, leader.y, MonsterAction::Hunt);
    }

    void forgetTarget()
    {
        self_.mind.target = world::kNoObject;
        self_.mind.lastSeenX = -1;
        self_.mind.lastSeenY = -1;
        self_.mind.wallFollow = 0;
    }

    // Follows the field while it leads somewhere; where it does not (a wall
    // between), searches a short way round to (goalX, goalY) and keeps
    // searching until the search's way and the field's agree again. A wait
    // when only creatures are in the way; nullopt when there is no way.
    std::optional<MonsterTurn> headFor(const GravityField& field, int goalX, int goalY, MonsterAction action)
    {
        const int greedy = bestStep(field);
        if (self_.mind.wallFollow != kSearching) {
            if (greedy >= 0)
                return step(greedy, action);
            // Only a creature in the way (a crowd in a corridor): wait for it to move.
            const int direct = directionTowards(goalX - self_.x, goalY - self_.y);
            const int ax = self_.x + kDirectionX[std::max(direct, 0)];
            const int ay = self_.y + kDirectionY[std::max(direct, 0)];
            if (direct >= 0 && walkableCell(map_, ax, ay, opensDoors()) && level_.creatureAt(ax, ay) != world::kNoObject)
                return wait();
        }
        const std::optional<SearchResult> way = searchTowards(goalX, goalY);
        if (!way) {
            self_.mind.wallFollow = 0;
            if (greedy >= 0)
                return step(greedy, action);
            return std::nullopt;
        }
        self_.mind.wallFollow = way->firstDirection == greedy || way->distance <= 1 ? 0 : kSearching;
        return step(way->firstDirection, action);
    }

    std::optional<SearchResult> searchTowards(int goalX, int goalY)
    {
        thread_local GridSearch search;
        return search.nearest(
            map_.width(), map_.height(), self_.x, self_.y, [&](int x, int y) { return canEnter(x, y); },
            [&](int x, int y) { return x == goalX && y == goalY; }, kDetourCells);
    }

    // ---- wandering ----

    // A random point within kWanderRange; when it is not floor, the first
    // floor on the line from it back towards the monster (so the goal is
    // usually in another room or along a corridor, not only in sight).
    bool pickWanderGoal()
    {
        CreatureMind& mind = self_.mind;
        mind.wallFollow = 0;
        for (int tries = 0; tries < kWanderGoalTries; ++tries) {
            const int tx = std::clamp(self_.x + game_.randomBelow(2 * kWanderRange + 1) - kWanderRange, 0,
                                      map_.width() - 1);
            const int ty = std::clamp(self_.y + game_.randomBelow(2 * kWanderRange + 1) - kWanderRange, 0,
                                      map_.height() - 1);
            const int steps = map::stepDistance(tx - self_.x, ty - self_.y);
            for (int i = 0; i < steps; ++i) {
                const int x = tx + ((self_.x - tx) * i * 2 + (self_.x >= tx ? steps : -steps)) / (2 * steps);
                const int y = ty + ((self_.y - ty) * i * 2 + (self_.y >= ty ? steps : -steps)) / (2 * steps);
                if ((x != self_.x || y != self_.y) && map_.walkable(x, y)) {
                    mind.goalX = x;
                    mind.goalY = y;
                    return true;
                }
            }
        }
        mind.goalX = -1;
        mind.goalY = -1;
        return false;
    }

    MonsterTurn wander()
    {
        CreatureMind& mind = self_.mind;
        if (mind.wallFollow == kSearching)
            mind.wallFollow = 0;
        const bool reached = mind.goalX == self_.x && mind.goalY == self_.y;
        if ((mind.goalX < 0 || reached || game_.randomBelow(kGoalPatience) == 0) && !pickWanderGoal())
            return wait();
        GravityField field;
        field.add(mind.goalX, mind.goalY, kGoalPull);
        const int greedy = bestStep(field);
        if (mind.wallFollow != 0) {
            // It leaves the wall when the way to the goal opens ahead or to
            // the side, never by turning back along the wall it came by.
            const int heading = std::abs(mind.wallFollow) - 1;
            const int turn = greedy < 0 ? 4 : (greedy - heading + 8) % 8;
            if (greedy >= 0 && (turn <= 2 || turn >= 6)) {
                mind.wallFollow = 0;
                return step(greedy, MonsterAction::Wander);
            }
            return followWall();
        }
        if (greedy >= 0)
            return step(greedy, MonsterAction::Wander);
        const int direct = directionTowards(mind.goalX - self_.x, mind.goalY - self_.y);
        if (direct < 0)
            return wait();
        const int ax = self_.x + kDirectionX[direct];
        const int ay = self_.y + kDirectionY[direct];
        if (walkableCell(map_, ax, ay, opensDoors())) {
            // A creature in the way: wait, or now and then go elsewhere.
            if (game_.randomBelow(4) == 0)
                pickWanderGoal();
            return wait();
        }
        // A wall: turn away from it so that it is on the chosen hand.
        const int hand = game_.randomBelow(2) == 0 ? 1 : -1;
        mind.wallFollow = int8_t(hand * (1 + ((direct - 2 * hand + 8) % 8)));
        return followWall();
    }

    MonsterTurn followWall()
    {
        CreatureMind& mind = self_.mind;
        const int hand = mind.wallFollow > 0 ? 1 : -1;
        const int heading = std::abs(mind.wallFollow) - 1;
        // Turn towards the wall's side as far as the way allows.
        static constexpr int kTurns[8] = {2, 1, 0, -1, -2, -3, 3, 4};
        for (int turn : kTurns) {
            const int direction = (heading + hand * turn + 8) % 8;
            if (canEnter(self_.x + kDirectionX[direction], self_.y + kDirectionY[direction])) {
                mind.wallFollow = int8_t(hand * (1 + direction));
                return step(direction, MonsterAction::Wander);
            }
        }
        mind.wallFollow = 0;
        return wait();
    }

    Game& game_;
    Creature& self_;
    map::Map& map_;
    const Level& level_;
    mutable int8_t opensDoors_ = -1;      // not yet asked
    mutable CellConsideration consider_;  // EV_MON_CONSIDER of the cells it looks at
    std::array<Creature*, kMaxPerceived> perceived_{};
    size_t count_ = 0;
    Creature* nearest_ = nullptr;
};

} // namespace

MonsterTurn takeMonsterTurn(Game& game, Creature& monster)
{
    if (!monster.alive() || monster.map() != game.level().handle())
        return {MonsterAction::Wait, kStandardActionCost};
    return MonsterMind(game, monster).act();
}

} // namespace incursion::game
