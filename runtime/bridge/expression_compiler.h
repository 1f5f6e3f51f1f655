// The debugger's expression compiler (vm/code_fragment.h) made of our own
// compiler: a watch or a breakpoint condition is preprocessed with the
// module's macros, parsed as one code expression and compiled by the function
// compiler as code of the stopped function, against the module image built
// from the same sources.
#pragma once

#include "script/frontend.h"
#include "vm/code_fragment.h"
#include "vm/debugger.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace incursion::bridge {

class ExpressionCompiler : public vm::ExpressionCompiler {
public:
    // How each loaded module was built, by module name (ModuleImage::name).
    // A module's sources are checked and built again on its first expression;
    // when that image differs from the loaded one, its expressions are refused.
    explicit ExpressionCompiler(std::map<std::string, script::CheckOptions> sources);
    ~ExpressionCompiler() override;

    std::variant<vm::CodeFragment, std::string> compile(const vm::Program& program, const vm::LoadedFunction& function,
                                                        uint32_t pc, std::string_view expression) override;

    // Compiles a breakpoint's `condition` wherever `breakpoint` would stop in
    // `program` (vm::Debugger::placesOf: each place's locals are in scope) and
    // says why it does not compile at one of them ("1:4: 'hopz' is not
    // declared"), or why there is nothing to compile it against; nothing when
    // it compiles everywhere. What a breakpoint editor checks as it is typed.
    std::optional<std::string> checkCondition(const vm::Program& program, const vm::Breakpoint& breakpoint,
                                              std::string_view condition);

    // Builds the sources of `image`'s module now (compile() does it on the
    // module's first expression; a large module takes a second or more) and
    // says why its expressions would be refused, if they would. Not
    // thread-safe: call it and compile() from one thread at a time.
    std::optional<std::string> prepare(const module::ModuleImage& image);

private:
    struct Module;
    // The built sources of `image`'s module, or an error saying why there are none.
    std::variant<Module*, std::string> moduleFor(const module::ModuleImage& image);

    std::map<std::string, script::CheckOptions> sources_;
    std::map<std::string, std::unique_ptr<Module>> modules_;
};

} // namespace incursion::bridge
