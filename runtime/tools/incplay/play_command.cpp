#include "play_command.h"

#include "game/game.h"
#include "game/player_bot.h"
#include "game/playtest_report.h"
#include "module/module_file.h"
#include "worldmap/world_grid.h"

#include "command_line.h"

#include <array>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::tools {

const char* const kPlayUsage =
    "run: plays the modules headless from the start of a Dungeon (or from a save)\n"
    "until the game turn given by --turns or the player's death, driven by a key\n"
    "script and then a bot. Options of run:\n"
    "  --seed N          Seed of the game (default 1).\n"
    "  --bot MODE        explore, fight or idle: plays the player's turns after the keys;\n"
    "                    a bot advances a level as soon as the experience allows.\n"
    "  --turns N         Stop when the game reaches turn N (default 1000).\n"
    "  --keys FILE       Keys to play first, as the studio reads them: h j k l y u b n\n"
    "                    or 1-9 move, . rest, , pick up, > < stairs, q r z E use, Z cast,\n"
    "                    w wield or wear, T take off, A advance a level, f fire the\n"
    "                    wielded bow, t throw (each asks what at);\n"
    "                    '#' starts a comment to the end of the line, blanks are ignored.\n"
    "  --depth D         Start on level D (default 1); --dungeon NAME: which Dungeon.\n"
    "  --race NAME       The player's race (default: the first the modules offer).\n"
    "  --class NAME      The player's class (default: the first the modules offer).\n"
    "  --sex male|female The player's sex, chosen before the race (default: male, or\n"
    "                    female when the race accepts only that).\n"
    "  --god NAME        The god of a religious class (default: the creation's menu\n"
    "                    answered from the seed).\n"
    "  --world FILE.png  Play on a world: start on the local tile of the cell given by\n"
    "                    --start X,Y, walk off its edges onto the neighbours' tiles, go\n"
    "                    down its dungeon entrance into the Dungeon; the tiles are drawn\n"
    "                    with FILE.binding.json beside the world (or --binding FILE).\n"
    "  --load FILE       Continue a game saved by --save.\n"
    "  --save FILE       Save the game when the run stops.\n"
    "  --report FILE     Write the playtest report ('-': standard output).\n"
    "  --date TEXT       The date the report shows (default: today, UTC).\n";

namespace {

struct PlayOptions {
    game::GameOptions game;
    std::optional<game::BotMode> bot;
    uint64_t turns = 1000;
    std::string keysFile, loadFile, saveFile, reportFile, date;
    std::vector<std::string> modules;
};

std::optional<std::string> readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string today()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
    return text;
}

// The key script's commands; an unknown key is an error naming its line and column.
std::optional<std::vector<game::PlayerCommand>> readKeys(const std::string& path, const std::string& text)
{
    std::vector<game::PlayerCommand> commands;
    int line = 1, column = 0;
    bool comment = false;
    for (char c : text) {
        ++column;
        if (c == '\n') {
            ++line;
            column = 0;
            comment = false;
            continue;
        }
        if (comment || c == ' ' || c == '\t' || c == '\r')
            continue;
        if (c == '#') {
            comment = true;
            continue;
        }
        const std::optional<game::PlayerCommand> command = game::keyCommand(c);
        if (!command) {
            std::fprintf(stderr, "%s:%d:%d: error: '%c' is no command key\n", path.c_str(), line, column, c);
            return std::nullopt;
        }
        commands.push_back(*command);
    }
    return commands;
}

int play(const PlayOptions& options)
{
    std::vector<module::ModuleImage> images;
    for (const std::string& path : options.modules) {
        module::ModuleReadResult read = module::readModuleFile(path);
        if (!read.ok()) {
            std::fprintf(stderr, "incplay: %s\n", read.error->describe().c_str());
            return Failed;
        }
        images.push_back(std::move(*read.image));
    }
    std::vector<game::PlayerCommand> keys;
    if (!options.keysFile.empty()) {
        const std::optional<std::string> text = readFile(options.keysFile);
        if (!text) {
            std::fprintf(stderr, "incplay: cannot read key script '%s'\n", options.keysFile.c_str());
            return Failed;
        }
        std::optional<std::vector<game::PlayerCommand>> read = readKeys(options.keysFile, *text);
        if (!read)
            return Failed;
        keys = std::move(*read);
    }
    game::GameStart started;
    if (!options.loadFile.empty()) {
        const std::optional<std::string> bytes = readFile(options.loadFile);
        if (!bytes) {
            std::fprintf(stderr, "incplay: cannot read save '%s'\n", options.loadFile.c_str());
            return Failed;
        }
        started = game::Game::load(std::move(images), *bytes);
    } else {
        started = game::Game::start(std::move(images), options.game);
    }
    for (const std::string& error : started.errors)
        std::fprintf(stderr, "incplay: %s\n", error.c_str());
    if (!started.game)
        return Failed;
    game::Game& game = *started.game;

    size_t nextKey = 0;
    int refusedInARow = 0;
    try {
        while (game.turn() < options.turns) {
            if (game.advance() != game::GameStatus::PlayerToAct)
                break;
            if (game.turn() >= options.turns)
                break;
            game::PlayerCommand command;
            if (nextKey < keys.size())
                command = keys[nextKey++];
            else if (options.bot)
                command = game::botCommand(game, *options.bot);
            else {
                // Say why the game stops short of --turns: nothing plays the player on.
                std::fprintf(stderr, "incplay: %s on turn %llu and no --bot plays on: the game stops here\n",
                             keys.empty() ? "no --keys" : "the keys ran out",
                             static_cast<unsigned long long>(game.turn()));
                break;
            }
            if (game.perform(command)) {
                refusedInARow = 0;
            } else if (++refusedInARow >= 8) {
                // A bot that keeps choosing what cannot be done rests instead.
                game.perform(game::PlayerCommand::of(game::CommandKind::Rest));
                refusedInARow = 0;
            }
        }
    } catch (const std::exception& error) {
        // The runtime's own checks (a stale handle, a map index) failing is a bug; say where the game was.
        std::fprintf(stderr, "incplay: the game stopped on turn %llu: %s\n",
                     static_cast<unsigned long long>(game.turn()), error.what());
        return Failed;
    }

    const game::Creature& self = game.player();
    std::printf("turn %llu, level %d: %s\n", static_cast<unsigned long long>(game.turn()), game.level().depth,
                game.playerDead() ? game.causeOfDeath().c_str()
                                  : ("alive, " + std::to_string(self.hp) + "/" + std::to_string(self.maxHp) + " hit points")
                                        .c_str());
    if (const game::WorldTravelState* onWorld = game.worldTravel()) {
        std::printf("World cell %s\n", game::cellText(onWorld->cell()).c_str());
        std::printf("World tiles visited: %s\n", onWorld->visitedText().c_str());
    }
    if (!game.scriptErrors().empty())
        std::printf("%zu script errors (see the report)\n", game.scriptErrors().size());

    if (!options.saveFile.empty()) {
        const std::string bytes = game.save();
        std::ofstream out(options.saveFile, std::ios::binary | std::ios::trunc);
        if (!out.write(bytes.data(), std::streamsize(bytes.size()))) {
            std::fprintf(stderr, "incplay: cannot write save '%s'\n", options.saveFile.c_str());
            return Failed;
        }
    }
    if (!options.reportFile.empty()) {
        game::ReportOptions report;
        report.date = options.date.empty() ? today() : options.date;
        const std::string text = game::playtestReport(game, report);
        if (options.reportFile == "-") {
            std::fputs(text.c_str(), stdout);
        } else {
            std::ofstream out(options.reportFile, std::ios::binary | std::ios::trunc);
            if (!out.write(text.data(), std::streamsize(text.size()))) {
                std::fprintf(stderr, "incplay: cannot write report '%s'\n", options.reportFile.c_str());
                return Failed;
            }
        }
    }
    return Success;
}

} // namespace

int runPlayCommand(int argc, char** argv)
{
    PlayOptions options;
    game::WorldStart world;
    std::optional<std::array<int, 2>> start;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool takesValue = arg == "--seed" || arg == "--bot" || arg == "--turns" || arg == "--keys" ||
                                arg == "--depth" || arg == "--dungeon" || arg == "--load" || arg == "--save" ||
                                arg == "--report" || arg == "--date" || arg == "--world" || arg == "--start" ||
                                arg == "--binding" || arg == "--race" || arg == "--class" || arg == "--god" ||
                                arg == "--sex";
        if (takesValue && i + 1 >= argc)
            return usage("option '" + std::string(arg) + "' needs a value");
        if (arg == "--seed") {
            if (!parseNumber(std::string_view(argv[++i]), options.game.seed))
                return usage("'--seed' needs a number");
        } else if (arg == "--bot") {
            options.bot = game::botModeNamed(argv[++i]);
            if (!options.bot)
                return usage("'--bot' is explore, fight or idle");
        } else if (arg == "--turns") {
            if (!parseNumber(std::string_view(argv[++i]), options.turns))
                return usage("'--turns' needs a number");
        } else if (arg == "--depth") {
            if (!parseNumber(std::string_view(argv[++i]), options.game.depth) || options.game.depth < 1)
                return usage("'--depth' needs a number from 1");
        } else if (arg == "--dungeon") {
            options.game.dungeon = argv[++i];
        } else if (arg == "--race") {
            options.game.race = argv[++i];
        } else if (arg == "--class") {
            options.game.characterClass = argv[++i];
        } else if (arg == "--god") {
            options.game.god = argv[++i];
        } else if (arg == "--sex") {
            const std::optional<game::CharacterSex> sex = game::characterSexNamed(argv[++i]);
            if (!sex)
                return usage("'--sex' is male or female, not '" + std::string(argv[i]) + "'");
            options.game.sex = *sex;
        } else if (arg == "--keys") {
            options.keysFile = argv[++i];
        } else if (arg == "--load") {
            options.loadFile = argv[++i];
        } else if (arg == "--save") {
            options.saveFile = argv[++i];
        } else if (arg == "--report") {
            options.reportFile = argv[++i];
        } else if (arg == "--date") {
            options.date = argv[++i];
        } else if (arg == "--world") {
            world.worldPath = argv[++i];
        } else if (arg == "--binding") {
            world.bindingPath = argv[++i];
        } else if (arg == "--start") {
            const std::optional<std::array<int, 2>> cell = worldmap::parseCellPosition(argv[++i]);
            if (!cell)
                return usage("'--start' needs a cell as X,Y");
            start = *cell;
        } else if (arg.starts_with("-")) {
            return usage("unknown option '" + std::string(arg) + "' of run");
        } else {
            options.modules.emplace_back(arg);
        }
    }
    if (options.modules.empty())
        return usage("no module to play");
    if (world.worldPath.empty() != !start)
        return usage("'--world' and '--start' go together");
    if (!world.bindingPath.empty() && world.worldPath.empty())
        return usage("'--binding' needs '--world'");
    if (start && (options.game.depth != 1 || !options.loadFile.empty()))
        return usage(options.loadFile.empty() ? "'--depth' does not go with '--world': play starts on the cell's tile"
                                              : "'--load' continues a saved game, which knows its own world");
    if (start) {
        world.cell = *start;
        options.game.world = world;
    }
    return play(options);
}

} // namespace incursion::tools
