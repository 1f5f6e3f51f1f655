#include "vm/interpreter.h"

#include <algorithm>
#include <climits>
#include <filesystem>

// Computed goto (a GCC and clang extension) gives each handler its own
// indirect jump, which predicts better than one shared switch jump.
#if defined(__GNUC__) && !defined(INCURSION_VM_SWITCH_DISPATCH)
#define INCURSION_VM_COMPUTED_GOTO 1
#define VM_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define INCURSION_VM_COMPUTED_GOTO 0
#define VM_UNLIKELY(x) (x)
#endif

namespace incursion::vm {

enum class Interpreter::Fault : uint8_t {
    None, DivisionByZero, Overflow, Host, InstructionBudget, CallDepth, RegisterStack,
    StringSize, StringMemory, NoDice, Aborted,
};

namespace {

ScriptError::Kind errorKind(Interpreter::Fault fault, HostCall::Status status)
{
    using Kind = ScriptError::Kind;
    using Fault = Interpreter::Fault;
    switch (fault) {
    case Fault::None: break;
    case Fault::DivisionByZero: return Kind::DivisionByZero;
    case Fault::Overflow: return Kind::Overflow;
    case Fault::Host: return status == HostCall::Status::NotImplemented ? Kind::NotImplemented : Kind::HostFailure;
    case Fault::InstructionBudget: return Kind::InstructionBudget;
    case Fault::CallDepth: return Kind::CallDepth;
    case Fault::RegisterStack: return Kind::RegisterStack;
    case Fault::StringSize: return Kind::StringSize;
    case Fault::StringMemory: return Kind::StringMemory;
    case Fault::NoDice: return Kind::NoDice;
    case Fault::Aborted: return Kind::Aborted;
    }
    return Kind::HostFailure;
}

std::string fileName(const std::string& path)
{
    return std::filesystem::path(path).filename().string();
}

} // namespace

std::string ScriptError::text() const
{
    std::string out;
    if (!trace.empty() && trace.front().line != 0)
        out += fileName(trace.front().file) + ":" + std::to_string(trace.front().line) + ": ";
    out += message;
    out += '\n';
    for (const StackEntry& entry : trace) {
        out += "  in " + entry.function;
        if (entry.line != 0)
            out += " (" + fileName(entry.file) + ":" + std::to_string(entry.line) + ")";
        out += '\n';
    }
    return out;
}

Interpreter::Interpreter(Program& program, const Limits& limits)
    : program_(program), limits_(limits)
{
    stack_.assign(std::max<uint32_t>(limits_.registerStack, 1), 0);
    frames_.resize(std::max<uint32_t>(limits_.callDepth, 1));
    invocations_.reserve(frames_.size());
}

std::span<const Frame> Interpreter::frames() const
{
    if (!current_)
        return {};
    return {frames_.data(), size_t(current_ - frames_.data()) + 1};
}

const Interpreter::Invocation* Interpreter::invocationOf(size_t frameIndex) const
{
    for (auto it = invocations_.rbegin(); it != invocations_.rend(); ++it)
        if (it->firstFrame <= frameIndex)
            return &*it;
    return nullptr;
}

const void* Interpreter::invocationTag(size_t frameIndex) const
{
    const Invocation* invocation = invocationOf(frameIndex);
    return invocation ? invocation->tag : nullptr;
}

uint64_t Interpreter::invocationSerial(size_t frameIndex) const
{
    const Invocation* invocation = invocationOf(frameIndex);
    return invocation ? invocation->serial : 0;
}

uint32_t Interpreter::callSitePc(const Frame& caller)
{
    // A caller waits after its call and the call's Extra word.
    uint32_t pc = caller.pcIndex();
    if (pc > 0) {
        --pc;
        if (pc > 0 && core::opByte(caller.function->code[pc]) == uint8_t(core::Opcode::Extra))
            --pc;
    }
    return pc;
}

Interpreter::Result Interpreter::invoke(const LoadedFunction& function, std::span<const int32_t> arguments,
                                        const void* tag)
{
    Frame* const caller = current_;
    Frame* const frame = caller ? caller + 1 : frames_.data();
    if (!caller)
        error_.reset();     // lastError() is about the latest outermost invocation
    int32_t* const base = caller ? caller->registers + caller->function->registerCount : stack_.data();
    const bool scriptFunction = function.source->kind == core::FunctionKind::ScriptFunction;
    if (scriptFunction ? arguments.size() != function.parameterCount : arguments.size() > function.registerCount) {
        raise(ScriptError::Kind::BadInvocation,
              program_.displayName(function) + " takes " + std::to_string(function.parameterCount) +
                  (function.parameterCount == 1 ? " argument, " : " arguments, ") +
                  std::to_string(arguments.size()) + " given",
              caller);
        return {0, false};
    }
    if (frame == frames_.data() + frames_.size()) {
        raise(ScriptError::Kind::CallDepth,
              "the call depth limit of " + std::to_string(frames_.size()) + " frames is reached", caller);
        return {0, false};
    }
    if (function.registerCount > stack_.data() + stack_.size() - base) {
        raise(ScriptError::Kind::RegisterStack,
              "the register stack of " + std::to_string(stack_.size()) + " registers is full", caller);
        return {0, false};
    }
    std::copy(arguments.begin(), arguments.end(), base);
    std::fill(base + arguments.size(), base + function.registerCount, 0);
    frame->function = &function;
    frame->registers = base;
    frame->pc = function.code;

    // Between invocations only the arguments are live (a caller may pass
    // strings it made with makeString): the last result's strings go.
    if (nesting_ == 0 && heap_.liveCount() != 0)
        collectStrings(base + arguments.size());
    ++nesting_;
    invocations_.push_back({size_t(frame - frames_.data()), tag, nextSerial_++});
    if (nesting_ == 1)
        runningSerial_.store(invocations_.back().serial, std::memory_order_release);
    const Result result = run(frame);
    invocations_.pop_back();
    if (--nesting_ == 0) {
        abort_ = false;
        runningSerial_.store(0, std::memory_order_release);
    }
    current_ = caller;
    return result;
}

std::optional<int32_t> Interpreter::makeString(std::string_view bytes)
{
    if (bytes.size() > limits_.stringSize || heap_.bytesInUse() + bytes.size() > limits_.stringMemory)
        return std::nullopt;
    return heap_.add(std::string(bytes));
}

void Interpreter::collectStrings(const int32_t* registerTop)
{
    if (registerTop)
        heap_.mark(std::span<const int32_t>(stack_.data(), registerTop));
    heap_.sweep();
    collectAt_ = std::max<size_t>(size_t(1) << 20, 2 * heap_.bytesInUse());
}

Interpreter::Fault Interpreter::concat(int32_t& result, int32_t left, int32_t right, const int32_t* registerTop)
{
    const std::string_view a = stringBytes(left), b = stringBytes(right);
    if (b.empty() || a.empty()) {
        result = b.empty() ? left : right;      // strings are immutable: share the other one
        return Fault::None;
    }
    const size_t size = a.size() + b.size();
    if (size > limits_.stringSize) {
        stringFailure_ = "joining strings of " + std::to_string(a.size()) + " and " + std::to_string(b.size()) +
                         " bytes exceeds the string size limit of " + std::to_string(limits_.stringSize) + " bytes";
        return Fault::StringSize;
    }
    // Collect only in the outermost invocation: a host function further out
    // may hold a string in a C++ variable, where marking cannot see it.
    if (heap_.bytesInUse() + size > collectAt_ && nesting_ == 1)
        collectStrings(registerTop);
    if (heap_.bytesInUse() + size > limits_.stringMemory) {
        stringFailure_ = "run-time strings would take more than the limit of " +
                         std::to_string(limits_.stringMemory) + " bytes";
        return Fault::StringMemory;
    }
    result = heap_.join(a, b);
    return Fault::None;
}

Interpreter::Evaluation Interpreter::evaluate(const LoadedFunction& fragment, size_t frameIndex, uint64_t budget)
{
    Evaluation out;
    const std::span<const Frame> active = frames();
    if (frameIndex >= active.size()) {
        out.error = "there is no frame " + std::to_string(frameIndex);
        return out;
    }
    const Frame& scope = active[frameIndex];
    const uint16_t scopeRegisters = scope.function->registerCount;
    Frame* const top = current_;
    Frame* const frame = top + 1;
    int32_t* const base = top->registers + top->function->registerCount;
    if (fragment.registerCount < scopeRegisters) {
        out.error = "the expression was compiled for another function";
        return out;
    }
    if (frame == frames_.data() + frames_.size() || fragment.registerCount > stack_.data() + stack_.size() - base) {
        out.error = "no room left on the script stack to evaluate";
        return out;
    }
    std::copy(scope.registers, scope.registers + scopeRegisters, base);
    std::fill(base + scopeRegisters, base + fragment.registerCount, 0);
    frame->function = &fragment;
    frame->registers = base;
    frame->pc = fragment.code;

    // The stopped run's error and budget stay as they were; no debugging inside.
    std::optional<ScriptError> stoppedError = std::move(error_);
    error_.reset();
    const uint64_t savedBudget = limits_.instructionBudget;
    const bool savedTracing = tracing_;
    limits_.instructionBudget = budget;
    tracing_ = false;
    evaluating_ = true;
    ++nesting_;
    invocations_.push_back({frameIndex, nullptr, nextSerial_++});
    const Result result = run(frame);
    invocations_.pop_back();
    --nesting_;
    evaluating_ = false;
    tracing_ = savedTracing;
    limits_.instructionBudget = savedBudget;
    current_ = top;

    if (result.ok) {
        std::copy(base, base + scopeRegisters, scope.registers);
        out.value = result.value;
        out.ok = true;
    } else {
        out.error = error_ ? error_->message : std::string("the evaluation failed");
    }
    error_ = std::move(stoppedError);
    return out;
}

void Interpreter::attend(Frame* frame)
{
    current_ = frame;
    if (evaluating_)
        return;         // the debugger is waiting for this evaluation: its commands wait too
    if (hook_)
        hook_->onAttention(*this, *frame);
    else
        attention_.store(false, std::memory_order_relaxed);
}

Interpreter::Result Interpreter::run(Frame* const entry)
{
    Frame* frame = entry;
    const LoadedFunction* fn = frame->function;
    const core::Instruction* pc = frame->pc;
    // Instructions from `segment` up to pc are not yet charged to the budget.
    const core::Instruction* segment = pc;
    int32_t* R = frame->registers;
    const int32_t* K = fn->constants;
    int64_t budget = int64_t(std::min<uint64_t>(limits_.instructionBudget, INT64_MAX));
    Frame* const lastFrame = frames_.data() + frames_.size() - 1;
    const int32_t* const stackEnd = stack_.data() + stack_.size();

    core::Instruction i = 0;
    int32_t value = 0;
    Fault fault = Fault::None;
    const core::Instruction* faultAt = nullptr;
    HostCall::Status hostStatus = HostCall::Status::Ok;

#define RA R[core::operandA(i)]
#define RB R[core::operandB(i)]
#define RC R[core::operandC(i)]
#define FAIL(kind, at)                                                                                        \
    do {                                                                                                      \
        fault = (kind);                                                                                       \
        faultAt = (at);                                                                                       \
        goto failed;                                                                                          \
    } while (0)
    // A backward jump by s: charge the straight run that ends here, then the
    // debugger's check point at the jump target.
#define JUMP_BACK(s) JUMP_BACK_FROM(s, pc - 1)
    // `from`: the instruction that jumps (the one an error names).
#define JUMP_BACK_FROM(s, from)                                                                               \
    do {                                                                                                      \
        budget -= pc - segment;                                                                               \
        if (VM_UNLIKELY(budget < 0))                                                                          \
            FAIL(Fault::InstructionBudget, (from));                                                           \
        pc += (s);                                                                                            \
        segment = pc;                                                                                         \
        if (VM_UNLIKELY(attention_.load(std::memory_order_relaxed)))                                          \
            ATTEND();                                                                                         \
    } while (0)
    // A check point: the hook may stop here, turn tracing on or off, or abort.
#define ATTEND()                                                                                              \
    do {                                                                                                      \
        frame->pc = pc;                                                                                       \
        attend(frame);                                                                                        \
        if (VM_UNLIKELY(abort_))                                                                              \
            FAIL(Fault::Aborted, pc);                                                                         \
        SELECT_TABLE();                                                                                       \
    } while (0)
#define JUMP(s)                                                                                               \
    do {                                                                                                      \
        const int32_t offset = (s);                                                                           \
        if (offset < 0)                                                                                       \
            JUMP_BACK(offset);                                                                                \
        else                                                                                                  \
            pc += offset;                                                                                     \
    } while (0)
    // Host calls leave pc on their Extra word (or after getm/setm): that is
    // what frames() shows and what errors report.
#define CALL_HOST(binding, argumentCount)                                                                     \
    do {                                                                                                      \
        HostCall call{R + core::operandA(i), (argumentCount), this, hostContext_, HostCall::Status::Ok};             \
        frame->pc = pc;                                                                                       \
        current_ = frame;                                                                                     \
        value = (binding)(call);                                                                              \
        if (VM_UNLIKELY(call.status != HostCall::Status::Ok)) {                                               \
            hostStatus = call.status;                                                                         \
            FAIL(Fault::Host, pc - 1);                                                                        \
        }                                                                                                     \
    } while (0)
    // After a host call, with pc on the next instruction: a nested invocation
    // may have stopped in the debugger, turned tracing on (its own later check
    // points may have cleared the attention flag already) or been aborted.
#define AFTER_HOST()                                                                                          \
    do {                                                                                                      \
        if (VM_UNLIKELY(attention_.load(std::memory_order_relaxed) || abort_))                                \
            ATTEND();                                                                                         \
        else                                                                                                  \
            SELECT_TABLE();                                                                                   \
    } while (0)

#if INCURSION_VM_COMPUTED_GOTO
    static const void* const kHandlers[core::kOpcodeCount] = {
#define OPCODE(name, format, mnemonic, effect) &&op_##name,
#include "core/opcodes.def"
#undef OPCODE
    };
    // While tracing, every opcode goes through the debugger first.
    static const void* const kTracing[core::kOpcodeCount] = {
#define OPCODE(name, format, mnemonic, effect) &&trace,
#include "core/opcodes.def"
#undef OPCODE
    };
    const void* const* table = tracing_ ? kTracing : kHandlers;
#define SELECT_TABLE() (table = tracing_ ? kTracing : kHandlers)
#define CASE(name) op_##name:
#define DISPATCH()                                                                                            \
    do {                                                                                                      \
        i = *pc++;                                                                                            \
        goto *table[core::opByte(i)];                                                                               \
    } while (0)
#define EXECUTE() goto *kHandlers[core::opByte(i)]
#else
#define SELECT_TABLE() ((void)0)
#define CASE(name) case core::Opcode::name:
#define DISPATCH() goto dispatch
#define EXECUTE() goto execute
#endif

    // An abort ends every invocation until the outermost has unwound, also
    // those a host function starts afterwards (the next handler of a sweep).
    if (VM_UNLIKELY(abort_))
        FAIL(Fault::Aborted, pc);
    if (VM_UNLIKELY(attention_.load(std::memory_order_relaxed)))
        ATTEND();

#if INCURSION_VM_COMPUTED_GOTO
    DISPATCH();
#else
dispatch:
    i = *pc++;
    if (VM_UNLIKELY(tracing_))
        goto trace;
execute:
    switch (core::opcodeOf(i)) {
#endif

    CASE(Move) RA = RB; DISPATCH();
    CASE(LoadInt) RA = core::operandSBx(i); DISPATCH();
    CASE(LoadConst) RA = K[core::operandBx(i)]; DISPATCH();

    // Wrap-around arithmetic, as the 32-bit registers of the original.
    CASE(Add) RA = int32_t(uint32_t(RB) + uint32_t(RC)); DISPATCH();
    CASE(Sub) RA = int32_t(uint32_t(RB) - uint32_t(RC)); DISPATCH();
    CASE(Mul) RA = int32_t(uint32_t(RB) * uint32_t(RC)); DISPATCH();
    CASE(Div) {
        const int32_t b = RB, c = RC;
        if (VM_UNLIKELY(c == 0))
            FAIL(Fault::DivisionByZero, pc - 1);
        if (VM_UNLIKELY(c == -1 && b == INT32_MIN))
            FAIL(Fault::Overflow, pc - 1);
        RA = b / c;
        DISPATCH();
    }
    CASE(Mod) {
        const int32_t b = RB, c = RC;
        if (VM_UNLIKELY(c == 0))
            FAIL(Fault::DivisionByZero, pc - 1);
        if (VM_UNLIKELY(c == -1 && b == INT32_MIN))
            FAIL(Fault::Overflow, pc - 1);
        RA = b % c;
        DISPATCH();
    }
    CASE(AddImm) RA = int32_t(uint32_t(RB) + uint32_t(int32_t(core::operandSC(i)))); DISPATCH();
    CASE(BitAnd) RA = RB & RC; DISPATCH();
    CASE(BitOr) RA = RB | RC; DISPATCH();
    CASE(BitXor) RA = RB ^ RC; DISPATCH();
    CASE(ShiftLeft) RA = int32_t(uint32_t(RB) << (RC & 31)); DISPATCH();
    CASE(ShiftRight) RA = RB >> (RC & 31); DISPATCH();
    CASE(Min) RA = std::min(RB, RC); DISPATCH();
    CASE(Max) RA = std::max(RB, RC); DISPATCH();
    CASE(Roll) {
        if (VM_UNLIKELY(!dice_))
            FAIL(Fault::NoDice, pc - 1);
        RA = dice_->roll(int8_t(RB), int8_t(RC));
        DISPATCH();
    }
    CASE(Negate) RA = int32_t(0u - uint32_t(RB)); DISPATCH();
    CASE(Not) RA = RB == 0; DISPATCH();
    CASE(BitNot) RA = ~RB; DISPATCH();
    CASE(Abs) {
        const int32_t b = RB;
        RA = b < 0 ? int32_t(0u - uint32_t(b)) : b;
        DISPATCH();
    }

    CASE(Equal) RA = RB == RC; DISPATCH();
    CASE(NotEqual) RA = RB != RC; DISPATCH();
    CASE(Less) RA = RB < RC; DISPATCH();
    CASE(LessEqual) RA = RB <= RC; DISPATCH();

    CASE(Trunc8) RA = int8_t(RB); DISPATCH();
    CASE(Trunc16) RA = int16_t(RB); DISPATCH();
    CASE(TruncU8) RA = uint8_t(RB); DISPATCH();
    CASE(TruncU16) RA = uint16_t(RB); DISPATCH();
    CASE(ToBool) RA = RB != 0; DISPATCH();

    CASE(Jump) JUMP(core::operandSBx(i)); DISPATCH();
    CASE(JumpIf) {
        if (RA != 0)
            JUMP(core::operandSBx(i));
        DISPATCH();
    }
    CASE(JumpIfNot) {
        if (RA == 0)
            JUMP(core::operandSBx(i));
        DISPATCH();
    }

    // A counted loop: the same additions and comparisons as the `for` loop
    // it replaces (wrapping at the int32 limits, the bound read each time),
    // in one dispatch per iteration. The Extra word is read in place.
    CASE(ForPrep) {
        const core::Instruction extra = *pc++;
        if (!core::loopContinues(core::operandA(extra), RA, RB))
            pc += core::operandSBx(extra);    // forwards, past the loop
        DISPATCH();
    }
    CASE(ForLoop) {
        RA = int32_t(uint32_t(RA) + uint32_t(int32_t(core::operandSC(i))));
        const core::Instruction extra = *pc++;
        if (core::loopContinues(core::operandA(extra), RA, RB))     // RB after the store: B may be A
            JUMP_BACK_FROM(core::operandSBx(extra), pc - 2);
        DISPATCH();
    }

    CASE(GetGlobal) RA = fn->variables[core::operandBx(i)]; DISPATCH();
    CASE(SetGlobal) fn->variables[core::operandBx(i)] = RA; DISPATCH();
    CASE(GetMember) {
        CALL_HOST(fn->imports[core::operandBx(i)].call, 1);
        RA = value;
        AFTER_HOST();
        DISPATCH();
    }
    CASE(SetMember) {
        CALL_HOST(fn->imports[core::operandBx(i)].set, 2);
        AFTER_HOST();
        DISPATCH();
    }
    CASE(CallHost) {
        CALL_HOST(fn->imports[core::operandBx(i)].call, core::operandA(*pc));
        RA = value;
        ++pc;
        AFTER_HOST();
        DISPATCH();
    }
    CASE(Extra) DISPATCH();     // never reached: jumps cannot land on operand words
    CASE(RectGet) RA = int8_t(uint32_t(RB) >> (8 * (core::operandC(i) & 3))); DISPATCH();
    CASE(RectSet) {
        const unsigned shift = 8 * (core::operandC(i) & 3);
        RA = int32_t((uint32_t(RA) & ~(0xFFu << shift)) | uint32_t(uint8_t(RB)) << shift);
        DISPATCH();
    }
    CASE(Concat) {
        frame->pc = pc;
        current_ = frame;
        const Fault f = concat(value, RB, RC, R + fn->registerCount);
        if (VM_UNLIKELY(f != Fault::None))
            FAIL(f, pc - 1);
        RA = value;
        DISPATCH();
    }

    CASE(Return) {
        value = RA;
        goto returning;
    }
    CASE(ReturnNothing) {
        value = 0;
        goto returning;
    }
    CASE(Call) {
        const LoadedFunction* const callee = fn->functions + core::operandBx(i);
        int32_t* const base = R + core::operandA(i);
        if (VM_UNLIKELY(frame == lastFrame))
            FAIL(Fault::CallDepth, pc - 1);
        if (VM_UNLIKELY(callee->registerCount > stackEnd - base))
            FAIL(Fault::RegisterStack, pc - 1);
        budget -= pc + 1 - segment;
        if (VM_UNLIKELY(budget < 0))
            FAIL(Fault::InstructionBudget, pc - 1);
        frame->pc = pc + 1;     // the return address, after the Extra word
        ++frame;
        frame->function = callee;
        frame->registers = base;
        for (int32_t *r = base + callee->parameterCount, *end = base + callee->registerCount; r < end; ++r)
            *r = 0;
        fn = callee;
        R = base;
        K = fn->constants;
        pc = fn->code;
        segment = pc;
        if (VM_UNLIKELY(attention_.load(std::memory_order_relaxed)))
            ATTEND();
        DISPATCH();
    }

#if !INCURSION_VM_COMPUTED_GOTO
    case core::Opcode::Count:
        break;
    }
    goto dispatch;
#endif

trace:
    frame->pc = pc - 1;         // the instruction about to run
    current_ = frame;
    if (hook_)
        hook_->onInstruction(*this, *frame);
    else
        tracing_ = false;
    if (VM_UNLIKELY(abort_))
        FAIL(Fault::Aborted, pc - 1);
    SELECT_TABLE();
    EXECUTE();

returning:
    budget -= pc - segment;
    if (frame == entry)
        return {value, true};
    R[0] = value;               // the caller's R[A]
    --frame;
    fn = frame->function;
    R = frame->registers;
    K = fn->constants;
    pc = frame->pc;
    segment = pc;
    DISPATCH();

failed:
    frame->pc = faultAt + 1;
    current_ = frame;
    raise(errorKind(fault, hostStatus), faultMessage(fault, *frame, faultAt, hostStatus), frame,
          uint32_t(faultAt - fn->code));
    if (fault == Fault::Host) {
        const module::ModuleImage& image = *program_.modules()[fn->module].image;
        error_->apiName = image.strings[image.imports[core::operandBx(*faultAt)].name];
    }
    return {0, false};

#undef RA
#undef RB
#undef RC
#undef FAIL
#undef JUMP_BACK
#undef JUMP_BACK_FROM
#undef JUMP
#undef CALL_HOST
#undef ATTEND
#undef AFTER_HOST
#undef SELECT_TABLE
#undef EXECUTE
#undef CASE
#undef DISPATCH
}

std::string Interpreter::faultMessage(Fault fault, const Frame& frame, const core::Instruction* at, HostCall::Status status)
{
    const core::Instruction word = *at;
    const bool remainder = core::opcodeOf(word) == core::Opcode::Mod;
    switch (fault) {
    case Fault::None:
        break;
    case Fault::DivisionByZero:
        return remainder ? "remainder of a division by zero" : "division by zero";
    case Fault::Overflow:
        return std::string(remainder ? "remainder of " : "") + "-2147483648 / -1 overflows";
    case Fault::Host: {
        const uint32_t import = core::operandBx(word);
        const LoadedFunction& fn = *frame.function;
        const module::ModuleImage& image = *program_.modules()[fn.module].image;
        const module::Import& declared = image.imports[import];
        const std::string& name = image.strings[declared.name];
        const std::string what = std::string(module::importKindName(declared.kind)) + " '" + name + "' (" +
                                 image.strings[declared.signature] + ")";
        if (status == HostCall::Status::Failed)
            return what + ": " + hostFailure_;
        const auto& reports = program_.report().imports;
        const auto report = std::find_if(reports.begin(), reports.end(), [&](const ImportReport& r) {
            return r.module == fn.module && r.import == import;
        });
        if (core::opcodeOf(word) == core::Opcode::SetMember && report != reports.end() && report->implemented)
            return what + " is read-only in this runtime: it implements no setter";
        std::string message = what + " is not implemented by this runtime";
        if (report != reports.end() && !report->problem.empty() && report->problem != "not implemented")
            message += " (" + report->problem + ")";
        return message;
    }
    case Fault::InstructionBudget:
        return "the instruction budget of " + std::to_string(limits_.instructionBudget) +
               " instructions is used up (an endless loop?)";
    case Fault::CallDepth:
        return "the call depth limit of " + std::to_string(frames_.size()) + " frames is reached (endless recursion?)";
    case Fault::RegisterStack:
        return "the register stack of " + std::to_string(stack_.size()) + " registers is full";
    case Fault::StringSize:
    case Fault::StringMemory:
        return stringFailure_;
    case Fault::NoDice:
        return "no dice roller is installed";
    case Fault::Aborted:
        return "stopped by the debugger";
    }
    return "script error";
}

void Interpreter::raise(ScriptError::Kind kind, std::string message, Frame* innermost,
                        std::optional<uint32_t> innermostPc)
{
    ScriptError error{kind, std::move(message), {}, {}};
    if (innermost) {
        // Innermost first, down to the outermost frame (an index: a pointer
        // before frames_.data() may not even be formed).
        for (size_t i = size_t(innermost - frames_.data()) + 1; i-- > 0;) {
            const Frame* f = &frames_[i];
            const LoadedFunction& fn = *f->function;
            const uint32_t pc = f == innermost && innermostPc ? *innermostPc : callSitePc(*f);
            StackEntry entry{program_.displayName(fn), {}, 0, 0, &fn, pc};
            if (const std::optional<Program::SourceLine> line = program_.sourceLine(fn, pc)) {
                entry.file = std::string(line->file);
                entry.line = line->line;
                entry.column = line->column;
            }
            error.trace.push_back(std::move(entry));
        }
    }
    error_ = std::move(error);
    if (hook_ && !evaluating_)
        hook_->onScriptError(*this, *error_);
}

} // namespace incursion::vm
