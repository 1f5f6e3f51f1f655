#include "game/field_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/fields.h"
#include "game/game.h"
#include "game/script_host.h"
#include "game/terraform.h"

#include <string>

namespace incursion::game::field_api {

using api_access::handleArgument;
using api_access::host;
using api_access::levelArgument;
using vm::HostCall;
using world::Handle;

namespace {

// A cell argument pair (x at `first`), or a failed call naming the function.
bool cellArguments(HostCall& call, const Level& level, uint32_t first, const char* function, int& x, int& y)
{
    x = int16_t(call.arg(first));
    y = int16_t(call.arg(first + 1));
    if (level.map().contains(x, y))
        return true;
    call.fail(std::string(function) + ": (" + std::to_string(x) + ", " + std::to_string(y) + ") is outside the map");
    return false;
}

// NewField(FType, x, y, rad, img, dur, eID, Creator) (src/Status.cpp, Map::NewField).
int32_t newField(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    int x = 0, y = 0;
    if (!level || !cellArguments(call, *level, 2, "NewField", x, y))
        return 0;
    Game& game = *host(call).game;
    const Handle creator = handleArgument(call, 8);
    if (creator != world::kNoObject && !game.creature(creator))
        return call.fail("NewField: the creator " + api_access::describe(game, creator) + " is no creature");
    Field field;
    field.kinds = uint32_t(call.arg(1));
    field.x = x;
    field.y = y;
    field.radius = uint8_t(call.arg(4));
    field.image = int32_t(call.arg(5));
    field.duration = int16_t(call.arg(6));
    field.effect = module::ResourceId(call.arg(7));
    field.creator = creator;
    fields::newField(game, *level, field);
    return 0;
}

// FieldAt(x, y, FType = -1): a field of one of the kinds covers the cell (inc/Inline.h, Map::FieldAt).
int32_t fieldAt(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    const uint32_t kinds = uint32_t(call.arg(3));
    return level->magic.fieldAt(int16_t(call.arg(1)), int16_t(call.arg(2)), kinds) != nullptr;
}

int32_t removeEffectField(HostCall& call)
{
    if (Level* level = levelArgument(call, 0))
        fields::removeEffectFields(*host(call).game, *level, module::ResourceId(call.arg(1)));
    return 0;
}

int32_t removeEffectFieldFrom(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    const Handle creator = handleArgument(call, 2);
    const module::ResourceId effect = module::ResourceId(call.arg(1));
    // The original compared eID and Creator exactly: a field of no maker is not "from" anyone.
    if (creator != world::kNoObject)
        fields::removeEffectFields(*host(call).game, *level, effect, creator);
    return 0;
}

// DispelField(x, y, FType, eID, clev) (src/Status.cpp, Map::DispelField).
int32_t dispelField(HostCall& call)
{
    Level* level = levelArgument(call, 0);
    if (!level)
        return 0;
    return fields::dispelFields(*host(call).game, *level, int16_t(call.arg(1)), int16_t(call.arg(2)),
                                uint32_t(call.arg(3)), module::ResourceId(call.arg(4)), int16_t(call.arg(5)));
}

// HasEffField(eID): the thing made a field of that effect on its level (src/Status.cpp, Thing::HasEffField).
int32_t hasEffectField(HostCall& call)
{
    Game& game = *host(call).game;
    return fields::hasEffectField(game, handleArgument(call, 0), module::ResourceId(call.arg(1)));
}

int32_t terraformDc(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level ? terraform::saveDcAt(*level, int16_t(call.arg(1)), int16_t(call.arg(2))) : 0;
}

int32_t terraformDamage(HostCall& call)
{
    const Level* level = levelArgument(call, 0);
    return level ? terraform::damageAt(*host(call).game, *level, int16_t(call.arg(1)), int16_t(call.arg(2))) : 0;
}

// RemoveTerraXY(x, y, xID = 0) (src/Effects.cpp, Map::RemoveTerraXY).
int32_t undoTerraform(HostCall& call)
{
    if (Level* level = levelArgument(call, 0))
        terraform::undoAt(*host(call).game, *level, int16_t(call.arg(1)), int16_t(call.arg(2)),
                          module::ResourceId(call.arg(3)));
    return 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16, i32 = ValueType::Int32, flag = ValueType::Bool, none = ValueType::Void,
                    rid = ValueType::Resource;
    api.push_back(member(kMap, "NewField", none,
                         {param(i32, "FType"), param(i16, "x"), param(i16, "y"), param(ValueType::UInt8, "rad"),
                          param(i32, "img"), param(i16, "dur"), param(rid, "eID"), object(kCreature, "Creator")},
                         &newField));
    api.push_back(member(kMap, "FieldAt", flag, {param(i16, "x"), param(i16, "y"), param(i32, "FType", -1)}, &fieldAt));
    api.push_back(member(kMap, "RemoveEffField", none, {param(rid, "eID")}, &removeEffectField));
    api.push_back(member(kMap, "RemoveEffFieldFrom", none, {param(rid, "eID"), param(ValueType::Object, "h")},
                         &removeEffectFieldFrom));
    api.push_back(member(kMap, "DispelField", flag,
                         {param(i16, "x"), param(i16, "y"), param(i32, "FType"), param(rid, "eID"), param(i16, "clev")},
                         &dispelField));
    api.push_back(member(kThing, "HasEffField", flag, {param(rid, "eID")}, &hasEffectField));
    api.push_back(member(kMap, "GetTerraDC", ValueType::Int8, {param(i16, "x"), param(i16, "y")}, &terraformDc));
    api.push_back(member(kMap, "GetTerraDmg", i16, {param(i16, "x"), param(i16, "y")}, &terraformDamage));
    api.push_back(member(kMap, "RemoveTerraXY", none, {param(i16, "x"), param(i16, "y"), param(rid, "xID", 0)},
                         &undoTerraform));
}

} // namespace incursion::game::field_api
