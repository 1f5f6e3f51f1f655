#include "game/recognition_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/script_host.h"

#include <array>
#include <string>

namespace incursion::game::recognition_api {

namespace {

using api_access::creatureArgument;
using api_access::host;
using vm::HostCall;

constexpr int32_t TEMPLATE = 71;    // the stati a template on a creature is (inc/Defines.h)

int32_t identifyMonsterCall(HostCall& call)
{
    if (const Creature* c = creatureArgument(call, 0))
        identifyMonster(*host(call).game, *c);
    return 0;
}

int32_t identifyTemplateCall(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        identifyTemplate(*host(call).game, *c, module::ResourceId(call.arg(1)));
    return 0;
}

} // namespace

// IdentifyMon(): the player learns what the creature really is, when it can
// perceive it or the creature is on no map; a creature that seemed to be
// something else is told apart (src/Creature.cpp, Creature::IdentifyMon).
void identifyMonster(Game& game, const Creature& c)
{
    if (c.map() != world::kNoObject && !game.playerPerceives(c.handle()))
        return;
    if (c.isPlayer || game.identification().knowsCreature(c.handle()))
        return;
    const std::string seemed = game.nameOf(c);
    game.identification().recogniseCreature(c.handle());
    if (game.nameOf(c) != seemed)
        game.message("That <str> must be an <Obj>!", {},
                     std::array{MessageArgument::ofText(seemed), MessageArgument::ofObject(c.handle())});
}

// IdentifyTemp(tID): a template tID on the creature that was unknown
// (magnitude 0) becomes known (1) when the creature is on no map or dead,
// or when the player, being someone else, perceives it
// (src/Creature.cpp, Creature::IdentifyTemp).
void identifyTemplate(Game& game, Creature& c, module::ResourceId templateId)
{
    for (StatusEffect& status : c.stati) {
        if (status.stati != TEMPLATE || status.effect != templateId || status.magnitude != 0)
            continue;
        if (c.map() == world::kNoObject || !c.alive()) {
            status.magnitude = 1;
        } else if (!c.isPlayer && game.playerPerceives(c.handle())) {
            status.magnitude = 1;
            game.message("This must be an <Obj>!", {}, std::array{MessageArgument::ofObject(c.handle())});
        }
    }
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kCreature, "IdentifyMon", ValueType::Void, {}, &identifyMonsterCall));
    api.push_back(member(kCreature, "IdentifyTemp", ValueType::Void, {param(ValueType::Resource, "tID")},
                         &identifyTemplateCall));
}

} // namespace incursion::game::recognition_api
