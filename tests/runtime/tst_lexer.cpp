// The lexer: context modes, literals, dice, grids and its error messages.
#include "support/memory_files.h"
#include "support/test_suite.h"

#include "script/lexer.h"

#include <QtTest>

namespace tst_lexer {

using namespace incursion::script;
using incursion::test::MemoryFiles;

namespace {

struct Lexed {
    std::unique_ptr<SourceManager> sources = std::make_unique<SourceManager>();
    std::unique_ptr<Diagnostics> diags = std::make_unique<Diagnostics>(*sources);
    LexedUnit unit;

    const Token& at(size_t i) const { return unit.tokens.at(i); }
    QString spelling(size_t i) const
    {
        const Token& t = at(i);
        std::string_view text = sources->text(t.loc.file).substr(t.loc.offset, t.length);
        return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    }
    // Index of the first token spelled `s` at or after `from`.
    size_t find(const QString& s, size_t from = 0) const
    {
        for (size_t i = from; i < unit.tokens.size(); ++i)
            if (spelling(i) == s)
                return i;
        return SIZE_MAX;
    }
    QStringList messages() const
    {
        QStringList out;
        for (const Diagnostic& d : diags->all()) {
            const LineColumn lc = sources->lineColumn(diags->displayLocation(d));
            out << QStringLiteral("%1:%2: %3").arg(lc.line).arg(lc.column).arg(QString::fromStdString(d.message));
        }
        return out;
    }
    std::string string(size_t i) const { return unit.strings.strings.at(at(i).text); }
};

Lexed lex(const std::string& source)
{
    Lexed l;
    MemoryFiles files{{{"main.irc", source}}};
    Preprocessor pp(*l.sources, *l.diags, files.options());
    std::vector<PPToken> tokens;
    pp.run("main.irc", tokens);
    l.unit = Lexer(*l.diags).lex(tokens);
    return l;
}

} // namespace

class LexerTest : public QObject {
    Q_OBJECT
private slots:
    void wordsDependOnContext()
    {
        // `xval` is a keyword in an effect body but a variable name in handler code.
        Lexed l = lex("EFFECT \"x\" { XVAL: 2; On Event 1 { int16 xval; xval = 1; If (xval) return 1; } }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        QCOMPARE(l.at(0).kind, Tok::KwEffect);                 // case-insensitive outside code
        QCOMPARE(l.at(l.find("XVAL")).kind, Tok::KwXval);
        const size_t decl = l.find("xval");
        QCOMPARE(l.at(decl).kind, Tok::Identifier);
        QCOMPARE(std::string(l.unit.names.name(l.at(decl).text)), std::string("xval"));
        QVERIFY(l.at(decl).flags & Token::CodeContext);
        QCOMPARE(l.at(l.find("If")).kind, Tok::Identifier);    // case-sensitive in code
        QCOMPARE(l.at(l.find("return")).kind, Tok::KwReturn);
        QCOMPARE(l.at(l.find("int16")).kind, Tok::KwInt16);
    }

    void unknownWordOutsideCodeIsAnError()
    {
        Lexed l = lex("Monster \"x\" {\n  Depth: 2; Frobnicate: 3;\n}");
        QCOMPARE(l.messages(), QStringList{"2:13: unknown word 'Frobnicate': outside handler code only keywords, constants and literals may appear"});
        QVERIFY(l.at(l.find("Frobnicate")).flags & Token::Reported);
    }

    void gearConditionSwitchesToCodeUntilParenthesesClose()
    {
        Lexed l = lex("Item \"x\" { Gear: if (EActor->LevelAs(2)) $\"a\"; }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        QCOMPARE(l.at(l.find("EActor")).kind, Tok::Identifier);
        QCOMPARE(l.at(l.find("LevelAs")).kind, Tok::Identifier);
    }

    void declarationsMakeIdentifiers()
    {
        Lexed l = lex("int16 DepthCount, Counter;\nMonster \"m\" { Depth: 1; }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        QCOMPARE(l.at(1).kind, Tok::Identifier);
        QCOMPARE(l.at(l.find("Depth")).kind, Tok::KwDepth);
    }

    void dice()
    {
        Lexed l = lex("Item \"x\" { SDmg: 2d6; LDmg: (3)d8; pval: 1d12+3; } Monster \"m\" { On Event 1 { return 1d(x) + d; } }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        const size_t two = l.find("2");
        QCOMPARE(l.at(two).kind, Tok::Number);
        QCOMPARE(l.at(two).value, 2);
        QCOMPARE(l.at(two + 1).kind, Tok::Dice);
        QCOMPARE(l.at(two + 2).kind, Tok::Number);
        QCOMPARE(l.at(two + 2).value, 6);
        QCOMPARE(l.sources->lineColumn(l.at(two + 2).loc).column, 20u);   // the '6' of "2d6"
        const size_t eight = l.find(")") + 1;
        QCOMPARE(l.at(eight).kind, Tok::Dice);
        QCOMPARE(l.at(eight + 1).value, 8);
        const size_t twelve = l.find("12");
        QCOMPARE(l.at(twelve - 1).kind, Tok::Dice);
        const size_t one = l.find("1", l.find("return"));
        QCOMPARE(l.at(one + 1).kind, Tok::Dice);
        QCOMPARE(l.at(one + 2).kind, Tok::LeftParen);
        QCOMPARE(l.at(l.find("d", one + 2)).kind, Tok::Dice);
    }

    void longDiceChainsNeedNoRecursion()
    {
        std::string source = "Monster \"m\" { HP: 2";
        for (int i = 0; i < 100000; ++i)
            source += "d6";
        source += "; }";
        Lexed l = lex(source);
        const size_t two = l.find("2");
        QCOMPARE(l.at(two + 199999).kind, Tok::Dice);
        QCOMPARE(l.at(two + 200000).value, 6);
        QCOMPARE(l.at(two + 200).kind, Tok::Number);
    }

    void numbers()
    {
        Lexed l = lex("Monster \"m\" { Crit: x3; Level: 3rd; Flags: 0x1F, 21st; On Event 1 { x3 = 0xFFFFFFFF; } }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        QCOMPARE(l.at(l.find("x3")).kind, Tok::Number);
        QCOMPARE(l.at(l.find("x3")).value, 3);
        QCOMPARE(l.at(l.find("3rd")).value, 3);
        QCOMPARE(l.at(l.find("0x1F")).value, 31);
        QCOMPARE(l.at(l.find("21st")).value, 21);
        const size_t code = l.find("x3", l.find("x3") + 1);
        QCOMPARE(l.at(code).kind, Tok::Identifier);
        QCOMPARE(l.at(l.find("0xFFFFFFFF")).value, -1);
    }

    void badNumbers()
    {
        Lexed l = lex("Monster \"m\" {\n Depth: 99999999999; HP: 3q; Size: D; }");
        QCOMPARE(l.messages(), (QStringList{
            "2:9: number '99999999999' does not fit in 32 bits",
            "2:27: invalid suffix 'q' on number (write dice as 2d6, ordinals as 1st/2nd/3rd/4th)",
            "2:36: dice are written with a lowercase 'd' (e.g. 2d6)",
        }));
    }

    void undefinedConstant()
    {
        Lexed l = lex("Monster \"m\" { Flags: M_FLYING; }");
        QCOMPARE(l.messages(), QStringList{"1:22: undefined constant 'M_FLYING' (no macro of that name is defined)"});
    }

    void characterConstants()
    {
        Lexed l = lex("Region \"r\" { Tiles: '$' : 1, '`' : 2; }");
        QCOMPARE(l.at(l.find("'$'")).kind, Tok::CharConstant);
        QCOMPARE(l.at(l.find("'$'")).value, int('$'));
        QCOMPARE(l.at(l.find("'`'")).value, int('`'));
    }

    void stringEscapesAndWhitespace()
    {
        Lexed l = lex("Text \"t\" { \"a\\n  b\\tc \\\\ \\\"q\\\" \\<x\\>  d\n      e\" }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        const size_t s = 3;     // Text "t" { <string> }
        std::string expected = "a\n b  c \\ \"q\" ";
        expected += char(-20); expected += char(0xFF); expected += '<';
        expected += 'x';
        expected += char(-20); expected += char(0xFF); expected += '>';
        expected += " d e";
        QCOMPARE(l.string(s), expected);
    }

    void adjacentLiteralsMerge()
    {
        Lexed l = lex("Monster \"tiny\" \" air elemental\" { }");
        QCOMPARE(l.at(1).kind, Tok::String);
        QCOMPARE(l.string(1), std::string("tiny air elemental"));
        QVERIFY(l.at(1).flags & Token::Merged);
        QCOMPARE(l.at(2).kind, Tok::LeftBrace);
        QCOMPARE(l.at(1).length, uint32_t(std::string("\"tiny\" \" air elemental\"").size()));
    }

    void unknownEscapeIsReportedAtTheBackslash()
    {
        Lexed l = lex("Text \"t\" {\n  \"ab\\qc\" }");
        QCOMPARE(l.messages(), QStringList{"2:6: unknown escape sequence '\\q' (known: \\n \\t \\\\ \\\" \\< \\>)"});
    }

    void grids()
    {
        Lexed l = lex("Region \"r\" { Grid: {:\n  #.#\n#:#\n  ###\n:}; }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        const size_t g = l.find("Grid") + 2;
        QCOMPARE(l.at(g).kind, Tok::Grid);
        QCOMPARE(l.string(g), std::string("#.##:####"));
        QCOMPARE(l.unit.strings.gridSizes.at(l.at(g).text).width, uint16_t(3));
        QCOMPARE(l.unit.strings.gridSizes.at(l.at(g).text).height, uint16_t(3));
    }

    void mismatchedGridRow()
    {
        Lexed l = lex("Region \"r\" { Grid: {:\n  ###\n  ####\n  ###\n:}; }");
        QCOMPARE(l.messages(), QStringList{"3:3: grid row 2 has 4 cells, but the first row has 3"});
    }

    void illegalCharacters()
    {
        Lexed l = lex("Monster \"m\" {\n  Depth: 1; ` }");
        QCOMPARE(l.messages(), QStringList{"2:13: illegal character '`'"});
    }

    void missingBraceDoesNotPoisonTheRestOfTheFile()
    {
        // The handler's closing brace is missing; the next resource must still lex as data.
        Lexed l = lex("Monster \"a\" { On Event 1 { return 1;\n}\nMonster \"b\" { Depth: 2; }");
        QVERIFY2(l.messages().isEmpty(), qPrintable(l.messages().join('\n')));
        const size_t second = l.find("Monster", 1);
        QCOMPARE(l.at(second).kind, Tok::KwMonster);
        QCOMPARE(l.at(l.find("Depth")).kind, Tok::KwDepth);
        QVERIFY(!(l.at(l.find("Depth")).flags & Token::CodeContext));
    }

    void endsWithEndOfFile()
    {
        Lexed l = lex("");
        QCOMPARE(l.unit.tokens.size(), size_t(1));
        QCOMPARE(l.unit.tokens.back().kind, Tok::EndOfFile);
    }

    void keywordTablesAreConsistent()
    {
        for (const KeywordSpelling& s : codeKeywordSpellings())
            QVERIFY(isCodeKeyword(s.kind));
        for (const KeywordSpelling& s : dataKeywordSpellings())
            QVERIFY(isDataKeyword(s.kind));
        QCOMPARE(findDataKeyword("HITPOINTS"), std::optional<Tok>(Tok::KwHitpoints));
        QCOMPARE(findDataKeyword("hp"), std::optional<Tok>(Tok::KwHitpoints));
        QCOMPARE(findCodeKeyword("String", true), std::optional<Tok>(Tok::KwString));
        QCOMPARE(findCodeKeyword("STRING", true), std::nullopt);
        QCOMPARE(findDataWord("SkyBlue")->value, 11);
        QCOMPARE(codeKeywordSpellings().size(), size_t(33));
        QCOMPARE(tokenKindName(Tok::KwMonster), std::string_view("'Monster'"));
        QCOMPARE(tokenKindName(Tok::ColonColon), std::string_view("'::'"));
        QCOMPARE(tokenKindName(Tok::KwHitpoints), std::string_view("'Hitpoints'"));
        QCOMPARE(tokenKindName(Tok::String), std::string_view("string literal"));
    }
};

INCURSION_TEST_MAIN(LexerTest)
#include "tst_lexer.moc"
} // namespace tst_lexer
