#include "game/item_wear_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/game.h"
#include "game/item.h"
#include "game/item_wear.h"

namespace incursion::game::item_wear_api {

using api_access::creatureArgument;
using api_access::gameOf;
using api_access::itemArgument;
using vm::HostCall;

namespace {

int32_t getHitPoints(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? wornHitPoints(*gameOf(call), *it) : 0;
}

int32_t maxHitPoints(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? maximumHitPoints(*gameOf(call), *it) : 0;
}

int32_t mend(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        mendHitPoints(*gameOf(call), *it, int16_t(call.arg(1)));
    return 0;
}

int32_t getAge(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    return it ? wornAge(*gameOf(call), *it) : 0;
}

int32_t setAge(HostCall& call)
{
    if (Item* it = itemArgument(call, 0))
        it->wear.age = int16_t(call.arg(1));
    return 0;
}

// Size(wielder = 0): the wielder, when given, must be a creature.
int32_t size(HostCall& call)
{
    const Item* it = itemArgument(call, 0);
    if (!it)
        return 0;
    const Creature* wielder = call.arg(1) ? creatureArgument(call, 1) : nullptr;
    if (call.arg(1) && !wielder)
        return 0;
    return itemSize(*gameOf(call), *it, wielder);
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16, none = ValueType::Void;
    api.push_back(member(kItem, "GetHP", i16, {}, &getHitPoints));
    api.push_back(member(kItem, "MaxHP", i16, {}, &maxHitPoints));
    api.push_back(member(kItem, "MendHP", none, {param(i16, "hp")}, &mend));
    api.push_back(variable(kItem, "Age", i16, &getAge, &setAge));
    api.push_back(member(kItem, "Size", i16, {object(kCreature, "wielder", 0)}, &size));
}

} // namespace incursion::game::item_wear_api
