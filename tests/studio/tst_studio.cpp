// The studio as a whole: the language services wired into the main window.
// A project is opened, checked in the background, edited, and navigated the
// way a user would (keys, the Problems dock, go to definition, completion).
#include "app/language_integration.h"
#include "app/main_window.h"
#include "app/startup_project.h"
#include "build/build_controller.h"
#include "build/build_output_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/diagnostics_presenter.h"
#include "language/editor_completion.h"
#include "language/find_in_files_dock.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "language/references_dock.h"
#include "language/scintilla_position.h"
#include "project/current_project.h"
#include "world/world_controller.h"
#include "world/tile_preview_dock.h"
#include "world/world_fields_dock.h"
#include "world/world_rules_dock.h"
#include "world/world_travel_dock.h"

#include "support/test_settings.h"
#include "support/test_files.h"
#include "support/test_suite.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

namespace tst_studio {

using namespace incursion::studio;
using incursion::script::Severity;

using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

const char kMainSource[] =
    "// Studio test module\n"                   // 1
    "#include \"defs.h\"\n"                     // 2
    "#include \"items.irh\"\n"                  // 3
    "\n"                                        // 4
    "Module \"Studio Test\";\n"                 // 5
    "Slot 0;\n"                                 // 6
    "\n"                                        // 7
    "Monster \"goblin\" : MA_GOBLIN\n"          // 8
    "  {\n"                                     // 9
    "    Depth: MY_CONST;\n"                    // 10
    "    Gear: $\"Short Sword\";\n"             // 11
    "    On Event EV_MOVE {\n"                  // 12
    "      return DONE;\n"                      // 13
    "    };\n"                                  // 14
    "  }\n";                                    // 15

const char kDefinesSource[] =
    "// Constants for the studio test module.\n"   // 1
    "#define MA_GOBLIN 10\n"                       // 2
    "#define T_WEAPON 3\n"                         // 3
    "#define EV_MOVE 7\n"                          // 4
    "#define DONE 1\n"                             // 5
    "#define MY_CONST 5\n";                        // 6

const char kItemsSource[] =
    "// Equipment.\n"                          // 1
    "Item \"Short Sword\" : T_WEAPON\n"        // 2
    "  {\n"
    "    Desc: \"A short blade.\";\n"
    "  }\n";

constexpr int kWaitMs = 15000;

int caretPosition(ScriptEditor* editor)
{
    return int(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
}

int caretLine(ScriptEditor* editor)
{
    int line = 0, index = 0;
    editor->getCursorPosition(&line, &index);
    return line + 1;
}

// Puts the caret inside `needle` on a 1-based line.
void placeCaret(ScriptEditor* editor, int line, const QString& needle, int offsetInNeedle = 1)
{
    const int index = int(editor->text(line - 1).indexOf(needle));
    QVERIFY2(index >= 0, qPrintable(needle));
    editor->setCursorPosition(line - 1, index + offsetInNeedle);
}

QStringList rowTexts(const QAbstractItemModel* model, const QModelIndex& parent = {})
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(parent); ++row)
        texts.append(model->index(row, 0, parent).data().toString());
    return texts;
}

} // namespace

class TestStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void openingAProjectChecksItCleanly();
    void statusBarCountsWhatProblemsLists();
    void typedErrorShowsInProblemsDockAndEditor();
    void activatingAProblemMovesTheCaret();
    void goToDefinitionFollowsResourceReferences();
    void goToDefinitionFollowsMacrosIntoTheHeader();
    void ctrlClickGoesToDefinition();
    void outlineListsResourcesOfTheCurrentFile();
    void completionIsOfferedAfterDollarQuote();
    void changingIncludePathsRechecks();
    void modifiedNonUtf8BufferKeepsErrorColumns();
    void replaceInFilesEditsBuffersAndUndoesFileByFile();
    void windowStateIsRestored();
    void startupOpensTheLastProjectThenACopyOfTheInstalledExample();

private:
    ScriptEditor* openProject();
    bool waitForCheck(int previousChecks);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
    QString mainPath_;
    QString definesPath_;
    QString itemsPath_;
};

void TestStudio::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_studio"));
}

void TestStudio::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    mainPath_ = dir_->filePath(QStringLiteral("main.irc"));
    definesPath_ = dir_->filePath(QStringLiteral("defs.h"));
    itemsPath_ = dir_->filePath(QStringLiteral("items.irh"));
    writeFile(mainPath_, kMainSource);
    writeFile(definesPath_, kDefinesSource);
    writeFile(itemsPath_, kItemsSource);

    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) {
        qWarning("unexpected unsaved-changes prompt");
        return UnsavedChoice::Cancel;
    });
    window_->documents()->setReloadPrompt([](const QString&) {
        qWarning("unexpected reload prompt");
        return false;
    });
    checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestStudio::cleanup()
{
    checks_.reset();
    if (window_) {
        window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        window_->close();
    }
    window_.reset();
    dir_.reset();
}

ScriptEditor* TestStudio::openProject()
{
    if (!window_->openProject(mainPath_) || !waitForCheck(0))
        return nullptr;
    return window_->currentEditor();
}

// Waits for a check after `previousChecks` finished ones.
bool TestStudio::waitForCheck(int previousChecks)
{
    return QTest::qWaitFor([&] { return checks_->count() > previousChecks; }, kWaitMs);
}

void TestStudio::openingAProjectChecksItCleanly()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    QCOMPARE(CheckSnapshot::normalizedPath(editor->filePath()), CheckSnapshot::normalizedPath(mainPath_));
    LanguageIntegration* language = window_->language();
    const CheckSnapshotPtr snapshot = language->checker()->lastSnapshot();
    QVERIFY(snapshot && snapshot->mainFileRead);
    QCOMPARE(snapshot->errorCount, 0);
    QCOMPARE(language->problemsDock()->model()->rowCount(), 0);
    QCOMPARE(language->problemsDock()->windowTitle(), QStringLiteral("Problems"));
    QVERIFY2(language->statusIndicator()->text().startsWith(QStringLiteral("No problems")),
             qPrintable(language->statusIndicator()->text()));
    QVERIFY(snapshot->files.contains(CheckSnapshot::normalizedPath(definesPath_)));
}

void TestStudio::statusBarCountsWhatProblemsLists()
{
    QVERIFY(openProject());
    LanguageIntegration* language = window_->language();
    QVERIFY(language->statusIndicator()->text().startsWith(QStringLiteral("No problems")));
    // A warning only the build found is listed, and counted in the status bar too.
    DiagnosticEntry warning;
    warning.severity = Severity::Warning;
    warning.position = SourcePosition{mainPath_, 3, 1};
    warning.message = QStringLiteral("found by the build");
    language->problemsDock()->showBuildIssues({warning}, mainPath_);
    QCOMPARE(language->problemsDock()->windowTitle(), QStringLiteral("Problems (1 warning)"));
    QVERIFY2(language->statusIndicator()->text().startsWith(QStringLiteral("0 errors, 1 warning")),
             qPrintable(language->statusIndicator()->text()));
    language->problemsDock()->clearBuildIssues();
    QVERIFY(language->statusIndicator()->text().startsWith(QStringLiteral("No problems")));
}

void TestStudio::typedErrorShowsInProblemsDockAndEditor()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    const int checksBefore = int(checks_->count());
    placeCaret(editor, 10, QStringLiteral(";"), 0);
    QTest::keyClicks(editor, QStringLiteral(" +"));
    QCOMPARE(editor->text(9), QStringLiteral("    Depth: MY_CONST +;\n"));
    QVERIFY(window_->language()->checker()->lastSnapshot()->errorCount == 0);   // not yet: debounced

    QVERIFY(QTest::qWaitFor(
        [&] { return checks_->count() > checksBefore && window_->language()->problemsDock()->model()->rowCount() > 0; },
        kWaitMs));
    ProblemsDock* problems = window_->language()->problemsDock();
    const QAbstractItemModel* model = problems->model();
    QCOMPARE(model->rowCount(), 1);
    QVERIFY2(model->index(0, ProblemsDock::MessageColumn).data().toString().contains(QStringLiteral("'+'")),
             qPrintable(model->index(0, ProblemsDock::MessageColumn).data().toString()));
    QCOMPARE(model->index(0, ProblemsDock::FileColumn).data().toString(), QStringLiteral("main.irc"));
    QCOMPARE(model->index(0, ProblemsDock::PositionColumn).data().toString(), QStringLiteral("10:21"));
    QCOMPARE(problems->windowTitle(), QStringLiteral("Problems (1 error)"));
    QVERIFY2(window_->language()->statusIndicator()->text().startsWith(QStringLiteral("1 error, 0 warnings")),
             qPrintable(window_->language()->statusIndicator()->text()));

    // The squiggle sits under the '+' and nowhere before it on the line.
    DiagnosticsPresenter* presenter = window_->language()->presenterFor(editor);
    QVERIFY(presenter);
    const int indicator = presenter->indicatorFor(Severity::Error);
    const int errorPosition = ScintillaPosition::fromLineColumn(editor, 10, 21);
    QVERIFY(editor->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, indicator, errorPosition) != 0);
    QCOMPARE(editor->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, indicator, errorPosition - 2), 0L);
    const unsigned markers = unsigned(editor->SendScintilla(QsciScintillaBase::SCI_MARKERGET, 9));
    QVERIFY(markers & (1u << presenter->markerFor(Severity::Error)));

    // Fixing it clears the dock and the squiggle.
    const int checksWithError = int(checks_->count());
    QTest::keyClick(editor, Qt::Key_Backspace);
    QTest::keyClick(editor, Qt::Key_Backspace);
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > checksWithError && model->rowCount() == 0; }, kWaitMs));
    QCOMPARE(editor->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, indicator, errorPosition - 2), 0L);
    QCOMPARE(problems->windowTitle(), QStringLiteral("Problems"));
}

void TestStudio::activatingAProblemMovesTheCaret()
{
    QVERIFY(openProject());
    // The error is in the header, which is not open yet.
    writeFile(itemsPath_, QByteArray(kItemsSource).replace("T_WEAPON", "T_WEAPON )"));
    const int checksBefore = int(checks_->count());
    window_->language()->checkNow();
    QVERIFY(waitForCheck(checksBefore));
    ProblemsDock* problems = window_->language()->problemsDock();
    QVERIFY(problems->model()->rowCount() > 0);
    // The broken item also leaves main.irc's $"Short Sword" unresolved (a warning): take the error.
    QModelIndex first;
    for (int row = 0; row < problems->model()->rowCount() && !first.isValid(); ++row) {
        const QModelIndex index = problems->model()->index(row, ProblemsDock::MessageColumn);
        if (index.data(ProblemsDock::PathRole).toString() == CheckSnapshot::normalizedPath(itemsPath_))
            first = index;
    }
    QVERIFY(first.isValid());
    QCOMPARE(first.data(ProblemsDock::PathRole).toString(), CheckSnapshot::normalizedPath(itemsPath_));
    const int line = first.data(ProblemsDock::LineRole).toInt();
    const int column = first.data(ProblemsDock::ColumnRole).toInt();
    QCOMPARE(line, 2);
    QCOMPARE(column, 31);

    problems->view()->setCurrentIndex(first);
    problems->view()->setFocus();
    QTest::keyClick(problems->view(), Qt::Key_Return);
    ScriptEditor* editor = window_->currentEditor();
    QVERIFY(editor);
    QCOMPARE(CheckSnapshot::normalizedPath(editor->filePath()), CheckSnapshot::normalizedPath(itemsPath_));
    QCOMPARE(caretPosition(editor), ScintillaPosition::fromLineColumn(editor, line, column));
    QCOMPARE(editor->text(line - 1).mid(column - 1, 1), QStringLiteral(")"));
    // The new editor shows the squiggle as soon as it opens.
    const int indicator = window_->language()->presenterFor(editor)->indicatorFor(Severity::Error);
    QVERIFY(editor->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, indicator, caretPosition(editor)) != 0);
}

void TestStudio::goToDefinitionFollowsResourceReferences()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    placeCaret(editor, 11, QStringLiteral("Short"), 2);
    QTest::keyClick(editor, Qt::Key_F2);
    ScriptEditor* target = window_->currentEditor();
    QVERIFY(target != editor);
    QCOMPARE(CheckSnapshot::normalizedPath(target->filePath()), CheckSnapshot::normalizedPath(itemsPath_));
    QCOMPARE(caretLine(target), 2);
    // On the name literal of the definition.
    QCOMPARE(caretPosition(target), ScintillaPosition::fromLineColumn(target, 2, 6));

    // F2 on an #include line opens the included file.
    window_->documents()->setCurrentWidget(editor);
    placeCaret(editor, 3, QStringLiteral("items"));
    QTest::keyClick(editor, Qt::Key_F2);
    QCOMPARE(window_->currentEditor(), target);
    QCOMPARE(caretLine(target), 1);
}

void TestStudio::goToDefinitionFollowsMacrosIntoTheHeader()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    placeCaret(editor, 10, QStringLiteral("MY_CONST"), 3);
    QTest::keyClick(editor, Qt::Key_F2);
    ScriptEditor* header = window_->currentEditor();
    QCOMPARE(CheckSnapshot::normalizedPath(header->filePath()), CheckSnapshot::normalizedPath(definesPath_));
    QCOMPARE(caretLine(header), 6);
    QCOMPARE(caretPosition(header), ScintillaPosition::fromLineColumn(header, 6, 9));   // the name in #define

    // Nothing known under the caret: the caret stays where it is.
    window_->documents()->setCurrentWidget(editor);
    placeCaret(editor, 5, QStringLiteral("Module"));
    const int before = caretPosition(editor);
    QTest::keyClick(editor, Qt::Key_F2);
    QCOMPARE(window_->currentEditor(), editor);
    QCOMPARE(caretPosition(editor), before);
}

void TestStudio::ctrlClickGoesToDefinition()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    const int index = int(editor->text(12).indexOf(QStringLiteral("DONE")));
    const int position = ScintillaPosition::fromLineColumn(editor, 13, index + 2);
    const QPoint point(int(editor->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0, position)),
                       int(editor->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0, position)) + 2);
    QTest::mouseClick(editor->viewport(), Qt::LeftButton, Qt::ControlModifier, point);
    ScriptEditor* header = window_->currentEditor();
    QCOMPARE(CheckSnapshot::normalizedPath(header->filePath()), CheckSnapshot::normalizedPath(definesPath_));
    QCOMPARE(caretLine(header), 5);
}

void TestStudio::outlineListsResourcesOfTheCurrentFile()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    OutlineDock* outline = window_->language()->outlineDock();
    QCOMPARE(outline->currentFile(), CheckSnapshot::normalizedPath(mainPath_));
    const QAbstractItemModel* model = outline->model();
    QCOMPARE(rowTexts(model), QStringList{QStringLiteral("Monster \"goblin\"")});
    QCOMPARE(rowTexts(model, model->index(0, 0)), QStringList{QStringLiteral("On EV_MOVE")});

    // It follows the caret...
    editor->setCursorPosition(12, 6);
    QTRY_COMPARE(outline->view()->currentIndex().data().toString(), QStringLiteral("On EV_MOVE"));
    editor->setCursorPosition(9, 6);
    QTRY_COMPARE(outline->view()->currentIndex().data().toString(), QStringLiteral("Monster \"goblin\""));
    // ...and the current tab.
    QVERIFY(window_->openFile(itemsPath_));
    QCOMPARE(outline->currentFile(), CheckSnapshot::normalizedPath(itemsPath_));
    QCOMPARE(rowTexts(model), QStringList{QStringLiteral("Item \"Short Sword\"")});
    window_->documents()->setCurrentWidget(editor);
    QCOMPARE(rowTexts(model), QStringList{QStringLiteral("Monster \"goblin\"")});

    // Clicking an entry shows it in the editor.
    const QModelIndex handler = model->index(0, 0, model->index(0, 0));
    editor->setCursorPosition(0, 0);
    outline->view()->setCurrentIndex(handler);
    QTest::keyClick(outline->view(), Qt::Key_Return);
    QCOMPARE(caretLine(editor), 12);
}

void TestStudio::completionIsOfferedAfterDollarQuote()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    // A new data entry after the Gear line: "    Gear: $" then a quote.
    editor->setCursorPosition(10, editor->text(10).length() - 1);
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClicks(editor, QStringLiteral("Gear: $\""));
    QVERIFY(editor->isListActive());
    QStringList names;
    for (const CompletionItem& item : window_->language()->completionFor(editor)->candidates())
        names.append(item.text);
    QVERIFY2(names.contains(QStringLiteral("Short Sword")), qPrintable(names.join(QLatin1Char(','))));
    QVERIFY(names.contains(QStringLiteral("goblin")));
    QTest::keyClicks(editor, QStringLiteral("sh"));     // narrows the list; case does not matter
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(editor->text(11).trimmed(), QStringLiteral("Gear: $\"Short Sword\""));

    // Ctrl+Space offers macros from the header.
    editor->cancelList();
    editor->setCursorPosition(9, 11);       // after "    Depth: "
    QTest::keyClicks(editor, QStringLiteral("MY_"));
    QVERIFY(!editor->isListActive());
    editor->setFocus();     // the shortcut belongs to the focused editor
    QTest::keyClick(editor, Qt::Key_Space, Qt::ControlModifier);
    QVERIFY(editor->isListActive());
    names.clear();
    for (const CompletionItem& item : window_->language()->completionFor(editor)->candidates())
        names.append(item.text);
    QVERIFY2(names.contains(QStringLiteral("MY_CONST")), qPrintable(names.join(QLatin1Char(','))));
}

void TestStudio::changingIncludePathsRechecks()
{
    // The header moves to a folder of its own: the module only checks with it
    // on the include path.
    QDir(dir_->path()).mkdir(QStringLiteral("headers"));
    const QString moved = dir_->filePath(QStringLiteral("headers/defs.h"));
    QVERIFY(QFile::rename(definesPath_, moved));
    QVERIFY(openProject());
    QVERIFY(window_->language()->checker()->lastSnapshot()->errorCount > 0);

    Project changed = *window_->project();
    changed.setIncludePaths({dir_->filePath(QStringLiteral("headers"))});
    const int checksBefore = int(checks_->count());
    window_->currentProject()->change(changed);
    QVERIFY(waitForCheck(checksBefore));
    QCOMPARE(window_->language()->checker()->lastSnapshot()->errorCount, 0);
    QCOMPARE(window_->language()->problemsDock()->model()->rowCount(), 0);
}

void TestStudio::modifiedNonUtf8BufferKeepsErrorColumns()
{
    // A Latin-1 line: the checker must get the editor's bytes, not a
    // re-encoded QString (each invalid byte would become three).
    QByteArray source(kMainSource);
    source += "Monster \"\xe9\xe9\xe9\" : MA_X { Bogus }\n";
    writeFile(mainPath_, source);
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    const CheckSnapshotPtr fromDisk = window_->language()->checker()->lastSnapshot();
    QVERIFY(fromDisk && fromDisk->errorCount > 0);
    const DiagnosticEntry diskError = fromDisk->diagnostics.first();
    QCOMPARE(diskError.position.line, 16);

    // Modify the buffer without moving the error: a comment at the end.
    const int checksBefore = int(checks_->count());
    editor->SendScintilla(QsciScintillaBase::SCI_APPENDTEXT, 5, "// x\n");
    QVERIFY(editor->isModified());
    QVERIFY(waitForCheck(checksBefore));
    const CheckSnapshotPtr fromBuffer = window_->language()->checker()->lastSnapshot();
    QVERIFY(fromBuffer && fromBuffer->errorCount > 0);
    const DiagnosticEntry bufferError = fromBuffer->diagnostics.first();
    QCOMPARE(bufferError.message, diskError.message);
    QCOMPARE(bufferError.position.line, diskError.position.line);
    QCOMPARE(bufferError.position.column, diskError.position.column);
    QCOMPARE(bufferError.length, diskError.length);
}

void TestStudio::replaceInFilesEditsBuffersAndUndoesFileByFile()
{
    // Three files match: main.irc open with an unsaved edit, items.irh open,
    // defs.h not open.
    const QByteArray defines = QByteArray(kDefinesSource) + "// No Short Sword here.\n";
    writeFile(definesPath_, defines);
    ScriptEditor* main = openProject();
    QVERIFY(main);
    ScriptEditor* items = window_->openFile(itemsPath_);
    QVERIFY(items);
    main->setCursorPosition(0, 0);
    main->insert(QStringLiteral("// edited\n"));
    QVERIFY(main->isModified());
    const QByteArray editedMain = QByteArray("// edited\n") + kMainSource;
    QCOMPARE(main->contents(), editedMain);
    QVERIFY(!window_->documents()->editorForPath(definesPath_));

    FindInFilesDock* find = window_->language()->findInFilesDock();
    QCOMPARE(find->rootPath(), window_->project()->rootPath());
    SearchOptions options;
    options.query.text = QStringLiteral("Short Sword");
    find->setOptions(options);
    find->setReplacement(QStringLiteral("Long Sword"));
    QSignalSpy searched(find, &FindInFilesDock::searchFinished);
    QSignalSpy replaced(find, &FindInFilesDock::filesReplaced);
    find->startSearch();
    QVERIFY(searched.wait(kWaitMs));
    QCOMPARE(find->matchCount(), 3);

    // The open editors' text is what gets searched and replaced: main.irc's
    // match is on line 12 of the edited buffer, not line 11 of the file.
    QCOMPARE(find->replaceChecked(), 3);
    QCOMPARE(replaced.count(), 1);
    QCOMPARE(replaced.at(0).at(0).toStringList().size(), 3);
    ScriptEditor* defs = window_->documents()->editorForPath(definesPath_);
    QVERIFY2(defs, "the file that was not open is opened in a tab");
    QCOMPARE(window_->currentEditor(), items);     // the user stays where they were
    QCOMPARE(main->contents(), QByteArray(editedMain).replace("Short Sword", "Long Sword"));
    QCOMPARE(items->contents(), QByteArray(kItemsSource).replace("Short Sword", "Long Sword"));
    QCOMPARE(defs->contents(), QByteArray(defines).replace("Short Sword", "Long Sword"));
    // Edits like any other: modified, nothing written to disk yet.
    QVERIFY(main->isModified() && items->isModified() && defs->isModified());
    QCOMPARE(readFile(mainPath_), QByteArray(kMainSource));
    QCOMPARE(readFile(itemsPath_), QByteArray(kItemsSource));
    QCOMPARE(readFile(definesPath_), defines);

    // One undo step per file, each undoing that file's replacement only.
    defs->undo();
    QCOMPARE(defs->contents(), defines);
    QVERIFY(!defs->isModified());
    QCOMPARE(items->contents(), QByteArray(kItemsSource).replace("Short Sword", "Long Sword"));
    items->undo();
    QCOMPARE(items->contents(), QByteArray(kItemsSource));
    QVERIFY(!items->isModified());
    main->undo();
    QCOMPARE(main->contents(), editedMain);    // the user's own edit stays
    QVERIFY(main->isModified());

    // Redone and saved, the replacement reaches the disk.
    main->redo();
    QVERIFY(window_->documents()->save(main));
    QCOMPARE(readFile(mainPath_), QByteArray(editedMain).replace("Short Sword", "Long Sword"));

    // A buffer changed after the search is not replaced at stale offsets.
    find->startSearch();
    QVERIFY(searched.wait(kWaitMs));
    QCOMPARE(find->matchCount(), 2);           // items.irh and defs.h, undone
    items->setCursorPosition(0, 0);
    items->insert(QStringLiteral("// moved\n"));
    QSignalSpy failed(find, &FindInFilesDock::replaceFailed);
    QCOMPARE(find->replaceChecked(), 1);       // defs.h only
    QCOMPARE(failed.count(), 1);
    QVERIFY2(failed.at(0).at(0).toStringList().value(0).startsWith(itemsPath_),
             qPrintable(failed.at(0).at(0).toStringList().join(u'\n')));
    QCOMPARE(items->contents(), QByteArray("// moved\n") + kItemsSource);
    QCOMPARE(defs->contents(), QByteArray(defines).replace("Short Sword", "Long Sword"));
}

void TestStudio::windowStateIsRestored()
{
    LanguageIntegration* language = window_->language();
    QCOMPARE(window_->dockWidgetArea(language->outlineDock()), Qt::RightDockWidgetArea);
    QCOMPARE(window_->dockWidgetArea(language->problemsDock()), Qt::BottomDockWidgetArea);
    QCOMPARE(window_->tabifiedDockWidgets(language->problemsDock()),
             (QList<QDockWidget*>{language->findInFilesDock(), language->referencesDock(), window_->build()->outputDock(),
                                  window_->worlds()->rulesDock(), window_->worlds()->travelDock()}));
    // The world panels wait for a world: the editor has their room at first.
    QVERIFY(window_->worlds()->fieldsDock()->isHidden());
    QVERIFY(window_->worlds()->tilePreviewDock()->isHidden());
    QVERIFY(window_->worlds()->rulesDock()->isHidden());

    // Move the outline to the left and hide Problems; a new window comes back like that.
    window_->addDockWidget(Qt::LeftDockWidgetArea, language->outlineDock());
    language->problemsDock()->hide();
    window_->close();
    window_.reset();
    MainWindow restored;
    QCoreApplication::processEvents();     // the saved layout is restored once the event loop runs
    QCOMPARE(restored.dockWidgetArea(restored.language()->outlineDock()), Qt::LeftDockWidgetArea);
    QVERIFY(restored.language()->problemsDock()->isHidden());

    // A window closed maximized with the world's panels out comes back shown
    // maximized with them (Qt 6.4 crashed laying out that state when it was
    // restored before the window was shown).
    restored.worlds()->fieldsDock()->show();
    restored.worlds()->tilePreviewDock()->show();
    restored.showMaximized();
    QCoreApplication::processEvents();
    restored.close();
    MainWindow maximized;
    maximized.show();
    QCoreApplication::processEvents();
    QVERIFY(maximized.isMaximized());
    QVERIFY(maximized.worlds()->fieldsDock()->isVisible());
    QCOMPARE(maximized.dockWidgetArea(maximized.worlds()->tilePreviewDock()), Qt::RightDockWidgetArea);
    QCOMPARE(maximized.dockWidgetArea(maximized.language()->outlineDock()), Qt::LeftDockWidgetArea);
}

// Without a path the studio reopens the last project that still exists; on a
// first start it opens a writable copy of the example installed beside it
// (PREFIX/bin -> PREFIX/share/incursion-studio/examples), made once and kept.
void TestStudio::startupOpensTheLastProjectThenACopyOfTheInstalledExample()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString bin = root.filePath(QStringLiteral("prefix/bin"));
    const QString data = root.filePath(QStringLiteral("home/data"));
    QVERIFY(QDir().mkpath(bin));
    QCOMPARE(installedExampleProject(bin), QString());    // not installed, as in a build tree
    QCOMPARE(startupProject({}, bin, data), QString());

    const QString example = root.filePath(QStringLiteral("prefix/share/incursion-studio/examples/goblin-warrens"));
    QVERIFY(QDir().mkpath(example + QStringLiteral("/inc")));
    writeFile(example + QStringLiteral("/goblin-warrens.irc"), "Module \"Goblin Warrens\";\n");
    writeFile(example + QStringLiteral("/inc/monsters.irh"), "// monsters\n");
    QVERIFY(QFile::setPermissions(example + QStringLiteral("/goblin-warrens.irc"), QFile::ReadOwner | QFile::ReadOther));
    QCOMPARE(installedExampleProject(bin), QDir::cleanPath(example));

    const QString copy = data + QStringLiteral("/examples/goblin-warrens");
    const QString gone = root.filePath(QStringLiteral("deleted-project"));
    QCOMPARE(startupProject({gone}, bin, data), copy);
    QCOMPARE(readFile(copy + QStringLiteral("/goblin-warrens.irc")), QByteArray("Module \"Goblin Warrens\";\n"));
    QCOMPARE(readFile(copy + QStringLiteral("/inc/monsters.irh")), QByteArray("// monsters\n"));
    QVERIFY(QFile::permissions(copy + QStringLiteral("/goblin-warrens.irc")).testFlag(QFile::WriteOwner));

    // The copy is the user's: a second start keeps their edits.
    writeFile(copy + QStringLiteral("/goblin-warrens.irc"), "Module \"Mine\";\n");
    QCOMPARE(startupProject({}, bin, data), copy);
    QCOMPARE(readFile(copy + QStringLiteral("/goblin-warrens.irc")), QByteArray("Module \"Mine\";\n"));

    const QString recent = root.filePath(QStringLiteral("recent"));
    QVERIFY(QDir().mkpath(recent));
    QCOMPARE(startupProject({gone, recent}, bin, data), recent);
}

INCURSION_TEST_MAIN(TestStudio)
#include "tst_studio.moc"
} // namespace tst_studio
