#include "command_line.h"

#include <algorithm>
#include <cstdio>

namespace incursion::incworld {

bool Arguments::has(const std::string& flag) const
{
    return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

std::optional<std::string> Arguments::value(const std::string& option) const
{
    const auto it = values.find(option);
    if (it == values.end())
        return std::nullopt;
    return it->second;
}

int usageError(const std::string& command, const std::string& message)
{
    std::fprintf(stderr, "incworld: %s (try 'incworld %s%s--help')\n", message.c_str(), command.c_str(),
                 command.empty() ? "" : " ");
    return UsageError;
}

std::optional<Arguments> parseArguments(const CommandSpec& spec, int argc, char** argv)
{
    Arguments arguments;
    arguments.command = spec.name;
    const auto listed = [](const std::vector<std::string>& list, const std::string& arg) {
        return std::find(list.begin(), list.end(), arg) != list.end();
    };
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (listed(spec.valueOptions, arg)) {
            if (i + 1 >= argc) {
                usageError(spec.name, "option '" + arg + "' needs a value");
                return std::nullopt;
            }
            arguments.values[arg] = argv[++i];
        } else if (listed(spec.flagOptions, arg)) {
            arguments.flags.push_back(arg);
        } else if (arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9')) {
            usageError(spec.name, "unknown option '" + arg + "' of " + spec.name);
            return std::nullopt;
        } else {
            arguments.positional.push_back(arg);
        }
    }
    return arguments;
}

} // namespace incursion::incworld
