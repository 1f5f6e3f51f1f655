// The message formatter: turns a module's message template ("The <EActor>
// hits the <EVictim>!") into the text the player reads, with English grammar
// for the objects it names and the colour changes it asks for. The template
// language is described in README.md ("Messages").
#pragma once

#include "game/event_info.h"
#include "module/resource_manager.h"
#include "world/handle.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game {

enum class Gender { Neuter, Male, Female };

// What the formatter needs to know to name one object.
struct ObjectName {
    std::string name;           // singular, no article: "goblin", "cottonberry loaf", "Fang"
    std::string plural;         // the plural of `name` when the rules would get it wrong; empty: derived
    std::string collective;     // "pair", "suit", "set": `name` is a plural noun counted in these ("boots")
    bool proper = false;        // a proper name takes no article
    Gender gender = Gender::Neuter;
    int32_t quantity = 1;       // a stack of items: "6 cottonberry loaves"
    bool perceived = true;      // false: the player cannot perceive it ("something", "it")
    bool isPlayer = false;      // the point of view: "you", "your"
};

// The game answers for its objects; tests answer with fakes.
class NameSource {
public:
    virtual ~NameSource() = default;
    // The object's name as the player knows it; nullopt for an unknown handle.
    virtual std::optional<ObjectName> nameOf(world::Handle object) const = 0;
    // A resource's name, for <Res>.
    virtual std::string resourceName(module::ResourceId resource) const = 0;
};

// The current event's objects, as <EActor>, <EVictim> (or <ETarget>), <EItem>
// and <EItem2> name them.
struct MessageSubjects {
    world::Handle actor = world::kNoObject;
    world::Handle victim = world::kNoObject;
    world::Handle item = world::kNoObject;
    world::Handle item2 = world::kNoObject;

    static MessageSubjects of(const EventInfo& e) { return {e.actor, e.victim, e.item, e.item2}; }
};

// One extra argument, numbered from 1 in the order given (<Num2> is the second).
struct MessageArgument {
    enum class Kind { Number, Text, Object, Resource };
    Kind kind = Kind::Number;
    int32_t number = 0;
    std::string text;
    world::Handle object = world::kNoObject;
    module::ResourceId resource = 0;
    bool oneOfStack = false;    // the object named as one of its stack ("a milky potion", not "the 2 ...")

    static MessageArgument ofNumber(int32_t value) { return {Kind::Number, value, {}, world::kNoObject, 0, false}; }
    static MessageArgument ofText(std::string value) { return {Kind::Text, 0, std::move(value), world::kNoObject, 0, false}; }
    static MessageArgument ofObject(world::Handle value) { return {Kind::Object, 0, {}, value, 0, false}; }
    // One item taken from a stack (the original's TakeOne before the message): drunk, read, eaten.
    static MessageArgument ofOneOf(world::Handle value) { return {Kind::Object, 0, {}, value, 0, true}; }
    static MessageArgument ofResource(module::ResourceId value) { return {Kind::Resource, 0, {}, world::kNoObject, value, false}; }
};

// A stretch of text in one colour. Colours are the original's sixteen
// (0 black ... 7 grey ... 15 white); kDefaultColour is the log's own colour,
// in force until the template's first colour tag.
struct MessageRun {
    static constexpr int kDefaultColour = -1;
    int colour = kDefaultColour;
    std::string text;

    bool operator==(const MessageRun&) const = default;
};

struct MessageFormatError {
    size_t offset = 0;          // of the offending '<' in the template
    std::string message;        // "unknown tag <Foo> at offset 12"
};

struct FormattedMessage {
    std::vector<MessageRun> runs;               // empty when `error` is set
    std::optional<MessageFormatError> error;
    int seenObjects = 0;        // object mentions the player perceives...
    int unseenObjects = 0;      // ...and those rendered as "something" / "it"

    bool ok() const { return !error; }
    std::string plainText() const;
    // Worth showing: the player perceives something it names, or it names
    // no object at all. A message only about the unseen prints nothing.
    bool perceived() const { return seenObjects > 0 || unseenObjects == 0; }
};

FormattedMessage formatMessage(std::string_view templateText, const MessageSubjects& subjects,
                               std::span<const MessageArgument> arguments, const NameSource& names);

// What each argument of a template is, by the tags that take it (<Num2>
// makes argument 2 a number, <hObj> the next one an object), numbered as
// formatMessage() numbers them: callers holding bare values (a script's
// varargs) read them with it. Arguments no tag takes are nullopt.
std::vector<std::optional<MessageArgument::Kind>> argumentKinds(std::string_view templateText);

// The plural of a noun phrase: its head noun ("potion of healing" ->
// "potions of healing"), irregular nouns ("loaf" -> "loaves") and the
// spelling rules ("torch" -> "torches", "ruby" -> "rubies").
std::string pluralOf(std::string_view noun);

} // namespace incursion::game
