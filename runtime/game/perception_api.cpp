#include "game/perception_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/perception.h"
#include "game/script_host.h"

namespace incursion::game::perception_api {

using api_access::creatureArgument;
using api_access::handleArgument;
using api_access::host;
using api_access::levelArgument;
using vm::HostCall;

namespace {

int32_t perceives(HostCall& call)
{
    const Creature* viewer = creatureArgument(call, 0);
    return viewer ? perception::perceives(*host(call).game, *viewer, handleArgument(call, 1)) : 0;
}

int32_t makeNoise(HostCall& call)
{
    if (Creature* source = creatureArgument(call, 0))
        perception::noiseFrom(*host(call).game, *source, int16_t(call.arg(1)));
    return 0;
}

// MakeNoiseXY on a map other than the player's wakes no one: no one acts there.
int32_t makeNoiseAt(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    Game& game = *host(call).game;
    if (level && level == &game.level())
        perception::noiseAt(game, int16_t(call.arg(1)), int16_t(call.arg(2)), int16_t(call.arg(3)));
    return 0;
}

int32_t reveal(HostCall& call)
{
    if (Creature* hider = creatureArgument(call, 0))
        perception::reveal(*host(call).game, *hider, call.arg(1) != 0);
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16, none = ValueType::Void;
    api.push_back(member(kCreature, "Perceives", ValueType::UInt16, {object(kThing, "t")}, &perceives));
    api.push_back(member(kCreature, "MakeNoise", none, {param(i16, "radius")}, &makeNoise));
    api.push_back(member(kMap, "MakeNoiseXY", none, {param(i16, "x"), param(i16, "y"), param(i16, "radius")},
                         &makeNoiseAt));
    api.push_back(member(kCreature, "Reveal", none, {param(ValueType::Bool, "intentional")}, &reveal));
}

} // namespace incursion::game::perception_api
