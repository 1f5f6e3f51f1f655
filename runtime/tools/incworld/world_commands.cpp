// schema, new, check, get, set and render.
#include "world_commands.h"

#include "world_loading.h"

#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdio>

namespace incursion::incworld {

using namespace worldmap;

const CommandSpec kSchemaCommand{"schema", {}, {}, R"(Usage: incworld schema [NAME|FILE]

Without an argument, lists the built-in schemas. With a built-in schema's name,
prints it as a schema file (JSON): a module can start its own encoding from it.
With a schema file, checks it and prints it as read.

Exit status: 0 a valid schema, 1 an invalid schema file, 2 bad usage or an
unreadable file.
)"};

const CommandSpec kNewCommand{"new", {"--size", "--seed", "--schema", "-o"}, {}, R"(Usage: incworld new --size WxH --seed N [--schema S] -o OUT.png

Generates a world: heightfield, elevation classes, climate from latitude and
height, vegetation, rivers running downhill to the sea, villages and towns with
farmland, roads joining them, harbors, stables and airports, and dungeon sites
(monsters with --schema scourge-monsters). The result passes the schema's rules
with no error. The same size and seed always make the same file.

Options:
  --size WxH     World size in cells (1..16384 each way).
  --seed N       Seed (0..2^64-1).
  --schema S     A built-in schema or a schema file (default scourge); it needs
                 the scourge fields.
  -o OUT.png     Where to write the world.

Exit status: 0 written, 2 bad usage or a file that cannot be read or written.
)"};

const CommandSpec kCheckCommand{"check", {"--schema", "-o"}, {"--json", "--fix", "--notes"}, R"(Usage: incworld check [--schema S] [--json] [--notes] [--fix -o OUT.png] WORLD.png

Checks every cell of the world against the schema's rules and prints each error
and warning as WORLD.png:X,Y: SEVERITY: RULE: MESSAGE (fix: FIELD=VALUE), then
a count by severity. Notes (information such as impassable terrain) are counted;
--notes lists them too.

Options:
  --schema S     A built-in schema or a schema file (default scourge).
  --json         Print {"problems": [{"x", "y", "rule", "severity", "message"}...]},
                 notes included.
  --notes        List the notes as well as errors and warnings.
  --fix          Apply every rule's fix, re-checking around each, and write the
                 fixed world to -o OUT.png; what remains is printed.

Exit status: 0 no error (warnings and information allowed), 1 errors remain,
2 bad usage or an unreadable file.
)"};

const CommandSpec kGetCommand{"get", {"--schema"}, {}, R"(Usage: incworld get [--schema S] WORLD.png X,Y

Prints the cell's fields, one FIELD=VALUE line each, in schema order. Values
with a name print as the name, others as numbers.

Exit status: 0 printed, 2 bad usage or an unreadable file.
)"};

const CommandSpec kSetCommand{"set", {"--schema", "-o"}, {}, R"(Usage: incworld set [--schema S] WORLD.png X,Y FIELD=VALUE... -o OUT.png

Sets fields of one cell (a value name or a number) and writes the world to
OUT.png (which may be WORLD.png). Only the bits of the fields named change.
Values outside a field's range are written if its bits hold them; check reports
them.

Exit status: 0 written, 2 bad usage, an unknown field or value, or a file that
cannot be read or written.
)"};

const CommandSpec kRenderCommand{"render", {"--schema", "--field", "-o"}, {}, R"(Usage: incworld render [--schema S] --field F WORLD.png -o OUT.png

Draws one field of every cell in the schema's display colours (false colour),
one pixel per cell; values outside the field's range are magenta.

Exit status: 0 written, 2 bad usage or a file that cannot be read or written.
)"};

namespace {

int printSchemaList()
{
    for (const std::string_view name : builtinSchemaNames()) {
        const Schema schema = *builtinSchema(name);
        std::printf("%-18s %s\n", schema.name.c_str(), schema.description.c_str());
    }
    return Success;
}

// A non-negative number that fits T; the whole text.
template <typename T> std::optional<T> parseNumber(const std::string& text)
{
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace

int runSchema(const Arguments& arguments)
{
    if (arguments.positional.size() > 1)
        return usageError("schema", "one schema at a time");
    if (arguments.positional.empty())
        return printSchemaList();
    const std::string& name = arguments.positional.front();
    const SchemaResult loaded = loadSchema(name);
    if (!loaded.schema) {
        std::fprintf(stderr, "incworld: %s\n", loaded.error.c_str());
        return loaded.error.find("no readable schema file") != std::string::npos ? UsageError : InputErrors;
    }
    std::fputs(loaded.schema->toJson().c_str(), stdout);
    return Success;
}

int runNew(const Arguments& arguments)
{
    if (!arguments.positional.empty())
        return usageError("new", "unexpected argument '" + arguments.positional.front() + "'");
    const std::optional<std::string> size = arguments.value("--size");
    const std::optional<std::string> seedText = arguments.value("--seed");
    const std::optional<std::string> output = arguments.value("-o");
    if (!size || !seedText || !output)
        return usageError("new", "new needs --size WxH, --seed N and -o OUT.png");
    const size_t x = size->find('x');
    const std::optional<int> width = x == std::string::npos ? std::nullopt : parseNumber<int>(size->substr(0, x));
    const std::optional<int> height = x == std::string::npos ? std::nullopt : parseNumber<int>(size->substr(x + 1));
    if (!width || !height)
        return usageError("new", "'--size' needs WIDTHxHEIGHT, not '" + *size + "'");
    if (std::string problem = WorldGrid::sizeProblem(uint64_t(std::max(*width, 0)), uint64_t(std::max(*height, 0)));
        !problem.empty())
        return usageError("new", problem);
    const std::optional<uint64_t> seed = parseNumber<uint64_t>(*seedText);
    if (!seed)
        return usageError("new", "'--seed' needs a number, not '" + *seedText + "'");
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    try {
        const WorldGrid world = generateWorld(*schema, WorldRequest{*width, *height, *seed});
        if (!saveWorld(*output, world))
            return UsageError;
    } catch (const std::invalid_argument& error) {
        return usageError("new", error.what());
    }
    std::printf("%s: %dx%d world, seed %llu, schema %s\n", output->c_str(), *width, *height,
                static_cast<unsigned long long>(*seed), schema->name.c_str());
    return Success;
}

int runCheck(const Arguments& arguments)
{
    if (arguments.positional.size() != 1)
        return usageError("check", arguments.positional.empty() ? "no world to check" : "one world at a time");
    const bool fix = arguments.has("--fix");
    const std::optional<std::string> output = arguments.value("-o");
    if (fix != output.has_value())
        return usageError("check", fix ? "--fix needs -o OUT.png" : "-o is for --fix");
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    const std::string& path = arguments.positional.front();
    std::optional<WorldGrid> grid = loadWorld(path);
    if (!grid)
        return UsageError;
    WorldChecker checker(*schema, *grid);
    checker.checkAll();
    size_t fixes = 0;
    if (fix) {
        fixes = fixAll(*schema, *grid, checker);
        if (!saveWorld(*output, *grid))
            return UsageError;
    }
    const std::vector<Problem> problems = checker.problems();
    if (arguments.has("--json")) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const Problem& problem : problems)
            list.push_back({{"x", problem.x},
                            {"y", problem.y},
                            {"rule", checker.rule(problem).id},
                            {"severity", severityName(checker.rule(problem).severity)},
                            {"message", checker.message(problem)}});
        nlohmann::ordered_json root;
        root["problems"] = list;
        std::printf("%s\n", root.dump(2).c_str());
    } else {
        // A generated world has a note on about every fourth cell: listed only when asked.
        const bool listNotes = arguments.has("--notes");
        for (const Problem& problem : problems) {
            if (!listNotes && checker.rule(problem).severity == Severity::Info)
                continue;
            const std::string fixText = checker.fixDescription(problem);
            std::printf("%s:%d,%d: %s: %s: %s%s\n", path.c_str(), problem.x, problem.y,
                        std::string(severityName(checker.rule(problem).severity)).c_str(),
                        checker.rule(problem).id.c_str(), checker.message(problem).c_str(),
                        fixText.empty() ? "" : (" (fix: " + fixText + ")").c_str());
        }
        if (fix)
            std::printf("%zu fix%s applied, written to %s\n", fixes, fixes == 1 ? "" : "es", output->c_str());
        const size_t notes = checker.count(Severity::Info);
        std::printf("%zu error%s, %zu warning%s, %zu note%s%s\n", checker.count(Severity::Error),
                    checker.count(Severity::Error) == 1 ? "" : "s", checker.count(Severity::Warning),
                    checker.count(Severity::Warning) == 1 ? "" : "s", notes, notes == 1 ? "" : "s",
                    notes && !listNotes ? " (--notes lists them)" : "");
    }
    return checker.count(Severity::Error) ? InputErrors : Success;
}

int runGet(const Arguments& arguments)
{
    if (arguments.positional.size() != 2)
        return usageError("get", "get needs WORLD.png and X,Y");
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    const std::optional<WorldGrid> grid = loadWorld(arguments.positional[0]);
    if (!grid)
        return UsageError;
    const std::optional<std::array<int, 2>> cell = cellArgument(arguments, arguments.positional[1], *grid);
    if (!cell)
        return UsageError;
    for (const Field& field : schema->fields)
        std::printf("%s=%s\n", field.name.c_str(), field.valueName(grid->get((*cell)[0], (*cell)[1], field)).c_str());
    return Success;
}

int runSet(const Arguments& arguments)
{
    if (arguments.positional.size() < 3)
        return usageError("set", "set needs WORLD.png, X,Y and at least one FIELD=VALUE");
    const std::optional<std::string> output = arguments.value("-o");
    if (!output)
        return usageError("set", "set needs -o OUT.png");
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    std::optional<WorldGrid> grid = loadWorld(arguments.positional[0]);
    if (!grid)
        return UsageError;
    const std::optional<std::array<int, 2>> cell = cellArgument(arguments, arguments.positional[1], *grid);
    if (!cell)
        return UsageError;
    for (size_t i = 2; i < arguments.positional.size(); ++i) {
        const std::string& assignment = arguments.positional[i];
        const size_t equals = assignment.find('=');
        if (equals == std::string::npos)
            return usageError("set", "'" + assignment + "' is not FIELD=VALUE");
        const std::string name = assignment.substr(0, equals);
        const int index = schema->fieldIndex(name);
        if (index < 0)
            return usageError("set", "schema " + schema->name + " has no field '" + name + "'");
        const Field& field = schema->fields[size_t(index)];
        const std::optional<int> value = field.parseValue(assignment.substr(equals + 1));
        if (!value) {
            std::string names;
            for (const std::string& valueName : field.valueNames)
                names += (names.empty() ? "" : ", ") + valueName;
            return usageError("set", "'" + assignment.substr(equals + 1) + "' is not a value of " + name + " (0.." +
                                         std::to_string(field.largestStored()) +
                                         (names.empty() ? "" : " or " + names) + ")");
        }
        grid->set((*cell)[0], (*cell)[1], field, *value);
    }
    return saveWorld(*output, *grid) ? Success : UsageError;
}

int runRender(const Arguments& arguments)
{
    if (arguments.positional.size() != 1)
        return usageError("render", "render needs one WORLD.png");
    const std::optional<std::string> fieldName = arguments.value("--field");
    const std::optional<std::string> output = arguments.value("-o");
    if (!fieldName || !output)
        return usageError("render", "render needs --field F and -o OUT.png");
    const std::optional<Schema> schema = loadSchemaOption(arguments);
    if (!schema)
        return UsageError;
    const int index = schema->fieldIndex(*fieldName);
    if (index < 0)
        return usageError("render", "schema " + schema->name + " has no field '" + *fieldName + "'");
    const std::optional<WorldGrid> grid = loadWorld(arguments.positional[0]);
    if (!grid)
        return UsageError;
    const Field& field = schema->fields[size_t(index)];
    WorldGrid image(grid->width(), grid->height());
    for (size_t i = 0; i < grid->cellCount(); ++i) {
        const uint32_t rgb = field.colour(WorldGrid::fieldOf(grid->cell(i), field));
        uint8_t* out = image.cell(i);
        out[0] = uint8_t(rgb >> 16);
        out[1] = uint8_t(rgb >> 8);
        out[2] = uint8_t(rgb);
    }
    return saveWorld(*output, image) ? Success : UsageError;
}

} // namespace incursion::incworld
