// Connects the language services to the documents: the background checker
// follows the project and the open editors, its results feed the Problems and
// Outline docks, every editor's squiggles and completion, and a status
// indicator; go to definition, find in files and Check Now are its actions
// (the main window places them and the docks).
#pragma once

#include "language/check_snapshot.h"
#include "language/navigation_history.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QStatusBar;

namespace incursion::studio {

class BackgroundChecker;
class CurrentProject;
class DiagnosticsPresenter;
class DocumentTabs;
class EditorCompletion;
class EditorHover;
class FindInFilesDock;
class OutlineDock;
class ProblemsDock;
class ReferencesDock;
class Project;
class ScriptEditor;

class LanguageIntegration : public QObject {
    Q_OBJECT
public:
    // The docks are children of `host`; the check's status indicator goes into `status`.
    LanguageIntegration(DocumentTabs* documents, CurrentProject* project, QStatusBar* status, QWidget* host);
    ~LanguageIntegration() override;

    BackgroundChecker* checker() const { return checker_; }
    ProblemsDock* problemsDock() const { return problemsDock_; }
    OutlineDock* outlineDock() const { return outlineDock_; }
    FindInFilesDock* findInFilesDock() const { return findDock_; }
    ReferencesDock* referencesDock() const { return referencesDock_; }
    QLabel* statusIndicator() const { return status_; }
    QAction* checkNowAction() const { return checkNowAction_; }
    QAction* goToDefinitionAction() const { return goToDefinitionAction_; }
    QAction* findInFilesAction() const { return findInFilesAction_; }
    QAction* findReferencesAction() const { return findReferencesAction_; }
    QAction* renameAction() const { return renameAction_; }
    QAction* backAction() const { return backAction_; }
    QAction* forwardAction() const { return forwardAction_; }
    DiagnosticsPresenter* presenterFor(ScriptEditor* editor) const;
    EditorCompletion* completionFor(ScriptEditor* editor) const;
    EditorHover* hoverFor(ScriptEditor* editor) const;

    // Preferences > Build: include folders searched after every project's own
    // (Project Settings), and macros for every check and build. Rechecks.
    void setBuildDefaults(const QStringList& includePaths, const QStringList& defines);

    // True once a check of the open project has been shown.
    bool hasCheckedProject() const { return checkedProject_; }

public slots:
    void checkNow();
    // Jumps to the definition of what is under the editor's caret; false if
    // nothing known is defined there.
    bool goToDefinition(ScriptEditor* editor);
    // Opens `path` and puts the caret at a 1-based line and byte column.
    ScriptEditor* showPosition(const QString& path, int line, int column);
    // Lists the references of the name under the caret in the References
    // panel; false if the name is unknown.
    bool findReferences(ScriptEditor* editor);
    // Renames what is under the caret across the project: one undo step per
    // file changed. Returns the error when nothing was renamed.
    QString renameSymbol(ScriptEditor* editor, const QString& newName);
    void goBack();
    void goForward();

signals:
    // A check of the open project finished and its results are on screen.
    void projectChecked(const incursion::studio::CheckSnapshotPtr& snapshot);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void configureChecker(const Project& project);
    QStringList defaultIncludePaths_;
    void attachEditor(ScriptEditor* editor);
    void detachEditor(ScriptEditor* editor);
    void followCurrentEditor(ScriptEditor* editor);
    void showSnapshot(const CheckSnapshotPtr& snapshot);
    void showChecking();
    void showResultSummary(const CheckSnapshot& snapshot);
    void updateSummary();
    // Shows a place as a jump (definition, reference): Alt+Left comes back.
    ScriptEditor* jumpTo(const SourcePosition& to);
    SourcePosition caretPosition() const;
    void updateHistoryActions();
    void askRename();

    struct EditorServices {
        DiagnosticsPresenter* presenter = nullptr;
        EditorCompletion* completion = nullptr;
        EditorHover* hover = nullptr;
    };

    DocumentTabs* documents_;
    CurrentProject* project_;
    QStatusBar* statusBar_;
    BackgroundChecker* checker_;
    ProblemsDock* problemsDock_;
    OutlineDock* outlineDock_;
    FindInFilesDock* findDock_;
    ReferencesDock* referencesDock_;
    QLabel* status_;
    QAction* checkNowAction_ = nullptr;
    QAction* goToDefinitionAction_ = nullptr;
    QAction* findInFilesAction_ = nullptr;
    QAction* findReferencesAction_ = nullptr;
    QAction* renameAction_ = nullptr;
    QAction* backAction_ = nullptr;
    QAction* forwardAction_ = nullptr;
    NavigationHistory history_;
    QHash<ScriptEditor*, EditorServices> services_;
    QPointer<ScriptEditor> current_;
    QMetaObject::Connection caretConnection_;
    QElapsedTimer checkTimer_;
    // What the status indicator summarises once a check has finished.
    bool summaryShown_ = false;
    QString mainFileUnreadable_;
    qint64 lastCheckMs_ = -1;
    bool checkedProject_ = false;
};

} // namespace incursion::studio
