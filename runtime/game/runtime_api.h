// The host API the runtime implements, as one table: each entry is a
// `system` declaration and the C++ functions behind it. The table registers
// the functions into a vm::HostApi (bound by name and signature when modules
// load) and writes the runtime's API header, so what scripts may declare and
// what the runtime binds never disagree.
#pragma once

#include "core/bytecode.h"
#include "vm/host_api.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game {

// An object class of the API convention (the original's T_* numbers).
struct ObjectClass {
    std::string_view name;      // "T_CREATURE"
    int32_t number = 0;
    std::string_view spelling;  // the macro body, "(-2)": as the original spells it, so redefinitions match
};

struct ApiParameter {
    core::ValueType type = core::ValueType::Int32;
    const ObjectClass* objectClass = nullptr;   // `hObj:T_X`
    std::string_view name;                      // may be empty
    std::optional<int32_t> defaultValue;
};

struct ApiDeclaration {
    enum class Kind { SystemObject, MemberVariable, MemberFunction, GlobalFunction };
    Kind kind = Kind::GlobalFunction;
    std::string name;
    core::ValueType type = core::ValueType::Void;   // a function's result, a variable's type
    const ObjectClass* objectClass = nullptr;   // the receiver's class; a system object's class
    std::vector<ApiParameter> parameters;
    bool varargs = false;
    vm::HostFunction get = nullptr;             // the function, or the variable's getter
    vm::HostFunction set = nullptr;             // a variable's setter
    int32_t handle = 0;                         // a system object's fixed handle
    std::string_view handleMacro;               // "SOBJ_EACTOR"

    // The compiler's spelling of the signature ("int32(int16,hObj:-1)", "int16").
    std::string signature() const;
    // How scripts import it: a member of a resource class (T_TMONSTER ...)
    // is a resource member, its receiver an rID. Not for system objects.
    module::Import::Kind importKind() const;
    // The `system` declaration, as the API header has it.
    std::string declaration() const;
};

// Every declaration the runtime implements, in header order.
std::span<const ApiDeclaration> runtimeApi();

// Registers every function and variable of runtimeApi() into `api`.
void registerRuntimeApi(vm::HostApi& api);

// The runtime's API header: the T_* and SOBJ_* macros it uses, then one
// `system` declaration per entry. Modules compiled against it bind completely.
std::string runtimeApiHeader();

// The name the header has when a build reads it (it exists only in memory).
inline constexpr std::string_view kRuntimeApiHeaderName = "<runtime API>";

} // namespace incursion::game
