#include "api_table.h"

#include "script/codegen/module_builder.h"

namespace incursion::script {

using ast::TypeName;
using core::ValueType;

core::ValueType valueTypeOf(TypeName type)
{
    switch (type) {
    case TypeName::Void: return core::ValueType::Void;
    case TypeName::Bool: return core::ValueType::Bool;
    case TypeName::UInt8: return core::ValueType::UInt8;
    case TypeName::UInt16: return core::ValueType::UInt16;
    case TypeName::Int8: return core::ValueType::Int8;
    case TypeName::Int16: return core::ValueType::Int16;
    case TypeName::Int32: return core::ValueType::Int32;
    case TypeName::HObj: return core::ValueType::Object;
    case TypeName::HText: return core::ValueType::Text;
    case TypeName::RID: return core::ValueType::Resource;
    case TypeName::String: return core::ValueType::String;
    case TypeName::Rect: return core::ValueType::Rect;
    case TypeName::None: break;
    }
    return core::ValueType::Unknown;
}

namespace {

std::string parameterSignature(const ApiParameter& p)
{
    std::string s(core::valueTypeName(p.type));
    if (p.objectClass)
        s += ':' + std::to_string(*p.objectClass);
    return s;
}

template <typename T>
const T* lookup(const std::unordered_map<std::string, T>& map, std::string_view name)
{
    auto it = map.find(std::string(name));
    return it == map.end() ? nullptr : &it->second;
}

} // namespace

void ApiTable::add(ModuleBuilder& builder, const ast::SystemDecl& decl)
{
    if (decl.name == ast::kNoToken)
        return;
    const LexedUnit& unit = builder.unit();
    const std::string name(unit.names.name(unit.tokens[decl.name].text));
    auto redeclared = [&](const ast::SystemDecl* previous, std::string_view what) {
        const module::SourcePosition p = builder.position(previous->first);
        builder.error(decl.name, decl.name,
                      "'" + name + "' is already declared as " + std::string(what) + " (at "
                          + builder.image().sourceFiles[p.file] + ":" + std::to_string(p.line) + ")");
    };

    std::optional<int32_t> objectClass;
    if (decl.objectType) {
        objectClass = builder.evaluate(decl.objectType);
        if (!objectClass)
            return;
    }

    if (decl.form == ast::SystemDecl::Object) {
        const std::optional<int32_t> handle = builder.evaluate(decl.objectId);
        if (!handle)
            return;
        if (const ApiObject* previous = object(name)) {
            // The runtime's API header and a module's own copy of a
            // declaration may meet (incplay, the studio): identical is fine.
            if (previous->objectClass != *objectClass || previous->handle != *handle)
                redeclared(previous->decl, "a system object");
            return;
        }
        objects_.emplace(name, ApiObject{name, *objectClass, *handle, &decl});
        return;
    }

    if (decl.form == ast::SystemDecl::MemberVariable) {
        const bool resource = ApiTable::isResourceClass(*objectClass);
        ApiVariable var{resource ? module::Import::Kind::ResourceVariable : module::Import::Kind::MemberVariable,
                        name, *objectClass, valueTypeOf(decl.type), &decl,
                        std::string(core::valueTypeName(valueTypeOf(decl.type)))};
        auto& map = resource ? resourceVariables_ : objectVariables_;
        if (const ApiVariable* previous = lookup(map, name)) {
            // Resource members may repeat per resource type (`Image` of
            // monsters and of items): one binding serves them all. An
            // identical object member is a repeated declaration.
            if (!resource && (previous->objectClass != *objectClass || previous->type != var.type))
                redeclared(previous->decl, "a member variable");
            return;
        }
        map.emplace(name, std::move(var));
        return;
    }

    ApiFunction fn;
    fn.name = name;
    fn.objectClass = objectClass;
    fn.result = valueTypeOf(decl.type);
    fn.varargs = decl.varargs;
    fn.decl = &decl;
    for (const ast::Parameter* param : decl.parameters) {
        ApiParameter p;
        p.type = valueTypeOf(param->type);
        if (param->objectType) {
            p.objectClass = builder.evaluate(param->objectType);
            if (!p.objectClass)
                return;
        }
        if (param->name != ast::kNoToken)
            p.name = unit.names.name(unit.tokens[param->name].text);
        if (param->defaultValue) {
            p.defaultValue = builder.evaluate(param->defaultValue);
            if (!p.defaultValue)
                return;
        }
        fn.parameters.push_back(std::move(p));
    }
    fn.signature = std::string(core::valueTypeName(fn.result)) + "(";
    for (size_t i = 0; i < fn.parameters.size(); ++i)
        fn.signature += (i ? "," : "") + parameterSignature(fn.parameters[i]);
    if (fn.varargs)
        fn.signature += fn.parameters.empty() ? "..." : ",...";
    fn.signature += ")";

    // The same function declared again with the same class, signature and
    // defaults (the runtime's API header and the module's own copy).
    auto identical = [&](const ApiFunction& previous) {
        if (previous.objectClass != fn.objectClass || previous.signature != fn.signature)
            return false;
        for (size_t i = 0; i < fn.parameters.size(); ++i)
            if (previous.parameters[i].defaultValue != fn.parameters[i].defaultValue)
                return false;
        return true;
    };
    if (decl.form == ast::SystemDecl::GlobalFunction) {
        fn.kind = module::Import::Kind::GlobalFunction;
        if (const ApiFunction* previous = globalFunction(name)) {
            if (!identical(*previous))
                redeclared(previous->decl, "a global function");
            return;
        }
        globals_.emplace(name, std::move(fn));
        return;
    }
    const bool resource = isResourceClass(*objectClass);
    fn.kind = resource ? module::Import::Kind::ResourceFunction : module::Import::Kind::MemberFunction;
    auto& map = resource ? resourceFunctions_ : objectFunctions_;
    if (const ApiFunction* previous = lookup(map, name)) {
        if (!resource && !identical(*previous))
            redeclared(previous->decl, "a member function");
        return;
    }
    map.emplace(name, std::move(fn));
}

const ApiObject* ApiTable::object(std::string_view name) const { return lookup(objects_, name); }
const ApiFunction* ApiTable::globalFunction(std::string_view name) const { return lookup(globals_, name); }
const ApiFunction* ApiTable::objectFunction(std::string_view name) const { return lookup(objectFunctions_, name); }
const ApiVariable* ApiTable::objectVariable(std::string_view name) const { return lookup(objectVariables_, name); }
const ApiFunction* ApiTable::resourceFunction(std::string_view name) const { return lookup(resourceFunctions_, name); }
const ApiVariable* ApiTable::resourceVariable(std::string_view name) const { return lookup(resourceVariables_, name); }

} // namespace incursion::script
