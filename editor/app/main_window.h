// The studio's main window: project, tabbed editors, find bar, menus; the
// language services (checking, problems, outline, navigation) come in through
// LanguageIntegration, the Build command through BuildController, the script
// debugger through DebugController, the playtest through PlaytestController.
// The window creates each controller with the collaborators it needs and
// places its panels, actions and tool bars. Other panels plug in through
// addDock(), menu() and toolBar().
#pragma once

#include "app/studio_settings.h"
#include "project/project.h"
#include "shared/theme.h"

#include <QMainWindow>

#include <memory>

class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;
class QTimer;
class QToolBar;

namespace incursion::studio {

class AutosaveController;
class BuildController;
class RecoveryStore;
class CurrentProject;
class DebugController;
class PlaytestController;
class VaultController;
class DocumentTabs;
class EditCommands;
class FindReplaceBar;
class HelpController;
class KeyboardShortcuts;
class LanguageIntegration;
class LayoutModes;
class NewModuleWizard;
class ProjectFilesController;
class ProjectTreeDock;
class ScriptEditor;
class WelcomePage;
class WorldController;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Menu { File, Edit, View, Project, Build, Debug, Tools, Help };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a folder or main .irc file, closing the current project first
    // (which may ask about unsaved changes). Reports errors in a message box.
    bool openProject(const QString& path);
    // A folder or .irc file opens as a project; any other file opens in a tab,
    // with its folder as the project.
    bool openPath(const QString& path);
    // Remembers the open files, then closes them; false if the user cancelled.
    bool closeProject();
    const Project* project() const;
    // The open project and its opened/changed/closed signals.
    CurrentProject* currentProject() const { return project_; }

    DocumentTabs* documents() const { return documents_; }
    ScriptEditor* currentEditor() const;
    // Opens a file in a tab (or activates it) and optionally jumps to a
    // 1-based line and column (problems, outline, go to definition).
    ScriptEditor* openFile(const QString& path, int line = 0, int column = 1);
    FindReplaceBar* findBar() const { return findBar_; }
    ProjectTreeDock* projectTree() const { return projectTree_; }
    // Checking, problems, outline, go to definition, completion, find in files.
    LanguageIntegration* language() const { return language_; }
    // Build Module, the Build output and Module browser panels, disassembly.
    BuildController* build() const { return build_; }
    // Breakpoints, Run Function, stepping and the debugger panels.
    DebugController* debugger() const { return debug_; }
    PlaytestController* playtest() const { return playtest_; }
    // Copies of unsaved buffers for crash recovery.
    AutosaveController* autosave() const { return autosave_; }

    // If a studio that died left unsaved buffers, opens the Recover Unsaved
    // Work dialog (window-modal, not blocking); false if there is nothing.
    bool offerRecovery();
    // Remembers the open files, their cursors and the docks now (also done
    // after each autosave and shortly after tabs open, close or switch), so
    // they come back even after a crash.
    void rememberSession();
    // The vault painters: Grid markers, New/Duplicate Vault, painter tabs.
    VaultController* vaults() const { return vaults_; }
    // The world editor: worlds in tabs, the World menu and panels.
    WorldController* worlds() const { return worlds_; }
    // Help > Language Guide, Script Reference, Context Help (F1) and the Help panel.
    HelpController* help() const { return help_; }
    // The Edit and Debug layouts of the panels.
    LayoutModes* layouts() const { return layouts_; }
    // New File and the Project tree's menu (rename, delete, reveal).
    ProjectFilesController* projectFiles() const { return files_; }

    // The welcome page: shown in place of the editors while no project is
    // open, and on a first start until the user picks something.
    WelcomePage* welcomePage() const { return welcome_; }
    bool isWelcomePageShown() const;
    void showWelcomePage();
    // File > New Module: the wizard over the installed templates (`templatesFolder`
    // overrides where they are). The caller runs it; finishing it opens the new module.
    NewModuleWizard* createNewModuleWizard(const QString& templatesFolder = {});
    void newModule();
    // Opens the user's copy of the installed example (made on first use).
    void openExample();

    // Extension points: menus (Tools appears once something is added to it),
    // the main tool bar, and docks (each gets a toggle under View > Panels).
    QMenu* menu(Menu which);
    QToolBar* toolBar() const { return toolBar_; }
    void addDock(QDockWidget* dock, Qt::DockWidgetArea area);

    const StudioSettings& settings() const { return settings_; }
    void applySettings(const StudioSettings& settings);     // also persists them
    const Theme& theme() const { return theme_; }
    void setTheme(const QString& id);
    // Every action of the menus and panels with its shortcut (Help > Keyboard Shortcuts).
    KeyboardShortcuts* shortcuts() const { return shortcuts_; }

signals:
    void currentEditorChanged(ScriptEditor* editor);
    void themeChanged(const Theme& theme);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createControllers();
    void updateRecentProjectsMenu();
    void showEditors();
    Project::Session currentSession() const;
    void updateActions();
    void updateWindowTitle();
    void updateCursorPosition();
    void onCurrentEditorChanged(ScriptEditor* editor);

    void openProjectDialog();
    void openFileDialog();
    void editProjectSettings();
    void editPreferences();
    void editKeyboardShortcuts();
    void zoom(int delta);
    void showAbout();

    std::unique_ptr<RecoveryStore> recovery_;
    AutosaveController* autosave_ = nullptr;
    QTimer* sessionTimer_ = nullptr;
    CurrentProject* project_;
    StudioSettings settings_;
    bool settingsApplied_ = false;
    Theme theme_;
    KeyboardShortcuts* shortcuts_ = nullptr;

    DocumentTabs* documents_;
    FindReplaceBar* findBar_;
    EditCommands* edit_ = nullptr;
    ProjectTreeDock* projectTree_;
    LanguageIntegration* language_ = nullptr;
    BuildController* build_ = nullptr;
    DebugController* debug_ = nullptr;
    PlaytestController* playtest_ = nullptr;
    VaultController* vaults_ = nullptr;
    WorldController* worlds_ = nullptr;
    LayoutModes* layouts_ = nullptr;
    HelpController* help_ = nullptr;
    ProjectFilesController* files_ = nullptr;
    QStackedWidget* central_ = nullptr;
    WelcomePage* welcome_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QLabel* cursorPosition_;
    QMetaObject::Connection cursorConnection_;

    QMenu* fileMenu_ = nullptr;
    QMenu* recentProjectsMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* panelsMenu_ = nullptr;
    QMenu* projectMenu_ = nullptr;
    QMenu* buildMenu_ = nullptr;
    QMenu* debugMenu_ = nullptr;
    QMenu* toolsMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QActionGroup* themeActions_ = nullptr;

    struct Actions {
        QAction* newModule;
        QAction* welcome;
        QAction* openProject;
        QAction* openFile;
        QAction* save;
        QAction* saveAs;
        QAction* saveAll;
        QAction* close;
        QAction* closeAll;
        QAction* closeProject;
        QAction* quit;
        QAction* preferences;
        QAction* projectSettings;
        QAction* keyboardShortcuts;
        QAction* about;
    } actions_{};
};

} // namespace incursion::studio
