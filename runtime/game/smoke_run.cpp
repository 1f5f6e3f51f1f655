#include "game/smoke_run.h"
#include "game/equipment.h"
#include "game/character_advance.h"
#include "game/effect_carriers.h"
#include "game/effect_item_target.h"
#include "game/event_participation.h"
#include "game/feature_events.h"
#include "game/game.h"
#include "game/item_wear.h"
#include "game/monster_events.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "game/spell_engine.h"
#include "game/traps.h"
#include "game/worn_magic.h"
#include "game/item_properties.h"
#include "module/resource_views.h"
#include "vm/dice.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <optional>
#include <stdexcept>

namespace incursion::game {

namespace {

using core::ResourceKind;
using module::ResourceId;

constexpr int32_t kSourceTrap = 36;     // AI_TRAP, the source of traps' effects (inc/Defines.h)
constexpr int kTrapSteps = 15;          // onto the trap and off again, at most

// What a game has counted so far, to tell what one exercise added.
struct Counts {
    size_t errors = 0;
    std::map<std::string, uint64_t> unimplemented;
    uint64_t handlersRun = 0;

    static Counts of(const Game& game)
    {
        return {game.scriptErrors().size(), game.stats().unimplementedCalls, game.stats().handlersRun};
    }
};

// The spell engine counts an archetype or area it does not model under
// "EA_X (effect \"Name\")": the name without the effect is what blocks.
std::string blockingName(const std::string& counted)
{
    const size_t effect = counted.find(" (effect \"");
    return effect == std::string::npos ? counted : counted.substr(0, effect);
}

void settle(SmokeResult& result, const Game& game, const Counts& before)
{
    const Counts after = Counts::of(game);
    result.handlersRun = after.handlersRun - before.handlersRun;
    for (size_t i = before.errors; i < after.errors; ++i)
        result.errors.push_back(game.scriptErrors()[i]);
    for (const auto& [name, count] : after.unimplemented) {
        const auto old = before.unimplemented.find(name);
        const uint64_t added = count - (old == before.unimplemented.end() ? 0 : old->second);
        if (added > 0)
            result.unimplemented[blockingName(name)] += added;
    }
    if (!result.errors.empty())
        result.outcome = SmokeOutcome::Error;
    else if (!result.unimplemented.empty())
        result.outcome = SmokeOutcome::Unimplemented;
    else
        result.outcome = SmokeOutcome::Clean;
}

std::string turnsText(int turns)
{
    return std::to_string(turns) + (turns == 1 ? " turn" : " turns");
}

// The free cell nearest (x, y), ring by ring in a fixed order; with
// `bare`, one without a feature too.
std::optional<std::array<int, 2>> freeCellNear(const Game& game, int x, int y, bool bare = false)
{
    const map::Map& m = game.level().map();
    for (int radius = 1; radius <= 4; ++radius)
        for (int dy = -radius; dy <= radius; ++dy)
            for (int dx = -radius; dx <= radius; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != radius)
                    continue;
                const int cx = x + dx, cy = y + dy;
                if (m.contains(cx, cy) && !m.solid(cx, cy) && !game.creatureAt(cx, cy)
                    && !(bare && m.featureAt(cx, cy)))
                    return std::array{cx, cy};
            }
    return std::nullopt;
}

// The direction (0 north, clockwise) of the step from (x, y) towards (tx, ty).
int directionTowards(int x, int y, int tx, int ty)
{
    const int dx = (tx > x) - (tx < x), dy = (ty > y) - (ty < y);
    for (int d = 0; d < 8; ++d)
        if (kDirectionX[d] == dx && kDirectionY[d] == dy)
            return d;
    return 0;
}

class Arena {
public:
    Arena(const SmokeOptions& options, std::vector<module::ModuleImage> images)
        : options_(options), images_(std::move(images))
    {
    }

    // Starts the arena game; the errors when it cannot.
    std::vector<std::string> open()
    {
        GameStart started = Game::start(images_, gameOptions());
        if (!started.game)
            return started.errors;
        game_ = std::move(started.game);
        arena_ = game_->save();
        // The target of effects and weapons: the first monster without handlers
        // of its own, so what they do is the exercised resource's doing.
        const module::ResourceManager& resources = game_->resources();
        const std::vector<ResourceId> monsters = resources.resources(module::kindBit(ResourceKind::Monster));
        const auto quiet = std::find_if(monsters.begin(), monsters.end(), [&resources](ResourceId id) {
            return module::view(resources, id)->events().empty();
        });
        if (quiet != monsters.end())
            dummy_ = *quiet;
        else if (!monsters.empty())
            dummy_ = monsters.front();
        // The monsters only a spell brings (M_NOGEN, an EA_SUMMON's rval), by the first such spell.
        for (ResourceId effect : resources.resources(module::kindBit(ResourceKind::Effect)))
            if (const auto view = module::view<module::EffectView>(resources, effect))
                for (const module::EffectValues& segment : view->segments())
                    if (const ResourceId monster = segment.rval.asResourceId();
                        segment.archetype == rules::EA_SUMMON && resources.kind(monster) == ResourceKind::Monster)
                        if (const auto mview = module::view<module::MonsterView>(resources, monster);
                            mview && mview->hasFlag(rules::M_NOGEN))
                            summonedBy_.emplace(monster, effect);
        // The armour that carries armour qualities: the first body armour.
        for (ResourceId item : resources.resources(module::kindBit(ResourceKind::Item)))
            if (const auto view = module::view<module::ItemView>(resources, item);
                view && view->itemType() == rules::T_ARMOUR) {
                bodyArmour_ = item;
                break;
            }
        // The feature that carries traps' effects: the first trap among the features.
        for (ResourceId feature : resources.resources(module::kindBit(ResourceKind::Feature)))
            if (const auto view = module::view<module::FeatureView>(resources, feature);
                view && map::featureKindOf(*view) == map::FeatureKind::Trap) {
                trapFeature_ = feature;
                break;
            }
        return {};
    }

    const Game& game() const { return *game_; }

    // A game started with a character of `race` and `klass`: what its
    // making ran (EV_PREREQ, EV_ISTARGET, EV_BIRTH, EV_ADVANCE,
    // EV_STARTING_ITEM); Skipped with the reason when the pair is refused.
    SmokeResult character(ResourceId race, ResourceId klass)
    {
        const module::ResourceManager& resources = game_->resources();
        SmokeResult result;
        result.kind = ResourceKind::Race;
        result.name = std::string(resources.name(race)) + " / " + std::string(resources.name(klass));
        GameOptions o = gameOptions();
        o.race = resources.name(race);
        o.characterClass = resources.name(klass);
        GameStart started = Game::start(images_, o);
        if (!started.game) {
            result.outcome = SmokeOutcome::Error;
            result.exercise = "not rolled";
            result.errors = started.errors;
            return result;
        }
        const Creature& self = started.game->player();
        result.exercise = "rolled: level " + std::to_string(self.level) + ", " +
                          std::to_string(self.inventory.size()) + " items";
        settle(result, *started.game, Counts{});
        return result;
    }

    SmokeResult exercise(ResourceId id)
    {
        const module::ResourceManager& resources = game_->resources();
        SmokeResult result;
        result.kind = resources.kind(id).value_or(ResourceKind::Text);
        result.name = std::string(resources.name(id));
        try {
            switch (result.kind) {
            case ResourceKind::Monster: monster(id, result); break;
            case ResourceKind::Item: item(id, result); break;
            case ResourceKind::Effect: effect(id, result); break;
            case ResourceKind::Region: region(id, result); break;
            case ResourceKind::Dungeon: dungeon(id, result); break;
            case ResourceKind::Template: applyTemplate(id, result); break;
            case ResourceKind::Feature: feature(id, result); break;
            case ResourceKind::Race:
            case ResourceKind::Class: characterOf(id, result); break;
            default: skip(result); break;
            }
        } catch (const std::exception& error) {
            // A check of the runtime failing is a bug in it; the resource that led there is named.
            result.outcome = SmokeOutcome::Error;
            result.errors.push_back(std::string("the runtime stopped: ") + error.what());
        }
        return result;
    }

private:
    GameOptions gameOptions() const
    {
        GameOptions o;
        o.seed = options_.seed;
        o.populate = false;
        o.limits.instructionBudget = options_.budget;
        o.race = options_.race;
        o.characterClass = options_.characterClass;
        o.sex = options_.sex;
        return o;
    }

    void restore()
    {
        if (std::optional<std::string> error = game_->restore(arena_))
            throw std::runtime_error("the arena could not be restored: " + *error);
    }

    // The player's turns: `step` chooses each command (nullopt: rest).
    template <typename Step> int playTurns(Game& game, Step step)
    {
        int played = 0;
        for (int t = 0; t < options_.turns; ++t) {
            // Bounded: a monster that never yields cannot hold the arena.
            if (game.advance(uint64_t(kStandardActionCost) * 50) != GameStatus::PlayerToAct)
                break;
            const std::optional<PlayerCommand> command = step(game, t);
            if (!command || !game.perform(*command))
                game.perform(PlayerCommand::of(CommandKind::Rest));
            ++played;
        }
        return played;
    }

    // The dummy monster beside the player, for effects and weapons to strike.
    world::Handle spawnDummy()
    {
        if (!dummy_)
            return world::kNoObject;
        const Creature& self = game_->player();
        const std::optional<std::array<int, 2>> cell = freeCellNear(*game_, self.x, self.y);
        return cell ? game_->spawnMonster(dummy_, (*cell)[0], (*cell)[1]) : world::kNoObject;
    }

    void monster(ResourceId id, SmokeResult& result)
    {
        restore();
        const Counts before = Counts::of(*game_);
        const Creature& self = game_->player();
        const std::optional<std::array<int, 2>> cell = freeCellNear(*game_, self.x, self.y);
        // A monster the generator never makes but a spell summons comes as
        // that spell brings it: SUMMONED by the player before its EV_INITIALIZE.
        MonsterStart start;
        const auto summoning = summonedBy_.find(id);
        if (summoning != summonedBy_.end())
            start.stati.push_back({rules::SUMMONED, 0, 0, rules::SS_ENCH, -1, summoning->second, self.handle()});
        if (!cell || !game_->spawnMonster(id, (*cell)[0], (*cell)[1], start)) {
            result.exercise = "no room beside the player";
            settle(result, *game_, before);
            result.outcome = SmokeOutcome::Skipped;
            return;
        }
        const int turns = playTurns(*game_, [](Game&, int) { return std::optional<PlayerCommand>(); });
        result.exercise = (summoning != summonedBy_.end() ? "summoned by the player (" +
                                                                 game_->resourceName(summoning->second) + "), "
                                                           : std::string()) +
                          turnsText(turns) + " beside the player";
        settle(result, *game_, before);
    }

    // A template applied to the first of 64 monsters (module order; never an
    // M_NOGEN one, which the original's generator leaves out) of its `for`
    // type that takes it, beside the player; then a few turns.
    void applyTemplate(ResourceId id, SmokeResult& result)
    {
        constexpr int kAttempts = 64;
        const module::ResourceManager& resources = game_->resources();
        const std::optional<module::TemplateView> view = module::view<module::TemplateView>(resources, id);
        const int32_t forType = view ? view->forMonsterType().value_or(0) : 0;
        vm::SeededDice scratch(options_.seed);      // the candidates' hit points do not matter
        int attempts = 0;
        for (ResourceId monster : resources.resources(module::kindBit(ResourceKind::Monster))) {
            const std::optional<module::MonsterView> candidate = module::view<module::MonsterView>(resources, monster);
            if (!candidate)
                continue;
            const std::unique_ptr<Creature> sample = Creature::fromMonster(*candidate, scratch);
            if (sample->hasFlag(rules::M_NOGEN) || !monster_templates::isMonsterType(*game_, *sample, forType))
                continue;
            if (++attempts > kAttempts)
                break;
            restore();
            const Counts before = Counts::of(*game_);
            const Creature& self = game_->player();
            const std::optional<std::array<int, 2>> cell = freeCellNear(*game_, self.x, self.y);
            const world::Handle made = cell ? game_->spawnMonster(monster, (*cell)[0], (*cell)[1]) : world::kNoObject;
            Creature* c = game_->creature(made);
            if (!c || !monster_templates::addTemplate(*game_, *c, id))
                continue;
            tellInitialize(*game_, *c, id);
            const int turns = playTurns(*game_, [](Game&, int) { return std::optional<PlayerCommand>(); });
            result.exercise = "on " + game_->resourceName(monster) + ", " + turnsText(turns) + " beside the player";
            settle(result, *game_, before);
            return;
        }
        result.exercise = "no monster of its type takes it";
        result.outcome = SmokeOutcome::Skipped;
    }

    void item(ResourceId id, SmokeResult& result)
    {
        restore();
        const Counts before = Counts::of(*game_);
        Creature& self = game_->player();
        const world::Handle made = game_->spawnItem(id, 0, self.x, self.y);
        Item* it = game_->item(made);
        if (!it) {
            result.exercise = "could not be made";
            settle(result, *game_, before);
            result.outcome = SmokeOutcome::Skipped;
            return;
        }
        result.exercise = wearOrUse(game_->giveItem(self, *it));
        settle(result, *game_, before);
    }

    // An armour quality's effect as the original reaches it: thrown when an
    // armour of that quality is put on, with the armour as EItem (rule:
    // src/Item.cpp, Armour::Event POST(EV_WIELD)); worn beside the dummy,
    // then taken off.
    void wearQuality(int32_t quality, SmokeResult& result)
    {
        restore();
        const Counts before = Counts::of(*game_);
        Creature& self = game_->player();
        Item* it = game_->item(bodyArmour_ ? game_->spawnItem(bodyArmour_, 0, self.x, self.y) : world::kNoObject);
        if (!it || !item_properties::addQuality(*game_, *it, quality, 0).empty()) {
            result.exercise = "no armour takes the quality";
            settle(result, *game_, before);
            result.outcome = SmokeOutcome::Skipped;
            return;
        }
        const std::string armour = game_->resourceName(bodyArmour_);
        result.exercise = "on a " + armour + " of that quality, " + wearOrUse(game_->giveItem(self, *it));
        settle(result, *game_, before);
    }

    // What the player does with an item of the pack: wields or wears it
    // (then takes it off) or uses it; what was done.
    std::string wearOrUse(world::Handle carried)
    {
        Creature& self = game_->player();
        const int32_t type = game_->item(carried)->itemType;
        const world::Handle dummy = spawnDummy();
        PlayerCommand command;
        command.item = carried;
        command.target = dummy;
        if (equipment::preferredSlot(self, *game_->item(carried))) {
            // Wielded or worn through EV_WIELD (its handlers run); a weapon
            // swings at the dummy, anything else is worn while the dummy
            // attacks; then taken off (EV_REMOVE).
            // Both hands free for a weapon (a two-handed one is refused
            // beside the starting shield).
            const world::Handle offHand = equipment::inSlot(self, wear_slots::SL_READY);
            if (*equipment::preferredSlot(self, *game_->item(carried)) == wear_slots::SL_WEAPON && offHand &&
                offHand != equipment::inSlot(self, wear_slots::SL_WEAPON)) {
                PlayerCommand free = PlayerCommand::of(CommandKind::TakeOff);
                free.item = offHand;
                game_->perform(free);
                game_->advance();
            }
            command.kind = CommandKind::Wield;
            const bool on = game_->perform(command);
            const bool weapon = type == rules::T_WEAPON && on;
            const int turns = playTurns(*game_, [weapon, dummy](Game& game, int) -> std::optional<PlayerCommand> {
                const Creature* target = game.creature(dummy);
                if (!weapon || !target || !target->alive())
                    return std::nullopt;
                const Creature& me = game.player();
                return PlayerCommand::move(directionTowards(me.x, me.y, target->x, target->y));
            });
            bool off = false;
            if (on && game_->item(carried) && equipment::isWorn(game_->player(), carried)) {
                command.kind = CommandKind::TakeOff;
                off = game_->perform(command);
            }
            return std::string(on ? (weapon ? "wielded, " : "worn, ") : "refused by its wearer, ") +
                   turnsText(turns) + " beside a monster" + (off ? ", taken off" : "");
        }
        command.kind = CommandKind::Use;
        return game_->perform(command) ? "used" : "cannot be used";
    }

    // An effect as the original reaches it: one aimed at an item of the pack
    // at such an item; one that is an item's magic through that item, which
    // the player carries (a potion drunk, a scroll read, a wand zapped at the
    // dummy, any other item's magic on the player); else cast by the player
    // at the dummy.
    void effect(ResourceId id, SmokeResult& result)
    {
        if (isTrapEffect(id) && trapFeature_) {
            setOffTrap(id, result);
            return;
        }
        if (const int32_t quality = worn_magic::armourQualityOfEffect(game_->resources().name(id))) {
            wearQuality(quality, result);
            return;
        }
        restore();
        const Counts before = Counts::of(*game_);
        const world::Handle dummy = spawnDummy();
        Creature& self = game_->player();
        const Creature* target = game_->creature(dummy);
        const bool onItem = targetsCarriedItem(*game_, id);
        if (onItem)
            wearPack(self);
        EffectUse use;
        use.effect = id;
        use.caster = self.handle();
        use.target = target ? dummy : self.handle();
        use.targetX = target ? target->x : self.x;
        use.targetY = target ? target->y : self.y;
        use.casterLevel = std::max(1, self.level);
        std::string how = "cast by the player";
        std::string at = target ? " at a monster" : " at the player";
        if (const ResourceId carrier = carrierItem(game_->resources(), id)) {
            const world::Handle made = game_->spawnItem(carrier, id, self.x, self.y);
            if (Item* it = game_->item(made)) {
                const world::Handle carried = game_->giveItem(self, *it);
                const int32_t type = game_->item(carried)->itemType;
                how = "used through a " + game_->resourceName(carrier) + " the player carries";
                if (type == rules::T_POTION || type == rules::T_SCROLL || type == rules::T_WAND) {
                    // The player's own command: drunk, read, or zapped at the dummy.
                    PlayerCommand command = PlayerCommand::of(CommandKind::Use);
                    command.item = carried;
                    command.target = dummy;
                    result.exercise = game_->perform(command) ? how : how + ", refused";
                    settle(result, *game_, before);
                    return;
                }
                use.item = carried;
                use.target = self.handle();
                use.targetX = self.x;
                use.targetY = self.y;
                at = ", on the player";
            }
        }
        if (onItem) {
            const std::vector<world::Handle> suitable = suitableItems(*game_, self, id);
            if (suitable.empty()) {
                // The original's outcome: the player is told so, nothing is used.
                game_->prompts().show(kNothingSuitable);
                result.exercise = "nothing in the pack suits it (EV_RATETARG asked of " +
                                  std::to_string(self.inventory.size()) + " items)";
                settle(result, *game_, before);
                return;
            }
            // The player's likely pick: the weapon in hand, then the armour worn, then the pack's first.
            use.target = suitable.front();
            for (world::Handle preferred : {self.bodyArmour, self.weapon})
                if (std::find(suitable.begin(), suitable.end(), preferred) != suitable.end())
                    use.target = preferred;
            use.targetX = use.targetY = -1;
            at = " at the " + game_->nameOf(*game_->item(use.target)) + " in the pack";
        }
        applyEffect(*game_, use);
        result.exercise = how + at;
        settle(result, *game_, before);
    }

    // An effect of the traps' source (AI_TRAP) that no item carries.
    bool isTrapEffect(ResourceId id) const
    {
        const auto view = module::view<module::EffectView>(game_->resources(), id);
        if (!view || carrierItem(game_->resources(), id))
            return false;
        const std::vector<int32_t> sources = view->sources();
        return std::find(sources.begin(), sources.end(), kSourceTrap) != sources.end();
    }

    // A trap's effect as the original reaches it: a hidden trap carrying it
    // beside the player, who walks onto it; while the saving throw lets the
    // player avoid it, off and on again (src/Move.cpp, Creature::Walk).
    void setOffTrap(ResourceId id, SmokeResult& result)
    {
        restore();
        const Counts before = Counts::of(*game_);
        Creature& self = game_->player();
        const std::optional<std::array<int, 2>> cell = freeCellNear(*game_, self.x, self.y, true);
        const world::Handle trap = cell ? game_->createFeature(trapFeature_, id) : world::kNoObject;
        if (!trap || !game_->placeThing(trap, game_->level(), (*cell)[0], (*cell)[1])) {
            result.exercise = "no room for a trap beside the player";
            settle(result, *game_, before);
            result.outcome = SmokeOutcome::Skipped;
            return;
        }
        const int fromX = self.x, fromY = self.y;
        const int onto = directionTowards(fromX, fromY, (*cell)[0], (*cell)[1]);
        int steps = 0;
        for (; steps < kTrapSteps; ++steps) {
            game_->perform(PlayerCommand::move(steps % 2 == 0 ? onto : (onto + 4) % 8));
            const FeatureObject* object = game_->featureObject(trap);
            if (!object || (object->otherFlags & traps::TS_DISARMED) || game_->playerDead())
                break;
        }
        result.exercise = "set off by the player walking onto a trap carrying it (" + std::to_string(steps / 2 + 1) +
                          (steps / 2 == 0 ? " try)" : " tries)");
        settle(result, *game_, before);
    }

    // A feature where the original puts one into events: placed beside the
    // player (EV_INITIALIZE), considered by a monster (EV_MON_CONSIDER),
    // opened when it is a door (EV_OPEN), walked onto (EV_WALKON), taken
    // when it is stairs with a script for it (EV_ENTER) and walked off again
    // (EV_LEAVE).
    void feature(ResourceId id, SmokeResult& result)
    {
        restore();
        const Counts before = Counts::of(*game_);
        Creature& self = game_->player();
        const std::optional<std::array<int, 2>> cell = freeCellNear(*game_, self.x, self.y, true);
        const world::Handle placed = cell ? game_->createFeature(id) : world::kNoObject;
        if (!placed || !game_->placeThing(placed, game_->level(), (*cell)[0], (*cell)[1])) {
            result.exercise = "no room for it beside the player";
            settle(result, *game_, before);
            result.outcome = SmokeOutcome::Skipped;
            return;
        }
        const auto [x, y] = *cell;
        feature_events::initializeFeatureAt(*game_, game_->level(), x, y);
        // The monster asks from a cell of its own, and goes before the player's steps.
        if (const std::optional<std::array<int, 2>> spot = dummy_ ? freeCellNear(*game_, self.x, self.y, true) : std::nullopt) {
            const world::Handle dummy = game_->spawnMonster(dummy_, (*spot)[0], (*spot)[1]);
            if (const Creature* asking = game_->creature(dummy))
                feature_events::featureRefuses(*game_, *asking, x, y);
            game_->deleteThing(dummy, "the smoke's considering monster");
        }
        const int onto = directionTowards(self.x, self.y, x, y);
        std::string done = "placed beside the player, considered by a monster";
        const map::Feature* held = game_->level().map().featureAt(x, y);
        if (held && held->kind == map::FeatureKind::Door && !(held->state & map::kFeatureOpen)) {
            game_->perform(PlayerCommand::move(onto));
            done += ", opened";
        }
        game_->perform(PlayerCommand::move(onto));
        const Creature& me = game_->player();
        if (!game_->playerDead() && me.x == x && me.y == y) {
            done += ", walked onto";
            held = game_->level().map().featureAt(x, y);
            // Stairs are taken when their script answers EV_ENTER: others
            // would only make the next level, the exercise of other resources.
            if (held && (held->kind == map::FeatureKind::StairsDown || held->kind == map::FeatureKind::StairsUp) &&
                resourceAnswers(game_->resources(), id, EV_ENTER)) {
                game_->perform(PlayerCommand::of(held->kind == map::FeatureKind::StairsDown ? CommandKind::Descend
                                                                                           : CommandKind::Ascend));
                done += ", taken";
            }
            if (!game_->playerDead() && game_->player().x == x && game_->player().y == y) {
                game_->perform(PlayerCommand::move((onto + 4) % 8));
                done += ", walked off";
            }
        }
        result.exercise = done;
        settle(result, *game_, before);
    }

    // The pack's items worn to half their hit points, as a player's are in
    // play: what repairing effects (Mending) look for.
    void wearPack(Creature& self)
    {
        for (world::Handle carried : self.inventory)
            if (Item* it = game_->item(carried))
                it->wear.hitPoints = std::max(1, maximumHitPoints(*game_, *it) / 2);
    }

    // A game of its own started in the region's vault, walked in.
    void region(ResourceId id, SmokeResult& result)
    {
        const std::optional<module::RegionView> view = module::view<module::RegionView>(game_->resources(), id);
        GameOptions o = gameOptions();
        o.startVault = result.name;
        o.depth = std::max(1, view ? view->depth() : 1);
        playOwnGame(o, result, "entered its vault");
    }

    void dungeon(ResourceId, SmokeResult& result)
    {
        GameOptions o = gameOptions();
        o.dungeon = result.name;
        playOwnGame(o, result, "started on its first level");
    }

    void playOwnGame(const GameOptions& o, SmokeResult& result, const std::string& what)
    {
        GameStart started = Game::start(images_, o);
        if (!started.game) {
            result.outcome = SmokeOutcome::Skipped;
            result.exercise = started.errors.empty() ? "could not start" : started.errors.front();
            return;
        }
        Game& game = *started.game;
        const Counts before{};
        // A walk that turns clockwise at each wall: every step is an EV_MOVE in the place.
        int direction = 0;
        const int turns = playTurns(game, [&direction](Game& g, int) -> std::optional<PlayerCommand> {
            for (int tries = 0; tries < 8; ++tries, direction = (direction + 1) % 8) {
                const Creature& me = g.player();
                const int x = me.x + kDirectionX[direction], y = me.y + kDirectionY[direction];
                if (g.level().map().contains(x, y) && !g.level().map().solid(x, y) && !g.creatureAt(x, y))
                    return PlayerCommand::move(direction);
            }
            return std::nullopt;
        });
        result.exercise = what + ", " + turnsText(turns);
        settle(result, game, before);
    }

    // A race or class: the worst of the characters rolled with it (run
    // before the resources, rollCharacters).
    void characterOf(ResourceId id, SmokeResult& result) const
    {
        const std::string name(game_->resources().name(id));
        size_t pairs = 0, rolled = 0;
        result.outcome = SmokeOutcome::Clean;
        for (const auto& [pair, rolledResult] : rolledWith_) {
            if (pair.first != id && pair.second != id)
                continue;
            ++pairs;
            rolled += rolledResult->exercise != "not rolled";
            if (int(rolledResult->outcome) > int(result.outcome) && rolledResult->outcome != SmokeOutcome::Skipped)
                result.outcome = rolledResult->outcome;
            for (const auto& [apiName, calls] : rolledResult->unimplemented)
                result.unimplemented[apiName] += calls;
            for (const std::string& error : rolledResult->errors)
                result.errors.push_back(rolledResult->name + ": " + error);
        }
        result.exercise = std::to_string(rolled) + " of " + std::to_string(pairs) + " characters rolled";
        if (pairs == 0) {
            result.outcome = SmokeOutcome::Skipped;
            result.exercise = result.kind == ResourceKind::Class && !character::isStartingClass(game_->resources(), id)
                                  ? "a prestige or pseudo class: no character starts in it"
                                  : "no character to roll (the modules need a race and a starting class)";
        }
    }

public:
    // Every race x class pair, each in a game of its own.
    void rollCharacters(SmokeReport& report)
    {
        const module::ResourceManager& resources = game_->resources();
        const std::vector<ResourceId> races = resources.resources(module::kindBit(ResourceKind::Race));
        std::vector<ResourceId> classes = resources.resources(module::kindBit(ResourceKind::Class));
        std::erase_if(classes, [&](ResourceId id) { return !character::isStartingClass(resources, id); });
        report.races = races.size();
        report.classes = classes.size();
        report.characters.reserve(races.size() * classes.size());
        for (ResourceId race : races)
            for (ResourceId klass : classes) {
                report.characters.push_back(character(race, klass));
                report.charactersRolled += report.characters.back().exercise != "not rolled";
            }
        size_t i = 0;
        for (ResourceId race : races)
            for (ResourceId klass : classes)
                rolledWith_.push_back({{race, klass}, &report.characters[i++]});
    }

private:
    void skip(SmokeResult& result) const
    {
        result.outcome = SmokeOutcome::Skipped;
        const std::string kinds(core::resourceKindPlural(result.kind));
        switch (result.kind) {
        default: break;
        }
        result.exercise = eventParticipant(result.kind)
                              ? "smoke has no exercise for " + kinds
                              : kinds + " take no part in events in this runtime";
    }

    const SmokeOptions options_;
    std::vector<module::ModuleImage> images_;
    std::unique_ptr<Game> game_;
    std::string arena_;
    ResourceId trapFeature_ = 0;
    ResourceId bodyArmour_ = 0;
    std::map<ResourceId, ResourceId> summonedBy_;     // monster -> the spell that summons it
    ResourceId dummy_ = 0;
    std::vector<std::pair<std::pair<ResourceId, ResourceId>, const SmokeResult*>> rolledWith_;
};

} // namespace

std::string_view smokeOutcomeName(SmokeOutcome outcome)
{
    switch (outcome) {
    case SmokeOutcome::Clean: return "clean";
    case SmokeOutcome::Unimplemented: return "unimplemented";
    case SmokeOutcome::Error: return "error";
    case SmokeOutcome::Skipped: return "skipped";
    }
    return {};
}

void SmokeKindCounts::add(SmokeOutcome outcome)
{
    ++total;
    switch (outcome) {
    case SmokeOutcome::Clean: ++clean; break;
    case SmokeOutcome::Unimplemented: ++unimplemented; break;
    case SmokeOutcome::Error: ++errors; break;
    case SmokeOutcome::Skipped: ++skipped; break;
    }
}

std::variant<SmokeReport, std::vector<std::string>> runSmoke(std::vector<module::ModuleImage> images,
                                                            const SmokeOptions& options)
{
    Arena arena(options, std::move(images));
    if (std::vector<std::string> errors = arena.open(); !errors.empty())
        return errors;
    const Level& level = arena.game().level();
    SmokeReport report;
    report.arena = level.name + ", level " + std::to_string(level.depth);
    std::map<std::string, std::pair<size_t, uint64_t>> names;
    arena.rollCharacters(report);
    for (const ResourceId id : arena.game().resources().resources()) {
        SmokeResult result = arena.exercise(id);
        report.kinds[result.kind].add(result.outcome);
        for (const auto& [name, calls] : result.unimplemented) {
            ++names[name].first;
            names[name].second += calls;
        }
        report.resources.push_back(std::move(result));
    }
    report.names.assign(names.begin(), names.end());
    std::stable_sort(report.names.begin(), report.names.end(),
                     [](const auto& a, const auto& b) { return a.second.first > b.second.first; });
    return report;
}

} // namespace incursion::game
