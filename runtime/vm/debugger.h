// The debug engine: breakpoints, stepping, pausing and inspection of a running
// Interpreter, for a GUI on another thread (docs/design/back-end.md §5).
//
// The game and the VM run on one thread. Any thread may set breakpoints,
// pause, resume or ask for an evaluation; the VM thread applies them at its
// next check point. When the VM stops it builds an immutable StopSnapshot
// (frames with their events, locals, registers, module variables, the event
// stack), hands it to the stop listener and waits for a command; evaluations
// asked for meanwhile run on the VM thread. A view never touches VM state.
#pragma once

#include "vm/code_fragment.h"
#include "vm/host_inspector.h"
#include "vm/interpreter.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::vm {

// An instruction of a loaded program: module index, function index, pc.
struct CodeLocation {
    uint32_t module = 0;
    uint32_t function = 0;
    uint32_t pc = 0;
    friend bool operator==(const CodeLocation&, const CodeLocation&) = default;
    friend auto operator<=>(const CodeLocation&, const CodeLocation&) = default;
};

struct Breakpoint {
    enum class Kind : uint8_t { Line, Instruction };
    // Stop on the Nth hit only (Equal), from the Nth on (AtLeast), or on every
    // Nth (MultipleOf); hits count the times the condition held.
    enum class HitCondition : uint8_t { Always, Equal, AtLeast, MultipleOf };

    Kind kind = Kind::Line;
    std::string file;           // Line: a source file as the module names it, or its trailing path ("main.irc")
    uint32_t line = 0;          // Line: 1-based
    CodeLocation instruction;   // Instruction
    std::string condition;      // an expression in the frame's scope; empty: always
    HitCondition hitCondition = HitCondition::Always;
    uint32_t hitTarget = 0;
    bool enabled = true;
};

struct BreakpointStatus {
    uint32_t id = 0;
    Breakpoint breakpoint;
    bool verified = false;              // it has code to stop at
    uint32_t line = 0;                  // where it stops: the first line with code at or after the one asked for
    std::vector<CodeLocation> locations;
    uint32_t hits = 0;
    std::string message;                // why it is not verified, or its condition's last error
};

enum class StopReason : uint8_t { Breakpoint, Step, Pause, ScriptError, ConditionError };
std::string_view stopReasonName(StopReason reason);

struct FrameView {
    std::string function;               // Program::displayName
    std::string file;                   // "" when the line table has nothing
    uint32_t line = 0;
    uint32_t column = 0;
    CodeLocation location;              // innermost: the instruction about to run; callers: their call
    std::vector<DebugValue> locals;     // live at location.pc, by name
    std::vector<int32_t> registers;
    std::optional<EventView> event;     // what its invocation runs for (HostInspector)
};

struct StopSnapshot {
    StopReason reason = StopReason::Pause;
    std::vector<uint32_t> breakpoints;  // the ones that stopped here
    std::string message;                // a script error's text, a condition's error
    std::vector<FrameView> frames;      // innermost first
    std::vector<EventView> eventStack;  // innermost first
    std::vector<DebugValue> variables;  // module variables: globals, then resource variables ("hits (Monster \"goblin\")")
};

struct Evaluation {
    bool ok = false;
    DebugValue value;                   // name = the expression
    std::string error;
};

enum class ResumeKind : uint8_t { Continue, StepInto, StepOver, StepOut, StepInstruction };

class Debugger final : public DebugHook {
public:
    using StopListener = std::function<void(std::shared_ptr<const StopSnapshot>)>;

    // Attaches to `interpreter` (its debug hook). `compiler` compiles
    // conditions and watches (none: they report that they cannot be
    // evaluated); `host` describes objects and events. Both may be null and
    // must outlive the debugger.
    Debugger(Interpreter& interpreter, ExpressionCompiler* compiler = nullptr, const HostInspector* host = nullptr);
    // Detaches. Destroy it on the VM thread, or while no script runs.
    ~Debugger() override;

    Debugger(const Debugger&) = delete;
    Debugger& operator=(const Debugger&) = delete;

    // Called on the VM thread each time it stops, before it waits. A listener
    // may call resume() or evaluateNow() right there (single-threaded use).
    void setStopListener(StopListener listener);

    // ---- any thread ------------------------------------------------------------
    uint32_t addBreakpoint(Breakpoint breakpoint);     // its id (> 0)
    bool removeBreakpoint(uint32_t id);
    bool setBreakpointEnabled(uint32_t id, bool enabled);
    std::vector<BreakpointStatus> breakpoints() const;
    // Where breakpoint `b` would stop in `program` (locations, the line, why
    // not), without adding it: what a breakpoint editor checks a condition
    // against (each location's function and pc give the scope: its locals).
    // Hits and the id are left at zero.
    static BreakpointStatus placesOf(const Program& program, const Breakpoint& b);
    void setBreakOnError(bool on);                     // default on
    bool breakOnError() const { return breakOnError_.load(); }
    // Pause and abort act on the run in progress (the outermost invocation);
    // while no script runs they do nothing.
    void pause();                                      // stops before its next instruction
    void resume(ResumeKind kind = ResumeKind::Continue);
    void abort();                                      // ends it with "stopped by the debugger"
    bool isStopped() const;
    // From now on nothing stops: breakpoints, steps, pauses and script
    // errors let the scripts run on. A host ending a long job (the playtest's
    // game loop runs handler after handler) calls it before abort().
    void detach() { detached_.store(true); }
    // Answered on the VM thread while it is stopped; at once with an error
    // when it is not. Frame 0 is the innermost.
    std::future<Evaluation> evaluate(size_t frame, std::string expression);

    // ---- VM thread, while stopped (from the stop listener) ---------------------
    Evaluation evaluateNow(size_t frame, std::string_view expression);

    // ---- DebugHook ---------------------------------------------------------------
    void onAttention(Interpreter& interpreter, const Frame& frame) override;
    void onInstruction(Interpreter& interpreter, const Frame& frame) override;
    void onScriptError(Interpreter& interpreter, const ScriptError& error) override;

private:
    struct Command {
        enum class Kind : uint8_t { Resume, Abort, Evaluate } kind = Kind::Resume;
        ResumeKind resume = ResumeKind::Continue;
        size_t frame = 0;
        std::string expression;
        std::shared_ptr<std::promise<Evaluation>> reply;
    };
    struct Stepping {
        ResumeKind kind = ResumeKind::Continue;     // Continue: not stepping
        size_t depth = 0;
        uint64_t serial = 0;
        std::string_view file;
        uint32_t line = 0;
    };
    struct Entry {
        Breakpoint breakpoint;
        BreakpointStatus status;
    };
    // A condition compiled for one location.
    struct CompiledCondition {
        std::unique_ptr<LoadedFragment> fragment;
        std::string error;
    };

    void resolve(Entry& entry) const;
    void changed();                         // caller holds mutex_
    void synchronise();                     // VM thread: take the breakpoint table's new version
    void updateTracing();
    bool stepStops(const Frame& frame, size_t depth);
    // Checks the breakpoints at `location`; true when one of them stops (ids in `hit`).
    bool breakpointStops(size_t depth, const CodeLocation& location, std::vector<uint32_t>& hit,
                         std::string& conditionError);
    void stop(StopReason reason, size_t depth, uint32_t pc, std::vector<uint32_t> breakpoints = {},
              std::string message = {});
    std::shared_ptr<StopSnapshot> snapshot(StopReason reason, uint32_t pc) const;
    std::vector<DebugValue> localsAt(const Frame& frame, uint32_t pc) const;
    std::string render(core::ValueType type, int32_t value) const;
    std::optional<std::pair<std::string_view, uint32_t>> lineAt(const LoadedFunction& function, uint32_t pc) const;
    size_t depthOf(const Frame& frame) const;
    // Compiles and runs `expression` in frame `depth` (frames() index) at `pc`.
    Evaluation evaluateAt(size_t depth, uint32_t pc, std::string_view expression);

    Interpreter& interpreter_;
    Program& program_;
    ExpressionCompiler* compiler_;
    const HostInspector* host_;

    // Shared with other threads (mutex_).
    mutable std::mutex mutex_;
    std::condition_variable commandArrived_;
    std::map<uint32_t, Entry> entries_;
    uint32_t nextId_ = 1;
    uint64_t version_ = 1;
    std::deque<Command> commands_;
    bool stopped_ = false;
    StopListener listener_;
    std::atomic<bool> breakOnError_{true};
    std::atomic<bool> detached_{false};
    // The run (Interpreter::runningSerial) a pause or abort was asked for; 0: none.
    std::atomic<uint64_t> pauseRequested_{0};
    std::atomic<uint64_t> abortRequested_{0};

    // VM thread only.
    uint64_t seenVersion_ = 0;
    // Per module, per function: the pcs with an enabled breakpoint (empty: none).
    std::vector<std::vector<std::vector<bool>>> stopsAt_;
    bool anyBreakpoint_ = false;
    Stepping stepping_;
    std::map<std::pair<uint32_t, CodeLocation>, CompiledCondition> conditions_;    // (breakpoint, location)
    bool pausePending_ = false;             // stop before the next instruction traced
    size_t stopDepth_ = 0;                  // while stopped: the innermost frame and its pc
    uint32_t stopPc_ = 0;
};

} // namespace incursion::vm
