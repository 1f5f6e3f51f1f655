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

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(withVarargs(function("SinglePrintXY", ValueType::Void,
                                       {object(kEventInfo), param(ValueType::String, "msg")}, &singlePrintXY)));
}

} // namespace incursion::game::screen_api
