#include "game/rope_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "module/resource_views.h"

#include <string>

namespace incursion::game::rope_api {

namespace {

using vm::HostCall;
using world::Handle;

constexpr int32_t IT_ROPE = 15;         // inc/Defines.h
constexpr int32_t kFeetPerUnit = 5;

bool isRope(const Game& game, const Item& it)
{
    const auto view = module::view<module::ItemView>(game.resources(), it.resource);
    return view && view->hasFlag(IT_ROPE);
}

// rule: src/Creature.cpp, Creature::ConsumeRope
int32_t consumeRope(HostCall& call)
{
    Creature* c = api_access::creatureArgument(call, 0);
    Game* game = api_access::gameOf(call);
    if (!c || !game)
        return 0;
    const int32_t feet = int32_t(call.arg(1));
    bool found = false;
    std::vector<Handle> longEnough;
    MenuRequest request{"Choose a Rope:", {}, true};
    for (const Handle carried : c->inventory) {
        const Item* it = game->item(carried);
        if (!it || !isRope(*game, *it))
            continue;
        found = true;
        if (it->quantity * kFeetPerUnit >= feet) {
            request.options.push_back({game->nameOf(*it), int32_t(longEnough.size()), {}});
            longEnough.push_back(carried);
        }
    }
    if (longEnough.empty()) {
        if (c->isPlayer)
            game->notice(found ? "You don't have enough contiguous rope." : "You don't have any rope.");
        return 0;
    }
    Handle chosen = longEnough.front();
    if (longEnough.size() > 1) {
        if (c->isPlayer) {
            const std::optional<size_t> picked = game->prompts().menu(request);
            if (!picked || *picked >= longEnough.size())
                return 0;
            chosen = longEnough[*picked];
        } else {
            chosen = longEnough[size_t(game->randomBelow(int32_t(longEnough.size())))];
        }
    }
    Item* rope = game->item(chosen);
    const int32_t units = feet / kFeetPerUnit;
    if (rope->quantity > units) {
        // Cut: the length needed is taken, the rest stays in the pack.
        const Handle cut = game->splitOne(*rope);
        Item* piece = game->item(cut);
        if (!piece)
            return 0;
        rope->quantity = rope->quantity + 1 - units;
        piece->quantity = units;
        return int32_t(cut);
    }
    game->liftThing(chosen);
    return int32_t(chosen);
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "ConsumeRope", ValueType::Object, {param(ValueType::Int32, "feet")}, &consumeRope));
}

} // namespace incursion::game::rope_api
