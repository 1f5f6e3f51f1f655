// incworld's arguments: the command, its options and its positional arguments,
// checked against what the command accepts.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace incursion::incworld {

// 0 success; 1 problems found in the input (errors in a world, an invalid
// schema file); 2 bad usage or an unreadable file.
enum ExitCode { Success = 0, InputErrors = 1, UsageError = 2 };

struct Arguments {
    std::string command;
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;      // --schema S, -o FILE ...
    std::vector<std::string> flags;                 // --json, --fix ...

    bool has(const std::string& flag) const;
    std::optional<std::string> value(const std::string& option) const;
};

struct CommandSpec {
    const char* name;
    std::vector<std::string> valueOptions;
    std::vector<std::string> flagOptions;
    const char* help;
};

// Prints "incworld: MESSAGE (try 'incworld COMMAND --help')" and returns UsageError.
int usageError(const std::string& command, const std::string& message);

// Parses argv[2..] for `spec`; on an unknown option or a missing value
// prints the problem and returns nullopt.
std::optional<Arguments> parseArguments(const CommandSpec& spec, int argc, char** argv);

} // namespace incursion::incworld
