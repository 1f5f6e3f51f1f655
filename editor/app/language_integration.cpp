#include "app/language_integration.h"

#include "app/main_window.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/definition_finder.h"
#include "language/diagnostics_presenter.h"
#include "language/editor_completion.h"
#include "language/find_in_files_dock.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "language/scintilla_position.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QStatusBar>
#include <QToolBar>

namespace incursion::studio {
namespace {

QString durationText(qint64 milliseconds)
{
    return milliseconds < 1000 ? LanguageIntegration::tr("%1 ms").arg(milliseconds)
                               : LanguageIntegration::tr("%1 s").arg(QLocale().toString(milliseconds / 1000.0, 'f', 1));
}

} // namespace

LanguageIntegration::LanguageIntegration(MainWindow* window)
    : QObject(window), window_(window), checker_(new BackgroundChecker(this)),
      problemsDock_(new ProblemsDock(window)), outlineDock_(new OutlineDock(window)),
      findDock_(new FindInFilesDock(window)), status_(new QLabel(window))
{
    // Checks see what the user sees: the exact bytes of every modified editor
    // (not re-encoded text, so columns in non-UTF-8 files match the disk).
    checker_->setUnsavedBufferSource([this] {
        QHash<QString, QByteArray> buffers;
        for (ScriptEditor* editor : window_->documents()->editors())
            if (editor->isModified())
                buffers.insert(editor->filePath(), editor->contents());
        return buffers;
    });
    connect(checker_, &BackgroundChecker::checkStarted, this, &LanguageIntegration::showChecking);
    connect(checker_, &BackgroundChecker::checked, this, &LanguageIntegration::showSnapshot);

    // Default layout: Outline on the right, Problems and Find in Files tabbed
    // at the bottom. A saved window state overrides it.
    window_->addDock(outlineDock_, Qt::RightDockWidgetArea);
    window_->addDock(problemsDock_, Qt::BottomDockWidgetArea);
    window_->addDock(findDock_, Qt::BottomDockWidgetArea);
    window_->tabifyDockWidget(problemsDock_, findDock_);
    problemsDock_->raise();
    window_->resizeDocks({outlineDock_}, {260}, Qt::Horizontal);
    window_->resizeDocks({problemsDock_}, {180}, Qt::Vertical);

    status_->setObjectName(QStringLiteral("CheckStatus"));
    status_->setContentsMargins(12, 0, 12, 0);
    status_->setToolTip(tr("Result of the latest check of the module"));
    window_->statusBar()->addPermanentWidget(status_);

    connect(problemsDock_, &ProblemsDock::activated, this, &LanguageIntegration::showPosition);
    connect(outlineDock_, &OutlineDock::activated, this, &LanguageIntegration::showPosition);
    connect(findDock_, &FindInFilesDock::activated, this, &LanguageIntegration::showPosition);

    findDock_->setReplaceGuard([this](const QStringList& paths) { return saveBeforeReplacing(paths); });
    connect(findDock_, &FindInFilesDock::filesReplaced, this, &LanguageIntegration::reloadReplacedFiles);

    DocumentTabs* documents = window_->documents();
    connect(documents, &DocumentTabs::editorOpened, this, &LanguageIntegration::attachEditor);
    connect(documents, &DocumentTabs::editorAboutToClose, this, &LanguageIntegration::detachEditor);
    connect(documents, &DocumentTabs::editorSaved, checker_, &BackgroundChecker::checkNow);
    connect(window_, &MainWindow::currentEditorChanged, this, &LanguageIntegration::followCurrentEditor);
    connect(window_, &MainWindow::projectOpened, this, [this](const Project& project) {
        findDock_->setRootPath(project.rootPath());
        configureChecker(project);
    });
    connect(window_, &MainWindow::projectSettingsChanged, this, &LanguageIntegration::configureChecker);
    connect(window_, &MainWindow::projectClosed, this, [this] {
        checker_->setMainFile(QString());
        checkNowAction_->setEnabled(false);
        checkedProject_ = false;
        findDock_->setRootPath(QString());
        showSnapshot(nullptr);
        status_->clear();
    });

    createActions();
    for (ScriptEditor* editor : documents->editors())
        attachEditor(editor);
    followCurrentEditor(window_->currentEditor());
}

LanguageIntegration::~LanguageIntegration() = default;

void LanguageIntegration::createActions()
{
    QMenu* edit = window_->menu(MainWindow::Menu::Edit);
    goToDefinitionAction_ = new QAction(tr("Go to &Definition"), this);
    goToDefinitionAction_->setShortcut(QKeySequence(Qt::Key_F2));
    goToDefinitionAction_->setToolTip(tr("Go to where the resource, macro or included file under the cursor is "
                                         "defined (also Ctrl+click)"));
    connect(goToDefinitionAction_, &QAction::triggered, this, [this] {
        if (ScriptEditor* editor = window_->currentEditor(); editor && !goToDefinition(editor))
            window_->statusBar()->showMessage(tr("No definition found under the cursor"), 3000);
    });
    findInFilesAction_ = new QAction(QIcon(QStringLiteral(":/icons/find.svg")), tr("Find in F&iles..."), this);
    findInFilesAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    connect(findInFilesAction_, &QAction::triggered, this, [this] {
        ScriptEditor* editor = window_->currentEditor();
        findDock_->findText(editor ? editor->selectedText() : QString());
    });
    // Keep the additions next to their relatives, before Preferences.
    QAction* preferences = edit->actions().isEmpty() ? nullptr : edit->actions().constLast();
    edit->insertAction(preferences, goToDefinitionAction_);
    edit->insertAction(preferences, findInFilesAction_);
    edit->insertSeparator(preferences);

    checkNowAction_ = new QAction(QIcon(QStringLiteral(":/icons/check.svg")), tr("&Check Now"), this);
    checkNowAction_->setShortcut(QKeySequence(Qt::Key_F7));
    checkNowAction_->setToolTip(tr("Check the module for errors now (F7); it is also checked while you type"));
    connect(checkNowAction_, &QAction::triggered, this, &LanguageIntegration::checkNow);
    QMenu* project = window_->menu(MainWindow::Menu::Project);
    project->insertAction(project->actions().value(0), checkNowAction_);
    project->insertSeparator(project->actions().value(1));
    window_->toolBar()->addSeparator();
    window_->toolBar()->addAction(checkNowAction_);
    checkNowAction_->setEnabled(false);
}

DiagnosticsPresenter* LanguageIntegration::presenterFor(ScriptEditor* editor) const
{
    return services_.value(editor).presenter;
}

EditorCompletion* LanguageIntegration::completionFor(ScriptEditor* editor) const
{
    return services_.value(editor).completion;
}

void LanguageIntegration::checkNow()
{
    checker_->checkNow();
}

void LanguageIntegration::configureChecker(const Project& project)
{
    checker_->setMainFile(project.mainFile());
    checker_->setIncludePaths(project.includePaths());
    checkNowAction_->setEnabled(!project.mainFile().isEmpty());
    if (project.mainFile().isEmpty()) {
        status_->setText(tr("No main file: set one in Project Settings to check the module"));
        return;
    }
    checker_->checkNow();
}

void LanguageIntegration::attachEditor(ScriptEditor* editor)
{
    if (services_.contains(editor))
        return;
    EditorServices services;
    services.presenter = new DiagnosticsPresenter(editor);
    services.presenter->setFilePath(editor->filePath());
    services.completion = new EditorCompletion(editor);
    if (const CheckSnapshotPtr snapshot = checker_->lastSnapshot(); snapshot && checkedProject_) {
        services.presenter->showSnapshot(snapshot);
        services.completion->setSnapshot(snapshot);
    }
    services_.insert(editor, services);
    connect(editor, &ScriptEditor::filePathChanged, services.presenter, &DiagnosticsPresenter::setFilePath);
    connect(editor, &ScriptEditor::textChanged, checker_, &BackgroundChecker::requestCheck);
    editor->viewport()->installEventFilter(this);
}

void LanguageIntegration::detachEditor(ScriptEditor* editor)
{
    // The presenter and completion are the editor's children and go with it.
    services_.remove(editor);
    if (current_ == editor)
        followCurrentEditor(nullptr);
    // A closed editor's unsaved text no longer counts.
    if (editor->isModified())
        checker_->requestCheck();
}

void LanguageIntegration::followCurrentEditor(ScriptEditor* editor)
{
    disconnect(caretConnection_);
    current_ = editor;
    goToDefinitionAction_->setEnabled(editor != nullptr);
    outlineDock_->setCurrentFile(editor ? editor->filePath() : QString());
    if (!editor)
        return;
    caretConnection_ = connect(editor, &ScriptEditor::cursorPositionChanged, outlineDock_,
                               [this](int line, int) { outlineDock_->selectLine(line + 1); });
    outlineDock_->selectLine(editor->currentLine());
}

void LanguageIntegration::showSnapshot(const CheckSnapshotPtr& snapshot)
{
    // A check that finishes after its project was closed has nothing to show.
    if (snapshot && !window_->project())
        return;
    problemsDock_->showSnapshot(snapshot);
    outlineDock_->showSnapshot(snapshot);
    for (const EditorServices& services : std::as_const(services_)) {
        services.presenter->showSnapshot(snapshot);
        services.completion->setSnapshot(snapshot);
    }
    if (current_)
        outlineDock_->selectLine(current_->currentLine());
    if (!snapshot)
        return;
    showResultSummary(*snapshot);
    checkedProject_ = true;
    emit projectChecked(snapshot);
}

void LanguageIntegration::showChecking()
{
    checkTimer_.start();
    status_->setText(tr("Checking\u2026"));
}

void LanguageIntegration::showResultSummary(const CheckSnapshot& snapshot)
{
    QString summary;
    if (!snapshot.mainFileRead) {
        summary = tr("Cannot read the main file %1").arg(QDir::toNativeSeparators(snapshot.mainFile));
    } else if (snapshot.errorCount == 0 && snapshot.warningCount == 0) {
        summary = tr("No problems");
    } else {
        const int errors = snapshot.errorCount;
        const int warnings = snapshot.warningCount;
        summary = tr("%1, %2").arg(errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors),
                                   warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings));
    }
    if (checkTimer_.isValid())
        summary = tr("%1 (checked in %2)").arg(summary, durationText(checkTimer_.elapsed()));
    status_->setText(summary);
}

ScriptEditor* LanguageIntegration::showPosition(const QString& path, int line, int column)
{
    ScriptEditor* editor = window_->openFile(path, line);
    if (editor && line > 0)
        ScintillaPosition::moveCaret(editor, line, column);
    return editor;
}

bool LanguageIntegration::goToDefinition(ScriptEditor* editor)
{
    if (!editor)
        return false;
    // The finder works on the line's bytes with a byte index, as Scintilla does.
    const long caret = editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS);
    const long line = editor->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, caret);
    const long lineStart = editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line);
    const long lineEnd = editor->SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, line);
    QByteArray lineBytes = editor->bytes(int(lineStart), int(lineEnd));
    lineBytes.truncate(lineEnd - lineStart);    // bytes() appends Scintilla's terminating NUL
    const std::optional<Definition> definition = DefinitionFinder(checker_->lastSnapshot())
                                                     .find(editor->filePath(), int(line) + 1, lineBytes,
                                                           int(caret - lineStart));
    if (!definition)
        return false;
    return showPosition(definition->position.path, definition->position.line, definition->position.column) != nullptr;
}

bool LanguageIntegration::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+click follows the symbol under the mouse, as in Qt Creator.
    if (event->type() == QEvent::MouseButtonPress) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton && mouse->modifiers() == Qt::ControlModifier) {
            auto* editor = qobject_cast<ScriptEditor*>(watched->parent());
            if (editor && services_.contains(editor)) {
                const QPoint point = mouse->position().toPoint();
                const long position = editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMPOINTCLOSE,
                                                            point.x(), point.y());
                if (position >= 0) {
                    editor->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, position);
                    if (goToDefinition(editor))
                        return true;
                }
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void LanguageIntegration::reloadReplacedFiles(const QStringList& paths)
{
    for (const QString& path : paths) {
        ScriptEditor* editor = window_->documents()->editorForPath(path);
        // saveBeforeReplacing() made sure no rewritten file had unsaved edits.
        if (editor && !editor->isModified())
            editor->reload();
    }
    checker_->checkNow();
}

bool LanguageIntegration::saveBeforeReplacing(const QStringList& paths)
{
    QStringList saved;
    for (const QString& path : paths) {
        ScriptEditor* editor = window_->documents()->editorForPath(path);
        if (!editor || !editor->isModified())
            continue;
        if (!window_->documents()->save(editor))
            return false;   // keep the edits and the file as they are
        saved.append(editor->fileName());
    }
    if (saved.isEmpty())
        return true;
    // The matches were found in the files as they were before saving: show
    // them again from the saved text and let the user confirm once more.
    findDock_->startSearch();
    window_->statusBar()->showMessage(
        tr("Saved %1 first; the matches were refreshed. Press Replace again to replace them.")
            .arg(saved.join(tr(", "))),
        10000);
    return false;
}

} // namespace incursion::studio
