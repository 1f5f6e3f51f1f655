// The Build command: Build > Build Module (Ctrl+B) compiles the project's
// module on a worker thread from the same input as the live check (unsaved
// editors included, nothing is saved), shows progress in the status bar with a
// Cancel button, logs to the Build output panel, adds its errors and warnings
// to the Problems panel, writes the `.mod` file next to the main file and
// fills the Module browser, whose functions open as disassembly tabs (so does
// Build > Show Disassembly at Cursor). Until the first successful build, the
// Module browser shows the module each clean check compiled (the live check
// runs the whole compiler), so it is filled as soon as a project is opened.
//
// While a build runs, Build Module is disabled: a second Ctrl+B does nothing.
// It works with the documents, the project and the language services it is
// given; the main window places its panels and actions.
#pragma once

#include "build/module_build.h"
#include "shared/theme.h"

#include <QElapsedTimer>
#include <QFont>
#include <QFutureWatcher>
#include <QObject>

class QAction;
class QProgressBar;
class QStatusBar;
class QToolButton;

namespace incursion::studio {

class BuildOutputDock;
class CurrentProject;
class DisassemblyView;
class DocumentTabs;
class LanguageIntegration;
class ModuleBrowserDock;

class BuildController : public QObject {
    Q_OBJECT
public:
    // Builds what `language` checks; the panels are children of `host`, the
    // progress and Cancel button go into `status`.
    BuildController(DocumentTabs* documents, CurrentProject* project, LanguageIntegration* language,
                    QStatusBar* status, QWidget* host);
    ~BuildController() override;

    QAction* buildAction() const { return buildAction_; }
    QAction* cancelAction() const { return cancelAction_; }
    QAction* disassembleAction() const { return disassembleAction_; }
    BuildOutputDock* outputDock() const { return outputDock_; }
    ModuleBrowserDock* moduleBrowser() const { return browser_; }
    QProgressBar* progressBar() const { return progress_; }

    bool isBuilding() const { return watcher_.isRunning(); }
    // The latest finished build, successful or not (nullptr before the first).
    ModuleBuildPtr lastBuild() const { return last_; }
    LanguageIntegration* language() const { return language_; }
    // Opens (or activates) the disassembly tab of a function of the module in
    // the Module browser.
    DisassemblyView* openDisassembly(int function);
    // Opens the disassembly of the handler (or condition) at the current
    // editor's caret, as the Module browser's module compiled it.
    DisassemblyView* showDisassemblyAtCursor();

public slots:
    void build();
    void cancel();
    // How disassembly tabs look.
    void setAppearance(const incursion::studio::Theme& theme, const QFont& font);

signals:
    void buildStarted();
    void buildFinished(const incursion::studio::ModuleBuildPtr& build);

private:
    void createActions();
    void updateActions();
    void showProgress(int percent);
    void finish();
    void report(const ModuleBuild& build, qint64 milliseconds);
    void forgetProject();
    void showCheckedModule(const CheckSnapshotPtr& snapshot);

    DocumentTabs* documents_;
    CurrentProject* project_;
    LanguageIntegration* language_;
    QStatusBar* status_;
    Theme theme_ = Theme::light();
    QFont font_;
    BuildOutputDock* outputDock_;
    ModuleBrowserDock* browser_;
    QProgressBar* progress_;
    QToolButton* cancelButton_;
    QAction* buildAction_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QAction* disassembleAction_ = nullptr;
    QFutureWatcher<ModuleBuildPtr> watcher_;
    std::shared_ptr<std::atomic<bool>> cancelRequested_;
    QElapsedTimer timer_;
    ModuleBuildPtr last_;
    bool discardRunning_ = false;       // the project the build was for has closed
};

} // namespace incursion::studio
