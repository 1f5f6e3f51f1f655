// Code generation and semantic analysis of handler code.
//
// Golden tests: each tests/data/codegen/*.irc compiles without errors, and its
// diagnostics plus the disassembly of every function (with source lines) must
// equal the .expected file beside it. The listings were checked by hand
// instruction by instruction; after an intended change, regenerate them with
// INCURSION_UPDATE_GOLDEN=1 and review the diff like code.
//
// Error tests: small handlers whose message and position are asserted.
//
// Counted loops: which `for` loops get forprep/forloop, and that each gives
// the result of the same loop written with `while` (the generic code).
#include "support/memory_files.h"
#include "support/test_files.h"
#include "support/test_suite.h"

#include "module/module_file.h"
#include "script/build.h"
#include "vm/disassembler.h"
#include "vm/interpreter.h"
#include "vm/program.h"

#include <QDir>
#include <QFileInfo>
#include <QtTest>

#include <algorithm>

namespace tst_codegen {

using namespace incursion;
using namespace incursion::script;
using incursion::test::MemoryFiles;

namespace {

const QString kGoldenDir = QStringLiteral(INCURSION_TEST_DATA "/codegen");

QString diagnosticLines(const BuildResult& r)
{
    QString out;
    const Diagnostics& diags = *r.front.diagnostics;
    for (const Diagnostic& d : diags.all()) {
        const SourceLocation loc = diags.displayLocation(d);
        const LineColumn lc = r.front.sources->lineColumn(loc);
        const QString file = QFileInfo(QString::fromStdString(std::string(r.front.sources->path(loc.file)))).fileName();
        out += QStringLiteral("%1:%2:%3: %4: %5\n")
                   .arg(file)
                   .arg(lc.line)
                   .arg(lc.column)
                   .arg(d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note")
                   .arg(QString::fromStdString(d.message));
    }
    return out;
}

// Handler code inside a monster, with the test API; line 3 of main.irc is the
// first line of `code`.
BuildResult buildSource(const std::string& source)
{
    const std::string api = test::readFile(kGoldenDir + "/api.irh").toStdString();
    CheckOptions options;
    options.mainFile = "main.irc";
    options.preprocessor = MemoryFiles{{{"api.irh", api}, {"main.irc", source}}}.options();
    return buildModule(options);
}

// Handler code inside a monster, with the test API and two script functions
// (defined after the monster: calls may precede definitions); line 3 of
// main.irc is the first line of `code`.
BuildResult buildHandler(const std::string& code, const std::string& declarations = {})
{
    return buildSource("#include \"api.irh\"\nMonster \"m\" : 1 { " + declarations + "On Event EV_MOVE {\n" + code
                       + "\n}; }\nint32 fib(int32 n) { return n; }\nvoid nothing() { }\n");
}

} // namespace

class CodegenTest : public QObject {
    Q_OBJECT
private slots:
    void golden_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList sources = QDir(kGoldenDir).entryList({"*.irc"}, QDir::Files, QDir::Name);
        QVERIFY(sources.size() >= 3);
        for (const QString& source : sources)
            QTest::newRow(qPrintable(source)) << QFileInfo(source).completeBaseName();
    }

    void golden()
    {
        QFETCH(QString, name);
        CheckOptions options;
        options.mainFile = (kGoldenDir + "/" + name + ".irc").toStdString();
        const BuildResult r = buildModule(options);
        QVERIFY2(r.ok(), qPrintable(diagnosticLines(r)));

        QString actual = diagnosticLines(r) + "\n";
        const vm::SourceLineProvider lines = vm::sourceLinesFromFiles(*r.image);
        for (uint32_t i = 0; i < r.image->functions.size(); ++i)
            actual += QString::fromStdString(vm::disassembleText(*r.image, i, lines)) + "\n";

        const QString expectedPath = kGoldenDir + "/" + name + ".expected";
        if (qEnvironmentVariableIsSet("INCURSION_UPDATE_GOLDEN"))
            test::writeFile(expectedPath, actual.toUtf8());
        const QString expected = QString::fromUtf8(test::readFile(expectedPath));
        if (actual != expected) {
            const QStringList a = actual.split('\n'), e = expected.split('\n');
            for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i)
                if (a.value(i) != e.value(i))
                    QFAIL(qPrintable(QStringLiteral("%1.expected differs at line %2:\n  expected: %3\n  actual:   %4")
                                         .arg(name).arg(i + 1).arg(e.value(i), a.value(i))));
        }
    }

    void buildsAreByteIdentical()
    {
        CheckOptions options;
        options.mainFile = (kGoldenDir + "/operators.irc").toStdString();
        const BuildResult first = buildModule(options);
        const BuildResult second = buildModule(options);
        QVERIFY(first.ok() && second.ok());
        QCOMPARE(module::writeModule(*first.image), module::writeModule(*second.image));
    }

    void lineTablesPointAtStatements()
    {
        const BuildResult r = buildHandler("int16 a;\na = 1;\n\na = a + 2;\nreturn a;");
        QVERIFY2(r.ok(), qPrintable(diagnosticLines(r)));
        const auto handler = std::find_if(r.image->functions.begin(), r.image->functions.end(),
                                          [](const core::Function& f) { return f.kind == core::FunctionKind::EventHandler; });
        QVERIFY(handler != r.image->functions.end());
        const core::Function& fn = *handler;
        QStringList lines;
        for (const core::LineEntry& l : fn.lines)
            lines << QStringLiteral("%1@%2:%3").arg(l.pc).arg(l.line).arg(l.column);
        QCOMPARE(lines.join(' '), QStringLiteral("0@4:1 1@6:1 4@7:1 5@8:1"));
        QCOMPARE(fn.locals.size(), size_t(1));
        QCOMPARE(r.image->strings.at(fn.locals[0].name), std::string("a"));
        QCOMPARE(fn.locals[0].type, core::ValueType::Int16);
        QCOMPARE(fn.locals[0].endPc, uint32_t(fn.code.size()));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        // Positions are line:column in main.irc; the code starts on line 3.
        QTest::newRow("undeclared") << "x = 1;"
            << "3:1: error: 'x' is not declared: no local variable, resource or global variable has this name";
        QTest::newRow("undeclared in expression") << "int16 a;\na = y + 1;"
            << "4:5: error: 'y' is not declared: no local variable, resource or global variable, or system object has this name";
        QTest::newRow("object to number") << "int16 a;\na = EActor;"
            << "4:5: error: cannot use a value of type 'hObj' as 'a', which is 'int16'";
        QTest::newRow("argument type") << "ThrowDmg(EV_DAMAGE, EActor);"
            << "3:21: error: cannot use a value of type 'hObj' as argument 2 ('amount') of 'ThrowDmg', which is 'int16'";
        QTest::newRow("too few arguments") << "ThrowDmg(EV_DAMAGE);"
            << "3:1: error: too few arguments to 'ThrowDmg': parameter 2 ('amount') has no default (int32(int16,int16,hObj:-1))";
        QTest::newRow("too many arguments") << "random(1, 2, 3);"
            << "3:1: error: too many arguments to 'random': 3 given, 1 declared (int16(int16))";
        QTest::newRow("one surplus argument") << "random(1, 2);"
            << "3:11: warning: one argument too many for 'random' (int16(int16)): it is evaluated and ignored, as the original compiler did";
        QTest::newRow("string comparison") << "string s;\nif (s == \"a\") return 1;"
            << "4:5: error: operator '==' cannot be applied to 'string' and 'hText' (strings only join with '+'; compare them with string methods)";
        QTest::newRow("void value") << "int16 a;\na = EActor->IPrint(\"x\");"
            << "4:5: error: a function that returns nothing (void) has no value to store in 'a'";
        QTest::newRow("member of a number") << "int16 a;\na = a->Depth;"
            << "4:5: error: a member needs an hObj, rID or string receiver, not 'int16'";
        QTest::newRow("unknown member") << "int16 a;\na = EActor->Speed;"
            << "4:13: error: 'Speed' is not a declared member variable of 'hObj' receivers";
        QTest::newRow("unknown function") << "Explode(3);"
            << "3:1: error: 'Explode' is not a declared function (no script function and no 'system' declaration of a global function has this name)";
        // "Did you mean": the closest declared name of the kind expected (edit
        // distance; case counts for nothing, so a miscased name comes first).
        QTest::newRow("misspelt member function") << "EActor->IPnt(\"x\");"
            << "3:9: error: 'IPnt' is not a declared member function of 'hObj' receivers (did you mean 'IPrint'?)";
        QTest::newRow("misspelt member variable") << "int16 a;\na = EActor->chp;"
            << "4:13: error: 'chp' is not a declared member variable of 'hObj' receivers (did you mean 'cHP'?)";
        QTest::newRow("misspelt function") << "randm(3);"
            << "3:1: error: 'randm' is not a declared function (no script function and no 'system' declaration of a global function has this name) (did you mean 'random'?)";
        QTest::newRow("misspelt script function") << "return fibb(2);"
            << "3:8: error: 'fibb' is not a declared function (no script function and no 'system' declaration of a global function has this name) (did you mean 'fib'?)";
        QTest::newRow("member function without its object") << "IPnt(\"x\");"
            << "3:1: error: 'IPnt' is not a declared function (no script function and no 'system' declaration of a global function has this name) (did you mean 'IPrint'? It is a member function: call it on an object, as in 'EActor->IPrint(...)')";
        QTest::newRow("misspelt system object") << "hObj a;\na = EActr;"
            << "4:5: error: 'EActr' is not declared: no local variable, resource or global variable, or system object has this name (did you mean 'EActor'?)";
        QTest::newRow("misspelt local") << "int16 count;\ncont = 2;"
            << "4:1: error: 'cont' is not declared: no local variable, resource or global variable has this name (did you mean 'count'?)";
        QTest::newRow("misspelt constant") << "return DONNE;"
            << "3:8: error: 'DONNE' is not declared: no local variable, resource or global variable, or system object has this name (did you mean 'DONE'?)";
        QTest::newRow("misspelt resource") << "rID r;\nr = $\"mm\";"
            << "4:6: warning: unresolved resource reference $\"mm\": no resource of that name in this module (the original compiler used $\"unimplemented\" in its place) (did you mean 'm'?)";
        QTest::newRow("string method on object") << "EActor->Left(2);"
            << "3:9: error: 'Left' is a string method, but it is called on 'hObj'";
        QTest::newRow("assign system object") << "EActor = NULL;"
            << "3:1: error: the system object 'EActor' cannot be assigned to";
        QTest::newRow("resource member read-only") << "rID m;\nm->CR = 2;"
            << "4:1: error: resource members cannot be assigned to (they are read-only)";
        QTest::newRow("continue outside loop") << "continue;"
            << "3:1: error: 'continue' outside a loop";
        QTest::newRow("duplicate local") << "int16 a, a;\nreturn 0;"
            << "3:10: error: local variable 'a' is declared twice";
        QTest::newRow("rect field of number") << "int16 a;\na@x1 = 2;"
            << "4:1: error: '@x1' needs a Rect, not 'int16'";
        QTest::newRow("bad rect field") << "rect r;\nr@w = 2;"
            << "4:3: error: 'w' is not a rectangle field (x1, y1, x2 or y2)";
        QTest::newRow("conditional types") << "int16 a;\na = a ? EActor : 2;"
            << "4:5: error: the two results of '?:' have different types: 'hObj' and 'int32'";
        QTest::newRow("condition type") << "string s;\nif (s) return 1;"
            << "4:5: error: an 'if' condition must be a truth value, not 'string'";
        QTest::newRow("break outside") << "break;"
            << "3:1: warning: 'break' outside a loop or switch does nothing (the original compiler accepted it)";
        QTest::newRow("first parameter default") << "EActor->Name();"
            << "3:1: warning: 'Name' is called without its first argument: this passes its declared default 2, where the original compiler passed 0";
        QTest::newRow("function argument count") << "return fib(1, 2);"
            << "3:8: error: 'fib' takes 1 argument, not 2 (int32 fib(int32 n))";
        QTest::newRow("function argument type") << "return fib(EActor);"
            << "3:12: error: cannot use a value of type 'hObj' as argument 1 ('n') of 'fib', which is 'int32'";
        QTest::newRow("void function's value") << "int16 a;\na = nothing();"
            << "4:5: error: a function that returns nothing (void) has no value to store in 'a'";
        QTest::newRow("case label not constant") << "int16 a;\nswitch (a) { case a: return 1; }"
            << "4:19: error: expected a constant (number, character constant, true, false or '('), found identifier 'a'";
    }

    void errors()
    {
        QFETCH(QString, code);
        QFETCH(QString, expected);
        const BuildResult r = buildHandler(code.toStdString());
        QString actual = diagnosticLines(r);
        actual.replace("main.irc:", "");
        QCOMPARE(actual.trimmed(), expected);
        QCOMPARE(r.ok(), !expected.contains(": error: "));
    }

    void functionDefinitionErrors_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("defined twice") << "int32 f() { return 1; }\nint32 f() { return 2; }"
            << "3:7: error: function 'f' is already defined (at line 2)";
        QTest::newRow("API name") << "int32 random(int32 n) { return n; }"
            << "2:7: error: 'random' is already a global function of the API ('system' declaration)";
        QTest::newRow("value from void") << "void f() { return 1; }"
            << "2:19: error: function 'f' returns nothing (void), so 'return' takes no value";
        QTest::newRow("no value") << "int16 f() { return; }"
            << "2:13: error: function 'f' must return a value of type 'int16'";
        QTest::newRow("result type") << "rID f() { return 3; }"
            << "2:18: error: cannot use a value of type 'int32' as the result of 'f', which is 'rID'";
        QTest::newRow("static") << "int32 f() { static int16 s; return s; }"
            << "2:26: error: a function has no resource to keep a static variable in (use a global variable)";
        QTest::newRow("duplicate parameter") << "int32 f(int16 a, int16 a) { return a; }"
            << "2:24: error: parameter 'a' is declared twice";
        QTest::newRow("void parameter") << "int32 f(void v) { return 1; }"
            << "2:9: error: parameter 'v' cannot be void";
    }

    void functionDefinitionErrors()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const BuildResult r = buildSource("#include \"api.irh\"\n" + source.toStdString() + "\n");
        QString actual = diagnosticLines(r);
        actual.replace("main.irc:", "");
        QCOMPARE(actual.trimmed(), expected);
        QVERIFY(!r.ok());
    }

    void functionsAreRecordedWithTheirSignature()
    {
        const BuildResult r = buildSource("int8 f(int16 a, string b) { return a; }\n");
        QVERIFY2(r.ok(), qPrintable(diagnosticLines(r)));
        QCOMPARE(r.image->functions.size(), size_t(1));
        const core::Function& f = r.image->functions[0];
        QCOMPARE(f.kind, core::FunctionKind::ScriptFunction);
        QCOMPARE(r.image->strings.at(f.name), std::string("f"));
        QCOMPARE(f.parameterCount, uint8_t(2));
        QCOMPARE(f.result, core::ValueType::Int8);
        QCOMPARE(f.locals.size(), size_t(2));
        QCOMPARE(r.image->strings.at(f.locals[1].name), std::string("b"));
        QCOMPARE(f.locals[1].reg, uint8_t(1));
        QCOMPARE(f.locals[1].type, core::ValueType::String);
        // And the file keeps it.
        const module::ModuleReadResult read = module::readModule(module::writeModule(*r.image));
        QVERIFY(read.ok());
        QCOMPARE(read.image->functions[0], f);
    }

    void countedLoops_data()
    {
        QTest::addColumn<QString>("loop");          // body of int32 f(int32 n)
        QTest::addColumn<QString>("reference");     // the same with `while`: body of g
        QTest::addColumn<int>("counted");           // forloop instructions in f
        QTest::addColumn<int>("expected");          // f(10) and g(10)
        QTest::newRow("i < n, i++")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n; i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n) { s += i; i++; } return s;") << 1 << 45;
        QTest::newRow("i <= a literal over 16 bits, ++i")
            << QStringLiteral("int32 i, s; s = 0; for (i = 1; i <= 40000; ++i) s += i % 7; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 1; while (i <= 40000) { s += i % 7; ++i; } return s;") << 1 << 119997;
        QTest::newRow("n > i (mirrored)")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; n > i; i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (n > i) { s += i; i++; } return s;") << 1 << 45;
        QTest::newRow("i != n, i += 2")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i != n; i += 2) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i != n) { s += i; i += 2; } return s;") << 1 << 20;
        QTest::newRow("i >= -3, i -= 2")
            << QStringLiteral("int32 i, s; s = 0; for (i = n; i >= -3; i -= 2) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = n; while (i >= -3) { s += i; i -= 2; } return s;") << 1 << 28;
        QTest::newRow("i = i + 3, i = 3 + i")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n; i = i + 3) s += i; for (i = 0; i < n; i = 3 + i) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n) { s += i; i = i + 3; } i = 0; while (i < n) { s += i; i = 3 + i; } return s;") << 2 << 36;
        QTest::newRow("the body changes the bound")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n; i++) { s += i; if (i == 3) n = 5; } return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n) { s += i; if (i == 3) n = 5; i++; } return s;") << 1 << 10;
        QTest::newRow("the body assigns the variable")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n; i++) { s += i; i += 2; } return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n) { s += i; i += 2; i++; } return s;") << 1 << 18;
        QTest::newRow("nested")
            << QStringLiteral("int32 i, j, s; s = 0; for (i = 0; i < n; i++) for (j = 0; j < i; j++) s += j; return s;")
            << QStringLiteral("int32 i, j, s; s = 0; i = 0; while (i < n) { j = 0; while (j < i) { s += j; j++; } i++; } return s;") << 2 << 120;
        QTest::newRow("a multiplying step")
            << QStringLiteral("int32 i, s; s = 0; for (i = 1; i < n; i *= 2) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 1; while (i < n) { s += i; i *= 2; } return s;") << 0 << 15;
        QTest::newRow("a condition without the variable")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; s < 20; i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (s < 20) { s += i; i++; } return s;") << 0 << 21;
        QTest::newRow("an int16 variable")
            << QStringLiteral("int16 i; int32 s; s = 0; for (i = 0; i < n; i++) s += i; return s;")
            << QStringLiteral("int16 i; int32 s; s = 0; i = 0; while (i < n) { s += i; i++; } return s;") << 0 << 45;
        QTest::newRow("a global bound")
            << QStringLiteral("int32 i, s; s = 0; Limit = n; for (i = 0; i < Limit; i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; Limit = n; i = 0; while (i < Limit) { s += i; i++; } return s;") << 0 << 45;
        QTest::newRow("a bound expression")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n + 1; i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n + 1) { s += i; i++; } return s;") << 0 << 55;
        QTest::newRow("a step over 127")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < 1000; i += 200) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < 1000) { s += i; i += 200; } return s;") << 0 << 2000;
        QTest::newRow("a step by a variable")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < 100; i += n) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < 100) { s += i; i += n; } return s;") << 0 << 450;
        QTest::newRow("the step on another line")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n;\n i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n) { s += i; i++; } return s;") << 0 << 45;
        QTest::newRow("the step on another variable")
            << QStringLiteral("int32 i, j, s; s = 0; j = 0; for (i = 0; i < n; j++) { s += j; i = j + 1; } return s;")
            << QStringLiteral("int32 i, j, s; s = 0; j = 0; i = 0; while (i < n) { s += j; i = j + 1; j++; } return s;") << 0 << 45;
        QTest::newRow("a compound condition")
            << QStringLiteral("int32 i, s; s = 0; for (i = 0; i < n && s < 20; i++) s += i; return s;")
            << QStringLiteral("int32 i, s; s = 0; i = 0; while (i < n && s < 20) { s += i; i++; } return s;") << 0 << 21;
    }

    void countedLoops()
    {
        QFETCH(QString, loop);
        QFETCH(QString, reference);
        QFETCH(int, counted);
        QFETCH(int, expected);
        const std::string source = "int32 Limit;\nint32 f(int32 n) {\n" + loop.toStdString() + "\n}\nint32 g(int32 n) {\n"
                                   + reference.toStdString() + "\n}\n";
        CheckOptions options;
        options.mainFile = "loops.irc";
        options.preprocessor = MemoryFiles{{{"loops.irc", source}}}.options();
        const BuildResult r = buildModule(options);
        QVERIFY2(r.ok(), qPrintable(diagnosticLines(r)));
        QCOMPARE(diagnosticLines(r), QString());

        auto count = [&](const std::string& name, core::Opcode op) {
            for (const core::Function& fn : r.image->functions)
                if (r.image->strings.at(fn.name) == name)
                    return int(std::count_if(fn.code.begin(), fn.code.end(),
                                             [&](core::Instruction i) { return core::opcodeOf(i) == op; }));
            return -1;
        };
        QCOMPARE(count("f", core::Opcode::ForLoop), counted);
        QCOMPARE(count("f", core::Opcode::ForPrep), counted);
        QCOMPARE(count("g", core::Opcode::ForLoop), 0);

        const module::ModuleImage* images[] = {&*r.image};
        vm::LoadResult loaded = vm::Program::load(images, vm::HostApi{});
        QVERIFY(loaded.program);
        vm::Interpreter interpreter(*loaded.program);
        const int32_t n = 10;
        const vm::Interpreter::Result counting = interpreter.invoke(*loaded.program->findFunction("f"), {&n, 1});
        const vm::Interpreter::Result generic = interpreter.invoke(*loaded.program->findFunction("g"), {&n, 1});
        QVERIFY(counting.ok && generic.ok);
        QCOMPARE(counting.value, expected);
        QCOMPARE(generic.value, expected);
    }

    void countedLoopLines()
    {
        // forprep on the condition's line, forloop on the step's: a loop
        // header has the same line-table runs as the generic loop's.
        const BuildResult r = buildHandler("int32 i, s;\nfor (i = 0; i < 5; i++)\n  s += i;\nreturn s;");
        QVERIFY2(r.ok(), qPrintable(diagnosticLines(r)));
        const auto handler = std::find_if(r.image->functions.begin(), r.image->functions.end(),
                                          [](const core::Function& f) { return f.kind == core::FunctionKind::EventHandler; });
        QVERIFY(handler != r.image->functions.end());
        const QString listing = QString::fromStdString(vm::disassembleText(*r.image, uint32_t(handler - r.image->functions.begin())));
        QVERIFY2(listing.contains("forprep r0, r2, <, -> 0007"), qPrintable(listing));
        QVERIFY2(listing.contains("forloop r0, r2, 1, <, -> 0004"), qPrintable(listing));
        QStringList lines;
        for (const core::LineEntry& l : handler->lines)
            lines << QStringLiteral("%1@%2").arg(l.pc).arg(l.line);
        // init, bound and forprep on line 4; the body on 5; forloop on 4 again; return on 6, ret0 on 7.
        QCOMPARE(lines.join(' '), QStringLiteral("0@4 4@5 5@4 7@6 8@7"));
    }

    void resourceAndGlobalVariables()
    {
        const BuildResult r = buildHandler("static int8 count;\ncount++;\nTotal = Total + count;", "int32 Total; ");
        QVERIFY2(r.ok(), qPrintable(diagnosticLines(r)));
        QCOMPARE(r.image->variables.size(), size_t(2));
        QCOMPARE(r.image->strings.at(r.image->variables[0].name), std::string("Total"));
        QCOMPARE(r.image->variables[0].resource, std::optional<uint32_t>(0));
        QCOMPARE(r.image->strings.at(r.image->variables[1].name), std::string("count"));
        QCOMPARE(r.image->variables[1].type, core::ValueType::Int8);
    }
};

INCURSION_TEST_MAIN(CodegenTest)
#include "tst_codegen.moc"
} // namespace tst_codegen
