#include "project/project_tree_dock.h"

#include <QDir>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTreeView>

#include <algorithm>

namespace incursion::studio {

// Under the shared folder, only the shown folders, their ancestors and their
// contents pass; with nothing outside the project shown, everything passes.
class ProjectTreeFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setShown(const QStringList& folders)
    {
        shown_ = folders;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (shown_.size() < 2)
            return true;
        const auto* files = static_cast<const QFileSystemModel*>(sourceModel());
        const QString path = files->filePath(files->index(row, 0, parent));
        return std::any_of(shown_.begin(), shown_.end(), [&](const QString& folder) {
            return path == folder || path.startsWith(folder + QLatin1Char('/'))
                   || folder.startsWith(path + QLatin1Char('/'));
        });
    }

private:
    QStringList shown_;
};

namespace {

QString sharedFolder(const QStringList& folders)
{
    QString shared = folders.value(0);
    for (const QString& folder : folders)
        while (folder != shared && !folder.startsWith(shared + QLatin1Char('/')) && shared != QLatin1String("/")) {
            const QString up = QFileInfo(shared).path();
            if (up == shared)
                break;
            shared = up;
        }
    return shared;
}

} // namespace

ProjectTreeDock::ProjectTreeDock(QWidget* parent)
    : QDockWidget(tr("Project"), parent)
    , model_(new QFileSystemModel(this))
    , filter_(new ProjectTreeFilter(this))
    , view_(new QTreeView(this))
{
    setObjectName(QStringLiteral("ProjectTreeDock"));
    model_->setReadOnly(true);
    model_->setFilter(QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot);
    model_->setNameFilters(fileNameFilters());
    model_->setNameFilterDisables(false);    // hide other files instead of greying them out
    filter_->setSourceModel(model_);
    view_->setHeaderHidden(true);
    view_->setUniformRowHeights(true);
    setWidget(view_);

    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const QModelIndex file = filter_->mapToSource(index);
        if (!model_->isDir(file))
            emit fileActivated(model_->filePath(file));
    });
}

QStringList ProjectTreeDock::fileNameFilters()
{
    return {QStringLiteral("*.irc"), QStringLiteral("*.irh"), QStringLiteral("*.h"), QStringLiteral("*.txt"),
            QStringLiteral("*.md"),  QStringLiteral("*.ini"), QStringLiteral("*.cfg"), QStringLiteral("*.json"),
            QStringLiteral("*.png"), QStringLiteral("*.painted")};
}

void ProjectTreeDock::setRootPath(const QString& path, const QStringList& alsoShown)
{
    root_ = path;
    if (path.isEmpty()) {
        view_->setModel(nullptr);   // without a project the tree stays empty, not "/"
        return;
    }
    QStringList shown{QDir::cleanPath(path)};
    for (const QString& folder : alsoShown) {
        const QString clean = QDir::cleanPath(folder);
        if (QFileInfo(clean).isDir() && clean != shown.first() && !clean.startsWith(shown.first() + QLatin1Char('/')))
            shown.append(clean);
    }
    filter_->setShown(shown);
    if (!view_->model()) {
        view_->setModel(filter_);
        for (int column = 1; column < filter_->columnCount(); ++column)
            view_->hideColumn(column);
    }
    const QString top = sharedFolder(shown);
    view_->setRootIndex(filter_->mapFromSource(model_->setRootPath(top)));
    model_->sort(0);
    // Beside include folders, the project's own folder opens unfolded.
    if (shown.size() > 1)
        view_->expand(viewIndex(shown.first()));
}

QString ProjectTreeDock::rootPath() const
{
    return view_->model() ? root_ : QString();
}

QString ProjectTreeDock::shownRootPath() const
{
    return view_->model() ? model_->rootPath() : QString();
}

QString ProjectTreeDock::filePath(const QModelIndex& viewIndex) const
{
    return model_->filePath(filter_->mapToSource(viewIndex));
}

QModelIndex ProjectTreeDock::viewIndex(const QString& path) const
{
    return filter_->mapFromSource(model_->index(path));
}

} // namespace incursion::studio
