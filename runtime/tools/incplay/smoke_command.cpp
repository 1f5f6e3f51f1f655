#include "smoke_command.h"

#include "load_command.h"

#include "game/kept_differences.h"
#include "game/smoke_run.h"
#include "module/module_file.h"

#include "command_line.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace incursion::tools {

const char* const kSmokeUsage =
    "smoke: starts a test arena (level 1 of the modules' first Dungeon, no random\n"
    "monsters or items) and exercises every resource in it, each from the same\n"
    "saved arena: a Monster gets turns beside the player; an Item is wielded and\n"
    "swung, worn while a monster attacks, or used; an Effect is cast by the player\n"
    "at a monster; a Region is entered (a game started in its vault) and walked in;\n"
    "a Dungeon is started and played for a few turns. Kinds the runtime cannot\n"
    "exercise yet (templates, terrain ...) are counted as skipped with the reason.\n"
    "Every race x class pair rolls a character in a game of its own; a Race or\n"
    "Class counts as the worst of its characters. Prints per kind how many ran\n"
    "cleanly, hit an unimplemented name or raised a script error, the unimplemented\n"
    "names by the resources that hit them, and each resource that did not run\n"
    "cleanly.\n"
    "Options of smoke:\n"
    "  --seed N          Seed of the arena and the dice (default 1).\n"
    "  --turns N         Turns each monster, item, region and dungeon gets (default 5).\n"
    "  --race NAME       The arena player's race; --class NAME: its class (default:\n"
    "                    the first the modules offer).\n"
    "  --sex male|female The sex of the arena player and of every character rolled\n"
    "                    (default: male, or female when the race accepts only that).\n"
    "  --budget N        Instructions per handler invocation (default 1000000): a\n"
    "                    looping script stops with a script error.\n"
    "  --json            Print {\"kinds\": {KIND: {\"total\", \"clean\", \"unimplemented\",\n"
    "                    \"errors\", \"skipped\"}}, \"names\": {...}, \"resources\": [...]}.\n";

namespace {

struct SmokeOptions {
    game::SmokeOptions run;
    bool json = false;
    std::vector<std::string> modules;
};

void printText(const game::SmokeReport& report, const SmokeOptions& options)
{
    std::printf("smoke: seed %llu, %d turns, budget %llu; arena: %s\n",
                static_cast<unsigned long long>(options.run.seed), options.run.turns,
                static_cast<unsigned long long>(options.run.budget), report.arena.c_str());
    std::printf("%-10s %7s %7s %14s %7s %8s\n", "kind", "total", "clean", "unimplemented", "errors", "skipped");
    for (const auto& [kind, c] : report.kinds)
        std::printf("%-10s %7zu %7zu %14zu %7zu %8zu\n", std::string(core::resourceKindName(kind)).c_str(), c.total,
                    c.clean, c.unimplemented, c.errors, c.skipped);
    std::printf("race x class: %s of %s characters rolled\n", groupedNumber(report.charactersRolled).c_str(),
                groupedNumber(report.races * report.classes).c_str());
    for (const game::SmokeResult& r : report.characters)
        if (r.outcome != game::SmokeOutcome::Clean) {
            std::string names;
            for (const auto& [name, count] : r.unimplemented)
                names += (names.empty() ? "" : ", ") + name;
            std::printf("  %s %s (%s)%s%s\n", std::string(game::smokeOutcomeName(r.outcome)).c_str(), r.name.c_str(),
                        r.exercise.c_str(), names.empty() ? "" : ": ", names.c_str());
            for (const std::string& error : r.errors)
                std::printf("      %s\n", error.substr(0, error.find('\n')).c_str());
        }
    std::printf("unimplemented names (resources that hit them, calls):\n");
    for (const auto& [name, counts] : report.names)
        std::printf("  %-32s %zu, %llu\n", name.c_str(), counts.first, static_cast<unsigned long long>(counts.second));
    std::printf("resources that did not run cleanly:\n");
    for (const game::SmokeResult& r : report.resources) {
        if (r.outcome == game::SmokeOutcome::Clean || r.outcome == game::SmokeOutcome::Skipped)
            continue;
        std::string names;
        for (const auto& [name, count] : r.unimplemented)
            names += (names.empty() ? "" : ", ") + name;
        std::printf("  %s %s \"%s\" (%s)%s%s\n", std::string(game::smokeOutcomeName(r.outcome)).c_str(),
                    std::string(core::resourceKindName(r.kind)).c_str(), r.name.c_str(), r.exercise.c_str(),
                    names.empty() ? "" : ": ", names.c_str());
        // An error is its message and script stack, a line each.
        for (const std::string& error : r.errors)
            for (size_t start = 0; start < error.size();) {
                const size_t end = std::min(error.find('\n', start), error.size());
                if (end > start)
                    std::printf("      %.*s\n", int(end - start), error.data() + start);
                start = end + 1;
            }
    }
    std::printf("skipped kinds:\n");
    std::map<std::pair<core::ResourceKind, std::string>, size_t> skipped;
    for (const game::SmokeResult& r : report.resources)
        if (r.outcome == game::SmokeOutcome::Skipped)
            ++skipped[{r.kind, r.exercise}];
    for (const auto& [key, count] : skipped)
        std::printf("  %s (%zu): %s\n", std::string(core::resourceKindName(key.first)).c_str(), count,
                    key.second.c_str());
    std::printf("differences from the original kept on purpose:\n");
    for (const game::KeptDifference& d : game::keptDifferences())
        std::printf("  warning (%.*s): %.*s\n", int(d.area.size()), d.area.data(), int(d.text.size()), d.text.data());
}

void printJson(const game::SmokeReport& report, const SmokeOptions& options)
{
    nlohmann::ordered_json out;
    out["seed"] = options.run.seed;
    out["kinds"] = nlohmann::ordered_json::object();
    for (const auto& [kind, c] : report.kinds)
        out["kinds"][std::string(core::resourceKindName(kind))] = nlohmann::ordered_json{
            {"total", c.total}, {"clean", c.clean}, {"unimplemented", c.unimplemented}, {"errors", c.errors},
            {"skipped", c.skipped}};
    out["characters"] = nlohmann::ordered_json{{"races", report.races}, {"classes", report.classes},
                                               {"rolled", report.charactersRolled}, {"failures", nlohmann::json::array()}};
    for (const game::SmokeResult& r : report.characters)
        if (r.outcome != game::SmokeOutcome::Clean)
            out["characters"]["failures"].push_back(nlohmann::ordered_json{
                {"pair", r.name}, {"outcome", std::string(game::smokeOutcomeName(r.outcome))}, {"errors", r.errors}});
    out["names"] = nlohmann::ordered_json::object();
    for (const auto& [name, counts] : report.names)
        out["names"][name] = nlohmann::ordered_json{{"resources", counts.first}, {"calls", counts.second}};
    out["keptDifferences"] = nlohmann::json::array();
    for (const game::KeptDifference& d : game::keptDifferences())
        out["keptDifferences"].push_back(nlohmann::ordered_json{{"area", d.area}, {"text", d.text}});
    out["resources"] = nlohmann::json::array();
    for (const game::SmokeResult& r : report.resources) {
        nlohmann::ordered_json entry;
        entry["kind"] = std::string(core::resourceKindName(r.kind));
        entry["name"] = r.name;
        entry["outcome"] = std::string(game::smokeOutcomeName(r.outcome));
        entry["exercise"] = r.exercise;
        entry["handlersRun"] = r.handlersRun;
        entry["unimplemented"] = nlohmann::ordered_json::object();
        for (const auto& [name, count] : r.unimplemented)
            entry["unimplemented"][name] = count;
        entry["errors"] = r.errors;
        out["resources"].push_back(std::move(entry));
    }
    std::printf("%s\n", out.dump(2).c_str());
}

int smoke(const SmokeOptions& options)
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
    auto run = game::runSmoke(std::move(images), options.run);
    if (const auto* errors = std::get_if<std::vector<std::string>>(&run)) {
        for (const std::string& error : *errors)
            std::fprintf(stderr, "incplay: the arena could not start: %s\n", error.c_str());
        return Failed;
    }
    const game::SmokeReport& report = std::get<game::SmokeReport>(run);
    if (options.json)
        printJson(report, options);
    else
        printText(report, options);
    return Success;
}

} // namespace

int runSmokeCommand(int argc, char** argv)
{
    SmokeOptions options;
    for (int i = 2; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool takesValue =
            arg == "--seed" || arg == "--turns" || arg == "--budget" || arg == "--race" || arg == "--class" || arg == "--sex";
        if (takesValue && i + 1 >= argc)
            return usage("option '" + std::string(arg) + "' needs a value");
        if (arg == "--seed") {
            if (!parseNumber(std::string_view(argv[++i]), options.run.seed))
                return usage("'--seed' needs a number");
        } else if (arg == "--turns") {
            if (!parseNumber(std::string_view(argv[++i]), options.run.turns) || options.run.turns < 1 || options.run.turns > 1000)
                return usage("'--turns' needs a number from 1 to 1000");
        } else if (arg == "--budget") {
            if (!parseNumber(std::string_view(argv[++i]), options.run.budget) || options.run.budget < 1)
                return usage("'--budget' needs a number from 1");
        } else if (arg == "--race") {
            options.run.race = argv[++i];
        } else if (arg == "--class") {
            options.run.characterClass = argv[++i];
        } else if (arg == "--sex") {
            const std::optional<game::CharacterSex> sex = game::characterSexNamed(argv[++i]);
            if (!sex)
                return usage("'--sex' is male or female, not '" + std::string(argv[i]) + "'");
            options.run.sex = *sex;
        } else if (arg == "--json") {
            options.json = true;
        } else if (arg.starts_with("-")) {
            return usage("unknown option '" + std::string(arg) + "' of smoke");
        } else {
            options.modules.emplace_back(arg);
        }
    }
    if (options.modules.empty())
        return usage("no module to smoke");
    return smoke(options);
}

} // namespace incursion::tools
