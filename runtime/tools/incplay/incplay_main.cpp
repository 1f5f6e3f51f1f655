// incplay: runs IncursionScript outside the game.
//
//   incplay script FILE.irc --call NAME [ARG...]
//
// compiles FILE against the runtime's API header (game/runtime_api.h), calls
// the script function NAME with the arguments (integers, or text for string
// parameters) and prints its result on the last line of output. A script error
// prints its message and script stack trace and exits with status 1. The VM
// conformance suite and the benchmarks run scripts this way.
//
//   incplay load [--json] A.mod [B.mod ...]
//
// loads compiled modules with the runtime's host API and prints which of the
// API names they import the runtime implements and which event handlers it
// can run (load_command.h).
//
//   incplay smoke [--seed N] [--json] ... A.mod [B.mod ...]
//
// exercises every resource of the modules in a test arena (smoke_command.h).
//
//   incplay map [--seed N] [--depth D] [--dungeon NAME] A.mod [B.mod ...]
//
// generates a level of a Dungeon of the modules (map/dungeon_generator.h)
// and prints it as text with its legend and region list.
//
//   incplay run [--seed N] [--bot MODE] [--turns N] [--keys FILE] ... A.mod [B.mod ...]
//
// plays the modules headless (play_command.h).
#include "load_command.h"
#include "play_command.h"
#include "smoke_command.h"

#include "common/tool_version.h"
#include "game/runtime_api.h"
#include "game/script_host.h"
#include "map/dungeon_generator.h"
#include "module/module_image.h"
#include "module/resource_manager.h"
#include "script/build.h"
#include "vm/dice.h"
#include "vm/host_api.h"
#include "vm/interpreter.h"
#include "vm/program.h"

#include "command_line.h"

#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace incursion;
using namespace incursion::tools;

constexpr const char* kUsage =
    "Usage: incplay script FILE.irc --call NAME [ARG...] [OPTIONS]\n"
    "       incplay load [--json] MODULE.mod [MODULE.mod ...]\n"
    "       incplay smoke [--seed N] [--turns N] [--budget N] [--race NAME] [--class NAME]\n"
    "                     [--sex male|female] [--json]\n"
    "                     MODULE.mod [MODULE.mod ...]\n"
    "       incplay map [--seed N] [--depth D] [--dungeon NAME] MODULE.mod [MODULE.mod ...]\n"
    "       incplay run [--seed N] [--bot explore|fight|idle] [--turns N] [--keys FILE]\n"
    "                   [--race NAME] [--class NAME] [--sex male|female] [--god NAME]\n"
    "                   [--save F] [--load F] [--report F] MODULE.mod [MODULE.mod ...]\n"
    "\n"
    "script: compiles FILE.irc against the runtime's API header, calls its script\n"
    "function NAME with the arguments and prints the result on the last line\n"
    "(numbers in decimal, strings as they are, nothing for void functions).\n"
    "Arguments are integers, or any text for string parameters.\n"
    "\n"
    "load: loads the modules in this order with the runtime's host API and prints\n"
    "which imported API names the runtime implements and which it does not, then\n"
    "each event handler as runnable or not with the reasons (its resource's kind\n"
    "takes no part in events or never receives that event, the runtime never\n"
    "throws the event, it can reach an API name the runtime lacks), the totals by\n"
    "kind and by reason, and the unimplemented names by the handlers they block.\n"
    "--json prints the same as one JSON object.\n"
    "\n"
    "map: loads the modules and prints a generated level of a Dungeon as text, then\n"
    "its legend, its regions, the monsters and items its vaults ask for ('object:'\n"
    "lines) and notes on what was left out. --seed (default 1), --depth (default 1)\n"
    "and --dungeon (default: the modules' first Dungeon) choose the level; the same\n"
    "choice always prints the same level.\n"
    "\n"
    "Options of script:\n"
    "  -I DIR         Add DIR to the include search path.\n"
    "  --seed N       Seed of the dice (default 1): the same seed rolls the same.\n"
    "  --budget N     Instruction budget of the call (default: the VM's).\n"
    "  --imports      Print which imported API names are implemented.\n"
    "  --no-api       Do not read the runtime's API header before FILE.irc.\n"
    "  -h, --help     Show this help.\n"
    "  --version      Show the version.\n"
    "\n"
    "Exit status: 0 success, 1 compile, load or script error, 2 bad usage.\n";

struct Invocation {
    std::string file;
    std::string function;
    std::vector<std::string> arguments;
    std::vector<std::string> includeDirs;
    uint64_t seed = 1;
    std::optional<uint64_t> budget;
    bool imports = false;
    bool api = true;
};

vm::HostApi runtimeHostApi()
{
    vm::HostApi api;
    game::registerRuntimeApi(api);
    return api;
}

int runScript(const Invocation& inv)
{
    script::CheckOptions options;
    options.mainFile = inv.file;
    options.preprocessor.includeDirs = inv.includeDirs;
    for (std::string& dir : script::originalSearchDirectories(inv.file))
        options.preprocessor.includeDirs.push_back(std::move(dir));
    if (inv.api)
        script::preincludeFromMemory(options.preprocessor, std::string(game::kRuntimeApiHeaderName),
                                     game::runtimeApiHeader());
    script::BuildResult build = script::buildModule(options);
    const script::Diagnostics& diags = *build.front.diagnostics;
    if (!build.front.mainFileRead) {
        std::fprintf(stderr, "incplay: cannot read '%s'\n", inv.file.c_str());
        return UsageError;
    }
    for (const script::Diagnostic& d : diags.all())
        if (d.severity == script::Severity::Error)
            std::fputs(diags.formatText(d).c_str(), stderr);
    if (!build.image)
        return Failed;

    // With --no-api the script reaches only what it defines itself.
    const vm::HostApi api = inv.api ? runtimeHostApi() : vm::HostApi();
    game::ScriptHostOptions hostOptions;
    hostOptions.seed = inv.seed;
    if (inv.budget)
        hostOptions.limits.instructionBudget = *inv.budget;
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*build.image));
    game::ScriptHostLoad loaded = game::ScriptHost::load(std::move(images), api, hostOptions);
    if (!loaded.host) {
        for (const std::string& error : loaded.errors)
            std::fprintf(stderr, "incplay: %s\n", error.c_str());
        return Failed;
    }
    vm::Program& program = loaded.host->program();
    if (inv.imports)
        std::fputs(program.report().text().c_str(), stdout);

    const vm::LoadedFunction* function = program.findFunction(inv.function);
    if (!function) {
        std::fprintf(stderr, "incplay: '%s' defines no function '%s'\n", inv.file.c_str(), inv.function.c_str());
        return Failed;
    }
    const core::Function& source = *function->source;
    if (inv.arguments.size() != source.parameterCount) {
        std::fprintf(stderr, "incplay: '%s' takes %u argument%s, not %zu\n", inv.function.c_str(),
                     unsigned(source.parameterCount), source.parameterCount == 1 ? "" : "s", inv.arguments.size());
        return UsageError;
    }

    vm::Interpreter& interpreter = loaded.host->interpreter();

    // Parameters are the function's first locals: their types say how to read
    // each argument.
    std::vector<int32_t> arguments;
    for (size_t i = 0; i < inv.arguments.size(); ++i) {
        const core::ValueType type = i < source.locals.size() ? source.locals[i].type : core::ValueType::Int32;
        if (type == core::ValueType::String || type == core::ValueType::Text) {
            const std::optional<int32_t> handle = interpreter.makeString(inv.arguments[i]);
            if (!handle)
                return usage("a string argument is longer than the VM's string limit");
            arguments.push_back(*handle);
            continue;
        }
        int32_t value = 0;
        if (!parseNumber(inv.arguments[i], value)) {
            std::fprintf(stderr, "incplay: argument %zu of '%s' must be a 32-bit integer, not '%s'\n", i + 1,
                         inv.function.c_str(), inv.arguments[i].c_str());
            return UsageError;
        }
        arguments.push_back(value);
    }

    const vm::Interpreter::Result result = interpreter.invoke(*function, arguments);
    if (!result.ok) {
        std::fputs(interpreter.lastError() ? interpreter.lastError()->text().c_str() : "script error\n", stderr);
        return Failed;
    }
    switch (source.result) {
    case core::ValueType::Void:
        break;
    case core::ValueType::String:
    case core::ValueType::Text: {
        const std::string_view text = interpreter.stringBytes(result.value);
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fputc('\n', stdout);
        break;
    }
    default:
        std::printf("%d\n", result.value);
        break;
    }
    return Success;
}

struct MapInvocation {
    std::vector<std::string> modules;
    uint64_t seed = 1;
    int depth = 1;
    std::string dungeon;
};

int printMap(const MapInvocation& inv)
{
    module::ResourceLoadResult resources = module::ResourceManager::loadFiles(inv.modules);
    if (!resources.ok()) {
        for (const std::string& error : resources.errors)
            std::fprintf(stderr, "incplay: %s\n", error.c_str());
        return Failed;
    }
    const module::ResourceManager& manager = *resources.manager;
    const std::optional<module::ResourceId> dungeon = map::findDungeon(manager, inv.dungeon);
    if (!dungeon) {
        if (inv.dungeon.empty())
            std::fprintf(stderr, "incplay: the modules declare no Dungeon\n");
        else
            std::fprintf(stderr, "incplay: the modules declare no Dungeon \"%s\"\n", inv.dungeon.c_str());
        return Failed;
    }
    try {
        const map::GeneratedLevel level = map::generateLevel(manager, map::LevelRequest{*dungeon, inv.depth, inv.seed});
        std::printf("%s, depth %d, seed %llu: %dx%d\n", std::string(map::displayName(manager.name(*dungeon))).c_str(),
                    inv.depth, static_cast<unsigned long long>(inv.seed), level.map.width(), level.map.height());
        std::fputs(level.map.dumpAscii().c_str(), stdout);
        for (const map::VaultPlacement& vault : level.vaults)
            for (const map::ObjectPlacement& object : vault.objects)
                std::printf("object: %s (vault %s)\n", map::describePlacement(manager, object, level.map.width()).c_str(),
                            std::string(manager.name(vault.region)).c_str());
        for (const std::string& warning : level.warnings)
            std::printf("note: %s\n", warning.c_str());
    } catch (const map::GenerationError& error) {
        std::fprintf(stderr, "incplay: %s\n", error.what());
        return Failed;
    }
    return Success;
}

int runMapCommand(int argc, char** argv)
{
    MapInvocation inv;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool takesValue = arg == "--seed" || arg == "--depth" || arg == "--dungeon";
        if (takesValue && i + 1 >= argc) {
            std::fprintf(stderr, "incplay: option '%s' needs a value\n", argv[i]);
            return UsageError;
        }
        if (arg == "--seed") {
            if (!parseNumber(std::string_view(argv[++i]), inv.seed))
                return usage("'--seed' needs a number");
        } else if (arg == "--depth") {
            if (!parseNumber(std::string_view(argv[++i]), inv.depth) || inv.depth < 1)
                return usage("'--depth' needs a number from 1");
        } else if (arg == "--dungeon") {
            inv.dungeon = argv[++i];
        } else if (arg.starts_with("-")) {
            return usage((std::string("unknown option '") + argv[i] + "' of map").c_str());
        } else {
            inv.modules.emplace_back(arg);
        }
    }
    if (inv.modules.empty())
        return usage("no module to load");
    return printMap(inv);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return usage("no command");
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "-h") == 0 || std::strcmp(argv[i], "--help") == 0) {
            std::fputs(kUsage, stdout);
            std::fputs("\n", stdout);
            std::fputs(tools::kPlayUsage, stdout);
            std::fputs("\n", stdout);
            std::fputs(tools::kSmokeUsage, stdout);
            return Success;
        }
    if (std::strcmp(argv[1], "--version") == 0) {
        tools::printVersion("incplay");
        return Success;
    }
    if (std::strcmp(argv[1], "load") == 0)
        return tools::runLoadCommand(argc, argv);
    if (std::strcmp(argv[1], "smoke") == 0)
        return tools::runSmokeCommand(argc, argv);
    if (std::strcmp(argv[1], "map") == 0)
        return runMapCommand(argc, argv);
    if (std::strcmp(argv[1], "run") == 0)
        return tools::runPlayCommand(argc, argv);
    if (std::strcmp(argv[1], "script") != 0)
        return usage("unknown command (the commands are 'script', 'load', 'smoke', 'map' and 'run')");

    Invocation inv;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        auto value = [&](const char* option) -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "incplay: option '%s' needs a value\n", option);
                return nullptr;
            }
            return argv[++i];
        };
        if (arg == "--call") {
            const char* name = value("--call");
            if (!name)
                return UsageError;
            inv.function = name;
            // Everything after the name that is not an option is an argument.
            while (i + 1 < argc && !(argv[i + 1][0] == '-' && argv[i + 1][1] == '-') && std::strcmp(argv[i + 1], "-I") != 0)
                inv.arguments.emplace_back(argv[++i]);
        } else if (arg == "-I") {
            const char* dir = value("-I");
            if (!dir)
                return UsageError;
            inv.includeDirs.emplace_back(dir);
        } else if (arg == "--seed") {
            const char* text = value("--seed");
            if (!text || !parseNumber(std::string_view(text), inv.seed))
                return usage("'--seed' needs a number");
        } else if (arg == "--budget") {
            const char* text = value("--budget");
            uint64_t budget = 0;
            if (!text || !parseNumber(std::string_view(text), budget))
                return usage("'--budget' needs a number");
            inv.budget = budget;
        } else if (arg == "--imports") {
            inv.imports = true;
        } else if (arg == "--no-api") {
            inv.api = false;
        } else if (inv.file.empty() && !arg.starts_with("--")) {
            inv.file = std::string(arg);
        } else {
            std::fprintf(stderr, "incplay: unexpected argument '%s' (try 'incplay --help')\n", argv[i]);
            return UsageError;
        }
    }
    if (inv.file.empty())
        return usage("no script file");
    if (inv.function.empty())
        return usage("no function to call (--call NAME)");
    return runScript(inv);
}
