#include "app/language_integration.h"

#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/definition_finder.h"
#include "language/diagnostics_presenter.h"
#include "language/editor_completion.h"
#include "language/editor_hover.h"
#include "language/references_dock.h"
#include "language/find_in_files_dock.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "language/scintilla_position.h"
#include "project/current_project.h"
#include "shared/icons.h"

#include <QAction>
#include <QInputDialog>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QStatusBar>

namespace incursion::studio {
namespace {

QString durationText(qint64 milliseconds)
{
    return milliseconds < 1000 ? LanguageIntegration::tr("%1 ms").arg(milliseconds)
                               : LanguageIntegration::tr("%1 s").arg(QLocale().toString(milliseconds / 1000.0, 'f', 1));
}

} // namespace

LanguageIntegration::LanguageIntegration(DocumentTabs* documents, CurrentProject* project, QStatusBar* status,
                                         QWidget* host)
    : QObject(host), documents_(documents), project_(project), statusBar_(status),
      checker_(new BackgroundChecker(this)), problemsDock_(new ProblemsDock(host)), outlineDock_(new OutlineDock(host)),
      findDock_(new FindInFilesDock(documents, host)), referencesDock_(new ReferencesDock(host)),
      status_(new QLabel(host))
{
    // Checks see what the user sees: the exact bytes of every modified editor
    // (not re-encoded text, so columns in non-UTF-8 files match the disk).
    checker_->setUnsavedBufferSource([this] {
        QHash<QString, QByteArray> buffers;
        for (ScriptEditor* editor : documents_->editors())
            if (editor->isModified())
                buffers.insert(editor->filePath(), editor->contents());
        return buffers;
    });
    connect(checker_, &BackgroundChecker::checkStarted, this, &LanguageIntegration::showChecking);
    connect(checker_, &BackgroundChecker::checked, this, &LanguageIntegration::showSnapshot);

    status_->setObjectName(QStringLiteral("CheckStatus"));
    status_->setContentsMargins(12, 0, 12, 0);
    status_->setToolTip(tr("Result of the latest check of the module"));
    statusBar_->addPermanentWidget(status_);

    connect(problemsDock_, &ProblemsDock::activated, this, &LanguageIntegration::showPosition);
    connect(problemsDock_, &ProblemsDock::countsChanged, this, [this] {
        if (summaryShown_)
            updateSummary();
    });
    connect(outlineDock_, &OutlineDock::activated, this, &LanguageIntegration::showPosition);
    connect(findDock_, &FindInFilesDock::activated, this, &LanguageIntegration::showPosition);
    connect(referencesDock_, &ReferencesDock::activated, this,
            [this](const QString& path, int line, int column) { jumpTo({path, line, column}); });

    connect(documents_, &DocumentTabs::editorOpened, this, &LanguageIntegration::attachEditor);
    connect(documents_, &DocumentTabs::editorAboutToClose, this, &LanguageIntegration::detachEditor);
    connect(documents_, &DocumentTabs::editorSaved, checker_, &BackgroundChecker::checkNow);
    connect(documents_, &DocumentTabs::currentEditorChanged, this, &LanguageIntegration::followCurrentEditor);
    connect(project_, &CurrentProject::opened, this, [this](const Project& project) {
        findDock_->setRootPath(project.rootPath());
        configureChecker(project);
    });
    connect(project_, &CurrentProject::settingsChanged, this, &LanguageIntegration::configureChecker);
    connect(project_, &CurrentProject::closed, this, [this] {
        checker_->setMainFile(QString());
        checkNowAction_->setEnabled(false);
        checkedProject_ = false;
        findDock_->setRootPath(QString());
        showSnapshot(nullptr);
        status_->clear();
    });

    createActions();
    for (ScriptEditor* editor : documents_->editors())
        attachEditor(editor);
    followCurrentEditor(documents_->currentEditor());
}

LanguageIntegration::~LanguageIntegration() = default;

void LanguageIntegration::createActions()
{
    goToDefinitionAction_ = new QAction(tr("Go to &Definition"), this);
    goToDefinitionAction_->setObjectName(QStringLiteral("Edit.GoToDefinition"));
    goToDefinitionAction_->setShortcut(QKeySequence(Qt::Key_F2));
    goToDefinitionAction_->setToolTip(tr("Go to where the name under the cursor is declared: an API function, "
                                         "resource, macro, local, function, variable or included file (also Ctrl+click)"));
    connect(goToDefinitionAction_, &QAction::triggered, this, [this] {
        if (ScriptEditor* editor = documents_->currentEditor(); editor && !goToDefinition(editor))
            statusBar_->showMessage(tr("No definition found under the cursor"), 3000);
    });
    findReferencesAction_ = new QAction(tr("Find &References"), this);
    findReferencesAction_->setObjectName(QStringLiteral("Edit.FindReferences"));
    findReferencesAction_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F2));
    findReferencesAction_->setToolTip(tr("List every place that names what is under the cursor (Shift+F2)"));
    connect(findReferencesAction_, &QAction::triggered, this, [this] {
        if (ScriptEditor* editor = documents_->currentEditor(); editor && !findReferences(editor))
            statusBar_->showMessage(tr("Nothing known under the cursor"), 3000);
    });
    renameAction_ = new QAction(tr("Re&name Symbol..."), this);
    renameAction_->setObjectName(QStringLiteral("Edit.RenameSymbol"));
    renameAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    renameAction_->setToolTip(tr("Rename the resource, function or variable under the cursor everywhere in the project"));
    connect(renameAction_, &QAction::triggered, this, &LanguageIntegration::askRename);
    backAction_ = new QAction(tr("Go &Back"), this);
    backAction_->setObjectName(QStringLiteral("Edit.GoBack"));
    backAction_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    connect(backAction_, &QAction::triggered, this, &LanguageIntegration::goBack);
    forwardAction_ = new QAction(tr("Go &Forward"), this);
    forwardAction_->setObjectName(QStringLiteral("Edit.GoForward"));
    forwardAction_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    connect(forwardAction_, &QAction::triggered, this, &LanguageIntegration::goForward);
    updateHistoryActions();

    findInFilesAction_ = new QAction(studioIcon("find"), tr("Find in F&iles..."), this);
    findInFilesAction_->setObjectName(QStringLiteral("Edit.FindInFiles"));
    findInFilesAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    connect(findInFilesAction_, &QAction::triggered, this, [this] {
        ScriptEditor* editor = documents_->currentEditor();
        findDock_->findText(editor ? editor->selectedText() : QString());
    });

    checkNowAction_ = new QAction(studioIcon("check"), tr("&Check Now"), this);
    checkNowAction_->setObjectName(QStringLiteral("Project.CheckNow"));
    checkNowAction_->setShortcut(QKeySequence(Qt::Key_F7));
    checkNowAction_->setToolTip(tr("Check the module for errors now (F7); it is also checked while you type"));
    connect(checkNowAction_, &QAction::triggered, this, &LanguageIntegration::checkNow);
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

EditorHover* LanguageIntegration::hoverFor(ScriptEditor* editor) const
{
    return services_.value(editor).hover;
}

void LanguageIntegration::checkNow()
{
    checker_->checkNow();
}

void LanguageIntegration::setBuildDefaults(const QStringList& includePaths, const QStringList& defines)
{
    defaultIncludePaths_ = includePaths;
    checker_->setDefines(defines);
    if (const Project* project = project_->project())
        configureChecker(*project);
}

void LanguageIntegration::configureChecker(const Project& project)
{
    checker_->setMainFile(project.mainFile());
    QStringList paths = project.includePaths();
    for (const QString& path : defaultIncludePaths_)
        if (!paths.contains(path))
            paths.append(path);
    checker_->setIncludePaths(paths);
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
    services.hover = new EditorHover(editor);
    if (const CheckSnapshotPtr snapshot = checker_->lastSnapshot(); snapshot && checkedProject_) {
        services.presenter->showSnapshot(snapshot);
        services.completion->setSnapshot(snapshot);
        services.hover->setSnapshot(snapshot);
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
    findReferencesAction_->setEnabled(editor != nullptr);
    renameAction_->setEnabled(editor != nullptr);
    outlineDock_->setCurrentFile(editor ? editor->filePath() : QString());
    if (!editor)
        return;
    // The signal's line is the buffer's: in long-line mode, not the file's.
    caretConnection_ = connect(editor, &ScriptEditor::cursorPositionChanged, outlineDock_,
                               [this, editor] { outlineDock_->selectLine(editor->currentLine()); });
    outlineDock_->selectLine(editor->currentLine());
}

void LanguageIntegration::showSnapshot(const CheckSnapshotPtr& snapshot)
{
    // A check that finishes after its project was closed has nothing to show.
    if (snapshot && !project_->project())
        return;
    problemsDock_->showSnapshot(snapshot);
    outlineDock_->showSnapshot(snapshot);
    for (const EditorServices& services : std::as_const(services_)) {
        services.presenter->showSnapshot(snapshot);
        services.completion->setSnapshot(snapshot);
        services.hover->setSnapshot(snapshot);
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
    summaryShown_ = false;
    status_->setText(tr("Checking\u2026"));
}

void LanguageIntegration::showResultSummary(const CheckSnapshot& snapshot)
{
    mainFileUnreadable_ = snapshot.mainFileRead ? QString() : snapshot.mainFile;
    lastCheckMs_ = checkTimer_.isValid() ? checkTimer_.elapsed() : -1;
    summaryShown_ = true;
    updateSummary();
}

void LanguageIntegration::updateSummary()
{
    // The counts are the Problems panel's, build-only problems included, so
    // the two never disagree.
    const int errors = problemsDock_->errorCount();
    const int warnings = problemsDock_->warningCount();
    QString summary;
    if (!mainFileUnreadable_.isEmpty()) {
        summary = tr("Cannot read the main file %1").arg(QDir::toNativeSeparators(mainFileUnreadable_));
    } else if (errors == 0 && warnings == 0) {
        summary = tr("No problems");
    } else {
        summary = tr("%1, %2").arg(errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors),
                                   warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings));
    }
    if (lastCheckMs_ >= 0)
        summary = tr("%1 (checked in %2)").arg(summary, durationText(lastCheckMs_));
    status_->setText(summary);
}

ScriptEditor* LanguageIntegration::showPosition(const QString& path, int line, int column)
{
    ScriptEditor* editor = documents_->showFile(path, line);
    if (editor && line > 0)
        ScintillaPosition::moveCaret(editor, line, column);
    return editor;
}

namespace {

CodeModel::Query queryAt(ScriptEditor* editor)
{
    return {editor->filePath(), editor->contents(),
            editor->documentPosition(static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)))};
}

} // namespace

SourcePosition LanguageIntegration::caretPosition() const
{
    ScriptEditor* editor = documents_->currentEditor();
    if (!editor)
        return {};
    const auto [line, column] =
        editor->documentLineColumn(static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)));
    return {CheckSnapshot::normalizedPath(editor->filePath()), line, column};
}

ScriptEditor* LanguageIntegration::jumpTo(const SourcePosition& to)
{
    const SourcePosition from = caretPosition();
    ScriptEditor* editor = showPosition(to.path, to.line, to.column);
    if (editor) {
        history_.recordJump(from, to);
        updateHistoryActions();
    }
    return editor;
}

void LanguageIntegration::updateHistoryActions()
{
    backAction_->setEnabled(history_.canGoBack());
    forwardAction_->setEnabled(history_.canGoForward());
}

void LanguageIntegration::goBack()
{
    const SourcePosition place = history_.back(caretPosition());
    if (place.isValid())
        showPosition(place.path, place.line, place.column);
    updateHistoryActions();
}

void LanguageIntegration::goForward()
{
    const SourcePosition place = history_.forward();
    if (place.isValid())
        showPosition(place.path, place.line, place.column);
    updateHistoryActions();
}

bool LanguageIntegration::goToDefinition(ScriptEditor* editor)
{
    if (!editor)
        return false;
    const CodeModel::Query query = queryAt(editor);
    const std::optional<Definition> definition =
        DefinitionFinder(checker_->lastSnapshot()).find(query.path, query.text, query.position);
    return definition && jumpTo(definition->position) != nullptr;
}

bool LanguageIntegration::findReferences(ScriptEditor* editor)
{
    if (!editor)
        return false;
    const CodeModel model(checker_->lastSnapshot());
    const CodeModel::Query query = queryAt(editor);
    const std::optional<language::Hover> hover = model.hover(query);
    if (!hover)
        return false;
    const QList<SourceSpan> references = model.references(query);
    referencesDock_->showReferences(QString::fromStdString(hover->declaration), references,
                                    [this, &model](const QString& path, int line) {
                                        if (ScriptEditor* open = documents_->editorForPath(path))
                                            return open->text(line - 1);
                                        return model.lineText(path, line);
                                    });
    return true;
}

QString LanguageIntegration::renameSymbol(ScriptEditor* editor, const QString& newName)
{
    if (!editor)
        return tr("No editor");
    QString error;
    const QList<CodeModel::FileEdits> files = CodeModel(checker_->lastSnapshot()).rename(queryAt(editor), newName, &error);
    if (files.isEmpty())
        return error;
    for (const CodeModel::FileEdits& file : files) {
        ScriptEditor* target = documents_->editorForPath(file.path);
        if (!target)
            target = documents_->openFile(file.path, &error);
        if (!target)
            return error;
        // Back to front, so earlier positions stay valid; one undo step per file.
        target->SendScintilla(QsciScintillaBase::SCI_BEGINUNDOACTION);
        for (auto it = file.edits.crbegin(); it != file.edits.crend(); ++it) {
            const auto [start, end] = ScintillaPosition::rangeFromLineColumn(target, it->first.position.line,
                                                                             it->first.position.column, it->first.length);
            target->replaceRange(start, end, it->second.toUtf8());
        }
        target->SendScintilla(QsciScintillaBase::SCI_ENDUNDOACTION);
    }
    statusBar_->showMessage(tr("Renamed in %n file(s)", nullptr, int(files.size())), 3000);
    checker_->checkNow();
    return {};
}

void LanguageIntegration::askRename()
{
    ScriptEditor* editor = documents_->currentEditor();
    if (!editor)
        return;
    const CodeModel::Query query = queryAt(editor);
    const std::optional<language::Hover> hover = CodeModel(checker_->lastSnapshot()).hover(query);
    if (!hover) {
        statusBar_->showMessage(tr("Nothing that can be renamed is under the cursor"), 3000);
        return;
    }
    const int begin = CodeModel::offsetOf(query.text, hover->range.start);
    const QString word = QString::fromUtf8(query.text.mid(begin, CodeModel::offsetOf(query.text, hover->range.end) - begin));
    bool ok = false;
    const QString name = QInputDialog::getText(editor, tr("Rename Symbol"),
                                               tr("New name for %1:").arg(QString::fromStdString(hover->declaration)),
                                               QLineEdit::Normal, word, &ok);
    if (!ok || name.isEmpty())
        return;
    if (const QString error = renameSymbol(editor, name); !error.isEmpty())
        statusBar_->showMessage(error, 5000);
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

} // namespace incursion::studio
