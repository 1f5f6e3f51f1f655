// The interpreter of IncursionScript bytecode: runs a loaded program's
// functions inside a sandbox (instruction budget, call depth, string size).
// README.md next to this file explains registers, strings, host calls, the
// budget's accounting and the debug engine's seam.
#pragma once

#include "vm/dice.h"
#include "vm/host_api.h"
#include "vm/program.h"
#include "vm/string_heap.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::vm {

struct Limits {
    // Instructions per invocation (see README.md for how they are counted).
    // The default stops `while (1) {}` in well under a second.
    uint64_t instructionBudget = 20'000'000;
    uint32_t callDepth = 200;               // script frames, nested invocations included
    uint32_t registerStack = 1u << 18;      // registers (32-bit) for all frames
    uint32_t stringSize = 1u << 20;         // bytes of one string
    uint64_t stringMemory = 64ull << 20;    // bytes of all run-time strings
};

// One active call of a script function. `pc` is exact only where the
// interpreter stops to let others look (host calls, check points, errors):
// the next instruction to run (for a caller: its return address).
struct Frame {
    const LoadedFunction* function = nullptr;
    int32_t* registers = nullptr;
    const core::Instruction* pc = nullptr;

    uint32_t pcIndex() const { return uint32_t(pc - function->code); }
};

struct StackEntry {
    std::string function;               // Program::displayName
    std::string file;                   // the source file as the compiler named it
    uint32_t line = 0;                  // 0 when the line table has none
    uint32_t column = 0;
    const LoadedFunction* loaded = nullptr;
    uint32_t pc = 0;                    // the instruction running (callers: the call)
};

struct ScriptError {
    enum class Kind : uint8_t {
        DivisionByZero, Overflow, NotImplemented, HostFailure, InstructionBudget,
        CallDepth, RegisterStack, StringSize, StringMemory, NoDice, BadInvocation,
        Aborted,        // the debugger ended the run (Interpreter::requestAbort)
    };
    Kind kind = Kind::HostFailure;
    std::string message;
    std::vector<StackEntry> trace;      // innermost first
    std::string apiName;                // a failing or unimplemented host call: the name called

    // "main.irc:7: division by zero" and one "  in NAME (file:line)" per frame.
    std::string text() const;
};

class Interpreter;

// The debug engine's seam (back-end.md §5, README.md). The dispatch loop tests
// one atomic flag at its check points (the first instruction of every
// invocation and call, each backward jump's target, where the budget is
// charged, and after each host call); while it is set, the loop calls
// onAttention() there with the frame about to continue. The flag stays set
// until the hook clears it. Without a hook the loop clears it.
//
// While tracing is on (Interpreter::setTracing, from a hook), the loop calls
// onInstruction() before every instruction: breakpoints and stepping.
// frame.pc is then the instruction about to run.
class DebugHook {
public:
    virtual ~DebugHook() = default;
    virtual void onAttention(Interpreter& interpreter, const Frame& frame) = 0;
    virtual void onInstruction(Interpreter& /*interpreter*/, const Frame& /*frame*/) {}
    // A script error, before its frames unwind ("break on script error").
    virtual void onScriptError(Interpreter& /*interpreter*/, const ScriptError& /*error*/) {}
};

class Interpreter {
public:
    explicit Interpreter(Program& program, const Limits& limits = {});

    Interpreter(const Interpreter&) = delete;
    Interpreter& operator=(const Interpreter&) = delete;

    Program& program() { return program_; }
    const Limits& limits() const { return limits_; }

    void setDiceRoller(DiceRoller* dice) { dice_ = dice; }
    void setHostContext(void* context) { hostContext_ = context; }
    void setDebugHook(DebugHook* hook) { hook_ = hook; }
    std::atomic<bool>& attention() { return attention_; }

    struct Result {
        int32_t value = 0;              // 0 (NOTHING) after an error
        bool ok = true;
    };
    // Runs `function` with `arguments` in its first registers. A host function
    // may invoke again (a nested event); its frames stack on the current ones.
    // On a script error the result is {0, false} and lastError() says why.
    // Each invocation, nested ones too, has its own instruction budget.
    // `tag` says what the invocation is for (the game passes its event frame);
    // the debugger asks the HostInspector about it (host_inspector.h).
    Result invoke(const LoadedFunction& function, std::span<const int32_t> arguments = {},
                  const void* tag = nullptr);
    // The most recent script error, also one a nested invocation returned to
    // its host function (the outer invocation may still have succeeded).
    const std::optional<ScriptError>& lastError() const { return error_; }

    // Active frames, outermost first (for hooks and host functions).
    std::span<const Frame> frames() const;
    // The tag of the invocation frame `frameIndex` (into frames()) belongs to.
    const void* invocationTag(size_t frameIndex) const;
    // A number that differs for every invocation (nested ones too) of this
    // interpreter: the one frame `frameIndex` belongs to.
    uint64_t invocationSerial(size_t frameIndex) const;
    // The serial of the outermost invocation in progress, 0 when none runs.
    // Any thread may ask (the debugger ties pause and abort to the run in progress).
    uint64_t runningSerial() const { return runningSerial_.load(std::memory_order_acquire); }
    // The instruction a caller frame waits on (its call), for traces and the
    // debugger; for the innermost frame, see Frame::pc.
    static uint32_t callSitePc(const Frame& caller);

    // ---- for the debugger (VM thread, from a DebugHook) ----------------------
    // Calls DebugHook::onInstruction before every instruction while on (each
    // run picks a change up at its next check point or host call return).
    void setTracing(bool on)
    {
        const bool tracing = on && hook_;
        if (tracing != tracing_)
            attention_.store(true, std::memory_order_relaxed);
        tracing_ = tracing;
    }
    bool tracing() const { return tracing_; }
    // Ends every invocation in progress with an Aborted script error as soon
    // as the hook returns; cleared when the outermost one has unwound.
    void requestAbort()
    {
        abort_ = true;
        attention_.store(true, std::memory_order_relaxed);
    }
    bool aborting() const { return abort_; }
    // Runs `fragment` (Program::loadFragment) on a copy of frame `frameIndex`'s
    // registers, above every active frame, with its own instruction budget and
    // no debug hook; the registers the frame has are copied back (a watch may
    // assign a local). lastError() is left as it was; a failure's message is
    // in `error`.
    struct Evaluation {
        int32_t value = 0;
        bool ok = false;
        std::string error;
    };
    Evaluation evaluate(const LoadedFunction& fragment, size_t frameIndex, uint64_t budget = 1'000'000);

    // Strings: a handle >= 0 is a text of the program, < 0 a run-time string.
    std::string_view stringBytes(int32_t handle) const
    {
        return StringHeap::isHeapHandle(handle) ? heap_.bytes(handle) : program_.text(handle);
    }
    // A new run-time string; nullopt over the string-size or string-memory limit.
    std::optional<int32_t> makeString(std::string_view bytes);
    const StringHeap& stringHeap() const { return heap_; }

    // Used by HostCall::fail().
    void setHostFailure(std::string message) { hostFailure_ = std::move(message); }

    enum class Fault : uint8_t;     // why the dispatch loop stopped (interpreter.cpp)

private:

    Result run(Frame* entry);
    void attend(Frame* frame);
    // R[A] = left + right as strings; registers below `registerTop` are live.
    Fault concat(int32_t& result, int32_t left, int32_t right, const int32_t* registerTop);
    // Frees the run-time strings no register below `registerTop` (null: none) names.
    void collectStrings(const int32_t* registerTop);
    std::string faultMessage(Fault fault, const Frame& frame, const core::Instruction* at, HostCall::Status status);
    // Records the error with the stack from `innermost` out (at `innermostPc`,
    // or where that frame waits for a call) and tells the debug hook.
    void raise(ScriptError::Kind kind, std::string message, Frame* innermost,
               std::optional<uint32_t> innermostPc = std::nullopt);

    Program& program_;
    Limits limits_;
    DiceRoller* dice_ = nullptr;
    void* hostContext_ = nullptr;
    DebugHook* hook_ = nullptr;
    std::atomic<bool> attention_{false};

    std::vector<int32_t> stack_;        // registers of all frames
    std::vector<Frame> frames_;         // callDepth entries
    Frame* current_ = nullptr;          // innermost active frame (set where the loop lets others look)
    uint32_t nesting_ = 0;              // invocations in progress
    struct Invocation {
        size_t firstFrame;              // index into frames_
        const void* tag;
        uint64_t serial;
    };
    std::vector<Invocation> invocations_;   // in progress, outermost first
    const Invocation* invocationOf(size_t frameIndex) const;   // the one frame `frameIndex` belongs to
    uint64_t nextSerial_ = 1;
    std::atomic<uint64_t> runningSerial_{0};
    bool tracing_ = false;
    bool abort_ = false;
    bool evaluating_ = false;           // inside evaluate(): no hook calls

    StringHeap heap_;
    size_t collectAt_ = 1u << 20;       // heap bytes that trigger the next collection
    std::string hostFailure_;
    std::string stringFailure_;
    std::optional<ScriptError> error_;
};

} // namespace incursion::vm
