// The studio's core: projects, the editor widget, find/replace, file
// handling, themes, translation (its highlighting and folding:
// tst_editor_styling).
#include "app/main_window.h"
#include "app/preferences_dialog.h"
#include "app/studio_settings.h"
#include "app/translations.h"
#include "editing/document_tabs.h"
#include "editing/find_replace_bar.h"
#include "editing/script_editor.h"
#include "editing/script_lexer.h"
#include "editing/text_search.h"
#include "project/project.h"
#include "project/project_settings_dialog.h"
#include "project/project_tree_dock.h"

#include "support/editor_window_fixture.h"
#include "support/test_settings.h"
#include "support/test_files.h"
#include "support/test_suite.h"

#include <Qsci/qscicommandset.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QInputDialog>
#include <QTimer>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tst_editor {

using namespace incursion::studio;
using incursion::script::HighlightStyle;

using incursion::test::kEditorIncludeSource;
using incursion::test::kEditorMainSource;
using incursion::test::positionOf;
using incursion::test::readFile;
using incursion::test::writeFile;

class TestEditor : public QObject, private incursion::test::EditorWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void openProjectFromFolderOpensMainFile();
    void openProjectFromMainFile();
    void openProjectRejectsMissingPath();
    void projectTreeListsSourceFiles();
    void projectTreeShowsIncludeFoldersOutsideTheProject();
    void saveWritesFileAtomically();
    void saveKeepsBytesLossless();
    void openingAFifoIsRefusedWithoutBlocking();
    void unsavedChangesPromptDecides_data();
    void unsavedChangesPromptDecides();
    void closingProjectAsksOnceForAllFiles();
    void externalChangeReloadsUnmodifiedBuffer();
    void externalChangeAsksBeforeDroppingEdits();
    void deletedFileKeepsBufferAndAsksOnClose();
    void openPathOpensFileInItsFolderProject();
    void openPathOpensAnIncludeWithItsModule();
    void sessionIsRestoredWhenProjectReopens();
    void recentProjectsAreRemembered();
    void projectSettingsAreRememberedPerProject();
    void settingsDialogsReturnEditedValues();
    void findNextAndPrevious();
    void findWholeWordCaseAndRegex();
    void replaceAllIsOneUndoStep();
    void findBarSearchesCurrentEditor();
    void goToLineMovesCursor();
    void ctrlLGoesToLineAndDeletesNothing();
    void themeSwitchRecoloursEditors();
    void settingsPersist();
    void germanTranslationTranslatesMenus();

};

void TestEditor::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_editor"));
}

void TestEditor::init()
{
    QVERIFY(setUpWindow());
}

void TestEditor::cleanup()
{
    tearDownWindow();
}

void TestEditor::openProjectFromFolderOpensMainFile()
{
    QVERIFY(window_->openProject(dir_->path()));
    QVERIFY(window_->project());
    QCOMPARE(window_->project()->rootPath(), QFileInfo(dir_->path()).canonicalFilePath());
    QCOMPARE(QFileInfo(window_->project()->mainFile()).fileName(), QStringLiteral("main.irc"));
    QCOMPARE(window_->documents()->count(), 1);
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("main.irc"));
    QCOMPARE(window_->currentEditor()->text(), QString::fromUtf8(kEditorMainSource));
    QVERIFY(window_->windowTitle().contains(QStringLiteral("main.irc")));
}

void TestEditor::openProjectFromMainFile()
{
    const QString other = dir_->filePath(QStringLiteral("other.irc"));
    writeFile(other, "Module \"Other\";\n");
    QVERIFY(window_->openProject(other));
    QCOMPARE(QFileInfo(window_->project()->mainFile()).fileName(), QStringLiteral("other.irc"));
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("other.irc"));
}

void TestEditor::openProjectRejectsMissingPath()
{
    QString error;
    QVERIFY(!Project::open(dir_->filePath(QStringLiteral("missing")), &error));
    QVERIFY2(error.contains(QStringLiteral("missing")), qPrintable(error));
    QVERIFY(!Project::open(dir_->filePath(QStringLiteral("notes.bin")), &error));
    QVERIFY2(error.contains(QStringLiteral(".irc")), qPrintable(error));
}

void TestEditor::projectTreeListsSourceFiles()
{
    QVERIFY(window_->openProject(dir_->path()));
    QAbstractItemModel* model = window_->projectTree()->view()->model();
    const QModelIndex root = window_->projectTree()->view()->rootIndex();
    QTRY_COMPARE(model->rowCount(root), 2);    // notes.bin is filtered out
    QStringList names;
    for (int row = 0; row < model->rowCount(root); ++row)
        names.append(model->index(row, 0, root).data().toString());
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("items.irh"), QStringLiteral("main.irc")}));

    // Activating a file opens it in a tab.
    const QModelIndex item = window_->projectTree()->viewIndex(includePath_);
    QCOMPARE(window_->projectTree()->filePath(item), includePath_);
    emit window_->projectTree()->view()->activated(item);
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("items.irh"));
    QCOMPARE(window_->documents()->count(), 2);
}

// The original module's layout: lib/main.irc includes from ../inc. The tree
// shows lib and inc (the compiler's search path) side by side, not the rest
// of their shared folder (src/ there).
void TestEditor::projectTreeShowsIncludeFoldersOutsideTheProject()
{
    QTemporaryDir layout;
    QVERIFY(layout.isValid());
    const QDir top(layout.path());
    for (const char* folder : {"lib", "inc", "src"})
        QVERIFY(top.mkpath(QString::fromLatin1(folder)));
    writeFile(top.filePath(QStringLiteral("lib/main.irc")), "#include \"defs.irh\"\n");
    writeFile(top.filePath(QStringLiteral("inc/defs.irh")), "// defs\n");
    writeFile(top.filePath(QStringLiteral("src/game.h")), "// not the module's\n");
    QVERIFY(window_->openProject(top.filePath(QStringLiteral("lib/main.irc"))));
    ProjectTreeDock* tree = window_->projectTree();
    QCOMPARE(tree->rootPath(), QFileInfo(top.filePath(QStringLiteral("lib"))).canonicalFilePath());
    QCOMPARE(tree->shownRootPath(), QFileInfo(layout.path()).canonicalFilePath());
    QAbstractItemModel* model = tree->view()->model();
    const QModelIndex root = tree->view()->rootIndex();
    QTRY_COMPARE(model->rowCount(root), 2);
    QStringList names;
    for (int row = 0; row < model->rowCount(root); ++row)
        names.append(model->index(row, 0, root).data().toString());
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("inc"), QStringLiteral("lib")}));
    const QString defs = QFileInfo(top.filePath(QStringLiteral("inc/defs.irh"))).canonicalFilePath();
    QTRY_VERIFY(tree->viewIndex(defs).isValid());
    emit tree->view()->activated(tree->viewIndex(defs));
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("defs.irh"));
}

void TestEditor::saveWritesFileAtomically()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    editor->setCursorPosition(0, 0);
    QTest::keyClicks(editor, "#define SAVED 1");
    QTest::keyClick(editor, Qt::Key_Return);
    QVERIFY(window_->documents()->save(editor));
    QCOMPARE(readFile(mainPath_), QByteArray("#define SAVED 1\n") + kEditorMainSource);
    QVERIFY(!editor->isModified());
    QCOMPARE(window_->documents()->tabText(0), QStringLiteral("main.irc"));
    // QSaveFile leaves no temporary files behind.
    QCOMPARE(QDir(dir_->path()).entryList(QDir::Files).size(), 3);

    // A failed save (here: into a folder that does not exist) reports the
    // path, keeps the buffer modified and leaves the file on disk alone.
    QTest::keyClicks(editor, "x");
    QString error;
    QVERIFY(!editor->saveAs(dir_->filePath(QStringLiteral("missing/main.irc")), &error));
    QVERIFY2(error.contains(QStringLiteral("missing/main.irc")), qPrintable(error));
    QVERIFY(editor->isModified());
    QCOMPARE(editor->filePath(), mainPath_);
    QCOMPARE(readFile(mainPath_), QByteArray("#define SAVED 1\n") + kEditorMainSource);
}

void TestEditor::saveKeepsBytesLossless()
{
    // Latin-1 bytes, a NUL and CRLF line ends survive load and save unchanged.
    static const char raw[] = "Monster \"Caf\xe9\" : 0\r\n{\r\n  \0x;\r\n}\r\n";
    const QByteArray bytes(raw, sizeof raw - 1);
    const QString path = dir_->filePath(QStringLiteral("latin1.irh"));
    writeFile(path, bytes);
    ScriptEditor editor;
    QVERIFY(editor.load(path));
    QCOMPARE(editor.contents(), bytes);
    QCOMPARE(editor.eolMode(), QsciScintilla::EolWindows);
    QVERIFY(editor.save());
    QCOMPARE(readFile(path), bytes);
}

void TestEditor::openingAFifoIsRefusedWithoutBlocking()
{
    const QString fifoPath = dir_->filePath(QStringLiteral("pipe.irh"));
    const QByteArray fifo = QFile::encodeName(fifoPath);
    QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
    const QString linkPath = dir_->filePath(QStringLiteral("link.irh"));
    QVERIFY(QFile::link(fifoPath, linkPath));
    // A writer can open the FIFO only while a reader has it open. Were the
    // editor to open it (and block there), this writer lets it return and
    // tells: the test fails instead of hanging, however fast the machine.
    std::atomic<bool> finished{false};
    std::atomic<bool> openedForReading{false};
    std::thread unblocker([&] {
        while (!finished) {
            if (const int fd = ::open(fifo.constData(), O_WRONLY | O_NONBLOCK); fd >= 0) {
                openedForReading = true;
                ::close(fd);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    });
    const auto join = qScopeGuard([&] {
        finished = true;
        unblocker.join();
    });

    DocumentTabs* tabs = window_->documents();
    const int tabsBefore = tabs->count();
    for (const QString& path : {fifoPath, linkPath}) {
        QString error;
        QVERIFY(!tabs->openFile(path, &error));
        QVERIFY(!openedForReading);
        QVERIFY2(error.contains(QStringLiteral("not a regular file")) && error.contains(path), qPrintable(error));
    }
    QCOMPARE(tabs->count(), tabsBefore);
}

void TestEditor::unsavedChangesPromptDecides_data()
{
    QTest::addColumn<UnsavedChoice>("choice");
    QTest::addColumn<bool>("closed");
    QTest::addColumn<bool>("written");
    QTest::newRow("cancel keeps the tab") << UnsavedChoice::Cancel << false << false;
    QTest::newRow("discard closes without writing") << UnsavedChoice::Discard << true << false;
    QTest::newRow("save writes then closes") << UnsavedChoice::Save << true << true;
}

void TestEditor::unsavedChangesPromptDecides()
{
    QFETCH(UnsavedChoice, choice);
    QFETCH(bool, closed);
    QFETCH(bool, written);
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    DocumentTabs* tabs = window_->documents();

    // An unmodified buffer closes without asking.
    ScriptEditor* include = tabs->openFile(includePath_);
    QVERIFY(tabs->closeEditor(include));
    QCOMPARE(tabs->count(), 1);

    editor->append(QStringLiteral("// edited\n"));
    QStringList asked;
    tabs->setUnsavedChangesPrompt([&](const QStringList& names) {
        asked = names;
        return choice;
    });
    QCOMPARE(tabs->closeEditor(editor), closed);
    QCOMPARE(asked, QStringList{QStringLiteral("main.irc")});
    QCOMPARE(tabs->count(), closed ? 0 : 1);
    QCOMPARE(readFile(mainPath_).endsWith("// edited\n"), written);
}

void TestEditor::closingProjectAsksOnceForAllFiles()
{
    ScriptEditor* main = openMain();
    QVERIFY(main);
    ScriptEditor* include = window_->openFile(includePath_);
    main->append(QStringLiteral("// a\n"));
    include->append(QStringLiteral("// b\n"));
    int prompts = 0;
    QStringList asked;
    window_->documents()->setUnsavedChangesPrompt([&](const QStringList& names) {
        ++prompts;
        asked = names;
        return UnsavedChoice::Cancel;
    });
    QVERIFY(!window_->closeProject());
    QVERIFY(window_->project());
    QCOMPARE(window_->documents()->count(), 2);

    // Closing the window is refused the same way.
    QCloseEvent refused;
    QApplication::sendEvent(window_.get(), &refused);
    QVERIFY(!refused.isAccepted());
    QCOMPARE(prompts, 2);
    QCOMPARE(asked.size(), 2);

    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Save; });
    QVERIFY(window_->closeProject());
    QVERIFY(!window_->project());
    QVERIFY(readFile(mainPath_).endsWith("// a\n"));
    QVERIFY(readFile(includePath_).endsWith("// b\n"));
}

void TestEditor::externalChangeReloadsUnmodifiedBuffer()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    editor->setCursorPosition(3, 2);
    writeFile(mainPath_, QByteArray(kEditorMainSource) + "// added elsewhere\n");
    QTRY_VERIFY(editor->text().endsWith(QStringLiteral("// added elsewhere\n")));
    QVERIFY(!editor->isModified());
    QCOMPARE(editor->currentLine(), 4);    // the cursor stays where it was

    // Our own save does not count as an external change.
    editor->append(QStringLiteral("// mine\n"));
    QVERIFY(window_->documents()->save(editor));
    window_->documents()->checkExternalChanges();
    QVERIFY(editor->text().endsWith(QStringLiteral("// mine\n")));

    // The watch survives the atomic save: a second external change still reloads.
    writeFile(mainPath_, "// replaced\n");
    QTRY_COMPARE(editor->text(), QStringLiteral("// replaced\n"));
}

void TestEditor::externalChangeAsksBeforeDroppingEdits()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    editor->append(QStringLiteral("// my edit\n"));
    int asked = 0;
    window_->documents()->setReloadPrompt([&](const QString& path) {
        ++asked;
        return path.endsWith(QStringLiteral("main.irc")) && false;     // keep my version
    });
    writeFile(mainPath_, "// theirs\n");
    QTRY_COMPARE(asked, 1);
    QVERIFY(editor->text().endsWith(QStringLiteral("// my edit\n")));
    QVERIFY(editor->isModified());

    window_->documents()->setReloadPrompt([&](const QString&) {
        ++asked;
        return true;     // reload: take theirs
    });
    writeFile(mainPath_, "// theirs again\n");
    QTRY_COMPARE(asked, 2);
    QCOMPARE(editor->text(), QStringLiteral("// theirs again\n"));
    QVERIFY(!editor->isModified());
    // The reload is undoable, so the edits are not lost for good.
    editor->undo();
    QVERIFY(editor->text().endsWith(QStringLiteral("// my edit\n")));
}

void TestEditor::deletedFileKeepsBufferAndAsksOnClose()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    QVERIFY(QFile::remove(mainPath_));
    QTRY_VERIFY(window_->documents()->tabText(0).contains(QStringLiteral("(deleted)")));
    QCOMPARE(editor->text(), QString::fromUtf8(kEditorMainSource));
    QVERIFY(editor->hasUnsavedChanges());
    QStringList asked;
    window_->documents()->setUnsavedChangesPrompt([&](const QStringList& names) {
        asked = names;
        return UnsavedChoice::Save;
    });
    QVERIFY(window_->documents()->closeEditor(editor));
    QCOMPARE(asked, QStringList{QStringLiteral("main.irc")});
    QCOMPARE(readFile(mainPath_), QByteArray(kEditorMainSource));     // written back
}

void TestEditor::openPathOpensFileInItsFolderProject()
{
    QVERIFY(window_->openPath(includePath_));
    QVERIFY(window_->project());
    QCOMPARE(window_->project()->rootPath(), QFileInfo(dir_->path()).canonicalFilePath());
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("items.irh"));
    QVERIFY(window_->documents()->editorForPath(mainPath_));    // the main file opened with the project
}

// An .irh opened on its own (incursion-studio mod/inc/monsters.irh:111:20)
// opens its module: the .irc found walking up its folders, as incls finds it
// (language/module_location.h), not its inc/ folder without a main file.
void TestEditor::openPathOpensAnIncludeWithItsModule()
{
    const QString root = dir_->filePath(QStringLiteral("warrens"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/inc")));
    writeFile(root + QStringLiteral("/warrens.irc"), kEditorMainSource);
    const QString monsters = root + QStringLiteral("/inc/monsters.irh");
    writeFile(monsters, kEditorIncludeSource);
    QVERIFY(window_->openPath(monsters));
    QVERIFY(window_->project());
    QCOMPARE(window_->project()->rootPath(), QFileInfo(root).canonicalFilePath());
    QCOMPARE(window_->project()->mainFile(), QFileInfo(root + QStringLiteral("/warrens.irc")).canonicalFilePath());
    QCOMPARE(window_->currentEditor()->filePath(), QFileInfo(monsters).absoluteFilePath());

    // The original's layout: the main file in lib/ beside inc/.
    const QString original = dir_->filePath(QStringLiteral("original"));
    QVERIFY(QDir().mkpath(original + QStringLiteral("/lib")));
    QVERIFY(QDir().mkpath(original + QStringLiteral("/inc")));
    writeFile(original + QStringLiteral("/lib/main.irc"), kEditorMainSource);
    writeFile(original + QStringLiteral("/inc/items.irh"), kEditorIncludeSource);
    QVERIFY(window_->openPath(original + QStringLiteral("/inc/items.irh")));
    QCOMPARE(window_->project()->mainFile(), QFileInfo(original + QStringLiteral("/lib/main.irc")).canonicalFilePath());
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("items.irh"));
}

void TestEditor::sessionIsRestoredWhenProjectReopens()
{
    QVERIFY(window_->openProject(dir_->path()));
    window_->openFile(includePath_);
    window_->openFile(mainPath_);
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("main.irc"));
    QVERIFY(window_->closeProject());
    QCOMPARE(window_->documents()->count(), 0);

    QVERIFY(window_->openProject(dir_->path()));
    QCOMPARE(window_->documents()->count(), 2);
    QCOMPARE(window_->documents()->editorAt(0)->fileName(), QStringLiteral("main.irc"));
    QCOMPARE(window_->documents()->editorAt(1)->fileName(), QStringLiteral("items.irh"));
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("main.irc"));

    // A fresh window (next start of the app) restores it as well.
    window_->documents()->setCurrentIndex(1);
    window_->close();
    window_ = std::make_unique<MainWindow>();
    QVERIFY(window_->openProject(dir_->path()));
    QCOMPARE(window_->documents()->count(), 2);
    QCOMPARE(window_->currentEditor()->fileName(), QStringLiteral("items.irh"));
}

void TestEditor::recentProjectsAreRemembered()
{
    QTemporaryDir second;
    writeFile(second.filePath(QStringLiteral("main.irc")), "Module \"Second\";\n");
    QVERIFY(window_->openProject(dir_->path()));
    QVERIFY(window_->openProject(second.path()));
    const QStringList recent = RecentProjects::list();
    QCOMPARE(recent.size(), 2);
    QCOMPARE(recent.at(0), QFileInfo(second.path()).canonicalFilePath());
    QCOMPARE(recent.at(1), QFileInfo(dir_->path()).canonicalFilePath());
    // Reopening moves a project to the front without duplicating it.
    QVERIFY(window_->openProject(dir_->path()));
    QCOMPARE(RecentProjects::list().size(), 2);
    QCOMPARE(RecentProjects::list().at(0), QFileInfo(dir_->path()).canonicalFilePath());
}

void TestEditor::projectSettingsAreRememberedPerProject()
{
    QDir(dir_->path()).mkdir(QStringLiteral("inc"));
    std::optional<Project> project = Project::open(dir_->path());
    QVERIFY(project);
    QCOMPARE(project->includePaths(), QStringList{project->absolutePath(QStringLiteral("inc"))});
    writeFile(dir_->filePath(QStringLiteral("alt.irc")), "");
    project->setMainFile(dir_->filePath(QStringLiteral("alt.irc")));
    project->setIncludePaths({QStringLiteral("inc"), QStringLiteral("../shared")});
    project->saveSettings();

    std::optional<Project> reopened = Project::open(dir_->path());
    QVERIFY(reopened);
    QCOMPARE(QFileInfo(reopened->mainFile()).fileName(), QStringLiteral("alt.irc"));
    QCOMPARE(reopened->includePaths().size(), 2);
    QCOMPARE(reopened->includePaths().at(1), QDir::cleanPath(dir_->path() + QStringLiteral("/../shared")));

    // The original's layout (lib/main.irc next to inc/): ../inc is found, and
    // lib itself is not listed since the including folder is searched first.
    QDir root(dir_->path());
    root.mkpath(QStringLiteral("module/lib"));
    root.mkpath(QStringLiteral("module/inc"));
    QCOMPARE(Project::defaultIncludePaths(dir_->filePath(QStringLiteral("module/lib/main.irc"))),
             QStringList{QDir::cleanPath(dir_->filePath(QStringLiteral("module/inc")))});
}

void TestEditor::settingsDialogsReturnEditedValues()
{
    std::optional<Project> project = Project::open(dir_->path());
    QVERIFY(project);
    ProjectSettingsDialog projectDialog(*project);
    auto* mainField = projectDialog.findChild<QLineEdit*>(QStringLiteral("mainFile"));
    QVERIFY(mainField);
    QCOMPARE(mainField->text(), QStringLiteral("main.irc"));
    mainField->setText(QStringLiteral("items.irh"));
    QCOMPARE(projectDialog.result().mainFile(), QFileInfo(includePath_).canonicalFilePath());

    StudioSettings settings;
    settings.themeId = QStringLiteral("light");
    PreferencesDialog preferences(settings);
    auto* size = preferences.findChild<QSpinBox*>(QStringLiteral("fontSize"));
    auto* theme = preferences.findChild<QComboBox*>(QStringLiteral("theme"));
    QVERIFY(size && theme);
    size->setValue(17);
    theme->setCurrentIndex(theme->findData(QStringLiteral("dark")));
    QCOMPARE(preferences.result().editorFont.pointSize(), 17);
    QCOMPARE(preferences.result().themeId, QStringLiteral("dark"));
}

void TestEditor::findNextAndPrevious()
{
    ScriptEditor editor;
    editor.setText(QStringLiteral("alpha beta alpha gamma alpha"));
    const SearchQuery query{QStringLiteral("alpha")};
    editor.setCursorPosition(0, 0);
    QCOMPARE(findNext(&editor, query, true), SearchResult::Found);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 0L);
    QCOMPARE(findNext(&editor, query, true), SearchResult::Found);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 11L);
    QCOMPARE(findNext(&editor, query, true), SearchResult::Found);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 23L);
    QCOMPARE(findNext(&editor, query, true), SearchResult::Found);   // wraps around
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 0L);
    QCOMPARE(findNext(&editor, query, false), SearchResult::Found);  // and backwards
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 23L);
    QCOMPARE(findNext(&editor, query, false), SearchResult::Found);
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 11L);
    QCOMPARE(findNext(&editor, SearchQuery{QStringLiteral("delta")}, true), SearchResult::NotFound);
}

void TestEditor::findWholeWordCaseAndRegex()
{
    ScriptEditor editor;
    editor.setText(QStringLiteral("Goblin goblins GOBLIN goblin"));
    QCOMPARE(countMatches(&editor, {QStringLiteral("goblin")}), 4);
    QCOMPARE(countMatches(&editor, {QStringLiteral("goblin"), true}), 2);
    QCOMPARE(countMatches(&editor, {QStringLiteral("goblin"), false, true}), 3);
    QCOMPARE(countMatches(&editor, {QStringLiteral("goblin"), true, true}), 1);
    QCOMPARE(countMatches(&editor, {QStringLiteral("[Gg]oblins?"), true, false, true}), 3);
    editor.setCursorPosition(0, 0);
    QCOMPARE(findNext(&editor, {QStringLiteral("(unclosed"), false, false, true}, true),
             SearchResult::InvalidPattern);
}

void TestEditor::replaceAllIsOneUndoStep()
{
    ScriptEditor editor;
    editor.setText(QStringLiteral("hp 1; hp 2; HP 3;"));
    editor.SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    QCOMPARE(replaceAll(&editor, {QStringLiteral("hp"), true}, QStringLiteral("mana")), 2);
    QCOMPARE(editor.text(), QStringLiteral("mana 1; mana 2; HP 3;"));
    editor.undo();
    QCOMPARE(editor.text(), QStringLiteral("hp 1; hp 2; HP 3;"));
    QVERIFY(!editor.isUndoAvailable());

    // Regex groups, and replacements that contain the pattern do not loop.
    QCOMPARE(replaceAll(&editor, {QStringLiteral("([a-z]+) ([0-9])"), false, false, true}, QStringLiteral("\\2=\\1")),
             3);
    QCOMPARE(editor.text(), QStringLiteral("1=hp; 2=hp; 3=HP;"));
    QCOMPARE(replaceAll(&editor, {QStringLiteral("hp"), true}, QStringLiteral("hphp")), 2);
    QCOMPARE(editor.text(), QStringLiteral("1=hphp; 2=hphp; 3=HP;"));

    // Replace one at a time.
    editor.setText(QStringLiteral("a a a"));
    editor.setCursorPosition(0, 0);
    QCOMPARE(findNext(&editor, {QStringLiteral("a")}, true), SearchResult::Found);
    QCOMPARE(replaceAndFindNext(&editor, {QStringLiteral("a")}, QStringLiteral("b")), SearchResult::Found);
    QCOMPARE(editor.text(), QStringLiteral("b a a"));
    QCOMPARE(editor.SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART), 2L);
}

void TestEditor::findBarSearchesCurrentEditor()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    FindReplaceBar* bar = window_->findBar();
    QVERIFY(!bar->isVisible());
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(bar->isVisible());
    QTest::keyClicks(bar->findField(), "EV_MOVE");
    QCOMPARE(editor->selectedText(), QStringLiteral("EV_MOVE"));
    auto marked = [editor](int position) {
        return editor->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, editor->searchIndicator(), position) != 0;
    };
    // Other matches are marked; the current one shows as the selection.
    editor->setCursorPosition(0, 0);
    bar->findField()->selectAll();
    QTest::keyClicks(bar->findField(), "{");
    const int firstBrace = positionOf(editor, "{");
    const int secondBrace = positionOf(editor, "{", firstBrace + 1);
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART)), firstBrace);
    QVERIFY(!marked(firstBrace));
    QVERIFY(marked(secondBrace));
    QVERIFY(!marked(secondBrace + 1));
    QTest::keyClick(bar->findField(), Qt::Key_Escape);
    QVERIFY(!bar->isVisible());
    QVERIFY(!marked(secondBrace));

    // F3 / Shift+F3 step through the matches from the editor.
    editor->setCursorPosition(0, 0);
    bar->findField()->setText(QStringLiteral("M"));
    QTest::keyClick(editor, Qt::Key_F3);
    const int first = int(editor->SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART));
    QTest::keyClick(editor, Qt::Key_F3);
    QVERIFY(editor->SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART) > first);
    QTest::keyClick(editor, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART)), first);

    QTest::keyClick(editor, Qt::Key_H, Qt::ControlModifier);
    QVERIFY(bar->replaceField()->isVisible());
    bar->findField()->setText(QStringLiteral("M_NOGEN"));
    bar->replaceField()->setText(QStringLiteral("M_NOPOLY"));
    bar->replaceAll();
    QVERIFY(editor->text().contains(QStringLiteral("Flags: M_NOPOLY;")));
}

void TestEditor::goToLineMovesCursor()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    editor->goToLine(6);
    QCOMPARE(editor->currentLine(), 6);
    editor->goToLine(1000);
    QCOMPARE(editor->currentLine(), editor->lines());
    // The main window's entry point for problems and outline: file, line, column.
    ScriptEditor* include = window_->openFile(includePath_, 1, 6);
    QVERIFY(include);
    int line = -1, index = -1;
    include->getCursorPosition(&line, &index);
    QCOMPARE(line, 0);
    QCOMPARE(index, 5);
    QCOMPARE(window_->currentEditor(), include);
}

// Ctrl+L is Go to Line (Qt Creator's key, beside Ctrl+G), never Scintilla's
// line cut; nor do Scintilla's other keys that change text unasked (line
// delete and swap, upper and lower case) remain bound.
void TestEditor::ctrlLGoesToLineAndDeletesNothing()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    const QString before = editor->text();
    editor->setFocus();
    editor->goToLine(1);
    for (const QKeySequence& key : {QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
                                    QKeySequence(Qt::CTRL | Qt::Key_T), QKeySequence(Qt::CTRL | Qt::Key_U),
                                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U)})
        QVERIFY2(!editor->standardCommands()->boundTo(key[0].toCombined()), qPrintable(key.toString()));
    bool asked = false;
    QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(QApplication::activeModalWidget());
        auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        asked = dialog->windowTitle() == QStringLiteral("Go to Line");
        dialog->setIntValue(3);
        dialog->accept();
    });
    QTest::keyClick(editor, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(asked);
    QCOMPARE(editor->currentLine(), 3);
    QCOMPARE(editor->text(), before);
    QVERIFY(!editor->isModified());
}

void TestEditor::themeSwitchRecoloursEditors()
{
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    auto paper = [editor] {
        return int(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETBACK, int(HighlightStyle::Default)));
    };
    auto keywordColour = [editor] {
        return int(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETFORE, int(HighlightStyle::DataKeyword)));
    };
    // Scintilla colours are 0xBBGGRR.
    auto scintillaColour = [](const QColor& c) { return c.red() | (c.green() << 8) | (c.blue() << 16); };

    window_->setTheme(QStringLiteral("dark"));
    QCOMPARE(paper(), scintillaColour(Theme::dark().paper));
    QCOMPARE(keywordColour(), scintillaColour(Theme::dark().format(HighlightStyle::DataKeyword).foreground));
    QCOMPARE(QApplication::palette().color(QPalette::Window), Theme::dark().palette().color(QPalette::Window));
    QCOMPARE(StudioSettings::load().themeId, QStringLiteral("dark"));

    // Editors opened later get the theme too.
    ScriptEditor* include = window_->openFile(includePath_);
    QCOMPARE(int(include->SendScintilla(QsciScintillaBase::SCI_STYLEGETBACK, 0)),
             scintillaColour(Theme::dark().paper));

    window_->setTheme(QStringLiteral("light"));
    QCOMPARE(paper(), scintillaColour(Theme::light().paper));
    QCOMPARE(keywordColour(), scintillaColour(Theme::light().format(HighlightStyle::DataKeyword).foreground));
}

void TestEditor::settingsPersist()
{
    StudioSettings settings;
    settings.editorFont.setFamily(QStringLiteral("DejaVu Sans Mono"));
    settings.editorFont.setPointSize(15);
    settings.themeId = QStringLiteral("dark");
    settings.zoom = 2;
    window_->applySettings(settings);
    const StudioSettings loaded = StudioSettings::load();
    QCOMPARE(loaded.editorFont.pointSize(), 15);
    QCOMPARE(loaded.editorFont.family(), QStringLiteral("DejaVu Sans Mono"));
    QCOMPARE(loaded.zoom, 2);
    ScriptEditor* editor = openMain();
    QVERIFY(editor);
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_GETZOOM)), 2);
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETSIZE, int(HighlightStyle::Default))), 15);
}

void TestEditor::germanTranslationTranslatesMenus()
{
    QVERIFY(installTranslations(QStringLiteral("de")));
    MainWindow german;
    QStringList titles;
    for (QAction* action : german.menuBar()->actions())
        titles.append(action->text());
    QVERIFY2(titles.contains(QStringLiteral("&Datei")), qPrintable(titles.join(QLatin1Char(','))));
    QVERIFY2(titles.contains(QStringLiteral("&Bearbeiten")), qPrintable(titles.join(QLatin1Char(','))));
    QCOMPARE(german.menu(MainWindow::Menu::Tools)->title(), QStringLiteral("E&xtras"));
    QCOMPARE(Theme::dark().displayName(), QStringLiteral("Dunkel"));

    QVERIFY(!installTranslations(QStringLiteral("en")));   // back to the source language
    MainWindow english;
    QCOMPARE(english.menuBar()->actions().first()->text(), QStringLiteral("&File"));
}

INCURSION_TEST_MAIN(TestEditor)
#include "tst_editor.moc"
} // namespace tst_editor
