// Preferences and keyboard shortcuts: each preference changes the open
// editors and views at once (OK/Apply) and comes back after a restart (a new
// window over the same settings file); a recorded shortcut triggers its
// action and persists, a clash is reported, Reset brings the default back.
#include "app/keyboard_shortcuts.h"
#include "app/keyboard_shortcuts_dialog.h"
#include "app/language_integration.h"
#include "app/main_window.h"
#include "app/preferences_dialog.h"
#include "app/shortcuts_editor.h"
#include "app/studio_settings.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "playtest/map_view.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_dock.h"
#include "project/project.h"
#include "project/project_settings_dialog.h"
#include "vault/vault_controller.h"
#include "vault/vault_document.h"
#include "vault/vault_painter.h"
#include "vault/vault_view.h"
#include "world/world_controller.h"
#include "world/world_editor.h"
#include "shared/path_list_edit.h"

#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <memory>

namespace tst_preferences {

using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

// The example's main file, with a check that needs a macro of Preferences > Build.
const QByteArray kFlagCheck = "\n#ifndef STUDIO_FLAG\n#error \"STUDIO_FLAG is not defined\"\n#endif\n";

QPushButton* dialogButton(QDialog* dialog, QDialogButtonBox::StandardButton which)
{
    auto* box = dialog->findChild<QDialogButtonBox*>();
    return box ? box->button(which) : nullptr;
}

} // namespace

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void textEditorPreferencesApplyAtOnceAndSurviveARestart();
    void tabAndIndentWidthsAreApart();
    void buildPreferencesReachTheCheckAndSurviveARestart();
    void projectAndPreferencesShareThePathListEditor();
    void aMalformedMacroIsRefused();
    void playtestPreferencesApplyToThePanelAndSurviveARestart();
    void themePreferenceAppliesAndSurvivesARestart();

    void everyActionHasAStableUniqueId();
    void theDefaultShortcutsDoNotClash();
    void aRecordedShortcutTriggersItsActionAndPersists();
    void preferencesKeyboardPageIsTheSameEditor();
    void aClashIsReported();
    void resetRestoresTheDefault();
    void theFilterNarrowsTheTable();
    void viewKeysFollowTheTableAndPersist();
    void theMenusUndoKeyIsThePaintersAndPersists();

private:
    // Closes the window and opens a new one over the same settings, as a restart does.
    void restart();
    ScriptEditor* openProject();
    bool waitForCheck();
    int lastErrorCount() const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
    QString mainPath_;
    QString sharedInclude_;     // outside the project: found only through Preferences > Build
};

void TestPreferences::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_preferences"));
}

void TestPreferences::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    const QString example = QStringLiteral(INCURSION_SOURCE_DIR "/examples/first-steps/");
    QDir root(dir_->path());
    QVERIFY(root.mkpath(QStringLiteral("module")) && root.mkpath(QStringLiteral("shared")));
    mainPath_ = dir_->filePath(QStringLiteral("module/first-steps.irc"));
    sharedInclude_ = dir_->filePath(QStringLiteral("shared"));
    writeFile(mainPath_, readFile(example + QStringLiteral("first-steps.irc")) + kFlagCheck);
    QVERIFY(QFile::copy(example + QStringLiteral("inc/rules.irh"), sharedInclude_ + QStringLiteral("/rules.irh")));
    restart();
}

void TestPreferences::cleanup()
{
    checks_.reset();
    if (window_) {
        window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        window_->close();
    }
    window_.reset();
    dir_.reset();
}

void TestPreferences::restart()
{
    checks_.reset();
    if (window_) {
        window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        window_->close();
        window_.reset();
    }
    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) {
        qWarning("unexpected unsaved-changes prompt");
        return UnsavedChoice::Cancel;
    });
    checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

ScriptEditor* TestPreferences::openProject()
{
    if (!window_->openProject(mainPath_))
        return nullptr;
    return window_->currentEditor();
}

bool TestPreferences::waitForCheck()
{
    const qsizetype before = checks_->count();
    return QTest::qWaitFor([&] { return checks_->count() > before; }, kWaitMs);
}

int TestPreferences::lastErrorCount() const
{
    const CheckSnapshotPtr snapshot = window_->language()->checker()->lastSnapshot();
    return snapshot ? snapshot->errorCount : -1;
}

void TestPreferences::textEditorPreferencesApplyAtOnceAndSurviveARestart()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    QCOMPARE(editor->tabWidth(), 4);
    QVERIFY(!editor->indentationsUseTabs());

    {
        PreferencesDialog dialog(window_->settings(), window_->shortcuts(), window_.get());
        connect(&dialog, &PreferencesDialog::applied, window_.get(), &MainWindow::applySettings);
        dialog.findChild<QSpinBox*>(QStringLiteral("indentWidth"))->setValue(8);
        dialog.findChild<QSpinBox*>(QStringLiteral("tabWidth"))->setValue(8);
        dialog.findChild<QCheckBox*>(QStringLiteral("useTabs"))->setChecked(true);
        dialog.findChild<QCheckBox*>(QStringLiteral("showWhitespace"))->setChecked(true);
        dialog.findChild<QCheckBox*>(QStringLiteral("wrapLines"))->setChecked(true);
        dialog.findChild<QSpinBox*>(QStringLiteral("fontSize"))->setValue(15);
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Apply), Qt::LeftButton);
    }
    // The open editor changed at once.
    QCOMPARE(editor->tabWidth(), 8);
    QCOMPARE(editor->indentationWidth(), 8);
    QVERIFY(editor->indentationsUseTabs());
    QCOMPARE(editor->whitespaceVisibility(), QsciScintilla::WsVisible);
    QCOMPARE(editor->wrapMode(), QsciScintilla::WrapWord);
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETSIZE, 0)), 15);
    // Tab now inserts a tab.
    editor->setCursorPosition(0, 0);
    QTest::keyClick(editor, Qt::Key_Tab);
    QVERIFY(editor->text(0).startsWith(QLatin1Char('\t')));
    editor->undo();
    QVERIFY(!editor->isModified());

    restart();
    editor = openProject();
    QVERIFY(editor);
    QCOMPARE(editor->tabWidth(), 8);
    QCOMPARE(editor->indentationWidth(), 8);
    QVERIFY(editor->indentationsUseTabs());
    QCOMPARE(editor->whitespaceVisibility(), QsciScintilla::WsVisible);
    QCOMPARE(editor->wrapMode(), QsciScintilla::WrapWord);
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETSIZE, 0)), 15);
    // The dialog shows what is in force.
    PreferencesDialog dialog(window_->settings(), window_->shortcuts());
    QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("indentWidth"))->value(), 8);
    QVERIFY(dialog.findChild<QCheckBox*>(QStringLiteral("wrapLines"))->isChecked());
}

void TestPreferences::tabAndIndentWidthsAreApart()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    {
        PreferencesDialog dialog(window_->settings(), window_->shortcuts(), window_.get());
        connect(&dialog, &PreferencesDialog::applied, window_.get(), &MainWindow::applySettings);
        QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("tabWidth"))->value(), 4);
        dialog.findChild<QSpinBox*>(QStringLiteral("indentWidth"))->setValue(2);
        dialog.findChild<QSpinBox*>(QStringLiteral("tabWidth"))->setValue(8);
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    // The open editor at once: a tab spans 8 columns, Tab indents by 2 spaces.
    QCOMPARE(editor->indentationWidth(), 2);
    QCOMPARE(editor->tabWidth(), 8);
    editor->setCursorPosition(0, 0);
    QTest::keyClick(editor, Qt::Key_Tab);
    QVERIFY2(editor->text(0).startsWith(QStringLiteral("  ")) && !editor->text(0).startsWith(QStringLiteral("   ")),
             qPrintable(editor->text(0)));
    editor->undo();
    QVERIFY(!editor->isModified());
    // A tab character in the text is 8 columns wide.
    editor->setText(QStringLiteral("\tx\n"));
    const auto afterTab = static_cast<unsigned long>(editor->positionFromLineIndex(0, 1));
    QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_GETCOLUMN, afterTab)), 8);

    restart();
    editor = openProject();
    QVERIFY(editor);
    QCOMPARE(editor->indentationWidth(), 2);
    QCOMPARE(editor->tabWidth(), 8);
    PreferencesDialog dialog(window_->settings(), window_->shortcuts());
    QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("indentWidth"))->value(), 2);
    QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("tabWidth"))->value(), 8);

    // Settings from before the two were apart hold one width for both.
    QSettings().remove(QStringLiteral("editor/tabWidth"));
    QSettings().setValue(QStringLiteral("editor/indentWidth"), 6);
    QCOMPARE(StudioSettings::load().editor.tabWidth, 6);
    QCOMPARE(StudioSettings::load().editor.indentWidth, 6);
}

void TestPreferences::buildPreferencesReachTheCheckAndSurviveARestart()
{
    QVERIFY(openProject());
    QVERIFY(waitForCheck());
    // rules.irh is outside the project and STUDIO_FLAG undefined.
    QVERIFY(lastErrorCount() >= 2);

    {
        PreferencesDialog dialog(window_->settings(), window_->shortcuts(), window_.get());
        connect(&dialog, &PreferencesDialog::applied, window_.get(), &MainWindow::applySettings);
        dialog.showPage(PreferencesDialog::Page::Build);
        dialog.findChild<PathListEdit*>(QStringLiteral("defaultIncludePaths"))->setPaths({sharedInclude_});
        dialog.findChild<QPlainTextEdit*>(QStringLiteral("defines"))->setPlainText(QStringLiteral("STUDIO_FLAG\nLEVEL=3"));
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    // Searched after the project's own paths; the check runs again and is clean.
    const QStringList paths = window_->language()->checker()->includePaths();
    QCOMPARE(paths.last(), QDir::cleanPath(sharedInclude_));
    QCOMPARE(window_->language()->checker()->defines(), (QStringList{"STUDIO_FLAG", "LEVEL=3"}));
    QVERIFY(QTest::qWaitFor([&] { return !checks_->isEmpty() && lastErrorCount() == 0; }, kWaitMs));
    // Build Module compiles the same input.
    QCOMPARE(window_->language()->checker()->compileInput().defines, (QStringList{"STUDIO_FLAG", "LEVEL=3"}));

    restart();
    QCOMPARE(StudioSettings::load().includePaths, QStringList{QDir::cleanPath(sharedInclude_)});
    QVERIFY(openProject());
    QVERIFY(waitForCheck());
    QCOMPARE(lastErrorCount(), 0);
    QCOMPARE(window_->language()->checker()->defines(), (QStringList{"STUDIO_FLAG", "LEVEL=3"}));
}

void TestPreferences::projectAndPreferencesShareThePathListEditor()
{
    std::optional<Project> project = Project::open(mainPath_);
    QVERIFY(project);
    ProjectSettingsDialog projectDialog(*project);
    PreferencesDialog preferences(StudioSettings{});
    auto* projectPaths = projectDialog.findChild<PathListEdit*>(QStringLiteral("includePaths"));
    auto* defaultPaths = preferences.findChild<PathListEdit*>(QStringLiteral("defaultIncludePaths"));
    QVERIFY(projectPaths && defaultPaths);
    // The project's are relative to its folder; the edited list is the result.
    projectPaths->setPaths({QStringLiteral("../shared")});
    QCOMPARE(projectDialog.result().includePaths(), QStringList{QDir::cleanPath(sharedInclude_)});
    // Move Up reorders.
    defaultPaths->setPaths({QStringLiteral("/a"), QStringLiteral("/b")});
    defaultPaths->list()->setCurrentRow(1);
    QTest::mouseClick(defaultPaths->findChild<QPushButton*>(QStringLiteral("moveUp")), Qt::LeftButton);
    QCOMPARE(preferences.result().includePaths, (QStringList{"/b", "/a"}));
}

void TestPreferences::aMalformedMacroIsRefused()
{
    PreferencesDialog dialog(StudioSettings{});
    auto* defines = dialog.findChild<QPlainTextEdit*>(QStringLiteral("defines"));
    auto* error = dialog.findChild<QLabel*>(QStringLiteral("defineError"));
    defines->setPlainText(QStringLiteral("GOOD=1\n1BAD\nALSO BAD"));
    QCOMPARE(dialog.defineErrors(), (QStringList{"line 2: 1BAD", "line 3: ALSO BAD"}));
    QVERIFY(error->text().contains(QStringLiteral("line 2: 1BAD")));
    QVERIFY(!dialogButton(&dialog, QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(!dialogButton(&dialog, QDialogButtonBox::Apply)->isEnabled());
    QSignalSpy applied(&dialog, &PreferencesDialog::applied);
    QVERIFY(!dialog.apply());
    QCOMPARE(applied.count(), 0);
    QCOMPARE(dialog.currentPage(), PreferencesDialog::Page::Build);
    defines->setPlainText(QStringLiteral("GOOD=1"));
    QVERIFY(dialogButton(&dialog, QDialogButtonBox::Ok)->isEnabled());

    // A settings file edited by hand: what would write a directive of its own is dropped.
    QSettings().setValue(QStringLiteral("build/defines"),
                         QStringList{"OK", "EVIL\n#include \"/etc/passwd\"", "2X", "V=a b"});
    QSettings().setValue(QStringLiteral("editor/indentWidth"), 999);
    const StudioSettings loaded = StudioSettings::load();
    QCOMPARE(loaded.defines, (QStringList{"OK", "V=a b"}));
    QCOMPARE(loaded.editor.indentWidth, EditorOptions().indentWidth);
}

void TestPreferences::playtestPreferencesApplyToThePanelAndSurviveARestart()
{
    PlaytestDock* dock = window_->playtest()->dock();
    PlaytestMapView* map = dock->mapView();
    QCOMPARE(map->tileSize(), PlaytestMapView::defaultTileSize());
    const int cellHeight = map->cellSize().height();
    {
        PreferencesDialog dialog(window_->settings(), window_->shortcuts(), window_.get());
        connect(&dialog, &PreferencesDialog::applied, window_.get(), &MainWindow::applySettings);
        dialog.findChild<QSpinBox*>(QStringLiteral("defaultSeed"))->setValue(4242);
        dialog.findChild<QSpinBox*>(QStringLiteral("botSpeed"))->setValue(33);
        auto* tileSize = dialog.findChild<QComboBox*>(QStringLiteral("tileSize"));
        tileSize->setCurrentIndex(tileSize->findData(24));
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Apply), Qt::LeftButton);
    }
    QCOMPARE(dock->seedBox()->value(), 4242);
    QCOMPARE(dock->botSpeedBox()->value(), 33);
    QCOMPARE(dock->options().seed, uint64_t(4242));
    QCOMPARE(map->tileSize(), 24);
    QCOMPARE(map->zoomPercent(), 100);
    QVERIFY(map->cellSize().height() > cellHeight);

    // Other settings changing (zoom, theme) keep what the user typed in the panel for one game.
    dock->seedBox()->setValue(7);
    window_->setTheme(QStringLiteral("dark"));
    QCOMPARE(dock->seedBox()->value(), 7);

    restart();
    dock = window_->playtest()->dock();
    QCOMPARE(dock->seedBox()->value(), 4242);
    QCOMPARE(dock->botSpeedBox()->value(), 33);
    QCOMPARE(dock->mapView()->tileSize(), 24);
}

void TestPreferences::themePreferenceAppliesAndSurvivesARestart()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    auto paper = [](ScriptEditor* e) { return int(e->SendScintilla(QsciScintillaBase::SCI_STYLEGETBACK, 0)); };
    const int lightPaper = paper(editor);
    {
        PreferencesDialog dialog(window_->settings(), window_->shortcuts(), window_.get());
        connect(&dialog, &PreferencesDialog::applied, window_.get(), &MainWindow::applySettings);
        auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("theme"));
        theme->setCurrentIndex(theme->findData(QStringLiteral("dark")));
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Apply), Qt::LeftButton);
    }
    QCOMPARE(window_->theme().id, QStringLiteral("dark"));
    QVERIFY(paper(editor) != lightPaper);
    const int darkPaper = paper(editor);
    restart();
    editor = openProject();
    QVERIFY(editor);
    QCOMPARE(window_->theme().id, QStringLiteral("dark"));
    QCOMPARE(paper(editor), darkPaper);
}

void TestPreferences::everyActionHasAStableUniqueId()
{
    // Every entry of every menu (the lists filled as a menu opens aside) has an id, once.
    QSet<QString> ids;
    QStringList missing;
    std::function<void(QMenu*, const QString&)> walk = [&](QMenu* menu, const QString& path) {
        for (QAction* action : menu->actions()) {
            if (action->isSeparator())
                continue;
            if (action->menu()) {
                walk(action->menu(), path + QStringLiteral(" > ") + action->text());
                continue;
            }
            if (action->objectName().isEmpty())
                missing.append(path + QStringLiteral(" > ") + action->text());
            ids.insert(action->objectName());
        }
    };
    for (QAction* top : window_->menuBar()->actions())
        if (top->menu())
            walk(top->menu(), top->text());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QSet<QString> registered;
    for (const KeyboardShortcuts::Entry& entry : window_->shortcuts()->entries()) {
        QVERIFY2(!registered.contains(entry.id), qPrintable(entry.id));
        registered.insert(entry.id);
    }
    QVERIFY(registered.contains(ids));
    // The panels' tool bars too, and the ids do not depend on the language.
    for (const char* id : {"File.Save", "Edit.GoToLine", "World.Save", "Debug.ToggleBreakpoint", "Build.BuildModule",
                           "Playtest.Start", "Playtest.Travel", "View.Theme.dark", "View.Panels.ProblemsDock",
                           "Help.KeyboardShortcuts", "VaultPainter.Pencil", "VaultPainter.RotateLeft",
                           "WorldEditor.Pencil", "WorldEditor.Travel", "Disassembly.ToggleInstructionBreakpoint"})
        QVERIFY2(registered.contains(QLatin1String(id)), id);
    QCOMPARE(window_->shortcuts()->entry(QStringLiteral("File.Save"))->place, QStringLiteral("File"));
    QCOMPARE(window_->shortcuts()->entry(QStringLiteral("View.Theme.dark"))->place, QStringLiteral("View > Theme"));
    QCOMPARE(window_->shortcuts()->entry(QStringLiteral("Playtest.Start"))->place, QStringLiteral("Playtest panel"));
    // A view's keys are listed before any such view is open.
    const KeyboardShortcuts::Entry* pencil = window_->shortcuts()->entry(QStringLiteral("VaultPainter.Pencil"));
    QCOMPARE(pencil->place, QStringLiteral("Vault painter"));
    QCOMPARE(pencil->text, QStringLiteral("Pencil"));
    QCOMPARE(pencil->shortcut, QKeySequence(Qt::Key_B));
    QCOMPARE(window_->shortcuts()->entry(QStringLiteral("WorldEditor.Travel"))->place, QStringLiteral("World editor"));
}

void TestPreferences::theDefaultShortcutsDoNotClash()
{
    const KeyboardShortcuts* shortcuts = window_->shortcuts();
    QStringList clashes;
    for (const KeyboardShortcuts::Entry& entry : shortcuts->entries())
        for (const QString& other : shortcuts->conflicts(entry.id, entry.shortcut, {}))
            clashes.append(entry.id + QStringLiteral(" / ") + other);
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
}

void TestPreferences::aRecordedShortcutTriggersItsActionAndPersists()
{
    QAction* resetZoom = window_->findChild<QAction*>(QStringLiteral("View.ResetZoom"));
    QVERIFY(resetZoom);
    QCOMPARE(resetZoom->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
    {
        KeyboardShortcutsDialog dialog(window_->shortcuts(), window_.get());
        ShortcutsEditor* editor = dialog.editor();
        QVERIFY(editor->selectAction(QStringLiteral("View.ResetZoom")));
        // Recorded as the user presses it.
        QTest::keyClick(editor->recorder(), Qt::Key_J, Qt::ControlModifier | Qt::AltModifier);
        // The recorder waits a second for a second chord before it is done.
        QTRY_COMPARE(editor->pendingShortcut(QStringLiteral("View.ResetZoom")), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
        QVERIFY(editor->conflictText().isEmpty());
        // Not before OK.
        QCOMPARE(resetZoom->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    QCOMPARE(resetZoom->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
    QSignalSpy triggered(resetZoom, &QAction::triggered);
    QTest::keyClick(window_.get(), Qt::Key_J, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(triggered.count(), 1);
    QTest::keyClick(window_.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(triggered.count(), 1);
    // The menu shows it (the table reads it from the action).
    QCOMPARE(QSettings().value(QStringLiteral("shortcuts/View.ResetZoom")).toString(), QStringLiteral("Ctrl+Alt+J"));

    restart();
    resetZoom = window_->findChild<QAction*>(QStringLiteral("View.ResetZoom"));
    QCOMPARE(resetZoom->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
    QCOMPARE(window_->shortcuts()->entry(QStringLiteral("View.ResetZoom"))->defaultShortcut,
             QKeySequence(Qt::CTRL | Qt::Key_0));
    QSignalSpy afterRestart(resetZoom, &QAction::triggered);
    QTest::keyClick(window_.get(), Qt::Key_J, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(afterRestart.count(), 1);
}

void TestPreferences::preferencesKeyboardPageIsTheSameEditor()
{
    PreferencesDialog dialog(window_->settings(), window_->shortcuts(), window_.get());
    connect(&dialog, &PreferencesDialog::applied, window_.get(), &MainWindow::applySettings);
    dialog.showPage(PreferencesDialog::Page::Keyboard);
    ShortcutsEditor* editor = dialog.shortcutsEditor();
    QVERIFY(editor && editor->isVisibleTo(&dialog));
    QCOMPARE(editor->table()->rowCount(), int(window_->shortcuts()->entries().size()));
    QVERIFY(editor->selectAction(QStringLiteral("Edit.GoToLine")));
    QTest::keyClick(editor->recorder(), Qt::Key_L, Qt::ControlModifier | Qt::AltModifier);
    // Apply at once, before the recorder is done waiting for a second chord: what it shows counts.
    QCOMPARE(editor->recorder()->keySequence(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L));
    QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Apply), Qt::LeftButton);
    QCOMPARE(window_->findChild<QAction*>(QStringLiteral("Edit.GoToLine"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L));
}

void TestPreferences::aClashIsReported()
{
    KeyboardShortcutsDialog dialog(window_->shortcuts(), window_.get());
    ShortcutsEditor* editor = dialog.editor();
    QVERIFY(editor->selectAction(QStringLiteral("View.ResetZoom")));
    QTest::keyClick(editor->recorder(), Qt::Key_S, Qt::ControlModifier);
    QTRY_COMPARE(editor->pendingShortcut(QStringLiteral("View.ResetZoom")), QKeySequence(Qt::CTRL | Qt::Key_S));
    // File > Save and World > Save World both answer Ctrl+S where Reset Zoom would.
    QVERIFY2(editor->conflictText().contains(QStringLiteral("Save (File)")), qPrintable(editor->conflictText()));
    QVERIFY(editor->conflictText().contains(QStringLiteral("Save World (World)")));
    const QStringList clashing = window_->shortcuts()->conflicts(
        QStringLiteral("View.ResetZoom"), QKeySequence(Qt::CTRL | Qt::Key_S), {});
    QCOMPARE(clashing, (QStringList{"File.Save", "World.Save"}));
    // Both rows say so.
    const QList<QTableWidgetItem*> saveRows = editor->table()->findItems(QStringLiteral("Save"), Qt::MatchExactly);
    QCOMPARE(saveRows.size(), 1);
    QCOMPARE(editor->table()->item(saveRows.first()->row(), 2)->toolTip(), QStringLiteral("Another action has this shortcut"));

    // Actions that are never active together may share a key: Save World only works on a world's tab.
    QVERIFY(editor->selectAction(QStringLiteral("World.Save")));
    QVERIFY(editor->conflictText().contains(QStringLiteral("Reset Zoom")));
    QVERIFY(!editor->conflictText().contains(QStringLiteral("Save (File)")));
    // A panel's own key clashes with a window-wide one.
    QVERIFY(window_->shortcuts()
                ->conflicts(QStringLiteral("Edit.GoToLine"), QKeySequence(Qt::Key_T), {})
                .contains(QStringLiteral("Playtest.Travel")));
}

void TestPreferences::resetRestoresTheDefault()
{
    KeyboardShortcuts* shortcuts = window_->shortcuts();
    QAction* resetZoom = window_->findChild<QAction*>(QStringLiteral("View.ResetZoom"));
    QAction* goToLine = window_->findChild<QAction*>(QStringLiteral("Edit.GoToLine"));
    shortcuts->setShortcut(QStringLiteral("View.ResetZoom"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
    shortcuts->setShortcut(QStringLiteral("Edit.GoToLine"), QKeySequence());
    QCOMPARE(goToLine->shortcut(), QKeySequence());
    QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("shortcuts/Edit.GoToLine"), QStringLiteral("absent")).toString(), QString());

    {   // Reset: one action.
        KeyboardShortcutsDialog dialog(shortcuts, window_.get());
        ShortcutsEditor* editor = dialog.editor();
        QVERIFY(editor->selectAction(QStringLiteral("View.ResetZoom")));
        QVERIFY(editor->resetButton()->isEnabled());
        QTest::mouseClick(editor->resetButton(), Qt::LeftButton);
        QCOMPARE(editor->recorder()->keySequence(), QKeySequence(Qt::CTRL | Qt::Key_0));
        QVERIFY(!editor->resetButton()->isEnabled());
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    QCOMPARE(resetZoom->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_0));
    QCOMPARE(goToLine->shortcut(), QKeySequence());
    QVERIFY(!settings.contains(QStringLiteral("shortcuts/View.ResetZoom")));

    {   // Reset All.
        KeyboardShortcutsDialog dialog(shortcuts, window_.get());
        QTest::mouseClick(dialog.editor()->resetAllButton(), Qt::LeftButton);
        QCOMPARE(dialog.editor()->pendingShortcut(QStringLiteral("Edit.GoToLine")), QKeySequence(Qt::CTRL | Qt::Key_G));
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    QCOMPARE(goToLine->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
    settings.sync();
    settings.beginGroup(QStringLiteral("shortcuts"));
    QVERIFY(settings.childKeys().isEmpty());
    settings.endGroup();

    // A tool tip that names the key follows it.
    QAction* stepOver = window_->findChild<QAction*>(QStringLiteral("Debug.StepOver"));
    QVERIFY(stepOver->toolTip().endsWith(QStringLiteral("(F10)")));
    shortcuts->setShortcut(QStringLiteral("Debug.StepOver"), QKeySequence(Qt::Key_F8));
    QVERIFY2(stepOver->toolTip().endsWith(QStringLiteral("(F8)")), qPrintable(stepOver->toolTip()));
    shortcuts->setShortcut(QStringLiteral("Debug.StepOver"), QKeySequence());
    QVERIFY(!stepOver->toolTip().contains(QLatin1Char('(')));

    // A settings file edited by hand: unknown ids are ignored.
    settings.setValue(QStringLiteral("shortcuts/No.Such.Action"), QStringLiteral("Ctrl+Q"));
    settings.setValue(QStringLiteral("shortcuts/Edit.GoToLine"), QStringLiteral("Ctrl+Shift+L"));
    shortcuts->load();
    QCOMPARE(goToLine->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
}

void TestPreferences::theFilterNarrowsTheTable()
{
    KeyboardShortcutsDialog dialog(window_->shortcuts(), window_.get());
    ShortcutsEditor* editor = dialog.editor();
    QTableWidget* table = editor->table();
    const auto visibleRows = [table] {
        QStringList rows;
        for (int row = 0; row < table->rowCount(); ++row)
            if (!table->isRowHidden(row))
                rows.append(table->item(row, 0)->text());
        return rows;
    };
    const int all = int(visibleRows().size());
    QTest::keyClicks(editor->filterEdit(), QStringLiteral("zoom"));
    const QStringList zooms = visibleRows();
    QVERIFY(zooms.contains(QStringLiteral("Zoom In")));
    QVERIFY(zooms.contains(QStringLiteral("Reset Zoom")));
    QVERIFY(!zooms.contains(QStringLiteral("Save")));
    // By menu and by shortcut too.
    editor->filterEdit()->setText(QStringLiteral("F9"));
    QVERIFY(visibleRows().contains(QStringLiteral("Toggle Breakpoint")));
    editor->filterEdit()->setText(QStringLiteral("Playtest panel"));
    QVERIFY(visibleRows().contains(QStringLiteral("Start")));
    editor->filterEdit()->clear();
    QCOMPARE(visibleRows().size(), all);
}

void TestPreferences::viewKeysFollowTheTableAndPersist()
{
    KeyboardShortcuts* shortcuts = window_->shortcuts();
    // The same key in two kinds of view, or in a view and a panel, is no clash; in one view it is.
    QCOMPARE(shortcuts->conflicts(QStringLiteral("VaultPainter.Pencil"), QKeySequence(Qt::Key_B), {}), QStringList());
    QCOMPARE(shortcuts->conflicts(QStringLiteral("WorldEditor.Travel"), QKeySequence(Qt::Key_T), {}), QStringList());
    QCOMPARE(shortcuts->conflicts(QStringLiteral("VaultPainter.Pencil"), QKeySequence(Qt::Key_L), {}),
             QStringList{"VaultPainter.Line"});
    QCOMPARE(shortcuts->conflicts(QStringLiteral("WorldEditor.Pencil"), QKeySequence(Qt::Key_L), {}),
             QStringList{"WorldEditor.Line"});
    // The disassembly's F9 is its own; the editors' Toggle Breakpoint is off on its tab.
    QCOMPARE(shortcuts->conflicts(QStringLiteral("Disassembly.ToggleInstructionBreakpoint"), QKeySequence(Qt::Key_F9), {}),
             QStringList());

    QVERIFY(openProject());
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs));
    VaultPainter* painter = window_->vaults()->openPainter(QStringLiteral("Flooded Shrine"));
    QVERIFY(painter);
    QAction* pencil = painter->toolAction(VaultTool::Pencil);
    QCOMPARE(pencil->objectName(), QStringLiteral("VaultPainter.Pencil"));
    QCOMPARE(pencil->shortcut(), QKeySequence(Qt::Key_B));
    const QString world = dir_->filePath(QStringLiteral("world.png"));
    QVERIFY(QFile::copy(QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png"), world));
    WorldEditor* worldEditor = window_->worlds()->openWorld(world);
    QVERIFY(worldEditor);
    QCOMPARE(worldEditor->toolAction(WorldToolId::Pencil)->shortcut(), QKeySequence(Qt::Key_B));

    // Changed in the table: the open painter's key changes at once, the world's stays.
    {
        KeyboardShortcutsDialog dialog(shortcuts, window_.get());
        ShortcutsEditor* editor = dialog.editor();
        QVERIFY(editor->selectAction(QStringLiteral("VaultPainter.Pencil")));
        QTest::keyClick(editor->recorder(), Qt::Key_N);
        QTRY_COMPARE(editor->pendingShortcut(QStringLiteral("VaultPainter.Pencil")), QKeySequence(Qt::Key_N));
        QVERIFY(editor->conflictText().isEmpty());
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    QCOMPARE(pencil->shortcut(), QKeySequence(Qt::Key_N));
    QCOMPARE(pencil->toolTip(), QStringLiteral("Pencil (N)"));
    QCOMPARE(worldEditor->toolAction(WorldToolId::Pencil)->shortcut(), QKeySequence(Qt::Key_B));
    QCOMPARE(QSettings().value(QStringLiteral("shortcuts/VaultPainter.Pencil")).toString(), QStringLiteral("N"));
    shortcuts->setShortcut(QStringLiteral("WorldEditor.Travel"), QKeySequence(Qt::SHIFT | Qt::Key_T));
    QCOMPARE(worldEditor->toolAction(WorldToolId::Travel)->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_T));

    // The painter answers the new key.
    painter->toolAction(VaultTool::Line)->trigger();
    QVERIFY(!pencil->isChecked());
    window_->documents()->setCurrentWidget(painter);
    painter->view()->setFocus();
    QVERIFY(QTest::qWaitFor([&] { return painter->view()->hasFocus(); }, kWaitMs));
    QTest::keyClick(painter->view(), Qt::Key_N);
    QVERIFY(pencil->isChecked());

    // Views opened after a restart take the saved keys.
    restart();
    QVERIFY(window_->openProject(mainPath_));
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs));
    painter = window_->vaults()->openPainter(QStringLiteral("Flooded Shrine"));
    QVERIFY(painter);
    QCOMPARE(painter->toolAction(VaultTool::Pencil)->shortcut(), QKeySequence(Qt::Key_N));
    QCOMPARE(painter->toolAction(VaultTool::Line)->shortcut(), QKeySequence(Qt::Key_L));
    worldEditor = window_->worlds()->openWorld(world);
    QVERIFY(worldEditor);
    QCOMPARE(worldEditor->toolAction(WorldToolId::Travel)->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_T));
}

void TestPreferences::theMenusUndoKeyIsThePaintersAndPersists()
{
    QVERIFY(openProject());
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs));
    VaultPainter* painter = window_->vaults()->openPainter(QStringLiteral("Flooded Shrine"));
    QVERIFY(painter);
    QAction* undo = window_->findChild<QAction*>(QStringLiteral("Edit.Undo"), Qt::FindDirectChildrenOnly);
    QVERIFY(undo);
    // The painter's Undo and Zoom In are Edit > Undo's and View > Zoom In's: no key or entry of their own.
    QCOMPARE(painter->undoAction()->objectName(), QStringLiteral("Edit.Undo"));
    QVERIFY(painter->undoAction()->shortcut().isEmpty());
    QCOMPARE(painter->undoAction()->toolTip(),
             QStringLiteral("Undo (%1)").arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    QAction* paintersZoomIn = painter->findChild<QAction*>(QStringLiteral("View.ZoomIn"));
    QVERIFY(paintersZoomIn);
    QVERIFY(paintersZoomIn->shortcut().isEmpty());
    int undoEntries = 0;
    for (const KeyboardShortcuts::Entry& entry : window_->shortcuts()->entries())
        undoEntries += entry.text == QStringLiteral("Undo") ? 1 : 0;
    QCOMPARE(undoEntries, 1);   // Edit > Undo alone

    // Edit > Undo undoes the painter's edit while its tab is current, and is off with nothing to undo.
    window_->documents()->setCurrentWidget(painter);
    QVERIFY(!undo->isEnabled());
    const char before = painter->document()->at(1, 1);
    const char painted = before == '#' ? '.' : '#';
    QVERIFY(painter->document()->applyCells({{{1, 1}, painted}}));
    QTRY_VERIFY(undo->isEnabled());
    undo->trigger();
    QTRY_COMPARE(painter->document()->at(1, 1), before);
    // View > Zoom In zooms the painter, not the text.
    const int zoom = painter->view()->zoomPercent();
    const int textZoom = window_->settings().zoom;
    window_->findChild<QAction*>(QStringLiteral("View.ZoomIn"), Qt::FindDirectChildrenOnly)->trigger();
    QVERIFY(painter->view()->zoomPercent() > zoom);
    QCOMPARE(window_->settings().zoom, textZoom);

    // Another key for Edit > Undo in the table: the menu and the painter answer it, not Ctrl+Z.
    const QKeySequence newKey(Qt::CTRL | Qt::ALT | Qt::Key_U);
    {
        KeyboardShortcutsDialog dialog(window_->shortcuts(), window_.get());
        ShortcutsEditor* editor = dialog.editor();
        QVERIFY(editor->selectAction(QStringLiteral("Edit.Undo")));
        QTest::keyClick(editor->recorder(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
        QTRY_COMPARE(editor->pendingShortcut(QStringLiteral("Edit.Undo")), newKey);
        QVERIFY(editor->conflictText().isEmpty());
        QTest::mouseClick(dialogButton(&dialog, QDialogButtonBox::Ok), Qt::LeftButton);
    }
    QCOMPARE(undo->shortcut(), newKey);
    QCOMPARE(painter->undoAction()->toolTip(), QStringLiteral("Undo (%1)").arg(newKey.toString(QKeySequence::NativeText)));
    QCOMPARE(QSettings().value(QStringLiteral("shortcuts/Edit.Undo")).toString(), QStringLiteral("Ctrl+Alt+U"));
    painter->view()->setFocus();
    QVERIFY(QTest::qWaitFor([&] { return painter->view()->hasFocus(); }, kWaitMs));
    QVERIFY(painter->document()->applyCells({{{1, 1}, painted}}));
    QTest::keyClick(painter->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(painter->document()->at(1, 1), painted);
    QTest::keyClick(painter->view(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
    QTRY_COMPARE(painter->document()->at(1, 1), before);

    // A world's tab: the World menu has no Undo of its own; the same entry and key undo on the world's stack.
    QVERIFY(!window_->findChild<QAction*>(QStringLiteral("World.Undo")));
    const QString world = dir_->filePath(QStringLiteral("world.png"));
    QVERIFY(QFile::copy(QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png"), world));
    WorldEditor* worldEditor = window_->worlds()->openWorld(world);
    QVERIFY(worldEditor);
    window_->documents()->setCurrentWidget(worldEditor);
    QUndoStack* stack = worldEditor->document()->undoStack();
    QVERIFY(!undo->isEnabled());
    // A value the cell has not: the stroke changes it.
    const auto& field = worldEditor->document()->schema().fields.front();
    worldEditor->setBrushField(0);
    worldEditor->setBrushValue(worldEditor->document()->grid().get(5, 5, field) == 0 ? 1 : 0);
    worldEditor->pressCell(QPoint(5, 5));
    worldEditor->dragCell(QPoint(9, 7));
    worldEditor->releaseCell(QPoint(9, 7));
    QCOMPARE(stack->index(), 1);
    QVERIFY(undo->isEnabled());
    QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(stack->index(), 1);
    QTest::keyClick(window_.get(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
    QCOMPARE(stack->index(), 0);
    QVERIFY(!undo->isEnabled());
    window_->findChild<QAction*>(QStringLiteral("Edit.Redo"), Qt::FindDirectChildrenOnly)->trigger();
    QCOMPARE(stack->index(), 1);
    undo->trigger();
    QCOMPARE(stack->index(), 0);

    // After a restart the painter answers the saved key.
    restart();
    QVERIFY(window_->openProject(mainPath_));
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs));
    painter = window_->vaults()->openPainter(QStringLiteral("Flooded Shrine"));
    QVERIFY(painter);
    window_->documents()->setCurrentWidget(painter);
    QCOMPARE(painter->undoAction()->toolTip(), QStringLiteral("Undo (%1)").arg(newKey.toString(QKeySequence::NativeText)));
    painter->view()->setFocus();
    QVERIFY(QTest::qWaitFor([&] { return painter->view()->hasFocus(); }, kWaitMs));
    QVERIFY(painter->document()->applyCells({{{1, 1}, painted}}));
    QTest::keyClick(painter->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(painter->document()->at(1, 1), painted);
    QTest::keyClick(painter->view(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
    QTRY_COMPARE(painter->document()->at(1, 1), before);
}

INCURSION_TEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
} // namespace tst_preferences
