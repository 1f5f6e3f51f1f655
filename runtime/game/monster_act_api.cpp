#include "game/monster_act_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/game.h"
#include "game/monster_gear.h"

#include <string>

namespace incursion::game::monster_act_api {

namespace {

using vm::HostCall;

constexpr int32_t ACT_EQUIP = 39;      // inc/Defines.h

// rule: src/Monster.cpp, Monster::ChooseAction (case ACT_EQUIP: Inventory())
int32_t addAct(HostCall& call)
{
    Creature* c = api_access::creatureArgument(call, 0);
    Game* game = api_access::gameOf(call);
    if (!c || !game)
        return 0;
    if (c->isPlayer)
        return call.fail("AddAct: the player chooses its own actions");
    const int32_t act = int8_t(call.arg(1));
    if (act != ACT_EQUIP)
        return call.fail("AddAct: act " + std::to_string(act) + " is not one the runtime performs (only ACT_EQUIP)");
    dressMonster(*game, *c);
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    api.push_back(member(kMonster, "AddAct", ValueType::Void,
                         {param(ValueType::Int8, "act"), param(ValueType::Int8, "pri"), object(kThing, "tar", 0),
                          param(ValueType::Int16, "subval", 0)},
                         &addAct));
}

} // namespace incursion::game::monster_act_api
