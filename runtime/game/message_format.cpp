#include "game/message_format.h"
#include "core/ascii.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <initializer_list>
#include <utility>

namespace incursion::game {

namespace {

// The kind of argument a tag takes by its name without the number (<Num2>:
// "num"); nullopt for a tag that takes none (a subject, a pronoun, a colour).
std::optional<MessageArgument::Kind> argumentTagKind(std::string_view prefix)
{
    using Kind = MessageArgument::Kind;
    if (prefix == "num")
        return Kind::Number;
    if (prefix == "str" || prefix == "htext")
        return Kind::Text;
    if (prefix == "res" || prefix == "rid")
        return Kind::Resource;
    if (prefix == "obj" || prefix == "mon" || prefix == "itm" || prefix == "hobj" || prefix == "hmon" || prefix == "hitm")
        return Kind::Object;
    return std::nullopt;
}


std::string lowered(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(), core::asciiLower);
    return result;
}

bool endsWithNoCase(std::string_view text, std::string_view ending)
{
    return text.size() >= ending.size() && lowered(text.substr(text.size() - ending.size())) == ending;
}

void capitalise(std::string& text)
{
    if (!text.empty())
        text[0] = core::asciiUpper(text[0]);
}

// Resource names may carry a disambiguating tail the player never sees:
// "skeleton;mon" is a skeleton.
std::string_view shownName(std::string_view name)
{
    return name.substr(0, name.find(';'));
}

struct PluralRule {
    std::string_view singular;
    std::string_view plural;
};

// Whole words English pluralises its own way (or not at all).
constexpr std::array kIrregularWords{
    PluralRule{"child", "children"}, PluralRule{"foot", "feet"},     PluralRule{"tooth", "teeth"},
    PluralRule{"goose", "geese"},    PluralRule{"mouse", "mice"},    PluralRule{"louse", "lice"},
    PluralRule{"ox", "oxen"},        PluralRule{"djinni", "djinn"},  PluralRule{"efreeti", "efreet"},
    PluralRule{"tomato", "tomatoes"}, PluralRule{"potato", "potatoes"},
    PluralRule{"human", "humans"},   PluralRule{"shaman", "shamans"}, PluralRule{"talisman", "talismans"},
    PluralRule{"drow", "drow"},      PluralRule{"folk", "folk"},     PluralRule{"vermin", "vermin"},
    PluralRule{"undead", "undead"},  PluralRule{"kin", "kin"},       PluralRule{"sheep", "sheep"},
    PluralRule{"deer", "deer"},      PluralRule{"fish", "fish"},
};

// Word endings with irregular plurals: "dwarf", "watchman", "cottonberry loaf".
constexpr std::array kIrregularEndings{
    PluralRule{"staff", "staves"}, PluralRule{"loaf", "loaves"}, PluralRule{"wolf", "wolves"},
    PluralRule{"dwarf", "dwarves"}, PluralRule{"elf", "elves"},  PluralRule{"thief", "thieves"},
    PluralRule{"knife", "knives"}, PluralRule{"life", "lives"},  PluralRule{"man", "men"},
};

// Words after which a name's head noun has ended: "potion of healing".
constexpr std::array<std::string_view, 11> kQualifiers{
    " of ", " named ", " called ", " labeled ", " from ", " in ", " on ", " with ", " versus ", " vs. ", " [",
};

// `word` with its last `length` letters replaced by `ending`, keeping a capital.
std::string replaceEnding(std::string_view word, size_t length, std::string_view ending)
{
    std::string result(word.substr(0, word.size() - length));
    std::string tail(ending);
    if (!tail.empty() && core::isAsciiUpper(word[word.size() - length]))
        tail[0] = core::asciiUpper(tail[0]);
    return result + tail;
}

std::string pluralOfWord(std::string_view phrase)
{
    const size_t space = phrase.rfind(' ');
    const std::string_view lastWord = space == std::string_view::npos ? phrase : phrase.substr(space + 1);
    for (const PluralRule& rule : kIrregularWords)
        if (lowered(lastWord) == rule.singular)
            return replaceEnding(phrase, rule.singular.size(), rule.plural);
    for (const PluralRule& rule : kIrregularEndings)
        if (endsWithNoCase(lastWord, rule.singular))
            return replaceEnding(phrase, rule.singular.size(), rule.plural);

    const std::string word = lowered(lastWord);
    auto endsWith = [&](std::string_view ending) { return word.ends_with(ending); };
    if (endsWith("s") || endsWith("x") || endsWith("z") || endsWith("ch") || endsWith("sh"))
        return std::string(phrase) + "es";
    if (word.size() >= 2 && endsWith("y") && std::string_view("aeiou").find(word[word.size() - 2]) == std::string_view::npos)
        return replaceEnding(phrase, 1, "ies");
    return std::string(phrase) + "s";
}

enum class Article { None, Indefinite, Definite };

std::string_view indefiniteArticle(std::string_view noun)
{
    return !noun.empty() && std::string_view("aeiou").find(core::asciiLower(noun[0])) != std::string_view::npos ? "an" : "a";
}

bool isPlural(const ObjectName& name) { return name.quantity > 1 || !name.collective.empty(); }

// The object's noun phrase: "the goblin", "an apple", "6 cottonberry loaves",
// "Fang", "you", "something", possibly capitalised and possessive.
std::string nounPhrase(const ObjectName& name, Article article, bool capital, bool possessive)
{
    std::string phrase;
    if (name.isPlayer) {
        phrase = possessive ? "your" : "you";
        possessive = false;
    } else if (!name.perceived) {
        phrase = possessive ? "its" : "something";
        possessive = false;
    } else {
        const std::string base(shownName(name.name));
        if (name.proper) {
            phrase = base;
        } else if (name.quantity > 1) {
            std::string noun;
            if (!name.collective.empty())
                noun = pluralOf(name.collective) + " of " + base;
            else
                noun = name.plural.empty() ? pluralOf(base) : name.plural;
            phrase = (article == Article::Definite ? "the " : "") + std::to_string(name.quantity) + " " + noun;
        } else {
            std::string noun = base;
            if (article == Article::Indefinite && !name.collective.empty())
                noun = name.collective + " of " + base;
            if (article == Article::Definite)
                phrase = "the " + noun;
            else if (article == Article::Indefinite)
                phrase = std::string(indefiniteArticle(noun)) + " " + noun;
            else
                phrase = noun;
        }
    }
    if (capital)
        capitalise(phrase);
    if (possessive)
        phrase += phrase.ends_with('s') ? "'" : "'s";
    return phrase;
}

enum class Pronoun { Possessive, Object, Subject, VerbEnding, VerbEndingEs };

std::string pronounOf(const ObjectName& name, Pronoun pronoun)
{
    if (pronoun == Pronoun::VerbEnding || pronoun == Pronoun::VerbEndingEs) {
        if (name.isPlayer || (name.perceived && isPlural(name)))
            return "";
        return pronoun == Pronoun::VerbEnding ? "s" : "es";
    }
    static constexpr std::string_view kWords[][3] = {
        // possessive, object, subject
        {"your", "you", "you"}, {"its", "it", "it"}, {"their", "them", "they"},
        {"his", "him", "he"},   {"her", "her", "she"},
    };
    size_t row = 1;
    if (name.isPlayer)
        row = 0;
    else if (!name.perceived)
        row = 1;
    else if (isPlural(name))
        row = 2;
    else if (name.gender == Gender::Male)
        row = 3;
    else if (name.gender == Gender::Female)
        row = 4;
    return std::string(kWords[row][size_t(pronoun)]);
}

std::string_view kindName(MessageArgument::Kind kind)
{
    switch (kind) {
    case MessageArgument::Kind::Number: return "a number";
    case MessageArgument::Kind::Text: return "text";
    case MessageArgument::Kind::Object: return "an object";
    case MessageArgument::Kind::Resource: return "a resource";
    }
    return "?";
}

class Formatter {
public:
    Formatter(std::string_view text, const MessageSubjects& subjects, std::span<const MessageArgument> arguments,
              const NameSource& names)
        : text_(text), subjects_(subjects), arguments_(arguments), names_(names)
    {
        result_.runs.push_back({});
    }

    FormattedMessage run()
    {
        size_t i = 0;
        while (i < text_.size() && !result_.error) {
            if (text_[i] != '<') {
                appendLiteral(text_.substr(i, 1));
                ++i;
            } else if (i + 1 < text_.size() && text_[i + 1] == '<') {
                appendLiteral("<");
                i += 2;
            } else {
                i = expandTag(i);
            }
        }
        finish();
        return std::move(result_);
    }

private:
    // One tag starting at `open`; returns where the template goes on.
    size_t expandTag(size_t open)
    {
        const size_t close = text_.find_first_of("<>\n", open + 1);
        if (close == std::string_view::npos || text_[close] != '>') {
            fail(open, "unclosed '<' at offset " + std::to_string(open));
            return text_.size();
        }
        const std::string_view body = text_.substr(open + 1, close - open - 1);
        tag_ = text_.substr(open, close - open + 1);
        tagOffset_ = open;
        size_t next = close + 1;
        if (body.empty()) {
            fail(open, "empty tag <> at offset " + std::to_string(open));
        } else if (std::all_of(body.begin(), body.end(), core::isAsciiDigit)) {
            setColour(body);
        } else if (const size_t colon = body.find(':'); colon != std::string_view::npos) {
            expandPronoun(body.substr(0, colon), body.substr(colon + 1));
        } else if (isObjectReference(lowered(body))) {
            next = expandName(lowered(body), open, next);
        } else {
            expandArgument(lowered(body));
        }
        literalTail_ = 0;
        return next;
    }

    void setColour(std::string_view digits)
    {
        int colour = 0;
        std::from_chars(digits.data(), digits.data() + std::min<size_t>(digits.size(), 3), colour);
        if (digits.size() > 2 || colour > 15)
            return failAtTag("is not a colour (0 to 15)");
        if (!result_.runs.back().text.empty())
            result_.runs.push_back({});
        result_.runs.back().colour = colour;
    }

    // <EActor>, <the EVictim>'s ...: the article before the tag and "'s"
    // after it are the object's to choose.
    size_t expandName(const std::string& reference, size_t open, size_t next)
    {
        world::Handle object = world::kNoObject;
        if (!resolveObject(reference, object))
            return next;
        const std::optional<ObjectName> name = nameOf(object);
        if (!name)
            return next;

        Article article = Article::None;
        bool capital = false;
        for (auto [word, kind] : {std::pair{std::string_view("the "), Article::Definite},
                                  std::pair{std::string_view("an "), Article::Indefinite},
                                  std::pair{std::string_view("a "), Article::Indefinite}}) {
            if (literalTail_ < word.size() || open < word.size())
                continue;
            const std::string_view written = text_.substr(open - word.size(), word.size());
            const size_t before = open - word.size();
            const bool wordStart = before == 0 || text_[before - 1] == ' ' || text_[before - 1] == '\n' || text_[before - 1] == '>';
            if (!wordStart || lowered(written) != word)
                continue;
            article = kind;
            capital = core::isAsciiUpper(written[0]);
            dropOutputTail(word.size());
            break;
        }
        capital = capital || atSentenceStart();

        bool possessive = false;
        if (text_.substr(next).starts_with("'s")) {
            possessive = true;
            next += 2;
        } else if (text_.substr(next).starts_with("'")) {
            possessive = true;
            next += 1;
        }
        count(*name);
        append(nounPhrase(*name, article, capital, possessive));
        return next;
    }

    void expandPronoun(std::string_view writtenWord, std::string_view writtenReference)
    {
        const std::string word = lowered(writtenWord);
        const std::string reference = lowered(writtenReference);
        std::optional<Pronoun> pronoun;
        if (word == "his")
            pronoun = Pronoun::Possessive;
        else if (word == "him")
            pronoun = Pronoun::Object;
        else if (word == "he" || word == "she")
            pronoun = Pronoun::Subject;
        else if (word == "s")
            pronoun = Pronoun::VerbEnding;
        else if (word == "es")
            pronoun = Pronoun::VerbEndingEs;

        if (word == "her" && isObjectReference(reference))
            return failAtTag("is ambiguous: write <his:" + std::string(writtenReference) + "> or <him:"
                             + std::string(writtenReference) + ">");
        if (!pronoun && isObjectReference(word) && (reference == "his" || reference == "him" || reference == "he"))
            return failAtTag("has its parts reversed: write <" + std::string(writtenReference) + ":"
                             + std::string(writtenWord) + ">");
        if (!pronoun || !isObjectReference(reference))
            return failAtTag({}, "unknown tag ");

        world::Handle object = world::kNoObject;
        if (!resolveObject(reference, object))
            return;
        const std::optional<ObjectName> name = nameOf(object);
        if (!name)
            return;
        std::string text = pronounOf(*name, *pronoun);
        if (atSentenceStart())
            capitalise(text);
        count(*name);
        append(text);
    }

    void expandArgument(const std::string& body)
    {
        std::string_view prefix;
        const MessageArgument* argument = takeArgument(body, false, prefix);
        if (!argument)
            return;
        const MessageArgument::Kind wanted = *argumentTagKind(prefix);
        if (argument->kind != wanted)
            return wrongKind(*argument, wanted);
        switch (wanted) {
        case MessageArgument::Kind::Number: append(std::to_string(argument->number)); break;
        case MessageArgument::Kind::Resource: append(shownName(names_.resourceName(argument->resource))); break;
        default: append(argument->text); break;
        }
    }

    // <Str>, <Num2>, <hObj>: the next argument, or the numbered one. The
    // numbers count through one list whatever the tags' kinds.
    // `objects`: the tag stands for an object (<hObj>), else for a value (<Num>).
    const MessageArgument* takeArgument(const std::string& body, bool objects, std::string_view& prefix)
    {
        const size_t digits = body.find_first_not_of("abcdefghijklmnopqrstuvwxyz");
        prefix = std::string_view(body).substr(0, digits);
        const std::string_view number = digits == std::string::npos ? std::string_view() : std::string_view(body).substr(digits);
        const std::optional<MessageArgument::Kind> kind = argumentTagKind(prefix);
        const bool known = kind && (*kind == MessageArgument::Kind::Object) == objects;
        if (!known || !std::all_of(number.begin(), number.end(), core::isAsciiDigit) || number.size() > 2) {
            failAtTag({}, "unknown tag ");
            return nullptr;
        }
        int index = lastArgument_ + 1;
        if (!number.empty())
            std::from_chars(number.data(), number.data() + number.size(), index);
        if (index < 1) {
            failAtTag("names argument 0; arguments count from 1");
            return nullptr;
        }
        lastArgument_ = std::max(lastArgument_, index);
        if (size_t(index) > arguments_.size()) {
            failAtTag(": argument " + std::to_string(index) + " is missing (" + std::to_string(arguments_.size())
                      + " given)");
            return nullptr;
        }
        argumentIndex_ = index;
        return &arguments_[size_t(index) - 1];
    }

    void wrongKind(const MessageArgument& argument, MessageArgument::Kind wanted)
    {
        failAtTag(": argument " + std::to_string(argumentIndex_) + " is " + std::string(kindName(argument.kind))
                  + ", not " + std::string(kindName(wanted)));
    }

    static bool isSubject(std::string_view reference)
    {
        return reference == "eactor" || reference == "evictim" || reference == "etarget" || reference == "eitem"
               || reference == "eitem2";
    }

    static bool isObjectReference(std::string_view reference)
    {
        if (isSubject(reference))
            return true;
        const std::string_view prefix = reference.substr(0, reference.find_first_not_of("abcdefghijklmnopqrstuvwxyz"));
        const std::string_view number = reference.substr(prefix.size());
        return argumentTagKind(prefix) == MessageArgument::Kind::Object
               && std::all_of(number.begin(), number.end(), core::isAsciiDigit);
    }

    bool resolveObject(const std::string& reference, world::Handle& object)
    {
        oneOfStack_ = false;
        if (isSubject(reference)) {
            const std::pair<world::Handle, std::string_view> subject
                = reference == "eactor"    ? std::pair{subjects_.actor, std::string_view("actor")}
                  : reference == "evictim" ? std::pair{subjects_.victim, std::string_view("victim")}
                  : reference == "etarget" ? std::pair{subjects_.victim, std::string_view("target")}
                  : reference == "eitem"   ? std::pair{subjects_.item, std::string_view("item")}
                                           : std::pair{subjects_.item2, std::string_view("second item")};
            if (subject.first == world::kNoObject) {
                failAtTag(": the event has no " + std::string(subject.second));
                return false;
            }
            object = subject.first;
            return true;
        }
        std::string_view prefix;
        const MessageArgument* argument = takeArgument(reference, true, prefix);
        if (!argument)
            return false;
        if (argument->kind != MessageArgument::Kind::Object) {
            wrongKind(*argument, MessageArgument::Kind::Object);
            return false;
        }
        object = argument->object;
        oneOfStack_ = argument->oneOfStack;
        return true;
    }

    // The object resolveObject() found last, as the message names it.
    std::optional<ObjectName> nameOf(world::Handle object)
    {
        std::optional<ObjectName> name = object == world::kNoObject ? std::nullopt : names_.nameOf(object);
        if (!name)
            failAtTag(": object " + world::handleText(object) + " is unknown");
        else if (oneOfStack_)
            name->quantity = 1;
        return name;
    }

    void count(const ObjectName& name) { ++(name.isPlayer || name.perceived ? result_.seenObjects : result_.unseenObjects); }

    void appendLiteral(std::string_view text)
    {
        append(text);
        literalTail_ += text.size();
    }

    void append(std::string_view text)
    {
        result_.runs.back().text += text;
        visible_ += text;
    }

    // Removes an article copied from the template; it is still in the
    // current run because literalTail_ counts only that run's characters.
    void dropOutputTail(size_t length)
    {
        std::string& text = result_.runs.back().text;
        text.resize(text.size() - length);
        visible_.resize(visible_.size() - length);
        literalTail_ -= length;
    }

    bool atSentenceStart() const
    {
        if (visible_.empty() || visible_.ends_with('\n'))
            return true;
        return visible_.ends_with(". ") || visible_.ends_with("! ") || visible_.ends_with("? ");
    }

    // "<Foo> at offset 3 is unknown"; `lead` puts words before the tag.
    void failAtTag(const std::string& complaint, std::string_view lead = {})
    {
        const std::string where = std::string(lead) + std::string(tag_) + " at offset " + std::to_string(tagOffset_);
        if (complaint.empty() || complaint.starts_with(':'))
            fail(tagOffset_, where + complaint);
        else
            fail(tagOffset_, where + " " + complaint);
    }

    void fail(size_t offset, std::string message)
    {
        if (!result_.error)
            result_.error = MessageFormatError{offset, std::move(message)};
    }

    void finish()
    {
        if (result_.error) {
            result_.runs.clear();
            return;
        }
        std::vector<MessageRun> runs;
        for (MessageRun& run : result_.runs) {
            if (run.text.empty())
                continue;
            if (!runs.empty() && runs.back().colour == run.colour)
                runs.back().text += run.text;
            else
                runs.push_back(std::move(run));
        }
        // A message starts with a capital whatever its first tag printed.
        if (!runs.empty())
            runs.front().text[0] = core::asciiUpper(runs.front().text[0]);
        result_.runs = std::move(runs);
    }

    std::string_view text_;
    const MessageSubjects& subjects_;
    std::span<const MessageArgument> arguments_;
    const NameSource& names_;
    bool oneOfStack_ = false;       // the object resolved last is named as one of its stack

    FormattedMessage result_;
    std::string visible_;           // everything printed so far, for sentence starts
    size_t literalTail_ = 0;        // characters copied from the template since the last tag
    int lastArgument_ = 0;          // the highest argument number used so far
    int argumentIndex_ = 0;         // the one the current tag took
    std::string_view tag_;          // the tag being expanded, as written
    size_t tagOffset_ = 0;
};

} // namespace

std::string pluralOf(std::string_view noun)
{
    size_t headEnd = noun.size();
    for (std::string_view qualifier : kQualifiers)
        if (const size_t at = noun.find(qualifier); at != std::string_view::npos && at > 0)
            headEnd = std::min(headEnd, at);
    if (headEnd == 0)
        return std::string();
    return pluralOfWord(noun.substr(0, headEnd)) + std::string(noun.substr(headEnd));
}

std::string FormattedMessage::plainText() const
{
    std::string text;
    for (const MessageRun& run : runs)
        text += run.text;
    return text;
}

std::vector<std::optional<MessageArgument::Kind>> argumentKinds(std::string_view templateText)
{
    std::vector<std::optional<MessageArgument::Kind>> kinds;
    int last = 0;   // numbered as takeArgument() does: the next after the highest so far, or as written
    for (size_t i = 0; i < templateText.size(); ++i) {
        if (templateText[i] != '<')
            continue;
        if (i + 1 < templateText.size() && templateText[i + 1] == '<') {
            ++i;
            continue;
        }
        const size_t close = templateText.find('>', i);
        if (close == std::string_view::npos)
            break;
        std::string body = lowered(templateText.substr(i + 1, close - i - 1));
        i = close;
        if (const size_t colon = body.find(':'); colon != std::string::npos)
            body = body.substr(colon + 1);  // <his:hObj>: the object after the colon
        const size_t digits = body.find_first_not_of("abcdefghijklmnopqrstuvwxyz");
        const std::optional<MessageArgument::Kind> kind = argumentTagKind(std::string_view(body).substr(0, digits));
        if (!kind)
            continue;
        int index = last + 1;
        if (digits != std::string::npos) {
            const auto [end, ec] = std::from_chars(body.data() + digits, body.data() + body.size(), index);
            if (ec != std::errc() || end != body.data() + body.size())
                continue;
        }
        if (index < 1 || index > 99)
            continue;
        last = std::max(last, index);
        if (kinds.size() < size_t(index))
            kinds.resize(size_t(index));
        kinds[size_t(index) - 1] = kind;
    }
    return kinds;
}

FormattedMessage formatMessage(std::string_view templateText, const MessageSubjects& subjects,
                               std::span<const MessageArgument> arguments, const NameSource& names)
{
    return Formatter(templateText, subjects, arguments, names).run();
}

} // namespace incursion::game
