// Checks and compiles handler code (`On Event ... { }`, gear and encounter
// conditions) to register bytecode: name resolution, type checks, the
// original's questionable-but-accepted constructs as warnings, and correct
// semantics where the original's code generator was wrong.
#pragma once

#include "script/ast.h"
#include "core/bytecode.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::script {

class ModuleBuilder;
struct ApiFunction;
struct ApiVariable;
struct ScriptFunctionSymbol;
struct ExpressionScope;

class FunctionCompiler {
public:
    explicit FunctionCompiler(ModuleBuilder& builder) : b_(builder) {}

    uint32_t compileHandler(const ast::Routine& routine, uint32_t resource, std::string_view name);
    uint32_t compileCondition(const ast::Expr& condition, core::FunctionKind kind, uint32_t resource,
                              std::string_view name);
    // Compiles a script function's body into the slot its declaration reserved.
    void compileFunction(const ScriptFunctionSymbol& function);
    // An expression evaluated where a debugger stopped (ModuleBuilder::compileExpression):
    // a function returning its value, of static type `type`.
    core::Function compileExpression(const ast::Expr& expression, const ExpressionScope& scope, core::ValueType& type);

    // The value of a number, character, `true` or `false` literal (parentheses aside).
    static std::optional<int32_t> literalValue(const ast::Expr* e, const LexedUnit& unit);

private:
    using TokenIndex = ast::TokenIndex;

    struct Local {
        std::string name;
        core::ValueType type;
        uint8_t reg;
    };
    // Where an assignable value lives. Member receivers are evaluated once,
    // into `receiverReg`, so compound assignments do not repeat side effects.
    struct Place {
        enum Kind : uint8_t { Register, ModuleVariable, Member, RectField } kind = Register;
        core::ValueType type = core::ValueType::Int32;
        int reg = 0;                // Register: the local's register
        uint32_t index = 0;         // ModuleVariable: variable; Member: import
        int receiverReg = 0;        // Member
        int field = 0;              // RectField: 0..3
        std::vector<Place> base;    // RectField: the rectangle's place (one element)
    };
    struct Breakable {
        bool isSwitch = false;
        std::vector<size_t> breaks;
        std::vector<size_t> continues;
    };

    void begin(core::FunctionKind kind, uint32_t resource, std::string_view name);
    void declareLocals(const ast::Routine& routine);
    void body(const ast::Routine& routine);
    core::Function finish();
    uint32_t append(core::Function function);

    // statements
    void statement(const ast::Stmt* stmt);
    // Evaluates `condition`, checks it is a truth value (`what` names it in the
    // error), and emits `jump` (jf / jt) on it; returns the jump to patch.
    size_t jumpOn(const ast::Expr* condition, core::Opcode jump, std::string_view what);
    void ifStatement(const ast::Stmt& stmt);
    void loop(const ast::Stmt& stmt);
    // A `for` loop that forprep/forloop can run exactly as the generic loop
    // would: `i OP bound` with `i` an int32 local, the bound an integer local
    // or literal, OP any comparison; the step `i++`, `i--`, `i += k`, `i -= k`
    // or `i = i + k` with k a literal of -128..127; condition and step on
    // one line (stepping in the debugger stays the same).
    struct CountedLoop {
        int variable = 0;                   // the local's register
        std::optional<int> boundRegister;   // a local's register, or else
        int32_t boundValue = 0;             // the literal, loaded once before the loop
        uint8_t test = 0;                   // core::LoopTest bits
        int8_t step = 0;
    };
    std::optional<CountedLoop> countedLoop(const ast::Stmt& stmt) const;
    // Emits the condition, body and step of `stmt` as a counted loop; returns
    // the `continue` target.
    size_t countedLoopBody(const ast::Stmt& stmt, const CountedLoop& loop);
    const Local* localNamed(const ast::Expr* e) const;     // `e` (parentheses aside) names a local
    void switchStatement(const ast::Stmt& stmt);
    void breakStatement(const ast::Stmt& stmt);
    void returnStatement(const ast::Stmt& stmt);
    void continueStatement(const ast::Stmt& stmt);

    // expressions: `value` leaves the result in some register (a local's own
    // register for a plain local: never write to it), `valueInto` in `reg`.
    struct Operand { core::ValueType type; int reg; };
    Operand value(const ast::Expr* e);
    core::ValueType valueInto(const ast::Expr* e, int reg);
    void discard(const ast::Expr* e);
    core::ValueType identifier(const ast::Expr& e, int reg);
    core::ValueType unary(const ast::Expr& e, int reg);
    core::ValueType binary(const ast::Expr& e, int reg);
    core::ValueType logical(const ast::Expr& e, int reg);
    core::ValueType conditional(const ast::Expr& e, int reg);
    core::ValueType assignment(const ast::Expr& e, int reg);
    core::ValueType increment(const ast::Expr& e, int reg);
    core::ValueType member(const ast::Expr& e, int reg);
    const ApiVariable* memberVariable(const ast::Expr& e, core::ValueType receiver);
    core::ValueType call(const ast::Expr& e, int reg);
    core::ValueType callArguments(const ast::Expr& e, const ApiFunction& fn, int base, bool hasReceiver);
    core::ValueType callScriptFunction(const ast::Expr& e, const ScriptFunctionSymbol& fn, int base);
    core::ValueType resourceConstant(const ast::Expr& e, int reg);

    std::optional<Place> place(const ast::Expr* e);
    void load(const Place& p, int reg);
    // `from`: the type of the value in `reg` (no truncation when it is the place's).
    void store(const Place& p, int reg, core::ValueType from, TokenIndex first, TokenIndex last);
    void shiftWarning(TokenIndex op);
    void checkAssignable(core::ValueType to, core::ValueType from, const ast::Expr* at, const std::string& what);

    // emission
    size_t emit(core::Instruction i);
    void emitInteger(int reg, int32_t v);
    void emitConstant(int reg, core::Constant k);
    size_t emitJump(core::Opcode op, int reg);
    void patchJump(size_t at, size_t target);
    void patchHere(size_t at) { patchJump(at, fn_.code.size()); }
    void jumpBack(size_t target);
    int allocate(TokenIndex at);
    void at(TokenIndex token);      // source position of what is emitted next

    std::string spelled(TokenIndex token) const;
    // The declared names closest to an unknown one ("did you mean"): the
    // locals, module variables, system objects (when `withObjects`) and
    // constant macros an identifier could have meant; the functions a call
    // could have meant (member functions: of the receiver's kind).
    std::vector<std::string> identifierSuggestions(const std::string& name, bool withObjects) const;
    std::vector<std::string> functionSuggestions(const std::string& name) const;
    std::vector<std::string> memberFunctionSuggestions(const std::string& name, core::ValueType receiver) const;
    std::vector<std::string> memberVariableSuggestions(const std::string& name, core::ValueType receiver) const;
    std::string typeName(core::ValueType t) const;
    void error(const ast::Expr* e, std::string message, std::vector<std::string> suggestions = {});
    void error(TokenIndex first, TokenIndex last, std::string message, std::vector<std::string> suggestions = {});

    ModuleBuilder& b_;
    core::Function fn_;
    uint32_t resource_ = 0;
    std::vector<Local> locals_;
    int top_ = 0;                   // first free register
    bool registersExhausted_ = false;
    std::vector<Breakable> breakables_;
    std::set<std::pair<FileId, uint32_t>> shiftsReported_;    // spelling positions of reported shifts
    TokenIndex current_ = 0;        // token of the statement being compiled, for function-wide errors
    const ScriptFunctionSymbol* function_ = nullptr;    // the script function being compiled, if any
    // Scope of resource variables: the owning resource, or none for script functions.
    static constexpr uint32_t kNoResource = UINT32_MAX;
    static constexpr size_t kNoJump = SIZE_MAX;
    static constexpr int kNoResult = -1;     // assignment/increment as a statement
};

} // namespace incursion::script
