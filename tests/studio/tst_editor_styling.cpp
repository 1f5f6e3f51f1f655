// The editor's incremental highlighting, folding and brace matching: styles
// come from the compiler's own lexer, one line restyled per keystroke, large
// files styled only where shown.
#include "editing/script_editor.h"
#include "editing/script_lexer.h"

#include "support/editor_window_fixture.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <Qsci/qsciscintillabase.h>

#include <QDir>
#include <QtTest>

#include <algorithm>
#include <utility>

namespace tst_editor_styling {

using namespace incursion::studio;
using incursion::script::HighlightStyle;

using incursion::test::kEditorMainSource;
using incursion::test::positionOf;
using incursion::test::writeFile;

namespace {

HighlightStyle styleAt(ScriptEditor* editor, int position)
{
    return HighlightStyle(editor->SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT, position));
}

void colouriseAll(ScriptEditor* editor)
{
    editor->SendScintilla(QsciScintillaBase::SCI_COLOURISE, 0, -1);
}

int foldLevel(ScriptEditor* editor, int line)
{
    return int(editor->SendScintilla(QsciScintillaBase::SCI_GETFOLDLEVEL, line));
}

// About 370 KB of resources with handlers, like the biggest corpus files.
QByteArray largeSource()
{
    QByteArray block =
        "Effect \"spell %1\" : EA_BLAST\n"
        "{\n"
        "  Level: 3; Sources: AI_WIZARDRY;\n"
        "  Desc: \"A bolt of <9>force<7> hits the target.\";\n"
        "  On Event EV_EFFECT {\n"
        "    if (e.isSave) return ABORT; /* no damage */\n"
        "    e.vDmg = 3d6;\n"
        "  }\n"
        "}\n\n";
    QByteArray text;
    for (int i = 0; text.size() < 370 * 1024; ++i)
        text += QByteArray(block).replace("%1", QByteArray::number(i));
    return text;
}

} // namespace

class TestEditorStyling : public QObject, private incursion::test::EditorWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_editor_styling")); }
    void init() { QVERIFY(setUpWindow()); }
    void cleanup() { tearDownWindow(); }

    void typingEditsTheBuffer();
    void stylesKeywordsStringsAndComments();
    void keystrokeRestylesOneLineInLargeFile();
    void incrementalStylingMatchesFullStyling();
    void openingCommentRestylesFollowingLines();
    void largeFileStylesOnlyWhatIsShown();
    void braceAtTopOfLargeFileRestylesABoundedRange();
    void foldLevelsFollowBraceDepth();
    void braceMatchingIgnoresComments();
};

void TestEditorStyling::typingEditsTheBuffer()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    editor->setFocus();
    editor->setCursorPosition(3, 0);
    QTest::keyClicks(editor, "  Level: 4;");
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(editor->text(3), QStringLiteral("  Level: 4;\n"));
    QVERIFY(editor->isModified());
    QCOMPARE(window_->documents()->tabText(0), QStringLiteral("main.irc*"));
    editor->undo();
    editor->undo();
    QCOMPARE(editor->text(), QString::fromUtf8(kEditorMainSource));
}

void TestEditorStyling::stylesKeywordsStringsAndComments()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    colouriseAll(editor);
    QCOMPARE(styleAt(editor, 3), HighlightStyle::Comment);
    QCOMPARE(styleAt(editor, positionOf(editor, "Monster")), HighlightStyle::DataKeyword);
    QCOMPARE(styleAt(editor, positionOf(editor, "Goblin")), HighlightStyle::String);
    QCOMPARE(styleAt(editor, positionOf(editor, "MA_GOBLIN")), HighlightStyle::Constant);
    QCOMPARE(styleAt(editor, positionOf(editor, "if (x)")), HighlightStyle::CodeKeyword);
    QCOMPARE(styleAt(editor, positionOf(editor, "return")), HighlightStyle::CodeKeyword);
    QCOMPARE(styleAt(editor, positionOf(editor, "1;")), HighlightStyle::Number);

    // Typing re-styles: the new word is a keyword, the new comment a comment.
    editor->setCursorPosition(5, 4);
    QTest::keyClicks(editor, "/* off */ ");
    colouriseAll(editor);
    QCOMPARE(styleAt(editor, positionOf(editor, "off")), HighlightStyle::Comment);
    QCOMPARE(styleAt(editor, positionOf(editor, "if (x)")), HighlightStyle::CodeKeyword);
}

void TestEditorStyling::keystrokeRestylesOneLineInLargeFile()
{
    const QString path = dir_->filePath(QStringLiteral("large.irh"));
    writeFile(path, largeSource());
    QVERIFY(window_->openProject(dir_->path()));
    ScriptEditor* editor = window_->openFile(path);
    QVERIFY(editor);
    QVERIFY(editor->lines() > 8000);
    colouriseAll(editor);
    ScriptLexer* lexer = editor->scriptLexer();

    // A keystroke in the middle of the file: Scintilla asks from that line on,
    // but the line ends in the state it had, so nothing after it is re-styled.
    editor->goToLine(4000);
    editor->setCursorPosition(4002, 2);
    lexer->resetStatistics();
    QTest::keyClicks(editor, "x");
    colouriseAll(editor);
    QVERIFY2(lexer->statistics().linesStyled <= 3,
             qPrintable(QString::number(lexer->statistics().linesStyled)));

    // Painting after a keystroke styles the edited line only.
    lexer->resetStatistics();
    QTest::keyClicks(editor, "y");
    editor->viewport()->repaint();
    QVERIFY2(lexer->statistics().linesStyled <= 2,
             qPrintable(QString::number(lexer->statistics().linesStyled)));
    QVERIFY(editor->text(4002).contains(QStringLiteral("xy")));
}

void TestEditorStyling::incrementalStylingMatchesFullStyling()
{
    // Random edits that open and close comments, strings and braces, and
    // split and join lines: after each one, the incrementally styled buffer
    // must equal a buffer styled from scratch, styles and fold levels alike.
    ScriptEditor editor;
    QByteArray seed = largeSource().left(6000);
    editor.setContents(seed);
    colouriseAll(&editor);
    const QList<QByteArray> pieces{"/*", "*/", "{", "}", "\"", "\n", "// c\n", "if", "x", "\n\n", "$\"a\"", "#if 0\n"};
    QRandomGenerator random(1234);
    auto snapshot = [](ScriptEditor* e) {
        QByteArray styles;
        for (int i = 0; i < e->length(); ++i)
            styles += char(e->SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT, i));
        QList<int> folds;
        for (int line = 0; line < e->lines(); ++line)
            folds.append(foldLevel(e, line) & (QsciScintillaBase::SC_FOLDLEVELNUMBERMASK
                                               | QsciScintillaBase::SC_FOLDLEVELHEADERFLAG));
        return std::pair{styles, folds};
    };
    for (int step = 0; step < 150; ++step) {
        const int position = int(random.bounded(editor.length() + 1));
        if (random.bounded(3) == 0 && editor.length() > 10) {
            const int count = int(random.bounded(1, 12));
            editor.SendScintilla(QsciScintillaBase::SCI_DELETERANGE, static_cast<unsigned long>(position),
                                 long(std::min(count, editor.length() - position)));
        } else {
            const QByteArray& piece = pieces.at(int(random.bounded(int(pieces.size()))));
            editor.SendScintilla(QsciScintillaBase::SCI_INSERTTEXT, static_cast<unsigned long>(position),
                                 piece.constData());
        }
        if (step % 10 == 9)
            editor.undo();
        // Style like the view does: from the edit to a screenful further.
        editor.SendScintilla(QsciScintillaBase::SCI_COLOURISE, static_cast<unsigned long>(position),
                             long(std::min(editor.length(), position + 2000)));
        colouriseAll(&editor);

        ScriptEditor fresh;
        fresh.setContents(editor.contents());
        colouriseAll(&fresh);
        const auto incremental = snapshot(&editor);
        const auto full = snapshot(&fresh);
        QVERIFY2(incremental.first == full.first, qPrintable(QStringLiteral("styles differ after step %1").arg(step)));
        QVERIFY2(incremental.second == full.second, qPrintable(QStringLiteral("folds differ after step %1").arg(step)));
    }
}

void TestEditorStyling::openingCommentRestylesFollowingLines()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    colouriseAll(editor);
    QCOMPARE(styleAt(editor, positionOf(editor, "Flags")), HighlightStyle::DataKeyword);

    // Opening a block comment on line 2 swallows every following line...
    editor->setCursorPosition(2, 1);
    QTest::keyClicks(editor, "/*");
    colouriseAll(editor);
    QCOMPARE(styleAt(editor, positionOf(editor, "Flags")), HighlightStyle::Comment);
    QCOMPARE(styleAt(editor, positionOf(editor, "return")), HighlightStyle::Comment);
    // ...and closing it gives them back.
    editor->setCursorPosition(3, 0);
    QTest::keyClicks(editor, "*/");
    colouriseAll(editor);
    QCOMPARE(styleAt(editor, positionOf(editor, "Flags")), HighlightStyle::DataKeyword);
    QCOMPARE(styleAt(editor, positionOf(editor, "return")), HighlightStyle::CodeKeyword);
}

void TestEditorStyling::largeFileStylesOnlyWhatIsShown()
{
    const QString path = dir_->filePath(QStringLiteral("large.irh"));
    writeFile(path, largeSource());
    QVERIFY(window_->openProject(dir_->path()));
    ScriptEditor* editor = window_->openFile(path);
    QVERIFY(editor);
    editor->viewport()->repaint();
    // Only what is on screen was styled, not the whole file (bench/editor.sh times it).
    QVERIFY(editor->scriptLexer()->statistics().linesStyled > 0);
    QVERIFY2(editor->scriptLexer()->statistics().linesStyled < 500,
             qPrintable(QString::number(editor->scriptLexer()->statistics().linesStyled)));
    QCOMPARE(styleAt(editor, positionOf(editor, "Effect")), HighlightStyle::DataKeyword);
}

void TestEditorStyling::braceAtTopOfLargeFileRestylesABoundedRange()
{
    const QString path = dir_->filePath(QStringLiteral("large.irh"));
    writeFile(path, largeSource());
    QVERIFY(window_->openProject(dir_->path()));
    ScriptEditor* editor = window_->openFile(path);
    QVERIFY(editor);
    colouriseAll(editor);

    // An opening brace changes the depth of every following line: the lines
    // on screen and some more are re-styled at once, the rest when shown.
    editor->setCursorPosition(0, 0);
    editor->scriptLexer()->resetStatistics();
    QTest::keyClicks(editor, "{");
    editor->viewport()->repaint();
    const int restyled = editor->scriptLexer()->statistics().linesStyled;
    QVERIFY2(restyled > 1000 && restyled < 1200, qPrintable(QString::number(restyled)));
    QCOMPARE(foldLevel(editor, 1), (QsciScintillaBase::SC_FOLDLEVELBASE + 1) | QsciScintillaBase::SC_FOLDLEVELHEADERFLAG);
    QCOMPARE(foldLevel(editor, 2), QsciScintillaBase::SC_FOLDLEVELBASE + 2);

    // Scrolling to the end styles the rest with the new depth.
    const int last = editor->lines() - 3;       // the last resource's closing brace
    QCOMPARE(editor->text(last), QStringLiteral("}\n"));
    editor->goToLine(last + 1);
    editor->viewport()->repaint();
    QCOMPARE(foldLevel(editor, last) & QsciScintillaBase::SC_FOLDLEVELNUMBERMASK,
             QsciScintillaBase::SC_FOLDLEVELBASE + 2);
    QCOMPARE(styleAt(editor, editor->positionFromLineIndex(last - 3, 4)), HighlightStyle::CodeKeyword);
}

void TestEditorStyling::foldLevelsFollowBraceDepth()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    colouriseAll(editor);
    const int base = QsciScintillaBase::SC_FOLDLEVELBASE;
    const int header = QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
    QCOMPARE(foldLevel(editor, 1), base);                  // Monster "Goblin"
    QCOMPARE(foldLevel(editor, 2), base | header);         // {
    QCOMPARE(foldLevel(editor, 3), base + 1);              // Flags
    QCOMPARE(foldLevel(editor, 4), (base + 1) | header);   // On Event ... {
    QCOMPARE(foldLevel(editor, 5), base + 2);
    QCOMPARE(foldLevel(editor, 6), base + 2);              // closing brace folds with its block
    QCOMPARE(foldLevel(editor, 7), base + 1);

    // Folding the resource hides its body.
    editor->SendScintilla(QsciScintillaBase::SCI_FOLDLINE, 2, QsciScintillaBase::SC_FOLDACTION_CONTRACT);
    QVERIFY(!editor->SendScintilla(QsciScintillaBase::SCI_GETLINEVISIBLE, 5));
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_GETLASTCHILD, 2, -1)), 7);
}

void TestEditorStyling::braceMatchingIgnoresComments()
{
    ScriptEditor* editor = window_->openProject(dir_->path()) ? window_->currentEditor() : nullptr;
    QVERIFY(editor);
    editor->setText(QStringLiteral("{ /* } */ }\n"));
    colouriseAll(editor);
    QCOMPARE(styleAt(editor, 0), HighlightStyle::Operator);
    QCOMPARE(styleAt(editor, 5), HighlightStyle::Comment);
    editor->setCursorPosition(0, 0);
    editor->moveToMatchingBrace();
    int line = 0, index = 0;
    editor->getCursorPosition(&line, &index);
    QVERIFY2(index >= 10, qPrintable(QString::number(index)));     // at the last brace, not the commented one
}

INCURSION_TEST_MAIN(TestEditorStyling)
#include "tst_editor_styling.moc"
} // namespace tst_editor_styling
