#include "worldmap/schema.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace incursion::worldmap {

using json = nlohmann::ordered_json;

namespace {

// ---- the built-in schemas ---------------------------------------------------------
// Both share the green and blue channels, red bits 0-1 and the rules; they
// differ in red bits 2-7 (kScourgeDungeons or kScourgeMonsters).

constexpr const char* kScourgeCommon = R"json({
  "fields": [
    {"name": "fixed_map", "channel": "red", "shift": 0, "bits": 1, "values": ["generated", "fixed"],
     "colours": ["#303030", "#f0c040"], "description": "load a fixed map instead of generating one"},
    {"name": "storyline", "channel": "red", "shift": 1, "bits": 1, "values": ["no", "yes"],
     "colours": ["#303030", "#e04040"], "description": "entrances below stay locked until the storyline reaches them"},
    {"name": "development", "channel": "green", "shift": 0, "bits": 2,
     "values": ["wilderness", "agriculture", "village", "town"],
     "colours": ["#2a3a2a", "#c8b040", "#d08040", "#e04040"],
     "description": "adjacent town tiles fuse into one city"},
    {"name": "road", "channel": "green", "shift": 2, "bits": 1, "values": ["no", "yes"],
     "colours": ["#202020", "#c09060"], "description": "joins the roads of neighbouring tiles"},
    {"name": "river", "channel": "green", "shift": 3, "bits": 1, "values": ["no", "yes"],
     "colours": ["#202020", "#4080ff"], "description": "joins the rivers of neighbouring tiles"},
    {"name": "harbor", "channel": "green", "shift": 4, "bits": 1, "values": ["no", "yes"],
     "colours": ["#202020", "#40e0e0"], "description": "ships for rent; ignored unless the tile borders the sea"},
    {"name": "stables", "channel": "green", "shift": 5, "bits": 1, "values": ["no", "yes"],
     "colours": ["#202020", "#a06030"], "description": "horses for rent"},
    {"name": "airport", "channel": "green", "shift": 6, "bits": 1, "values": ["no", "yes"],
     "colours": ["#202020", "#e0e0ff"], "description": "airships for rent"},
    {"name": "elevation", "channel": "blue", "shift": 0, "bits": 3,
     "values": ["ocean", "plains", "slightly hilly", "downs", "mountains"],
     "colours": ["#1030a0", "#60b050", "#90a050", "#a08050", "#a0a0a0"],
     "description": "mountains without a road are impassable"},
    {"name": "vegetation", "channel": "blue", "shift": 3, "bits": 2,
     "values": ["wasteland", "grassland", "light forest", "dense forest"],
     "colours": ["#a09070", "#80c060", "#409040", "#105020"],
     "description": "dense forest is impassable without a road"},
    {"name": "climate", "channel": "blue", "shift": 5, "bits": 3,
     "values": ["alpine", "boreal", "temperate", "subtropical", "tropical"],
     "colours": ["#f0f0ff", "#80a0c0", "#60b060", "#d0c060", "#e08030"],
     "description": "decides ground, plants and weather"}
  ],
  "rules": [
    {"id": "mountains_treeless", "kind": "require", "severity": "error",
     "when": {"elevation": ["mountains"]}, "then": {"vegetation": ["wasteland"]},
     "fix": {"vegetation": "wasteland"}, "message": "mountains are treeless"},
    {"id": "settlement_road", "kind": "require", "severity": "error",
     "when": {"development": ["village", "town"]}, "then": {"road": ["yes"]},
     "fix": {"road": "yes"}, "message": "villages and towns have a road"},
    {"id": "no_farms_in_dense_forest", "kind": "require", "severity": "error",
     "when": {"vegetation": ["dense forest"]}, "then": {"development": {"not": ["agriculture"]}},
     "fix": {"development": "wilderness"}, "message": "dense forest cancels agriculture"},
    {"id": "stables_pair", "kind": "landmass_pair", "severity": "warning",
     "when": {"stables": ["yes"]}, "land": {"elevation": {"not": ["ocean"]}},
     "fix": {"stables": "no"}, "message": "stables need other stables on the same landmass"},
    {"id": "harbor_on_sea", "kind": "neighbour", "severity": "warning",
     "when": {"harbor": ["yes"]}, "then": {"elevation": ["ocean"]},
     "fix": {"harbor": "no"}, "message": "a harbor needs a sea border (north, east, south or west)"},
    {"id": "elevation_range", "kind": "range", "severity": "error", "field": "elevation"},
    {"id": "climate_range", "kind": "range", "severity": "error", "field": "climate"},
    {"id": "impassable_mountains", "kind": "note", "severity": "info",
     "when": {"elevation": ["mountains"], "road": ["no"]}, "message": "mountains without a road are impassable"},
    {"id": "impassable_forest", "kind": "note", "severity": "info",
     "when": {"vegetation": ["dense forest"], "road": ["no"]}, "message": "dense forest without a road is impassable"}
  ]
})json";

constexpr const char* kScourgeDungeons = R"json({
  "name": "scourge",
  "description": "The S.C.O.U.R.G.E. outdoor world: dungeon sites in red bits 2-7.",
  "fields": [
    {"name": "levels", "channel": "red", "shift": 2, "bits": 4,
     "description": "levels below the surface (0: none)"},
    {"name": "underground", "channel": "red", "shift": 6, "bits": 2, "values": ["dungeon", "monastery", "cave"],
     "colours": ["#804040", "#c0a060", "#606060"], "description": "the kind of site below"}
  ],
  "rules": [
    {"id": "underground_range", "kind": "range", "severity": "error", "field": "underground"}
  ]
})json";

constexpr const char* kScourgeMonsters = R"json({
  "name": "scourge-monsters",
  "description": "The S.C.O.U.R.G.E. outdoor world, variant: sites randomised at world creation, monsters in red bits 2-7.",
  "fields": [
    {"name": "monster_density", "channel": "red", "shift": 2, "bits": 2, "values": ["none", "few", "many", "plenty"],
     "colours": ["#202020", "#806020", "#c06020", "#ff2020"], "description": "how many monsters"},
    {"name": "monster_min", "channel": "red", "shift": 4, "bits": 2, "values": ["25%", "50%", "75%", "100%"],
     "description": "the weakest monsters' level, in % of the player's"},
    {"name": "monster_max", "channel": "red", "shift": 6, "bits": 2, "values": ["x1", "x1.5", "x2", "x3"],
     "description": "the strongest monsters' level, as a multiple of the weakest"}
  ],
  "rules": []
})json";

json builtinJson(std::string_view name)
{
    const char* variant = name == "scourge" ? kScourgeDungeons : name == "scourge-monsters" ? kScourgeMonsters : nullptr;
    if (!variant)
        return nullptr;
    json schema = json::parse(variant);
    const json common = json::parse(kScourgeCommon);
    json fields = common["fields"];
    // Red fields first, in bit order, then green and blue.
    fields.insert(fields.begin() + 2, schema["fields"].begin(), schema["fields"].end());
    schema["fields"] = fields;
    json rules = common["rules"];
    for (const json& rule : schema["rules"])
        rules.insert(rules.begin() + 7, rule);
    schema["rules"] = rules;
    return schema;
}

// ---- reading ----------------------------------------------------------------------

// A schema file's problem, with the JSON path it is at ("fields[2].bits").
struct SchemaError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

[[noreturn]] void fail(const std::string& path, const std::string& reason)
{
    throw SchemaError(path.empty() ? reason : path + ": " + reason);
}

const json& member(const json& object, const std::string& path, const char* key)
{
    const auto it = object.find(key);
    if (it == object.end())
        fail(path, std::string("needs \"") + key + "\"");
    return *it;
}

std::string text(const json& value, const std::string& path)
{
    if (!value.is_string())
        fail(path, "must be a string");
    return value.get<std::string>();
}

int integer(const json& value, const std::string& path, int lo, int hi)
{
    if (!value.is_number_integer())
        fail(path, "must be a whole number");
    const int64_t n = value.get<int64_t>();
    if (n < lo || n > hi)
        fail(path, "must be " + std::to_string(lo) + ".." + std::to_string(hi) + ", not " + std::to_string(n));
    return int(n);
}

uint32_t colour(const json& value, const std::string& path)
{
    const std::string hex = text(value, path);
    uint32_t rgb = 0;
    const auto [end, ec] = std::from_chars(hex.data() + 1, hex.data() + hex.size(), rgb, 16);
    if (hex.size() != 7 || hex[0] != '#' || ec != std::errc() || end != hex.data() + hex.size())
        fail(path, "must be a colour \"#RRGGBB\", not \"" + hex + "\"");
    return rgb;
}

std::string hexColour(uint32_t rgb)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%06x", unsigned(rgb & 0xFFFFFF));
    return buffer;
}

int fieldIndexOrFail(const Schema& schema, const std::string& name, const std::string& path)
{
    const int index = schema.fieldIndex(name);
    if (index < 0)
        fail(path, "no field \"" + name + "\" in the schema");
    return index;
}

int valueOf(const Field& field, const json& value, const std::string& path)
{
    std::optional<int> parsed;
    if (value.is_number_integer()) {
        const int64_t n = value.get<int64_t>();
        if (n >= 0 && n <= field.largestStored())
            parsed = int(n);
    } else if (value.is_string()) {
        parsed = field.parseValue(value.get<std::string>());
    }
    if (!parsed)
        fail(path, "is not a value of field \"" + field.name + "\" (" + value.dump() + ")");
    return *parsed;
}

Condition condition(const Schema& schema, const json& object, const std::string& path)
{
    if (!object.is_object())
        fail(path, "must be an object of field names to value lists");
    Condition result;
    for (const auto& [name, spec] : object.items()) {
        const std::string termPath = path + "." + name;
        Condition::Term term;
        term.field = fieldIndexOrFail(schema, name, termPath);
        const Field& field = schema.fields[size_t(term.field)];
        const bool negated = spec.is_object();
        const json& list = negated ? member(spec, termPath, "not") : spec;
        if (!list.is_array() || list.empty())
            fail(termPath, "must be a non-empty list of values, or {\"not\": [values]}");
        std::vector<bool> listed(size_t(field.largestStored()) + 1, false);
        for (size_t i = 0; i < list.size(); ++i)
            listed[size_t(valueOf(field, list[i], termPath + "[" + std::to_string(i) + "]"))] = true;
        for (int v = 0; v <= field.largestStored(); ++v)
            if (listed[size_t(v)] != negated)
                term.values.push_back(v);
        result.terms.push_back(std::move(term));
    }
    return result;
}

Field readField(const json& object, const std::string& path)
{
    if (!object.is_object())
        fail(path, "must be an object");
    Field field;
    field.name = text(member(object, path, "name"), path + ".name");
    if (field.name.empty() || field.name.find_first_of(" =,\t\n") != std::string::npos)
        fail(path + ".name", "must be a non-empty name without spaces, '=' or ','");
    const std::string channel = text(member(object, path, "channel"), path + ".channel");
    if (channel == "red")
        field.channel = Channel::Red;
    else if (channel == "green")
        field.channel = Channel::Green;
    else if (channel == "blue")
        field.channel = Channel::Blue;
    else
        fail(path + ".channel", "must be \"red\", \"green\" or \"blue\", not \"" + channel + "\"");
    field.shift = integer(member(object, path, "shift"), path + ".shift", 0, 7);
    field.bits = integer(member(object, path, "bits"), path + ".bits", 1, 8 - field.shift);
    if (const auto it = object.find("description"); it != object.end())
        field.description = text(*it, path + ".description");
    if (const auto it = object.find("values"); it != object.end()) {
        if (!it->is_array() || it->empty() || int(it->size()) > field.largestStored() + 1)
            fail(path + ".values", "must list 1.." + std::to_string(field.largestStored() + 1) + " value names");
        for (size_t i = 0; i < it->size(); ++i) {
            std::string name = text((*it)[i], path + ".values[" + std::to_string(i) + "]");
            if (name.empty() || std::find(field.valueNames.begin(), field.valueNames.end(), name) != field.valueNames.end())
                fail(path + ".values[" + std::to_string(i) + "]", "value names must be non-empty and distinct");
            field.valueNames.push_back(std::move(name));
        }
    }
    if (const auto it = object.find("colours"); it != object.end()) {
        if (!it->is_array() || int(it->size()) != field.validCount())
            fail(path + ".colours", "must list one colour per valid value (" + std::to_string(field.validCount()) + ")");
        for (size_t i = 0; i < it->size(); ++i)
            field.colours.push_back(colour((*it)[i], path + ".colours[" + std::to_string(i) + "]"));
    }
    return field;
}

Rule readRule(const Schema& schema, const json& object, const std::string& path)
{
    if (!object.is_object())
        fail(path, "must be an object");
    Rule rule;
    rule.id = text(member(object, path, "id"), path + ".id");
    const std::string kind = text(member(object, path, "kind"), path + ".kind");
    static constexpr RuleKind kKinds[] = {RuleKind::Range, RuleKind::Require, RuleKind::Neighbour,
                                          RuleKind::LandmassPair, RuleKind::Note};
    const auto known = std::find_if(std::begin(kKinds), std::end(kKinds), [&](RuleKind k) { return ruleKindName(k) == kind; });
    if (known == std::end(kKinds))
        fail(path + ".kind", "must be range, require, neighbour, landmass_pair or note, not \"" + kind + "\"");
    rule.kind = *known;
    const std::string severity = text(member(object, path, "severity"), path + ".severity");
    if (severity == "error")
        rule.severity = Severity::Error;
    else if (severity == "warning")
        rule.severity = Severity::Warning;
    else if (severity == "info")
        rule.severity = Severity::Info;
    else
        fail(path + ".severity", "must be error, warning or info, not \"" + severity + "\"");

    if (rule.kind == RuleKind::Range) {
        rule.field = fieldIndexOrFail(schema, text(member(object, path, "field"), path + ".field"), path + ".field");
        const Field& field = schema.fields[size_t(rule.field)];
        rule.message = field.name + " outside its range 0.." + std::to_string(field.validCount() - 1);
        return rule;
    }
    rule.message = text(member(object, path, "message"), path + ".message");
    rule.when = condition(schema, member(object, path, "when"), path + ".when");
    if (rule.kind == RuleKind::Require || rule.kind == RuleKind::Neighbour)
        rule.then = condition(schema, member(object, path, "then"), path + ".then");
    if (rule.kind == RuleKind::LandmassPair)
        rule.land = condition(schema, member(object, path, "land"), path + ".land");
    if (rule.kind == RuleKind::Note)
        return rule;
    const json& fix = member(object, path, "fix");
    if (!fix.is_object() || fix.empty())
        fail(path + ".fix", "must be an object of field names to the values the fix sets");
    for (const auto& [name, value] : fix.items()) {
        const int field = fieldIndexOrFail(schema, name, path + ".fix." + name);
        rule.fix.push_back({field, valueOf(schema.fields[size_t(field)], value, path + ".fix." + name)});
    }
    return rule;
}

Schema readSchema(const json& root)
{
    if (!root.is_object())
        fail("", "a schema is a JSON object");
    Schema schema;
    schema.name = text(member(root, "", "name"), "name");
    if (const auto it = root.find("description"); it != root.end())
        schema.description = text(*it, "description");
    const json& fields = member(root, "", "fields");
    if (!fields.is_array() || fields.empty())
        fail("fields", "must be a non-empty list");
    std::array<uint8_t, 3> used{};
    for (size_t i = 0; i < fields.size(); ++i) {
        const std::string path = "fields[" + std::to_string(i) + "]";
        Field field = readField(fields[i], path);
        if (schema.fieldIndex(field.name) >= 0)
            fail(path + ".name", "a second field \"" + field.name + "\"");
        const uint8_t bits = uint8_t(field.mask() << field.shift);
        uint8_t& channelBits = used[size_t(field.channel)];
        if (channelBits & bits)
            fail(path, "\"" + field.name + "\" overlaps another field's bits of the " +
                           std::string(channelName(field.channel)) + " byte");
        channelBits |= bits;
        schema.fields.push_back(std::move(field));
    }
    if (const auto it = root.find("rules"); it != root.end()) {
        // The checker tests all rules of a cell at once, a bit each in 64 bits.
        if (!it->is_array() || it->size() > 64)
            fail("rules", "must be a list of at most 64 rules");
        for (size_t i = 0; i < it->size(); ++i) {
            const std::string path = "rules[" + std::to_string(i) + "]";
            Rule rule = readRule(schema, (*it)[i], path);
            for (const Rule& other : schema.rules)
                if (other.id == rule.id)
                    fail(path + ".id", "a second rule \"" + rule.id + "\"");
            schema.rules.push_back(std::move(rule));
        }
    }
    return schema;
}

json conditionJson(const Schema& schema, const Condition& condition)
{
    json object = json::object();
    for (const Condition::Term& term : condition.terms) {
        const Field& field = schema.fields[size_t(term.field)];
        json values = json::array();
        for (const int v : term.values)
            if (field.valid(v) && !field.valueNames.empty())
                values.push_back(field.valueNames[size_t(v)]);
            else
                values.push_back(v);
        object[field.name] = values;
    }
    return object;
}

// 1-based line and column of a byte offset.
std::pair<size_t, size_t> lineAndColumn(std::string_view textData, size_t offset)
{
    offset = std::min(offset, textData.size());
    size_t line = 1;
    size_t column = 1;
    for (size_t i = 0; i < offset; ++i) {
        if (textData[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

std::string_view channelName(Channel channel)
{
    switch (channel) {
    case Channel::Red: return "red";
    case Channel::Green: return "green";
    case Channel::Blue: return "blue";
    }
    return "?";
}

std::string_view severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "?";
}

std::string_view ruleKindName(RuleKind kind)
{
    switch (kind) {
    case RuleKind::Range: return "range";
    case RuleKind::Require: return "require";
    case RuleKind::Neighbour: return "neighbour";
    case RuleKind::LandmassPair: return "landmass_pair";
    case RuleKind::Note: return "note";
    }
    return "?";
}

std::string Field::valueName(int value) const
{
    if (value >= 0 && size_t(value) < valueNames.size())
        return valueNames[size_t(value)];
    return std::to_string(value);
}

std::optional<int> Field::parseValue(std::string_view text) const
{
    for (size_t i = 0; i < valueNames.size(); ++i)
        if (valueNames[i] == text)
            return int(i);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0 || value > largestStored())
        return std::nullopt;
    return value;
}

uint32_t Field::colour(int value) const
{
    if (value >= 0 && size_t(value) < colours.size())
        return colours[size_t(value)];
    if (!valid(value))
        return 0xFF00FF;    // out of range shows magenta
    const int count = validCount();
    const uint32_t level = count <= 1 ? 255u : uint32_t(40 + 215 * value / (count - 1));
    return level << 16 | level << 8 | level;
}

int Schema::fieldIndex(std::string_view fieldName) const
{
    for (size_t i = 0; i < fields.size(); ++i)
        if (fields[i].name == fieldName)
            return int(i);
    return -1;
}

const Field& Schema::field(std::string_view fieldName) const
{
    const int index = fieldIndex(fieldName);
    if (index < 0)
        throw std::out_of_range("schema \"" + name + "\" has no field \"" + std::string(fieldName) + "\"");
    return fields[size_t(index)];
}

std::string Schema::toJson() const
{
    json root;
    root["name"] = name;
    if (!description.empty())
        root["description"] = description;
    json fieldList = json::array();
    for (const Field& field : fields) {
        json object;
        object["name"] = field.name;
        object["channel"] = channelName(field.channel);
        object["shift"] = field.shift;
        object["bits"] = field.bits;
        if (!field.valueNames.empty())
            object["values"] = field.valueNames;
        if (!field.colours.empty()) {
            json colourList = json::array();
            for (const uint32_t rgb : field.colours)
                colourList.push_back(hexColour(rgb));
            object["colours"] = colourList;
        }
        if (!field.description.empty())
            object["description"] = field.description;
        fieldList.push_back(object);
    }
    root["fields"] = fieldList;
    json ruleList = json::array();
    for (const Rule& rule : rules) {
        json object;
        object["id"] = rule.id;
        object["kind"] = ruleKindName(rule.kind);
        object["severity"] = severityName(rule.severity);
        if (rule.kind == RuleKind::Range) {
            object["field"] = fields[size_t(rule.field)].name;
            ruleList.push_back(object);
            continue;
        }
        object["when"] = conditionJson(*this, rule.when);
        if (rule.kind == RuleKind::Require || rule.kind == RuleKind::Neighbour)
            object["then"] = conditionJson(*this, rule.then);
        if (rule.kind == RuleKind::LandmassPair)
            object["land"] = conditionJson(*this, rule.land);
        if (!rule.fix.empty()) {
            json fix = json::object();
            for (const Assignment& assignment : rule.fix) {
                const Field& field = fields[size_t(assignment.field)];
                fix[field.name] = field.valueNames.empty() ? json(assignment.value) : json(field.valueName(assignment.value));
            }
            object["fix"] = fix;
        }
        object["message"] = rule.message;
        ruleList.push_back(object);
    }
    root["rules"] = ruleList;
    return root.dump(2) + "\n";
}

std::vector<std::string_view> builtinSchemaNames()
{
    return {"scourge", "scourge-monsters"};
}

std::optional<Schema> builtinSchema(std::string_view name)
{
    const json root = builtinJson(name);
    if (root.is_null())
        return std::nullopt;
    return readSchema(root);    // the built-ins are valid: a failure here is a bug and throws
}

SchemaResult parseSchema(std::string_view jsonText, std::string_view fileName)
{
    SchemaResult result;
    json root;
    try {
        root = json::parse(jsonText.begin(), jsonText.end());
    } catch (const json::parse_error& error) {
        // error.byte is one past the offending character.
        const auto [line, column] = lineAndColumn(jsonText, error.byte > 0 ? error.byte - 1 : 0);
        std::string reason = error.what();
        if (const size_t colon = reason.rfind(": "); colon != std::string::npos)
            reason = reason.substr(colon + 2);
        result.error = std::string(fileName) + ":" + std::to_string(line) + ":" + std::to_string(column) +
                       ": not valid JSON: " + reason;
        return result;
    }
    try {
        result.schema = readSchema(root);
    } catch (const SchemaError& error) {
        result.error = std::string(fileName) + ": " + error.what();
    }
    return result;
}

SchemaResult loadSchema(const std::string& nameOrPath)
{
    if (std::optional<Schema> schema = builtinSchema(nameOrPath))
        return {std::move(schema), {}};
    std::ifstream in(nameOrPath, std::ios::binary);
    if (!in) {
        std::string names;
        for (const std::string_view name : builtinSchemaNames())
            names += (names.empty() ? "" : ", ") + std::string(name);
        return {std::nullopt, nameOrPath + ": no such built-in schema (" + names + ") and no readable schema file"};
    }
    std::ostringstream content;
    content << in.rdbuf();
    return parseSchema(content.str(), nameOrPath);
}

} // namespace incursion::worldmap
