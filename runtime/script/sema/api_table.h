// The host API a module may call, as its `system` declarations describe it
// (the original corpus brings inc/Api.h; our own runtime ships its header).
//
// Four name spaces, like the original: system objects (`EActor`), global
// functions, object members (variables and functions of hObj, string and hText
// receivers, one name space over all classes) and resource members (of rID
// receivers, where the same name may serve several resource types).
#pragma once

#include "module/module_image.h"
#include "script/ast.h"
#include "core/bytecode.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace incursion::script {

class ModuleBuilder;

core::ValueType valueTypeOf(ast::TypeName type);

struct ApiParameter {
    core::ValueType type = core::ValueType::Int32;
    std::optional<int32_t> objectClass;     // `hObj:T_X`
    std::string name;                       // may be empty
    std::optional<int32_t> defaultValue;
};

struct ApiFunction {
    module::Import::Kind kind = module::Import::Kind::GlobalFunction;
    std::string name;
    std::optional<int32_t> objectClass;     // T_X of member functions
    core::ValueType result = core::ValueType::Void;
    std::vector<ApiParameter> parameters;
    bool varargs = false;
    const ast::SystemDecl* decl = nullptr;
    std::string signature;                  // "int32(int16,string,hObj:-2,...)"
};

struct ApiVariable {
    module::Import::Kind kind = module::Import::Kind::MemberVariable;
    std::string name;
    int32_t objectClass = 0;
    core::ValueType type = core::ValueType::Int32;
    const ast::SystemDecl* decl = nullptr;
    std::string signature;                  // "int16"
};

struct ApiObject {
    std::string name;
    int32_t objectClass = 0;
    int32_t handle = 0;                     // the fixed handle (`== SOBJ_X`)
    const ast::SystemDecl* decl = nullptr;
};

class ApiTable {
public:
    // Adds one declaration; reports conflicting redeclarations through the
    // builder (an identical repeat is accepted: the runtime's API header and a
    // module's own copy of a declaration may both be read).
    void add(ModuleBuilder& builder, const ast::SystemDecl& decl);

    const ApiObject* object(std::string_view name) const;
    const ApiFunction* globalFunction(std::string_view name) const;
    const ApiFunction* objectFunction(std::string_view name) const;
    const ApiVariable* objectVariable(std::string_view name) const;
    const ApiFunction* resourceFunction(std::string_view name) const;
    const ApiVariable* resourceVariable(std::string_view name) const;

    // Each name space whole (name -> declaration), for completion and symbol lists.
    template <typename T> using Map = std::unordered_map<std::string, T>;
    const Map<ApiObject>& objects() const { return objects_; }
    const Map<ApiFunction>& globalFunctions() const { return globals_; }
    const Map<ApiFunction>& objectFunctions() const { return objectFunctions_; }
    const Map<ApiVariable>& objectVariables() const { return objectVariables_; }
    const Map<ApiFunction>& resourceFunctions() const { return resourceFunctions_; }
    const Map<ApiVariable>& resourceVariables() const { return resourceVariables_; }

    size_t objectCount() const { return objects_.size(); }
    size_t functionCount() const { return globals_.size() + objectFunctions_.size() + resourceFunctions_.size(); }
    size_t variableCount() const { return objectVariables_.size() + resourceVariables_.size(); }

    // Class numbers of the API convention (inc/Defines.h's T_* values): resource
    // classes T_TMONSTER..T_TFLAVOR, and T_STRING for string methods.
    static bool isResourceClass(int32_t objectClass) { return objectClass >= 62 && objectClass <= 80; }
    static constexpr int32_t kStringClass = 99;

private:
    Map<ApiObject> objects_;
    Map<ApiFunction> globals_;
    Map<ApiFunction> objectFunctions_;
    Map<ApiVariable> objectVariables_;
    Map<ApiFunction> resourceFunctions_;
    Map<ApiVariable> resourceVariables_;
};

} // namespace incursion::script
