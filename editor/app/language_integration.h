// Connects the language services to the main window: the background checker
// follows the project and the open editors, its results feed the Problems and
// Outline docks, every editor's squiggles and completion, and the status bar;
// go to definition, find in files and Check Now become menu actions.
#pragma once

#include "language/check_snapshot.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>

class QAction;
class QLabel;

namespace incursion::studio {

class BackgroundChecker;
class DiagnosticsPresenter;
class EditorCompletion;
class FindInFilesDock;
class MainWindow;
class OutlineDock;
class ProblemsDock;
class Project;
class ScriptEditor;

class LanguageIntegration : public QObject {
    Q_OBJECT
public:
    // Adds the docks, actions and status indicator to `window`.
    explicit LanguageIntegration(MainWindow* window);
    ~LanguageIntegration() override;

    BackgroundChecker* checker() const { return checker_; }
    ProblemsDock* problemsDock() const { return problemsDock_; }
    OutlineDock* outlineDock() const { return outlineDock_; }
    FindInFilesDock* findInFilesDock() const { return findDock_; }
    QLabel* statusIndicator() const { return status_; }
    DiagnosticsPresenter* presenterFor(ScriptEditor* editor) const;
    EditorCompletion* completionFor(ScriptEditor* editor) const;

    // True once a check of the open project has been shown.
    bool hasCheckedProject() const { return checkedProject_; }

public slots:
    void checkNow();
    // Jumps to the definition of what is under the editor's caret; false if
    // nothing known is defined there.
    bool goToDefinition(ScriptEditor* editor);
    // Opens `path` and puts the caret at a 1-based line and byte column.
    ScriptEditor* showPosition(const QString& path, int line, int column);

signals:
    // A check of the open project finished and its results are on screen.
    void projectChecked(const incursion::studio::CheckSnapshotPtr& snapshot);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void configureChecker(const Project& project);
    void attachEditor(ScriptEditor* editor);
    void detachEditor(ScriptEditor* editor);
    void followCurrentEditor(ScriptEditor* editor);
    void showSnapshot(const CheckSnapshotPtr& snapshot);
    void reloadReplacedFiles(const QStringList& paths);
    bool saveBeforeReplacing(const QStringList& paths);
    void showChecking();
    void showResultSummary(const CheckSnapshot& snapshot);

    struct EditorServices {
        DiagnosticsPresenter* presenter = nullptr;
        EditorCompletion* completion = nullptr;
    };

    MainWindow* window_;
    BackgroundChecker* checker_;
    ProblemsDock* problemsDock_;
    OutlineDock* outlineDock_;
    FindInFilesDock* findDock_;
    QLabel* status_;
    QAction* checkNowAction_ = nullptr;
    QAction* goToDefinitionAction_ = nullptr;
    QAction* findInFilesAction_ = nullptr;
    QHash<ScriptEditor*, EditorServices> services_;
    QPointer<ScriptEditor> current_;
    QMetaObject::Connection caretConnection_;
    QElapsedTimer checkTimer_;
    bool checkedProject_ = false;
};

} // namespace incursion::studio
