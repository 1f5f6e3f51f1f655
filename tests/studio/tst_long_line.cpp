// Typing on one very long line: the GUI thread's work per keystroke must not
// grow with the line's length (a 5 MB line once cost 1.5-2 s per key). The
// test types the same keys at the end of a 50 KB line and of a 5 MB line,
// with the editor on screen (offscreen) and the module checked in the
// background as the studio does, and compares the two: the bytes the lexer
// restyles, and the times on one machine in one run with a generous factor,
// never an absolute figure. The 5 MB line is shown in chunks (long-line
// mode, editing/soft_breaks.h); the other tests check that the chunks never
// reach the file, undo or the positions the rest of the studio sees.
#include "editing/script_editor.h"
#include "editing/script_lexer.h"
#include "editing/text_search.h"
#include "language/background_checker.h"
#include "language/scintilla_position.h"

#include <QAccessible>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include "support/test_suite.h"

#include <algorithm>
#include <ctime>

namespace tst_long_line {

using namespace incursion::studio;

namespace {

// One line of `bytes` bytes of plausible data-section text.
QByteArray longLine(int bytes)
{
    const QByteArray piece = "Monster \"toad\" : MA_VERMIN { Image: green 'f'; Depth: 1; } /* x */ ";
    QByteArray line;
    line.reserve(bytes + piece.size());
    while (line.size() < bytes)
        line += piece;
    line.truncate(bytes);
    return line;
}

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

struct Typing {
    double medianMs = 0;        // GUI-thread time of one keystroke, painting included
    double cpuMedianMs = 0;     // the same in the GUI thread's CPU time (steadier on a busy machine)
    int linesStyled = 0;        // what the lexer styled over all the keys
    qint64 bytesStyled = 0;
};

} // namespace

class TestLongLine : public QObject {
    Q_OBJECT

public:
    // Types `keys` characters at the end of a one-line buffer of `bytes`
    // bytes; returns the median GUI-thread time per key.
    static Typing typeAtEndOfLine(int bytes, int keys, const QString& mainFile);

private slots:
    void softBreaksAreCutBetweenCharacters();
    void typingUndoAndSaveKeepTheFileByteExact();
    void editsAcrossAChunkBoundaryActOnTheFile();
    void positionsAreTheFilesNotTheChunks();
    void searchFindsAndReplacesAcrossABreak();
    void rangesAcrossABreakCoverTheirBytes();
    void crlfFilesAreShownInChunksToo();
    void enterAtAChunkStartEndsTheLineThere();
    void lineNumbersAreTheFiles();
    void deletingAChunkLeavesNoBreakBeforeALineEnd();
    void replacementsWithLineEndsKeepTheFilesLines();
    void replacingAcrossBreaksKeepsChunksSmall();
    void longLineModeHasNoCharacterCountingAccessibleText();
    void keystrokeWorkDoesNotGrowWithTheLine();
};

Typing TestLongLine::typeAtEndOfLine(int bytes, int keys, const QString& mainFile)
{
    ScriptEditor editor;
    editor.resize(900, 600);
    BackgroundChecker checker;
    checker.setMainFile(mainFile);
    checker.setDebounceInterval(0);     // a check after every key: the worst case for the GUI thread
    checker.setUnsavedBufferSource([&] { return QHash<QString, QByteArray>{{mainFile, editor.contents()}}; });
    QObject::connect(&editor, &ScriptEditor::textChanged, &checker, &BackgroundChecker::requestCheck);

    editor.setContents(longLine(bytes));
    editor.show();
    if (!QTest::qWaitForWindowExposed(&editor))
        return {};
    editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    editor.viewport()->repaint();
    QCoreApplication::processEvents();
    editor.scriptLexer()->resetStatistics();

    std::vector<double> times, cpuTimes;
    QElapsedTimer timer;
    for (int i = 0; i < keys; ++i) {
        timer.start();
        const double cpuStart = threadCpuMs();
        QTest::keyClick(editor.viewport(), char('a' + i % 26));
        editor.viewport()->repaint();
        QCoreApplication::processEvents();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpuTimes.push_back(threadCpuMs() - cpuStart);
    }
    checker.disconnect();
    std::sort(times.begin(), times.end());
    std::sort(cpuTimes.begin(), cpuTimes.end());
    Typing typing;
    typing.medianMs = times[times.size() / 2];
    typing.cpuMedianMs = cpuTimes[cpuTimes.size() / 2];
    typing.linesStyled = editor.scriptLexer()->statistics().linesStyled;
    typing.bytesStyled = editor.scriptLexer()->statistics().bytesStyled;
    if (editor.contents().size() != bytes + keys)
        typing.medianMs = -1;
    return typing;
}

void TestLongLine::keystrokeWorkDoesNotGrowWithTheLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString mainFile = dir.filePath("long.irc");
    constexpr int kKeys = 15;
    const Typing shortLine = typeAtEndOfLine(50'000, kKeys, mainFile);
    const Typing hugeLine = typeAtEndOfLine(5'000'000, kKeys, mainFile);
    qInfo("median per key: %.2f ms (CPU %.2f ms) on a 50 KB line, %.2f ms (CPU %.2f ms) on a 5 MB line in chunks; "
          "bytes styled %lld and %lld",
          shortLine.medianMs, shortLine.cpuMedianMs, hugeLine.medianMs, hugeLine.cpuMedianMs, shortLine.bytesStyled,
          hugeLine.bytesStyled);
    QVERIFY(shortLine.medianMs >= 0 && hugeLine.medianMs >= 0);
    // The lexer restyles the text around each key, not the line.
    QVERIFY2(hugeLine.bytesStyled < 100'000 * kKeys, qPrintable(QString::number(hugeLine.bytesStyled)));
    // The time per key is the benchmark's to judge (bench/long_line, issue
    // 17), not a test's: it depends on the machine and the build type.
}

namespace {

// A line of `bytes` bytes with two-byte UTF-8 characters among the ASCII, so
// a chunk boundary could fall inside one.
QByteArray longUtf8Line(int bytes)
{
    const QByteArray piece = "Item \"p\xc3\xa9" "e\" { Desc: \"\xc3\xa0 \xc3\xa9t\xc3\xa9\"; }";
    QByteArray line;
    while (line.size() < bytes)
        line += piece;
    line.truncate(bytes);
    return line;
}

// Sends a key to the editor as a user would.
void press(ScriptEditor& editor, Qt::Key key, const QString& text = {})
{
    QKeyEvent event(QEvent::KeyPress, key, Qt::NoModifier, text);
    QCoreApplication::sendEvent(&editor, &event);
}

int caret(ScriptEditor& editor)
{
    return int(editor.SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
}

} // namespace

void TestLongLine::softBreaksAreCutBetweenCharacters()
{
    const QByteArray file = longUtf8Line(300'000) + "\nshort\n" + longUtf8Line(70'000);
    QVERIFY(SoftBreaks::needed(file));
    QVERIFY(!SoftBreaks::needed(longLine(60'000)));             // under the threshold
    QVERIFY(SoftBreaks::needed(longLine(100'000) + "\r\n"));    // CRLF line ends: the CRs end lines
    QVERIFY(!SoftBreaks::needed(longLine(100'000) + "\r;\n"));  // a lone CR of its own: no mode
    const QByteArray shown = SoftBreaks::withBreaks(file);
    QCOMPARE(QByteArray(shown).replace('\r', QByteArray()), file);
    for (qsizetype at = shown.indexOf('\r'); at >= 0; at = shown.indexOf('\r', at + 1)) {
        // Never between the bytes of one character, never beside a real line end.
        QVERIFY((static_cast<unsigned char>(shown.at(at + 1)) & 0xC0) != 0x80);
        QVERIFY(shown.at(at - 1) != '\n' && shown.at(at + 1) != '\n');
    }
    // Every chunk of a long line is about kChunk bytes, the short line stays whole.
    const QList<QByteArray> shownLines = shown.split('\n');
    QCOMPARE(shownLines.size(), 3);
    QCOMPARE(shownLines.at(1), QByteArray("short"));
    for (const QByteArray& line : {shownLines.at(0), shownLines.at(2)}) {
        const QList<QByteArray> chunks = line.split('\r');
        QVERIFY(chunks.size() > 1);
        for (const QByteArray& chunk : chunks)
            QVERIFY2(chunk.size() >= SoftBreaks::kChunk / 4 && chunk.size() <= SoftBreaks::kChunk * 5 / 4,
                     qPrintable(QString::number(chunk.size())));
    }
    QCOMPARE(SoftBreaks::longestLine(file), 300'000);
}

void TestLongLine::typingUndoAndSaveKeepTheFileByteExact()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("long.irc");
    const QByteArray original = longUtf8Line(5'000'000);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(original), original.size());
    }
    ScriptEditor editor;
    QString error;
    QVERIFY2(editor.load(path, &error), qPrintable(error));
    QVERIFY(editor.showsLongLinesInChunks());
    QVERIFY(editor.lines() > 5'000'000 / SoftBreaks::kChunk - 2);
    QCOMPARE(editor.documentLineCount(), 1);
    auto* notice = editor.findChild<QLabel*>("longLineNotice");
    QVERIFY(notice && !notice->isHidden());
    QVERIFY(notice->text().contains("very long lines"));
    // Above the text, not over it.
    editor.resize(700, 400);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->geometry().bottom() < editor.viewport()->geometry().top(),
             qPrintable(QStringLiteral("notice ends at %1, text starts at %2")
                            .arg(notice->geometry().bottom())
                            .arg(editor.viewport()->geometry().top())));
    QCOMPARE(editor.contents(), original);

    // Type at the end of the third chunk (right before a soft break).
    const int breakAt = int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, 2));
    const int fileOffset = editor.documentPosition(breakAt);
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, breakAt);
    QTest::keyClicks(&editor, "xyz");
    QByteArray typed = original;
    typed.insert(fileOffset, "xyz");
    QCOMPARE(editor.contents(), typed);
    // The status bar's column counts the file's characters, not its bytes or the breaks.
    int line = -1, index = -1;
    editor.documentCursorPosition(&line, &index);
    QCOMPARE(line, 0);
    QCOMPARE(index, int(QString::fromUtf8(typed.left(fileOffset + 3)).size()));
    press(editor, Qt::Key_Left);
    editor.documentCursorPosition(&line, &index);
    QCOMPARE(index, int(QString::fromUtf8(typed.left(fileOffset + 2)).size()));
    QVERIFY(editor.save(&error));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), typed);
    }
    // One undo step takes the typing back; redo brings it again.
    editor.undo();
    QCOMPARE(editor.contents(), original);
    editor.redo();
    QCOMPARE(editor.contents(), typed);
    editor.undo();
    QVERIFY(!editor.isUndoAvailable());
    QVERIFY(editor.save(&error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), original);
}

void TestLongLine::editsAcrossAChunkBoundaryActOnTheFile()
{
    const QByteArray original = longLine(200'000);
    ScriptEditor editor;
    editor.setContents(original);
    editor.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    QVERIFY(editor.showsLongLinesInChunks());
    const int chunkStart = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 1));
    const int fileOffset = editor.documentPosition(chunkStart);
    QCOMPARE(editor.documentPosition(chunkStart - 1), fileOffset);     // the break takes no room in the file

    // Backspace at a chunk's start deletes the file's character before it.
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, chunkStart);
    press(editor, Qt::Key_Backspace);
    QByteArray expected = original;
    expected.remove(fileOffset - 1, 1);
    QCOMPARE(editor.contents(), expected);
    // Delete at a chunk's end deletes the one after it.
    const int chunkEnd = int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, 0));
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, chunkEnd);
    press(editor, Qt::Key_Delete);
    expected.remove(editor.documentPosition(chunkEnd), 1);
    QCOMPARE(editor.contents(), expected);

    // Typing over a selection across the break replaces the file's text in it.
    const int from = chunkEnd - 5, to = chunkEnd + 6;
    const int fileFrom = editor.documentPosition(from), fileTo = editor.documentPosition(to);
    QCOMPARE(fileTo - fileFrom, 10);
    editor.SendScintilla(QsciScintillaBase::SCI_SETSEL, from, to);
    QTest::keyClick(&editor, 'Q');
    QByteArray replaced = expected;
    replaced.replace(fileFrom, 10, "Q");
    QCOMPARE(editor.contents(), replaced);
    // Undo brings the break back with the text.
    editor.undo();
    QCOMPARE(editor.contents(), expected);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETCHARAT, chunkEnd), long('\r'));
    editor.undo();
    editor.undo();
    QCOMPARE(editor.contents(), original);
    QVERIFY(!editor.isUndoAvailable());
}

void TestLongLine::positionsAreTheFilesNotTheChunks()
{
    const QByteArray first = "Monster \"a\" { }\n";
    const QByteArray file = first + longLine(200'000) + "\nlast line\n";
    ScriptEditor editor;
    editor.setContents(file);
    QVERIFY(editor.showsLongLinesInChunks());
    QCOMPARE(editor.documentLineCount(), 4);
    QVERIFY(editor.lines() > 4 + 200'000 / SoftBreaks::kChunk / 2);
    QCOMPARE(editor.lines() - 4, int(editor.text().toUtf8().count('\r')));

    // Line and column of the file to the buffer and back (diagnostics, go to definition).
    const int position = editor.editorPositionAt(2, 150'001);
    QCOMPARE(editor.documentPosition(position), int(first.size()) + 150'000);
    QCOMPARE(editor.documentLineColumn(position), std::make_pair(2, 150'001));
    QCOMPARE(editor.documentLineColumn(editor.editorPositionAt(3, 5)), std::make_pair(3, 5));
    QCOMPARE(editor.editorPositionAt(2, 999'999), editor.editorPositionAt(2, 200'001));     // clamped to the line's end
    QCOMPARE(editor.documentPosition(editor.editorPositionAt(2, 999'999)), int(first.size()) + 200'000);

    // The caret as the status bar and the session show it.
    editor.goToLine(2, 150'001);
    int line = 0, index = 0;
    editor.documentCursorPosition(&line, &index);
    QCOMPARE(std::make_pair(line, index), std::make_pair(1, 150'000));
    QCOMPARE(editor.currentLine(), 2);
    QCOMPARE(caret(editor), position);
    editor.setDocumentCursorPosition(2, 4);
    QCOMPARE(editor.documentLineColumn(caret(editor)), std::make_pair(3, 5));

    // Breakpoints and the execution line are lines of the file.
    editor.setBreakpointMarks({{2, true, false}, {3, true, false}});
    QCOMPARE(editor.breakpointMarkLines(), (QList<int>{2, 3}));
    editor.setExecutionLine(3);
    QCOMPARE(editor.executionLine(), 3);
    QCOMPARE(int(editor.SendScintilla(QsciScintillaBase::SCI_MARKERNEXT, 2, 1 << 4)), editor.editorLine(2));
    QSignalSpy toggled(&editor, &ScriptEditor::breakpointToggleRequested);
    emit editor.marginClicked(1, editor.editorLine(2), Qt::NoModifier);
    QCOMPARE(toggled.count(), 1);
    QCOMPARE(toggled.first().first().toInt(), 3);
}

namespace {

// A long line with `marker` written across its first soft break (the break
// falls right after the space in it, as withBreaks() cuts after a space);
// `*offset` is where the marker starts in the file.
QByteArray lineWithMarkerAcrossABreak(const QByteArray& marker, int* offset)
{
    QByteArray file = longLine(200'000);
    const QByteArray shown = SoftBreaks::withBreaks(file);
    const int cut = int(shown.indexOf('\r'));
    const int space = int(marker.indexOf(' '));
    Q_ASSERT(cut > 0 && shown.at(cut - 1) == ' ' && space > 0);
    *offset = cut - 1 - space;
    file.replace(*offset, marker.size(), marker);
    Q_ASSERT(SoftBreaks::withBreaks(file).indexOf('\r') == cut);
    return file;
}

int selectionStart(ScriptEditor& editor)
{
    return int(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART));
}

int selectionEnd(ScriptEditor& editor)
{
    return int(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONEND));
}

QByteArray marginText(ScriptEditor& editor, int line)
{
    QByteArray text(editor.SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT, static_cast<unsigned long>(line),
                                         static_cast<char*>(nullptr)),
                    '\0');
    editor.SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT, static_cast<unsigned long>(line), text.data());
    return text;
}

} // namespace

void TestLongLine::searchFindsAndReplacesAcrossABreak()
{
    int offset = 0;
    const QByteArray file = lineWithMarkerAcrossABreak("(Zyqv Wxk)", &offset);
    ++offset;       // where "Zyqv" starts
    ScriptEditor editor;
    editor.setContents(file);
    editor.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    QVERIFY(editor.showsLongLinesInChunks());
    const int breakAt = int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, 0));
    QCOMPARE(editor.documentPosition(breakAt), offset + 5);     // between "Zyqv " and "Wxk"

    // Plain, ignoring case, whole words, a regular expression: each finds the
    // marker and selects it with the break inside.
    for (const SearchQuery& query : {SearchQuery{"Zyqv Wxk", true, false, false}, SearchQuery{"zyqv wxk", false, false, false},
                                     SearchQuery{"Zyqv Wxk", true, true, false}, SearchQuery{"Z[a-z]+ W[a-z]+", true, false, true}}) {
        editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 0);
        QVERIFY2(findNext(&editor, query, true) == SearchResult::Found, qPrintable(query.text));
        QCOMPARE(editor.documentPosition(selectionStart(editor)), offset);
        QCOMPARE(editor.documentPosition(selectionEnd(editor)), offset + 8);
        QVERIFY(selectionStart(editor) < breakAt && selectionEnd(editor) > breakAt);
        QCOMPARE(countMatches(&editor, query), 1);
        // Backwards from the end of the file finds it too.
        editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
        QCOMPARE(findNext(&editor, query, false), SearchResult::Found);
        QCOMPARE(editor.documentPosition(selectionStart(editor)), offset);
    }
    // A part of the marker on one side of the break still matches there only.
    const QList<SearchMatch> wx = findAll(&editor, {"Wxk", true, false, false});
    QCOMPARE(wx.size(), 1);
    QCOMPARE(wx.first().start, breakAt + 1);
    QCOMPARE(findAll(&editor, {"v W", true, false, false}).size(), 1);

    // Replace (with a regular expression's group) and replace all act on the file's bytes.
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 0);
    const SearchQuery regex{"Zyqv (W)xk", true, false, true};
    QCOMPARE(findNext(&editor, regex, true), SearchResult::Found);
    QCOMPARE(replaceAndFindNext(&editor, regex, "<\\1>"), SearchResult::NotFound);
    QByteArray expected = file;
    expected.replace(offset, 8, "<W>");
    QCOMPARE(editor.contents(), expected);
    // The file's text the search uses followed the edit: "<W>" is found where it is.
    QCOMPARE(editor.documentPosition(findAll(&editor, {"<W>", true, false, false}).value(0).start), offset);
    QCOMPARE(replaceAll(&editor, {"<W>", true, false, false}, "Zyqv Wxk"), 1);
    QCOMPARE(editor.contents(), file);
    QCOMPARE(replaceAll(&editor, {"Z[a-z]+ (W)", true, false, true}, "\\1"), 1);
    expected = file;
    expected.replace(offset, 6, "W");
    QCOMPARE(editor.contents(), expected);
    // Typing and undo keep the file's text in step with the buffer.
    editor.undo();
    editor.undo();
    editor.undo();
    QCOMPARE(editor.contents(), file);
    QCOMPARE(countMatches(&editor, {"Zyqv Wxk", true, false, false}), 1);
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, breakAt + 1);
    QTest::keyClicks(&editor, "Q");
    QCOMPARE(countMatches(&editor, {"Zyqv Wxk", true, false, false}), 0);
    QCOMPARE(countMatches(&editor, {"Zyqv QWxk", true, false, false}), 1);
}

void TestLongLine::rangesAcrossABreakCoverTheirBytes()
{
    // Diagnostics and rename place file ranges (line, column, length) in the buffer.
    int offset = 0;
    const QByteArray file = "first line\n" + lineWithMarkerAcrossABreak("Zyqv Wxk", &offset);
    offset += 11;
    ScriptEditor editor;
    editor.setContents(file);
    QVERIFY(editor.showsLongLinesInChunks());
    const int column = offset - 11 + 1;
    const auto [start, end] = ScintillaPosition::rangeFromLineColumn(&editor, 2, column, 8);
    QCOMPARE(editor.documentPosition(start), offset);
    QCOMPARE(editor.documentPosition(end), offset + 8);
    QCOMPARE(end - start, 9);       // the eight bytes and the break between them
    // A range that starts right at a break starts after it, on the next chunk.
    const auto [atBreak, atBreakEnd] = ScintillaPosition::rangeFromLineColumn(&editor, 2, column + 5, 3);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETCHARAT, atBreak - 1), long('\r'));
    QCOMPARE(atBreakEnd - atBreak, 3);
    // Renaming over the range replaces exactly the file's bytes.
    editor.SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, static_cast<unsigned long>(start), long(end));
    editor.SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, static_cast<uintptr_t>(7), "Renamed");
    QByteArray expected = file;
    expected.replace(offset, 8, "Renamed");
    QCOMPARE(editor.contents(), expected);
    // Outside long-line mode a range is the plain byte range.
    ScriptEditor plain;
    plain.setContents("abc\ndefgh\n");
    QCOMPARE(ScintillaPosition::rangeFromLineColumn(&plain, 2, 2, 3), std::make_pair(5, 8));
}

void TestLongLine::crlfFilesAreShownInChunksToo()
{
    // CRLF line ends keep their CRs in the buffer; the soft breaks are the lone CRs.
    const QByteArray file = "Monster \"a\" { }\r\n" + longLine(300'000) + "\r\nlast line\r\n";
    ScriptEditor editor;
    editor.setContents(file);
    editor.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    QVERIFY(editor.showsLongLinesInChunks());
    QVERIFY(editor.lines() > 300'000 / SoftBreaks::kChunk);
    QCOMPARE(editor.contents(), file);
    QCOMPARE(editor.documentLineCount(), 4);
    QCOMPARE(editor.documentLineColumn(editor.editorPositionAt(3, 2)), std::make_pair(3, 2));
    QCOMPARE(editor.documentPosition(editor.editorPositionAt(3, 1)), 17 + 300'000 + 2);
    QCOMPARE(editor.documentPosition(editor.editorPositionAt(2, 999'999)), 17 + 300'000);     // before the CRLF

    // Typing at a chunk's end, Enter (a CRLF, as the file has) at a chunk's start, and undo.
    const int chunkEnd = int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, 1));
    const int fileOffset = editor.documentPosition(chunkEnd);
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, chunkEnd);
    QTest::keyClicks(&editor, "xy");
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, chunkEnd + 3);    // after the break
    QTest::keyClick(&editor, Qt::Key_Return);
    QByteArray expected = file;
    expected.insert(fileOffset, "xy\r\n");
    QCOMPARE(editor.contents(), expected);
    QCOMPARE(editor.documentLineCount(), 5);
    QCOMPARE(editor.currentLine(), 3);
    editor.undo();
    editor.undo();
    QCOMPARE(editor.contents(), file);
    QCOMPARE(editor.documentLineCount(), 4);
    // A lone CR of the file's: shown as it is, no chunks.
    ScriptEditor loneCR;
    loneCR.setContents(longLine(300'000) + "\rx\n");
    QVERIFY(!loneCR.showsLongLinesInChunks());
}

void TestLongLine::enterAtAChunkStartEndsTheLineThere()
{
    const QByteArray original = longLine(200'000);
    ScriptEditor editor;
    editor.setContents(original);
    QVERIFY(editor.showsLongLinesInChunks());
    const int chunkStart = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 2));
    const int fileOffset = editor.documentPosition(chunkStart);
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, chunkStart);
    QTest::keyClick(&editor, Qt::Key_Return);
    QByteArray expected = original;
    expected.insert(fileOffset, '\n');
    QCOMPARE(editor.contents(), expected);
    // A break never sits right before a line end (Scintilla would read CR LF as one).
    QCOMPARE(editor.documentLineCount(), 2);
    QVERIFY(!editor.text().toUtf8().contains("\r\n"));
    QCOMPARE(editor.documentPosition(editor.editorPositionAt(2, 1)), fileOffset + 1);
    QCOMPARE(editor.documentLineColumn(caret(editor)), std::make_pair(2, 1));
}

void TestLongLine::longLineModeHasNoCharacterCountingAccessibleText()
{
    // QScintilla's accessible text counts the characters from the file's
    // start at every key; in long-line mode the editor is a plain editable text.
    ScriptEditor editor;
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(&editor);
    QVERIFY(accessible && accessible->textInterface());
    editor.setContents(longLine(200'000));
    QVERIFY(editor.showsLongLinesInChunks());
    accessible = QAccessible::queryAccessibleInterface(&editor);
    QVERIFY(accessible);
    QCOMPARE(accessible->role(), QAccessible::EditableText);
    QVERIFY(!accessible->textInterface());
    // A file that leaves the mode (a lone CR of its own) gets QScintilla's back.
    editor.setContents("short\rline\n");
    QVERIFY(!editor.showsLongLinesInChunks());
    accessible = QAccessible::queryAccessibleInterface(&editor);
    QVERIFY(accessible && accessible->textInterface());
}

void TestLongLine::lineNumbersAreTheFiles()
{
    const QByteArray file = "first\n" + longLine(200'000) + "\nthird\nfourth\n";
    ScriptEditor editor;
    editor.resize(700, 400);
    editor.setContents(file);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.viewport()->repaint();
    // The margin numbers the file's lines; the chunks that continue a line have no number.
    QCOMPARE(marginText(editor, 0), QByteArray("1"));
    QCOMPARE(marginText(editor, 1), QByteArray("2"));
    QCOMPARE(marginText(editor, 2), QByteArray());
    QCOMPARE(marginText(editor, 3), QByteArray());
    editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    editor.viewport()->repaint();
    const int third = editor.editorLine(2);
    QCOMPARE(marginText(editor, third - 1), QByteArray());
    QCOMPARE(marginText(editor, third), QByteArray("3"));
    QCOMPARE(marginText(editor, third + 1), QByteArray("4"));
    QCOMPARE(marginText(editor, third + 2), QByteArray("5"));
    // An edit that adds a line renumbers what is shown.
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, editor.editorPositionAt(3, 1));
    QTest::keyClick(&editor, Qt::Key_Return);
    editor.viewport()->repaint();
    QCOMPARE(marginText(editor, third + 1), QByteArray("4"));
    QCOMPARE(marginText(editor, third + 2), QByteArray("5"));
    // Out of the mode, Scintilla's own line numbers.
    ScriptEditor plain;
    plain.setContents("short\n");
    QCOMPARE(int(plain.SendScintilla(QsciScintillaBase::SCI_GETMARGINTYPEN, 0UL)), int(QsciScintillaBase::SC_MARGIN_NUMBER));
}

namespace {

// The soft breaks in the buffer (its lone CRs).
int softBreakCount(ScriptEditor& editor)
{
    const QByteArray buffer = editor.text().toUtf8();
    return int(buffer.count('\r') - buffer.count("\r\n"));
}

// No soft break sits beside a line end or another break, and the buffer has
// a line per line of the file and per break.
void verifyTidyChunks(ScriptEditor& editor)
{
    const QByteArray buffer = editor.text().toUtf8();
    QVERIFY2(buffer.count("\r\n") == editor.contents().count("\r\n"), "a break before LF");
    QVERIFY(!buffer.contains("\n\r") && !buffer.contains("\r\r") && !buffer.startsWith('\r') && !buffer.endsWith('\r'));
    const int fileLines = int(editor.contents().count('\n')) + 1;
    QCOMPARE(editor.lines(), fileLines + softBreakCount(editor));
    QCOMPARE(editor.documentLineCount(), fileLines);
    // Chunks stay about kChunk bytes however the edits merged them.
    for (int line = 0; line < editor.lines(); ++line) {
        const long start = editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line);
        const long end = editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, line);
        const auto at = [&](long position) { return char(editor.SendScintilla(QsciScintillaBase::SCI_GETCHARAT, position)); };
        const bool chunk = (at(end) == '\r' && at(end + 1) != '\n') || (start > 0 && at(start - 1) == '\r' && at(start) != '\n');
        if (chunk)
            QVERIFY2(end > start && end - start <= SoftBreaks::kChunk * 5 / 4,
                     qPrintable(QStringLiteral("line %1: %2 bytes").arg(line).arg(end - start)));
    }
}

} // namespace

void TestLongLine::deletingAChunkLeavesNoBreakBeforeALineEnd()
{
    // The last chunk of the long line is emptied (by a selection deleted, by
    // Delete from its start, by Backspace from its end): the break before it
    // must go too, or Scintilla reads it and the LF as one line end and every
    // line after it is numbered one too low.
    const QByteArray file = "first\n" + longLine(200'000) + "\nnext line\nlast\n";
    for (const Qt::Key how : {Qt::Key_unknown, Qt::Key_Delete, Qt::Key_Backspace}) {
        ScriptEditor editor;
        editor.setContents(file);
        editor.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
        QVERIFY(editor.showsLongLinesInChunks());
        const int lastChunk = editor.editorLine(2) - 1;
        const int start = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, lastChunk));
        const int end = int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, lastChunk));
        QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETCHARAT, start - 1), long('\r'));
        QByteArray expected = file;
        expected.remove(editor.documentPosition(start), end - start);
        if (how == Qt::Key_unknown) {
            editor.SendScintilla(QsciScintillaBase::SCI_SETSEL, start, end);
            press(editor, Qt::Key_Delete);
        } else {
            // All but three characters at once (each key lays the chunk out
            // again), then the last three key by key.
            constexpr int kLeft = 3;
            editor.SendScintilla(QsciScintillaBase::SCI_SETSEL, how == Qt::Key_Delete ? start + kLeft : start,
                                 how == Qt::Key_Delete ? end : end - kLeft);
            press(editor, Qt::Key_Delete);
            editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, start + (how == Qt::Key_Delete ? 0 : kLeft));
            for (int i = 0; i < kLeft; ++i)
                press(editor, how);
        }
        QCOMPARE(editor.contents(), expected);
        verifyTidyChunks(editor);
        QCOMPARE(editor.documentLineCount(), 5);
        QCOMPARE(editor.text(editor.editorLine(2)), QStringLiteral("next line\n"));
        QCOMPARE(editor.documentLineColumn(editor.editorPositionAt(4, 2)), std::make_pair(4, 2));
        editor.goToLine(3);
        QCOMPARE(editor.currentLine(), 3);
        QCOMPARE(editor.documentLineColumn(caret(editor)), std::make_pair(3, 1));
        // Undo brings the chunk and its break back; the file is what it was.
        while (editor.isUndoAvailable())
            editor.undo();
        QCOMPARE(editor.contents(), file);
        QCOMPARE(editor.text().toUtf8(), SoftBreaks::withBreaks(file));
        editor.redo();
        if (how == Qt::Key_unknown) {
            QCOMPARE(editor.contents(), expected);
            verifyTidyChunks(editor);
        }
    }
}

void TestLongLine::replacementsWithLineEndsKeepTheFilesLines()
{
    int offset = 0;
    const QByteArray file = lineWithMarkerAcrossABreak("(Zyqv Wxk)", &offset) + "\nnext\n";
    ++offset;       // where "Zyqv" starts
    {
        // A CR in a replacement is a line end of the file (a lone CR would
        // read as a soft break and vanish from the file), as pasting makes it.
        ScriptEditor editor;
        editor.setContents(file);
        editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 0);
        QCOMPARE(findNext(&editor, {"Zyqv Wxk", true, false, false}, true), SearchResult::Found);
        replaceAndFindNext(&editor, {"Zyqv Wxk", true, false, false}, "a\rb");
        QByteArray expected = file;
        expected.replace(offset, 8, "a\nb");
        QCOMPARE(editor.contents(), expected);
        verifyTidyChunks(editor);
        QCOMPARE(editor.documentLineCount(), 4);
        QCOMPARE(editor.documentLineColumn(editor.editorPositionAt(2, 1)), std::make_pair(2, 1));
        QCOMPARE(editor.documentPosition(editor.editorPositionAt(2, 1)), offset + 2);
        // A CR put before a line end makes a CRLF in the file, as it does outside the mode.
        QCOMPARE(replaceAll(&editor, {"next", true, false, false}, "n\r"), 1);
        expected.replace(expected.lastIndexOf("next"), 4, "n\r");
        QCOMPARE(editor.contents(), expected);
        verifyTidyChunks(editor);
        editor.undo();
        editor.undo();
        QCOMPARE(editor.contents(), file);
    }
    {
        // A replacement that starts with LF right after a break: the break goes.
        ScriptEditor editor;
        editor.setContents(file);
        const int breakAt = int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, 0));
        editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 0);
        QCOMPARE(findNext(&editor, {"Wxk", true, false, false}, true), SearchResult::Found);
        QCOMPARE(selectionStart(editor), breakAt + 1);
        replaceAndFindNext(&editor, {"Wxk", true, false, false}, "\nWxk");
        QByteArray expected = file;
        expected.insert(offset + 5, '\n');
        QCOMPARE(editor.contents(), expected);
        verifyTidyChunks(editor);
        QCOMPARE(editor.documentLineCount(), 4);
        QCOMPARE(editor.documentLineColumn(editor.editorPositionAt(2, 1)), std::make_pair(2, 1));
        QCOMPARE(editor.documentPosition(editor.editorPositionAt(2, 1)), offset + 6);
        QCOMPARE(editor.text(editor.editorLine(2)), QStringLiteral("next\n"));
        // Replace in Files and rename edit the file's bytes the same way.
        applyEdits(&editor, {ByteEdit{offset + 5, offset + 6, "\r"}});
        QCOMPARE(editor.contents(), file.left(offset + 5) + "\n" + file.mid(offset + 5));
        verifyTidyChunks(editor);
        const auto [start, end] = ScintillaPosition::rangeFromLineColumn(&editor, 2, 1, 3);
        QCOMPARE(editor.documentPosition(start), offset + 6);
        editor.replaceRange(start, end, "\rW");
        expected = file;
        expected.replace(offset + 5, 3, "\n\nW");
        QCOMPARE(editor.contents(), expected);
        verifyTidyChunks(editor);
        QCOMPARE(editor.documentLineCount(), 5);
    }
    {
        // In a CRLF file a CR becomes the file's CRLF.
        const QByteArray crlf = longLine(100'000) + "\r\nnext\r\n";
        ScriptEditor editor;
        editor.setContents(crlf);
        QVERIFY(editor.showsLongLinesInChunks());
        QCOMPARE(replaceAll(&editor, {"next", true, false, false}, "a\rb"), 1);
        QCOMPARE(editor.contents(), longLine(100'000) + "\r\na\r\nb\r\n");
        QCOMPARE(editor.documentLineCount(), 4);
    }
}

void TestLongLine::replacingAcrossBreaksKeepsChunksSmall()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("long.irc");
    const QByteArray original = longLine(200'000) + "\nshort\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(original), original.size());
    }
    ScriptEditor editor;
    QString error;
    QVERIFY2(editor.load(path, &error), qPrintable(error));
    QVERIFY(editor.showsLongLinesInChunks());
    const int breaks = softBreakCount(editor);

    // Replace All of a piece of text that most breaks fall inside: each
    // replacement merges two chunks, which must be cut again.
    const QByteArray piece = "Monster \"toad\" : MA_VERMIN { Image: green 'f'; Depth: 1; } /* x */ ";
    const QByteArray longer = "Monster \"giant toad\" : MA_VERMIN { Image: bright green 'f'; Depth: 12; } /* xyz */ ";
    QByteArray expected = original;
    expected.replace(piece, longer);
    QCOMPARE(replaceAll(&editor, {QString::fromUtf8(piece), true, false, false}, QString::fromUtf8(longer)),
             int(original.count(piece)));
    QCOMPARE(editor.contents(), expected);
    verifyTidyChunks(editor);
    QVERIFY(softBreakCount(editor) > breaks);      // the text grew by a quarter

    // Typing over a selection across several breaks, and a replacement far
    // longer than a chunk.
    const int from = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 3)) + 10;
    const int to = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 8)) + 10;
    expected.replace(editor.documentPosition(from), editor.documentPosition(to) - editor.documentPosition(from), "Q");
    editor.SendScintilla(QsciScintillaBase::SCI_SETSEL, from, to);
    QTest::keyClick(&editor, 'Q');
    QCOMPARE(editor.contents(), expected);
    verifyTidyChunks(editor);
    const int at = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 20)) + 7;
    expected.insert(editor.documentPosition(at), longLine(30'000));
    editor.replaceRange(at, at, longLine(30'000));
    QCOMPARE(editor.contents(), expected);
    verifyTidyChunks(editor);

    // Saved byte for byte; undo goes back to the loaded chunks.
    QVERIFY(editor.save(&error));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), expected);
    }
    while (editor.isUndoAvailable())
        editor.undo();
    QCOMPARE(editor.contents(), original);
    QCOMPARE(editor.text().toUtf8(), SoftBreaks::withBreaks(original));
}

INCURSION_TEST_MAIN(TestLongLine)
#include "tst_long_line.moc"
} // namespace tst_long_line
