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
    const Instruction* pc = nullptr;

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
    };
    Kind kind = Kind::HostFailure;
    std::string message;
    std::vector<StackEntry> trace;      // innermost first

    // "main.irc:7: division by zero" and one "  in NAME (file:line)" per frame.
    std::string text() const;
};

class Interpreter;

// The debug engine's seam (back-end.md §5). The dispatch loop tests one atomic
// flag at its check points (each call's first instruction and each backward
// jump's target, where the budget is charged); while it is set, the loop calls
// onAttention() there with the frame about to continue. The flag stays set
// until the hook clears it, so the hook may keep stopping at every check point
// (stepping). Without a hook the loop clears the flag.
class DebugHook {
public:
    virtual ~DebugHook() = default;
    virtual void onAttention(Interpreter& interpreter, const Frame& frame) = 0;
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
    Result invoke(const LoadedFunction& function, std::span<const int32_t> arguments = {});
    // The most recent script error, also one a nested invocation returned to
    // its host function (the outer invocation may still have succeeded).
    const std::optional<ScriptError>& lastError() const { return error_; }

    // Active frames, outermost first (for hooks and host functions).
    std::span<const Frame> frames() const;

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
    std::string faultMessage(Fault fault, const Frame& frame, const Instruction* at, HostCall::Status status);
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

    StringHeap heap_;
    size_t collectAt_ = 1u << 20;       // heap bytes that trigger the next collection
    std::string hostFailure_;
    std::string stringFailure_;
    std::optional<ScriptError> error_;
};

} // namespace incursion::vm
