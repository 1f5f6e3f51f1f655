// incworld: world bitmaps on the command line (runtime/worldmap): schemas,
// generating, checking and fixing, reading and painting cells, false-colour
// renders, local tiles and travel.
#include "command_line.h"
#include "world_commands.h"

#include "common/tool_version.h"

#include <cstdio>
#include <new>
#include <string>

namespace {

using namespace incursion::incworld;

constexpr const char* kUsage = R"(Usage: incworld COMMAND [OPTIONS] ...

World bitmaps: one pixel per world tile, its red, green and blue bytes holding
bitfields named by a schema (built-in: scourge, scourge-monsters).

Commands:
  schema [NAME|FILE]                         list schemas, print or check one
  new --size WxH --seed N [--schema S] -o OUT.png
                                             generate a world
  check [--schema S] [--json] [--fix -o OUT.png] WORLD.png
                                             check (and fix) a world's rules
  get WORLD.png X,Y                          print a cell's fields
  set WORLD.png X,Y FIELD=VALUE... -o OUT.png
                                             set fields of a cell
  render --field F WORLD.png -o OUT.png      draw one field in false colour
  tile [--json] WORLD.png X,Y [MODULES.mod...]
                                             generate a cell's local tile
  travel WORLD.png X1,Y1 X2,Y2               the ways between two cells

'incworld COMMAND --help' describes a command; 'incworld --version' shows the
version.

Exit status: 0 success, 1 problems in the input (errors in a world, an invalid
schema file), 2 bad usage or an unreadable file.
)";

struct Command {
    const CommandSpec* spec;
    int (*run)(const Arguments&);
};

const Command kCommands[] = {
    {&kSchemaCommand, runSchema}, {&kNewCommand, runNew},       {&kCheckCommand, runCheck},
    {&kGetCommand, runGet},       {&kSetCommand, runSet},       {&kRenderCommand, runRender},
    {&kTileCommand, runTile},     {&kTravelCommand, runTravel},
};

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return usageError("", "no command");
    const std::string command = argv[1];
    if (command == "-h" || command == "--help" || command == "help") {
        std::fputs(kUsage, stdout);
        return Success;
    }
    if (command == "--version") {
        incursion::tools::printVersion("incworld");
        return Success;
    }
    for (const Command& entry : kCommands) {
        if (command != entry.spec->name)
            continue;
        for (int i = 2; i < argc; ++i)
            if (std::string(argv[i]) == "-h" || std::string(argv[i]) == "--help") {
                std::fputs(entry.spec->help, stdout);
                return Success;
            }
        const std::optional<Arguments> arguments = parseArguments(*entry.spec, argc, argv);
        if (!arguments)
            return UsageError;
        try {
            return entry.run(*arguments);
        } catch (const std::bad_alloc&) {
            std::fprintf(stderr, "incworld: out of memory\n");
            return UsageError;
        }
    }
    return usageError("", "unknown command '" + command + "'");
}
