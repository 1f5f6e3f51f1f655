// Expressions, calls and assignable places of handler code (FunctionCompiler).
#include "function_compiler.h"

#include "module_builder.h"
#include "type_rules.h"

#include <algorithm>

namespace incursion::script {

using namespace ast;
using core::Opcode;
using core::ValueType;

namespace {

core::Opcode arithmeticOpcode(Op op)
{
    switch (op) {
    case Op::Add: case Op::AddAssign: return core::Opcode::Add;
    case Op::Sub: case Op::SubAssign: return core::Opcode::Sub;
    case Op::Mul: case Op::MulAssign: return core::Opcode::Mul;
    case Op::Div: case Op::DivAssign: return core::Opcode::Div;
    case Op::Mod: case Op::ModAssign: return core::Opcode::Mod;
    case Op::BitAnd: case Op::AndAssign: return core::Opcode::BitAnd;
    case Op::BitOr: case Op::OrAssign: return core::Opcode::BitOr;
    case Op::BitXor: return core::Opcode::BitXor;
    case Op::ShiftLeft: case Op::ShiftLeftAssign: return core::Opcode::ShiftLeft;
    case Op::ShiftRight: case Op::ShiftRightAssign: return core::Opcode::ShiftRight;
    default: return core::Opcode::Count;
    }
}

// Whether compiling `e` straight into a variable's own register could write
// that register before `e` has read it (`ok = ok && x`): then a temporary is
// used and moved at the end.
bool writesEarly(const Expr* e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ExprKind::Binary:
        return e->op == Op::LogicalAnd || e->op == Op::LogicalOr;
    case ExprKind::Unary:
        return e->op == Op::PreIncrement || e->op == Op::PreDecrement || e->op == Op::PostIncrement
               || e->op == Op::PostDecrement || writesEarly(e->operand);
    case ExprKind::Paren:
    case ExprKind::Cast:
        return writesEarly(e->operand);
    case ExprKind::Conditional:
        return writesEarly(e->lhs) || writesEarly(e->rhs);
    case ExprKind::Comma:
        return writesEarly(e->rhs);
    case ExprKind::Assign:
        return true;
    default:
        return false;
    }
}

// Whether the literal `e` already has a value of type `t` (no truncation needed).
bool literalFits(const Expr* e, const LexedUnit& unit, core::ValueType t)
{
    const std::optional<int32_t> literal = FunctionCompiler::literalValue(e, unit);
    if (!literal)
        return false;
    const int32_t v = *literal;
    switch (t) {
    case core::ValueType::Int8: return v >= INT8_MIN && v <= INT8_MAX;
    case core::ValueType::Int16: return v >= INT16_MIN && v <= INT16_MAX;
    case core::ValueType::UInt8: return v >= 0 && v <= UINT8_MAX;
    case core::ValueType::UInt16: return v >= 0 && v <= UINT16_MAX;
    case core::ValueType::Bool: return v == 0 || v == 1;
    default: return true;
    }
}

int rectField(std::string_view name)
{
    static constexpr std::string_view kFields[] = {"x1", "y1", "x2", "y2"};
    for (int i = 0; i < 4; ++i)
        if (name == kFields[i])
            return i;
    return -1;
}

} // namespace

// ---- expressions -------------------------------------------------------------

std::optional<int32_t> FunctionCompiler::literalValue(const Expr* e, const LexedUnit& unit)
{
    while (e && e->kind == ExprKind::Paren)
        e = e->operand;
    if (!e)
        return std::nullopt;
    if (e->kind == ExprKind::Number || e->kind == ExprKind::Char)
        return unit.tokens[e->token].value;
    if (e->kind == ExprKind::True || e->kind == ExprKind::False)
        return int32_t(e->kind == ExprKind::True);
    return std::nullopt;
}

FunctionCompiler::Operand FunctionCompiler::value(const Expr* e)
{
    if (const Local* local = localNamed(e))
        return {local->type, local->reg};
    while (e && e->kind == ExprKind::Paren)
        e = e->operand;
    const int reg = allocate(e ? e->first : 0);
    return {valueInto(e, reg), reg};
}

void FunctionCompiler::discard(const Expr* e)
{
    const int savedTop = top_;
    while (e && e->kind == ExprKind::Paren)
        e = e->operand;
    // Assignments and increments as statements: no result register needed.
    if (e && e->kind == ExprKind::Assign)
        assignment(*e, kNoResult);
    else if (e && e->kind == ExprKind::Unary && (e->op == Op::PreIncrement || e->op == Op::PreDecrement
                                                 || e->op == Op::PostIncrement || e->op == Op::PostDecrement))
        increment(*e, kNoResult);
    else
        value(e);
    top_ = savedTop;
}

core::ValueType FunctionCompiler::valueInto(const Expr* e, int reg)
{
    if (!e)
        return core::ValueType::Unknown;
    const int savedTop = top_;
    const LexedUnit& u = b_.unit();
    core::ValueType type = core::ValueType::Int32;
    switch (e->kind) {
    case ExprKind::Number:
    case ExprKind::Char:
        emitInteger(reg, u.tokens[e->token].value);
        break;
    case ExprKind::String:
        emitConstant(reg, {core::ConstantKind::Text, static_cast<int32_t>(b_.internStringToken(e->token))});
        type = core::ValueType::Text;
        break;
    case ExprKind::True:
    case ExprKind::False:
        emitInteger(reg, e->kind == ExprKind::True);
        type = core::ValueType::Bool;
        break;
    case ExprKind::Null:
        emitInteger(reg, 0);
        type = core::ValueType::Unknown;
        break;
    case ExprKind::ResourceName:
    case ExprKind::ResourceNumber:
        type = resourceConstant(*e, reg);
        break;
    case ExprKind::Identifier:
        type = identifier(*e, reg);
        break;
    case ExprKind::Paren:
        type = valueInto(e->operand, reg);
        break;
    case ExprKind::Member:
        type = member(*e, reg);
        break;
    case ExprKind::Call:
    case ExprKind::MemberCall:
        type = call(*e, reg);
        break;
    case ExprKind::RectField: {
        const std::optional<Place> p = place(e);
        if (p)
            load(*p, reg);
        break;
    }
    case ExprKind::Min:
    case ExprKind::Max:
    case ExprKind::Dice: {
        const Operand a = value(e->lhs);
        const Operand b = value(e->rhs);
        for (const auto& [operand, expr] : {std::pair{a, e->lhs}, std::pair{b, e->rhs}})
            if (!isInteger(operand.type))
                error(expr, "'" + std::string(e->kind == ExprKind::Dice ? "d" : e->kind == ExprKind::Min ? "min" : "max")
                                + "' needs numbers, not " + typeName(operand.type));
        const core::Opcode op = e->kind == ExprKind::Dice ? core::Opcode::Roll : e->kind == ExprKind::Min ? core::Opcode::Min : core::Opcode::Max;
        emit(core::encodeABC(op, reg, a.reg, b.reg));
        break;
    }
    case ExprKind::Unary:
        type = unary(*e, reg);
        break;
    case ExprKind::Cast: {
        // A cast relabels the value; it converts nothing (like the original).
        const core::ValueType from = valueInto(e->operand, reg);
        type = valueTypeOf(e->type);
        if (from == core::ValueType::Void)
            error(e->operand, "cannot cast the result of a function that returns nothing (void)");
        break;
    }
    case ExprKind::Binary:
        type = e->op == Op::LogicalAnd || e->op == Op::LogicalOr ? logical(*e, reg) : binary(*e, reg);
        break;
    case ExprKind::Conditional:
        type = conditional(*e, reg);
        break;
    case ExprKind::Assign:
        type = assignment(*e, reg);
        break;
    case ExprKind::Comma:
        // C's comma operator: the left operand for its effects, the value of
        // the right one (the original yielded the left).
        discard(e->lhs);
        type = valueInto(e->rhs, reg);
        break;
    }
    top_ = savedTop;
    return type;
}

core::ValueType FunctionCompiler::resourceConstant(const Expr& e, int reg)
{
    if (e.kind == ExprKind::ResourceNumber) {
        if (std::optional<int32_t> v = b_.evaluate(e.operand))
            emitInteger(reg, *v);
        return core::ValueType::Resource;
    }
    const module::Value v = b_.resourceReference(e.token);
    emitConstant(reg, {v.kind == module::ValueKind::Resource ? core::ConstantKind::Resource : core::ConstantKind::External,
                       v.value});
    return core::ValueType::Resource;
}

core::ValueType FunctionCompiler::identifier(const Expr& e, int reg)
{
    const std::string name = spelled(e.token);
    for (const Local& local : locals_)
        if (local.name == name) {
            if (local.reg != reg)
                emit(core::encodeABC(core::Opcode::Move, reg, local.reg, 0));
            return local.type;
        }
    if (std::optional<uint32_t> var = b_.findVariable(name, resource_)) {
        emit(core::encodeABx(core::Opcode::GetGlobal, reg, static_cast<uint16_t>(*var)));
        return b_.image().variables[*var].type;
    }
    if (const ApiObject* object = b_.api().object(name)) {
        emitInteger(reg, object->handle);
        return core::ValueType::Object;
    }
    error(&e, "'" + name + "' is not declared: no local variable, resource or global variable, or system object "
                           "has this name", identifierSuggestions(name, true));
    return core::ValueType::Unknown;
}

core::ValueType FunctionCompiler::unary(const Expr& e, int reg)
{
    if (e.op == Op::PreIncrement || e.op == Op::PreDecrement || e.op == Op::PostIncrement || e.op == Op::PostDecrement)
        return increment(e, reg);
    const core::ValueType t = valueInto(e.operand, reg);
    if (e.op == Op::Not) {
        if (!isAssignable(core::ValueType::Bool, t))
            error(e.operand, "'!' needs a truth value, not " + typeName(t));
        emit(core::encodeABC(core::Opcode::Not, reg, reg, 0));
        return core::ValueType::Bool;
    }
    if (!isInteger(t))
        error(e.operand, "'" + std::string(opSpelling(e.op)) + "' needs a number, not " + typeName(t));
    switch (e.op) {
    case Op::Negate: emit(core::encodeABC(core::Opcode::Negate, reg, reg, 0)); break;
    case Op::BitNot: emit(core::encodeABC(core::Opcode::BitNot, reg, reg, 0)); break;
    case Op::Abs: emit(core::encodeABC(core::Opcode::Abs, reg, reg, 0)); break;
    default: break;     // unary plus
    }
    return core::ValueType::Int32;
}

core::ValueType FunctionCompiler::binary(const Expr& e, int reg)
{
    const Operand a = value(e.lhs);
    const Operand b = value(e.rhs);
    const std::string op(opSpelling(e.op));
    if (isText(a.type) || isText(b.type)) {
        if (e.op == Op::Add && isText(a.type) && (isText(b.type) || b.type == core::ValueType::Unknown)) {
            emit(core::encodeABC(core::Opcode::Concat, reg, a.reg, b.reg));
            return core::ValueType::String;
        }
        error(e.first, e.last, "operator '" + op + "' cannot be applied to " + typeName(a.type) + " and "
                                   + typeName(b.type) + " (strings only join with '+'; compare them with string methods)");
        return core::ValueType::Unknown;
    }
    if (a.type == core::ValueType::Void || b.type == core::ValueType::Void) {
        error(a.type == core::ValueType::Void ? e.lhs : e.rhs, "a function that returns nothing (void) has no value");
        return core::ValueType::Unknown;
    }
    switch (e.op) {
    case Op::Equal:
    case Op::NotEqual:
        // Handles compare with numbers too (`id == -1` tests for a sentinel),
        // as the original allowed.
        if (!isAssignable(a.type, b.type) && !isAssignable(b.type, a.type) && !isInteger(a.type) && !isInteger(b.type))
            error(e.first, e.last, "cannot compare " + typeName(a.type) + " with " + typeName(b.type));
        emit(core::encodeABC(e.op == Op::Equal ? core::Opcode::Equal : core::Opcode::NotEqual, reg, a.reg, b.reg));
        return core::ValueType::Bool;
    case Op::Less:
    case Op::Greater:
    case Op::LessEqual:
    case Op::GreaterEqual: {
        if (!isInteger(a.type) || !isInteger(b.type))
            error(e.first, e.last, "operator '" + op + "' needs numbers, not " + typeName(a.type) + " and " + typeName(b.type));
        const bool swap = e.op == Op::Greater || e.op == Op::GreaterEqual;
        const core::Opcode code = e.op == Op::Less || e.op == Op::Greater ? core::Opcode::Less : core::Opcode::LessEqual;
        emit(core::encodeABC(code, reg, swap ? b.reg : a.reg, swap ? a.reg : b.reg));
        return core::ValueType::Bool;
    }
    default:
        break;
    }
    for (const auto& [operand, expr] : {std::pair{a, e.lhs}, std::pair{b, e.rhs}}) {
        if (isInteger(operand.type) || operand.type == core::ValueType::Rect)
            continue;
        // The original did no checks here, and its API declares some flag
        // fields as handles (T_TTEMPLATE::TType is an rID): accept, but say so.
        b_.warning(expr->first, expr->last, "operator '" + op + "' on a value of type " + typeName(operand.type)
                                                + ": it is used as a number");
        break;
    }
    if (e.op == Op::ShiftLeft || e.op == Op::ShiftRight)
        shiftWarning(e.token);
    emit(core::encodeABC(arithmeticOpcode(e.op), reg, a.reg, b.reg));
    return core::ValueType::Int32;
}

core::ValueType FunctionCompiler::logical(const Expr& e, int reg)
{
    // Short circuit: the result is the truth of the last operand evaluated.
    const core::ValueType a = valueInto(e.lhs, reg);
    if (!isAssignable(core::ValueType::Bool, a))
        error(e.lhs, "'" + std::string(opSpelling(e.op)) + "' needs truth values, not " + typeName(a));
    if (a != core::ValueType::Bool)
        emit(core::encodeABC(core::Opcode::ToBool, reg, reg, 0));
    const size_t skip = emitJump(e.op == Op::LogicalAnd ? core::Opcode::JumpIfNot : core::Opcode::JumpIf, reg);
    const core::ValueType b = valueInto(e.rhs, reg);
    if (!isAssignable(core::ValueType::Bool, b))
        error(e.rhs, "'" + std::string(opSpelling(e.op)) + "' needs truth values, not " + typeName(b));
    if (b != core::ValueType::Bool)
        emit(core::encodeABC(core::Opcode::ToBool, reg, reg, 0));
    patchHere(skip);
    return core::ValueType::Bool;
}

core::ValueType FunctionCompiler::conditional(const Expr& e, int reg)
{
    const size_t toElse = jumpOn(e.operand, core::Opcode::JumpIfNot, "a '?' condition");
    const core::ValueType a = valueInto(e.lhs, reg);
    const size_t toEnd = emitJump(core::Opcode::Jump, 0);
    patchHere(toElse);
    const core::ValueType b = valueInto(e.rhs, reg);
    patchHere(toEnd);
    if (!isAssignable(a, b) && !isAssignable(b, a)) {
        error(e.first, e.last, "the two results of '?:' have different types: " + typeName(a) + " and " + typeName(b));
        return core::ValueType::Unknown;
    }
    if (isText(a) || isText(b))
        return a == b ? a : core::ValueType::String;
    return a == core::ValueType::Unknown ? b : a;
}

core::ValueType FunctionCompiler::assignment(const Expr& e, int reg)
{
    const std::optional<Place> target = place(e.lhs);
    if (!target)
        return core::ValueType::Unknown;
    if (e.op == Op::Assign) {
        if (target->kind == Place::Register && !writesEarly(e.rhs)) {
            const core::ValueType from = valueInto(e.rhs, target->reg);
            checkAssignable(target->type, from, e.rhs, "'" + spelled(e.lhs->token) + "'");
            if (const std::optional<core::Opcode> trunc = truncation(target->type);
                trunc && from != target->type && !literalFits(e.rhs, b_.unit(), target->type))
                emit(core::encodeABC(*trunc, target->reg, target->reg, 0));
            if (reg != kNoResult && reg != target->reg)
                emit(core::encodeABC(core::Opcode::Move, reg, target->reg, 0));
            return target->type;
        }
        if (reg == kNoResult)
            reg = target->kind == Place::Member ? target->receiverReg + 1 : allocate(e.first);
        const core::ValueType from = valueInto(e.rhs, reg);
        checkAssignable(target->type, from, e.rhs, "the target");
        store(*target, reg, literalFits(e.rhs, b_.unit(), target->type) ? target->type : from, e.first, e.last);
        return target->type;
    }
    // Compound: target = target op value (in place for a local as a statement).
    if (reg == kNoResult)
        reg = target->kind == Place::Register ? target->reg
              : target->kind == Place::Member ? target->receiverReg + 1
                                              : allocate(e.first);
    load(*target, reg);
    const Operand rhs = value(e.rhs);
    if (e.op == Op::AddAssign && isText(target->type)) {
        if (!isText(rhs.type) && rhs.type != core::ValueType::Unknown)
            error(e.rhs, "cannot append " + typeName(rhs.type) + " to a string");
        emit(core::encodeABC(core::Opcode::Concat, reg, reg, rhs.reg));
    } else {
        if (!isInteger(target->type) || !isInteger(rhs.type))
            error(e.first, e.last, "operator '" + std::string(opSpelling(e.op)) + "' needs numbers, not "
                                       + typeName(target->type) + " and " + typeName(rhs.type));
        if (e.op == Op::NegAssign) {
            // `a ~= b` clears the bits of b in a (the original stored ~a).
            const int mask = allocate(e.rhs->first);
            emit(core::encodeABC(core::Opcode::BitNot, mask, rhs.reg, 0));
            emit(core::encodeABC(core::Opcode::BitAnd, reg, reg, mask));
        } else {
            if (e.op == Op::ShiftLeftAssign || e.op == Op::ShiftRightAssign)
                shiftWarning(e.token);
            emit(core::encodeABC(arithmeticOpcode(e.op), reg, reg, rhs.reg));
        }
    }
    store(*target, reg, isText(target->type) ? target->type : core::ValueType::Int32, e.first, e.last);
    return target->type;
}

core::ValueType FunctionCompiler::increment(const Expr& e, int reg)
{
    const std::optional<Place> target = place(e.operand);
    if (!target)
        return core::ValueType::Unknown;
    if (!isInteger(target->type))
        error(e.operand, "'" + std::string(opSpelling(e.op)) + "' needs a number, not " + typeName(target->type));
    const int8_t step = e.op == Op::PreIncrement || e.op == Op::PostIncrement ? 1 : -1;
    if (reg == kNoResult) {
        const int work = target->kind == Place::Register ? target->reg : allocate(e.first);
        load(*target, work);
        emit(core::encodeABC(core::Opcode::AddImm, work, work, static_cast<uint8_t>(step)));
        store(*target, work, core::ValueType::Int32, e.first, e.last);
        return target->type;
    }
    const bool post = e.op == Op::PostIncrement || e.op == Op::PostDecrement;
    const int work = post ? allocate(e.first) : reg;
    load(*target, post ? reg : work);
    emit(core::encodeABC(core::Opcode::AddImm, work, post ? reg : work, static_cast<uint8_t>(step)));
    store(*target, work, core::ValueType::Int32, e.first, e.last);
    return target->type;
}

core::ValueType FunctionCompiler::member(const Expr& e, int reg)
{
    const core::ValueType receiver = valueInto(e.operand, reg);
    const ApiVariable* var = memberVariable(e, receiver);
    if (!var)
        return core::ValueType::Unknown;
    emit(core::encodeABx(core::Opcode::GetMember, reg, static_cast<uint16_t>(b_.importIndex(var->kind, var->name, var->signature))));
    return var->type;
}

const ApiVariable* FunctionCompiler::memberVariable(const Expr& e, core::ValueType receiver)
{
    const std::string name = spelled(e.token);
    const ApiVariable* var = nullptr;
    if (receiver == core::ValueType::Resource)
        var = b_.api().resourceVariable(name);
    else if (receiver == core::ValueType::Object || isText(receiver))
        var = b_.api().objectVariable(name);
    else {
        error(e.operand, "a member needs an hObj, rID or string receiver, not " + typeName(receiver));
        return nullptr;
    }
    if (!var)
        error(e.token, e.token, "'" + name + "' is not a declared member variable of " + typeName(receiver) + " receivers",
              memberVariableSuggestions(name, receiver));
    return var;
}

core::ValueType FunctionCompiler::call(const Expr& e, int reg)
{
    const std::string name = spelled(e.token);
    // Arguments go in consecutive registers from `base`; `reg` serves when it
    // is the newest temporary (never a local: the arguments may read it).
    const int base = reg >= int(locals_.size()) && top_ == reg + 1 ? reg : allocate(e.first);
    const ApiFunction* fn = nullptr;
    bool hasReceiver = false;
    if (e.kind == ExprKind::Call) {
        if (const ScriptFunctionSymbol* script = b_.scriptFunction(name)) {
            const core::ValueType result = callScriptFunction(e, *script, base);
            if (base != reg)
                emit(core::encodeABC(core::Opcode::Move, reg, base, 0));
            return result;
        }
        fn = b_.api().globalFunction(name);
        if (!fn) {
            std::string message = "'" + name + "' is not a declared function (no script function and no 'system' "
                                               "declaration of a global function has this name)";
            std::vector<std::string> suggestions = functionSuggestions(name);
            // A member function called without its object: say so, but offer no
            // fix (respelling the name alone would not compile either).
            const auto callOnAnObject = [](const std::string& member) {
                return "call it on an object, as in 'EActor->" + member + "(...)'";
            };
            if (suggestions.empty() && b_.api().objectFunction(name)) {
                message += " ('" + name + "' is a member function: " + callOnAnObject(name) + ")";
            } else if (suggestions.empty()) {
                const std::vector<std::string> members = memberFunctionSuggestions(name, core::ValueType::Object);
                if (!members.empty())
                    message += " (did you mean '" + members.front() + "'? It is a member function: "
                               + callOnAnObject(members.front()) + ")";
            }
            error(e.token, e.token, std::move(message), std::move(suggestions));
            return core::ValueType::Unknown;
        }
    } else {
        hasReceiver = true;
        const core::ValueType receiver = valueInto(e.operand, base);
        if (receiver == core::ValueType::Resource) {
            fn = b_.api().resourceFunction(name);
        } else if (receiver == core::ValueType::Object || isText(receiver)) {
            fn = b_.api().objectFunction(name);
            if (fn && (fn->objectClass == ApiTable::kStringClass) != isText(receiver)) {
                error(e.token, e.token, "'" + name + "' is a " + (isText(receiver) ? "method of objects" : "string method")
                                            + ", but it is called on " + typeName(receiver));
                return core::ValueType::Unknown;
            }
        } else {
            error(e.operand, "a member function needs an hObj, rID or string receiver, not " + typeName(receiver));
            return core::ValueType::Unknown;
        }
        if (!fn) {
            error(e.token, e.token, "'" + name + "' is not a declared member function of " + typeName(receiver)
                                        + " receivers", memberFunctionSuggestions(name, receiver));
            return core::ValueType::Unknown;
        }
    }
    const core::ValueType result = callArguments(e, *fn, base, hasReceiver);
    if (base != reg)
        emit(core::encodeABC(core::Opcode::Move, reg, base, 0));
    return result;
}

core::ValueType FunctionCompiler::callArguments(const Expr& e, const ApiFunction& fn, int base, bool hasReceiver)
{
    const size_t declared = fn.parameters.size();
    size_t given = e.args.size();
    if (given > declared && !fn.varargs) {
        if (given > declared + 1) {
            error(e.first, e.last, "too many arguments to '" + fn.name + "': " + std::to_string(given) + " given, "
                                       + std::to_string(declared) + " declared (" + fn.signature + ")");
            return fn.result;
        }
        // The original accepted exactly one surplus argument and ignored it.
        b_.warning(e.args.back()->first, e.args.back()->last,
                   "one argument too many for '" + fn.name + "' (" + fn.signature + "): it is evaluated and ignored, "
                   "as the original compiler did");
        given = declared;
    }
    top_ = hasReceiver ? base + 1 : base;
    for (size_t i = 0; i < e.args.size(); ++i) {
        const Expr* arg = e.args[i];
        if (i >= given && !fn.varargs) {
            discard(arg);
            continue;
        }
        const int r = allocate(arg->first);
        const core::ValueType t = valueInto(arg, r);
        if (i < declared) {
            const ApiParameter& p = fn.parameters[i];
            checkAssignable(p.type, t, arg,
                            "argument " + std::to_string(i + 1) + (p.name.empty() ? "" : " ('" + p.name + "')") + " of '"
                                + fn.name + "'");
        } else if (t == core::ValueType::Void) {
            error(arg, "a function that returns nothing (void) has no value to pass");
        }
    }
    for (size_t i = given; i < declared; ++i) {
        const ApiParameter& p = fn.parameters[i];
        if (!p.defaultValue) {
            error(e.first, e.last, "too few arguments to '" + fn.name + "': parameter " + std::to_string(i + 1)
                                       + (p.name.empty() ? "" : " ('" + p.name + "')") + " has no default (" + fn.signature + ")");
            return fn.result;
        }
        if (i == 0 && *p.defaultValue != 0)
            b_.warning(e.first, e.last, "'" + fn.name + "' is called without its first argument: this passes its "
                                            "declared default " + std::to_string(*p.defaultValue)
                                            + ", where the original compiler passed 0");
        emitInteger(allocate(e.last), *p.defaultValue);
    }
    const int count = top_ - base;
    const uint32_t import = b_.importIndex(fn.kind, fn.name, fn.signature);
    emit(core::encodeABx(core::Opcode::CallHost, base, static_cast<uint16_t>(import)));
    emit(core::encodeABC(core::Opcode::Extra, static_cast<uint8_t>(count), 0, 0));
    if (count > core::kMaxRegisters - base)
        error(e.first, e.last, "too many arguments");
    return fn.result;
}

void FunctionCompiler::shiftWarning(TokenIndex op)
{
    // Once per place the operator is spelled: a macro used a hundred times is
    // one thing to look at, not a hundred.
    const Token& token = b_.unit().tokens[op];
    if (!shiftsReported_.insert({token.loc.file, token.loc.offset}).second)
        return;
    const bool left = token.kind == Tok::ShiftLeft || token.kind == Tok::ShiftLeftAssign;
    b_.warning(op, op, "'" + std::string(tokenSpelling(token.kind)) + "' shifts " + (left ? "left" : "right")
                           + " as written; the original VM shifted the other way, so results differ from it"
                           + (token.expansion ? " (reported once for this macro)" : ""));
}

core::ValueType FunctionCompiler::callScriptFunction(const Expr& e, const ScriptFunctionSymbol& fn, int base)
{
    const std::string name = spelled(e.token);
    if (e.args.size() != fn.parameters.size()) {
        error(e.first, e.last, "'" + name + "' takes " + std::to_string(fn.parameters.size()) + " argument"
                                   + (fn.parameters.size() == 1 ? "" : "s") + ", not " + std::to_string(e.args.size())
                                   + " (" + fn.signature + ")");
        return fn.result;
    }
    // The arguments become the callee's first registers.
    top_ = base;
    for (size_t i = 0; i < e.args.size(); ++i) {
        const int r = allocate(e.args[i]->first);
        const core::ValueType t = valueInto(e.args[i], r);
        checkAssignable(fn.parameters[i], t, e.args[i],
                        "argument " + std::to_string(i + 1) + " ('" + fn.parameterNames[i] + "') of '" + name + "'");
    }
    if (e.args.empty())
        allocate(e.first);      // the result register
    emit(core::encodeABx(core::Opcode::Call, base, static_cast<uint16_t>(fn.index)));
    emit(core::encodeABC(core::Opcode::Extra, static_cast<uint8_t>(e.args.size()), 0, 0));
    return fn.result;
}

// ---- places ------------------------------------------------------------------

std::optional<FunctionCompiler::Place> FunctionCompiler::place(const Expr* e)
{
    while (e && e->kind == ExprKind::Paren)
        e = e->operand;
    if (!e)
        return std::nullopt;
    if (e->kind == ExprKind::Identifier) {
        const std::string name = spelled(e->token);
        for (const Local& local : locals_)
            if (local.name == name)
                return Place{Place::Register, local.type, local.reg, 0, 0, 0, {}};
        if (std::optional<uint32_t> var = b_.findVariable(name, resource_))
            return Place{Place::ModuleVariable, b_.image().variables[*var].type, 0, *var, 0, 0, {}};
        if (b_.api().object(name)) {
            error(e, "the system object '" + name + "' cannot be assigned to");
            return std::nullopt;
        }
        error(e, "'" + name + "' is not declared: no local variable, resource or global variable has this name",
              identifierSuggestions(name, false));
        return std::nullopt;
    }
    if (e->kind == ExprKind::Member) {
        const int receiverReg = allocate(e->first);
        const ApiVariable* var = memberVariable(*e, valueInto(e->operand, receiverReg));
        if (!var)
            return std::nullopt;
        // SetMember reads the value from the register after the receiver.
        allocate(e->token);
        return Place{Place::Member, var->type, 0, b_.importIndex(var->kind, var->name, var->signature), receiverReg, 0, {}};
    }
    if (e->kind == ExprKind::RectField) {
        const std::string name = spelled(e->token);
        const int field = rectField(name);
        if (field < 0) {
            error(e->token, e->token, "'" + name + "' is not a rectangle field (x1, y1, x2 or y2)");
            return std::nullopt;
        }
        std::optional<Place> base = place(e->operand);
        if (!base)
            return std::nullopt;
        if (base->type != core::ValueType::Rect && base->type != core::ValueType::Unknown) {
            error(e->operand, "'@" + name + "' needs a Rect, not " + typeName(base->type));
            return std::nullopt;
        }
        Place p{Place::RectField, core::ValueType::Int8, 0, 0, 0, field, {}};
        p.base.push_back(std::move(*base));
        return p;
    }
    error(e, "this expression cannot be assigned to (expected a variable, a member or a rectangle field)");
    return std::nullopt;
}

void FunctionCompiler::load(const Place& p, int reg)
{
    switch (p.kind) {
    case Place::Register:
        if (p.reg != reg)
            emit(core::encodeABC(core::Opcode::Move, reg, p.reg, 0));
        break;
    case Place::ModuleVariable:
        emit(core::encodeABx(core::Opcode::GetGlobal, reg, static_cast<uint16_t>(p.index)));
        break;
    case Place::Member:
        emit(core::encodeABC(core::Opcode::Move, reg, p.receiverReg, 0));
        emit(core::encodeABx(core::Opcode::GetMember, reg, static_cast<uint16_t>(p.index)));
        break;
    case Place::RectField: {
        const Place& base = p.base.front();
        if (base.kind == Place::Register) {
            emit(core::encodeABC(core::Opcode::RectGet, reg, base.reg, p.field));
            break;
        }
        const int rect = allocate(0);
        load(base, rect);
        emit(core::encodeABC(core::Opcode::RectGet, reg, rect, p.field));
        --top_;
        break;
    }
    }
}

void FunctionCompiler::store(const Place& p, int reg, core::ValueType from, TokenIndex first, TokenIndex last)
{
    const std::optional<core::Opcode> trunc = from == p.type ? std::nullopt : truncation(p.type);
    switch (p.kind) {
    case Place::Register:
        if (p.reg != reg)
            emit(core::encodeABC(core::Opcode::Move, p.reg, reg, 0));
        if (trunc)
            emit(core::encodeABC(*trunc, p.reg, p.reg, 0));
        break;
    case Place::ModuleVariable:
        if (trunc)
            emit(core::encodeABC(*trunc, reg, reg, 0));
        emit(core::encodeABx(core::Opcode::SetGlobal, reg, static_cast<uint16_t>(p.index)));
        break;
    case Place::Member:
        if (b_.image().imports[p.index].kind != module::Import::Kind::MemberVariable) {
            error(first, last, "resource members cannot be assigned to (they are read-only)");
            break;
        }
        if (trunc)
            emit(core::encodeABC(*trunc, reg, reg, 0));
        if (reg != p.receiverReg + 1)
            emit(core::encodeABC(core::Opcode::Move, p.receiverReg + 1, reg, 0));
        emit(core::encodeABx(core::Opcode::SetMember, p.receiverReg, static_cast<uint16_t>(p.index)));
        break;
    case Place::RectField: {
        // The assignment's value is the int8 the field now holds.
        if (trunc)
            emit(core::encodeABC(*trunc, reg, reg, 0));
        const Place& base = p.base.front();
        if (base.kind == Place::Register) {
            emit(core::encodeABC(core::Opcode::RectSet, base.reg, reg, p.field));
            break;
        }
        const int rect = allocate(first);
        load(base, rect);
        emit(core::encodeABC(core::Opcode::RectSet, rect, reg, p.field));
        store(base, rect, core::ValueType::Rect, first, last);
        --top_;
        break;
    }
    }
}

void FunctionCompiler::checkAssignable(core::ValueType to, core::ValueType from, const Expr* at, const std::string& what)
{
    if (from == core::ValueType::Void) {
        error(at, "a function that returns nothing (void) has no value to store in " + what);
        return;
    }
    if (!isAssignable(to, from))
        error(at, "cannot use a value of type " + typeName(from) + " as " + what + ", which is " + typeName(to));
}

// ---- "did you mean" ------------------------------------------------------------

std::vector<std::string> FunctionCompiler::identifierSuggestions(const std::string& name, bool withObjects) const
{
    ClosestNames names(name);
    for (const Local& local : locals_)
        names.consider(local.name);
    b_.considerVariables(names, resource_);
    if (withObjects) {
        names.considerKeys(b_.api().objects());
        for (const auto& [macroName, macro] : b_.front().macros)
            if (!macro->functionLike)
                names.consider(macroName);
    }
    return names.best();
}

std::vector<std::string> FunctionCompiler::functionSuggestions(const std::string& name) const
{
    ClosestNames names(name);
    names.considerKeys(b_.api().globalFunctions());
    names.considerKeys(b_.scriptFunctions());
    return names.best();
}

std::vector<std::string> FunctionCompiler::memberFunctionSuggestions(const std::string& name,
                                                                     core::ValueType receiver) const
{
    ClosestNames names(name);
    if (receiver == core::ValueType::Resource)
        names.considerKeys(b_.api().resourceFunctions());
    else
        for (const auto& [candidate, fn] : b_.api().objectFunctions())
            if ((fn.objectClass == ApiTable::kStringClass) == isText(receiver))
                names.consider(candidate);
    return names.best();
}

std::vector<std::string> FunctionCompiler::memberVariableSuggestions(const std::string& name,
                                                                     core::ValueType receiver) const
{
    ClosestNames names(name);
    if (receiver == core::ValueType::Resource)
        names.considerKeys(b_.api().resourceVariables());
    else
        names.considerKeys(b_.api().objectVariables());
    return names.best();
}

} // namespace incursion::script
