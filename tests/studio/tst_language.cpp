// Language services: background checking, diagnostics in the editor and the
// Problems panel, outline, go-to-definition, completion, find/replace in files.
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "editing/script_lexer.h"
#include "editing/soft_breaks.h"
#include "language/background_checker.h"
#include "language/completion_provider.h"
#include "language/definition_finder.h"
#include "language/diagnostics_presenter.h"
#include "language/editor_completion.h"
#include "language/file_search.h"
#include "language/find_in_files_dock.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "language/scintilla_position.h"

#include "support/test_files.h"
#include "support/test_suite.h"

#include <Qsci/qsciscintilla.h>

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tst_language {

using namespace incursion::studio;
using incursion::core::ResourceKind;
namespace language = incursion::language;
using incursion::script::Severity;
namespace script = incursion::script;

using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

const QString kDataDir = QStringLiteral(INCURSION_TEST_DATA "/language");

QString dataFile(const QString& name)
{
    return CheckSnapshot::normalizedPath(kDataDir + QLatin1Char('/') + name);
}

void configure(BackgroundChecker& checker)
{
    checker.setMainFile(dataFile(QStringLiteral("main.irc")));
    checker.setIncludePaths({kDataDir + QStringLiteral("/inc")});
    checker.setDebounceInterval(50);
}

CheckSnapshotPtr waitForSnapshot(QSignalSpy& spy, int count = 1)
{
    if (spy.count() < count && !QTest::qWaitFor([&] { return spy.count() >= count; }, 20000))
        return {};
    return spy.at(count - 1).at(0).value<CheckSnapshotPtr>();
}

// The test module as the background checker sees it on disk.
CheckSnapshotPtr checkedTestModule()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    checker.checkNow();
    return waitForSnapshot(spy);
}

QList<DiagnosticEntry> errorsOf(const CheckSnapshot& snapshot)
{
    QList<DiagnosticEntry> errors;
    for (const DiagnosticEntry& d : snapshot.diagnostics)
        if (d.severity == Severity::Error)
            errors.append(d);
    return errors;
}

QString describe(const CheckSnapshot& snapshot)
{
    QStringList lines;
    for (const DiagnosticEntry& d : snapshot.diagnostics)
        lines.append(QStringLiteral("%1:%2:%3: %4").arg(d.position.path).arg(d.position.line).arg(d.position.column).arg(d.message));
    return lines.join(QLatin1Char('\n'));
}

// The module's monsters.irh with one line replaced.
QString monstersWithLine(int line, const QString& text)
{
    QStringList lines = QString::fromUtf8(readFile(dataFile(QStringLiteral("monsters.irh")))).split(QLatin1Char('\n'));
    lines[line - 1] = text;
    return lines.join(QLatin1Char('\n'));
}

// A snapshot made by hand for the UI classes.
std::shared_ptr<CheckSnapshot> handMadeSnapshot(const QString& path)
{
    auto snapshot = std::make_shared<CheckSnapshot>();
    snapshot->mainFile = path;
    snapshot->files = {path};
    auto add = [&](Severity severity, int line, int column, int length, const QString& message) {
        snapshot->diagnostics.append({severity, {path, line, column}, length, message, {}});
    };
    add(Severity::Error, 2, 5, 4, QStringLiteral("first error"));
    add(Severity::Warning, 3, 1, 3, QStringLiteral("a warning"));
    add(Severity::Error, 4, 3, 2, QStringLiteral("second error"));
    add(Severity::Error, 4, 8, 1, QStringLiteral("third error"));
    snapshot->diagnostics[2].notes.append({{path, 1, 1}, 3, QStringLiteral("in expansion of macro 'X'")});
    snapshot->errorCount = 3;
    snapshot->warningCount = 1;
    return snapshot;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    void checkerReadsTheModuleFromDisk();
    void checkerReportsAnInjectedErrorFromAnUnsavedBuffer();
    void checkerPointsMacroErrorsAtTheUse();
    void newerRequestSupersedesAnOlderOne();
    void debouncedRequestsCoalesce();
    void checkerDoesNotHangOnAFifoInclude();
    void snapshotListsSymbols();
    void problemsDockShowsRowsCountsAndActivates();
    void problemsDockFiltersBySeverity();
    void presenterMarksDiagnosticRanges();
    void outlineShowsResourcesAndHandlersOfTheCurrentFile();
    void definitionFinderFollowsResourcesMacrosAndIncludes();
    void completionDependsOnContext();
    void completionAgreesWithTheHighlighter();
    void completionOffersResourcesAfterDollarQuote();
    void editorCompletionInsertsResourceName();
    void editorCompletionBelowALongLineShownInChunks();
    void editorCompletionListFitsItsEntriesAndShowsTheirDetail();
    void fileSearchFindsPositionsAndRespectsOptions();
    void findInFilesDockStreamsResultsAndActivates();
    void replaceInFilesRewritesCheckedMatches();
    void replaceInFilesKeepsAUtf8ByteOrderMark();
    void replaceInFilesRefusesWhatTheEncodingCannotHold();
};

void TestLanguage::checkerReadsTheModuleFromDisk()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    checker.checkNow();
    QCOMPARE(spy.count(), 0);           // the UI thread is not blocked: results come later
    const CheckSnapshotPtr snapshot = waitForSnapshot(spy);
    QVERIFY(snapshot);
    QVERIFY(snapshot->mainFileRead);
    QVERIFY2(errorsOf(*snapshot).isEmpty(), qPrintable(describe(*snapshot)));
    QCOMPARE(snapshot->mainFile, dataFile(QStringLiteral("main.irc")));
    QVERIFY(snapshot->files.contains(dataFile(QStringLiteral("inc/defs.h"))));
    QVERIFY(snapshot->files.contains(dataFile(QStringLiteral("items.irh"))));
}

void TestLanguage::checkerReportsAnInjectedErrorFromAnUnsavedBuffer()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    // The disk file is fine; the buffer has an unknown word in a data entry.
    checker.setUnsavedBuffer(dataFile(QStringLiteral("monsters.irh")),
                             monstersWithLine(3, QStringLiteral("    Depth: frobnicate;")).toUtf8());
    checker.requestCheck();
    QVERIFY(!checker.isChecking());     // debounced: nothing runs yet
    const CheckSnapshotPtr snapshot = waitForSnapshot(spy);
    QVERIFY(snapshot);
    const QList<DiagnosticEntry> errors = errorsOf(*snapshot);
    QVERIFY2(!errors.isEmpty(), qPrintable(describe(*snapshot)));
    QCOMPARE(errors.first().position.path, dataFile(QStringLiteral("monsters.irh")));
    QCOMPARE(errors.first().position.line, 3);
    QCOMPARE(errors.first().position.column, 12);
    QCOMPARE(errors.first().length, 10);
    QCOMPARE(snapshot->diagnosticsFor(dataFile(QStringLiteral("monsters.irh"))).first().position.line, 3);

    // Dropping the buffer goes back to the disk text.
    checker.clearUnsavedBuffer(dataFile(QStringLiteral("monsters.irh")));
    checker.checkNow();
    const CheckSnapshotPtr clean = waitForSnapshot(spy, 2);
    QVERIFY(clean);
    QVERIFY2(errorsOf(*clean).isEmpty(), qPrintable(describe(*clean)));

    // Open editors can hand over their texts when a check starts instead.
    checker.setUnsavedBufferSource([] {
        return QHash<QString, QByteArray>{{kDataDir + QStringLiteral("/./monsters.irh"),
                                           monstersWithLine(4, QStringLiteral("    Gear: frobnicate;")).toUtf8()}};
    });
    checker.requestCheck();
    const CheckSnapshotPtr fromSource = waitForSnapshot(spy, 3);
    QVERIFY(fromSource);
    QVERIFY2(!errorsOf(*fromSource).isEmpty(), qPrintable(describe(*fromSource)));
    QCOMPARE(errorsOf(*fromSource).first().position.line, 4);
}

void TestLanguage::checkerPointsMacroErrorsAtTheUse()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    QString text = monstersWithLine(3, QStringLiteral("    Depth: BOGUS_WORD;"));
    text.prepend(QStringLiteral("#define BOGUS_WORD frobnicate\n"));
    checker.setUnsavedBuffer(dataFile(QStringLiteral("monsters.irh")), text.toUtf8());
    checker.checkNow();
    const CheckSnapshotPtr snapshot = waitForSnapshot(spy);
    QVERIFY(snapshot);
    const QList<DiagnosticEntry> errors = errorsOf(*snapshot);
    QVERIFY2(!errors.isEmpty(), qPrintable(describe(*snapshot)));
    const DiagnosticEntry& error = errors.first();
    QCOMPARE(error.position.line, 4);               // the use, one line lower than before
    QCOMPARE(error.position.column, 12);
    QCOMPARE(error.length, int(qstrlen("BOGUS_WORD")));
    QVERIFY(!error.notes.isEmpty());
    QCOMPARE(error.notes.first().position.line, 1);   // spelled in the #define
    QCOMPARE(error.notes.first().position.column, 20);
    QVERIFY(error.notes.last().message.contains(QStringLiteral("BOGUS_WORD")));
}

void TestLanguage::newerRequestSupersedesAnOlderOne()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    const QString path = dataFile(QStringLiteral("monsters.irh"));
    QSignalSpy started(&checker, &BackgroundChecker::checkStarted);
    checker.setUnsavedBuffer(path, monstersWithLine(3, QStringLiteral("    Depth: frobnicate;")).toUtf8());
    checker.checkNow();
    // Results arrive through the event loop, so however fast the worker is,
    // nothing has been reported yet: the second request always finds the
    // first one unreported and must make it stale.
    QCOMPARE(started.count(), 1);
    QCOMPARE(spy.count(), 0);
    // The user keeps typing while the first check runs: its result is stale.
    checker.setUnsavedBuffer(path, monstersWithLine(4, QStringLiteral("    Gear: frobnicate;")).toUtf8());
    checker.checkNow();
    const CheckSnapshotPtr snapshot = waitForSnapshot(spy);
    QVERIFY(snapshot);
    // The stale check was dropped and the newest one run and reported: nothing is left to come.
    QVERIFY(!checker.isChecking());
    QCOMPARE(started.count(), 2);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(snapshot->generation, quint64(2));
    const QList<DiagnosticEntry> errors = errorsOf(*snapshot);
    QVERIFY2(!errors.isEmpty(), qPrintable(describe(*snapshot)));
    QCOMPARE(errors.first().position.line, 4);
    QCOMPARE(errors.first().position.column, 11);
    QCOMPARE(checker.lastSnapshot(), snapshot);
}

void TestLanguage::debouncedRequestsCoalesce()
{
    BackgroundChecker checker;
    configure(checker);
    checker.setDebounceInterval(100);
    QSignalSpy started(&checker, &BackgroundChecker::checkStarted);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    // Requests within the debounce interval (here: one after another) make one check.
    for (int i = 0; i < 5; ++i)
        checker.requestCheck();
    QCOMPARE(started.count(), 0);
    QVERIFY(waitForSnapshot(spy));
    // The check that ran was the last request's: none is pending or running.
    QVERIFY(!checker.isChecking());
    QCOMPARE(started.count(), 1);
    QCOMPARE(spy.count(), 1);
}

void TestLanguage::checkerDoesNotHangOnAFifoInclude()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString mainPath = dir.filePath(QStringLiteral("main.irc"));
    writeFile(mainPath, "#include \"pipe.irh\"\nModule \"Fifo\";\n");
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe.irh")));
    QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);

    BackgroundChecker checker;
    // If the worker does block on the FIFO, let it go (a writer opening and
    // closing gives it end of file) before the checker waits for it, so the
    // test fails instead of hanging.
    const auto unblock = qScopeGuard([&] {
        const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    });
    checker.setMainFile(mainPath);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    checker.checkNow();
    QVERIFY(QTest::qWaitFor([&] { return spy.count() > 0; }, 5000));
    const CheckSnapshotPtr snapshot = spy.at(0).at(0).value<CheckSnapshotPtr>();
    QVERIFY(snapshot && snapshot->mainFileRead);
    const QList<DiagnosticEntry> errors = errorsOf(*snapshot);
    QVERIFY2(!errors.isEmpty(), qPrintable(describe(*snapshot)));
    QVERIFY2(errors.first().message.contains(QStringLiteral("cannot find include file")), qPrintable(describe(*snapshot)));
    QCOMPARE(errors.first().position.line, 1);
}

void TestLanguage::snapshotListsSymbols()
{
    const CheckSnapshotPtr snapshot = checkedTestModule();
    QVERIFY(snapshot);

    const QList<int> monsters = snapshot->resourcesIn(dataFile(QStringLiteral("monsters.irh")));
    QCOMPARE(monsters.size(), 1);
    const ResourceEntry& goblin = snapshot->resources[monsters.first()];
    QCOMPARE(goblin.name, QStringLiteral("goblin"));
    QCOMPARE(goblin.kind, ResourceKind::Monster);
    QCOMPARE(goblin.position.line, 1);
    QCOMPARE(goblin.namePosition.column, 9);
    QCOMPARE(goblin.endLine, 8);
    const QList<int> handlers = snapshot->handlersOf(monsters.first());
    QCOMPARE(handlers.size(), 1);
    QCOMPARE(snapshot->handlers[handlers.first()].events, QStringLiteral("EV_MOVE"));
    QCOMPARE(snapshot->handlers[handlers.first()].position.line, 5);

    QVERIFY(snapshot->macros.contains(QStringLiteral("MY_CONST")));
    const MacroEntry constant = snapshot->macros.value(QStringLiteral("MY_CONST"));
    QCOMPARE(constant.position, (SourcePosition{dataFile(QStringLiteral("inc/defs.h")), 6, 9}));
    QCOMPARE(constant.signature, QStringLiteral("MY_CONST"));
    QCOMPARE(snapshot->macros.value(QStringLiteral("HALF")).signature, QStringLiteral("HALF(x)"));

    bool foundItemsInclusion = false;
    for (const InclusionEntry& inclusion : snapshot->inclusions) {
        if (inclusion.path == dataFile(QStringLiteral("items.irh"))) {
            foundItemsInclusion = true;
            QCOMPARE(inclusion.includedFrom.path, dataFile(QStringLiteral("main.irc")));
            QCOMPARE(inclusion.includedFrom.line, 7);
        }
    }
    QVERIFY(foundItemsInclusion);
}

void TestLanguage::problemsDockShowsRowsCountsAndActivates()
{
    ProblemsDock dock;
    QCOMPARE(dock.windowTitle(), QStringLiteral("Problems"));
    const QString path = dataFile(QStringLiteral("monsters.irh"));
    dock.showSnapshot(handMadeSnapshot(path));
    QCOMPARE(dock.windowTitle(), QStringLiteral("Problems (3 errors, 1 warning)"));
    QAbstractItemModel* model = dock.model();
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(model->index(1, ProblemsDock::MessageColumn).data().toString(), QStringLiteral("a warning"));
    QCOMPARE(model->index(1, ProblemsDock::FileColumn).data().toString(), QStringLiteral("monsters.irh"));
    QCOMPARE(model->index(1, ProblemsDock::PositionColumn).data().toString(), QStringLiteral("3:1"));
    // The macro note is a child row with its own position.
    const QModelIndex withNote = model->index(2, 0);
    QCOMPARE(model->rowCount(withNote), 1);
    QCOMPARE(model->index(0, ProblemsDock::PositionColumn, withNote).data().toString(), QStringLiteral("1:1"));

    QSignalSpy activated(&dock, &ProblemsDock::activated);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.view()->setFocus();
    dock.view()->setCurrentIndex(model->index(3, 0));
    QTest::keyClick(dock.view(), Qt::Key_Return);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), path);
    QCOMPARE(activated.at(0).at(1).toInt(), 4);
    QCOMPARE(activated.at(0).at(2).toInt(), 8);

    auto single = handMadeSnapshot(path);
    single->diagnostics.resize(1);
    single->errorCount = 1;
    single->warningCount = 0;
    dock.showSnapshot(single);
    QCOMPARE(dock.windowTitle(), QStringLiteral("Problems (1 error)"));
    QCOMPARE(model->rowCount(), 1);
}

void TestLanguage::problemsDockFiltersBySeverity()
{
    ProblemsDock dock;
    dock.showSnapshot(handMadeSnapshot(dataFile(QStringLiteral("monsters.irh"))));
    dock.setSeverityVisible(Severity::Warning, false);
    QCOMPARE(dock.model()->rowCount(), 3);
    // Notes stay with their diagnostic.
    QCOMPARE(dock.model()->rowCount(dock.model()->index(1, 0)), 1);
    dock.setSeverityVisible(Severity::Error, false);
    QCOMPARE(dock.model()->rowCount(), 0);
    dock.setSeverityVisible(Severity::Warning, true);
    QCOMPARE(dock.model()->rowCount(), 1);
    QCOMPARE(dock.model()->index(0, 0).data().toString(), QStringLiteral("a warning"));
}

void TestLanguage::presenterMarksDiagnosticRanges()
{
    QsciScintilla editor;
    editor.setUtf8(true);
    editor.setText(QStringLiteral("line one\nabcdefghij\nxyz uvw\n  12345678\n"));
    DiagnosticsPresenter presenter(&editor);
    const QString path = dataFile(QStringLiteral("monsters.irh"));
    presenter.setFilePath(path);
    presenter.showSnapshot(handMadeSnapshot(path));

    auto valueAt = [&](Severity severity, int position) {
        return editor.SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, presenter.indicatorFor(severity), position);
    };
    auto endOf = [&](Severity severity, int position) {
        return editor.SendScintilla(QsciScintillaBase::SCI_INDICATOREND, presenter.indicatorFor(severity), position);
    };
    // "first error": line 2, column 5, 4 bytes -> "efgh".
    const int first = ScintillaPosition::fromLineColumn(&editor, 2, 5);
    QCOMPARE(first, 9 + 4);
    QCOMPARE(valueAt(Severity::Error, first - 1), 0L);
    QCOMPARE(valueAt(Severity::Error, first), 1L);
    QCOMPARE(endOf(Severity::Error, first), long(first + 4));
    QCOMPARE(valueAt(Severity::Error, first + 4), 0L);
    // The warning uses its own indicator.
    const int warning = ScintillaPosition::fromLineColumn(&editor, 3, 1);
    QCOMPARE(valueAt(Severity::Warning, warning), 2L);
    QCOMPARE(valueAt(Severity::Error, warning), 0L);
    QCOMPARE(endOf(Severity::Warning, warning), long(warning + 3));
    // Hover text comes from the squiggle under the mouse.
    const DiagnosticEntry* hovered = presenter.diagnosticAt(ScintillaPosition::fromLineColumn(&editor, 4, 8));
    QVERIFY(hovered);
    QCOMPARE(hovered->message, QStringLiteral("third error"));
    QVERIFY(DiagnosticsPresenter::tooltipText(*presenter.diagnosticAt(ScintillaPosition::fromLineColumn(&editor, 4, 3)))
                .contains(QStringLiteral("in expansion of macro 'X'")));
    // Resting the mouse on a squiggle shows the message as a calltip.
    emit editor.SCN_DWELLSTART(first + 1, 0, 0);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_CALLTIPACTIVE), 1L);
    emit editor.SCN_DWELLEND(first + 1, 0, 0);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_CALLTIPACTIVE), 0L);
    // Margin markers on the affected lines (0-based 1, 2 and 3).
    QVERIFY(editor.markersAtLine(1) & (1 << presenter.markerFor(Severity::Error)));
    QVERIFY(editor.markersAtLine(2) & (1 << presenter.markerFor(Severity::Warning)));
    QCOMPARE(editor.markersAtLine(0), 0u);

    // Marks follow edits: insert text before the first error.
    editor.SendScintilla(QsciScintillaBase::SCI_INSERTTEXT, 9, "++");
    QCOMPARE(valueAt(Severity::Error, first + 2), 1L);

    // A new snapshot replaces the old marks; one for another file clears them.
    auto other = handMadeSnapshot(dataFile(QStringLiteral("items.irh")));
    presenter.showSnapshot(other);
    QCOMPARE(valueAt(Severity::Error, first + 2), 0L);
    QCOMPARE(editor.markersAtLine(1), 0u);
    QVERIFY(!presenter.diagnosticAt(first + 2));
}

void TestLanguage::outlineShowsResourcesAndHandlersOfTheCurrentFile()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    checker.checkNow();
    const CheckSnapshotPtr snapshot = waitForSnapshot(spy);
    QVERIFY(snapshot);

    OutlineDock outline;
    outline.showSnapshot(snapshot);
    outline.setCurrentFile(dataFile(QStringLiteral("monsters.irh")));
    QAbstractItemModel* model = outline.model();
    QCOMPARE(model->rowCount(), 1);
    const QModelIndex goblin = model->index(0, 0);
    QCOMPARE(goblin.data().toString(), QStringLiteral("Monster \"goblin\""));
    QCOMPARE(model->rowCount(goblin), 1);
    QCOMPARE(model->index(0, 0, goblin).data().toString(), QStringLiteral("On EV_MOVE"));

    QSignalSpy activated(&outline, &OutlineDock::activated);
    outline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&outline));
    const QRect rect = outline.view()->visualRect(model->index(0, 0, goblin));
    QTest::mouseClick(outline.view()->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), dataFile(QStringLiteral("monsters.irh")));
    QCOMPARE(activated.at(0).at(1).toInt(), 5);
    QCOMPARE(activated.at(0).at(2).toInt(), 5);

    outline.selectLine(6);
    QCOMPARE(outline.view()->currentIndex().data().toString(), QStringLiteral("On EV_MOVE"));
    outline.selectLine(3);
    QCOMPARE(outline.view()->currentIndex().data().toString(), QStringLiteral("Monster \"goblin\""));

    // A check that finds the same outline, as after most keystrokes, leaves
    // the tree alone (rebuilding tens of thousands of entries each time
    // stalled typing): the entries shown stay the same items, the selection is kept.
    const QPersistentModelIndex shownGoblin = model->index(0, 0);
    QSignalSpy reset(model, &QAbstractItemModel::modelReset);
    checker.checkNow();
    const CheckSnapshotPtr again = waitForSnapshot(spy, 2);
    QVERIFY(again && again != snapshot);
    outline.showSnapshot(again);
    QCOMPARE(reset.count(), 0);
    QVERIFY(shownGoblin.isValid());
    QCOMPARE(outline.view()->currentIndex().data().toString(), QStringLiteral("Monster \"goblin\""));

    outline.filterEdit()->setText(QStringLiteral("nothing like this"));
    QCOMPARE(model->rowCount(), 0);
    outline.filterEdit()->setText(QStringLiteral("EV_MO"));
    QCOMPARE(model->rowCount(), 1);     // the resource stays as the handler's parent

    outline.filterEdit()->clear();
    outline.setCurrentFile(dataFile(QStringLiteral("items.irh")));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Item \"short sword\""));
}

void TestLanguage::definitionFinderFollowsResourcesMacrosAndIncludes()
{
    const CheckSnapshotPtr snapshot = checkedTestModule();
    QVERIFY(snapshot);
    QVERIFY(snapshot->analysis);
    const DefinitionFinder finder(snapshot);
    const QString monsters = dataFile(QStringLiteral("monsters.irh"));
    const QByteArray text = readFile(monsters);

    // $"Short Sword" (another case) -> the Item in items.irh, from the `$` to the closing quote.
    const int reference = static_cast<int>(text.indexOf("$\"Short Sword\""));
    for (int delta : {0, 2, 7, 13}) {
        const auto definition = finder.find(monsters, text, reference + delta);
        QVERIFY2(definition, qPrintable(QString::number(delta)));
        QCOMPARE(definition->kind, language::SymbolKind::Resource);
        QCOMPARE(definition->position, (SourcePosition{dataFile(QStringLiteral("items.irh")), 1, 6}));
    }
    QVERIFY(!finder.find(monsters, text, static_cast<int>(text.indexOf("Gear")) + 1));   // a keyword

    // A macro defined in an included header.
    const auto macro = finder.find(monsters, text, static_cast<int>(text.indexOf("MY_CONST")) + 3);
    QVERIFY(macro);
    QCOMPARE(macro->kind, language::SymbolKind::Constant);
    QCOMPARE(macro->position, (SourcePosition{dataFile(QStringLiteral("inc/defs.h")), 6, 9}));

    // #include "items.irh" in main.irc.
    const QByteArray main = readFile(dataFile(QStringLiteral("main.irc")));
    const auto include = finder.find(dataFile(QStringLiteral("main.irc")), main, static_cast<int>(main.indexOf("items.irh")));
    QVERIFY(include);
    QCOMPARE(include->kind, language::SymbolKind::File);
    QCOMPARE(include->position.path, dataFile(QStringLiteral("items.irh")));

    // The compiler's tokens, not look-alikes: a reference in a comment or a
    // macro name inside a plain string is no target.
    QByteArray edited = text;
    edited.replace("Gear: $\"Short Sword\";", "// was $\"Short Sword\"");
    QVERIFY(!finder.find(monsters, edited, static_cast<int>(edited.indexOf("Short"))));
    edited = text;
    edited.replace("Depth: MY_CONST;", "Desc: \"MY_CONST\";");
    QVERIFY(!finder.find(monsters, edited, static_cast<int>(edited.indexOf("MY_CONST")) + 2));
    edited = text;
    edited.replace("Gear: $\"Short Sword\";", "Gear: $\"no such thing\";");
    QVERIFY(!finder.find(monsters, edited, static_cast<int>(edited.indexOf("no such")) + 2));
}

void TestLanguage::completionDependsOnContext()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    checker.checkNow();
    const CompletionProvider provider(waitForSnapshot(spy));
    const QString path = dataFile(QStringLiteral("monsters.irh"));
    const QByteArray text = readFile(path);
    auto texts = [](const Completions& completions) {
        QStringList list;
        for (const CompletionItem& item : completions.items)
            list.append(item.text);
        return list;
    };

    // Inside the handler body: code keywords and constants, not data keywords.
    const int inCode = static_cast<int>(text.indexOf("return")) + 3;
    Completions completions = provider.complete(path, text, inCode);
    QCOMPARE(completions.replaceStart, inCode - 3);
    QStringList offered = texts(completions);
    QVERIFY(offered.contains(QStringLiteral("return")));
    QVERIFY(!offered.contains(QStringLiteral("Resists")));

    const QStringList everything = texts(provider.complete(path, text, static_cast<int>(text.indexOf("return"))));
    QVERIFY(everything.contains(QStringLiteral("while")));
    QVERIFY(everything.contains(QStringLiteral("MY_CONST")));
    QVERIFY(!everything.contains(QStringLiteral("Depth")));

    // In the resource body: data keywords and words (colours...), plus macros.
    const int inData = static_cast<int>(text.indexOf("Depth")) + 2;
    completions = provider.complete(path, text, inData);
    QCOMPARE(completions.replaceStart, inData - 2);
    offered = texts(completions);
    QVERIFY(offered.contains(QStringLiteral("Depth")));
    QVERIFY(offered.contains(QStringLiteral("desc"), Qt::CaseInsensitive));   // spelled as in the table
    QVERIFY(!offered.contains(QStringLiteral("return")));
    QStringList sorted = offered;
    std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
        const int folded = a.compare(b, Qt::CaseInsensitive);
        return folded != 0 ? folded < 0 : a < b;
    });
    QCOMPARE(offered, sorted);
    const QStringList dataWords = texts(provider.complete(path, text, static_cast<int>(text.indexOf("Depth"))));
    QVERIFY(dataWords.contains(QStringLiteral("red")));
    QVERIFY(dataWords.contains(QStringLiteral("MY_CONST")));

    // Nothing inside comments or strings, and without a check still the keywords.
    const CompletionProvider unchecked;
    const QByteArray commented = "Monster \"x\" : 1 {\n  // Dep";
    QVERIFY(unchecked.complete({}, commented, int(commented.size())).items.isEmpty());
    const QByteArray quoted = "Monster \"x\" : 1 {\n  Desc: \"Dep";
    QVERIFY(unchecked.complete({}, quoted, int(quoted.size())).items.isEmpty());
    const QByteArray afterComment = "Monster \"x\" : 1 {\n  /* note */ Dep";
    QVERIFY(texts(unchecked.complete({}, afterComment, int(afterComment.size()))).contains(QStringLiteral("Depth")));
}

void TestLanguage::completionAgreesWithTheHighlighter()
{
    // A brace in a directive opens nothing (for the highlighter and folding,
    // as for the compiler): the body below is still resource data.
    const CompletionProvider provider;
    const QByteArray text = "#define OPEN {\nMonster \"x\" : 1 {\n  Dep";
    QStringList offered;
    for (const CompletionItem& item : provider.complete({}, text, int(text.size())).items)
        offered.append(item.text);
    QVERIFY(offered.contains(QStringLiteral("Depth")));
    const QByteArray code = text + " = 1;\n  On Event EV_MOVE {\n    ret";
    const QList<CompletionItem> items = provider.complete({}, code, int(code.size())).items;
    QCOMPARE(items.size(), 1);
    QCOMPARE(items[0].text, QStringLiteral("return"));
    QCOMPARE(items[0].kind, CompletionItem::Kind::CodeKeyword);
}

void TestLanguage::completionOffersResourcesAfterDollarQuote()
{
    BackgroundChecker checker;
    configure(checker);
    QSignalSpy spy(&checker, &BackgroundChecker::checked);
    checker.checkNow();
    const CompletionProvider provider(waitForSnapshot(spy));

    const QByteArray text = "Monster \"x\" : 1 {\n  Gear: $\"sh";
    const Completions completions = provider.complete({}, text, int(text.size()));
    QVERIFY(completions.resourceNames);
    QCOMPARE(completions.replaceStart, int(text.size()) - 2);
    QCOMPARE(completions.items.size(), 1);
    QCOMPARE(completions.items[0].text, QStringLiteral("short sword"));
    QCOMPARE(completions.items[0].kind, CompletionItem::Kind::Resource);
    QCOMPARE(completions.items[0].detail, QStringLiteral("Item"));

    const QByteArray spaced = "  Spells: $ \"";
    QCOMPARE(provider.complete({}, spaced, int(spaced.size())).items.size(), 2);    // goblin, short sword
}

void TestLanguage::editorCompletionInsertsResourceName()
{
    const CheckSnapshotPtr snapshot = checkedTestModule();

    QsciScintilla editor;
    editor.setUtf8(true);
    editor.setText(QStringLiteral("Monster \"x\" : 1 {\n  Gear: "));
    EditorCompletion completion(&editor);
    completion.setSnapshot(snapshot);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(&editor, QStringLiteral("$\""));
    QVERIFY(editor.isListActive());
    QTest::keyClicks(&editor, QStringLiteral("sh"));
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.text(), QStringLiteral("Monster \"x\" : 1 {\n  Gear: $\"short sword\""));

    // Ctrl+Space in data context completes a partly typed keyword.
    editor.setText(QStringLiteral("Monster \"x\" : 1 {\n  Dept"));
    editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    QVERIFY(editor.isListActive());
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.text(), QStringLiteral("Monster \"x\" : 1 {\n  Depth"));
}

// A file whose first line shows in chunks: the chosen name goes into the
// file right after $", the caret after its closing quote, as one undo step.
void TestLanguage::editorCompletionBelowALongLineShownInChunks()
{
    const CheckSnapshotPtr snapshot = checkedTestModule();

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.irc"));
    const QByteArray original = "// " + QByteArray(SoftBreaks::kLongLine * 2, 'x') + "\nMonster \"x\" : 1 {\n  Gear: ";
    writeFile(path, original);
    ScriptEditor editor;
    QVERIFY(editor.load(path));
    QVERIFY(editor.showsLongLinesInChunks());
    EditorCompletion completion(&editor);
    completion.setSnapshot(snapshot);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClicks(&editor, QStringLiteral("$\"sh"));
    QVERIFY(editor.isListActive());
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.contents(), original + "$\"short sword\"");
    QCOMPARE(int(editor.SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)), editor.length());
    editor.undo();
    QCOMPARE(editor.contents(), original + "$\"sh");
}

// The list is ten rows tall and wide enough for its longest entry (Scintilla
// made it five rows of a guessed width, cutting names); the selected entry's
// signature or type shows in a panel beside it.
void TestLanguage::editorCompletionListFitsItsEntriesAndShowsTheirDetail()
{
    const CheckSnapshotPtr snapshot = checkedTestModule();

    QsciScintilla editor;
    editor.setUtf8(true);
    editor.setText(QStringLiteral("Monster \"x\" : 1 {\n  "));
    EditorCompletion completion(&editor);
    completion.setSnapshot(snapshot);
    editor.resize(900, 600);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    QVERIFY(editor.isListActive());
    QListWidget* list = completion.list();
    QVERIFY(list);
    QVERIFY2(list->count() > 10, qPrintable(QString::number(list->count())));
    QVERIFY2(list->viewport()->height() >= 10 * list->sizeHintForRow(0) - 1,
             qPrintable(QStringLiteral("%1 px for rows of %2").arg(list->viewport()->height()).arg(list->sizeHintForRow(0))));
    int widest = 0;
    for (int row = 0; row < list->count(); ++row)
        widest = std::max(widest, list->fontMetrics().horizontalAdvance(list->item(row)->text()));
    QVERIFY2(list->viewport()->width() > widest, qPrintable(QStringLiteral("%1 < %2").arg(list->viewport()->width()).arg(widest)));
    QTest::keyClick(&editor, Qt::Key_Escape);
    QVERIFY(!editor.isListActive());
    QVERIFY(completion.detailPanel()->isHidden());

    // Resource names have their kind: the selected one's shows beside the list.
    QTest::keyClicks(&editor, QStringLiteral("Gear: $\""));
    QVERIFY(editor.isListActive());
    QVERIFY(completion.list());
    QTest::keyClicks(&editor, QStringLiteral("sh"));
    const auto selected = [&] {
        list = completion.list();
        return list && list->currentItem() ? list->currentItem()->text() : QString();
    };
    QTRY_COMPARE(selected(), QStringLiteral("short sword"));
    QTRY_VERIFY(completion.detailPanel()->isVisible());
    QVERIFY2(completion.detailPanel()->text().contains(QStringLiteral("Item")), qPrintable(completion.detailPanel()->text()));
    QVERIFY(completion.detailPanel()->geometry().left() >= list->geometry().right()
            || completion.detailPanel()->geometry().right() <= list->geometry().left());
    QTest::keyClick(&editor, Qt::Key_Return);
    QVERIFY(completion.detailPanel()->isHidden());
}

void TestLanguage::fileSearchFindsPositionsAndRespectsOptions()
{
    const QString text = QStringLiteral("Item \"short sword\"\n  // a Sword, swordfish\n\xe9t\xe9 sword\n");
    SearchOptions options;
    options.query.text = QStringLiteral("sword");
    QList<TextMatch> matches = FileSearch(options).searchText(text, true);
    QCOMPARE(matches.size(), 4);
    QCOMPARE(matches[0].line, 1);
    QCOMPARE(matches[0].column, 13);
    QCOMPARE(matches[1].line, 2);
    QCOMPARE(matches[1].column, 8);
    QCOMPARE(matches[1].lineText, QStringLiteral("  // a Sword, swordfish"));
    QCOMPARE(matches[1].matchStart, 7);
    QCOMPARE(matches[3].line, 3);
    QCOMPARE(matches[3].column, 7);         // "été " is 6 bytes in UTF-8
    QCOMPARE(FileSearch(options).searchText(text, false)[3].column, 5);

    options.query.caseSensitive = true;
    QCOMPARE(FileSearch(options).searchText(text, true).size(), 3);
    options.query.wholeWord = true;
    QCOMPARE(FileSearch(options).searchText(text, true).size(), 2);

    options = {};
    options.query.text = QStringLiteral("(\\w+) sword");
    options.query.regularExpression = true;
    options.query.caseSensitive = true;
    const FileSearch regex(options);
    matches = regex.searchText(text, true);
    QCOMPARE(matches.size(), 2);
    QCOMPARE(regex.previewLine(matches[0], QStringLiteral("\\1 blade")), QStringLiteral("Item \"short blade\""));

    options.query.text = QStringLiteral("(unclosed");
    const FileSearch invalid(options);
    QVERIFY(!invalid.isValid());
    QVERIFY(!invalid.errorString().isEmpty());
}

void TestLanguage::findInFilesDockStreamsResultsAndActivates()
{
    DocumentTabs documents;
    FindInFilesDock dock(&documents);
    dock.setRootPath(kDataDir);
    SearchOptions options;
    options.query.text = QStringLiteral("sword");
    dock.setOptions(options);
    QSignalSpy finished(&dock, &FindInFilesDock::searchFinished);
    dock.startSearch();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.at(0).at(0).toInt(), 2);      // matches
    QCOMPARE(finished.at(0).at(1).toInt(), 2);      // files
    QStandardItemModel* model = dock.model();
    QCOMPARE(model->item(0)->data(FindInFilesDock::PathRole).toString(), dataFile(QStringLiteral("items.irh")));
    QCOMPARE(model->item(0)->text(), QStringLiteral("items.irh (1)"));
    QStandardItem* match = model->item(1)->child(0);
    QCOMPARE(match->data(FindInFilesDock::PathRole).toString(), dataFile(QStringLiteral("monsters.irh")));
    QCOMPARE(match->data(FindInFilesDock::LineRole).toInt(), 4);
    QCOMPARE(match->data(FindInFilesDock::ColumnRole).toInt(), 19);
    QCOMPARE(match->text(), QStringLiteral("4: Gear: $\"Short Sword\";"));

    QSignalSpy activated(&dock, &FindInFilesDock::activated);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.view()->setFocus();
    dock.view()->setCurrentIndex(match->index());
    QTest::keyClick(dock.view(), Qt::Key_Return);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(1).toInt(), 4);
    QCOMPARE(activated.at(0).at(2).toInt(), 19);

    // Only files passing the filter are searched.
    options.fileFilters = {QStringLiteral("*.h")};
    dock.setOptions(options);
    dock.startSearch();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.last().at(0).toInt(), 0);
}

void TestLanguage::replaceInFilesRewritesCheckedMatches()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString& name : {QStringLiteral("monsters.irh"), QStringLiteral("items.irh")})
        QVERIFY(QFile::copy(dataFile(name), dir.filePath(name)));
    writeFile(dir.filePath(QStringLiteral("latin1.irh")), "// caf\xe9 sword\n");
    const QByteArray items = readFile(dir.filePath(QStringLiteral("items.irh")));

    DocumentTabs documents;
    FindInFilesDock dock(&documents);
    dock.setRootPath(dir.path());
    SearchOptions options;
    options.query.text = QStringLiteral("sword");
    dock.setOptions(options);
    dock.setReplacement(QStringLiteral("blade"));
    QSignalSpy finished(&dock, &FindInFilesDock::searchFinished);
    QSignalSpy replaced(&dock, &FindInFilesDock::filesReplaced);
    dock.startSearch();
    QVERIFY(finished.wait(10000));
    QCOMPARE(dock.matchCount(), 3);
    // The preview shows the line after the change.
    QStandardItem* fileItem = dock.model()->item(0);
    QCOMPARE(fileItem->data(FindInFilesDock::PathRole).toString(), dir.filePath(QStringLiteral("items.irh")));
    QCOMPARE(fileItem->child(0, 1)->text(), QStringLiteral("1: Item \"short blade\" : T_WEAPON"));

    // Untick the match in monsters.irh: it must stay, and its file is not opened.
    QStandardItem* monstersItem = dock.model()->item(2);
    QCOMPARE(monstersItem->data(FindInFilesDock::PathRole).toString(), dir.filePath(QStringLiteral("monsters.irh")));
    monstersItem->child(0)->setCheckState(Qt::Unchecked);
    QCOMPARE(dock.replaceChecked(), 2);
    QCOMPARE(replaced.count(), 1);
    QCOMPARE(replaced.at(0).at(0).toStringList().size(), 2);

    // The replacements are in the files' editors, opened for them; the disk is untouched until saved.
    QCOMPARE(documents.openFilePaths(),
             (QStringList{dir.filePath(QStringLiteral("items.irh")), dir.filePath(QStringLiteral("latin1.irh"))}));
    ScriptEditor* itemsEditor = documents.editorForPath(dir.filePath(QStringLiteral("items.irh")));
    ScriptEditor* latin1Editor = documents.editorForPath(dir.filePath(QStringLiteral("latin1.irh")));
    QVERIFY(itemsEditor->contents().startsWith("Item \"short blade\" : T_WEAPON\n"));
    QCOMPARE(latin1Editor->contents(), QByteArray("// caf\xe9 blade\n"));     // bytes kept as they were
    QCOMPARE(readFile(dir.filePath(QStringLiteral("items.irh"))), items);
    QVERIFY(documents.saveAll());
    QVERIFY(readFile(dir.filePath(QStringLiteral("items.irh"))).startsWith("Item \"short blade\" : T_WEAPON\n"));
    QVERIFY(readFile(dir.filePath(QStringLiteral("monsters.irh"))).contains("$\"Short Sword\""));
    QCOMPARE(readFile(dir.filePath(QStringLiteral("latin1.irh"))), QByteArray("// caf\xe9 blade\n"));

    // The search re-runs after replacing: only the unticked match is left.
    QVERIFY(finished.wait(10000));
    QCOMPARE(dock.matchCount(), 1);
}

void TestLanguage::replaceInFilesKeepsAUtf8ByteOrderMark()
{
    const QByteArray bytes("\xEF\xBB\xBF// caf\xC3\xA9 sword\nsword\n");
    SearchOptions options;
    options.query.text = QStringLiteral("sword");
    FileSearch search(options);
    const FileMatches found = search.searchBytes(QStringLiteral("bom.irh"), bytes);
    QCOMPARE(found.matches.size(), 2);
    QList<ByteEdit> edits;
    QString error;
    QCOMPARE(search.replacementEdits(bytes, QStringLiteral("blad\u00e9"), {found.matches.first().offset}, &edits,
                                     &error),
             1);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // Byte positions count the byte order mark and the two-byte \u00e9 before the match.
    QCOMPARE(edits.size(), 1);
    QCOMPARE(edits.first().start, 12);
    QCOMPARE(edits.first().end, 17);
    QCOMPARE(edits.first().text, QByteArray("blad\xC3\xA9"));
    ScriptEditor editor;
    editor.setContents(bytes);
    applyEdits(&editor, edits);
    QCOMPARE(editor.contents(), QByteArray("\xEF\xBB\xBF// caf\xC3\xA9 blad\xC3\xA9\nsword\n"));
}

void TestLanguage::replaceInFilesRefusesWhatTheEncodingCannotHold()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("latin1.irh"));
    const QByteArray original("// caf\xe9 sword\n");
    writeFile(path, original);

    DocumentTabs documents;
    FindInFilesDock dock(&documents);
    dock.setRootPath(dir.path());
    SearchOptions options;
    options.query.text = QStringLiteral("sword");
    dock.setOptions(options);
    dock.setReplacement(QStringLiteral("\u20ac blade"));      // the euro sign has no Latin-1 byte
    QSignalSpy finished(&dock, &FindInFilesDock::searchFinished);
    QSignalSpy replaced(&dock, &FindInFilesDock::filesReplaced);
    QSignalSpy failed(&dock, &FindInFilesDock::replaceFailed);
    dock.startSearch();
    QVERIFY(finished.wait(10000));
    QCOMPARE(dock.matchCount(), 1);
    QCOMPARE(dock.replaceChecked(), 0);
    QCOMPARE(replaced.count(), 0);
    QCOMPARE(failed.count(), 1);
    const QStringList messages = failed.at(0).at(0).toStringList();
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.first().startsWith(path) && messages.first().contains(QStringLiteral("Latin-1"))
                 && messages.first().contains(QStringLiteral("\u20ac")) && messages.first().contains(QStringLiteral("unchanged")),
             qPrintable(messages.first()));
    // The file opened for the replace is closed again, unchanged.
    QCOMPARE(documents.count(), 0);
    QCOMPARE(readFile(path), original);
}

INCURSION_TEST_MAIN(TestLanguage)
#include "tst_language.moc"
} // namespace tst_language
