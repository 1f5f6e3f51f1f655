#include "vm/debugger.h"

#include "core/resource_kind.h"
#include "vm/value_format.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace incursion::vm {

namespace {

// A breakpoint's file names a module's source file when the paths are equal
// or the breakpoint's is a trailing part of it ("lib/main.irc", "main.irc").
bool namesFile(std::string_view moduleFile, std::string_view wanted)
{
    namespace fs = std::filesystem;
    const fs::path have = fs::path(moduleFile).lexically_normal();
    const fs::path want = fs::path(wanted).lexically_normal();
    if (have == want)
        return true;
    if (want.is_absolute() || want.empty())
        return false;
    auto h = have.end(), w = want.end();
    while (w != want.begin()) {
        if (h == have.begin())
            return false;
        --h;
        --w;
        if (*h != *w)
            return false;
    }
    return true;
}

} // namespace

std::string_view stopReasonName(StopReason reason)
{
    switch (reason) {
    case StopReason::Breakpoint: return "breakpoint";
    case StopReason::Step: return "step";
    case StopReason::Pause: return "pause";
    case StopReason::ScriptError: return "script error";
    case StopReason::ConditionError: return "breakpoint condition error";
    }
    return "stop";
}

Debugger::Debugger(Interpreter& interpreter, ExpressionCompiler* compiler, const HostInspector* host)
    : interpreter_(interpreter), program_(interpreter.program()), compiler_(compiler), host_(host)
{
    interpreter_.setDebugHook(this);
}

Debugger::~Debugger()
{
    interpreter_.setDebugHook(nullptr);
    interpreter_.setTracing(false);
}

void Debugger::setStopListener(StopListener listener)
{
    const std::lock_guard lock(mutex_);
    listener_ = std::move(listener);
}

// ---- breakpoints (any thread) ---------------------------------------------------

void Debugger::resolve(Entry& entry) const
{
    const BreakpointStatus placed = placesOf(program_, entry.breakpoint);
    entry.status.locations = placed.locations;
    entry.status.verified = placed.verified;
    entry.status.line = placed.line;
    entry.status.message = placed.message;
}

BreakpointStatus Debugger::placesOf(const Program& program, const Breakpoint& b)
{
    BreakpointStatus status;
    status.breakpoint = b;
    const auto& modules = program.modules();

    if (b.kind == Breakpoint::Kind::Instruction) {
        const CodeLocation& at = b.instruction;
        const LoadedFunction* function = at.module < modules.size() ? program.function(at.module, at.function) : nullptr;
        if (!function) {
            status.message = "there is no function " + std::to_string(at.function) + " in module " +
                             std::to_string(at.module);
        } else if (at.pc >= function->codeSize || core::opcodeOf(function->code[at.pc]) == core::Opcode::Extra) {
            status.message = "there is no instruction at pc " + std::to_string(at.pc) + " of " +
                             program.displayName(*function);
        } else {
            status.locations.push_back(at);
            status.verified = true;
            if (const auto line = program.sourceLine(*function, at.pc))
                status.line = line->line;
        }
        return status;
    }

    // The first line with code at or after the one asked for, among functions
    // that contain the line or start at most two lines after it (the `On
    // Event ... {` line of a handler whose code starts on the next).
    constexpr uint32_t kSlack = 2;
    uint32_t best = UINT32_MAX;
    std::vector<std::vector<bool>> fileMatches(modules.size());
    for (size_t m = 0; m < modules.size(); ++m) {
        const module::ModuleImage& image = *modules[m].image;
        fileMatches[m].resize(image.sourceFiles.size());
        for (size_t f = 0; f < image.sourceFiles.size(); ++f)
            fileMatches[m][f] = namesFile(image.sourceFiles[f], b.file);
        for (const LoadedFunction& function : modules[m].functions) {
            uint32_t first = UINT32_MAX, last = 0, candidate = UINT32_MAX;
            for (const core::LineEntry& e : function.source->lines) {
                if (e.file >= fileMatches[m].size() || !fileMatches[m][e.file])
                    continue;
                first = std::min(first, e.line);
                last = std::max(last, e.line);
                if (e.line >= b.line)
                    candidate = std::min(candidate, e.line);
            }
            if (candidate == UINT32_MAX)
                continue;
            if ((first <= b.line && b.line <= last) || candidate - b.line <= kSlack)
                best = std::min(best, candidate);
        }
    }
    if (best == UINT32_MAX) {
        status.message = "no code at line " + std::to_string(b.line) + " of " + b.file;
        return status;
    }
    // Each place where the line begins (a loop header may begin twice).
    for (size_t m = 0; m < modules.size(); ++m) {
        for (const LoadedFunction& function : modules[m].functions) {
            const std::vector<core::LineEntry>& lines = function.source->lines;
            for (size_t k = 0; k < lines.size(); ++k) {
                const core::LineEntry& e = lines[k];
                if (e.line != best || e.file >= fileMatches[m].size() || !fileMatches[m][e.file])
                    continue;
                if (k > 0 && lines[k - 1].line == e.line && lines[k - 1].file == e.file)
                    continue;
                status.locations.push_back({uint32_t(m), function.index, e.pc});
            }
        }
    }
    status.verified = true;
    status.line = best;
    status.message = best == b.line ? std::string() : "moved to line " + std::to_string(best) + ", the next with code";
    return status;
}

void Debugger::changed()
{
    ++version_;
    interpreter_.attention().store(true, std::memory_order_relaxed);
}

uint32_t Debugger::addBreakpoint(Breakpoint breakpoint)
{
    const std::lock_guard lock(mutex_);
    const uint32_t id = nextId_++;
    Entry& entry = entries_[id];
    entry.breakpoint = std::move(breakpoint);
    entry.status.id = id;
    resolve(entry);
    entry.status.breakpoint = entry.breakpoint;
    changed();
    return id;
}

bool Debugger::removeBreakpoint(uint32_t id)
{
    const std::lock_guard lock(mutex_);
    if (entries_.erase(id) == 0)
        return false;
    changed();
    return true;
}

bool Debugger::setBreakpointEnabled(uint32_t id, bool enabled)
{
    const std::lock_guard lock(mutex_);
    const auto it = entries_.find(id);
    if (it == entries_.end())
        return false;
    it->second.breakpoint.enabled = enabled;
    it->second.status.breakpoint.enabled = enabled;
    changed();
    return true;
}

std::vector<BreakpointStatus> Debugger::breakpoints() const
{
    const std::lock_guard lock(mutex_);
    std::vector<BreakpointStatus> out;
    out.reserve(entries_.size());
    for (const auto& [id, entry] : entries_)
        out.push_back(entry.status);
    return out;
}

void Debugger::setBreakOnError(bool on) { breakOnError_.store(on); }

void Debugger::pause()
{
    const std::lock_guard lock(mutex_);
    const uint64_t run = interpreter_.runningSerial();
    if (stopped_ || run == 0)
        return;
    pauseRequested_.store(run);
    interpreter_.attention().store(true, std::memory_order_relaxed);
}

void Debugger::resume(ResumeKind kind)
{
    const std::lock_guard lock(mutex_);
    if (!stopped_)
        return;     // a resume meant for an earlier stop must not skip the next one
    Command command;
    command.kind = Command::Kind::Resume;
    command.resume = kind;
    commands_.push_back(std::move(command));
    commandArrived_.notify_all();
}

void Debugger::abort()
{
    const std::lock_guard lock(mutex_);
    if (stopped_) {
        commands_.push_back(Command{Command::Kind::Abort, ResumeKind::Continue, 0, {}, {}});
        commandArrived_.notify_all();
        return;
    }
    const uint64_t run = interpreter_.runningSerial();
    if (run == 0)
        return;
    // Also seen by a stop that begins before this reaches a check point.
    abortRequested_.store(run);
    interpreter_.attention().store(true, std::memory_order_relaxed);
    commandArrived_.notify_all();
}

bool Debugger::isStopped() const
{
    const std::lock_guard lock(mutex_);
    return stopped_;
}

std::future<Evaluation> Debugger::evaluate(size_t frame, std::string expression)
{
    auto reply = std::make_shared<std::promise<Evaluation>>();
    std::future<Evaluation> result = reply->get_future();
    const std::lock_guard lock(mutex_);
    if (!stopped_) {
        Evaluation refused;
        refused.value.name = expression;
        refused.error = "the scripts are running: expressions are evaluated while stopped";
        reply->set_value(std::move(refused));
        return result;
    }
    commands_.push_back(Command{Command::Kind::Evaluate, ResumeKind::Continue, frame, std::move(expression), reply});
    commandArrived_.notify_all();
    return result;
}

// ---- the VM thread ------------------------------------------------------------------

void Debugger::synchronise()
{
    const std::lock_guard lock(mutex_);
    if (seenVersion_ == version_)
        return;
    seenVersion_ = version_;
    const auto& modules = program_.modules();
    stopsAt_.assign(modules.size(), {});
    for (size_t m = 0; m < modules.size(); ++m)
        stopsAt_[m].resize(modules[m].functions.size());
    anyBreakpoint_ = false;
    for (const auto& [id, entry] : entries_) {
        if (!entry.breakpoint.enabled || !entry.status.verified)
            continue;
        for (const CodeLocation& at : entry.status.locations) {
            const LoadedFunction& function = modules[at.module].functions[at.function];
            std::vector<bool>& bits = stopsAt_[at.module][at.function];
            bits.resize(function.codeSize);
            bits[at.pc] = true;
            anyBreakpoint_ = true;
        }
    }
    // Conditions of removed breakpoints go.
    std::erase_if(conditions_, [&](const auto& item) { return entries_.count(item.first.first) == 0; });
}

void Debugger::updateTracing()
{
    interpreter_.setTracing(anyBreakpoint_ || stepping_.kind != ResumeKind::Continue || pausePending_);
}

size_t Debugger::depthOf(const Frame& frame) const { return size_t(&frame - interpreter_.frames().data()); }

std::optional<std::pair<std::string_view, uint32_t>> Debugger::lineAt(const LoadedFunction& function,
                                                                       uint32_t pc) const
{
    const std::optional<Program::SourceLine> line = program_.sourceLine(function, pc);
    if (!line)
        return std::nullopt;
    return std::pair{line->file, line->line};
}

void Debugger::onAttention(Interpreter& interpreter, const Frame&)
{
    // Cleared first: a command queued while we look sets it again.
    interpreter.attention().store(false, std::memory_order_relaxed);
    synchronise();
    const uint64_t run = interpreter.runningSerial();
    if (abortRequested_.exchange(0) == run && run != 0) {
        interpreter.requestAbort();
        return;
    }
    if (pauseRequested_.exchange(0) == run && run != 0)
        pausePending_ = true;       // stops before the instruction about to run
    updateTracing();
}

void Debugger::onInstruction(Interpreter& interpreter, const Frame& frame)
{
    if (interpreter.attention().load(std::memory_order_relaxed))
        onAttention(interpreter, frame);
    if (interpreter.aborting())
        return;     // the run ends before this instruction: nothing to stop at
    const size_t depth = depthOf(frame);
    const uint32_t pc = frame.pcIndex();
    if (pausePending_) {
        pausePending_ = false;
        stop(StopReason::Pause, depth, pc);
        return;
    }
    if (anyBreakpoint_) {
        const std::vector<bool>& bits = stopsAt_[frame.function->module][frame.function->index];
        if (pc < bits.size() && bits[pc]) {
            std::vector<uint32_t> hit;
            std::string conditionError;
            const CodeLocation location{frame.function->module, frame.function->index, pc};
            if (breakpointStops(depth, location, hit, conditionError)) {
                if (conditionError.empty())
                    stop(StopReason::Breakpoint, depth, pc, std::move(hit));
                else
                    stop(StopReason::ConditionError, depth, pc, std::move(hit), std::move(conditionError));
                return;
            }
        }
    }
    if (stepping_.kind != ResumeKind::Continue && stepStops(frame, depth))
        stop(StopReason::Step, depth, pc);
}

void Debugger::onScriptError(Interpreter& interpreter, const ScriptError& error)
{
    if (!breakOnError_.load() || error.kind == ScriptError::Kind::Aborted)
        return;
    const std::span<const Frame> frames = interpreter.frames();
    if (frames.empty())
        return;     // refused before any script ran: nothing to show
    const uint32_t pc = error.trace.empty() ? frames.back().pcIndex() : error.trace.front().pc;
    stop(StopReason::ScriptError, frames.size() - 1, pc, {}, error.text());
    stepping_ = {};     // the invocation unwinds
    updateTracing();
}

bool Debugger::stepStops(const Frame& frame, size_t depth)
{
    Stepping& s = stepping_;
    if (s.kind == ResumeKind::StepInstruction)
        return true;
    const uint64_t serial = interpreter_.invocationSerial(depth);
    if (depth > s.depth)
        return s.kind == ResumeKind::StepInto;     // a call, or an event the host threw
    if (depth < s.depth) {
        if (s.kind == ResumeKind::StepOut)
            return true;
        // Back in a caller, in the middle of its line: go on to its next line.
        const auto line = lineAt(*frame.function, frame.pcIndex());
        s.depth = depth;
        s.serial = serial;
        s.file = line ? line->first : std::string_view();
        s.line = line ? line->second : 0;
        return false;
    }
    if (serial != s.serial) {
        stepping_ = {};     // the stepped invocation has ended; this is another one
        updateTracing();
        return false;
    }
    if (s.kind == ResumeKind::StepOut)
        return false;
    const auto line = lineAt(*frame.function, frame.pcIndex());
    return line && (line->second != s.line || line->first != s.file);
}

bool Debugger::breakpointStops(size_t depth, const CodeLocation& location, std::vector<uint32_t>& hit,
                               std::string& conditionError)
{
    struct Candidate {
        uint32_t id;
        std::string condition;
    };
    std::vector<Candidate> candidates;
    {
        const std::lock_guard lock(mutex_);
        for (const auto& [id, entry] : entries_) {
            if (!entry.breakpoint.enabled)
                continue;
            const auto& at = entry.status.locations;
            if (std::find(at.begin(), at.end(), location) != at.end())
                candidates.push_back({id, entry.breakpoint.condition});
        }
    }
    const LoadedFunction& function = program_.modules()[location.module].functions[location.function];
    for (const Candidate& c : candidates) {
        std::string error;
        bool holds = true;
        if (!c.condition.empty()) {
            CompiledCondition& compiled = conditions_[{c.id, location}];
            if (!compiled.fragment && compiled.error.empty()) {
                if (!compiler_) {
                    compiled.error = "no expression compiler is attached (conditions need the module's sources)";
                } else {
                    auto fragment = compiler_->compile(program_, function, location.pc, c.condition);
                    if (auto* failed = std::get_if<std::string>(&fragment)) {
                        compiled.error = *failed;
                    } else {
                        auto loaded = program_.loadFragment(function, std::move(std::get<CodeFragment>(fragment)));
                        if (auto* refused = std::get_if<std::string>(&loaded))
                            compiled.error = *refused;
                        else
                            compiled.fragment = std::move(std::get<std::unique_ptr<LoadedFragment>>(loaded));
                    }
                }
            }
            if (!compiled.error.empty()) {
                error = compiled.error;
            } else {
                const Interpreter::Evaluation result = interpreter_.evaluate(compiled.fragment->function, depth);
                if (!result.ok)
                    error = result.error;
                holds = result.ok && result.value != 0;
            }
        }
        const std::lock_guard lock(mutex_);
        const auto it = entries_.find(c.id);
        if (it == entries_.end())
            continue;
        BreakpointStatus& status = it->second.status;
        if (!error.empty()) {
            status.message = "condition '" + c.condition + "': " + error;
            conditionError = "breakpoint " + std::to_string(c.id) + ": " + status.message;
            hit.push_back(c.id);
            continue;
        }
        if (!holds)
            continue;
        const uint32_t hits = ++status.hits;
        const uint32_t target = it->second.breakpoint.hitTarget;
        bool stops = true;
        switch (it->second.breakpoint.hitCondition) {
        case Breakpoint::HitCondition::Always: break;
        case Breakpoint::HitCondition::Equal: stops = hits == target; break;
        case Breakpoint::HitCondition::AtLeast: stops = hits >= target; break;
        case Breakpoint::HitCondition::MultipleOf: stops = target != 0 && hits % target == 0; break;
        }
        if (stops)
            hit.push_back(c.id);
    }
    return !hit.empty();
}

void Debugger::stop(StopReason reason, size_t depth, uint32_t pc, std::vector<uint32_t> breakpoints,
                    std::string message)
{
    stepping_ = {};
    pausePending_ = false;
    pauseRequested_.store(0);           // this stop is the pause asked for
    if (detached_.load())
        return;
    stopDepth_ = depth;
    stopPc_ = pc;
    std::shared_ptr<StopSnapshot> snap = snapshot(reason, pc);
    snap->breakpoints = std::move(breakpoints);
    snap->message = std::move(message);

    StopListener listener;
    {
        const std::lock_guard lock(mutex_);
        // An abort asked for while this stop was prepared wins: no stop is shown.
        const uint64_t run = interpreter_.runningSerial();
        if (run != 0 && abortRequested_.load() == run) {
            abortRequested_.store(0);
            interpreter_.requestAbort();
            return;
        }
        stopped_ = true;
        listener = listener_;
    }
    if (listener)
        listener(std::move(snap));

    std::unique_lock lock(mutex_);
    for (;;) {
        commandArrived_.wait(lock, [&] { return !commands_.empty() || abortRequested_.load() != 0; });
        if (const uint64_t asked = abortRequested_.exchange(0); asked != 0 && asked == interpreter_.runningSerial()) {
            // Asked for while this stop was being announced.
            stopped_ = false;
            interpreter_.requestAbort();
            break;
        }
        if (commands_.empty())
            continue;       // a stale abort of an earlier run woke us
        Command command = std::move(commands_.front());
        commands_.pop_front();
        if (command.kind == Command::Kind::Evaluate) {
            lock.unlock();
            command.reply->set_value(evaluateNow(command.frame, command.expression));
            lock.lock();
            continue;
        }
        stopped_ = false;
        if (command.kind == Command::Kind::Abort) {
            interpreter_.requestAbort();
            break;
        }
        if (command.resume != ResumeKind::Continue) {
            const Frame& frame = interpreter_.frames()[depth];
            const auto line = lineAt(*frame.function, pc);
            stepping_ = {command.resume, depth, interpreter_.invocationSerial(depth),
                         line ? line->first : std::string_view(), line ? line->second : 0};
        }
        break;
    }
    // Commands that came after the resume: an abort still ends the run;
    // evaluations have no stop to run in; a second resume has nothing to do.
    std::deque<Command> late;
    std::swap(late, commands_);
    lock.unlock();
    for (Command& command : late) {
        if (command.kind == Command::Kind::Abort)
            interpreter_.requestAbort();
        if (command.kind != Command::Kind::Evaluate)
            continue;
        Evaluation refused;
        refused.value.name = command.expression;
        refused.error = "the scripts went on before the expression could be evaluated";
        command.reply->set_value(std::move(refused));
    }
    synchronise();
    updateTracing();
}

// ---- inspection (VM thread, stopped) ---------------------------------------------------

std::string Debugger::render(core::ValueType type, int32_t value) const
{
    return formatValue(type, value, {&program_, &interpreter_, host_});
}

std::vector<DebugValue> Debugger::localsAt(const Frame& frame, uint32_t pc) const
{
    std::vector<DebugValue> out;
    const module::ModuleImage& image = *program_.modules()[frame.function->module].image;
    for (const core::LocalVariable& local : frame.function->source->locals) {
        if (pc < local.startPc || pc >= local.endPc || local.reg >= frame.function->registerCount)
            continue;
        const int32_t value = frame.registers[local.reg];
        out.push_back({image.strings[local.name], std::string(core::valueTypeName(local.type)), render(local.type, value),
                       value});
    }
    return out;
}

std::shared_ptr<StopSnapshot> Debugger::snapshot(StopReason reason, uint32_t pc) const
{
    auto snap = std::make_shared<StopSnapshot>();
    snap->reason = reason;
    const std::span<const Frame> frames = interpreter_.frames();
    for (size_t depth = frames.size(); depth-- > 0;) {
        const Frame& frame = frames[depth];
        const LoadedFunction& function = *frame.function;
        const uint32_t at = depth + 1 == frames.size() ? pc : Interpreter::callSitePc(frame);
        FrameView view;
        view.function = program_.displayName(function);
        if (const auto line = program_.sourceLine(function, at)) {
            view.file = std::string(line->file);
            view.line = line->line;
            view.column = line->column;
        }
        view.location = {function.module, function.index, at};
        view.locals = localsAt(frame, at);
        view.registers.assign(frame.registers, frame.registers + function.registerCount);
        if (host_)
            view.event = host_->describeInvocation(interpreter_.invocationTag(depth));
        snap->frames.push_back(std::move(view));
    }
    if (host_)
        snap->eventStack = host_->eventStack();

    // Globals first, then resource variables, module by module.
    const auto& modules = program_.modules();
    for (int pass = 0; pass < 2; ++pass) {
        for (size_t m = 0; m < modules.size(); ++m) {
            const module::ModuleImage& image = *modules[m].image;
            for (size_t k = 0; k < image.variables.size(); ++k) {
                const module::Variable& variable = image.variables[k];
                if (variable.resource.has_value() != (pass == 1))
                    continue;
                const int32_t value = modules[m].variables[k];
                std::string name = image.strings[variable.name];
                if (variable.resource && *variable.resource < image.resources.size()) {
                    const module::Resource& owner = image.resources[*variable.resource];
                    name += " (" + std::string(core::resourceKindName(owner.kind)) + " " +
                            quotedText(image.strings[owner.name]) + ")";
                }
                snap->variables.push_back(
                    {std::move(name), std::string(core::valueTypeName(variable.type)), render(variable.type, value), value});
            }
        }
    }
    return snap;
}

Evaluation Debugger::evaluateNow(size_t frame, std::string_view expression)
{
    const std::span<const Frame> frames = interpreter_.frames();
    if (frames.empty() || frame > stopDepth_ || stopDepth_ >= frames.size()) {
        Evaluation refused;
        refused.value.name = std::string(expression);
        refused.error = "there is no frame " + std::to_string(frame);
        return refused;
    }
    const size_t depth = stopDepth_ - frame;
    const uint32_t pc = frame == 0 ? stopPc_ : Interpreter::callSitePc(frames[depth]);
    return evaluateAt(depth, pc, expression);
}

Evaluation Debugger::evaluateAt(size_t depth, uint32_t pc, std::string_view expression)
{
    Evaluation out;
    out.value.name = std::string(expression);
    if (!compiler_) {
        out.error = "no expression compiler is attached (evaluating needs the module's sources)";
        return out;
    }
    const LoadedFunction& function = *interpreter_.frames()[depth].function;
    auto compiled = compiler_->compile(program_, function, pc, expression);
    if (auto* failed = std::get_if<std::string>(&compiled)) {
        out.error = *failed;
        return out;
    }
    auto loaded = program_.loadFragment(function, std::move(std::get<CodeFragment>(compiled)));
    if (auto* refused = std::get_if<std::string>(&loaded)) {
        out.error = *refused;
        return out;
    }
    const LoadedFragment& fragment = *std::get<std::unique_ptr<LoadedFragment>>(loaded);
    const Interpreter::Evaluation result = interpreter_.evaluate(fragment.function, depth);
    if (!result.ok) {
        out.error = result.error;
        return out;
    }
    out.ok = true;
    out.value.type = std::string(core::valueTypeName(fragment.type));
    out.value.raw = result.value;
    out.value.value = render(fragment.type, result.value);
    return out;
}

} // namespace incursion::vm
