#include "game/text_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/message_format.h"
#include "game/object_api.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace incursion::game::text_api {

using api_access::host;
using vm::HostCall;

std::string printfFormat(std::string_view format, const std::vector<int32_t>& values,
                         const std::function<std::string(int32_t)>& textOf, std::string* error)
{
    std::string out;
    size_t next = 0;
    auto take = [&](int32_t& value) {
        if (next >= values.size()) {
            if (error && error->empty())
                *error = "the format \"" + std::string(format) + "\" wants more values than the "
                         + std::to_string(values.size()) + " given";
            return false;
        }
        value = values[next++];
        return true;
    };
    for (size_t i = 0; i < format.size(); ++i) {
        if (format[i] != '%') {
            out += format[i];
            continue;
        }
        // The conversion spec, rebuilt for snprintf from its parts.
        std::string spec = "%";
        size_t j = i + 1;
        while (j < format.size() && std::string_view("-+ 0#").find(format[j]) != std::string_view::npos)
            spec += format[j++];
        auto number = [&] {
            if (j < format.size() && format[j] == '*') {
                int32_t value = 0;
                take(value);
                spec += std::to_string(std::clamp(value, -999, 999));
                ++j;
                return;
            }
            size_t digits = 0;
            while (j < format.size() && std::isdigit(static_cast<unsigned char>(format[j])) && digits < 3)
                spec += format[j++], ++digits;
        };
        number();
        if (j < format.size() && format[j] == '.') {
            spec += format[j++];
            number();
        }
        while (j < format.size() && (format[j] == 'l' || format[j] == 'h'))
            ++j;    // the script's values are all 32-bit
        if (j >= format.size()) {
            if (error && error->empty())
                *error = "the format \"" + std::string(format) + "\" ends inside a conversion";
            break;
        }
        const char conversion = format[j];
        i = j;
        int32_t value = 0;
        std::string piece;
        switch (conversion) {
        case '%': out += '%'; continue;
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c': {
            if (!take(value))
                continue;
            piece.resize(1100);
            spec += conversion;
            const int n = conversion == 'd' || conversion == 'i' || conversion == 'c'
                              ? std::snprintf(piece.data(), piece.size(), spec.c_str(), int(value))
                              : std::snprintf(piece.data(), piece.size(), spec.c_str(), unsigned(value));
            piece.resize(size_t(std::max(0, n)));
            break;
        }
        case 's': {
            if (!take(value))
                continue;
            const std::string text = textOf(value);
            piece.resize(text.size() + 1100);
            spec += 's';
            const int n = std::snprintf(piece.data(), piece.size(), spec.c_str(), text.c_str());
            piece.resize(size_t(std::max(0, n)));
            break;
        }
        default:
            if (error && error->empty())
                *error = "the format \"" + std::string(format) + "\" has %" + std::string(1, conversion)
                         + ", which is no conversion";
            continue;
        }
        out += piece;
    }
    return out;
}

namespace {

// printf over the call's arguments from `first` on, the format being argument `first - 1`.
std::optional<std::string> formatArguments(HostCall& call, uint32_t formatArgument, std::string_view function)
{
    const std::string format(call.string(formatArgument));
    std::vector<int32_t> values;
    for (uint32_t i = formatArgument + 1; i < call.count; ++i)
        values.push_back(call.arg(i));
    std::string error;
    std::string text = printfFormat(format, values, [&](int32_t handle) {
        // A %s reads its value as the interpreter's string it is.
        HostCall probe = call;
        int32_t args[1] = {handle};
        probe.args = args;
        probe.count = 1;
        return std::string(probe.string(0));
    }, &error);
    if (!error.empty()) {
        call.fail(std::string(function) + ": " + error);
        return std::nullopt;
    }
    return text;
}

int32_t format(HostCall& call)
{
    const std::optional<std::string> text = formatArguments(call, 0, "Format");
    return text ? call.makeString(*text) : 0;
}

// XPrint(str, ...): the message formatter's text, as a message would read,
// without printing it.
int32_t expandMessage(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const std::string text(call.string(0));
    const std::vector<MessageArgument> arguments = object_api::messageArguments(call, 1, text);
    const EventInfo* e = host(call).events().current();
    const FormattedMessage formatted = formatMessage(text, e ? MessageSubjects::of(*e) : MessageSubjects{},
                                                     arguments, *game);
    if (!formatted.ok())
        return call.fail("XPrint: " + formatted.error->message);
    return call.makeString(formatted.plainText());
}

// Error(msg, ...): a script reports a fault of its own; play goes on, as
// the original's "Continue".
// rule: src/Wcurses.cpp, Error
int32_t reportError(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    const std::optional<std::string> text = formatArguments(call, 0, "Error");
    if (game && text)
        game->reportScriptError(*text);
    return 0;
}

int32_t left(HostCall& call)
{
    const std::string_view s = call.string(0);
    const int32_t size = std::clamp(call.arg(1), 0, int32_t(s.size()));
    return call.makeString(s.substr(0, size_t(size)));
}

// Every occurrence, left to right; an empty `find` changes nothing.
int32_t replace(HostCall& call)
{
    std::string s(call.string(0));
    const std::string find(call.string(1)), with(call.string(2));
    if (find.empty())
        return call.makeString(s);
    for (size_t at = s.find(find); at != std::string::npos; at = s.find(find, at + with.size()))
        s.replace(at, find.size(), with);
    return call.makeString(s);
}

int32_t trim(HostCall& call)
{
    std::string_view s = call.string(0);
    auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return call.makeString(s);
}

// Pluralize(str, iID): the plural of a noun phrase; an item that is itself
// a plural noun (IT_PLURAL: boots, plate mail) is counted in suits, pairs
// or sets instead.
// rule: src/Base.cpp, Pluralize
int32_t pluralize(HostCall& call)
{
    constexpr int32_t IT_PLURAL = 13, T_ARMOUR = 21, T_BOOTS = 23, T_BRACERS = 25, T_GAUNTLETS = 38;
    const std::string_view s = call.string(0);
    const std::optional<module::ItemView> item
        = module::view<module::ItemView>(host(call).resources(), module::ResourceId(call.arg(1)));
    if (item && item->hasFlag(IT_PLURAL)) {
        const int32_t type = item->itemType();
        const char* counted = type == T_ARMOUR ? "suits of "
                              : type == T_BRACERS || type == T_GAUNTLETS || type == T_BOOTS ? "pairs of "
                                                                                             : "sets of ";
        return call.makeString(counted + std::string(s));
    }
    return call.makeString(pluralOf(s));
}

int32_t resourceName(HostCall& call)
{
    const module::ResourceId id = module::ResourceId(call.arg(0));
    if (!module::ResourceView::of(host(call).resources(), id))
        return call.fail("NAME: " + std::to_string(uint32_t(id)) + " names no resource");
    return call.makeString(host(call).resources().name(id));
}

// T_OBJECT::Name(fl): the object's name as the player knows it, with the
// original's NA_ flags for the article, possessive and capital.
// rule: inc/Defines.h, NA_A NA_THE NA_CAPS NA_POSS
int32_t objectName(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const world::Handle handle = api_access::handleArgument(call, 0);
    const std::optional<ObjectName> known = game->nameOf(handle);
    if (!known)
        return call.fail("Name: " + api_access::describe(*game, handle) + " has no name");
    constexpr int32_t NA_CAPS = 0x0004, NA_POSS = 0x0008, NA_A = 0x0010, NA_THE = 0x0020;
    const int32_t flags = int16_t(call.arg(1));
    std::string name = known->quantity > 1
                           ? std::to_string(known->quantity) + " "
                                 + (known->plural.empty() ? pluralOf(known->name) : known->plural)
                           : known->name;
    if (!known->proper && (flags & NA_THE))
        name = "the " + name;
    else if (!known->proper && (flags & NA_A) && known->quantity <= 1)
        name = (std::string_view("aeiouAEIOU").find(name.empty() ? 'x' : name.front()) != std::string_view::npos
                    ? "an "
                    : "a ")
               + name;
    if (flags & NA_POSS)
        name += !name.empty() && (name.back() == 's' || name.back() == 'S') ? "'" : "'s";
    if ((flags & NA_CAPS) && !name.empty())
        name.front() = char(std::toupper(static_cast<unsigned char>(name.front())));
    return call.makeString(name);
}

// SetSilence()/UnsetSilence(): nothing reaches the log while silenced.
// rule: inc/Inline.h, SetSilence and UnsetSilence; src/Message.cpp, Player::__IPrint
int32_t setSilence(HostCall& call)
{
    if (Game* game = api_access::gameOf(call))
        game->silence();
    return 0;
}

int32_t unsetSilence(HostCall& call)
{
    if (Game* game = api_access::gameOf(call))
        game->unsilence();
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType text = ValueType::String;
    api.push_back(withVarargs(function("Format", text, {param(text, "fmt")}, &format)));
    api.push_back(withVarargs(function("XPrint", text, {param(text, "str")}, &expandMessage)));
    api.push_back(withVarargs(function("Error", ValueType::Void, {param(text, "msg1")}, &reportError)));
    api.push_back(function("Left", text, {param(text, "s"), param(ValueType::Int32, "sz")}, &left));
    api.push_back(function("Replace", text, {param(text, "str"), param(text, "find"), param(text, "rep")}, &replace));
    api.push_back(function("Trim", text, {param(text, "s")}, &trim));
    api.push_back(function("Pluralize", text, {param(text, "str"), param(ValueType::Resource, "iID", 0)}, &pluralize));
    api.push_back(function("NAME", text, {param(ValueType::Resource, "xID")}, &resourceName));
    api.push_back(function("SetSilence", ValueType::Void, {}, &setSilence));
    api.push_back(function("UnsetSilence", ValueType::Void, {}, &unsetSilence));
    api.push_back(member(kObject, "Name", text, {param(ValueType::Int16, "fl", 0)}, &objectName));
}

} // namespace incursion::game::text_api
