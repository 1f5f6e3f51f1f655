#include "game/resource_choice_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/script_host.h"
#include "map/map.h"
#include "module/resource_views.h"

#include <algorithm>
#include <string>

namespace incursion::game::resource_choice_api {

using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t T_TITEM = 63, T_TFEATURE = 64, T_TEFFECT = 65, T_TTERRAIN = 76;

std::optional<core::ResourceKind> kindOf(int32_t type)
{
    switch (type) {
    case T_TEFFECT: return core::ResourceKind::Effect;
    case T_TITEM: return core::ResourceKind::Item;
    case T_TFEATURE: return core::ResourceKind::Feature;
    case T_TTERRAIN: return core::ResourceKind::Terrain;
    default: return std::nullopt;
    }
}

// rule: src/Term.cpp, TextTerm::ChooseResource: every resource of the kind,
// or those for which the effect's EV_CRITERIA answers other than NOTHING;
// the menu may be declined (MENU_ESC): -1.
int32_t chooseResource(HostCall& call)
{
    Game* game = api_access::gameOf(call);
    if (!game)
        return 0;
    const int32_t type = int16_t(call.arg(2));
    const std::optional<core::ResourceKind> kind = kindOf(type);
    if (!kind)
        return call.fail("ChooseResource: " + std::to_string(type) +
                         " is not a kind it offers (T_TEFFECT, T_TITEM, T_TFEATURE or T_TTERRAIN)");
    const auto judge = ResourceId(call.arg(3));
    if (judge && !module::view<module::EffectView>(game->resources(), judge))
        return call.fail("ChooseResource: " + game->resources().describe(judge) + " is not an Effect");
    MenuRequest request{std::string(call.string(1)), {}, true};
    for (ResourceId id : game->resources().resources(module::kindBit(*kind))) {
        if (judge) {
            EventInfo e;
            e.event = runtimeEvent<EV_CRITERIA>;
            e.eID = id;
            if (game->events().askResource(judge, e) == NOTHING)
                continue;
        }
        request.options.push_back({std::string(map::displayName(game->resources().name(id))), int32_t(id), {}});
    }
    // MENU_SORTED: by name.
    std::stable_sort(request.options.begin(), request.options.end(),
                     [](const MenuOption& a, const MenuOption& b) { return a.text < b.text; });
    if (request.options.empty())
        return -1;
    const std::optional<size_t> chosen = game->prompts().menu(request);
    if (!chosen)
        return -1;
    if (*chosen >= request.options.size())
        return call.fail("ChooseResource \"" + request.title + "\": the answer is none of its options");
    return request.options[*chosen].value;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kTerm, "ChooseResource", ValueType::Resource,
                         {param(ValueType::String, "prompt"), param(ValueType::Int16, "RType"),
                          param(ValueType::Resource, "eID")},
                         &chooseResource));
}

} // namespace incursion::game::resource_choice_api
