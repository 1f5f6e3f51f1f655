// Builds a module image from a checked front-end result: the shared state of
// code generation (string pool, resource and external references, constant
// evaluation, source positions) used by the resource lowering and by the
// function compiler.
#pragma once

#include "module/module_image.h"
#include "script/frontend.h"
#include "script/name_suggestions.h"
#include "script/sema/api_table.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace incursion::script {

class FunctionCompiler;

// A script function (our extension): where it is and how to call it.
struct ScriptFunctionSymbol {
    uint32_t index = 0;                     // into image().functions
    core::ValueType result = core::ValueType::Int32;
    std::vector<core::ValueType> parameters;
    std::vector<std::string> parameterNames;
    const ast::FunctionDecl* decl = nullptr;
    std::string signature;                  // "int32 fib(int32 n)", for messages
};

// Where a debugger stopped, as an expression compiled there sees it.
struct ExpressionScope {
    struct Local {
        std::string name;
        core::ValueType type = core::ValueType::Int32;
        uint8_t reg = 0;                    // the frame's register
    };
    std::vector<Local> locals;              // live at the stop
    std::optional<uint32_t> resource;       // owner of the visible resource variables (none in script functions)
    uint16_t frameRegisters = 0;            // the frame's register count: temporaries go above
};

// An expression compiled against the built image (vm/code_fragment.h): what
// it needs beyond the image is listed here, numbered after the image's own.
struct CompiledExpression {
    core::Function function;                  // script function without parameters; returns the value
    core::ValueType type = core::ValueType::Int32;
    std::vector<std::string> strings;
    std::vector<module::Import> imports;
    std::vector<module::External> externals;    // `$"name"`s neither the module's nor among its externals
};

class ModuleBuilder {
public:
    // `front` must have parsed (its diagnostics receive the back end's too).
    explicit ModuleBuilder(const CheckResult& front);
    ~ModuleBuilder();

    // Runs every pass and returns the image; check diagnostics().errorCount().
    module::ModuleImage build();
    // Runs every pass and keeps the image (image()), to compile expressions
    // against it afterwards.
    void generate();

    // Compiles `expression` (tokens of `unit`, errors to `diagnostics`) as
    // code of the built module in `scope`: a debugger's watch or breakpoint
    // condition. The image is left as it was. Nullopt after errors.
    std::optional<CompiledExpression> compileExpression(const LexedUnit& unit, Diagnostics& diagnostics,
                                                        const ast::Expr& expression, const ExpressionScope& scope);

    // Called after every few resources with (done, total); returning false
    // stops the build (cancelled() then tells).
    void setProgress(std::function<bool(size_t done, size_t total)> progress) { progress_ = std::move(progress); }
    bool cancelled() const { return cancelled_; }

    // ---- for the passes ----------------------------------------------------
    const CheckResult& front() const { return front_; }
    const LexedUnit& unit() const { return *unit_; }
    Diagnostics& diagnostics() { return *diagnostics_; }
    const ApiTable& api() const { return api_; }
    module::ModuleImage& image() { return image_; }

    uint32_t internString(std::string_view text);
    // The decoded text of a String token, interned.
    uint32_t internStringToken(ast::TokenIndex token);
    module::SourcePosition position(ast::TokenIndex token);     // display position
    uint32_t sourceFileIndex(FileId file);

    // `$"name"` (the String token): a resource of this module, or an external
    // reference for the linker (`kinds`: ResourceKind bits it may be).
    module::Value resourceReference(ast::TokenIndex nameToken, uint32_t kinds = core::kAllResourceKinds);

    // A constant expression of the data dialect (numbers, chars, true/false,
    // NULL, parentheses, unary + - ~ !, binary arithmetic and bitwise
    // operators, `$n`). Reports an error at the expression and returns nullopt
    // when it is not constant.
    std::optional<int32_t> evaluate(const ast::Expr* expr);
    // Like evaluate, but `$"name"` gives a resource value.
    std::optional<module::Value> evaluateValue(const ast::Expr* expr);

    // Compiles an event handler / condition to a function; returns its index.
    uint32_t compileHandler(const ast::Routine& routine, uint32_t resource, std::string_view displayName);
    uint32_t compileCondition(const ast::Expr& condition, core::FunctionKind kind, uint32_t resource,
                              std::string_view displayName);

    // Index of the resource (in image().resources) a declaration became.
    std::optional<uint32_t> resourceIndexOf(const ast::Resource* resource) const;

    // A module variable visible from code of `resource`: its resource
    // variables first, then globals. Index into image().variables.
    std::optional<uint32_t> findVariable(std::string_view name, uint32_t resource) const;
    // Offers every module variable visible from code of `resource` to `names`.
    void considerVariables(ClosestNames& names, uint32_t resource) const;
    // Adds a resource variable (`static` in a handler, or declared in the body).
    void addResourceVariable(ast::TokenIndex nameToken, core::ValueType type, uint32_t resource);
    // The script function `name` (case-sensitive, like all code names).
    const ScriptFunctionSymbol* scriptFunction(std::string_view name) const;
    const std::unordered_map<std::string, ScriptFunctionSymbol>& scriptFunctions() const { return scriptFunctions_; }
    // Interned import of an API function or variable; index into image().imports.
    uint32_t importIndex(module::Import::Kind kind, std::string_view name, std::string_view signature);

    void error(ast::TokenIndex first, ast::TokenIndex last, std::string message,
               std::vector<std::string> suggestions = {});
    void warning(ast::TokenIndex first, ast::TokenIndex last, std::string message);

private:
    void warnAccidentalMerges(const ast::Entry& entry);
    void declareScriptFunction(const ast::FunctionDecl& decl);
    void report(Severity severity, ast::TokenIndex first, ast::TokenIndex last, std::string message,
                std::vector<std::string> suggestions = {});
    // The image's tables before an expression was compiled, to take back what it added.
    struct Tables { size_t strings, imports, sourceFiles; std::vector<module::External> externals; };
    Tables tables() const;
    void restore(const Tables& before);

    const CheckResult& front_;
    const LexedUnit* unit_;                 // the module's tokens, or an expression's while it compiles
    Diagnostics* diagnostics_;
    ApiTable api_;
    module::ModuleImage image_;
    std::unordered_map<std::string, uint32_t> stringIndex_;
    std::unordered_map<std::string, uint32_t> externalIndex_;   // folded name -> externals index
    std::unordered_map<FileId, uint32_t> fileIndex_;
    std::unordered_map<const ast::Resource*, uint32_t> resourceIndex_;
    std::unordered_map<std::string, uint32_t> globalVariables_;
    std::map<std::pair<uint32_t, std::string>, uint32_t> resourceVariables_;
    std::map<std::pair<uint8_t, std::string>, uint32_t> importIndex_;
    std::unordered_map<std::string, ScriptFunctionSymbol> scriptFunctions_;
    std::unique_ptr<FunctionCompiler> functions_;
    std::function<bool(size_t, size_t)> progress_;
    bool cancelled_ = false;
};

} // namespace incursion::script
