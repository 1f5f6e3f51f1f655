// The vocabulary of the host API table (runtime_api.h): the object classes of
// the API convention and small builders for its rows. Each area of the API
// (creatures, items, maps ...) appends its rows with these, in its own file,
// so the table reads like the `system` declarations it generates.
#pragma once

#include "game/runtime_api.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game::api_declare {

using core::ValueType;

// The original's T_* numbers, spelled as its Defines.h spells them so that
// including both headers is no redefinition.
inline constexpr ObjectClass kGame{"T_GAME", 1, "1"};
inline constexpr ObjectClass kObject{"T_OBJECT", 2, "2"};
inline constexpr ObjectClass kTerm{"T_TERM", 3, "3"};
inline constexpr ObjectClass kMap{"T_MAP", 4, "4"};
inline constexpr ObjectClass kMonster{"T_MONSTER", 6, "6"};
inline constexpr ObjectClass kPlayer{"T_PLAYER", 7, "7"};
inline constexpr ObjectClass kThing{"T_THING", -1, "(-1)"};
inline constexpr ObjectClass kCreature{"T_CREATURE", -2, "(-2)"};
inline constexpr ObjectClass kCharacter{"T_CHARACTER", -3, "(-3)"};
inline constexpr ObjectClass kItem{"T_ITEM", -4, "(-4)"};
inline constexpr ObjectClass kEventInfo{"T_EVENTINFO", -5, "(-5)"};
inline constexpr ObjectClass kPortal{"T_PORTAL", 10, "10"};
inline constexpr ObjectClass kDoor{"T_DOOR", 11, "11"};
inline constexpr ObjectClass kTrap{"T_TRAP", 12, "12"};
inline constexpr ObjectClass kFeature{"T_FEATURE", 13, "13"};
// Resource classes: their members' receiver is an rID (T_TMONSTER ... T_TFLAVOR).
inline constexpr ObjectClass kMonsterResource{"T_TMONSTER", 62, "62"};
inline constexpr ObjectClass kItemResource{"T_TITEM", 63, "63"};
inline constexpr ObjectClass kEffectResource{"T_TEFFECT", 65, "65"};
inline constexpr ObjectClass kDungeonResource{"T_TDUNGEON", 68, "68"};
inline constexpr ObjectClass kRaceResource{"T_TRACE", 72, "72"};
inline constexpr ObjectClass kRegionResource{"T_TREGION", 75, "75"};
inline constexpr ObjectClass kTerrainResource{"T_TTERRAIN", 76, "76"};
inline constexpr ObjectClass kTemplateResource{"T_TTEMPLATE", 79, "79"};
constexpr bool isResourceClass(const ObjectClass& objectClass)
{
    return objectClass.number >= 62 && objectClass.number <= 80;
}

inline ApiParameter param(ValueType type, std::string_view name = {}, std::optional<int32_t> defaultValue = {})
{
    return {type, nullptr, name, defaultValue};
}
inline ApiParameter object(const ObjectClass& objectClass, std::string_view name = {},
                           std::optional<int32_t> defaultValue = {})
{
    return {ValueType::Object, &objectClass, name, defaultValue};
}

inline ApiDeclaration function(std::string name, ValueType result, std::vector<ApiParameter> parameters,
                               vm::HostFunction fn)
{
    return {ApiDeclaration::Kind::GlobalFunction, std::move(name), result, nullptr, std::move(parameters), false, fn,
            nullptr, 0, {}};
}
inline ApiDeclaration member(const ObjectClass& receiver, std::string name, ValueType result,
                             std::vector<ApiParameter> parameters, vm::HostFunction fn)
{
    return {ApiDeclaration::Kind::MemberFunction, std::move(name), result, &receiver, std::move(parameters), false, fn,
            nullptr, 0, {}};
}
inline ApiDeclaration variable(const ObjectClass& receiver, std::string name, ValueType type, vm::HostFunction get,
                               vm::HostFunction set)
{
    return {ApiDeclaration::Kind::MemberVariable, std::move(name), type, &receiver, {}, false, get, set, 0, {}};
}
// The same declaration taking message arguments after its own (`, ...`).
inline ApiDeclaration withVarargs(ApiDeclaration d)
{
    d.varargs = true;
    return d;
}

} // namespace incursion::game::api_declare
