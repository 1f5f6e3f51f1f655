// The editor's highlighter: styles from the compiler's tables, and line-by-line
// highlighting that agrees with highlighting the whole text at once.
#include "script/highlighter.h"

#include <QtTest>
#include "support/test_suite.h"

#include <algorithm>

#include <string>
#include <vector>

namespace tst_highlighter {

using namespace incursion::script;

namespace {

std::vector<HighlightStyle> styleAll(std::string_view text)
{
    std::vector<HighlightStyle> styles(text.size(), HighlightStyle::Default);
    highlight(text, 0, static_cast<uint32_t>(text.size()), {}, [&](uint32_t offset, uint32_t length, HighlightStyle s) {
        for (uint32_t i = offset; i < offset + length; ++i)
            styles[i] = s;
    });
    return styles;
}

// As the editor does it: one line at a time, carrying the state.
std::vector<HighlightStyle> styleByLine(std::string_view text, std::vector<HighlightState>* states = nullptr)
{
    std::vector<HighlightStyle> styles(text.size(), HighlightStyle::Default);
    HighlightState state;
    uint32_t begin = 0;
    while (begin < text.size()) {
        size_t nl = text.find('\n', begin);
        const uint32_t end = nl == std::string_view::npos ? static_cast<uint32_t>(text.size()) : static_cast<uint32_t>(nl + 1);
        state = highlight(text, begin, end, state, [&](uint32_t offset, uint32_t length, HighlightStyle s) {
            for (uint32_t i = offset; i < offset + length; ++i)
                styles[i] = s;
        });
        if (states)
            states->push_back(state);
        begin = end;
    }
    return styles;
}

HighlightStyle styleOf(std::string_view text, std::string_view needle, size_t occurrence = 0)
{
    size_t at = text.find(needle);
    while (occurrence-- && at != std::string_view::npos)
        at = text.find(needle, at + 1);
    return styleAll(text)[at];
}

const char* kSample =
    "#define HP_OF(x) (x + 2)\n"
    "Monster \"kobold\" : MA_KOBOLD {\n"
    "  Image: red 'k'; Depth: 1st; Crit: x2;\n"
    "  /* a comment\n"
    "     over two lines */\n"
    "  Desc: \"A <15>small</15> dog-like \\n thing\n"
    "    spanning lines.\";\n"
    "  On Event EV_DEATH {\n"
    "    int16 xval; string s;\n"
    "    xval = 2d6; // roll\n"
    "    if (EActor->isMonster()) return $\"orc\" != 0;\n"
    "  };\n"
    "}\n"
    "Region \"vault\" : RF_VAULT {\n"
    "  Grid: {:\n"
    "    #.#\n"
    "    #.#\n"
    "  :};\n"
    "}\n";

} // namespace

class HighlighterTest : public QObject {
    Q_OBJECT
private slots:
    void stylesComeFromTheCompilerTables()
    {
        const std::string_view s = kSample;
        QCOMPARE(styleOf(s, "#define"), HighlightStyle::Directive);
        QCOMPARE(styleOf(s, "define"), HighlightStyle::Directive);
        QCOMPARE(styleOf(s, "Monster"), HighlightStyle::DataKeyword);
        QCOMPARE(styleOf(s, "MA_KOBOLD"), HighlightStyle::Constant);
        QCOMPARE(styleOf(s, "red"), HighlightStyle::DataWord);
        QCOMPARE(styleOf(s, "'k'"), HighlightStyle::CharConstant);
        QCOMPARE(styleOf(s, "1st"), HighlightStyle::Number);
        QCOMPARE(styleOf(s, "x2"), HighlightStyle::Number);
        QCOMPARE(styleOf(s, "a comment"), HighlightStyle::Comment);
        QCOMPARE(styleOf(s, "over two"), HighlightStyle::Comment);
        QCOMPARE(styleOf(s, "\"A "), HighlightStyle::String);
        QCOMPARE(styleOf(s, "<15>"), HighlightStyle::Markup);
        QCOMPARE(styleOf(s, "spanning"), HighlightStyle::String);
        QCOMPARE(styleOf(s, "int16"), HighlightStyle::TypeKeyword);
        QCOMPARE(styleOf(s, "xval"), HighlightStyle::Identifier);      // a variable inside code
        QCOMPARE(styleOf(s, "2d6"), HighlightStyle::Number);
        QCOMPARE(styleOf(s, "// roll"), HighlightStyle::Comment);
        QCOMPARE(styleOf(s, "if"), HighlightStyle::CodeKeyword);
        QCOMPARE(styleOf(s, "return"), HighlightStyle::CodeKeyword);
        QCOMPARE(styleOf(s, "$\"orc\""), HighlightStyle::ResourceReference);
        QCOMPARE(styleOf(s, "\"orc\""), HighlightStyle::ResourceReference);
        QCOMPARE(styleOf(s, "{:"), HighlightStyle::Grid);
        QCOMPARE(styleOf(s, "#.#"), HighlightStyle::Grid);     // a '#' row is not a directive
        QCOMPARE(styleOf(s, "EActor"), HighlightStyle::Identifier);
    }

    void lineByLineMatchesWholeText()
    {
        const std::string_view s = kSample;
        QVERIFY(styleAll(s) == styleByLine(s));
    }

    void resumingInsideALineMatchesTheWholeLine()
    {
        // The sample on one line, many times over (a 5 MB one-liner in
        // miniature): from each resume point the styles and the end state are
        // those of styling the line from its start.
        std::string line;
        for (int i = 0; i < 40; ++i) {
            std::string piece = kSample;
            std::replace(piece.begin(), piece.end(), '\n', ' ');
            // On one line a `//` comment would swallow the rest.
            piece.replace(piece.find("// roll"), 7, "/* roll */");
            line += piece;
        }
        line += "\n";
        const std::string_view text = line;
        const uint32_t end = static_cast<uint32_t>(text.size());
        std::vector<HighlightStyle> whole(text.size(), HighlightStyle::Default);
        std::vector<HighlightResume> resumes;
        const HighlightState wholeEnd = highlightFrom(
            text, resumeAtLineStart(0, {}), end,
            [&](uint32_t offset, uint32_t length, HighlightStyle s) { std::fill_n(whole.begin() + offset, length, s); },
            [&](const HighlightResume& r) { resumes.push_back(r); }, 256);
        QVERIFY(whole == styleAll(text));
        QVERIFY2(resumes.size() > 20, qPrintable(QString::number(resumes.size())));
        for (const HighlightResume& from : resumes) {
            std::vector<HighlightStyle> part(text.size(), HighlightStyle::Default);
            std::copy_n(whole.begin(), from.offset, part.begin());
            const HighlightState partEnd = highlightFrom(text, from, end, [&](uint32_t offset, uint32_t length, HighlightStyle s) {
                std::fill_n(part.begin() + offset, length, s);
            });
            QVERIFY2(part == whole, qPrintable(QString::number(from.offset)));
            QVERIFY(partEnd == wholeEnd);
        }
    }

    void statesCarryBraceDepthAndOpenConstructs()
    {
        std::vector<HighlightState> states;
        styleByLine(kSample, &states);
        QCOMPARE(states.at(1).braceDepth, uint16_t(1));     // inside the Monster body
        QCOMPARE(states.at(3).scan, ScanState::InBlockComment);
        QCOMPARE(states.at(4).scan, ScanState::Normal);
        QCOMPARE(states.at(5).scan, ScanState::InString);
        QCOMPARE(states.at(7).braceDepth, uint16_t(2));     // handler code
        QCOMPARE(states.at(14).scan, ScanState::InGrid);
        QCOMPARE(states.back().braceDepth, uint16_t(0));
        for (const HighlightState& st : states)
            QCOMPARE(HighlightState::unpack(st.pack()), st);
    }

    void multiLineMacroBodiesKeepTheirDirectiveState()
    {
        const std::string_view s = "#define BLOCK { \\\n  x }\n{\n";
        std::vector<HighlightState> states;
        styleByLine(s, &states);
        QVERIFY(states.at(0).directiveContinues);
        QCOMPARE(states.at(0).braceDepth, uint16_t(0));     // braces in a directive do not count
        QVERIFY(!states.at(1).directiveContinues);
        QCOMPARE(states.at(2).braceDepth, uint16_t(1));
    }

    void dataKeywordsAreCaseInsensitiveOnlyOutsideCode()
    {
        const std::string_view s = "MONSTER \"m\" { desc: \"x\"; On Event 1 { Desc = 1; } }";
        QCOMPARE(styleOf(s, "MONSTER"), HighlightStyle::DataKeyword);
        QCOMPARE(styleOf(s, "desc"), HighlightStyle::DataKeyword);
        QCOMPARE(styleOf(s, "Desc"), HighlightStyle::Identifier);
    }

    void strayBytesAreErrors()
    {
        QCOMPARE(styleOf("Depth: ` 1;", "`"), HighlightStyle::Error);
    }
};

INCURSION_TEST_MAIN(HighlighterTest)
#include "tst_highlighter.moc"
} // namespace tst_highlighter
