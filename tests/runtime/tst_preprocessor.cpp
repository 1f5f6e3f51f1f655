// The preprocessor: macros, conditionals, includes, and token origins.
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "script/preprocessor.h"

#include <QtTest>

namespace tst_preprocessor {

using namespace incursion::script;
using incursion::test::MemoryFiles;

namespace {

struct Run {
    std::unique_ptr<SourceManager> sources = std::make_unique<SourceManager>();
    std::unique_ptr<Diagnostics> diags = std::make_unique<Diagnostics>(*sources);
    std::vector<PPToken> tokens;
    std::unique_ptr<Preprocessor> pp;

    QString text() const
    {
        QStringList parts;
        for (const PPToken& t : tokens)
            parts << QString::fromUtf8(t.text.data(), static_cast<qsizetype>(t.text.size()));
        return parts.join(' ');
    }
    QStringList messages() const
    {
        QStringList out;
        for (const Diagnostic& d : diags->all()) {
            const SourceLocation at = diags->displayLocation(d);
            const LineColumn lc = sources->lineColumn(at);
            out << QStringLiteral("%1:%2:%3: %4")
                       .arg(QString::fromUtf8(sources->path(at.file).data(), static_cast<qsizetype>(sources->path(at.file).size())))
                       .arg(lc.line).arg(lc.column).arg(QString::fromStdString(d.message));
        }
        return out;
    }
};

Run preprocess(const MemoryFiles& files, const std::string& main = "main.irc", std::vector<std::string> dirs = {},
               std::vector<std::pair<std::string, std::string>> defines = {})
{
    Run run;
    PreprocessorOptions options = files.options(std::move(dirs));
    options.defines = std::move(defines);
    run.pp = std::make_unique<Preprocessor>(*run.sources, *run.diags, options);
    run.pp->run(main, run.tokens);
    return run;
}

Run preprocess(const std::string& source)
{
    return preprocess(MemoryFiles{{{"main.irc", source}}});
}

} // namespace

class PreprocessorTest : public QObject {
    Q_OBJECT
private slots:
    void objectLikeMacros()
    {
        Run r = preprocess("#define HP 12\n#define TWICE HP + HP\nx = TWICE;\n");
        QCOMPARE(r.text(), QString("x = 12 + 12 ;"));
        QVERIFY(r.diags->all().empty());
    }

    void functionLikeMacroWithManyParameters()
    {
        // Like the corpus's elemental macros: 15 parameters generating a whole resource.
        Run r = preprocess(
            "#define ELEM(word,a,b,c,d,e,f,g,h,i,j,k,l,m,n) \\\n"
            "  Monster word \" elemental\" { Size: a; HD: b; Depth: n; }\n"
            "ELEM(\"tiny\",1,2,3,4,5,6,7,8,9,10,11,12,13,14)\n");
        QCOMPARE(r.text(), QString("Monster \"tiny\" \" elemental\" { Size : 1 ; HD : 2 ; Depth : 14 ; }"));
    }

    void nameWithoutParenthesesIsNotAnInvocation()
    {
        Run r = preprocess("#define F(x) [x]\nF; F (2)\n");
        QCOMPARE(r.text(), QString("F ; [ 2 ]"));
    }

    void selfReferenceIsNotReexpanded()
    {
        Run r = preprocess("#define ItemPrereq(a,b) ItemPrereq((rID)(a),b)\nItemPrereq(x,1)\n");
        QCOMPARE(r.text(), QString("ItemPrereq ( ( rID ) ( x ) , 1 )"));
    }

    void argumentsAreExpandedFirst()
    {
        Run r = preprocess("#define MAX(a,b) ((a)>(b)?(a):(b))\nMAX(MAX(1,2),3)\n");
        QCOMPARE(r.text(), QString("( ( ( ( 1 ) > ( 2 ) ? ( 1 ) : ( 2 ) ) ) > ( 3 ) ? ( ( ( 1 ) > ( 2 ) ? ( 1 ) : ( 2 ) ) ) : ( 3 ) )"));
    }

    void argumentsMayContainParenthesesAndSpanLines()
    {
        Run r = preprocess("#define PAIR(a,b) a|b\nPAIR((1,2),\n  f(3))\n");
        QCOMPARE(r.text(), QString("( 1 , 2 ) | f ( 3 )"));
    }

    void variadicMacro()
    {
        Run r = preprocess("#define CALL(f, ...) f(__VA_ARGS__)\nCALL(g, 1, 2)\n");
        QCOMPARE(r.text(), QString("g ( 1 , 2 )"));
    }

    void dollarStopsExpansionButNotParameters()
    {
        // `$NAME` is never expanded, yet `$param` inside a macro body is substituted (the corpus relies on both).
        Run r = preprocess("#define NAME 7\n#define REF(res) $res\n$NAME REF(\"the Archmagi\")\n");
        QCOMPARE(r.text(), QString("$ NAME $ \"the Archmagi\""));
    }

    void conditionals()
    {
        Run r = preprocess(
            "#define A 2\n"
            "#if A * 3 == 6 && !defined(B) && (A << 2) > 7\nyes1\n#else\nno1\n#endif\n"
            "#ifdef B\nno2\n#elif A == 2\nyes2\n#else\nno3\n#endif\n"
            "#ifndef A\nno4\n#else\n#if 0\nno5\n#else\nyes3\n#endif\n#endif\n"
            "#if UNDEFINED_NAME\nno6\n#endif\n"
            "#if defined A ? 1 : 0\nyes4\n#endif\n");
        QCOMPARE(r.text(), QString("yes1 yes2 yes3 yes4"));
        QVERIFY(r.diags->all().empty());
    }

    void skippedRegionsIgnoreDirectivesAndStrayQuotes()
    {
        Run r = preprocess("#if 0\n#error not reached\n#include \"missing.h\"\nit's fine\n#endif\nok\n");
        QCOMPARE(r.text(), QString("ok"));
        QVERIFY(r.diags->all().empty());
    }

    void undefAndRedefine()
    {
        Run r = preprocess("#define X 1\nX\n#undef X\nX\n#define X 2\nX\n#define X 3\nX\n");
        QCOMPARE(r.text(), QString("1 X 2 3"));
        QCOMPARE(r.messages(), QStringList{"main.irc:7:9: macro 'X' redefined (first defined at main.irc:5:9)"});
    }

    void includesWithSearchPaths()
    {
        MemoryFiles files{{
            {"lib/main.irc", "#include \"local.irh\"\n#include \"Defines.h\"\n#include <Api.h>\nL D A\n"},
            {"lib/local.irh", "#define L local\n"},
            {"inc/Defines.h", "#define D defines\n"},
            {"inc/Api.h", "#define A api\n"},
        }};
        Run r = preprocess(files, "lib/main.irc", {"inc"});
        QCOMPARE(r.text(), QString("local defines api"));
        QCOMPARE(r.pp->inclusions().size(), size_t(4));
    }

    void missingIncludeIsReportedAtTheDirective()
    {
        Run r = preprocess("\n  #include \"nowhere.irh\"\n");
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().front() == "main.irc:2:12: cannot find include file 'nowhere.irh' (searched: .; add directories with -I)",
                 qPrintable(r.messages().front()));
    }

    void recursiveIncludeStops()
    {
        MemoryFiles files{{{"main.irc", "#include \"main.irc\"\n"}}};
        Run r = preprocess(files);
        QCOMPARE(r.messages(), QStringList{"main.irc:1:10: 'main.irc' includes itself (it is already being read); "
                                           "use #ifndef guards if it is meant to be included twice"});
    }

    void includeTreesAreBounded()
    {
        // Each file includes the next twice: 2^30 entries if nothing stops it.
        MemoryFiles files;
        for (int i = 0; i < 30; ++i) {
            // Built by appending: GCC 12 at -O3 misreads "literal" + std::string&& (a bogus -Wstringop-overflow).
            const std::string include = std::string("#include \"f") + std::to_string(i + 1) + ".irh\"\n";
            files.files[std::string("f") + std::to_string(i) + ".irh"] = include + include;
        }
        files.files["f30.irh"] = "x\n";
        files.files["main.irc"] = "#include \"f0.irh\"\n";
        Run r = preprocess(files);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().front().contains("more than 10000 #include entries in all"), qPrintable(r.messages().front()));
    }

    void undefWhileReadingArgumentsIsSafe()
    {
        // The definition is removed while its arguments are read; the call still uses it.
        Run r = preprocess("#define F(x) [x]\nF\n#undef F\n(1)\nF(2)\n");
        QCOMPARE(r.text(), QString("[ 1 ] F ( 2 )"));
        Run s = preprocess("#define F(x) [x]\nF(\n#undef F\n#define F(a,b) b\n3)\n");
        QCOMPARE(s.text(), QString("[ 3 ]"));
    }

    void argumentExpansionStaysInsideTheArgument()
    {
        // As in C: F inside G's argument is not followed by '(' there, so it stays F.
        Run r = preprocess("#define F(x) x\n#define G(a) a + 1\n#define H G(F) F(2)\nH\n");
        QCOMPARE(r.text(), QString("F + 1 2"));
    }

    void deepConditionalInIfIsAnError()
    {
        std::string source = "#if ";
        for (int i = 0; i < 100000; ++i)
            source += "0?0:";
        source += "1\nyes\n#endif\n";
        Run r = preprocess(source);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().front().contains("preprocessor expression nested too deeply"), qPrintable(r.messages().front()));
    }

    void hugeNestedArgumentsAreBounded()
    {
        std::string source = "#define F(x) x\n";
        for (int i = 0; i < 100000; ++i)
            source += "F(";
        source += "1";
        for (int i = 0; i < 100000; ++i)
            source += ")";
        MemoryFiles files{{{"main.irc", source}}};
        Run r;
        PreprocessorOptions options = files.options();
        options.maxExpandedTokens = 200000;     // copies of arguments count too
        r.pp = std::make_unique<Preprocessor>(*r.sources, *r.diags, options);
        r.pp->run("main.irc", r.tokens);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().front().contains("macro expansion produced more than")
                     || r.messages().front().contains("nested more than"),
                 qPrintable(r.messages().front()));
    }

    void errorsInDirectives()
    {
        Run r = preprocess("#endif\n#if 1\n#else\n#else\n#endif\n#error stop here\n#bogus\n#define F(a,a) a\n#if 1 +\n#endif\n#if 1\n");
        QCOMPARE(r.messages(), (QStringList{
            "main.irc:1:2: #endif without #if",
            "main.irc:4:2: #else after #else",
            "main.irc:6:2: #error stop here",
            "main.irc:7:2: unknown preprocessor directive '#bogus'",
            "main.irc:8:13: duplicate parameter 'a' in macro 'F'",
            "main.irc:9:7: preprocessor expression ends too early",
            "main.irc:11:2: unterminated conditional directive: missing #endif",
        }));
    }

    void invocationErrors()
    {
        Run r = preprocess("#define F(a,b) a\nF(1)\nF(1,2,3)\nF(1,\n");
        QCOMPARE(r.messages(), (QStringList{
            "main.irc:2:1: macro 'F' takes 2 arguments, but 1 was given",
            "main.irc:3:1: macro 'F' takes 2 arguments, but 3 were given",
            "main.irc:4:1: unterminated argument list invoking macro 'F'",
        }));
    }

    void gridsPassThroughUntouched()
    {
        // Grid rows may start with '#': they are not directives, and nothing inside is expanded.
        Run r = preprocess("#define X boom\nGrid: {:\n  #.X.#\n  #...#\n:};\n");
        QCOMPARE(r.tokens.size(), size_t(4));
        QCOMPARE(r.tokens[2].kind, RawKind::Grid);
        QCOMPARE(QString::fromUtf8(r.tokens[2].text.data(), static_cast<qsizetype>(r.tokens[2].text.size())),
                 QString("{:\n  #.X.#\n  #...#\n:}"));
    }

    void stringsSpanLinesAndCommentsVanish()
    {
        Run r = preprocess("/* a\n comment */ \"one\ntwo\" // line comment\n'$' x");
        QCOMPARE(r.text(), QString("\"one\ntwo\" '$' x"));
    }

    void lineContinuation()
    {
        Run r = preprocess("#define LONG 1 + \\\n  2 + \\\n  3\nLONG\n");
        QCOMPARE(r.text(), QString("1 + 2 + 3"));
    }

    void commandLineDefinesAndBuiltins()
    {
        Run r = preprocess(MemoryFiles{{{"main.irc", "LEVEL ICOMP __LINE__\n\n__FILE__\n"}}}, "main.irc", {},
                           {{"LEVEL", "4"}});
        QCOMPARE(r.text(), QString("4 1 1 \"main.irc\""));
    }

    void originsThroughNestedExpansions()
    {
        Run r = preprocess("#define INNER(x) x + bad\n#define OUTER(y) INNER(y)\n\nOUTER(1)\n");
        QCOMPARE(r.text(), QString("1 + bad"));
        const PPToken& one = r.tokens[0];
        const PPToken& bad = r.tokens[2];
        // An argument token is spelled where the user wrote it.
        QCOMPARE(r.sources->lineColumn(one.loc).line, 4u);
        // A body token is spelled in INNER's definition, expanded inside OUTER, used at line 4.
        QCOMPARE(r.sources->lineColumn(bad.loc).line, 1u);
        QVERIFY(bad.expansion != 0);
        const Expansion& inner = r.sources->expansion(bad.expansion);
        QCOMPARE(std::string(inner.macroName), std::string("INNER"));
        QVERIFY(inner.parent != 0);
        const Expansion& outer = r.sources->expansion(inner.parent);
        QCOMPARE(std::string(outer.macroName), std::string("OUTER"));
        QCOMPARE(r.sources->lineColumn(outer.useLocation).line, 4u);
        QCOMPARE(r.sources->lineColumn(r.sources->outermostUse(bad.loc, bad.expansion)), (LineColumn{4, 1}));
    }

    void aUseEndsAfterItsArguments()
    {
        Run r = preprocess("#define F(a, b) body\n#define G F(1, (2))\nx G y F(3,\n 4) z\n");
        QCOMPARE(r.text(), QString("x body y body z"));
        const PPToken& fromG = r.tokens[1];     // G -> F(1, (2)) -> body: G is the outermost use
        QCOMPARE(r.sources->lineColumn(r.sources->outermostUseEnd(fromG.loc, fromG.length, fromG.expansion)),
                 (LineColumn{3, 4}));
        const PPToken& fromF = r.tokens[3];     // a call spread over two lines ends after its ')'
        QCOMPARE(r.sources->lineColumn(r.sources->outermostUseEnd(fromF.loc, fromF.length, fromF.expansion)),
                 (LineColumn{4, 4}));
        const PPToken& plain = r.tokens[0];
        QCOMPARE(r.sources->lineColumn(r.sources->outermostUseEnd(plain.loc, plain.length, plain.expansion)),
                 (LineColumn{3, 2}));
    }

    void macrosAreReported()
    {
        Run r = preprocess("#define A 1\n#define F(x, y) x\n");
        const auto& macros = r.pp->macros();
        QVERIFY(macros.count("A") && macros.count("F") && macros.count("ICOMP"));
        QCOMPARE(macros.at("F")->params.size(), size_t(2));
        QCOMPARE(r.sources->lineColumn(macros.at("F")->loc), (LineColumn{2, 9}));
    }

    void exponentialExpansionStopsWithAnError()
    {
        std::string source = "#define X0 x\n";
        for (int i = 1; i <= 40; ++i)
            source += "#define X" + std::to_string(i) + " X" + std::to_string(i - 1) + " X" + std::to_string(i - 1) + "\n";
        source += "\nX40\n";
        MemoryFiles files{{{"main.irc", source}}};
        Run r;
        PreprocessorOptions options = files.options();
        options.maxExpandedTokens = 10000;
        r.pp = std::make_unique<Preprocessor>(*r.sources, *r.diags, options);
        r.pp->run("main.irc", r.tokens);
        QVERIFY(r.tokens.size() <= 10000);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().front().startsWith("main.irc:43:1: macro expansion produced more than 10000 tokens"),
                 qPrintable(r.messages().front()));
    }

    void deeplyNestedMacroArgumentsStopWithAnError()
    {
        std::string source = "#define F(x) x\n";
        for (int i = 0; i < 1000; ++i)
            source += "F(";
        source += "1";
        for (int i = 0; i < 1000; ++i)
            source += ")";
        Run r = preprocess(source);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().front().contains("macro calls nested more than 200 deep"), qPrintable(r.messages().front()));
    }

    void deepExpansionChainsAreCutShortInMessages()
    {
        std::string source = "#define L0 bad\n";
        for (int i = 1; i <= 12; ++i)
            source += "#define L" + std::to_string(i) + " L" + std::to_string(i - 1) + "\n";
        source += "L12\n";
        Run r = preprocess(source);
        const PPToken& bad = r.tokens.at(0);
        r.diags->report(Severity::Error, bad.loc, bad.length, bad.expansion, "example");
        const std::string text = r.diags->formatText(r.diags->all().front());
        QVERIFY2(text.starts_with("main.irc:14:1: error: example\n"), text.c_str());
        QVERIFY2(text.find("note: (4 more levels of macro expansion)") != std::string::npos, text.c_str());
        QVERIFY2(text.find("in expansion of macro 'L12'") != std::string::npos, text.c_str());
    }

    void diagnosticsBeyondTheLimitAreCountedNotKept()
    {
        SourceManager sources;
        Diagnostics diags(sources);
        diags.setLimit(3);
        for (int i = 0; i < 5; ++i)
            diags.error({}, 0, std::string("e") + std::to_string(i));
        diags.warning({}, 0, "w");
        QCOMPARE(diags.all().size(), size_t(3));
        QCOMPARE(diags.errorCount(), size_t(5));
        QCOMPARE(diags.warningCount(), size_t(1));
        QCOMPARE(diags.droppedCount(), size_t(3));
    }

    void loneCarriageReturnsEndLines()
    {
        // Old Mac line ends: a directive ends at a lone CR, and positions count it as a line break.
        Run r = preprocess("#define A 1\r#define B 2\rA B // c\r  bad\r\n#error here\n");
        QCOMPARE(r.text(), QString("1 2 bad"));
        QCOMPARE(r.messages(), QStringList{"main.irc:5:2: #error here"});
        QCOMPARE(r.sources->lineColumn(r.tokens[2].loc), (LineColumn{4, 3}));
        QCOMPARE(std::string(r.sources->lineText(r.tokens[2].loc.file, 4)), std::string("  bad"));
    }

    void unterminatedConstructs()
    {
        Run r = preprocess("x /* never closed\n");
        QCOMPARE(r.messages(), QStringList{"main.irc:1:3: unterminated comment: '/*' has no closing '*/'"});
        Run g = preprocess("Grid: {: ...\n");
        QCOMPARE(g.messages(), QStringList{"main.irc:1:7: unterminated map grid: '{:' has no closing ':}'"});
    }
};

INCURSION_TEST_MAIN(PreprocessorTest)
#include "tst_preprocessor.moc"
} // namespace tst_preprocessor
