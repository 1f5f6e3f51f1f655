#include "game/game.h"
#include "game/engulf.h"
#include "game/special_attacks.h"
#include "game/hunger.h"
#include "game/item_use.h"
#include "game/worn_magic.h"
#include "game/equipment.h"

#include "game/feature_stati.h"
#include "game/fields.h"
#include "game/terraform.h"

#include "game/character_advance.h"
#include "game/character_spells.h"
#include "game/combat.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/feature_events.h"
#include "game/feature_object.h"
#include "game/flat_footed.h"
#include "game/item_properties.h"
#include "game/item_stati.h"
#include "game/item_wear.h"
#include "game/light_fuel.h"
#include "game/periodic_effects.h"
#include "game/monster_ai.h"
#include "game/monster_events.h"
#include "game/monster_gear.h"
#include "game/monster_templates.h"
#include "game/god_pulse.h"
#include "game/prayer.h"
#include "game/terrain_events.h"
#include "game/rules.h"
#include "game/runtime_api.h"
#include "game/spell_engine.h"
#include "game/shapeshift.h"
#include "game/stati.h"
#include "game/stati_message.h"
#include "map/dungeon_generator.h"
#include "map/dungeon_settings.h"
#include "map/generation_error.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <utility>

namespace incursion::game {

namespace {

constexpr uint8_t kGameStateVersion = 1;
constexpr size_t kScriptErrorLimit = 200;      // kept for the report; later ones are only counted
constexpr int kPlayerSightRadius = 12;
// The least the player sees of unlit cells, light source or not (kept_differences.cpp).
constexpr int kTorchRadius = 2;

} // namespace

std::string LogEntry::text() const
{
    std::string out;
    for (const MessageRun& run : runs)
        out += run.text;
    return out;
}

Game::Game() : serial_([] {
    static std::atomic<uint64_t> games{0};
    return ++games;
}()) {}
Game::~Game() = default;

std::unique_ptr<world::ObjectFactory> Game::objectFactory()
{
    auto factory = std::make_unique<world::ObjectFactory>();
    factory->add(world::ObjectKind::Creature, [] { return std::make_unique<Creature>(); });
    factory->add(world::ObjectKind::Item, [] { return std::make_unique<Item>(); });
    factory->add(world::ObjectKind::Map, [] { return std::make_unique<Level>(); });
    factory->add(world::ObjectKind::Feature, [] { return std::make_unique<FeatureObject>(); });
    return factory;
}

std::vector<std::string> Game::loadModules(std::vector<module::ModuleImage> images)
{
    api_ = std::make_unique<vm::HostApi>();
    registerRuntimeApi(*api_);
    ScriptHostOptions hostOptions;
    hostOptions.seed = options_.seed;
    hostOptions.limits = options_.limits;
    hostOptions.registry = &registry_;
    hostOptions.participants = this;
    ScriptHostLoad loaded = ScriptHost::load(std::move(images), *api_, hostOptions);
    host_ = std::move(loaded.host);
    gods_.clear();
    if (host_)
        gods_ = resources().resources(module::kindBit(module::ResourceKind::God));
    return loaded.errors;
}

void Game::connectHost()
{
    host_->game = this;
    specialTerrains_ = specialTerrainsOf(resources());
    turnAnswered_ = anyResourceAnswers(resources(), EV_TURN);
    moveAnswered_ = anyResourceAnswers(resources(), EV_MOVE);
    EventSystem& events = host_->events();
    // A call of an API name the runtime lacks is counted by name (the
    // report lists them) rather than logged as an error each time: the
    // observer sees the error first, the sink then skips it.
    events.setErrorSink([this](const std::string& message) {
        if (std::exchange(unimplementedCallPending_, false))
            return;
        if (scriptErrors_.size() < kScriptErrorLimit)
            scriptErrors_.push_back("turn " + std::to_string(turn()) + ": " + message);
    });
    events.setFaultObserver([this](const vm::ScriptError& error, const std::string& api) {
        if (error.kind == vm::ScriptError::Kind::NotImplemented && !api.empty()) {
            ++stats_.unimplementedCalls[api];
            unimplementedCallPending_ = true;
        }
    });
    events.setInvocationCounter(&stats_.handlersRun);
    events.setMessageSink([this](const EventInfo& e, const HandlerMessages& messages) {
        // The first variant is the point of view's own (the victim's for
        // EVICTIM events), the last the onlookers'.
        const int32_t wrapped = messages.event % kItemOffset;
        // The victim reads the messages of what strikes it (the original's rule for these four).
        const int32_t base = wrapped % kVictimOffset % kPostOffset % kPreOffset;
        const bool toVictim = wrapped >= kVictimOffset || base == EV_DAMAGE || base == EV_DEATH
                              || base == EV_MAGIC_HIT || base == EV_MAGIC_STRIKE;
        // An effect's own message about its hit, once per victim: not again for its later segments.
        if (base == EV_MAGIC_HIT && e.efNum > 0 && messages.resource == e.eID)
            return;
        const Handle pointOfView = toVictim ? e.victim : e.actor;
        const std::string_view forPlayer = messages.texts.front();
        const std::string_view forOthers = messages.texts.back();
        messageAs(e, pointOfView, forPlayer, forOthers);
    });
}

GameStart Game::start(std::vector<module::ModuleImage> images, const GameOptions& options)
{
    GameStart out;
    std::unique_ptr<Game> game(new Game());
    game->options_ = options;
    game->images_ = images;
    out.errors = game->loadModules(std::move(images));
    if (!game->host_)
        return out;
    game->connectHost();
    const std::optional<ResourceId> dungeon = map::findDungeon(game->resources(), options.dungeon);
    if (!dungeon) {
        out.errors.push_back(options.dungeon.empty() ? "the modules have no Dungeon to play"
                                                     : "no Dungeon named \"" + options.dungeon + "\"");
        return out;
    }
    game->dungeon_ = *dungeon;
    try {
        const map::DungeonSettings settings = map::readDungeonSettings(game->resources(), *dungeon);
        if (options.depth < 1 || options.depth > settings.dungeonDepth) {
            out.errors.push_back("depth " + std::to_string(options.depth) + " is outside " + settings.dungeonName +
                                 " (1 to " + std::to_string(settings.dungeonDepth) + ")");
            return out;
        }
        game->levels_.assign(size_t(settings.dungeonDepth), world::kNoObject);
        game->identification_.assignFlavours(game->resources(), options.seed);
        if (std::optional<std::string> error = game->createPlayer()) {
            out.errors.push_back(std::move(*error));
            return out;
        }
        if (options.world) {
            if (std::optional<std::string> error = game->beginWorld(*options.world)) {
                out.errors.push_back(std::move(*error));
                return out;
            }
        } else {
            game->enterLevel(options.depth, true);
        }
        worn_magic::putOnAll(*game, game->player());
    } catch (const map::GenerationError& error) {
        out.errors.push_back(error.what());
        return out;
    }
    game->message("Welcome to <Str>!", {}, std::array{MessageArgument::ofText(std::string(
                                                  map::displayName(game->resources().name(*dungeon))))});
    out.game = std::move(game);
    return out;
}

// ---- objects ----------------------------------------------------------------

Creature& Game::player()
{
    return static_cast<Creature&>(registry_.get(player_));
}

const Creature& Game::player() const
{
    return static_cast<const Creature&>(registry_.get(player_));
}

Level& Game::level()
{
    return static_cast<Level&>(registry_.get(level_));
}

const Level& Game::level() const
{
    return static_cast<const Level&>(registry_.get(level_));
}

Creature* Game::creature(Handle handle) const
{
    world::GameObject* object = registry_.find(handle);
    return object && object->kind() == world::ObjectKind::Creature ? static_cast<Creature*>(object) : nullptr;
}

Item* Game::item(Handle handle) const
{
    world::GameObject* object = registry_.find(handle);
    return object && object->kind() == world::ObjectKind::Item ? static_cast<Item*>(object) : nullptr;
}

Level* Game::levelObject(Handle handle) const
{
    world::GameObject* object = registry_.find(handle);
    return object && object->kind() == world::ObjectKind::Map ? static_cast<Level*>(object) : nullptr;
}

FeatureObject* Game::featureObject(Handle handle) const
{
    world::GameObject* object = registry_.find(handle);
    return object && object->kind() == world::ObjectKind::Feature ? static_cast<FeatureObject*>(object) : nullptr;
}

Creature* Game::creatureAt(int x, int y) const
{
    return creature(level().creatureAt(x, y));
}

std::vector<Handle> Game::itemsAt(int x, int y) const
{
    return itemsAt(level(), x, y);
}

std::vector<Handle> Game::itemsAt(const Level& on, int x, int y) const
{
    std::vector<Handle> items;
    for (Handle handle : registry_.objectsOn(on.handle())) {
        const Item* it = item(handle);
        if (it && it->owner == world::kNoObject && it->x == x && it->y == y)
            items.push_back(handle);
    }
    return items;
}

std::vector<Handle> Game::creaturesOnLevel() const
{
    std::vector<Handle> creatures;
    for (Handle handle : registry_.objectsOn(level_)) {
        if (creature(handle))
            creatures.push_back(handle);
    }
    return creatures;
}

Handle Game::spawnMonster(ResourceId monster, int x, int y, const MonsterStart& start)
{
    Level& here = level();
    if (!here.map().contains(x, y) || here.map().solid(x, y) || here.creatureAt(x, y) != world::kNoObject)
        return world::kNoObject;
    const std::optional<module::MonsterView> view = module::view<module::MonsterView>(resources(), monster);
    if (!view)
        return world::kNoObject;
    std::unique_ptr<Creature> made = Creature::fromMonster(*view, dice());
    made->x = x;
    made->y = y;
    const Handle handle = registry_.add(std::move(made), level_);
    here.setCreatureAt(x, y, handle);
    queue_.add(handle, uint16_t(creature(handle)->currentSpeed()), uint32_t(randomBelow(kStandardActionCost)));
    for (const StatusEffect& status : start.stati)
        creature(handle)->addStatus(status);
    for (ResourceId applied : start.templates)
        monster_templates::addTemplate(*this, *creature(handle), applied);
    // Its EV_INITIALIZE comes before its gear, as in the original's Monster::Initialize.
    initializeMonster(*this, *creature(handle));
    if (Creature* made = creature(handle))
        equip(*made, view->id());
    return handle;
}

std::unique_ptr<Item> Game::newItem(ResourceId itemResource, ResourceId effect, int32_t quantity)
{
    const std::optional<module::ItemView> view = module::view<module::ItemView>(resources(), itemResource);
    if (!view)
        return nullptr;
    std::unique_ptr<Item> made = Item::fromResource(*view, effect);
    // Its magic may curse it (EF_CURSED, EF_HALF_CURSED), as the original's MakeMagical.
    if (effect)
        item_properties::makeMagical(*this, *made, effect);
    made->quantity = std::max(1, quantity);
    if (made->itemType == rules::T_WAND)
        made->charges = 3 + randomBelow(6);
    return made;
}

Handle Game::spawnItem(ResourceId itemResource, ResourceId effect, int x, int y, int32_t quantity)
{
    std::unique_ptr<Item> made = newItem(itemResource, effect, quantity);
    if (!made)
        return world::kNoObject;
    made->x = x;
    made->y = y;
    return registry_.add(std::move(made), level_);
}

void Game::moveCreature(Creature& mover, int x, int y)
{
    Level& here = level();
    if (here.creatureAt(mover.x, mover.y) == mover.handle())
        here.setCreatureAt(mover.x, mover.y, world::kNoObject);
    const int fromX = mover.x, fromY = mover.y;
    mover.x = x;
    mover.y = y;
    here.setCreatureAt(x, y, mover.handle());
    if (mover.hasStatus(engulf::ENGULFER))
        engulf::engulferMoved(*this, mover);
    fields::creatureMoved(*this, mover, fromX, fromY);
}

void Game::removeCreature(Creature& dead, Handle killer, std::string_view how)
{
    // What it held inside drops out where it was; it leaves its engulfer's inside.
    engulf::leaving(*this, dead);
    Level& here = level();
    if (here.creatureAt(dead.x, dead.y) == dead.handle())
        here.setCreatureAt(dead.x, dead.y, world::kNoObject);
    queue_.remove(dead.handle());
    if (dead.isPlayer) {
        // The player stays in the registry: the report reads the body.
        // Through the formatter: the killer gets its article, or is
        // "something" when the player never saw it.
        // `how` is a blow ("claw") or, from a script's ThrowDmg, a phrase of its own ("a bursting beetle").
        const bool phrase = how.starts_with("a ") || how.starts_with("an ") || how.starts_with("the ");
        const bool byCreature = creature(killer) && !phrase;
        // An unseen killer's possessive would read "its": the grave says "something's".
        const std::string killedBy = byCreature && playerPerceives(killer) ? (how.empty() ? "a <hObj>" : "a <hObj>'s <Str>")
                                     : byCreature && !how.empty()         ? "something's <Str>"
                                                                           : (how.empty() ? "something" : "<Str>");
        // The template's tags take the arguments in order: the object only when it names one.
        std::vector<MessageArgument> arguments;
        if (killedBy.find("<hObj>") != std::string::npos)
            arguments.push_back(MessageArgument::ofObject(killer));
        arguments.push_back(MessageArgument::ofText(std::string(how)));
        const FormattedMessage text = formatMessage("Killed by " + killedBy + " on level " +
                                                        std::to_string(level().depth) + ", turn " +
                                                        std::to_string(turn()) + ".",
                                                    {}, arguments, *this);
        causeOfDeath_ = text.ok() ? text.plainText() : "Killed on turn " + std::to_string(turn()) + ".";
        return;
    }
    // A monster's things fall where it dies (the player's stay with the body, for the report).
    for (Handle carried : std::vector<Handle>(dead.inventory)) {
        if (Item* it = item(carried))
            dropItem(dead, *it);
    }
    if (killer == player_)
        ++stats_.level(level().depth).kills[nameOf(dead)];
    std::string reason = how.empty() ? "slain" : std::string(how);
    if (const Creature* by = creature(killer))
        reason = "slain by " + by->describe();
    registry_.destroy(dead.handle(), reason);
}

namespace {

// Two items named differently never stack; a name and none do (src/Item.cpp,
// Item::operator==, which compares names without case).
bool namesLetStack(std::string_view a, std::string_view b)
{
    const auto lower = [](char c) { return std::tolower(static_cast<unsigned char>(c)); };
    return a.empty() || b.empty() ||
           std::ranges::equal(a, b, [&](char x, char y) { return lower(x) == lower(y); });
}

} // namespace

bool Game::stacksWith(const Item& a, const Item& b) const
{
    return a.resource == b.resource && a.effect == b.effect && a.plus == b.plus && a.stati == b.stati &&
           namesLetStack(a.named, b.named) && a.itemType != rules::T_WAND && a.itemType != rules::T_WEAPON &&
           a.itemType != rules::T_ARMOUR;
}

Handle Game::giveItem(Creature& owner, Item& it)
{
    it.owner = owner.handle();
    it.x = -1;
    it.y = -1;
    // Stacks of the same thing merge (never into one worn: a second ring
    // or torch is one more carried, not a pair on one finger).
    for (Handle carried : owner.inventory) {
        Item* other = item(carried);
        if (other && other != &it && stacksWith(*other, it) && !equipment::isWorn(owner, carried)) {
            other->quantity += it.quantity;
            registry_.destroy(it.handle(), "merged into a stack");
            return other->handle();
        }
    }
    owner.inventory.push_back(it.handle());
    return it.handle();
}

void Game::dropItem(Creature& owner, Item& it)
{
    detachFromOwner(it);
    it.x = owner.x;
    it.y = owner.y;
}

void Game::detachFromOwner(Item& it)
{
    if (Creature* owner = creature(it.owner)) {
        std::erase(owner->inventory, it.handle());
        // What it gave while worn goes with it (it was not taken off: stolen, used up, destroyed).
        if (equipment::isWorn(*owner, it.handle()))
            worn_magic::removeStatiFrom(*this, *owner, it.handle());
        equipment::forget(*owner, it.handle());
    }
    it.owner = world::kNoObject;
}

void Game::consumeOne(Item& it)
{
    if (it.quantity > 1) {
        --it.quantity;
        return;
    }
    detachFromOwner(it);
    registry_.destroy(it.handle(), "used up");
}

// ---- perception -------------------------------------------------------------------

bool Game::playerPerceives(Handle object) const
{
    if (object == player_)
        return true;
    if (const Creature* c = creature(object))
        return c->map() == level_ && playerSees(c->x, c->y);
    if (const Item* it = item(object)) {
        if (it->owner != world::kNoObject)
            return it->owner == player_ || playerPerceives(it->owner);
        return it->map() == level_ && playerSees(it->x, it->y);
    }
    return false;
}

bool Game::canSee(const Creature& viewer, int x, int y) const
{
    if (viewer.isPlayer)
        return playerSees(x, y);
    if (viewer.hasStatus(rules::BLIND))
        return false;
    const int dx = x - viewer.x;
    const int dy = y - viewer.y;
    if (dx * dx + dy * dy > kPlayerSightRadius * kPlayerSightRadius)
        return false;
    // A line of cells from the viewer: no opaque cell between the two ends.
    const map::Map& m = level().map();
    const int steps = std::max(std::abs(dx), std::abs(dy));
    for (int i = 1; i < steps; ++i) {
        const int cx = viewer.x + (dx * i * 2 + (dx >= 0 ? steps : -steps)) / (2 * steps);
        const int cy = viewer.y + (dy * i * 2 + (dy >= 0 ? steps : -steps)) / (2 * steps);
        if (m.opaque(cx, cy))
            return false;
    }
    return true;
}

void Game::updatePlayerView()
{
    Level& here = level();
    const map::Map& m = here.map();
    const Creature& self = player();
    map::FieldOfViewRequest request;
    request.x = self.x;
    request.y = self.y;
    request.radius = self.hasStatus(rules::BLIND) ? 1 : kPlayerSightRadius;
    request.lightLevels = m.lightLevels();
    request.lightRadius = std::max(kTorchRadius, worn_magic::lightRange(*this, self));
    map::computeFieldOfView(map::OpacityGrid(m.opacityCells(), m.width(), m.height()), request, playerView_,
                            fovScratch_);
    for (int32_t cell : playerView_.cellsInView()) {
        if (playerView_.flagsAt(cell) & map::VisibilityMap::kSeen)
            here.setExplored(cell);
    }
}

// ---- chance ---------------------------------------------------------------------

int32_t Game::roll(Dice d)
{
    return dice().roll(d.number, d.sides) + d.bonus;
}

int32_t Game::randomBelow(int32_t n)
{
    return n <= 1 ? 0 : int32_t(dice().next() % uint64_t(n));
}

bool Game::percentChance(int32_t percent)
{
    return randomBelow(100) < percent;
}

// ---- events and messages ------------------------------------------------------

int32_t Game::throwEvent(EventInfo& info)
{
    if (info.map == world::kNoObject)
        info.map = level_;
    const int32_t result = events().throwEvent(info);
    // "You die..." comes after what killed the player has been told (the
    // blow's, the spell's or the script's own message), once the outermost
    // event is over.
    if (deathToTell_ && !events().current()) {
        deathToTell_ = false;
        notice("You die...");
    }
    if (actionDepth_ == 0 && !events().current())
        settleAfterAction();
    return result;
}

PromptHandler& Game::prompts()
{
    ++promptsAsked_;
    if (promptHandler_)
        return *promptHandler_;
    if (!seededChooser_)
        seededChooser_ = std::make_unique<SeededChooser>(dice());
    return *seededChooser_;
}

void Game::tellDeathWhenEventEnds()
{
    deathToTell_ = true;
}

void Game::logRuns(std::vector<MessageRun> runs)
{
    if (runs.empty() || silence_ > 0)
        return;
    // rule: src/Message.cpp, Player::__IPrint: a queue set gathers the message
    if (messageQueues_.gather(runs))
        return;
    appendLog(std::move(runs));
}

void Game::printQueue(int16_t queue)
{
    std::vector<MessageRun> line = messageQueues_.take(queue);
    appendLog(std::move(line));
}

void Game::appendLog(std::vector<MessageRun> runs)
{
    if (runs.empty())
        return;
    log_.push_back(LogEntry{turn(), std::move(runs)});
    ++messagesLogged_;
    while (log_.size() > kMessageLogLimit)
        log_.pop_front();
}

void Game::message(std::string_view templateText, const MessageSubjects& subjects,
                   std::span<const MessageArgument> arguments)
{
    FormattedMessage formatted = formatMessage(templateText, subjects, arguments, *this);
    if (!formatted.ok()) {
        notice("message \"" + std::string(templateText) + "\": " + formatted.error->message, 12);
        return;
    }
    if (formatted.perceived())
        logRuns(std::move(formatted.runs));
}

void Game::messageAs(const EventInfo& e, Handle pointOfView, std::string_view forPlayer, std::string_view forOthers,
                     std::span<const MessageArgument> arguments)
{
    message(pointOfView == player_ ? forPlayer : forOthers, MessageSubjects::of(e), arguments);
}

void Game::notice(std::string text, int colour)
{
    logRuns({MessageRun{colour, std::move(text)}});
}

void Game::reportScriptError(const std::string& message)
{
    if (scriptErrors_.size() < kScriptErrorLimit)
        scriptErrors_.push_back("turn " + std::to_string(turn()) + ": Error: " + message);
    // Past any message queue: an error is told at once.
    if (silence_ == 0)
        appendLog({MessageRun{12, "Error: " + message}});
}

// ---- names ----------------------------------------------------------------------

// Until the player knows it, a creature that seems to be something else
// (its Monster's `A_SEEM for $"thing"`) is named as that (src/Message.cpp,
// Creature::Name).
std::string Game::nameOf(const Creature& c) const
{
    if (c.isPlayer)
        return c.name;
    if (identification_.knowsCreature(c.handle()))
        return c.state.named.empty() ? c.name : firstNameOf(c.state.named);
    constexpr int32_t A_SEEM = 102;
    if (const auto monster = module::view<module::MonsterView>(resources(), c.monster))
        for (const module::Attack& attack : monster->attacks())
            if (attack.type == A_SEEM && attack.resource != 0)
                return std::string(map::displayName(resources().name(attack.resource)));
    return c.name;
}

// Until its magic is known an item goes by its flavour and base name, or its
// base name alone where it has no flavour; then as its effect's flags say:
// "Darwin's Dagger" (EF_NAMEFIRST), "Oil of Transformation" (EF_NAMEONLY),
// "long sword, Holy Avenger" (EF_POSTFIX), "long sword 'Ringil'" (EF_PROPER),
// else "potion of Mana". rule: src/Message.cpp, Item::Name
std::string Game::nameOf(const Item& it) const
{
    std::string base = it.name;
    if (it.effect == 0)
        return it.plus > 0 ? base + " +" + std::to_string(it.plus) : base;
    if (!identification_.known(it.effect)) {
        if (const ResourceId flavour = identification_.flavourOf(it.effect))
            return std::string(map::displayName(resources().name(flavour))) + " " + base;
        return base;
    }
    const std::string magic(map::displayName(resources().name(it.effect)));
    if (const auto effect = module::view<module::EffectView>(resources(), it.effect)) {
        if (effect->hasFlag(rules::EF_NAMEONLY))
            return magic;
        if (effect->hasFlag(rules::EF_NAMEFIRST))
            return magic + " " + base;
        if (effect->hasFlag(rules::EF_POSTFIX))
            return base + ", " + magic;
        if (effect->hasFlag(rules::EF_PROPER))
            return base + " '" + magic + "'";
    }
    return base + " of " + magic;
}

std::string Game::listedNameOf(const Item& it) const
{
    std::string text = it.quantity > 1 ? std::to_string(it.quantity) + " x " + nameOf(it) : nameOf(it);
    // A wand's charges always show, none left included: two wands of a kind differ by them.
    if (it.itemType == rules::T_WAND || it.charges > 0)
        text += " (" + std::to_string(it.charges) + (it.charges == 1 ? " charge)" : " charges)");
    // rule: src/Message.cpp, Item::Name with NA_LONG (a light's fuel)
    if (it.itemType == rules::T_LIGHT)
        text += " (with " + std::to_string(wornAge(*this, it)) + " turns of light left)";
    return text;
}

std::optional<ObjectName> Game::nameOf(world::Handle object) const
{
    if (const Creature* c = creature(object)) {
        ObjectName name;
        name.name = nameOf(*c);
        name.proper = c->isPlayer || (!c->state.named.empty() && identification_.knowsCreature(object));
        // He, she or it (src/Creature.h, Creature::He and its kin).
        name.gender = c->hasFlag(rules::M_NEUTER) ? Gender::Neuter : c->state.female() ? Gender::Female : Gender::Male;
        name.isPlayer = c->isPlayer;
        name.perceived = playerPerceives(object);
        return name;
    }
    if (const Item* it = item(object)) {
        ObjectName name;
        name.name = nameOf(*it);
        name.quantity = it->quantity;
        name.perceived = playerPerceives(object);
        return name;
    }
    // A door, trap or other feature: seen where the player sees its cell, unless hidden.
    if (const FeatureObject* feature = featureObject(object)) {
        ObjectName name;
        name.name = feature->name;
        const map::Feature* held = featureOf(*feature);
        name.perceived = feature->map() == level_ && playerSees(feature->x, feature->y) && held
                         && !(held->state & map::kFeatureHidden);
        return name;
    }
    return std::nullopt;
}

std::string Game::resourceName(module::ResourceId resource) const
{
    return std::string(map::displayName(resources().name(resource)));
}

// ---- EventParticipants ------------------------------------------------------------

ResourceId Game::regionAt(const EventInfo&, Handle subject) const
{
    const world::GameObject* object = registry_.find(subject);
    // Before the first level (a character's making wears its gear) there is none.
    if (!object || !level_ || object->map() != level_)
        return 0;
    const map::Region* region = level().map().contains(object->x, object->y)
                                    ? level().map().regionAt(object->x, object->y)
                                    : nullptr;
    return region ? region->resource : 0;
}

ResourceId Game::dungeonOf(Handle map) const
{
    const world::GameObject* object = registry_.find(map);
    return object && object->kind() == world::ObjectKind::Map ? static_cast<const Level*>(object)->dungeon : 0;
}

bool Game::isCharacter(Handle object) const
{
    return object == player_;
}

std::vector<ScriptedResource> Game::resourcesOf(Handle object) const
{
    if (const Creature* c = creature(object)) {
        // Its monster, then its templates (src/Creature.cpp, Creature::Event).
        std::vector<ScriptedResource> out;
        if (c->monster)
            out.push_back({c->monster, 0, false});
        for (ResourceId applied : monster_templates::templatesOf(*c))
            out.push_back({applied, 0, false});
        return out;
    }
    if (const Item* it = item(object)) {
        std::vector<ScriptedResource> out;
        if (it->effect)
            out.push_back({it->effect, kItemOffset, false});
        out.push_back({it->resource, 0, true});
        return out;
    }
    if (const FeatureObject* feature = featureObject(object))
        if (const map::Feature* held = featureOf(*feature); held && held->resource)
            return {{held->resource, 0, false}};
    return {};
}

bool Game::wrapsAsVictim(Handle object) const
{
    return !featureObject(object);
}

std::vector<ResourceId> Game::trapEventEffects(Handle object, int32_t event) const
{
    std::vector<ResourceId> effects;
    if (const Creature* c = creature(object))
        for (const StatusEffect& s : c->stati)
            if (s.stati == kTrapEventStati && s.magnitude == event && s.effect)
                effects.push_back(s.effect);
    return effects;
}

bool Game::receives(core::ResourceKind kind, int32_t event) const
{
    return deliveredTo(kind, event);
}

int32_t Game::handleEvent(Handle object, int32_t event, EventInfo& info)
{
    if (Creature* c = creature(object)) {
        if (const std::optional<int32_t> prayed = prayer::answer(*this, *c, event, info))
            return *prayed;
        if (event == EVICTIM(EV_MAGIC_HIT))
            return handleMagicHit(*this, *c, event, info);
        if (event == EV_EFFECT || event == EV_MAGIC_STRIKE)
            return handleEffectEvent(*this, *c, event, info);
        if (event == EV_WIELD)
            return equipment::answerWield(*this, *c, info);
        if (event == EV_REMOVE)
            return equipment::answerRemove(*this, *c, info);
        if (event == EV_PICKUP)
            return item_use::answerPickUp(*this, *c, info);
        if (event == EV_DROP)
            return item_use::answerDrop(*this, *c, info);
        if (event == EV_FIELDON || event == EV_FIELDOFF)
            return fields::handleFieldEvent(*this, *c, event, info);
        return handleCombatEvent(*this, *c, event, info);
    }
    if (FeatureObject* feature = featureObject(object)) {
        if (event == EV_OPEN)
            return feature_events::answerOpen(*this, *feature, info);
        if (event == EV_ENTER && info.actor == player_)
            return enterPortal(*feature);
    }
    return NOTHING;
}

// ---- the loop -------------------------------------------------------------------

bool Game::playerDead() const
{
    return !causeOfDeath_.empty();
}

GameStatus Game::advance(uint64_t tickLimit)
{
    const uint64_t stopAt = tickLimit ? queue_.now() + tickLimit : UINT64_MAX;
    while (!playerDead()) {
        if (queue_.nextTime() > stopAt)
            return GameStatus::Stopped;
        const Handle actor = queue_.next();
        silence_ = 0;       // as the original's main loop, for each thing's turn
        // A queue a script left set (or holding text no one printed) gives
        // its text up rather than swallow the log from now on.
        for (std::vector<MessageRun>& line : messageQueues_.reset())
            appendLog(std::move(line));
        if (actor == kTurnActor) {
            turnPasses();
            continue;
        }
        if (actor == player_) {
            singlePrinted_.clear();     // as the original's Player::ChooseAction, SinglePrintXY(e, NULL)
            return GameStatus::PlayerToAct;
        }
        Creature* monster = creature(actor);
        if (!monster) {
            queue_.remove(actor);
            continue;
        }
        monsterActs(*monster);
    }
    return GameStatus::PlayerDead;
}

void Game::monsterActs(Creature& monster)
{
    const ActionScope action(*this);
    const Handle actor = monster.handle();
    // A sleeper wakes when hurt, or now and then when the player comes near
    // (a tenth of its turns within 6 steps); until then it only sleeps.
    if (monster.hasStatus(rules::SLEEPING)) {
        const Creature& self = player();
        const bool near = map::stepDistance(self.x - monster.x, self.y - monster.y) <= 6;
        if (monster.hp < monster.maxHp || (near && randomBelow(10) == 0)) {
            monster.removeStatus(rules::SLEEPING);
            message("The <hObj> wakes up.", {}, std::array{MessageArgument::ofObject(actor)});
        } else {
            queue_.act(actor, kStandardActionCost);
            return;
        }
    }
    if (monster.hasStatus(rules::PARALYSIS)) {
        queue_.act(actor, kStandardActionCost);
        return;
    }
    const MonsterTurn done = takeMonsterTurn(*this, monster);
    // It may have died in its own action (a fire it breathed, a trap).
    if (queue_.contains(actor))
        queue_.act(actor, std::max<uint32_t>(done.cost, 1));
}

void Game::gainLevels(Creature& self)
{
    if (self.character && self.character->classes[0]) {
        // A character is told when it may advance; the player chooses when
        // (CommandKind::Advance; the bots at once: player_bot.cpp).
        character::announceAdvance(*this, self);
        return;
    }
    // d20 advancement: level n+1 at 1,000 x n(n+1)/2 experience; each level
    // a hit die (d10) with the Constitution modifier, +1 to hit, mana.
    while (self.level < 20 && self.experience >= 1000 * self.level * (self.level + 1) / 2) {
        ++self.level;
        const int32_t gained = std::max(1, roll(1, 10) + self.modifier(rules::A_CON));
        self.maxHp += gained;
        self.hp += gained;
        self.hitBonus += 1;
        self.maxMana += 2;
        notice("You feel more experienced: you are now level " + std::to_string(self.level) + ".", 14);
    }
}

void Game::turnPasses()
{
    const ActionScope action(*this);
    registry_.setTurn(turn());
    stats_.level(level().depth).turns += 1;
    std::vector<ResourceId> elapsedEffects;
    std::vector<std::pair<int32_t, int32_t>> elapsedPlain;  // (stati, value) of no effect
    for (Handle handle : creaturesOnLevel()) {
        Creature* c = creature(handle);
        if (!c || (turnAnswered_ && !throwTurn(*this, handle)))
            continue;
        c = creature(handle);   // its EV_TURN handlers may have killed it
        if (!c)
            continue;
        bool changed = false;
        bool unsummoned = false;
        elapsedEffects.clear();
        elapsedPlain.clear();
        for (StatusEffect& s : c->stati) {
            // Satiation counts down on its own (hunger.h).
            if (s.stati != hunger::HUNGER && s.turnsLeft > 0 && --s.turnsLeft == 0) {
                changed = true;
                unsummoned = unsummoned || s.stati == rules::SUMMONED;
                if (!s.effect)
                    elapsedPlain.push_back({s.stati, s.value});
                else if (std::find(elapsedEffects.begin(), elapsedEffects.end(), s.effect) == elapsedEffects.end())
                    elapsedEffects.push_back(s.effect);
            }
        }
        // A summoned creature goes when its summoning runs out.
        if (unsummoned && !c->isPlayer) {
            message("The <hObj> vanishes.", {}, std::array{MessageArgument::ofObject(handle)});
            removeCreature(*c, world::kNoObject, "its summoning ended");
            continue;
        }
        if (changed) {
            // An effect's stati go together, its scripts told (EV_ELAPSED, EV_REMOVED).
            for (ResourceId effect : elapsedEffects)
                endEffectStati(*this, handle, effect, EV_ELAPSED);
            c = creature(handle);
            if (!c)
                continue;
            const int32_t speedBefore = c->currentSpeed();
            std::erase_if(c->stati, [](const StatusEffect& s) { return s.turnsLeft == 0; });
            // Each stati no effect's script answered for says its own ending
            // ("You can see again."); an effect's did in endEffectStati.
            // rule: src/Status.cpp, Thing::RemoveStati (StatiMessage when ending)
            for (const auto& [stati, value] : elapsedPlain)
                stati_message::tell(*this, *c, stati, value, true);
            if (c->currentSpeed() != speedBefore && queue_.contains(handle))
                queue_.setSpeed(handle, uint16_t(c->currentSpeed()));
        }
        // A shape its POLYMORPH stati held ends with them, however they went.
        if (c->trueForm)
            shapeshift::settle(*this, *c);
        if (c->isPlayer) {
            god_pulse::turnPasses(*this, *c);
            c = creature(handle);   // a god's pulse may have killed it
            if (!c)
                continue;
        }
        flat_footed::turnPasses(*this, *c);
        item_stati::turnPasses(*this, *c);
        light_fuel::turnPasses(*this, *c);
        periodic_effects::turnPasses(*this, *c);
        c = creature(handle);
        if (!c)
            continue;
        hunger::turnPasses(*this, *c);
        c = creature(handle);
        if (!c || !c->alive())
            continue;
        // Its gaze, and its struggle inside an engulfer (special_attacks.h).
        special_attacks::turnPasses(*this, *c);
        c = creature(handle);
        if (!c || !c->alive())
            continue;
        // Natural healing: a hit point every 10 turns (the player every 5),
        // and mana likewise.
        if (c->hp < c->maxHp && turn() % (c->isPlayer ? 5 : 10) == 0)
            c->hp += 1;
        if (c->mana < c->maxMana && turn() % 5 == 0)
            c->mana += 1;
        if (c->isPlayer)
            gainLevels(*c);
    }
    // The level's fields and terraformed cells (fields.h, terraform.h).
    fields::turnPasses(*this);
    terraform::turnPasses(*this);
    feature_stati::turnPasses(*this);
    // The items lying on the level get their EV_TURN too (carried ones do not).
    if (turnAnswered_)
        for (Handle handle : registry_.objectsOn(level_))
            if (const Item* it = item(handle); it && it->owner == world::kNoObject)
                throwTurn(*this, handle);
    feature_events::turnPasses(*this);
}

} // namespace incursion::game
