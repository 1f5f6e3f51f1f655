// Starting a module (issue 19): File > New Module's wizard writes each
// template's module, which builds without errors and starts a playtest that
// reaches the player's first turn (the add-on with the module it extends,
// the example, loaded first); names with quotes and
// non-ASCII letters stay one string literal; an existing folder that is not
// empty is refused. New File includes the new file from the main file (an
// undoable edit in its open editor, or written to the disk) and the module
// still builds; Rename and Delete in the Project tree keep the #include in
// step; the welcome page lists the recent projects and its buttons work.

// The game's headers first: they use `slots` as a name, which Qt's headers
// define as a macro.
#include "game/player_command.h"
#include "game/player_view.h"

#include "app/main_window.h"
#include "app/welcome_page.h"
#include "build/build_controller.h"
#include "build/module_build.h"
#include "debug/debug_controller.h"
#include "debug/debug_session.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "playtest/playtest_controller.h"
#include "playtest/playtest_session.h"
#include "project/current_project.h"
#include "project/include_lines.h"
#include "project/module_template.h"
#include "project/new_module_wizard.h"
#include "project/project_files_controller.h"
#include "project/project_settings_dialog.h"
#include "project/project_tree_dock.h"
#include "shared/path_list_edit.h"
#include "app/studio_settings.h"

#include "support/example_project.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <QtTest>

namespace tst_new_module {

using namespace incursion;
using namespace incursion::studio;
using incursion::test::readFile;

namespace {

// Writes a file, making its folder first.
void writeFile(const QString& path, const QByteArray& bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    incursion::test::writeFile(path, bytes);
}

constexpr int kWaitMs = 60000;

QString templatesFolder()
{
    return QStringLiteral(INCURSION_SOURCE_DIR "/data/templates");
}


// Records the URLs QDesktopServices is asked to open.
class UrlRecorder : public QObject {
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl& url) { urls.append(url); }
};

} // namespace

class TestNewModule : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void templatesLoadInOrderInTheUsersLanguage();
    void namesAreSubstitutedSafely();
    void aFolderThatIsNotEmptyIsRefused();
    void eachTemplateBuildsAndPlays_data();
    void eachTemplateBuildsAndPlays();
    void includeNamesFollowTheSearchPath();
    void newFileIncludesItFromTheOpenMainFile();
    void newFileWritesTheIncludeWhenTheMainFileIsClosed();
    void renameAndDeleteKeepTheIncludeInStep();
    void theProjectTreeMenuOffersTheFileActions();
    void theWelcomePageListsRecentProjectsAndItsButtonsWork();

private:
    // Runs the wizard as a user would; returns the new module's main file.
    QString createModule(const QString& name, const QString& templateId, const QString& baseModule = {});
    bool build();

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
};

void TestNewModule::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_new_module"));
}

void TestNewModule::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    window_->documents()->setReloadPrompt([](const QString&) { return true; });
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestNewModule::cleanup()
{
    if (window_)
        window_->close();
    window_.reset();
    dir_.reset();
}

QString TestNewModule::createModule(const QString& name, const QString& templateId, const QString& baseModule)
{
    NewModuleWizard* wizard = window_->createNewModuleWizard(templatesFolder());
    if (!wizard)
        return {};
    wizard->open();
    wizard->nameEdit()->setText(name);
    wizard->locationEdit()->setText(dir_->path());
    wizard->button(QWizard::NextButton)->click();
    if (wizard->currentId() != NewModuleWizard::TemplatePage)
        return {};
    QListWidget* list = wizard->templateList();
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->data(Qt::UserRole).toString().endsWith(QLatin1Char('/') + templateId))
            list->setCurrentRow(row);
    if (!baseModule.isEmpty()) {
        wizard->baseModuleBox()->setEditText(baseModule);
        emit wizard->baseModuleBox()->lineEdit()->editingFinished();
    }
    wizard->button(QWizard::NextButton)->click();
    if (wizard->currentId() != NewModuleWizard::SummaryPage)
        return {};
    if (!wizard->summaryLabel()->text().contains(QStringLiteral("main.irc")))
        return {};
    QSignalSpy opened(window_->currentProject(), &CurrentProject::opened);
    wizard->button(QWizard::FinishButton)->click();
    return opened.count() == 1 ? wizard->createdMainFile() : QString();
}

bool TestNewModule::build()
{
    QSignalSpy finished(window_->build(), &BuildController::buildFinished);
    window_->build()->buildAction()->trigger();
    if (!finished.wait(kWaitMs))
        return false;
    const ModuleBuildPtr built = window_->build()->lastBuild();
    return built && built->succeeded() && built->errorCount == 0;
}

void TestNewModule::templatesLoadInOrderInTheUsersLanguage()
{
    QStringList errors;
    const QList<ModuleTemplate> english = ModuleTemplates::load(templatesFolder(), QStringLiteral("en"), &errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(english.size(), 3);
    QCOMPARE(english[0].name, QStringLiteral("Empty module"));
    QCOMPARE(english[1].name, QStringLiteral("Small dungeon"));
    QCOMPARE(english[2].name, QStringLiteral("Add-on to another module"));
    QVERIFY(!english[0].extendsModule && !english[1].extendsModule && english[2].extendsModule);
    for (const ModuleTemplate& entry : english) {
        QCOMPARE(entry.mainFile, QStringLiteral("main.irc"));
        QVERIFY(!entry.description.isEmpty());
    }
    QCOMPARE(ModuleTemplates::load(templatesFolder(), QStringLiteral("de_AT"))[1].name, QStringLiteral("Kleiner Dungeon"));
    QCOMPARE(ModuleTemplates::load(templatesFolder(), QStringLiteral("fr"))[0].name, QStringLiteral("Module vide"));

    // A broken manifest is reported with its file and byte, and the others still load.
    const QString broken = dir_->filePath(QStringLiteral("templates"));
    writeFile(broken + QStringLiteral("/bad/template.json"), "{ \"name\": ");
    writeFile(broken + QStringLiteral("/good/template.json"), "{ \"name\": \"Good\", \"mainFile\": \"m.irc\" }");
    writeFile(broken + QStringLiteral("/good/m.irc"), "Module \"@MODULE_NAME@\";\n");
    errors.clear();
    const QList<ModuleTemplate> some = ModuleTemplates::load(broken, QStringLiteral("en"), &errors);
    QCOMPARE(some.size(), 1);
    QCOMPARE(some[0].name, QStringLiteral("Good"));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].contains(QStringLiteral("bad/template.json: byte 10")), qPrintable(errors[0]));
}

void TestNewModule::namesAreSubstitutedSafely()
{
    QCOMPARE(ModuleTemplates::stringLiteralBody(QStringLiteral(R"(a "b" \c <d>)")), QStringLiteral(R"(a \"b\" \\c <d>)"));
    QCOMPARE(ModuleTemplates::moduleFileName(QStringLiteral("the deep-cellars 2")), QStringLiteral("TheDeepCellars2.Mod"));
    QCOMPARE(ModuleTemplates::moduleFileName(QStringLiteral("\u00c9t\u00e9")), QStringLiteral("T.Mod"));
    QCOMPARE(ModuleTemplates::moduleFileName(QStringLiteral("\u00e9\u00e9")), QStringLiteral("Module.Mod"));
    QCOMPARE(ModuleTemplates::folderName(QStringLiteral(" a/b:c*?\"<>|d. ")), QStringLiteral("abcd"));
    QVERIFY(!ModuleTemplates::nameProblem(QStringLiteral("two\nlines")).isEmpty());
    QVERIFY(!ModuleTemplates::nameProblem(QStringLiteral("   ")).isEmpty());
    QVERIFY(!ModuleTemplates::nameProblem(QStringLiteral("///")).isEmpty());
    QVERIFY(ModuleTemplates::nameProblem(QStringLiteral("Les \u00ab Caves \u00bb")).isEmpty());

    // The name comes back from the compiled module exactly as typed.
    const QString name = QStringLiteral("Die \"Kalten\" H\u00f6hlen \\ <b>*/");
    const QList<ModuleTemplate> templates = ModuleTemplates::load(templatesFolder(), QStringLiteral("en"));
    NewModuleRequest request{name, dir_->filePath(QStringLiteral("cold")), templates[1], {}};
    QString error;
    const std::optional<QString> main = ModuleTemplates::create(request, &error);
    QVERIFY2(main, qPrintable(error));
    QCOMPARE(*main, dir_->filePath(QStringLiteral("cold/main.irc")));
    const std::optional<module::ModuleImage> image = compileModule(*main, {}, {}, &error);
    QVERIFY2(image, qPrintable(error));
    QCOMPARE(QString::fromStdString(image->name), name);
    QCOMPARE(QString::fromStdString(image->fileName), QStringLiteral("DieKaltenHHlenB.Mod"));
    QVERIFY(!readFile(*main).contains("@MODULE"));
}

void TestNewModule::aFolderThatIsNotEmptyIsRefused()
{
    const QString taken = dir_->filePath(QStringLiteral("Taken"));
    writeFile(taken + QStringLiteral("/notes.txt"), "mine\n");
    const QList<ModuleTemplate> templates = ModuleTemplates::load(templatesFolder(), QStringLiteral("en"));
    QString error;
    QVERIFY(!ModuleTemplates::create({QStringLiteral("Taken"), taken, templates[0], {}}, &error));
    QVERIFY2(error.contains(QStringLiteral("already exists and is not empty")), qPrintable(error));
    QCOMPARE(QDir(taken).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{QStringLiteral("notes.txt")});
    // An empty folder is fine.
    QVERIFY(QDir().mkpath(dir_->filePath(QStringLiteral("Free"))));
    QVERIFY(ModuleTemplates::create({QStringLiteral("Free"), dir_->filePath(QStringLiteral("Free")), templates[0], {}},
                                    &error));

    // The wizard says why and keeps Next disabled.
    NewModuleWizard* wizard = window_->createNewModuleWizard(templatesFolder());
    QVERIFY(wizard);
    wizard->open();
    wizard->locationEdit()->setText(dir_->path());
    wizard->nameEdit()->setText(QStringLiteral("Taken"));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    QVERIFY2(wizard->problemLabel()->text().contains(QStringLiteral("not empty")), qPrintable(wizard->problemLabel()->text()));
    wizard->nameEdit()->setText(QStringLiteral("Elsewhere"));
    QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    QVERIFY(wizard->problemLabel()->text().isEmpty());
    wizard->reject();
}

void TestNewModule::eachTemplateBuildsAndPlays_data()
{
    QTest::addColumn<QString>("templateId");
    QTest::newRow("empty") << QStringLiteral("empty");
    QTest::newRow("dungeon") << QStringLiteral("dungeon");
    QTest::newRow("addon") << QStringLiteral("addon");
}

void TestNewModule::eachTemplateBuildsAndPlays()
{
    QFETCH(QString, templateId);
    QString base;
    if (templateId == QLatin1String("addon")) {
        base = dir_->filePath(QStringLiteral("warrens"));
        QVERIFY(!incursion::test::copyExampleProject(base).isEmpty());
    }
    const QString name = QStringLiteral("Le \u00ab Puits \u00bb \"%1\"").arg(templateId);
    const QString main = createModule(name, templateId, base);
    QVERIFY(!main.isEmpty());
    QCOMPARE(window_->project()->mainFile(), main);
    QVERIFY(!window_->isWelcomePageShown());
    QVERIFY(window_->documents()->editorForPath(main));
    QVERIFY(build());
    QCOMPARE(QString::fromStdString(window_->build()->lastBuild()->image->name), name);

    PlaytestSession* session = window_->playtest()->session();
    QAction* f5 = window_->debugger()->actions().continueRun;
    QVERIFY(QTest::qWaitFor([&] { return f5->isEnabled(); }, kWaitMs));
    f5->trigger();
    QVERIFY(QTest::qWaitFor([&] { return bool(session->lastView()); }, kWaitMs));
    QVERIFY(session->isRunning());
    QVERIFY(session->lastView()->status.hp > 0);
    QCOMPARE(session->lastView()->status.depth, 1);
    // The player's first turn: a rest moves the game's clock on.
    const uint64_t tick = session->lastView()->status.tick;
    session->send(game::PlayerCommand::of(game::CommandKind::Rest));
    QVERIFY(QTest::qWaitFor([&] { return session->lastView()->status.tick > tick; }, kWaitMs));
    QVERIFY(!session->lastView()->status.dead);
    if (templateId != QLatin1String("addon")) {
        // Its own module only.
        QCOMPARE(window_->debugger()->session()->moduleIndex(), 0u);
    } else {
        // The module it extends is loaded first, and the project remembers it.
        QCOMPARE(window_->debugger()->session()->moduleIndex(), 1u);
        QCOMPARE(window_->project()->prerequisites(), QStringList{base + QStringLiteral("/goblin-warrens.irc")});
        // Project Settings shows it (relative to the project) and keeps it.
        ProjectSettingsDialog settings(*window_->project());
        auto* required = settings.findChild<PathListEdit*>(QStringLiteral("prerequisites"));
        QVERIFY(required);
        QCOMPARE(required->paths(), QStringList{QStringLiteral("../warrens/goblin-warrens.irc")});
        QCOMPARE(settings.result().prerequisites(), window_->project()->prerequisites());
        const QByteArray source = readFile(main);
        QVERIFY2(source.contains("Requires \"The Goblin Warrens\";"), source.constData());
    }
    session->stop();
}

void TestNewModule::includeNamesFollowTheSearchPath()
{
    const QString root = dir_->path();
    const QString main = root + QStringLiteral("/main.irc");
    writeFile(main, "");
    writeFile(root + QStringLiteral("/inc/a.irh"), "");
    writeFile(root + QStringLiteral("/sub/b.irh"), "");
    writeFile(root + QStringLiteral("/inc/c.irh"), "");
    writeFile(root + QStringLiteral("/c.irh"), "");
    const QStringList paths{root + QStringLiteral("/inc")};
    QCOMPARE(includeNameFor(root + QStringLiteral("/inc/a.irh"), main, paths), QStringLiteral("a.irh"));
    QCOMPARE(includeNameFor(root + QStringLiteral("/sub/b.irh"), main, paths), QStringLiteral("sub/b.irh"));
    // "c.irh" would find the main file's neighbour first.
    QCOMPARE(includeNameFor(root + QStringLiteral("/inc/c.irh"), main, paths), QStringLiteral("inc/c.irh"));
    QCOMPARE(includeNameFor(QStringLiteral("/elsewhere/d.irh"), main, paths), QString());

    const QByteArray text = "#include \"rules.irh\"\r\nModule \"M\";\r\n#include \"a.irh\" // mine\r\nx\r\n";
    const std::optional<ByteEdit> added = addInclude(text, QStringLiteral("b.irh"));
    QVERIFY(added);
    QCOMPARE(appliedEdits(text, {*added}),
             QByteArray("#include \"rules.irh\"\r\nModule \"M\";\r\n#include \"a.irh\" // mine\r\n#include \"b.irh\"\r\nx\r\n"));
    QVERIFY(!addInclude(text, QStringLiteral("a.irh")));
    QCOMPARE(appliedEdits(text, renameInclude(text, QStringLiteral("a.irh"), QStringLiteral("z.irh"))),
             QByteArray("#include \"rules.irh\"\r\nModule \"M\";\r\n#include \"z.irh\" // mine\r\nx\r\n"));
    QCOMPARE(appliedEdits(text, removeInclude(text, QStringLiteral("rules.irh"))),
             QByteArray("Module \"M\";\r\n#include \"a.irh\" // mine\r\nx\r\n"));
    // Without includes, at the end on a line of its own.
    QCOMPARE(appliedEdits("Module \"M\";", {*addInclude("Module \"M\";", QStringLiteral("n.irh"))}),
             QByteArray("Module \"M\";\n#include \"n.irh\"\n"));
}

void TestNewModule::newFileIncludesItFromTheOpenMainFile()
{
    const QString main = createModule(QStringLiteral("Cellars"), QStringLiteral("dungeon"));
    QVERIFY(!main.isEmpty());
    ProjectFilesController* files = window_->projectFiles();
    QVERIFY(files->newFileAction()->isEnabled());
    QCOMPARE(files->defaultFolder(), dir_->filePath(QStringLiteral("Cellars/inc")));
    ScriptEditor* mainEditor = window_->documents()->editorForPath(main);
    QVERIFY(mainEditor);
    QVERIFY(!mainEditor->isModified());

    // As the user does it: File > New File, a name.
    files->setNamePrompt([](const QString&, const QString&, const QString&) { return QStringLiteral("items"); });
    files->newFileAction()->trigger();
    const QString created = dir_->filePath(QStringLiteral("Cellars/inc/items.irh"));
    QVERIFY(QFileInfo::exists(created));
    QCOMPARE(window_->currentEditor()->filePath(), created);
    QVERIFY(mainEditor->isModified());
    QVERIFY2(mainEditor->text().contains(QStringLiteral("#include \"dungeon.irh\"\n#include \"items.irh\"\n")),
             qPrintable(mainEditor->text()));
    QVERIFY(!readFile(main).contains("items.irh"));     // the editor's buffer has it, unsaved

    // One undo step takes it back; redo brings it again.
    mainEditor->undo();
    QVERIFY(!mainEditor->text().contains(QStringLiteral("items.irh")));
    mainEditor->redo();
    QVERIFY(mainEditor->text().contains(QStringLiteral("#include \"items.irh\"")));

    // The new file takes part in the build.
    ScriptEditor* itemsEditor = window_->currentEditor();
    itemsEditor->setText(itemsEditor->text() + QStringLiteral("Terrain \"puddle\" { Image: blue GLYPH_FLOOR; Mat: MAT_GRANITE; }\n"));
    QVERIFY(build());
    QVERIFY(window_->build()->lastBuild()->sourcePaths.join(QLatin1Char('\n')).contains(QStringLiteral("items.irh")));

    // An existing name is refused with a message.
    QString error;
    QVERIFY(!files->createFile(created, &error));
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));
}

void TestNewModule::newFileWritesTheIncludeWhenTheMainFileIsClosed()
{
    const QString main = createModule(QStringLiteral("Closed"), QStringLiteral("empty"));
    QVERIFY(!main.isEmpty());
    QVERIFY(window_->documents()->closeEditor(window_->documents()->editorForPath(main)));
    QString error;
    QVERIFY2(window_->projectFiles()->createFile(dir_->filePath(QStringLiteral("Closed/inc/spells.irh")), &error),
             qPrintable(error));
    QVERIFY(readFile(main).endsWith("#include \"resources.irh\"\n#include \"spells.irh\"\n"));
    QVERIFY(build());
}

void TestNewModule::renameAndDeleteKeepTheIncludeInStep()
{
    const QString main = createModule(QStringLiteral("Renamed"), QStringLiteral("dungeon"));
    QVERIFY(!main.isEmpty());
    ProjectFilesController* files = window_->projectFiles();
    const QString monsters = dir_->filePath(QStringLiteral("Renamed/inc/monsters.irh"));
    ScriptEditor* mainEditor = window_->documents()->editorForPath(main);
    QVERIFY(mainEditor);
    window_->openFile(monsters);

    // Rename from the menu: the include follows, the tab follows the file.
    files->setNamePrompt([](const QString&, const QString&, const QString& initial) {
        return initial == QLatin1String("monsters.irh") ? QStringLiteral("creatures.irh") : QString();
    });
    files->askRename(monsters);
    const QString creatures = dir_->filePath(QStringLiteral("Renamed/inc/creatures.irh"));
    QVERIFY(!QFileInfo::exists(monsters));
    QVERIFY(QFileInfo::exists(creatures));
    QVERIFY(window_->documents()->editorForPath(creatures));
    QVERIFY(!window_->documents()->editorForPath(monsters));
    QVERIFY(mainEditor->text().contains(QStringLiteral("#include \"creatures.irh\"\n")));
    QVERIFY(!mainEditor->text().contains(QStringLiteral("#include \"monsters.irh\"")));
    QVERIFY(build());

    // Delete asks first; No keeps the file.
    QStringList questions;
    files->setConfirmPrompt([&questions](const QString& question) { questions.append(question); return false; });
    files->askDelete(creatures);
    QCOMPARE(questions, QStringList{QStringLiteral("Move creatures.irh to the trash?")});
    QVERIFY(QFileInfo::exists(creatures));
    QVERIFY(mainEditor->text().contains(QStringLiteral("creatures.irh")));

    // Yes moves it to the trash (never deletes it for good) and drops its
    // include, and nothing else.
    const QString rules = dir_->filePath(QStringLiteral("Renamed/inc/rules.irh"));
    files->setConfirmPrompt([](const QString&) { return true; });
    files->askDelete(creatures);
    QVERIFY(!QFileInfo::exists(creatures));
    QVERIFY(!window_->documents()->editorForPath(creatures));
    QVERIFY(!mainEditor->text().contains(QStringLiteral("#include \"creatures.irh\"")));
    QVERIFY(mainEditor->text().contains(QStringLiteral("#include \"rules.irh\"")));
    QVERIFY(QFileInfo::exists(rules));
    mainEditor->undo();     // the include comes back as one undo step
    QVERIFY(mainEditor->text().contains(QStringLiteral("#include \"creatures.irh\"")));
}

void TestNewModule::theProjectTreeMenuOffersTheFileActions()
{
    const QString main = createModule(QStringLiteral("Menus"), QStringLiteral("empty"));
    QVERIFY(!main.isEmpty());
    ProjectFilesController* files = window_->projectFiles();
    const QString resources = dir_->filePath(QStringLiteral("Menus/inc/resources.irh"));
    std::unique_ptr<QMenu> menu(files->contextMenu(resources));
    QStringList texts;
    for (QAction* action : menu->actions())
        if (!action->isSeparator())
            texts.append(action->text());
    QCOMPARE(texts, (QStringList{QStringLiteral("New &File..."), QStringLiteral("&Rename..."), QStringLiteral("&Delete"),
                                 QStringLiteral("Reveal in File &Manager")}));
    // A folder's menu has no Rename or Delete.
    std::unique_ptr<QMenu> folderMenu(files->contextMenu(dir_->filePath(QStringLiteral("Menus/inc"))));
    QCOMPARE(folderMenu->actions().size(), 3);     // New File, a separator, Reveal

    // New File from a folder's menu makes the file in that folder.
    files->setNamePrompt([](const QString&, const QString&, const QString&) { return QStringLiteral("extra.irh"); });
    folderMenu->actions().first()->trigger();
    QVERIFY(QFileInfo::exists(dir_->filePath(QStringLiteral("Menus/inc/extra.irh"))));

    // Reveal opens the file's folder in the file manager.
    UrlRecorder recorder;
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &recorder, "open");
    menu->actions().last()->trigger();
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    QCOMPARE(recorder.urls, QList<QUrl>{QUrl::fromLocalFile(dir_->filePath(QStringLiteral("Menus/inc")))});
}

void TestNewModule::theWelcomePageListsRecentProjectsAndItsButtonsWork()
{
    // No project open: the welcome page, with nothing recent yet.
    WelcomePage* welcome = window_->welcomePage();
    QVERIFY(window_->isWelcomePageShown());
    QVERIFY(!welcome->recentList()->isVisible());

    // Open Project asks for a folder.
    QTimer::singleShot(0, this, [] {
        if (QWidget* dialog = QApplication::activeModalWidget())
            dialog->close();
    });
    QTest::mouseClick(welcome->openProjectButton(), Qt::LeftButton);

    // New Module opens the wizard.
    QTest::mouseClick(welcome->newModuleButton(), Qt::LeftButton);
    auto* wizard = window_->findChild<NewModuleWizard*>();
    QVERIFY(wizard && wizard->isVisible());
    wizard->reject();

    const QString first = createModule(QStringLiteral("First"), QStringLiteral("empty"));
    const QString second = createModule(QStringLiteral("Second"), QStringLiteral("empty"));
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    QVERIFY(!window_->isWelcomePageShown());
    QVERIFY(window_->closeProject());
    QVERIFY(window_->isWelcomePageShown());
    QListWidget* recent = welcome->recentList();
    QVERIFY(recent->isVisible());
    QCOMPARE(recent->count(), 2);
    QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), dir_->filePath(QStringLiteral("Second")));
    QVERIFY(recent->item(0)->text().startsWith(QStringLiteral("Second\n")));
    QCOMPARE(recent->item(1)->data(Qt::UserRole).toString(), dir_->filePath(QStringLiteral("First")));

    // Activating one opens it.
    emit recent->itemActivated(recent->item(1));
    QVERIFY(window_->project());
    QCOMPARE(window_->project()->rootPath(), dir_->filePath(QStringLiteral("First")));
    QVERIFY(!window_->isWelcomePageShown());

    // View > Welcome Page comes back to it; the open project's entry returns to its tabs.
    window_->showWelcomePage();
    QVERIFY(window_->isWelcomePageShown());
    QCOMPARE(welcome->recentList()->item(0)->data(Qt::UserRole).toString(), dir_->filePath(QStringLiteral("First")));
    emit welcome->recentList()->itemActivated(welcome->recentList()->item(0));
    QVERIFY(!window_->isWelcomePageShown());

    // A build tree has no installed example: its button is hidden.
    QVERIFY(welcome->exampleButton()->isHidden());
}

INCURSION_TEST_MAIN(TestNewModule)
#include "tst_new_module.moc"
} // namespace tst_new_module
