// Saving and loading a game: the registry (creatures, items, levels) through
// world/save_file, and the game's own state as subsystem blobs: "game" (the
// options, who and where the player is, the log, the statistics,
// identification), "turns" (the queue) and the dice's state.
#include "game/game.h"

#include "module/binary_io.h"
#include "module/format_error.h"

namespace incursion::game {

namespace {

constexpr uint8_t kGameBlobVersion = 1;

} // namespace

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
    return world::writeSave(registry_, state);
}

GameStart Game::load(std::vector<module::ModuleImage> images, std::string_view bytes)
{
    GameStart out;
    const std::unique_ptr<world::ObjectFactory> factory = objectFactory();
    world::SaveReadResult read = world::readSave(bytes, *factory);
    if (!read.ok()) {
        out.errors.push_back(read.error->describe());
        return out;
    }
    const auto gameBlob = read.subsystems.blobs.find("game");
    const auto turnsBlob = read.subsystems.blobs.find("turns");
    if (gameBlob == read.subsystems.blobs.end() || turnsBlob == read.subsystems.blobs.end()) {
        out.errors.push_back("the save has no game state (blobs \"game\" and \"turns\")");
        return out;
    }
    std::unique_ptr<Game> game(new Game());
    game->registry_ = std::move(*read.registry);
    try {
        module::ByteReader in("game", gameBlob->second, 0);
        if (in.u8("game state version") != kGameBlobVersion)
            in.fail("unknown game state version");
        const uint32_t moduleCount = in.count(1, "modules");
        std::vector<std::string> names;
        for (uint32_t i = 0; i < moduleCount; ++i)
            names.push_back(in.string("module name"));
        std::vector<std::string> given;
        for (const module::ModuleImage& image : images)
            given.push_back(image.name);
        if (names != given) {
            std::string saved, now;
            for (const std::string& n : names)
                saved += (saved.empty() ? "" : ", ") + n;
            for (const std::string& n : given)
                now += (now.empty() ? "" : ", ") + n;
            out.errors.push_back("the save was made with modules " + saved + ", not " + now);
            return out;
        }
        GameOptions& options = game->options_;
        options.seed = in.u64("seed");
        options.dungeon = in.string("dungeon");
        options.depth = in.i32("depth");
        options.playerName = in.string("player name");
        options.populate = in.flag("populate");
        game->dungeon_ = in.u32("dungeon resource");
        game->player_ = in.u32("player");
        game->level_ = in.u32("level");
        game->levels_.resize(in.count(4, "levels"));
        for (Handle& level : game->levels_)
            level = in.u32("level handle");
        game->causeOfDeath_ = in.string("cause of death");
        game->messagesLogged_ = in.u64("messages logged");
        const uint32_t entries = in.count(12, "log entries");
        for (uint32_t i = 0; i < entries; ++i) {
            LogEntry entry;
            entry.turn = in.u64("log turn");
            entry.runs.resize(in.count(8, "runs"));
            for (MessageRun& run : entry.runs) {
                run.colour = in.i32("colour");
                run.text = in.string("message text");
            }
            game->log_.push_back(std::move(entry));
        }
        if (game->messagesLogged_ < game->log_.size())
            in.fail("fewer messages logged than kept");
        const uint32_t errors = in.count(4, "script errors");
        for (uint32_t i = 0; i < errors; ++i)
            game->scriptErrors_.push_back(in.string("script error"));
        game->stats_ = PlaytestStats::load(in);
        game->identification_ = Identification::load(in);
        in.expectEnd();

        // Every handle the game keeps names what it should.
        const auto* player = game->creature(game->player_);
        if (!player || !player->isPlayer)
            in.fail("the player handle names no player: " + game->registry_.diagnose(game->player_));
        const world::GameObject* level = game->registry_.find(game->level_);
        if (!level || level->kind() != world::ObjectKind::Map)
            in.fail("the current level handle names no level");
        for (Handle handle : game->levels_) {
            const world::GameObject* object = game->registry_.find(handle);
            if (handle != world::kNoObject && (!object || object->kind() != world::ObjectKind::Map))
                in.fail("a level handle names no level");
        }

        module::ByteReader turns("turns", turnsBlob->second, 0);
        game->queue_ = TurnQueue::load(turns, game->registry_);
        turns.expectEnd();
    } catch (const module::FormatFailure& failure) {
        out.errors.push_back(failure.error.describe());
        return out;
    }

    game->images_ = images;
    out.errors = game->loadModules(std::move(images));
    if (!game->host_)
        return out;
    game->connectHost();
    game->host_->dice().setState(std::stoull(read.subsystems.randomState));
    game->events().setGameObjects({world::kNoObject, game->player_, world::kNoObject});

    // Who stands where is derived, not saved.
    Level& here = game->level();
    for (Handle handle : game->creaturesOnLevel()) {
        const Creature* c = game->creature(handle);
        if (!here.map().contains(c->x, c->y)) {
            out.errors.push_back("section game: " + c->describe() + " stands outside the map");
            return out;
        }
        here.setCreatureAt(c->x, c->y, handle);
    }
    game->updatePlayerView();
    out.game = std::move(game);
    return out;
}

} // namespace incursion::game
