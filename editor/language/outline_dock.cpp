#include "language/outline_dock.h"

#include "shared/filtered_tree.h"
#include "shared/language_icons.h"
#include "shared/runtime_text.h"

#include <QHeaderView>
#include <algorithm>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>

namespace incursion::studio {
namespace {

QStandardItem* makeItem(const QIcon& icon, const QString& text, const SourcePosition& position, int endLine)
{
    auto* item = new QStandardItem(icon, text);
    item->setEditable(false);
    item->setToolTip(text);
    item->setData(position.path, OutlineDock::PathRole);
    item->setData(position.line, OutlineDock::LineRole);
    item->setData(position.column, OutlineDock::ColumnRole);
    item->setData(std::max(endLine, position.line), OutlineDock::EndLineRole);
    return item;
}

} // namespace

OutlineDock::OutlineDock(QWidget* parent)
    : QDockWidget(tr("Outline"), parent), items_(new QStandardItemModel(this)),
      filter_(new QSortFilterProxyModel(this)), filterEdit_(new QLineEdit), view_(new QTreeView)
{
    setObjectName(QStringLiteral("OutlineDock"));
    filter_->setSourceModel(items_);
    filter_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter_->setRecursiveFilteringEnabled(true);

    filterEdit_->setPlaceholderText(tr("Filter resources and handlers"));
    connect(filterEdit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        filter_->setFilterFixedString(text);
        if (!text.isEmpty())
            view_->expandAll();
    });

    setWidget(makeFilteredTree(filterEdit_, view_, filter_));
    connect(view_, &QTreeView::clicked, this, &OutlineDock::activateIndex);
    connect(view_, &QTreeView::activated, this, &OutlineDock::activateIndex);
}

QAbstractItemModel* OutlineDock::model() const
{
    return filter_;
}

void OutlineDock::showSnapshot(const CheckSnapshotPtr& snapshot)
{
    snapshot_ = snapshot;
    rebuild();
}

void OutlineDock::setCurrentFile(const QString& path)
{
    const QString normalized = CheckSnapshot::normalizedPath(path);
    if (normalized == currentFile_)
        return;
    currentFile_ = normalized;
    rebuild();
}

std::vector<OutlineDock::Entry> OutlineDock::entriesOfCurrentFile() const
{
    std::vector<Entry> entries;
    if (!snapshot_ || currentFile_.isEmpty())
        return entries;
    for (int r : snapshot_->resourcesIn(currentFile_)) {
        const ResourceEntry& resource = snapshot_->resources[r];
        entries.push_back({false, int(resource.kind), resource.name, resource.position, resource.endLine});
        for (int h : snapshot_->handlersOf(r)) {
            const HandlerEntry& handler = snapshot_->handlers[h];
            entries.push_back({true, 0, handler.events, handler.position, handler.endLine});
        }
    }
    return entries;
}

void OutlineDock::rebuild()
{
    // A check after each keystroke mostly finds the same outline; rebuilding
    // and expanding a tree of tens of thousands of entries on the GUI thread
    // each time would stall typing.
    std::vector<Entry> entries = entriesOfCurrentFile();
    if (entries == shown_)
        return;
    shown_ = std::move(entries);
    items_->clear();
    // Each resource goes into the model with its handlers already under it.
    for (size_t i = 0; i < shown_.size();) {
        const Entry& resource = shown_[i++];
        QStandardItem* resourceItem = makeItem(
            LanguageIcons::resource(),
            tr("%1 \"%2\"").arg(toQString(core::resourceKindName(core::ResourceKind(resource.kind))), resource.name),
            resource.position, resource.endLine);
        for (; i < shown_.size() && shown_[i].isHandler; ++i)
            resourceItem->appendRow(
                makeItem(LanguageIcons::handler(), tr("On %1").arg(shown_[i].name), shown_[i].position, shown_[i].endLine));
        items_->appendRow(resourceItem);
    }
    view_->expandAll();
}

void OutlineDock::selectLine(int line)
{
    // Walk down while a child contains the line: the deepest match is the most specific.
    QModelIndex best;
    QModelIndex parent;
    for (bool descended = true; descended;) {
        descended = false;
        for (int row = 0; row < filter_->rowCount(parent); ++row) {
            const QModelIndex index = filter_->index(row, 0, parent);
            if (index.data(LineRole).toInt() <= line && line <= index.data(EndLineRole).toInt()) {
                best = parent = index;
                descended = true;
                break;
            }
        }
    }
    if (best.isValid())
        view_->setCurrentIndex(best);
    else
        view_->clearSelection();
}

void OutlineDock::activateIndex(const QModelIndex& index)
{
    const QString path = index.data(PathRole).toString();
    if (!path.isEmpty())
        emit activated(path, index.data(LineRole).toInt(), index.data(ColumnRole).toInt());
}

} // namespace incursion::studio
