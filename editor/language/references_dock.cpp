#include "language/references_dock.h"

#include "shared/language_icons.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace incursion::studio {

ReferencesDock::ReferencesDock(QWidget* parent)
    : QDockWidget(tr("References"), parent), summary_(new QLabel), view_(new QTreeView), model_(new QStandardItemModel(this))
{
    setObjectName(QStringLiteral("ReferencesDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    summary_->setText(tr("Press Shift+F2 on a name to list its references."));
    layout->addWidget(summary_);
    view_->setModel(model_);
    view_->setHeaderHidden(true);
    view_->setUniformRowHeights(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(view_);
    setWidget(body);
    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (index.data(LineRole).toInt() > 0)
            emit activated(index.data(PathRole).toString(), index.data(LineRole).toInt(), index.data(ColumnRole).toInt());
    });
    connect(view_, &QTreeView::clicked, view_, &QTreeView::activated);
}

void ReferencesDock::showReferences(const QString& symbol, const QList<SourceSpan>& references,
                                    const std::function<QString(const QString&, int)>& lineText)
{
    model_->clear();
    count_ = static_cast<int>(references.size());
    QHash<QString, QStandardItem*> files;
    for (const SourceSpan& span : references) {
        const SourcePosition& p = span.position;
        QStandardItem*& file = files[p.path];
        if (!file) {
            file = new QStandardItem(LanguageIcons::file(), QDir::toNativeSeparators(p.path));
            file->setData(p.path, PathRole);
            model_->appendRow(file);
        }
        auto* row = new QStandardItem(tr("%1: %2").arg(p.line).arg(lineText(p.path, p.line).trimmed()));
        row->setData(p.path, PathRole);
        row->setData(p.line, LineRole);
        row->setData(p.column, ColumnRole);
        row->setToolTip(tr("%1, line %2").arg(QFileInfo(p.path).fileName()).arg(p.line));
        file->appendRow(row);
    }
    view_->expandAll();
    summary_->setText(count_ == 0 ? tr("No references to %1").arg(symbol)
                      : count_ == 1 ? tr("1 reference to %1 in %2 file(s)").arg(symbol).arg(files.size())
                                    : tr("%1 references to %2 in %3 file(s)").arg(count_).arg(symbol).arg(files.size()));
    show();
    raise();
}

} // namespace incursion::studio
