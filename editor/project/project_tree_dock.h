// The project's folder as a tree of source and text files; activating a file
// asks the main window to open it. Include folders outside the project's
// folder (the original module's lib/main.irc searches ../inc) show beside it,
// under the folder both share, and nothing else of that folder does.
#pragma once

#include <QDockWidget>
#include <QStringList>

class QFileSystemModel;
class QModelIndex;
class QTreeView;

namespace incursion::studio {

class ProjectTreeFilter;

class ProjectTreeDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ProjectTreeDock(QWidget* parent = nullptr);

    // `path` empty clears the tree. `alsoShown`: folders to show though outside
    // `path` (those inside it show anyway).
    void setRootPath(const QString& path, const QStringList& alsoShown = {});
    QString rootPath() const;
    // The folder the tree starts at: the project's, or the one it shares with
    // the include folders shown beside it.
    QString shownRootPath() const;
    QTreeView* view() const { return view_; }
    QFileSystemModel* model() const { return model_; }
    // Between the view's rows and files.
    QString filePath(const QModelIndex& viewIndex) const;
    QModelIndex viewIndex(const QString& path) const;

    static QStringList fileNameFilters();

signals:
    void fileActivated(const QString& path);

private:
    QFileSystemModel* model_;
    ProjectTreeFilter* filter_;
    QTreeView* view_;
    QString root_;
};

} // namespace incursion::studio
