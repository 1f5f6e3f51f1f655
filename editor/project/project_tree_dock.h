// The project's folder as a tree of source and text files; activating a file
// asks the main window to open it.
#pragma once

#include <QDockWidget>

class QFileSystemModel;
class QTreeView;

namespace incursion::studio {

class ProjectTreeDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ProjectTreeDock(QWidget* parent = nullptr);

    void setRootPath(const QString& path);     // empty clears the tree
    QString rootPath() const;
    QTreeView* view() const { return view_; }
    QFileSystemModel* model() const { return model_; }

    static QStringList fileNameFilters();

signals:
    void fileActivated(const QString& path);

private:
    QFileSystemModel* model_;
    QTreeView* view_;
};

} // namespace incursion::studio
