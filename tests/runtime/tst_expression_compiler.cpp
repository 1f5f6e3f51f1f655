// The debugger's expression compiler: watches and breakpoint conditions
// compiled in the scope of a stopped frame (bridge/expression_compiler.h),
// loaded with Program::loadFragment and run on the frame's registers. Each
// test asserts the value computed, the fragment's own strings and imports,
// or the error and its column in the expression.
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "module/module_verifier.h"
#include "script/build.h"
#include "bridge/expression_compiler.h"
#include "vm/interpreter.h"

#include <QtTest>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace tst_expression_compiler {

using namespace incursion;
using incursion::test::MemoryFiles;
using vm::Interpreter;

namespace {

const char* const kWatched = R"(Module "Watched";
#define EV_MOVE     1
#define T_THING     (-1)
#define T_CREATURE  (-2)
#define SOBJ_EACTOR 4
#define BONUS       40
#define TWICE(x)    ((x) * 2)

system T_CREATURE EActor == SOBJ_EACTOR;
system int16 T_CREATURE::cHP;
system int16 T_CREATURE::Level;
system int32 inc(int32 x);

int16 Turns;

int32 f(int32 n) { int32 k; k = n * 2; return k; }
int32 g(int8 m) { int32 j; j = m; return j; }

Monster "Goblin" : 1
  {
    int32 Seen;
    On Event EV_MOVE { Seen = Seen + inc(Turns); return EActor->cHP; };
  }
)";

const char* const kOther = R"(Module "Other";
Monster "Troll" : 2
  {
  }
)";

script::CheckOptions optionsFor(const std::string& file, const std::string& source)
{
    script::CheckOptions options;
    options.mainFile = file;
    options.preprocessor = MemoryFiles{{{file, source}}}.options();
    return options;
}

// Two modules built and loaded, an interpreter, and an expression compiler
// that knows the sources `sources` (the loaded ones unless a test says otherwise).
struct Session {
    module::ModuleImage watched, other;
    module::ModuleImage watchedAsLoaded;        // a copy, to see the loaded image never changes
    vm::HostApi api;
    std::unique_ptr<vm::Program> program;
    std::unique_ptr<Interpreter> interpreter;
    std::unique_ptr<bridge::ExpressionCompiler> compiler;

    const vm::LoadedFunction& function(std::string_view name) const
    {
        for (const vm::LoadedFunction& f : program->modules()[0].functions)
            if (watched.strings[f.source->name] == name)
                return f;
        qFatal("no function %s", std::string(name).c_str());
    }
    // The pc of the first `ret` of `f` (its `return` statement).
    static uint32_t returnPc(const vm::LoadedFunction& f)
    {
        for (uint32_t pc = 0; pc < f.codeSize; ++pc)
            if (core::opcodeOf(f.code[pc]) == core::Opcode::Return)
                return pc;
        qFatal("no return");
    }
    int32_t& variable(std::string_view name)
    {
        for (size_t i = 0; i < watched.variables.size(); ++i)
            if (watched.strings[watched.variables[i].name] == name)
                return program->variables(0)[i];
        qFatal("no variable %s", std::string(name).c_str());
    }
};

std::unique_ptr<Session> start(const std::string& watchedSources = kWatched)
{
    auto session = std::make_unique<Session>();
    for (auto [image, file, source] : {std::tuple{&session->watched, "main.irc", kWatched},
                                       std::tuple{&session->other, "other.irc", kOther}}) {
        script::BuildResult built = script::buildModule(optionsFor(file, source));
        if (!built.ok()) {
            for (const script::Diagnostic& d : built.front.diagnostics->all())
                qWarning("%s", built.front.diagnostics->formatText(d).c_str());
            return nullptr;
        }
        *image = std::move(*built.image);
    }
    session->watchedAsLoaded = session->watched;
    session->api.addGlobalFunction("inc", [](vm::HostCall& c) { return c.arg(0) + 1; });
    session->api.addMemberVariable("cHP", [](vm::HostCall&) { return 12; });
    session->api.addMemberVariable("Level", [](vm::HostCall& c) { return c.arg(0) == 4 ? 7 : -1; });
    const module::ModuleImage* images[] = {&session->watched, &session->other};
    vm::LoadResult loaded = vm::Program::load(images, session->api);
    if (!loaded.program)
        return nullptr;
    session->program = std::move(loaded.program);
    session->interpreter = std::make_unique<Interpreter>(*session->program);
    session->compiler = std::make_unique<bridge::ExpressionCompiler>(std::map<std::string, script::CheckOptions>{
        {"Watched", optionsFor("main.irc", watchedSources)}, {"Other", optionsFor("other.irc", kOther)}});
    return session;
}

} // namespace

class ExpressionCompilerTest : public QObject {
    Q_OBJECT

    // Compiles `text` at `pc` of `scope` and loads it; fails the test with the error otherwise.
    std::unique_ptr<vm::LoadedFragment> load(Session& s, const vm::LoadedFunction& scope, uint32_t pc,
                                             std::string_view text, vm::CodeFragment* compiled = nullptr)
    {
        auto result = s.compiler->compile(*s.program, scope, pc, text);
        if (const std::string* error = std::get_if<std::string>(&result)) {
            qWarning("%s", error->c_str());
            return nullptr;
        }
        if (compiled)
            *compiled = std::get<vm::CodeFragment>(result);
        auto loaded = s.program->loadFragment(scope, std::get<vm::CodeFragment>(std::move(result)));
        if (const std::string* error = std::get_if<std::string>(&loaded)) {
            qWarning("%s", error->c_str());
            return nullptr;
        }
        return std::get<std::unique_ptr<vm::LoadedFragment>>(std::move(loaded));
    }

    // Runs a loaded fragment on a stopped frame's registers, as the debug
    // engine does: the frame's registers come first in its window. (invoke()
    // passes leading registers to handlers only, so the fragment runs as one.)
    Interpreter::Result run(Session& s, const vm::LoadedFragment& fragment, std::vector<int32_t> registers = {})
    {
        core::Function asHandler = *fragment.function.source;
        asHandler.kind = core::FunctionKind::EventHandler;
        vm::LoadedFunction function = fragment.function;
        function.source = &asHandler;
        return s.interpreter->invoke(function, registers);
    }

    std::string error(Session& s, const vm::LoadedFunction& scope, uint32_t pc, std::string_view text)
    {
        auto result = s.compiler->compile(*s.program, scope, pc, text);
        const std::string* message = std::get_if<std::string>(&result);
        return message ? *message : "(compiled)";
    }

private slots:
    void breakpointConditionsCheckedAtTheirLine()
    {
        // kWatched: line 16 is f's body, line 22 the Goblin's handler.
        const auto s = start();
        QVERIFY(s);
        const auto check = [&](uint32_t line, std::string_view condition) {
            vm::Breakpoint at;
            at.file = "main.irc";
            at.line = line;
            return s->compiler->checkCondition(*s->program, at, condition);
        };
        QCOMPARE(check(16, "k == 3 && n > TWICE(1)"), std::nullopt);
        QCOMPARE(check(22, "Seen > BONUS && EActor->cHP < 3"), std::nullopt);
        // An unknown name, and a name of another scope, with their reason.
        const std::optional<std::string> unknown = check(16, "hopz == 1");
        QVERIFY(unknown);
        QVERIFY2(unknown->find("hopz") != std::string::npos && unknown->rfind("1:1: ", 0) == 0, unknown->c_str());
        const std::optional<std::string> otherScope = check(22, "k == 1");
        QVERIFY(otherScope);
        QVERIFY2(otherScope->find("'k'") != std::string::npos, otherScope->c_str());
        // A syntax error, where it is.
        const std::optional<std::string> syntax = check(16, "k ==");
        QVERIFY(syntax);
        QVERIFY2(syntax->rfind("1:5: ", 0) == 0, syntax->c_str());
        // No code at the line: nothing to compile against, and it says so.
        QCOMPARE(check(900, "k == 1"), std::optional<std::string>("no code at line 900 of main.irc"));
    }

    void localsAtTheReturn()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& f = s->function("f");
        const uint32_t pc = Session::returnPc(f);
        vm::CodeFragment compiled;
        auto fragment = load(*s, f, pc, "k + n", &compiled);
        QVERIFY(fragment);
        QCOMPARE(fragment->type, core::ValueType::Int32);
        QCOMPARE(compiled.function.kind, core::FunctionKind::ScriptFunction);
        QCOMPARE(compiled.function.parameterCount, uint8_t(0));
        // The locals are read where the frame has them; the result is a temporary above them.
        const core::Instruction ret = compiled.function.code.back();
        QCOMPARE(core::opcodeOf(ret), core::Opcode::Return);
        QVERIFY(core::operandA(ret) >= f.registerCount);
        QVERIFY(compiled.strings.empty());
        QVERIFY(compiled.imports.empty());
        // n = 3, k = 6: the frame at the return.
        const Interpreter::Result r = run(*s, *fragment, {3, 6});
        QVERIFY(r.ok);
        QCOMPARE(r.value, 9);
    }

    void evaluatedInAStoppedFrame()
    {
        // The debug engine's path: stop before f's return, compile and load
        // there, run with Interpreter::evaluate on the frame; an assignment
        // changes what f returns.
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& f = s->function("f");
        struct Stop : vm::DebugHook {
            Session* session;
            const vm::LoadedFunction* f;
            uint32_t pc;
            std::vector<std::string> results;
            void onAttention(Interpreter& interpreter, const vm::Frame&) override
            {
                interpreter.setTracing(true);
                interpreter.attention().store(false);
            }
            void onInstruction(Interpreter& interpreter, const vm::Frame& frame) override
            {
                if (frame.function != f || frame.pcIndex() != pc)
                    return;
                const size_t depth = interpreter.frames().size() - 1;
                for (const char* text : {"k + n", "k = 5", "k"}) {
                    auto compiled = session->compiler->compile(*session->program, *f, pc, text);
                    auto loaded = session->program->loadFragment(*f, std::get<vm::CodeFragment>(std::move(compiled)));
                    const auto& fragment = std::get<std::unique_ptr<vm::LoadedFragment>>(loaded);
                    const Interpreter::Evaluation e = interpreter.evaluate(fragment->function, depth);
                    results.push_back(e.ok ? std::to_string(e.value) : e.error);
                }
                interpreter.setTracing(false);
            }
        } hook;
        hook.session = s.get();
        hook.f = &f;
        hook.pc = Session::returnPc(f);
        s->interpreter->setDebugHook(&hook);
        s->interpreter->attention().store(true);
        const int32_t n = 3;
        const Interpreter::Result r = s->interpreter->invoke(f, {&n, 1});
        QVERIFY(r.ok);
        QCOMPARE(hook.results, (std::vector<std::string>{"9", "5", "5"}));
        QCOMPARE(r.value, 5);
    }

    void assignmentWritesTheFramesRegister()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& f = s->function("f");
        vm::CodeFragment compiled;
        auto fragment = load(*s, f, Session::returnPc(f), "k = 5", &compiled);
        QVERIFY(fragment);
        // k lives in register 1 of f's frame: the watch stores there.
        QCOMPARE(compiled.function.code.front(), core::encodeAsBx(core::Opcode::LoadInt, 1, 5));
        QCOMPARE(run(*s, *fragment, {3, 6}).value, 5);
    }

    void globalsAndResourceVariables()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& handler = s->function("On Event EV_MOVE");
        s->variable("Turns") = 21;
        s->variable("Seen") = 4;
        auto fragment = load(*s, handler, 0, "Turns * 2 + Seen");
        QVERIFY(fragment);
        QCOMPARE(fragment->type, core::ValueType::Int32);
        QCOMPARE(run(*s, *fragment).value, 46);
        // A script function has no resource: the monster's variable is not in its scope.
        QCOMPARE(error(*s, s->function("f"), 0, "Seen"),
                 std::string("1:1: 'Seen' is not declared: no local variable, resource or global variable, or "
                             "system object has this name"));
        // Script functions of the module are called where they are.
        auto call = load(*s, handler, 0, "f(Turns) + 1");
        QVERIFY(call);
        QCOMPARE(run(*s, *call).value, 43);
        // A watch may assign a module variable.
        auto assign = load(*s, handler, 0, "Turns += 1");
        QVERIFY(assign);
        QCOMPARE(run(*s, *assign).value, 22);
        QCOMPARE(s->variable("Turns"), 22);
    }

    void macrosOfTheModule()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& f = s->function("f");
        auto fragment = load(*s, f, Session::returnPc(f), "TWICE(BONUS) + n");
        QVERIFY(fragment);
        QCOMPARE(run(*s, *fragment, {3, 6}).value, 83);
    }

    void resources()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& handler = s->function("On Event EV_MOVE");
        auto own = load(*s, handler, 0, "$\"Goblin\"");
        QVERIFY(own);
        QCOMPARE(own->type, core::ValueType::Resource);
        QCOMPARE(uint32_t(run(*s, *own).value), module::resourceId(s->program->modules()[0].slot, 0));
        // Another module's resource, never named by this one: found in the running program.
        vm::CodeFragment compiled;
        auto other = load(*s, handler, 0, "$\"Troll\"", &compiled);
        QVERIFY(other);
        QCOMPARE(uint32_t(run(*s, *other).value), module::resourceId(s->program->modules()[1].slot, 0));
        QCOMPARE(error(*s, handler, 0, "1 + $\"Nobody\""),
                 std::string("1:6: no loaded module has a resource named 'Nobody'"));
    }

    void stringsTheModuleDoesNotHave()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& handler = s->function("On Event EV_MOVE");
        for (int round = 0; round < 2; ++round) {
            // Twice: the builder gave back what the first compile added.
            vm::CodeFragment compiled;
            auto fragment = load(*s, handler, 0, "\"hello\"", &compiled);
            QVERIFY(fragment);
            QCOMPARE(compiled.strings, std::vector<std::string>{"hello"});
            QCOMPARE(compiled.function.constants.size(), size_t(1));
            QCOMPARE(compiled.function.constants[0],
                     (core::Constant{core::ConstantKind::Text, int32_t(s->watched.strings.size())}));
            QCOMPARE(fragment->type, core::ValueType::Text);
            QCOMPARE(s->program->text(run(*s, *fragment).value), std::string_view("hello"));
        }
        // Joined at run time: a string of the invocation's heap.
        auto joined = load(*s, handler, 0, "\"hel\" + \"lo\" + \"Goblin\"");
        QVERIFY(joined);
        QCOMPARE(joined->type, core::ValueType::String);
        const Interpreter::Result r = run(*s, *joined);
        QVERIFY(r.ok);
        QCOMPARE(s->interpreter->stringBytes(r.value), std::string_view("helloGoblin"));
        // A text the module has is the module's.
        vm::CodeFragment compiled;
        auto goblin = load(*s, handler, 0, "\"Goblin\"", &compiled);
        QVERIFY(goblin);
        QVERIFY(compiled.strings.empty());
        QCOMPARE(s->program->text(run(*s, *goblin).value), std::string_view("Goblin"));
    }

    void apiMemberTheModuleDoesNotImport()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& handler = s->function("On Event EV_MOVE");
        const size_t moduleImports = s->watched.imports.size();
        for (int round = 0; round < 2; ++round) {
            vm::CodeFragment compiled;
            auto fragment = load(*s, handler, 0, "EActor->Level + EActor->cHP", &compiled);
            QVERIFY(fragment);
            QCOMPARE(compiled.imports.size(), size_t(1));
            const module::Import& level = compiled.imports[0];
            QCOMPARE(level.kind, module::Import::Kind::MemberVariable);
            const auto name = [&](uint32_t index) {
                return index < s->watched.strings.size() ? s->watched.strings[index]
                                                         : compiled.strings.at(index - s->watched.strings.size());
            };
            QCOMPARE(name(level.name), std::string("Level"));
            QCOMPARE(name(level.signature), std::string("int16"));
            QCOMPARE(fragment->imports.size(), moduleImports + 1);
            QCOMPARE(fragment->type, core::ValueType::Int32);     // arithmetic is int32
            QCOMPARE(run(*s, *fragment).value, 7 + 12);
        }
    }

    void errorsAtTheirColumn()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& f = s->function("f");
        const uint32_t pc = Session::returnPc(f);
        QCOMPARE(error(*s, f, pc, "n + foo"),
                 std::string("1:5: 'foo' is not declared: no local variable, resource or global variable, or system "
                             "object has this name"));
        QCOMPARE(error(*s, f, pc, "k = \"text\""),
                 std::string("1:5: cannot use a value of type 'hText' as 'k', which is 'int32'"));
        QCOMPARE(error(*s, f, pc, "n +"), std::string("1:4: expected an expression, found end of file"));
        QCOMPARE(error(*s, f, pc, "n k"),
                 std::string("1:3: expected the end of the expression, found identifier 'k'"));
        QCOMPARE(error(*s, f, pc, ""), std::string("1:1: expected an expression, found end of file"));
    }

    void localsOutsideTheirLiveRange()
    {
        auto s = start();
        QVERIFY(s);
        // g truncates its int8 parameter first; its local j is live after that.
        const vm::LoadedFunction& g = s->function("g");
        const auto j = std::find_if(g.source->locals.begin(), g.source->locals.end(), [&](const core::LocalVariable& l) {
            return s->watched.strings[l.name] == "j";
        });
        QVERIFY(j != g.source->locals.end());
        QCOMPARE(j->startPc, 1u);
        QCOMPARE(error(*s, g, 0, "j"),
                 std::string("1:1: 'j' is not declared: no local variable, resource or global variable, or system "
                             "object has this name"));
        auto fragment = load(*s, g, Session::returnPc(g), "j + m");
        QVERIFY(fragment);
        QCOMPARE(run(*s, *fragment, {-2, -2}).value, -4);
    }

    void changedSourcesAreRefused()
    {
        std::string changed = kWatched;
        changed.replace(changed.find("k = n * 2"), 9, "k = n * 3");
        auto s = start(changed);
        QVERIFY(s);
        const std::string expected =
            "the sources of module 'Watched' changed since it was built: rebuild to evaluate expressions";
        QCOMPARE(s->compiler->prepare(s->watched), std::optional<std::string>(expected));
        QCOMPARE(s->compiler->prepare(s->other), std::optional<std::string>());
        QCOMPARE(error(*s, s->function("f"), 0, "n"), expected);
        QCOMPARE(error(*s, s->function("g"), 0, "m"), expected);
        bridge::ExpressionCompiler broken({{"Watched", optionsFor("main.irc", "int32 f( {")}});
        QVERIFY(broken.prepare(s->watched).value_or("").starts_with(
            "the sources of module 'Watched' do not compile: main.irc:1:"));
        bridge::ExpressionCompiler unaware({});
        QCOMPARE(unaware.prepare(s->watched), std::optional<std::string>("the sources of module 'Watched' are not known"));
    }

    void theLoadedImageIsUnchanged()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& handler = s->function("On Event EV_MOVE");
        for (const char* text : {"\"new text\"", "EActor->Level", "$\"Troll\"", "Turns = inc(Turns)", "n + foo"})
            s->compiler->compile(*s->program, handler, 0, text);
        QVERIFY(s->watched == s->watchedAsLoaded);
        // And the compiler's own image still equals it: expressions still compile.
        QVERIFY(load(*s, handler, 0, "Turns"));
    }

    void loadFragmentVerifiesTheCode()
    {
        auto s = start();
        QVERIFY(s);
        const vm::LoadedFunction& f = s->function("f");
        const auto loadError = [&](vm::CodeFragment fragment) {
            auto loaded = s->program->loadFragment(f, std::move(fragment));
            const std::string* message = std::get_if<std::string>(&loaded);
            return message ? *message : std::string("(loaded)");
        };
        auto fragmentOf = [&](std::vector<core::Instruction> code, std::vector<core::Constant> constants = {}) {
            vm::CodeFragment fragment;
            fragment.function.kind = core::FunctionKind::ScriptFunction;
            fragment.function.registerCount = uint16_t(f.registerCount + 1);
            fragment.function.code = std::move(code);
            fragment.function.constants = std::move(constants);
            return fragment;
        };
        const uint8_t top = uint8_t(f.registerCount);
        QCOMPARE(loadError(fragmentOf({core::encodeAsBx(core::Opcode::LoadInt, 9, 1), core::encodeABC(core::Opcode::Return, 9, 0, 0)})),
                 "code fragment for module Watched: register 9 (operand A) outside the frame of " +
                     std::to_string(top + 1) + " registers (fragment, pc 0)");
        const int32_t strings = int32_t(s->watched.strings.size());
        QCOMPARE(loadError(fragmentOf({core::encodeABx(core::Opcode::LoadConst, top, 0), core::encodeABC(core::Opcode::Return, top, 0, 0)},
                                      {{core::ConstantKind::Text, strings}})),
                 "code fragment for module Watched: text " + std::to_string(strings) + " out of range (" +
                     std::to_string(strings) + " strings) (fragment, constant 0)");
        QCOMPARE(loadError(fragmentOf({core::encodeABx(core::Opcode::LoadConst, top, 1), core::encodeABC(core::Opcode::Return, top, 0, 0)},
                                      {{core::ConstantKind::Integer, 5}})),
                 std::string("code fragment for module Watched: constant 1 out of range (1 constants) (fragment, pc 0)"));
        QCOMPARE(loadError(fragmentOf({core::encodeABx(core::Opcode::GetMember, top, 99), core::encodeABC(core::Opcode::Return, top, 0, 0)})),
                 "code fragment for module Watched: import 99 out of range (" +
                     std::to_string(s->watched.imports.size()) + " imports) (fragment, pc 0)");
        vm::CodeFragment small = fragmentOf({core::encodeABC(core::Opcode::ReturnNothing, 0, 0, 0)});
        small.function.registerCount = 1;
        QCOMPARE(loadError(std::move(small)), "the fragment's 1 registers cannot hold its scope's " +
                                                  std::to_string(f.registerCount));
        // The fragment's own string makes the text constant valid, and loading it twice shares the text.
        vm::CodeFragment own = fragmentOf({core::encodeABx(core::Opcode::LoadConst, top, 0), core::encodeABC(core::Opcode::Return, top, 0, 0)},
                                          {{core::ConstantKind::Text, strings}});
        own.strings = {"watch"};
        own.type = core::ValueType::Text;
        auto first = s->program->loadFragment(f, own);
        auto second = s->program->loadFragment(f, own);
        QVERIFY(std::holds_alternative<std::unique_ptr<vm::LoadedFragment>>(first));
        QVERIFY(std::holds_alternative<std::unique_ptr<vm::LoadedFragment>>(second));
        const int32_t handle = std::get<0>(first)->constants[0];
        QCOMPARE(std::get<0>(second)->constants[0], handle);
        QCOMPARE(s->program->text(handle), std::string_view("watch"));
    }
};

INCURSION_TEST_MAIN(ExpressionCompilerTest)
#include "tst_expression_compiler.moc"
} // namespace tst_expression_compiler
