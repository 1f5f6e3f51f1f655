// The debug engine (runtime/vm/debugger.h): breakpoints by line and by
// instruction, hit counts, stepping into, over and out of script functions
// and events, break on script error, pausing and aborting from another
// thread, and what a stop shows (frames, locals, registers, variables, the
// event each handler runs for).
#include "support/memory_build.h"
#include "support/same_resource_participants.h"
#include "support/test_suite.h"

#include "game/runtime_api.h"
#include "game/script_host.h"
#include "script/build.h"
#include "bridge/expression_compiler.h"
#include "vm/debugger.h"
#include "vm/interpreter.h"

#include <QtTest>

#include <algorithm>
#include <functional>
#include <future>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace tst_debugger {

using namespace incursion;
using vm::Breakpoint;
using vm::Debugger;
using vm::ResumeKind;
using vm::StopReason;
using vm::StopSnapshot;

namespace {

// A /* @name */ comment marks a line the tests look up.
const char* const kSource = R"(#define EV_START 1
#define EV_HIT   2
system int32 fire(int32 event);
system void  fail();
int32 Counter;

int32 square(int32 x) {
  int32 y;
  y = x * x;                  /* @square-body */
  return y;                   /* @square-return */
}

int32 sum(int32 n) {
  int32 i, s;
  s = 0;
  for (i = 0; i < n; i++)     /* @sum-for */
    s += square(i);           /* @sum-body */
  return s;                   /* @sum-return */
}

int32 Limit;

/* The same loop with a global bound: not a counted loop. */
int32 sumGlobal(int32 n) {
  int32 i, s;
  s = 0;
  Limit = n;
  for (i = 0; i < Limit; i++) /* @gsum-for */
    s += square(i);           /* @gsum-body */
  return s;                   /* @gsum-return */
}

int32 spinFor() {
  int32 i;
  for (i = 0; i != 1; i += 2) /* @spin-for */
    Counter++;
  return 0;
}

int32 spin() {
  while (1)                   /* @spin */
    Counter++;
  return 0;
}

Monster "goblin" : 1
  {
    On Event EV_START {       /* @start-header */
      int32 a;
      a = 3;                  /* @start-a */
      a = square(a) + 1;      /* @start-call */
      Counter = a;            /* @start-counter */
      return fire(EV_HIT);    /* @start-fire */
      };
    On Event EV_HIT {
      int32 h;
      h = Counter * 2;        /* @hit-h */
      if (Counter > 100)
        fail();               /* @hit-fail */
      return h;
      };
  }
)";

uint32_t lineOf(const char* marker)
{
    const std::string text = kSource;
    const size_t at = text.find(std::string("/* @") + marker + " */");
    if (at == std::string::npos)
        qFatal("no marker %s", marker);
    return uint32_t(std::count(text.begin(), text.begin() + at, '\n') + 1);
}

// Tags of invocations are the names of the events the host "throws".
struct TestHost final : vm::HostInspector {
    std::string describeObject(int32_t) const override { return {}; }
    std::optional<vm::EventView> describeInvocation(const void* tag) const override
    {
        if (!tag)
            return std::nullopt;
        vm::EventView view;
        view.title = *static_cast<const std::string*>(tag);
        return view;
    }
    std::vector<vm::EventView> eventStack() const override
    {
        std::vector<vm::EventView> out;
        for (auto it = events.rbegin(); it != events.rend(); ++it)
            out.push_back({**it, {}, {}});
        return out;
    }
    std::vector<const std::string*> events;
};

struct Loaded {
    module::ModuleImage image;
    script::CheckOptions options;       // how it was built: the expression compiler builds it again
    vm::HostApi api;
    std::unique_ptr<vm::Program> program;
    std::unique_ptr<vm::Interpreter> interpreter;
    TestHost host;
    const std::string startEvent = "EV_START", hitEvent = "EV_HIT";
    // What fire() does: run the EV_HIT handler this many times (as a sweep
    // runs several handlers), after calling beforeFire; each result kept.
    int handlersPerFire = 1;
    std::function<void()> beforeFire;
    std::vector<bool> firedOk;

    const vm::LoadedFunction& function(const std::string& name) const
    {
        for (const vm::LoadedFunction& f : program->modules()[0].functions)
            if (program->displayName(f) == name || image.strings[f.source->name] == name)
                return f;
        qFatal("no function %s", name.c_str());
    }
    // Throws EV_START as the game would: the handler runs tagged with its event.
    vm::Interpreter::Result start()
    {
        host.events.push_back(&startEvent);
        const auto result = interpreter->invoke(function("On Event EV_START"), {}, &startEvent);
        host.events.pop_back();
        return result;
    }
    vm::Interpreter::Result call(const std::string& name, std::vector<int32_t> arguments)
    {
        return interpreter->invoke(function(name), arguments);
    }
    int32_t& counter() { return program->variables(0)[0]; }
    bridge::ExpressionCompiler compiler() const { return bridge::ExpressionCompiler({{image.name, options}}); }
};

std::unique_ptr<Loaded> load(const vm::Limits& limits = {})
{
    test::MemoryBuild built = test::buildInMemory("main.irc", kSource);
    if (!built.image)
        return nullptr;
    auto loaded = std::make_unique<Loaded>();
    loaded->image = std::move(*built.image);
    loaded->options = std::move(built.options);
    // fire(event): the host throws the event, whose handler runs nested.
    loaded->api.addGlobalFunction("fire", [](vm::HostCall& call) -> int32_t {
        auto& self = *static_cast<Loaded*>(call.context);
        if (self.beforeFire)
            self.beforeFire();
        int32_t value = 0;
        for (int n = 0; n < self.handlersPerFire; ++n) {
            self.host.events.push_back(&self.hitEvent);
            const auto result = call.interpreter->invoke(self.function("On Event EV_HIT"), {}, &self.hitEvent);
            self.host.events.pop_back();
            self.firedOk.push_back(result.ok);
            value = result.value;
        }
        return value;
    });
    loaded->api.addGlobalFunction("fail", [](vm::HostCall& call) { return call.fail("the host refuses"); });
    const module::ModuleImage* images[] = {&loaded->image};
    vm::LoadResult result = vm::Program::load(images, loaded->api);
    if (!result.program)
        return nullptr;
    loaded->program = std::move(result.program);
    loaded->interpreter = std::make_unique<vm::Interpreter>(*loaded->program, limits);
    loaded->interpreter->setHostContext(loaded.get());
    return loaded;
}

Breakpoint atLine(uint32_t line, std::string file = "main.irc")
{
    Breakpoint b;
    b.file = std::move(file);
    b.line = line;
    return b;
}

// Records every stop and answers it with the next of `then` (Continue when
// they run out): the single-threaded way to drive the debugger.
struct Script {
    std::vector<std::shared_ptr<const StopSnapshot>> stops;
    std::vector<ResumeKind> then;
    std::function<void(Debugger&, const StopSnapshot&)> inspect;

    void attach(Debugger& debugger)
    {
        debugger.setStopListener([this, &debugger](std::shared_ptr<const StopSnapshot> stop) {
            stops.push_back(stop);
            if (inspect)
                inspect(debugger, *stop);
            const size_t n = stops.size() - 1;
            debugger.resume(n < then.size() ? then[n] : ResumeKind::Continue);
        });
    }
    std::vector<uint32_t> lines() const
    {
        std::vector<uint32_t> out;
        for (const auto& stop : stops)
            out.push_back(stop->frames.empty() ? 0 : stop->frames[0].line);
        return out;
    }
};

const vm::DebugValue* find(const std::vector<vm::DebugValue>& values, const std::string& name)
{
    for (const vm::DebugValue& v : values)
        if (v.name == name)
            return &v;
    return nullptr;
}

// ---- a handler the game's event system runs ------------------------------------

const std::string kGameSource = "#define EV_DAMAGE " + std::to_string(game::EV_DAMAGE) + R"(
Monster "goblin" : 1
  {
    On Event EV_DAMAGE {
      int32 dealt;
      dealt = e.vDmg * 2;     /* @dmg-dealt */
      e.vDmg = dealt;         /* @dmg-set */
      return 0;
      };
  }
)";

uint32_t gameLineOf(const char* marker)
{
    const size_t at = kGameSource.find(std::string("/* @") + marker + " */");
    if (at == std::string::npos)
        qFatal("no marker %s", marker);
    return uint32_t(std::count(kGameSource.begin(), kGameSource.begin() + at, '\n') + 1);
}

struct Game {
    script::CheckOptions options;
    vm::HostApi api;
    world::ObjectRegistry registry;
    test::SameResourceParticipants goblins;     // every creature is a goblin
    std::unique_ptr<game::ScriptHost> host;
    world::Handle goblin = world::kNoObject;

    int32_t damage(int32_t amount)
    {
        game::EventInfo e;
        e.event = game::EV_DAMAGE;
        e.actor = goblin;
        e.vDmg = int16_t(amount);
        host->events().throwEvent(e);
        return e.vDmg;
    }
};

std::unique_ptr<Game> loadGame()
{
    auto g = std::make_unique<Game>();
    test::MemoryBuild built = test::buildInMemory("game.irc", kGameSource, test::RuntimeApi::Read);
    if (!built.image)
        return nullptr;
    g->options = std::move(built.options);
    game::registerRuntimeApi(g->api);
    auto goblin = std::make_unique<world::GameObject>(world::ObjectKind::Creature);
    goblin->name = "goblin";
    g->goblin = g->registry.add(std::move(goblin));
    game::ScriptHostOptions options;
    options.registry = &g->registry;
    options.participants = &g->goblins;
    std::vector<module::ModuleImage> images;
    images.push_back(std::move(*built.image));
    game::ScriptHostLoad loaded = game::ScriptHost::load(std::move(images), g->api, options);
    if (!loaded.host)
        return nullptr;
    g->host = std::move(loaded.host);
    g->goblins.resource = g->host->resources().find("goblin").value_or(0);
    return g;
}

} // namespace

class DebuggerTest : public QObject {
    Q_OBJECT

private slots:
    void lineBreakpointInAHandlerThrownByAnEvent()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter, nullptr, &l->host);
        const uint32_t id = debugger.addBreakpoint(atLine(lineOf("hit-h")));
        Script script;
        script.attach(debugger);

        const auto result = l->start();
        QVERIFY(result.ok);
        QCOMPARE(result.value, 20);     // h = Counter * 2, Counter = 3 * 3 + 1
        QCOMPARE(script.stops.size(), size_t(1));
        const StopSnapshot& stop = *script.stops[0];
        QCOMPARE(stop.reason, StopReason::Breakpoint);
        QCOMPARE(stop.breakpoints, std::vector<uint32_t>{id});
        QCOMPARE(stop.frames.size(), size_t(2));
        QCOMPARE(stop.frames[0].function, std::string("On Event EV_HIT of Monster \"goblin\""));
        QCOMPARE(stop.frames[0].line, lineOf("hit-h"));
        QCOMPARE(stop.frames[0].file, std::string("main.irc"));
        QCOMPARE(stop.frames[1].function, std::string("On Event EV_START of Monster \"goblin\""));
        QCOMPARE(stop.frames[1].line, lineOf("start-fire"));

        // Locals by name: the handler's h (not yet assigned) and the caller's a.
        const vm::DebugValue* h = find(stop.frames[0].locals, "h");
        QVERIFY(h);
        QCOMPARE(h->value, std::string("0"));
        QCOMPARE(h->type, std::string("int32"));
        const vm::DebugValue* a = find(stop.frames[1].locals, "a");
        QVERIFY(a);
        QCOMPARE(a->value, std::string("10"));
        QCOMPARE(a->raw, int32_t(stop.frames[1].registers[0]));

        // Each frame knows its event; the event stack is the host's.
        QVERIFY(stop.frames[0].event && stop.frames[1].event);
        QCOMPARE(stop.frames[0].event->title, std::string("EV_HIT"));
        QCOMPARE(stop.frames[1].event->title, std::string("EV_START"));
        QCOMPARE(stop.eventStack.size(), size_t(2));
        QCOMPARE(stop.eventStack[0].title, std::string("EV_HIT"));

        const vm::DebugValue* counter = find(stop.variables, "Counter");
        QVERIFY(counter);
        QCOMPARE(counter->value, std::string("10"));

        const auto status = debugger.breakpoints();
        QCOMPARE(status.size(), size_t(1));
        QVERIFY(status[0].verified);
        QCOMPARE(status[0].hits, 1u);
        QCOMPARE(status[0].line, lineOf("hit-h"));
    }

    void lineResolution()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        // The handler's header line moves to its first line of code.
        debugger.addBreakpoint(atLine(lineOf("start-header")));
        // A line with no code near it is not verified.
        debugger.addBreakpoint(atLine(2));
        // Another file's line is not this one.
        debugger.addBreakpoint(atLine(lineOf("start-a"), "other.irc"));
        // A trailing path matches; a loop header begins twice (start and condition).
        debugger.addBreakpoint(atLine(lineOf("sum-for"), "./main.irc"));
        const auto status = debugger.breakpoints();
        QCOMPARE(status.size(), size_t(4));
        QVERIFY(status[0].verified);
        QCOMPARE(status[0].line, lineOf("start-a"));
        QVERIFY(status[0].message.find("moved to line") != std::string::npos);
        QVERIFY(!status[1].verified);
        QCOMPARE(status[1].message, std::string("no code at line 2 of main.irc"));
        QVERIFY(!status[2].verified);
        QVERIFY(status[3].verified);
        QCOMPARE(status[3].line, lineOf("sum-for"));
        QVERIFY(status[3].locations.size() >= 2);

        Script script;
        script.attach(debugger);
        QVERIFY(l->start().ok);
        QCOMPARE(script.lines(), std::vector<uint32_t>{lineOf("start-a")});
    }

    void stepIntoOverAndOut()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter, nullptr, &l->host);
        debugger.addBreakpoint(atLine(lineOf("start-a")));
        Script script;
        script.then = {ResumeKind::StepOver,    // a = 3          -> the call line
                       ResumeKind::StepInto,    // square(a) + 1  -> into square
                       ResumeKind::StepOver,    // y = x * x      -> return y
                       ResumeKind::StepOut,     // return y       -> back in the caller's line
                       ResumeKind::StepOver,    // (rest of the line) -> Counter = a
                       ResumeKind::StepOver,    // Counter = a    -> return fire(...)
                       ResumeKind::StepOver};   // over fire: the nested event runs unseen
        script.attach(debugger);
        QVERIFY(l->start().ok);
        const std::vector<uint32_t> expected = {lineOf("start-a"),     lineOf("start-call"),
                                                lineOf("square-body"), lineOf("square-return"),
                                                lineOf("start-call"),  lineOf("start-counter"),
                                                lineOf("start-fire")};
        QCOMPARE(script.lines(), expected);
        QCOMPARE(script.stops[2]->frames.size(), size_t(2));
        QCOMPARE(script.stops[2]->frames[0].function, std::string("square"));
        QCOMPARE(script.stops[2]->reason, StopReason::Step);
        // In square, its parameter has the caller's argument.
        const vm::DebugValue* x = find(script.stops[2]->frames[0].locals, "x");
        QVERIFY(x);
        QCOMPARE(x->value, std::string("3"));
        // After the step out, y = 9 came back; a is still 3 mid-line.
        QCOMPARE(script.stops[4]->frames.size(), size_t(1));
        QCOMPARE(find(script.stops[5]->frames[0].locals, "a")->value, std::string("10"));
    }

    void stepIntoAnEventTheHostThrows()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter, nullptr, &l->host);
        debugger.addBreakpoint(atLine(lineOf("start-fire")));
        Script script;
        script.then = {ResumeKind::StepInto, ResumeKind::StepOut, ResumeKind::StepOver};
        script.attach(debugger);
        QVERIFY(l->start().ok);
        QCOMPARE(script.stops.size(), size_t(3));
        QCOMPARE(script.stops[1]->frames[0].line, lineOf("hit-h"));
        QCOMPARE(script.stops[1]->frames[0].event->title, std::string("EV_HIT"));
        // Out of the nested handler: back where the host was called.
        QCOMPARE(script.stops[2]->frames.size(), size_t(1));
        QCOMPARE(script.stops[2]->frames[0].line, lineOf("start-fire"));
    }

    void stepOverRecursionAndLoops()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        debugger.addBreakpoint(atLine(lineOf("sum-body")));
        Script script;
        // Step over the body: back to the loop header each time.
        script.then = {ResumeKind::StepOver, ResumeKind::StepOver, ResumeKind::StepOver};
        script.attach(debugger);
        const auto result = l->call("sum", {3});
        QVERIFY(result.ok);
        QCOMPARE(result.value, 0 + 1 + 4);
        // body(i=0) -> for -> body(i=1, the breakpoint: it wins over the step) -> for -> body (i=2) ...
        QVERIFY(script.stops.size() >= 4);
        QCOMPARE(script.stops[0]->frames[0].line, lineOf("sum-body"));
        QCOMPARE(script.stops[1]->frames[0].line, lineOf("sum-for"));
        QCOMPARE(script.stops[1]->reason, StopReason::Step);
        QCOMPARE(script.stops[2]->frames[0].line, lineOf("sum-body"));
        QCOMPARE(script.stops[2]->reason, StopReason::Breakpoint);
        QCOMPARE(find(script.stops[2]->frames[0].locals, "i")->value, std::string("1"));
    }

    // sum's loop runs as forprep/forloop, sumGlobal's as compare-and-jump
    // code: the debugger must not tell them apart.
    void countedLoopsStepLikeGenericLoops()
    {
        auto l = load();
        QVERIFY(l);
        auto uses = [&](const std::string& name, core::Opcode op) {
            const vm::LoadedFunction& f = l->function(name);
            return std::any_of(f.code, f.code + f.codeSize, [&](core::Instruction i) { return core::opcodeOf(i) == op; });
        };
        QVERIFY(uses("sum", core::Opcode::ForLoop));
        QVERIFY(!uses("sumGlobal", core::Opcode::ForLoop));

        struct Markers {
            std::string function;
            uint32_t header, body, end;
        };
        const Markers loops[] = {{"sum", lineOf("sum-for"), lineOf("sum-body"), lineOf("sum-return")},
                                 {"sumGlobal", lineOf("gsum-for"), lineOf("gsum-body"), lineOf("gsum-return")}};
        for (const Markers& m : loops) {
            // A breakpoint on the header, then step over line by line: the
            // header stops before the loop and before each step (the
            // breakpoint wins over the step there), the body once per pass.
            {
                Debugger debugger(*l->interpreter);
                debugger.addBreakpoint(atLine(m.header));
                Script script;
                script.then = std::vector<ResumeKind>(20, ResumeKind::StepOver);
                script.attach(debugger);
                const auto result = l->call(m.function, {3});
                QVERIFY(result.ok);
                QCOMPARE(result.value, 0 + 1 + 4);
                QStringList seen;
                for (const auto& stop : script.stops) {
                    const uint32_t line = stop->frames[0].line;
                    const QString where = line == m.header ? "H" : line == m.body ? "B" : line == m.end ? "R" : "?";
                    seen << where + QString::fromStdString(find(stop->frames[0].locals, "i")->value);
                }
                QCOMPARE(seen.join(' '), QStringLiteral("H0 B0 H0 B1 H1 B2 H2 R3"));
                QCOMPARE(script.stops[0]->reason, StopReason::Breakpoint);
                QCOMPARE(script.stops[1]->reason, StopReason::Step);
                QCOMPARE(script.stops[2]->reason, StopReason::Breakpoint);
                QCOMPARE(debugger.breakpoints()[0].hits, 4u);
            }
            // A conditional breakpoint in the body sees the induction variable.
            {
                bridge::ExpressionCompiler compiler = l->compiler();
                Debugger debugger(*l->interpreter, &compiler);
                Breakpoint when = atLine(m.body);
                when.condition = "i == 2 && s == 1";
                debugger.addBreakpoint(when);
                Script script;
                script.then = {ResumeKind::StepOver, ResumeKind::StepOver};
                script.attach(debugger);
                QVERIFY(l->call(m.function, {4}).ok);
                QCOMPARE(script.stops.size(), size_t(3));
                QCOMPARE(script.stops[0]->reason, StopReason::Breakpoint);
                QCOMPARE(find(script.stops[0]->frames[0].locals, "i")->value, std::string("2"));
                QCOMPARE(script.stops[1]->frames[0].line, m.header);
                QCOMPARE(script.stops[2]->frames[0].line, m.body);
                QCOMPARE(find(script.stops[2]->frames[0].locals, "i")->value, std::string("3"));
                QCOMPARE(debugger.breakpoints()[0].hits, 1u);
            }
            // Stepping over the whole loop from the line before it.
            {
                Debugger debugger(*l->interpreter);
                debugger.addBreakpoint(atLine(m.header - 1));
                Script script;
                script.then = {ResumeKind::StepOver, ResumeKind::StepOut};
                script.attach(debugger);
                QVERIFY(l->call(m.function, {2}).ok);
                QCOMPARE(script.stops.size(), size_t(2));
                QCOMPARE(script.stops[1]->frames[0].line, m.header);
            }
        }
    }

    void anEndlessCountedLoopIsStoppedByTheBudget()
    {
        vm::Limits limits;
        limits.instructionBudget = 100'000;
        auto l = load(limits);
        QVERIFY(l);
        const auto result = l->call("spinFor", {});
        QVERIFY(!result.ok);
        QCOMPARE(l->interpreter->lastError()->kind, vm::ScriptError::Kind::InstructionBudget);
        // Charged at forloop, which stands on the header; each pass is the
        // body's three instructions and forloop with its operand word.
        QCOMPARE(l->interpreter->lastError()->trace[0].line, lineOf("spin-for"));
        QVERIFY2(l->counter() > 100'000 / 6 && l->counter() <= 100'000 / 5, std::to_string(l->counter()).c_str());
    }

    void hitCounts()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        Breakpoint third = atLine(lineOf("square-body"));
        third.hitCondition = Breakpoint::HitCondition::Equal;
        third.hitTarget = 3;
        const uint32_t id = debugger.addBreakpoint(third);
        Script script;
        script.attach(debugger);
        QVERIFY(l->call("sum", {5}).ok);
        QCOMPARE(script.stops.size(), size_t(1));
        QCOMPARE(find(script.stops[0]->frames[0].locals, "x")->value, std::string("2"));
        QCOMPARE(find(script.stops[0]->frames[1].locals, "i")->value, std::string("2"));
        QCOMPARE(debugger.breakpoints()[0].hits, 5u);

        // Every second hit, and disabling.
        debugger.removeBreakpoint(id);
        Breakpoint everyOther = atLine(lineOf("square-body"));
        everyOther.hitCondition = Breakpoint::HitCondition::MultipleOf;
        everyOther.hitTarget = 2;
        const uint32_t other = debugger.addBreakpoint(everyOther);
        script.stops.clear();
        QVERIFY(l->call("sum", {5}).ok);
        QCOMPARE(script.stops.size(), size_t(2));
        debugger.setBreakpointEnabled(other, false);
        script.stops.clear();
        QVERIFY(l->call("sum", {5}).ok);
        QCOMPARE(script.stops.size(), size_t(0));
    }

    void instructionBreakpointAndStepInstruction()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        const vm::LoadedFunction& sum = l->function("sum");
        Breakpoint b;
        b.kind = Breakpoint::Kind::Instruction;
        b.instruction = {sum.module, sum.index, 1};
        debugger.addBreakpoint(b);
        Script script;
        script.then = {ResumeKind::StepInstruction, ResumeKind::StepInstruction};
        script.attach(debugger);
        QVERIFY(l->call("sum", {0}).ok);
        QCOMPARE(script.stops.size(), size_t(3));
        QCOMPARE(script.stops[0]->frames[0].location.pc, 1u);
        QCOMPARE(script.stops[1]->frames[0].location.pc, 2u);
        // forprep (pc 2, with its operand word) skips the empty loop.
        QVERIFY(script.stops[2]->frames[0].location.pc > 4u);
        QCOMPARE(script.stops[2]->frames[0].line, lineOf("sum-return"));
        QCOMPARE(script.stops[1]->reason, StopReason::Step);

        // Not an instruction: an Extra word, or past the end.
        Breakpoint outside = b;
        outside.instruction.pc = sum.codeSize;
        debugger.addBreakpoint(outside);
        QVERIFY(!debugger.breakpoints().back().verified);
    }

    void breakOnErrorAtAFailingHostCall()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter, nullptr, &l->host);
        Script script;
        script.attach(debugger);
        l->counter() = 1000;
        // EV_START sets Counter = 10 before firing; make EV_HIT see more.
        debugger.addBreakpoint(atLine(lineOf("start-fire")));
        script.inspect = [&](Debugger&, const StopSnapshot& stop) {
            if (stop.reason == StopReason::Breakpoint)
                l->counter() = 1000;
        };
        const auto result = l->start();
        QVERIFY(result.ok);         // the outer handler goes on: the nested one counts as NOTHING
        QCOMPARE(result.value, 0);
        QCOMPARE(script.stops.size(), size_t(2));
        const StopSnapshot& stop = *script.stops[1];
        QCOMPARE(stop.reason, StopReason::ScriptError);
        QCOMPARE(stop.frames[0].line, lineOf("hit-fail"));
        QVERIFY2(stop.message.find("the host refuses") != std::string::npos, stop.message.c_str());
        QCOMPARE(find(stop.frames[0].locals, "h")->value, std::string("2000"));

        // Off: the error is only reported.
        debugger.setBreakOnError(false);
        script.stops.clear();
        l->start();
        QCOMPARE(script.stops.size(), size_t(1));
    }

    void anEndlessLoopStopsAtItsLine()
    {
        vm::Limits limits;
        limits.instructionBudget = 100'000;
        auto l = load(limits);
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        Script script;
        script.attach(debugger);
        const auto result = l->call("spin", {});
        QVERIFY(!result.ok);
        QCOMPARE(l->interpreter->lastError()->kind, vm::ScriptError::Kind::InstructionBudget);
        QCOMPARE(l->interpreter->lastError()->trace[0].line, lineOf("spin") + 1);
        QCOMPARE(script.stops.size(), size_t(1));
        QCOMPARE(script.stops[0]->reason, StopReason::ScriptError);
        QCOMPARE(script.stops[0]->frames[0].function, std::string("spin"));
        const uint32_t line = script.stops[0]->frames[0].line;
        QVERIFY(line == lineOf("spin") || line == lineOf("spin") + 1);
    }

    void pauseAndAbortFromAnotherThread()
    {
        vm::Limits limits;
        limits.instructionBudget = UINT64_MAX / 2;
        auto l = load(limits);
        QVERIFY(l);
        bridge::ExpressionCompiler compiler = l->compiler();
        Debugger debugger(*l->interpreter, &compiler);
        std::promise<std::shared_ptr<const StopSnapshot>> stopped;
        debugger.setStopListener([&](std::shared_ptr<const StopSnapshot> stop) { stopped.set_value(stop); });
        // Refused while running.
        QVERIFY(debugger.evaluate(0, "Counter").get().error.find("running") != std::string::npos);

        std::promise<vm::Interpreter::Result> finished;
        std::thread vmThread([&] { finished.set_value(l->call("spin", {})); });
        // A failed check returns early: the VM thread must still end.
        const auto joinAlways = qScopeGuard([&] {
            if (vmThread.joinable()) {
                debugger.abort();
                vmThread.join();
            }
        });
        std::future<std::shared_ptr<const StopSnapshot>> stop = stopped.get_future();
        // Not stopped yet: an evaluation is refused at once.
        while (stop.wait_for(std::chrono::milliseconds(5)) != std::future_status::ready)
            debugger.pause();
        QVERIFY(debugger.isStopped());
        const std::shared_ptr<const StopSnapshot> paused = stop.get();
        QCOMPARE(paused->reason, StopReason::Pause);
        QCOMPARE(paused->frames[0].function, std::string("spin"));
        QVERIFY(l->counter() > 0);
        // Asked from this thread, answered by the VM thread.
        const vm::Evaluation answer = debugger.evaluate(0, "Counter * 2").get();
        QVERIFY2(answer.ok, answer.error.c_str());
        QCOMPARE(answer.value.raw, l->counter() * 2);
        QCOMPARE(answer.value.type, std::string("int32"));

        debugger.abort();
        std::future<vm::Interpreter::Result> result = finished.get_future();
        QCOMPARE(result.wait_for(std::chrono::seconds(10)), std::future_status::ready);
        vmThread.join();
        QVERIFY(!result.get().ok);
        QCOMPARE(l->interpreter->lastError()->kind, vm::ScriptError::Kind::Aborted);
        QCOMPARE(l->interpreter->lastError()->message, std::string("stopped by the debugger"));
        QVERIFY(!debugger.isStopped());
        QVERIFY(!debugger.evaluate(0, "Counter").get().ok);
        // The next run is not aborted.
        QVERIFY(l->call("square", {4}).ok);
    }

    void breakpointSetWhileRunning()
    {
        vm::Limits limits;
        limits.instructionBudget = UINT64_MAX / 2;
        auto l = load(limits);
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        std::promise<std::shared_ptr<const StopSnapshot>> stopped;
        debugger.setStopListener([&](std::shared_ptr<const StopSnapshot> stop) { stopped.set_value(stop); });
        std::thread vmThread([&] { l->call("spin", {}); });
        const auto joinAlways = qScopeGuard([&] {
            if (vmThread.joinable()) {
                debugger.abort();
                vmThread.join();
            }
        });
        while (l->counter() < 1000)
            std::this_thread::yield();
        debugger.addBreakpoint(atLine(lineOf("spin") + 1));     // Counter++
        auto stop = stopped.get_future();
        QCOMPARE(stop.wait_for(std::chrono::seconds(10)), std::future_status::ready);
        const std::shared_ptr<const StopSnapshot> hit = stop.get();
        QCOMPARE(hit->reason, StopReason::Breakpoint);
        QCOMPARE(hit->frames[0].line, lineOf("spin") + 1);
        debugger.abort();
        vmThread.join();
    }

    void conditionalBreakpoints()
    {
        auto l = load();
        QVERIFY(l);
        bridge::ExpressionCompiler compiler = l->compiler();
        Debugger debugger(*l->interpreter, &compiler);
        Breakpoint when = atLine(lineOf("sum-body"));
        when.condition = "i == 3 || s > 100";
        const uint32_t id = debugger.addBreakpoint(when);
        Script script;
        script.attach(debugger);
        const auto result = l->call("sum", {6});
        QVERIFY(result.ok);
        QCOMPARE(result.value, 0 + 1 + 4 + 9 + 16 + 25);
        QCOMPARE(script.stops.size(), size_t(1));
        QCOMPARE(script.stops[0]->reason, StopReason::Breakpoint);
        QCOMPARE(find(script.stops[0]->frames[0].locals, "i")->value, std::string("3"));
        QCOMPARE(debugger.breakpoints()[0].hits, 1u);     // passes where the condition held

        // A condition that does not compile stops and says why.
        debugger.removeBreakpoint(id);
        Breakpoint broken = atLine(lineOf("square-body"));
        broken.condition = "x > nosuch";
        debugger.addBreakpoint(broken);
        script.stops.clear();
        QVERIFY(l->call("square", {2}).ok);
        QCOMPARE(script.stops.size(), size_t(1));
        QCOMPARE(script.stops[0]->reason, StopReason::ConditionError);
        QVERIFY2(script.stops[0]->message.find("nosuch") != std::string::npos, script.stops[0]->message.c_str());
        QVERIFY(debugger.breakpoints()[0].message.find("nosuch") != std::string::npos);
    }

    void watchesInAnyFrame()
    {
        auto l = load();
        QVERIFY(l);
        bridge::ExpressionCompiler compiler = l->compiler();
        Debugger debugger(*l->interpreter, &compiler);
        debugger.addBreakpoint(atLine(lineOf("square-body")));
        std::vector<vm::Evaluation> answers;
        Script script;
        script.inspect = [&](Debugger& d, const StopSnapshot&) {
            answers.push_back(d.evaluateNow(0, "x * 10 + Counter"));
            answers.push_back(d.evaluateNow(1, "a"));              // the caller's local
            answers.push_back(d.evaluateNow(0, "x = 4"));          // changes square's parameter
            answers.push_back(d.evaluateNow(0, "$\"goblin\""));
            answers.push_back(d.evaluateNow(0, "y +"));
            answers.push_back(d.evaluateNow(0, "x / (x - 4)"));    // x is 4 now: a script error, not a crash
            answers.push_back(d.evaluateNow(2, "x"));
        };
        script.attach(debugger);
        const auto result = l->start();
        QVERIFY(result.ok);
        QCOMPARE(answers.size(), size_t(7));
        QVERIFY2(answers[0].ok, answers[0].error.c_str());
        QCOMPARE(answers[0].value.value, std::string("30"));
        QCOMPARE(answers[0].value.name, std::string("x * 10 + Counter"));
        QCOMPARE(answers[1].value.value, std::string("3"));
        QCOMPARE(answers[2].value.value, std::string("4"));
        QCOMPARE(answers[3].value.value, std::string("$\"goblin\""));
        QCOMPARE(answers[3].value.type, std::string("rID"));
        QVERIFY(!answers[4].ok);
        QVERIFY2(answers[4].error.rfind("1:", 0) == 0, answers[4].error.c_str());
        QVERIFY(!answers[5].ok);
        QVERIFY2(answers[5].error.find("division by zero") != std::string::npos, answers[5].error.c_str());
        QVERIFY(!answers[6].ok);
        // x = 4 took: square returned 16, so Counter = 16 + 1.
        QCOMPARE(l->counter(), 17);
        QCOMPARE(result.value, 34);
        QVERIFY(!l->interpreter->lastError());
    }

    void aHandlerTheEventSystemRuns()
    {
        auto g = loadGame();
        QVERIFY(g);
        const module::ModuleImage& image = *g->host->program().modules()[0].image;
        bridge::ExpressionCompiler compiler({{image.name, g->options}});
        Debugger debugger(g->host->interpreter(), &compiler, &g->host->events());
        Breakpoint big = Breakpoint{};
        big.file = "game.irc";
        big.line = gameLineOf("dmg-set");
        big.condition = "e.vDmg > 10";      // an EventInfo field in the condition
        debugger.addBreakpoint(big);
        std::vector<vm::Evaluation> answers;
        Script script;
        script.inspect = [&](Debugger& d, const StopSnapshot&) {
            answers.push_back(d.evaluateNow(0, "dealt + e.vDmg"));
            answers.push_back(d.evaluateNow(0, "EActor"));
        };
        script.attach(debugger);

        QCOMPARE(g->damage(4), 8);          // the condition does not hold: no stop
        QCOMPARE(script.stops.size(), size_t(0));
        QCOMPARE(g->damage(30), 60);
        QCOMPARE(script.stops.size(), size_t(1));

        const StopSnapshot& stop = *script.stops[0];
        QCOMPARE(stop.reason, StopReason::Breakpoint);
        QCOMPARE(stop.frames.size(), size_t(1));
        QCOMPARE(stop.frames[0].function, std::string("On Event EV_DAMAGE of Monster \"goblin\""));
        QCOMPARE(stop.frames[0].line, gameLineOf("dmg-set"));
        QCOMPARE(find(stop.frames[0].locals, "dealt")->value, std::string("60"));
        // The frame's event: its name, who takes part, and the EventInfo fields.
        QVERIFY(stop.frames[0].event);
        const vm::EventView& event = *stop.frames[0].event;
        QCOMPARE(event.title, std::string("EV_DAMAGE"));
        const vm::DebugValue* actor = find(event.subjects, "EActor");
        QVERIFY(actor);
        QVERIFY2(actor->value.find("creature \"goblin\"") == 0, actor->value.c_str());
        QCOMPARE(find(event.fields, "vDmg")->value, std::string("30"));
        QCOMPARE(find(event.fields, "vDmg")->type, std::string("int16"));
        QCOMPARE(find(event.fields, "isHit")->value, std::string("false"));
        QCOMPARE(stop.eventStack.size(), size_t(1));
        QCOMPARE(stop.eventStack[0].title, std::string("EV_DAMAGE"));

        QCOMPARE(answers.size(), size_t(2));
        QVERIFY2(answers[0].ok, answers[0].error.c_str());
        QCOMPARE(answers[0].value.value, std::string("90"));
        QVERIFY2(answers[1].ok, answers[1].error.c_str());
        QVERIFY2(answers[1].value.value.find("creature \"goblin\"") == 0, answers[1].value.value.c_str());
    }

    void steppingOutOfAnEventPausedInside()
    {
        // The outer handler ran untraced; the pause comes inside the event
        // it throws. Stepping out must stop back in the outer handler.
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter, nullptr, &l->host);
        l->beforeFire = [&] { debugger.pause(); };
        Script script;
        script.then = {ResumeKind::StepOut};
        script.attach(debugger);
        QVERIFY(l->start().ok);
        QCOMPARE(script.stops.size(), size_t(2));
        QCOMPARE(script.stops[0]->reason, StopReason::Pause);
        QCOMPARE(script.stops[0]->frames[0].event->title, std::string("EV_HIT"));
        QCOMPARE(script.stops[1]->reason, StopReason::Step);
        QCOMPARE(script.stops[1]->frames.size(), size_t(1));
        QCOMPARE(script.stops[1]->frames[0].line, lineOf("start-fire"));
    }

    void anAbortEndsEveryHandlerOfTheSweep()
    {
        auto l = load();
        QVERIFY(l);
        l->handlersPerFire = 3;
        Debugger debugger(*l->interpreter, nullptr, &l->host);
        debugger.addBreakpoint(atLine(lineOf("hit-h")));
        Script script;
        script.inspect = [&](Debugger& d, const StopSnapshot&) { d.abort(); };
        script.attach(debugger);
        const auto result = l->start();
        QVERIFY(!result.ok);
        QCOMPARE(l->interpreter->lastError()->kind, vm::ScriptError::Kind::Aborted);
        QCOMPARE(script.stops.size(), size_t(1));
        QCOMPARE(l->firedOk, (std::vector<bool>{false, false, false}));
        // The next run is not aborted.
        QVERIFY(l->call("square", {2}).ok);
    }

    void pauseAndAbortOnlyActOnARunInProgress()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        Script script;
        script.attach(debugger);
        debugger.pause();
        debugger.abort();
        const auto result = l->call("square", {3});
        QVERIFY(result.ok);
        QCOMPARE(result.value, 9);
        QCOMPARE(script.stops.size(), size_t(0));
    }

    void anEvaluationAfterTheResumeIsRefused()
    {
        auto l = load();
        QVERIFY(l);
        bridge::ExpressionCompiler compiler = l->compiler();
        Debugger debugger(*l->interpreter, &compiler);
        debugger.addBreakpoint(atLine(lineOf("square-body")));
        std::future<vm::Evaluation> late;
        debugger.setStopListener([&](std::shared_ptr<const StopSnapshot>) {
            debugger.resume();
            late = debugger.evaluate(0, "x");
        });
        QVERIFY(l->call("square", {3}).ok);
        QVERIFY(late.valid());
        QCOMPARE(late.wait_for(std::chrono::seconds(0)), std::future_status::ready);
        const vm::Evaluation answer = late.get();
        QVERIFY(!answer.ok);
        QVERIFY2(answer.error.find("went on") != std::string::npos, answer.error.c_str());
    }

    void withoutBreakpointsNothingIsTraced()
    {
        auto l = load();
        QVERIFY(l);
        Debugger debugger(*l->interpreter);
        QVERIFY(l->call("sum", {10}).ok);
        QVERIFY(!l->interpreter->tracing());
        const uint32_t id = debugger.addBreakpoint(atLine(lineOf("square-body")));
        debugger.setBreakpointEnabled(id, false);
        QVERIFY(l->call("sum", {10}).ok);
        QVERIFY(!l->interpreter->tracing());
    }
};

INCURSION_TEST_MAIN(DebuggerTest)
#include "tst_debugger.moc"
} // namespace tst_debugger
