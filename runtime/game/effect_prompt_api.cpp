#include "game/effect_prompt_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/effect_item_target.h"
#include "game/game.h"
#include "game/player_command.h"
#include "game/player_prompts.h"
#include "game/script_host.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::effect_prompt_api {

using vm::HostCall;
using world::Handle;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t Q_DIR = 0x0001, Q_LOC = 0x0002, Q_TAR = 0x0004, Q_INV = 0x0008, Q_NEAR = 0x0100;
constexpr int32_t kDefaultRange = 80;
// The original's direction numbers (NORTH 0, SOUTH 1, EAST 2, WEST 3, NE,
// NW, SE, SW) for the runtime's directions (north first, clockwise).
constexpr std::array<int16_t, 8> kOriginalDirection{0, 4, 2, 6, 1, 7, 3, 5};
constexpr std::array<const char*, 8> kDirectionNames{"north", "northeast", "east", "southeast",
                                                      "south", "southwest", "west", "northwest"};

// The creatures the player perceives within `range`: the player first, then nearest first.
std::vector<Creature*> targetsInRange(Game& game, Creature& player, int32_t range)
{
    std::vector<Creature*> out{&player};
    std::vector<std::pair<int, Creature*>> others;
    for (Handle handle : game.creaturesOnLevel()) {
        Creature* c = game.creature(handle);
        if (!c || c == &player || !game.playerPerceives(handle))
            continue;
        const int d = map::originalDistance(c->x - player.x, c->y - player.y);
        if (d <= range)
            others.push_back({d, c});
    }
    std::stable_sort(others.begin(), others.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [d, c] : others)
        out.push_back(c);
    return out;
}

// EffectPrompt(e, qv, islook, str).
int32_t effectPrompt(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    EventInfo* e = game ? api_access::host(call).events().current() : nullptr;
    if (!game)
        return 0;
    if (!e)
        return call.fail("EffectPrompt: no event is being handled");
    return promptEffectTarget(*game, *e, uint16_t(call.arg(2)), call.string(4));
}

} // namespace

// rule: src/Term.cpp, TextTerm::EffectPrompt
bool promptEffectTarget(Game& game, EventInfo& event, int32_t flags, std::string_view prompt)
{
    if (flags == 0)
        if (const auto effect = module::view<module::EffectView>(game.resources(), event.eID))
            flags = effect->values().qval;
    const int32_t kind = flags & 0x000F;
    if (!kind)
        return true;
    Creature& player = game.player();
    const std::string title(prompt.empty() ? std::string_view("Choose a target:") : prompt);
    if (kind == Q_INV) {
        const std::optional<Handle> chosen = askItemTarget(game, player, event.eID);
        if (!chosen)
            return false;
        event.victim = *chosen;
        return true;
    }
    const int32_t range = (flags & Q_NEAR) ? 1 : event.vRange > 0 ? event.vRange : kDefaultRange;
    MenuRequest request{title, {}, true};
    // Option values: 0..7 a direction, 8 here, 100 + n the nth creature.
    constexpr int32_t kHere = 8, kFirstCreature = 100;
    const std::vector<Creature*> creatures =
        (kind & (Q_TAR | Q_LOC)) ? targetsInRange(game, player, range) : std::vector<Creature*>{};
    for (size_t i = 0; i < creatures.size(); ++i)
        request.options.push_back({creatures[i] == &player ? std::string("yourself")
                                                              : game.nameOf(*creatures[i]),
                                   kFirstCreature + int32_t(i), {}});
    if (kind & Q_DIR) {
        for (int32_t d = 0; d < 8; ++d)
            request.options.push_back({kDirectionNames[size_t(d)], d, {}});
        request.options.push_back({"here", kHere, {}});
    }
    const std::optional<size_t> chosen = game.prompts().menu(request);
    if (!chosen || *chosen >= request.options.size())
        return false;
    const int32_t value = request.options[*chosen].value;
    if (value < kFirstCreature) {
        event.EDir = value == kHere ? kScriptCenter : kOriginalDirection[size_t(value)];
        event.isDir = true;
        return true;
    }
    const Creature& target = *creatures[size_t(value - kFirstCreature)];
    event.isLoc = !(kind & Q_TAR);
    if (kind & Q_TAR)
        event.victim = target.handle();
    event.EXVal = int16_t(target.x);
    event.EYVal = int16_t(target.y);
    return true;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kTerm, "EffectPrompt", ValueType::Bool,
                         {object(kEventInfo), param(ValueType::Int16, "qv"), param(ValueType::Bool, "islook"),
                          param(ValueType::String, "str")},
                         &effectPrompt));
}

} // namespace incursion::game::effect_prompt_api
