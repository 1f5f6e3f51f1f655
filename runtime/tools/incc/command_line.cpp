#include "command_line.h"

#include "build_command.h"
#include "check_command.h"
#include "module_commands.h"
#include "preprocess_command.h"
#include "vault_command.h"

#include "common/tool_version.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <optional>
#include <string_view>
#include <vector>

namespace incursion::incc {
namespace {

constexpr const char* kUsage =
    "Usage: incc COMMAND [OPTIONS] FILE.irc\n"
    "       incc info FILE.mod...\n"
    "       incc disasm FILE.mod [--resource NAME]\n"
    "       incc vault list|check|export|import [OPTIONS] MAIN.irc [\"REGION NAME\"] [FILE.txt]\n"
    "\n"
    "The IncursionScript compiler.\n"
    "\n"
    "Commands:\n"
    "  check        Preprocess, lex and parse FILE and report every error and warning.\n"
    "               Prints a summary of the resources found, by type.\n"
    "  build        Compile FILE to a module (.mod): everything check does, then\n"
    "               semantic analysis and code generation.\n"
    "  preprocess   Print FILE after preprocessing (macros expanded, directives applied).\n"
    "  info         Describe compiled modules: resources by type, functions, section\n"
    "               sizes, and the references that stay unresolved when the modules\n"
    "               given are linked together (in the order given).\n"
    "  disasm       Print the bytecode of a module's handlers with their source lines.\n"
    "  vault        Prefab vaults (a Region's Grid and Tiles legend):\n"
    "                 list MAIN.irc                  every Region with a grid, its size and file\n"
    "                 check MAIN.irc [REGION]        build the module and report each vault's problems\n"
    "                                                (ragged rows, characters with no meaning, unknown\n"
    "                                                resources, unreachable cells, grids too big to place)\n"
    "                 export MAIN.irc REGION [FILE]  write the vault as text (rows, an empty line, then\n"
    "                                                one legend entry per line) to FILE or stdout\n"
    "                 import MAIN.irc REGION FILE    rewrite the region's Grid and Tiles in place from\n"
    "                                                FILE; nothing else in the source changes, and\n"
    "                                                nothing at all when FILE or the result is bad\n"
    "\n"
    "Options:\n"
    "  -I DIR       Add DIR to the include search path (searched in the order given,\n"
    "               after the directory of the including file for #include \"...\").\n"
    "  --no-original-paths\n"
    "               Do not search the original compiler's fixed directories. By default\n"
    "               ../inc, ../lib, ./inc and ./lib (relative to FILE's folder) are\n"
    "               searched after the -I directories, so lib/main.irc beside inc/ works.\n"
    "  -D NAME[=VALUE]\n"
    "               Define a macro, as '#define NAME VALUE' (VALUE defaults to 1).\n"
    "  --json       check: print diagnostics and the summary as JSON on standard output.\n"
    "  --max-errors N\n"
    "               check: show at most N diagnostics (default 1000; 0 shows all). The\n"
    "               rest are still counted in the final line.\n"
    "  --timings    check: print how long each phase took.\n"
    "  -q, --quiet  check, build: print diagnostics only, no summary.\n"
    "  -o FILE      build: write the module to FILE (default: FILE.irc's name with .mod,\n"
    "               in the current folder).\n"
    "  -M           build: print a make rule naming the files the module depends on\n"
    "               (FILE and everything it includes) instead of building.\n"
    "  -MF FILE     build: write that rule to FILE (with -M instead of printing it;\n"
    "               without -M as well as building, like gcc's -MD -MF).\n"
    "  --resource NAME\n"
    "               disasm: only the handlers of the resource NAME, or the script\n"
    "               function NAME (any case).\n"
    "  -h, --help   Show this help.\n"
    "  --version    Show the version.\n"
    "\n"
    "Diagnostics are printed as FILE:LINE:COLUMN: error|warning: MESSAGE, followed by the\n"
    "source line and a caret, and a note for each macro expansion involved.\n"
    "\n"
    "Exit status: 0 no errors, 1 errors in the input, 2 bad usage or an unreadable file.\n";

bool takeValue(int argc, char** argv, int& i, std::string_view option, std::string& value)
{
    const std::string_view arg = argv[i];
    if (arg.size() > option.size() && arg.substr(0, option.size()) == option) {
        value = std::string(arg.substr(option.size()));   // -Iinc
        return true;
    }
    if (arg == option) {
        if (i + 1 >= argc) {
            std::fprintf(stderr, "incc: option '%s' needs a value\n", std::string(option).c_str());
            value.clear();
            return false;
        }
        value = argv[++i];
        return true;
    }
    return false;
}

// `info FILE.mod...` and `disasm FILE.mod [--resource NAME]`.
int runModuleCommand(int argc, char** argv)
{
    const std::string_view command = argv[1];
    std::vector<std::string> files;
    std::optional<std::string> resource;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        std::string value;
        if (command == "disasm" && arg == "--resource") {
            if (!takeValue(argc, argv, i, "--resource", value))
                return UsageError;
            resource = value;
        } else if (arg.starts_with("-") && arg.size() > 1) {
            std::fprintf(stderr, "incc: unknown option '%s' for %s (try 'incc --help')\n", argv[i], argv[1]);
            return UsageError;
        } else {
            files.emplace_back(arg);
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "incc %s: no module file (try 'incc --help')\n", argv[1]);
        return UsageError;
    }
    if (command == "info")
        return runInfo(files);
    if (files.size() > 1) {
        std::fprintf(stderr, "incc disasm: one module file at a time ('%s' and '%s')\n", files[0].c_str(),
                     files[1].c_str());
        return UsageError;
    }
    return runDisasm(files.front(), resource);
}

// -I, -D and --no-original-paths: where the module's sources are found.
// 1 when argv[i] was one of them, 0 when not, -1 for a missing or bad value.
int takeSourceOption(int argc, char** argv, int& i, Invocation& inv)
{
    const std::string_view arg = argv[i];
    std::string value;
    if (arg == "--no-original-paths") {
        inv.originalPaths = false;
        return 1;
    }
    if (arg.starts_with("-I")) {
        if (!takeValue(argc, argv, i, "-I", value))
            return -1;
        inv.options.preprocessor.includeDirs.push_back(value);
        return 1;
    }
    if (arg.starts_with("-D")) {
        if (!takeValue(argc, argv, i, "-D", value))
            return -1;
        const size_t eq = value.find('=');
        const std::string name = value.substr(0, eq);
        if (name.empty()) {
            std::fputs("incc: '-D' needs a macro name\n", stderr);
            return -1;
        }
        inv.options.preprocessor.defines.emplace_back(name, eq == std::string::npos ? "1" : value.substr(eq + 1));
        return 1;
    }
    return 0;
}

void addOriginalPaths(Invocation& inv)
{
    if (inv.originalPaths)
        for (std::string& dir : script::originalSearchDirectories(inv.options.mainFile))
            inv.options.preprocessor.includeDirs.push_back(std::move(dir));
}

// `vault SUBCOMMAND [OPTIONS] MAIN.irc [REGION] [FILE.txt]`.
int runVaultCommand(int argc, char** argv)
{
    if (argc < 3) {
        std::fputs("incc vault: expected list, check, export or import (try 'incc --help')\n", stderr);
        return UsageError;
    }
    Invocation inv;
    std::vector<std::string> arguments;
    for (int i = 3; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (const int taken = takeSourceOption(argc, argv, i, inv); taken != 0) {
            if (taken < 0)
                return UsageError;
        } else if (arg.starts_with("-") && arg.size() > 1) {
            std::fprintf(stderr, "incc: unknown option '%s' for vault (try 'incc --help')\n", argv[i]);
            return UsageError;
        } else {
            arguments.emplace_back(arg);
        }
    }
    if (!arguments.empty()) {
        inv.options.mainFile = arguments.front();
        addOriginalPaths(inv);
    }
    return runVault(argv[2], arguments, inv);
}

} // namespace

void writeText(std::string_view text, std::FILE* stream)
{
    std::fwrite(text.data(), 1, text.size(), stream);
}

int run(int argc, char** argv)
{
    if (argc < 2) {
        std::fputs(kUsage, stderr);
        return UsageError;
    }
    const std::string_view command = argv[1];
    // `help`, or -h anywhere, asks for help, whatever else is given.
    bool help = command == "help";
    for (int i = 1; i < argc; ++i)
        help = help || std::string_view(argv[i]) == "-h" || std::string_view(argv[i]) == "--help";
    if (help) {
        std::fputs(kUsage, stdout);
        return Success;
    }
    if (command == "--version") {
        tools::printVersion("incc");
        return Success;
    }
    if (command == "info" || command == "disasm")
        return runModuleCommand(argc, argv);
    if (command == "vault")
        return runVaultCommand(argc, argv);
    if (command != "check" && command != "preprocess" && command != "build") {
        std::fprintf(stderr, "incc: unknown command '%s' (try 'incc --help')\n", argv[1]);
        return UsageError;
    }

    Invocation inv;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        std::string value;
        if (const int taken = takeSourceOption(argc, argv, i, inv); taken != 0) {
            if (taken < 0)
                return UsageError;
        } else if (arg == "--json") {
            inv.json = true;
        } else if (arg == "--timings") {
            inv.timings = true;
        } else if (arg == "-q" || arg == "--quiet") {
            inv.quiet = true;
        } else if (command == "build" && arg == "-M") {
            inv.dependenciesOnly = true;
        } else if (command == "build" && arg == "-MF") {
            if (!takeValue(argc, argv, i, "-MF", inv.dependencyFile))
                return UsageError;
        } else if (command == "build" && arg.starts_with("-o")) {
            if (!takeValue(argc, argv, i, "-o", inv.output))
                return UsageError;
        } else if (arg == "--max-errors") {
            if (i + 1 >= argc) {
                std::fputs("incc: option '--max-errors' needs a number\n", stderr);
                return UsageError;
            }
            char* end = nullptr;
            const long n = std::strtol(argv[++i], &end, 10);
            if (!end || *end || n < 0) {
                std::fprintf(stderr, "incc: '--max-errors' needs a number, not '%s'\n", argv[i]);
                return UsageError;
            }
            inv.maxErrors = static_cast<size_t>(n);
        } else if (arg.starts_with("-") && arg.size() > 1) {
            std::fprintf(stderr, "incc: unknown option '%s' (try 'incc --help')\n", argv[i]);
            return UsageError;
        } else if (inv.options.mainFile.empty()) {
            inv.options.mainFile = std::string(arg);
        } else {
            std::fprintf(stderr, "incc: only one input file may be given ('%s' and '%s')\n",
                         inv.options.mainFile.c_str(), argv[i]);
            return UsageError;
        }
    }
    if (inv.options.mainFile.empty()) {
        std::fprintf(stderr, "incc %s: no input file (try 'incc --help')\n", argv[1]);
        return UsageError;
    }
    inv.options.diagnosticLimit = inv.maxErrors;
    addOriginalPaths(inv);
    if (command == "build")
        return runBuild(inv);
    return command == "check" ? runCheck(inv) : runPreprocess(inv);
}

} // namespace incursion::incc
