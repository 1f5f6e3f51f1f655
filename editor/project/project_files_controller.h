// The project's files: File > New File and the Project tree's context menu
// (New File, Rename, Delete to the trash, Reveal in File Manager). A resource
// file made, renamed or deleted here keeps the main file's #include lines in
// step: in the main file's editor as one undoable edit when it is open,
// written to the disk when it is not.
#pragma once

#include "editing/text_search.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QStatusBar;
class QWidget;

namespace incursion::studio {

class CurrentProject;
class DocumentTabs;
class ProjectTreeDock;

class ProjectFilesController : public QObject {
    Q_OBJECT
public:
    // Dialogs and menus are children of `host`.
    ProjectFilesController(DocumentTabs* documents, CurrentProject* project, ProjectTreeDock* tree,
                           QStatusBar* status, QWidget* host);

    QAction* newFileAction() const { return newFile_; }

    // The questions the user is asked; tests answer them instead.
    // A file name (title, label, suggestion): empty for Cancel.
    using NamePrompt = std::function<QString(const QString& title, const QString& label, const QString& initial)>;
    // Yes or no to `question`.
    using ConfirmPrompt = std::function<bool(const QString& question)>;
    void setNamePrompt(NamePrompt prompt) { askName_ = std::move(prompt); }
    void setConfirmPrompt(ConfirmPrompt prompt) { confirm_ = std::move(prompt); }

    // The folder New File puts a file in by default: inc/ when the project
    // has one on its include path, else the main file's folder.
    QString defaultFolder() const;

    // Makes the resource file `path` (".irh" added if it has no suffix),
    // includes it from the main file and opens it. False with a message in
    // `error` if it exists or cannot be written.
    bool createFile(const QString& path, QString* error = nullptr);
    // Renames `path` to `newName` in its folder and renames its #include.
    bool renameFile(const QString& path, const QString& newName, QString* error = nullptr);
    // Moves `path` to the trash and removes its #include (no question asked).
    bool deleteFile(const QString& path, QString* error = nullptr);
    // Shows the folder of `path` (itself if a folder) in the file manager.
    void revealInFileManager(const QString& path);

    // The Project tree's menu for `path` (a file or folder of the project).
    QMenu* contextMenu(const QString& path);

    // With a question or dialog first, as from the menus.
    void newFileIn(const QString& folder);
    void askRename(const QString& path);
    void askDelete(const QString& path);

private:
    // Applies `edit` to the main file's #include lines: `change` gets the main
    // file's bytes and returns the edits. Reports what it could not do.
    bool editMainFile(const std::function<QList<ByteEdit>(const QByteArray&)>& change, QString* error);
    QString includeName(const QString& file) const;
    void report(const QString& title, const QString& error);

    DocumentTabs* documents_;
    CurrentProject* project_;
    ProjectTreeDock* tree_;
    QStatusBar* status_;
    QWidget* host_;
    QAction* newFile_;
    NamePrompt askName_;
    ConfirmPrompt confirm_;
};

} // namespace incursion::studio
