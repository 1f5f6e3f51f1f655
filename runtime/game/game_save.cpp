// Saving and loading a game: the registry (creatures, items, levels) through
// world/save_file, and the game's own state as subsystem blobs: "game" (the
// options, who and where the player is, the log, the statistics,
// identification), "turns" (the queue) and the dice's state; a game on a
// world adds "world" (world_travel_state.h).
#include "game/game.h"
#include "game/engulf.h"

#include "module/binary_io.h"
#include "module/format_error.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace incursion::game {

namespace {

constexpr uint8_t kGameBlobVersion = 1;

std::string joined(const std::vector<std::string>& names)
{
    std::string text;
    for (const std::string& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

std::vector<std::string> namesOf(const std::vector<module::ModuleImage>& images)
{
    std::vector<std::string> names;
    for (const module::ModuleImage& image : images)
        names.push_back(image.name);
    return names;
}

} // namespace

struct Game::SavedState {
    world::ObjectRegistry registry;
    TurnQueue queue;
    GameOptions options;
    ResourceId dungeon = 0;
    Handle player = world::kNoObject;
    Handle level = world::kNoObject;
    std::vector<Handle> levels;
    std::string causeOfDeath;
    uint64_t messagesLogged = 0;
    std::deque<LogEntry> log;
    std::vector<std::string> scriptErrors;
    PlaytestStats stats;
    Identification identification;
    Religion religion;
    uint64_t dice = 0;
    std::optional<std::string> worldBlob;   // read once the modules are loaded (the binding names their resources)
};

std::string Game::save() const
{
    world::SubsystemState state;
    state.randomState = std::to_string(host_->dice().state());

    module::ByteWriter out;
    out.u8(kGameBlobVersion);
    out.count(images_.size(), "modules");
    for (const module::ModuleImage& image : images_)
        out.string(image.name);
    out.u64(options_.seed);
    out.string(options_.dungeon);
    out.i32(options_.depth);
    out.string(options_.playerName);
    out.u8(options_.populate ? 1 : 0);
    out.u32(dungeon_);
    out.u32(player_);
    out.u32(level_);
    out.count(levels_.size(), "levels");
    for (Handle level : levels_)
        out.u32(level);
    out.string(causeOfDeath_);
    out.u64(messagesLogged_);
    out.count(log_.size(), "log entries");
    for (const LogEntry& entry : log_) {
        out.u64(entry.turn);
        out.count(entry.runs.size(), "runs");
        for (const MessageRun& run : entry.runs) {
            out.i32(run.colour);
            out.string(run.text);
        }
    }
    out.count(scriptErrors_.size(), "script errors");
    for (const std::string& error : scriptErrors_)
        out.string(error);
    stats_.save(out);
    identification_.save(out);
    state.blobs["game"] = std::move(out.bytes);

    module::ByteWriter turns;
    queue_.save(turns);
    state.blobs["turns"] = std::move(turns.bytes);
    // Its own blob: saves from before religion have none and load unchanged.
    module::ByteWriter faith;
    religion_.save(faith);
    state.blobs["religion"] = std::move(faith.bytes);
    if (world_) {
        module::ByteWriter onWorld;
        world_->save(onWorld);
        state.blobs["world"] = std::move(onWorld.bytes);
    }
    return world::writeSave(registry_, state);
}

uint64_t Game::stateDigest() const
{
    world::SubsystemState state;
    state.randomState = std::to_string(host_->dice().state());
    module::ByteWriter turns;
    queue_.save(turns);
    state.blobs["turns"] = std::move(turns.bytes);
    uint64_t hash = 14695981039346656037ull;    // FNV-1a
    for (char c : world::writeSave(registry_, state))
        hash = (hash ^ uint8_t(c)) * 1099511628211ull;
    return hash;
}

std::variant<std::unique_ptr<Game::SavedState>, std::string> Game::readState(std::string_view bytes,
                                                                            const std::vector<std::string>& moduleNames)
{
    const std::unique_ptr<world::ObjectFactory> factory = objectFactory();
    world::SaveReadResult read = world::readSave(bytes, *factory);
    if (!read.ok())
        return read.error->describe();
    const auto gameBlob = read.subsystems.blobs.find("game");
    const auto turnsBlob = read.subsystems.blobs.find("turns");
    if (gameBlob == read.subsystems.blobs.end() || turnsBlob == read.subsystems.blobs.end())
        return std::string("the save has no game state (blobs \"game\" and \"turns\")");
    auto state = std::make_unique<SavedState>();
    state->registry = std::move(*read.registry);
    if (const auto worldBlob = read.subsystems.blobs.find("world"); worldBlob != read.subsystems.blobs.end())
        state->worldBlob = worldBlob->second;
    if (const auto faith = read.subsystems.blobs.find("religion"); faith != read.subsystems.blobs.end()) {
        try {
            module::ByteReader in("religion", faith->second, 0);
            state->religion = Religion::load(in);
            in.expectEnd();
        } catch (const module::FormatFailure& failure) {
            return failure.error.describe();
        }
    }
    const std::string& dice = read.subsystems.randomState;
    const auto [end, ec] = std::from_chars(dice.data(), dice.data() + dice.size(), state->dice);
    if (ec != std::errc() || end != dice.data() + dice.size())
        return "the save's random state \"" + dice.substr(0, 40) + "\" is no number";
    try {
        module::ByteReader in("game", gameBlob->second, 0);
        if (in.u8("game state version") != kGameBlobVersion)
            in.fail("unknown game state version");
        const uint32_t moduleCount = in.count(1, "modules");
        std::vector<std::string> names;
        for (uint32_t i = 0; i < moduleCount; ++i)
            names.push_back(in.string("module name"));
        if (names != moduleNames)
            return "the save was made with modules " + joined(names) + ", not " + joined(moduleNames);
        GameOptions& options = state->options;
        options.seed = in.u64("seed");
        options.dungeon = in.string("dungeon");
        options.depth = in.i32("depth");
        options.playerName = in.string("player name");
        options.populate = in.flag("populate");
        state->dungeon = in.u32("dungeon resource");
        state->player = in.u32("player");
        state->level = in.u32("level");
        state->levels.resize(in.count(4, "levels"));
        for (Handle& level : state->levels)
            level = in.u32("level handle");
        state->causeOfDeath = in.string("cause of death");
        state->messagesLogged = in.u64("messages logged");
        const uint32_t entries = in.count(12, "log entries");
        for (uint32_t i = 0; i < entries; ++i) {
            LogEntry entry;
            entry.turn = in.u64("log turn");
            entry.runs.resize(in.count(8, "runs"));
            for (MessageRun& run : entry.runs) {
                run.colour = in.i32("colour");
                run.text = in.string("message text");
            }
            state->log.push_back(std::move(entry));
        }
        if (state->messagesLogged < state->log.size())
            in.fail("fewer messages logged than kept");
        const uint32_t errors = in.count(4, "script errors");
        for (uint32_t i = 0; i < errors; ++i)
            state->scriptErrors.push_back(in.string("script error"));
        state->stats = PlaytestStats::load(in);
        state->identification = Identification::load(in);
        in.expectEnd();

        // Every handle the game keeps names what it should, and the player
        // stands on its level, inside the map.
        const world::GameObject* player = state->registry.find(state->player);
        if (!player || player->kind() != world::ObjectKind::Creature || !static_cast<const Creature*>(player)->isPlayer)
            in.fail("the player handle names no player: " + state->registry.diagnose(state->player));
        const world::GameObject* level = state->registry.find(state->level);
        if (!level || level->kind() != world::ObjectKind::Map)
            in.fail("the current level handle names no level");
        if (player->map() != state->level)
            in.fail("the player is not on the current level");
        for (Handle handle : state->levels) {
            const world::GameObject* object = state->registry.find(handle);
            if (handle != world::kNoObject && (!object || object->kind() != world::ObjectKind::Map))
                in.fail("a level handle names no level");
        }
        const map::Map& m = static_cast<const Level*>(level)->map();
        for (Handle handle : state->registry.objectsOn(state->level)) {
            const world::GameObject& object = state->registry.get(handle);
            if (object.kind() == world::ObjectKind::Creature && !m.contains(object.x, object.y))
                in.fail(object.describe() + " stands outside the map");
        }

        module::ByteReader turns("turns", turnsBlob->second, 0);
        state->queue = TurnQueue::load(turns, state->registry);
        turns.expectEnd();
    } catch (const module::FormatFailure& failure) {
        return failure.error.describe();
    }
    if (std::optional<std::string> problem = verifyObjects(*state))
        return "section game: " + *problem;
    return state;
}

// What the objects of a save must hold for play: every creature and loose
// item inside its level or set aside, on a cell it can stand on, one creature a cell;
// carried items owned both ways; the queue holding the current level's
// creatures only, the living player among them.
std::optional<std::string> Game::verifyObjects(const SavedState& state)
{
    const world::ObjectRegistry& registry = state.registry;
    std::set<std::pair<Handle, int32_t>> standing;
    std::optional<std::string> problem;
    registry.forEachObject([&](const world::GameObject& object) {
        if (problem || object.kind() == world::ObjectKind::Map)
            return;
        if (object.map() == world::kNoObject) {
            // Set aside by a script (game_placement.cpp): nowhere and not acting.
            if (object.x != -1 || object.y != -1)
                problem = object.describe() + " is on no level but at (" + std::to_string(object.x) + ", "
                          + std::to_string(object.y) + ")";
            else if (state.queue.contains(object.handle()))
                problem = object.describe() + " is queued but on no level";
            return;
        }
        const world::GameObject* place = registry.find(object.map());
        if (!place || place->kind() != world::ObjectKind::Map) {
            problem = object.describe() + " is on no level";
            return;
        }
        const map::Map& m = static_cast<const Level*>(place)->map();
        if (object.kind() == world::ObjectKind::Feature) {
            if (!m.contains(object.x, object.y))
                problem = object.describe() + " is outside its level";
            return;
        }
        if (object.kind() == world::ObjectKind::Creature) {
            const auto& c = static_cast<const Creature&>(object);
            // One inside an engulfer shares its cell (engulf.h), standing nowhere itself.
            const bool shares = engulf::isEngulfed(c);
            if (!m.contains(c.x, c.y) || m.solid(c.x, c.y) ||
                (!shares && !standing.insert({c.map(), m.index(c.x, c.y)}).second)) {
                problem = c.describe() + " stands where it cannot (" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
                return;
            }
            for (Handle carried : c.inventory) {
                const world::GameObject* it = registry.find(carried);
                if (!it || it->kind() != world::ObjectKind::Item || static_cast<const Item*>(it)->owner != c.handle()) {
                    problem = c.describe() + " carries what is not its own item";
                    return;
                }
            }
            for (int32_t slot = wear_slots::SL_READY; slot <= wear_slots::SL_BRACERS; ++slot) {
                const Handle worn = equipment::inSlot(c, slot);
                if (worn != world::kNoObject && std::find(c.inventory.begin(), c.inventory.end(), worn) == c.inventory.end()) {
                    problem = c.describe() + " wields or wears what it does not carry";
                    return;
                }
            }
            const bool current = c.map() == state.level;
            const bool alive = !(c.isPlayer && !state.causeOfDeath.empty());
            if (state.queue.contains(c.handle()) != (current && alive)) {
                problem = c.describe() + (current && alive ? " is missing from the turn queue" : " is queued but not on the current level");
                return;
            }
        } else if (object.kind() == world::ObjectKind::Item) {
            const auto& it = static_cast<const Item&>(object);
            if (it.owner == world::kNoObject) {
                if (!m.contains(it.x, it.y))
                    problem = it.describe() + " lies outside its level";
                return;
            }
            const world::GameObject* owner = registry.find(it.owner);
            if (!owner || owner->kind() != world::ObjectKind::Creature) {
                problem = it.describe() + " is owned by no creature";
                return;
            }
            const auto& inventory = static_cast<const Creature*>(owner)->inventory;
            if (std::find(inventory.begin(), inventory.end(), it.handle()) == inventory.end())
                problem = it.describe() + " is owned by a creature that does not carry it";
        }
    });
    return problem;
}

std::variant<std::unique_ptr<WorldTravelState>, std::string> Game::readWorld(const SavedState& state) const
{
    if (!state.worldBlob)
        return std::unique_ptr<WorldTravelState>();
    try {
        module::ByteReader in("world", *state.worldBlob, 0);
        std::unique_ptr<WorldTravelState> read = WorldTravelState::load(in, resources());
        in.expectEnd();
        // The tiles and dungeons it keeps are levels of the save, and the
        // player is on one of the current cell's.
        for (Handle handle : read->keptLevels()) {
            const world::GameObject* level = state.registry.find(handle);
            if (!level || level->kind() != world::ObjectKind::Map)
                in.fail("a kept level handle names no level");
        }
        const auto* current = static_cast<const Level*>(state.registry.find(state.level));
        if (current->depth == 0 && read->tileLevel(read->cell()) != state.level)
            in.fail("the player is on a world tile that is not the current cell's");
        return read;
    } catch (const module::FormatFailure& failure) {
        return failure.error.describe();
    }
}

void Game::adopt(SavedState&& state, std::unique_ptr<WorldTravelState> onWorld)
{
    world_ = std::move(onWorld);
    registry_ = std::move(state.registry);
    queue_ = std::move(state.queue);
    options_ = std::move(state.options);
    dungeon_ = state.dungeon;
    player_ = state.player;
    level_ = state.level;
    levels_ = std::move(state.levels);
    causeOfDeath_ = std::move(state.causeOfDeath);
    messagesLogged_ = state.messagesLogged;
    log_ = std::move(state.log);
    messageQueues_ = MessageQueues{};   // neither is saved: a save is taken between actions
    overlay_ = ScreenOverlay{};
    scriptErrors_ = std::move(state.scriptErrors);
    stats_ = std::move(state.stats);
    identification_ = std::move(state.identification);
    religion_ = std::move(state.religion);
    host_->dice().setState(state.dice);
    host_->candidates.clear();
    events().setGameObjects({world::kNoObject, player_, world::kNoObject});

    // Who stands where is derived, not saved.
    Level& here = level();
    here.clearOccupants();
    for (Handle handle : creaturesOnLevel()) {
        const Creature* c = creature(handle);
        if (!engulf::isEngulfed(*c))     // one inside another is at its cell, not on it
            here.setCreatureAt(c->x, c->y, handle);
    }
    updatePlayerView();
}

GameStart Game::load(std::vector<module::ModuleImage> images, std::string_view bytes)
{
    GameStart out;
    auto read = readState(bytes, namesOf(images));
    if (std::string* error = std::get_if<std::string>(&read)) {
        out.errors.push_back(std::move(*error));
        return out;
    }
    std::unique_ptr<Game> game(new Game());
    SavedState& state = *std::get<std::unique_ptr<SavedState>>(read);
    game->options_ = state.options;
    game->images_ = images;
    out.errors = game->loadModules(std::move(images));
    if (!game->host_)
        return out;
    game->connectHost();
    auto onWorld = game->readWorld(state);
    if (std::string* error = std::get_if<std::string>(&onWorld)) {
        out.errors.push_back(std::move(*error));
        return out;
    }
    game->adopt(std::move(state), std::move(std::get<std::unique_ptr<WorldTravelState>>(onWorld)));
    out.game = std::move(game);
    return out;
}

std::optional<std::string> Game::restore(std::string_view bytes)
{
    auto read = readState(bytes, namesOf(images_));
    if (std::string* error = std::get_if<std::string>(&read))
        return std::move(*error);
    SavedState& state = *std::get<std::unique_ptr<SavedState>>(read);
    auto onWorld = readWorld(state);
    if (std::string* error = std::get_if<std::string>(&onWorld))
        return std::move(*error);
    adopt(std::move(state), std::move(std::get<std::unique_ptr<WorldTravelState>>(onWorld)));
    return std::nullopt;
}

} // namespace incursion::game
