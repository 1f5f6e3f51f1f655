// Code compiled while a program runs: a debugger's watch expression or
// breakpoint condition, evaluated in the scope of a stopped frame. The VM
// knows no compiler; whoever has the module's sources implements
// ExpressionCompiler (bridge/expression_compiler.h does, with our compiler).
#pragma once

#include "module/module_image.h"
#include "core/bytecode.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace incursion::vm {

struct LoadedFunction;
class Program;

// A function compiled against one loaded module, as if it were part of it.
// Constants, imports, variables and `call` targets use the module's indices;
// what the module does not have is appended: Text constants with index >=
// the module's string count name `strings[index - that count]`, imports with
// index >= the module's import count name `imports[index - that count]`
// (their names and signatures are indices into the module's strings followed
// by `strings`, the same rule).
//
// Registers: the frame's locals keep their registers (the fragment reads them
// where the frame has them); the fragment's temporaries come after the
// frame's registers. Interpreter::evaluate runs it on a copy of the frame.
struct CodeFragment {
    core::Function function;                  // kind ScriptFunction, no parameters; returns the value
    core::ValueType type = core::ValueType::Int32;  // the expression's static type
    std::vector<std::string> strings;   // strings the module does not have
    std::vector<module::Import> imports;    // imports the module does not have
};

// Compiles `expression` as it would be compiled at instruction `pc` of
// `function`: the locals live there, the owning resource's variables, the
// module's globals and script functions, the API and the macros of the
// module's sources. Returns the fragment or an error message with the column
// in the expression ("1:5: unknown name 'foo'").
class ExpressionCompiler {
public:
    virtual ~ExpressionCompiler() = default;
    virtual std::variant<CodeFragment, std::string> compile(const Program& program, const LoadedFunction& function,
                                                            uint32_t pc, std::string_view expression) = 0;
};

} // namespace incursion::vm
