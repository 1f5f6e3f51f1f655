// incls: the IncursionScript language server (LSP 3.17 over stdio).
#include "message_stream.h"
#include "server.h"

#include "common/tool_version.h"

#include "language/language_service.h"

#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace incursion::incls;

enum ExitCode { Success = 0, ProtocolEnded = 1, UsageError = 2 };

constexpr const char* kUsage =
    "Usage: incls [--stdio] [OPTIONS]\n"
    "\n"
    "The IncursionScript language server: speaks the Language Server Protocol 3.17\n"
    "(JSON-RPC with Content-Length headers) on standard input and output, for editors\n"
    "such as Kate, Neovim, VS Code and Qt Creator: diagnostics and \"did you mean\"\n"
    "fixes, completion, hover, signature help, go to definition, references, rename,\n"
    "document and workspace symbols and semantic tokens, from the compiler's own\n"
    "tables (the language service the studio uses).\n"
    "\n"
    "A document belongs to the module whose main file is --main, or the\n"
    "initializationOptions' \"mainFile\", or else: a .irc is its own main file; for\n"
    "any other file the first .irc found in its folder or that folder's lib/,\n"
    "then in each parent folder up to the workspace root (main.irc first). The\n"
    "folders ../inc, ../lib, ./inc and ./lib beside the main file are searched for\n"
    "included files after the -I folders, as the original compiler did.\n"
    "\n"
    "Options:\n"
    "  --stdio      Use standard input and output (the default; accepted because\n"
    "               clients pass it).\n"
    "  --main FILE  Check every document as part of the module FILE.irc.\n"
    "  -I DIR       Add DIR to the include search path.\n"
    "  -D NAME[=VALUE]\n"
    "               Define a macro, as '#define NAME VALUE' (VALUE defaults to 1).\n"
    "  --check-delay MS\n"
    "               Check a module MS milliseconds after the last change (default 200).\n"
    "  -h, --help   Show this help.\n"
    "  --version    Show the version.\n"
    "\n"
    "Exit status: 0 after 'shutdown' then 'exit', 1 when the input ends or 'exit'\n"
    "comes without 'shutdown', 2 bad usage.\n";

bool takeValue(int argc, char** argv, int& i, std::string_view option, std::string& value)
{
    const std::string_view arg = argv[i];
    if (option.size() == 2 && arg.size() > 2 && arg.substr(0, 2) == option) {
        value = std::string(arg.substr(2));        // -Iinc
        return true;
    }
    if (i + 1 >= argc) {
        std::fprintf(stderr, "incls: option '%s' needs a value\n", std::string(option).c_str());
        return false;
    }
    value = argv[++i];
    return true;
}

int parseArguments(int argc, char** argv, ServerOptions& options)
{
    // -h anywhere asks for help, whatever else is given (as with incc).
    for (int i = 1; i < argc; ++i) {
        if (std::string_view(argv[i]) == "-h" || std::string_view(argv[i]) == "--help") {
            std::fputs(kUsage, stdout);
            return Success;
        }
    }
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        std::string value;
        if (arg == "--version") {
            incursion::tools::printVersion("incls");
            return Success;
        }
        if (arg == "--stdio") {
            continue;
        } else if (arg == "--main") {
            if (!takeValue(argc, argv, i, "--main", value))
                return UsageError;
            options.mainFile = incursion::language::LanguageService::normalizePath(value);
        } else if (arg.starts_with("-I")) {
            if (!takeValue(argc, argv, i, "-I", value))
                return UsageError;
            options.check.includeDirs.push_back(incursion::language::LanguageService::normalizePath(value));
        } else if (arg.starts_with("-D")) {
            if (!takeValue(argc, argv, i, "-D", value))
                return UsageError;
            const size_t eq = value.find('=');
            const std::string name = value.substr(0, eq);
            if (name.empty()) {
                std::fputs("incls: '-D' needs a macro name\n", stderr);
                return UsageError;
            }
            options.check.defines.emplace_back(name, eq == std::string::npos ? "1" : value.substr(eq + 1));
        } else if (arg == "--check-delay") {
            if (!takeValue(argc, argv, i, "--check-delay", value))
                return UsageError;
            char* end = nullptr;
            const long ms = std::strtol(value.c_str(), &end, 10);
            if (value.empty() || *end || ms < 0 || ms > 60'000) {
                std::fprintf(stderr, "incls: '--check-delay' needs milliseconds from 0 to 60000, not '%s'\n",
                             value.c_str());
                return UsageError;
            }
            options.checkDelayMs = static_cast<int>(ms);
        } else {
            std::fprintf(stderr, "incls: unknown argument '%s' (try 'incls --help')\n", argv[i]);
            return UsageError;
        }
    }
    return -1;      // go on and serve
}

} // namespace

int main(int argc, char** argv)
{
    ServerOptions options;
    if (const int code = parseArguments(argc, argv, options); code >= 0)
        return code;
    // A client that goes away must end the server through the end of its
    // input, not kill it with SIGPIPE halfway through a write.
    std::signal(SIGPIPE, SIG_IGN);

    MessageReader in(STDIN_FILENO);
    MessageWriter out(STDOUT_FILENO);
    Server server(std::move(options), out);
    while (!server.exited()) {
        const MessageReader::Result message = in.next(server.msUntilDue(), server.wakeFd());
        switch (message.status) {
        case MessageReader::Status::Message:
            server.handle(message.body);
            break;
        case MessageReader::Status::BadFrame:
            std::fprintf(stderr, "incls: %s\n", message.error.c_str());
            server.badFrame(message.error);
            break;
        case MessageReader::Status::Timeout:
            server.runDueChecks();
            break;
        case MessageReader::Status::Woken:
            break;
        case MessageReader::Status::EndOfInput:
            return ProtocolEnded;
        }
        server.publishFinishedChecks();
    }
    return server.exitCode();
}
