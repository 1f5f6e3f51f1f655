// The game's levels: generating one the first time it is entered, filling it
// with the monsters and items its vaults ask for and the dungeon's random
// ones, moving the player between levels, and making the player.
#include "game/altars.h"
#include "game/character_advance.h"
#include "game/character_rules.h"
#include "game/class_levels.h"
#include "game/companions.h"
#include "game/encounter_generator.h"
#include "game/feature_events.h"
#include "game/game.h"
#include "game/engulf.h"
#include "game/hunger.h"

#include "game/pathfinding.h"
#include "game/rules.h"
#include "game/thing_state_api.h"
#include "game/world_travel_state.h"
#include "map/dungeon_generator.h"
#include "map/dungeon_settings.h"
#include "map/generation_error.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cstdlib>

namespace incursion::game {

namespace {

using module::ResourceKind;

// The Monster resources random encounters draw from at challenge `cr` or
// below, on dungeon level `depth` (a monster's `Depth:` is the shallowest
// level it appears on; 0: any).
std::vector<ResourceId> monsterCandidates(const module::ResourceManager& resources, int32_t cr, int32_t depth)
{
    std::vector<ResourceId> out;
    for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Monster))) {
        auto monster = module::view<module::MonsterView>(resources, id);
        if (!monster->hasFlag(rules::M_NOGEN) && monster->challengeRating() <= cr && monster->depth() <= depth)
            out.push_back(id);
    }
    return out;
}

bool isSource(const module::EffectView& effect, int32_t source)
{
    const std::vector<int32_t> sources = effect.sources();
    return std::find(sources.begin(), sources.end(), source) != sources.end();
}

// The Item that carries effects of `source` (the module's "potion", "scroll", "wand").
ResourceId baseItemFor(const module::ResourceManager& resources, int32_t itemType)
{
    for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Item))) {
        if (module::view<module::ItemView>(resources, id)->itemType() == itemType)
            return id;
    }
    return 0;
}

int32_t itemTypeOfSource(int32_t source)
{
    return source == rules::AI_POTION ? rules::T_POTION : source == rules::AI_SCROLL ? rules::T_SCROLL : rules::T_WAND;
}

} // namespace

std::optional<int32_t> vaultEntry(const map::Map& map, const map::VaultPlacement& vault, std::optional<int32_t> start)
{
    if (start && vault.bounds.contains(*start % map.width(), *start / map.width()))
        return start;
    for (const map::VaultCell& cell : vault.cells) {
        const int x = cell.cell % map.width(), y = cell.cell / map.width();
        if (!map.solid(x, y) && !map.featureAt(x, y))
            return cell.cell;
    }
    return std::nullopt;
}

const Level* Game::generatedLevel(int32_t depth) const
{
    if (depth < 1 || size_t(depth) > levels_.size() || levels_[size_t(depth - 1)] == world::kNoObject)
        return nullptr;
    return levelObject(levels_[size_t(depth - 1)]);
}

Level& Game::makeLevel(int32_t depth)
{
    const ResourceId dungeon = currentDungeon();
    map::LevelRequest request;
    request.dungeon = dungeon;
    request.depth = depth;
    request.seed = world_ ? world_->dungeonSeed(options_.seed) : options_.seed;
    const bool playFromVault = !options_.startVault.empty() && depth == options_.depth;
    std::optional<map::VaultWatch> watch;
    if (playFromVault) {
        const std::optional<ResourceId> region =
            resources().find(options_.startVault, module::kindBit(ResourceKind::Region));
        if (!region)
            throw map::GenerationError("no Region named \"" + options_.startVault + "\" to start in");
        watch = map::VaultWatch{*region, true};
    }
    map::GeneratedLevel generated =
        watch ? map::generateLevel(resources(), request, *watch) : map::generateLevel(resources(), request);
    std::optional<int32_t> entry = generated.start;
    if (playFromVault) {
        const map::VaultOutcome outcome = generated.watched.value_or(map::VaultOutcome{});
        if (outcome.vault < 0)
            throw map::GenerationError("Region \"" + options_.startVault + "\" is not on depth " +
                                       std::to_string(depth) + " of seed " + std::to_string(options_.seed) + ": " +
                                       std::string(map::vaultFateText(outcome.fate)));
        entry = vaultEntry(generated.map, generated.vaults[size_t(outcome.vault)], generated.start);
    }
    auto made = std::make_unique<Level>(std::move(generated.map), dungeon, depth);
    made->name = std::string(map::displayName(resources().name(dungeon)));
    made->entryCell = entry.value_or(-1);
    Level& level = *made;
    const Handle handle = registry_.add(std::move(made));
    levels_[size_t(depth - 1)] = handle;
    std::vector<map::ObjectPlacement> placements;
    for (const map::VaultPlacement& vault : generated.vaults)
        placements.insert(placements.end(), vault.objects.begin(), vault.objects.end());
    const Handle previous = level_;
    level_ = handle;
    populate(level, placements);
    feature_events::initializeFeatures(*this, level);
    altars::assignGods(*this, level);
    level_ = previous;
    return level;
}

// A random item of item level `itemLevel` or below: a mundane one, or a
// potion, scroll or wand with one of the effects of that source.
static std::pair<ResourceId, ResourceId> randomItem(Game& game, int32_t itemLevel)
{
    const module::ResourceManager& resources = game.resources();
    if (game.percentChance(60)) {
        const int32_t source = 1 + game.randomBelow(3);
        std::vector<ResourceId> effects;
        for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Effect))) {
            auto effect = module::view<module::EffectView>(resources, id);
            if (isSource(*effect, source) && !effect->hasFlag(rules::EF_NOGEN) && effect->level() <= itemLevel)
                effects.push_back(id);
        }
        const ResourceId base = baseItemFor(resources, itemTypeOfSource(source));
        if (!effects.empty() && base)
            return {base, effects[size_t(game.randomBelow(int32_t(effects.size())))]};
    }
    std::vector<ResourceId> items;
    for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Item))) {
        auto item = module::view<module::ItemView>(resources, id);
        if (!item->hasFlag(rules::IT_NOGEN) && item->level() <= itemLevel)
            items.push_back(id);
    }
    if (items.empty())
        return {0, 0};
    return {items[size_t(game.randomBelow(int32_t(items.size())))], 0};
}

void Game::populate(Level& here, const std::vector<map::ObjectPlacement>& placements)
{
    const map::Map& m = here.map();
    const map::DungeonSettings settings = map::readDungeonSettings(resources(), here.dungeon);
    const int32_t cr = settings.depthCR(here.depth);
    const std::vector<ResourceId> monsters = monsterCandidates(resources(), cr, here.depth);

    for (const map::ObjectPlacement& placement : placements) {
        const int x = placement.cell % m.width();
        const int y = placement.cell / m.width();
        switch (placement.kind) {
        case map::ObjectPlacement::Kind::Monster: {
            ResourceId monster = placement.resource;
            if (!monster) {
                const std::vector<ResourceId> pool = monsterCandidates(resources(), placement.level, INT32_MAX);
                monster = pool.empty() ? 0 : pool[size_t(randomBelow(int32_t(pool.size())))];
            }
            if (!monster)
                break;
            // The tile's flags (TILE_PEACEFUL 0x08, TILE_HOSTILE 0x10, TILE_ASLEEP 0x20, TILE_GUARDING 0x40).
            // `of $template`: put on it when it is of the template's `for` type (src/MakeLev.cpp, the tile's xID2).
            const ResourceId withTemplate = placement.of.isResource() ? placement.of.resource : 0;
            const auto applied = module::view<module::TemplateView>(resources(), withTemplate);
            MonsterStart start;
            if (applied)
                start.templates.push_back(withTemplate);
            if (Creature* placed = creature(spawnMonster(monster, x, y, start))) {
                if (placement.flags & 0x08)
                    placed->attitude = Attitude::Peaceful;
                if (placement.flags & 0x10)
                    placed->attitude = Attitude::Hostile;
                if (placement.flags & 0x20)
                    placed->addStatus(StatusEffect{rules::SLEEPING, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject});
                if (placement.flags & 0x40) {
                    placed->mind.guardX = x;
                    placed->mind.guardY = y;
                }
            }
            break;
        }
        case map::ObjectPlacement::Kind::Statue:
            break;      // statues are features; the map shows them already
        default: {
            auto [item, effect] = placement.resource
                                      ? std::pair<ResourceId, ResourceId>{placement.resource,
                                                                          placement.of.asResourceId()}
                                      : randomItem(*this, std::max(placement.level, here.depth));
            if (item)
                spawnItem(item, effect, x, y);
            break;
        }
        }
    }

    if (!options_.populate)
        return;
    // The dungeon's own population, on free floor.
    auto freeCell = [&]() -> std::optional<std::pair<int, int>> {
        for (int tries = 0; tries < 200; ++tries) {
            const int x = randomBelow(m.width());
            const int y = randomBelow(m.height());
            if (!m.solid(x, y) && !m.isWater(x, y) && here.creatureAt(x, y) == world::kNoObject &&
                !m.featureAt(x, y))
                return std::pair{x, y};
        }
        return std::nullopt;
    };
    // A module with Encounter resources fills each panel with a group of
    // monsters as the original does (encounter_generator.h); one without
    // them gets random monsters.
    const bool byEncounters = encounters::moduleHasGeneratedEncounters(resources());
    if (byEncounters)
        encounters::populateLevelFromEncounters(*this, here);
    // Weaker monsters are commoner: each counts 1 + (the depth's CR - its own)
    // times, so a level is mostly below its CR with a few at it.
    std::vector<int32_t> weights;
    int32_t totalWeight = 0;
    for (ResourceId id : monsters) {
        const int32_t below = cr - module::view<module::MonsterView>(resources(), id)->challengeRating();
        weights.push_back(1 + std::clamp(below, 0, 8));
        totalWeight += weights.back();
    }
    const int monsterCount = 6 + 2 * here.depth;
    for (int i = 0; i < monsterCount && !monsters.empty() && !byEncounters; ++i) {
        auto cell = freeCell();
        if (!cell)
            continue;
        int32_t pick = randomBelow(totalWeight);
        size_t chosen = 0;
        while (pick >= weights[chosen])
            pick -= weights[chosen++];
        spawnMonster(monsters[chosen], cell->first, cell->second);
    }
    const int itemCount = 5 + here.depth;
    for (int i = 0; i < itemCount; ++i) {
        auto cell = freeCell();
        auto [item, effect] = randomItem(*this, here.depth);
        if (cell && item)
            spawnItem(item, effect, cell->first, cell->second);
    }
}

// Outdoor encounters, on a tile made for the first time: two to four of the
// module's Monsters whose `Terrain:` matches the cell's (world_travel_state.h
// terrainBits) at the Dungeon's first challenge rating or below, else of the
// monsters its first level draws from; asleep, a quarter of the tile or more
// from its centre, where the player arrives. Which monsters and where come
// from the game's seed and the cell alone, so a tile holds the same
// encounter whatever order the tiles are entered in.
void Game::populateTile(Level& tile, WorldCell cell)
{
    const int32_t terrain = world_->terrainBits(cell) & ~rules::TT_SURFACE;
    const int32_t cr = map::readDungeonSettings(resources(), dungeon_).depthCR(1);
    std::vector<ResourceId> pool;
    for (ResourceId id : resources().resources(module::kindBit(ResourceKind::Monster))) {
        auto monster = module::view<module::MonsterView>(resources(), id);
        if (!monster->hasFlag(rules::M_NOGEN) && (monster->terrain() & terrain) && monster->challengeRating() <= cr)
            pool.push_back(id);
    }
    if (pool.empty())
        pool = monsterCandidates(resources(), cr, 1);
    if (pool.empty())
        return;
    // splitmix64 of the seed and the cell: the tile's own stream of numbers.
    uint64_t state = options_.seed ^ ((uint64_t(uint32_t(cell[0])) << 32) | uint32_t(cell[1]));
    const auto next = [&state] {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    };
    const map::Map& m = tile.map();
    const int count = 2 + int(next() % 3);
    const int cx = m.width() / 2, cy = m.height() / 2;
    const Handle previous = level_;
    level_ = world_->tileLevel(cell);
    int placed = 0;
    for (int tries = 0; tries < 400 && placed < count; ++tries) {
        const int x = 2 + int(next() % uint64_t(std::max(1, m.width() - 4)));
        const int y = 2 + int(next() % uint64_t(std::max(1, m.height() - 4)));
        const ResourceId monster = pool[size_t(next() % pool.size())];
        if (std::max(std::abs(x - cx), std::abs(y - cy)) < m.width() / 4 || !walkableCell(m, x, y, false) ||
            m.isWater(x, y) || m.featureAt(x, y) || tile.creatureAt(x, y) != world::kNoObject)
            continue;
        if (Creature* sleeper = creature(spawnMonster(monster, x, y))) {
            sleeper->addStatus(StatusEffect{rules::SLEEPING, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject});
            ++placed;
        }
    }
    level_ = previous;
}

std::optional<std::string> Game::createPlayer()
{
    auto made = std::make_unique<Creature>();
    made->isPlayer = true;
    made->attitude = Attitude::Player;
    made->name = options_.playerName;
    made->glyph = {'@', 15, 0};
    made->attributes = {15, 14, 14, 10, 12, 10};
    made->level = 1;
    made->state.formulaSeed = int32_t(uint32_t(options_.seed));   // before the making, as src/Create.cpp
    player_ = registry_.add(std::move(made));
    events().setGameObjects({world::kNoObject, player_, world::kNoObject});
    Creature& self = player();
    // Satiated, before the race and class hear of the making (src/Create.cpp, Player::Create).
    hunger::setSatiation(self, hunger::kStartingSatiation);
    // The race and class as the original makes a character: they hear of
    // its making, grant abilities and gear (character_advance.h).
    if (std::optional<std::string> refused =
            character::rollCharacter(*this, self, options_.race, options_.characterClass))
        return refused;
    // A character's attack bonus is its classes' (Character::GetBAB, melee);
    // a plain adventurer's +1 a level.
    self.hitBonus = self.character->classes[0]
                        ? class_levels::baseAttack(resources(), *self.character, rules::S_MELEE)
                        : 1;
    self.defence = 10;
    self.attacks = {CreatureAttack{rules::A_PUNC, {AttackDamage{Dice{1, 3, 0}, rules::AD_BLUNT, 0}}}};
    // A character of a class has the hit points, mana and spells its making
    // gave (character_vitals.h, character_spells.h); a plain adventurer of
    // modules without classes gets a d10 fighter's hit points, some mana,
    // and the first attack and healing spell of level 1 that no potion or
    // scroll carries.
    if (!self.character->classes[0]) {
        self.maxHp = self.hp = std::max(4, 10 + abilityModifier(self.attributes[rules::A_CON]) + 6);
        self.maxMana = self.mana = 10;
        bool haveAttack = false, haveHealing = false;
        for (ResourceId id : resources().resources(module::kindBit(ResourceKind::Effect))) {
            const auto effect = module::view<module::EffectView>(resources(), id);
            // Spells, not potions or scrolls (an effect a wand also carries is a spell too).
            if (isSource(*effect, rules::AI_POTION) || isSource(*effect, rules::AI_SCROLL) || effect->level() > 1 ||
                effect->hasFlag(rules::EF_NOGEN))
                continue;
            const int32_t archetype = effect->values().archetype;
            if (archetype == rules::EA_BLAST && !haveAttack) {
                self.spells.push_back(id);
                haveAttack = true;
            } else if (archetype == rules::EA_HEALING && !haveHealing) {
                self.spells.push_back(id);
                haveHealing = true;
            }
        }
    }

    // Modules whose race and class give no gear: the plainest weapon and
    // armour, and two healing potions.
    if (!self.inventory.empty())
        return std::nullopt;
    auto lowest = [&](int32_t itemType) -> ResourceId {
        ResourceId best = 0;
        int32_t bestLevel = INT32_MAX;
        for (ResourceId id : resources().resources(module::kindBit(ResourceKind::Item))) {
            const auto it = module::view<module::ItemView>(resources(), id);
            if (it->itemType() == itemType && !it->hasFlag(rules::IT_NOGEN) && it->level() < bestLevel) {
                best = id;
                bestLevel = it->level();
            }
        }
        return best;
    };
    auto carry = [&](ResourceId resource, ResourceId effect, int32_t quantity) -> Item* {
        const auto view = module::view<module::ItemView>(resources(), resource);
        if (!view)
            return nullptr;
        std::unique_ptr<Item> it = Item::fromResource(*view, effect);
        it->quantity = quantity;
        Item& ref = *it;
        registry_.add(std::move(it));
        return item(giveItem(self, ref));
    };
    if (Item* weapon = carry(lowest(rules::T_WEAPON), 0, 1))
        self.weapon = weapon->handle();
    if (Item* armour = carry(lowest(rules::T_ARMOUR), 0, 1))
        self.bodyArmour = armour->handle();
    const ResourceId potion = baseItemFor(resources(), rules::T_POTION);
    for (ResourceId id : resources().resources(module::kindBit(ResourceKind::Effect))) {
        const auto effect = module::view<module::EffectView>(resources(), id);
        if (potion && isSource(*effect, rules::AI_POTION) && effect->values().archetype == rules::EA_HEALING) {
            carry(potion, id, 2);
            break;
        }
    }
    return std::nullopt;
}

bool Game::goToLevel(int32_t depth)
{
    if (depth < 1 || size_t(depth) > levels_.size())
        return false;
    if (depth == level().depth)
        return true;
    try {
        enterLevel(depth, depth > level().depth);
    } catch (const map::GenerationError& error) {
        notice(std::string("Level ") + std::to_string(depth) + " cannot be made: " + error.what(), 12);
        return false;
    }
    return true;
}

void Game::enterLevel(int32_t depth, bool arrivingFromAbove)
{
    // The arrival first: a level that cannot be generated (GenerationError)
    // leaves the game as it was.
    Level& arrival = levels_[size_t(depth - 1)] == world::kNoObject
                         ? makeLevel(depth)
                         : static_cast<Level&>(registry_.get(levels_[size_t(depth - 1)]));
    // Where the player arrives: the stairs it came by, else the start tile,
    // else the first free floor cell.
    const map::Map& m = arrival.map();
    const map::FeatureKind wanted = arrivingFromAbove ? map::FeatureKind::StairsUp : map::FeatureKind::StairsDown;
    std::optional<int32_t> cell;
    if (arrivingFromAbove && arrival.entryCell >= 0)
        cell = arrival.entryCell;
    for (const auto& [index, feature] : m.features()) {
        if (cell)
            break;
        if (feature.kind == wanted) {
            cell = index;
            break;
        }
    }
    if (!cell) {
        for (int32_t i = 0; i < m.cellCount() && !cell; ++i) {
            if (!m.solid(i % m.width(), i / m.width()))
                cell = i;
        }
    }
    if (!cell)
        throw map::GenerationError(arrival.describe() + " has no floor to arrive on");
    placePlayer(arrival, *cell);
}

void Game::placePlayer(Level& arrival, int32_t cell)
{
    const map::Map& m = arrival.map();
    // The player's companions go with it (src/Feature.cpp, Player::MoveDepth).
    const std::vector<Handle> goingAlong =
        level_ != world::kNoObject && level_ != arrival.handle() ? companions::companionsOf(*this, player())
                                                                  : std::vector<Handle>{};
    // The level left behind stops: its creatures wait, out of the queue.
    if (level_ != world::kNoObject) {
        for (Handle handle : creaturesOnLevel()) {
            if (handle != player_) {
                thing_state_api::holdTimeout(queue_, *creature(handle));
                queue_.remove(handle);
            }
        }
    }
    Creature& self = player();
    if (level_ != world::kNoObject)
        level().setCreatureAt(self.x, self.y, world::kNoObject);
    level_ = arrival.handle();
    // Who stands where on the arrival level (a level read from a save knows no one yet).
    arrival.clearOccupants();
    for (Handle handle : creaturesOnLevel()) {
        const Creature* c = creature(handle);
        if (handle != player_ && !engulf::isEngulfed(*c))
            arrival.setCreatureAt(c->x, c->y, handle);
    }
    registry_.moveToMap(player_, level_);
    for (Handle carried : self.inventory)
        registry_.moveToMap(carried, level_);

    int x = cell % m.width();
    int y = cell / m.width();
    // Someone standing there steps aside (the nearest free cell).
    if (arrival.creatureAt(x, y) != world::kNoObject) {
        for (int radius = 1; radius < 10; ++radius) {
            bool found = false;
            for (int dy = -radius; dy <= radius && !found; ++dy) {
                for (int dx = -radius; dx <= radius && !found; ++dx) {
                    if (m.contains(x + dx, y + dy) && !m.solid(x + dx, y + dy) &&
                        arrival.creatureAt(x + dx, y + dy) == world::kNoObject) {
                        x += dx;
                        y += dy;
                        found = true;
                    }
                }
            }
            if (found)
                break;
        }
    }
    self.x = x;
    self.y = y;
    arrival.setCreatureAt(x, y, player_);
    for (Handle companion : goingAlong)
        placeThing(companion, arrival, x, y);

    if (!queue_.contains(player_))
        queue_.add(player_, uint16_t(self.currentSpeed()));
    for (Handle handle : creaturesOnLevel()) {
        if (handle != player_ && !queue_.contains(handle))
            queue_.add(handle, uint16_t(creature(handle)->currentSpeed()),
                       thing_state_api::joiningDelay(*creature(handle), [this] {
                           return uint32_t(randomBelow(kStandardActionCost));
                       }));
    }
    stats_.level(arrival.depth);
    updatePlayerView();
}

} // namespace incursion::game
