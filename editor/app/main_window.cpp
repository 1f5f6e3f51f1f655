#include "app/main_window.h"

#include "app/language_integration.h"
#include "app/layout_modes.h"
#include "app/keyboard_shortcuts.h"
#include "app/keyboard_shortcuts_dialog.h"
#include "app/preferences_dialog.h"
#include "app/startup_project.h"
#include "app/translations.h"
#include "app/welcome_page.h"
#include "build/build_controller.h"
#include "build/disassembly_view.h"
#include "debug/debug_controller.h"
#include "playtest/playtest_controller.h"
#include "vault/vault_controller.h"
#include "vault/vault_document.h"
#include "vault/vault_painter.h"
#include "editing/document_tabs.h"
#include "editing/edit_commands.h"
#include "editing/find_replace_bar.h"
#include "editing/script_editor.h"
#include "help/guide.h"
#include "help/help_controller.h"
#include "language/find_in_files_dock.h"
#include "language/module_location.h"
#include "language/references_dock.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "build/build_output_dock.h"
#include "build/module_browser_dock.h"
#include "debug/breakpoints_dock.h"
#include "debug/call_stack_dock.h"
#include "debug/variables_dock.h"
#include "debug/watches_dock.h"
#include "playtest/entity_inspector_dock.h"
#include "playtest/playtest_dock.h"
#include "playtest/turn_queue_dock.h"
#include "project/current_project.h"
#include "project/module_template.h"
#include "project/new_module_wizard.h"
#include "project/project_files_controller.h"
#include "project/project_settings_dialog.h"
#include "project/project_tree_dock.h"
#include "recovery/autosave_controller.h"
#include "recovery/recovery_dialog.h"
#include "recovery/recovery_store.h"
#include "shared/icons.h"
#include "shared/shortcut_scope.h"
#include "world/tile_preview_dock.h"
#include "world/world_controller.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_fields_dock.h"
#include "world/world_rules_dock.h"
#include "world/world_travel_dock.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace incursion::studio {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , project_(new CurrentProject(this))
    , settings_(StudioSettings::load())
    , theme_(Theme::byId(settings_.themeId))
    , documents_(new DocumentTabs(this))
    , findBar_(new FindReplaceBar(this))
    , projectTree_(new ProjectTreeDock(this))
    , cursorPosition_(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(studioIcon("incursion-studio"));

    auto* editors = new QWidget(this);
    auto* layout = new QVBoxLayout(editors);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(documents_, 1);
    layout->addWidget(findBar_);
    welcome_ = new WelcomePage(this);
    central_ = new QStackedWidget(this);
    central_->addWidget(welcome_);
    central_->addWidget(editors);
    setCentralWidget(central_);

    createActions();
    createMenus();
    createToolBar();
    addDock(projectTree_, Qt::LeftDockWidgetArea);
    statusBar()->addPermanentWidget(cursorPosition_);
    // Before restoring the window state, so that its docks find their places.
    createControllers();
    // Every action is in place: the shortcuts know their defaults, then take the user's.
    shortcuts_ = new KeyboardShortcuts(this);
    shortcuts_->addMenuBar(menuBar());
    const PlaytestDock::Actions& playtestActions = playtest_->dock()->actions();
    shortcuts_->addActions({playtestActions.start, playtestActions.pause, playtestActions.stop,
                            playtestActions.saveSnapshot, playtestActions.loadSnapshot, playtestActions.travel,
                            playtestActions.zoomIn, playtestActions.zoomOut, playtestActions.overview},
                           tr("Playtest panel"));
    // In no menu (its key is Qt Creator's); listed with the Edit menu's entries.
    shortcuts_->addActions({edit_->actions().goToLineAlternate}, QString(editMenu_->title()).remove(QLatin1Char('&')));
    // Each open view has its own copies of these; the table keeps them in step.
    shortcuts_->addViewActions(VaultPainter::viewActions(), tr("Vault painter"), QStringLiteral("vault"));
    shortcuts_->addViewActions(WorldEditor::viewActions(), tr("World editor"), QStringLiteral("world"));
    shortcuts_->addViewActions(DisassemblyView::viewActions(), tr("Disassembly"), QStringLiteral("disassembly"));
    connect(documents_, &DocumentTabs::viewAdded, shortcuts_, &KeyboardShortcuts::adoptView);
    shortcuts_->load();

    // New include folders in the project's settings show in its tree.
    connect(project_, &CurrentProject::settingsChanged, projectTree_, [this](const Project& project) {
        projectTree_->setRootPath(project.rootPath(), project.includePaths());
    });
    connect(projectTree_, &ProjectTreeDock::fileActivated, this, [this](const QString& path) {
        if (WorldController::isWorldFile(path))
            worlds_->openWorld(path);
        else
            openFile(path);
    });
    connect(documents_, &DocumentTabs::currentEditorChanged, this, &MainWindow::onCurrentEditorChanged);
    // Whatever opens in a tab is what the user wants to see.
    connect(documents_, &QTabWidget::currentChanged, this, [this] {
        if (documents_->count() > 0)
            showEditors();
    });
    connect(welcome_, &WelcomePage::newModuleRequested, this, &MainWindow::newModule);
    connect(welcome_, &WelcomePage::openProjectRequested, this, &MainWindow::openProjectDialog);
    connect(welcome_, &WelcomePage::exampleRequested, this, &MainWindow::openExample);
    connect(welcome_, &WelcomePage::recentProjectChosen, this, [this](const QString& path) {
        const std::optional<Project> chosen = Project::open(path);
        if (project() && chosen && chosen->rootPath() == project()->rootPath())
            showEditors();      // already open
        else
            openProject(path);
    });
    showWelcomePage();
    connect(documents_, &DocumentTabs::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });

    applySettings(settings_);
    const QSettings stored;
    if (!restoreGeometry(stored.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1200, 800);
    layouts_->restore();
    onCurrentEditorChanged(nullptr);

    // Unsaved work and the session survive a crash: buffers are copied every
    // few seconds, and the tabs, cursors and docks are remembered as they change.
    recovery_ = std::make_unique<RecoveryStore>();
    autosave_ = new AutosaveController(documents_, recovery_.get(), build_->outputDock(), this);
    sessionTimer_ = new QTimer(this);
    sessionTimer_->setSingleShot(true);
    sessionTimer_->setInterval(500);
    connect(sessionTimer_, &QTimer::timeout, this, &MainWindow::rememberSession);
    connect(autosave_, &AutosaveController::saved, this, &MainWindow::rememberSession);
    for (auto signal : {&DocumentTabs::editorOpened, &DocumentTabs::editorAboutToClose,
                        &DocumentTabs::currentEditorChanged})
        connect(documents_, signal, sessionTimer_, qOverload<>(&QTimer::start));
}

MainWindow::~MainWindow()
{
    delete autosave_;
    // The playtest, then the debugger: the game ends, then its VM thread.
    // The editors go before the docks they report to: stop listening first.
    delete vaults_;     // before the Problems panel its painters report to
    delete worlds_;
    delete playtest_;
    delete debug_;
    delete build_;
    delete help_;       // before the language services it asks
    delete language_;
    disconnect(documents_, nullptr, this, nullptr);
}

void MainWindow::createControllers()
{
    language_ = new LanguageIntegration(documents_, project_, statusBar(), this);
    build_ = new BuildController(documents_, project_, language_, statusBar(), this);
    debug_ = new DebugController(documents_, project_, build_, build_->outputDock(), statusBar(), this);
    playtest_ = new PlaytestController(documents_, project_, debug_, statusBar(), this);
    vaults_ = new VaultController(documents_, language_, build_->moduleBrowser(), statusBar(), this);
    connect(vaults_, &VaultController::playFromHereRequested, playtest_, &PlaytestController::playFromVault);
    const auto resizePanel = [this](QDockWidget* panel, int size, Qt::Orientation orientation) {
        resizeDocks({panel}, {size}, orientation);
    };
    connect(playtest_, &PlaytestController::panelSizeWanted, this, resizePanel);

    // Default layout (a saved window state overrides it): the Outline, Module
    // browser and Variables tabbed on the right with Watches, Turn Queue and
    // Entity Inspector below; Problems, Find in Files, Build output, Call Stack,
    // Breakpoints and the Playtest at the bottom.
    addDock(language_->outlineDock(), Qt::RightDockWidgetArea);
    addDock(language_->problemsDock(), Qt::BottomDockWidgetArea);
    addDock(language_->findInFilesDock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(language_->problemsDock(), language_->findInFilesDock());
    addDock(language_->referencesDock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(language_->problemsDock(), language_->referencesDock());
    resizeDocks({language_->outlineDock()}, {260}, Qt::Horizontal);
    resizeDocks({language_->problemsDock()}, {130}, Qt::Vertical);
    addDock(build_->outputDock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(language_->problemsDock(), build_->outputDock());
    addDock(build_->moduleBrowser(), Qt::RightDockWidgetArea);
    tabifyDockWidget(language_->outlineDock(), build_->moduleBrowser());
    language_->problemsDock()->raise();
    language_->outlineDock()->raise();
    addDock(debug_->callStackDock(), Qt::BottomDockWidgetArea);
    addDock(debug_->breakpointsDock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(debug_->callStackDock(), debug_->breakpointsDock());
    addDock(debug_->watchesDock(), Qt::RightDockWidgetArea);
    addDock(debug_->variablesDock(), Qt::RightDockWidgetArea);
    tabifyDockWidget(build_->moduleBrowser(), debug_->variablesDock());
    addDock(playtest_->dock(), Qt::BottomDockWidgetArea);
    addDock(playtest_->turnQueueDock(), Qt::RightDockWidgetArea);
    addDock(playtest_->inspectorDock(), Qt::RightDockWidgetArea);

    // Edit: Go to Definition and Find in Files next to their relatives, before Preferences.
    editMenu_->insertAction(actions_.preferences, language_->goToDefinitionAction());
    for (QAction* action : {language_->findReferencesAction(), language_->renameAction(), language_->backAction(),
                            language_->forwardAction()})
        editMenu_->insertAction(actions_.preferences, action);
    editMenu_->insertAction(actions_.preferences, language_->findInFilesAction());
    editMenu_->insertSeparator(actions_.preferences);
    projectMenu_->insertAction(actions_.projectSettings, language_->checkNowAction());
    projectMenu_->insertSeparator(actions_.projectSettings);
    files_ = new ProjectFilesController(documents_, project_, projectTree_, statusBar(), this);
    files_->newFileAction()->setIcon(studioIcon("new-file"));
    fileMenu_->insertAction(actions_.openProject, files_->newFileAction());
    fileMenu_->insertSeparator(actions_.openProject);
    // File: the vault painter's entries after Open File.
    for (QAction* action : {vaults_->newVaultAction(), vaults_->duplicateVaultAction(), vaults_->openPainterAction()})
        fileMenu_->insertAction(actions_.save, action);
    fileMenu_->insertSeparator(actions_.save);
    buildMenu_->addAction(build_->buildAction());
    buildMenu_->addAction(build_->cancelAction());
    buildMenu_->addSeparator();
    buildMenu_->addAction(build_->disassembleAction());
    toolBar_->addSeparator();
    toolBar_->addAction(language_->checkNowAction());
    toolBar_->addAction(build_->buildAction());

    const DebugController::Actions& debugActions = debug_->actions();
    debugMenu_->addAction(debugActions.runFunction);
    debugMenu_->addSeparator();
    for (QAction* action : {debugActions.continueRun, debugActions.stepOver, debugActions.stepInto,
                            debugActions.stepOut, debugActions.stepInstruction, debugActions.pause, debugActions.stop})
        debugMenu_->addAction(action);
    debugMenu_->addSeparator();
    debugMenu_->addAction(debugActions.toggleBreakpoint);
    debugMenu_->addAction(debugActions.breakOnError);
    // The editors' context menu: the menus' own actions, with their shortcuts.
    const EditCommands::Actions& edit = edit_->actions();
    documents_->setEditorContextMenu({edit.undo, edit.redo, nullptr, edit.cut, edit.copy, edit.paste, nullptr,
                                      edit.selectAll, nullptr,
                                      language_->goToDefinitionAction(), language_->findReferencesAction(),
                                      language_->renameAction(), debugActions.toggleBreakpoint});
    debugMenu_->addSeparator();
    debugMenu_->addAction(playtest_->reloadAction());
    debugMenu_->addAction(playtest_->reportAction());
    debugMenu_->addAction(playtest_->playWorldAction());
    debug_->toolBar()->setIconSize(toolBar_->iconSize());
    addToolBar(debug_->toolBar());

    // Worlds: tabs among the documents, the World menu, their panels tabbed
    // with the others (hidden until a world is opened: View > Panels shows them).
    worlds_ = new WorldController(documents_, project_, statusBar(), this);
    fileMenu_->insertAction(actions_.openFile, worlds_->newWorldAction());
    fileMenu_->insertAction(actions_.openFile, worlds_->openWorldAction());
    menuBar()->insertMenu(buildMenu_->menuAction(), worlds_->menu());
    addDock(worlds_->fieldsDock(), Qt::LeftDockWidgetArea);
    addDock(worlds_->tilePreviewDock(), Qt::RightDockWidgetArea);
    addDock(worlds_->rulesDock(), Qt::BottomDockWidgetArea);
    addDock(worlds_->travelDock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(language_->problemsDock(), worlds_->rulesDock());
    tabifyDockWidget(language_->problemsDock(), worlds_->travelDock());
    language_->problemsDock()->raise();
    // Until a world's tab is current the editor has their room (a saved
    // window state shows them again where the user left them).
    for (QDockWidget* dock : {static_cast<QDockWidget*>(worlds_->fieldsDock()),
                              static_cast<QDockWidget*>(worlds_->tilePreviewDock()),
                              static_cast<QDockWidget*>(worlds_->rulesDock()),
                              static_cast<QDockWidget*>(worlds_->travelDock())})
        dock->hide();
    // A world plays from a cell (World > Play from This Cell), and F5 plays
    // the world whose tab is current.
    // A game on an open world plays it as its editor has it: its seed (its tiles are the
    // Tile Preview's) and its unsaved cells.
    playtest_->setOpenWorldSource([this](const QString& worldPath) -> std::optional<OpenWorld> {
        const WorldEditor* world = worlds_->editorFor(worldPath);
        if (!world)
            return std::nullopt;
        const WorldDocument& document = *world->document();
        return OpenWorld{document.seed(), document.isModified() ? &document.grid() : nullptr};
    });
    connect(worlds_, &WorldController::playFromCellRequested, playtest_,
            [this](const QString& worldPath, int x, int y) { playtest_->startOnWorld(worldPath, QPoint(x, y)); });
    connect(documents_, &QTabWidget::currentChanged, this, [this] {
        WorldEditor* world = worlds_->currentEditor();
        playtest_->setWorldDocument(world ? world->document()->path() : QString());
        // A world's tab brings its panels forward.
        if (world) {
            // The fields panel shares the Project's column: on its first showing the
            // column widens to the panel's contents (it opened ~215 px wide and
            // scrolled sideways); later the user's width stays.
            QDockWidget* fields = worlds_->fieldsDock();
            const bool fieldsWereHidden = fields->isHidden();
            for (QDockWidget* dock : {static_cast<QDockWidget*>(worlds_->fieldsDock()),
                                      static_cast<QDockWidget*>(worlds_->tilePreviewDock()),
                                      static_cast<QDockWidget*>(worlds_->rulesDock())}) {
                dock->show();
                dock->raise();
            }
            if (fieldsWereHidden) {
                const int frame = fields->width() - fields->widget()->width();
                const int wanted = fields->widget()->sizeHint().width() + frame;
                resizeDocks({fields}, {std::max(fields->width(), wanted)}, Qt::Horizontal);
            }
        }
    });

    // Help: its panel tabbed with the Outline, hidden until asked for; the Help
    // menu's entries before About.
    help_ = new HelpController(documents_, language_, guideDirectory(QCoreApplication::applicationDirPath()), this);
    addDock(help_->dock(), Qt::RightDockWidgetArea);
    tabifyDockWidget(language_->outlineDock(), help_->dock());
    help_->dock()->hide();
    connect(help_, &HelpController::panelSizeWanted, this, resizePanel);
    for (QAction* action : {help_->languageGuideAction(), help_->scriptReferenceAction(), help_->contextHelpAction()})
        helpMenu_->insertAction(actions_.about, action);
    helpMenu_->insertSeparator(actions_.about);

    // Debugging brings the Debug layout, its end the Edit layout back.
    layouts_ = new LayoutModes(this,
                               // Raised in this order: the Call Stack in front of the Breakpoints.
                               {debug_->breakpointsDock(), debug_->watchesDock(), debug_->variablesDock(),
                                debug_->callStackDock()},
                               {playtest_->dock(), playtest_->turnQueueDock(), playtest_->inspectorDock(),
                                language_->findInFilesDock()},
                               this);
    QAction* layoutsPlace = panelsMenu_->menuAction();
    viewMenu_->insertAction(layoutsPlace, layouts_->editAction());
    viewMenu_->insertAction(layoutsPlace, layouts_->debugAction());
    connect(layouts_, &LayoutModes::firstArranged, this, [this](LayoutModes::Mode mode) {
        // The first layouts give the panels a useful size; later ones keep the user's.
        if (mode == LayoutModes::Mode::Edit) {
            // The editor gets most of the window.
            resizeDocks({language_->problemsDock()}, {130}, Qt::Vertical);
            resizeDocks({language_->outlineDock(), projectTree_}, {240, 220}, Qt::Horizontal);
            return;
        }
        resizeDocks({debug_->variablesDock()}, {300}, Qt::Horizontal);
        resizeDocks({debug_->watchesDock()}, {180}, Qt::Vertical);
        resizeDocks({debug_->callStackDock()}, {420}, Qt::Horizontal);
    });
    connect(debug_, &DebugController::stopAboutToShow, layouts_, &LayoutModes::debuggingStarted);
    connect(playtest_, &PlaytestController::aboutToStart, layouts_, &LayoutModes::debuggingStarted);
    // A restart's gap between two games is no end, and a playtest that failed to start keeps its
    // panel in sight to say why.
    const auto maybeEnded = [this] {
        const DebugSession* session = debug_->session();
        const PlaytestSession* playtest = playtest_->session();
        if (!playtest->isActive() && !playtest->startFailed()
            && (!session || session->state() == DebugSession::State::Idle))
            layouts_->debuggingEnded();
    };
    connect(debug_, &DebugController::sessionEnded, layouts_, maybeEnded);
    connect(playtest_->session(), &PlaytestSession::finished, layouts_, maybeEnded);
}

void MainWindow::createActions()
{
    auto make = [this](const QString& text, const QKeySequence& shortcut, const QIcon& actionIcon,
                       auto slot) {
        auto* action = new QAction(actionIcon, text, this);
        action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    actions_.newModule = make(tr("New &Module..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                              studioIcon("new-module"), &MainWindow::newModule);
    actions_.welcome = make(tr("&Welcome Page"), QKeySequence(), QIcon(), &MainWindow::showWelcomePage);
    actions_.openProject = make(tr("Open &Project..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), studioIcon("open-project"),
                                &MainWindow::openProjectDialog);
    actions_.openFile = make(tr("&Open File..."), QKeySequence::Open, studioIcon("open-file"), &MainWindow::openFileDialog);
    actions_.save = make(tr("&Save"), QKeySequence::Save, studioIcon("save"),
                         [this] { documents_->save(documents_->currentTextEditor()); });
    actions_.saveAs = make(tr("Save &As..."), QKeySequence::SaveAs, QIcon(),
                           [this] { documents_->saveAs(documents_->currentTextEditor()); });
    actions_.saveAll = make(tr("Save A&ll"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), studioIcon("save-all"),
                            [this] { documents_->saveAll(); });
    actions_.close = make(tr("&Close"), QKeySequence::Close, studioIcon("close"),
                          [this] { documents_->closeTab(documents_->currentIndex()); });
    actions_.closeAll = make(tr("Close All"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W), QIcon(),
                             [this] { documents_->closeAll(); });
    actions_.closeProject = make(tr("Close P&roject"), QKeySequence(), QIcon(), [this] { closeProject(); });
    actions_.quit = make(tr("&Quit"), QKeySequence::Quit, QIcon(), &QWidget::close);

    // Undo, Redo, Find, Zoom... act on the current tab.
    edit_ = new EditCommands(documents_, findBar_, this);
    connect(edit_, &EditCommands::zoomRequested, this, &MainWindow::zoom);
    actions_.preferences = make(tr("Pre&ferences..."), QKeySequence::Preferences, studioIcon("settings"),
                                &MainWindow::editPreferences);

    actions_.projectSettings = make(tr("Project &Settings..."), QKeySequence(), studioIcon("settings"),
                                    &MainWindow::editProjectSettings);
    actions_.keyboardShortcuts = make(tr("&Keyboard Shortcuts..."), QKeySequence(), QIcon(),
                                      &MainWindow::editKeyboardShortcuts);
    actions_.about = make(tr("&About Incursion Studio"), QKeySequence(), studioIcon("incursion-studio"),
                          &MainWindow::showAbout);
    // Each action's id names it in the settings of the keyboard shortcuts: never change one.
    const std::pair<QAction*, const char*> ids[] = {
        {actions_.newModule, "File.NewModule"},
        {actions_.openProject, "File.OpenProject"},
        {actions_.openFile, "File.OpenFile"},
        {actions_.save, "File.Save"},
        {actions_.saveAs, "File.SaveAs"},
        {actions_.saveAll, "File.SaveAll"},
        {actions_.close, "File.Close"},
        {actions_.closeAll, "File.CloseAll"},
        {actions_.closeProject, "File.CloseProject"},
        {actions_.quit, "File.Quit"},
        {actions_.preferences, "Edit.Preferences"},
        {actions_.welcome, "View.WelcomePage"},
        {actions_.projectSettings, "Project.Settings"},
        {actions_.keyboardShortcuts, "Help.KeyboardShortcuts"},
        {actions_.about, "Help.About"},
    };
    for (const auto& [action, id] : ids)
        action->setObjectName(QLatin1String(id));
    // These work on a text editor; the World menu has its own under the same keys.
    for (QAction* action : {actions_.save, actions_.saveAs})
        setShortcutScope(action, QStringLiteral("text"));
}

void MainWindow::createMenus()
{
    fileMenu_ = menuBar()->addMenu(tr("&File"));
    fileMenu_->addAction(actions_.newModule);
    fileMenu_->addAction(actions_.openProject);
    recentProjectsMenu_ = fileMenu_->addMenu(tr("Recent P&rojects"));
    connect(recentProjectsMenu_, &QMenu::aboutToShow, this, &MainWindow::updateRecentProjectsMenu);
    fileMenu_->addAction(actions_.openFile);
    fileMenu_->addSeparator();
    fileMenu_->addAction(actions_.save);
    fileMenu_->addAction(actions_.saveAs);
    fileMenu_->addAction(actions_.saveAll);
    fileMenu_->addSeparator();
    fileMenu_->addAction(actions_.close);
    fileMenu_->addAction(actions_.closeAll);
    fileMenu_->addAction(actions_.closeProject);
    fileMenu_->addSeparator();
    fileMenu_->addAction(actions_.quit);

    const EditCommands::Actions& edit = edit_->actions();
    editMenu_ = menuBar()->addMenu(tr("&Edit"));
    editMenu_->addActions({edit.undo, edit.redo});
    editMenu_->addSeparator();
    editMenu_->addActions({edit.cut, edit.copy, edit.paste, edit.selectAll});
    editMenu_->addSeparator();
    editMenu_->addActions({edit.find, edit.replace, edit.findNext, edit.findPrevious, edit.goToLine});
    editMenu_->addSeparator();
    editMenu_->addAction(actions_.preferences);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->addAction(actions_.welcome);
    viewMenu_->addSeparator();
    QMenu* themeMenu = viewMenu_->addMenu(tr("&Theme"));
    themeActions_ = new QActionGroup(this);
    for (const QString& id : Theme::ids()) {
        QAction* action = themeMenu->addAction(Theme::byId(id).displayName());
        action->setCheckable(true);
        action->setData(id);
        action->setObjectName(QStringLiteral("View.Theme.") + id);
        themeActions_->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { setTheme(id); });
    }
    viewMenu_->addSeparator();
    viewMenu_->addActions({edit.zoomIn, edit.zoomOut, edit.zoomReset});
    viewMenu_->addSeparator();
    panelsMenu_ = viewMenu_->addMenu(tr("&Panels"));

    projectMenu_ = menuBar()->addMenu(tr("&Project"));
    projectMenu_->addAction(actions_.projectSettings);

    buildMenu_ = menuBar()->addMenu(tr("&Build"));
    debugMenu_ = menuBar()->addMenu(tr("&Debug"));

    helpMenu_ = menuBar()->addMenu(tr("&Help"));
    helpMenu_->addAction(actions_.keyboardShortcuts);
    helpMenu_->addSeparator();
    helpMenu_->addAction(actions_.about);
}

void MainWindow::createToolBar()
{
    toolBar_ = addToolBar(tr("Main Toolbar"));
    toolBar_->setObjectName(QStringLiteral("MainToolBar"));
    toolBar_->setIconSize(QSize(20, 20));
    toolBar_->addAction(actions_.newModule);
    toolBar_->addAction(actions_.openProject);
    toolBar_->addAction(actions_.openFile);
    toolBar_->addAction(actions_.save);
    toolBar_->addAction(actions_.saveAll);
    toolBar_->addSeparator();
    toolBar_->addAction(edit_->actions().find);
    toolBar_->addAction(edit_->actions().replace);
    toolBar_->toggleViewAction()->setObjectName(QStringLiteral("View.Panels.MainToolBar"));
    panelsMenu_->addAction(toolBar_->toggleViewAction());
}

QMenu* MainWindow::menu(Menu which)
{
    switch (which) {
    case Menu::File: return fileMenu_;
    case Menu::Edit: return editMenu_;
    case Menu::View: return viewMenu_;
    case Menu::Project: return projectMenu_;
    case Menu::Build: return buildMenu_;
    case Menu::Debug: return debugMenu_;
    case Menu::Help: return helpMenu_;
    case Menu::Tools:
        // Created on first use so an empty menu never shows.
        if (!toolsMenu_) {
            toolsMenu_ = new QMenu(tr("&Tools"), this);
            menuBar()->insertMenu(helpMenu_->menuAction(), toolsMenu_);
        }
        return toolsMenu_;
    }
    return nullptr;
}

void MainWindow::addDock(QDockWidget* dock, Qt::DockWidgetArea area)
{
    if (dock->objectName().isEmpty())
        dock->setObjectName(dock->windowTitle());   // needed to save the window state
    addDockWidget(area, dock);
    dock->toggleViewAction()->setObjectName(QStringLiteral("View.Panels.") + dock->objectName());
    panelsMenu_->addAction(dock->toggleViewAction());
}

ScriptEditor* MainWindow::currentEditor() const
{
    return documents_->currentEditor();
}

ScriptEditor* MainWindow::openFile(const QString& path, int line, int column)
{
    return documents_->showFile(path, line, column);
}

const Project* MainWindow::project() const
{
    return project_->project();
}

bool MainWindow::openProject(const QString& path)
{
    QString error;
    std::optional<Project> opened = Project::open(path, &error);
    if (!opened) {
        QMessageBox::warning(this, tr("Open Project"), error);
        return false;
    }
    if (!closeProject())
        return false;
    RecentProjects::add(opened->rootPath());
    projectTree_->setRootPath(opened->rootPath(), opened->includePaths());

    const Project::Session session = opened->loadSession();
    for (const QString& file : session.openFiles)
        if (QFileInfo::exists(file))
            documents_->openFile(file);
    if (documents_->count() == 0 && !opened->mainFile().isEmpty())
        documents_->openFile(opened->mainFile());
    for (ScriptEditor* editor : documents_->editors())
        if (const auto cursor = session.cursors.find(editor->filePath()); cursor != session.cursors.end())
            editor->setDocumentCursorPosition(cursor->first, cursor->second);

    project_->open(std::move(*opened));
    // The world and vault painter tabs, once the project (their sources) is open.
    // One that no longer opens says so in the status bar, not in a dialog per tab.
    for (const QString& world : session.worlds) {
        QString error;
        if (QFileInfo::exists(world) && !worlds_->openWorld(world, &error))
            statusBar()->showMessage(error, 10000);
    }
    for (const QString& region : session.vaults)
        vaults_->openPainter(region);
    if (ScriptEditor* current = documents_->editorForPath(session.currentFile))
        documents_->setCurrentWidget(current);
    else if (WorldEditor* world = worlds_->editorFor(session.currentFile))
        documents_->setCurrentWidget(world);
    else if (VaultPainter* painter = vaults_->painterFor(session.currentVault))
        documents_->setCurrentWidget(painter);
    showEditors();
    updateActions();
    updateWindowTitle();
    return true;
}

bool MainWindow::openPath(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isFile() || info.suffix().compare(QLatin1String("irc"), Qt::CaseInsensitive) == 0)
        return openProject(path);
    if (!project() || !info.absoluteFilePath().startsWith(project()->rootPath() + QLatin1Char('/'))) {
        // A file of a module (an .irh in its inc/) opens the module's project:
        // its .irc as incls finds it, else the file's folder.
        const QString mainFile = QString::fromStdString(
            incursion::language::findMainFile(QDir::cleanPath(info.absoluteFilePath()).toStdString(), {}));
        if (!openProject(mainFile.isEmpty() ? info.absolutePath() : mainFile))
            return false;
    }
    if (WorldController::isWorldFile(path))
        return worlds_->openWorld(info.absoluteFilePath()) != nullptr;
    return openFile(info.absoluteFilePath()) != nullptr;
}

Project::Session MainWindow::currentSession() const
{
    Project::Session session;
    session.openFiles = documents_->openFilePaths();
    session.currentFile = currentEditor() ? currentEditor()->filePath() : QString();
    for (ScriptEditor* editor : documents_->editors()) {
        int line = 0, column = 0;
        editor->documentCursorPosition(&line, &column);
        session.cursors.insert(editor->filePath(), {line, column});
    }
    // World and vault painter tabs, in tab order.
    for (int i = 0; i < documents_->count(); ++i) {
        QWidget* tab = documents_->widget(i);
        if (auto* world = qobject_cast<WorldEditor*>(tab)) {
            session.worlds.append(world->document()->path());
            if (tab == documents_->currentWidget())
                session.currentFile = world->document()->path();
        } else if (auto* painter = qobject_cast<VaultPainter*>(tab)) {
            session.vaults.append(painter->document()->region());
            if (tab == documents_->currentWidget())
                session.currentVault = painter->document()->region();
        }
    }
    return session;
}

void MainWindow::rememberSession()
{
    if (project())
        project()->saveSession(currentSession());
    QSettings stored;
    stored.setValue(QStringLiteral("window/geometry"), saveGeometry());
    layouts_->save();
}

bool MainWindow::offerRecovery()
{
    const QList<RecoveredFile> files = RecoveryStore::orphaned();
    if (files.isEmpty())
        return false;
    auto* dialog = new RecoveryDialog(files, theme_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RecoveryDialog::restoreRequested, this, [this](const RecoveredFile& file) {
        QString error;
        if (!documents_->openRecovered(file.filePath, file.contents, &error)) {
            QMessageBox::warning(this, tr("Recover Unsaved Work"), error);
            return;     // the copy stays for the next start
        }
        RecoveryStore::discard(file);
    });
    connect(dialog, &RecoveryDialog::discardRequested, this, [](const RecoveredFile& file) {
        RecoveryStore::discard(file);
    });
    dialog->open();
    return true;
}

bool MainWindow::closeProject()
{
    const Project::Session session = currentSession();
    if (!documents_->closeAll())
        return false;
    if (!project())
        return true;
    project()->saveSession(session);
    projectTree_->setRootPath(QString());
    project_->close();
    showWelcomePage();
    updateActions();
    updateWindowTitle();
    return true;
}

void MainWindow::applySettings(const StudioSettings& settings)
{
    // A copy first: `settings` may be settings_ itself.
    const StudioSettings before = settings_;
    settings_ = settings;
    const bool first = !settingsApplied_;
    settingsApplied_ = true;
    settings_.save();
    theme_ = Theme::byId(settings_.themeId);
    qApp->setPalette(theme_.palette());
    documents_->setAppearance(theme_, settings_.editorFont, settings_.zoom);
    documents_->setEditorOptions(settings_.editor);
    // Only what changed: a zoom or theme change keeps the seed typed in the
    // Playtest panel, and the module is not checked again for nothing.
    if (first || before.includePaths != settings_.includePaths || before.defines != settings_.defines)
        language_->setBuildDefaults(settings_.includePaths, settings_.defines);
    if (first || before.playtest != settings_.playtest)
        playtest_->dock()->setDefaults(settings_.playtest);
    for (QAction* action : themeActions_->actions())
        action->setChecked(action->data().toString() == theme_.id);
    if (build_)
        build_->setAppearance(theme_, settings_.editorFont);
    emit themeChanged(theme_);
}

void MainWindow::setTheme(const QString& id)
{
    StudioSettings changed = settings_;
    changed.themeId = id;
    applySettings(changed);
}

void MainWindow::zoom(int delta)
{
    StudioSettings changed = settings_;
    changed.zoom = delta == 0 ? 0 : std::clamp(settings_.zoom + delta, -8, 20);
    applySettings(changed);
}

void MainWindow::updateRecentProjectsMenu()
{
    recentProjectsMenu_->clear();
    const QStringList paths = RecentProjects::list();
    for (int i = 0; i < paths.size(); ++i) {
        const QString path = paths.at(i);
        // Number the first nine for keyboard access.
        const QString label = i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path))
                                    : QDir::toNativeSeparators(path);
        QAction* action = recentProjectsMenu_->addAction(label);
        connect(action, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path))
                RecentProjects::remove(path);
            openProject(path);
        });
    }
    if (paths.isEmpty())
        recentProjectsMenu_->addAction(tr("No recent projects"))->setEnabled(false);
    recentProjectsMenu_->addSeparator();
    QAction* clear = recentProjectsMenu_->addAction(tr("&Clear Recent Projects"));
    clear->setEnabled(!paths.isEmpty());
    connect(clear, &QAction::triggered, this, [] { RecentProjects::clear(); });
}

bool MainWindow::isWelcomePageShown() const
{
    return central_->currentWidget() == welcome_;
}

void MainWindow::showWelcomePage()
{
    welcome_->setRecentProjects(RecentProjects::list());
    welcome_->setExampleAvailable(!installedExampleProject(QApplication::applicationDirPath()).isEmpty());
    central_->setCurrentWidget(welcome_);
}

void MainWindow::showEditors()
{
    central_->setCurrentIndex(1);
}

NewModuleWizard* MainWindow::createNewModuleWizard(const QString& templatesFolder)
{
    const QString folder = templatesFolder.isEmpty() ? ModuleTemplates::installedFolder(QApplication::applicationDirPath())
                                                     : templatesFolder;
    QStringList errors;
    const QList<ModuleTemplate> templates = ModuleTemplates::load(folder, installedLanguage(), &errors);
    for (const QString& error : errors)
        statusBar()->showMessage(error, 10000);
    if (templates.isEmpty()) {
        QMessageBox::warning(this, tr("New Module"),
                             tr("No module templates were found in %1.").arg(QDir::toNativeSeparators(folder)));
        return nullptr;
    }
    const QSettings stored;
    QString location = stored.value(QStringLiteral("newModule/location")).toString();
    if (location.isEmpty() || !QFileInfo(location).isDir())
        location = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (location.isEmpty() || !QFileInfo(location).isDir())
        location = QDir::homePath();
    auto* wizard = new NewModuleWizard(templates, QDir::toNativeSeparators(location), RecentProjects::list(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QDialog::accepted, this, [this, wizard] {
        QSettings().setValue(QStringLiteral("newModule/location"),
                             QFileInfo(wizard->moduleFolder()).absolutePath());
        openProject(wizard->createdMainFile());
    });
    return wizard;
}

void MainWindow::newModule()
{
    if (NewModuleWizard* wizard = createNewModuleWizard())
        wizard->open();
}

void MainWindow::openExample()
{
    const QString copy = exampleCopy(QApplication::applicationDirPath(),
                                     QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    if (copy.isEmpty())
        QMessageBox::warning(this, tr("Open the Example"), tr("The example module is not installed."));
    else
        openProject(copy);
}

void MainWindow::onCurrentEditorChanged(ScriptEditor* editor)
{
    disconnect(cursorConnection_);
    if (editor) {
        cursorConnection_ = connect(editor, &ScriptEditor::cursorPositionChanged, this,
                                    &MainWindow::updateCursorPosition);
        connect(editor, &ScriptEditor::modificationChanged, this, &MainWindow::updateWindowTitle,
                Qt::UniqueConnection);
    }
    findBar_->setEditor(editor);
    updateCursorPosition();
    updateActions();
    updateWindowTitle();
    emit currentEditorChanged(editor);
}

void MainWindow::updateActions()
{
    // A vault painter saves the script it paints.
    const bool hasText = documents_->currentTextEditor() != nullptr;
    actions_.save->setEnabled(hasText);
    actions_.saveAs->setEnabled(hasText);
    actions_.saveAll->setEnabled(documents_->count() > 0);
    actions_.close->setEnabled(documents_->count() > 0);
    actions_.closeAll->setEnabled(documents_->count() > 0);
    actions_.closeProject->setEnabled(project() != nullptr);
    actions_.projectSettings->setEnabled(project() != nullptr);
}

void MainWindow::updateWindowTitle()
{
    QStringList parts;
    if (ScriptEditor* editor = currentEditor())
        parts.append(editor->fileName() + QStringLiteral("[*]"));
    if (project())
        parts.append(project()->name());
    parts.append(tr("Incursion Studio"));
    setWindowTitle(parts.join(QStringLiteral(" \u2014 ")));
    setWindowModified(currentEditor() && currentEditor()->isModified());
}

void MainWindow::updateCursorPosition()
{
    ScriptEditor* editor = currentEditor();
    if (!editor) {
        cursorPosition_->clear();
        return;
    }
    int line = 0, index = 0;
    editor->documentCursorPosition(&line, &index);
    cursorPosition_->setText(tr("Line %1, Column %2").arg(line + 1).arg(index + 1));
}

void MainWindow::openProjectDialog()
{
    const QString start = project() ? project()->rootPath() : QDir::homePath();
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open Project Folder"), start);
    if (!path.isEmpty())
        openProject(path);
}

void MainWindow::openFileDialog()
{
    const QString start = currentEditor() ? QFileInfo(currentEditor()->filePath()).absolutePath()
                                          : project() ? project()->rootPath() : QDir::homePath();
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open File"), start, tr("IncursionScript files (*.irc *.irh *.h);;All files (*)"));
    for (const QString& path : paths)
        openFile(path);
}

void MainWindow::editProjectSettings()
{
    if (!project())
        return;
    ProjectSettingsDialog dialog(*project(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Project changed = dialog.result();
    changed.saveSettings();
    project_->change(changed);
}

void MainWindow::editPreferences()
{
    PreferencesDialog dialog(settings_, shortcuts_, this);
    connect(&dialog, &PreferencesDialog::applied, this, &MainWindow::applySettings);
    dialog.exec();
}

void MainWindow::editKeyboardShortcuts()
{
    KeyboardShortcutsDialog dialog(shortcuts_, this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Incursion Studio"),
                       tr("<h3>Incursion Studio %1</h3><p>An IDE for writing IncursionScript modules for "
                          "the Incursion roguelike.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!closeProject()) {
        event->ignore();
        return;
    }
    QSettings stored;
    stored.setValue(QStringLiteral("window/geometry"), saveGeometry());
    layouts_->save();
    event->accept();
}

} // namespace incursion::studio
