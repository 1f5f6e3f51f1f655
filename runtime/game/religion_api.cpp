#include "game/religion_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/object_api.h"
#include "game/script_host.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace incursion::game::religion_api {

namespace {

using api_access::creatureArgument;
using api_access::host;
using vm::HostCall;

// The original's numbers (inc/Defines.h).
constexpr int32_t GODSPEAK_LIST = 28, VOICE_COLOUR = 120, TOLERANCE_VAL = 129;
constexpr int32_t GF_FORGIVING = 15;
constexpr int32_t SS_BLES = 13;
constexpr int32_t MSG_IS_ANGRY = 1, MSG_IS_ANGRY2 = 2, MSG_PLEASED = 3, MSG_PLEASED2 = 4, MSG_PLEASED3 = 5,
                  MSG_PROVE_WORTH = 6, MSG_NOT_WORTHY = 7, MSG_UNINTERESTED = 9, MSG_BADSAC1 = 10,
                  MSG_BADSAC2 = 11, MSG_BADSAC9 = 19, MSG_INSUFFICIENT = 21, MSG_UNEASY = 22, MSG_IMPRESSED = 23,
                  MSG_SATISFIED = 24, MSG_FORSAKEN = 26, MSG_READING = 27, MSG_NO_INSIGHT = 28, MSG_NO_MORE = 29,
                  MSG_NEUTRAL = 30, MSG_LESSENED = 31, MSG_MOLLIFIED = 32, MSG_SACRIFICE = 33, MSG_JEALOUSY = 35,
                  MSG_TIMEOUT = 36, MSG_PRAYER = 37, MSG_NOAID = 38, MSG_OUT_OF_AID = 39, MSG_NEARLY_OUT = 40,
                  MSG_CONVERT = 41, MSG_SAFEPRAY = 42, MSG_WAITPRAY = 43, MSG_TOLERANT = 44, MSG_FORSAKE = 45,
                  MSG_OFFER_RAISE = 46, MSG_VUNEASY = 47, MSG_BAD_PRAY = 48, MSG_BLESSING1 = 50,
                  MSG_BLESSING9 = 58, MSG_PENANCE = 62, MSG_EXPENDED = 75, MSG_ANGER = 76, MSG_ANATHEMA = 77,
                  MSG_NO_AID = 78, MSG_AID = 81;
constexpr int32_t AID_HEAL = 1, AID_PURIFY = 2, AID_UNCURSE = 4, AID_TELEPORT = 5, AID_FEED = 7, AID_REFRESH = 8,
                  AID_RESTORE = 9, AID_IDENTIFY = 10, AID_CURE = 11, AID_CLARITY = 12, AID_RESURRECT = 13,
                  AID_BERSERK = 14, AID_MANA = 16;

struct DefaultMessage {
    int32_t message;
    std::string_view text;
};

// What a god says when its resource gives no words of its own, in our words
// after the meaning of the original's table (src/Prayer.cpp,
// Character::GodMessage). `|` marks what the god speaks aloud. As there,
// the table has no text of its own for the hinted unease (MSG_UNEASY_R,
// MSG_VUNEASY_R).
constexpr auto kDefaultMessages = std::to_array<DefaultMessage>({
    {MSG_ANGER, "A voice thunders, |Mortal, thou hast earned my wrath!|"},
    {MSG_PROVE_WORTH, "A voice thunders, |First show me thy worth, mortal!|"},
    {MSG_NOT_WORTHY, "A voice thunders, |My gifts are not for the likes of thee!|"},
    {MSG_BAD_PRAY, "A voice thunders, |Thou presumest to call on me?!|"},
    {MSG_JEALOUSY, "A voice thunders, |Thou wouldst turn from me?!|"},
    {MSG_CONVERT, "|Keep faith with my name and my law, and great glory shall be thine!|"},
    {MSG_UNEASY, "You feel uneasy."},
    {MSG_VUNEASY, "You feel deeply uneasy."},
    {MSG_FORSAKE, "A voice thunders, |Thy unholy deeds done in my name have made thee anathema to me for all "
                  "time!|"},
    {MSG_PENANCE, "A voice proclaims, |Thy unholy deeds done in my name earn thee my curse; all I gave thee, I "
                  "take back!|"},
    {MSG_TIMEOUT, "A voice thunders, |Thou callest on me far too lightly, mortal!|"},
    {MSG_PRAYER, "A pillar of shimmering light surrounds you."},
    {MSG_NOAID, "A solemn voice speaks in your mind: |What thou askest lies beyond my dominion.|"},
    {MSG_OUT_OF_AID, "A solemn voice speaks, |From here thou must walk alone; I have given all I can."},
    {MSG_NEARLY_OUT, "A sad voice speaks, |Soon thou shalt pass beyond where my aid can reach thee. Weigh well "
                     "whether thou canst go on with this quest.|"},
    {MSG_SACRIFICE, "Silvery flames flare up, and your sacrifice is gone."},
    {MSG_INSUFFICIENT, "Acrid smoke rises from the altar. You feel your offering falls short."},
    {MSG_SATISFIED, "Rich smoke rises from the altar. You sense that <Res> accepts your offering."},
    {MSG_IMPRESSED, "Sweet-smelling smoke rises from the altar. You sense that <Res> is impressed with your "
                    "offering."},
    {MSG_BADSAC1, "A voice thunders, |Thou darest offer me *this*?!|"},
    {MSG_UNINTERESTED, "<Res> takes no interest in your offering."},
    {MSG_LESSENED, "You sense the anger of <Res> waning."},
    {MSG_MOLLIFIED, "You sense that the anger of <Res> has passed."},
    {MSG_EXPENDED, "You sense that the anger of <Res> is entirely spent."},
    {MSG_READING, "You reflect on signs and portents, seeking to learn how <Res> judges you."},
    {MSG_FORSAKEN, "You are certain that <Res> has forsaken you forever."},
    {MSG_ANATHEMA, "You sense that you are anathema to <Res>."},
    {MSG_IS_ANGRY2, "You sense that <Res> is enraged by your conduct."},
    {MSG_IS_ANGRY, "You fear that you have angered <Res>."},
    {MSG_NEUTRAL, "You sense that you matter little to <Res>."},
    {MSG_PLEASED, "You sense that <Res> is pleased with your devotion."},
    {MSG_PLEASED2, "You sense that <Res> is greatly pleased with your devotion."},
    {MSG_PLEASED3, "You feel very near to <Res>."},
    {MSG_NO_INSIGHT, "You learn nothing certain of where you stand with <Res>."},
    {MSG_NO_MORE, "You learn nothing more of where you stand with <Res>."},
    {MSG_SAFEPRAY, "You sense that <Res> would help you in need by <Str>."},
    {MSG_WAITPRAY, "You sense that <Res> cannot help you again so soon."},
    {MSG_NO_AID, "You sense that <Res> will not help you at all."},
    {MSG_TOLERANT, "You sense that <Res> will pardon your small transgressions."},
    {MSG_AID + AID_HEAL, "Your wounds close completely!"},
    {MSG_AID + AID_PURIFY, "You are cleansed of your afflictions!"},
    {MSG_AID + AID_CURE, "Your body is made whole!"},
    {MSG_AID + AID_UNCURSE, "Your curses fall away!"},
    {MSG_AID + AID_TELEPORT, "<Res> bears you away to safety!"},
    {MSG_AID + AID_FEED, "Your hunger is gone."},
    {MSG_AID + AID_REFRESH, "Your weariness is gone."},
    {MSG_AID + AID_RESTORE, "Body and mind are restored in full!"},
    {MSG_AID + AID_CLARITY, "A divine clarity brings your thoughts back into focus!"},
    {MSG_AID + AID_BERSERK, "The spirit of <Res> fills you, and you fall into a berserk fury!"},
    {MSG_AID + AID_IDENTIFY, "<Res> shows you the nature of your belongings!"},
    {MSG_AID + AID_MANA, "Your magic flows back into you!"},
    {MSG_AID + AID_RESURRECT, "You wake, astonished to be alive again!"},
    {MSG_OFFER_RAISE, "A voice speaks into the dark: |I give thee a second chance to win glory in my name!|"},
});

std::optional<std::string_view> defaultMessage(int32_t message)
{
    if (message >= MSG_BLESSING1 && message <= MSG_BLESSING9)
        return "|Receive this blessing from my hand!|";
    for (const DefaultMessage& row : kDefaultMessages)
        if (row.message == message)
            return row.text;
    return std::nullopt;
}

std::optional<module::GodView> godView(const Game& game, ResourceId god)
{
    return module::view<module::GodView>(game.resources(), god);
}

// A God argument, or a failed call.
std::optional<ResourceId> godArgument(HostCall& call, uint32_t i)
{
    const auto god = ResourceId(call.arg(i));
    if (!godView(*host(call).game, god)) {
        call.fail(host(call).game->resourceName(god) + " (" + std::to_string(god) + ") is not a God");
        return std::nullopt;
    }
    return god;
}

// The receiver as a character: this game's only character is the player.
Creature* characterArgument(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (c && !c->isPlayer) {
        call.fail(api_access::describe(*host(call).game, c->handle()) + " is not a character");
        return nullptr;
    }
    return c;
}

} // namespace

int32_t godConstant(const Game& game, ResourceId god, int32_t constant)
{
    const std::optional<module::GodView> view = godView(game, god);
    const std::optional<module::ResolvedValue> value = view ? view->constant(constant) : std::nullopt;
    return value ? value->number : 0;
}

namespace {

// The god's own words for a message: its GODSPEAK_LIST pairs a message
// number with a text.
std::optional<std::string> customMessage(const Game& game, ResourceId god, int32_t message)
{
    const std::optional<module::GodView> view = godView(game, god);
    if (!view)
        return std::nullopt;
    for (const module::DungeonList& list : view->lists()) {
        if (list.list != GODSPEAK_LIST)
            continue;
        for (size_t i = 0; i + 1 < list.entries.size(); i += 2)
            if (list.entries[i].number == message && list.entries[i + 1].kind == module::ValueKind::Text)
                return std::string(list.entries[i + 1].text);
    }
    return std::nullopt;
}

struct GodWords {
    std::string text;
    bool own = false;       // the god's GODSPEAK_LIST, not the defaults
};

// The words of a message: the god's own, else the default; an unknown
// offence at a sacrifice (MSG_BADSAC2 ...) is spoken as the first one.
std::optional<GodWords> wordsOf(const Game& game, ResourceId god, int32_t message)
{
    for (const int32_t asked : {message, MSG_BADSAC1}) {
        if (asked != message && !(message >= MSG_BADSAC2 && message <= MSG_BADSAC9))
            break;
        if (std::optional<std::string> own = customMessage(game, god, asked))
            return GodWords{std::move(*own), true};
        if (const std::optional<std::string_view> fallback = defaultMessage(asked))
            return GodWords{std::string(*fallback), false};
    }
    return std::nullopt;
}

// What the god speaks aloud (between `|`s) is quoted in its voice's colour.
// Voices of several colours (VOICE_COLOUR 16 and up) flickered between
// them at random in the original; here they speak in white.
std::string voiced(std::string_view text, int32_t voiceColour)
{
    const int32_t colour = voiceColour >= 0 && voiceColour < 16 ? voiceColour : 15;
    std::string out;
    bool quoted = false;
    for (char ch : text) {
        if (ch != '|') {
            out += ch;
            continue;
        }
        quoted = !quoted;
        if (quoted)
            out += "<" + std::to_string(colour) + ">\"";
        else
            out += "\"<7>";
    }
    return out;
}

} // namespace

void godMessage(Game& game, ResourceId god, int32_t message, std::vector<MessageArgument> arguments)
{
    if (message == MSG_NOT_WORTHY)
        if (const EventInfo* e = game.events().current(); e && e->Terse)
            return;
    const std::optional<GodWords> words = wordsOf(game, god, message);
    if (!words) {
        game.message("<9><Res> speaks, but you cannot make out the words.<7>", {},
                     std::array{MessageArgument::ofResource(god)});
        return;
    }
    // The god's own words and the safe-prayer message take the caller's
    // arguments; the other defaults name the god (<Res>).
    if (!words->own && message != MSG_SAFEPRAY)
        arguments = {MessageArgument::ofResource(god)};
    game.message(voiced(words->text, godConstant(game, god, VOICE_COLOUR)), {}, arguments);

    GodStanding& standing = game.religion().standing(god);
    if (message == MSG_MOLLIFIED || message == MSG_EXPENDED)
        standing.flags &= uint16_t(~Religion::GS_KNOWN_ANGER);
    else if ((message == MSG_ANGER || message == MSG_JEALOUSY || message == MSG_BAD_PRAY) && standing.anger)
        standing.flags |= Religion::GS_KNOWN_ANGER;
}

int32_t favourOf(Game& game, ResourceId god)
{
    const int32_t raw = game.religion().rawFavour(god);
    EventInfo e;
    e.event = runtimeEvent<EV_CALC_FAVOUR>;
    e.EParam = int16_t(raw);
    e.actor = game.player().handle();
    e.victim = e.actor;
    e.eID = god;
    game.throwEvent(e);
    // Scripts see the favour as a 16-bit number; one they left alone keeps
    // its full size, as the original's 32-bit field did.
    const int32_t judged = e.EParam == int16_t(raw) ? raw : e.EParam;
    return judged * (100 - game.religion().standing(god).favourPenalty) / 100;
}

namespace {

// Forsake(): the god withdraws its blessings; a forgiving one sets a penance
// unless the anger is past 30, any other casts the character out
// (src/Prayer.cpp, Character::Forsake).
void forsake(Game& game, Creature& self)
{
    Religion& religion = game.religion();
    const ResourceId god = religion.god;
    if (!god)
        return;
    GodStanding& standing = religion.standing(god);
    std::fill_n(standing.favour.begin(), GodStanding::kSacrificeCategories, 0);
    std::erase_if(self.stati, [](const StatusEffect& s) { return s.cause == SS_BLES; });
    const int16_t floor = int16_t(10 + godConstant(game, god, TOLERANCE_VAL));
    const std::optional<module::GodView> view = godView(game, god);
    if (view && view->hasFlag(GF_FORGIVING) && standing.anger <= 30) {
        godMessage(game, god, MSG_PENANCE);
        standing.anger = std::max(floor, standing.anger);
        standing.flags |= Religion::GS_PENANCE;
        return;
    }
    godMessage(game, god, MSG_FORSAKE);
    standing.anger = std::max(floor, standing.anger);
    standing.flags |= Religion::GS_FORSAKEN;
    religion.god = 0;
}

// Transgress(gID, mag, doWrath, reason): transgress below.
int32_t transgressCall(HostCall& call)
{
    Creature* self = creatureArgument(call, 0);
    if (!self || !self->isPlayer)
        return 0;   // Creature::Transgress: monsters answer to no god
    const std::optional<ResourceId> god = godArgument(call, 1);
    if (!god)
        return 0;
    transgress(*host(call).game, *self, *god, int16_t(call.arg(2)), call.arg(3) != 0);
    return 0;
}

// GodMessage(gID, msg, ...): src/Prayer.cpp, Character::GodMessage.
int32_t godMessageCall(HostCall& call)
{
    if (!characterArgument(call))
        return 0;
    const std::optional<ResourceId> god = godArgument(call, 1);
    if (!god)
        return 0;
    Game& game = *host(call).game;
    const int32_t message = int16_t(call.arg(2));
    const std::optional<GodWords> words = wordsOf(game, *god, message);
    godMessage(game, *god, message, object_api::messageArguments(call, 3, words ? words->text : ""));
    return 0;
}

int32_t getGodId(HostCall& call)
{
    return characterArgument(call) ? int32_t(host(call).game->religion().god) : 0;
}

int32_t setGodId(HostCall& call)
{
    if (!characterArgument(call))
        return 0;
    const auto god = ResourceId(call.arg(1));
    if (god != 0 && !godArgument(call, 1))
        return 0;
    host(call).game->religion().god = god;
    return 0;
}

// getGod(): a character's god; other creatures have none (inc/Creature.h).
int32_t getGod(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c && c->isPlayer ? int32_t(host(call).game->religion().god) : 0;
}

// The questions a character answers of its standing with a god. Asked of
// no god (a godless character's getGod(), as "bless;item" asks), it is no
// standing: 0 (the original indexed before its arrays with GodNum's -1).
template <int32_t (*Answer)(const Game&, ResourceId)> int32_t askStanding(HostCall& call)
{
    if (!characterArgument(call) || call.arg(1) == 0)
        return 0;
    const std::optional<ResourceId> god = godArgument(call, 1);
    return god ? Answer(*host(call).game, *god) : 0;
}

int32_t flagsOf(const Game& game, ResourceId god) { return game.religion().standing(god).flags; }
int32_t levelOf(const Game& game, ResourceId god) { return game.religion().standing(god).favourLevel; }
int32_t angerOf(const Game& game, ResourceId god) { return game.religion().standing(god).anger; }
// getGodAnger: the anger past the god's tolerance (inc/Creature.h).
int32_t angerPastTolerance(const Game& game, ResourceId god)
{
    return std::max<int32_t>(0, int16_t(game.religion().standing(god).anger - godConstant(game, god, TOLERANCE_VAL)));
}

template <bool Set> int32_t changeFlags(HostCall& call)
{
    if (!characterArgument(call))
        return 0;
    const std::optional<ResourceId> god = godArgument(call, 1);
    if (!god)
        return 0;
    uint16_t& flags = host(call).game->religion().standing(*god).flags;
    const auto bits = uint16_t(call.arg(2));
    flags = Set ? uint16_t(flags | bits) : uint16_t(flags & ~bits);
    return 0;
}

// lowerAnger(gID, amt): src/Prayer.cpp, Character::lowerAnger.
int32_t lowerAnger(HostCall& call)
{
    if (!characterArgument(call))
        return 0;
    const std::optional<ResourceId> god = godArgument(call, 1);
    if (!god)
        return 0;
    Game& game = *host(call).game;
    GodStanding& standing = game.religion().standing(*god);
    const int32_t amount = int16_t(call.arg(2));
    if ((standing.flags & Religion::GS_ANATHEMA) || !standing.anger || !amount)
        return 0;
    standing.anger = int16_t(std::max(0, standing.anger - amount));
    godMessage(game, *god, standing.anger > 0 ? MSG_LESSENED : MSG_MOLLIFIED);
    return 0;
}

// calcFavour(gID): src/Prayer.cpp, Character::calcFavour.
int32_t calcFavour(HostCall& call)
{
    if (!characterArgument(call))
        return 0;
    const std::optional<ResourceId> god = godArgument(call, 1);
    return god ? favourOf(*host(call).game, *god) : 0;
}

} // namespace

// Transgress(gID, mag, doWrath, reason): src/Prayer.cpp,
// Character::Transgress. Another god than one's own minds only now and then
// (mag in 60) and by one; anger past the god's tolerance brings
// retribution (EV_RETRIBUTION) when the act calls for wrath; at 50 the
// character is anathema, past 35 its own god forsakes it. The original's
// anger-this-turn bookkeeping never held anything but 0, so it is left out;
// transgression hints (an option, off by default) are not offered; the
// Wisdom the original abused afterwards waits on the attribute exercise of
// characters.
void transgress(Game& game, Creature& self, ResourceId god, int32_t magnitude, bool wrath)
{
    Religion& religion = game.religion();
    GodStanding& standing = religion.standing(god);
    if (standing.flags & (Religion::GS_FORSAKEN | Religion::GS_ANATHEMA))
        return;
    const bool own = god == religion.god;
    if (!own) {
        if (game.randomBelow(60) > magnitude)
            return;
        if (standing.anger > 10 && !wrath)
            return;
        magnitude = 1;
    }
    if (standing.anger > 50)
        return;
    standing.anger = int16_t(standing.anger + magnitude);
    const int32_t tolerance = godConstant(game, god, TOLERANCE_VAL);
    if (wrath && standing.anger > tolerance) {
        EventInfo e;
        e.event = runtimeEvent<EV_RETRIBUTION>;
        e.EParam = int16_t(standing.anger - tolerance);
        e.eID = god;
        e.actor = self.handle();
        e.victim = self.handle();
        game.throwEvent(e);
    }
    GodStanding& after = religion.standing(god);
    if (after.anger >= 50)
        after.flags |= Religion::GS_ANATHEMA;
    if (after.anger > 35 && own) {
        forsake(game, self);
    } else if (own && magnitude) {
        godMessage(game, god, magnitude >= 5 ? MSG_VUNEASY : MSG_UNEASY);
        if (after.anger)
            after.flags |= Religion::GS_KNOWN_ANGER;
    }
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType rid = ValueType::Resource, i16 = ValueType::Int16, none = ValueType::Void;
    api.push_back(variable(kCharacter, "GodID", rid, &getGodId, &setGodId));
    api.push_back(member(kCreature, "getGod", rid, {}, &getGod));
    api.push_back(member(kCreature, "Transgress", none,
                         {param(rid, "gID"), param(i16, "mag"), param(ValueType::Bool, "doWrath"),
                          param(ValueType::String, "reason")},
                         &transgressCall));
    api.push_back(withVarargs(member(kCharacter, "GodMessage", none, {param(rid, "gID"), param(i16, "msg")},
                                     &godMessageCall)));
    api.push_back(member(kCharacter, "calcFavour", ValueType::Int32, {param(rid, "gID")}, &calcFavour));
    api.push_back(member(kCharacter, "lowerAnger", none, {param(rid, "gID"), param(i16, "amt")}, &lowerAnger));
    api.push_back(member(kCharacter, "getGodFlags", ValueType::UInt16, {param(rid, "gID")}, &askStanding<&flagsOf>));
    api.push_back(member(kCharacter, "getGodLevel", i16, {param(rid, "gID")}, &askStanding<&levelOf>));
    api.push_back(member(kCharacter, "getGodAnger", i16, {param(rid, "gID")}, &askStanding<&angerPastTolerance>));
    api.push_back(member(kCharacter, "getAnger", i16, {param(rid, "gID")}, &askStanding<&angerOf>));
    api.push_back(member(kCharacter, "setGodFlags", none, {param(rid, "gID"), param(ValueType::UInt16, "fl")},
                         &changeFlags<true>));
    api.push_back(member(kCharacter, "resetGodFlags", none, {param(rid, "gID"), param(ValueType::UInt16, "fl")},
                         &changeFlags<false>));
}

} // namespace incursion::game::religion_api
