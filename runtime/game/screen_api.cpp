#include "game/screen_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/message_format.h"
#include "game/object_api.h"
#include "game/script_host.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace incursion::game::screen_api {

using api_access::gameOf;
using api_access::host;
using vm::HostCall;

namespace {

constexpr size_t kRecentTexts = 12;     // the original's Recent[12]

bool sameText(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

// SinglePrintXY(e, msg, ...): rule: src/Message.cpp, SinglePrintXY: a text
// already printed this turn (compared without case) is not printed again;
// the player reads it when it sees the event's cell (isLoc) or perceives
// its actor.
int32_t singlePrintXY(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const EventInfo* e = host(call).events().current();
    if (!e)
        return call.fail("SinglePrintXY: no event is being handled");
    const std::string text(call.string(1));
    if (text.empty())
        return 0;
    std::vector<std::string>& recent = game->singlePrinted();
    if (std::any_of(recent.begin(), recent.end(), [&](const std::string& r) { return sameText(r, text); }))
        return 0;
    if (recent.size() < kRecentTexts)
        recent.push_back(text);
    if (e->map == world::kNoObject)
        return 0;
    const bool seen = e->isLoc ? e->map == game->level().handle() && game->playerSees(e->EXVal, e->EYVal)
                               : e->actor != world::kNoObject && game->playerPerceives(e->actor);
    if (seen)
        game->message(text, MessageSubjects::of(*e), object_api::messageArguments(call, 2, text));
    return 0;
}

// ---- message queues (rule: src/Message.cpp, Map::SetQueue and its kin) ----

// SetQueue or UnsetQueue on the map the receiver names; a refused change fails the call.
int32_t changeQueue(HostCall& call, std::optional<std::string> (MessageQueues::*change)(int16_t))
{
    Game* game = gameOf(call);
    if (!game || !api_access::levelArgument(call, 0))
        return 0;
    if (const std::optional<std::string> error = (game->messageQueues().*change)(int16_t(call.arg(1))))
        return call.fail(*error);
    return 0;
}

int32_t setQueue(HostCall& call)
{
    return changeQueue(call, &MessageQueues::set);
}

int32_t unsetQueue(HostCall& call)
{
    return changeQueue(call, &MessageQueues::unset);
}

int32_t printQueue(HostCall& call)
{
    Game* game = gameOf(call);
    if (game && api_access::levelArgument(call, 0))
        game->printQueue(int16_t(call.arg(1)));
    return 0;
}

int32_t queueNum(HostCall& call)
{
    Game* game = gameOf(call);
    return game && api_access::levelArgument(call, 0) ? game->messageQueues().current() : 0;
}

// ---- the overlay (screen_overlay.h) ----

// PutGlyph(x, y, g): rule: src/Term.cpp, TextTerm::PutGlyph: a cell off
// the map is not drawn.
int32_t putGlyph(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    const int32_t x = int16_t(call.arg(1)), y = int16_t(call.arg(2));
    if (game->level().map().contains(x, y))
        game->overlay().put(game->level().handle(), x, y, call.arg(3));
    return 0;
}

int32_t termUpdate(HostCall& call)
{
    if (Game* game = gameOf(call))
        game->overlay().present();
    return 0;
}

// StopWatch(milli): the frame shown stays that long (the curses term's
// napms). rule: src/Wcurses.cpp, cursesTerm::StopWatch
int32_t stopWatch(HostCall& call)
{
    if (Game* game = gameOf(call))
        game->overlay().hold(int16_t(call.arg(1)));
    return 0;
}

// RefreshMap: the map drawn afresh over what scripts drew.
// rule: inc/Term.h, TextTerm::RefreshMap (AdjustMap with UpdateMap set)
int32_t refreshMap(HostCall& call)
{
    if (Game* game = gameOf(call))
        game->overlay().clear();
    return 0;
}

// Map::Update(x, y) and VUpdate(x, y): the cell drawn afresh from the game,
// what a script drew on it gone (VUpdate also had the player's view worked
// out again; the player view here is taken afresh after every step).
// rule: src/Term.cpp, Map::Update; src/Display.cpp, Map::VUpdate
int32_t updateCell(HostCall& call)
{
    Game* game = gameOf(call);
    if (!game)
        return 0;
    if (const Level* level = api_access::levelArgument(call, 0); level && level->handle() == game->overlay().level())
        game->overlay().redrawCell(int16_t(call.arg(1)), int16_t(call.arg(2)));
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(withVarargs(function("SinglePrintXY", ValueType::Void,
                                       {object(kEventInfo), param(ValueType::String, "msg")}, &singlePrintXY)));
    const ValueType i16 = ValueType::Int16, none = ValueType::Void;
    api.push_back(member(kMap, "SetQueue", none, {param(i16, "Queue")}, &setQueue));
    api.push_back(member(kMap, "UnsetQueue", none, {param(i16, "Queue")}, &unsetQueue));
    api.push_back(member(kMap, "PrintQueue", none, {param(i16, "Queue")}, &printQueue));
    api.push_back(member(kMap, "QueueNum", i16, {}, &queueNum));
    api.push_back(member(kMap, "Update", none, {param(i16, "x"), param(i16, "y")}, &updateCell));
    api.push_back(member(kMap, "VUpdate", none, {param(i16, "x"), param(i16, "y")}, &updateCell));
    api.push_back(member(kTerm, "PutGlyph", none, {param(i16, "x"), param(i16, "y"), param(ValueType::Int32, "g")},
                         &putGlyph));
    api.push_back(member(kTerm, "TermUpdate", none, {}, &termUpdate));
    api.push_back(member(kTerm, "StopWatch", none, {param(i16, "milli")}, &stopWatch));
    api.push_back(member(kTerm, "RefreshMap", none, {}, &refreshMap));
}

} // namespace incursion::game::screen_api
