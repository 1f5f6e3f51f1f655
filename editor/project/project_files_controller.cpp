#include "project/project_files_controller.h"

#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "project/current_project.h"
#include "project/include_lines.h"
#include "project/project_tree_dock.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFileSystemModel>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>
#include <QTreeView>
#include <QUrl>

namespace incursion::studio {

namespace {

bool isIncludedKind(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("irh") || suffix == QLatin1String("h");
}

// A name for a file in a folder: not empty, no folder separators.
QString fileNameProblem(const QString& name)
{
    if (name.trimmed().isEmpty())
        return ProjectFilesController::tr("The file needs a name.");
    if (name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) || name == QLatin1String(".")
        || name == QLatin1String(".."))
        return ProjectFilesController::tr("A file name cannot contain '/' or '\\'.");
    return {};
}

} // namespace

ProjectFilesController::ProjectFilesController(DocumentTabs* documents, CurrentProject* project,
                                               ProjectTreeDock* tree, QStatusBar* status, QWidget* host)
    : QObject(host)
    , documents_(documents)
    , project_(project)
    , tree_(tree)
    , status_(status)
    , host_(host)
    , newFile_(new QAction(tr("New &File..."), this))
{
    newFile_->setObjectName(QStringLiteral("File.NewFile")); // its id in the keyboard shortcuts' settings
    newFile_->setShortcut(QKeySequence::New);
    newFile_->setStatusTip(tr("Make a resource file (.irh) and include it from the main file"));
    newFile_->setEnabled(false);
    connect(newFile_, &QAction::triggered, this, [this] { newFileIn(defaultFolder()); });
    const auto update = [this] { newFile_->setEnabled(project_->project() && !project_->project()->mainFile().isEmpty()); };
    connect(project_, &CurrentProject::opened, this, update);
    connect(project_, &CurrentProject::settingsChanged, this, update);
    connect(project_, &CurrentProject::closed, this, update);

    askName_ = [this](const QString& title, const QString& label, const QString& initial) {
        bool ok = false;
        const QString name = QInputDialog::getText(host_, title, label, QLineEdit::Normal, initial, &ok);
        return ok ? name.trimmed() : QString();
    };
    confirm_ = [this](const QString& question) {
        return QMessageBox::question(host_, tr("Delete"), question) == QMessageBox::Yes;
    };

    QTreeView* view = tree_->view();
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint& position) {
        const QModelIndex index = view->indexAt(position);
        const QString path = index.isValid() ? tree_->filePath(index) : tree_->rootPath();
        if (path.isEmpty())
            return;
        QMenu* menu = contextMenu(path);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(view->viewport()->mapToGlobal(position));
    });
}

QString ProjectFilesController::defaultFolder() const
{
    const Project* project = project_->project();
    if (!project)
        return {};
    const QString inc = project->absolutePath(QStringLiteral("inc"));
    if (QFileInfo(inc).isDir() && project->includePaths().contains(inc))
        return inc;
    return project->mainFile().isEmpty() ? project->rootPath() : QFileInfo(project->mainFile()).absolutePath();
}

QString ProjectFilesController::includeName(const QString& file) const
{
    const Project* project = project_->project();
    return project ? includeNameFor(file, project->mainFile(), project->includePaths()) : QString();
}

bool ProjectFilesController::editMainFile(const std::function<QList<ByteEdit>(const QByteArray&)>& change,
                                          QString* error)
{
    const QString main = project_->project() ? project_->project()->mainFile() : QString();
    if (main.isEmpty())
        return true;
    if (ScriptEditor* editor = documents_->editorForPath(main)) {
        // One undoable edit; the build and the checker read the buffer, so it counts unsaved.
        const QList<ByteEdit> edits = change(editor->contents());
        if (!edits.isEmpty())
            applyEdits(editor, edits);
        return true;
    }
    QFile in(main);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(main), in.errorString());
        return false;
    }
    const QByteArray text = in.readAll();
    in.close();
    const QList<ByteEdit> edits = change(text);
    if (edits.isEmpty())
        return true;
    QSaveFile out(main);
    if (!out.open(QIODevice::WriteOnly) || out.write(appliedEdits(text, edits)) < 0 || !out.commit()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(main), out.errorString());
        return false;
    }
    return true;
}

bool ProjectFilesController::createFile(const QString& requested, QString* error)
{
    QString ignored;
    QString& message = error ? *error : ignored;
    const Project* project = project_->project();
    if (!project || project->mainFile().isEmpty()) {
        message = tr("Open a project with a main file first.");
        return false;
    }
    const QFileInfo info(requested);
    if (const QString problem = fileNameProblem(info.fileName()); !problem.isEmpty()) {
        message = problem;
        return false;
    }
    const QString path = info.suffix().isEmpty() ? info.absoluteFilePath() + QStringLiteral(".irh")
                                                 : info.absoluteFilePath();
    if (QFileInfo::exists(path)) {
        message = tr("%1 already exists.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QSaveFile file(path);
    if (!QDir().mkpath(QFileInfo(path).absolutePath()) || !file.open(QIODevice::WriteOnly)
        || file.write("/* " + QFileInfo(path).fileName().toUtf8() + " */\n") < 0 || !file.commit()) {
        message = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (isIncludedKind(path)) {
        const QString name = includeName(path);
        if (name.isEmpty()) {
            message = tr("%1 was made, but the main file cannot include it: its folder is not on the include "
                         "path (Project > Project Settings).")
                          .arg(QDir::toNativeSeparators(path));
            documents_->showFile(path);
            return false;
        }
        if (!editMainFile([&name](const QByteArray& text) {
                const std::optional<ByteEdit> edit = addInclude(text, name);
                return edit ? QList<ByteEdit>{*edit} : QList<ByteEdit>{};
            }, &message))
            return false;
    }
    documents_->showFile(path);
    status_->showMessage(tr("Made %1.").arg(project->relativePath(path)), 5000);
    return true;
}

bool ProjectFilesController::renameFile(const QString& path, const QString& newName, QString* error)
{
    QString ignored;
    QString& message = error ? *error : ignored;
    if (const QString problem = fileNameProblem(newName); !problem.isEmpty()) {
        message = problem;
        return false;
    }
    const QFileInfo info(path);
    const QString target = info.dir().absoluteFilePath(newName);
    if (QFileInfo::exists(target)) {
        message = tr("%1 already exists.").arg(QDir::toNativeSeparators(target));
        return false;
    }
    // The name that includes it now, before it moves.
    const QString oldInclude = isIncludedKind(path) ? includeName(path) : QString();
    ScriptEditor* open = documents_->editorForPath(info.absoluteFilePath());
    if (open && !documents_->closeEditor(open)) {
        message = tr("The rename was cancelled.");
        return false;
    }
    if (!QFile::rename(path, target)) {
        message = tr("Cannot rename %1 to %2.").arg(QDir::toNativeSeparators(path), newName);
        if (open)
            documents_->openFile(path);
        return false;
    }
    const bool wasMain = project_->project() && project_->project()->mainFile() == info.absoluteFilePath();
    if (wasMain) {
        Project changed = *project_->project();
        changed.setMainFile(target);
        changed.saveSettings();
        project_->change(changed);
    }
    bool ok = true;
    if (!oldInclude.isEmpty()) {
        const QString newInclude = includeName(target);
        ok = editMainFile([&](const QByteArray& text) {
            return newInclude.isEmpty() ? removeInclude(text, oldInclude) : renameInclude(text, oldInclude, newInclude);
        }, &message);
    }
    if (open)
        documents_->showFile(target);
    status_->showMessage(tr("Renamed %1 to %2.").arg(info.fileName(), newName), 5000);
    return ok;
}

bool ProjectFilesController::deleteFile(const QString& path, QString* error)
{
    QString ignored;
    QString& message = error ? *error : ignored;
    const QFileInfo info(path);
    const QString oldInclude = isIncludedKind(path) ? includeName(path) : QString();
    if (ScriptEditor* open = documents_->editorForPath(info.absoluteFilePath())) {
        // Its unsaved changes go with it: the user asked for the file to go.
        open->setModified(false);
        if (!documents_->closeEditor(open)) {
            message = tr("The deletion was cancelled.");
            return false;
        }
    }
    if (!QFile::moveToTrash(path)) {
        message = tr("Cannot move %1 to the trash.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    status_->showMessage(tr("Moved %1 to the trash.").arg(info.fileName()), 5000);
    if (oldInclude.isEmpty())
        return true;
    return editMainFile([&oldInclude](const QByteArray& text) { return removeInclude(text, oldInclude); }, &message);
}

void ProjectFilesController::revealInFileManager(const QString& path)
{
    const QFileInfo info(path);
    QDesktopServices::openUrl(QUrl::fromLocalFile(info.isDir() ? info.absoluteFilePath() : info.absolutePath()));
}

QMenu* ProjectFilesController::contextMenu(const QString& path)
{
    auto* menu = new QMenu(host_);
    menu->setObjectName(QStringLiteral("ProjectTreeMenu"));
    const QFileInfo info(path);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    QAction* newFile = menu->addAction(tr("New &File..."), this, [this, folder] { newFileIn(folder); });
    newFile->setEnabled(newFile_->isEnabled());
    menu->addSeparator();
    if (info.isFile()) {
        menu->addAction(tr("&Rename..."), this, [this, path] { askRename(path); });
        menu->addAction(tr("&Delete"), this, [this, path] { askDelete(path); });
        menu->addSeparator();
    }
    menu->addAction(tr("Reveal in File &Manager"), this, [this, path] { revealInFileManager(path); });
    return menu;
}

void ProjectFilesController::newFileIn(const QString& folder)
{
    const QString name = askName_(tr("New File"), tr("Resource file name (in %1):").arg(QDir::toNativeSeparators(folder)),
                                  QStringLiteral("resources.irh"));
    if (name.isEmpty())
        return;
    QString error;
    if (!createFile(QDir(folder).absoluteFilePath(name), &error))
        report(tr("New File"), error);
}

void ProjectFilesController::askRename(const QString& path)
{
    const QString name = askName_(tr("Rename"), tr("New name:"), QFileInfo(path).fileName());
    if (name.isEmpty() || name == QFileInfo(path).fileName())
        return;
    QString error;
    if (!renameFile(path, name, &error))
        report(tr("Rename"), error);
}

void ProjectFilesController::askDelete(const QString& path)
{
    if (!confirm_(tr("Move %1 to the trash?").arg(QFileInfo(path).fileName())))
        return;
    QString error;
    if (!deleteFile(path, &error))
        report(tr("Delete"), error);
}

void ProjectFilesController::report(const QString& title, const QString& error)
{
    QMessageBox::warning(host_, title, error);
}

} // namespace incursion::studio
