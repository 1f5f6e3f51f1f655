#include "project/project_tree_dock.h"

#include <QFileSystemModel>
#include <QHeaderView>
#include <QTreeView>

namespace incursion::studio {

ProjectTreeDock::ProjectTreeDock(QWidget* parent)
    : QDockWidget(tr("Project"), parent)
    , model_(new QFileSystemModel(this))
    , view_(new QTreeView(this))
{
    setObjectName(QStringLiteral("ProjectTreeDock"));
    model_->setReadOnly(true);
    model_->setFilter(QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot);
    model_->setNameFilters(fileNameFilters());
    model_->setNameFilterDisables(false);    // hide other files instead of greying them out
    view_->setHeaderHidden(true);
    view_->setUniformRowHeights(true);
    setWidget(view_);

    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (!model_->isDir(index))
            emit fileActivated(model_->filePath(index));
    });
}

QStringList ProjectTreeDock::fileNameFilters()
{
    return {QStringLiteral("*.irc"), QStringLiteral("*.irh"), QStringLiteral("*.h"), QStringLiteral("*.txt"),
            QStringLiteral("*.md"),  QStringLiteral("*.ini"), QStringLiteral("*.cfg"), QStringLiteral("*.json"),
            QStringLiteral("*.png"), QStringLiteral("*.painted")};
}

void ProjectTreeDock::setRootPath(const QString& path)
{
    if (path.isEmpty()) {
        view_->setModel(nullptr);   // without a project the tree stays empty, not "/"
        return;
    }
    if (!view_->model()) {
        view_->setModel(model_);
        for (int column = 1; column < model_->columnCount(); ++column)
            view_->hideColumn(column);
    }
    view_->setRootIndex(model_->setRootPath(path));
    model_->sort(0);
}

QString ProjectTreeDock::rootPath() const
{
    return view_->model() ? model_->rootPath() : QString();
}

} // namespace incursion::studio
