// The interpreter: handlers compiled from in-memory sources run against a
// small test host API; each test asserts what the script computed, what it
// passed to the host and the script errors (message, handler, source line).
// Call is also tested on a hand-assembled module, independent of the compiler.
#include "support/memory_build.h"
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "module/module_verifier.h"
#include "script/build.h"
#include "vm/interpreter.h"

#include <QtTest>

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace tst_interpreter {

using namespace incursion;
using incursion::test::MemoryFiles;
using vm::Interpreter;
using vm::ScriptError;

namespace {

// Every handler's code; a /* @name */ comment marks a line the tests look up.
const char* const kSource = R"(
#define NOTHING    0
#define DONE       1
#define T_THING    (-1)
#define T_CREATURE (-2)
#define T_TMONSTER 62
#define T_STRING   99
#define SOBJ_EACTOR 4
#define EV_ARITH    1
#define EV_LOGIC    2
#define EV_LOOPS    3
#define EV_SWITCH   4
#define EV_RECT     5
#define EV_STRINGS  6
#define EV_TRUNC    7
#define EV_STATE    8
#define EV_MEMBER   9
#define EV_HOST     10
#define EV_UNBOUND  11
#define EV_DIVZERO  12
#define EV_OVERFLOW 13
#define EV_FOREVER  14
#define EV_FAIL     15
#define EV_OUTER    16
#define EV_INNER    17
#define EV_DICE     18
#define EV_GROW     19
#define EV_MODZERO  22
#define EV_OUTER2   23

system T_CREATURE EActor == SOBJ_EACTOR;
system int16  T_CREATURE::cHP;
system int16  T_CREATURE::Level;
system int16  T_TMONSTER::CR;
system string T_THING::Name(int16 fl = 2);
system string T_STRING::Left(int16 n);
system int32  inc(int32 x);
system void   out(int32 x);
system void   outs(string s);
system void   outr(rID r);
system int32  again(int32 event);
system int32  failing(int32 x);
system void   Unbound(int16 x);

int16 Turns;

Monster "m" : 1
  {
    int32 Seen;

    On Event EV_ARITH {
      int32 a, b;
      a = 2147483647; b = 1;
      out(a + b);
      a = -2147483647; a = a - 1;
      out(a - b);
      a = 100000; b = 300000;
      out(a * b);
      a = -7; b = 2;
      out(a / b); out(a % b);
      a = 7; b = -2;
      out(a / b); out(a % b);
      a = 1; b = 33;
      out(a << b);
      a = -16; b = 2;
      out(a >> b);
      a = 12; b = 10;
      out(a & b); out(a | b); out(a ^ b); out(~a); out(-a); out(!a); out(!b - b);
      a = -5;
      out(:a:); out(min(a, b)); out(max(a, b));
      a = 2147483647; a++;
      out(a);
      a = -2147483647; a = a - 1; a = -a;
      out(a); out(:a:);
      return DONE;
      };

    On Event EV_LOGIC {
      int32 a, b;
      a = 3; b = 5;
      out(a < b); out(a > b); out(a <= 3); out(a >= 4); out(a == 3); out(a != 3);
      if (a > 5 && inc(a) > 0) out(1); else out(0);
      if (a < 5 || inc(a)) out(2);
      out(a && b); out(a && 0); out(0 || b); out(0 || 0);
      out(a < b ? 10 : 20);
      return inc(a) > 0 && inc(b) > 0;
      };

    On Event EV_LOOPS {
      int32 i, j, s;
      s = 0;
      for (i = 0; i < 10; i++) { if (i == 3) continue; if (i == 7) break; s += i; }
      out(s);
      s = 0; i = 0;
      while (1) { i++; if (i > 5) break; if (i % 2) continue; s += i; }
      out(s);
      i = 0;
      do { i += 3; } while (i < 10);
      out(i);
      s = 0;
      for (i = 0; i < 4; i++) for (j = 0; j < 4; j++) { if (j == 2) break; s += 10 * i + j; }
      out(s);
      };

    On Event EV_SWITCH {
      int32 n, r;
      for (n = 0; n < 4; n++) {
        r = 0;
        switch (n) {
          case 1: r += 1;
          case 2: r += 10; break;
          case 3: r = 100;
          default: r += 1000;
          }
        out(r);
        }
      };

    On Event EV_RECT {
      rect r;
      int32 big;
      big = 200;
      r@x1 = 3; r@y1 = -2; r@x2 = big; r@y2 = 7;
      out(r@x1); out(r@y1); out(r@x2); out(r@y2);
      r@y1 = 9;
      out(r@x1); out(r@y1); out(r@x2);
      };

    On Event EV_STRINGS {
      string s, t;
      s = "one"; s = s + "two"; s += EActor->Name();
      outs(s);
      s = s.Left(4);
      outs(s);
      outs(t + "x");
      outs(s + t);
      };

    On Event EV_TRUNC {
      int8 a; int16 b; uint8 c; bool flag; uint16 e;
      int32 big;
      big = 200; a = big; out(a);
      big = 70000; b = big; out(b);
      big = -1; c = big; out(c);
      big = 300; c = big; out(c);
      big = 5; flag = big; out(flag);
      big = -1; e = big; out(e);
      a = big; a = a - 127; out(a);
      };

    On Event EV_STATE {
      static int8 calls;
      Turns = Turns + 1;
      Seen += 10;
      calls++;
      return Turns * 100 + calls;
      };

    On Event EV_MEMBER {
      EActor->cHP = 12;
      EActor->cHP += 5;
      out(EActor->cHP);
      outr($"m");
      out($"m"->CR);
      outr($"Nowhere");
      EActor->Level = 3; /* @readonly */
      };

    On Event EV_HOST {
      int32 x, i;
      x = 0;
      for (i = 0; i < 1000; i++) x = inc(x);
      return x;
      };

    On Event EV_UNBOUND {
      out(1);
      Unbound(3); /* @unbound */
      out(2);
      return 5;
      };

    On Event EV_DIVZERO {
      int32 a, b;
      a = 1; b = 0;
      return a / b; /* @divzero */
      };

    On Event EV_MODZERO {
      int32 a, b;
      a = 1; b = 0;
      return a % b;
      };

    On Event EV_OVERFLOW {
      int32 a, b;
      a = -2147483647; a = a - 1; b = -1;
      return a / b;
      };

    On Event EV_FOREVER {
      while (1) { } /* @forever */
      };

    On Event EV_FAIL {
      out(failing(7)); /* @failing */
      };

    On Event EV_OUTER {
      int32 a;
      a = 7;
      return a + again(EV_INNER) + a;
      };

    On Event EV_OUTER2 {
      return 5 + again(EV_DIVZERO); /* @again */
      };

    On Event EV_INNER {
      int32 x, y, z;
      x = 50; y = 50; z = x + y;
      return z;
      };

    On Event EV_DICE {
      int32 n, s;
      out(3d1); out(0d6);
      n = 4; s = 6;
      out((n)d(s));
      out((n)d(s));
      };

    On Event EV_GROW {
      int32 i;
      string s;
      for (i = 0; i < 300000; i++) { s = "The goblin "; s = s + "hits you"; }
      outs(s);
      };
  }
)";

int lineOf(const char* marker)
{
    const std::string source = kSource;
    const size_t at = source.find(std::string("/* @") + marker + " */");
    Q_ASSERT(at != std::string::npos);
    return int(std::count(source.begin(), source.begin() + ptrdiff_t(at), '\n')) + 1;
}

// What the test host records; the host context of the interpreter.
struct TestWorld {
    std::vector<int32_t> out;
    std::vector<std::string> outs;
    int incCalls = 0;
    int32_t hp = 0;
    Interpreter* interpreter = nullptr;
    const vm::Program* program = nullptr;
};

TestWorld& world(vm::HostCall& call) { return *static_cast<TestWorld*>(call.context); }

vm::HostApi testApi()
{
    vm::HostApi api;
    api.addGlobalFunction("inc", [](vm::HostCall& c) { ++world(c).incCalls; return c.arg(0) + 1; }, "int32(int32)");
    api.addGlobalFunction("out", [](vm::HostCall& c) { world(c).out.push_back(c.arg(0)); return 0; });
    api.addGlobalFunction("outr", [](vm::HostCall& c) { world(c).out.push_back(c.arg(0)); return 0; });
    api.addGlobalFunction("outs", [](vm::HostCall& c) { world(c).outs.emplace_back(c.string(0)); return 0; });
    api.addGlobalFunction("failing", [](vm::HostCall& c) { return c.fail("no object " + std::to_string(c.arg(0))); });
    // Throws a nested event: runs the handler of EV_INNER (17) or EV_DIVZERO (12).
    api.addGlobalFunction("again", [](vm::HostCall& c) {
        const std::string name = c.arg(0) == 17 ? "On Event EV_INNER" : "On Event EV_DIVZERO";
        for (const auto& m : world(c).program->modules())
            for (const vm::LoadedFunction& f : m.functions)
                if (m.image->strings[f.source->name] == name)
                    return c.interpreter->invoke(f).value;
        return -1;
    });
    api.addMemberVariable("cHP",
        [](vm::HostCall& c) { return c.arg(0) == 4 ? world(c).hp : -1; },
        [](vm::HostCall& c) { world(c).hp = c.arg(1); return 0; });
    api.addMemberVariable("Level", [](vm::HostCall&) { return 1; });
    api.addResourceVariable("CR", [](vm::HostCall& c) { return int32_t(module::indexOfResourceId(uint32_t(c.arg(0)))) + 40; });
    api.addMemberFunction("Name", [](vm::HostCall& c) { return c.makeString(c.arg(0) == 4 ? "Goblin" : "?"); });
    api.addMemberFunction("Left", [](vm::HostCall& c) {
        return c.makeString(c.string(0).substr(0, size_t(std::max(0, c.arg(1)))));
    });
    // A signature that differs from the module's declaration: stays unbound.
    api.addGlobalFunction("Unbound", [](vm::HostCall&) { return 0; }, "void(int32)");
    return api;
}

struct Loaded {
    module::ModuleImage image;
    std::unique_ptr<vm::Program> program;
    TestWorld world;
    vm::SeededDice dice{42};
    std::unique_ptr<Interpreter> interpreter;

    const vm::LoadedFunction& handler(const std::string& event) const
    {
        for (const vm::LoadedFunction& f : program->modules()[0].functions)
            if (image.strings[f.source->name] == "On Event " + event)
                return f;
        qFatal("no handler for %s", event.c_str());
    }
    Interpreter::Result run(const std::string& event) { return interpreter->invoke(handler(event)); }
};

std::unique_ptr<Loaded> load(const vm::Limits& limits = {})
{
    test::MemoryBuild built = test::buildInMemory("main.irc", kSource);
    if (!built.image)
        return nullptr;
    auto loaded = std::make_unique<Loaded>();
    loaded->image = std::move(*built.image);
    const module::ModuleImage* images[] = {&loaded->image};
    vm::LoadResult result = vm::Program::load(images, testApi());
    if (!result.program)
        return nullptr;
    loaded->program = std::move(result.program);
    loaded->interpreter = std::make_unique<Interpreter>(*loaded->program, limits);
    loaded->interpreter->setHostContext(&loaded->world);
    loaded->interpreter->setDiceRoller(&loaded->dice);
    loaded->world.interpreter = loaded->interpreter.get();
    loaded->world.program = loaded->program.get();
    return loaded;
}

// A module of script functions assembled by hand: fib(n), down(n) = down(n + 1)
// and spin() = while (1) {}, each instruction on its own line of "fn.irc".
module::ModuleImage handAssembled()
{
    using namespace core;
    using namespace vm;
    module::ModuleImage image;
    image.name = "hand";
    image.strings = {"", "fib", "down", "spin", "fn.irc"};
    image.sourceFiles = {"fn.irc"};
    auto function = [](uint32_t name, uint8_t parameters, uint16_t registers, std::vector<Instruction> code) {
        Function f;
        f.kind = FunctionKind::ScriptFunction;
        f.name = name;
        f.parameterCount = parameters;
        f.registerCount = registers;
        f.code = std::move(code);
        for (uint32_t pc = 0; pc < f.code.size(); ++pc)
            f.lines.push_back({pc, 0, 10 * name + pc, 1});
        return f;
    };
    image.functions.push_back(function(1, 1, 3, {
        encodeAsBx(Opcode::LoadInt, 1, 2),
        encodeABC(Opcode::Less, 1, 0, 1),
        encodeAsBx(Opcode::JumpIfNot, 1, 1),
        encodeABC(Opcode::Return, 0, 0, 0),
        encodeABC(Opcode::AddImm, 1, 0, uint8_t(-1)),
        encodeABx(Opcode::Call, 1, 0),
        encodeABC(Opcode::Extra, 1, 0, 0),
        encodeABC(Opcode::AddImm, 2, 0, uint8_t(-2)),
        encodeABx(Opcode::Call, 2, 0),
        encodeABC(Opcode::Extra, 1, 0, 0),
        encodeABC(Opcode::Add, 1, 1, 2),
        encodeABC(Opcode::Return, 1, 0, 0),
    }));
    image.functions.push_back(function(2, 1, 2, {
        encodeABC(Opcode::AddImm, 1, 0, 1),
        encodeABx(Opcode::Call, 1, 1),
        encodeABC(Opcode::Extra, 1, 0, 0),
        encodeABC(Opcode::Return, 1, 0, 0),
    }));
    image.functions.push_back(function(3, 0, 1, {
        encodeAsBx(Opcode::Jump, 0, -1),
    }));
    return image;
}

} // namespace

class InterpreterTest : public QObject {
    Q_OBJECT
private slots:
    void arithmeticWrapsAndTruncatesTowardZero()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_ARITH");
        QVERIFY2(r.ok, r.ok ? "" : l->interpreter->lastError()->text().c_str());
        QCOMPARE(r.value, 1);
        const std::vector<int32_t> expected{
            INT32_MIN, INT32_MAX, -64771072, -3, -1, -3, 1, 2, -4,
            8, 14, 6, ~12, -12, 0, -10,
            5, -5, 10, INT32_MIN, INT32_MIN, INT32_MIN};
        QCOMPARE(l->world.out, expected);
    }

    void comparisonsAndShortCircuit()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_LOGIC");
        QVERIFY(r.ok);
        QCOMPARE(r.value, 1);
        QCOMPARE(l->world.out, (std::vector<int32_t>{1, 0, 1, 0, 1, 0, 0, 2, 1, 0, 1, 0, 10}));
        QCOMPARE(l->world.incCalls, 2);     // only the two in the return statement
    }

    void loopsWithBreakAndContinue()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_LOOPS");
        QVERIFY(r.ok);
        QCOMPARE(r.value, 0);   // falls off the end: NOTHING
        QCOMPARE(l->world.out, (std::vector<int32_t>{18, 6, 12, 124}));
    }

    void switchFallsThrough()
    {
        auto l = load();
        QVERIFY(l);
        QVERIFY(l->run("EV_SWITCH").ok);
        QCOMPARE(l->world.out, (std::vector<int32_t>{1000, 11, 10, 1100}));
    }

    void rectangleFields()
    {
        auto l = load();
        QVERIFY(l);
        QVERIFY(l->run("EV_RECT").ok);
        QCOMPARE(l->world.out, (std::vector<int32_t>{3, -2, -56, 7, 3, 9, -56}));
    }

    void stringsConcatenate()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_STRINGS");
        QVERIFY2(r.ok, r.ok ? "" : l->interpreter->lastError()->text().c_str());
        QCOMPARE(l->world.outs, (std::vector<std::string>{"onetwoGoblin", "onet", "x", "onet"}));
    }

    void storesTruncateToTheVariableType()
    {
        auto l = load();
        QVERIFY(l);
        QVERIFY(l->run("EV_TRUNC").ok);
        QCOMPARE(l->world.out, (std::vector<int32_t>{-56, 4464, 255, 44, 1, 65535, int8_t(-1 - 127)}));
    }

    void moduleVariablesPersist()
    {
        auto l = load();
        QVERIFY(l);
        QCOMPARE(l->run("EV_STATE").value, 101);
        QCOMPARE(l->run("EV_STATE").value, 202);
        QCOMPARE(l->run("EV_STATE").value, 303);
        const module::ModuleImage& image = l->image;
        for (uint32_t v = 0; v < image.variables.size(); ++v)
            if (image.strings[image.variables[v].name] == "Seen")
                QCOMPARE(l->program->variables(0)[v], 30);
    }

    void membersAndResources()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_MEMBER");
        QVERIFY(!r.ok);
        QCOMPARE(l->world.hp, 17);
        const int32_t self = int32_t(module::resourceId(l->program->modules()[0].slot, 0));
        QCOMPARE(l->world.out, (std::vector<int32_t>{17, self, 40, 0}));
        // $"Nowhere" loaded as 0 and is in the report; Level has no setter.
        const vm::LoadReport& report = l->program->report();
        QCOMPARE(report.unresolved.size(), size_t(1));
        QCOMPARE(report.unresolved[0].name, std::string("Nowhere"));
        const ScriptError& error = *l->interpreter->lastError();
        QCOMPARE(error.kind, ScriptError::Kind::NotImplemented);
        QVERIFY2(error.message.find("'Level'") != std::string::npos && error.message.find("setter") != std::string::npos,
                 error.message.c_str());
        QCOMPARE(int(error.trace.at(0).line), lineOf("readonly"));
    }

    void hostCallsInALoop()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_HOST");
        QVERIFY(r.ok);
        QCOMPARE(r.value, 1000);
        QCOMPARE(l->world.incCalls, 1000);
    }

    void bindingReport()
    {
        auto l = load();
        QVERIFY(l);
        const vm::LoadReport& report = l->program->report();
        QStringList implemented, missing;
        for (const vm::ImportReport& i : report.imports)
            (i.implemented ? implemented : missing) << QString::fromStdString(i.name);
        implemented.sort();
        missing.sort();
        QCOMPARE(implemented, (QStringList{"CR", "Left", "Level", "Name", "again", "cHP", "failing", "inc", "out", "outr", "outs"}));
        QCOMPARE(missing, QStringList{"Unbound"});
        QVERIFY(report.text().find("the runtime implements void(int32)") != std::string::npos);
    }

    void unboundImportIsAScriptErrorAndTheHandlerReturnsNothing()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_UNBOUND");
        QVERIFY(!r.ok);
        QCOMPARE(r.value, 0);
        QCOMPARE(l->world.out, std::vector<int32_t>{1});
        const ScriptError& error = *l->interpreter->lastError();
        QCOMPARE(error.kind, ScriptError::Kind::NotImplemented);
        QVERIFY2(error.message.find("function 'Unbound' (void(int16)) is not implemented") != std::string::npos,
                 error.message.c_str());
        QCOMPARE(error.trace.size(), size_t(1));
        QCOMPARE(error.trace[0].function, std::string("On Event EV_UNBOUND of Monster \"m\""));
        QCOMPARE(int(error.trace[0].line), lineOf("unbound"));
        const std::string text = error.text();
        QVERIFY2(text.rfind("main.irc:" + std::to_string(lineOf("unbound")) + ": ", 0) == 0, text.c_str());
        // The game goes on: the next invocation runs normally.
        QCOMPARE(l->run("EV_HOST").value, 1000);
    }

    void arithmeticFaults_data()
    {
        QTest::addColumn<QString>("event");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        QTest::newRow("division by zero") << "EV_DIVZERO" << "division by zero" << lineOf("divzero");
        QTest::newRow("remainder by zero") << "EV_MODZERO" << "remainder of a division by zero" << lineOf("divzero") + 6;
        QTest::newRow("INT_MIN / -1") << "EV_OVERFLOW" << "-2147483648 / -1 overflows" << lineOf("divzero") + 12;
    }

    void arithmeticFaults()
    {
        QFETCH(QString, event);
        QFETCH(QString, message);
        QFETCH(int, line);
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run(event.toStdString());
        QVERIFY(!r.ok);
        QCOMPARE(r.value, 0);
        const ScriptError& error = *l->interpreter->lastError();
        QCOMPARE(QString::fromStdString(error.message), message);
        QCOMPARE(int(error.trace.at(0).line), line);
        QCOMPARE(QString::fromStdString(error.trace[0].function), "On Event " + event + " of Monster \"m\"");
    }

    void endlessLoopStopsAtTheBudget()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_FOREVER");
        QVERIFY(!r.ok);
        const ScriptError& error = *l->interpreter->lastError();
        QCOMPARE(error.kind, ScriptError::Kind::InstructionBudget);
        QVERIFY(error.message.find("instruction budget") != std::string::npos);
        QCOMPARE(error.trace.at(0).function, std::string("On Event EV_FOREVER of Monster \"m\""));
        QCOMPARE(int(error.trace[0].line), lineOf("forever"));
    }

    void budgetIsConfigurable()
    {
        vm::Limits limits;
        limits.instructionBudget = 500;     // the 1000-iteration loop needs about 5000
        auto l = load(limits);
        QVERIFY(l);
        QVERIFY(!l->run("EV_HOST").ok);
        QCOMPARE(l->interpreter->lastError()->kind, ScriptError::Kind::InstructionBudget);
        QVERIFY(l->world.incCalls > 50 && l->world.incCalls < 200);
    }

    void hostFailureStopsTheHandler()
    {
        auto l = load();
        QVERIFY(l);
        QVERIFY(!l->run("EV_FAIL").ok);
        const ScriptError& error = *l->interpreter->lastError();
        QCOMPARE(error.kind, ScriptError::Kind::HostFailure);
        QCOMPARE(error.message, std::string("function 'failing' (int32(int32)): no object 7"));
        QCOMPARE(int(error.trace.at(0).line), lineOf("failing"));
        QVERIFY(l->world.out.empty());
    }

    void nestedInvocationKeepsTheCallersRegisters()
    {
        auto l = load();
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_OUTER");
        QVERIFY(r.ok);
        QCOMPARE(r.value, 7 + 100 + 7);
        QVERIFY(l->interpreter->frames().empty());

        // A nested handler's error counts as NOTHING there; the outer one goes on.
        const Interpreter::Result outer = l->run("EV_OUTER2");
        QVERIFY(outer.ok);
        QCOMPARE(outer.value, 5);
        const ScriptError& error = *l->interpreter->lastError();
        QCOMPARE(error.trace.size(), size_t(2));
        QCOMPARE(int(error.trace[0].line), lineOf("divzero"));
        QCOMPARE(error.trace[1].function, std::string("On Event EV_OUTER2 of Monster \"m\""));
        QCOMPARE(int(error.trace[1].line), lineOf("again"));
    }

    void diceComeFromTheInjectedRoller()
    {
        auto l = load();
        QVERIFY(l);
        QVERIFY(l->run("EV_DICE").ok);
        QCOMPARE(l->world.out.size(), size_t(4));
        QCOMPARE(l->world.out[0], 3);
        QCOMPARE(l->world.out[1], 0);
        QVERIFY(l->world.out[2] >= 4 && l->world.out[2] <= 24);
        auto again = load();
        QVERIFY(again->run("EV_DICE").ok);
        QCOMPARE(again->world.out, l->world.out);      // same seed, same rolls

        l->interpreter->setDiceRoller(nullptr);
        QVERIFY(!l->run("EV_DICE").ok);
        QCOMPARE(l->interpreter->lastError()->kind, ScriptError::Kind::NoDice);
    }

    void stringLimits()
    {
        vm::Limits limits;
        limits.stringSize = 10;
        auto l = load(limits);
        QVERIFY(l);
        QVERIFY(!l->run("EV_STRINGS").ok);
        QCOMPARE(l->interpreter->lastError()->kind, ScriptError::Kind::StringSize);
        QVERIFY(l->world.outs.empty());
    }

    void garbageStringsAreCollected()
    {
        vm::Limits limits;
        limits.stringMemory = 2u << 20;     // 300000 strings of 19 bytes would need 5.7 MB
        auto l = load(limits);
        QVERIFY(l);
        const Interpreter::Result r = l->run("EV_GROW");
        QVERIFY2(r.ok, r.ok ? "" : l->interpreter->lastError()->text().c_str());
        QCOMPARE(l->world.outs, std::vector<std::string>{"The goblin hits you"});
        QVERIFY(l->interpreter->stringHeap().bytesInUse() <= limits.stringMemory);
    }

    void attentionCallsTheDebugHook()
    {
        struct Hook : vm::DebugHook {
            std::vector<std::pair<std::string, uint32_t>> stops;
            std::string error;
            void onAttention(Interpreter& interpreter, const vm::Frame& frame) override
            {
                const auto line = interpreter.program().sourceLine(*frame.function, frame.pcIndex());
                stops.emplace_back(interpreter.program().displayName(*frame.function), line ? line->line : 0);
                interpreter.attention().store(false);
            }
            void onScriptError(Interpreter&, const ScriptError& e) override { error = e.message; }
        } hook;
        auto l = load();
        QVERIFY(l);
        l->interpreter->setDebugHook(&hook);
        l->interpreter->attention().store(true);
        QCOMPARE(l->run("EV_HOST").value, 1000);
        QCOMPARE(hook.stops.size(), size_t(1));
        QCOMPARE(hook.stops[0].first, std::string("On Event EV_HOST of Monster \"m\""));
        QVERIFY(l->run("EV_DIVZERO").ok == false);
        QCOMPARE(hook.error, std::string("division by zero"));
    }

    void compiledScriptFunctionsRecurse()
    {
        // Script functions are the language extension of issue 4; fib from source.
        script::CheckOptions options;
        options.mainFile = "fib.irc";
        options.preprocessor = MemoryFiles{{{"fib.irc",
            "int32 fib(int32 n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }\n"
            "int32 down(int32 n) { return down(n + 1); }\n"}}}.options();
        script::BuildResult built = script::buildModule(options);
        if (!built.ok())
            QSKIP("the compiler does not build script functions yet; Call is tested on a hand-assembled module");
        const module::ModuleImage* images[] = {&*built.image};
        vm::LoadResult loaded = vm::Program::load(images, vm::HostApi{});
        QVERIFY(loaded.program);
        Interpreter interpreter(*loaded.program);
        const int32_t n = 20;
        const Interpreter::Result r = interpreter.invoke(*loaded.program->findFunction("fib"), {&n, 1});
        QVERIFY(r.ok);
        QCOMPARE(r.value, 6765);
        const int32_t zero = 0;
        QVERIFY(!interpreter.invoke(*loaded.program->findFunction("down"), {&zero, 1}).ok);
        QCOMPARE(interpreter.lastError()->kind, ScriptError::Kind::CallDepth);
        QCOMPARE(interpreter.lastError()->trace.size(), size_t(vm::Limits{}.callDepth));
        QCOMPARE(interpreter.lastError()->trace[0].line, 2u);
    }

    void callOnAHandAssembledModule()
    {
        const module::ModuleImage image = handAssembled();
        QVERIFY2(!module::findImageProblem(image), module::findImageProblem(image)->message.c_str());
        const module::ModuleImage* images[] = {&image};
        vm::LoadResult loaded = vm::Program::load(images, vm::HostApi{});
        QVERIFY(loaded.program);
        vm::Limits limits;
        limits.callDepth = 50;
        Interpreter interpreter(*loaded.program, limits);
        const vm::Program& program = *loaded.program;

        for (auto [n, expected] : {std::pair{0, 0}, {1, 1}, {2, 1}, {10, 55}, {25, 75025}}) {
            const Interpreter::Result r = interpreter.invoke(*program.findFunction("fib"), {&n, 1});
            QVERIFY(r.ok);
            QCOMPARE(r.value, expected);
        }

        const int32_t start = 0;
        QVERIFY(!interpreter.invoke(*program.findFunction("down"), {&start, 1}).ok);
        const ScriptError& depth = *interpreter.lastError();
        QCOMPARE(depth.kind, ScriptError::Kind::CallDepth);
        QCOMPARE(depth.trace.size(), size_t(50));
        QCOMPARE(depth.trace[0].function, std::string("down"));
        QCOMPARE(depth.trace[0].line, 21u);      // the call, at pc 1 of function 2
        QCOMPARE(depth.trace[49].line, 21u);

        QVERIFY(!interpreter.invoke(*program.findFunction("spin")).ok);
        QCOMPARE(interpreter.lastError()->kind, ScriptError::Kind::InstructionBudget);
        QCOMPARE(interpreter.lastError()->trace[0].line, 30u);

        // Wrong argument counts are refused before anything runs.
        QVERIFY(!interpreter.invoke(*program.findFunction("fib")).ok);
        QCOMPARE(interpreter.lastError()->kind, ScriptError::Kind::BadInvocation);
    }

    // The handlers above and the hand-assembled module use every instruction.
    void testsCoverEveryOpcode()
    {
        auto l = load();
        QVERIFY(l);
        std::set<core::Opcode> used;
        const module::ModuleImage hand = handAssembled();
        for (const module::ModuleImage* image : {static_cast<const module::ModuleImage*>(&l->image), &hand})
            for (const core::Function& f : image->functions)
                for (core::Instruction word : f.code)
                    used.insert(core::opcodeOf(word));
        for (size_t op = 0; op < core::kOpcodeCount; ++op)
            QVERIFY2(used.count(core::Opcode(op)), std::string(core::mnemonic(core::Opcode(op))).c_str());
    }

    void registerStackOverflowIsAnError()
    {
        const module::ModuleImage image = handAssembled();
        const module::ModuleImage* images[] = {&image};
        vm::LoadResult loaded = vm::Program::load(images, vm::HostApi{});
        vm::Limits limits;
        limits.registerStack = 40;      // `down` uses one more register per frame
        Interpreter interpreter(*loaded.program, limits);
        const int32_t start = 0;
        QVERIFY(!interpreter.invoke(*loaded.program->findFunction("down"), {&start, 1}).ok);
        QCOMPARE(interpreter.lastError()->kind, ScriptError::Kind::RegisterStack);
        QCOMPARE(interpreter.lastError()->trace.size(), size_t(39));
    }
};

INCURSION_TEST_MAIN(InterpreterTest)
#include "tst_interpreter.moc"
} // namespace tst_interpreter
