#include "game/companion_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/companions.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/script_host.h"

#include <string>

namespace incursion::game::companion_api {

namespace {

using api_access::creatureArgument;
using api_access::host;
using vm::HostCall;

bool knownPool(int32_t pool)
{
    return pool >= companions::PHD_PARTY && pool <= companions::PHD_FREEBIE;
}

// The player argument `i`, or a failed call.
Creature* playerArgument(HostCall& call, uint32_t i, std::string_view function)
{
    Creature* c = creatureArgument(call, i);
    if (c && !c->isPlayer) {
        call.fail(std::string(function) + ": " + c->describe() + " is not the player");
        return nullptr;
    }
    return c;
}

// monster->MakeCompanion(p, CompType): whether it became p's companion.
int32_t makeCompanion(HostCall& call)
{
    Creature* monster = creatureArgument(call, 0);
    Creature* player = monster ? playerArgument(call, 1, "MakeCompanion") : nullptr;
    if (!player)
        return 0;
    if (monster->isPlayer)
        return call.fail("MakeCompanion: the player cannot be its own companion");
    const int32_t pool = int16_t(call.arg(2));
    if (!knownPool(pool))
        return call.fail("MakeCompanion: " + std::to_string(pool) + " is no PHD_ pool (1 to 6)");
    return companions::makeCompanion(*host(call).game, *monster, *player, pool) ? 1 : 0;
}

// p->FixSummonCR(enCR, CompType): the challenge rating a summons for p may have.
int32_t fixSummonCR(HostCall& call)
{
    Creature* player = playerArgument(call, 0, "FixSummonCR");
    const int32_t cr = int16_t(call.arg(1));
    if (!player)
        return cr;
    const int32_t pool = int16_t(call.arg(2));
    if (!knownPool(pool))
        return call.fail("FixSummonCR: " + std::to_string(pool) + " is no PHD_ pool (1 to 6)");
    return companions::fixSummonCR(*host(call).game, *player, cr, pool);
}

// getLeader(): whom it follows (src/Target.cpp, TargetSystem::getLeader); the
// player leads itself (src/Player.cpp: "PCs have free will!").
int32_t leader(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    if (c->isPlayer)
        return int32_t(c->handle());
    const Creature* led = companions::leaderOf(*host(call).game, *c);
    return led ? int32_t(led->handle()) : 0;
}

// isLedBy(c): c is its leader (inc/Creature.h, Creature::isLedBy).
int32_t isLedBy(HostCall& call)
{
    const int32_t led = leader(call);
    const Creature* by = led ? creatureArgument(call, 1) : nullptr;
    return by && int32_t(by->handle()) == led ? 1 : 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16;
    api.push_back(member(kMonster, "MakeCompanion", ValueType::Bool,
                         {object(kPlayer, "p"), param(i16, "CompType")}, &makeCompanion));
    api.push_back(member(kCreature, "getLeader", ValueType::Object, {}, &leader));
    api.push_back(member(kCreature, "isLedBy", ValueType::Bool, {object(kCreature)}, &isLedBy));
    api.push_back(member(kPlayer, "FixSummonCR", i16,
                         {param(i16, "enCR"), param(i16, "CompType", companions::PHD_MAGIC)}, &fixSummonCR));
}

} // namespace incursion::game::companion_api
