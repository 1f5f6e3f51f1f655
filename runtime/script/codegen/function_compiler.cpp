#include "function_compiler.h"

#include "module_builder.h"
#include "type_rules.h"

#include <algorithm>

namespace incursion::script {

using namespace ast;
using core::Opcode;
using core::ValueType;

// ---- functions ---------------------------------------------------------------

void FunctionCompiler::begin(core::FunctionKind kind, uint32_t resource, std::string_view name)
{
    fn_ = {};
    fn_.kind = kind;
    fn_.resource = resource;
    fn_.name = b_.internString(name);
    resource_ = resource;
    locals_.clear();
    top_ = 0;
    registersExhausted_ = false;
    breakables_.clear();
}

core::Function FunctionCompiler::finish()
{
    fn_.registerCount = static_cast<uint16_t>(std::max(fn_.registerCount, uint16_t(1)));
    for (core::LocalVariable& local : fn_.locals)
        local.endPc = static_cast<uint32_t>(fn_.code.size());
    function_ = nullptr;
    return std::move(fn_);
}

uint32_t FunctionCompiler::append(core::Function function)
{
    auto& functions = b_.image().functions;
    functions.push_back(std::move(function));
    return static_cast<uint32_t>(functions.size() - 1);
}

uint32_t FunctionCompiler::compileHandler(const Routine& routine, uint32_t resource, std::string_view name)
{
    begin(core::FunctionKind::EventHandler, resource, name);
    declareLocals(routine);
    body(routine);
    return append(finish());
}

void FunctionCompiler::compileFunction(const ScriptFunctionSymbol& function)
{
    const FunctionDecl& decl = *function.decl;
    begin(core::FunctionKind::ScriptFunction, kNoResource, b_.image().strings[b_.image().functions[function.index].name]);
    function_ = &function;
    fn_.parameterCount = static_cast<uint8_t>(function.parameters.size());
    fn_.result = function.result;
    // Parameters are the first registers: the caller leaves the arguments there.
    for (size_t i = 0; i < function.parameters.size(); ++i) {
        const std::string& paramName = function.parameterNames[i];
        const TokenIndex token = decl.parameters[i]->name;
        if (std::any_of(locals_.begin(), locals_.end(), [&](const Local& l) { return l.name == paramName; })) {
            error(token, token, "parameter '" + paramName + "' is declared twice");
            continue;
        }
        const int reg = allocate(token);
        locals_.push_back({paramName, function.parameters[i], static_cast<uint8_t>(reg)});
        fn_.locals.push_back({b_.internString(paramName), function.parameters[i], static_cast<uint8_t>(reg), 0, 0});
    }
    // A parameter holds a value of its type whoever called (a script, or the
    // host with any 32-bit value), like a store.
    at(decl.first);
    for (const Local& param : locals_)
        if (const std::optional<core::Opcode> trunc = truncation(param.type))
            emit(core::encodeABC(*trunc, param.reg, param.reg, 0));
    declareLocals(*decl.body);
    body(*decl.body);
    core::Function compiled = finish();
    compiled.resource = 0;          // script functions belong to no resource
    b_.image().functions[function.index] = std::move(compiled);
}

void FunctionCompiler::declareLocals(const Routine& routine)
{
    const LexedUnit& u = b_.unit();
    for (const VarDecl* decl : routine.declarations) {
        const core::ValueType type = valueTypeOf(decl->type);
        for (TokenIndex nameToken : decl->names) {
            if (decl->isStatic && resource_ != kNoResource) {
                b_.addResourceVariable(nameToken, type, resource_);
                continue;
            }
            // Declared as a local after the error, so its uses do not cascade.
            if (decl->isStatic)
                error(nameToken, nameToken, "a function has no resource to keep a static variable in "
                                            "(use a global variable)");
            const std::string localName(u.names.name(u.tokens[nameToken].text));
            if (std::any_of(locals_.begin(), locals_.end(), [&](const Local& l) { return l.name == localName; })) {
                error(nameToken, nameToken, "local variable '" + localName + "' is declared twice");
                continue;
            }
            if (type == core::ValueType::Void) {
                error(nameToken, nameToken, "local variable '" + localName + "' cannot be void");
                continue;
            }
            const int reg = allocate(nameToken);
            locals_.push_back({localName, type, static_cast<uint8_t>(reg)});
            // Live from here: after the parameters' truncations in a function.
            const auto startPc = static_cast<uint32_t>(fn_.code.size());
            fn_.locals.push_back({b_.internString(localName), type, static_cast<uint8_t>(reg), startPc, 0});
        }
    }
}

void FunctionCompiler::body(const Routine& routine)
{
    // Registers start at zero, which is every type's initial value (a string
    // register holding 0 is the empty text), so locals need no code. Falling
    // off the end returns 0 (NOTHING, for a handler).
    for (const Stmt* stmt : routine.statements)
        statement(stmt);
    at(routine.last);
    emit(core::encodeABC(core::Opcode::ReturnNothing, 0, 0, 0));
}

uint32_t FunctionCompiler::compileCondition(const Expr& condition, core::FunctionKind kind, uint32_t resource,
                                            std::string_view name)
{
    begin(kind, resource, name);
    at(condition.first);
    const int reg = allocate(condition.first);
    const core::ValueType type = valueInto(&condition, reg);
    if (!isAssignable(core::ValueType::Bool, type))
        error(&condition, "a condition must be a truth value, not " + typeName(type));
    if (type != core::ValueType::Bool)
        emit(core::encodeABC(core::Opcode::ToBool, reg, reg, 0));
    emit(core::encodeABC(core::Opcode::Return, reg, 0, 0));
    return append(finish());
}

core::Function FunctionCompiler::compileExpression(const Expr& expression, const ExpressionScope& scope, core::ValueType& type)
{
    begin(core::FunctionKind::ScriptFunction, scope.resource.value_or(kNoResource), "");
    for (const ExpressionScope::Local& local : scope.locals)
        locals_.push_back({local.name, local.type, local.reg});
    // The locals stay in the frame's registers; temporaries go above them. No
    // line table: the expression is in no file of the module.
    top_ = scope.frameRegisters;
    fn_.registerCount = scope.frameRegisters;
    current_ = expression.first;
    const int reg = allocate(expression.first);
    type = valueInto(&expression, reg);
    fn_.result = type;
    emit(type == core::ValueType::Void ? core::encodeABC(core::Opcode::ReturnNothing, 0, 0, 0)
                                 : core::encodeABC(core::Opcode::Return, reg, 0, 0));
    core::Function compiled = finish();
    compiled.resource = 0;
    return compiled;
}

// ---- statements --------------------------------------------------------------

void FunctionCompiler::statement(const Stmt* stmt)
{
    if (!stmt)
        return;
    at(stmt->first);
    const int savedTop = top_;
    switch (stmt->kind) {
    case StmtKind::Expression:
        discard(stmt->expr);
        break;
    case StmtKind::If:
        ifStatement(*stmt);
        break;
    case StmtKind::For:
    case StmtKind::While:
    case StmtKind::DoWhile:
        loop(*stmt);
        break;
    case StmtKind::Switch:
        switchStatement(*stmt);
        break;
    case StmtKind::Break:
        breakStatement(*stmt);
        break;
    case StmtKind::Continue:
        continueStatement(*stmt);
        break;
    case StmtKind::Block:
        for (const Stmt* inner : stmt->statements)
            statement(inner);
        break;
    case StmtKind::Return:
        returnStatement(*stmt);
        break;
    }
    top_ = savedTop;
}

size_t FunctionCompiler::jumpOn(const Expr* condition, core::Opcode jump, std::string_view what)
{
    const int savedTop = top_;
    const Operand value = this->value(condition);
    if (!isAssignable(core::ValueType::Bool, value.type))
        error(condition, std::string(what) + " must be a truth value, not " + typeName(value.type));
    top_ = savedTop;
    return emitJump(jump, value.reg);
}

void FunctionCompiler::ifStatement(const Stmt& stmt)
{
    const size_t skipThen = jumpOn(stmt.expr, core::Opcode::JumpIfNot, "an 'if' condition");
    statement(stmt.body);
    if (!stmt.elseBody) {
        patchHere(skipThen);
        return;
    }
    const size_t skipElse = emitJump(core::Opcode::Jump, 0);
    patchHere(skipThen);
    statement(stmt.elseBody);
    patchHere(skipElse);
}

void FunctionCompiler::loop(const Stmt& stmt)
{
    auto condition = [&](core::Opcode jump) {
        if (!stmt.expr)
            return kNoJump;
        at(stmt.expr->first);
        return jumpOn(stmt.expr, jump, "a loop condition");
    };

    breakables_.push_back({});
    size_t continueTarget = 0;
    if (stmt.kind == StmtKind::DoWhile) {
        const size_t start = fn_.code.size();
        statement(stmt.body);
        continueTarget = fn_.code.size();
        const size_t back = condition(core::Opcode::JumpIf);
        patchJump(back, start);
    } else if (const std::optional<CountedLoop> counted = stmt.kind == StmtKind::For ? countedLoop(stmt) : std::nullopt) {
        discard(stmt.init);
        continueTarget = countedLoopBody(stmt, *counted);
    } else {
        if (stmt.kind == StmtKind::For)
            discard(stmt.init);
        const size_t start = fn_.code.size();
        const size_t exit = condition(core::Opcode::JumpIfNot);
        statement(stmt.body);
        continueTarget = fn_.code.size();
        if (stmt.kind == StmtKind::For && stmt.step) {
            at(stmt.step->first);
            discard(stmt.step);
        }
        jumpBack(start);
        patchHere(exit);
    }
    Breakable done = std::move(breakables_.back());
    breakables_.pop_back();
    for (size_t jump : done.breaks)
        patchHere(jump);
    for (size_t jump : done.continues)
        patchJump(jump, continueTarget);
}

// forprep/forloop do what the generic loop does, in the same order: the step
// wraps at the int32 limits like `addi`, and the test reads the bound's
// register each time, so a body that changes the bound (or the variable)
// sees the same iterations. Only the bound's form, the step's form and the
// variable's type (no truncation after the step) need checking here.
std::optional<FunctionCompiler::CountedLoop> FunctionCompiler::countedLoop(const Stmt& stmt) const
{
    auto bare = [](const Expr* e) {
        while (e && e->kind == ExprKind::Paren)
            e = e->operand;
        return e;
    };
    // A literal, or a negated one (`i >= -1`), wrapping like `neg`.
    auto literal = [&](const Expr* e) -> std::optional<int32_t> {
        e = bare(e);
        const bool negated = e && e->kind == ExprKind::Unary && e->op == Op::Negate;
        const std::optional<int32_t> v = literalValue(negated ? e->operand : e, b_.unit());
        if (v && negated)
            return int32_t(0u - uint32_t(*v));
        return v;
    };
    const Expr* const condition = bare(stmt.expr);
    const Expr* const step = bare(stmt.step);
    if (!condition || !step || condition->kind != ExprKind::Binary)
        return std::nullopt;

    // The step names the variable: i++ ++i i-- --i, i += k, i -= k, i = i + k, i = k + i, i = i - k.
    const Expr* target = nullptr;
    int64_t by = 0;
    if (step->kind == ExprKind::Unary) {
        target = step->operand;
        if (step->op == Op::PreIncrement || step->op == Op::PostIncrement)
            by = 1;
        else if (step->op == Op::PreDecrement || step->op == Op::PostDecrement)
            by = -1;
        else
            return std::nullopt;
    } else if (step->kind == ExprKind::Assign && (step->op == Op::AddAssign || step->op == Op::SubAssign)) {
        const std::optional<int32_t> k = literal(step->rhs);
        if (!k)
            return std::nullopt;
        target = step->lhs;
        by = step->op == Op::AddAssign ? int64_t(*k) : -int64_t(*k);
    } else if (step->kind == ExprKind::Assign && step->op == Op::Assign) {
        const Expr* sum = bare(step->rhs);
        const Local* assigned = localNamed(step->lhs);
        if (!assigned || !sum || sum->kind != ExprKind::Binary || (sum->op != Op::Add && sum->op != Op::Sub))
            return std::nullopt;
        std::optional<int32_t> k;
        if (localNamed(sum->lhs) == assigned)
            k = literal(sum->rhs);
        else if (sum->op == Op::Add && localNamed(sum->rhs) == assigned)
            k = literal(sum->lhs);
        if (!k)
            return std::nullopt;
        target = step->lhs;
        by = sum->op == Op::Add ? int64_t(*k) : -int64_t(*k);
    } else {
        return std::nullopt;
    }
    const Local* variable = localNamed(target);
    if (!variable || variable->type != core::ValueType::Int32 || by < INT8_MIN || by > INT8_MAX)
        return std::nullopt;

    // The condition compares the variable (either side) with a local or a literal.
    uint8_t test = 0;
    switch (condition->op) {
    case Op::Less: test = core::LoopTest::Less; break;
    case Op::LessEqual: test = core::LoopTest::Less | core::LoopTest::Equal; break;
    case Op::Greater: test = core::LoopTest::Greater; break;
    case Op::GreaterEqual: test = core::LoopTest::Greater | core::LoopTest::Equal; break;
    case Op::Equal: test = core::LoopTest::Equal; break;
    case Op::NotEqual: test = core::LoopTest::Less | core::LoopTest::Greater; break;
    default: return std::nullopt;
    }
    const Expr* bound = condition->rhs;
    if (localNamed(condition->lhs) != variable) {
        if (localNamed(condition->rhs) != variable)
            return std::nullopt;
        bound = condition->lhs;     // `n > i` is `i < n`: swap Less and Greater
        test = uint8_t((test & core::LoopTest::Equal) | (test & core::LoopTest::Less ? core::LoopTest::Greater : 0) |
                       (test & core::LoopTest::Greater ? core::LoopTest::Less : 0));
    }
    CountedLoop loop{variable->reg, std::nullopt, 0, test, int8_t(by)};
    if (const Local* local = localNamed(bound)) {
        if (!isInteger(local->type) || local->type == core::ValueType::Unknown)
            return std::nullopt;
        loop.boundRegister = local->reg;
    } else if (const std::optional<int32_t> k = literal(bound)) {
        loop.boundValue = *k;
    } else {
        return std::nullopt;
    }

    // forloop stands where the step was: a header whose condition is on another
    // line than its step would lose the condition line's stops each iteration.
    const module::SourcePosition conditionAt = b_.position(stmt.expr->first);
    const module::SourcePosition stepAt = b_.position(stmt.step->first);
    if (conditionAt.file != stepAt.file || conditionAt.line != stepAt.line)
        return std::nullopt;
    return loop;
}

size_t FunctionCompiler::countedLoopBody(const Stmt& stmt, const CountedLoop& loop)
{
    at(stmt.expr->first);
    int bound = 0;
    if (loop.boundRegister) {
        bound = *loop.boundRegister;
    } else {
        bound = allocate(stmt.expr->first);     // held for the whole loop
        emitInteger(bound, loop.boundValue);
    }
    const size_t prep = emit(core::encodeABC(core::Opcode::ForPrep, uint8_t(loop.variable), uint8_t(bound), 0));
    emit(core::encodeLoopExtra(loop.test, 0));
    const size_t body = fn_.code.size();
    statement(stmt.body);
    const size_t continueTarget = fn_.code.size();
    at(stmt.step->first);
    const size_t back = emit(core::encodeABC(core::Opcode::ForLoop, uint8_t(loop.variable), uint8_t(bound),
                                           static_cast<uint8_t>(loop.step)));
    emit(core::encodeLoopExtra(loop.test, 0));
    // The offsets sit in the Extra words, counted from after them.
    patchJump(back + 1, body);
    patchHere(prep + 1);
    return continueTarget;
}

const FunctionCompiler::Local* FunctionCompiler::localNamed(const Expr* e) const
{
    while (e && e->kind == ExprKind::Paren)
        e = e->operand;
    if (!e || e->kind != ExprKind::Identifier)
        return nullptr;
    const std::string name = spelled(e->token);
    for (const Local& local : locals_)
        if (local.name == name)
            return &local;
    return nullptr;
}

void FunctionCompiler::switchStatement(const Stmt& stmt)
{
    const int savedTop = top_;
    const Operand subject = value(stmt.expr);
    if (subject.type == core::ValueType::Void || isText(subject.type))
        error(stmt.expr, "cannot switch on a value of type " + typeName(subject.type));
    // Compare chain: one test per label, then the jump to `default` (or past
    // the switch). The bodies follow in source order, falling through.
    std::vector<size_t> caseJumps;
    const int probe = allocate(stmt.expr->first);
    std::vector<std::pair<module::Value, const SwitchCase*>> seen;
    const SwitchCase* defaultCase = nullptr;
    for (const SwitchCase* c : stmt.cases) {
        if (!c->label) {
            defaultCase = c;
            caseJumps.push_back(SIZE_MAX);
            continue;
        }
        at(c->first);
        std::optional<module::Value> label = b_.evaluateValue(c->label);
        if (!label) {
            caseJumps.push_back(SIZE_MAX);
            continue;
        }
        for (const auto& [value, other] : seen)
            if (value == *label) {
                const module::SourcePosition p = b_.position(other->first);
                b_.warning(c->label->first, c->label->last,
                           "duplicate case label (also at line " + std::to_string(p.line) + "): the first one is used");
            }
        seen.emplace_back(*label, c);
        switch (label->kind) {
        case module::ValueKind::Resource:
            emitConstant(probe, {core::ConstantKind::Resource, label->value});
            break;
        case module::ValueKind::External:
            emitConstant(probe, {core::ConstantKind::External, label->value});
            break;
        default:
            emitInteger(probe, label->value);
            break;
        }
        emit(core::encodeABC(core::Opcode::Equal, probe, subject.reg, probe));
        caseJumps.push_back(emitJump(core::Opcode::JumpIf, probe));
    }
    top_ = savedTop;
    const size_t toDefault = emitJump(core::Opcode::Jump, 0);

    breakables_.push_back({true, {}, {}});
    for (size_t i = 0; i < stmt.cases.size(); ++i) {
        const SwitchCase* c = stmt.cases[i];
        if (c == defaultCase)
            patchHere(toDefault);
        else if (caseJumps[i] != SIZE_MAX)
            patchHere(caseJumps[i]);
        for (const Stmt* s : c->body)
            statement(s);
    }
    if (!defaultCase)
        patchHere(toDefault);
    Breakable done = std::move(breakables_.back());
    breakables_.pop_back();
    for (size_t jump : done.breaks)
        patchHere(jump);
    // `continue` inside a switch belongs to the enclosing loop.
    if (!done.continues.empty()) {
        auto loop = std::find_if(breakables_.rbegin(), breakables_.rend(), [](const Breakable& b) { return !b.isSwitch; });
        loop->continues.insert(loop->continues.end(), done.continues.begin(), done.continues.end());
    }
}

void FunctionCompiler::returnStatement(const Stmt& stmt)
{
    const core::ValueType result = function_ ? function_->result : core::ValueType::Int32;
    if (!stmt.expr) {
        if (function_ && result != core::ValueType::Void)
            error(stmt.first, stmt.last, "function '" + spelled(function_->decl->name) + "' must return a value of type "
                                             + typeName(result));
        emit(core::encodeABC(core::Opcode::ReturnNothing, 0, 0, 0));
        return;
    }
    if (function_ && result == core::ValueType::Void) {
        error(stmt.expr, "function '" + spelled(function_->decl->name) + "' returns nothing (void), so 'return' takes no value");
        return;
    }
    Operand v = value(stmt.expr);
    if (v.type == core::ValueType::Void) {
        error(stmt.expr, "cannot return the result of a function that returns nothing (void)");
    } else if (function_) {
        checkAssignable(result, v.type, stmt.expr, "the result of '" + spelled(function_->decl->name) + "'");
        // The result has the declared type's width, like a store.
        if (const std::optional<core::Opcode> trunc = truncation(result); trunc && v.type != result) {
            const int reg = allocate(stmt.expr->first);
            emit(core::encodeABC(*trunc, reg, v.reg, 0));
            v.reg = reg;
        }
    }
    emit(core::encodeABC(core::Opcode::Return, v.reg, 0, 0));
}

void FunctionCompiler::breakStatement(const Stmt& stmt)
{
    if (breakables_.empty()) {
        b_.warning(stmt.first, stmt.last,
                   "'break' outside a loop or switch does nothing (the original compiler accepted it)");
        return;
    }
    if (!breakables_.back().isSwitch)
        b_.warning(stmt.first, stmt.last,
                   "'break' leaves the loop here; the original ignored 'break' outside a switch, so there "
                   "the loop went on");
    breakables_.back().breaks.push_back(emitJump(core::Opcode::Jump, 0));
}

void FunctionCompiler::continueStatement(const Stmt& stmt)
{
    auto loop = std::find_if(breakables_.rbegin(), breakables_.rend(), [](const Breakable& b) { return !b.isSwitch; });
    if (loop == breakables_.rend()) {
        error(stmt.first, stmt.last, "'continue' outside a loop");
        return;
    }
    breakables_.back().continues.push_back(emitJump(core::Opcode::Jump, 0));
}

// ---- emission ----------------------------------------------------------------

size_t FunctionCompiler::emit(core::Instruction i)
{
    fn_.code.push_back(i);
    return fn_.code.size() - 1;
}

void FunctionCompiler::emitInteger(int reg, int32_t v)
{
    if (v >= core::kMinSBx && v <= core::kMaxSBx)
        emit(core::encodeAsBx(core::Opcode::LoadInt, reg, static_cast<int16_t>(v)));
    else
        emitConstant(reg, {core::ConstantKind::Integer, v});
}

void FunctionCompiler::emitConstant(int reg, core::Constant k)
{
    auto it = std::find(fn_.constants.begin(), fn_.constants.end(), k);
    if (it == fn_.constants.end()) {
        if (fn_.constants.size() > core::kMaxBx) {
            error(current_, current_, "too many constants in one handler");
            return;
        }
        fn_.constants.push_back(k);
        it = fn_.constants.end() - 1;
    }
    emit(core::encodeABx(core::Opcode::LoadConst, reg, static_cast<uint16_t>(it - fn_.constants.begin())));
}

size_t FunctionCompiler::emitJump(core::Opcode op, int reg)
{
    return emit(core::encodeAsBx(op, reg, 0));
}

void FunctionCompiler::patchJump(size_t at, size_t target)
{
    const int64_t offset = int64_t(target) - int64_t(at) - 1;
    if (offset < core::kMinSBx || offset > core::kMaxSBx) {
        error(current_, current_, "handler too long: a jump spans more than 32767 instructions");
        return;
    }
    if (at == kNoJump)
        return;
    core::Instruction& i = fn_.code[at];
    i = core::encodeAsBx(core::opcodeOf(i), core::operandA(i), static_cast<int16_t>(offset));
}

void FunctionCompiler::jumpBack(size_t target)
{
    patchJump(emitJump(core::Opcode::Jump, 0), target);
}

int FunctionCompiler::allocate(TokenIndex at)
{
    if (top_ >= core::kMaxRegisters) {
        if (!registersExhausted_)
            error(at, at, "handler too complex: it needs more than 256 registers (locals and temporaries)");
        registersExhausted_ = true;
        return core::kMaxRegisters - 1;
    }
    const int reg = top_++;
    fn_.registerCount = std::max<uint16_t>(fn_.registerCount, static_cast<uint16_t>(top_));
    return reg;
}

void FunctionCompiler::at(TokenIndex token)
{
    current_ = token;
    const module::SourcePosition p = b_.position(token);
    if (p.line == 0)
        return;
    const uint32_t pc = static_cast<uint32_t>(fn_.code.size());
    if (!fn_.lines.empty()) {
        core::LineEntry& last = fn_.lines.back();
        if (last.file == p.file && last.line == p.line)
            return;
        if (last.pc == pc) {        // nothing emitted for the previous position
            last = {pc, p.file, p.line, p.column};
            return;
        }
    }
    fn_.lines.push_back({pc, p.file, p.line, p.column});
}

std::string FunctionCompiler::spelled(TokenIndex token) const
{
    const LexedUnit& u = b_.unit();
    return std::string(u.names.name(u.tokens[token].text));
}

std::string FunctionCompiler::typeName(core::ValueType t) const
{
    return "'" + std::string(core::valueTypeName(t)) + "'";
}

void FunctionCompiler::error(const Expr* e, std::string message, std::vector<std::string> suggestions)
{
    b_.error(e->first, e->last, std::move(message), std::move(suggestions));
}

void FunctionCompiler::error(TokenIndex first, TokenIndex last, std::string message, std::vector<std::string> suggestions)
{
    b_.error(first, last, std::move(message), std::move(suggestions));
}

} // namespace incursion::script

